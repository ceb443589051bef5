// Issue 5, logs: a whole booking (checkout with an invoice, the sandbox payment, the status page) leaves
// only JSON log lines; the page request's x-request-id is on the embedded API's lines for that request;
// and no line holds the traveller's e-mail, phone, plate, names, NIP, company or street — not even when
// the database fails in the middle of the order. Once in-process (startTestServer, with the backend's own
// log lines collected too) and once as `server.ts` in a child process (everything it writes to stdout).
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackend, type Backend } from '../../backend/index';
import { startTestServer, type TestServer } from '../setup/server-harness';
import {
  bookingForm,
  loadCheckout,
  postCheckout,
  sandboxPaymentId,
  stayAhead,
  type Form,
  type Traveller,
} from './booking';
import { parseLogLine, startServerProcess, type LogLine } from './server-process';

const TRAVELLER: Traveller = {
  firstName: 'Bożydar',
  lastName: 'Grzęślewicz',
  email: 'bozydar.grzeslewicz@poczta-przyklad.pl',
  phone: '512 345 678',
  plate: 'WX 7Q4KR',
};
const INVOICE: Form = {
  wantsInvoice: 'on',
  'invoiceData.nip': '5252248481',
  'invoiceData.country': 'polska',
  'invoiceData.companyName': 'Grzęślewicz Logistyka sp. z o.o.',
  'invoiceData.companyAddress': 'ul. Kwiatowa 17/4',
  'invoiceData.companyCity': 'Zielona Góra',
  'invoiceData.postalCode': '65-001',
};
const NOTES = 'Proszę o telefon pod 512 345 678 po lądowaniu';

/** Every way a piece of the traveller's data could show up in a log line. */
const PERSONAL = [
  TRAVELLER.firstName,
  TRAVELLER.lastName,
  TRAVELLER.email,
  TRAVELLER.email.split('@')[0],
  TRAVELLER.phone,
  TRAVELLER.phone.replace(/\D/g, ''),
  TRAVELLER.plate,
  TRAVELLER.plate.replace(/\s/g, ''),
  INVOICE['invoiceData.nip'],
  INVOICE['invoiceData.companyName'],
  INVOICE['invoiceData.companyAddress'],
  'Kwiatowa',
  NOTES,
];

function personalDataIn(lines: string[]): string[] {
  return lines.flatMap((line) =>
    PERSONAL.filter((value) => line.toLowerCase().includes(value.toLowerCase())).map(
      (value) => `${value} in ${line.slice(0, 400)}`,
    ),
  );
}

/** The booking, one request id per step: page → submit → payment page → "Zapłać" → status page. */
async function bookAndPay(baseUrl: string, parkingId: number, tag: string) {
  const id = (step: string) => `${tag}-${step}-${randomUUID().slice(0, 8)}`;
  const ids = {
    page: id('page'),
    invalid: id('invalid'),
    submit: id('submit'),
    payPage: id('pay-page'),
    pay: id('pay'),
    status: id('status'),
  };
  const page = await loadCheckout(baseUrl, parkingId, stayAhead(15, 3), { 'x-request-id': ids.page });
  const form = bookingForm(page, TRAVELLER, { ...INVOICE, notes: NOTES, marketingConsent: 'on' });

  // A rejected submit sends everything typed back; the logs must not keep it.
  const invalid = await postCheckout(
    baseUrl,
    { ...form, email: `${TRAVELLER.email}@@` },
    { headers: { 'x-request-id': ids.invalid } },
  );
  expect(invalid.status).toBe(400);
  // Bodies are read to the end: a request is logged once its response has been sent.
  await invalid.arrayBuffer();

  const submitted = await postCheckout(baseUrl, form, { headers: { 'x-request-id': ids.submit } });
  expect(submitted.status).toBe(303);
  await submitted.arrayBuffer();
  const paymentId = sandboxPaymentId(submitted.headers.get('location'));
  expect(paymentId).not.toBeNull();
  const paymentPath = `/api/v1/payments/sandbox/${paymentId}`;
  const payPage = await fetch(`${baseUrl}${paymentPath}`, { headers: { 'x-request-id': ids.payPage } });
  expect([payPage.status, await payPage.text()]).toEqual([200, expect.stringContaining('Zapłać')]);
  const paid = await fetch(`${baseUrl}${paymentPath}`, {
    method: 'POST',
    headers: { 'x-request-id': ids.pay },
    body: new URLSearchParams({ action: 'pay' }),
    redirect: 'manual',
  });
  expect(paid.status).toBe(303);
  await paid.arrayBuffer();
  const statusPage = new URL(paid.headers.get('location') ?? '');
  const status = await fetch(`${baseUrl}${statusPage.pathname}${statusPage.search}`, {
    headers: { 'x-request-id': ids.status },
  });
  expect(status.status).toBe(200);
  expect(await status.text()).toContain('Płatność');
  return ids;
}

