// After payment (issue 15): the voucher e-mail and SMS leave through the outbox exactly once, to a real
// SMTP server on 127.0.0.1 (smtp-server, parsed with mailparser) and a local fake of SMSAPI's documented
// `POST /sms.do`; a refusing or absent SMTP server loses nothing.
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { simpleParser, type ParsedMail } from 'mailparser';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { createServer as createTcpServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { outbox, orders } from '../../backend/db/schema';
import type { Backend } from '../../backend/index';
import { claimDue, listUnsent, requeue } from '../../backend/outbox/queue';
import { createMailer } from '../../backend/outbox/mailer';
import { createOutboxWorker, type DrainResult, type MessagesConfig } from '../../backend/outbox/worker';
import {
  call,
  customer,
  daysFromNow,
  freshPostgresDatabase,
  parkingLine,
  parkingWithCapacity,
  PUBLIC_URL,
  startBackend,
  TEST_APP_SECRET,
  apiCopy,
} from './harness';
import { startSmtp, type LocalSmtp } from './local-smtp';
import { pdfFolder, pdfText } from './pdf-tools';
import { formatPriceZl } from '../../core/format';
import { manageToken, voucherQrText } from '../../backend/outbox/signing';

const SMS_TOKEN = 'test-smsapi-token-1234567890';
const OPS_TOKEN = 'ops-token-for-the-outbox-view-0123456789';

/** How long the worker waits for the SMSAPI fake's answer (the `late` mode below waits longer). */
const SMS_TIMEOUT_MS = 2000;

/** SMSAPI's error answers used here, with the codes and wording of its documentation (www.smsapi.pl/docs). */
const SMSAPI_ERRORS = {
  noCredits: { error: 103, message: 'Insufficient credits on Your account' },
  invalidNumber: { error: 13, message: 'Lack of valid phone numbers (invalid or blacklisted numbers)' },
} as const;

/**
 * SMSAPI's `POST /sms.do` as documented: Bearer token, form parameters, a JSON answer (HTTP 200 also for
 * its errors). `refuse` answers every message with one of SMSAPI_ERRORS; `loseAnswer` takes the message
 * but the answer never arrives whole: an HTTP 502 (a proxy), a dropped connection, or one too late.
 */
function startSmsApi() {
  const received: URLSearchParams[] = [];
  const state: {
    refuse: (typeof SMSAPI_ERRORS)[keyof typeof SMSAPI_ERRORS] | null;
    loseAnswer: '502' | 'drop' | 'late' | null;
  } = { refuse: null, loseAnswer: null };
  const server: Server = createServer((req: IncomingMessage, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
      if (req.method !== 'POST' || req.url !== '/sms.do') return res.writeHead(404).end('{}');
      if (req.headers.authorization !== `Bearer ${SMS_TOKEN}`)
        return res.end(JSON.stringify({ error: 101, message: 'Invalid authorization info' }));
      const params = new URLSearchParams(body);
      if (state.refuse) {
        const invalid = state.refuse.error === 13 ? { invalid_numbers: [{ number: params.get('to') }] } : {};
        return res.end(JSON.stringify({ ...state.refuse, ...invalid }));
      }
      if (received.some((p) => p.get('idx') === params.get('idx')) && params.get('check_idx') === '1')
        return res.end(
          JSON.stringify({
            error: 53,
            message: 'Not unique idx parameter, message with the same idx has been already sent and &check_idx=1.',
          }),
        );
      received.push(params);
      const answer = JSON.stringify({
        count: 1,
        list: [{ id: `sms-${received.length}`, points: 0.16, status: 'QUEUE' }],
      });
      if (state.loseAnswer === '502') return res.writeHead(502, { 'content-type': 'text/html' }).end('Bad Gateway');
      if (state.loseAnswer === 'drop') return res.socket?.destroy();
      if (state.loseAnswer === 'late') return void setTimeout(() => res.end(answer), SMS_TIMEOUT_MS + 500);
      res.end(answer);
    });
  });
  return new Promise<{ server: Server; url: string; received: URLSearchParams[]; state: typeof state }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, url: `http://127.0.0.1:${port}`, received, state });
    });
  });
}

