// The airport listing over HTTP: the real server and embedded API on an in-memory database, with
// extra car parks at WAW so the listing has three pages (16 seeded + 8 added = 24 parkings: 10 + 10 + 4).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Backend } from '../../backend/index';
import { addWarsawDays, atWarsawTime, dateKey, toIsoWithOffset } from '../../core/warsaw-time';
import { nextSpringForward, springForwardBookable } from '../fixtures/clock-change';
import { addWarsawTestParkings, startBackend } from '../backend/harness';
import { startTestServer, type TestServer } from '../setup/server-harness';

const PATH = '/parking-lotnisko-warszawa-chopin/';
const EXTRA_PARKINGS = 8;

// A stay two to five weeks ahead, 10:00 Warsaw time.
const arrival = atWarsawTime(dateKey(addWarsawDays(new Date(), 14)), '10:00');
const departure = addWarsawDays(arrival, 5);
const STAY = { arrivalAt: toIsoWithOffset(arrival), departureAt: toIsoWithOffset(departure) };

const OptionSchema = z.object({ value: z.string(), label: z.string() });
const CardSchema = z.looseObject({
  id: z.union([z.string(), z.number()]),
  name: z.string(),
  price: z.number(),
  distanceKm: z.number(),
  rating: z.object({ average: z.number(), count: z.number() }),
  available: z.boolean(),
  images: z.array(z.object({ url: z.string(), alt: z.string() })),
  securityFeatures: z.array(z.string()),
  bookingOptions: z.array(z.string()),
});
const ListingJsonSchema = z.object({
  kind: z.literal('listing'),
  listing: z.object({
    heading: z.string(),
    seo: z.object({ title: z.string(), description: z.string() }),
    query: z.object({
      filters: z.array(z.string()),
      sort: z.string(),
      page: z.number(),
      arrivalAt: z.string(),
      departureAt: z.string(),
    }),
    filters: z.union([
      z.object({
        status: z.literal('ok'),
        serviceTypes: z.array(OptionSchema),
        securityFeatures: z.array(OptionSchema),
      }),
      z.object({ status: z.literal('error') }),
    ]),
    listing: z.union([
      z.object({
        status: z.literal('ok'),
        total: z.number(),
        page: z.number(),
        hasNextPage: z.boolean(),
        parkings: z.array(CardSchema),
      }),
      z.object({ status: z.literal('error') }),
    ]),
  }),
});
type ListingJson = z.output<typeof ListingJsonSchema>;

let server: TestServer;
let backend: Backend;
const get = (path: string) => fetch(`${server.url}${path}`, { redirect: 'manual' });

function listingUrl(extra: Record<string, string | string[]> = {}, data = false): string {
  const params = new URLSearchParams(STAY);
  for (const [key, value] of Object.entries(extra)) {
    for (const v of Array.isArray(value) ? value : [value]) params.append(key, v);
  }
  if (data) params.set('_data', 'routes/$slug');
  return `${PATH}?${params}`;
}

async function json(extra: Record<string, string | string[]> = {}): Promise<ListingJson> {
  const response = await get(listingUrl(extra, true));
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('application/json');
  return ListingJsonSchema.parse(await response.json());
}

/** The result list of an answer that must have one. */
function result(data: ListingJson) {
  const { listing } = data.listing;
  if (listing.status !== 'ok') throw new Error('listing failed');
  return listing;
}

function filterLists(data: ListingJson) {
  const { filters } = data.listing;
  if (filters.status !== 'ok') throw new Error('filters failed');
  return filters;
}

/** The page text without React's text-joining comments. */
async function html(path: string): Promise<{ status: number; text: string }> {
  const response = await get(path);
  return { status: response.status, text: (await response.text()).replaceAll('<!-- -->', '') };
}

const ids = (data: ListingJson) => result(data).parkings.map((p) => p.id);

beforeAll(async () => {
  backend = await startBackend();
  await addWarsawTestParkings(backend, EXTRA_PARKINGS);
  server = await startTestServer({ backend });
});
afterAll(async () => {
  await server?.close();
});

