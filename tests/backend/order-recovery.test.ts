import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { requestHash } from '../../backend/checkout/idempotency';
import { idempotencyKeys, orders, payments } from '../../backend/db/schema';
import type { Backend } from '../../backend/index';
import { sandboxProvider } from '../../backend/payments/provider';
import {
  call,
  customer,
  daysFromNow,
  errorCodes,
  parkingLine,
  parkingWithCapacity,
  PUBLIC_URL,
  startBackend,
} from './harness';

// Each crash point of POST /orders is set up as the database state a crash there leaves behind; the
// retry with the same Idempotency-Key must learn the order's id and never place a second order.

const sandbox = sandboxProvider(PUBLIC_URL);
let startPayments = 0;
/** When set, the next startPayment says it was entered and waits for `gate` (a slow provider). */
let holdNextPayment: { entered: () => void; gate: Promise<void> } | null = null;
let backend: Backend;
beforeAll(async () => {
  backend = await startBackend({
    provider: {
      name: sandbox.name,
      refund: () => Promise.reject(new Error('this test takes no refunds')),
      startPayment: async (payment) => {
        startPayments++;
        const hold = holdNextPayment;
        holdNextPayment = null;
        if (hold) {
          hold.entered();
          await hold.gate;
        }
        return sandbox.startPayment(payment);
      },
    },
  });
});
afterAll(() => backend.close());
beforeEach(() => {
  startPayments = 0;
});

const MoneySchema = z.object({ amount: z.number(), currency: z.string() });
const OfferSchema = z.object({ id: z.string(), total: MoneySchema });
const OrderAnswerSchema = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  status: z.string(),
  total: MoneySchema,
  paymentUrl: z.string().nullable(),
});

const stay = { arrivalAt: daysFromNow(30), departureAt: daysFromNow(33) };

/** A fresh offer on a roomy car park and the order body for it. */
async function orderBody(plate: string) {
  const parking = await parkingWithCapacity(backend, 100, 2);
  const lines = [parkingLine(parking.id, stay, [plate])];
  const offer = OfferSchema.parse(
    (await call(backend, '/api/v1/offers', { method: 'POST', json: { offerLines: lines } })).body,
  );
  return { offerId: offer.id, orderLines: lines, expectedPrice: offer.total, customer };
}

const postOrder = (key: string, body: unknown) =>
  call(backend, '/api/v1/orders', { method: 'POST', headers: { 'Idempotency-Key': key }, json: body });

const ordersFor = (offerId: string) => backend.database.db.$count(orders, eq(orders.offerId, offerId));

/** The clock moving on: the claim now looks older than ABANDONED_CLAIM_MS (30 s). */
const ageClaim = (key: string) =>
  backend.database.db
    .update(idempotencyKeys)
    .set({ createdAt: sql`${idempotencyKeys.createdAt} - interval '31 seconds'` })
    .where(eq(idempotencyKeys.key, key));

/** What a crash after the order's commit and before the answer was stored leaves: a claim without an answer. */
async function forgetAnswer(key: string, orderId: string, opts: { alsoRedirectUrl: boolean }) {
  const { db } = backend.database;
  await db.update(idempotencyKeys).set({ statusCode: null, response: null }).where(eq(idempotencyKeys.key, key));
  // Crashed before (or inside) startPayment: the payment has no redirect URL yet.
  if (opts.alsoRedirectUrl) await db.update(payments).set({ redirectUrl: null }).where(eq(payments.orderId, orderId));
}

