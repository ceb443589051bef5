// "Pay again" (issue 15 item 4, decision 0031): a declined payment leaves the order payable, holding its
// spaces until the hold lapses; a "pay again" e-mail with a signed link reaches a real SMTP server; the link
// starts a new payment that pays; an expired order takes its spaces again only if they are still free.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { orders, outbox } from '../../backend/db/schema';
import { bookingProblems } from '../security/booking';
import type { Backend } from '../../backend/index';
import { retryQuery, verifyManageToken } from '../../backend/outbox/signing';
import {
  call,
  customer,
  daysFromNow,
  errorCodes,
  parkingLine,
  parkingWithCapacity,
  PUBLIC_URL,
  startBackend,
  TEST_APP_SECRET,
} from './harness';
import { startSmtp, type LocalSmtp } from './local-smtp';

const SECRET = TEST_APP_SECRET;
const stay = { arrivalAt: daysFromNow(12), departureAt: daysFromNow(15) };

const OrderAnswer = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  status: z.string(),
  paymentUrl: z.string().nullable(),
});
const Offer = z.object({ id: z.string(), total: z.object({ amount: z.number(), currency: z.string() }) });
const Token = z.object({ exp: z.number(), sig: z.string(), until: z.string() });
const Summary = z.object({
  status: z.string(),
  paymentStatus: z.string(),
  paymentUrl: z.string().nullable(),
  holdExpiresAt: z.string().nullable(),
  retry: Token.nullable(),
});

let smtp: LocalSmtp;
let smsDir: string;
let backend: Backend;

beforeAll(async () => {
  smtp = await startSmtp();
  smsDir = await mkdtemp(path.join(tmpdir(), 'parkolot-retry-sms-'));
  backend = await startBackend({
    messages: {
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      mailFrom: 'Parkolot <rezerwacje@parkolot.pl>',
      mailDir: 'unused',
      sms: { provider: 'file', dir: smsDir },
      maxAttempts: 3,
    },
  });
});
afterAll(async () => {
  await backend.close();
  await smtp.close();
  await rm(smsDir, { recursive: true, force: true });
});

/** The booking token each order's placing client got (POST /orders → accessToken): it reads the summary. */
const accessTokens = new Map<string, string>();

async function placeOrder(parkingId: number, email = customer.email) {
  const lines = [parkingLine(parkingId, stay)];
  const offer = Offer.parse(
    (await call(backend, '/api/v1/offers', { method: 'POST', json: { offerLines: lines } })).body,
  );
  const r = await call(backend, '/api/v1/orders', {
    method: 'POST',
    headers: { 'Idempotency-Key': crypto.randomUUID() },
    json: { offerId: offer.id, orderLines: lines, expectedPrice: offer.total, customer: { ...customer, email } },
  });
  expect(r.status).toBe(201);
  const placed = OrderAnswer.extend({ accessToken: z.string() }).parse(r.body);
  accessTokens.set(placed.orderId, placed.accessToken);
  return placed;
}

/** The payer's answer on the sandbox's hosted page. */
async function onPaymentPage(paymentUrl: string | null, action: 'pay' | 'decline' | 'cancel') {
  const r = await call(backend, new URL(paymentUrl ?? '').pathname, {
    method: 'POST',
    body: new URLSearchParams({ action }),
  });
  expect(r.status).toBe(303);
}

const summaryOf = async (orderId: string) =>
  Summary.parse(
    (
      await call(backend, `/api/v1/orders/${orderId}`, {
        headers: { Authorization: `Bearer ${accessTokens.get(orderId) ?? ''}` },
      })
    ).body,
  );

const payAgain = (orderId: string, token: unknown) =>
  call(backend, `/api/v1/orders/${orderId}/payments`, { method: 'POST', json: token });

async function spaceFree(parkingId: number) {
  const r = await call(
    backend,
    `/api/v1/products/parking/${parkingId}/availability?startDate=${encodeURIComponent(stay.arrivalAt)}&endDate=${encodeURIComponent(stay.arrivalAt)}`,
  );
  return z.object({ availability: z.array(z.object({ available: z.boolean() })) }).parse(r.body).availability[0]
    .available;
}

