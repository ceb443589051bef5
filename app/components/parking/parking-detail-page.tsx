import { Link } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import { JsonLd } from '~/components/content/json-ld';
import { PlaneIcon } from '~/components/ui/icons';
import { Breadcrumbs } from '~/components/ui/breadcrumbs';
import { Stars } from '~/components/ui/stars';
import { parseIsoDateTime } from '../../../core/warsaw-time';
import { formatRating, plural } from '~/lib/format';
import type { ParkingDetailView } from '~/lib/parking-detail';
import { track } from '~/lib/tracking';
import { BookingCard } from './booking-card';
import { InfoStrip } from './info-strip';
import { MobileBookingBar } from './mobile-booking-bar';
import { ParkingGallery } from './parking-gallery';
import { ParkingAddons, ParkingDescription, ParkingMap, ParkingReviews, WhyUs } from './parking-sections';
import { PerDayPrices } from './per-day-prices';
import { useBooking } from './use-booking';

const REVIEW_FORMS = { one: 'opinia', few: 'opinie', many: 'opinii' };

/** Spec §2 parking detail page. */
export function ParkingDetailPage({ data }: { data: ParkingDetailView }) {
  const booking = useBooking(data);
  const { parking } = data;

  // checkout-payment §3: view_item once per parking shown.
  const trackedId = useRef<string | null>(null);
  useEffect(() => {
    if (trackedId.current === parking.id) return;
    trackedId.current = parking.id;
    const price = data.quote.status === 'ok' ? data.quote.total : null;
    track('view_item', {
      currency: price?.currency ?? 'PLN',
      ...(price ? { value: price.amount } : {}),
      items: [{ item_id: parking.id, item_name: parking.name, ...(price ? { price: price.amount } : {}), quantity: 1 }],
    });
  }, [parking.id, parking.name, data.quote]);

  const selectedDays = booking.stay && data.quote.status === 'ok' ? data.quote.days : null;

  return (
    <div className="bg-slate-50">
      <JsonLd data={data.jsonLd} />
      <div className="border-b border-slate-200 bg-white">
        <div className="mx-auto max-w-6xl px-4 pb-6 pt-4">
          <Breadcrumbs
            items={[
              { label: 'Strona główna', to: '/' },
              { label: `Parking ${parking.airport.name}`, to: data.airportHref },
              { label: parking.name },
            ]}
          />
          <div className="mt-3 flex flex-wrap items-start justify-between gap-x-6 gap-y-2">
            <div className="min-w-0">
              <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">{parking.name}</h1>
              <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-slate-700">
                <Link
                  to={data.airportHref}
                  className="inline-flex items-center gap-1.5 rounded-sm hover:text-blue-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
                >
                  <PlaneIcon className="h-4 w-4 text-blue-700" />
                  Lotnisko {parking.airport.name}
                  {parking.airport.code ? (
                    <span className="rounded bg-blue-700 px-1.5 py-0.5 font-mono text-xs font-bold text-white">
                      {parking.airport.code}
                    </span>
                  ) : null}
                </Link>
                {parking.isTopTier ? (
                  <span className="rounded-full bg-amber-400 px-2.5 py-0.5 text-xs font-bold text-slate-900">
                    Top parking
                  </span>
                ) : null}
              </p>
            </div>
            {parking.rating.count > 0 ? (
              <a
                href="#opinie"
                className="flex items-center gap-2 rounded-lg text-sm text-slate-700 hover:text-blue-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
              >
                <span className="rounded-md bg-blue-700 px-2 py-1 text-base font-bold text-white">
                  {formatRating(parking.rating.average)}
                </span>
                <Stars
                  value={parking.rating.average}
                  size={18}
                  label={`Ocena ${formatRating(parking.rating.average)} na 5`}
                />
                <span className="underline-offset-2 hover:underline">
                  {parking.rating.count} {plural(parking.rating.count, REVIEW_FORMS)}
                </span>
              </a>
            ) : (
              <p className="text-sm text-slate-600">Brak opinii</p>
            )}
          </div>
          <div className="mt-4">
            <ParkingGallery images={parking.gallery} parkingName={parking.name} />
          </div>
        </div>
      </div>

      <div className="mx-auto max-w-6xl px-4 pt-6">
        <InfoStrip parking={parking} />
        <div className="mt-6 grid gap-6 md:grid-cols-[minmax(0,1fr)_20rem] lg:grid-cols-[minmax(0,1fr)_23rem] lg:gap-8">
          <div className="md:col-start-2 md:row-start-1">
            <div className="space-y-4 md:sticky md:top-24 md:z-20">
              <BookingCard data={data} booking={booking} />
              <WhyUs />
            </div>
          </div>
          <div className="min-w-0 space-y-6 md:col-start-1 md:row-start-1">
            <PerDayPrices
              items={data.perDayPrices}
              arrival={booking.stay?.arrival ?? parseIsoDateTime(booking.draft.arrivalAt)}
              selectedDays={selectedDays}
            />
            <ParkingDescription parking={parking} />
            <ParkingMap parking={parking} />
            <ParkingAddons addons={data.addons} />
            <ParkingReviews
              key={parking.id}
              parkingName={parking.name}
              reviews={data.reviews}
              initiallyShown={data.reviewsShown}
            />
          </div>
        </div>
        <MobileBookingBar data={data} booking={booking} />
        <div className="hidden h-16 md:block" />
      </div>
    </div>
  );
}