const OrderAnswer = z.object({ orderId: z.string(), orderNumber: z.string(), paymentUrl: z.string().nullable() });
const Offer = z.object({ id: z.string(), total: z.object({ amount: z.number(), currency: z.string() }) });

/** Where the backends under test send: the local SMTP server and the SMSAPI fake; three attempts at most. */
const messagesConfig = (): MessagesConfig => ({
  smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
  mailFrom: 'Parkolot <rezerwacje@parkolot.pl>',
  mailDir: 'unused',
  sms: { provider: 'smsapi', token: SMS_TOKEN, url: smsApi.url, from: 'Parkolot', timeoutMs: SMS_TIMEOUT_MS },
  maxAttempts: 3,
});

let smtp: LocalSmtp;
let smsApi: Awaited<ReturnType<typeof startSmsApi>>;
let backend: Backend;

beforeAll(async () => {
  smtp = await startSmtp();
  smsApi = await startSmsApi();
  backend = await startBackend({
    messages: messagesConfig(),
    opsToken: OPS_TOKEN,
  });
});
afterAll(async () => {
  await backend.close();
  await smtp.close();
  await new Promise<void>((resolve) => smsApi.server.close(() => resolve()));
});
beforeEach(() => {
  smtp.state.refuse = false;
  smsApi.state.refuse = null;
  smsApi.state.loseAnswer = null;
});

/** A worker of its own on the test backend's database, which drains only when asked. */
const ownWorker = (options: Partial<Parameters<typeof createOutboxWorker>[0]> = {}) =>
  createOutboxWorker({
    getDb: () => backend.database.db,
    config: messagesConfig(),
    publicUrl: PUBLIC_URL,
    signingSecret: TEST_APP_SECRET,
    pollMs: 3_600_000,
    ...options,
  });

const worker = () => {
  if (!backend.outbox) throw new Error('the backend has no outbox worker');
  return backend.outbox;
};

/** Places an order for one car through the API; `promoCode` test100 makes it free (confirmed at once). */
async function placeOrder(promoCode?: string) {
  const parking = await parkingWithCapacity(backend, 50, 2);
  const stay = { arrivalAt: daysFromNow(30), departureAt: daysFromNow(34) };
  const lines = [parkingLine(parking.id, stay, ['WA 4242E'])];
  const offer = Offer.parse(
    (await call(backend, '/api/v1/offers', { method: 'POST', json: { offerLines: lines, promoCode } })).body,
  );
  const placed = await call(backend, '/api/v1/orders', {
    method: 'POST',
    headers: { 'Idempotency-Key': crypto.randomUUID() },
    json: {
      offerId: offer.id,
      orderLines: lines,
      expectedPrice: offer.total,
      customer: { ...customer, phone: '0048 600 100 200' },
    },
  });
  expect(placed.status).toBe(201);
  return { ...OrderAnswer.parse(placed.body), total: offer.total.amount, stay };
}

const pay = (paymentUrl: string | null) =>
  call(backend, new URL(paymentUrl ?? '').pathname, { method: 'POST', body: new URLSearchParams({ action: 'pay' }) });

const mailsFor = async (reference: string): Promise<ParsedMail[]> => {
  const parsed = await Promise.all(smtp.received.map((raw) => simpleParser(raw)));
  return parsed.filter((mail) => mail.subject?.includes(reference));
};
const smsFor = (reference: string) => smsApi.received.filter((p) => p.get('message')?.includes(reference));
const rowsOf = (orderId: string) => backend.database.db.select().from(outbox).where(eq(outbox.orderId, orderId));

