import { Form, Link, useNavigation } from '@remix-run/react';
import { ContactDetails } from '~/components/layout/contact-details';
import { bookingPath, cancelPath, type CancelClosed, type CancellationView } from '~/lib/manage-booking';
import { CancelSubmit, CancelSummary } from './cancel-summary';
import { FailureMessage } from './flash-message';
import { ManageHeader } from './manage-header';
import { CARD, SECONDARY_BUTTON, TEXT_LINK } from './styles';
import { cancellationClosedText } from '../../../core/cancellation';

function BackLink({ reference }: { reference: string }) {
  return (
    <Link to={bookingPath(reference)} className={TEXT_LINK}>
      Wróć do rezerwacji
    </Link>
  );
}

/** Why there is nothing to confirm: already cancelled, or past the free-cancellation deadline (call us). */
function Closed({
  reference,
  closed,
  explained,
}: {
  reference: string;
  closed: CancelClosed | null;
  /** The refusal above already said why (the API's words after a POST): only whom to call is left. */
  explained: boolean;
}) {
  if (closed?.kind === 'already-cancelled') {
    return (
      <div className={CARD}>
        <p className="text-slate-800">Ta rezerwacja jest już anulowana.</p>
        <p className="mt-4">
          <BackLink reference={reference} />
        </p>
      </div>
    );
  }
  return (
    <div className={CARD}>
      <p className="text-slate-800">
        {explained
          ? 'Skontaktuj się z obsługą:'
          : closed?.kind === 'deadline-passed'
            ? `${cancellationClosedText(closed.freeCancellationUntil)} Skontaktuj się z obsługą:`
            : 'Tej rezerwacji nie można już anulować. Skontaktuj się z obsługą:'}
      </p>
      <div className="mt-4">
        <ContactDetails intro={null} />
      </div>
      <p className="mt-4">
        <BackLink reference={reference} />
      </p>
    </div>
  );
}

/** /moja-rezerwacja/PK-…/anuluj/: the confirmation without JS — what is cancelled, what comes back, yes or no. */
export function CancelPage({
  reference,
  cancellation,
  closed,
  failure,
}: {
  reference: string;
  cancellation: CancellationView | null;
  closed: CancelClosed | null;
  failure: string | null;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formAction === cancelPath(reference);
  return (
    <>
      <ManageHeader title="Anulowanie rezerwacji" reference={reference} page="Anulowanie" />
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:py-10">
        <FailureMessage message={failure} />
        {cancellation ? (
          <Form method="post" action={cancelPath(reference)} aria-labelledby="cancel-heading" className={CARD}>
            <h2 id="cancel-heading" className="text-xl font-bold text-slate-900">
              Czy na pewno chcesz anulować rezerwację?
            </h2>
            <div className="mt-4">
              <CancelSummary cancellation={cancellation} descriptionId="cancel-description" />
            </div>
            <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Link to={bookingPath(reference)} className={SECONDARY_BUTTON}>
                Nie, wróć
              </Link>
              <CancelSubmit formKey={cancellation.formKey} busy={busy} />
            </div>
          </Form>
        ) : (
          <Closed reference={reference} closed={closed} explained={failure !== null} />
        )}
      </div>
    </>
  );
}
