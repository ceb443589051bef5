// The listing ranks in SQL (prices, availability, paging) what it used to rank in JavaScript over every
// candidate row. These tests hold the SQL to that straightforward ranking: the same pages, flags and
// totals for every sort, page size and filter, with sold-out, closed, zero-capacity and inactive car parks
// and tied keys; and the SQL stay price equal to `quoteStay` for seeded and arbitrary tariffs.
import { and, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { airports, parkingClosedDays, parkings, type ParkingDiscount, type Tariff } from '../../backend/db/schema';
import type { Backend } from '../../backend/index';
import { billableDays, stayCalendarDays } from '../../core/stay';
import { dateKey } from '../../core/warsaw-time';
import { adjustOccupancy, freeSpaces, hasRoom } from '../../backend/products/availability';
import { stayPriceSql } from '../../backend/products/listing';
import { quoteStay } from '../../backend/products/pricing';
import { addWarsawTestParkings, call, daysFromNow, startBackend } from './harness';

let backend: Backend;
let wawId: number;
const stay = { arrivalAt: daysFromNow(7), departureAt: daysFromNow(14, 15) };
const stayDays = stayCalendarDays(new Date(stay.arrivalAt), new Date(stay.departureAt));

beforeAll(async () => {
  backend = await startBackend();
  const db = backend.database.db;
  await addWarsawTestParkings(backend, 26);
  [{ id: wawId }] = await db.select({ id: airports.id }).from(airports).where(eq(airports.code, 'WAW'));
  const waw = await db.select().from(parkings).where(eq(parkings.airportId, wawId)).orderBy(parkings.id);
  // Sold out on one day of the stay, one space short (still room for a car), closed on one day,
  // no capacity at all, and booked only outside the stay.
  await adjustOccupancy(db, waw[3].id, [stayDays[2]], waw[3].capacity);
  await adjustOccupancy(db, waw[17].id, stayDays, waw[17].capacity - 1);
  await adjustOccupancy(db, waw[20].id, [stayDays[stayDays.length - 1]], waw[20].capacity + 5);
  await db.insert(parkingClosedDays).values({ parkingId: waw[5].id, day: stayDays[0] });
  await db.update(parkings).set({ capacity: 0 }).where(eq(parkings.id, waw[25].id));
  await adjustOccupancy(db, waw[8].id, [dateKey(new Date(daysFromNow(30)))], waw[8].capacity);
});
afterAll(() => backend.close());

type Filters = { serviceTypes?: number[]; bookingOptions?: number[]; securityFeatures?: number[] };
type Sort = 'price' | 'rating' | 'distance';

/** The ranking as it was written before it moved into SQL: every candidate row, sorted in JavaScript. */
async function referenceRanking(sort: Sort, filters: Filters) {
  const db = backend.database.db;
  const rows = (await db.select().from(parkings).where(eq(parkings.airportId, wawId))).filter(
    (p) =>
      (!filters.serviceTypes?.length || filters.serviceTypes.some((id) => p.serviceTypeIds.includes(id))) &&
      (filters.bookingOptions ?? []).every((id) => p.bookingOptionIds.includes(id)) &&
      (filters.securityFeatures ?? []).every((id) => p.securityFeatureIds.includes(id)),
  );
  const days = billableDays(new Date(stay.arrivalAt), new Date(stay.departureAt));
  const free = await freeSpaces(db, rows, stayDays[0], stayDays[stayDays.length - 1]);
  return rows
    .map((row) => ({ row, quote: quoteStay(row, days), available: row.active && hasRoom(free.get(row.id)) }))
    .sort((a, b) => {
      if (a.available !== b.available) return a.available ? -1 : 1;
      const byKey =
        sort === 'rating'
          ? b.row.ratingAverage - a.row.ratingAverage || b.row.ratingCount - a.row.ratingCount
          : sort === 'distance'
            ? a.row.distanceKm - b.row.distanceKm
            : a.quote.price - b.quote.price;
      return byKey || a.row.id - b.row.id;
    });
}

type Money = { amount: number; currency: string };
type Listing = {
  parkings: {
    content: { id: number };
    pricing: { price: Money; pricePerDay: Money; totalDiscounts: Money };
    available: boolean;
  }[];
  total: number;
  page: number;
  hasNextPage: boolean;
};

async function listing(sort: Sort, limit: number, page: number, filters: Filters): Promise<Listing> {
  const query = new URLSearchParams({ airportCode: 'WAW', ...stay, sort, limit: String(limit), page: String(page) });
  for (const [key, ids] of Object.entries(filters)) if (ids.length) query.set(key, ids.join(','));
  const r = await call(backend, `/api/v1/products/parking/listing?${query}`);
  expect(r.status, r.text).toBe(200);
  return r.body as Listing;
}

describe('listing ranked in SQL', () => {
  const filterSets: Filters[] = [
    {},
    { serviceTypes: [1, 2] },
    { securityFeatures: [1, 2] },
    { bookingOptions: [1], serviceTypes: [1] },
  ];

  it('pages exactly like the in-memory ranking, for every sort, page size and filter', async () => {
    for (const filters of filterSets) {
      for (const sort of ['price', 'rating', 'distance'] as const) {
        const expected = await referenceRanking(sort, filters);
        expect(
          expected.some((e) => !e.available),
          'the fixture has sold-out car parks',
        ).toBe(true);
        for (const limit of [4, 10]) {
          const pages = Math.ceil(expected.length / limit) + 1;
          for (let page = 1; page <= pages; page++) {
            const body = await listing(sort, limit, page, filters);
            const slice = expected.slice((page - 1) * limit, page * limit);
            const where = `${sort} limit ${limit} page ${page} ${JSON.stringify(filters)}`;
            expect(
              body.parkings.map((p) => [p.content.id, p.available]),
              where,
            ).toEqual(slice.map((e) => [e.row.id, e.available]));
            expect(
              body.parkings.map((p) => p.pricing.price.amount),
              where,
            ).toEqual(slice.map((e) => e.quote.price / 100));
            expect({ total: body.total, page: body.page, hasNextPage: body.hasNextPage }, where).toEqual({
              total: expected.length,
              page,
              hasNextPage: page * limit < expected.length,
            });
          }
        }
      }
    }
  });

  it('counts the matches on a page past the end and for a filter nothing matches', async () => {
    const all = await referenceRanking('price', {});
    expect(await listing('price', 10, 50, {})).toMatchObject({ parkings: [], total: all.length, hasNextPage: false });
    expect(await listing('price', 10, 1, { securityFeatures: [999999] })).toMatchObject({ parkings: [], total: 0 });
  });
});

describe('stay price in SQL', () => {
  const sqlPrice = async (id: number, days: number) => {
    const [row] = await backend.database.db
      .select({ price: sql<number>`${stayPriceSql(days)}`.mapWith(Number) })
      .from(parkings)
      .where(eq(parkings.id, id));
    return row.price;
  };

  it('equals quoteStay for every seeded tariff, from 1 to 60 days and for a long stay', async () => {
    const rows = await backend.database.db.select().from(parkings);
    for (const days of [...Array.from({ length: 60 }, (_, i) => i + 1), 200, 365]) {
      const prices = await backend.database.db
        .select({ id: parkings.id, price: sql<number>`${stayPriceSql(days)}`.mapWith(Number) })
        .from(parkings);
      const byId = new Map(prices.map((p) => [p.id, p.price]));
      for (const row of rows) expect(byId.get(row.id), `${row.slug} ${days} days`).toBe(quoteStay(row, days).price);
    }
  });

  it('equals quoteStay for arbitrary tariffs and discounts (rounding, stacking, floor at zero); N vehicles pay N times it', async () => {
    const db = backend.database.db;
    const [target] = await db
      .select()
      .from(parkings)
      .where(and(eq(parkings.airportId, wawId), eq(parkings.active, true)))
      .limit(1);
    const tariffArb: fc.Arbitrary<Tariff> = fc.record(
      {
        dayPrices: fc.array(fc.integer({ min: 0, max: 200_000 }), { maxLength: 20 }),
        extraDayPrice: fc.integer({ min: 0, max: 20_000 }),
      },
      { noNullPrototype: true },
    );
    const discountArb: fc.Arbitrary<ParkingDiscount> = fc.record(
      {
        label: fc.constant('Rabat'),
        // Fractions down to a thousandth of a percent: PostgreSQL raises "underflow" on a float8 product below
        // ~1e-308 where JavaScript quietly gives 0, and no tariff carries a 5e-324 % discount.
        percent: fc.oneof(fc.integer({ min: -10, max: 120 }), fc.double({ min: 0.001, max: 100, noNaN: true })),
        minDays: fc.integer({ min: 0, max: 40 }),
      },
      { noNullPrototype: true },
    );
    try {
      await fc.assert(
        fc.asyncProperty(
          tariffArb,
          fc.array(discountArb, { maxLength: 4 }),
          fc.integer({ min: 1, max: 400 }),
          fc.integer({ min: 1, max: 10 }),
          async (tariff, discounts, days, vehicles) => {
            await db.update(parkings).set({ tariff, discounts }).where(eq(parkings.id, target.id));
            const listed = await sqlPrice(target.id, days);
            expect(listed).toBe(quoteStay({ tariff, discounts }, days).price);
            // The offer's parking line for N vehicles is the listed (one-vehicle) price N times, to the grosz.
            expect(quoteStay({ tariff, discounts }, days, vehicles).price).toBe(listed * vehicles);
          },
        ),
        {
          numRuns: 300,
          // Half-grosz ties round up, with one discount and with several; stacked discounts stop at zero.
          examples: [
            [{ dayPrices: [1010], extraDayPrice: 0 }, [{ label: 'A', percent: 5, minDays: 1 }], 1, 3],
            [
              { dayPrices: [1010, 2030], extraDayPrice: 100 },
              [
                { label: 'A', percent: 5, minDays: 1 },
                { label: 'B', percent: 15, minDays: 2 },
              ],
              3,
              2,
            ],
            [
              { dayPrices: [], extraDayPrice: 999 },
              [
                { label: 'A', percent: 70, minDays: 0 },
                { label: 'B', percent: 70, minDays: 0 },
              ],
              2,
              1,
            ],
          ],
        },
      );
    } finally {
      await db
        .update(parkings)
        .set({ tariff: target.tariff, discounts: target.discounts })
        .where(eq(parkings.id, target.id));
    }
  });
});
