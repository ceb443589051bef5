// Issue 5, shutdown and data: SIGTERM in the middle of orders leaves each one complete or absent; an
// order the provider confirmed survives a crash and a restart; a payment notification that arrives
// twice (or twice at once) changes nothing the second time.
// The signal and restart tests run the real server as a child process (server.ts, production mode, PGlite
// persisted in a temporary DATA_DIR) and read that database directly once the process has exited.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openDatabase } from '../../backend/db/client';
import { ABANDONED_CLAIM_MS, requestHash } from '../../backend/checkout/idempotency';
import { idempotencyKeys, orders, outbox, parkingDayOccupancy, payments } from '../../backend/db/schema';
import { call, customer, errorCodes, orderThroughApi, parkingLine, parkingWithCapacity } from '../backend/harness';
import { serverWithRealBackend } from '../setup/real-backend';
import {
  bookingForm,
  bookingProblems,
  loadCheckout,
  postCheckout,
  quotedForm,
  sandboxPaymentId,
  stayAhead,
  traveller,
  type Form,
} from './booking';
import { startServerProcess, type ServerProcess } from './server-process';

/** server/shutdown.ts: in-flight requests get 10 s, then their connections are cut and the database closed. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

const running = new Set<ServerProcess>();
const dataDirs: string[] = [];
async function start(dataDir: string, port?: number) {
  const server = await startServerProcess(dataDir, { port });
  running.add(server);
  void server.exited.then(() => running.delete(server));
  return server;
}
function tempDataDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parkolot-shutdown-'));
  dataDirs.push(dir);
  return dir;
}
afterAll(async () => {
  await Promise.all([...running].map((server) => server.stop('SIGKILL')));
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** Opens the stopped server's PGlite directory, runs `read`, closes it. */
async function withDatabase<T>(
  dataDir: string,
  read: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>,
): Promise<T> {
  const database = await openDatabase({ dataDir });
  try {
    return await read(database.db);
  } finally {
    await database.close();
  }
}

type Answer = { status: number; location: string | null; body: string } | { error: string };
async function answer(request: Promise<Response>): Promise<Answer> {
  try {
    const response = await request;
    return { status: response.status, location: response.headers.get('location'), body: await response.text() };
  } catch (error) {
    return { error: error instanceof Error ? `${error.message} ${String(error.cause ?? '')}` : String(error) };
  }
}

const OfferSchema = z.object({ id: z.string(), total: z.object({ amount: z.number(), currency: z.string() }) });
const PlacedSchema = z.object({ orderId: z.string(), paymentUrl: z.string() });
const PaymentStatusSchema = z.object({ paymentStatus: z.string() });
const OrderStatusSchema = z.object({ status: z.string(), paymentStatus: z.string() });

/** An order prepared for the API: the offer was quoted while the server ran; posting it is the order. */
async function apiOrder(
  baseUrl: string,
  parkingId: number,
  stay: { arrivalAt: string; departureAt: string },
  i: number,
) {
  const lines = [parkingLine(parkingId, stay, [traveller(i, 'sigterm-api').plate])];
  const quoted = await fetch(`${baseUrl}/api/v1/offers`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ offerLines: lines }),
  });
  expect(quoted.status).toBe(201);
  const offer = OfferSchema.parse(await quoted.json());
  const { firstName, lastName, email, phone } = traveller(i, 'sigterm-api');
  return {
    key: randomUUID(),
    body: JSON.stringify({
      offerId: offer.id,
      orderLines: lines,
      expectedPrice: offer.total,
      customer: { firstName, lastName, email, phone },
    }),
  };
}
const postApiOrder = (baseUrl: string, order: { key: string; body: string }) =>
  fetch(`${baseUrl}/api/v1/orders`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': order.key },
    body: order.body,
  });