/** Sends what is due (`at`: the rows a sweep in the future queued are due then). */
async function drain(at?: Date) {
  if (!backend.outbox) throw new Error('no outbox worker');
  return backend.outbox.drain(at);
}

const flat = (text: string | undefined) => (text ?? '').replace(/\s+/g, ' ');

/** The messages the SMTP server took since `from`, parsed. */
const mailsSince = (from: number) => Promise.all(smtp.received.slice(from).map((raw) => simpleParser(raw)));

const kindsOf = async (orderId: string) =>
  (await backend.database.db.select().from(outbox).where(eq(outbox.orderId, orderId))).map((row) => row.kind).sort();

describe('a declined payment', () => {
  it('keeps the order and its space; the e-mailed link starts a new payment that pays; the voucher follows', async () => {
    const parking = await parkingWithCapacity(backend, 1, 11);
    const placed = await placeOrder(parking.id, 'retry-one@example.pl');
    await onPaymentPage(placed.paymentUrl, 'decline');

    const declined = await summaryOf(placed.orderId);
    expect(declined).toMatchObject({ status: 'PENDING_PAYMENT', paymentStatus: 'DECLINED', paymentUrl: null });
    expect(declined.retry).not.toBeNull();
    expect(await spaceFree(parking.id)).toBe(false);

    const before = smtp.received.length;
    expect(await drain()).toMatchObject({ sent: 1, parked: 0 });
    const [mail] = await mailsSince(before);
    expect(mail.subject).toBe(`Płatność nieudana – rezerwacja ${placed.orderNumber} czeka na opłacenie`);
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toContain('retry-one@example.pl');
    expect(flat(mail.text)).toContain('Operator płatności nie pobrał pieniędzy.');
    expect(flat(mail.text)).toContain('Miejsce czeka na Ciebie do');
    const link = new URL(/https?:\/\/\S+platnosc\/\?\S+/.exec(mail.text ?? '')?.[0].replace(/[\]\s]+$/, '') ?? '');
    expect(link.origin + link.pathname).toBe(`${PUBLIC_URL}/platnosc/`);
    expect(link.searchParams.get('orderId')).toBe(placed.orderId);
    // The booking token too: the page then shows the booking to whoever holds the e-mail.
    expect(verifyManageToken(SECRET, placed.orderNumber, link.searchParams.get('token') ?? '')).not.toBeNull();
    const token = { exp: Number(link.searchParams.get('exp')), sig: link.searchParams.get('sig') };

    const retried = await payAgain(placed.orderId, token);
    expect(retried.status).toBe(201);
    const again = OrderAnswer.parse(retried.body);
    expect(again).toMatchObject({
      orderId: placed.orderId,
      orderNumber: placed.orderNumber,
      status: 'PENDING_PAYMENT',
    });
    expect(again.paymentUrl).not.toBe(placed.paymentUrl);
    // A double click starts one payment, not two.
    expect(OrderAnswer.parse((await payAgain(placed.orderId, token)).body).paymentUrl).toBe(again.paymentUrl);
    expect(await summaryOf(placed.orderId)).toMatchObject({
      paymentStatus: 'NEW',
      paymentUrl: again.paymentUrl,
      retry: null,
    });

    await onPaymentPage(again.paymentUrl, 'pay');
    expect(await summaryOf(placed.orderId)).toMatchObject({ status: 'CONFIRMED', paymentStatus: 'CAPTURED' });
    expect(await spaceFree(parking.id)).toBe(false);
    const beforeVoucher = smtp.received.length;
    expect(await drain()).toMatchObject({ sent: 2, parked: 0 });
    const [voucher] = await mailsSince(beforeVoucher);
    expect(voucher.subject).toContain(`Potwierdzenie rezerwacji ${placed.orderNumber}`);

    const paid = await payAgain(placed.orderId, token);
    expect(paid.status).toBe(409);
    expect(errorCodes(paid.body)).toEqual(['ORDER_PAID']);
  });

  it('a "pay again" e-mail not yet sent when the order is paid is not sent at all', async () => {
    const parking = await parkingWithCapacity(backend, 5, 12);
    const placed = await placeOrder(parking.id);
    await onPaymentPage(placed.paymentUrl, 'cancel');
    const { retry } = await summaryOf(placed.orderId);
    const again = OrderAnswer.parse((await payAgain(placed.orderId, retry)).body);
    await onPaymentPage(again.paymentUrl, 'pay');

    const before = smtp.received.length;
    expect(await drain()).toMatchObject({ sent: 2, skipped: 1 });
    const subjects = (await mailsSince(before)).map((m) => m.subject ?? '');
    expect(subjects).toHaveLength(1);
    expect(subjects[0]).toContain('Potwierdzenie rezerwacji');
  });
});

