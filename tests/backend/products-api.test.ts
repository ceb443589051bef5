import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { airports, parkingClosedDays, parkings } from '../../backend/db/schema';
import type { Backend } from '../../backend/index';
import { addDaysToKey, dateKey, daysBetweenKeys } from '../../core/warsaw-time';
import { call, daysFromNow, parkingWithCapacity } from './harness';
import { startBackend } from './harness';

let backend: Backend;
beforeAll(async () => {
  backend = await startBackend();
});
afterAll(() => backend.close());

type Money = { amount: number; currency: string };
type Item = {
  content: {
    id: number;
    name: string;
    slug: string;
    rating: { average: number };
    location: { distanceFromAirport: number };
    securityFeatures: { id: number }[];
    gallery: unknown;
  };
  pricing: { price: Money; pricePerDay: Money; totalDiscounts: Money };
  available: boolean;
};
type Listing = { parkings: Item[]; total: number; page: number; hasNextPage: boolean };

const week = { arrivalAt: daysFromNow(7), departureAt: daysFromNow(14) };
const listing = async (query: string) => {
  const r = await call(backend, `/api/v1/products/parking/listing?${query}`);
  expect(r.status, r.text).toBe(200);
  return r.body as Listing;
};
const base = `airportCode=WAW&arrivalAt=${encodeURIComponent(week.arrivalAt)}&departureAt=${encodeURIComponent(week.departureAt)}`;

