import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { orders } from '../../backend/db/schema';
import type { Backend } from '../../backend/index';
import { call, customer, daysFromNow, errorCodes, parkingLine, parkingWithCapacity, startBackend } from './harness';

// Default settings: at most 10 unpaid vehicles per client; holds of 30 minutes, 10 when nearly sold out.
let backend: Backend;
beforeAll(async () => {
  backend = await startBackend({ maxUnpaidVehiclesPerClient: 10 });
});
afterAll(() => backend.close());

const MoneySchema = z.object({ amount: z.number(), currency: z.string() });
const OfferSchema = z.object({ id: z.string(), total: MoneySchema });
const OrderAnswerSchema = z.object({ orderId: z.string(), status: z.string(), paymentUrl: z.string().nullable() });
const ErrorBodySchema = z.object({ errors: z.array(z.object({ message: z.string(), code: z.string() })) });

const plates = (n: number, prefix: string) => Array.from({ length: n }, (_, i) => `${prefix} ${1000 + i}`);

/** Quotes and orders `vehicles` cars at the parking, from the given client (or none: no X-Parkolot-Client). */
async function orderFrom(
  client: string | null,
  parkingId: number,
  vehicles: number,
  opts: { stay?: { arrivalAt: string; departureAt: string }; key?: string; promoCode?: string } = {},
) {
  const stay = opts.stay ?? { arrivalAt: daysFromNow(40), departureAt: daysFromNow(42) };
  const lines = [parkingLine(parkingId, stay, plates(vehicles, `K${randomUUID().slice(0, 4)}`))];
  const quote = await call(backend, '/api/v1/offers', {
    method: 'POST',
    json: { offerLines: lines, promoCode: opts.promoCode },
  });
  const offer = OfferSchema.parse(quote.body);
  const headers: Record<string, string> = { 'Idempotency-Key': opts.key ?? randomUUID() };
  if (client) headers['X-Parkolot-Client'] = client;
  const json = { offerId: offer.id, orderLines: lines, expectedPrice: offer.total, customer };
  return { ...(await call(backend, '/api/v1/orders', { method: 'POST', headers, json })), json, headers };
}

const clientKeyOf = async (orderId: string) =>
  (await backend.database.db.select({ clientKey: orders.clientKey }).from(orders).where(eq(orders.id, orderId)))[0]
    ?.clientKey;

async function pay(paymentUrl: string | null, action: 'pay' | 'decline') {
  const path = new URL(paymentUrl ?? '').pathname;
  await call(backend, path, { method: 'POST', body: new URLSearchParams({ action }) });
}

