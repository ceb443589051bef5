// Real crashes in Moja rezerwacja (decision 0032): the API process is killed (SIGKILL) right after a
// dearer date change commits (inside startPayment) and right after a cancellation commits (inside the
// refund), with the customer's request open. The normal backend then starts on the same PGlite directory:
// the tables agree, the same call again finishes the date change, and the outbox sends the refund.
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { dateChanges } from '../../backend/db/schema';
import { createBackend, type Backend } from '../../backend/index';
import { manageToken } from '../../backend/outbox/signing';
import { crashConfig } from '../fixtures/crash-config';
import { startCrashingApi } from '../fixtures/start-crashing-api';
import { bookingProblems } from '../security/booking';
import { call, customer, daysFromNow, parkingLine, parkingWithCapacity, TEST_APP_SECRET } from './harness';

const config = (dataDir: string) => crashConfig(dataDir, TEST_APP_SECRET);
const Offer = z.object({ id: z.string(), total: z.object({ amount: z.number(), currency: z.string() }) });
const Placed = z.object({ orderId: z.string(), orderNumber: z.string(), paymentUrl: z.string() });
const DateOffer = z.object({ offerId: z.string(), difference: z.number() });
const Changed = z.object({
  dateChange: z.object({ status: z.string(), paymentUrl: z.string().nullable() }),
  booking: z.object({ departureAt: z.string() }),
});
const Booking = z.object({
  status: z.string(),
  departureAt: z.string(),
  refund: z.object({ status: z.string() }).nullable(),
});

let dataDir: string | undefined;
let mailDir: string | undefined;
let child: ChildProcess | undefined;
let backend: Backend | undefined;
afterAll(async () => {
  if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await backend?.close();
  for (const dir of [dataDir, mailDir]) if (dir) await rm(dir, { recursive: true, force: true });
});

/**
 * A paid booking on the normal backend (then closed, so the crashing API can open the directory), and an
 * offer to move it to a longer stay.
 */
async function paidBooking(dir: string) {
  const setup = await createBackend(config(dir));
  try {
    const parking = await parkingWithCapacity(setup, 50);
    const lines = [parkingLine(parking.id, { arrivalAt: daysFromNow(30), departureAt: daysFromNow(32) }, ['KR 1234A'])];
    const offer = Offer.parse(
      (await call(setup, '/api/v1/offers', { method: 'POST', json: { offerLines: lines } })).body,
    );
    const ordered = await call(setup, '/api/v1/orders', {
      method: 'POST',
      headers: { 'Idempotency-Key': crypto.randomUUID() },
      json: { offerId: offer.id, orderLines: lines, expectedPrice: offer.total, customer },
    });
    expect(ordered.status, ordered.text).toBe(201);
    const placed = Placed.parse(ordered.body);
    const paid = await call(setup, new URL(placed.paymentUrl).pathname, {
      method: 'POST',
      body: new URLSearchParams({ action: 'pay' }),
    });
    expect(paid.status).toBe(303);
    const token = manageToken(TEST_APP_SECRET, placed.orderNumber, new Date(Date.now() + 3600_000));
    const quoted = await call(setup, `/api/v1/bookings/${placed.orderNumber}/dates/offer`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      json: { stayPeriod: { arrivalAt: daysFromNow(30), departureAt: daysFromNow(36) } },
    });
    expect(quoted.status).toBe(201);
    return { ...placed, token, longer: DateOffer.parse(quoted.body) };
  } finally {
    await setup.close();
  }
}

/** Sends `path` to a crashing API on the directory: the process dies with the request open. */
async function crashOn(dir: string, path: string, token: string, json?: unknown) {
  const api = await startCrashingApi(dir, TEST_APP_SECRET);
  child = api.process;
  const exit = once(api.process, 'exit');
  await expect(
    fetch(`http://127.0.0.1:${api.port}${path}`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${token}`,
        ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: json === undefined ? undefined : JSON.stringify(json),
    }),
  ).rejects.toThrow();
  const [code, signal] = await exit;
  expect({ code, signal }).toEqual({ code: null, signal: 'SIGKILL' });
}

describe('Moja rezerwacja across a real crash', () => {
  it('a dearer date change committed, then the process died: the same call again opens its payment; paid, it applies', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'parkolot-booking-crash-'));
    const booking = await paidBooking(dataDir);
    const base = `/api/v1/bookings/${booking.orderNumber}`;

    const offer = booking.longer;
    expect(offer.difference).toBeGreaterThan(0);
    await crashOn(dataDir, `${base}/dates`, booking.token, { offerId: offer.offerId });

    backend = await createBackend(config(dataDir));
    expect(await bookingProblems(backend.database.db, { settled: false })).toEqual([]);
    const retry = await call(backend, `${base}/dates`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${booking.token}` },
      json: { offerId: offer.offerId },
    });
    expect(retry.status, retry.text).toBe(200);
    const changed = Changed.parse(retry.body);
    expect(changed.dateChange.status).toBe('AWAITING_PAYMENT');
    expect(
      await backend.database.db.select().from(dateChanges).where(eq(dateChanges.offerId, offer.offerId)),
    ).toHaveLength(1);
    const paid = await call(backend, new URL(changed.dateChange.paymentUrl ?? '').pathname, {
      method: 'POST',
      body: new URLSearchParams({ action: 'pay' }),
    });
    expect(paid.status).toBe(303);
    const after = Booking.parse(
      (await call(backend, base, { headers: { Authorization: `Bearer ${booking.token}` } })).body,
    );
    expect(after.departureAt).toBe(new Date(daysFromNow(36)).toISOString());
    expect(await bookingProblems(backend.database.db)).toEqual([]);
    await backend.close();
    backend = undefined;
  }, 120_000);

  it('a cancellation committed, then the process died sending the refund: the outbox sends it after the restart', async () => {
    dataDir ??= await mkdtemp(join(tmpdir(), 'parkolot-booking-crash-'));
    const booking = await paidBooking(dataDir);
    const base = `/api/v1/bookings/${booking.orderNumber}`;
    await crashOn(dataDir, `${base}/cancellation`, booking.token);

    // This time with the outbox running (its e-mails and SMS go to files).
    mailDir = await mkdtemp(join(tmpdir(), 'parkolot-booking-crash-mail-'));
    backend = await createBackend({
      ...config(dataDir),
      messages: {
        mailFrom: 'Parkolot <rezerwacje@parkolot.pl>',
        mailDir,
        sms: { provider: 'file', dir: mailDir },
        maxAttempts: 5,
      },
    });
    const read = async () =>
      Booking.parse(
        (await call(backend as Backend, base, { headers: { Authorization: `Bearer ${booking.token}` } })).body,
      );
    expect(await read()).toMatchObject({ status: 'CANCELLED', refund: { status: 'PENDING' } });
    expect(await bookingProblems(backend.database.db, { settled: false })).toEqual([]);
    await backend.outbox?.drain(new Date(Date.now() + 3600_000));
    expect(await read()).toMatchObject({ status: 'REFUNDED', refund: { status: 'SUCCEEDED' } });
  }, 120_000);
});
