/**
 * Queues `--orders N` voucher e-mails (and their SMS) in a seeded PGlite directory, for the outbox drain
 * bench: `tsx bench/outbox-data.ts --data-dir DIR --orders 1000`.
 *
 * Each order goes through the API's own code the way a traveller's does — `POST /api/v1/offers`,
 * `POST /api/v1/orders`, then the sandbox payment form's "pay" — on the backend's fetch handler in this
 * process (no HTTP, no server running on DIR). The backend is opened without a messages config, so the
 * payments enqueue the outbox rows (orders/transitions.ts) and nothing sends them: the server the bench
 * starts on a copy of DIR finds them all due.
 *
 * DIR must already hold a seeded database (the bench starts the server on it once first: the built
 * server copies its empty cluster template, while this script runs from source and would run initdb).
 * Progress goes to stderr; the last stdout line is a JSON summary of the counts.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { outbox, parkings } from '../backend/db/schema';
import { createBackend, type Backend } from '../backend/index';
import { addDaysToKey, atWarsawTime, dateKey, toIsoWithOffset, addWarsawDays } from '../core/warsaw-time';

/** The first stay starts this many days ahead; later rounds move a few days further. */
const FIRST_ARRIVAL_DAYS = 14;
const STAY_DAYS = 3;
const DAYS_BETWEEN_ROUNDS = 2;
/** Offers a car park may refuse (closed days, sold out…) before the script gives up. */
const MAX_REFUSALS = 200;

const ORIGIN = 'http://parkolot.internal';
const Offer = z.object({ id: z.string(), total: z.object({ amount: z.number(), currency: z.string() }) });
const OrderAnswer = z.object({ orderId: z.string(), orderNumber: z.string(), paymentUrl: z.string().nullable() });

function usage(message: string): never {
  process.stderr.write(`${message}\nusage: tsx bench/outbox-data.ts --data-dir DIR [--orders 1000]\n`);
  process.exit(2);
}

function readOptions(argv: string[]): { dataDir: string; orders: number } {
  let values: { 'data-dir'?: string; orders: string };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { 'data-dir': { type: 'string' }, orders: { type: 'string', default: '1000' } },
      strict: true,
    }));
  } catch (error) {
    usage(error instanceof Error ? error.message : String(error));
  }
  const orders = Number(values.orders);
  if (!Number.isInteger(orders) || orders < 1 || orders > 100_000)
    usage('--orders must be an integer from 1 to 100000');
  const dataDir = values['data-dir'];
  if (!dataDir) usage('--data-dir is required');
  if (!existsSync(path.join(dataDir, 'PG_VERSION')))
    usage(`${dataDir} holds no database (start the server on it once)`);
  return { dataDir, orders };
}

const started = Date.now();
const log = (message: string) =>
  process.stderr.write(`[outbox-data ${((Date.now() - started) / 1000).toFixed(1)}s] ${message}\n`);

/** One call to the backend's fetch handler: its status and its body as JSON (null when it has none). */
async function call(
  backend: Backend,
  pathname: string,
  init: { method: string; json?: unknown; form?: URLSearchParams; headers?: Record<string, string> },
): Promise<{ status: number; body: unknown; text: string }> {
  const headers = new Headers(init.headers);
  if (init.json !== undefined) headers.set('Content-Type', 'application/json');
  const response = await backend.fetch(
    new Request(ORIGIN + pathname, {
      method: init.method,
      headers,
      body: init.json !== undefined ? JSON.stringify(init.json) : init.form,
      redirect: 'manual',
    }),
  );
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  return { status: response.status, body, text };
}

/** The n-th stay: every car park once per round, each round a couple of days later. */
function stay(round: number, today: string) {
  const arrival = atWarsawTime(addDaysToKey(today, FIRST_ARRIVAL_DAYS + round * DAYS_BETWEEN_ROUNDS), '09:00');
  return { arrivalAt: toIsoWithOffset(arrival), departureAt: toIsoWithOffset(addWarsawDays(arrival, STAY_DAYS)) };
}

