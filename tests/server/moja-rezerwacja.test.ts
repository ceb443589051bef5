// "Moja rezerwacja" (issue 16) over HTTP, as a browser without JavaScript uses it: the real production
// server and the embedded API on an in-memory database; bookings are placed and paid on the sandbox page
// through the API, then found, read, changed and cancelled with plain form posts and the manage cookie.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Backend } from '../../backend/index';
import { call, customer, daysFromNow, parkingLine, parkingWithCapacity, startBackend } from '../backend/harness';
import { CHANGE_ENDS_FREE_CANCELLATION } from '../../core/cancellation';
import { addDaysToKey, dateKey, timeOfDay } from '../../core/warsaw-time';
import { nextSpringForward, springForwardBookable } from '../fixtures/clock-change';
import { pageText } from '../setup/page-text';
import { startTestServer, type TestServer } from '../setup/server-harness';

const MoneySchema = z.object({ amount: z.number(), currency: z.string() });
const OfferSchema = z.object({ id: z.string(), total: MoneySchema });
const OrderSchema = z.object({ orderId: z.string(), orderNumber: z.string(), paymentUrl: z.string().nullable() });
const LookupSchema = z.object({ reference: z.string(), token: z.string(), expiresAt: z.string() });

/** The API's clock: the real one unless a test moves it (to step past a deadline). */
let clockAt: Date | null = null;
let backend: Backend;
let server: TestServer;

beforeAll(async () => {
  backend = await startBackend({ now: () => clockAt ?? new Date() });
  server = await startTestServer({ backend });
});
afterAll(async () => {
  await server?.close();
});

let parkingIndex = 0;

/** A booking placed through the API and paid on the sandbox page (a 100 % code needs no payment). */
async function paidBooking({
  plates = ['WA 12345'],
  promoCode,
  stay = { arrivalAt: daysFromNow(10), departureAt: daysFromNow(13) },
  pay = true,
  capacity = 50,
}: {
  plates?: string[];
  promoCode?: string;
  stay?: { arrivalAt: string; departureAt: string };
  pay?: boolean;
  capacity?: number;
} = {}) {
  const parking = await parkingWithCapacity(backend, capacity, parkingIndex++);
  const lines = [parkingLine(parking.id, stay, plates)];
  const offer = OfferSchema.parse(
    (await call(backend, '/api/v1/offers', { method: 'POST', json: { offerLines: lines, promoCode } })).body,
  );
  const created = await call(backend, '/api/v1/orders', {
    method: 'POST',
    headers: { 'Idempotency-Key': randomUUID() },
    json: { offerId: offer.id, orderLines: lines, expectedPrice: offer.total, customer, additionalInfo: '' },
  });
  expect(created.status).toBe(201);
  const order = OrderSchema.parse(created.body);
  if (order.paymentUrl && pay) {
    const paid = await call(backend, new URL(order.paymentUrl).pathname, {
      method: 'POST',
      body: new URLSearchParams({ action: 'pay' }),
    });
    expect(paid.status).toBe(303);
  }
  return { reference: order.orderNumber, total: offer.total.amount, parking, stay, paymentUrl: order.paymentUrl };
}

/** A manage token straight from the API (what an e-mail's link carries). */
async function apiToken(reference: string): Promise<string> {
  const answer = await call(backend, '/api/v1/bookings/lookup', {
    method: 'POST',
    json: { reference, email: customer.email },
  });
  expect(answer.status).toBe(200);
  return LookupSchema.parse(answer.body).token;
}

const bookingPath = (reference: string) => `/moja-rezerwacja/${reference}/`;

async function get(path: string, cookie?: string) {
  const response = await fetch(`${server.url}${path}`, {
    redirect: 'manual',
    headers: cookie ? { Cookie: cookie } : {},
  });
  const html = await response.text();
  return { status: response.status, headers: response.headers, html, text: pageText(html) };
}

async function post(path: string, fields: Record<string, string> | [string, string][], cookie?: string) {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...(cookie ? { Cookie: cookie } : {}) },
    body: new URLSearchParams(fields),
  });
  const html = await response.text();
  return { status: response.status, headers: response.headers, html, text: pageText(html) };
}

/** The `name=value` of the manage cookie a response sets (what the browser sends back), and its attributes. */
function manageCookie(headers: Headers) {
  const line = headers.getSetCookie().find((value) => value.startsWith('parkolot_rezerwacja='));
  expect(line).toBeDefined();
  return { pair: (line ?? '').split(';', 1)[0], line: line ?? '' };
}

/** Finds the booking with the form, as a traveller does; answers the cookie the booking pages need. */
async function findBooking(reference: string): Promise<string> {
  const found = await post('/moja-rezerwacja/', { reference, email: customer.email });
  expect(found.status).toBe(303);
  expect(found.headers.get('location')).toBe(bookingPath(reference));
  return manageCookie(found.headers).pair;
}

