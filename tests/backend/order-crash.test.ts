import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { idempotencyKeys, orders, payments } from '../../backend/db/schema';
import { createBackend, type Backend } from '../../backend/index';
import { crashConfig } from '../fixtures/crash-config';
import { startCrashingApi } from '../fixtures/start-crashing-api';
import { call, customer, daysFromNow, parkingLine, parkingWithCapacity, PUBLIC_URL } from './harness';

// A real crash: the API process is killed (SIGKILL) after the order's commit, inside startPayment, with
// the client's request open. The normal backend then starts on the same PGlite directory, and the
// client's retry with the same Idempotency-Key must learn the order's id.

const config = (dataDir: string) => crashConfig(dataDir);

const OfferSchema = z.object({ id: z.string(), total: z.object({ amount: z.number(), currency: z.string() }) });
const OrderAnswerSchema = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  status: z.string(),
  total: z.object({ amount: z.number(), currency: z.string() }),
  paymentUrl: z.string().nullable(),
});

let dataDir: string | undefined;
let child: ChildProcess | undefined;
let backend: Backend | undefined;
afterAll(async () => {
  if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await backend?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** Quotes through the crashing API and sends the order: the process dies inside startPayment. */
async function orderThatCrashes(dir: string, parkingId: number, plate: string) {
  const api = await startCrashingApi(dir);
  child = api.process;
  const exit = once(api.process, 'exit');
  const base = `http://127.0.0.1:${api.port}`;
  const stay = { arrivalAt: daysFromNow(20), departureAt: daysFromNow(22) };
  const lines = [parkingLine(parkingId, stay, [plate])];
  const quoted = await fetch(`${base}/api/v1/offers`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ offerLines: lines }),
  });
  expect(quoted.status).toBe(201);
  const offer = OfferSchema.parse(await quoted.json());
  const key = randomUUID();
  const body = { offerId: offer.id, orderLines: lines, expectedPrice: offer.total, customer };

  // The connection dies with the process: the client never learns whether an order exists.
  await expect(
    fetch(`${base}/api/v1/orders`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
      body: JSON.stringify(body),
    }),
  ).rejects.toThrow();
  const [code, signal] = await exit;
  expect({ code, signal }).toEqual({ code: null, signal: 'SIGKILL' });
  return { offer, key, body };
}

/** The retry on the normal backend answers 201 with the one order the crashed request committed. */
async function expectTheCommittedOrder(api: Backend, crashed: Awaited<ReturnType<typeof orderThatCrashes>>) {
  const { offer, key, body } = crashed;
  const retry = await call(api, '/api/v1/orders', { method: 'POST', headers: { 'Idempotency-Key': key }, json: body });
  expect(retry.status).toBe(201);
  const answer = OrderAnswerSchema.parse(retry.body);

  const stored = await api.database.db
    .select({ order: orders, payment: payments })
    .from(orders)
    .innerJoin(payments, eq(payments.orderId, orders.id))
    .where(eq(orders.offerId, offer.id));
  expect(stored).toHaveLength(1);
  expect(answer).toEqual({
    orderId: stored[0].order.id,
    orderNumber: stored[0].order.orderNumber,
    status: 'PENDING_PAYMENT',
    total: offer.total,
    paymentUrl: `${PUBLIC_URL}/api/v1/payments/sandbox/${stored[0].payment.id}`,
  });

  // The payment page works for it, and a further retry is a replay of the same answer.
  const page = await call(api, new URL(answer.paymentUrl ?? '').pathname);
  expect(page.status).toBe(200);
  const replay = await call(api, '/api/v1/orders', { method: 'POST', headers: { 'Idempotency-Key': key }, json: body });
  expect(replay.headers.get('idempotent-replayed')).toBe('true');
  expect(replay.body).toEqual(retry.body);
}

describe('POST /orders across a real crash', () => {
  it('the process dies after the order commit; a retry gets that order (201) — right after the restart, and once the claim is older than 30 s', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'parkolot-crash-'));
    // A seeded database with a known car park, closed again before the crashing API opens it.
    const setup = await createBackend(config(dataDir));
    const parking = await parkingWithCapacity(setup, 50);
    await setup.close();

    // 1. Restarted right away: the dead request's claim is seconds old (was: 409 IDEMPOTENCY_KEY_IN_USE).
    const soon = await orderThatCrashes(dataDir, parking.id, 'WX 77771');
    backend = await createBackend(config(dataDir));
    await expectTheCommittedOrder(backend, soon);
    await backend.close();
    backend = undefined;

    // 2. The clock moved on past ABANDONED_CLAIM_MS, so the retry takes the claim over (was: 409 OFFER_USED).
    const late = await orderThatCrashes(dataDir, parking.id, 'WX 77772');
    backend = await createBackend(config(dataDir));
    await backend.database.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`${idempotencyKeys.createdAt} - interval '31 seconds'` })
      .where(eq(idempotencyKeys.key, late.key));
    await expectTheCommittedOrder(backend, late);
  }, 120_000);
});
