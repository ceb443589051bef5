import { Link, useLocation } from '@remix-run/react';
import { useRef, useState, type MouseEvent } from 'react';
import { CheckIcon, MapPinIcon, ShieldCheckIcon, TagIcon } from '~/components/ui/icons';
import { RichText } from '~/components/rich-text/rich-text';
import { SecurityFeatureChips } from '~/components/ui/feature-chips';
import { Stars } from '~/components/ui/stars';
import { useNearView } from '~/components/ui/use-near-view';
import { formatPrice } from '~/lib/format';
import {
  nextReviewsShown,
  REVIEWS_PARAM,
  type AddonView,
  type ParkingView,
  type ReviewView,
} from '~/lib/parking-detail';
import { mapEmbedUrl, mapLinkUrl } from '~/lib/map-links';

const card = 'rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6';
const heading = 'text-xl font-bold text-slate-900';
const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700';

/** Spec §2: the description (rich text) with the security features as chips. */
export function ParkingDescription({ parking }: { parking: ParkingView }) {
  return (
    <section aria-labelledby="opis-heading" className={card}>
      <h2 id="opis-heading" className={heading}>
        O parkingu
      </h2>
      <SecurityFeatureChips features={parking.securityFeatures} size="md" className="mt-4" />
      <RichText content={parking.description ?? { status: 'none' }} className="mt-5" />
      {parking.bookingOptions.length > 0 ? (
        <ul aria-label="Warunki rezerwacji" className="mt-5 grid gap-2 border-t border-slate-100 pt-5 sm:grid-cols-2">
          {parking.bookingOptions.map((option) => (
            <li key={option} className="flex items-center gap-2 text-sm font-medium text-slate-800">
              <span className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-green-100 text-green-800">
                <CheckIcon className="h-3.5 w-3.5" />
              </span>
              {option}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/**
 * OpenStreetMap's embed, a page of its own in another process (its scripts, its tiles), loaded once the
 * traveller scrolls near it: Chromium's own `loading="lazy"` starts a frame 1,250 px to several thousand
 * px ahead, depending on the connection — on loopback and slow connections during the car park page's
 * load, where its work competes with the page's (decision 0045). Without JavaScript, the same frame as
 * before from `<noscript>` (browsers load frames eagerly without scripts).
 */
function MapFrame({ title, src }: { title: string; src: string }) {
  const boxRef = useRef<HTMLDivElement>(null);
  const near = useNearView(boxRef, MAP_MARGIN);
  const frame = (
    <iframe
      title={title}
      src={src}
      loading="lazy"
      width={800}
      height={450}
      referrerPolicy="no-referrer-when-downgrade"
      className="h-full w-full border-0"
    />
  );
  return (
    <div
      ref={boxRef}
      className="mt-4 aspect-[4/3] overflow-hidden rounded-lg border border-slate-200 bg-slate-100 sm:aspect-[16/9]"
    >
      {near ? frame : <noscript>{frame}</noscript>}
    </div>
  );
}

/** How near the viewport the map's frame starts loading: about a phone screen ahead. */
const MAP_MARGIN = '800px 0px';

/** Spec §2/§5: an OpenStreetMap embed only when both coordinates are numbers. */
export function ParkingMap({ parking }: { parking: ParkingView }) {
  const { coordinates } = parking;
  return (
    <section id="mapa" aria-labelledby="mapa-heading" className={`${card} scroll-mt-24`}>
      <h2 id="mapa-heading" className={heading}>
        Lokalizacja
      </h2>
      {parking.address ? (
        <p className="mt-1 flex items-start gap-1.5 text-slate-700">
          <MapPinIcon className="mt-0.5 h-4 w-4 shrink-0 text-blue-700" />
          {parking.address}
        </p>
      ) : null}
      {coordinates ? (
        <>
          {/* Keyed by the point: another car park's map waits for the viewport again. */}
          <MapFrame
            key={`${coordinates.latitude},${coordinates.longitude}`}
            title={`Mapa: ${parking.name}`}
            src={mapEmbedUrl(coordinates.latitude, coordinates.longitude)}
          />
          <p className="mt-2 text-sm">
            <a
              href={mapLinkUrl(coordinates.latitude, coordinates.longitude)}
              target="_blank"
              rel="noopener noreferrer"
              className={`rounded-sm font-medium text-blue-700 hover:underline ${focusRing}`}
            >
              Otwórz większą mapę<span className="sr-only"> (nowa karta)</span>
            </a>
          </p>
        </>
      ) : (
        <p className="mt-4 rounded-lg bg-slate-50 px-4 py-6 text-center text-slate-600">Mapa jest niedostępna.</p>
      )}
    </section>
  );
}

/** Spec §2 addon list (name, description; the price when the API gives one). */
export function ParkingAddons({ addons }: { addons: AddonView[] }) {
  if (addons.length === 0) return null;
  return (
    <section aria-labelledby="uslugi-heading" className={card}>
      <h2 id="uslugi-heading" className={heading}>
        Usługi dodatkowe
      </h2>
      <p className="mt-1 text-sm text-slate-600">Możesz je dodać w kolejnym kroku rezerwacji.</p>
      <ul className="mt-4 divide-y divide-slate-100">
        {addons.map((addon) => (
          <li key={addon.id} className="flex items-start gap-3 py-3 first:pt-0 last:pb-0">
            <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-blue-50 text-blue-700">
              <TagIcon className="h-4 w-4" />
            </span>
            <div className="min-w-0 flex-1">
              {/* Phones: the price under the name (a long name has the full width); wider: on the right. */}
              <div className="flex flex-col sm:flex-row sm:items-baseline sm:justify-between sm:gap-x-4">
                <h3 className="min-w-0 font-semibold text-slate-900">{addon.name}</h3>
                {addon.price ? (
                  <p className="shrink-0 whitespace-nowrap font-semibold text-slate-900">
                    {formatPrice(addon.price.amount, addon.price.currency)}
                    {addon.isPerDay ? <span className="text-sm font-normal text-slate-600"> / dzień</span> : null}
                  </p>
                ) : null}
              </div>
              {addon.description ? <p className="mt-0.5 text-sm text-slate-600">{addon.description}</p> : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Spec §2 reviews: 2 shown, 'Pokaż więcej opinii' reveals 2 more. Without JS the button is a link
 * `?opinie=N#opinie` that the loader honours; with JS it reveals them in place.
 */
export function ParkingReviews({
  parkingName,
  reviews,
  initiallyShown,
}: {
  parkingName: string;
  reviews: ReviewView[];
  initiallyShown: number;
}) {
  const location = useLocation();
  const [shown, setShown] = useState(initiallyShown);
  const next = nextReviewsShown(shown, reviews.length);
  const moreParams = new URLSearchParams(location.search);
  moreParams.set(REVIEWS_PARAM, String(next));

  const onMore = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setShown(next);
  };

  return (
    // The page's last section, rendered as it nears the view (decision 0036): no anchor lies below it
    // whose position its estimated height could move.
    <section
      id="opinie"
      aria-labelledby="opinie-heading"
      className={`${card} render-later scroll-mt-24 [--render-later-height:34rem] lg:[--render-later-height:29rem]`}
    >
      <h2 id="opinie-heading" className={heading}>
        Opinie o {parkingName} od klientów
      </h2>
      {reviews.length === 0 ? (
        <p className="mt-4 rounded-lg bg-slate-50 px-4 py-6 text-center text-slate-600">
          Ten parking nie ma jeszcze żadnych opinii.
        </p>
      ) : (
        <>
          <ul className="mt-4 space-y-4">
            {reviews.slice(0, shown).map((review) => (
              <li key={review.id} className="rounded-lg border border-slate-100 bg-slate-50 p-4">
                <article aria-label={`Opinia: ${review.reviewerName}`}>
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <div className="flex items-center gap-3">
                      <span
                        aria-hidden="true"
                        className="flex h-10 w-10 items-center justify-center rounded-full bg-blue-700 font-bold text-white"
                      >
                        {review.reviewerName.charAt(0).toUpperCase()}
                      </span>
                      <div>
                        <h3 className="font-semibold text-slate-900">{review.reviewerName}</h3>
                        {review.date ? (
                          <time dateTime={review.date} className="text-sm text-slate-600">
                            {review.relativeDate}
                          </time>
                        ) : null}
                      </div>
                    </div>
                    <Stars value={review.rating} label={`Ocena ${review.rating} na 5`} />
                  </div>
                  {review.comment ? <p className="mt-3 text-slate-700">„{review.comment}”</p> : null}
                </article>
              </li>
            ))}
          </ul>
          {shown < reviews.length ? (
            <p className="mt-4 text-center">
              <Link
                to={`?${moreParams}#opinie`}
                onClick={onMore}
                preventScrollReset
                replace
                className={`inline-flex items-center justify-center rounded-lg border border-slate-300 bg-white px-5 py-2.5 font-semibold text-slate-800 hover:bg-slate-50 ${focusRing}`}
              >
                Pokaż więcej opinii
              </Link>
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}

const WHY_US = [
  { title: 'Gwarancja najniższej ceny', icon: TagIcon },
  { title: 'Bezpłatna anulacja rezerwacji', icon: CheckIcon },
  { title: 'Bezpieczna rezerwacja online', icon: ShieldCheckIcon },
] as const;

/** Spec §2 sidebar 'Dlaczego warto?'. */
export function WhyUs() {
  return (
    <section
      aria-labelledby="dlaczego-heading"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id="dlaczego-heading" className="text-lg font-bold text-slate-900">
        Dlaczego warto?
      </h2>
      <ul className="mt-3 space-y-3">
        {WHY_US.map(({ title, icon: Icon }) => (
          <li key={title} className="flex items-center gap-3 text-slate-800">
            <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-green-50 text-green-800">
              <Icon className="h-4 w-4" />
            </span>
            <span className="font-medium">{title}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
