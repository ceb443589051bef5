import type { Submission, SubmissionResult } from '@conform-to/react';
import type { AppLoadContext } from '@remix-run/node';
import type { CheckoutDetails } from '~/lib/checkout';
import type { CheckoutActionData } from '~/lib/checkout-view';
import type { CheckoutForm, CheckoutFormInput } from '~/lib/schemas/checkout';

/** What every answer of the action carries: the intent, the typed values and the stay. */
export type AnswerBase = Pick<CheckoutActionData, 'intent' | 'reply' | 'stay'>;

/** Everything an intent's handler reads, parsed once by the action (action.ts). */
export interface IntentArgs {
  context: AppLoadContext;
  details: CheckoutDetails;
  submission: Submission<CheckoutFormInput, string[], CheckoutForm>;
  /** Conform's reply with the field errors (a rejected order shows them); `base.reply` has the values only. */
  reply: SubmissionResult<string[]>;
  base: AnswerBase;
  /** The offer the summary shows (hidden field), reused while it still fits the details. */
  offerId: string | null;
  /** Sent by the page's script, which stores the tracking record and goes to the payment page itself. */
  isScripted: boolean;
  now: Date;
}