describe('listing', () => {
  it('lists the WAW car parks for next week with prices, cheapest first', async () => {
    const body = await listing(`${base}&limit=100`);
    expect(body.total).toBeGreaterThanOrEqual(3);
    expect(body.parkings).toHaveLength(body.total);
    const available = body.parkings.filter((p) => p.available);
    const prices = available.map((p) => p.pricing.price.amount);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    for (const p of body.parkings) {
      expect(p.pricing.price.currency).toBe('PLN');
      expect(p.pricing.price.amount).toBeGreaterThan(0);
      expect(p.pricing.pricePerDay.amount).toBeCloseTo(p.pricing.price.amount / 7, 1);
      expect(p.content).toMatchObject({ airport: { code: 'WAW' } });
    }
  });

  it('gives each photo of a car park only its card picture (sizes.card), the detail document its share image too', async () => {
    const body = await listing(`${base}&limit=100`);
    const GalleryItem = z.object({
      image: z.object({
        url: z.string(),
        sizes: z.record(z.string(), z.object({ url: z.string(), mimeType: z.string() })).optional(),
      }),
    });
    const photos = body.parkings.flatMap((p) => z.array(GalleryItem).parse(p.content.gallery));
    expect(photos.length).toBeGreaterThan(10);
    for (const { image } of photos) {
      expect(Object.keys(image.sizes ?? {}), image.url).toEqual(['card']);
      expect(image.sizes?.card).toMatchObject({
        url: expect.stringMatching(/^\/images\/card\/.+\.webp$/),
        mimeType: 'image/webp',
      });
    }
    const detail = await call(backend, `/api/parking/${body.parkings[0].content.id}`);
    const [first] = z.object({ gallery: z.array(GalleryItem) }).parse(detail.body).gallery;
    expect(Object.keys(first.image.sizes ?? {}).sort()).toEqual(['card', 'og']);

    // Photos stored with no usable `sizes` (null, or a share image only) list without any.
    const [krk] = await backend.database.db
      .select({ id: parkings.id })
      .from(parkings)
      .innerJoin(airports, eq(airports.id, parkings.airportId))
      .where(eq(airports.code, 'KRK'))
      .limit(1);
    const og = { url: '/images/share/parkings/parking-01.png', width: 1200, height: 630, mimeType: 'image/png' };
    const stored = [
      { url: '/images/parkings/parking-01.svg', alt: 'Plac', sizes: null },
      { url: '/images/parkings/parking-02.svg', alt: 'Wjazd', sizes: { og } },
      { url: '/images/parkings/parking-03.svg', alt: 'Nocą', sizes: 'og' },
    ];
    await backend.database.db.execute(
      sql`update parkings set gallery = ${JSON.stringify(stored)}::jsonb where id = ${krk.id}`,
    );
    const krakow = await listing(base.replace('airportCode=WAW', 'airportCode=KRK') + '&limit=100');
    const krkPhotos = z
      .array(z.object({ image: z.looseObject({ url: z.string() }) }))
      .parse(krakow.parkings.find((p) => p.content.id === krk.id)?.content.gallery);
    expect(krkPhotos.map(({ image }) => image)).toEqual(stored.map(({ url, alt }) => ({ url, alt })));
  });

  it('pages with limit/page/hasNextPage', async () => {
    const all = await listing(`${base}&limit=100`);
    const first = await listing(`${base}&limit=2&page=1`);
    const second = await listing(`${base}&limit=2&page=2`);
    expect(first.parkings.map((p) => p.content.id)).toEqual(all.parkings.slice(0, 2).map((p) => p.content.id));
    expect(second.parkings.map((p) => p.content.id)).toEqual(all.parkings.slice(2, 4).map((p) => p.content.id));
    expect(first.hasNextPage).toBe(all.total > 2);
    expect(second.page).toBe(2);
  });

  it('sorts by distance and rating; anything else is price', async () => {
    const byDistance = (await listing(`${base}&limit=100&sort=distance`)).parkings.filter((p) => p.available);
    const d = byDistance.map((p) => p.content.location.distanceFromAirport);
    expect(d).toEqual([...d].sort((a, b) => a - b));
    const byRating = (await listing(`${base}&limit=100&sort=rating`)).parkings.filter((p) => p.available);
    const r = byRating.map((p) => p.content.rating.average);
    expect(r).toEqual([...r].sort((a, b) => b - a));
    const weird = await listing(`${base}&limit=100&sort=rating_desc`);
    const price = await listing(`${base}&limit=100`);
    expect(weird.parkings.map((p) => p.content.id)).toEqual(price.parkings.map((p) => p.content.id));
  });

  it('filters by security features (all must be present)', async () => {
    const all = await listing(`${base}&limit=100`);
    const featureId = all.parkings[0].content.securityFeatures[0].id;
    const filtered = await listing(`${base}&limit=100&securityFeatures=${featureId}`);
    expect(filtered.total).toBeGreaterThan(0);
    expect(filtered.total).toBeLessThanOrEqual(all.total);
    for (const p of filtered.parkings) expect(p.content.securityFeatures.map((f) => f.id)).toContain(featureId);
    expect((await listing(`${base}&securityFeatures=999999`)).total).toBe(0);
  });

  it('lists a sold-out or closed car park with available:false, after the available ones', async () => {
    const target = await parkingWithCapacity(backend, 5);
    const [airport] = await backend.database.db.select().from(parkings).where(eq(parkings.id, target.id));
    await backend.database.db
      .insert(parkingClosedDays)
      .values({ parkingId: target.id, day: dateKey(new Date(week.arrivalAt)) });
    const codeRes = await call(backend, `/api/airports/${airport.airportId}`);
    const code = (codeRes.body as { code: string }).code;
    const body = await listing(
      `airportCode=${code}&arrivalAt=${encodeURIComponent(week.arrivalAt)}&departureAt=${encodeURIComponent(week.departureAt)}&limit=100`,
    );
    const item = body.parkings.find((p) => p.content.id === target.id);
    expect(item?.available).toBe(false);
    const flags = body.parkings.map((p) => p.available);
    expect(flags).toEqual([...flags].sort((a, b) => Number(b) - Number(a)));
    const other = await listing(
      `airportCode=${code}&arrivalAt=${encodeURIComponent(daysFromNow(30))}&departureAt=${encodeURIComponent(daysFromNow(31))}&limit=100`,
    );
    expect(other.parkings.find((p) => p.content.id === target.id)?.available).toBe(true);
  });

  it('lists every car park as unavailable for a stay nobody can book (arrival past, or beyond a year)', async () => {
    const query = (from: number, to: number) =>
      `airportCode=WAW&limit=100&arrivalAt=${encodeURIComponent(daysFromNow(from))}&departureAt=${encodeURIComponent(daysFromNow(to))}`;
    const upcoming = await listing(query(7, 14));
    expect(upcoming.parkings.some((p) => p.available)).toBe(true);
    for (const [from, to] of [
      [-30, -25],
      [-2, 3],
      [400, 405],
    ]) {
      const body = await listing(query(from, to));
      expect(body.total).toBe(upcoming.total);
      expect([from, body.parkings.filter((p) => p.available).length]).toEqual([from, 0]);
    }
  });

  it('answers 400 with field messages for bad input and 404 for an unknown airport', async () => {
    const cases = [
      'arrivalAt=2026-12-01T10:00:00Z&departureAt=2026-12-02T10:00:00Z',
      `airportCode=WAW&arrivalAt=jutro&departureAt=${week.departureAt}`,
      `airportCode=WAW&arrivalAt=${week.departureAt}&departureAt=${week.arrivalAt}`,
      `${base}&limit=0`,
      `${base}&limit=1000`,
      `${base}&page=-1`,
      `${base}&serviceTypes=a,b`,
      `airportCode=WAWA&arrivalAt=${week.arrivalAt}&departureAt=${week.departureAt}`,
    ];
    for (const q of cases) {
      const r = await call(backend, `/api/v1/products/parking/listing?${q}`);
      expect(r.status, q).toBe(400);
      expect(r.body, q).toMatchObject({ errors: [{ message: expect.any(String), field: expect.any(String) }] });
    }
    const unknown = await call(
      backend,
      `/api/v1/products/parking/listing?airportCode=XXX&arrivalAt=${encodeURIComponent(week.arrivalAt)}&departureAt=${encodeURIComponent(week.departureAt)}`,
    );
    expect(unknown.status).toBe(404);
    // Past page 1 too: an unknown airport is never an empty page.
    const unknownLater = await call(
      backend,
      `/api/v1/products/parking/listing?airportCode=XXX&arrivalAt=${encodeURIComponent(week.arrivalAt)}&departureAt=${encodeURIComponent(week.departureAt)}&page=3`,
    );
    expect(unknownLater.status).toBe(404);
  });

  it('says what is wrong with a number in one plain Polish sentence per field', async () => {
    const cases: [string, string, string][] = [
      [`${base}&limit=99999999999999999999`, 'limit', 'Liczba jest zbyt duża.'],
      [`${base}&limit=1000`, 'limit', 'Wartość może wynosić najwyżej 100.'],
      [`${base}&limit=0`, 'limit', 'Wartość musi wynosić co najmniej 1.'],
      [`${base}&limit=abc`, 'limit', 'Oczekiwano liczby.'],
      [`${base}&page=1.5`, 'page', 'Oczekiwano liczby całkowitej.'],
      // Decimal digits only: `Number` alone reads these as 10 and 2.
      [`${base}&limit=1e1`, 'limit', 'Oczekiwano liczby.'],
      [`${base}&page=0x2`, 'page', 'Oczekiwano liczby.'],
      [
        `arrivalAt=${encodeURIComponent(week.arrivalAt)}&departureAt=${encodeURIComponent(week.departureAt)}`,
        'airportCode',
        'Kod lotniska jest wymagany.',
      ],
    ];
    for (const [q, field, message] of cases) {
      const r = await call(backend, `/api/v1/products/parking/listing?${q}`);
      expect(r.status, q).toBe(400);
      expect(r.body, q).toEqual({ errors: [{ field, message }] });
    }
  });

  it('answers a page past the last with no car parks, the real total and no next page', async () => {
    const { total } = await listing(`${base}&limit=5`);
    expect(total).toBeGreaterThan(0);
    const past = await listing(`${base}&limit=5&page=${Math.ceil(total / 5) + 1}`);
    expect(past).toMatchObject({ parkings: [], total, hasNextPage: false });
  });
});

