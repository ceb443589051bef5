// "Moja rezerwacja" over HTTP (issue 16, decision 0032): find a booking by reference + e-mail without
// telling which one was wrong, read it with its token, change plates/phone/notes, cancel it for free until
// 24 h before the arrival (one minute either side, across both DST changes) with a refund through the
// payment provider that is retried until it succeeds, re-send the voucher, and read the audit trail.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { simpleParser, type ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DETAIL_CHANGES_PER_HOUR } from '../../backend/bookings/actions';
import { BOOKING_REFERENCE_ALPHABET } from '../../core/booking-reference';
import { formatGroszeZl, formatWarsawDateTime } from '../../core/format';
import { offers, outbox, orders, payments, refunds } from '../../backend/db/schema';
import { completeRefund, TELL_AFTER_REFUND_MS } from '../../backend/orders/refunds';
import type { Backend } from '../../backend/index';
import { manageToken } from '../../backend/outbox/signing';
import { sandboxProvider, type PaymentProvider } from '../../backend/payments/provider';
import { settlePayment } from '../../backend/payments/transitions';
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
import { bookingProblems } from '../security/booking';

const SECRET = TEST_APP_SECRET;
const OPS_TOKEN = 'an-ops-token-of-at-least-32-characters!';
const MINUTE = 60_000;

const Placed = z.object({ orderId: z.string(), orderNumber: z.string(), paymentUrl: z.string().nullable() });
const Offer = z.object({ id: z.string(), total: z.object({ amount: z.number(), currency: z.string() }) });
const Lookup = z.object({ reference: z.string(), token: z.string(), expiresAt: z.string() });
const Booking = z.object({
  reference: z.string(),
  status: z.string(),
  plates: z.array(z.string()),
  customer: z.object({ email: z.string(), phone: z.string() }),
  additionalInfo: z.string(),
  total: z.number(),
  paid: z.number(),
  refund: z.object({ amount: z.number(), status: z.string() }).nullable(),
  freeCancellationUntil: z.string(),
  can: z.object({ cancel: z.boolean(), change: z.boolean(), resendVoucher: z.boolean() }),
  documents: z.object({ voucherPdf: z.string(), calendarIcs: z.string() }).nullable(),
});

/** The API's clock: the real one unless a test moves it. */
let clockAt: Date | null = null;
/** Refunds the provider refuses before it takes one (a provider that is down for a while). */
let refundFailures = 0;
/** Runs once while the provider starts the next payment (something that happens meanwhile). */
let whileStarting: (() => Promise<void>) | null = null;
const provider: PaymentProvider = {
  ...sandboxProvider(PUBLIC_URL),
  startPayment: async (payment) => {
    const meanwhile = whileStarting;
    whileStarting = null;
    await meanwhile?.();
    return sandboxProvider(PUBLIC_URL).startPayment(payment);
  },
  refund: async (refund) => {
    if (refundFailures > 0) {
      refundFailures--;
      throw new Error('provider answered 503');
    }
    return sandboxProvider(PUBLIC_URL).refund(refund);
  },
};

let smtp: LocalSmtp;
let smsDir: string;
let backend: Backend;

beforeAll(async () => {
  smtp = await startSmtp();
  smsDir = await mkdtemp(path.join(tmpdir(), 'parkolot-bookings-sms-'));
  backend = await startBackend({
    provider,
    opsToken: OPS_TOKEN,
    now: () => clockAt ?? new Date(),
    messages: {
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      mailFrom: 'Parkolot <rezerwacje@parkolot.pl>',
      mailDir: 'unused',
      sms: { provider: 'file', dir: smsDir },
      maxAttempts: 5,
    },
  });
});
afterAll(async () => {
  await backend.close();
  await smtp.close();
  await rm(smsDir, { recursive: true, force: true });
});

async function book(
  parkingId: number,
  options: {
    stay?: { arrivalAt: string; departureAt: string };
    email?: string;
    pay?: boolean;
    promoCode?: string;
  } = {},
) {
  const stay = options.stay ?? { arrivalAt: daysFromNow(12), departureAt: daysFromNow(15) };
  const lines = [parkingLine(parkingId, stay, ['WA 12345'])];
  const offer = Offer.parse(
    (
      await call(backend, '/api/v1/offers', {
        method: 'POST',
        json: { offerLines: lines, ...(options.promoCode ? { promoCode: options.promoCode } : {}) },
      })
    ).body,
  );
  const r = await call(backend, '/api/v1/orders', {
    method: 'POST',
    headers: { 'Idempotency-Key': crypto.randomUUID() },
    json: {
      offerId: offer.id,
      orderLines: lines,
      expectedPrice: offer.total,
      customer: { ...customer, email: options.email ?? customer.email },
    },
  });
  expect(r.status).toBe(201);
  const placed = Placed.parse(r.body);
  if (options.pay !== false && placed.paymentUrl) {
    const paid = await call(backend, new URL(placed.paymentUrl).pathname, {
      method: 'POST',
      body: new URLSearchParams({ action: 'pay' }),
    });
    expect(paid.status).toBe(303);
  }
  return { ...placed, token: manageToken(SECRET, placed.orderNumber, new Date(Date.now() + 3600_000)) };
}

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
/** The payer's choice on the sandbox's hosted page: 'Zapłać' or 'Odrzuć'; the page answers with a redirect. */
async function settle(paymentUrl: string | null, action: 'pay' | 'decline') {
  const r = await call(backend, new URL(paymentUrl ?? '').pathname, {
    method: 'POST',
    body: new URLSearchParams({ action }),
  });
  expect(r.status).toBe(303);
}
const pay = (paymentUrl: string | null) => settle(paymentUrl, 'pay');
const decline = (paymentUrl: string | null) => settle(paymentUrl, 'decline');
/** The order's hold ran out a second ago, and the sweep has run: an unpaid order lapses. */
async function lapseHold(orderId: string) {
  await backend.database.db
    .update(orders)
    .set({ holdExpiresAt: new Date(Date.now() - 1000) })
    .where(eq(orders.id, orderId));
  return backend.sweep();
}
/** What an order's summary (the payment page's) says of money that came in too late. */
const OrderLateMoney = z.object({
  lateCaptures: z.array(z.object({ amount: z.object({ amount: z.number() }), refunded: z.boolean() })),
  latePaymentRefunded: z.boolean().nullable(),
});
/** What the booking says of a lapsed change and of money that came in too late. */
const LateCapturesOf = z.object({
  lapsedDateChange: z.unknown(),
  lateCaptures: z.array(
    z.object({
      amount: z.number(),
      orderStatus: z.string(),
      dateChange: z.object({ arrivalAt: z.string(), departureAt: z.string() }).nullable(),
      refunded: z.boolean(),
    }),
  ),
});
/** A new payment page for an unpaid or lapsed order: the order summary's signed retry, posted. */
async function payAgainUrl(placed: { orderId: string; token: string }) {
  const summary = z
    .object({ retry: z.object({ exp: z.number(), sig: z.string() }) })
    .parse((await call(backend, `/api/v1/orders/${placed.orderId}`, { headers: auth(placed.token) })).body);
  const again = z
    .object({ paymentUrl: z.string() })
    .parse(
      (await call(backend, `/api/v1/orders/${placed.orderId}/payments`, { method: 'POST', json: summary.retry })).body,
    );
  return again.paymentUrl;
}
const lookup = (json: unknown, client = 'client-a') =>
  call(backend, '/api/v1/bookings/lookup', { method: 'POST', json, headers: { 'X-Parkolot-Client': client } });
const read = async (reference: string, token: string) => {
  const r = await call(backend, `/api/v1/bookings/${reference}`, { headers: auth(token) });
  expect(r.status).toBe(200);
  // A traveller's personal data: no cache may keep it.
  expect(r.headers.get('cache-control')).toBe('no-store');
  return Booking.parse(r.body);
};
const cancel = (reference: string, token: string, headers: Record<string, string> = {}) =>
  call(backend, `/api/v1/bookings/${reference}/cancellation`, {
    method: 'POST',
    headers: { ...auth(token), ...headers },
  });
const change = (reference: string, token: string, json: unknown) =>
  call(backend, `/api/v1/bookings/${reference}/details`, { method: 'POST', headers: auth(token), json });

async function spaceFree(parkingId: number, day: string) {
  const r = await call(
    backend,
    `/api/v1/products/parking/${parkingId}/availability?startDate=${encodeURIComponent(day)}&endDate=${encodeURIComponent(day)}`,
  );
  return z.object({ availability: z.array(z.object({ available: z.boolean() })) }).parse(r.body).availability[0]
    .available;
}

const outboxKinds = async (orderId: string) =>
  (await backend.database.db.select().from(outbox).where(eq(outbox.orderId, orderId))).map((row) => row.kind).sort();

/** The e-mails sent while the outbox drains rows due by `at` (now by default), parsed. */
async function mailsWhileDraining(at?: Date) {
  const before = smtp.received.length;
  const drained = await backend.outbox?.drain(at);
  const mails = await Promise.all(smtp.received.slice(before).map((raw) => simpleParser(raw)));
  return { drained, mails };
}
/** The late-capture e-mails about a booking among `mails`, as [subject, text on one line]. */
const lateCaptureMails = (mails: ParsedMail[], reference: string) =>
  mails
    .filter((m) => m.subject?.endsWith(`– rezerwacja ${reference}`))
    .map((m) => [m.subject ?? '', (m.text ?? '').replace(/\s+/g, ' ')] as const);
/** Past the delay a late capture's e-mail waits for its refund. */
const afterRefund = () => new Date(Date.now() + TELL_AFTER_REFUND_MS + 1000);

/** The voucher e-mails and SMS sent for a booking while the outbox drains now (parsed; texts as one line). */
async function vouchersSentNow(reference: string) {
  const smsBefore = new Set(await readdir(smsDir));
  const { mails } = await mailsWhileDraining();
  const smsFiles = (await readdir(smsDir)).filter((name) => !smsBefore.has(name));
  const sms = await Promise.all(smsFiles.map((name) => readFile(path.join(smsDir, name), 'utf8')));
  return {
    mails: mails
      .filter((m) => m.subject?.includes(reference) && m.attachments.length > 0)
      .map((m) => ({ subject: m.subject ?? '', text: (m.text ?? '').replace(/\s+/g, ' ') })),
    sms: sms.filter((text) => text.includes(reference)).map((text) => text.split('\n\n')[1] ?? ''),
  };
}

