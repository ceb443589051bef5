import { toIsoWithOffset } from '../../core/warsaw-time';
import { plural } from '~/lib/format';
import type { RichTextResult } from '~/lib/rich-text';
import { type Stay } from '~/lib/search-state';
import { airportPath } from '~/lib/site-paths';

/*
 * The airport listing's URL rules (spec §4 "Listing URL", §5 sort, §9 page size), pure and shared by
 * the loader (app/.server/listing.ts) and the listing components. Reading a URL into a query is
 * server-only (app/.server/listing-query.ts), so the browser bundle carries no schema library.
 *
 * Filter ids: service types, booking options and security features are three separate integer id
 * sequences in the API (service type 2 and security feature 2 are different things), so one id in
 * the URL names its kind too: `service-2`, `booking-1`, `security-5`. The spec's `filters` param is
 * a JSON array of those (`filters=["service-2","security-5"]`, what the links and the JS filter
 * form write); repeated plain values (`filters=service-2&filters=security-5`, what the no-JS
 * checkbox form submits) are accepted too. Anything unparseable is ignored.
 */

/** Spec §9: listing page size. */
export const LISTING_PAGE_SIZE = 10;
/** Spec §9: filter debounce. */
export const FILTER_DEBOUNCE_MS = 300;
/** Spec §4: the next page loads when the sentinel is within 600 px of view. */
export const INFINITE_SCROLL_MARGIN = '600px';

export const FILTER_KINDS = ['service', 'booking', 'security'] as const;
export type FilterKind = (typeof FILTER_KINDS)[number];

export const SORT_VALUES = ['distance', 'price', 'rating_desc'] as const;
export type ListingSortValue = (typeof SORT_VALUES)[number];
export const DEFAULT_SORT: ListingSortValue = 'price';

/** Spec §2 sort dropdown, in the spec's order. */
export const SORT_OPTIONS: readonly { value: ListingSortValue; label: string }[] = [
  { value: 'distance', label: 'Najbliżej lotniska' },
  { value: 'price', label: 'Najtańsze' },
  { value: 'rating_desc', label: 'Najwyżej oceniane' },
];

/** A filter id in the URL: its kind and a positive integer id. */
export const FILTER_ID_RE = /^(service|booking|security)-([1-9]\d{0,8})$/;

/** Spec §5: the sort sent to the API. */
export type ApiSort = 'price' | 'rating' | 'distance';

/** The listing's state as read from the URL (dates already corrected). */
export interface ListingQuery {
  /** Kind-prefixed ids, deduplicated, in URL order. */
  filters: string[];
  sort: ListingSortValue;
  page: number;
  stay: Stay;
}

/** The query as the page receives it (JSON): dates are ISO strings with the Warsaw offset. */
export interface ListingQueryView {
  filters: string[];
  sort: ListingSortValue;
  page: number;
  arrivalAt: string;
  departureAt: string;
}

export function filterValue(kind: FilterKind, id: number | string): string {
  return `${kind}-${id}`;
}

export function toQueryView(query: ListingQuery): ListingQueryView {
  return {
    filters: query.filters,
    sort: query.sort,
    page: query.page,
    arrivalAt: toIsoWithOffset(query.stay.arrival),
    departureAt: toIsoWithOffset(query.stay.departure),
  };
}

/** Spec §5: rating_desc is sent as rating; the UI values distance and price are sent as they are. */
export function apiSort(sort: ListingSortValue): ApiSort {
  return sort === 'rating_desc' ? 'rating' : sort;
}

/** The integer ids per kind, as the listing call takes them. */
export interface FiltersByKind {
  serviceTypes: number[];
  bookingOptions: number[];
  securityFeatures: number[];
}

export function filtersByKind(filters: readonly string[]): FiltersByKind {
  const result: FiltersByKind = { serviceTypes: [], bookingOptions: [], securityFeatures: [] };
  for (const filter of filters) {
    const match = FILTER_ID_RE.exec(filter);
    if (!match) continue;
    const id = Number(match[2]);
    if (match[1] === 'service') result.serviceTypes.push(id);
    else if (match[1] === 'booking') result.bookingOptions.push(id);
    else result.securityFeatures.push(id);
  }
  return result;
}

export function filterKindOf(filter: string): FilterKind | null {
  const match = FILTER_ID_RE.exec(filter);
  if (!match) return null;
  const kind = FILTER_KINDS.find((k) => k === match[1]);
  return kind ?? null;
}

