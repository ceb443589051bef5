import { Link } from '@remix-run/react';
import { memo, useRef } from 'react';
import { AfterHydration } from '~/components/ui/use-enhanced-after-hydration';
import { SecurityFeatureChips } from '~/components/ui/feature-chips';
import { AwardIcon, BusIcon, CheckIcon, ChevronLeftIcon, ChevronRightIcon, MapPinIcon } from '~/components/ui/icons';
import { Stars } from '~/components/ui/stars';
import { parseIsoDateTime } from '../../../core/warsaw-time';
import { dayWord, formatKm, formatPrice, formatRating, plural } from '~/lib/format';
import type { ParkingCardData } from '~/lib/listing-query';
import { type Stay } from '~/lib/search-state';
import { parkingPath, reservationHref } from '~/lib/site-paths';
import { browserStorage, storeReservation } from '~/lib/stored-form';
import { track } from '~/lib/tracking';

export interface CardStay {
  arrivalAt: string;
  departureAt: string;
}

interface ParkingCardProps {
  parking: ParkingCardData;
  airportSlug: string;
  /** The stay of the search; null when the dates are not both set. */
  stay: CardStay | null;
  days: number;
  /** The first card's photo is loaded eagerly (it is usually in the first viewport). */
  isFirst?: boolean;
}

const REVIEW_FORMS = { one: 'opinia', few: 'opinie', many: 'opinii' };
const PHOTO_FORMS = { one: 'zdjęcie', few: 'zdjęcia', many: 'zdjęć' };

function toStay(stay: CardStay | null): Stay | null {
  if (!stay) return null;
  const arrival = parseIsoDateTime(stay.arrivalAt);
  const departure = parseIsoDateTime(stay.departureAt);
  return arrival && departure ? { arrival, departure } : null;
}

/**
 * Spec §2 parking card. Memoised: the listing re-renders when it switches to its enhanced controls after
 * hydration, on every filter tick and every appended page — none of which changes a card already shown.
 */
export const ParkingCard = memo(function ParkingCard({
  parking,
  airportSlug,
  stay,
  days,
  isFirst = false,
}: ParkingCardProps) {
  const headingId = `parking-${parking.id}-name`;
  const detailHref = stay
    ? `${parkingPath(airportSlug, parking.slug)}?${new URLSearchParams({ arrivalAt: stay.arrivalAt, departureAt: stay.departureAt })}`
    : parkingPath(airportSlug, parking.slug);
  const reservationStay = toStay(stay);
  const savings = parking.originalPrice !== null ? parking.originalPrice - parking.price : 0;

  function onReserve() {
    if (!reservationStay) return;
    // Spec §4 "Reserve": the chosen parking and the dates are stored; the link carries them too.
    storeReservation(browserStorage(), parking.id, reservationStay);
    track('add_to_cart', {
      currency: parking.currency,
      value: parking.price,
      items: [
        {
          item_id: String(parking.id),
          item_name: parking.name,
          price: parking.price,
          quantity: 1,
          item_category: 'parking',
        },
      ],
    });
  }

  return (
    <article
      aria-labelledby={headingId}
      // The card lays itself out by its own width (a size container), not the window's: beside the
      // filter sidebar a tablet leaves it less room than a phone held sideways.
      className={`@container overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md ${
        parking.available ? '' : 'opacity-90'
      }`}
    >
      <div className="@xl:flex">
        <Gallery parking={parking} isFirst={isFirst} />

        <div className="flex min-w-0 flex-1 flex-col gap-4 p-4 @xl:p-5 @3xl:flex-row">
          <div className="min-w-0 flex-1">
            <h3 id={headingId} className="text-lg font-bold leading-snug text-slate-900">
              <Link
                to={detailHref}
                prefetch="intent"
                className="rounded-sm hover:text-blue-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
              >
                {parking.name}
              </Link>
            </h3>

            {parking.rating.count > 0 ? (
              <p className="mt-1.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-700">
                <span className="rounded-md bg-blue-700 px-1.5 py-0.5 text-sm font-bold text-white">
                  {formatRating(parking.rating.average)}
                </span>
                <Stars
                  value={parking.rating.average}
                  size={14}
                  label={`Ocena ${formatRating(parking.rating.average)} na 5`}
                />
                <span>
                  {parking.rating.count} {plural(parking.rating.count, REVIEW_FORMS)}
                </span>
              </p>
            ) : null}

            <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
              <li className="inline-flex items-center gap-1.5">
                <MapPinIcon className="h-4 w-4 shrink-0 text-blue-700" />
                {formatKm(parking.distanceKm)} km od lotniska
              </li>
              <li className="inline-flex items-center gap-1.5">
                <BusIcon className="h-4 w-4 shrink-0 text-blue-700" />
                {parking.transferMinutes} min. transferu
              </li>
            </ul>

            <SecurityFeatureChips features={parking.securityFeatures} size="sm" className="mt-3" />

            <ul aria-label="Warunki rezerwacji" className="mt-3 space-y-1 text-sm text-green-800">
              {parking.bookingOptions.map((option) => (
                <li key={option} className="flex items-center gap-1.5">
                  <CheckIcon className="h-4 w-4 shrink-0 text-green-700" />
                  {option}
                </li>
              ))}
            </ul>
          </div>

          <div className="flex shrink-0 flex-col justify-end gap-3 border-t border-slate-100 pt-4 @3xl:w-48 @3xl:border-l @3xl:border-t-0 @3xl:pl-5 @3xl:pt-0 @3xl:text-right">
            <div>
              <p className="text-sm text-slate-600">
                Cena za {days} {dayWord(days)}
              </p>
              {parking.originalPrice !== null ? (
                // slate-600: at slate-500 an unavailable card's opacity took it below 4.5:1 (3.95).
                <p className="text-sm text-slate-600">
                  <span className="sr-only">Cena regularna: </span>
                  <s>{formatPrice(parking.originalPrice, parking.currency)}</s>
                </p>
              ) : null}
              <p className="text-2xl font-extrabold tracking-tight text-slate-900">
                {formatPrice(parking.price, parking.currency)}
              </p>
              <p className="text-sm text-slate-600">{formatPrice(parking.pricePerDay, parking.currency)} / dzień</p>
              {savings > 0 ? (
                <p className="mt-1 inline-block whitespace-nowrap rounded-md bg-green-50 px-2 py-0.5 text-xs font-semibold text-green-800">
                  Oszczędzasz {formatPrice(savings, parking.currency)}
                </p>
              ) : null}
            </div>
            {parking.available && reservationStay ? (
              <Link
                to={reservationHref(parking.id, reservationStay)}
                onClick={onReserve}
                aria-describedby={headingId}
                className="inline-flex items-center justify-center rounded-lg bg-blue-700 px-4 py-2.5 text-center font-semibold text-white shadow-sm transition-colors hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
              >
                Zarezerwuj
              </Link>
            ) : (
              <span
                aria-disabled="true"
                className="inline-flex cursor-not-allowed items-center justify-center rounded-lg bg-slate-200 px-4 py-2.5 text-center font-semibold text-slate-600"
              >
                {reservationStay ? 'Niedostępny' : 'Wybierz daty'}
              </span>
            )}
          </div>
        </div>
      </div>
    </article>
  );
});