/** A Warsaw date-time's day and time as the page writes them ("4 grudnia 2026", "10:00"). */
function warsawParts(iso: string) {
  const date = new Intl.DateTimeFormat('pl-PL', {
    timeZone: 'Europe/Warsaw',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(iso));
  const time = new Intl.DateTimeFormat('pl-PL', {
    timeZone: 'Europe/Warsaw',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));
  return { date, time };
}

const zl = (amount: number) => `${amount.toFixed(2).replace('.', ',')} zł`;

describe('finding a booking', () => {
  it('the lookup form sets the manage cookie and 303s to the booking, which shows it in Warsaw time', async () => {
    const { reference, parking, stay } = await paidBooking({ plates: ['WA 12345', 'KR 9876A'] });
    const lookupPage = await get('/moja-rezerwacja/');
    expect(lookupPage.status).toBe(200);
    expect(lookupPage.text).toContain('Moja rezerwacja');
    expect(lookupPage.html).toMatch(/<input[^>]*name="reference"[^>]*placeholder="PK-XXXXXXXX"/);
    expect(lookupPage.html).toContain('<meta name="robots" content="noindex"/>');

    // Typed as people type it: lower case, spaces around.
    const found = await post('/moja-rezerwacja/', { reference: ` ${reference.toLowerCase()} `, email: customer.email });
    expect(found.status).toBe(303);
    expect(found.headers.get('location')).toBe(bookingPath(reference));
    const { pair, line } = manageCookie(found.headers);
    expect(line).toContain(`Path=${bookingPath(reference)}`);
    expect(line).toContain('HttpOnly');
    expect(line).toContain('SameSite=Lax');
    expect(line).not.toContain('Secure');
    expect(Number(/Max-Age=(\d+)/.exec(line)?.[1])).toBeGreaterThan(3600);

    const booking = await get(bookingPath(reference), pair);
    expect(booking.status).toBe(200);
    expect(booking.headers.get('cache-control')).toBe('private, no-store');
    expect(booking.headers.get('referrer-policy')).toBe('same-origin');
    expect(booking.html).toContain('<meta name="robots" content="noindex"/>');
    expect(booking.text).toContain(`Rezerwacja ${reference}`);
    expect(booking.text).toContain('Status: opłacona');
    expect(booking.text).toContain(parking.name);
    for (const plate of ['WA 12345', 'KR 9876A']) expect(booking.text).toContain(plate);
    const arrival = warsawParts(stay.arrivalAt);
    const departure = warsawParts(stay.departureAt);
    expect(booking.text).toMatch(new RegExp(`Przyjazd [^ ]+ ${arrival.date}, ${arrival.time}`));
    expect(booking.text).toMatch(new RegExp(`Wyjazd [^ ]+ ${departure.date}, ${departure.time}`));
    expect(booking.text).toContain('Bezpłatna anulacja do');
    expect(booking.text).toContain('Pobierz voucher (PDF)');
    expect(booking.html).toMatch(/href="\/platnosc\/plik\/\?orderId=[^"]+kind=voucher\.pdf/);
    expect(booking.text).toContain('Dodaj do kalendarza (.ics)');
    expect(booking.html).toContain(`href="${bookingPath(reference)}zmien/"`);
    expect(booking.html).toContain(`href="${bookingPath(reference)}anuluj/"`);
  });

  it('answers a wrong reference and a wrong e-mail with the same status and page, what was typed kept', async () => {
    const { reference } = await paidBooking();
    const otherReference = reference.endsWith('A') ? `${reference.slice(0, -1)}B` : `${reference.slice(0, -1)}A`;
    const wrongReference = await post('/moja-rezerwacja/', { reference: otherReference, email: customer.email });
    const wrongEmail = await post('/moja-rezerwacja/', { reference, email: 'ktos@example.pl' });
    expect(wrongReference.status).toBe(404);
    expect(wrongEmail.status).toBe(wrongReference.status);
    expect(wrongReference.headers.getSetCookie()).toEqual([]);
    expect(wrongEmail.text.replace(reference, 'X').replace('ktos@example.pl', 'Y')).toBe(
      wrongReference.text.replace(otherReference, 'X').replace(customer.email, 'Y'),
    );
    expect(wrongEmail.html).toMatch(/role="alert"/);
    expect(wrongEmail.html).toContain(`value="${reference}"`);
    expect(wrongEmail.html).toContain('value="ktos@example.pl"');
  });

  it('refuses what cannot be a reference or an e-mail with a message next to each field (400)', async () => {
    const refused = await post('/moja-rezerwacja/', { reference: 'PK-123', email: 'nie-email' });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('Podaj numer rezerwacji w formacie PK-XXXXXXXX');
    expect(refused.text).toContain('Podaj adres e-mail, na który przyszło potwierdzenie rezerwacji.');
    expect(refused.html).toContain('value="PK-123"');
  });

  it("past the API's limit of look-ups of one reference: 429 with its Retry-After and message", async () => {
    const { reference } = await paidBooking();
    for (let attempt = 0; attempt < 10; attempt++) {
      await call(backend, '/api/v1/bookings/lookup', { method: 'POST', json: { reference, email: 'ktos@example.pl' } });
    }
    const limited = await post('/moja-rezerwacja/', { reference, email: customer.email });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.html).toMatch(/role="alert"[^>]*><p>Zbyt wiele prób/);
    expect(limited.html).toContain(`value="${reference}"`);
  });

  it('an e-mail link (?token=) sets the cookie and 303s to the clean address, which shows the booking', async () => {
    const { reference } = await paidBooking();
    const token = await apiToken(reference);
    // Typed in lower case, the reference goes to its own address first, the token along.
    const typed = await get(`/moja-rezerwacja/${reference.toLowerCase()}/?${new URLSearchParams({ token })}`);
    expect(typed.status).toBe(302);
    expect(typed.headers.get('location')).toBe(`${bookingPath(reference)}?${new URLSearchParams({ token })}`);
    const link = await get(`${bookingPath(reference)}?${new URLSearchParams({ token })}`);
    expect(link.status).toBe(303);
    expect(link.headers.get('location')).toBe(bookingPath(reference));
    const { pair, line } = manageCookie(link.headers);
    expect(line).toContain(`Path=${bookingPath(reference)}`);
    const booking = await get(bookingPath(reference), pair);
    expect(booking.status).toBe(200);
    expect(booking.text).toContain('Status: opłacona');
  });

  it('without a cookie, or with a wrong token, is a 403 page with the lookup form prefilled', async () => {
    const { reference } = await paidBooking();
    // No token at all (the voucher's PDF and calendar link to the booking so): asked who they are, not
    // told that a link expired; a token this browser holds that no longer opens it: told so.
    for (const [cookie, title] of [
      [undefined, 'Potwierdź, że to Twoja rezerwacja'],
      // Unreadable: as none.
      ['parkolot_rezerwacja=bm9uc2Vuc2U%3D', 'Potwierdź, że to Twoja rezerwacja'],
      [
        `parkolot_rezerwacja=${encodeURIComponent(btoa(JSON.stringify('1767225600.forged')))}`,
        'Link do rezerwacji wygasł lub jest nieprawidłowy',
      ],
    ] as const) {
      const page = await get(bookingPath(reference), cookie);
      expect(page.status).toBe(403);
      expect(page.headers.get('cache-control')).toBe('private, no-store');
      expect(page.text).toContain(title);
      expect(page.html).toMatch(new RegExp(`<title>${title}`));
      expect(page.html).toMatch(/<form[^>]*method="post"[^>]*action="\/moja-rezerwacja\/"/);
      expect(page.html).toContain(`value="${reference}"`);
      expect(page.html).not.toContain('Status:');
    }
    // A link whose token does not open the booking keeps nothing: the clean address is the same 403,
    // which says the e-mail's link works for a limited time.
    const badLink = await get(`${bookingPath(reference)}?token=1767225600.forged`);
    expect(badLink.status).toBe(303);
    expect(badLink.headers.getSetCookie()).toEqual([]);
    const page = await get(bookingPath(reference));
    expect(page.status).toBe(403);
    expect(page.text).toContain('Link z wiadomości e-mail otwiera ją przez ograniczony czas');
  });

  it("a link whose token does not open the booking leaves this browser's cookie as it was", async () => {
    const { reference } = await paidBooking();
    const cookie = await findBooking(reference);
    const { reference: other } = await paidBooking();
    // A forged token, another booking's real one, and something that is not a token at all.
    for (const token of ['1767225600.forged', await apiToken(other), 'nie token']) {
      const link = await get(`${bookingPath(reference)}?${new URLSearchParams({ token })}`, cookie);
      expect(link.status).toBe(303);
      expect(link.headers.get('location')).toBe(bookingPath(reference));
      expect(link.headers.getSetCookie()).toEqual([]);
      const page = await get(bookingPath(reference), cookie);
      expect(page.status).toBe(200);
      expect(page.text).toContain('Status: opłacona');
    }
  });

  it('the cookies are Secure when the public address is https, though the request came over http', async () => {
    const { reference } = await paidBooking();
    expect(
      manageCookie((await post('/moja-rezerwacja/', { reference, email: customer.email })).headers).line,
    ).not.toMatch(/; Secure/);
    // Behind a proxy that ends TLS: PUBLIC_URL says https, the request reaches the server over http.
    // The same API, which this server must leave open when it closes.
    const shared = {
      fetch: (request: Request) => backend.fetch(request),
      isReady: () => backend.isReady(),
      close: async () => {},
    };
    const behindTls = await startTestServer({ backend: shared, env: { PUBLIC_URL: 'https://parkolot.example' } });
    try {
      const token = await apiToken(reference);
      const link = await fetch(`${behindTls.url}${bookingPath(reference)}?${new URLSearchParams({ token })}`, {
        redirect: 'manual',
      });
      expect(link.status).toBe(303);
      expect(manageCookie(link.headers).line).toMatch(/; Secure/);
      const found = await fetch(`${behindTls.url}/moja-rezerwacja/`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ reference, email: customer.email }),
      });
      expect(found.status).toBe(303);
      expect(manageCookie(found.headers).line).toMatch(/; Secure/);
    } finally {
      await behindTls.close();
    }
  });
});

