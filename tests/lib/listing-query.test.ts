import { describe, expect, it } from 'vitest';
import { toIsoWithOffset } from '../../core/warsaw-time';
import {
  apiSort,
  filtersByKind,
  listingHref,
  listingSearchParams,
  offerCountText,
  sortByRatingDesc,
  toggleFilter,
  toQueryView,
} from '~/lib/listing-query';
import { parseFilters, parseListingQuery, parsePage, parseSort } from '~/.server/listing-query';

// A fixed "now": Monday 2026-11-23 10:20 Warsaw (09:20 UTC).
const NOW = new Date('2026-11-23T09:20:00Z');
const q = (query: string) => new URLSearchParams(query);

describe('filters', () => {
  it('reads a JSON array of kind-prefixed ids', () => {
    expect(parseFilters(q(`filters=${encodeURIComponent('["service-2","security-5","booking-1"]')}`))).toEqual([
      'service-2',
      'security-5',
      'booking-1',
    ]);
  });

  it('reads repeated plain values (the no-JS checkbox form) and merges them with a JSON array', () => {
    expect(parseFilters(q('filters=service-2&filters=security-5'))).toEqual(['service-2', 'security-5']);
    expect(parseFilters(q(`filters=${encodeURIComponent('["service-1"]')}&filters=security-3`))).toEqual([
      'service-1',
      'security-3',
    ]);
  });

  it('drops duplicates', () => {
    expect(parseFilters(q('filters=service-2&filters=service-2'))).toEqual(['service-2']);
  });

  it.each([
    ['not JSON', '[service-2'],
    ['a JSON object', '{"a":1}'],
    ['a bare number', '2'],
    ['an unknown kind', 'parking-2'],
    ['zero', 'service-0'],
    ['a negative id', 'service--1'],
    ['a float id', 'service-1.5'],
    ['an empty value', ''],
    ['script', '<script>alert(1)</script>'],
  ])('ignores %s', (_, value) => {
    expect(parseFilters(q(`filters=${encodeURIComponent(value)}`))).toEqual([]);
  });

  it('keeps the valid entries of a JSON array holding garbage', () => {
    expect(
      parseFilters(q(`filters=${encodeURIComponent('["service-2", 3, null, {"x":1}, "security-4", "nope"]')}`)),
    ).toEqual(['service-2', 'security-4']);
  });

  it('caps the number of filters', () => {
    const many = Array.from({ length: 100 }, (_, i) => `security-${i + 1}`);
    expect(parseFilters(q(`filters=${encodeURIComponent(JSON.stringify(many))}`))).toHaveLength(30);
  });

  it('splits ids per kind for the API', () => {
    expect(filtersByKind(['service-2', 'security-5', 'booking-1', 'service-4'])).toEqual({
      serviceTypes: [2, 4],
      bookingOptions: [1],
      securityFeatures: [5],
    });
  });

  it('toggles an id on and off', () => {
    expect(toggleFilter(['service-1'], 'security-2')).toEqual(['service-1', 'security-2']);
    expect(toggleFilter(['service-1', 'security-2'], 'service-1')).toEqual(['security-2']);
  });
});

describe('sort', () => {
  it('accepts the three UI values', () => {
    expect(parseSort('distance')).toBe('distance');
    expect(parseSort('price')).toBe('price');
    expect(parseSort('rating_desc')).toBe('rating_desc');
  });

  it.each([null, '', 'rating', 'PRICE', 'cheapest', '1'])('falls back to price for %s', (value) => {
    expect(parseSort(value)).toBe('price');
  });

  it('sends price, rating or distance to the API', () => {
    expect(apiSort('price')).toBe('price');
    expect(apiSort('rating_desc')).toBe('rating');
    expect(apiSort('distance')).toBe('distance');
  });

  it('re-sorts rating-descending results by average, keeping the API order on ties', () => {
    const items = [
      { id: 'a', rating: { average: 4.2 } },
      { id: 'b', rating: { average: 4.8 } },
      { id: 'c', rating: { average: 4.2 } },
      { id: 'd', rating: { average: 0 } },
    ];
    expect(sortByRatingDesc(items).map((i) => i.id)).toEqual(['b', 'a', 'c', 'd']);
  });
});

describe('page', () => {
  it('accepts an integer from 1', () => {
    expect(parsePage('1')).toBe(1);
    expect(parsePage('7')).toBe(7);
  });

  it.each([null, '', '0', '-3', '1.5', 'abc', '2abc', 'NaN', 'Infinity'])('falls back to 1 for %s', (value) => {
    expect(parsePage(value)).toBe(1);
  });

  it('asks the API for at most page 1000 (the loader redirects a page past the last one)', () => {
    expect(parsePage('99999999')).toBe(1000);
  });
});

