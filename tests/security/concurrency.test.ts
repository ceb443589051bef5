// Issue 5: 50 travellers at once for the last 3 spaces of a car park — through the checkout page (no-JS
// posts and ?_data= posts) and straight at the API over HTTP. Exactly 3 orders, never more spaces held
// than the car park has, everyone else a 409 with the Polish sold-out message. Runs on an in-memory
// PGlite, or on PostgreSQL when TEST_DATABASE_URL is set (tests/backend/harness.ts makes a fresh database).
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { orders, parkingDayOccupancy, payments } from '../../backend/db/schema';
import { orderThroughApi, parkingLine, parkingWithCapacity } from '../backend/harness';
import { serverWithRealBackend } from '../setup/real-backend';
import {
  ActionDataSchema,
  bookingProblems,
  loadCheckout,
  pageText,
  postCheckout,
  quotedForm,
  sandboxPaymentId,
  SOLD_OUT_MESSAGE,
  SOLD_OUT_TITLE,
  stayAhead,
  traveller,
  type Stay,
} from './booking';

const CAPACITY = 10;
const ALREADY_TAKEN = 7;
const ATTEMPTS = 50;
const API_SOLD_OUT = { code: 'SOLD_OUT', message: 'Wybrany termin jest niedostępny – brak wolnych miejsc.' };

const setup = serverWithRealBackend();

const db = setup.db;

let nextParking = 0;
/** A car park of CAPACITY spaces with ALREADY_TAKEN of them booked for the stay: 3 left. */
async function lastThreeSpaces(stay: Stay) {
  const parking = await parkingWithCapacity(setup.real, CAPACITY, nextParking++);
  for (let i = 0; i < ALREADY_TAKEN; i++) {
    const order = await orderThroughApi(setup.real, [parkingLine(parking.id, stay, [`KR ${20000 + i}`])]);
    expect(order.status).toBe(201);
  }
  return parking;
}

const OfferSchema = z.object({ id: z.string(), total: z.object({ amount: z.number(), currency: z.string() }) });
const PlacedSchema = z.object({ orderId: z.string(), paymentUrl: z.string() });
const ErrorsSchema = z.object({ errors: z.array(z.object({ message: z.string(), code: z.string().optional() })) });

type Outcome = { placed: string } | { soldOut: true } | { unexpected: string };

/** A checkout answer: a redirect to the sandbox payment (its payment id), the sold-out refusal, or anything else. */
async function checkoutOutcome(response: Response, data: boolean): Promise<Outcome> {
  const body = await response.text();
  if (data) {
    const paymentId = response.status === 204 ? sandboxPaymentId(response.headers.get('x-remix-redirect')) : null;
    if (paymentId) return { placed: paymentId };
    if (response.status === 409) {
      const notice = ActionDataSchema.parse(JSON.parse(body)).notice;
      if (notice?.title === SOLD_OUT_TITLE && notice.description === SOLD_OUT_MESSAGE) return { soldOut: true };
    }
  } else {
    const paymentId = response.status === 303 ? sandboxPaymentId(response.headers.get('location')) : null;
    if (paymentId) return { placed: paymentId };
    const text = pageText(body);
    if (response.status === 409 && text.includes(SOLD_OUT_TITLE) && text.includes(SOLD_OUT_MESSAGE))
      return { soldOut: true };
  }
  return { unexpected: `${data ? 'data' : 'html'} ${response.status} ${pageText(body).slice(0, 300)}` };
}

/** One traveller's attempt straight at the API: the payment id of the placed order, or the sold-out refusal. */
async function apiAttempt(parkingId: number, stay: Stay, i: number): Promise<() => Promise<Outcome>> {
  const lines = [parkingLine(parkingId, stay, [traveller(i, 'api').plate])];
  const offerAnswer = await fetch(`${setup.server.url}/api/v1/offers`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ offerLines: lines }),
  });
  expect(offerAnswer.status).toBe(201);
  const offer = OfferSchema.parse(await offerAnswer.json());
  const { firstName, lastName, email, phone } = traveller(i, 'api');
  return async () => {
    const response = await fetch(`${setup.server.url}/api/v1/orders`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() },
      body: JSON.stringify({
        offerId: offer.id,
        orderLines: lines,
        expectedPrice: offer.total,
        customer: { firstName, lastName, email, phone },
      }),
    });
    const body: unknown = await response.json();
    if (response.status === 201) {
      const placed = PlacedSchema.parse(body);
      const paymentId = sandboxPaymentId(placed.paymentUrl);
      if (paymentId) return { placed: paymentId };
    }
    if (response.status === 409) {
      const errors = ErrorsSchema.parse(body).errors;
      const [only] = errors;
      if (errors.length === 1 && only.code === API_SOLD_OUT.code && only.message === API_SOLD_OUT.message)
        return { soldOut: true };
    }
    return { unexpected: `api ${response.status} ${JSON.stringify(body).slice(0, 300)}` };
  };
}