describe('finding a booking', () => {
  it('gives a token for the reference and its e-mail, typed as people type them', async () => {
    const parking = await parkingWithCapacity(backend, 20, 0);
    const placed = await book(parking.id, { email: 'Szukam@Example.pl' });
    const r = await lookup({ reference: ` ${placed.orderNumber.toLowerCase()} `, email: ' szukam@example.PL ' });
    expect(r.status).toBe(200);
    const found = Lookup.parse(r.body);
    expect(found.reference).toBe(placed.orderNumber);
    const booking = await read(placed.orderNumber, found.token);
    expect(booking).toMatchObject({ status: 'CONFIRMED', plates: ['WA 12345'] });
    expect(new Date(found.expiresAt).getTime()).toBeGreaterThan(Date.now() + 23 * 3600_000);
  });

  it('answers a wrong reference and a wrong e-mail alike', async () => {
    const parking = await parkingWithCapacity(backend, 20, 0);
    const placed = await book(parking.id, { email: 'enum@example.pl' });
    const wrongEmail = await lookup({ reference: placed.orderNumber, email: 'other@example.pl' }, 'client-enum');
    const wrongReference = await lookup({ reference: 'PK-22222222', email: 'enum@example.pl' }, 'client-enum');
    expect(wrongEmail.status).toBe(404);
    expect(wrongReference.status).toBe(404);
    expect(wrongEmail.text).toBe(wrongReference.text);
    expect(errorCodes(wrongEmail.body)).toEqual(['BOOKING_NOT_FOUND']);
  });

  it('takes about as long for a wrong reference as for a wrong e-mail (medians of alternating look-ups)', async () => {
    const parking = await parkingWithCapacity(backend, 20, 0);
    const placed = await book(parking.id, { email: 'timing@example.pl' });
    const timed = async (json: unknown, client: string) => {
      const started = performance.now();
      const r = await lookup(json, client);
      expect(r.status).toBe(404);
      return performance.now() - started;
    };
    const wrongEmail: number[] = [];
    const wrongReference: number[] = [];
    try {
      // Each pair in an hour of its own: the per-reference and per-client counts never get in the way.
      for (let i = 0; i < 40; i++) {
        clockAt = new Date(Date.now() + (i + 1) * 2 * 3600_000);
        const email = () => timed({ reference: placed.orderNumber, email: 'other@example.pl' }, `timing-${i}`);
        const reference = () => timed({ reference: 'PK-33333333', email: 'timing@example.pl' }, `timing-${i}`);
        if (i % 2 === 0) {
          wrongEmail.push(await email());
          wrongReference.push(await reference());
        } else {
          wrongReference.push(await reference());
          wrongEmail.push(await email());
        }
      }
    } finally {
      clockAt = null;
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const [a, b] = [median(wrongEmail), median(wrongReference)];
    // The same work either way (one query, one digest comparison): no gap a caller could read reliably.
    expect(Math.abs(a - b), `wrong e-mail ${a.toFixed(2)} ms, wrong reference ${b.toFixed(2)} ms`).toBeLessThanOrEqual(
      0.5 * Math.max(a, b) + 2,
    );
  });

  it('refuses what cannot be a reference or an e-mail with a Polish message per field', async () => {
    const r = await lookup({ reference: 'ABC', email: 'nie-email' });
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.body)).toContain('PK-XXXXXXXX');
    expect(JSON.stringify(r.body)).toContain('"field":"email"');
  });

  it('limits look-ups of one reference to 10 an hour, whoever asks (429 with Retry-After)', async () => {
    const parking = await parkingWithCapacity(backend, 20, 0);
    const placed = await book(parking.id, { email: 'limit@example.pl' });
    for (let i = 0; i < 10; i++) {
      const r = await lookup({ reference: placed.orderNumber, email: `guess${i}@example.pl` }, `client-${i}`);
      expect(r.status).toBe(404);
    }
    const limited = await lookup({ reference: placed.orderNumber, email: 'limit@example.pl' }, 'client-fresh');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(errorCodes(limited.body)).toEqual(['RATE_LIMITED']);
  });

  it('limits one client to 30 look-ups an hour, whatever the references', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const reference = `PK-AAAAAA${BOOKING_REFERENCE_ALPHABET[Math.floor(i / 31)]}${BOOKING_REFERENCE_ALPHABET[i % 31]}`;
      statuses.push((await lookup({ reference, email: 'x@example.pl' }, 'client-guessing')).status);
    }
    expect(statuses.slice(0, 30).every((status) => status === 404)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe('the booking behind its token', () => {
  it('needs a token (401), refuses a wrong or expired one and one for another booking (403)', async () => {
    const parking = await parkingWithCapacity(backend, 20, 0);
    const a = await book(parking.id);
    const b = await book(parking.id);
    expect((await call(backend, `/api/v1/bookings/${a.orderNumber}`)).status).toBe(401);
    const basic = await call(backend, `/api/v1/bookings/${a.orderNumber}`, {
      headers: { Authorization: 'Basic eDp5' },
    });
    expect(basic.status).toBe(401);
    // The web tier's header (its Authorization may carry API_INTERNAL_TOKEN to a standalone API).
    const own = await call(backend, `/api/v1/bookings/${a.orderNumber}`, {
      headers: { Authorization: 'Bearer internal-token', 'X-Booking-Token': a.token },
    });
    expect(own.status).toBe(200);
    // The scheme's name in any case (RFC 9110 §11.1).
    for (const scheme of ['bearer', 'BEARER']) {
      const r = await call(backend, `/api/v1/bookings/${a.orderNumber}`, {
        headers: { Authorization: `${scheme} ${a.token}` },
      });
      expect(r.status, scheme).toBe(200);
    }
    for (const token of [
      'garbage',
      b.token,
      manageToken(SECRET, a.orderNumber, new Date(Date.now() - MINUTE)),
      manageToken('another-secret-of-at-least-32-characters', a.orderNumber, new Date(Date.now() + MINUTE)),
    ]) {
      const r = await call(backend, `/api/v1/bookings/${a.orderNumber}`, { headers: auth(token) });
      expect(r.status).toBe(403);
      expect(errorCodes(r.body)).toEqual(['INVALID_MANAGE_LINK']);
    }
  });

  it('shows the paid booking with its deadline, what can be done and signed files', async () => {
    const parking = await parkingWithCapacity(backend, 20, 0);
    const placed = await book(parking.id);
    const booking = await read(placed.orderNumber, placed.token);
    expect(booking.paid).toBe(booking.total);
    expect(booking.can).toEqual({ cancel: true, change: true, resendVoucher: true });
    expect(booking.documents?.voucherPdf).toMatch(/\/documents\/voucher\.pdf\?exp=\d+&sig=/);
    const pdf = await call(
      backend,
      new URL(booking.documents?.voucherPdf ?? '').pathname + new URL(booking.documents?.voucherPdf ?? '').search,
    );
    expect(pdf.status).toBe(200);
  });
});

describe('cancelling', () => {
  it('releases the space, refunds what was paid, e-mails the customer; cancelling again changes nothing', async () => {
    const parking = await parkingWithCapacity(backend, 1, 1);
    const stay = { arrivalAt: daysFromNow(20), departureAt: daysFromNow(22) };
    const placed = await book(parking.id, { stay, email: 'cancel@example.pl' });
    expect(await spaceFree(parking.id, stay.arrivalAt)).toBe(false);

    const r = await cancel(placed.orderNumber, placed.token);
    expect(r.status).toBe(200);
    const cancelled = Booking.parse(r.body);
    expect(cancelled).toMatchObject({ status: 'REFUNDED', refund: { amount: cancelled.paid, status: 'SUCCEEDED' } });
    expect(cancelled.can).toEqual({ cancel: false, change: false, resendVoucher: false });
    expect(await spaceFree(parking.id, stay.arrivalAt)).toBe(true);

    const again = await cancel(placed.orderNumber, placed.token);
    expect(again.status).toBe(200);
    expect(Booking.parse(again.body).status).toBe('REFUNDED');
    const given = await backend.database.db.select().from(refunds).where(eq(refunds.orderId, placed.orderId));
    expect(given).toHaveLength(1);

    const { mails } = await mailsWhileDraining();
    const mail = mails.find((m) => m.subject === `Rezerwacja ${placed.orderNumber} została anulowana`);
    expect(mail?.text?.replace(/\s+/g, ' ')).toContain('Zwróciliśmy');
    expect(mail?.text).toContain(`/moja-rezerwacja/${placed.orderNumber}/?token=`);
  });

  it('cancels an unpaid booking without a refund, and a free one (100 % code) too', async () => {
    const parking = await parkingWithCapacity(backend, 20, 0);
    const unpaid = await book(parking.id, { pay: false });
    const r = await cancel(unpaid.orderNumber, unpaid.token);
    expect(Booking.parse(r.body)).toMatchObject({ status: 'CANCELLED', refund: null, paid: 0 });
    const free = await book(parking.id, { promoCode: 'test100' });
    const f = Booking.parse((await cancel(free.orderNumber, free.token)).body);
    expect(f).toMatchObject({ status: 'CANCELLED', refund: null, total: 0 });
    expect(await outboxKinds(free.orderId)).toContain('cancellation_email');
    expect(await outboxKinds(free.orderId)).not.toContain('refund');
    // Each e-mail says why nothing comes back: one was not paid, the other cost nothing.
    const { mails } = await mailsWhileDraining();
    const textOf = (reference: string) =>
      mails.find((m) => m.subject === `Rezerwacja ${reference} została anulowana`)?.text?.replace(/\s+/g, ' ');
    expect(textOf(unpaid.orderNumber)).toContain('Rezerwacja nie była opłacona – nie ma czego zwracać.');
    expect(textOf(free.orderNumber)).toContain('Rezerwacja była bezpłatna – nie ma czego zwracać.');
  });

  it('keeps a refund the provider refused and sends it again until it is taken', async () => {
    const parking = await parkingWithCapacity(backend, 20, 0);
    const placed = await book(parking.id);
    refundFailures = 2;
    const r = await cancel(placed.orderNumber, placed.token);
    expect(Booking.parse(r.body)).toMatchObject({ status: 'CANCELLED', refund: { status: 'PENDING' } });
    // The outbox's first attempt fails too; the next one, after its backoff, goes through.
    await backend.outbox?.drain();
    expect((await read(placed.orderNumber, placed.token)).status).toBe('CANCELLED');
    await backend.outbox?.drain(new Date(Date.now() + 5 * MINUTE));
    expect(await read(placed.orderNumber, placed.token)).toMatchObject({
      status: 'REFUNDED',
      refund: { status: 'SUCCEEDED' },
    });
    expect(refundFailures).toBe(0);
  });

  it('runs one cancellation when two arrive at once (with the same Idempotency-Key or without)', async () => {
    const parking = await parkingWithCapacity(backend, 20, 0);
    const placed = await book(parking.id);
    const key = crypto.randomUUID();
    const answers = await Promise.all([
      cancel(placed.orderNumber, placed.token, { 'Idempotency-Key': key }),
      cancel(placed.orderNumber, placed.token),
      change(placed.orderNumber, placed.token, { plates: ['KR 1111'] }),
    ]);
    expect(answers[0].status).toBe(200);
    expect(answers[1].status).toBe(200);
    // The plate change ran before the cancellation or was refused after it.
    expect([200, 409]).toContain(answers[2].status);
    const given = await backend.database.db.select().from(refunds).where(eq(refunds.orderId, placed.orderId));
    expect(given).toHaveLength(1);
    const [order] = await backend.database.db.select().from(orders).where(eq(orders.id, placed.orderId));
    expect(['CANCELLED', 'REFUNDED']).toContain(order.status);
  });

  // 24 h before an arrival the day after a DST change is 23 (March) or 25 (October) hours of Warsaw clock.
  for (const [name, arrivalAt, deadlineWarsaw] of [
    ['an ordinary day', '2027-01-20T09:00:00.000Z', 'wt., 19 stycznia 2027, 10:00'],
    [
      'the March change (arrival on the first summer-time morning)',
      '2027-03-28T08:00:00.000Z',
      'sob., 27 marca 2027, 09:00',
    ],
    [
      'the October change (arrival on the first winter-time morning)',
      '2027-10-31T09:00:00.000Z',
      'sob., 30 października 2027, 11:00',
    ],
  ] as const) {
    it(`is free until exactly 24 h before the arrival — ${name}`, async () => {
      const parking = await parkingWithCapacity(backend, 20, 0);
      const departureAt = new Date(new Date(arrivalAt).getTime() + 3 * 24 * 3600_000).toISOString();
      const early = await book(parking.id, { stay: { arrivalAt, departureAt } });
      const late = await book(parking.id, { stay: { arrivalAt, departureAt } });
      const deadline = new Date(new Date(arrivalAt).getTime() - 24 * 3600_000);
      const tokenAt = (reference: string) => manageToken(SECRET, reference, new Date(deadline.getTime() + 3600_000));
      try {
        clockAt = new Date(deadline.getTime() + MINUTE);
        const refused = await cancel(late.orderNumber, tokenAt(late.orderNumber));
        expect(refused.status).toBe(409);
        expect(errorCodes(refused.body)).toEqual(['CANCELLATION_CLOSED']);
        expect(JSON.stringify(refused.body)).toContain(
          `Bezpłatna anulacja kończy się 24 godziny przed przyjazdem – dla tej rezerwacji ${deadlineWarsaw}.`,
        );
        expect(JSON.stringify(refused.body)).toContain('+48 22 307 45 90');
        expect((await read(late.orderNumber, tokenAt(late.orderNumber))).can.cancel).toBe(false);

        clockAt = new Date(deadline.getTime() - MINUTE);
        const r = await cancel(early.orderNumber, tokenAt(early.orderNumber));
        expect(r.status).toBe(200);
        expect(Booking.parse(r.body).status).toBe('REFUNDED');
      } finally {
        clockAt = null;
      }
    });
  }
});

describe('a payment captured too late', () => {
  it('takes no space for a lapsed booking: the money is recorded and refunded through the outbox', async () => {
    const parking = await parkingWithCapacity(backend, 1, 2);
    const stay = { arrivalAt: daysFromNow(30), departureAt: daysFromNow(31) };
    const placed = await book(parking.id, { stay, pay: false });
    expect(await lapseHold(placed.orderId)).toBeGreaterThanOrEqual(1);
    // The payer's bank took the money anyway; the provider reports the capture now.
    const paid = await call(backend, new URL(placed.paymentUrl ?? '').pathname, {
      method: 'POST',
      body: new URLSearchParams({ action: 'pay' }),
    });
    expect(paid.status).toBe(303);
    const expired = await read(placed.orderNumber, placed.token);
    expect(expired).toMatchObject({ status: 'EXPIRED', refund: { status: 'PENDING' } });
    expect(expired.paid).toBe(expired.total);
    expect(await spaceFree(parking.id, stay.arrivalAt)).toBe(true);
    // The refund goes first; the e-mail waits for it, so it can say the money is back.
    const first = await mailsWhileDraining(new Date());
    expect(lateCaptureMails(first.mails, placed.orderNumber)).toEqual([]);
    expect((await read(placed.orderNumber, placed.token)).refund).toMatchObject({ status: 'SUCCEEDED' });
    const { mails } = await mailsWhileDraining(afterRefund());
    const told = lateCaptureMails(mails, placed.orderNumber);
    expect(told.map(([subject]) => subject)).toEqual([
      `Zwróciliśmy wpłatę ${formatGroszeZl(expired.total)} – rezerwacja ${placed.orderNumber}`,
    ]);
    const [[, text]] = told;
    expect(text).toContain(
      `Wpłata ${formatGroszeZl(expired.total)} wpłynęła po wygaśnięciu rezerwacji, więc nie została zaliczona. Zwróciliśmy ją na konto, z którego zapłacono – pieniądze docierają`,
    );
    expect(text).toContain('Stan rezerwacji: Wygasła – nieopłacona');
    // Still before its retry deadline: the traveller who wanted to park can pay again.
    expect(text).toContain('Zapłać ponownie');
    expect(text).toContain(`/platnosc/?orderId=${placed.orderId}&exp=`);
    expect(text).toContain(`/moja-rezerwacja/${placed.orderNumber}/?token=`);
  });
});

describe('a lapsed booking paid on two old pages', () => {
  it('tells its payment page the money is back only once every refund of it is confirmed', async () => {
    const parking = await parkingWithCapacity(backend, 20, 0);
    const placed = await book(parking.id, { pay: false });
    await decline(placed.paymentUrl);
    const second = await payAgainUrl(placed);
    await lapseHold(placed.orderId);
    await pay(placed.paymentUrl);
    await pay(second);
    const summary = async () =>
      OrderLateMoney.extend({ status: z.string(), paymentStatus: z.string() }).parse(
        (await call(backend, `/api/v1/orders/${placed.orderId}`, { headers: auth(placed.token) })).body,
      );
    expect(await summary()).toMatchObject({ status: 'EXPIRED', paymentStatus: 'CAPTURED', latePaymentRefunded: false });
    expect((await summary()).lateCaptures).toHaveLength(2);
    // The provider confirms one refund (the latest payment's), then the other.
    const given = await backend.database.db
      .select({ refund: refunds, createdAt: payments.createdAt })
      .from(refunds)
      .innerJoin(payments, eq(payments.id, refunds.paymentId))
      .where(eq(refunds.orderId, placed.orderId));
    expect(given).toHaveLength(2);
    const [older, newer] = given.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()).map((r) => r.refund);
    const confirm = (refund: typeof older) =>
      backend.database.db.transaction((tx) => completeRefund(tx, refund.id, `sandbox-refund-${refund.id}`, new Date()));
    await confirm(newer);
    expect((await summary()).latePaymentRefunded).toBe(false);
    await confirm(older);
    expect((await summary()).latePaymentRefunded).toBe(true);
  });
});

describe('a late capture reported twice at once', () => {
  it('is refunded once and told once', async () => {
    const parking = await parkingWithCapacity(backend, 20, 0);
    const placed = await book(parking.id, { pay: false });
    await decline(placed.paymentUrl);
    await payAgainUrl(placed);
    await pay(placed.paymentUrl);
    // The newer payment, closed when the old page paid, is captured after all: the provider says so twice.
    const [newer] = await backend.database.db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, placed.orderId), eq(payments.status, 'CANCELLED')));
    const { db } = backend.database;
    await Promise.all([settlePayment(db, newer.id, 'CAPTURED'), settlePayment(db, newer.id, 'CAPTURED')]);
    const given = await backend.database.db.select().from(refunds).where(eq(refunds.paymentId, newer.id));
    expect(given).toHaveLength(1);
    const rows = await backend.database.db.select().from(outbox).where(eq(outbox.paymentId, newer.id));
    expect(rows.map((row) => row.kind)).toEqual(['late_capture_email']);
    const { mails } = await mailsWhileDraining(afterRefund());
    expect(lateCaptureMails(mails, placed.orderNumber)).toHaveLength(1);
  });
});