describe('cap on one client’s unpaid vehicles', () => {
  it('refuses an order that would take the client past 10 unpaid vehicles, in Polish, and only that client', async () => {
    const parking = await parkingWithCapacity(backend, 200, 1);
    const client = 'c1:hmac.abc_DEF-123';
    const first = await orderFrom(client, parking.id, 6);
    expect(first.status).toBe(201);
    const second = await orderFrom(client, parking.id, 4);
    expect(second.status).toBe(201);

    const third = await orderFrom(client, parking.id, 1);
    expect(third.status).toBe(429);
    const refusal = ErrorBodySchema.parse(third.body);
    expect(refusal.errors).toEqual([
      {
        code: 'TOO_MANY_UNPAID_ORDERS',
        message:
          'Masz już nieopłacone rezerwacje na 10 pojazdów. Opłać je lub poczekaj, aż wygasną, zanim zarezerwujesz kolejne.',
      },
    ]);
    expect(await backend.database.db.$count(orders, eq(orders.offerId, third.json.offerId))).toBe(0);

    // Another client, and a call without the header (in-process, no edge), are not affected.
    expect((await orderFrom('c2', parking.id, 10)).status).toBe(201);
    expect((await orderFrom(null, parking.id, 10)).status).toBe(201);

    // Paying an order frees its vehicles from the cap; the 429 was not stored under its key, so the
    // same request may simply be sent again.
    const paid = OrderAnswerSchema.parse(first.body);
    await pay(paid.paymentUrl, 'pay');
    const again = await call(backend, '/api/v1/orders', { method: 'POST', headers: third.headers, json: third.json });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBeNull();
  });

  it('counts 2–4 vehicles as "pojazdy" and forgets the client key once the order leaves PENDING_PAYMENT', async () => {
    const parking = await parkingWithCapacity(backend, 200, 2);
    const client = 'c3';
    const held = OrderAnswerSchema.parse((await orderFrom(client, parking.id, 3)).body);
    const big = await orderFrom(client, parking.id, 8);
    expect(big.status).toBe(429);
    expect(ErrorBodySchema.parse(big.body).errors[0].message).toMatch(
      /^Masz już nieopłacone rezerwacje na 3 pojazdy\. /,
    );
    expect(await clientKeyOf(held.orderId)).toBe(client);

    // A declined order stays payable and keeps its spaces until its hold lapses (decision 0031): it counts.
    await pay(held.paymentUrl, 'decline');
    expect(await clientKeyOf(held.orderId)).toBe(client);
    expect((await orderFrom(client, parking.id, 8)).status).toBe(429);

    // The hold lapses: the sweep expires it, and the client key goes with it.
    expect(await backend.sweep(new Date(Date.now() + 31 * 60_000))).toBeGreaterThanOrEqual(1);
    expect(await clientKeyOf(held.orderId)).toBeNull();
    const afterExpiry = OrderAnswerSchema.parse((await orderFrom(client, parking.id, 8)).body);
    expect(await clientKeyOf(afterExpiry.orderId)).toBe(client);
    await pay(afterExpiry.paymentUrl, 'pay');
    expect(await clientKeyOf(afterExpiry.orderId)).toBeNull();
    expect((await orderFrom(client, parking.id, 10)).status).toBe(201);
  });

  it('paying again for an expired order counts towards the cap like a new order (decision 0031)', async () => {
    const parking = await parkingWithCapacity(backend, 200, 9);
    const client = 'c-reopen';
    const first = OrderAnswerSchema.parse((await orderFrom(client, parking.id, 10)).body);
    expect(await backend.sweep(new Date(Date.now() + 31 * 60_000))).toBeGreaterThanOrEqual(1);
    const RetrySchema = z.object({ retry: z.object({ exp: z.number(), sig: z.string() }) });
    const { retry } = RetrySchema.parse((await call(backend, `/api/v1/orders/${first.orderId}`)).body);
    // The cap is free again: a new order for 10 vehicles takes it.
    expect((await orderFrom(client, parking.id, 10)).status).toBe(201);

    const payAgain = () =>
      call(backend, `/api/v1/orders/${first.orderId}/payments`, {
        method: 'POST',
        headers: { 'X-Parkolot-Client': client },
        json: retry,
      });
    const refused = await payAgain();
    expect(refused.status).toBe(429);
    expect(errorCodes(refused.body)).toEqual(['TOO_MANY_UNPAID_ORDERS']);
    expect(await clientKeyOf(first.orderId)).toBeNull();

    // Another client's cap is its own; taken again, the order counts for the client that took it.
    const other = await call(backend, `/api/v1/orders/${first.orderId}/payments`, {
      method: 'POST',
      headers: { 'X-Parkolot-Client': 'c-reopen-2' },
      json: retry,
    });
    expect(other.status).toBe(201);
    expect(await clientKeyOf(first.orderId)).toBe('c-reopen-2');
  });

  it('a free (100 % promo) order is confirmed at once and neither counts nor is capped', async () => {
    const parking = await parkingWithCapacity(backend, 200, 3);
    const client = 'c4';
    expect((await orderFrom(client, parking.id, 10)).status).toBe(201);
    const free = await orderFrom(client, parking.id, 5, { promoCode: 'test100' });
    expect(free.status).toBe(201);
    const confirmed = OrderAnswerSchema.parse(free.body);
    expect(confirmed.status).toBe('CONFIRMED');
    expect(await clientKeyOf(confirmed.orderId)).toBeNull();
  });

  it('refuses a malformed X-Parkolot-Client (a misconfigured edge) instead of dropping the cap', async () => {
    const parking = await parkingWithCapacity(backend, 200, 3);
    const r = await orderFrom('not a key!', parking.id, 1);
    expect(r.status).toBe(400);
    expect((await orderFrom('x'.repeat(129), parking.id, 1)).status).toBe(400);
  });

  it('20 concurrent orders from one client over two car parks hold at most 10 vehicles', async () => {
    const a = await parkingWithCapacity(backend, 200, 4);
    const b = await parkingWithCapacity(backend, 200, 5);
    const client = 'c5-concurrent';
    const stay = { arrivalAt: daysFromNow(50), departureAt: daysFromNow(52) };
    const quotes = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const lines = [parkingLine(i % 2 ? a.id : b.id, stay, [`WZ ${20000 + i}`])];
        const offer = OfferSchema.parse(
          (await call(backend, '/api/v1/offers', { method: 'POST', json: { offerLines: lines } })).body,
        );
        return { offerId: offer.id, orderLines: lines, expectedPrice: offer.total, customer };
      }),
    );
    const results = await Promise.all(
      quotes.map((json) =>
        call(backend, '/api/v1/orders', {
          method: 'POST',
          headers: { 'Idempotency-Key': randomUUID(), 'X-Parkolot-Client': client },
          json,
        }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    for (const r of results.filter((x) => x.status === 429))
      expect(errorCodes(r.body)).toEqual(['TOO_MANY_UNPAID_ORDERS']);
    const unpaid = await backend.database.db
      .select({ vehicles: orders.vehicles })
      .from(orders)
      .where(eq(orders.clientKey, client));
    expect(unpaid.reduce((sum, o) => sum + o.vehicles, 0)).toBe(10);
  });
});

