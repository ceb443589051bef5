import { lazy, Suspense, useRef, useState, type MouseEvent } from 'react';
import { ChevronDownIcon } from '~/components/ui/icons';
import { formatPrice } from '~/lib/format';
import { daysLabel, type ParkingDetailView } from '~/lib/parking-detail';
import { BookingButton } from './booking-button';
import type { Booking } from './use-booking';

// vaul is loaded on the first open only.
const SummarySheet = lazy(() => import('./summary-sheet'));

/**
 * Spec §2 mobile booking: a bar fixed to the bottom of the screen (sticky, so it never covers the
 * footer) with the price and the button; the price opens the summary sheet. Without JS the price
 * is a link to the booking form.
 */
export function MobileBookingBar({ data, booking }: { data: ParkingDetailView; booking: Booking }) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const trigger = useRef<HTMLAnchorElement>(null);

  const onOpen = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setRequested(true);
    setOpen(true);
  };

  return (
    <div
      data-mobile-booking-bar=""
      className="sticky bottom-0 z-30 -mx-4 mt-10 border-t border-slate-200 bg-white px-4 py-3 shadow-[0_-6px_16px_rgba(15,23,42,0.08)] md:hidden"
    >
      <div className="flex items-center gap-3">
        <a
          ref={trigger}
          href="#rezerwacja"
          onClick={onOpen}
          onPointerDown={() => void import('./summary-sheet')}
          aria-haspopup="dialog"
          className="group min-w-0 flex-1 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
        >
          <span className="flex items-center gap-1 text-xs font-semibold text-blue-700">
            Podsumowanie
            <ChevronDownIcon className="h-3.5 w-3.5 rotate-180" />
          </span>
          <span aria-live="polite" className="block">
            <BarPrice data={data} booking={booking} />
          </span>
        </a>
        <div className="w-[9.5rem] shrink-0">
          <BookingButton booking={booking} variant="bar" />
        </div>
      </div>
      {requested ? (
        <Suspense fallback={null}>
          <SummarySheet
            open={open}
            onOpenChange={setOpen}
            returnFocus={() => trigger.current?.focus()}
            data={data}
            booking={booking}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

function BarPrice({ data, booking }: { data: ParkingDetailView; booking: Booking }) {
  const big = 'block truncate text-lg font-extrabold leading-tight';
  if (booking.isRequoting) return <span className={`${big} text-slate-600`}>Obliczanie...</span>;
  if (!booking.stay) return <span className="block truncate text-sm font-medium text-slate-700">Wybierz daty</span>;
  if (booking.quote.status !== 'ok') return <span className={`${big} text-red-700`}>Błąd</span>;
  return (
    <>
      <span className={`${big} text-slate-900`}>
        {formatPrice(booking.quote.total.amount, booking.quote.total.currency)}
      </span>
      <span className="block text-xs text-slate-600">za {daysLabel(booking.quote.days || data.days)}</span>
    </>
  );
}
