import { createHash } from 'node:crypto';
import { z } from 'zod';
import { ApiError, isApiRefusal, type Offer, upstreamStatus } from '~/.server/api';
import type { RequestCalls, Logger } from '~/.server/context';
import { type CheckoutDetails, isOfferExpired, offerMatches, offerRequestFor } from '~/lib/checkout';
import type { QuoteLineView, QuoteState, QuoteView } from '~/lib/checkout-view';
import { lineCalculation, lineMath } from '~/lib/price-lines';
import { sumAmounts } from '../../../core/money';

/** Spec §8 texts of the offer and order errors. */
export const CHECKOUT_ERRORS = {
  offerFailed: { title: 'Błąd', message: 'Nie udało się wygenerować oferty. Spróbuj ponownie.' },
  noOffer: { title: 'Błąd', message: 'Brak aktywnej oferty.' },
  orderFailed: { title: 'Błąd', message: 'Nie udało się złożyć zamówienia.' },
  orderWithNewPriceFailed: { title: 'Błąd', message: 'Nie udało się złożyć zamówienia z nową ceną.' },
  invalidPromo: { title: 'Nieprawidłowy kod', message: 'Podany kod jest nieprawidłowy.' },
  soldOut: {
    title: 'Brak wolnych miejsc',
    message: 'Wybrany termin jest niedostępny – brak wolnych miejsc. Wybierz inne daty.',
  },
  inactive: {
    title: 'Parking nieaktywny',
    message: 'Ten parking nie przyjmuje teraz rezerwacji. Wybierz inny parking.',
  },
  /** Not in the spec: the form sent again with other details after it placed an order (orders.ts). */
  formSentBefore: {
    title: 'Formularz wysłany wcześniej',
    message:
      'Ten formularz wysłano już wcześniej z innymi danymi. Sprawdź dane i wyślij formularz ponownie, aby złożyć nowe zamówienie.',
  },
  /** Not in the spec: another order (another tab, an older page) took the summary's offer (orders.ts). */
  offerTaken: {
    title: 'Wycena już wykorzystana',
    message:
      'Ta wycena została już wykorzystana w innym zamówieniu (np. w innej karcie). Sprawdź cenę i wyślij formularz ponownie, aby złożyć nowe zamówienie.',
  },
  /** Not in the spec: the form sent again after the order it placed was cancelled (place-order.ts). */
  orderCancelled: {
    title: 'Rezerwacja anulowana',
    message:
      'Rezerwacja wysłana wcześniej z tego formularza została anulowana. Sprawdź cenę i wyślij formularz ponownie, aby zarezerwować jeszcze raz.',
  },
  /** Not in the spec: the form sent again after the order it placed lapsed unpaid (place-order.ts). */
  orderLapsed: {
    title: 'Rezerwacja wygasła',
    message:
      'Rezerwacja wysłana wcześniej z tego formularza wygasła, bo nie została opłacona na czas. Sprawdź cenę i wyślij formularz ponownie.',
  },
} as const;

export interface QuoteFailure {
  title: string;
  message: string;
  code: string | null;
  /** The HTTP status the action answers with. */
  status: number;
}

export type QuoteOutcome = { ok: true; offer: Offer; reused: boolean } | { ok: false; failure: QuoteFailure };

/** An idempotency key derived from the form's key, so a repeated submit repeats every call exactly. */
export function derivedKey(formKey: string, ...parts: string[]): string {
  return `${formKey}-${createHash('sha256').update(parts.join('|')).digest('hex').slice(0, 24)}`;
}

