// Issue 5: the provider's answer racing the sweep that expires unpaid orders. Both lock the order and
// its payment; on PostgreSQL (scripts/test-postgres.sh) locking them in opposite orders deadlocked about
// one race in three. Here every race must end without an error and in a consistent state.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { orders, parkingDayOccupancy, payments, refunds } from '../../backend/db/schema';
import type { Backend } from '../../backend/index';
import { expireUnpaidOrders } from '../../backend/orders/transitions';
import { settlePayment } from '../../backend/payments/transitions';
import { call, customer, daysFromNow, parkingLine, parkingWithCapacity, startBackend } from './harness';

const OfferSchema = z.object({ id: z.string(), total: z.object({ amount: z.number(), currency: z.string() }) });
const PlacedSchema = z.object({ orderId: z.string() });

let backend: Backend;
beforeAll(async () => {
  backend = await startBackend();
});
afterAll(() => backend.close());

describe('a payment notification racing the expiry sweep', () => {
  it('never deadlocks: each order ends CONFIRMED, or EXPIRED with its late capture refunded; spaces held only when confirmed', async () => {
    const db = backend.database.db;
    const parking = await parkingWithCapacity(backend, 1000, 0);
    const stay = { arrivalAt: daysFromNow(20), departureAt: daysFromNow(21) };
    const failures: string[] = [];
    let confirmed = 0;
    for (let round = 0; round < 30; round++) {
      const lines = [parkingLine(parking.id, stay, [`WA ${round}`])];
      const offer = OfferSchema.parse(
        (await call(backend, '/api/v1/offers', { method: 'POST', json: { offerLines: lines } })).body,
      );
      const placed = await call(backend, '/api/v1/orders', {
        method: 'POST',
        headers: { 'Idempotency-Key': randomUUID() },
        json: { offerId: offer.id, orderLines: lines, expectedPrice: offer.total, customer },
      });
      const { orderId } = PlacedSchema.parse(placed.body);
      // The hold has just lapsed, and the payer's "paid" arrives as the sweep runs.
      await db
        .update(orders)
        .set({ holdExpiresAt: new Date(Date.now() - 1000) })
        .where(eq(orders.id, orderId));
      const [payment] = await db.select().from(payments).where(eq(payments.orderId, orderId));
      const results = await Promise.allSettled([settlePayment(db, payment.id, 'CAPTURED'), expireUnpaidOrders(db)]);
      for (const r of results) if (r.status === 'rejected') failures.push(String(r.reason));

      const [row] = await db
        .select({ order: orders.status, payment: payments.status })
        .from(orders)
        .innerJoin(payments, eq(payments.orderId, orders.id))
        .where(eq(orders.id, orderId));
      expect([
        { order: 'CONFIRMED', payment: 'CAPTURED' },
        { order: 'EXPIRED', payment: 'CAPTURED' },
      ]).toContainEqual(row);
      // The money taken for an expired order goes back: one refund of it, queued for the provider.
      const given = await db.select().from(refunds).where(eq(refunds.orderId, orderId));
      expect(given.map((r) => r.amount)).toEqual(row.order === 'EXPIRED' ? [payment.amount] : []);
      if (row.order === 'CONFIRMED') confirmed++;
      const days = await db.select().from(parkingDayOccupancy).where(eq(parkingDayOccupancy.parkingId, parking.id));
      for (const day of days) expect(day.used).toBe(confirmed);
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
