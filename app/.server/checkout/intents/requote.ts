import type { CheckoutDetails } from '~/lib/checkout';
import type { NoticeView, QuoteView } from '~/lib/checkout-view';
import { type QuoteFailure, type QuoteOutcome, quoteDetails, quoteState } from '../offers';
import { checkoutAnswer } from '../responses';
import type { IntentArgs } from './types';

export const failureNotice = (failure: Pick<QuoteFailure, 'title' | 'message'>): NoticeView => ({
  title: failure.title,
  description: failure.message,
  variant: 'error',
});

/** Prices `wanted`, reusing `previousOfferId` (by default the summary's offer) while it still fits. */
export const requote = (
  args: IntentArgs,
  wanted: CheckoutDetails,
  previousOfferId = args.offerId,
): Promise<QuoteOutcome> => quoteDetails(args.context, wanted, { previousOfferId, now: args.now });

/** A re-quote's answer: the new quote and, when priced, the intent's notice; a refusal shows its §8 message. */
export function requoteAnswer(args: IntentArgs, outcome: QuoteOutcome, notice?: (quote: QuoteView) => NoticeView) {
  const quote = quoteState(outcome, args.details.parkingId);
  if (!outcome.ok)
    return checkoutAnswer({ ...args.base, quote, notice: failureNotice(outcome.failure) }, outcome.failure.status);
  return checkoutAnswer(
    { ...args.base, quote, ...(notice && quote.status === 'ok' ? { notice: notice(quote.quote) } : {}) },
    200,
  );
}
