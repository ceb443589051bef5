// The parking detail route over HTTP: the real production server and the embedded API on an
// in-memory database, hit with plain fetch (HTML, and ?_data= JSON as testers use it).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parkingClosedDays, parkings } from '../../backend/db/schema';
import type { Backend } from '../../backend/index';
import { addDaysToKey, addWarsawDays, atWarsawTime, dateKey, toIsoWithOffset } from '../../core/warsaw-time';
import { nextSpringForward, springForwardBookable } from '../fixtures/clock-change';
import { formatAmount } from '~/lib/format';
import { STAY_CORRECTION_NOTICES } from '~/lib/search-state';
import { startBackend } from '../backend/harness';
import { interceptedBackend, startTestServer, type TestServer } from '../setup/server-harness';

const ROUTE_ID = 'routes/$airportSlug.$parkingSlug';
const WAW = '/parking-lotnisko-warszawa-chopin';

let real: Backend;
let server: TestServer;
/** API paths (with query) answered with a 500 instead of reaching the backend. */
const failing: RegExp[] = [];

beforeAll(async () => {
  real = await startBackend();
  const backend = interceptedBackend(real, (request) => {
    const url = new URL(request.url);
    const target = decodeURIComponent(url.pathname + url.search);
    return failing.some((pattern) => pattern.test(target))
      ? Response.json({ errors: [{ message: 'Awaria testowa' }] }, { status: 500 })
      : null;
  });
  server = await startTestServer({ backend });
});
afterAll(async () => {
  await server?.close();
});

const get = (path: string) => fetch(`${server.url}${path}`, { redirect: 'manual' });

/** A stay starting `fromToday` days ahead at 12:00 Warsaw time, `days` long (relative, so it never goes stale). */
function stay(fromToday: number, days: number) {
  const first = addDaysToKey(dateKey(new Date()), fromToday);
  return {
    arrivalAt: toIsoWithOffset(atWarsawTime(first, '12:00')),
    departureAt: toIsoWithOffset(atWarsawTime(addDaysToKey(first, days), '12:00')),
  };
}
const withStay = (path: string, s: { arrivalAt: string; departureAt: string }, extra: Record<string, string> = {}) =>
  `${path}?${new URLSearchParams({ ...s, ...extra })}`;
const dataUrl = (url: string) => `${url}${url.includes('?') ? '&' : '?'}_data=${encodeURIComponent(ROUTE_ID)}`;

async function parkingId(slug: string): Promise<number> {
  const [row] = await real.database.db.select({ id: parkings.id }).from(parkings).where(eq(parkings.slug, slug));
  return row.id;
}

const ViewSchema = z.object({
  parking: z.object({
    id: z.string(),
    name: z.string(),
    isActive: z.boolean(),
    airport: z.object({ slug: z.string(), name: z.string() }),
    gallery: z.array(z.object({ url: z.string(), alt: z.string() })),
    coordinates: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
  }),
  stay: z.object({ arrivalAt: z.string(), departureAt: z.string() }).nullable(),
  days: z.number(),
  quote: z.discriminatedUnion('status', [
    z.object({ status: z.literal('none') }),
    z.object({ status: z.literal('error') }),
    z.object({
      status: z.literal('ok'),
      total: z.object({ amount: z.number(), currency: z.string() }),
      days: z.number(),
    }),
  ]),
  hasUnavailableDay: z.boolean(),
  unavailableDays: z.array(z.string()),
  perDayPrices: z.array(z.object({ days: z.number(), price: z.object({ amount: z.number(), currency: z.string() }) })),
  addons: z.array(z.object({ name: z.string() })),
  reviews: z.array(z.object({ reviewerName: z.string(), relativeDate: z.string(), rating: z.number() })),
  reviewsShown: z.number(),
  airportHref: z.string(),
  reservationHref: z.string().nullable(),
  seo: z.object({ title: z.string(), description: z.string() }),
  jsonLd: z.object({ '@type': z.literal('ParkingFacility') }),
});

async function view(url: string) {
  const response = await get(dataUrl(url));
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('application/json');
  return ViewSchema.parse(await response.json());
}

async function apiPrice(id: number, s: { arrivalAt: string; departureAt: string }): Promise<number> {
  const response = await get(`/api/v1/products/parking/${id}/price?${new URLSearchParams(s)}`);
  return z.object({ price: z.object({ amount: z.number() }) }).parse(await response.json()).price.amount;
}

/** The visible text of an HTML page, roughly (tags dropped, entities for the few characters we use). */
function text(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ');
}

