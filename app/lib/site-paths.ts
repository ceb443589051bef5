/**
 * The site's addresses of airports, car parks and the checkout (spec §2 route table), and the airport a
 * request names. The stay in them is search-state's.
 */
import { type Stay, stayToParams } from '~/lib/search-state';

export const AIRPORT_PREFIX = 'parking-lotnisko-';

/** `/parking-lotnisko-{slug}/` */
export function airportPath(airportSlug: string): string {
  return `/${AIRPORT_PREFIX}${airportSlug}/`;
}

/** The airport slug of a first path segment under the prefix rule, or null for any other page. */
export function airportSlugFromSegment(segment: string): string | null {
  if (!segment.startsWith(AIRPORT_PREFIX)) return null;
  const slug = segment.slice(AIRPORT_PREFIX.length);
  return slug.length > 0 ? slug : null;
}

/** The listing URL with the stay (spec §2 search form: "Submitting links to /parking-lotnisko-{slug}/"). */
export function airportSearchHref(airportSlug: string, stay: Stay, extra?: URLSearchParams): string {
  const params = new URLSearchParams(extra);
  const { arrivalAt, departureAt } = stayToParams(stay);
  params.set('arrivalAt', arrivalAt);
  params.set('departureAt', departureAt);
  return `${airportPath(airportSlug)}?${params}`;
}

/** The parking detail URL: `/{parking-lotnisko-airport}/{parking}/`. */
export function parkingPath(airportSlug: string, parkingSlug: string): string {
  return `${airportPath(airportSlug)}${parkingSlug}/`;
}

/** True for a parking detail path, `/parking-lotnisko-{airport}/{parking}/`. */
export function isParkingDetailPath(pathname: string): boolean {
  const segments = pathname.split('/').filter(Boolean);
  return segments.length === 2 && airportSlugFromSegment(segments[0]) !== null;
}

/** Checkout link carrying the parking and the dates (ARCHITECTURE: selection travels in the URL). */
export function reservationHref(parkingId: string | number, stay: Stay): string {
  const params = new URLSearchParams({ parkingId: String(parkingId), ...stayToParams(stay) });
  return `/rezerwacja/?${params}`;
}

export interface AirportRef {
  code: string;
  slug: string;
}

/** The airport a request names by code (any case), slug, or `parking-lotnisko-{slug}` segment. */
export function findAirport<T extends AirportRef>(
  airports: readonly T[],
  value: string | null | undefined,
): T | undefined {
  const wanted = value
    ?.trim()
    .replace(/^\/+|\/+$/g, '')
    .toLowerCase();
  if (!wanted) return undefined;
  const slug = airportSlugFromSegment(wanted) ?? wanted;
  return (
    airports.find((airport) => airport.code.toLowerCase() === wanted) ??
    airports.find((airport) => airport.slug.toLowerCase() === slug)
  );
}
