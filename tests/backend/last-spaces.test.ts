// Issue 5: 50 concurrent orders for the last 3 spaces, at the API in-process — here so that
// scripts/test-postgres.sh runs it on PostgreSQL too (row locks there, one transaction at a time on PGlite).
// The same race through the web tier and over HTTP: tests/security/concurrency.test.ts.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { orders, parkingDayOccupancy } from '../../backend/db/schema';
import type { Backend } from '../../backend/index';
import { call, customer, daysFromNow, errorCodes, parkingLine, parkingWithCapacity, startBackend } from './harness';

const OfferSchema = z.object({ id: z.string(), total: z.object({ amount: z.number(), currency: z.string() }) });
const CAPACITY = 10;

let backend: Backend;
beforeAll(async () => {
  backend = await startBackend();
});
afterAll(() => backend.close());

/** Quotes an offer for `plates` (while there is room), and returns the order call to fire later. */
async function prepareOrder(parkingId: number, stay: { arrivalAt: string; departureAt: string }, plates: string[]) {
  const lines = [parkingLine(parkingId, stay, plates)];
  const quoted = await call(backend, '/api/v1/offers', { method: 'POST', json: { offerLines: lines } });
  expect(quoted.status).toBe(201);
  const offer = OfferSchema.parse(quoted.body);
  return () =>
    call(backend, '/api/v1/orders', {
      method: 'POST',
      headers: { 'Idempotency-Key': randomUUID() },
      json: { offerId: offer.id, orderLines: lines, expectedPrice: offer.total, customer },
    });
}

async function occupancyOf(parkingId: number) {
  return backend.database.db.select().from(parkingDayOccupancy).where(eq(parkingDayOccupancy.parkingId, parkingId));
}

describe('the last spaces of a car park', () => {
  it('50 concurrent orders for the last 3 spaces: exactly 3 orders, the rest 409 SOLD_OUT, never over capacity', async () => {
    const parking = await parkingWithCapacity(backend, CAPACITY, 0);
    const stay = { arrivalAt: daysFromNow(25), departureAt: daysFromNow(28) };
    for (let i = 0; i < CAPACITY - 3; i++)
      expect((await (await prepareOrder(parking.id, stay, [`KR ${i}`]))()).status).toBe(201);

    const attempts = await Promise.all(
      Array.from({ length: 50 }, (_, i) => prepareOrder(parking.id, stay, [`WA ${30000 + i}`])),
    );
    const results = await Promise.all(attempts.map((attempt) => attempt()));
    expect(results.filter((r) => r.status === 201)).toHaveLength(3);
    const refused = results.filter((r) => r.status !== 201);
    expect(refused.map((r) => r.status)).toEqual(Array(47).fill(409));
    for (const r of refused) expect(errorCodes(r.body)).toEqual(['SOLD_OUT']);

    expect(await backend.database.db.$count(orders, eq(orders.parkingId, parking.id))).toBe(CAPACITY);
    const days = await occupancyOf(parking.id);
    expect(days.length).toBeGreaterThanOrEqual(4);
    for (const day of days) expect(day.used).toBe(CAPACITY);
  });

  it('orders of 1 to 3 cars racing for 3 spaces: exactly 3 cars placed, the spaces held equal the cars ordered', async () => {
    const parking = await parkingWithCapacity(backend, CAPACITY, 1);
    const stay = { arrivalAt: daysFromNow(26), departureAt: daysFromNow(27) };
    for (let i = 0; i < CAPACITY - 3; i++)
      expect((await (await prepareOrder(parking.id, stay, [`KR ${i}`]))()).status).toBe(201);

    const sizes = Array.from({ length: 30 }, (_, i) => 1 + (i % 3));
    const attempts = await Promise.all(
      sizes.map((size, i) =>
        prepareOrder(
          parking.id,
          stay,
          Array.from({ length: size }, (_, k) => `PO ${i}${k}`),
        ),
      ),
    );
    const results = await Promise.all(attempts.map((attempt) => attempt()));
    const carsPlaced = results.reduce((sum, r, i) => sum + (r.status === 201 ? sizes[i] : 0), 0);
    for (const r of results.filter((x) => x.status !== 201)) {
      expect(r.status).toBe(409);
      expect(errorCodes(r.body)).toEqual(['SOLD_OUT']);
    }
    // Ten one-car orders are in the race, so whichever order they run in the car park ends exactly full.
    expect(carsPlaced).toBe(3);
    const rows = await backend.database.db.select().from(orders).where(eq(orders.parkingId, parking.id));
    expect(rows.reduce((sum, o) => sum + o.vehicles, 0)).toBe(CAPACITY);
    for (const day of await occupancyOf(parking.id)) expect(day.used).toBe(CAPACITY);
  });
});
