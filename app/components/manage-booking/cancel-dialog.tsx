import * as Dialog from '@radix-ui/react-dialog';
import { useFetcher } from '@remix-run/react';
import * as z from 'zod/mini';
import { cancelPath, type CancellationView } from '~/lib/manage-booking';
import { CancelSubmit, CancelSummary } from './cancel-summary';
import { FailureMessage } from './flash-message';
import { SECONDARY_BUTTON } from './styles';

/** A refused cancellation's answer (409 past the deadline, 429 …): the API's message. */
const FailureSchema = z.object({ failure: z.object({ message: z.string() }) });

/**
 * "Anuluj rezerwację" with JS: the confirmation page's text and form in a modal (Radix: focus trap,
 * Escape, focus back to the link). The form posts to the confirmation page's action through a fetcher:
 * its 303 takes the page to the booking, now cancelled; a refusal shows here. Loaded on first use.
 */
export default function CancelDialog({
  cancellation,
  open,
  onOpenChange,
  returnFocus,
}: {
  cancellation: CancellationView;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back on close (the link that opened it; there is no Dialog.Trigger). */
  returnFocus: () => void;
}) {
  const fetcher = useFetcher();
  const busy = fetcher.state !== 'idle';
  const answer = FailureSchema.safeParse(fetcher.data);
  const failure = fetcher.state === 'idle' && answer.success ? answer.data.failure.message : null;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content
          aria-describedby="cancel-dialog-description"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus();
          }}
          className="fixed inset-x-4 top-1/2 z-50 mx-auto max-h-[calc(100dvh-2rem)] max-w-md -translate-y-1/2 overflow-y-auto rounded-2xl border border-slate-200 bg-white p-5 text-slate-900 shadow-2xl sm:p-6"
        >
          <Dialog.Title className="text-xl font-bold">Anulować rezerwację?</Dialog.Title>
          <div className="mt-3">
            <CancelSummary cancellation={cancellation} descriptionId="cancel-dialog-description" />
          </div>
          <fetcher.Form method="post" action={cancelPath(cancellation.reference)} className="mt-5 space-y-4">
            <FailureMessage message={failure} />
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Dialog.Close className={SECONDARY_BUTTON}>Nie, wróć</Dialog.Close>
              <CancelSubmit formKey={cancellation.formKey} busy={busy} />
            </div>
          </fetcher.Form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