describe('a capture after the same payment was declined', () => {
  it('confirms the unpaid booking while it is the latest payment: spaces kept, voucher queued, nothing refunded', async () => {
    const parking = await parkingWithCapacity(backend, 1, 0);
    const stay = { arrivalAt: daysFromNow(33), departureAt: daysFromNow(34) };
    const placed = await book(parking.id, { stay, pay: false });
    await decline(placed.paymentUrl);
    expect((await read(placed.orderNumber, placed.token)).status).toBe('PENDING_PAYMENT');
    // The provider takes the same payment after all (a retried charge).
    await pay(placed.paymentUrl);
    const booking = await read(placed.orderNumber, placed.token);
    expect(booking).toMatchObject({ status: 'CONFIRMED', refund: null });
    expect(booking.paid).toBe(booking.total);
    expect(await spaceFree(parking.id, stay.arrivalAt)).toBe(false);
    const queued = await backend.database.db.select().from(outbox).where(eq(outbox.orderId, placed.orderId));
    expect(queued.map((row) => row.kind)).toEqual(expect.arrayContaining(['voucher_email']));
  });

  it('confirms the unpaid booking even when a newer payment was started: that one is closed, and refunded if paid later', async () => {
    const parking = await parkingWithCapacity(backend, 20, 0);
    const placed = await book(parking.id, { pay: false });
    await decline(placed.paymentUrl);
    const newer = await payAgainUrl(placed);
    // The old page paid after "pay again": the money is the booking's.
    await pay(placed.paymentUrl);
    const confirmed = await read(placed.orderNumber, placed.token);
    expect(confirmed).toMatchObject({ status: 'CONFIRMED', refund: null });
    expect(confirmed.paid).toBe(confirmed.total);
    const status = z
      .object({ paymentStatus: z.string(), orderStatus: z.string() })
      .parse((await call(backend, `/api/v1/payment/${placed.orderId}/status`)).body);
    expect(status).toEqual({ paymentStatus: 'CAPTURED', orderStatus: 'CONFIRMED' });
    const queued = await backend.database.db.select().from(outbox).where(eq(outbox.orderId, placed.orderId));
    expect(queued.filter((row) => row.kind === 'voucher_email')).toHaveLength(1);
    // The newer page, paid too: a second payment, given back.
    await pay(newer);
    const booking = await read(placed.orderNumber, placed.token);
    expect(booking).toMatchObject({ status: 'CONFIRMED', refund: { status: 'PENDING', amount: booking.total } });
    expect(booking.paid).toBe(2 * booking.total);
    // Both the booking and the order (the payment page's) say that the second payment goes back.
    const late = { amount: booking.total, orderStatus: 'CONFIRMED', dateChange: null, refunded: false };
    const viewed = LateCapturesOf.parse(
      (await call(backend, `/api/v1/bookings/${placed.orderNumber}`, { headers: auth(placed.token) })).body,
    );
    expect(viewed.lateCaptures).toEqual([late]);
    const order = OrderLateMoney.parse(
      (await call(backend, `/api/v1/orders/${placed.orderId}`, { headers: auth(placed.token) })).body,
    );
    expect(order.lateCaptures.map((capture) => capture.amount.amount)).toEqual([booking.total / 100]);
    // A paid booking is no "Płatność dotarła po czasie": that flag is only a lapsed order's.
    expect(order.latePaymentRefunded).toBeNull();
    // The payer hears of it by e-mail once (the refund done by then): the booking stays paid.
    const { mails } = await mailsWhileDraining(afterRefund());
    const told = lateCaptureMails(mails, placed.orderNumber);
    expect(told).toHaveLength(1);
    expect(told[0][1]).toContain(
      `Wpłata ${formatGroszeZl(booking.total)} wpłynęła, gdy rezerwacja była już opłacona. Zwróciliśmy ją`,
    );
    expect(told[0][1]).toContain('Stan rezerwacji: Opłacona – voucher jest ważny');
    expect(told[0][1]).not.toContain('Zapłać ponownie');
    expect(lateCaptureMails((await mailsWhileDraining(afterRefund())).mails, placed.orderNumber)).toEqual([]);
    // Cancelled: the status still names the payment that paid it, not the closed newer one.
    await cancel(placed.orderNumber, placed.token);
    const cancelled = z
      .object({ paymentStatus: z.string(), orderStatus: z.string() })
      .parse((await call(backend, `/api/v1/payment/${placed.orderId}/status`)).body);
    expect(cancelled.paymentStatus).toBe('CAPTURED');
  });

  it('names every late capture of the last day: two old pages paid after a third payment booked it', async () => {
    const parking = await parkingWithCapacity(backend, 20, 0);
    const placed = await book(parking.id, { pay: false });
    await decline(placed.paymentUrl);
    const second = await payAgainUrl(placed);
    await decline(second);
    await pay(await payAgainUrl(placed));
    await pay(placed.paymentUrl);
    await pay(second);
    const viewed = LateCapturesOf.parse(
      (await call(backend, `/api/v1/bookings/${placed.orderNumber}`, { headers: auth(placed.token) })).body,
    );
    const booking = await read(placed.orderNumber, placed.token);
    expect(viewed.lateCaptures.map((late) => [late.amount, late.orderStatus])).toEqual([
      [booking.total, 'CONFIRMED'],
      [booking.total, 'CONFIRMED'],
    ]);
    expect(booking).toMatchObject({ status: 'CONFIRMED', refund: { amount: 2 * booking.total } });
    // One e-mail for each payment given back.
    const rows = await backend.database.db.select().from(outbox).where(eq(outbox.orderId, placed.orderId));
    const told = rows.filter((row) => row.kind === 'late_capture_email');
    expect(told).toHaveLength(2);
    expect(new Set(told.map((row) => row.paymentId)).size).toBe(2);
  });
});