describe('a hold that lapsed unpaid', () => {
  it('expires the order and frees the space; one e-mail; paying again takes the space back', async () => {
    const parking = await parkingWithCapacity(backend, 1, 13);
    const placed = await placeOrder(parking.id);
    // The last space: the short hold (10 minutes) applies.
    const later = new Date(Date.now() + 11 * 60_000);
    expect(await backend.sweep(later)).toBeGreaterThanOrEqual(1);
    expect(await summaryOf(placed.orderId)).toMatchObject({ status: 'EXPIRED', paymentStatus: 'CANCELLED' });
    expect(await spaceFree(parking.id)).toBe(true);

    const before = smtp.received.length;
    await drain(later);
    const mails = await mailsSince(before);
    expect(mails.map((m) => m.subject)).toContain(
      `Rezerwacja ${placed.orderNumber} nie została opłacona – możesz ją jeszcze opłacić`,
    );
    const { retry } = await summaryOf(placed.orderId);
    const again = await payAgain(placed.orderId, retry);
    expect(again.status).toBe(201);
    expect(await spaceFree(parking.id)).toBe(false);
    const reopened = await summaryOf(placed.orderId);
    expect(reopened).toMatchObject({ status: 'PENDING_PAYMENT', paymentStatus: 'NEW' });
    expect(Date.parse(reopened.holdExpiresAt ?? '')).toBeGreaterThan(Date.now());
    await onPaymentPage(OrderAnswer.parse(again.body).paymentUrl, 'pay');
    expect(await summaryOf(placed.orderId)).toMatchObject({ status: 'CONFIRMED', paymentStatus: 'CAPTURED' });
  });

  it('a declined payment, then the lapsed order paid late on that page: the e-mail says the money goes back', async () => {
    const parking = await parkingWithCapacity(backend, 5, 17);
    const placed = await placeOrder(parking.id, 'late-money@example.pl');
    await onPaymentPage(placed.paymentUrl, 'decline');
    const later = new Date(Date.now() + 31 * 60_000);
    await backend.sweep(later);
    expect(await summaryOf(placed.orderId)).toMatchObject({ status: 'EXPIRED' });
    // The provider takes the declined payment after all: too late, refunded.
    await onPaymentPage(placed.paymentUrl, 'pay');
    const before = smtp.received.length;
    await drain(later);
    const mail = (await mailsSince(before)).find((m) => m.subject?.includes(placed.orderNumber));
    expect(mail?.subject).toBe(`Płatność nieudana – rezerwacja ${placed.orderNumber} czeka na opłacenie`);
    expect(flat(mail?.text)).not.toContain('nie pobrał pieniędzy');
    expect(flat(mail?.text)).toMatch(
      /Pieniądze, które dotarły po czasie \([\d ,]+zł\), nie zostały zaliczone – (zwracamy|zwróciliśmy) je na konto, z którego zapłacono\./,
    );
  });

  it('when someone else took the space meanwhile: 409 SOLD_OUT, with the stay to search again', async () => {
    const parking = await parkingWithCapacity(backend, 1, 14);
    const first = await placeOrder(parking.id);
    await backend.sweep(new Date(Date.now() + 11 * 60_000));
    const { retry } = await summaryOf(first.orderId);
    await placeOrder(parking.id, 'someone-else@example.pl');

    const refused = await payAgain(first.orderId, retry);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      errors: [{ code: 'SOLD_OUT', message: expect.stringContaining('Wyszukaj parking na te same daty') }],
      search: { airportSlug: expect.any(String), arrivalAt: new Date(stay.arrivalAt).toISOString() },
    });
    expect(await summaryOf(first.orderId)).toMatchObject({ status: 'EXPIRED' });
  });

  it('a declined order that then expires gets the failure e-mail only, not a second one', async () => {
    const parking = await parkingWithCapacity(backend, 1, 15);
    const placed = await placeOrder(parking.id);
    await onPaymentPage(placed.paymentUrl, 'decline');
    await backend.sweep(new Date(Date.now() + 11 * 60_000));
    expect(await summaryOf(placed.orderId)).toMatchObject({ status: 'EXPIRED', paymentStatus: 'DECLINED' });
    expect(await kindsOf(placed.orderId)).toEqual(['payment_failed_email']);
  });
});

