// Shared by the security tests: the checkout /rezerwacja/ driven with plain fetch (urlencoded posts, as a
// browser without JS does, or ?_data= JSON as testers do), and a consistency check of the booking tables.
import { z } from 'zod';
import {
  dateChanges,
  idempotencyKeys,
  orders,
  parkingDayOccupancy,
  parkings,
  payments,
  refunds,
} from '../../backend/db/schema';
import type { Db } from '../../backend/db/client';
import { stayCalendarDays } from '../../core/stay';
import { dateKey, timeOfDay } from '../../core/warsaw-time';
import { daysFromNow } from '../backend/harness';

export const CHECKOUT_ROUTE = 'routes/rezerwacja';
export const SOLD_OUT_TITLE = 'Brak wolnych miejsc';
export const SOLD_OUT_MESSAGE = 'Wybrany termin jest niedostępny – brak wolnych miejsc. Wybierz inne daty.';

export type Stay = { arrivalAt: string; departureAt: string };
/** A stay `from` days ahead at 09:00 UTC, `days` long. */
export const stayAhead = (from: number, days: number): Stay => ({
  arrivalAt: daysFromNow(from),
  departureAt: daysFromNow(from + days),
});

const QuoteStateSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('ok'), quote: z.object({ offerId: z.string(), total: z.number() }) }),
  z.object({ status: z.literal('error'), title: z.string(), message: z.string(), code: z.string().nullable() }),
]);
const CheckoutPageSchema = z.object({
  kind: z.literal('checkout'),
  parking: z.object({ id: z.string() }),
  stay: z.object({ arrivalAt: z.string(), departureAt: z.string() }),
  quote: QuoteStateSchema,
  idempotencyKey: z.string(),
});
export type CheckoutPage = z.output<typeof CheckoutPageSchema>;
export const ActionDataSchema = z.object({
  quote: QuoteStateSchema.optional(),
  notice: z.object({ title: z.string(), description: z.string().optional() }).optional(),
});

export interface Traveller {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  plate: string;
}
/** Traveller number `i`: a distinct e-mail and plate, so an order in the database tells whose it is. */
export const traveller = (i: number, tag = 'gosc'): Traveller => ({
  firstName: 'Zofia',
  lastName: 'Wiśniewska',
  email: `${tag}${i}@example.pl`,
  phone: `600 ${String(100 + (i % 900)).padStart(3, '0')} 200`,
  plate: `WZ ${String(10000 + i)}`,
});

export type Form = Record<string, string>;

export function checkoutPath(
  parkingId: string | number,
  { stay, data = false }: { stay?: Stay; data?: boolean } = {},
): string {
  const query = new URLSearchParams({ parkingId: String(parkingId), ...(stay ?? {}) });
  if (data) query.set('_data', CHECKOUT_ROUTE);
  return `/rezerwacja/?${query}`;
}

/** GET /rezerwacja/?…&_data=: the page's offer and the form's idempotency key. */
export async function loadCheckout(
  baseUrl: string,
  parkingId: number,
  stay: Stay,
  headers: HeadersInit = {},
): Promise<CheckoutPage> {
  const response = await fetch(`${baseUrl}${checkoutPath(parkingId, { stay, data: true })}`, {
    headers,
    redirect: 'manual',
  });
  const body = await response.text();
  if (response.status !== 200) throw new Error(`checkout page: HTTP ${response.status} ${body.slice(0, 300)}`);
  return CheckoutPageSchema.parse(JSON.parse(body));
}

/** A complete, valid booking form for the page (its offer, unless `offerId`/`quotedTotal` are overridden). */
export function bookingForm(page: CheckoutPage, who: Traveller, extra: Form = {}): Form {
  const quote = page.quote.status === 'ok' ? page.quote.quote : null;
  const arrival = new Date(page.stay.arrivalAt);
  const departure = new Date(page.stay.departureAt);
  return {
    parkingId: page.parking.id,
    ...(quote ? { offerId: quote.offerId, quotedTotal: String(quote.total) } : {}),
    idempotencyKey: page.idempotencyKey,
    firstName: who.firstName,
    lastName: who.lastName,
    email: who.email,
    countryCode: '+48',
    phone: who.phone,
    adults: '2',
    children: '0',
    'licensePlates[0]': who.plate,
    arrivalDate: dateKey(arrival),
    arrivalTime: timeOfDay(arrival),
    departureDate: dateKey(departure),
    departureTime: timeOfDay(departure),
    privacyPolicyAccepted: 'on',
    intent: 'submit',
    ...extra,
  };
}