describe('a retry of POST /orders after a crash', () => {
  it('crash before the order commit (a claim, no order): 409 while it may still run, then the retry places the order once', async () => {
    const body = await orderBody('WA 10001');
    const key = randomUUID();
    // As withIdempotency writes it: the application's clock, millisecond precision.
    await backend.database.db
      .insert(idempotencyKeys)
      .values({ key, scope: 'orders', requestHash: requestHash(body), createdAt: new Date() });

    const early = await postOrder(key, body);
    expect(early.status).toBe(409);
    expect(errorCodes(early.body)).toEqual(['IDEMPOTENCY_KEY_IN_USE']);
    // When to ask again: by then the claim is answered, or abandoned and taken over (ABANDONED_CLAIM_MS, 30 s).
    const retryAfter = Number(early.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(30);

    await ageClaim(key);
    const retry = await postOrder(key, body);
    expect(retry.status).toBe(201);
    const placed = OrderAnswerSchema.parse(retry.body);
    expect(placed.status).toBe('PENDING_PAYMENT');
    expect(placed.paymentUrl).toMatch(/\/api\/v1\/payments\/sandbox\//);
    expect(await ordersFor(body.offerId)).toBe(1);

    const replay = await postOrder(key, body);
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(OrderAnswerSchema.parse(replay.body)).toEqual(placed);
  });

  it('crash after the order commit, before startPayment: a retry gets the same order and a payment URL', async () => {
    const body = await orderBody('WA 10002');
    const key = randomUUID();
    const first = await postOrder(key, body);
    expect(first.status).toBe(201);
    const firstAnswer = OrderAnswerSchema.parse(first.body);
    await forgetAnswer(key, firstAnswer.orderId, { alsoRedirectUrl: true });
    startPayments = 0;

    // The first request might still be running (claim younger than 30 s): the committed order is the answer.
    const whileRunning = await postOrder(key, body);
    expect(whileRunning.status).toBe(201);
    expect(OrderAnswerSchema.parse(whileRunning.body)).toEqual(firstAnswer);
    // The URL was unknown: startPayment ran again for the same payment (idempotent per payment id).
    expect(startPayments).toBe(1);
    expect(await ordersFor(body.offerId)).toBe(1);
  });

  it('crash after startPayment, before the answer was stored: an abandoned claim answers with the same order, no new payment', async () => {
    const body = await orderBody('WA 10003');
    const key = randomUUID();
    const firstAnswer = OrderAnswerSchema.parse((await postOrder(key, body)).body);
    await forgetAnswer(key, firstAnswer.orderId, { alsoRedirectUrl: false });
    await ageClaim(key);
    startPayments = 0;

    const retry = await postOrder(key, body);
    expect(retry.status).toBe(201);
    expect(OrderAnswerSchema.parse(retry.body)).toEqual(firstAnswer);
    expect(startPayments).toBe(0);
    expect(await ordersFor(body.offerId)).toBe(1);

    // The recovered answer is stored: later retries are plain replays.
    const replay = await postOrder(key, body);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(OrderAnswerSchema.parse(replay.body)).toEqual(firstAnswer);
  });

  it('an order whose claim is gone altogether (purged after 24 h) is still found by its key', async () => {
    const body = await orderBody('WA 10004');
    const key = randomUUID();
    const firstAnswer = OrderAnswerSchema.parse((await postOrder(key, body)).body);
    await backend.database.db.delete(idempotencyKeys).where(eq(idempotencyKeys.key, key));

    const retry = await postOrder(key, body);
    expect(retry.status).toBe(201);
    expect(OrderAnswerSchema.parse(retry.body)).toEqual(firstAnswer);
    expect(await ordersFor(body.offerId)).toBe(1);

    // The key names that order: another offer under it is refused, not silently answered with the old order.
    await backend.database.db.delete(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    const other = await orderBody('WA 10005');
    const reused = await postOrder(key, other);
    expect(reused.status).toBe(422);
    expect(errorCodes(reused.body)).toEqual(['IDEMPOTENCY_KEY_REUSED']);
    expect(await ordersFor(other.offerId)).toBe(0);
  });

  it('a retry while the first request still waits on the provider answers 201 with the committed order, not 409', async () => {
    const body = await orderBody('WA 10007');
    const key = randomUUID();
    let entered = () => {};
    const inProvider = new Promise<void>((resolve) => (entered = resolve));
    let release = () => {};
    holdNextPayment = { entered, gate: new Promise<void>((resolve) => (release = resolve)) };

    const first = postOrder(key, body);
    await inProvider;
    const retry = await postOrder(key, body);
    expect(retry.status).toBe(201);
    const [row] = await backend.database.db.select().from(orders).where(eq(orders.offerId, body.offerId));
    expect(OrderAnswerSchema.parse(retry.body)).toMatchObject({
      orderId: row.id,
      orderNumber: row.orderNumber,
      status: 'PENDING_PAYMENT',
    });

    release();
    const firstAnswer = await first;
    expect(firstAnswer.status).toBe(201);
    expect(retry.body).toEqual(firstAnswer.body);
    expect(await ordersFor(body.offerId)).toBe(1);
  });

  it('a full answer is replayed as stored, without calling the provider again', async () => {
    const body = await orderBody('WA 10006');
    const key = randomUUID();
    const first = await postOrder(key, body);
    startPayments = 0;
    const replay = await postOrder(key, body);
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body).toEqual(first.body);
    expect(startPayments).toBe(0);
    expect(await ordersFor(body.offerId)).toBe(1);
  });
});
