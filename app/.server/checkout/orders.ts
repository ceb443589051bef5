import { normalisePhone } from '../../../core/phone';
import {
  ApiError,
  isApiRefusal,
  type CreateOrderInput,
  type Offer,
  type OrderResult,
  upstreamStatus,
} from '~/.server/api';
import type { RequestCalls, Logger } from '~/.server/context';
import {
  type CheckoutDetails,
  detailsKey,
  isOfferExpired,
  offerMatches,
  offerPricedAlike,
  offerRequestFor,
} from '~/lib/checkout';
import { sameAmount } from '../../../core/money';
import { countryByValue } from '~/lib/countries';
import type { CheckoutForm } from '~/lib/schemas/checkout';
import { CHECKOUT_ERRORS, derivedKey, quoteDetails, quoteFailure, readOffer } from './offers';
import type { PriceChangeReason } from '~/lib/checkout-view';

export type OrderOutcome =
  | { kind: 'ordered'; order: OrderResult; offer: Offer }
  | { kind: 'price-changed'; oldPrice: number | null; newOffer: Offer; reason: PriceChangeReason }
  | {
      kind: 'error';
      status: number;
      title: string;
      message: string;
      code: string | null;
      fieldErrors?: Record<string, string[]>;
    };

export interface PlaceOrderInput {
  form: CheckoutForm;
  details: CheckoutDetails;
  /** The offer the traveller saw (hidden field) — read again, never trusted for a price. */
  offerId: string | undefined;
  /** The total the traveller saw (hidden field), only to tell whether a re-quote changed it. */
  quotedTotal: number | undefined;
  formKey: string;
  /** Accepting the price-change dialog: failures then say 'z nową ceną' (spec §8). */
  withNewPrice: boolean;
  /** The open dialog's reason, when a plain submit re-sends its total: said again as it was. */
  shownReason?: PriceChangeReason;
  now: Date;
}

/** The API's order-field paths → the form's field names, so its 400 lands next to the right input. */
const ORDER_FIELD_NAMES: Record<string, string> = {
  'customer.firstName': 'firstName',
  'customer.lastName': 'lastName',
  'customer.email': 'email',
  'customer.phone': 'phone',
  additionalInfo: 'notes',
  'invoice.taxId': 'invoiceData.nip',
  'invoice.name': 'invoiceData.companyName',
  'invoice.address.street': 'invoiceData.companyAddress',
  'invoice.address.city': 'invoiceData.companyCity',
  'invoice.address.zipCode': 'invoiceData.postalCode',
  'invoice.address.country': 'invoiceData.country',
};

/** The order body (spec §3 "Order request") for the form and the offer. */
export function orderRequest(form: CheckoutForm, details: CheckoutDetails, offer: Offer): CreateOrderInput {
  const invoice = form.wantsInvoice ? form.invoiceData : undefined;
  return {
    offerId: String(offer.id),
    orderLines: offerRequestFor(details).offerLines,
    // The API refuses the order (409) if the offer's total is no longer this amount.
    expectedPrice: offer.total,
    customer: {
      firstName: form.firstName,
      lastName: form.lastName,
      email: form.email,
      phone: normalisePhone(form.phone, form.countryCode),
    },
    additionalInfo: form.notes ?? '',
    invoice: invoice
      ? {
          taxId: invoice.nip ?? '',
          name: invoice.companyName ?? '',
          address: {
            street: invoice.companyAddress ?? '',
            city: invoice.companyCity ?? '',
            zipCode: invoice.postalCode ?? '',
            country: countryByValue(invoice.country)?.label ?? invoice.country ?? '',
          },
        }
      : undefined,
  };
}

const isExpiredSignal = (error: ApiError) =>
  error.status === 410 || error.code === 'OFFER_EXPIRED' || /410|expired/i.test(error.messages.join(' '));

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Places the order (spec §4 "Order creation and price change"), server-side:
 * 1. the offer the traveller saw is read again; if it is gone, expired or was priced for other details
 *    (a plate typed since), a new one is generated — same total: carry on, otherwise: price change;
 * 2. the order is created with an idempotency key derived from the form's key and the offer;
 * 3. an expired-offer answer (410) regenerates the offer from the same lines: same total and an id →
 *    retry silently; a different or incomparable total → the price-change dialog. Other errors → §8.
 */
