import { placeOrder } from './place-order';
import type { IntentArgs } from './types';

/** The price-change dialog's 'Kontynuuj z nową ceną': the order for the dialog's new offer and total. */
export function acceptPrice(args: IntentArgs, { newOfferId, newTotal }: { newOfferId?: string; newTotal?: number }) {
  return placeOrder(args, () => ({ offerId: newOfferId, quotedTotal: newTotal, withNewPrice: true }));
}
