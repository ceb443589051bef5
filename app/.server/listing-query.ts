import { z } from 'zod';
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
const PageSchema = z.catch(z.pipe(z.coerce.number(), z.int().min(1).max(MAX_PAGE)), 1);
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

export function parsePage(value: string | null): number {
  return PageSchema.parse(value ?? undefined);
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