/** POSTs the form urlencoded to /rezerwacja/ (HTML answer, or action JSON with `data`), following nothing. */
export function postCheckout(
  baseUrl: string,
  form: Form,
  { data = false, headers = {} }: { data?: boolean; headers?: Record<string, string> } = {},
): Promise<Response> {
  return fetch(`${baseUrl}${checkoutPath(form.parkingId, { data })}`, {
    method: 'POST',
    headers,
    body: new URLSearchParams(form),
    redirect: 'manual',
  });
}

/** 'Przelicz cenę' with the traveller's plate typed: the form then carries an offer that an order can use as is. */
export async function quotedForm(baseUrl: string, page: CheckoutPage, who: Traveller): Promise<Form> {
  const form = bookingForm(page, who);
  const response = await postCheckout(baseUrl, { ...form, intent: 'quote' }, { data: true });
  const body = await response.text();
  if (response.status !== 200) throw new Error(`quote: HTTP ${response.status} ${body.slice(0, 300)}`);
  const state = ActionDataSchema.parse(JSON.parse(body)).quote;
  if (state?.status !== 'ok') throw new Error(`quote: no priced offer: ${body.slice(0, 300)}`);
  return { ...form, offerId: state.quote.offerId, quotedTotal: String(state.quote.total) };
}

