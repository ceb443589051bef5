import { placeOrder } from './place-order';
import type { IntentArgs } from './types';

/** 'Przejdź do płatności': the order for the offer and total the summary showed. */
export function submit(args: IntentArgs) {
  return placeOrder(args, (form) => ({ offerId: form.offerId, quotedTotal: form.quotedTotal, withNewPrice: false }));
}
