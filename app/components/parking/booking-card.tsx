import { Form, useLocation } from '@remix-run/react';
import { MapPinIcon } from '~/components/ui/icons';
import { StayFields } from '~/components/search/stay-fields';
import type { ParkingDetailView } from '~/lib/parking-detail';
import { BookingButton } from './booking-button';
import { PriceSummary } from './price-summary';
import type { Booking } from './use-booking';

/**
 * Spec §2 booking form: a card with the parking's name and address, the dates, the price area and
 * the booking button. Without JS it is a GET form to this page ('Sprawdź cenę'); with JS a date
 * change re-quotes through the URL at once.
 */
export function BookingCard({ data, booking }: { data: ParkingDetailView; booking: Booking }) {
  const { pathname } = useLocation();
  return (
    <section
      id="rezerwacja"
      aria-labelledby="rezerwacja-heading"
      className="scroll-mt-24 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id="rezerwacja-heading" className="text-lg font-bold leading-snug text-slate-900">
        <span className="sr-only">Rezerwacja: </span>
        {data.parking.name}
      </h2>
      {data.parking.address ? (
        <p className="mt-1 flex items-start gap-1.5 text-sm text-slate-600">
          <MapPinIcon className="mt-0.5 h-4 w-4 shrink-0" />
          {data.parking.address}
        </p>
      ) : null}

      <Form method="get" action={pathname} preventScrollReset className="mt-4">
        <StayFields
          arrivalAt={booking.draft.arrivalAt}
          departureAt={booking.draft.departureAt}
          unavailableDays={data.unavailableDays}
          onChange={booking.onStayChange}
          layout="stacked"
        />
        <noscript>
          <button
            type="submit"
            className="mt-3 inline-flex w-full items-center justify-center rounded-lg border border-blue-700 bg-white px-4 py-2.5 font-semibold text-blue-700 hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
          >
            Sprawdź cenę
          </button>
        </noscript>
      </Form>

      {data.stayNotice ? (
        <p role="status" className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {data.stayNotice}
        </p>
      ) : null}

      <div className="mt-4 border-t border-slate-100 pt-4">
        <PriceSummary booking={booking} perDayPrices={data.perDayPrices} />
      </div>
      <div className="mt-4">
        <BookingButton booking={booking} variant="card" />
      </div>
    </section>
  );
}
