// The parking detail page's view model (spec §2), built from the parking and whatever the secondary calls
// answered (parking-detail.ts loads them): a failed call leaves its part empty or falls back to the
// parking's own data.
import type { Addon, Parking, ParkingReview, PriceQuote } from '~/.server/api';
import { parseRichText } from '~/.server/rich-text';
import { billableDays } from '../../core/stay';
import { dateKey } from '../../core/warsaw-time';
import { formatKm, formatRelativeDate } from '~/lib/format';
import {
  bookingButtonState,
  DEFAULT_DISTANCE_KM,
  DEFAULT_TRANSFER_MINUTES,
  DETAIL_DEFAULT_DAYS,
  REVIEWS_PARAM,
  reviewsShownFromParam,
  type AddonView,
  type ParkingDetailView,
  type ParkingView,
  type QuoteView,
  type ReviewView,
} from '~/lib/parking-detail';
import { hasCoordinates } from '~/lib/map-links';
import { type Stay, stayToParams } from '~/lib/search-state';
import { airportPath, airportSearchHref, reservationHref } from '~/lib/site-paths';
import { rangeHasUnavailableDay } from '~/lib/stay-selection';
import { canonicalUrl } from '~/lib/seo';

const PER_DAY_STRATEGY = 'PER_VEHICLE_PER_DAY';

export interface Secondary {
  quote: PromiseSettledResult<PriceQuote | null>;
  active: PromiseSettledResult<boolean>;
  unavailableDays: PromiseSettledResult<string[]>;
  perDay: PromiseSettledResult<{ days: number; price: { amount: number; currency: string } }[]>;
  addons: PromiseSettledResult<Addon[]>;
  reviews: PromiseSettledResult<ParkingReview[]>;
}

const value = <T>(result: PromiseSettledResult<T>, fallback: T): T =>
  result.status === 'fulfilled' ? result.value : fallback;

export function buildView({
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