describe('listing page (HTML)', () => {
  it('renders heading, count, cards, sort, filters and the next-page link', async () => {
    const { status, text } = await html(listingUrl());
    expect(status).toBe(200);
    expect(text).toContain('<h1');
    expect(text).toMatch(/<h1[^>]*>Parking przy lotnisku Warszawa-Chopin<\/h1>/);
    expect(text).toMatch(/Mamy dla Ciebie <strong[^>]*>24 oferty parkingów<\/strong>!/);
    expect(text.match(/<article /g)).toHaveLength(10);
    expect(text).toContain('Typ usługi');
    expect(text).toContain('Udogodnienia');
    expect(text).toContain('Pokaż wyniki');
    expect(text).toContain('Najbliżej lotniska');
    expect(text).toContain('Najtańsze');
    expect(text).toContain('Najwyżej oceniane');
    expect(text).toContain('km od lotniska');
    expect(text).toContain('min. transferu');
    expect(text).toMatch(/Cena za 5 dni/);
    expect(text).toMatch(/href="\/rezerwacja\/\?parkingId=\d+&amp;arrivalAt=/);
    const next = /<a[^>]*href="([^"]*page=2[^"]*)"[^>]*>Następna strona/.exec(text);
    expect(next).not.toBeNull();
    const nextUrl = new URL(next![1].replaceAll('&amp;', '&'), server.url);
    expect(nextUrl.pathname).toBe(PATH);
    expect(nextUrl.searchParams.get('arrivalAt')).toBe(STAY.arrivalAt);
    expect(nextUrl.searchParams.get('departureAt')).toBe(STAY.departureAt);
    expect(text).toMatch(/<title>Parking przy lotnisku Warszawa-Chopin[^<]*<\/title>/);
    expect(text).not.toContain('To wszystkie dostępne parkingi');
  });

  it('links each card name to the parking detail with the dates', async () => {
    const { text } = await html(listingUrl());
    expect(text).toMatch(
      /href="\/parking-lotnisko-warszawa-chopin\/[a-z0-9-]+\/\?arrivalAt=[^"]+&amp;departureAt=[^"]+"/,
    );
  });

  it('the last page shows the end message and a previous-page link, no next link', async () => {
    const { status, text } = await html(listingUrl({ page: '3' }));
    expect(status).toBe(200);
    expect(text.match(/<article /g)).toHaveLength(4);
    expect(text).toContain('To wszystkie dostępne parkingi');
    expect(text).toContain('Poprzednia strona');
    expect(text).not.toContain('Następna strona');
  });

  it('an unknown airport is a 404', async () => {
    expect((await get('/parking-lotnisko-atlantyda/')).status).toBe(404);
    expect((await get('/parking-lotnisko-atlantyda/?_data=routes/$slug')).status).toBe(404);
  });

  it('the no-JS airport selector redirects to the other airport, keeping the rest', async () => {
    const response = await get(listingUrl({ airport: 'KRK', filters: 'security-1', sort: 'distance' }));
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location') ?? '', server.url);
    expect(location.pathname).toBe('/parking-lotnisko-krakow-balice/');
    expect(location.searchParams.get('filters')).toBe('["security-1"]');
    expect(location.searchParams.get('sort')).toBe('distance');
    expect(location.searchParams.get('arrivalAt')).toBe(STAY.arrivalAt);
  });

  it.each([
    'filters=%5Bnope',
    'filters=%7B%22a%22%3A1%7D',
    'filters=service-999999',
    'filters=booking-0&filters=<script>',
    'sort=drop%20table',
    'page=-1',
    'page=abc',
    'page=99999999999',
    'page=500',
    'arrivalAt=yesterday&departureAt=2020-01-01',
    'arrivalAt=2026-02-30T10:00:00Z',
    'arrivalAt=9999-12-31T23:00:00Z&departureAt=9999-12-31T23:30:00Z',
    'departureAt=2020-01-01T00:00:00Z',
    'arrivalAt=%00&departureAt=%ZZ',
    'airport=XXX',
    'airport=',
  ])('never answers 500 for ?%s', async (query) => {
    // A page or dates the listing corrects are a redirect to the corrected URL, which answers 200.
    const response = await get(`${PATH}?${query}`);
    expect([200, 302]).toContain(response.status);
    const landing = response.status === 302 ? await get(response.headers.get('location') ?? '') : response;
    expect(landing.status).toBe(200);
    const data = await get(`${PATH}?${query}&_data=routes/$slug`);
    expect([200, 204]).toContain(data.status);
  });

  it('without dates, uses the corrected defaults', async () => {
    const response = await get(`${PATH}?_data=routes/$slug`);
    const body = ListingJsonSchema.parse(await response.json());
    expect(result(body).parkings.length).toBeGreaterThan(0);
    const days = (Date.parse(body.listing.query.departureAt) - Date.parse(body.listing.query.arrivalAt)) / 86_400_000;
    expect(days).toBe(7);
  });
});

describe('the page and dates in the URL are the ones shown', () => {
  /** The redirect of a listing URL: its status and the target's path and query. */
  async function redirectOf(path: string) {
    const response = await get(path);
    const location = new URL(response.headers.get('location') ?? '', server.url);
    return { status: response.status, location, params: location.searchParams };
  }

  it('a page past the last one redirects (302) to the last page, keeping the other parameters', async () => {
    const { status, location, params } = await redirectOf(listingUrl({ page: '999', sort: 'distance' }));
    expect(status).toBe(302);
    expect(location.pathname).toBe(PATH);
    expect(params.get('page')).toBe('3');
    expect(params.get('sort')).toBe('distance');
    expect(params.get('arrivalAt')).toBe(STAY.arrivalAt);
    expect(params.get('departureAt')).toBe(STAY.departureAt);
    // The last page itself is a page, not a redirect.
    expect((await get(`${location.pathname}${location.search}`)).status).toBe(200);
  });

  it('dates beyond the booking horizon (a year ahead) redirect to the default stay, which the checkout takes', async () => {
    const farArrival = addWarsawDays(new Date(), 400);
    const stays = [
      { arrivalAt: toIsoWithOffset(farArrival), departureAt: toIsoWithOffset(addWarsawDays(farArrival, 3)) },
      { arrivalAt: '9999-12-01T10:00:00Z', departureAt: '9999-12-04T10:00:00Z' },
    ];
    for (const stay of stays) {
      const { status, params } = await redirectOf(`${PATH}?${new URLSearchParams(stay)}`);
      expect(status).toBe(302);
      const shown = Date.parse(params.get('arrivalAt') ?? '');
      // The next full hour; the stay a week.
      expect(shown - Date.now()).toBeLessThanOrEqual(60 * 60 * 1000);
      expect(Date.parse(params.get('departureAt') ?? '') - shown).toBeGreaterThanOrEqual(7 * 86_400_000 - 3_600_000);
    }
  });

  it('with nothing to show, a page past the first redirects to page 1 (no page parameter)', async () => {
    const { status, params } = await redirectOf(listingUrl({ page: '2', filters: JSON.stringify(['security-999']) }));
    expect(status).toBe(302);
    expect(params.has('page')).toBe(false);
    expect(params.get('filters')).not.toBeNull();
  });

  it.each(['0', '-2', 'abc', '1.5'])('?page=%s redirects to page 1', async (page) => {
    const { status, location, params } = await redirectOf(listingUrl({ page, sort: 'rating_desc' }));
    expect(status).toBe(302);
    expect(location.pathname).toBe(PATH);
    expect(params.has('page')).toBe(false);
    expect(params.get('sort')).toBe('rating_desc');
  });

  it('an off-grid time redirects to the next 30-minute slot, which is what the page shows and prices', async () => {
    const day = dateKey(arrival);
    const offGrid = { arrivalAt: toIsoWithOffset(atWarsawTime(day, '10:17')), departureAt: STAY.departureAt };
    const { status, params } = await redirectOf(`${PATH}?${new URLSearchParams({ ...offGrid, sort: 'distance' })}`);
    expect(status).toBe(302);
    expect(params.get('arrivalAt')).toBe(toIsoWithOffset(atWarsawTime(day, '10:30')));
    expect(params.get('departureAt')).toBe(STAY.departureAt);
    expect(params.get('sort')).toBe('distance');
    const { text } = await html(`${PATH}?${params}`);
    expect(text).toContain('<option value="10:30" selected="">10:30</option>');
    expect(text).not.toContain('10:17');
  });

  it('a canonical URL is not redirected', async () => {
    expect((await get(listingUrl({ page: '2' }))).status).toBe(200);
  });
});

describe('an old link: the page says why its stay is not the one asked for, once', () => {
  /** Follows a listing URL's redirect as a browser does, carrying its cookie; the landing page's answer. */
  async function open(path: string) {
    const first = await get(path);
    expect(first.status).toBe(302);
    const cookie = first.headers.get('set-cookie');
    const target = first.headers.get('location') ?? '';
    const landing = await fetch(`${server.url}${target}`, {
      redirect: 'manual',
      headers: cookie ? { cookie: cookie.split(';')[0] } : {},
    });
    const text = (await landing.text()).replaceAll('<!-- -->', '');
    return { cookie, target, landing, text };
  }
  const days = (from: number, length: number) => {
    const start = addWarsawDays(atWarsawTime(dateKey(new Date()), '10:00'), from);
    return { arrivalAt: toIsoWithOffset(start), departureAt: toIsoWithOffset(addWarsawDays(start, length)) };
  };

  it('past dates: the corrected stay with the reason, not kept by any cache, and the reason cleared', async () => {
    const { cookie, target, landing, text } = await open(`${PATH}?${new URLSearchParams(days(-10, 4))}`);
    expect(cookie).toMatch(
      /^parkolot_termin=[^;]+;.*Max-Age=60;.*Path=\/parking-lotnisko-warszawa-chopin\/;.*HttpOnly/,
    );
    expect(landing.status).toBe(200);
    expect(text).toContain('Wybrany termin przyjazdu już minął – pokazujemy ceny od najbliższej pełnej godziny');
    expect(landing.headers.get('cache-control')).toBe('private, no-store');
    expect(landing.headers.get('set-cookie')).toMatch(
      /^parkolot_termin=; Max-Age=0; Path=\/parking-lotnisko-warszawa-chopin\//,
    );

    // Opened again without the cookie (as the browser now holds it): the ordinary, shared page.
    const again = await get(target);
    expect(again.headers.get('cache-control')).toContain('public');
    expect(await again.text()).not.toContain('pokazujemy ceny');
  });

  it('a past arrival without a departure: the corrected stay in the address, with the reason', async () => {
    const { target, text } = await open(`${PATH}?${new URLSearchParams({ arrivalAt: days(-10, 4).arrivalAt })}`);
    const params = new URL(target, server.url).searchParams;
    expect(Date.parse(params.get('arrivalAt') ?? '')).toBeGreaterThan(Date.now());
    expect(params.get('departureAt')).not.toBeNull();
    expect(text).toContain('Wybrany termin przyjazdu już minął – pokazujemy ceny od najbliższej pełnej godziny');
  });

  it.each([
    ['a departure before the arrival', days(5, -1), 'Wybrana data wyjazdu nie pasowała do przyjazdu'],
    ['a stay over the priced limit', days(5, 400), 'Rezerwacja może obejmować najwyżej 365 dni'],
    ['an arrival beyond the booking horizon', days(400, 3), 'Wybrany przyjazd wypada później, niż można dziś'],
  ])('%s: the reason, above the search form', async (_, stay, reason) => {
    const { text } = await open(`${PATH}?${new URLSearchParams(stay)}`);
    expect(text).toContain(reason);
    expect(text.indexOf(reason)).toBeLessThan(text.indexOf('Zmień daty pobytu'));
  });

  it('dates typed into the search form without JS (via /parking/): the same reason on the listing', async () => {
    const { arrivalAt } = days(5, 3);
    const typed = new URLSearchParams({
      airport: 'WAW',
      arrivalDate: arrivalAt.slice(0, 10),
      arrivalTime: '10:00',
      departureDate: days(3, 0).arrivalAt.slice(0, 10),
      departureTime: '18:00',
    });
    const form = await get(`/parking/?${typed}`);
    expect(form.status).toBe(302);
    const cookie = form.headers.get('set-cookie');
    expect(cookie).toMatch(/^parkolot_termin=[^;]+;.*Path=\/parking-lotnisko-warszawa-chopin\//);
    const landing = await fetch(`${server.url}${form.headers.get('location') ?? ''}`, {
      redirect: 'manual',
      headers: { cookie: (cookie ?? '').split(';')[0] },
    });
    expect(landing.status).toBe(200);
    expect(await landing.text()).toContain('Wybrana data wyjazdu nie pasowała do przyjazdu');
  });

  it.skipIf(!springForwardBookable())(
    'a time typed without JS into the hour the clocks skip in March: an hour later, and why',
    async () => {
      const day = nextSpringForward();
      const typed = new URLSearchParams({ airport: 'WAW', arrivalDate: day, arrivalTime: '02:30' });
      const { target, text } = await open(`/parking/?${typed}`);
      expect(new URL(target, server.url).searchParams.get('arrivalAt')).toBe(`${day}T03:30:00+02:00`);
      expect(text).toContain('W nocy zmiany czasu na letni zegarki przestawia się z 02:00 na 03:00');
    },
  );

  it('an off-grid time rounded to its slot is no reason: no cookie, no notice', async () => {
    const stay = days(5, 3);
    const offGrid = { ...stay, arrivalAt: stay.arrivalAt.replace('T10:00', 'T10:17') };
    const { cookie, text } = await open(`${PATH}?${new URLSearchParams(offGrid)}`);
    expect(cookie).toBeNull();
    expect(text).not.toContain('pokazujemy ceny');
  });

  it('a reason for another stay (the traveller searched again within the minute) is not shown', async () => {
    const first = await get(`${PATH}?${new URLSearchParams(days(-10, 4))}`);
    const cookie = (first.headers.get('set-cookie') ?? '').split(';')[0];
    const other = await fetch(`${server.url}${PATH}?${new URLSearchParams(days(6, 2))}`, { headers: { cookie } });
    expect(await other.text()).not.toContain('pokazujemy ceny');
    expect(other.headers.get('cache-control')).toContain('public');
  });
});

describe('listing data (?_data=routes/$slug)', () => {
  it('answers the view model: first page of 10, total and next page', async () => {
    const data = await json();
    expect(data.kind).toBe('listing');
    expect(data.listing.heading).toBe('Parking przy lotnisku Warszawa-Chopin');
    expect(data.listing.query).toEqual({ filters: [], sort: 'price', page: 1, ...STAY });
    expect(data.listing.listing).toMatchObject({ status: 'ok', total: 24, page: 1, hasNextPage: true });
    expect(result(data).parkings).toHaveLength(10);
    // Only the fields the card shows reach the browser.
    expect(Object.keys(result(data).parkings[0]).sort()).toEqual(
      [
        'available',
        'bookingOptions',
        'currency',
        'distanceKm',
        'id',
        'images',
        'isTopTier',
        'name',
        'originalPrice',
        'price',
        'pricePerDay',
        'rating',
        'securityFeatures',
        'slug',
        'transferMinutes',
      ].sort(),
    );
    for (const card of result(data).parkings) {
      expect(card.securityFeatures.length).toBeLessThanOrEqual(3);
      expect(card.bookingOptions.length).toBeGreaterThan(0);
      expect(card.bookingOptions.length).toBeLessThanOrEqual(3);
      expect(card.images.length).toBeGreaterThan(0);
    }
  });

  it("shows a car park's photos as their raster card pictures, not the full-size originals", async () => {
    const cards = result(await json()).parkings.filter((card) => card.name !== 'Raszyn Airport Parking');
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards)
      for (const image of card.images)
        expect(image.url, card.name).toMatch(/^\/images\/card\/parkings\/parking-\d+\.webp$/);
    const page = await html(listingUrl());
    expect(page.text).toContain(`src="${cards[0].images[0].url}"`);
    expect(page.text).not.toMatch(/src="\/images\/(parkings|stock)\//);
    const picture = await get(cards[0].images[0].url);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/webp');
  });

  it('falls back to the 3 stock photos for a parking without a gallery', async () => {
    const pages = await Promise.all(['1', '2', '3'].map((page) => json({ sort: 'distance', page })));
    const all = pages.flatMap((data) => result(data).parkings);
    const raszyn = all.find((p) => p.name === 'Raszyn Airport Parking');
    expect(raszyn?.images).toEqual([
      { url: '/images/card/stock/parking-stock-1.webp', alt: 'Parking przy lotnisku' },
      { url: '/images/card/stock/parking-stock-2.webp', alt: 'Parking przy lotnisku' },
      { url: '/images/card/stock/parking-stock-3.webp', alt: 'Parking przy lotnisku' },
    ]);
  });

  it('pages through every parking exactly once', async () => {
    const pages = [await json(), await json({ page: '2' }), await json({ page: '3' })];
    expect(pages.map((p) => result(p).parkings.length)).toEqual([10, 10, 4]);
    expect(pages.map((p) => result(p).hasNextPage)).toEqual([true, true, false]);
    const all = pages.flatMap(ids);
    expect(new Set(all).size).toBe(24);
  });

  it('sort orders really differ and follow their key', async () => {
    const byPrice = await json();
    const byDistance = await json({ sort: 'distance' });
    const byRating = await json({ sort: 'rating_desc' });
    expect(byDistance.listing.query.sort).toBe('distance');
    expect(byRating.listing.query.sort).toBe('rating_desc');
    expect(ids(byPrice)).not.toEqual(ids(byDistance));
    expect(ids(byPrice)).not.toEqual(ids(byRating));
    expect(ids(byDistance)).not.toEqual(ids(byRating));

    const available = (data: ListingJson) => result(data).parkings.filter((p) => p.available);
    const prices = available(byPrice).map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const distances = available(byDistance).map((p) => p.distanceKm);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    // Re-sorted by average rating over the whole page (spec §4).
    const ratings = result(byRating).parkings.map((p) => p.rating.average);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
  });

  it('an unknown sort is price, and price is omitted from links', async () => {
    const data = await json({ sort: 'cheapest' });
    expect(data.listing.query.sort).toBe('price');
    expect(ids(data)).toEqual(ids(await json()));
    const { text } = await html(listingUrl({ sort: 'price' }));
    expect(text).not.toMatch(/href="[^"]*sort=price/);
  });

  it('filters narrow the results, in the JSON and in the no-JS form shape alike', async () => {
    const all = await json();
    const { securityFeatures, serviceTypes } = filterLists(all);
    expect(serviceTypes.length).toBeGreaterThan(0);
    expect(serviceTypes.every((o) => o.value.startsWith('service-'))).toBe(true);
    expect(securityFeatures.every((o) => o.value.startsWith('security-'))).toBe(true);

    const plates = securityFeatures.find((o) => o.label === 'Odczyt tablic rejestracyjnych');
    expect(plates).toBeDefined();
    const filtered = await json({ filters: JSON.stringify([plates!.value]) });
    expect(filtered.listing.query.filters).toEqual([plates!.value]);
    expect(result(filtered).total).toBeGreaterThan(0);
    expect(result(filtered).total).toBeLessThan(result(all).total);

    const repeated = await json({ filters: [plates!.value] });
    expect(ids(repeated)).toEqual(ids(filtered));

    const covered = serviceTypes.find((o) => o.label === 'Parking kryty');
    const both = await json({ filters: [plates!.value, covered!.value] });
    expect(result(both).total).toBeLessThan(result(filtered).total);
  });

  it('an impossible filter combination gives the empty state', async () => {
    const data = await json({ filters: JSON.stringify(['security-999']) });
    expect(data.listing.listing).toMatchObject({ status: 'ok', total: 0, parkings: [], hasNextPage: false });
    const { text } = await html(listingUrl({ filters: JSON.stringify(['security-999']) }));
    expect(text).toContain('Nie znaleziono parkingów z zastosowanymi filtrami.');
    expect(text).toContain('Wyczyść filtry');
    expect(text).toContain('Mamy dla Ciebie <strong class="font-bold text-blue-700">0 ofert parkingów</strong>!');
  });

  it('keeps the filters and sort in the next-page link', async () => {
    const { text } = await html(listingUrl({ sort: 'distance', filters: 'security-1' }));
    const next = /<a[^>]*href="([^"]*)"[^>]*>Następna strona/.exec(text);
    expect(next).not.toBeNull();
    const url = new URL(next![1].replaceAll('&amp;', '&'), server.url);
    expect(url.searchParams.get('page')).toBe('2');
    expect(url.searchParams.get('sort')).toBe('distance');
    expect(url.searchParams.get('filters')).toBe('["security-1"]');
  });
});