describe('a booking that waits for its payment', () => {
  it('says so, links to the payment page, and has nothing to return when cancelled', async () => {
    const { reference, paymentUrl } = await paidBooking({ pay: false });
    const cookie = await findBooking(reference);
    const page = await get(bookingPath(reference), cookie);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Status: oczekuje na płatność');
    expect(page.html).toMatch(new RegExp(`<a href="${paymentUrl}"[^>]*>Przejdź do płatności`));
    expect(page.text).not.toContain('Pobierz voucher');
    const confirm = await get(`${bookingPath(reference)}anuluj/`, cookie);
    expect(confirm.text).toContain('Rezerwacja nie została opłacona — nie ma czego zwracać.');
  });
});

describe('a booking that waits for its payment, changed', () => {
  it('a new plate is saved without a word about a voucher: there is none before the payment', async () => {
    const { reference } = await paidBooking({ pay: false });
    const cookie = await findBooking(reference);
    const saved = await post(changePath(reference), { 'plates[0]': 'WE 55556', phone: customer.phone }, cookie);
    expect(saved.status).toBe(303);
    const page = await get(bookingPath(reference), `${cookie}; ${flashOf(saved.headers)}`);
    expect(page.text).toContain('Zmiany zapisane.');
    expect(page.text).not.toContain('voucher wyślemy');
    expect(page.text).toContain('WE 55556');
  });
});

describe('changing plates or the phone too often', () => {
  it("past the API's limit the change page answers 429 with its Retry-After and message", async () => {
    const { reference } = await paidBooking();
    const cookie = await findBooking(reference);
    let last = await post(changePath(reference), { 'plates[0]': 'SK 12340', phone: customer.phone }, cookie);
    for (let attempt = 1; last.status === 303 && attempt < 20; attempt++) {
      last = await post(
        changePath(reference),
        { 'plates[0]': `SK 1234${attempt % 10}`, phone: customer.phone },
        cookie,
      );
    }
    expect(last.status).toBe(429);
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(last.text).toContain('zmieniono już kilka razy w ciągu godziny');
  });
});

describe('a booking that lapsed unpaid', () => {
  it('offers "Zapłać ponownie" while it can still be paid, as its e-mails do; past the deadline, a new search', async () => {
    const { reference } = await paidBooking({ pay: false });
    await backend.sweep(new Date(Date.now() + 2 * 3600_000));
    const cookie = await findBooking(reference);
    const page = await get(bookingPath(reference), cookie);
    expect(page.text).toContain('Status: wygasła');
    expect(page.text).toContain('Możesz ją jeszcze opłacić, jeśli miejsca będą wolne.');
    const link = /<a href="([^"]+)"[^>]*>Zapłać ponownie/.exec(page.html)?.[1]?.replaceAll('&amp;', '&');
    expect(link).toMatch(/^http:\/\/[^/]+\/platnosc\/\?orderId=[^&]+&exp=\d+&sig=[^&]+&token=/);
    // The link leads to the payment page's "pay again", which starts a new payment.
    // (its token goes into a cookie first, then the clean address: exp and sig stay)
    const opened = await get(new URL(link ?? '').pathname + new URL(link ?? '').search);
    expect(opened.status).toBe(303);
    const clean = new URL(opened.headers.get('location') ?? '', server.url);
    expect(clean.searchParams.has('token')).toBe(false);
    const orderCookie = opened.headers
      .getSetCookie()
      .map((line) => line.split(';', 1)[0])
      .join('; ');
    const payment = await get(clean.pathname + clean.search, orderCookie);
    expect(payment.status).toBe(200);
    expect(payment.html).toMatch(/<button[^>]*>[^<]*(<[^>]+>[^<]*)*Zapłać ponownie/);
    try {
      clockAt = new Date(Date.now() + 25 * 3600_000);
      const late = await get(bookingPath(reference), await findBooking(reference));
      expect(late.text).toContain('Status: wygasła');
      expect(late.text).not.toContain('Zapłać ponownie');
      expect(late.text).toContain('Wyszukaj parking ponownie');
    } finally {
      clockAt = null;
    }
  });
});