/** Why the API refused an offer, in the traveller's words. */
export function quoteFailure(error: unknown, logger: Logger): QuoteFailure {
  if (error instanceof ApiError) {
    if (error.code === 'INVALID_PROMO_CODE') return { ...CHECKOUT_ERRORS.invalidPromo, code: error.code, status: 422 };
    if (error.code === 'SOLD_OUT') return { ...CHECKOUT_ERRORS.soldOut, code: error.code, status: 409 };
    if (error.code === 'PARKING_INACTIVE') return { ...CHECKOUT_ERRORS.inactive, code: error.code, status: 409 };
    // 400/404/422: the API's own Polish message says what is wrong with the request (dates, addon…).
    if (isApiRefusal(error) && error.messages.length > 0) {
      return {
        title: 'Błąd',
        message: error.messages.join(' '),
        code: error.code ?? null,
        status: error.status === 404 ? 404 : 400,
      };
    }
  }
  logger.warn({ err: error }, 'checkout: offer generation failed');
  return { ...CHECKOUT_ERRORS.offerFailed, code: null, status: upstreamStatus(error) };
}

/** Reads an offer; null when the API no longer has it or it has expired (410, 404). */
export async function readOffer({ api }: RequestCalls, offerId: string): Promise<Offer | null> {
  try {
    return await api.getOffer(offerId);
  } catch (error) {
    if (isApiRefusal(error)) return null;
    throw error;
  }
}

/**
 * Spec §4 offer lifecycle, on the server: reuse the previous offer only when it still exists, has not
 * expired and was priced for exactly these details; otherwise generate a new one.
 */
export async function quoteDetails(
  calls: RequestCalls,
  details: CheckoutDetails,
  options: { previousOfferId?: string | null; now: Date; idempotencyKey?: string },
): Promise<QuoteOutcome> {
  if (options.previousOfferId) {
    try {
      const previous = await readOffer(calls, options.previousOfferId);
      if (previous && !isOfferExpired(previous, options.now) && offerMatches(previous, details)) {
        return { ok: true, offer: previous, reused: true };
      }
    } catch (error) {
      // Spec: "fetching the stored offer failed: generate a new offer".
      calls.logger.warn({ err: error, offerId: options.previousOfferId }, 'checkout: stored offer could not be read');
    }
  }
  try {
    const offer = await calls.api.createOffer(offerRequestFor(details), { idempotencyKey: options.idempotencyKey });
    return { ok: true, offer, reused: false };
  } catch (error) {
    return { ok: false, failure: quoteFailure(error, calls.logger) };
  }
}

/** The parking line's vehicles, when an upstream line gives no quantity. */
const VehiclesSpecSchema = z.object({ vehicles: z.array(z.unknown()) });

/** The summary's price breakdown (spec §2): lines, struck-through originals, discount, total. */
export function quoteView(offer: Offer, parkingId: string): QuoteView {
  const lines = offer.offerLines.map((line): QuoteLineView => {
    const discount = sumAmounts(line.appliedDiscounts.map((d) => d.value.amount));
    const original = line.originalPrice?.amount ?? (discount > 0 ? sumAmounts([line.price.amount, discount]) : null);
    const kind = String(line.product.id) === parkingId ? 'parking' : 'addon';
    const vehicles = VehiclesSpecSchema.safeParse(line.specification);
    return {
      productId: String(line.product.id),
      name: line.product.name,
      kind,
      price: line.price.amount,
      originalPrice: original !== null && original > line.price.amount ? original : null,
      calculation: lineCalculation(
        lineMath({
          kind,
          quantity: line.quantity,
          unitPrice: line.unitPrice?.amount ?? null,
          basePrice: original ?? line.price.amount,
          vehicles: vehicles.success ? vehicles.data.vehicles.length : null,
        }),
      ),
    };
  });
  return {
    offerId: String(offer.id),
    expiresAt: offer.expiresAt,
    currency: offer.total.currency,
    total: offer.total.amount,
    discount: sumAmounts(lines.map((line) => (line.originalPrice === null ? 0 : line.originalPrice - line.price))),
    lines,
    promo: offer.promoCode
      ? { code: offer.promoCode.code.toUpperCase(), percent: offer.promoCode.percent ?? null }
      : null,
  };
}

export function quoteState(outcome: QuoteOutcome, parkingId: string): QuoteState {
  return outcome.ok
    ? { status: 'ok', quote: quoteView(outcome.offer, parkingId) }
    : { status: 'error', title: outcome.failure.title, message: outcome.failure.message, code: outcome.failure.code };
}