describe('a hold that lapsed before the sweep reached it', () => {
  it('claims no held space, and paying again expires and takes the space in one step, once', async () => {
    const parking = await parkingWithCapacity(backend, 1, 18);
    const placed = await placeOrder(parking.id);
    await onPaymentPage(placed.paymentUrl, 'decline');
    await backend.database.db
      .update(orders)
      .set({ holdExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(orders.id, placed.orderId));
    const lapsed = await summaryOf(placed.orderId);
    expect(lapsed).toMatchObject({ status: 'PENDING_PAYMENT', holdExpiresAt: null });

    const again = await payAgain(placed.orderId, lapsed.retry);
    expect(again.status).toBe(201);
    const reopened = await summaryOf(placed.orderId);
    expect(reopened).toMatchObject({ status: 'PENDING_PAYMENT', paymentStatus: 'NEW' });
    expect(Date.parse(reopened.holdExpiresAt ?? '')).toBeGreaterThan(Date.now());
    // Its one space: taken once (a second order for the last space is refused).
    const lines = [parkingLine(parking.id, stay)];
    const offer = await call(backend, '/api/v1/offers', { method: 'POST', json: { offerLines: lines } });
    expect(offer.status).toBe(409);
    await onPaymentPage(OrderAnswer.parse(again.body).paymentUrl, 'pay');
    expect(await summaryOf(placed.orderId)).toMatchObject({ status: 'CONFIRMED' });
  });

  it('a "pay again" e-mail waits while the new payment is open, and goes out when that one fails too', async () => {
    const parking = await parkingWithCapacity(backend, 5, 19);
    const placed = await placeOrder(parking.id);
    await onPaymentPage(placed.paymentUrl, 'decline');
    const again = OrderAnswer.parse((await payAgain(placed.orderId, (await summaryOf(placed.orderId)).retry)).body);
    const subject = `Płatność nieudana – rezerwacja ${placed.orderNumber} czeka na opłacenie`;
    const before = smtp.received.length;
    expect((await drain()).postponed).toBeGreaterThanOrEqual(1);
    expect((await mailsSince(before)).map((m) => m.subject)).not.toContain(subject);
    const [row] = await backend.database.db.select().from(outbox).where(eq(outbox.orderId, placed.orderId));
    expect(row).toMatchObject({ kind: 'payment_failed_email', sentAt: null, attempts: 0 });
    expect(row.runAt.getTime()).toBeGreaterThan(Date.now());

    await onPaymentPage(again.paymentUrl, 'decline');
    await drain(new Date(Date.now() + 11 * 60_000));
    expect((await mailsSince(before)).filter((m) => m.subject === subject)).toHaveLength(1);
  });
});

describe('at once', () => {
  it('retries of lapsed holds racing new orders at one car park: no 5xx, and the spaces add up (PostgreSQL: no deadlock)', async () => {
    const parking = await parkingWithCapacity(backend, 4, 20);
    const lapsed = [];
    for (let i = 0; i < 3; i++) {
      const placed = await placeOrder(parking.id);
      await onPaymentPage(placed.paymentUrl, 'decline');
      lapsed.push(placed);
    }
    await backend.database.db
      .update(orders)
      .set({ holdExpiresAt: new Date(Date.now() - 60_000) })
      .where(
        inArray(
          orders.id,
          lapsed.map((o) => o.orderId),
        ),
      );
    const tokens = await Promise.all(lapsed.map(async (o) => (await summaryOf(o.orderId)).retry));
    const lines = [parkingLine(parking.id, stay)];
    const newOrder = async () => {
      const offer = await call(backend, '/api/v1/offers', { method: 'POST', json: { offerLines: lines } });
      if (offer.status !== 201) return offer.status;
      const { id, total } = Offer.parse(offer.body);
      const r = await call(backend, '/api/v1/orders', {
        method: 'POST',
        headers: { 'Idempotency-Key': crypto.randomUUID() },
        json: { offerId: id, orderLines: lines, expectedPrice: total, customer },
      });
      return r.status;
    };
    const statuses = await Promise.all([
      ...lapsed.map(async (o, i) => (await payAgain(o.orderId, tokens[i])).status),
      newOrder(),
      newOrder(),
      newOrder(),
    ]);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s === 201).length).toBeLessThanOrEqual(4);
    expect(await bookingProblems(backend.database.db)).toEqual([]);
  });
});