describe('price, per-day prices, availability, active, addons', () => {
  let id: number;
  beforeAll(async () => {
    id = (await listing(`${base}&limit=1`)).parkings[0].content.id;
  });

  it('prices a stay the same way the listing does', async () => {
    const fromListing = (await listing(`${base}&limit=100`)).parkings.find((p) => p.content.id === id);
    const r = await call(
      backend,
      `/api/v1/products/parking/${id}/price?arrivalAt=${encodeURIComponent(week.arrivalAt)}&departureAt=${encodeURIComponent(week.departureAt)}`,
    );
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      price: fromListing?.pricing.price,
      totalDiscounts: fromListing?.pricing.totalDiscounts,
      days: 7,
    });
  });

  it('gives per-day prices for 1..N days, growing with the stay', async () => {
    const r = await call(
      backend,
      `/api/v1/products/parking/${id}/pricing/per-day?days=16&startDate=${encodeURIComponent(week.arrivalAt)}`,
    );
    expect(r.status).toBe(200);
    const prices = (r.body as { prices: { days: number; price: Money }[] }).prices;
    expect(prices.map((p) => p.days)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
    // Each entry is what a stay of that many days costs (a long-stay discount may make day N cheaper than N-1).
    for (const days of [1, 5, 16]) {
      const quote = await call(
        backend,
        `/api/v1/products/parking/${id}/price?arrivalAt=${encodeURIComponent(daysFromNow(7))}&departureAt=${encodeURIComponent(daysFromNow(7 + days))}`,
      );
      expect(prices[days - 1].price, `${days} days`).toEqual((quote.body as { price: Money }).price);
    }
    expect((await call(backend, `/api/v1/products/parking/${id}/pricing/per-day`)).status).toBe(200);
    expect((await call(backend, `/api/v1/products/parking/${id}/pricing/per-day?days=0`)).status).toBe(400);
    expect((await call(backend, `/api/v1/products/parking/${id}/pricing/per-day?days=0x3`)).status).toBe(400);
  });

  it('gives availability per Warsaw calendar day, closed days unavailable', async () => {
    const first = addDaysToKey(dateKey(new Date()), 40);
    const closed = addDaysToKey(first, 4);
    const last = addDaysToKey(first, 9);
    await backend.database.db.insert(parkingClosedDays).values({ parkingId: id, day: closed }).onConflictDoNothing();
    const r = await call(backend, `/api/v1/products/parking/${id}/availability?startDate=${first}&endDate=${last}`);
    expect(r.status).toBe(200);
    const days = (r.body as { availability: { date: string; available: boolean }[] }).availability;
    expect(days).toHaveLength(10);
    expect(days[0].date).toBe(first);
    expect(days.find((d) => d.date === closed)?.available).toBe(false);
    expect(days.filter((d) => !d.available)).toHaveLength(1);
    expect(
      (await call(backend, `/api/v1/products/parking/${id}/availability?startDate=${last}&endDate=${first}`)).status,
    ).toBe(400);
    const tooFar = addDaysToKey(first, 500);
    expect(
      (await call(backend, `/api/v1/products/parking/${id}/availability?startDate=${first}&endDate=${tooFar}`)).status,
    ).toBe(400);
  });

  it('answers the last days of year 9999 at once, and refuses a range of centuries without listing its days', async () => {
    const end = await call(
      backend,
      `/api/v1/products/parking/${id}/availability?startDate=9999-12-30&endDate=9999-12-31`,
    );
    expect(end.status).toBe(200);
    expect((end.body as { availability: { date: string }[] }).availability.map((d) => d.date)).toEqual([
      '9999-12-30',
      '9999-12-31',
    ]);
    const centuries = await call(
      backend,
      `/api/v1/products/parking/${id}/availability?startDate=1000-01-01&endDate=9999-12-31`,
    );
    expect(centuries.status).toBe(400);
    expect(JSON.stringify(centuries.body)).toContain('najwyżej 400 dni');
  });

  it('never calls a day before today available', async () => {
    const today = dateKey(new Date());
    const from = addDaysToKey(today, -3);
    const r = await call(
      backend,
      `/api/v1/products/parking/${id}/availability?startDate=${from}&endDate=${addDaysToKey(today, 2)}`,
    );
    expect(r.status).toBe(200);
    const days = (r.body as { availability: { date: string; available: boolean }[] }).availability;
    expect(days.map((d) => d.date)).toEqual(daysBetweenKeys(from, addDaysToKey(today, 2)));
    expect(days.filter((d) => d.date < today).every((d) => !d.available)).toBe(true);
    expect(days.filter((d) => d.date >= today).some((d) => d.available)).toBe(true);
  });

  it('refuses an impossible calendar day instead of rolling it into the next month', async () => {
    const availability = await call(
      backend,
      `/api/v1/products/parking/${id}/availability?startDate=2027-02-30&endDate=2027-03-05`,
    );
    expect(availability.status).toBe(400);
    expect(availability.text).toContain('Nieprawidłowa data');
    const price = await call(
      backend,
      `/api/v1/products/parking/${id}/price?arrivalAt=${encodeURIComponent('2027-02-30T10:00:00+01:00')}&departureAt=${encodeURIComponent('2027-03-05T10:00:00+01:00')}`,
    );
    expect(price.status).toBe(400);
    expect(price.text).toContain('Nieprawidłowa data');
    // Fractions of a second as other languages print them (Python: 6 digits) are still ISO 8601.
    const micro = await call(
      backend,
      `/api/v1/products/parking/${id}/price?arrivalAt=${encodeURIComponent(`${addDaysToKey(dateKey(new Date()), 30)}T10:00:00.123456+01:00`)}&departureAt=${encodeURIComponent(`${addDaysToKey(dateKey(new Date()), 33)}T10:00:00+01:00`)}`,
    );
    expect(micro.status, micro.text).toBe(200);
  });

  it('reports the active flag and addons sorted by price descending', async () => {
    expect((await call(backend, `/api/v1/products/parking/${id}/active`)).body).toEqual({ active: true });
    const all = await call(backend, '/api/parking?limit=200&depth=1');
    const withAddons = (all.body as { docs: { id: number; addons: unknown[] }[] }).docs.find(
      (d) => d.addons.length >= 2,
    );
    expect(withAddons).toBeDefined();
    const r = await call(backend, `/api/v1/products/parking/${withAddons?.id}/addons`);
    const list = r.body as { price: Money; quantityResolverStrategy: string }[];
    expect(list.length).toBeGreaterThanOrEqual(2);
    const amounts = list.map((a) => a.price.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    expect(['PER_VEHICLE', 'PER_VEHICLE_PER_DAY', 'ABOVE_GUESTS_THRESHOLD']).toContain(
      list[0].quantityResolverStrategy,
    );
  });

  it('answers 404 for an unknown parking id', async () => {
    for (const p of ['999999/active', 'abc/active', '999999/addons', '0/price']) {
      expect((await call(backend, `/api/v1/products/parking/${p}`)).status, p).toBe(404);
    }
  });
});