describe('a bookable parking with dates', () => {
  const path = `${WAW}/okecie-park/`;
  const s = stay(14, 3);

  it('renders the price and a booking link to checkout (HTML)', async () => {
    const id = await parkingId('okecie-park');
    const price = await apiPrice(id, s);
    const response = await get(withStay(path, s));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    const page = text(html);
    expect(page).toContain('Parking Okęcie Park');
    expect(page).toContain(`Zarezerwuj za ${formatAmount(price)} PLN`);
    expect(page).toContain('Cena za 3 dni');
    const checkout = `/rezerwacja/?${new URLSearchParams({ parkingId: String(id), ...s })}`;
    expect(html).toContain(`href="${checkout.replace(/&/g, '&amp;')}"`);
    // Breadcrumb back to the airport listing with the same dates.
    expect(html).toContain(`href="${`${WAW}/?${new URLSearchParams(s)}`.replace(/&/g, '&amp;')}"`);
    expect(page).toContain('Parking Warszawa-Chopin');
  });

  it('answers ?_data= with the view model only', async () => {
    const id = await parkingId('okecie-park');
    const data = await view(withStay(path, s));
    expect(data.parking).toMatchObject({ id: String(id), name: 'Parking Okęcie Park', isActive: true });
    expect(data.stay).toEqual(s);
    expect(data.days).toBe(3);
    expect(data.quote).toMatchObject({
      status: 'ok',
      total: { amount: await apiPrice(id, s), currency: 'PLN' },
      days: 3,
    });
    expect(data.reservationHref).toBe(`/rezerwacja/?${new URLSearchParams({ parkingId: String(id), ...s })}`);
    expect(data.perDayPrices.map((p) => p.days)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
    expect(data.addons.length).toBeGreaterThan(0);
    expect(data.reviewsShown).toBeLessThanOrEqual(2);
    // Not the upstream record: no capacity, regulations or raw rating fields.
    const raw = await (await get(dataUrl(withStay(path, s)))).text();
    expect(raw).not.toMatch(/"capacity"|"parkingRegulations"|"parkolotRating"|"serviceTypes"/);
  });

  it('has meta tags, a map and safe JSON-LD', async () => {
    const html = await (await get(withStay(path, s))).text();
    expect(html).toMatch(/<title>Parking Okęcie Park – parking przy lotnisku Warszawa-Chopin \| Parkolot<\/title>/);
    expect(html).toMatch(/<meta property="og:image" content="http:\/\/[^"]+\/images\/share\/parkings\/[^"]+\.png"/);
    expect(html).toMatch(
      /<iframe[^>]+title="Mapa: Parking Okęcie Park"[^>]+src="https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=[^"]+marker=/,
    );
    const ld = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(ld).toBeDefined();
    const json = z
      .object({
        '@type': z.literal('ParkingFacility'),
        name: z.string(),
        address: z.object({ streetAddress: z.string() }),
        geo: z.object({ latitude: z.number(), longitude: z.number() }),
        aggregateRating: z.object({ ratingValue: z.number(), reviewCount: z.number() }),
        offers: z.object({ price: z.string(), priceCurrency: z.literal('PLN') }),
      })
      .parse(JSON.parse(ld ?? ''));
    expect(json.name).toBe('Parking Okęcie Park');
  });
});

describe('without dates', () => {
  it("asks for dates: 'Wybierz daty aby kontynuować', no checkout link", async () => {
    const path = `${WAW}/okecie-park/`;
    const html = await (await get(path)).text();
    expect(text(html)).toContain('Wybierz daty aby kontynuować');
    expect(html).not.toContain('/rezerwacja/?');
    const data = await view(path);
    expect(data.stay).toBeNull();
    expect(data.days).toBe(3);
    expect(data.quote).toEqual({ status: 'none' });
    expect(data.reservationHref).toBeNull();
    expect(data.perDayPrices).toHaveLength(16);
  });
});