describe('the old page paid while "pay again" starts a new payment', () => {
  it('sends nobody to pay the new one: the answer says the booking is confirmed, with no payment page', async () => {
    const parking = await parkingWithCapacity(backend, 20, 0);
    const placed = await book(parking.id, { pay: false });
    await decline(placed.paymentUrl);
    const summary = z
      .object({ retry: z.object({ exp: z.number(), sig: z.string() }) })
      .parse((await call(backend, `/api/v1/orders/${placed.orderId}`, { headers: auth(placed.token) })).body);
    whileStarting = () => pay(placed.paymentUrl);
    const again = await call(backend, `/api/v1/orders/${placed.orderId}/payments`, {
      method: 'POST',
      json: summary.retry,
    });
    expect(whileStarting).toBeNull();
    expect(again.status).toBe(201);
    expect(z.object({ status: z.string(), paymentUrl: z.string().nullable() }).parse(again.body)).toEqual({
      status: 'CONFIRMED',
      paymentUrl: null,
    });
    const booking = await read(placed.orderNumber, placed.token);
    expect(booking).toMatchObject({ status: 'CONFIRMED', refund: null });
    expect(booking.paid).toBe(booking.total);
  });
});

describe('money that comes in twice', () => {
  it('a lapsed booking captured late, then paid again and cancelled: each payment refunded once', async () => {
    const parking = await parkingWithCapacity(backend, 20, 0);
    const placed = await book(parking.id, { pay: false });
    await lapseHold(placed.orderId);
    await pay(placed.paymentUrl);
    await backend.outbox?.drain();
    await pay(await payAgainUrl(placed));
    expect((await read(placed.orderNumber, placed.token)).status).toBe('CONFIRMED');
    const cancelled = Booking.parse((await cancel(placed.orderNumber, placed.token)).body);
    expect(cancelled).toMatchObject({ status: 'REFUNDED', refund: { amount: 2 * cancelled.total } });
    const given = await backend.database.db.select().from(refunds).where(eq(refunds.orderId, placed.orderId));
    expect(given.map((r) => r.amount)).toEqual([cancelled.total, cancelled.total]);
    expect(new Set(given.map((r) => r.paymentId)).size).toBe(2);
  });

  it('an unpaid booking cancelled while its payment page is open, then paid there: refunded', async () => {
    const parking = await parkingWithCapacity(backend, 20, 0);
    const placed = await book(parking.id, { pay: false });
    expect(Booking.parse((await cancel(placed.orderNumber, placed.token)).body).status).toBe('CANCELLED');
    await pay(placed.paymentUrl);
    expect(await read(placed.orderNumber, placed.token)).toMatchObject({
      status: 'CANCELLED',
      refund: { status: 'PENDING' },
    });
    // The cancellation's e-mail speaks of the booking, which was not paid; the late money has its own.
    const { mails: first } = await mailsWhileDraining(new Date());
    const cancellation = first.find((m) => m.subject === `Rezerwacja ${placed.orderNumber} została anulowana`);
    expect(cancellation?.text?.replace(/\s+/g, ' ')).toContain('Rezerwacja nie była opłacona – nie ma czego zwracać.');
    const refunded = await read(placed.orderNumber, placed.token);
    expect(refunded.status).toBe('REFUNDED');
    const [[, text]] = lateCaptureMails((await mailsWhileDraining(afterRefund())).mails, placed.orderNumber);
    expect(text).toContain(
      `Wpłata ${formatGroszeZl(refunded.total)} wpłynęła po anulowaniu rezerwacji. Zwróciliśmy ją`,
    );
    expect(text).toContain('Stan rezerwacji: Anulowana');
    expect(text).not.toContain('Zapłać ponownie');
  });
});

describe('a voucher still queued when the booking is cancelled', () => {
  it('is not sent: the row is skipped, never retried or parked', async () => {
    const parking = await parkingWithCapacity(backend, 20, 0);
    const placed = await book(parking.id, { email: 'late-voucher@example.pl' });
    await cancel(placed.orderNumber, placed.token);
    const { drained, mails } = await mailsWhileDraining();
    expect(drained).toMatchObject({ retried: 0, parked: 0 });
    const subjects = mails.filter((m) => m.subject?.includes(placed.orderNumber)).map((m) => m.subject);
    expect(subjects).toEqual([`Rezerwacja ${placed.orderNumber} została anulowana`]);
    const rows = await backend.database.db.select().from(outbox).where(eq(outbox.orderId, placed.orderId));
    const voucher = rows.find((row) => row.kind === 'voucher_email');
    expect(voucher?.providerId).toBe('skipped: the order is no longer confirmed');
  });
});

describe('Idempotency-Key on a refusal', () => {
  it('answers the stored 409 again with its status, not a 200', async () => {
    const parking = await parkingWithCapacity(backend, 20, 0);
    const placed = await book(parking.id, { pay: false });
    await lapseHold(placed.orderId);
    const key = crypto.randomUUID();
    const first = await cancel(placed.orderNumber, placed.token, { 'Idempotency-Key': key });
    const replay = await cancel(placed.orderNumber, placed.token, { 'Idempotency-Key': key });
    expect([first.status, replay.status]).toEqual([409, 409]);
    expect(errorCodes(replay.body)).toEqual(['NOT_CANCELLABLE']);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
  });
});