describe('changing a booking without JavaScript', () => {
  it('new plates: 303 with "a new voucher was sent", and the page shows the new plate', async () => {
    const { reference } = await paidBooking({ plates: ['WA 12345'] });
    const cookie = await findBooking(reference);
    const form = await get(`${bookingPath(reference)}zmien/`, cookie);
    expect(form.status).toBe(200);
    expect(form.text).toContain('Liczba pojazdów ustala cenę i miejsca');
    expect(form.html).toMatch(/name="plates\[0\]"[^>]*value="WA 12345"/);

    const saved = await post(
      `${bookingPath(reference)}zmien/`,
      { 'plates[0]': 'po 55555', phone: customer.phone, additionalInfo: '' },
      cookie,
    );
    expect(saved.status).toBe(303);
    expect(saved.headers.get('location')).toBe(bookingPath(reference));
    const flash = saved.headers.getSetCookie().find((value) => value.startsWith('parkolot_komunikat='));
    expect(flash).toBeDefined();

    const page = await get(bookingPath(reference), `${cookie}; ${(flash ?? '').split(';', 1)[0]}`);
    expect(page.text).toContain(
      'Zmiany zapisane. Zaktualizowany voucher wyślemy e-mailem i SMS-em w ciągu kilku minut.',
    );
    expect(page.text).toContain('PO 55555');
    expect(page.text).not.toContain('WA 12345');
    // The message is said once: the page clears its cookie.
    expect(page.headers.getSetCookie().some((value) => /^parkolot_komunikat=;.*Max-Age=0/.test(value))).toBe(true);
  });

  it('notes alone: "Zmiany zapisane." without a voucher; a blank plate is 400 next to the field, values kept', async () => {
    const { reference } = await paidBooking({ plates: ['WA 12345'] });
    const cookie = await findBooking(reference);
    const saved = await post(
      `${bookingPath(reference)}zmien/`,
      { 'plates[0]': 'WA 12345', phone: customer.phone, additionalInfo: 'Przyjadę przyczepą.' },
      cookie,
    );
    expect(saved.status).toBe(303);
    const flash = (saved.headers.getSetCookie().find((v) => v.startsWith('parkolot_komunikat=')) ?? '').split(';')[0];
    const page = await get(bookingPath(reference), `${cookie}; ${flash}`);
    expect(page.text).toContain('Zmiany zapisane.');
    expect(page.text).not.toContain('Zaktualizowany voucher wyślemy');
    expect(page.text).toContain('Przyjadę przyczepą.');

    const refused = await post(
      `${bookingPath(reference)}zmien/`,
      { 'plates[0]': '', phone: '12', additionalInfo: 'Inne uwagi', formKey: 'resubmit-key-0123456789' },
      cookie,
    );
    expect(refused.status).toBe(400);
    // The corrected form keeps its double-submit guard.
    expect(refused.html).toMatch(/name="formKey"[^>]*value="resubmit-key-0123456789"/);
    // A post that came without a key (or with a tampered one) gets a fresh one back.
    const keyless = await post(
      `${bookingPath(reference)}zmien/`,
      { 'plates[0]': '', phone: '12', formKey: '<x>' },
      cookie,
    );
    expect(keyless.status).toBe(400);
    expect(keyless.html).toMatch(/name="formKey"[^>]*value="[0-9a-f-]{36}"/);
    expect(refused.text).toContain('Tablica rejestracyjna jest wymagana');
    expect(refused.text).toContain('Numer telefonu musi mieć co najmniej 9 cyfr');
    expect(refused.html).toContain('Inne uwagi');
  });
});

describe('changes once the stay has started', () => {
  it("the change page says whom to call instead, and a POST is 409 with the API's reason", async () => {
    const { reference, stay } = await paidBooking();
    clockAt = new Date(new Date(stay.arrivalAt).getTime() + 60 * 60 * 1000);
    try {
      const cookie = await findBooking(reference);
      const booking = await get(bookingPath(reference), cookie);
      expect(booking.html).not.toContain(`href="${bookingPath(reference)}zmien/"`);
      const page = await get(`${bookingPath(reference)}zmien/`, cookie);
      expect(page.status).toBe(200);
      expect(page.text).toContain('Zmiany były możliwe do');
      expect(page.html).not.toContain('name="plates[0]"');
      const refused = await post(
        `${bookingPath(reference)}zmien/`,
        { 'plates[0]': 'PO 1', phone: customer.phone, additionalInfo: '' },
        cookie,
      );
      expect(refused.status).toBe(409);
      expect(refused.text).toContain('Zmiany były możliwe do');
    } finally {
      clockAt = null;
    }
  });
});

describe('cancelling a booking without JavaScript', () => {
  it('the confirmation page says what comes back; "Tak, anuluj" 303s to the booking, now cancelled', async () => {
    const { reference, total } = await paidBooking();
    const cookie = await findBooking(reference);
    const confirm = await get(`${bookingPath(reference)}anuluj/`, cookie);
    expect(confirm.status).toBe(200);
    expect(confirm.text).toContain(`Zwrócimy ${zl(total)} na konto, z którego zapłacono`);
    expect(confirm.text).toContain('Tak, anuluj rezerwację');
    expect(confirm.html).toContain(`href="${bookingPath(reference)}"`);
    const formKey = /name="formKey" value="([^"]+)"/.exec(confirm.html)?.[1] ?? '';

    const cancelled = await post(`${bookingPath(reference)}anuluj/`, { formKey }, cookie);
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get('location')).toBe(bookingPath(reference));
    const flash = (cancelled.headers.getSetCookie().find((v) => v.startsWith('parkolot_komunikat=')) ?? '').split(
      ';',
    )[0];
    const page = await get(bookingPath(reference), `${cookie}; ${flash}`);
    expect(page.text).toContain('Rezerwacja została anulowana.');
    expect(page.text).toMatch(/Status: (anulowana — zwrot w toku|anulowana|zwrócona)/);
    expect(page.text).toContain(`Zwrot ${total.toFixed(2).replace('.', ',')} PLN`);
    expect(page.html).not.toContain(`href="${bookingPath(reference)}anuluj/"`);

    // Sent again (a second tab), it changes nothing and says nothing new.
    const again = await post(`${bookingPath(reference)}anuluj/`, { formKey }, cookie);
    expect(again.status).toBe(303);
  });

  it('a free booking (100 % code) has nothing to return', async () => {
    const { reference } = await paidBooking({ promoCode: 'test100' });
    const cookie = await findBooking(reference);
    // Confirmed, and never called paid: nothing was.
    const booking = await get(bookingPath(reference), cookie);
    expect(booking.text).toContain('Status: potwierdzona (bezpłatna)');
    expect(booking.text).not.toContain('opłacona');
    expect(booking.text).toContain('Zapłacono nic – rezerwacja bezpłatna');
    const confirm = await get(`${bookingPath(reference)}anuluj/`, cookie);
    expect(confirm.text).toContain('Rezerwacja była bezpłatna — nie ma czego zwracać');
    // Cancelled, it asks for questions, not about a refund there is none of.
    expect((await post(`${bookingPath(reference)}anuluj/`, {}, cookie)).status).toBe(303);
    const cancelled = await get(bookingPath(reference), cookie);
    expect(cancelled.text).toContain('Rezerwacja jest anulowana. Masz pytania?');
    expect(cancelled.text).not.toContain('Pytania o zwrot');
  });

  it('past the free-cancellation deadline: no cancel link, whom to call, and the POST is 409', async () => {
    const { reference, stay } = await paidBooking();
    // The API's clock an hour past the deadline (arrival − 24 h); its token is issued then too.
    clockAt = new Date(new Date(stay.arrivalAt).getTime() - 23 * 60 * 60 * 1000);
    try {
      const cookie = await findBooking(reference);
      const page = await get(bookingPath(reference), cookie);
      expect(page.status).toBe(200);
      expect(page.text).toContain('Bezpłatna anulacja kończy się 24 godziny przed przyjazdem – dla tej rezerwacji');
      expect(page.text).toContain('Skontaktuj się z obsługą');
      expect(page.text).toContain('+48 22 307 45 90');
      expect(page.html).not.toContain(`href="${bookingPath(reference)}anuluj/"`);

      const refused = await post(`${bookingPath(reference)}anuluj/`, {}, cookie);
      expect(refused.status).toBe(409);
      expect(refused.html).toMatch(
        /role="alert"[^>]*>[^<]*Bezpłatna anulacja kończy się 24 godziny przed przyjazdem – dla tej rezerwacji /,
      );
      // Said once: the notice under the refusal only says whom to call.
      expect(refused.text.split('Bezpłatna anulacja kończy się 24 godziny przed przyjazdem')).toHaveLength(2);
      expect(refused.text).toContain('Skontaktuj się z obsługą');
    } finally {
      clockAt = null;
    }
  });
});

