// Copies of the API on one PostgreSQL, as scaled out (README "Scaling out"): started at the same moment on
// an empty database they migrate one at a time; without APP_SECRET they share the demo's generated secret
// (a link one copy signs opens at the other); a PostgreSQL restart that ends their idle connections does
// not end the process; each says loudly that it runs in demo mode. Runs in scripts/test-postgres.sh (TEST_DATABASE_URL).
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Backend } from '../../backend/index';
import {
  apiCopy,
  call,
  customer,
  daysFromNow,
  freshPostgresDatabase,
  orderThroughApi,
  parkingLine,
  parkingWithCapacity,
} from './harness';

const Placed = z.object({ orderId: z.string(), orderNumber: z.string(), paymentUrl: z.string() });
const Lookup = z.object({ reference: z.string(), token: z.string() });

const backends: Backend[] = [];
afterAll(async () => {
  await Promise.all(backends.map((backend) => backend.close()));
});

describe.runIf(process.env.TEST_DATABASE_URL)('copies of the API on one PostgreSQL', () => {
  it('start together on an empty database, share the generated secret and outlive a restart of their connections', async () => {
    const databaseUrl = await freshPostgresDatabase();
    const lost: string[] = [];
    const warned: string[] = [];
    if (!databaseUrl) throw new Error('TEST_DATABASE_URL without a database');
    const start = () =>
      apiCopy(
        databaseUrl,
        {},
        {
          logger: {
            info: () => undefined,
            warn: (fields: object) => warned.push(z.object({ event: z.string() }).parse(fields).event),
            // An error logged without an event is kept whole (not thrown here, inside the copy that logged
            // it): the assertion on `lost` below then names it.
            error: (fields: object, message?: string) =>
              lost.push(
                z.object({ event: z.string() }).safeParse(fields).data?.event ??
                  `${message ?? ''} ${JSON.stringify(fields)}`,
              ),
          },
        },
      );
    const [first, second] = await Promise.all([start(), start(), start()]).then((all) => {
      backends.push(...all);
      return all;
    });
    // PARKOLOT_MODE unset on PostgreSQL: each copy says it sells in demo mode (sandbox, free promo codes).
    expect(warned.filter((event) => event === 'demo_mode')).toHaveLength(3);

    // A booking made and looked up through the first copy; its token opens it at the second.
    const parking = await parkingWithCapacity(first, 20);
    const order = await orderThroughApi(first, [
      parkingLine(parking.id, { arrivalAt: daysFromNow(20), departureAt: daysFromNow(23) }, ['WA 12345']),
    ]);
    expect(order.status).toBe(201);
    const placed = Placed.parse(order.body);
    const paid = await call(first, new URL(placed.paymentUrl).pathname, {
      method: 'POST',
      body: new URLSearchParams({ action: 'pay' }),
    });
    expect(paid.status).toBe(303);
    const found = await call(first, '/api/v1/bookings/lookup', {
      method: 'POST',
      json: { reference: placed.orderNumber, email: customer.email },
    });
    const { token } = Lookup.parse(found.body);
    const atSecond = await call(second, `/api/v1/bookings/${placed.orderNumber}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(atSecond.status).toBe(200);

    // The server ends every connection of this database (what a restart does to them).
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    try {
      const ended = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      );
      expect(ended.rowCount).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }
    await expect.poll(() => lost.length).toBeGreaterThan(0);
    expect(new Set(lost)).toEqual(new Set(['database_connection_lost']));
    // The pools open new connections: both copies answer from the database again. A request that took a
    // connection whose end the copy had not yet heard of fails with it (the pool then drops it), so each
    // copy is asked until it answers — the process never ends, and the next connection is a new one.
    for (const backend of [first, second]) {
      const status = async () =>
        (
          await call(backend, `/api/v1/bookings/${placed.orderNumber}`, {
            headers: { Authorization: `Bearer ${token}` },
          })
        ).status;
      await expect.poll(status, { timeout: 30_000, interval: 200 }).toBe(200);
    }
  }, 120_000);
});
