import { addWarsawDays, type DateKey, parseIsoDateTime, toIsoWithOffset } from '../../core/warsaw-time';
import { billableDays, DAY_MS } from '../../core/stay';
import type { RichTextResult } from '~/lib/rich-text';
import { dayWord, formatAmount } from '~/lib/format';
import type { ShareImage } from '~/lib/seo';
import {
  resolveStay,
  STAY_FIELD_NAMES,
  type Stay,
  stayCorrection,
  stayFromFormFields,
  stayToParams,
} from '~/lib/search-state';

/*
 * Pure rules of the parking detail page (spec §2 "Parking detail", §4 booking button, days and
 * per-day carousel, §5 map, §9 constants). Shared by the loader (app/.server/parking-detail.ts,
 * its view model in parking-detail-view.ts) and the page components; no I/O.
 */

/** Spec §4/§9: the day count shown before the traveller has picked dates. */
export const DETAIL_DEFAULT_DAYS = 3;
/** Spec §7/§9: per-day prices are requested for 16 days. */
export const PER_DAY_COUNT = 16;
/** Spec §9: the per-day carousel pages hold 6 days on desktop, 3 on mobile. */
export const PER_DAY_PAGE_SIZE = { desktop: 6, mobile: 3 } as const;
/** Spec §4: the carousel opens on the page that contains this day count. */
export const PER_DAY_FIRST_SHOWN = 5;
/** Spec §9: the desktop gallery grid holds up to 4 images. */
export const GALLERY_GRID_MAX = 4;
/** Spec §2/§9: 2 reviews initially, 2 more per 'Pokaż więcej opinii'. */
export const REVIEWS_INITIAL = 2;
export const REVIEWS_STEP = 2;
/** Spec §2 card defaults, reused when the parking does not say. */
export const DEFAULT_DISTANCE_KM = 7.3;
export const DEFAULT_TRANSFER_MINUTES = 9;
/** Query parameter of the no-JS 'Pokaż więcej opinii' link. */
export const REVIEWS_PARAM = 'opinie';

// ---------------------------------------------------------------------------------------------
// View model (what the loader sends; JSON-serialisable)

export interface MoneyView {
  amount: number;
  currency: string;
}

export type QuoteView =
  | { status: 'none' }
  | { status: 'error' }
  | { status: 'ok'; total: MoneyView; perDay: MoneyView | null; discount: number; days: number };

export interface GalleryImageView {
  url: string;
  alt: string;
}

export interface PerDayPriceView {
  days: number;
  price: MoneyView;
}

export interface AddonView {
  id: string;
  name: string;
  description: string;
  price: MoneyView | null;
  /** The price is per vehicle and day (PER_VEHICLE_PER_DAY), shown as '/ dzień'. */
  isPerDay: boolean;
}

export interface ReviewView {
  id: string;
  reviewerName: string;
  /** ISO date of the review. */
  date: string;
  /** Computed on the server so the server and browser render the same text. */
  relativeDate: string;
  rating: number;
  comment: string;
}

export interface ParkingView {
  id: string;
  name: string;
  slug: string;
  airport: { name: string; slug: string; code: string | null };
  address: string;
  transferMinutes: number;
  distanceKm: number;
  coordinates: { latitude: number; longitude: number } | null;
  rating: { average: number; count: number };
  isTopTier: boolean;
  isActive: boolean;
  gallery: GalleryImageView[];
  /** The rich-text description, parsed by the loader (optional only because Remix's JSON typing of the recursive tree makes it so). */
  description?: RichTextResult;
  securityFeatures: string[];
  bookingOptions: string[];
}