describe('refusals', () => {
  it('a forged token is 403, a lapsed one 410, a malformed body 400, an unknown order 404', async () => {
    const parking = await parkingWithCapacity(backend, 5, 16);
    const placed = await placeOrder(parking.id);
    await onPaymentPage(placed.paymentUrl, 'decline');
    const { retry } = await summaryOf(placed.orderId);
    if (!retry) throw new Error('no retry token');

    const forged = await payAgain(placed.orderId, { exp: retry.exp, sig: 'x'.repeat(32) });
    expect([forged.status, errorCodes(forged.body)]).toEqual([403, ['INVALID_RETRY_LINK']]);
    const otherOrder = await payAgain(crypto.randomUUID(), { exp: retry.exp, sig: retry.sig });
    expect(otherOrder.status).toBe(403);
    const lapsed = await payAgain(placed.orderId, retryQuery(SECRET, placed.orderId, new Date(Date.now() - 1000)));
    expect([lapsed.status, errorCodes(lapsed.body)]).toEqual([410, ['RETRY_EXPIRED']]);
    expect((await payAgain(placed.orderId, { exp: 'jutro' })).status).toBe(400);
    expect((await payAgain(placed.orderId, undefined)).status).toBe(400);
    const unknown = crypto.randomUUID();
    expect((await payAgain(unknown, retryQuery(SECRET, unknown, new Date(Date.now() + 60_000)))).status).toBe(404);
    // Nothing changed: still the declined payment, still payable.
    expect(await summaryOf(placed.orderId)).toMatchObject({ status: 'PENDING_PAYMENT', paymentStatus: 'DECLINED' });
  });

  it('past the retry deadline (24 h after the order) the order cannot be paid again', async () => {
    const parking = await parkingWithCapacity(backend, 5, 17);
    const placed = await placeOrder(parking.id);
    await onPaymentPage(placed.paymentUrl, 'decline');
    await backend.database.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(orders.id, placed.orderId));
    expect((await summaryOf(placed.orderId)).retry).toBeNull();
    const token = retryQuery(SECRET, placed.orderId, new Date(Date.now() + 3_600_000));
    const late = await payAgain(placed.orderId, token);
    expect([late.status, errorCodes(late.body)]).toEqual([410, ['RETRY_EXPIRED']]);
  });
});