describe('the voucher after payment', () => {
  it('a paid order gets exactly one voucher e-mail (PDF and .ics attached) and one SMS, even when the payment is reported twice', async () => {
    const order = await placeOrder();
    expect(await rowsOf(order.orderId)).toEqual([]);
    await pay(order.paymentUrl);
    await pay(order.paymentUrl); // a repeated notification
    expect((await rowsOf(order.orderId)).map((row) => row.kind).sort()).toEqual(['voucher_email', 'voucher_sms']);

    expect(await worker().drain()).toEqual({ sent: 2, skipped: 0, postponed: 0, retried: 0, parked: 0 });
    expect(await worker().drain()).toEqual({ sent: 0, skipped: 0, postponed: 0, retried: 0, parked: 0 });

    const mails = await mailsFor(order.orderNumber);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail.subject).toBe(`Potwierdzenie rezerwacji ${order.orderNumber} – ${mail.subject?.split(' – ')[1]}`);
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe(customer.email);
    expect(mail.messageId).toMatch(/^<voucher_email\.[\w-]+@parkolot\.pl>$/);
    expect(mail.text).toContain('Rezerwacja potwierdzona');
    expect(mail.text).toContain(order.orderNumber);
    expect(mail.text).toContain('Zapłacono');
    expect(mail.text).toContain('WA 4242E');
    expect(mail.html).toContain('Bezpłatnie anulujesz do');
    expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      [`voucher-${order.orderNumber}.pdf`, 'application/pdf'],
      [`parkolot-${order.orderNumber}.ics`, 'text/calendar'],
    ]);
    expect(mail.attachments[0].content.subarray(0, 5).toString()).toBe('%PDF-');
    // What was paid, and the booking's own page (a signed link).
    expect(mail.text?.replace(/\u00a0/g, ' ')).toContain(formatPriceZl(order.total).replace(/\u00a0/g, ' '));
    expect(mail.html).toMatch(
      new RegExp(`href="${PUBLIC_URL}/moja-rezerwacja/${order.orderNumber}/\\?token=\\d+\\.[\\w-]+"`),
    );
    // The attachments as the customer's tools read them: the PDF's text and QR code, the calendar's times.
    const pdfs = await pdfFolder();
    try {
      const file = await pdfs.save(mail.attachments[0].content, 'mailed');
      const pdf = await pdfText(file);
      expect(pdf).toContain(order.orderNumber);
      expect(pdf).toContain('Przyjazd');
      expect(pdf).toMatch(/[ąęłśżó]/);
      expect(await pdfs.scanQr(file)).toBe(voucherQrText(TEST_APP_SECRET, order.orderNumber));
    } finally {
      await pdfs.close();
    }
    const events = new ICAL.Component(ICAL.parse(mail.attachments[1].content.toString('utf8')))
      .getAllSubcomponents('vevent')
      .map((vevent) => new ICAL.Event(vevent));
    expect(events.map((event) => event.startDate.toJSDate().toISOString())).toEqual([
      new Date(order.stay.arrivalAt).toISOString(),
      new Date(order.stay.departureAt).toISOString(),
    ]);

    const [sms] = smsFor(order.orderNumber);
    expect(smsFor(order.orderNumber)).toHaveLength(1);
    expect(sms.get('to')).toBe('48600100200'); // typed as "0048 600 100 200"
    expect(sms.get('from')).toBe('Parkolot');
    expect(sms.get('check_idx')).toBe('1');
    const text = sms.get('message') ?? '';
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text).toMatch(/^[\x20-\x7e]+$/); // GSM-safe: one part
    expect(text).toMatch(/przyjazd \d{2}\.\d{2}, \d{2}:\d{2}/);

    const [stored] = await backend.database.db.select().from(orders).where(eq(orders.id, order.orderId));
    expect(stored.customer.phone).toBe('+48600100200');
  });

  it('a free order (100 % promo) is confirmed at once and its e-mail says so', async () => {
    const order = await placeOrder('test100');
    expect(order.total).toBe(0);
    await worker().drain();
    const [mail] = await mailsFor(order.orderNumber);
    expect(mail.text).toContain('Rezerwacja bezpłatna');
    expect(mail.text).toContain('0,00 zł');
  });
});