/**
 * The card's photos: a CSS scroll-snap strip (swipe on phones, works without JS); with JS, desktop
 * gets previous/next buttons as well.
 */
function Gallery({ parking, isFirst }: { parking: ParkingCardData; isFirst: boolean }) {
  const strip = useRef<HTMLUListElement>(null);
  const hasMany = parking.images.length > 1;

  function scrollBy(direction: 1 | -1) {
    const element = strip.current;
    if (!element) return;
    const atEnd = element.scrollLeft + element.clientWidth >= element.scrollWidth - 2;
    const atStart = element.scrollLeft <= 2;
    // Wraps around at either end.
    if (direction === 1 && atEnd) element.scrollTo({ left: 0, behavior: 'smooth' });
    else if (direction === -1 && atStart) element.scrollTo({ left: element.scrollWidth, behavior: 'smooth' });
    else element.scrollBy({ left: direction * element.clientWidth, behavior: 'smooth' });
  }

  return (
    <div className="group relative shrink-0 @xl:w-64 @3xl:w-72">
      <ul
        ref={strip}
        aria-label={`Zdjęcia: ${parking.name}`}
        // A scrollable strip must be reachable by keyboard (the arrows then scroll it), with or without JS.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="flex aspect-[3/2] snap-x snap-mandatory overflow-x-auto bg-slate-100 [scrollbar-width:none] focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-blue-700 @md:aspect-[16/9] @xl:aspect-auto @xl:h-full @xl:min-h-52"
      >
        {parking.images.map((image, index) => (
          <li key={`${image.url}-${index}`} className="w-full shrink-0 snap-start">
            <img
              src={image.url}
              alt={index === 0 ? image.alt : ''}
              width={1200}
              height={800}
              loading={isFirst && index === 0 ? 'eager' : 'lazy'}
              decoding="async"
              className="h-full w-full object-cover"
            />
          </li>
        ))}
      </ul>
      {parking.isTopTier ? (
        <span className="absolute left-3 top-3 inline-flex items-center gap-1 rounded-full bg-amber-400 px-2.5 py-1 text-xs font-bold text-slate-900 shadow-sm">
          <AwardIcon className="h-3.5 w-3.5" />
          Top parking
        </span>
      ) : null}
      {hasMany ? (
        <AfterHydration>
          {() => (
            <>
              <GalleryButton label="Poprzednie zdjęcie" side="left" onClick={() => scrollBy(-1)} />
              <GalleryButton label="Następne zdjęcie" side="right" onClick={() => scrollBy(1)} />
            </>
          )}
        </AfterHydration>
      ) : null}
      {hasMany ? (
        <span className="pointer-events-none absolute bottom-3 right-3 rounded-full bg-slate-900/80 px-2.5 py-1 text-xs font-medium text-white">
          {parking.images.length} {plural(parking.images.length, PHOTO_FORMS)}
        </span>
      ) : null}
    </div>
  );
}

function GalleryButton({ label, side, onClick }: { label: string; side: 'left' | 'right'; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      title={label}
      // A pointer convenience: keyboard users scroll the focusable strip itself with the arrow keys.
      tabIndex={-1}
      aria-hidden="true"
      className={`absolute top-1/2 hidden h-9 w-9 -translate-y-1/2 items-center justify-center rounded-full bg-white/95 text-slate-900 opacity-0 shadow-md transition-opacity group-hover:opacity-100 hover:bg-white sm:flex ${
        side === 'left' ? 'left-2' : 'right-2'
      }`}
    >
      {side === 'left' ? <ChevronLeftIcon className="h-4.5 w-4.5" /> : <ChevronRightIcon className="h-4.5 w-4.5" />}
    </button>
  );
}
