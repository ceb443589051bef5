import type { BookingView } from '~/lib/manage-booking';
import { BookingActions } from './booking-actions';
import { BookingDetails } from './booking-details';
import {
  LapsedDateChangeNotice,
  LateCaptureNotice,
  PaidDateChangeNotice,
  PendingDateChangeNotice,
} from './pending-date-change';
import { FlashMessage } from './flash-message';
import { ManageHeader } from './manage-header';
import { StatusBadge } from './status-badge';

/**
 * /moja-rezerwacja/PK-…/: the status, what the traveller can do now (first, in a column of its own on wide
 * screens) and the booking's facts.
 */
export function BookingPage({
  booking,
  flash,
  failure,
}: {
  booking: BookingView;
  flash: string | null;
  failure: string | null;
}) {
  return (
    <>
      <ManageHeader
        title={
          <>
            Rezerwacja <span className="whitespace-nowrap">{booking.reference}</span>
          </>
        }
        reference={booking.reference}
      >
        <StatusBadge label={booking.statusLabel} tone={booking.statusTone} />
      </ManageHeader>
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:py-10">
        <FlashMessage message={flash} />
        {booking.pendingDateChange ? <PendingDateChangeNotice pending={booking.pendingDateChange} /> : null}
        {booking.lapsedDateChange ? <LapsedDateChangeNotice lapsed={booking.lapsedDateChange} /> : null}
        {booking.paidDateChange ? <PaidDateChangeNotice paid={booking.paidDateChange} /> : null}
        {booking.lateCaptures.length > 0 ? <LateCaptureNotice texts={booking.lateCaptures} /> : null}
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-8">
          <aside className="lg:sticky lg:top-[calc(var(--spacing-header)+1.5rem)] lg:col-start-2 lg:row-start-1 lg:self-start">
            <BookingActions booking={booking} failure={failure} />
          </aside>
          <div className="min-w-0 lg:col-start-1 lg:row-start-1">
            <BookingDetails booking={booking} />
          </div>
        </div>
      </div>
    </>
  );
}