/** The API-side lines of one request id, compactly. */
const apiLinesOf = (logs: LogLine[], reqId: string) =>
  logs
    .filter((line) => line.component === 'backend' && line.reqId === reqId)
    .map((line) => `${line.method} ${line.path} ${line.status}`);

function expectRequestIdsPropagated(logs: LogLine[], ids: Record<string, string>) {
  // The web tier's own request line carries the id the caller sent…
  for (const reqId of Object.values(ids)) {
    expect(
      logs.filter((line) => line.msg === 'request' && line.reqId === reqId),
      reqId,
    ).toHaveLength(1);
  }
  // …and so does every API call made for that page request.
  expect(apiLinesOf(logs, ids.page)).toContain('POST /api/v1/offers 201');
  expect(apiLinesOf(logs, ids.submit)).toContain('POST /api/v1/orders 201');
  expect(apiLinesOf(logs, ids.pay)).toEqual([expect.stringMatching(/^POST \/api\/v1\/payments\/sandbox\/[^ ?]+ 303$/)]);
  expect(apiLinesOf(logs, ids.status).some((line) => /^GET \/api\/v1\/(payment|orders)\//.test(line))).toBe(true);
  // Paths only: a query string can carry a traveller's dates and ids.
  for (const line of logs) if (typeof line.path === 'string') expect(line.path).not.toContain('?');
}

describe('logs of a booking, in-process', () => {
  let backend: Backend;
  let server: TestServer;
  const backendLogs: LogLine[] = [];
  beforeAll(async () => {
    // The embedded API with its logger, as server/app.ts makes it, writing into backendLogs.
    const logger = pino({ level: 'info' }, { write: (line: string) => void backendLogs.push(parseLogLine(line)) });
    backend = await createBackend(
      { dataDir: 'memory', publicUrl: 'http://localhost', offerTtlSeconds: 3600, orderHoldMinutes: 30, seed: true },
      { logger: logger.child({ component: 'backend' }) },
    );
    server = await startTestServer({ backend, env: { PAYMENT_URL_ALLOWLIST: 'http://localhost' } });
  });
  afterAll(async () => {
    await server?.close();
  });
  const allLogs = () => [...server.logs, ...backendLogs];

  it("every line is JSON; the page request's x-request-id is on the API's lines for it; no personal data", async () => {
    const ids = await bookAndPay(server.url, 3, 'inproc');
    expectRequestIdsPropagated(allLogs(), ids);
    expect(personalDataIn(allLogs().map((line) => JSON.stringify(line)))).toEqual([]);
  });

  it('an id that is not a plain token is replaced, never logged or forwarded', async () => {
    const hostile = `${TRAVELLER.email} "}\n{"level":60`;
    const response = await fetch(`${server.url}/api/health`, {
      headers: { 'x-request-id': encodeURIComponent(hostile) },
    });
    const given = response.headers.get('x-request-id') ?? '';
    expect(given).toMatch(/^[0-9a-f-]{36}$/);
    expect(
      allLogs()
        .filter((line) => line.reqId === given)
        .map((line) => line.path),
    ).toEqual(['/api/health', '/api/health']);
    expect(personalDataIn(allLogs().map((line) => JSON.stringify(line)))).toEqual([]);
  });

  it('an e-mail or phone number typed into a path is not logged: the booking page, the API and its call', async () => {
    const reqId = `typed-contact-${randomUUID().slice(0, 8)}`;
    for (const path of [
      `/moja-rezerwacja/${encodeURIComponent(TRAVELLER.email)}/`,
      `/api/v1/bookings/${TRAVELLER.email}`,
      `/moja-rezerwacja/${TRAVELLER.phone.replace(/\D/g, '')}/`,
    ]) {
      const response = await fetch(`${server.url}${path}`, { headers: { 'x-request-id': reqId } });
      expect([path, response.status < 500]).toEqual([path, true]);
      await response.arrayBuffer();
    }
    const paths = allLogs()
      .filter((line) => line.reqId === reqId)
      .map((line) => line.path);
    expect(paths).toEqual(
      expect.arrayContaining(['/moja-rezerwacja/<email>/', '/api/v1/bookings/<email>', '/moja-rezerwacja/<number>/']),
    );
    expect(personalDataIn(allLogs().map((line) => JSON.stringify(line)))).toEqual([]);
  });

  it("a checkout link to a car park the API does not know: 404, the API's refusals at info, no warning", async () => {
    const reqId = `unknown-parking-${randomUUID().slice(0, 8)}`;
    const response = await fetch(`${server.url}/rezerwacja/?parkingId=abc`, { headers: { 'x-request-id': reqId } });
    expect(response.status).toBe(404);
    await response.arrayBuffer();
    const lines = allLogs().filter((line) => line.reqId === reqId);
    // The parking, its addons, availability and active state (and the offer priced beside them): each
    // refused (400 or 404) by the API, each a line at info with the page request's id.
    const refused = lines.filter((line) => line.msg === 'api call refused');
    expect(refused.map((line) => [line.level, line.path])).toEqual(
      expect.arrayContaining([
        [30, expect.stringMatching(/\/api\/parking$/)],
        [30, expect.stringMatching(/\/api\/v1\/products\/parking\/abc\/addons$/)],
        [30, expect.stringMatching(/\/api\/v1\/products\/parking\/abc\/availability$/)],
        [30, expect.stringMatching(/\/api\/v1\/products\/parking\/abc\/active$/)],
      ]),
    );
    expect(refused.every((line) => line.level === 30)).toBe(true);
    expect(lines.filter((line) => typeof line.level === 'number' && line.level >= 40)).toEqual([]);
  });

  it('a database failure while the order is written logs the error with its request id, without the order data', async () => {
    // Every new order now fails inside the database, after the customer data went into the query.
    await backend.database.db.execute(sql`alter table orders add constraint logs_test_refuse check (false) not valid`);
    try {
      const page = await loadCheckout(server.url, 4, stayAhead(16, 2));
      const reqId = `dbfail-${randomUUID().slice(0, 8)}`;
      const failed = await postCheckout(server.url, bookingForm(page, TRAVELLER, { ...INVOICE, notes: NOTES }), {
        headers: { 'x-request-id': reqId },
      });
      expect(failed.status).toBe(502);
      const errorLine = backendLogs.find((line) => line.msg === 'api error' && line.reqId === reqId);
      expect(errorLine).toBeDefined();
      expect(JSON.stringify(errorLine)).toContain('logs_test_refuse');
      expect(apiLinesOf(allLogs(), reqId)).toContain('POST /api/v1/orders 500');
      // The API failing (not refusing) is an ops warning on the web tier's side too.
      expect(allLogs().filter((line) => line.reqId === reqId && line.msg === 'api call failed')).toEqual([
        expect.objectContaining({ level: 40, path: expect.stringContaining('/api/v1/orders'), status: 500 }),
      ]);
    } finally {
      await backend.database.db.execute(sql`alter table orders drop constraint logs_test_refuse`);
    }
    expect(personalDataIn(allLogs().map((line) => JSON.stringify(line)))).toEqual([]);
  });
});

describe('logs of a booking, from server.ts', () => {
  it('stdout is JSON lines only, ids propagate, and neither stdout nor stderr holds personal data', async () => {
    const server = await startServerProcess('memory');
    try {
      const ids = await bookAndPay(server.url, 5, 'process');
      const exit = await server.stop('SIGTERM');
      expect(exit.code).toBe(0);
      expect(server.notJson).toEqual([]);
      expectRequestIdsPropagated(server.logs, ids);
      expect(personalDataIn([...server.logs.map((line) => JSON.stringify(line)), server.stderr()])).toEqual([]);
    } finally {
      if (server.child.exitCode === null) await server.stop('SIGKILL');
    }
  }, 120_000);
});