describe('the calendar after a cancellation', () => {
  const cancel = (reference: string) =>
    call(backend, `/api/v1/bookings/${reference}/cancellation`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${manageToken(TEST_APP_SECRET, reference, new Date(Date.now() + 3600_000))}` },
    });
  const calendarOf = (mail: ParsedMail | undefined) => {
    const file = mail?.attachments.find((attachment) => attachment.contentType === 'text/calendar');
    const events = new ICAL.Component(ICAL.parse(file?.content.toString('utf8') ?? ''))
      .getAllSubcomponents('vevent')
      .map((vevent) => new ICAL.Event(vevent));
    return { filename: file?.filename, events };
  };
  const cancellationMail = async (reference: string) =>
    (await mailsFor(reference)).find((mail) => mail.subject === `Rezerwacja ${reference} została anulowana`);

  it('the voucher’s events come again CANCELLED, with a higher SEQUENCE, so a calendar drops them', async () => {
    const order = await placeOrder('test100');
    await worker().drain();
    const voucher = calendarOf((await mailsFor(order.orderNumber))[0]);
    expect(voucher.events.map((event) => event.summary)).toEqual([
      expect.stringMatching(/ — przyjazd$/),
      expect.stringMatching(/ — odbiór auta$/),
    ]);
    expect(voucher.events[0].summary).not.toMatch(/^Parking: /);

    expect((await cancel(order.orderNumber)).status).toBe(200);
    await worker().drain();
    const cancellation = await cancellationMail(order.orderNumber);
    const cancelled = calendarOf(cancellation);
    expect(cancelled.filename).toBe(voucher.filename);
    expect(cancelled.events.map((event) => [event.uid, event.component.getFirstPropertyValue('status')])).toEqual(
      voucher.events.map((event) => [event.uid, 'CANCELLED']),
    );
    expect(cancellation?.text?.replace(/\s+/g, ' ')).toContain(`otwórz załączony plik ${voucher.filename}`);
    expect(cancelled.events.map((event) => event.summary)).toEqual(
      voucher.events.map((event) => `Odwołane: ${event.summary}`),
    );
    for (const [index, event] of cancelled.events.entries())
      expect(event.sequence).toBeGreaterThan(voucher.events[index].sequence);
  });

  it('a booking cancelled before any voucher went out gets no calendar file', async () => {
    const order = await placeOrder();
    expect((await cancel(order.orderNumber)).status).toBe(200);
    await worker().drain();
    const mail = await cancellationMail(order.orderNumber);
    expect(mail?.text).toContain('Rezerwacja nie była opłacona');
    expect(mail?.attachments).toEqual([]);
    expect(mail?.text).not.toContain('kalendarz');
  });
});

describe('an SMTP server that refuses, then comes back', () => {
  it('keeps the e-mail, retries it after a backoff and delivers it once; after the last attempt it is parked and can be re-queued', async () => {
    const order = await placeOrder();
    smtp.state.refuse = 451;
    await pay(order.paymentUrl);
    const first = await worker().drain();
    expect(first).toMatchObject({ retried: 1 }); // the e-mail; the SMS went out
    const [pending] = (await rowsOf(order.orderId)).filter((row) => row.kind === 'voucher_email');
    expect(pending.sentAt).toBeNull();
    expect(pending.attempts).toBe(1);
    expect(pending.lastError).toMatch(/451/);
    expect(pending.lastError).not.toContain(customer.email);
    expect(pending.runAt.getTime()).toBeGreaterThan(Date.now());

    // Not due yet: nothing is tried.
    expect(await worker().drain()).toEqual({ sent: 0, skipped: 0, postponed: 0, retried: 0, parked: 0 });
    // Two more refusals reach the limit of 3 attempts: parked, listed for ops.
    expect(await worker().drain(new Date(Date.now() + 31_000))).toEqual({
      sent: 0,
      skipped: 0,
      postponed: 0,
      retried: 1,
      parked: 0,
    });
    expect(await worker().drain(new Date(Date.now() + 10 * 60_000))).toEqual({
      sent: 0,
      skipped: 0,
      postponed: 0,
      retried: 0,
      parked: 1,
    });
    const unsent = await listUnsent(backend.database.db);
    expect(unsent.find((row) => row.id === pending.id)?.failedAt).not.toBeNull();
    expect(await mailsFor(order.orderNumber)).toHaveLength(0);

    smtp.state.refuse = false;
    expect(await requeue(backend.database.db, pending.id, new Date())).toBe(true);
    expect(await worker().drain()).toEqual({ sent: 1, skipped: 0, postponed: 0, retried: 0, parked: 0 });
    expect(await mailsFor(order.orderNumber)).toHaveLength(1);
  });

  it('a worker that died after claiming a row (lease not released) leaves it to the next one once the lease lapses', async () => {
    const order = await placeOrder();
    await pay(order.paymentUrl);
    const claimed = await claimDue(backend.database.db, new Date(), 10, 2 * 60_000, 3);
    expect(claimed.filter((row) => row.orderId === order.orderId)).toHaveLength(2);
    // Leased to the dead worker: not taken now.
    expect(await worker().drain()).toEqual({ sent: 0, skipped: 0, postponed: 0, retried: 0, parked: 0 });
    expect(await worker().drain(new Date(Date.now() + 3 * 60_000))).toEqual({
      sent: 2,
      skipped: 0,
      postponed: 0,
      retried: 0,
      parked: 0,
    });
    expect(await mailsFor(order.orderNumber)).toHaveLength(1);
    expect(smsFor(order.orderNumber)).toHaveLength(1);
  });
});

describe('an SMTP server that is down, and a worker that dies mid-send', () => {
  /**
   * A port on 127.0.0.1 nothing listens on (taken from the system, then let go). Should another socket
   * take it meanwhile, the first drain's ECONNREFUSED assertion says so; the server that comes back
   * listens on a port of its own.
   */
  const closedPort = () =>
    new Promise<number>((resolve) => {
      const probe = createTcpServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as AddressInfo;
        probe.close(() => resolve(port));
      });
    });

  it('nobody listening: the e-mail waits, and goes out once when a server is back', async () => {
    const down = ownWorker({ config: { ...messagesConfig(), smtpUrl: `smtp://127.0.0.1:${await closedPort()}` } });
    const back = await startSmtp();
    const up = ownWorker({ config: { ...messagesConfig(), smtpUrl: `smtp://127.0.0.1:${back.port}` } });
    try {
      const order = await placeOrder();
      await pay(order.paymentUrl);
      expect(await down.drain()).toEqual({ sent: 1, skipped: 0, postponed: 0, retried: 1, parked: 0 }); // the SMS went
      const [waiting] = (await rowsOf(order.orderId)).filter((row) => row.kind === 'voucher_email');
      expect(waiting).toMatchObject({ attempts: 1, sentAt: null, failedAt: null });
      expect(waiting.lastError).toMatch(/ECONNREFUSED/);

      expect(await up.drain(new Date(Date.now() + 31_000))).toEqual({
        sent: 1,
        skipped: 0,
        postponed: 0,
        retried: 0,
        parked: 0,
      });
      expect(await up.drain(new Date(Date.now() + 2 * 60 * 60_000))).toMatchObject({ sent: 0, retried: 0 });
      const delivered = await Promise.all(back.received.map((raw) => simpleParser(raw)));
      expect(delivered.filter((mail) => mail.subject?.includes(order.orderNumber))).toHaveLength(1);
    } finally {
      await down.stop();
      await up.stop();
      await back.close();
    }
  });

  it('a worker that dies after the server took the e-mail, before marking it: one repeat, with the same Message-ID', async () => {
    const real = createMailer(messagesConfig());
    let sentBeforeDying = 0;
    // Sends for real, then never returns: the process stopped between the send and the mark.
    const dying = ownWorker({
      mailer: {
        send: async (mail) => {
          await real.send(mail);
          sentBeforeDying++;
          return new Promise<string>(() => {});
        },
        close: () => real.close(),
      },
    });
    try {
      await worker().drain(); // nothing due from earlier tests: the dying worker takes only this order's rows
      const order = await placeOrder();
      await pay(order.paymentUrl);
      void dying.drain();
      await expect.poll(() => sentBeforeDying, { timeout: 20_000 }).toBe(1);
      const [leased] = (await rowsOf(order.orderId)).filter((row) => row.kind === 'voucher_email');
      expect(leased.sentAt).toBeNull();

      // Another worker takes the row once the dead one's lease lapses, and sends it again — once (the SMS too,
      // if the dead worker had not reached it).
      expect(await worker().drain(new Date(Date.now() + 3 * 60_000))).toMatchObject({ retried: 0, parked: 0 });
      await worker().drain(new Date(Date.now() + 2 * 60 * 60_000)); // nothing more for this order
      const mails = await mailsFor(order.orderNumber);
      expect(mails).toHaveLength(2);
      expect(mails[0].messageId).toMatch(/^<voucher_email\.[\w-]+@parkolot\.pl>$/);
      expect(mails[1].messageId).toBe(mails[0].messageId);
      const [sent] = (await rowsOf(order.orderId)).filter((row) => row.kind === 'voucher_email');
      expect(sent.sentAt).not.toBeNull();
      expect(smsFor(order.orderNumber)).toHaveLength(1);
    } finally {
      real.close();
    }
  });
});