/** Places one paid order at a car park: offer, order, sandbox payment. Null when the car park refuses it. */
async function placePaidOrder(backend: Backend, parkingId: number, index: number, round: number, today: string) {
  const lines = [
    {
      productId: String(parkingId),
      specification: {
        vehicles: [{ plate: `WB ${String(10_000 + index)}` }],
        people: { adult: 2, child: 0, disabled: 0 },
        stayPeriod: stay(round, today),
      },
    },
  ];
  const offered = await call(backend, '/api/v1/offers', { method: 'POST', json: { offerLines: lines } });
  if (offered.status !== 201) return { refused: `offer ${offered.status}: ${offered.text.slice(0, 200)}` };
  const offer = Offer.parse(offered.body);
  const placed = await call(backend, '/api/v1/orders', {
    method: 'POST',
    headers: { 'Idempotency-Key': crypto.randomUUID() },
    json: {
      offerId: offer.id,
      orderLines: lines,
      expectedPrice: offer.total,
      customer: {
        firstName: 'Anna',
        lastName: `Testowa ${index}`,
        email: `bench-${index}@example.pl`,
        phone: '+48 600 100 200',
      },
    },
  });
  if (placed.status !== 201) return { refused: `order ${placed.status}: ${placed.text.slice(0, 200)}` };
  const order = OrderAnswer.parse(placed.body);
  if (order.paymentUrl === null) throw new Error(`order ${order.orderNumber} has no payment URL (a free offer?)`);
  const paid = await call(backend, new URL(order.paymentUrl).pathname, {
    method: 'POST',
    form: new URLSearchParams({ action: 'pay' }),
  });
  if (paid.status !== 303) throw new Error(`the sandbox payment of ${order.orderNumber} answered ${paid.status}`);
  return { refused: null };
}

async function main() {
  const options = readOptions(process.argv.slice(2));
  const backend = await createBackend({
    dataDir: options.dataDir,
    publicUrl: 'http://127.0.0.1',
    offerTtlSeconds: 3600,
    orderHoldMinutes: 30,
    seed: false,
    // No `messages`: the payments queue the voucher rows, nothing here sends them.
  });
  try {
    const { db } = backend.database;
    const [queuedBefore] = await db.select({ n: sql<number>`count(*)::int` }).from(outbox);
    if ((queuedBefore?.n ?? 0) > 0) throw new Error(`${options.dataDir} already has outbox rows`);
    const active = await db
      .select({ id: parkings.id })
      .from(parkings)
      .where(eq(parkings.active, true))
      .orderBy(parkings.id);
    if (active.length === 0) throw new Error(`${options.dataDir} has no active car park (not seeded?)`);
    const today = dateKey(new Date());
    let placed = 0;
    let refusals = 0;
    for (let attempt = 0; placed < options.orders; attempt++) {
      const parking = active[attempt % active.length];
      const round = Math.floor(attempt / active.length);
      const { refused } = await placePaidOrder(backend, parking.id, placed, round, today);
      if (refused) {
        if (++refusals > MAX_REFUSALS) throw new Error(`too many refused orders; the last: ${refused}`);
        continue;
      }
      placed++;
      if (placed % 100 === 0) log(`${placed} orders paid`);
    }
    const queued = await db
      .select({ kind: outbox.kind, n: sql<number>`count(*)::int` })
      .from(outbox)
      .where(and(isNull(outbox.sentAt), isNull(outbox.failedAt)))
      .groupBy(outbox.kind);
    const count = (kind: string) => queued.find((row) => row.kind === kind)?.n ?? 0;
    const summary = {
      orders: placed,
      refusals,
      voucherEmails: count('voucher_email'),
      voucherSms: count('voucher_sms'),
    };
    if (summary.voucherEmails !== placed || summary.voucherSms !== placed)
      throw new Error(`expected ${placed} queued e-mails and SMS, found ${JSON.stringify(summary)}`);
    log(`done: ${JSON.stringify(summary)}`);
    process.stdout.write(`${JSON.stringify(summary)}\n`);
  } finally {
    await backend.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