export interface ParkingDetailView {
  parking: ParkingView;
  /** The stay in the URL (ISO with offset), or null when the page shows no dates. */
  stay: { arrivalAt: string; departureAt: string } | null;
  /** Why the stay priced is not the one asked for (STAY_CORRECTION_NOTICES), or null. */
  stayNotice: string | null;
  /** Stay days; DETAIL_DEFAULT_DAYS when no dates are chosen. */
  days: number;
  quote: QuoteView;
  /** True when any calendar day of the stay is unavailable (spec §5). */
  hasUnavailableDay: boolean;
  /** Unavailable calendar days (YYYY-MM-DD) for the range calendar. */
  unavailableDays: DateKey[];
  /** Empty when the per-day call failed or returned nothing (spec §8: carousel hidden). */
  perDayPrices: PerDayPriceView[];
  addons: AddonView[];
  reviews: ReviewView[];
  /** How many reviews the page shows before 'Pokaż więcej opinii' (the `opinie` param). */
  reviewsShown: number;
  /** Airport listing link carrying the stay. */
  airportHref: string;
  /** Checkout link, only when the parking can be booked for the stay. */
  reservationHref: string | null;
  seo: { title: string; description: string; image?: ShareImage };
  /** schema.org ParkingFacility, rendered with the shared JsonLd component. */
  jsonLd: Record<string, unknown>;
}

// ---------------------------------------------------------------------------------------------
// Booking button (spec §4)

export type BookingButtonKind = 'no-dates' | 'loading' | 'inactive' | 'unavailable' | 'error' | 'ready';

export interface BookingButtonState {
  kind: BookingButtonKind;
  /** Desktop card label. */
  label: string;
  /** Mobile bottom bar label. */
  mobileLabel: string;
  /** Only 'ready' is a link to checkout. */
  enabled: boolean;
}

export interface BookingButtonInput {
  hasStay: boolean;
  /** A client re-quote is running. */
  isLoading: boolean;
  isActive: boolean;
  hasUnavailableDay: boolean;
  quote: QuoteView;
}

/** Spec §4, checked in the spec's order: no dates, loading, inactive, unavailable, price error, else bookable. */
export function bookingButtonState(input: BookingButtonInput): BookingButtonState {
  const state = (kind: BookingButtonKind, label: string, mobileLabel = label): BookingButtonState => ({
    kind,
    label,
    mobileLabel,
    enabled: kind === 'ready',
  });
  if (!input.hasStay) return state('no-dates', 'Wybierz daty aby kontynuować', 'Wybierz daty');
  if (input.isLoading) return state('loading', 'Ładowanie...');
  if (!input.isActive) return state('inactive', 'Parking nieaktywny', 'Nieaktywny');
  if (input.hasUnavailableDay) return state('unavailable', 'Termin niedostępny', 'Niedostępny');
  if (input.quote.status !== 'ok') return state('error', 'Błąd');
  const { amount, currency } = input.quote.total;
  return state('ready', `Zarezerwuj za ${formatAmount(amount)} ${currency}`, 'Zarezerwuj');
}

// ---------------------------------------------------------------------------------------------
// Per-day carousel (spec §4, §9)

/** Number of pages of `size` items. */
export function pageCount(total: number, size: number): number {
  return size > 0 ? Math.ceil(Math.max(0, total) / size) : 0;
}

/** The items of one page (0-based). */
export function pageItems<T>(items: readonly T[], page: number, size: number): T[] {
  return items.slice(page * size, page * size + size);
}

/** Spec §4: the carousel opens on the page containing day 5 (or the first longer stay, else page 0). */
export function initialPerDayPage(
  items: readonly { days: number }[],
  size: number,
  day: number = PER_DAY_FIRST_SHOWN,
): number {
  const index = items.findIndex((item) => item.days >= day);
  return index < 0 || size <= 0 ? 0 : Math.floor(index / size);
}

/**
 * Spec §4: choosing N days in the carousel sets departure = arrival + N days (same time of day) — except
 * across the autumn clock change, where N calendar days are N × 24 h + 1 h and would be billed N + 1
 * (billing counts elapsed 24 h units, decision 0005): the item shows the price of N days, so its stay ends
 * N × 24 h after the arrival (an hour earlier on the clock).
 */
