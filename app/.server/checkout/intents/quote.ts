import { requote, requoteAnswer } from './requote';
import type { IntentArgs } from './types';

/** 'Przelicz' (no JS), the debounced re-quote (JS) and Conform's plate buttons: price the details as typed. */
export async function quote(args: IntentArgs) {
  return requoteAnswer(args, await requote(args, args.details));
}