describe('refusals for good, and answers lost on the way', () => {
  const rowOf = async (orderId: string, kind: 'voucher_email' | 'voucher_sms') => {
    const row = (await rowsOf(orderId)).find((r) => r.kind === kind);
    if (!row) throw new Error(`no ${kind} row`);
    return row;
  };

  it('an SMTP server that rejects the recipient for good (550) parks the e-mail at once, with the answer', async () => {
    const order = await placeOrder();
    smtp.state.refuse = 550;
    await pay(order.paymentUrl);
    expect(await worker().drain()).toEqual({ sent: 1, skipped: 0, postponed: 0, retried: 0, parked: 1 }); // the SMS went out
    const parked = await rowOf(order.orderId, 'voucher_email');
    expect(parked).toMatchObject({ attempts: 1, sentAt: null });
    expect(parked.failedAt).not.toBeNull();
    expect(parked.lastError).toMatch(/^PermanentSendError: .*550 No such user here/);
    expect(parked.lastError).not.toContain(customer.email);
    // Not tried again later.
    expect(await worker().drain(new Date(Date.now() + 2 * 60 * 60_000))).toEqual({
      sent: 0,
      skipped: 0,
      postponed: 0,
      retried: 0,
      parked: 0,
    });
    expect(await mailsFor(order.orderNumber)).toHaveLength(0);
  });

  it('SMSAPI refusing the number (error 13) parks the SMS at once with the reason; an empty account (103) is retried', async () => {
    const order = await placeOrder();
    smsApi.state.refuse = SMSAPI_ERRORS.noCredits;
    await pay(order.paymentUrl);
    expect(await worker().drain()).toEqual({ sent: 1, skipped: 0, postponed: 0, retried: 1, parked: 0 }); // the e-mail went out
    const waiting = await rowOf(order.orderId, 'voucher_sms');
    expect(waiting).toMatchObject({ attempts: 1, failedAt: null, sentAt: null });
    expect(waiting.lastError).toBe('Error: SMSAPI error 103: Insufficient credits on Your account');

    smsApi.state.refuse = SMSAPI_ERRORS.invalidNumber;
    // The second of three attempts: parked now, not after the third.
    expect(await worker().drain(new Date(Date.now() + 31_000))).toEqual({
      sent: 0,
      skipped: 0,
      postponed: 0,
      retried: 0,
      parked: 1,
    });
    const parked = await rowOf(order.orderId, 'voucher_sms');
    expect(parked).toMatchObject({ attempts: 2, sentAt: null });
    expect(parked.failedAt).not.toBeNull();
    expect(parked.lastError).toBe(
      'PermanentSendError: SMSAPI error 13: Lack of valid phone numbers (invalid or blacklisted numbers)',
    );
    expect(await worker().drain(new Date(Date.now() + 2 * 60 * 60_000))).toEqual({
      sent: 0,
      skipped: 0,
      postponed: 0,
      retried: 0,
      parked: 0,
    });
    expect(smsFor(order.orderNumber)).toHaveLength(0);
  });

  it.each([
    ['an HTTP 502', '502', /HTTP 502/],
    ['a dropped connection', 'drop', /fetch failed/],
    ['no answer in time', 'late', /TimeoutError/],
  ] as const)(
    'SMSAPI took the SMS but %s came back: retried, and the repeat of its idx (error 53) marks it sent, once',
    async (_what, loseAnswer, reason) => {
      const order = await placeOrder();
      smsApi.state.loseAnswer = loseAnswer;
      await pay(order.paymentUrl);
      expect(await worker().drain()).toEqual({ sent: 1, skipped: 0, postponed: 0, retried: 1, parked: 0 });
      const waiting = await rowOf(order.orderId, 'voucher_sms');
      expect(waiting).toMatchObject({ attempts: 1, sentAt: null, failedAt: null });
      expect(waiting.lastError).toMatch(reason);
      expect(smsFor(order.orderNumber)).toHaveLength(1); // SMSAPI has it

      smsApi.state.loseAnswer = null;
      expect(await worker().drain(new Date(Date.now() + 31_000))).toEqual({
        sent: 1,
        skipped: 0,
        postponed: 0,
        retried: 0,
        parked: 0,
      });
      const sent = await rowOf(order.orderId, 'voucher_sms');
      expect(sent).toMatchObject({ attempts: 2, providerId: sent.id, lastError: null, failedAt: null });
      expect(sent.sentAt).not.toBeNull();
      expect(smsFor(order.orderNumber)).toHaveLength(1); // not sent twice
      expect(await worker().drain(new Date(Date.now() + 2 * 60 * 60_000))).toEqual({
        sent: 0,
        skipped: 0,
        postponed: 0,
        retried: 0,
        parked: 0,
      });
    },
  );
});