describe('sending the voucher again', () => {
  it('"Wyślij voucher ponownie" says where it went, only after the API took it', async () => {
    const { reference } = await paidBooking();
    const cookie = await findBooking(reference);
    const sent = await post(bookingPath(reference), { intent: 'resend' }, cookie);
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe(bookingPath(reference));
    const flash = (sent.headers.getSetCookie().find((v) => v.startsWith('parkolot_komunikat=')) ?? '').split(';')[0];
    const page = await get(bookingPath(reference), `${cookie}; ${flash}`);
    expect(page.text).toContain('Voucher wyślemy ponownie na a***@example.pl');
  });

  it('a double submit of one rendered form sends the voucher once (and counts once against the limit)', async () => {
    const { reference } = await paidBooking();
    const cookie = await findBooking(reference);
    const page = await get(bookingPath(reference), cookie);
    const formKey = /name="formKey" value="([^"]+)"\/><button type="submit" name="intent" value="resend"/.exec(
      page.html,
    )?.[1];
    expect(formKey).toBeDefined();
    const twice = await Promise.all(
      [1, 2].map(() => post(bookingPath(reference), { formKey: formKey ?? '', intent: 'resend' }, cookie)),
    );
    expect(twice.map((answer) => answer.status)).toEqual([303, 303]);
    // Sent once: two more sends (from newly rendered forms) fit the limit of 3 an hour.
    for (let attempt = 0; attempt < 2; attempt++) {
      expect((await post(bookingPath(reference), { intent: 'resend' }, cookie)).status).toBe(303);
    }
    expect((await post(bookingPath(reference), { intent: 'resend' }, cookie)).status).toBe(429);
  });

  it("past the API's limit (3 an hour): the page again with its message, 429 and Retry-After", async () => {
    const { reference } = await paidBooking();
    const cookie = await findBooking(reference);
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await post(bookingPath(reference), { intent: 'resend' }, cookie)).status).toBe(303);
    }
    const limited = await post(bookingPath(reference), { intent: 'resend' }, cookie);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.html).toMatch(/role="alert"/);
    expect(limited.text).toContain('Status: opłacona');
    expect(limited.text).not.toContain('Voucher wyślemy ponownie');
  });
});

// ---------------------------------------------------------------------------------------------
// "Zmień termin": quote, then apply or pay the difference — plain form posts, as without JavaScript.

const changePath = (reference: string) => `${bookingPath(reference)}zmien/`;

/** A stay as the form's native fields hold it, in Warsaw time; `days` moves an end by whole days. */
function stayFields(stay: { arrivalAt: string; departureAt: string }, move = { arrival: 0, departure: 0 }) {
  const arrival = new Date(stay.arrivalAt);
  const departure = new Date(stay.departureAt);
  return {
    arrivalDate: addDaysToKey(dateKey(arrival), move.arrival),
    arrivalTime: timeOfDay(arrival),
    departureDate: addDaysToKey(dateKey(departure), move.departure),
    departureTime: timeOfDay(departure),
  };
}

