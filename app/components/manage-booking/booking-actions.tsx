import { Form, Link, useNavigation } from '@remix-run/react';
import { ContactDetails } from '~/components/layout/contact-details';
import { ArrowRightIcon, CalendarIcon, DownloadIcon, MailIcon, SpinnerIcon } from '~/components/ui/icons';
import { bookingPath, changeDatesPath, changePath, RESEND_INTENT, type BookingView } from '~/lib/manage-booking';
import { CancelLink } from './cancel-link';
import { FailureMessage } from './flash-message';
import { CARD, CARD_HEADING, PRIMARY_BUTTON, SECONDARY_BUTTON, TEXT_LINK } from './styles';
import { cancellationClosedText } from '../../../core/cancellation';

function ResendForm({ reference, formKey }: { reference: string; formKey: string }) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === RESEND_INTENT;
  return (
    <Form method="post" action={bookingPath(reference)}>
      <input type="hidden" name="formKey" value={formKey} />
      <button
        type="submit"
        name="intent"
        value={RESEND_INTENT}
        disabled={busy}
        className={`${SECONDARY_BUTTON} w-full`}
      >
        {busy ? <SpinnerIcon className="h-5 w-5" /> : <MailIcon className="h-5 w-5" />}
        Wyślij voucher ponownie
      </button>
    </Form>
  );
}

/** Free cancellation: until when, or — past it on a paid booking — whom to call instead. */
function CancellationTerms({ booking }: { booking: BookingView }) {
  if (booking.can.cancel) {
    return (
      <p className="text-sm text-slate-700">
        Bezpłatna anulacja do <strong className="font-semibold text-slate-900">{booking.freeCancellationUntil}</strong>
      </p>
    );
  }
  if (!booking.cancellationClosed) return null;
  return (
    <div className="rounded-lg bg-slate-50 p-4 text-sm text-slate-700">
      <p>{`${cancellationClosedText(booking.freeCancellationUntil)} Skontaktuj się z obsługą:`}</p>
      <div className="mt-3">
        <ContactDetails intro={null} />
      </div>
    </div>
  );
}

/** A booking with nothing left to do online: what it is now, and where to go from here. */
function StatusNote({ booking }: { booking: BookingView }) {
  if (booking.status === 'CANCELLED' || booking.status === 'REFUNDED') {
    return (
      <div className="text-sm text-slate-700">
        <p>
          Rezerwacja jest anulowana. {booking.nothingPaid ? 'Masz pytania?' : 'Pytania o zwrot?'} Skontaktuj się z
          obsługą:
        </p>
        <div className="mt-3">
          <ContactDetails intro={null} />
        </div>
      </div>
    );
  }
  if (booking.status === 'EXPIRED') {
    if (booking.paymentPage) {
      return (
        <p className="text-sm text-slate-700">
          Rezerwacja wygasła, bo nie została opłacona na czas. Możesz ją jeszcze opłacić, jeśli miejsca będą wolne.
        </p>
      );
    }
    return (
      <p className="text-sm text-slate-700">
        Rezerwacja wygasła, bo nie została opłacona, a miejsce nie jest zarezerwowane.{' '}
        <Link to="/" className={TEXT_LINK}>
          Wyszukaj parking ponownie
        </Link>
      </p>
    );
  }
  if (booking.status === 'COMPLETED') {
    return <p className="text-sm text-slate-700">Pobyt zakończony. Dziękujemy za skorzystanie z Parkolot!</p>;
  }
  return null;
}

/** What the traveller can do with the booking now, as the API's `can` allows it. */
export function BookingActions({ booking, failure }: { booking: BookingView; failure: string | null }) {
  const { can, downloads, paymentPage } = booking;
  return (
    <section aria-labelledby="booking-actions-heading" className={`${CARD} space-y-4`}>
      <h2 id="booking-actions-heading" className={CARD_HEADING}>
        Co możesz zrobić
      </h2>
      {paymentPage ? (
        <a href={paymentPage} className={`${PRIMARY_BUTTON} w-full`}>
          {booking.status === 'EXPIRED' ? 'Zapłać ponownie' : 'Przejdź do płatności'}
          <ArrowRightIcon className="h-5 w-5" />
        </a>
      ) : null}
      {downloads ? (
        <ul aria-label="Pliki rezerwacji" className="space-y-3">
          <li>
            <a href={downloads.voucherPdf} download className={`${PRIMARY_BUTTON} w-full`}>
              <DownloadIcon className="h-5 w-5" />
              Pobierz voucher (PDF)
            </a>
          </li>
          <li>
            <a
              href={downloads.calendar}
              download
              className={`${SECONDARY_BUTTON} w-full`}
              title="Plik .ics z przyjazdem i odbiorem auta"
            >
              <CalendarIcon className="h-5 w-5" />
              Dodaj do kalendarza (.ics)
            </a>
          </li>
        </ul>
      ) : null}
      {can.resendVoucher ? <ResendForm reference={booking.reference} formKey={booking.resendKey} /> : null}
      <FailureMessage message={failure} />
      {can.changeDates ? (
        <Link to={changeDatesPath(booking.reference)} className={`${SECONDARY_BUTTON} w-full`}>
          <CalendarIcon className="h-5 w-5" />
          Zmień termin
        </Link>
      ) : null}
      {can.change ? (
        <Link to={changePath(booking.reference)} className={`${SECONDARY_BUTTON} w-full`}>
          Zmień dane
        </Link>
      ) : null}
      {booking.cancellation ? <CancelLink cancellation={booking.cancellation} /> : null}
      <CancellationTerms booking={booking} />
      <StatusNote booking={booking} />
    </section>
  );
}