describe('the worker on its own', () => {
  it('sends every confirmed order’s voucher without being asked, one order after another', async () => {
    const polling = await startBackend({
      messages: messagesConfig(),
      outboxPollMs: 50,
    });
    try {
      const references: string[] = [];
      for (let i = 0; i < 3; i++) {
        const parking = await parkingWithCapacity(polling, 50, 3);
        const lines = [
          parkingLine(parking.id, { arrivalAt: daysFromNow(40 + i), departureAt: daysFromNow(42 + i) }, [
            `KR ${i}0001`,
          ]),
        ];
        const offer = Offer.parse(
          (await call(polling, '/api/v1/offers', { method: 'POST', json: { offerLines: lines, promoCode: 'test100' } }))
            .body,
        );
        const placed = OrderAnswer.parse(
          (
            await call(polling, '/api/v1/orders', {
              method: 'POST',
              headers: { 'Idempotency-Key': crypto.randomUUID() },
              json: { offerId: offer.id, orderLines: lines, expectedPrice: offer.total, customer },
            })
          ).body,
        );
        references.push(placed.orderNumber);
        // Each order's e-mail arrives by the worker's own polling (the first one too, and every later one).
        await expect.poll(async () => (await mailsFor(placed.orderNumber)).length, { timeout: 20_000 }).toBe(1);
      }
      expect(references).toHaveLength(3);
    } finally {
      await polling.close();
    }
  });
});