describe('changing plates, phone and notes', () => {
  it('saves new plates and a phone, sends the voucher again; notes alone send nothing', async () => {
    const parking = await parkingWithCapacity(backend, 20, 0);
    const placed = await book(parking.id);
    const r = await change(placed.orderNumber, placed.token, { plates: ['kr  9999a'], phone: '0048 601 200 300' });
    expect(r.status).toBe(200);
    expect(Booking.parse(r.body)).toMatchObject({ plates: ['KR 9999A'], customer: { phone: '+48601200300' } });
    const vouchers = async () => (await outboxKinds(placed.orderId)).filter((kind) => kind === 'voucher_email').length;
    expect(await vouchers()).toBe(2);
    // The second voucher says why it came: not another "thank you for booking".
    const sent = await vouchersSentNow(placed.orderNumber);
    expect(sent.mails.map((m) => m.subject)).toContain(
      `Zmiana danych rezerwacji ${placed.orderNumber} – ${parking.name}`,
    );
    const updated = sent.mails.find((m) => m.subject.startsWith('Zmiana danych'));
    expect(updated?.text).toContain('Dane rezerwacji (tablice rejestracyjne lub telefon) zostały zmienione.');
    expect(updated?.text).toContain('KR 9999A');
    expect(updated?.text).not.toContain('Dziękujemy za rezerwację');
    expect(sent.sms.some((text) => text.startsWith(`Parkolot: rezerwacja ${placed.orderNumber} zaktualizowana.`))).toBe(
      true,
    );
    const notes = await change(placed.orderNumber, placed.token, { additionalInfo: 'Przyjadę busem.' });
    expect(Booking.parse(notes.body).additionalInfo).toBe('Przyjadę busem.');
    expect(await vouchers()).toBe(2);
  });

  it('sends a new voucher for at most DETAIL_CHANGES_PER_HOUR plate or phone changes an hour, then refuses them (429); notes still save', async () => {
    const parking = await parkingWithCapacity(backend, 20, 0);
    const placed = await book(parking.id);
    const vouchers = async () => (await outboxKinds(placed.orderId)).filter((kind) => kind === 'voucher_email').length;
    for (let i = 0; i < DETAIL_CHANGES_PER_HOUR; i++)
      expect((await change(placed.orderNumber, placed.token, { plates: [`WA ${100 + i}`] })).status).toBe(200);
    expect(await vouchers()).toBe(1 + DETAIL_CHANGES_PER_HOUR);
    const refused = await change(placed.orderNumber, placed.token, { plates: ['WA 999'] });
    expect(refused.status).toBe(429);
    expect(errorCodes(refused.body)).toEqual(['RATE_LIMITED']);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await vouchers()).toBe(1 + DETAIL_CHANGES_PER_HOUR);
    expect((await read(placed.orderNumber, placed.token)).plates).toEqual([`WA ${100 + DETAIL_CHANGES_PER_HOUR - 1}`]);
    const notes = await change(placed.orderNumber, placed.token, { additionalInfo: 'Bez zmian w tablicach.' });
    expect(notes.status).toBe(200);
  });

  it('keeps the number of vehicles and refuses a bad plate or phone with a message per field', async () => {
    const parking = await parkingWithCapacity(backend, 20, 0);
    const placed = await book(parking.id);
    const two = await change(placed.orderNumber, placed.token, { plates: ['WA 1', 'WA 2'] });
    expect(two.status).toBe(400);
    expect(JSON.stringify(two.body)).toContain('ile pojazdów obejmuje rezerwacja: 1');
    const bad = await change(placed.orderNumber, placed.token, { plates: [''], phone: 'abc' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('"field":"plates.0"');
    expect(JSON.stringify(bad.body)).toContain('"field":"phone"');
  });

  it('a plate that is no plate is refused; one the booking already holds (made before the rule) is kept', async () => {
    const parking = await parkingWithCapacity(backend, 20, 0);
    const placed = await book(parking.id);
    const refused = await change(placed.orderNumber, placed.token, { plates: ['!!!'] });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      errors: [
        { field: 'plates.0', message: 'Tablica rejestracyjna może zawierać tylko litery, cyfry, spacje i myślniki' },
      ],
    });
    // A booking stored with a plate the format rule would refuse today still changes its phone.
    const db = backend.database.db;
    const [row] = await db.select().from(orders).where(eq(orders.orderNumber, placed.orderNumber));
    const legacy = (row?.lines ?? []).map((line) =>
      line.kind === 'parking'
        ? {
            ...line,
            specification: { ...z.looseObject({}).parse(line.specification), vehicles: [{ plate: 'WA.123' }] },
          }
        : line,
    );
    await db.update(orders).set({ lines: legacy }).where(eq(orders.orderNumber, placed.orderNumber));
    const kept = await change(placed.orderNumber, placed.token, { plates: ['wa.123'], phone: '601 200 300' });
    expect(kept.status).toBe(200);
    expect(Booking.parse(kept.body)).toMatchObject({ plates: ['WA.123'], customer: { phone: '+48601200300' } });
  });

  it('closes when the stay starts (409), and for a cancelled booking', async () => {
    const parking = await parkingWithCapacity(backend, 20, 0);
    const placed = await book(parking.id);
    const booking = await read(placed.orderNumber, placed.token);
    const arrival = new Date(booking.freeCancellationUntil).getTime() + 24 * 3600_000;
    const emailToken = manageToken(SECRET, placed.orderNumber, new Date(arrival + 30 * 24 * 3600_000));
    try {
      clockAt = new Date(arrival + MINUTE);
      const late = await change(placed.orderNumber, emailToken, { plates: ['WA 7'] });
      expect(late.status).toBe(409);
      expect(errorCodes(late.body)).toEqual(['CHANGES_CLOSED']);
    } finally {
      clockAt = null;
    }
    await cancel(placed.orderNumber, placed.token);
    const after = await change(placed.orderNumber, placed.token, { plates: ['WA 7'] });
    expect(errorCodes(after.body)).toEqual(['NOT_CHANGEABLE']);
  });
});

