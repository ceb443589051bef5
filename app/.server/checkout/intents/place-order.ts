import { randomUUID } from 'node:crypto';
import { orderAccessCookie } from '~/.server/order-access';
import { isAllowedPaymentUrl } from '~/.server/payment-url';
import { priceChange } from '~/lib/checkout';
import type { CheckoutForm } from '~/lib/schemas/checkout';
import { CHECKOUT_ERRORS, quoteState } from '../offers';
import { placeCheckoutOrder } from '../orders';
import { checkoutAnswer, seeOther } from '../responses';
import { failureNotice, requote } from './requote';
import type { IntentArgs } from './types';
import type { PriceChangeReason } from '~/lib/checkout-view';

/** Refusals because an order already took the summary's offer: the answer prices a new one. */
const OFFER_TAKEN_CODES = new Set(['OFFER_USED', 'IDEMPOTENCY_KEY_REUSED']);

/** An earlier order of this form that ended without being paid, by its status. */
const ENDED_ORDER_ERRORS: Partial<Record<string, { title: string; message: string }>> = {
  EXPIRED: CHECKOUT_ERRORS.orderLapsed,
  CANCELLED: CHECKOUT_ERRORS.orderCancelled,
  REFUNDED: CHECKOUT_ERRORS.orderCancelled,
};

/** Which offer and total the traveller confirms: the summary's (submit) or the dialog's (accept-price). */
export interface OrderChoice {
  offerId: string | undefined;
  quotedTotal: number | undefined;
  /** Accepting the price-change dialog: failures then say 'z nową ceną' (spec §8). */
  withNewPrice: boolean;
  /** The open dialog's reason, sent back by a plain submit: the dialog it re-opens says the same. */
  shownReason?: PriceChangeReason;
}

/**
 * Validates the whole form and places the order (offers lifecycle in ../orders.ts). Every answer that keeps
 * the traveller on the page carries the price of what they typed, so the summary (and its hidden offer id
 * and total) never falls back to the URL's quote.
 */
export async function placeOrder(args: IntentArgs, choose: (form: CheckoutForm) => OrderChoice) {
  const { context, details, submission, base } = args;
  const current = async () => quoteState(await requote(args, details), details.parkingId);
  // A new offer, not the summary's: an order already took that one, and a submit with it (and the same
  // form key, which a page with JS keeps) would only be answered with that order again.
  const fresh = async () => quoteState(await requote(args, details, null), details.parkingId);
  if (submission.status !== 'success') {
    return checkoutAnswer({ ...base, reply: args.reply, quote: await current() }, 400);
  }
  const form = submission.value;
  const outcome = await placeCheckoutOrder(context, {
    form,
    details,
    ...choose(form),
    formKey: form.idempotencyKey ?? randomUUID(),
    now: args.now,
  });

  if (outcome.kind === 'price-changed') {
    const { newOffer, oldPrice, reason } = outcome;
    const change = priceChange(oldPrice ?? 0, newOffer.total.amount, newOffer.total.currency);
    return checkoutAnswer(
      {
        ...base,
        priceChange: { ...change, oldPrice, newOfferId: String(newOffer.id), reason },
        // The summary shows the new offer behind the dialog; the form keeps confirming the old total
        // (a plain submit re-opens the dialog) until 'Kontynuuj z nową ceną' or 'Anuluj'.
        quote: quoteState({ ok: true, offer: newOffer, reused: false }, details.parkingId),
      },
      409,
    );
  }
  if (outcome.kind === 'error') {
    const reply = outcome.fieldErrors ? submission.reply({ fieldErrors: outcome.fieldErrors }) : base.reply;
    // When the API itself is failing, a re-quote would only wait for it again: the page keeps its offer.
    const quote =
      outcome.status >= 500
        ? undefined
        : outcome.code && OFFER_TAKEN_CODES.has(outcome.code)
          ? await fresh()
          : await current();
    return checkoutAnswer(
      { ...base, reply, notice: failureNotice(outcome), ...(quote ? { quote } : {}) },
      outcome.status,
    );
  }

  const { order } = outcome;
  // The same form sent again (Back, long after) answers the order it placed then: one that lapsed unpaid or
  // was cancelled is not a success. The page answered carries a new offer, so the next submit is a new order.
  const ended = ENDED_ORDER_ERRORS[order.status];
  if (!order.paymentUrl && ended) {
    return checkoutAnswer({ ...base, notice: failureNotice(ended), quote: await fresh() }, 409);
  }
  if (order.paymentUrl && !isAllowedPaymentUrl(order.paymentUrl, context)) {
    // ASVS 3.7.2: never send a traveller to a payment page outside the allow-list (PAYMENT_URL_ALLOWLIST).
    context.logger.error({ orderId: order.orderId }, 'checkout: payment URL outside the allow-list');
    return checkoutAnswer(
      {
        ...base,
        notice: {
          title: 'Błąd',
          description: 'Nie udało się rozpocząć płatności. Skontaktuj się z nami.',
          variant: 'error',
        },
      },
      502,
    );
  }
  // A zero total (a 100 % code) is confirmed without payment (spec: straight to success).
  const redirectTo = order.paymentUrl ?? `/platnosc/sukces/?orderId=${encodeURIComponent(String(order.orderId))}`;
  context.logger.info({ orderId: order.orderId, status: order.status }, 'checkout: order placed');
  // This browser placed the order: the payment pages it comes back to show the order's details.
  const cookie = await orderAccessCookie(String(order.orderId), order.accessToken, {
    publicUrl: context.publicUrl,
    now: args.now,
  });
  const cookieHeaders: Record<string, string> = cookie ? { 'Set-Cookie': cookie } : {};
  if (!args.isScripted) return seeOther(redirectTo, cookieHeaders);
  return checkoutAnswer(
    {
      ...base,
      notice: { title: 'Sukces!', description: 'Zamówienie złożone.', variant: 'success' },
      ordered: {
        redirectTo,
        orderId: String(order.orderId),
        orderNumber: order.orderNumber,
        total: order.total.amount,
        currency: order.total.currency,
      },
      quote: quoteState({ ok: true, offer: outcome.offer, reused: true }, details.parkingId),
    },
    200,
    cookieHeaders,
  );
}