export function stayForDays(arrival: Date, days: number): Stay {
  const sameTime = addWarsawDays(arrival, days);
  if (billableDays(arrival, sameTime) <= days) return { arrival, departure: sameTime };
  return { arrival, departure: new Date(arrival.getTime() + days * DAY_MS) };
}

/** The detail page link for a per-day choice. */
export function perDayHref(pathname: string, arrival: Date, days: number): string {
  return `${pathname}?${new URLSearchParams(stayToParams(stayForDays(arrival, days)))}`;
}

/** '1 dzień', '3 dni'. */
export function daysLabel(days: number): string {
  return `${days} ${dayWord(days)}`;
}

// ---------------------------------------------------------------------------------------------
// Gallery

/** Previous/next with wrap-around (spec §2 lightbox). */
export function wrapIndex(index: number, total: number): number {
  if (total <= 0) return 0;
  return ((index % total) + total) % total;
}

/** The 'n / total' counter of the lightbox (1-based). */
export function galleryCounter(index: number, total: number): string {
  return `${wrapIndex(index, total) + 1} / ${total}`;
}

// ---------------------------------------------------------------------------------------------
// Reviews (spec §2: 2 initially, +2 per click; without JS `?opinie=N#opinie`)

/** How many reviews to show for the `opinie` param: at least 2, at most all of them. */
export function reviewsShownFromParam(param: string | null, total: number): number {
  const requested = param !== null && /^\d{1,4}$/.test(param.trim()) ? Number(param.trim()) : REVIEWS_INITIAL;
  return Math.max(0, Math.min(total, Math.max(REVIEWS_INITIAL, requested)));
}

/** The count after one more 'Pokaż więcej opinii'. */
export function nextReviewsShown(shown: number, total: number): number {
  return Math.min(total, shown + REVIEWS_STEP);
}

// ---------------------------------------------------------------------------------------------
// The stay in the detail URL

/**
 * The detail page's stay: `arrivalAt` (and `departureAt`) from the URL, corrected like every stay
 * (spec §4/§5); null when the URL names no parseable arrival — the page then shows no dates.
 */
export function detailStayFromParams(params: URLSearchParams, now: Date): Stay | null {
  const arrival = parseIsoDateTime(params.get('arrivalAt'));
  if (!arrival) return null;
  return resolveStay({ arrival, departure: parseIsoDateTime(params.get('departureAt')) }, now);
}

/**
 * The no-JS booking form submits native date/time fields; they are turned into the canonical
 * `arrivalAt`/`departureAt` URL. Returns the target (path + query), or null when the request carries
 * no form fields. A form without an arrival date clears the dates.
 */
export function canonicalStayLocation(pathname: string, params: URLSearchParams, now: Date): string | null {
  const fields = stayFromFormFields(params);
  if (!fields) return null;
  const next = new URLSearchParams(params);
  for (const name of Object.values(STAY_FIELD_NAMES)) next.delete(name);
  next.delete('arrivalAt');
  next.delete('departureAt');
  next.delete(REVIEWS_PARAM);
  if (fields.arrival) {
    // A stay the rules replace (a departure before the arrival, a past arrival…) goes into the address as
    // typed: the page corrects it as it corrects a link's, and says why (STAY_CORRECTION_NOTICES).
    if (stayCorrection(fields, now)) {
      next.set('arrivalAt', toIsoWithOffset(fields.arrival));
      if (fields.departure) next.set('departureAt', toIsoWithOffset(fields.departure));
    } else {
      const { arrivalAt, departureAt } = stayToParams(resolveStay(fields, now));
      next.set('arrivalAt', arrivalAt);
      next.set('departureAt', departureAt);
    }
  }
  const query = next.toString();
  return query ? `${pathname}?${query}` : pathname;
}
