import { quoteState } from '../offers';
import { checkoutAnswer } from '../responses';
import { failureNotice, requote, requoteAnswer } from './requote';
import type { IntentArgs } from './types';

/** 'Zastosuj': price the details with the typed code (codes are matched lower-case). */
export async function applyPromo(args: IntentArgs, { promoInput }: { promoInput: string }) {
  if (!promoInput) return checkoutAnswer({ ...args.base, promoError: 'Wpisz kod rabatowy.' }, 400);
  const outcome = await requote(args, { ...args.details, promoCode: promoInput.toLowerCase() });
  if (!outcome.ok && outcome.failure.code === 'INVALID_PROMO_CODE') {
    // The code is refused; the page keeps the offer it had (re-priced without the code).
    const without = await requote(args, args.details);
    return checkoutAnswer(
      {
        ...args.base,
        quote: quoteState(without, args.details.parkingId),
        promoError: outcome.failure.message,
        notice: failureNotice(outcome.failure),
      },
      422,
    );
  }
  return requoteAnswer(args, outcome, (quote) => ({
    title: 'Kod rabatowy zastosowany!',
    description: `Otrzymujesz ${quote.promo?.percent ?? 100}% zniżki! 🎉`,
    variant: 'success',
  }));
}