/** The payment id in a checkout redirect to the sandbox payment page, or null. */
export function sandboxPaymentId(location: string | null): string | null {
  if (!location) return null;
  return /\/api\/v1\/payments\/sandbox\/([^/?#]+)$/.exec(new URL(location, 'http://x').pathname)?.[1] ?? null;
}

/** The visible text of an HTML page, roughly. */
export function pageText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

// ---------------------------------------------------------------------------------------------

const HOLDING = new Set(['PENDING_PAYMENT', 'CONFIRMED']);
/**
 * Which states an order's latest payment may have in each order state (backend/orders/transitions.ts): a
 * declined or cancelled one leaves the order unpaid and payable again (decision 0031). Every earlier
 * payment of the order is settled without money (DECLINED or CANCELLED). A cancelled booking may have been
 * paid, and a lapsed one captured too late (decision 0032): then a refund of that payment exists.
 */
const PAYMENT_FOR_ORDER: Record<string, string[]> = {
  PENDING_PAYMENT: ['NEW', 'PENDING', 'DECLINED', 'CANCELLED'],
  CONFIRMED: ['CAPTURED'],
  CANCELLED: ['CANCELLED', 'CAPTURED'],
  REFUNDED: ['CAPTURED'],
  EXPIRED: ['DECLINED', 'CANCELLED', 'CAPTURED'],
};
// A captured earlier payment (captured too late, then paid again) must have been refunded: checked below.
const EARLIER_PAYMENT = ['DECLINED', 'CANCELLED', 'CAPTURED'];
/** A dearer date change's payment in each state of the change (a lapsed one's late capture is refunded). */
const DATE_CHANGE_PAYMENT: Record<string, string[]> = {
  AWAITING_PAYMENT: ['NEW', 'PENDING'],
  APPLIED: ['CAPTURED'],
  LAPSED: ['DECLINED', 'CANCELLED', 'CAPTURED'],
};

/**
 * Every way the booking tables can disagree with each other, as readable lines (none = consistent):
 * an order without a payment (or with an unsettled earlier one), a payment without an order, an order and payment state that do
 * not go together, held spaces per day different from what the holding orders need, a day over capacity,
 * and (with `settled`) an idempotency key whose request never finished (it would block the retry for 24 h).
 */
export async function bookingProblems(db: Db, { settled = true }: { settled?: boolean } = {}): Promise<string[]> {
  const problems: string[] = [];
  const [orderRows, allPayments, occupancyRows, parkingRows, keyRows, refundRows, changeRows] = await Promise.all([
    db.select().from(orders),
    db.select().from(payments),
    db.select().from(parkingDayOccupancy),
    db.select({ id: parkings.id, capacity: parkings.capacity }).from(parkings),
    db.select().from(idempotencyKeys),
    db.select().from(refunds),
    db.select().from(dateChanges),
  ]);
  // A date change's payment (the difference of a dearer stay) is the change's: checked with it below.
  const paymentRows = allPayments.filter((p) => p.dateChangeId === null);
  const orderIds = new Set(orderRows.map((o) => o.id));
  const expectedUse = new Map<string, number>();
  for (const order of orderRows) {
    const own = paymentRows
      .filter((p) => p.orderId === order.id)
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
    const latest = own.at(-1);
    // An older payment's capture may have confirmed the order and closed (CANCELLED) a newer one.
    const capture = own.filter((p) => p.status === 'CAPTURED').at(-1);
    const decisive = latest?.status === 'CANCELLED' && order.status !== 'PENDING_PAYMENT' && capture ? capture : latest;
    if (!decisive) problems.push(`order ${order.orderNumber} has no payment`);
    else if (!PAYMENT_FOR_ORDER[order.status]?.includes(decisive.status)) {
      problems.push(`order ${order.orderNumber} is ${order.status} but its payment is ${decisive.status}`);
    }
    for (const earlier of own.slice(0, -1))
      if (!EARLIER_PAYMENT.includes(earlier.status))
        problems.push(`order ${order.orderNumber} has an earlier payment ${earlier.status}`);
    const changes = changeRows.filter((c) => c.orderId === order.id);
    // The order's own payments (a first one, retries) are each of its total as it was placed: the first
    // applied date change started from it.
    const placedTotal =
      changes.filter((c) => c.status === 'APPLIED').sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())[0]
        ?.fromTotal ?? order.total;
    if (own.some((p) => p.amount !== placedTotal))
      problems.push(`order ${order.orderNumber}: payment amount differs from the total it was placed at`);
    // Money is kept only for a confirmed booking, exactly its total: every other captured payment (an
    // earlier one captured late, a lapsed change's) is refunded in full, and no payment more than it brought in.
    const everyPayment = allPayments.filter((p) => p.orderId === order.id);
    const refunded = (paymentId: string) =>
      refundRows.filter((r) => r.paymentId === paymentId).reduce((sum, r) => sum + r.amount, 0);
    for (const payment of everyPayment) {
      const back = refunded(payment.id);
      if (back > (payment.status === 'CAPTURED' ? payment.amount : 0))
        problems.push(
          `order ${order.orderNumber}: a ${payment.status} payment has ${back} refunded of ${payment.amount}`,
        );
    }
    const kept = everyPayment
      .filter((p) => p.status === 'CAPTURED')
      .reduce((sum, p) => sum + p.amount - refunded(p.id), 0);
    if (kept !== (order.status === 'CONFIRMED' ? order.total : 0))
      problems.push(`order ${order.orderNumber} is ${order.status} (total ${order.total}) and keeps ${kept}`);
    for (const change of changes) {
      const payment = allPayments.find((p) => p.dateChangeId === change.id);
      const allowed = DATE_CHANGE_PAYMENT[change.status];
      if (change.total > change.fromTotal ? !payment || !allowed.includes(payment.status) : payment)
        problems.push(
          `order ${order.orderNumber}: a ${change.status} date change has a ${payment?.status ?? 'missing'} payment`,
        );
      if (payment && payment.amount !== change.total - change.fromTotal)
        problems.push(`order ${order.orderNumber}: a date change's payment is not its difference`);
      if (change.status === 'AWAITING_PAYMENT' && order.status !== 'CONFIRMED')
        problems.push(`order ${order.orderNumber} is ${order.status} with a date change awaiting payment`);
    }
    const pending = refundRows.some((r) => r.orderId === order.id && r.status === 'PENDING');
    if (order.status === 'REFUNDED' && pending)
      problems.push(`order ${order.orderNumber} is REFUNDED with a refund pending`);
    if (!HOLDING.has(order.status)) continue;
    const ownDays = stayCalendarDays(order.arrivalAt, order.departureAt);
    // A date change awaiting its payment holds the days its stay adds to the booking's.
    const awaiting = changes.find((c) => c.status === 'AWAITING_PAYMENT');
    const extra = awaiting
      ? stayCalendarDays(awaiting.arrivalAt, awaiting.departureAt).filter((day) => !ownDays.includes(day))
      : [];
    for (const day of [...ownDays, ...extra]) {
      const key = `${order.parkingId}|${day}`;
      expectedUse.set(key, (expectedUse.get(key) ?? 0) + order.vehicles);
    }
  }
  for (const payment of paymentRows)
    if (!orderIds.has(payment.orderId)) problems.push(`payment ${payment.id} has no order`);
  const capacity = new Map(parkingRows.map((p) => [p.id, p.capacity]));
  const used = new Map(occupancyRows.map((r) => [`${r.parkingId}|${r.day}`, r.used]));
  for (const key of new Set([...used.keys(), ...expectedUse.keys()])) {
    const [parkingId] = key.split('|');
    const have = used.get(key) ?? 0;
    const want = expectedUse.get(key) ?? 0;
    if (have !== want) problems.push(`parking/day ${key}: ${have} spaces held, holding orders need ${want}`);
    if (have < 0) problems.push(`parking/day ${key}: negative occupancy ${have}`);
    if (have > (capacity.get(Number(parkingId)) ?? 0)) problems.push(`parking/day ${key}: ${have} held, over capacity`);
  }
  if (settled) {
    for (const key of keyRows)
      if (key.statusCode === null) problems.push(`idempotency key ${key.key} (${key.scope}) never finished`);
  }
  return problems;
}
