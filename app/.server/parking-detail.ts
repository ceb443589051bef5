import type { RequestCalls } from '~/.server/context';
import { json, redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { z } from 'zod';
import { ApiError, upstreamStatus, type Addon, type Parking, type ParkingReview, type PriceQuote } from '~/.server/api';
import { parseRichText } from '~/.server/rich-text';
import { AVAILABILITY_WINDOW_DAYS, billableDays } from '../../core/stay';
import { addDaysToKey, dateKey } from '../../core/warsaw-time';
import { formatKm, formatRelativeDate } from '~/lib/format';
import {
  bookingButtonState,
  canonicalStayLocation,
  DEFAULT_DISTANCE_KM,
  DEFAULT_TRANSFER_MINUTES,
  DETAIL_DEFAULT_DAYS,
  detailStayFromParams,
  hasCoordinates,
  PER_DAY_COUNT,
  REVIEWS_PARAM,
  reviewsShownFromParam,
  type AddonView,
  type ParkingDetailView,
  type ParkingView,
  type QuoteView,
  type ReviewView,
} from '~/lib/parking-detail';
import {
  airportPath,
  airportSearchHref,
  airportSlugFromSegment,
  limitStayLength,
  reservationHref,
  type Stay,
  STAY_TOO_LONG_NOTICE,
  stayToParams,
} from '~/lib/search-state';
import { rangeHasUnavailableDay } from '~/lib/stay-selection';
import { canonicalUrl } from '~/lib/seo';
import { CacheControl } from '../../core/cache-control';

const PER_DAY_STRATEGY = 'PER_VEHICLE_PER_DAY';
/** Slugs are lowercase words joined by hyphens; anything else cannot name a parking. */
const SlugSchema = z
  .string()
  .trim()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
  .max(160);

const trimSlashes = (value: string) => value.replace(/^\/+|\/+$/g, '');

/** The spec's error state (§8): rendered by the route's error boundary. */
export const PARKING_LOAD_ERROR = {
  title: 'Wystąpił błąd',
  message: 'Nie mogliśmy załadować danych parkingu.',
} as const;

function notFound(): Response {
  return json(PARKING_LOAD_ERROR, { status: 404 });
}

/**
 * The parking detail page (spec §2): the parking is critical and awaited (missing → 404, a bad answer →
 * 502, API unreachable or too slow → 503); price, active status, availability, per-day prices, addons and reviews are secondary,
 * fetched in parallel, and a failure of any of them never breaks the page.
 */
export async function loadParkingDetail({ request, params, context }: LoaderFunctionArgs): Promise<ParkingDetailView> {
  const url = new URL(request.url);
  const now = new Date();

  const airportSlug = airportSlugFromSegment(params.airportSlug ?? '');
  const parkingSlug = SlugSchema.safeParse(trimSlashes(params.parkingSlug ?? ''));
  // Spec §2 prefix rule: a first segment without `parking-lotnisko-` is no parking page — plain 404.
  if (!airportSlug) throw new Response(null, { status: 404, statusText: 'Not Found' });
  if (!parkingSlug.success) throw notFound();

  // The no-JS booking form (GET) → the canonical `arrivalAt`/`departureAt` URL.
  const location = canonicalStayLocation(url.pathname, url.searchParams, now);
  if (location) throw redirect(location, 302);

  let parking: Parking | null;
  try {
    parking = await context.api.getParkingBySlug(parkingSlug.data);
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) throw notFound();
    context.logger.error({ err: error, parkingSlug: parkingSlug.data }, 'parking detail: parking lookup failed');
    throw json(PARKING_LOAD_ERROR, {
      status: upstreamStatus(error),
      headers: { 'Cache-Control': CacheControl.noStore },
    });
  }
  // Spec §5: the parking's airport slug must equal the URL's (trailing slashes trimmed).
  if (!parking || !parking.airport || trimSlashes(parking.airport.slug) !== trimSlashes(airportSlug)) throw notFound();

  // A stay longer than the API prices follows the listing's rule (arrival + 7 days), and the page says why.
  const requested = detailStayFromParams(url.searchParams, now);
  const limited = requested ? limitStayLength(requested) : null;
  const stay = limited?.stay ?? null;
  const secondary = await loadSecondary(context, parking, stay, now);
  const stayNotice = limited?.shortened ? STAY_TOO_LONG_NOTICE : null;
  return buildView({ parking, stay, stayNotice, secondary, url, publicUrl: context.publicUrl, now });
}