describe('a stay longer than a year', () => {
  it('says why in Polish and prices arrival + 7 days, as the listing does, instead of a bare Błąd', async () => {
    const path = `${WAW}/okecie-park/`;
    const asked = stay(10, 400);
    const shortened = stay(10, 7);
    const id = await parkingId('okecie-park');
    const price = await apiPrice(id, shortened);

    const page = text(await (await get(withStay(path, asked))).text());
    expect(page).toContain(STAY_CORRECTION_NOTICES['too-long']);
    expect(STAY_CORRECTION_NOTICES['too-long']).toMatch(/najwyżej 365 dni/);
    expect(page).toContain(`Zarezerwuj za ${formatAmount(price)} PLN`);
    expect(page).toContain('Cena za 7 dni');
    expect(page).not.toMatch(/\bBłąd\b/);

    const data = await view(withStay(path, asked));
    expect(data.stay && Date.parse(data.stay.departureAt)).toBe(Date.parse(shortened.departureAt));
    expect(data.quote.status).toBe('ok');
    // The listing takes the same rule: it moves to the corrected dates (decision 0025), whose cards are
    // priced for the same 7 days.
    const moved = await get(withStay(`${WAW}/`, asked));
    expect(moved.status).toBe(302);
    const target = new URL(moved.headers.get('location') ?? '', server.url);
    expect(Date.parse(target.searchParams.get('departureAt') ?? '')).toBe(Date.parse(shortened.departureAt));
    const listing = text(await (await get(`${target.pathname}${target.search}`)).text());
    expect(listing).toContain('Ceny za cały pobyt: 7 dni');
  });

  it('says nothing for a stay within the year', async () => {
    const page = text(await (await get(withStay(`${WAW}/okecie-park/`, stay(10, 300)))).text());
    expect(page).not.toContain(STAY_CORRECTION_NOTICES['too-long']);
  });
});

describe('an old link', () => {
  it("past dates: the page prices the next full hour + 7 days and says why (the listing's words)", async () => {
    const path = `${WAW}/okecie-park/`;
    const page = text(await (await get(withStay(path, stay(-20, 5)))).text());
    expect(page).toContain(STAY_CORRECTION_NOTICES.past);
    expect(page).toContain('Cena za 7 dni');
    const data = await view(withStay(path, stay(-20, 5)));
    expect(data.stay && Date.parse(data.stay.arrivalAt) - Date.now()).toBeLessThanOrEqual(60 * 60 * 1000);
  });

  it('a past arrival without a departure: the same words', async () => {
    const { arrivalAt } = stay(-20, 5);
    const page = text(await (await get(`${WAW}/okecie-park/?${new URLSearchParams({ arrivalAt })}`)).text());
    expect(page).toContain(STAY_CORRECTION_NOTICES.past);
  });

  it('says nothing for the stay it asks for', async () => {
    const page = text(await (await get(withStay(`${WAW}/okecie-park/`, stay(10, 3)))).text());
    for (const notice of Object.values(STAY_CORRECTION_NOTICES)) expect(page).not.toContain(notice);
  });
});

describe('unavailable days', () => {
  it("shows 'Termin niedostępny' when the range holds a closed day", async () => {
    const id = await parkingId('parking-krakowiakow');
    const closed = addDaysToKey(dateKey(new Date()), 21);
    await real.database.db.insert(parkingClosedDays).values({ parkingId: id, day: closed });
    const path = `${WAW}/parking-krakowiakow/`;

    const blocked = stay(20, 3);
    const html = await (await get(withStay(path, blocked))).text();
    expect(text(html)).toContain('Termin niedostępny');
    expect(html).not.toContain('/rezerwacja/?');
    const data = await view(withStay(path, blocked));
    expect(data.hasUnavailableDay).toBe(true);
    expect(data.unavailableDays).toContain(closed);
    expect(data.reservationHref).toBeNull();

    // A stay next to it is bookable.
    const free = await view(withStay(path, stay(22, 3)));
    expect(free.hasUnavailableDay).toBe(false);
    expect(free.reservationHref).toMatch(/^\/rezerwacja\/\?parkingId=/);
  });
});

describe('an inactive parking', () => {
  it("is shown with 'Parking nieaktywny' and cannot be booked", async () => {
    const path = withStay(`${WAW}/parking-wirazowa/`, stay(10, 2));
    const response = await get(path);
    expect(response.status).toBe(200);
    const page = text(await response.text());
    expect(page).toContain('Parking Wirażowa');
    expect(page).toContain('Parking nieaktywny');
    expect(page).toContain('Ten parking nie ma jeszcze żadnych opinii.');
    const data = await view(path);
    expect(data.parking.isActive).toBe(false);
    expect(data.reservationHref).toBeNull();
  });
});