describe('SIGTERM while orders are being placed', () => {
  it('exits 0 within the shutdown timeout; after a restart every order is complete or absent, and a retry gives exactly one', async () => {
    const dataDir = tempDataDir();
    let server = await start(dataDir);
    const parkingId = 1;
    const stay = stayAhead(60, 4);

    // 16 travellers at the checkout (every other one has priced the typed plate, the rest make the action
    // re-quote first), 8 callers of the API; all prepared while the server runs normally.
    const forms: Form[] = await Promise.all(
      Array.from({ length: 16 }, async (_, i) => {
        const page = await loadCheckout(server.url, parkingId, stay);
        const who = traveller(i, 'sigterm-web');
        return i % 2 ? quotedForm(server.url, page, who) : bookingForm(page, who);
      }),
    );
    const apiOrders = await Promise.all(Array.from({ length: 8 }, (_, i) => apiOrder(server.url, parkingId, stay, i)));
    const late = await loadCheckout(server.url, parkingId, stay).then((page) =>
      bookingForm(page, traveller(99, 'sigterm-late')),
    );

    let answered = 0;
    const firedAt = server.logs.length;
    const counted = (p: Promise<Answer>) => p.finally(() => answered++);
    const webAnswers = forms.map((form) => counted(answer(postCheckout(server.url, form))));
    const apiAnswers = apiOrders.map((order) => counted(answer(postApiOrder(server.url, order))));
    // SIGTERM as soon as the first of these orders has been answered: the others are still being placed.
    await server.waitForLog(
      (line) =>
        line.msg === 'request' &&
        line.method === 'POST' &&
        (line.path === '/rezerwacja/' || line.path === '/api/v1/orders'),
      { from: firedAt },
    );
    const stopping = server.stop('SIGTERM');
    const inFlightAtSignal = forms.length + apiOrders.length - answered;
    // A traveller pressing the button just after the signal: refused, or served in full.
    const lateAnswer = answer(postCheckout(server.url, late));

    const exit = await stopping;
    expect(exit).toMatchObject({ code: 0, signal: null });
    expect(exit.ms).toBeLessThan(SHUTDOWN_TIMEOUT_MS);
    expect(inFlightAtSignal).toBeGreaterThan(0);
    expect(server.logs.some((line) => line.msg === 'Shutdown complete')).toBe(true);
    expect(server.notJson).toEqual([]);

    // Whatever got an answer got a whole one: the way to payment, never an error page.
    const web = await Promise.all(webAnswers);
    const api = await Promise.all(apiAnswers);
    for (const a of [...web, await lateAnswer]) {
      if ('status' in a) expect([a.status, sandboxPaymentId(a.location) !== null]).toEqual([303, true]);
    }
    for (const a of api) if ('status' in a) expect(a.status).toBe(201);

    // The data on disk: no half order anywhere.
    expect(await withDatabase(dataDir, (db) => bookingProblems(db))).toEqual([]);

    // After a restart each traveller simply submits again: the answered ones get the same payment page
    // (their order is replayed), the others get their order now — one per traveller either way.
    server = await start(dataDir, server.port);
    for (const [i, form] of forms.entries()) {
      const retry = await answer(postCheckout(server.url, form));
      expect('status' in retry ? retry.status : retry.error, 'status' in retry ? retry.body.slice(0, 500) : '').toBe(
        303,
      );
      const first = web[i];
      if ('status' in first && 'status' in retry) expect(retry.location).toBe(first.location);
    }
    for (const [i, order] of apiOrders.entries()) {
      const retry = await postApiOrder(server.url, order);
      expect(retry.status).toBe(201);
      const placed = PlacedSchema.parse(await retry.json());
      const first = api[i];
      if ('status' in first) expect(placed).toEqual(PlacedSchema.parse(JSON.parse(first.body)));
    }
    const second = await server.stop('SIGTERM');
    expect(second).toMatchObject({ code: 0, signal: null });

    await withDatabase(dataDir, async (db) => {
      expect(await bookingProblems(db)).toEqual([]);
      const rows = await db
        .select({ email: sql<string>`${orders.customer}->>'email'` })
        .from(orders)
        .where(sql`${orders.customer}->>'email' like 'sigterm-%'`);
      const perTraveller = new Map<string, number>();
      for (const { email } of rows) perTraveller.set(email, (perTraveller.get(email) ?? 0) + 1);
      const expected = [
        ...forms.map((form) => form.email),
        ...Array.from({ length: apiOrders.length }, (_, i) => traveller(i, 'sigterm-api').email),
      ];
      for (const email of expected) expect([email, perTraveller.get(email)]).toEqual([email, 1]);
      expect([...perTraveller.values()].every((n) => n === 1)).toBe(true);
    });
  }, 240_000);
});