/** What the secondary calls need from the load context: the API and the request's logger. */

interface Secondary {
  quote: PromiseSettledResult<PriceQuote | null>;
  active: PromiseSettledResult<boolean>;
  unavailableDays: PromiseSettledResult<string[]>;
  perDay: PromiseSettledResult<{ days: number; price: { amount: number; currency: string } }[]>;
  addons: PromiseSettledResult<Addon[]>;
  reviews: PromiseSettledResult<ParkingReview[]>;
}

async function loadSecondary(
  { api, logger }: RequestCalls,
  parking: Parking,
  stay: Stay | null,
  now: Date,
): Promise<Secondary> {
  const today = dateKey(now);
  const [quote, active, unavailableDays, perDay, addons, reviews] = await Promise.allSettled([
    // Spec §5: the price call runs only when both dates are present.
    stay ? api.getPrice(parking.id, { arrivalAt: stay.arrival, departureAt: stay.departure }) : Promise.resolve(null),
    api.getActive(parking.id),
    // Day keys (not instants) keep the URL, and so the 5-minute cache entry, the same all day.
    api
      .getAvailability(parking.id, { startDate: today, endDate: addDaysToKey(today, AVAILABILITY_WINDOW_DAYS) })
      .then(({ availability }) => availability.filter((day) => !day.available).map((day) => day.date)),
    api
      .getPerDayPrices(parking.id, { days: PER_DAY_COUNT, startDate: stay ? dateKey(stay.arrival) : undefined })
      .then(({ prices }) => prices),
    api.getAddons(parking.id),
    api.getParkingReviews(parking.id),
  ]);
  const calls = { quote, active, unavailableDays, perDay, addons, reviews };
  for (const [call, result] of Object.entries(calls)) {
    if (result.status === 'rejected') {
      logger.warn({ err: result.reason, parkingId: parking.id, call }, 'parking detail: secondary call failed');
    }
  }
  return calls;
}

const value = <T>(result: PromiseSettledResult<T>, fallback: T): T =>
  result.status === 'fulfilled' ? result.value : fallback;

function buildView({
  parking,
  stay,
  stayNotice,
  secondary,
  url,
  publicUrl,
  now,
}: {
  parking: Parking;
  stay: Stay | null;
  stayNotice: string | null;
  secondary: Secondary;
  url: URL;
  publicUrl: string;
  now: Date;
}): ParkingDetailView {
  const airport = parking.airport ?? { name: '', slug: '', code: null };
  const isActive = value(secondary.active, parking.active);
  const unavailableDays = value(secondary.unavailableDays, []);
  const hasUnavailableDay = stay
    ? rangeHasUnavailableDay(dateKey(stay.arrival), dateKey(stay.departure), new Set(unavailableDays))
    : false;
  const quote = quoteView(secondary.quote, stay);
  const gallery = parking.gallery.map((image, index) => ({
    url: image.url,
    alt: image.alt || `${parking.name} – zdjęcie ${index + 1}`,
  }));

  const view: ParkingView = {
    id: String(parking.id),
    name: parking.name,
    slug: parking.slug,
    airport: { name: airport.name, slug: airport.slug, code: airport.code ?? null },
    address: parking.location.address,
    transferMinutes: parking.location.transferTime ?? DEFAULT_TRANSFER_MINUTES,
    distanceKm: parking.location.distanceFromAirport ?? DEFAULT_DISTANCE_KM,
    coordinates: hasCoordinates(parking.location.coordinates) ? parking.location.coordinates : null,
    rating: { average: parking.rating.average, count: parking.rating.count },
    isTopTier: parking.isTopTier,
    isActive,
    gallery,
    description: parseRichText(parking.description),
    securityFeatures: parking.securityFeatures.map((feature) => feature.name),
    bookingOptions: parking.bookingOptions.map((option) => option.name),
  };

  const canBook =
    stay !== null &&
    bookingButtonState({ hasStay: true, isLoading: false, isActive, hasUnavailableDay, quote }).kind === 'ready';
  const reviews = value(secondary.reviews, []).map((review) => reviewView(review, now));
  const pageUrl = canonicalUrl(publicUrl, url.pathname);

  return {
    parking: view,
    stay: stay ? stayToParams(stay) : null,
    stayNotice,
    days: stay ? billableDays(stay.arrival, stay.departure) : DETAIL_DEFAULT_DAYS,
    quote,
    hasUnavailableDay,
    unavailableDays,
    perDayPrices: value(secondary.perDay, [])
      .filter((item) => Number.isInteger(item.days) && item.days > 0)
      .map((item) => ({ days: item.days, price: { amount: item.price.amount, currency: item.price.currency } })),
    addons: addonViews(value(secondary.addons, null), parking),
    reviews,
    reviewsShown: reviewsShownFromParam(url.searchParams.get(REVIEWS_PARAM), reviews.length),
    airportHref: stay ? airportSearchHref(airport.slug, stay) : airportPath(airport.slug),
    reservationHref: canBook && stay ? reservationHref(parking.id, stay) : null,
    seo: {
      title: `${parking.name} – parking przy lotnisku ${airport.name} | Parkolot`,
      description:
        `${parking.name}: parking przy lotnisku ${airport.name}, ${parking.location.address}. ` +
        `${formatKm(view.distanceKm)} km od terminalu, ${view.transferMinutes} min bezpłatnego transferu. ` +
        'Sprawdź ceny i zarezerwuj online.',
      image: parking.gallery[0]?.share,
    },
    jsonLd: jsonLd(view, quote, pageUrl),
  };
}

