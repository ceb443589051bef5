import { placeOrder } from './place-order';
import type { IntentArgs } from './types';
import type { PriceChangeReason } from '~/lib/checkout-view';

/** 'Przejdź do płatności': the order for the offer and total the summary showed. */
export function submit(args: IntentArgs, { priceChangeReason }: { priceChangeReason?: PriceChangeReason }) {
  return placeOrder(args, (form) => ({
    offerId: form.offerId,
    quotedTotal: form.quotedTotal,
    withNewPrice: false,
    shownReason: priceChangeReason,
  }));
}