describe('dates', () => {
  it('keeps valid dates in the future', () => {
    const query = parseListingQuery(
      q('arrivalAt=2026-12-01T10:00:00%2B01:00&departureAt=2026-12-05T18:30:00%2B01:00'),
      NOW,
    );
    expect(toIsoWithOffset(query.stay.arrival)).toBe('2026-12-01T10:00:00+01:00');
    expect(toIsoWithOffset(query.stay.departure)).toBe('2026-12-05T18:30:00+01:00');
  });

  it('falls back to the defaults (next full hour, + 7 days) for garbage', () => {
    const query = parseListingQuery(q('arrivalAt=jutro&departureAt=2026-13-45T99:00'), NOW);
    expect(query.stay.arrival.toISOString()).toBe('2026-11-23T10:00:00.000Z');
    expect(query.stay.departure.toISOString()).toBe('2026-11-30T10:00:00.000Z');
  });

  it('defaults when the dates are missing', () => {
    const query = parseListingQuery(q(''), NOW);
    expect(query).toEqual({
      filters: [],
      sort: 'price',
      page: 1,
      stay: { arrival: new Date('2026-11-23T10:00:00Z'), departure: new Date('2026-11-30T10:00:00Z') },
    });
  });

  it('moves a departure not after arrival to arrival + 7 days', () => {
    const query = parseListingQuery(
      q('arrivalAt=2026-12-10T12:00:00%2B01:00&departureAt=2026-12-01T12:00:00%2B01:00'),
      NOW,
    );
    expect(toIsoWithOffset(query.stay.departure)).toBe('2026-12-17T12:00:00+01:00');
  });

  it('moves a departure more than a year after arrival to arrival + 7 days (the API refuses it)', () => {
    const query = parseListingQuery(
      q('arrivalAt=2026-12-10T12:00:00%2B01:00&departureAt=2029-01-01T12:00:00%2B01:00'),
      NOW,
    );
    expect(toIsoWithOffset(query.stay.departure)).toBe('2026-12-17T12:00:00+01:00');
  });

  it('raises a past arrival to the next full hour', () => {
    const query = parseListingQuery(q('arrivalAt=2020-01-01T12:00:00Z&departureAt=2020-01-03T12:00:00Z'), NOW);
    expect(query.stay.arrival.toISOString()).toBe('2026-11-23T10:00:00.000Z');
    expect(query.stay.departure.toISOString()).toBe('2026-11-30T10:00:00.000Z');
  });
});

describe('canonical URL', () => {
  const view = toQueryView(
    parseListingQuery(
      q(
        'filters=service-2&filters=security-5&sort=rating_desc&page=3&arrivalAt=2026-12-01T10:00:00%2B01:00&departureAt=2026-12-05T10:00:00%2B01:00',
      ),
      NOW,
    ),
  );

  it('writes filters as a JSON array, sort, dates and page', () => {
    const params = listingSearchParams(view);
    expect(params.get('filters')).toBe('["service-2","security-5"]');
    expect(params.get('sort')).toBe('rating_desc');
    expect(params.get('arrivalAt')).toBe('2026-12-01T10:00:00+01:00');
    expect(params.get('departureAt')).toBe('2026-12-05T10:00:00+01:00');
    expect(params.get('page')).toBe('3');
  });

  it('omits sort when price, filters when none and page when 1', () => {
    const params = listingSearchParams({ ...view, filters: [], sort: 'price', page: 1 });
    expect([...params.keys()]).toEqual(['arrivalAt', 'departureAt']);
  });

  it('round-trips through the parser', () => {
    const href = listingHref('warszawa-chopin', { ...view, page: 4 });
    expect(href.startsWith('/parking-lotnisko-warszawa-chopin/?')).toBe(true);
    const again = toQueryView(parseListingQuery(new URL(href, 'http://x').searchParams, NOW));
    expect(again).toEqual({ ...view, page: 4 });
  });
});

describe('offer count', () => {
  it.each([
    [0, 'Mamy dla Ciebie 0 ofert parkingów!'],
    [1, 'Mamy dla Ciebie 1 ofertę parkingu!'],
    [2, 'Mamy dla Ciebie 2 oferty parkingów!'],
    [4, 'Mamy dla Ciebie 4 oferty parkingów!'],
    [5, 'Mamy dla Ciebie 5 ofert parkingów!'],
    [12, 'Mamy dla Ciebie 12 ofert parkingów!'],
    [22, 'Mamy dla Ciebie 22 oferty parkingów!'],
    [25, 'Mamy dla Ciebie 25 ofert parkingów!'],
  ])('%i → %s', (count, text) => {
    expect(offerCountText(count)).toBe(text);
  });
});