const OpsList = z.object({
  pending: z.array(z.object({ id: z.string(), kind: z.string(), reference: z.string().nullable() }).loose()),
  failed: z.array(
    z.object({ id: z.string(), kind: z.string(), reference: z.string().nullable(), attempts: z.number() }).loose(),
  ),
  recentlySent: z.array(z.object({ id: z.string() }).loose()),
});

describe('the ops view of the outbox (Bearer OPS_TOKEN)', () => {
  it('lists a parked e-mail by reference without personal data, and re-queues it', async () => {
    const order = await placeOrder();
    smtp.state.refuse = 451;
    await pay(order.paymentUrl);
    for (const minutes of [0, 1, 10]) await worker().drain(new Date(Date.now() + minutes * 60_000));
    smtp.state.refuse = false;

    expect((await call(backend, '/api/v1/ops/outbox')).status).toBe(401);
    const wrong = await call(backend, '/api/v1/ops/outbox', { headers: { authorization: 'Bearer nope' } });
    expect(wrong.status).toBe(401);
    const auth = { authorization: `Bearer ${OPS_TOKEN}` };
    const listed = await call(backend, '/api/v1/ops/outbox', { headers: auth });
    expect(listed.status).toBe(200);
    const parked = OpsList.parse(listed.body).failed.find((row) => row.reference === order.orderNumber);
    expect(parked).toMatchObject({ kind: 'voucher_email', attempts: 3 });
    expect(listed.text).not.toContain(customer.email);
    expect(listed.text).not.toContain(customer.lastName);

    const requeued = await call(backend, `/api/v1/ops/outbox/${parked?.id}/requeue`, { method: 'POST', headers: auth });
    expect(requeued.status).toBe(200);
    await worker().drain();
    expect(await mailsFor(order.orderNumber)).toHaveLength(1);
    const again = await call(backend, `/api/v1/ops/outbox/${parked?.id}/requeue`, { method: 'POST', headers: auth });
    expect(again.status).toBe(404); // sent: nothing to re-queue
  });
});