describe('sending the voucher again', () => {
  it('queues the e-mail and SMS again, three times an hour at most', async () => {
    const parking = await parkingWithCapacity(backend, 20, 0);
    const placed = await book(parking.id, { email: 'resend@example.pl' });
    for (let i = 0; i < 3; i++) {
      const r = await call(backend, `/api/v1/bookings/${placed.orderNumber}/voucher`, {
        method: 'POST',
        headers: auth(placed.token),
      });
      expect(r.status).toBe(202);
      expect(r.body).toEqual({ sentTo: 'r***@example.pl' });
    }
    const limited = await call(backend, `/api/v1/bookings/${placed.orderNumber}/voucher`, {
      method: 'POST',
      headers: auth(placed.token),
    });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    const kinds = await outboxKinds(placed.orderId);
    expect(kinds.filter((kind) => kind === 'voucher_email')).toHaveLength(4);
    expect(kinds.filter((kind) => kind === 'voucher_sms')).toHaveLength(4);
    const { drained, mails } = await mailsWhileDraining();
    expect(drained?.parked).toBe(0);
    const ids = mails.filter((m) => m.subject?.includes(placed.orderNumber)).map((m) => m.messageId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeGreaterThanOrEqual(4);
    const copies = mails.filter((m) => m.subject?.startsWith(`Voucher do rezerwacji ${placed.orderNumber} – `));
    expect(copies).toHaveLength(3);
    for (const copy of copies)
      expect(copy.text?.replace(/\s+/g, ' ')).toContain('Na Twoją prośbę wysyłamy voucher ponownie');
  });
});

const DateOffer = z.object({
  offerId: z.string(),
  stayPeriod: z.object({ arrivalAt: z.string(), departureAt: z.string() }),
  days: z.number(),
  total: z.number(),
  currentTotal: z.number(),
  difference: z.number(),
});
const DateChanged = z.object({
  dateChange: z.object({
    status: z.enum(['APPLIED', 'AWAITING_PAYMENT']),
    difference: z.number(),
    refund: z.number(),
    paymentUrl: z.string().nullable(),
    payUntil: z.string().nullable(),
  }),
  booking: Booking.extend({
    arrivalAt: z.string(),
    departureAt: z.string(),
    pendingDateChange: z
      .object({ arrivalAt: z.string(), difference: z.number(), paymentUrl: z.string().nullable() })
      .nullable(),
  }),
});
const PendingView = z.object({
  arrivalAt: z.string(),
  departureAt: z.string(),
  total: z.number(),
  paid: z.number(),
  refund: z.object({ amount: z.number(), status: z.string() }).nullable(),
  can: z.object({ changeDates: z.boolean() }),
  dateChangesUntil: z.string(),
  pendingDateChange: z.object({ arrivalAt: z.string(), difference: z.number() }).nullable(),
});
const readDates = async (reference: string, token: string) =>
  PendingView.parse((await call(backend, `/api/v1/bookings/${reference}`, { headers: auth(token) })).body);
const dateOffer = (reference: string, token: string, stay: { arrivalAt: string; departureAt: string }) =>
  call(backend, `/api/v1/bookings/${reference}/dates/offer`, {
    method: 'POST',
    headers: auth(token),
    json: { stayPeriod: stay },
  });
const takeOffer = (reference: string, token: string, offerId: string, headers: Record<string, string> = {}) =>
  call(backend, `/api/v1/bookings/${reference}/dates`, {
    method: 'POST',
    headers: { ...auth(token), ...headers },
    json: { offerId },
  });
/** The new stay priced, then taken: the change's answer. */
async function moveTo(reference: string, token: string, stay: { arrivalAt: string; departureAt: string }) {
  const offered = await dateOffer(reference, token, stay);
  expect(offered.status, offered.text).toBe(201);
  const offer = DateOffer.parse(offered.body);
  const r = await takeOffer(reference, token, offer.offerId);
  expect(r.status, r.text).toBe(200);
  return { offer, changed: DateChanged.parse(r.body) };
}
const voucherRows = async (orderId: string) => (await outboxKinds(orderId)).filter((k) => k === 'voucher_email').length;

describe('changing the dates', () => {
  it('a longer stay is paid on the provider page first: the added days are held, the change applies on capture', async () => {
    const parking = await parkingWithCapacity(backend, 1, 3);
    const placed = await book(parking.id, { stay: { arrivalAt: daysFromNow(40), departureAt: daysFromNow(42) } });
    const vouchers = await voucherRows(placed.orderId);
    const longer = { arrivalAt: daysFromNow(40), departureAt: daysFromNow(45) };
    const { offer, changed } = await moveTo(placed.orderNumber, placed.token, longer);
    expect(offer.difference).toBeGreaterThan(0);
    expect(offer.total - offer.currentTotal).toBe(offer.difference);
    expect(changed.dateChange).toMatchObject({ status: 'AWAITING_PAYMENT', difference: offer.difference, refund: 0 });
    // Until it is paid, the booking keeps its stay; the days the change adds are already held.
    expect(changed.booking.departureAt).toBe(new Date(daysFromNow(42)).toISOString());
    expect(changed.booking.pendingDateChange).toMatchObject({ difference: offer.difference });
    expect(await spaceFree(parking.id, daysFromNow(44))).toBe(false);
    expect(await voucherRows(placed.orderId)).toBe(vouchers);

    const page = await call(backend, new URL(changed.dateChange.paymentUrl ?? '').pathname);
    expect(page.text).toContain('Dopłata za zmianę terminu');
    const paid = await call(backend, new URL(changed.dateChange.paymentUrl ?? '').pathname, {
      method: 'POST',
      body: new URLSearchParams({ action: 'pay' }),
    });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${PUBLIC_URL}/moja-rezerwacja/${placed.orderNumber}/`);
    const after = await readDates(placed.orderNumber, placed.token);
    expect(after).toMatchObject({
      departureAt: new Date(longer.departureAt).toISOString(),
      total: offer.total,
      paid: offer.total,
      refund: null,
      pendingDateChange: null,
    });
    expect(await voucherRows(placed.orderId)).toBe(vouchers + 1);
    // Paid in full for the new stay: one "Zapłacono" row with the new price.
    const sent = await vouchersSentNow(placed.orderNumber);
    const moved = sent.mails.find((m) => m.subject.startsWith(`Nowy termin rezerwacji ${placed.orderNumber}`));
    expect(moved?.text).toContain(`Zapłacono ${formatGroszeZl(offer.total)}`);
    expect(moved?.text).not.toContain('Zwrot');
  });

  it('a shorter stay applies at once, gives the dropped days back and refunds the difference', async () => {
    const parking = await parkingWithCapacity(backend, 1, 4);
    const placed = await book(parking.id, { stay: { arrivalAt: daysFromNow(40), departureAt: daysFromNow(46) } });
    const paidBefore = (await readDates(placed.orderNumber, placed.token)).paid;
    const shorter = { arrivalAt: daysFromNow(40), departureAt: daysFromNow(42) };
    const { offer, changed } = await moveTo(placed.orderNumber, placed.token, shorter);
    expect(offer.difference).toBeLessThan(0);
    expect(changed.dateChange).toMatchObject({ status: 'APPLIED', refund: -offer.difference, paymentUrl: null });
    const after = await readDates(placed.orderNumber, placed.token);
    expect(after).toMatchObject({
      departureAt: new Date(shorter.departureAt).toISOString(),
      total: offer.total,
      paid: paidBefore,
      refund: { amount: paidBefore - offer.total, status: 'SUCCEEDED' },
    });
    expect(await spaceFree(parking.id, daysFromNow(44))).toBe(true);
    expect(await spaceFree(parking.id, daysFromNow(41))).toBe(false);
    // The new voucher names the change, and the money as it stands: the new price, what was paid, what came back.
    const sent = await vouchersSentNow(placed.orderNumber);
    const moved = sent.mails.find(
      (m) => m.subject === `Nowy termin rezerwacji ${placed.orderNumber} – ${parking.name}`,
    );
    expect(moved?.text).toContain('Termin Twojej rezerwacji został zmieniony.');
    expect(moved?.text).toContain(`Razem ${formatGroszeZl(offer.total)}`);
    expect(moved?.text).toContain(`Zapłacono ${formatGroszeZl(paidBefore)}`);
    expect(moved?.text).toMatch(
      new RegExp(`Zwrot( \\(w toku\\))? ${formatGroszeZl(paidBefore - offer.total).replace(/\s/g, '\\s')}`),
    );
    expect(sent.sms.some((text) => text.startsWith(`Parkolot: rezerwacja ${placed.orderNumber} ma nowy termin.`))).toBe(
      true,
    );
    // Cancelled afterwards: what is left of the payment comes back, no more — and the e-mail says that much.
    const r = await cancel(placed.orderNumber, placed.token);
    expect(Booking.parse(r.body)).toMatchObject({ status: 'REFUNDED', refund: { amount: paidBefore } });
    const { mails } = await mailsWhileDraining();
    const mail = mails.find((m) => m.subject === `Rezerwacja ${placed.orderNumber} została anulowana`);
    expect(mail?.text?.replace(/\s+/g, ' ')).toContain(`Zwróciliśmy ${formatGroszeZl(offer.total)}`);
  });

  it('moves a stay on a full car park onto days it already holds, and refuses days someone else holds', async () => {
    const parking = await parkingWithCapacity(backend, 1, 5);
    const placed = await book(parking.id, { stay: { arrivalAt: daysFromNow(50), departureAt: daysFromNow(53) } });
    await book(parking.id, { stay: { arrivalAt: daysFromNow(54, 10), departureAt: daysFromNow(56) } });
    // A day later, overlapping its own stay: only the added day needs room.
    const { changed } = await moveTo(placed.orderNumber, placed.token, {
      arrivalAt: daysFromNow(51),
      departureAt: daysFromNow(53, 20),
    });
    expect(['APPLIED', 'AWAITING_PAYMENT']).toContain(changed.dateChange.status);
    const soldOut = await dateOffer(placed.orderNumber, placed.token, {
      arrivalAt: daysFromNow(51),
      departureAt: daysFromNow(55),
    });
    expect(soldOut.status).toBe(409);
    expect(errorCodes(soldOut.body)).toEqual(['SOLD_OUT']);
    expect(JSON.stringify(soldOut.body)).toContain('Na ten termin nie ma wolnych miejsc');
  });

  it('refuses the offer when the added days were taken between the quote and the change', async () => {
    const parking = await parkingWithCapacity(backend, 1, 6);
    const placed = await book(parking.id, { stay: { arrivalAt: daysFromNow(60), departureAt: daysFromNow(61) } });
    const offered = DateOffer.parse(
      (await dateOffer(placed.orderNumber, placed.token, { arrivalAt: daysFromNow(62), departureAt: daysFromNow(63) }))
        .body,
    );
    await book(parking.id, { stay: { arrivalAt: daysFromNow(62), departureAt: daysFromNow(63) } });
    const r = await takeOffer(placed.orderNumber, placed.token, offered.offerId);
    expect(r.status).toBe(409);
    expect(errorCodes(r.body)).toEqual(['SOLD_OUT']);
    expect((await readDates(placed.orderNumber, placed.token)).arrivalAt).toBe(new Date(daysFromNow(60)).toISOString());
  });

  it('an unpaid change lapses with its hold: the days go back, the booking is as it was; a late capture is refunded', async () => {
    const parking = await parkingWithCapacity(backend, 1, 7);
    const stay = { arrivalAt: daysFromNow(70), departureAt: daysFromNow(71) };
    const placed = await book(parking.id, { stay });
    const { changed } = await moveTo(placed.orderNumber, placed.token, {
      arrivalAt: daysFromNow(70),
      departureAt: daysFromNow(74),
    });
    expect(changed.dateChange.status).toBe('AWAITING_PAYMENT');
    expect(await spaceFree(parking.id, daysFromNow(73))).toBe(false);
    await backend.sweep(new Date(Date.now() + 2 * 60 * MINUTE));
    expect(await spaceFree(parking.id, daysFromNow(73))).toBe(true);
    const lapsed = await readDates(placed.orderNumber, placed.token);
    expect(lapsed).toMatchObject({ departureAt: new Date(stay.departureAt).toISOString(), pendingDateChange: null });
    // The payer paid on the page left open: the money is recorded and given back, the stay stays.
    await pay(changed.dateChange.paymentUrl);
    const after = await readDates(placed.orderNumber, placed.token);
    expect(after).toMatchObject({ departureAt: new Date(stay.departureAt).toISOString(), total: lapsed.total });
    expect(after.refund?.amount).toBe(changed.dateChange.difference);
    // The booking says where that money went, and no longer that it did not come.
    const late = LateCapturesOf.parse(
      (await call(backend, `/api/v1/bookings/${placed.orderNumber}`, { headers: auth(placed.token) })).body,
    );
    expect(late).toEqual({
      lapsedDateChange: null,
      lateCaptures: [
        {
          amount: changed.dateChange.difference,
          orderStatus: 'CONFIRMED',
          dateChange: {
            arrivalAt: new Date(daysFromNow(70)).toISOString(),
            departureAt: new Date(daysFromNow(74)).toISOString(),
          },
          refunded: false,
        },
      ],
    });
    await backend.outbox?.drain();
    const given = LateCapturesOf.parse(
      (await call(backend, `/api/v1/bookings/${placed.orderNumber}`, { headers: auth(placed.token) })).body,
    );
    expect(given.lateCaptures.map((late) => late.refunded)).toEqual([true]);
    // And the e-mail names the change it was for, with its dates; the booking stays paid as it was.
    const [[subject, text]] = lateCaptureMails((await mailsWhileDraining(afterRefund())).mails, placed.orderNumber);
    expect(subject).toBe(
      `Zwróciliśmy wpłatę ${formatGroszeZl(changed.dateChange.difference)} – rezerwacja ${placed.orderNumber}`,
    );
    expect(text).toContain(
      `Dopłata ${formatGroszeZl(changed.dateChange.difference)} za zmianę terminu na ${formatWarsawDateTime(new Date(daysFromNow(70)))} – ${formatWarsawDateTime(new Date(daysFromNow(74)))} wpłynęła, gdy ta zmiana nie była już aktualna, więc nie została wprowadzona.`,
    );
    expect(text).toContain(`Wyjazd: ${formatWarsawDateTime(new Date(stay.departureAt))}`);
    expect(text).toContain('Stan rezerwacji: Opłacona – voucher jest ważny');
  });

  it('a declined payment lapses the change at once; a second change replaces one still unpaid', async () => {
    const parking = await parkingWithCapacity(backend, 2, 8);
    const placed = await book(parking.id, { stay: { arrivalAt: daysFromNow(80), departureAt: daysFromNow(81) } });
    const first = await moveTo(placed.orderNumber, placed.token, {
      arrivalAt: daysFromNow(80),
      departureAt: daysFromNow(83),
    });
    await decline(first.changed.dateChange.paymentUrl);
    expect((await readDates(placed.orderNumber, placed.token)).pendingDateChange).toBeNull();
    const second = await moveTo(placed.orderNumber, placed.token, {
      arrivalAt: daysFromNow(80),
      departureAt: daysFromNow(84),
    });
    const third = await moveTo(placed.orderNumber, placed.token, {
      arrivalAt: daysFromNow(80),
      departureAt: daysFromNow(85),
    });
    expect(third.changed.booking.pendingDateChange?.arrivalAt).toBeDefined();
    // The replaced change's page no longer takes money for it: a capture there is refunded.
    await pay(second.changed.dateChange.paymentUrl);
    await pay(third.changed.dateChange.paymentUrl);
    const after = await readDates(placed.orderNumber, placed.token);
    expect(after.total).toBe(third.offer.total);
    expect(after.refund?.amount).toBe(second.changed.dateChange.difference);
  });

  it('takes one offer once: the same offer again answers the same change, with or without Idempotency-Key', async () => {
    const parking = await parkingWithCapacity(backend, 5, 9);
    const placed = await book(parking.id, { stay: { arrivalAt: daysFromNow(90), departureAt: daysFromNow(92) } });
    const offer = DateOffer.parse(
      (await dateOffer(placed.orderNumber, placed.token, { arrivalAt: daysFromNow(90), departureAt: daysFromNow(95) }))
        .body,
    );
    const key = { 'Idempotency-Key': crypto.randomUUID() };
    const [a, b] = await Promise.all([
      takeOffer(placed.orderNumber, placed.token, offer.offerId, key),
      takeOffer(placed.orderNumber, placed.token, offer.offerId),
    ]);
    const answers = [a, b].filter((r) => r.status === 200).map((r) => DateChanged.parse(r.body).dateChange.paymentUrl);
    expect(answers.length).toBeGreaterThanOrEqual(1);
    expect(new Set(answers).size).toBe(1);
    const replay = await takeOffer(placed.orderNumber, placed.token, offer.offerId, key);
    expect(replay.status).toBe(200);
    expect(DateChanged.parse(replay.body).dateChange.paymentUrl).toBe(answers[0]);
    // Taken: no other booking can use it. A fresh offer for this booking's lines does not fit another's.
    const other = await book(parking.id, { stay: { arrivalAt: daysFromNow(90), departureAt: daysFromNow(92) } });
    expect(errorCodes((await takeOffer(other.orderNumber, other.token, offer.offerId)).body)).toEqual(['OFFER_USED']);
    await change(other.orderNumber, other.token, { plates: ['GD 90210'] });
    const fresh = DateOffer.parse(
      (await dateOffer(placed.orderNumber, placed.token, { arrivalAt: daysFromNow(91), departureAt: daysFromNow(92) }))
        .body,
    );
    const foreign = await takeOffer(other.orderNumber, other.token, fresh.offerId);
    expect(foreign.status).toBe(422);
    expect(errorCodes(foreign.body)).toEqual(['LINES_MISMATCH']);
  });

  it('cancelling while a change awaits its payment gives every day back and refunds only what was paid', async () => {
    const parking = await parkingWithCapacity(backend, 1, 10);
    const placed = await book(parking.id, { stay: { arrivalAt: daysFromNow(100), departureAt: daysFromNow(101) } });
    const { changed } = await moveTo(placed.orderNumber, placed.token, {
      arrivalAt: daysFromNow(100),
      departureAt: daysFromNow(104),
    });
    const paid = (await readDates(placed.orderNumber, placed.token)).paid;
    const r = await cancel(placed.orderNumber, placed.token);
    expect(Booking.parse(r.body)).toMatchObject({ status: 'REFUNDED', refund: { amount: paid } });
    expect(await spaceFree(parking.id, daysFromNow(103))).toBe(true);
    expect(await spaceFree(parking.id, daysFromNow(100))).toBe(true);
    await pay(changed.dateChange.paymentUrl);
    expect((await readDates(placed.orderNumber, placed.token)).refund?.amount).toBe(
      paid + changed.dateChange.difference,
    );
  });

  it('a cancellation racing a date change: one wins, nothing is held or kept that should not be', async () => {
    const parking = await parkingWithCapacity(backend, 1, 11);
    for (const longer of [false, true]) {
      const placed = await book(parking.id, { stay: { arrivalAt: daysFromNow(110), departureAt: daysFromNow(113) } });
      const offer = DateOffer.parse(
        (
          await dateOffer(placed.orderNumber, placed.token, {
            arrivalAt: daysFromNow(110),
            departureAt: daysFromNow(longer ? 115 : 111),
          })
        ).body,
      );
      const [moved, cancelled] = await Promise.all([
        takeOffer(placed.orderNumber, placed.token, offer.offerId),
        cancel(placed.orderNumber, placed.token),
      ]);
      expect(cancelled.status).toBe(200);
      expect([200, 409]).toContain(moved.status);
      const after = await readDates(placed.orderNumber, placed.token);
      expect(after.refund?.amount).toBe(after.paid);
      for (const day of [110, 112, 114]) expect(await spaceFree(parking.id, daysFromNow(day))).toBe(true);
    }
  });

  it('a capture racing the sweep that lapses its change: either applied or refunded, never both or neither', async () => {
    const parking = await parkingWithCapacity(backend, 1, 14);
    for (const first of ['sweep', 'capture'] as const) {
      const stay = { arrivalAt: daysFromNow(130), departureAt: daysFromNow(131) };
      const placed = await book(parking.id, { stay });
      const { changed } = await moveTo(placed.orderNumber, placed.token, {
        arrivalAt: daysFromNow(130),
        departureAt: daysFromNow(133),
      });
      const sweep = () => backend.sweep(new Date(Date.now() + 2 * 60 * MINUTE));
      const capture = () => pay(changed.dateChange.paymentUrl);
      await Promise.all(first === 'sweep' ? [sweep(), capture()] : [capture(), sweep()]);
      const after = await readDates(placed.orderNumber, placed.token);
      if (after.departureAt === new Date(stay.departureAt).toISOString()) {
        expect(after.refund?.amount).toBe(changed.dateChange.difference);
        expect(await spaceFree(parking.id, daysFromNow(132))).toBe(true);
      } else {
        expect(after).toMatchObject({ departureAt: new Date(daysFromNow(133)).toISOString(), refund: null });
        expect(await spaceFree(parking.id, daysFromNow(132))).toBe(false);
      }
      await cancel(placed.orderNumber, placed.token);
    }
  });

  it('takes only an offer priced for the booking: not one from POST /offers with a promo code of its own', async () => {
    const parking = await parkingWithCapacity(backend, 5, 15);
    const placed = await book(parking.id, { stay: { arrivalAt: daysFromNow(140), departureAt: daysFromNow(142) } });
    const stay = { arrivalAt: daysFromNow(140, 10), departureAt: daysFromNow(142) };
    const offered = await call(backend, '/api/v1/offers', {
      method: 'POST',
      json: { offerLines: [parkingLine(parking.id, stay, ['WA 12345'])], promoCode: 'test100' },
    });
    const r = await takeOffer(placed.orderNumber, placed.token, Offer.parse(offered.body).id);
    expect(r.status).toBe(422);
    expect(errorCodes(r.body)).toEqual(['LINES_MISMATCH']);
    expect(await readDates(placed.orderNumber, placed.token)).toMatchObject({ refund: null });
  });

  it('an offer is taken by its own call only: a checkout offer changes no booking, a change offer places no order', async () => {
    const parking = await parkingWithCapacity(backend, 5, 15);
    const placed = await book(parking.id, { stay: { arrivalAt: daysFromNow(160), departureAt: daysFromNow(162) } });
    const shorter = { arrivalAt: daysFromNow(160), departureAt: daysFromNow(161) };
    // The booking's own lines on a shorter stay, priced by the checkout without a promo code.
    const lines = [parkingLine(parking.id, shorter, ['WA 12345'])];
    const order = (offerId: string) =>
      call(backend, '/api/v1/orders', {
        method: 'POST',
        headers: { 'Idempotency-Key': crypto.randomUUID() },
        json: { offerId, orderLines: lines, customer },
      });
    const checkoutOffer = Offer.parse(
      (await call(backend, '/api/v1/offers', { method: 'POST', json: { offerLines: lines } })).body,
    );
    const refused = await takeOffer(placed.orderNumber, placed.token, checkoutOffer.id);
    expect(refused.status).toBe(422);
    expect(errorCodes(refused.body)).toEqual(['LINES_MISMATCH']);
    expect(await readDates(placed.orderNumber, placed.token)).toMatchObject({
      departureAt: new Date(daysFromNow(162)).toISOString(),
      refund: null,
    });
    expect((await order(checkoutOffer.id)).status).toBe(201);

    const changeOffer = DateOffer.parse((await dateOffer(placed.orderNumber, placed.token, shorter)).body);
    const ordered = await order(changeOffer.offerId);
    expect(ordered.status).toBe(422);
    expect(errorCodes(ordered.body)).toEqual(['LINES_MISMATCH']);
    const taken = await takeOffer(placed.orderNumber, placed.token, changeOffer.offerId);
    expect(taken.status, taken.text).toBe(200);
    expect(DateChanged.parse(taken.body).dateChange).toMatchObject({ status: 'APPLIED' });
    // A change's offer stored before offers recorded their booking (migration 0010), already taken by its
    // change, is not taken a second time by an order.
    await backend.database.db.update(offers).set({ forOrderId: null }).where(eq(offers.id, changeOffer.offerId));
    const legacy = await order(changeOffer.offerId);
    expect(legacy.status).toBe(409);
    expect(errorCodes(legacy.body)).toEqual(['OFFER_USED']);
  });

  it('keeps plates changed while a dearer change waited for its payment', async () => {
    const parking = await parkingWithCapacity(backend, 5, 16);
    const placed = await book(parking.id, { stay: { arrivalAt: daysFromNow(150), departureAt: daysFromNow(151) } });
    const { changed } = await moveTo(placed.orderNumber, placed.token, {
      arrivalAt: daysFromNow(150),
      departureAt: daysFromNow(154),
    });
    expect((await change(placed.orderNumber, placed.token, { plates: ['KR 99999'] })).status).toBe(200);
    await pay(changed.dateChange.paymentUrl);
    const after = await read(placed.orderNumber, placed.token);
    expect(after.plates).toEqual(['KR 99999']);
  });

  it('refuses a quote shown against a booking that changed since (another tab): 409 PRICE_CHANGED', async () => {
    const parking = await parkingWithCapacity(backend, 5, 17);
    const placed = await book(parking.id, { stay: { arrivalAt: daysFromNow(160), departureAt: daysFromNow(164) } });
    const quote = async (days: number) =>
      DateOffer.parse(
        (
          await dateOffer(placed.orderNumber, placed.token, {
            arrivalAt: daysFromNow(160),
            departureAt: daysFromNow(160 + days),
          })
        ).body,
      );
    const [longer, shorter] = [await quote(6), await quote(1)];
    const json = (offer: z.output<typeof DateOffer>) => ({ offerId: offer.offerId, currentTotal: offer.currentTotal });
    const first = await call(backend, `/api/v1/bookings/${placed.orderNumber}/dates`, {
      method: 'POST',
      headers: auth(placed.token),
      json: json(shorter),
    });
    expect(first.status).toBe(200);
    const stale = await call(backend, `/api/v1/bookings/${placed.orderNumber}/dates`, {
      method: 'POST',
      headers: auth(placed.token),
      json: json(longer),
    });
    expect(stale.status).toBe(409);
    expect(errorCodes(stale.body)).toEqual(['PRICE_CHANGED']);
  });

  it('answers a change already made after the deadline too; refuses an offer whose arrival passed meanwhile', async () => {
    const parking = await parkingWithCapacity(backend, 5, 18);
    const placed = await book(parking.id, { stay: { arrivalAt: daysFromNow(170), departureAt: daysFromNow(173) } });
    const { offer, changed } = await moveTo(placed.orderNumber, placed.token, {
      arrivalAt: daysFromNow(170),
      departureAt: daysFromNow(171),
    });
    const soon = DateOffer.parse(
      (
        await dateOffer(placed.orderNumber, placed.token, {
          arrivalAt: new Date(Date.now() + 30 * MINUTE).toISOString(),
          departureAt: daysFromNow(171),
        })
      ).body,
    );
    try {
      clockAt = new Date(Date.now() + 40 * MINUTE);
      const passed = await takeOffer(placed.orderNumber, placed.token, soon.offerId);
      expect(passed.status).toBe(400);
      expect(errorCodes(passed.body)).toEqual(['ARRIVAL_PASSED']);
      clockAt = new Date(new Date(daysFromNow(170)).getTime() - 12 * 3600_000);
      const token = manageToken(SECRET, placed.orderNumber, new Date(clockAt.getTime() + 3600_000));
      const replay = await takeOffer(placed.orderNumber, token, offer.offerId);
      expect(replay.status).toBe(200);
      expect(DateChanged.parse(replay.body).dateChange).toEqual(changed.dateChange);
    } finally {
      clockAt = null;
    }
  });

  it('says on the booking that a change lapsed unpaid, and that the booking kept its dates', async () => {
    const parking = await parkingWithCapacity(backend, 5, 19);
    const placed = await book(parking.id, { stay: { arrivalAt: daysFromNow(180), departureAt: daysFromNow(181) } });
    const { changed } = await moveTo(placed.orderNumber, placed.token, {
      arrivalAt: daysFromNow(180),
      departureAt: daysFromNow(184),
    });
    await call(backend, new URL(changed.dateChange.paymentUrl ?? '').pathname, {
      method: 'POST',
      body: new URLSearchParams({ action: 'cancel' }),
    });
    const r = await call(backend, `/api/v1/bookings/${placed.orderNumber}`, { headers: auth(placed.token) });
    expect(z.object({ lapsedDateChange: z.object({ departureAt: z.string() }).nullable() }).parse(r.body)).toEqual({
      lapsedDateChange: { departureAt: new Date(daysFromNow(184)).toISOString() },
    });
  });

  it('moves and cancels overlapping bookings of one car park at once without a deadlock (PostgreSQL)', async () => {
    const parking = await parkingWithCapacity(backend, 100, 20);
    // A mover takes its added day (the latest) and gives its first day back; a canceller's stay covers both.
    const stay = { arrivalAt: daysFromNow(190), departureAt: daysFromNow(193) };
    const wider = { arrivalAt: daysFromNow(190), departureAt: daysFromNow(194) };
    const pairs = await Promise.all(
      Array.from({ length: 16 }, async () => ({
        mover: await book(parking.id, { stay }),
        canceller: await book(parking.id, { stay: wider }),
      })),
    );
    const offers = await Promise.all(
      pairs.map(async ({ mover }) =>
        DateOffer.parse(
          (
            await dateOffer(mover.orderNumber, mover.token, {
              arrivalAt: daysFromNow(191),
              departureAt: daysFromNow(194),
            })
          ).body,
        ),
      ),
    );
    const answers = await Promise.all(
      pairs.flatMap(({ mover, canceller }, i) => [
        takeOffer(mover.orderNumber, mover.token, offers[i].offerId),
        cancel(canceller.orderNumber, canceller.token),
      ]),
    );
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
  });

  it('is open until 24 h before the arrival, for a paid booking; refuses the same dates and a past arrival', async () => {
    const parking = await parkingWithCapacity(backend, 5, 12);
    const arrivalAt = '2027-10-31T09:00:00.000Z';
    const stay = { arrivalAt, departureAt: '2027-11-02T09:00:00.000Z' };
    const placed = await book(parking.id, { stay });
    const deadline = new Date(new Date(arrivalAt).getTime() - 24 * 3600_000);
    const token = manageToken(SECRET, placed.orderNumber, new Date(deadline.getTime() + 3600_000));
    const later = { arrivalAt: '2027-10-31T12:00:00.000Z', departureAt: stay.departureAt };
    try {
      clockAt = new Date(deadline.getTime() + MINUTE);
      const closed = await dateOffer(placed.orderNumber, token, later);
      expect(closed.status).toBe(409);
      expect(errorCodes(closed.body)).toEqual(['DATE_CHANGES_CLOSED']);
      expect(JSON.stringify(closed.body)).toContain('sob., 30 października 2027, 11:00');
      expect((await readDates(placed.orderNumber, token)).can.changeDates).toBe(false);
      clockAt = new Date(deadline.getTime() - MINUTE);
      expect((await readDates(placed.orderNumber, token)).can.changeDates).toBe(true);
      expect((await dateOffer(placed.orderNumber, token, later)).status).toBe(201);
      const same = await dateOffer(placed.orderNumber, token, stay);
      expect(errorCodes(same.body)).toEqual(['SAME_DATES']);
      const past = await dateOffer(placed.orderNumber, token, {
        arrivalAt: new Date(deadline.getTime() - 3600_000).toISOString(),
        departureAt: stay.departureAt,
      });
      expect(past.status).toBe(400);
      expect(JSON.stringify(past.body)).toContain('Data przyjazdu nie może być w przeszłości.');
      // Beyond the booking horizon, to the very last day a date can name: a 400, not a day looked up.
      for (const arrivalAt of ['9999-12-30T10:00:00Z', '9999-12-31T10:00:00Z']) {
        const far = await dateOffer(placed.orderNumber, token, { arrivalAt, departureAt: '9999-12-31T12:00:00Z' });
        expect([arrivalAt, far.status]).toEqual([arrivalAt, 400]);
        expect(JSON.stringify(far.body)).toContain('Rezerwacje przyjmujemy najwyżej rok naprzód.');
      }
    } finally {
      clockAt = null;
    }
    const unpaid = await book(parking.id, { stay, pay: false });
    const refused = await dateOffer(unpaid.orderNumber, unpaid.token, later);
    expect(errorCodes(refused.body)).toEqual(['NOT_CHANGEABLE']);
  });

  it('keeps the booking’s promo code on the new stay', async () => {
    const parking = await parkingWithCapacity(backend, 5, 13);
    const placed = await book(parking.id, {
      stay: { arrivalAt: daysFromNow(120), departureAt: daysFromNow(122) },
      promoCode: 'test100',
    });
    const { offer, changed } = await moveTo(placed.orderNumber, placed.token, {
      arrivalAt: daysFromNow(120),
      departureAt: daysFromNow(126),
    });
    expect(offer).toMatchObject({ total: 0, difference: 0 });
    expect(changed.dateChange.status).toBe('APPLIED');
  });
});

describe('the booking tables afterwards', () => {
  it('agree: spaces held only by live bookings, every kept payment confirmed, every other one refunded once', async () => {
    await backend.outbox?.drain(new Date(Date.now() + 60 * MINUTE));
    expect(await bookingProblems(backend.database.db)).toEqual([]);
  });
});

describe('the audit trail', () => {
  it('lists who did what and when, for ops only', async () => {
    const parking = await parkingWithCapacity(backend, 20, 0);
    const placed = await book(parking.id);
    await change(placed.orderNumber, placed.token, { plates: ['GD 5555'] });
    await cancel(placed.orderNumber, placed.token);
    const path = `/api/v1/ops/bookings/${placed.orderNumber}/events`;
    expect((await call(backend, path)).status).toBe(401);
    const r = await call(backend, path, { headers: { Authorization: `Bearer ${OPS_TOKEN}` } });
    expect(r.status).toBe(200);
    const events = z
      .object({ events: z.array(z.object({ actor: z.string(), action: z.string(), details: z.unknown() })) })
      .parse(r.body).events;
    expect(events.map((e) => `${e.actor}:${e.action}`)).toEqual([
      'customer:created',
      'system:confirmed',
      'customer:details_changed',
      'customer:cancelled',
      'system:refund_succeeded',
    ]);
    expect(events[2].details).toEqual({ plates: { from: ['WA 12345'], to: ['GD 5555'] } });
  });
});
