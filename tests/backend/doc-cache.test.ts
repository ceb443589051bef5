// The listing keeps its cards' content documents for CONTENT_CACHE_SECONDS: a name edited in the database
// shows once the entry is that old, never the prices or availability, which are read on every search.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parkingCollection } from '../../backend/content/collections';
import { createDocCache } from '../../backend/content/doc-cache';
import { parkings } from '../../backend/db/schema';
import type { Backend } from '../../backend/index';
import { adjustOccupancy } from '../../backend/products/availability';
import { stayCalendarDays } from '../../core/stay';
import { call, daysFromNow, startBackend } from './harness';

let backend: Backend;
const db = () => backend.database.db;

beforeAll(async () => {
  backend = await startBackend();
});
afterAll(() => backend.close());

async function firstParking() {
  const [row] = await db().select().from(parkings).where(eq(parkings.active, true)).orderBy(parkings.id).limit(1);
  return row;
}

describe('createDocCache', () => {
  it('serves a document for ttl, then reads it again', async () => {
    const parking = await firstParking();
    let clock = 1_000_000;
    const cache = createDocCache(parkingCollection, 1, { ttlSeconds: 60, now: () => clock });
    try {
      expect((await cache.byIds(db(), [parking.id])).get(parking.id)?.name).toBe(parking.name);
      await db().update(parkings).set({ name: 'Nowa nazwa' }).where(eq(parkings.id, parking.id));

      clock += 59_999;
      expect((await cache.byIds(db(), [parking.id])).get(parking.id)?.name).toBe(parking.name);
      clock += 2;
      expect((await cache.byIds(db(), [parking.id])).get(parking.id)?.name).toBe('Nowa nazwa');
    } finally {
      await db().update(parkings).set({ name: parking.name }).where(eq(parkings.id, parking.id));
    }
  });

  it('reads only the missing documents, populated like the collection, and skips unknown ids', async () => {
    const rows = await db().select({ id: parkings.id }).from(parkings).orderBy(parkings.id).limit(3);
    const ids = rows.map((row) => row.id);
    const cache = createDocCache(parkingCollection, 1, { ttlSeconds: 60 });
    await cache.byIds(db(), ids.slice(0, 1));
    const all = await cache.byIds(db(), [...ids, 999_999]);
    expect([...all.keys()].sort((a, b) => a - b)).toEqual(ids);
    expect(all).toEqual(await parkingCollection.byIds(db(), ids, 1));
  });

  it('with ttl 0 reads the database every time', async () => {
    const parking = await firstParking();
    const cache = createDocCache(parkingCollection, 1, { ttlSeconds: 0 });
    try {
      await cache.byIds(db(), [parking.id]);
      await db().update(parkings).set({ name: 'Od razu' }).where(eq(parkings.id, parking.id));
      expect((await cache.byIds(db(), [parking.id])).get(parking.id)?.name).toBe('Od razu');
    } finally {
      await db().update(parkings).set({ name: parking.name }).where(eq(parkings.id, parking.id));
    }
  });
});

describe('the listing with cached cards', () => {
  const stay = { arrivalAt: daysFromNow(20), departureAt: daysFromNow(23) };
  const listingPath = `/api/v1/products/parking/listing?airportCode=WAW&limit=100&arrivalAt=${encodeURIComponent(stay.arrivalAt)}&departureAt=${encodeURIComponent(stay.departureAt)}`;
  type Item = { content: { id: number; name: string }; pricing: { price: { amount: number } }; available: boolean };
  const itemOf = async (id: number) => {
    const answer = await call(backend, listingPath);
    expect(answer.status).toBe(200);
    const { parkings: items } = answer.body as { parkings: Item[] };
    return items.find((item) => item.content.id === id);
  };

  it('prices and availability are fresh on every search while the content is cached', async () => {
    const parking = await firstParking();
    const before = await itemOf(parking.id);
    expect(before?.available).toBe(true);
    try {
      // A dearer tariff and a sold-out day of the stay: both show on the next search.
      await db()
        .update(parkings)
        .set({
          tariff: {
            dayPrices: parking.tariff.dayPrices.map((price) => price * 2),
            extraDayPrice: parking.tariff.extraDayPrice * 2,
          },
        })
        .where(eq(parkings.id, parking.id));
      await db().update(parkings).set({ name: 'Zmieniona nazwa' }).where(eq(parkings.id, parking.id));
      const day = stayCalendarDays(new Date(stay.arrivalAt), new Date(stay.departureAt))[1];
      await adjustOccupancy(db(), parking.id, [day], parking.capacity);

      const after = await itemOf(parking.id);
      // Twice the tariff, less the same percentage discounts (each rounded to the grosz).
      expect(after?.pricing.price.amount).toBeGreaterThan((before?.pricing.price.amount ?? 0) * 1.99);
      expect(after?.available).toBe(false);
      // The card's content is the cached document (the harness keeps the default 60 s).
      expect(after?.content.name).toBe(parking.name);
      await adjustOccupancy(db(), parking.id, [day], -parking.capacity);
    } finally {
      await db()
        .update(parkings)
        .set({ tariff: parking.tariff, name: parking.name })
        .where(eq(parkings.id, parking.id));
    }
  });
});