/** The value of the confirmation's hidden field `name` (the quote form's own fields are not hidden). */
const hiddenValue = (html: string, name: string) =>
  new RegExp(`<input type="hidden" name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? '';

/** What the confirmation form ("Zmień termin") posts. */
function confirmation(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const name of ['offerId', 'formKey', 'arrivalDate', 'arrivalTime', 'departureDate', 'departureTime']) {
    fields[name] = hiddenValue(html, name);
  }
  expect(fields.offerId).not.toBe('');
  return { intent: 'change-dates', ...fields };
}

const flashOf = (headers: Headers) =>
  (headers.getSetCookie().find((value) => value.startsWith('parkolot_komunikat=')) ?? '').split(';', 1)[0];

/** "X,XX zł" → grosze. */
const grosze = (text: string) => Math.round(Number(text.replace(/[\s\u00a0]/g, '').replace(',', '.')) * 100);

describe('changing the dates without JavaScript', () => {
  it('a longer stay: the price with "Dopłata", the payment page, then the booking with its new dates', async () => {
    const { reference, stay, total } = await paidBooking();
    const cookie = await findBooking(reference);
    const booking = await get(bookingPath(reference), cookie);
    expect(booking.html).toContain(`href="${changePath(reference)}#termin"`);

    const page = await get(changePath(reference), cookie);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Zmień termin');
    expect(page.text).toContain('Termin możesz zmienić online do');
    expect(page.text).not.toContain('skontaktuj się z obsługą');
    const now = stayFields(stay);
    expect(page.html).toMatch(new RegExp(`name="arrivalDate"[^>]*value="${now.arrivalDate}"`));
    expect(page.html).toMatch(new RegExp(`name="departureDate"[^>]*value="${now.departureDate}"`));
    expect(page.html).toMatch(new RegExp(`<option value="${now.arrivalTime}" selected=""`));
    expect(page.html).toMatch(/<form[^>]*action="\/moja-rezerwacja\/PK-[^/]+\/zmien\/#termin"/);

    const longer = stayFields(stay, { arrival: 0, departure: 2 });
    const quoted = await post(changePath(reference), { intent: 'quote-dates', ...longer }, cookie);
    expect(quoted.status).toBe(200);
    const amount = /Dopłata: ([\d\s\u00a0]+,\d{2}) zł/.exec(quoted.text)?.[1] ?? '';
    expect(grosze(amount)).toBeGreaterThan(0);
    const newTotal = /Nowa cena ([\d\s\u00a0]+,\d{2}) zł/.exec(quoted.text)?.[1] ?? '';
    expect(grosze(newTotal) - grosze(amount)).toBe(Math.round(total * 100));
    expect(quoted.text).toContain(`Zmień termin i dopłać ${amount} zł`);
    // The confirmation posts without #termin: a browser would carry it over the 303 to the payment page.
    expect(quoted.html).toMatch(/<form method="post" action="\/moja-rezerwacja\/PK-[^/]+\/zmien\/"[ >]/);
    expect(quoted.text).toContain(warsawParts(daysLater(stay.departureAt, 2)).date);
    // The form keeps the new dates.
    expect(quoted.html).toMatch(new RegExp(`name="departureDate"[^>]*value="${longer.departureDate}"`));

    const changed = await post(changePath(reference), confirmation(quoted.html), cookie);
    expect(changed.status).toBe(303);
    const paymentUrl = changed.headers.get('location') ?? '';
    expect(paymentUrl).toMatch(/^http:\/\/parkolot\.test\/api\/v1\/payments\/sandbox\//);

    // Until it is paid the booking keeps its dates and says what waits.
    const waiting = await get(bookingPath(reference), cookie);
    expect(waiting.text).toMatch(
      // The deadline's time, with its date when it falls on another day (a change made near midnight).
      new RegExp(`Zmiana terminu na .+ czeka na dopłatę ${amount} zł do (?:[^,]+, \\d+ [^,]+, )?\\d{2}:\\d{2} ?\\.`),
    );
    expect(waiting.text).toContain('Do tego czasu rezerwacja zachowuje obecny termin.');
    expect(waiting.html).toContain(`href="${paymentUrl}"`);
    expect(waiting.text).toContain(`Dopłać ${amount} zł`);
    expect(waiting.text).toMatch(new RegExp(`Wyjazd [^ ]+ ${warsawParts(stay.departureAt).date}`));

    const paid = await call(backend, new URL(paymentUrl).pathname, {
      method: 'POST',
      body: new URLSearchParams({ action: 'pay' }),
    });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`http://parkolot.test${bookingPath(reference)}`);
    const after = await get(bookingPath(reference), cookie);
    expect(after.text).toContain('Status: opłacona');
    expect(after.text).toMatch(new RegExp(`Wyjazd [^ ]+ ${warsawParts(daysLater(stay.departureAt, 2)).date}`));
    expect(after.text).not.toContain('czeka na dopłatę');
    expect(after.text).toContain(`Razem ${newTotal} PLN`);
    // Back from the payment page: the page says the payment came in and the new dates apply.
    expect(waiting.text).not.toContain('przyjęta – termin zmieniony');
    expect(after.text).toMatch(
      new RegExp(
        `Dopłata ${amount} zł przyjęta – termin zmieniony na .+${warsawParts(daysLater(stay.departureAt, 2)).date}.+\\. Nowy voucher wysyłamy e-mailem i SMS-em\\.`,
      ),
    );
  });

  it('a shorter stay: applied at once, the refund said on the booking page', async () => {
    const { reference, stay } = await paidBooking({
      stay: { arrivalAt: daysFromNow(10), departureAt: daysFromNow(15) },
    });
    const cookie = await findBooking(reference);
    const shorter = stayFields(stay, { arrival: 0, departure: -2 });
    const quoted = await post(changePath(reference), { intent: 'quote-dates', ...shorter }, cookie);
    expect(quoted.status).toBe(200);
    const amount = /Zwrot: ([\d\s\u00a0]+,\d{2}) zł \(na ten sam środek płatności\)/.exec(quoted.text)?.[1] ?? '';
    expect(grosze(amount)).toBeGreaterThan(0);
    expect(quoted.html).toMatch(/<button type="submit"[^>]*>(<svg[^]*?<\/svg>)?Zmień termin<\/button>/);
    expect(quoted.text).not.toContain(CHANGE_ENDS_FREE_CANCELLATION);

    const changed = await post(changePath(reference), confirmation(quoted.html), cookie);
    expect(changed.status).toBe(303);
    expect(changed.headers.get('location')).toBe(bookingPath(reference));
    const page = await get(bookingPath(reference), `${cookie}; ${flashOf(changed.headers)}`);
    expect(page.text).toContain(
      `Termin zmieniony. Nowy voucher wyślemy e-mailem i SMS-em w ciągu kilku minut. Zwrot ${amount} zł wraca na Twój środek płatności.`,
    );
    expect(page.text).toMatch(new RegExp(`Wyjazd [^ ]+ ${warsawParts(daysLater(stay.departureAt, -2)).date}`));
    expect(page.text).not.toContain('przyjęta – termin zmieniony');

    // The same confirmation sent again (a second tab) answers the same, once.
    const again = await post(changePath(reference), confirmation(quoted.html), cookie);
    expect(again.status).toBe(303);

    // Cancelling now gives back what is left of the payment, not what was paid at first.
    const newTotal = /Razem ([\d\s\u00a0]+,\d{2}) PLN/.exec(page.text)?.[1] ?? '';
    const cancelPage = await get(`${bookingPath(reference)}anuluj/`, cookie);
    expect(cancelPage.text).toContain(`Zwrócimy ${newTotal} zł na konto, z którego zapłacono.`);
  });

  it('a new arrival within 24 hours: the price says that the change ends free cancellation and date changes', async () => {
    const { reference, stay } = await paidBooking();
    const cookie = await findBooking(reference);
    // A whole hour 6–7 hours from now (Warsaw is a whole number of hours from UTC: on the half-hour grid).
    const soon = new Date(Math.ceil((Date.now() + 6 * 3600_000) / 3600_000) * 3600_000);
    const fields = { ...stayFields(stay), arrivalDate: dateKey(soon), arrivalTime: timeOfDay(soon) };
    const quoted = await post(changePath(reference), { intent: 'quote-dates', ...fields }, cookie);
    expect(quoted.status).toBe(200);
    expect(quoted.text).toContain('Nowy termin i cena');
    expect(quoted.text).toContain(CHANGE_ENDS_FREE_CANCELLATION);

    // An arrival 24 h and a few minutes away: its deadline passes before the price (an hour) expires.
    const halfHour = 30 * 60_000;
    const nearDeadline = new Date(Math.ceil((Date.now() + 24 * 3600_000 + 60_000) / halfHour) * halfHour);
    const later = { ...stayFields(stay), arrivalDate: dateKey(nearDeadline), arrivalTime: timeOfDay(nearDeadline) };
    const soonQuoted = await post(changePath(reference), { intent: 'quote-dates', ...later }, cookie);
    expect(soonQuoted.status).toBe(200);
    expect(soonQuoted.text).toContain(
      'Przy nowym terminie bezpłatna anulacja i zmiana terminu online będą możliwe tylko do',
    );
    expect(soonQuoted.text).not.toContain(CHANGE_ENDS_FREE_CANCELLATION);
  });

  it('a dearer change whose payment is declined: the booking says it did not happen and keeps its dates', async () => {
    const { reference, stay } = await paidBooking();
    const cookie = await findBooking(reference);
    const quoted = await post(
      changePath(reference),
      { intent: 'quote-dates', ...stayFields(stay, { arrival: 0, departure: 3 }) },
      cookie,
    );
    const changed = await post(changePath(reference), confirmation(quoted.html), cookie);
    const declined = await call(backend, new URL(changed.headers.get('location') ?? '').pathname, {
      method: 'POST',
      body: new URLSearchParams({ action: 'decline' }),
    });
    expect(declined.headers.get('location')).toBe(`http://parkolot.test${bookingPath(reference)}`);
    const page = await get(bookingPath(reference), cookie);
    expect(page.text).toMatch(
      /Zmiana terminu na .+ nie doszła do skutku: dopłata nie wpłynęła\. ?Rezerwacja ma dotychczasowy termin\./,
    );
    expect(page.text).not.toContain('czeka na dopłatę');
    expect(page.text).toMatch(new RegExp(`Wyjazd [^ ]+ ${warsawParts(stay.departureAt).date}`));
  });

  it('a declined change paid afterwards on its page: the booking says the money goes back, not that it never came', async () => {
    const { reference, stay } = await paidBooking({
      stay: { arrivalAt: daysFromNow(12), departureAt: daysFromNow(13) },
    });
    const cookie = await findBooking(reference);
    const quoted = await post(
      changePath(reference),
      { intent: 'quote-dates', ...stayFields(stay, { arrival: 0, departure: 2 }) },
      cookie,
    );
    const changed = await post(changePath(reference), confirmation(quoted.html), cookie);
    const paymentPage = new URL(changed.headers.get('location') ?? '').pathname;
    await call(backend, paymentPage, { method: 'POST', body: new URLSearchParams({ action: 'decline' }) });
    const paid = await call(backend, paymentPage, { method: 'POST', body: new URLSearchParams({ action: 'pay' }) });
    expect(paid.headers.get('location')).toBe(`http://parkolot.test${bookingPath(reference)}`);
    const page = await get(bookingPath(reference), cookie);
    expect(page.text).toMatch(
      /Dopłata [\d ,]+zł za zmianę terminu na .+ wpłynęła, gdy ta zmiana nie była już aktualna, więc nie została wprowadzona\. Zwracamy ją na konto, z którego zapłacono/,
    );
    expect(page.text).not.toContain('dopłata nie wpłynęła');
    expect(page.text).toMatch(new RegExp(`Wyjazd [^ ]+ ${warsawParts(stay.departureAt).date}`));
  });

  it('a change waiting for its payment is shown on the change page, and another change replaces it', async () => {
    const { reference, stay } = await paidBooking({
      stay: { arrivalAt: daysFromNow(10), departureAt: daysFromNow(14) },
    });
    const cookie = await findBooking(reference);
    const longer = await post(
      changePath(reference),
      { intent: 'quote-dates', ...stayFields(stay, { arrival: 0, departure: 2 }) },
      cookie,
    );
    expect((await post(changePath(reference), confirmation(longer.html), cookie)).status).toBe(303);
    const page = await get(changePath(reference), cookie);
    expect(page.text).toMatch(/Zmiana terminu na .+ czeka na dopłatę/);
    expect(page.text).toContain('Inny termin zmieniony poniżej zastąpi tę zmianę.');

    const shorter = await post(
      changePath(reference),
      { intent: 'quote-dates', ...stayFields(stay, { arrival: 0, departure: -1 }) },
      cookie,
    );
    expect(shorter.text).toMatch(/Zwrot: [\d\s\u00a0]+,\d{2} zł/);
    const applied = await post(changePath(reference), confirmation(shorter.html), cookie);
    expect(applied.status).toBe(303);
    expect(applied.headers.get('location')).toBe(bookingPath(reference));
    const booking = await get(bookingPath(reference), cookie);
    expect(booking.text).not.toContain('czeka na dopłatę');
    expect(booking.text).toMatch(new RegExp(`Wyjazd [^ ]+ ${warsawParts(daysLater(stay.departureAt, -1)).date}`));
  });

  it.skipIf(!springForwardBookable())(
    'a time in the hour the clocks skip in March (the select offers it on every day): refused at the field',
    async () => {
      const { reference, stay } = await paidBooking();
      const cookie = await findBooking(reference);
      const spring = nextSpringForward();
      const skipped = { arrivalDate: spring, arrivalTime: '02:00', departureDate: addDaysToKey(spring, 2) };
      const fields = { intent: 'quote-dates', ...stayFields(stay), ...skipped };
      const inGap = await post(changePath(reference), fields, cookie);
      expect(inGap.status).toBe(400);
      expect(inGap.html).toMatch(/id="booking-dates-arrivalTime-error"[^>]*>.*zegarki przestawia się z 02:00 na 03:00/);
    },
  );

  it('dates in the wrong order, in the past or unchanged: the message next to the field or above the form', async () => {
    const { reference, stay } = await paidBooking();
    const cookie = await findBooking(reference);
    const reversed = stayFields(stay, { arrival: 0, departure: -4 });
    const refused = await post(changePath(reference), { intent: 'quote-dates', ...reversed }, cookie);
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('Data wyjazdu musi być późniejsza niż data przyjazdu.');
    expect(refused.html).toMatch(new RegExp(`name="departureDate"[^>]*value="${reversed.departureDate}"`));
    expect(refused.html).not.toContain('name="offerId"');

    const past = stayFields({ arrivalAt: daysFromNow(-2), departureAt: stay.departureAt });
    const inPast = await post(changePath(reference), { intent: 'quote-dates', ...past }, cookie);
    expect(inPast.status).toBe(400);
    expect(inPast.html).toMatch(/id="booking-dates-arrivalDate-error"[^>]*>.*nie może być w przeszłości/);

    const same = await post(changePath(reference), { intent: 'quote-dates', ...stayFields(stay) }, cookie);
    expect(same.status).toBe(400);
    expect(same.html).toMatch(/role="alert"[^>]*><p>To jest obecny termin rezerwacji/);

    const blank = await post(changePath(reference), { intent: 'quote-dates', arrivalDate: '' }, cookie);
    expect(blank.status).toBe(400);
    expect(blank.text).toContain('Podaj datę przyjazdu');
    expect(blank.text).toContain('Podaj datę wyjazdu');

    // A hand-made request with a time posted twice, the first off the half-hour grid: refused, and the
    // select shows that first time (not the grid's first slot).
    const fields = stayFields(stay, { arrival: 0, departure: 1 });
    const twice = await post(
      changePath(reference),
      [
        ['intent', 'quote-dates'],
        ...Object.entries(fields).filter(([name]) => name !== 'arrivalTime'),
        ['arrivalTime', '10:15'],
        ['arrivalTime', '11:00'],
      ],
      cookie,
    );
    expect(twice.status).toBe(400);
    const arrivalTime = /<select[^>]*name="arrivalTime"[^>]*>([\s\S]*?)<\/select>/.exec(twice.html)?.[1] ?? '';
    expect(arrivalTime.match(/selected=""/g)).toHaveLength(1);
    expect(arrivalTime).toContain('<option value="10:15" selected="">');
  });

  it('sold out on a day the new stay adds: the sold-out message, nothing changes', async () => {
    const { reference, stay, parking } = await paidBooking({ capacity: 1 });
    // Someone else takes the car park's one space for the two days after this stay.
    const next = { arrivalAt: daysFromNow(14), departureAt: daysFromNow(16) };
    const lines = [parkingLine(parking.id, next, ['KR 1111'])];
    const offer = OfferSchema.parse(
      (await call(backend, '/api/v1/offers', { method: 'POST', json: { offerLines: lines } })).body,
    );
    const other = await call(backend, '/api/v1/orders', {
      method: 'POST',
      headers: { 'Idempotency-Key': randomUUID() },
      json: { offerId: offer.id, orderLines: lines, expectedPrice: offer.total, customer, additionalInfo: '' },
    });
    expect(other.status).toBe(201);

    const cookie = await findBooking(reference);
    const longer = stayFields(stay, { arrival: 0, departure: 2 });
    const refused = await post(changePath(reference), { intent: 'quote-dates', ...longer }, cookie);
    expect(refused.status).toBe(409);
    expect(refused.html).toMatch(
      /role="alert"[^>]*><p>Na ten termin nie ma wolnych miejsc na tym parkingu\. Wybierz inne daty\.<\/p>/,
    );
    expect(refused.html).toMatch(new RegExp(`name="departureDate"[^>]*value="${longer.departureDate}"`));
    const page = await get(bookingPath(reference), cookie);
    expect(page.text).toMatch(new RegExp(`Wyjazd [^ ]+ ${warsawParts(stay.departureAt).date}`));
  });

  it('a price that expired: the form again with its dates and "Cena wygasła"', async () => {
    const { reference, stay } = await paidBooking();
    const cookie = await findBooking(reference);
    const longer = stayFields(stay, { arrival: 1, departure: 1 });
    const quoted = await post(changePath(reference), { intent: 'quote-dates', ...longer }, cookie);
    expect(quoted.status).toBe(200);
    clockAt = new Date(Date.now() + 2 * 60 * 60 * 1000);
    try {
      const expired = await post(changePath(reference), confirmation(quoted.html), cookie);
      expect(expired.status).toBe(410);
      expect(expired.html).toMatch(/role="alert"[^>]*><p>Cena wygasła – sprawdź ją ponownie\.<\/p>/);
      expect(expired.html).toMatch(new RegExp(`name="arrivalDate"[^>]*value="${longer.arrivalDate}"`));
      expect(expired.html).not.toContain('name="offerId"');
    } finally {
      clockAt = null;
    }
  });

  it('a forged or cut-short confirmation: "Cena wygasła" only, no message about dates it never carried', async () => {
    const { reference, stay } = await paidBooking();
    const cookie = await findBooking(reference);
    for (const fields of [{ offerId: 'nie-oferta' }, { offerId: '' }, { offerId: randomUUID() }]) {
      const refused = await post(changePath(reference), { intent: 'change-dates', ...fields }, cookie);
      expect(refused.status, JSON.stringify(fields)).toBeGreaterThanOrEqual(400);
      expect(refused.status, JSON.stringify(fields)).toBeLessThan(500);
      expect(refused.html).toMatch(/role="alert"[^>]*><p>Cena wygasła – sprawdź ją ponownie\.<\/p>/);
      expect(refused.text).not.toContain('Podaj datę przyjazdu');
      expect(refused.text).not.toContain('Podaj datę wyjazdu');
      expect(refused.html).not.toContain('aria-invalid="true"');
      // The form keeps the booking's own dates, not the blanks the post carried.
      const own = stayFields(stay);
      expect(refused.html).toMatch(new RegExp(`name="arrivalDate"[^>]*value="${own.arrivalDate}"`));
      expect(refused.html).toMatch(new RegExp(`name="departureDate"[^>]*value="${own.departureDate}"`));
    }
    const page = await get(bookingPath(reference), cookie);
    expect(page.text).toMatch(new RegExp(`Wyjazd [^ ]+ ${warsawParts(stay.departureAt).date}`));
  });

  it('past arrival − 24 h: no "Zmień termin", the deadline and whom to call', async () => {
    const { reference, stay } = await paidBooking();
    clockAt = new Date(new Date(stay.arrivalAt).getTime() - 23 * 60 * 60 * 1000);
    try {
      const cookie = await findBooking(reference);
      const booking = await get(bookingPath(reference), cookie);
      expect(booking.html).not.toContain('#termin"');
      const page = await get(changePath(reference), cookie);
      const deadline = warsawParts(new Date(new Date(stay.arrivalAt).getTime() - 24 * 3600_000).toISOString());
      expect(page.text).toMatch(
        new RegExp(
          `Termin można zmienić online najpóźniej 24 godziny przed przyjazdem – dla tej rezerwacji [^ ]+ ${deadline.date}, ${deadline.time}\\. Skontaktuj się z obsługą`,
        ),
      );
      expect(page.text).toContain('+48 22 307 45 90');
      expect(page.html).not.toContain('name="arrivalDate"');
      const refused = await post(
        changePath(reference),
        { intent: 'quote-dates', ...stayFields(stay, { arrival: 1, departure: 1 }) },
        cookie,
      );
      expect(refused.status).toBe(409);
    } finally {
      clockAt = null;
    }
  });

  it('an unpaid booking: the dates change once it is paid', async () => {
    const { reference } = await paidBooking({ pay: false });
    const cookie = await findBooking(reference);
    const page = await get(changePath(reference), cookie);
    expect(page.text).toContain('Termin można zmienić w opłaconej rezerwacji');
    expect(page.html).not.toContain('name="arrivalDate"');
  });
});

/** An instant whole days later (24 h each; the tests' stays are on the hour, far from a DST change). */
function daysLater(iso: string, days: number): string {
  return new Date(new Date(iso).getTime() + days * 24 * 3600_000).toISOString();
}
