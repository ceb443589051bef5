import { Link } from '@remix-run/react';
import { SpinnerIcon } from '~/components/ui/icons';
import type { Booking } from './use-booking';

const base =
  'inline-flex w-full items-center justify-center gap-2 rounded-lg px-4 py-3 text-center font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700';

/**
 * Spec §4 detail booking button: a real link to checkout when bookable; otherwise a disabled button
 * with the state's label (on mobile the shorter one). Without dates the mobile bar links to the form.
 */
export function BookingButton({ booking, variant }: { booking: Booking; variant: 'card' | 'bar' }) {
  const { button, reservationHref } = booking;
  const label = variant === 'bar' ? button.mobileLabel : button.label;

  if (button.kind === 'ready' && reservationHref) {
    return (
      <Link
        to={reservationHref}
        onClick={booking.onReserve}
        data-booking-button={variant}
        className={`${base} bg-blue-700 text-white shadow-sm transition-colors hover:bg-blue-800`}
      >
        {label}
      </Link>
    );
  }
  if (button.kind === 'no-dates' && variant === 'bar') {
    return (
      <a
        href="#rezerwacja"
        data-booking-button={variant}
        className={`${base} border border-blue-700 bg-white text-blue-700 hover:bg-blue-50`}
      >
        {label}
      </a>
    );
  }
  return (
    <button
      type="button"
      disabled
      data-booking-button={variant}
      className={`${base} cursor-not-allowed bg-slate-200 text-slate-700`}
    >
      {button.kind === 'loading' ? <SpinnerIcon /> : null}
      {label}
    </button>
  );
}