/** A web-tier attempt, prepared while spaces were free: the page loaded and the traveller's plate priced. */
async function webAttempt(parkingId: number, stay: Stay, i: number): Promise<() => Promise<Outcome>> {
  const form = await quotedForm(
    setup.server.url,
    await loadCheckout(setup.server.url, parkingId, stay),
    traveller(i, 'web'),
  );
  // Half the travellers post like a browser without JS (HTML back), half like the hydrated page (?_data=).
  const data = i % 2 === 1;
  return async () => checkoutOutcome(await postCheckout(setup.server.url, form, { data }), data);
}

/** Fires every prepared attempt at once and checks the answers and the database. */
async function race(parkingId: number, prepared: (() => Promise<Outcome>)[]) {
  const outcomes = await Promise.all(prepared.map((attempt) => attempt()));
  const placed = outcomes.flatMap((o) => ('placed' in o ? [o.placed] : []));
  expect(outcomes.flatMap((o) => ('unexpected' in o ? [o.unexpected] : []))).toEqual([]);
  expect(placed).toHaveLength(CAPACITY - ALREADY_TAKEN);
  expect(outcomes.filter((o) => 'soldOut' in o)).toHaveLength(ATTEMPTS - placed.length);

  // The answers that said "go and pay" are exactly the new orders, each with its payment.
  const rows = await db()
    .select({ order: orders, payment: payments })
    .from(orders)
    .innerJoin(payments, eq(payments.orderId, orders.id))
    .where(eq(orders.parkingId, parkingId));
  expect(rows).toHaveLength(CAPACITY);
  const fromRace = rows.filter((r) => placed.includes(r.payment.id));
  expect(fromRace.map((r) => r.payment.id).sort()).toEqual([...placed].sort());
  for (const { order, payment } of fromRace) {
    expect(order.status).toBe('PENDING_PAYMENT');
    expect(payment.status).toBe('NEW');
  }
  // Every day of the stay is full, never over.
  const days = await db().select().from(parkingDayOccupancy).where(eq(parkingDayOccupancy.parkingId, parkingId));
  expect(days.length).toBeGreaterThanOrEqual(4);
  for (const day of days) expect(day.used).toBe(CAPACITY);
  expect(await bookingProblems(db())).toEqual([]);
}

describe(`${ATTEMPTS} concurrent order attempts for the last ${CAPACITY - ALREADY_TAKEN} spaces`, () => {
  it('through the checkout page: 3 go to payment, every other answer is 409 \u2018Brak wolnych miejsc\u2019', async () => {
    const stay = stayAhead(30, 3);
    const parking = await lastThreeSpaces(stay);
    const prepared = await Promise.all(Array.from({ length: ATTEMPTS }, (_, i) => webAttempt(parking.id, stay, i)));
    await race(parking.id, prepared);
  }, 120_000);

  it('straight at the API over HTTP: 3 orders (201), every other answer is 409 SOLD_OUT', async () => {
    const stay = stayAhead(40, 3);
    const parking = await lastThreeSpaces(stay);
    const prepared = await Promise.all(Array.from({ length: ATTEMPTS }, (_, i) => apiAttempt(parking.id, stay, i)));
    await race(parking.id, prepared);
  }, 120_000);

  it('half through the page and half at the API at once: still 3 orders in all', async () => {
    const stay = stayAhead(50, 3);
    const parking = await lastThreeSpaces(stay);
    const prepared = await Promise.all(
      Array.from({ length: ATTEMPTS }, (_, i) =>
        i % 2 === 0 ? webAttempt(parking.id, stay, i) : apiAttempt(parking.id, stay, i),
      ),
    );
    await race(parking.id, prepared);
  }, 120_000);
});
