import { requote, requoteAnswer } from './requote';
import type { IntentArgs } from './types';

/** 'Usuń' next to the applied code: price the details without it. */
export async function removePromo(args: IntentArgs) {
  const outcome = await requote(args, { ...args.details, promoCode: null });
  return requoteAnswer(args, outcome, () => ({ title: 'Kod rabatowy usunięty', variant: 'info' }));
}
