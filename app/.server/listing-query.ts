import { z } from 'zod';
import { parseIsoDateTime, toIsoWithOffset } from '../../core/warsaw-time';
import { DEFAULT_SORT, FILTER_ID_RE, type ListingQuery, type ListingSortValue, SORT_VALUES } from '~/lib/listing-query';
import { limitStayLength, stayFromSearchParams } from '~/lib/search-state';

/*
 * Reading the listing URL (spec §4 "Listing URL", §5 sort): the loader's side of app/lib/listing-query.ts.
 * Bad filters are ignored, an unknown sort is price, page ≥ 1.
 */

/** A bound on `page` and on the number of filters, so a hand-made URL cannot ask for absurd work. */
const MAX_PAGE = 1000;
const MAX_FILTERS = 30;

export const FilterIdSchema = z.string().trim().regex(FILTER_ID_RE);
const SortSchema = z.catch(z.enum(SORT_VALUES), DEFAULT_SORT);
const JsonArraySchema = z.array(z.unknown());

function filterCandidates(raw: string): unknown[] {
  const text = raw.trim();
  if (text.startsWith('[')) {
    try {
      const parsed = JsonArraySchema.safeParse(JSON.parse(text));
      return parsed.success ? parsed.data : [];
    } catch {
      return [];
    }
  }
  return [text];
}

/** Every `filters` value of the URL: JSON arrays and plain repeated values; garbage is dropped. */
export function parseFilters(params: URLSearchParams): string[] {
  const out = new Set<string>();
  for (const raw of params.getAll('filters')) {
    for (const candidate of filterCandidates(raw)) {
      const parsed = FilterIdSchema.safeParse(candidate);
      if (parsed.success && out.size < MAX_FILTERS) out.add(parsed.data);
    }
  }
  return [...out];
}

export function parseSort(value: string | null): ListingSortValue {
  return SortSchema.parse(value ?? undefined);
}

/** The page the API is asked for: the requested page, 1 when invalid, at most MAX_PAGE. */
export function parsePage(value: string | null): number {
  return Math.min(requestedPage(value) ?? 1, MAX_PAGE);
}

/** The `page` a URL asks for: a whole number ≥ 1 (missing is 1), else null (`?page=0`, `?page=abc`). */
export function requestedPage(value: string | null): number | null {
  if (value === null) return 1;
  const page = /^\d+$/.test(value.trim()) ? Number(value.trim()) : 0;
  return page >= 1 ? page : null;
}

const withPage = (params: URLSearchParams, page: number): URLSearchParams => {
  const next = new URLSearchParams(params);
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  return next;
};

/**
 * The query a listing URL is redirected to before anything is loaded, or null when it is already
 * canonical (every other parameter is kept):
 * - a `page` below 1 or not a number is page 1 (the parameter is dropped);
 * - dates the §4/§5 corrections move (an off-grid 10:17 is 10:30, a past arrival the next full
 *   hour) are replaced by the corrected ones, so the page shows and prices the same stay as its URL.
 * A URL without parseable dates is left alone (the page shows the defaults, spec §4).
 */
export function listingRedirectBeforeLoad(params: URLSearchParams, query: ListingQuery): URLSearchParams | null {
  let next: URLSearchParams | null = null;
  if (requestedPage(params.get('page')) === null) next = withPage(params, 1);
  const arrival = parseIsoDateTime(params.get('arrivalAt'));
  const departure = parseIsoDateTime(params.get('departureAt'));
  // An arrival alone (a shortened link) is redirected only when it moved (an old link): the stay with its
  // default departure then lands in the address, and the page says why.
  if (
    arrival &&
    (arrival.getTime() !== query.stay.arrival.getTime() ||
      (departure !== null && departure.getTime() !== query.stay.departure.getTime()))
  ) {
    next ??= new URLSearchParams(params);
    next.set('arrivalAt', toIsoWithOffset(query.stay.arrival));
    next.set('departureAt', toIsoWithOffset(query.stay.departure));
  }
  return next;
}

/**
 * After the listing answered: a page past the last one (`?page=999`) is redirected to the last page
 * (page 1 when nothing matches), keeping every other parameter; null when the page exists.
 */
export function listingRedirectAfterLoad(
  params: URLSearchParams,
  total: number,
  pageSize: number,
): URLSearchParams | null {
  const asked = requestedPage(params.get('page')) ?? 1;
  const lastPage = Math.min(MAX_PAGE, Math.max(1, Math.ceil(total / pageSize)));
  return asked > lastPage ? withPage(params, lastPage) : null;
}

/**
 * The listing query of a URL (spec §4): bad filters ignored, any unknown sort is price, page ≥ 1,
 * unparseable dates fall back to the defaults (then the §5 corrections apply). A departure more than
 * a year after arrival (which the API refuses) falls back to arrival + 7 days.
 */
export function parseListingQuery(params: URLSearchParams, now: Date): ListingQuery {
  return {
    filters: parseFilters(params),
    sort: parseSort(params.get('sort')),
    page: parsePage(params.get('page')),
    stay: limitStayLength(stayFromSearchParams(params, now)).stay,
  };
}
