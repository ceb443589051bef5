import { requote, requoteAnswer } from './requote';
import type { IntentArgs } from './types';

/** The price-change dialog's 'Anuluj': spec — declining loads the new offer into the page. */
export async function declinePrice(args: IntentArgs, { newOfferId }: { newOfferId?: string }) {
  const outcome = await requote(args, args.details, newOfferId ?? args.offerId);
  return requoteAnswer(args, outcome, () => ({
    title: 'Oferta zaktualizowana',
    description: 'Załadowano nową ofertę z aktualną ceną.',
    variant: 'info',
  }));
}