/** Adds or removes one id (spec §4: "Toggling a checkbox adds or removes its id"). */
export function toggleFilter(filters: readonly string[], filter: string): string[] {
  return filters.includes(filter) ? filters.filter((f) => f !== filter) : [...filters, filter];
}

/**
 * The canonical query string of a listing state: `filters` as a JSON array (omitted when empty),
 * `sort` omitted when price, the dates, `page` omitted when 1.
 */
export function listingSearchParams(
  query: Pick<ListingQueryView, 'filters' | 'sort' | 'arrivalAt' | 'departureAt'> & { page?: number },
): URLSearchParams {
  const params = new URLSearchParams();
  if (query.filters.length > 0) params.set('filters', JSON.stringify(query.filters));
  if (query.sort !== DEFAULT_SORT) params.set('sort', query.sort);
  params.set('arrivalAt', query.arrivalAt);
  params.set('departureAt', query.departureAt);
  if (query.page !== undefined && query.page > 1) params.set('page', String(query.page));
  return params;
}

export function listingHref(
  airportSlug: string,
  query: Pick<ListingQueryView, 'filters' | 'sort' | 'arrivalAt' | 'departureAt'> & { page?: number },
): string {
  return `${airportPath(airportSlug)}?${listingSearchParams(query)}`;
}

/**
 * Spec §4: rating-descending results are additionally re-sorted by average rating (stable, so the
 * API's order breaks ties).
 */
export function sortByRatingDesc<T extends { rating: { average: number } }>(items: readonly T[]): T[] {
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => b.item.rating.average - a.item.rating.average || a.index - b.index)
    .map(({ item }) => item);
}

/** "1 ofertę parkingu", "2 oferty parkingów", "5 ofert parkingów" (accusative after "Mamy dla Ciebie"). */
export function offerCount(count: number): string {
  return `${count} ${plural(count, { one: 'ofertę parkingu', few: 'oferty parkingów', many: 'ofert parkingów' })}`;
}

/** Spec §2: 'Mamy dla Ciebie N ofert parkingów!' with the Polish plural forms. */
export function offerCountText(count: number): string {
  return `Mamy dla Ciebie ${offerCount(count)}!`;
}

// ---------------------------------------------------------------------------------------------
// The page's view model (JSON; the loader returns exactly this, the components render it)

export interface AirportOption {
  code: string;
  name: string;
  slug: string;
}

export interface FilterOptionView {
  /** The kind-prefixed id, e.g. `service-2` (the checkbox value). */
  value: string;
  label: string;
}

export interface CardImage {
  url: string;
  alt: string;
}

export interface ParkingCardData {
  id: string | number;
  slug: string;
  name: string;
  /** Gallery, or the 3 stock photos when it has none (spec §2). */
  images: CardImage[];
  /** Spec §2: `{product}Rating` has its top value. */
  isTopTier: boolean;
  rating: { average: number; count: number };
  distanceKm: number;
  transferMinutes: number;
  /** At most 3 (spec §9). */
  securityFeatures: string[];
  /** At most 3, defaults when the parking lists none (spec §2). */
  bookingOptions: string[];
  /** Total for the stay, per day, and the undiscounted total when there is a discount. */
  price: number;
  pricePerDay: number;
  originalPrice: number | null;
  currency: string;
  available: boolean;
}

export type ListingResultView =
  | { status: 'ok'; total: number; page: number; hasNextPage: boolean; parkings: ParkingCardData[] }
  | { status: 'error' };

export type FilterListsView =
  { status: 'ok'; serviceTypes: FilterOptionView[]; securityFeatures: FilterOptionView[] } | { status: 'error' };

export interface ListingPageData {
  airport: AirportOption;
  airports: AirportOption[];
  heading: string;
  /** Why the stay shown is not the one of the address opened (an old link's past dates), once; or null. */
  stayNotice: string | null;
  /** The airport's optional rich-text description, parsed by the loader, shown under the list. */
  description: RichTextResult;
  seo: { title: string; description: string };
  query: ListingQueryView;
  /** Billable days of the stay (for "za N dni"). */
  days: number;
  /** Active filters the page counts in the 'Filtry' badge (airport excluded). */
  activeFilterCount: number;
  filters: FilterListsView;
  listing: ListingResultView;
}