export async function placeCheckoutOrder(calls: RequestCalls, input: PlaceOrderInput): Promise<OrderOutcome> {
  const { details, now } = input;
  const failed = input.withNewPrice ? CHECKOUT_ERRORS.orderWithNewPriceFailed : CHECKOUT_ERRORS.orderFailed;
  if (!input.offerId) return { kind: 'error', status: 400, ...CHECKOUT_ERRORS.noOffer, code: 'NO_OFFER' };

  let seen: Offer | null;
  try {
    seen = await readOffer(calls, input.offerId);
  } catch (error) {
    calls.logger.error({ err: error }, 'checkout: offer could not be read');
    return { kind: 'error', status: upstreamStatus(error), ...failed, code: null };
  }
  const expected = input.quotedTotal ?? seen?.total.amount ?? null;

  let offer: Offer;
  const live = seen !== null && !isOfferExpired(seen, now);
  if (seen && live && offerMatches(seen, details)) {
    // The traveller confirms the total they saw; an offer now priced otherwise goes through the dialog.
    if (expected !== null && !sameAmount(seen.total.amount, expected)) {
      return { kind: 'price-changed', oldPrice: expected, newOffer: seen, reason: input.shownReason ?? 'expired' };
    }
    offer = seen;
  } else {
    const requote = await quoteDetails(calls, details, { now, idempotencyKey: requoteKey(input) });
    if (!requote.ok) return { kind: 'error', ...requote.failure };
    if (expected === null || !sameAmount(requote.offer.total.amount, expected)) {
      // A live offer priced for other priced details: the traveller's own change (a car, a service) made the
      // new price. A plate typed since changes no price: then the price itself changed, as for a lapsed offer.
      const reason = seen && live && !offerPricedAlike(seen, details) ? 'details' : 'expired';
      return { kind: 'price-changed', oldPrice: expected, newOffer: requote.offer, reason };
    }
    offer = requote.offer;
  }

  try {
    return { kind: 'ordered', order: await createOrder(calls, input, offer), offer };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (isExpiredSignal(error) || error.code === 'PRICE_CHANGED') {
      const fresh = await quoteDetails(calls, details, { now, idempotencyKey: requoteKey(input) });
      if (!fresh.ok) return { kind: 'error', ...fresh.failure };
      if (error.code !== 'PRICE_CHANGED' && sameAmount(fresh.offer.total.amount, offer.total.amount)) {
        try {
          return { kind: 'ordered', order: await createOrder(calls, input, fresh.offer), offer: fresh.offer };
        } catch (retryError) {
          return orderFailure(retryError, failed, calls.logger);
        }
      }
      return { kind: 'price-changed', oldPrice: offer.total.amount, newOffer: fresh.offer, reason: 'expired' };
    }
    return orderFailure(error, failed, calls.logger);
  }
}

/**
 * Every re-quote of one submitted offer and details shares a key: a double submit (or a retry after a
 * lost answer) gets the same new offer back, and so the same order.
 */
function requoteKey(input: PlaceOrderInput): string {
  return derivedKey(input.formKey, 'requote', input.offerId ?? '', detailsKey(input.details));
}

/** The order call; a duplicate still in flight (409 IDEMPOTENCY_KEY_IN_USE) is waited for, then replayed. */
async function createOrder(calls: RequestCalls, input: PlaceOrderInput, offer: Offer): Promise<OrderResult> {
  const body = orderRequest(input.form, input.details, offer);
  const idempotencyKey = derivedKey(input.formKey, 'order', String(offer.id));
  for (let attempt = 1; ; attempt++) {
    try {
      return await calls.api.createOrder(body, { idempotencyKey });
    } catch (error) {
      if (!(error instanceof ApiError) || error.code !== 'IDEMPOTENCY_KEY_IN_USE' || attempt >= 20) throw error;
      await sleep(250);
    }
  }
}

function orderFailure(error: unknown, failed: { title: string; message: string }, logger: Logger): OrderOutcome {
  if (error instanceof ApiError) {
    if (error.code === 'SOLD_OUT' || error.code === 'PARKING_INACTIVE') {
      return { kind: 'error', ...quoteFailure(error, logger) };
    }
    // The form sent again with other details (Back, an edit, submit): its key and offer already placed an
    // order. Or another order (another tab) took the offer. Said plainly; the answer prices a new offer
    // (place-order.ts), so sending the form once more places a new order.
    if (error.code === 'IDEMPOTENCY_KEY_REUSED') {
      return { kind: 'error', status: 409, ...CHECKOUT_ERRORS.formSentBefore, code: error.code };
    }
    if (error.code === 'OFFER_USED') {
      return { kind: 'error', status: 409, ...CHECKOUT_ERRORS.offerTaken, code: error.code };
    }
    // The traveller's own unpaid holds block a new one: the API's Polish message says how many and what to do.
    if (error.code === 'TOO_MANY_UNPAID_ORDERS' && error.messages.length > 0) {
      return { kind: 'error', status: 429, title: failed.title, message: error.messages.join(' '), code: error.code };
    }
    const fieldErrors: Record<string, string[]> = {};
    for (const detail of error.errors) {
      const name = detail.field ? ORDER_FIELD_NAMES[detail.field] : undefined;
      if (name) fieldErrors[name] = [...(fieldErrors[name] ?? []), detail.message];
    }
    if (error.status === 400 && Object.keys(fieldErrors).length > 0) {
      return { kind: 'error', status: 400, ...failed, code: error.code ?? null, fieldErrors };
    }
    if (isApiRefusal(error)) {
      return {
        kind: 'error',
        status: error.status === 409 ? 409 : 400,
        title: failed.title,
        message: `${failed.message} ${error.messages.join(' ')}`.trim(),
        code: error.code ?? null,
      };
    }
  }
  logger.error({ err: error }, 'checkout: order creation failed');
  return { kind: 'error', status: upstreamStatus(error), ...failed, code: null };
}
