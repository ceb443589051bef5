import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, parkingDayOccupancy } from '../../backend/db/schema';
import type { Backend } from '../../backend/index';
import { call, customer, daysFromNow, errorCodes, parkingLine, parkingWithCapacity, startBackend } from './harness';

let backend: Backend;
beforeAll(async () => {
  backend = await startBackend();
});
afterAll(() => backend.close());

describe('no overbooking', () => {
  it('20 concurrent orders for a car park with 3 free spaces give exactly 3 orders', async () => {
    const parking = await parkingWithCapacity(backend, 3);
    const stay = { arrivalAt: daysFromNow(20), departureAt: daysFromNow(23) };
    // Every traveller got a quote while the spaces were still free.
    const quotes = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const lines = [parkingLine(parking.id, stay, [`WA ${10000 + i}`])];
        const r = await call(backend, '/api/v1/offers', { method: 'POST', json: { offerLines: lines } });
        expect(r.status).toBe(201);
        const offer = r.body as { id: string; total: { amount: number } };
        return { offer, lines };
      }),
    );
    const results = await Promise.all(
      quotes.map(({ offer, lines }) =>
        call(backend, '/api/v1/orders', {
          method: 'POST',
          headers: { 'Idempotency-Key': randomUUID() },
          json: { offerId: offer.id, orderLines: lines, expectedPrice: offer.total, customer },
        }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(17);
    for (const r of results.filter((x) => x.status === 409)) expect(errorCodes(r.body)).toEqual(['SOLD_OUT']);

    expect(await backend.database.db.$count(orders, eq(orders.parkingId, parking.id))).toBe(3);
    const occupancy = await backend.database.db
      .select()
      .from(parkingDayOccupancy)
      .where(eq(parkingDayOccupancy.parkingId, parking.id));
    expect(occupancy.length).toBeGreaterThanOrEqual(4);
    for (const day of occupancy) expect(day.used).toBe(3);
  });
});