describe('not found', () => {
  it.each([
    ['a parking under another airport', '/parking-lotnisko-krakow-balice/okecie-park/'],
    ['an unknown parking', `${WAW}/nie-ma-takiego-parkingu/`],
    ['an unknown airport', '/parking-lotnisko-atlantyda/okecie-park/'],
    ['a slug that cannot be a slug', `${WAW}/%3Cscript%3E/`],
  ])('%s → 404 with the spec message', async (_, path) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    const page = text(await response.text());
    expect(page).toContain('Wystąpił błąd');
    expect(page).toContain('Nie mogliśmy załadować danych parkingu.');
  });

  it('a first segment without the prefix is no parking page: the generic 404 (spec §2 prefix rule)', async () => {
    const response = await get('/lotnisko-warszawa-chopin/okecie-park/');
    expect(response.status).toBe(404);
    const page = text(await response.text());
    expect(page).toContain('Oops! Page not found');
    expect(page).not.toContain('Nie mogliśmy załadować danych parkingu.');
  });

  it('answers 404 to ?_data= as well', async () => {
    const response = await get(dataUrl('/parking-lotnisko-krakow-balice/okecie-park/'));
    expect(response.status).toBe(404);
  });
});

describe('the no-JS booking form', () => {
  it('redirects the date fields to canonical arrivalAt/departureAt', async () => {
    const first = addDaysToKey(dateKey(new Date()), 30);
    const last = addDaysToKey(first, 4);
    const path = `${WAW}/okecie-park/`;
    const response = await get(
      `${path}?${new URLSearchParams({ arrivalDate: first, arrivalTime: '08:30', departureDate: last, departureTime: '18:00' })}`,
    );
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location') ?? '', server.url);
    expect(location.pathname).toBe(path);
    expect([...location.searchParams.keys()].sort()).toEqual(['arrivalAt', 'departureAt']);
    expect(location.searchParams.get('arrivalAt')).toBe(toIsoWithOffset(atWarsawTime(first, '08:30')));
    expect(location.searchParams.get('departureAt')).toBe(toIsoWithOffset(atWarsawTime(last, '18:00')));

    const followed = await get(`${location.pathname}${location.search}`);
    expect(followed.status).toBe(200);
    expect(text(await followed.text())).toMatch(/Zarezerwuj za [\d\s,]+ PLN/);
  });

  it('dates the rules replace (a departure before the arrival): the page says why, as for a link', async () => {
    const first = addDaysToKey(dateKey(new Date()), 30);
    const path = `${WAW}/okecie-park/`;
    const response = await get(
      `${path}?${new URLSearchParams({ arrivalDate: first, arrivalTime: '10:00', departureDate: addDaysToKey(first, -3), departureTime: '18:00' })}`,
    );
    expect(response.status).toBe(302);
    const followed = await get(response.headers.get('location') ?? '');
    expect(followed.status).toBe(200);
    const page = text(await followed.text());
    expect(page).toContain(STAY_CORRECTION_NOTICES.departure);
    expect(page).toContain('Cena za 7 dni');
  });

  it('a past arrival typed without a departure: the page says why too', async () => {
    const response = await get(
      `${WAW}/okecie-park/?${new URLSearchParams({ arrivalDate: '2020-01-01', arrivalTime: '10:00', departureDate: '', departureTime: '10:00' })}`,
    );
    expect(response.status).toBe(302);
    const page = text(await (await get(response.headers.get('location') ?? '')).text());
    expect(page).toContain(STAY_CORRECTION_NOTICES.past);
  });

  it.skipIf(!springForwardBookable())(
    'a time typed into the hour the clocks skip in March: an hour later, and the page says why, once',
    async () => {
      const day = nextSpringForward();
      const path = `${WAW}/okecie-park/`;
      const typed = {
        arrivalDate: day,
        arrivalTime: '02:30',
        departureDate: addDaysToKey(day, 4),
        departureTime: '12:00',
      };
      const response = await get(`${path}?${new URLSearchParams(typed)}`);
      expect(response.status).toBe(302);
      const target = response.headers.get('location') ?? '';
      expect(new URL(target, server.url).searchParams.get('arrivalAt')).toBe(`${day}T03:30:00+02:00`);
      const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0];
      expect(cookie).toMatch(/^parkolot_termin=./);

      const told = await fetch(`${server.url}${target}`, { redirect: 'manual', headers: { cookie } });
      expect(told.status).toBe(200);
      expect(text(await told.text())).toContain(STAY_CORRECTION_NOTICES['clock-change']);
      expect(told.headers.get('cache-control')).toBe('private, no-store');
      expect(told.headers.get('set-cookie')).toMatch(
        /^parkolot_termin=; Max-Age=0; Path=\/parking-lotnisko-warszawa-chopin\/okecie-park\//,
      );

      // Without the cookie (cleared as it was shown): the ordinary, shared page.
      const again = await get(target);
      expect(again.headers.get('cache-control')).toContain('public');
      expect(text(await again.text())).not.toContain(STAY_CORRECTION_NOTICES['clock-change']);
    },
  );

  it("a listing's reason is not told on a car park page under it (its cookie reaches that path too)", async () => {
    const start = atWarsawTime(addDaysToKey(dateKey(new Date()), -10), '10:00');
    const old = { arrivalAt: toIsoWithOffset(start), departureAt: toIsoWithOffset(addWarsawDays(start, 4)) };
    const listing = await get(`${WAW}/?${new URLSearchParams(old)}`);
    expect(listing.status).toBe(302);
    const cookie = (listing.headers.get('set-cookie') ?? '').split(';')[0];
    expect(cookie).toMatch(/^parkolot_termin=./);
    const corrected = new URL(listing.headers.get('location') ?? '', server.url).search;
    const detail = await fetch(`${server.url}${WAW}/okecie-park/${corrected}`, {
      redirect: 'manual',
      headers: { cookie },
    });
    expect(detail.status).toBe(200);
    expect(text(await detail.text())).not.toContain(STAY_CORRECTION_NOTICES.past);
    expect(detail.headers.get('cache-control')).toContain('public');
  });

  it('an empty form clears the dates', async () => {
    const response = await get(
      `${WAW}/okecie-park/?arrivalDate=&arrivalTime=12%3A00&departureDate=&departureTime=12%3A00`,
    );
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`${WAW}/okecie-park/`);
  });
});