describe('a crash (SIGKILL) while orders are being placed', () => {
  it('leaves no half order on disk: every order has its payment and its spaces', async () => {
    const dataDir = tempDataDir();
    const server = await start(dataDir);
    const stay = stayAhead(61, 2);
    const forms = await Promise.all(
      Array.from({ length: 12 }, async (_, i) =>
        quotedForm(server.url, await loadCheckout(server.url, 1, stay), traveller(i, 'crash')),
      ),
    );
    const firedAt = server.logs.length;
    const answers = forms.map((form) => answer(postCheckout(server.url, form)));
    await server.waitForLog(
      (line) => line.msg === 'request' && line.method === 'POST' && line.path === '/rezerwacja/',
      { from: firedAt },
    );
    expect(await server.stop('SIGKILL')).toMatchObject({ signal: 'SIGKILL' });
    await Promise.all(answers);
    // Claims of requests the crash cut short may remain: they are taken over after ABANDONED_CLAIM_MS.
    expect(await withDatabase(dataDir, (db) => bookingProblems(db, { settled: false }))).toEqual([]);
  }, 240_000);
});

describe('an order the payment provider confirmed', () => {
  it('is still CONFIRMED / CAPTURED after a crash (SIGKILL) and after a graceful restart', async () => {
    const dataDir = tempDataDir();
    let server = await start(dataDir);
    const page = await loadCheckout(server.url, 2, stayAhead(45, 2));
    const placed = await postCheckout(server.url, bookingForm(page, traveller(1, 'paid')));
    expect(placed.status).toBe(303);
    const paymentPage = new URL(placed.headers.get('location') ?? '').pathname;
    expect((await fetch(`${server.url}${paymentPage}`)).status).toBe(200);
    const paid = await fetch(`${server.url}${paymentPage}`, {
      method: 'POST',
      body: new URLSearchParams({ action: 'pay' }),
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    const orderId = new URL(paid.headers.get('location') ?? '').searchParams.get('orderId') ?? '';

    const statusOf = async () => ({
      payment: PaymentStatusSchema.parse(await (await fetch(`${server.url}/api/v1/payment/${orderId}/status`)).json())
        .paymentStatus,
      order: OrderStatusSchema.parse(await (await fetch(`${server.url}/api/v1/orders/${orderId}`)).json()).status,
    });
    expect(await statusOf()).toEqual({ payment: 'CAPTURED', order: 'CONFIRMED' });

    // The answer to "Zapłać" has been sent: from here on the confirmation must survive anything.
    expect(await server.stop('SIGKILL')).toMatchObject({ signal: 'SIGKILL' });
    server = await start(dataDir, server.port);
    expect(await statusOf()).toEqual({ payment: 'CAPTURED', order: 'CONFIRMED' });
    const status = await fetch(`${server.url}/platnosc/?orderId=${orderId}&_data=routes%2Fplatnosc._index`);
    expect(status.status).toBe(200);

    expect(await server.stop('SIGTERM')).toMatchObject({ code: 0 });
    server = await start(dataDir, server.port);
    expect(await statusOf()).toEqual({ payment: 'CAPTURED', order: 'CONFIRMED' });
    expect(await server.stop('SIGTERM')).toMatchObject({ code: 0 });
    expect(await withDatabase(dataDir, (db) => bookingProblems(db))).toEqual([]);
  }, 240_000);
});

// ---------------------------------------------------------------------------------------------

// In-process: the embedded API on an in-memory PGlite, or PostgreSQL with TEST_DATABASE_URL.
describe('in-process', () => {
  const setup = serverWithRealBackend();
  const db = setup.db;

  describe('a payment notification that arrives twice', () => {
    // The sandbox hosted page's POST is the provider's final answer (there is no other notification endpoint).

    /** `count` one-car orders for the same stay at one car park, each with its sandbox payment path. */
    async function ordersAtOneParking(count: number, index: number) {
      const parking = await parkingWithCapacity(setup.real, 20, index);
      const stay = stayAhead(35, 2);
      const placed = [];
      for (let i = 0; i < count; i++) {
        const order = await orderThroughApi(setup.real, [parkingLine(parking.id, stay, [`LU ${index}${i}`])]);
        expect(order.status).toBe(201);
        const { orderId, paymentUrl } = PlacedSchema.parse(order.body);
        placed.push({ orderId, paymentPath: new URL(paymentUrl).pathname });
      }
      return { parkingId: parking.id, placed };
    }

    const notify = (paymentPath: string, action: 'pay' | 'decline' | 'cancel') =>
      fetch(`${setup.server.url}${paymentPath}`, {
        method: 'POST',
        body: new URLSearchParams({ action }),
        redirect: 'manual',
      });

    /** Everything a notification could change: the order, its payment, the spaces held, the row counts. */
    async function snapshot(parkingId: number) {
      const orderRows = await db().select().from(orders).where(eq(orders.parkingId, parkingId)).orderBy(orders.id);
      const ids = orderRows.map((o) => o.id);
      return {
        orders: orderRows,
        payments: await db().select().from(payments).where(inArray(payments.orderId, ids)).orderBy(payments.id),
        occupancy: await db()
          .select()
          .from(parkingDayOccupancy)
          .where(eq(parkingDayOccupancy.parkingId, parkingId))
          .orderBy(parkingDayOccupancy.day),
      };
    }
    const usedPerDay = async (parkingId: number) => [
      ...new Set((await snapshot(parkingId)).occupancy.map((d) => d.used)),
    ];
    const statusOf = async (orderId: string) => {
      const [row] = await db()
        .select({ order: orders.status, payment: payments.status })
        .from(orders)
        .innerJoin(payments, eq(payments.orderId, orders.id))
        .where(eq(orders.id, orderId));
      return row;
    };

    it('"paid" twice in a row: the second answer is the same redirect and changes no row', async () => {
      const { parkingId, placed } = await ordersAtOneParking(2, 0);
      const first = await notify(placed[0].paymentPath, 'pay');
      expect(first.status).toBe(303);
      const after = await snapshot(parkingId);
      const again = await notify(placed[0].paymentPath, 'pay');
      expect([again.status, again.headers.get('location')]).toEqual([303, first.headers.get('location')]);
      // A late, contradicting notification for a settled payment changes nothing either.
      expect((await notify(placed[0].paymentPath, 'decline')).status).toBe(303);
      expect(await snapshot(parkingId)).toEqual(after);
      expect(await statusOf(placed[0].orderId)).toEqual({ order: 'CONFIRMED', payment: 'CAPTURED' });
      expect(await usedPerDay(parkingId)).toEqual([2]);
    });

    it('"declined" three times at once: one outcome, one "pay again" e-mail, the spaces still held for a retry', async () => {
      const { parkingId, placed } = await ordersAtOneParking(3, 1);
      expect(await usedPerDay(parkingId)).toEqual([3]);
      const answers = await Promise.all([1, 2, 3].map(() => notify(placed[0].paymentPath, 'decline')));
      expect(answers.map((a) => a.status)).toEqual([303, 303, 303]);
      const after = await snapshot(parkingId);
      expect(await statusOf(placed[0].orderId)).toEqual({ order: 'PENDING_PAYMENT', payment: 'DECLINED' });
      expect(await usedPerDay(parkingId)).toEqual([3]);
      const messages = await db().select().from(outbox).where(eq(outbox.orderId, placed[0].orderId));
      expect(messages.map((m) => m.kind)).toEqual(['payment_failed_email']);
      expect((await notify(placed[0].paymentPath, 'decline')).status).toBe(303);
      expect(await snapshot(parkingId)).toEqual(after);
      expect(after.orders).toHaveLength(3);
      expect(after.payments).toHaveLength(3);
    });

    it('"paid" five times at once, and "paid" racing "declined": one outcome each, consistent with the spaces held', async () => {
      const { parkingId, placed } = await ordersAtOneParking(2, 2);
      const [paid, raced] = placed;
      const fivePays = await Promise.all([1, 2, 3, 4, 5].map(() => notify(paid.paymentPath, 'pay')));
      expect(fivePays.map((a) => a.status)).toEqual([303, 303, 303, 303, 303]);
      expect(await statusOf(paid.orderId)).toEqual({ order: 'CONFIRMED', payment: 'CAPTURED' });
      // One voucher e-mail and one SMS queued, however many notifications came.
      const vouchers = await db().select().from(outbox).where(eq(outbox.orderId, paid.orderId));
      expect(vouchers.map((m) => m.kind).sort()).toEqual(['voucher_email', 'voucher_sms']);

      await Promise.all([
        notify(raced.paymentPath, 'pay'),
        notify(raced.paymentPath, 'decline'),
        notify(raced.paymentPath, 'pay'),
      ]);
      const outcome = await statusOf(raced.orderId);
      expect([
        { order: 'CONFIRMED', payment: 'CAPTURED' },
        { order: 'PENDING_PAYMENT', payment: 'DECLINED' },
      ]).toContainEqual(outcome);
      // Paid or declined, the raced order keeps its space (a declined one until its hold lapses).
      expect(await usedPerDay(parkingId)).toEqual([2]);
      expect(await bookingProblems(db())).toEqual([]);
    });
  });

  describe('an order request a crash cut short', () => {
    /** An order body and the claim its key would hold had the process died while placing it. */
    async function interruptedOrder(claimAgeMs: number, index: number) {
      const parking = await parkingWithCapacity(setup.real, 20, index);
      const lines = [parkingLine(parking.id, stayAhead(36, 2), ['EL 12345'])];
      const offer = OfferSchema.parse(
        (await call(setup.real, '/api/v1/offers', { method: 'POST', json: { offerLines: lines } })).body,
      );
      const body = { offerId: offer.id, orderLines: lines, expectedPrice: offer.total, customer };
      const key = randomUUID();
      await db()
        .insert(idempotencyKeys)
        .values({
          key,
          scope: 'orders',
          requestHash: requestHash(body),
          statusCode: null,
          createdAt: new Date(Date.now() - claimAgeMs),
        });
      const post = () =>
        call(setup.real, '/api/v1/orders', { method: 'POST', headers: { 'Idempotency-Key': key }, json: body });
      return { parkingId: parking.id, key, post };
    }

    it('a claim younger than ABANDONED_CLAIM_MS may still be running: 409 IDEMPOTENCY_KEY_IN_USE, no order', async () => {
      const { parkingId, key, post } = await interruptedOrder(ABANDONED_CLAIM_MS - 5_000, 3);
      const answer = await post();
      expect([answer.status, errorCodes(answer.body)]).toEqual([409, ['IDEMPOTENCY_KEY_IN_USE']]);
      expect(await db().$count(orders, eq(orders.parkingId, parkingId))).toBe(0);
      // The request "still running" ends with a 5xx, which forgets the key.
      await db().delete(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    });

    it('an abandoned claim does not block the retry for 24 h: retries at once place exactly one order, then it is replayed', async () => {
      const { parkingId, post } = await interruptedOrder(ABANDONED_CLAIM_MS + 1_000, 4);
      const retries = await Promise.all([post(), post(), post()]);
      const placed = retries.filter((r) => r.status === 201);
      expect(placed).toHaveLength(1);
      for (const r of retries.filter((x) => x.status !== 201)) {
        expect([r.status, errorCodes(r.body)]).toEqual([409, ['IDEMPOTENCY_KEY_IN_USE']]);
      }
      const replay = await post();
      expect([replay.status, replay.headers.get('idempotent-replayed'), replay.body]).toEqual([
        201,
        'true',
        placed[0].body,
      ]);
      expect(await db().$count(orders, eq(orders.parkingId, parkingId))).toBe(1);
      expect(await bookingProblems(db())).toEqual([]);
    });
  });
});