function quoteView(result: PromiseSettledResult<PriceQuote | null>, stay: Stay | null): QuoteView {
  if (!stay) return { status: 'none' };
  if (result.status === 'rejected' || !result.value) return { status: 'error' };
  const { price, pricePerDay, totalDiscounts, days } = result.value;
  return {
    status: 'ok',
    total: { amount: price.amount, currency: price.currency },
    perDay: pricePerDay ? { amount: pricePerDay.amount, currency: pricePerDay.currency } : null,
    discount: totalDiscounts.amount,
    days: days ?? billableDays(stay.arrival, stay.departure),
  };
}

/** The addons call (with prices); the names listed in the parking data when that call fails. */
function addonViews(addons: Addon[] | null, parking: Parking): AddonView[] {
  if (addons) {
    return addons.map((addon) => ({
      id: String(addon.id),
      name: addon.name,
      description: addon.description,
      price: { amount: addon.price.amount, currency: addon.price.currency },
      isPerDay: addon.quantityResolverStrategy === PER_DAY_STRATEGY,
    }));
  }
  return parking.addons.map((addon, index) => ({
    id: addon.id === null ? `addon-${index}` : String(addon.id),
    name: addon.name,
    description: addon.description,
    price: addon.price ? { amount: addon.price.amount, currency: addon.price.currency } : null,
    isPerDay: addon.quantityResolverStrategy === PER_DAY_STRATEGY,
  }));
}

function reviewView(review: ParkingReview, now: Date): ReviewView {
  const date = new Date(review.reviewDate);
  const valid = !Number.isNaN(date.getTime());
  return {
    id: String(review.id),
    reviewerName: review.reviewerName.trim() || 'Klient Parkolot',
    date: valid ? date.toISOString() : '',
    relativeDate: valid ? formatRelativeDate(date, now) : '',
    rating: Math.min(5, Math.max(1, Math.round(review.rating))),
    comment: review.comment,
  };
}

function jsonLd(parking: ParkingView, quote: QuoteView, pageUrl: string): Record<string, unknown> {
  const absolute = (path: string) => new URL(path, pageUrl).toString();
  return {
    '@context': 'https://schema.org',
    '@type': 'ParkingFacility',
    name: parking.name,
    url: pageUrl,
    ...(parking.gallery.length > 0 ? { image: parking.gallery.map((image) => absolute(image.url)) } : {}),
    address: { '@type': 'PostalAddress', streetAddress: parking.address, addressCountry: 'PL' },
    ...(parking.coordinates
      ? {
          geo: {
            '@type': 'GeoCoordinates',
            latitude: parking.coordinates.latitude,
            longitude: parking.coordinates.longitude,
          },
        }
      : {}),
    ...(parking.rating.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: Math.round(parking.rating.average * 10) / 10,
            reviewCount: parking.rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    ...(quote.status === 'ok'
      ? {
          offers: {
            '@type': 'Offer',
            price: quote.total.amount.toFixed(2),
            priceCurrency: quote.total.currency,
            url: pageUrl,
            availability: parking.isActive ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
          },
        }
      : {}),
  };
}