describe('upstream failures', () => {
  let broken: TestServer;
  const failing = new Set<string>();

  beforeAll(async () => {
    const real = await startBackend();
    broken = await startTestServer({
      backend: {
        fetch: (request) => {
          const { pathname } = new URL(request.url);
          if ([...failing].some((path) => pathname.startsWith(path))) {
            return Promise.resolve(Response.json({ errors: [{ message: 'boom' }] }, { status: 500 }));
          }
          return real.fetch(request);
        },
        isReady: () => real.isReady(),
        close: () => real.close(),
      },
    });
  });
  afterAll(async () => {
    await broken?.close();
  });

  const page = async (path: string) => {
    const response = await fetch(`${broken.url}${path}`);
    return { status: response.status, text: (await response.text()).replaceAll('<!-- -->', '') };
  };

  it('the airport list failing (an upstream 500) is a 502 bad gateway, not a 500', async () => {
    failing.add('/api/airports');
    try {
      expect((await page('/parking-lotnisko-gdansk/')).status).toBe(502);
    } finally {
      failing.clear();
    }
  });

  it('filter lists failing: the filter error state, the list still shows (200)', async () => {
    failing.add('/api/security-features');
    try {
      const { status, text } = await page(listingUrl());
      expect(status).toBe(200);
      expect(text).toContain('Nie udało się załadować filtrów');
      expect(text).toContain('Spróbuj odświeżyć stronę');
      expect(text.match(/<article /g)?.length).toBeGreaterThan(0);
    } finally {
      failing.clear();
    }
  });

  it('the listing call failing: the Polish error state with a retry link (200)', async () => {
    failing.add('/api/v1/products/parking/listing');
    try {
      const { status, text } = await page(listingUrl());
      expect(status).toBe(200);
      expect(text).toContain('Nie udało się załadować parkingów.');
      expect(text).toMatch(
        /<a[^>]*href="\/parking-lotnisko-warszawa-chopin\/\?arrivalAt=[^"]*"[^>]*>Spróbuj ponownie<\/a>/,
      );
      expect(text).not.toContain('<article ');
      const data = await fetch(`${broken.url}${listingUrl({}, true)}`);
      expect(data.status).toBe(200);
      expect(ListingJsonSchema.parse(await data.json()).listing.listing).toEqual({ status: 'error' });
    } finally {
      failing.clear();
    }
  });
});
