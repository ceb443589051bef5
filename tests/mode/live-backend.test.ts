// createBackend by mode: live loads no demo catalogue and no promo codes and never runs the sandbox;
// demo seeds as before; the sandbox's hosted page (which confirms any order) exists only with the sandbox.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { airports, parkings, payments, posts, promoCodes } from '../../backend/db/schema';
import { createBackend, type Backend, type BackendConfig } from '../../backend/index';
import type { PaymentProvider } from '../../backend/payments/provider';
import { call, daysFromNow, orderThroughApi, parkingLine } from '../backend/harness';

const PAY_ORIGIN = 'https://pay.example.test';
/** A stand-in for a real provider: sends the payer to its own origin and never confirms anything. */
const testProvider: PaymentProvider = {
  name: 'test-provider',
  refund: () => Promise.reject(new Error('this test takes no refunds')),
  startPayment: async (payment) => ({ redirectUrl: `${PAY_ORIGIN}/checkout/${encodeURIComponent(payment.id)}` }),
};
const base: BackendConfig = {
  dataDir: 'memory',
  publicUrl: 'https://parkolot.example',
  offerTtlSeconds: 3600,
  orderHoldMinutes: 30,
};

let live: Backend;
let demo: Backend;
beforeAll(async () => {
  [live, demo] = await Promise.all([
    createBackend({ ...base, mode: 'live', appSecret: 'l'.repeat(32) }, { provider: testProvider }),
    createBackend(base, { provider: testProvider }),
  ]);
});
afterAll(async () => {
  await Promise.all([live?.close(), demo?.close()]);
});

/** Why createBackend refused to start, or 'started' (then it is closed again: a Backend is too big to print). */
async function startFailure(config: BackendConfig, provider?: PaymentProvider): Promise<string> {
  try {
    await (await createBackend(config, { provider })).close();
    return 'started';
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

const count = async (backend: Backend, table: typeof airports | typeof parkings | typeof posts | typeof promoCodes) =>
  (await backend.database.db.select().from(table)).length;

describe('live mode', () => {
  it('seeds no airports, car parks, posts or promo codes', async () => {
    expect(await count(live, airports)).toBe(0);
    expect(await count(live, parkings)).toBe(0);
    expect(await count(live, posts)).toBe(0);
    expect(await count(live, promoCodes)).toBe(0);
    expect((await call(live, '/api/airports')).body).toMatchObject({ docs: [], totalDocs: 0 });
  });

  it('refuses the sandbox provider, an explicit seed and a missing APP_SECRET', async () => {
    const secret = { appSecret: 'l'.repeat(32) };
    expect(await startFailure({ ...base, ...secret, mode: 'live' })).toMatch(/sandbox/);
    expect(await startFailure({ ...base, ...secret, mode: 'live', seed: true }, testProvider)).toMatch(/seed/);
    expect(await startFailure({ ...base, mode: 'live' }, testProvider)).toMatch(/APP_SECRET/);
  });
});

describe('demo mode (the default)', () => {
  it('seeds the catalogue and the promo codes, test100 among them', async () => {
    expect(await count(demo, parkings)).toBeGreaterThan(0);
    const codes = (await demo.database.db.select().from(promoCodes)).map((row) => [row.code, row.percent]);
    expect(codes).toContainEqual(['test100', 100]);
  });
});

describe('the sandbox payment page', () => {
  it('answers 404 when another provider takes the payments, even for a real payment id', async () => {
    const [parking] = await demo.database.db.select().from(parkings).where(eq(parkings.active, true)).limit(1);
    const placed = await orderThroughApi(demo, [
      parkingLine(parking.id, { arrivalAt: daysFromNow(10), departureAt: daysFromNow(12) }),
    ]);
    expect(placed.status).toBe(201);
    const { orderId, paymentUrl } = z.object({ orderId: z.string(), paymentUrl: z.string() }).parse(placed.body);
    expect(paymentUrl.startsWith(`${PAY_ORIGIN}/checkout/`)).toBe(true);
    const paymentId = decodeURIComponent(paymentUrl.slice(`${PAY_ORIGIN}/checkout/`.length));
    expect((await demo.database.db.select().from(payments)).map((row) => row.id)).toContain(paymentId);

    const page = await call(demo, `/api/v1/payments/sandbox/${paymentId}`);
    expect(page.status).toBe(404);
    expect(page.text).not.toContain('Zapłać');
    const pay = await call(demo, `/api/v1/payments/sandbox/${paymentId}`, {
      method: 'POST',
      body: new URLSearchParams({ action: 'pay' }),
    });
    expect(pay.status).toBe(404);
    const status = await call(demo, `/api/v1/payment/${orderId}/status`);
    expect(status.body).toMatchObject({ paymentStatus: 'NEW' });
  });
});