// Several API copies on one PostgreSQL each run a worker: FOR UPDATE SKIP LOCKED must give every message to
// exactly one of them. Only meaningful on PostgreSQL (scripts/test-postgres.sh); PGlite has one connection.
describe.runIf(process.env.TEST_DATABASE_URL)('two API copies on one PostgreSQL', () => {
  it('drain one outbox at the same time and send every message once', async () => {
    const databaseUrl = await freshPostgresDatabase();
    const messages = messagesConfig();
    if (!databaseUrl) throw new Error('TEST_DATABASE_URL without a database');
    const copy = () => apiCopy(databaseUrl, { messages, appSecret: TEST_APP_SECRET });
    const first = await copy();
    const second = await copy();
    try {
      const parking = await parkingWithCapacity(first, 200, 4);
      const references: string[] = [];
      for (let i = 0; i < 12; i++) {
        const lines = [
          parkingLine(parking.id, { arrivalAt: daysFromNow(50 + i), departureAt: daysFromNow(51 + i) }, [
            `GD ${i}0002`,
          ]),
        ];
        const offer = Offer.parse(
          (await call(first, '/api/v1/offers', { method: 'POST', json: { offerLines: lines, promoCode: 'test100' } }))
            .body,
        );
        const placed = await call(first, '/api/v1/orders', {
          method: 'POST',
          headers: { 'Idempotency-Key': crypto.randomUUID() },
          json: { offerId: offer.id, orderLines: lines, expectedPrice: offer.total, customer },
        });
        references.push(OrderAnswer.parse(placed.body).orderNumber);
      }
      const drains = await Promise.all(
        [first.outbox, second.outbox, first.outbox, second.outbox].map((w) => w?.drain()),
      );
      expect(drains.reduce((sum, d) => sum + (d?.sent ?? 0), 0)).toBe(24);
      for (const reference of references) {
        expect(await mailsFor(reference)).toHaveLength(1);
        expect(smsFor(reference)).toHaveLength(1);
      }
    } finally {
      await first.close();
      await second.close();
    }
  });
});

describe('giving way to requests (a server’s worker)', () => {
  it('waits between messages while the API is answering — asking again every 100 ms, 2 s at most — and not at all when idle', async () => {
    const processed = (r: DrainResult) => r.sent + r.skipped + r.postponed + r.retried + r.parked;
    let busy = true;
    let asked = 0;
    const patient = ownWorker({
      isBusy: () => {
        asked++;
        return busy;
      },
    });
    try {
      const first = await placeOrder();
      await pay(first.paymentUrl);
      const whileBusy = await patient.drain();
      expect(whileBusy.sent).toBeGreaterThanOrEqual(2);
      expect(asked).toBe(20 * processed(whileBusy));

      busy = false;
      asked = 0;
      const second = await placeOrder();
      await pay(second.paymentUrl);
      const whileIdle = await patient.drain();
      expect(whileIdle.sent).toBeGreaterThanOrEqual(2);
      expect(asked).toBe(processed(whileIdle));
    } finally {
      await patient.stop();
    }
  });
});
