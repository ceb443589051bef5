import * as z from 'zod/mini';
import { OrderIdSchema } from '~/lib/payment-status';
import { sumAmounts } from '../../core/money';
import {
  type BrowserStorage,
  type KeyValueStorage,
  parseJson,
  readItem,
  removeItem,
  STORAGE_VERSION_KEY,
  writeItem,
  writeJson,
} from '~/lib/storage';
import { track } from '~/lib/tracking';

/** Browser storage keys of the order and payment pages (checkout-payment.md §3). */
export const CHECKOUT_STORAGE_KEYS = {
  orderDetailsForTracking: 'order_details_for_tracking',
  orderId: 'order_id',
  storageVersion: STORAGE_VERSION_KEY,
} as const;

/** Spec §9: stored order details are valid for purchase tracking for 24 hours. */
export const TRACKING_RECORD_TTL_MS = 24 * 60 * 60 * 1000;

const MoneyAmountSchema = z.number();

/**
 * `order_details_for_tracking` (spec §3 "Tracking order record"). The spec's record also carries the
 * customer; we leave it out on purpose: analytics gets no personal data (no name, e-mail or phone).
 */
export const TrackingOrderRecordSchema = z.object({
  orderId: OrderIdSchema,
  orderNumber: z.nullable(z.string()),
  items: z.array(
    z.object({
      productId: z.string(),
      productName: z.string(),
      price: MoneyAmountSchema,
      quantity: z.int().check(z.positive()),
    }),
  ),
  totals: z.object({
    subtotal: MoneyAmountSchema,
    tax: z.literal(0),
    shipping: z.literal(0),
    total: MoneyAmountSchema,
    currency: z.string().check(z.minLength(1)),
  }),
  parkingData: z.nullable(z.object({ id: z.string(), name: z.string() })),
  bookingDetails: z.nullable(z.object({ arrivalAt: z.string(), departureAt: z.string() })),
  /** Epoch milliseconds of the write; the record is good for 24 h after it. */
  storedAt: z.number(),
});

export interface TrackingOrderRecord {
  orderId: string;
  orderNumber: string | null;
  items: { productId: string; productName: string; price: number; quantity: number }[];
  totals: { subtotal: number; tax: 0; shipping: 0; total: number; currency: string };
  parkingData: { id: string; name: string } | null;
  bookingDetails: { arrivalAt: string; departureAt: string } | null;
  storedAt: number;
}

/** What the checkout knows right after the order is placed (the offer lines and the order's answer). */
export interface TrackingOrderInput {
  orderId: string;
  orderNumber: string | null;
  lines: { productId: string; productName: string; price: number; quantity?: number }[];
  total: { amount: number; currency: string };
  parking: { id: string; name: string } | null;
  stay: { arrivalAt: string; departureAt: string } | null;
}

/** Builds the record from the placed order (spec §9: tax 0, shipping 0, currency default PLN). */
export function buildTrackingRecord(input: TrackingOrderInput, now: number = Date.now()): TrackingOrderRecord {
  const items = input.lines.map((line) => ({
    productId: line.productId,
    productName: line.productName,
    price: line.price,
    quantity: line.quantity ?? 1,
  }));
  const subtotal = sumAmounts(items.map((item) => item.price * item.quantity));
  return {
    orderId: input.orderId,
    orderNumber: input.orderNumber,
    items,
    totals: { subtotal, tax: 0, shipping: 0, total: input.total.amount, currency: input.total.currency || 'PLN' },
    parkingData: input.parking,
    bookingDetails: input.stay,
    storedAt: now,
  };
}

function warn(what: string, error: unknown): void {
  console.warn(`${what} failed`, error);
}

/**
 * Spec §4: on order success the details are stored for purchase tracking and the order id is saved,
 * right before the browser goes to the payment page. Storage failures are logged and ignored.
 */
export function storeOrderForTracking(storage: KeyValueStorage | null, record: TrackingOrderRecord): void {
  writeJson(storage, CHECKOUT_STORAGE_KEYS.orderDetailsForTracking, record);
  storeOrderId(storage, record.orderId);
}

/** Saves `order_id`, so /platnosc/ without an id in the URL can still find the order (spec §2). */
export function storeOrderId(storage: KeyValueStorage | null, orderId: string): void {
  if (OrderIdSchema.safeParse(orderId).success) writeItem(storage, CHECKOUT_STORAGE_KEYS.orderId, orderId);
}

/** The stored `order_id` when it is a well-formed id, else null. */
export function readStoredOrderId(storage: KeyValueStorage | null): string | null {
  const parsed = OrderIdSchema.safeParse(readItem(storage, CHECKOUT_STORAGE_KEYS.orderId));
  return parsed.success ? parsed.data : null;
}

/** The stored record, or null when there is none or it cannot be read (an unreadable record is dropped). */
function readTrackingRecord(storage: BrowserStorage): TrackingOrderRecord | null {
  const raw = readItem(storage, CHECKOUT_STORAGE_KEYS.orderDetailsForTracking);
  if (!raw) return null;
  // Not JSON, or not the record: dropped alike.
  const parsed = TrackingOrderRecordSchema.safeParse(parseJson(raw));
  if (parsed.success) return parsed.data;
  removeItem(storage, CHECKOUT_STORAGE_KEYS.orderDetailsForTracking);
  return null;
}

/**
 * Spec §4: purchase tracking happens on the payment pages once, after which the stored details are
 * removed; §9: they are valid for 24 h. A record for another order is left for that order's page.
 * Returns whether a `purchase` event was pushed. Storage failures are logged and swallowed.
 */
export function trackPurchaseOnce(storage: BrowserStorage | null, orderId: string, now: number = Date.now()): boolean {
  if (!storage) return false;
  try {
    const record = readTrackingRecord(storage);
    if (!record) return false;
    if (now - record.storedAt > TRACKING_RECORD_TTL_MS) {
      storage.removeItem(CHECKOUT_STORAGE_KEYS.orderDetailsForTracking);
      return false;
    }
    if (record.orderId !== orderId) return false;
    // Removed before the push: when removal fails nothing is sent, so a reload can never send it twice.
    storage.removeItem(CHECKOUT_STORAGE_KEYS.orderDetailsForTracking);
    track('purchase', {
      transaction_id: record.orderId,
      value: record.totals.total,
      currency: record.totals.currency,
      items: record.items.map((item) => ({
        item_id: item.productId,
        item_name: item.productName,
        price: item.price,
        quantity: item.quantity,
      })),
    });
    return true;
  } catch (error) {
    warn('Purchase tracking', error);
    return false;
  }
}