describe('hold length', () => {
  const holdMinutes = async (orderId: string) => {
    const [row] = await backend.database.db.select().from(orders).where(eq(orders.id, orderId));
    return ((row.holdExpiresAt?.getTime() ?? 0) - row.createdAt.getTime()) / 60_000;
  };

  it('holds 30 minutes while the stay keeps at least max(5, 10 % of capacity) free spaces, 10 minutes below that', async () => {
    // 120 spaces: the threshold is 12 free on the tightest day after the order.
    const parking = await parkingWithCapacity(backend, 120, 6);
    const stay = { arrivalAt: daysFromNow(60), departureAt: daysFromNow(62) };
    const tightDay = { arrivalAt: daysFromNow(61), departureAt: daysFromNow(61, 18) };
    // 98 spaces taken on the middle day only (10 orders without a client key).
    for (let i = 0; i < 9; i++) expect((await orderFrom(null, parking.id, 10, { stay: tightDay })).status).toBe(201);
    expect((await orderFrom(null, parking.id, 8, { stay: tightDay })).status).toBe(201);

    // 22 free on the tightest day; 10 more leave 12: still a normal hold.
    const normal = OrderAnswerSchema.parse((await orderFrom(null, parking.id, 10, { stay })).body);
    expect(await holdMinutes(normal.orderId)).toBe(30);
    // 12 free; one more leaves 11 < 12: the short hold.
    const scarce = OrderAnswerSchema.parse((await orderFrom(null, parking.id, 1, { stay })).body);
    expect(await holdMinutes(scarce.orderId)).toBe(10);
    // The short hold is what the sweep honours: expired after 11 minutes, the normal one not.
    await backend.sweep(new Date(Date.now() + 11 * 60_000));
    const rows = await backend.database.db
      .select({ id: orders.id, status: orders.status })
      .from(orders)
      .where(eq(orders.parkingId, parking.id));
    expect(rows.find((r) => r.id === scarce.orderId)?.status).toBe('EXPIRED');
    expect(rows.find((r) => r.id === normal.orderId)?.status).toBe('PENDING_PAYMENT');
  });

  it('uses 5 free spaces as the threshold for a small car park', async () => {
    const parking = await parkingWithCapacity(backend, 20, 7);
    const stay = { arrivalAt: daysFromNow(70), departureAt: daysFromNow(71) };
    const normal = OrderAnswerSchema.parse((await orderFrom(null, parking.id, 10, { stay })).body);
    expect(await holdMinutes(normal.orderId)).toBe(30);
    // 10 free; 5 more leave 5: not below 5.
    const edge = OrderAnswerSchema.parse((await orderFrom(null, parking.id, 5, { stay })).body);
    expect(await holdMinutes(edge.orderId)).toBe(30);
    const scarce = OrderAnswerSchema.parse((await orderFrom(null, parking.id, 1, { stay })).body);
    expect(await holdMinutes(scarce.orderId)).toBe(10);
  });
});

describe('a payment provider that refuses', () => {
  let refusing: Backend;
  beforeAll(async () => {
    refusing = await startBackend({
      provider: {
        name: 'sandbox',
        refund: () => Promise.reject(new Error('this test takes no refunds')),
        startPayment: () => Promise.reject(new Error('provider down')),
      },
    });
  });
  afterAll(() => refusing.close());

  it('502: the order is cancelled, its spaces and the client’s cap given back, its client key forgotten', async () => {
    const parking = await parkingWithCapacity(refusing, 10);
    const stay = { arrivalAt: daysFromNow(80), departureAt: daysFromNow(81) };
    const lines = [parkingLine(parking.id, stay, plates(10, 'WP'))];
    const offer = OfferSchema.parse(
      (await call(refusing, '/api/v1/offers', { method: 'POST', json: { offerLines: lines } })).body,
    );
    const r = await call(refusing, '/api/v1/orders', {
      method: 'POST',
      headers: { 'Idempotency-Key': randomUUID(), 'X-Parkolot-Client': 'c-refused' },
      json: { offerId: offer.id, orderLines: lines, expectedPrice: offer.total, customer },
    });
    expect(r.status).toBe(502);
    expect(errorCodes(r.body)).toEqual(['PAYMENT_PROVIDER_ERROR']);
    const [row] = await refusing.database.db.select().from(orders).where(eq(orders.offerId, offer.id));
    expect(row).toMatchObject({ status: 'CANCELLED', clientKey: null, holdExpiresAt: null });
    // All 10 spaces are free again: a new quote for 10 vehicles is accepted.
    const again = await call(refusing, '/api/v1/offers', {
      method: 'POST',
      json: { offerLines: [parkingLine(parking.id, stay, plates(10, 'WQ'))] },
    });
    expect(again.status).toBe(201);
  });
});