describe('reviews', () => {
  const path = `${WAW}/okecie-valet-premium/`;

  it('shows 2, and ?opinie=4 shows 4 with a link to the next 2', async () => {
    const first = await view(path);
    expect(first.reviews.length).toBeGreaterThanOrEqual(5);
    expect(first.reviewsShown).toBe(2);
    const firstHtml = await (await get(path)).text();
    expect(firstHtml.match(/aria-label="Opinia: /g)).toHaveLength(2);
    expect(firstHtml).toContain(`href="${path}?opinie=4#opinie"`);
    expect(text(firstHtml)).toContain('Opinie o Okęcie Valet Premium od klientów');

    const more = await view(`${path}?opinie=4`);
    expect(more.reviewsShown).toBe(4);
    const moreHtml = await (await get(`${path}?opinie=4`)).text();
    expect(moreHtml.match(/aria-label="Opinia: /g)).toHaveLength(4);
    expect(moreHtml).toContain(`href="${path}?opinie=6#opinie"`);
    expect(text(moreHtml)).toContain('Pokaż więcej opinii');
  });
});

describe('garbage input never breaks the page', () => {
  it.each([
    '?arrivalAt=garbage&departureAt=x',
    '?arrivalAt=2026-02-30T12:00:00%2B01:00&departureAt=2026-13-01T12:00:00Z',
    '?arrivalAt=1999-01-01T12:00:00Z&departureAt=1999-01-03T12:00:00Z',
    '?arrivalAt=9999-12-31T12:00:00Z&departureAt=9999-12-30T12:00:00Z',
    '?opinie=-5',
    '?opinie=abc',
    '?opinie=99999999999999999999999',
    '?opinie=4&opinie=5',
    '?arrivalDate=2026-13-45&arrivalTime=99:99&departureDate=x',
    '?arrivalDate[]=1&departureDate=%00',
    '?_data=nope',
  ])('%s', async (query) => {
    const response = await get(`${WAW}/okecie-park/${query}`);
    expect(response.status).toBeLessThan(500);
  });
});

describe('API failures', () => {
  it("renders 'Wystąpił błąd' with 502 when the parking cannot be loaded", async () => {
    failing.push(/where\[slug\]\[equals\]=chopin-parking-24/);
    try {
      const response = await get(`${WAW}/chopin-parking-24/`);
      expect(response.status).toBe(502);
      const page = text(await response.text());
      expect(page).toContain('Wystąpił błąd');
      expect(page).toContain('Nie mogliśmy załadować danych parkingu.');
    } finally {
      failing.length = 0;
    }
  });

  it("shows 'Błąd' when the price call fails and hides the per-day carousel when that call fails", async () => {
    const id = await parkingId('airpark-poleczki');
    failing.push(new RegExp(`/parking/${id}/price`), new RegExp(`/parking/${id}/pricing/per-day`));
    try {
      const path = withStay(`${WAW}/airpark-poleczki/`, stay(12, 4));
      const response = await get(path);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(text(html)).toContain('Błąd');
      expect(html).not.toContain('/rezerwacja/?');
      expect(html).not.toContain('id="ceny-lista"');
      const data = await view(path);
      expect(data.quote).toEqual({ status: 'error' });
      expect(data.perDayPrices).toEqual([]);
      expect(data.reservationHref).toBeNull();
    } finally {
      failing.length = 0;
    }
  });
});
