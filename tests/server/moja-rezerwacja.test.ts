// "Moja rezerwacja" (issue 16) over HTTP, as a browser without JavaScript uses it: the real production
// server and the embedded API on an in-memory database; bookings are placed and paid on the sandbox page
// through the API, then found, read, changed and cancelled with plain form posts and the manage cookie.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Backend } from '../../backend/index';
import { call, customer, daysFromNow, parkingLine, parkingWithCapacity, startBackend } from '../backend/harness';
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
}: { plates?: string[]; promoCode?: string; stay?: { arrivalAt: string; departureAt: string }; pay?: boolean } = {}) {
  const parking = await parkingWithCapacity(backend, 50, parkingIndex++);
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
    expect(booking.headers.get('referrer-policy')).toMatch(/same-origin$/);
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
    for (const cookie of [undefined, 'parkolot_rezerwacja=bm9uc2Vuc2U%3D']) {
      const page = await get(bookingPath(reference), cookie);
      expect(page.status).toBe(403);
      expect(page.headers.get('cache-control')).toBe('private, no-store');
      expect(page.text).toContain('Link do rezerwacji wygasł lub jest nieprawidłowy');
      expect(page.html).toMatch(/<form[^>]*method="post"[^>]*action="\/moja-rezerwacja\/"/);
      expect(page.html).toContain(`value="${reference}"`);
      expect(page.html).not.toContain('Status:');
    }
    const badLink = await get(`${bookingPath(reference)}?token=1767225600.forged`);
    expect(badLink.status).toBe(303);
    const page = await get(bookingPath(reference), manageCookie(badLink.headers).pair);
    expect(page.status).toBe(403);
    expect(page.text).toContain('Link do rezerwacji wygasł lub jest nieprawidłowy');
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

describe('changing a booking without JavaScript', () => {
  it('new plates: 303 with "a new voucher was sent", and the page shows the new plate', async () => {
    const { reference } = await paidBooking({ plates: ['WA 12345'] });
    const cookie = await findBooking(reference);
    const form = await get(`${bookingPath(reference)}zmien/`, cookie);
    expect(form.status).toBe(200);
    expect(form.text).toContain('Liczba pojazdów ustala cenę i miejsca');
    expect(form.text).toContain('Zmiana dat: skontaktuj się z obsługą');
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
      { 'plates[0]': '', phone: '12', additionalInfo: 'Inne uwagi' },
      cookie,
    );
    expect(refused.status).toBe(400);
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
    const confirm = await get(`${bookingPath(reference)}anuluj/`, cookie);
    expect(confirm.text).toContain('Rezerwacja była bezpłatna — nie ma czego zwracać');
  });

  it('past the free-cancellation deadline: no cancel link, whom to call, and the POST is 409', async () => {
    const { reference, stay } = await paidBooking();
    // The API's clock an hour past the deadline (arrival − 24 h); its token is issued then too.
    clockAt = new Date(new Date(stay.arrivalAt).getTime() - 23 * 60 * 60 * 1000);
    try {
      const cookie = await findBooking(reference);
      const page = await get(bookingPath(reference), cookie);
      expect(page.status).toBe(200);
      expect(page.text).toContain('Bezpłatna anulacja była możliwa do');
      expect(page.text).toContain('Skontaktuj się z obsługą');
      expect(page.text).toContain('+48 22 307 45 90');
      expect(page.html).not.toContain(`href="${bookingPath(reference)}anuluj/"`);

      const refused = await post(`${bookingPath(reference)}anuluj/`, {}, cookie);
      expect(refused.status).toBe(409);
      expect(refused.html).toMatch(/role="alert"[^>]*>[^<]*Bezpłatna anulacja była możliwa do/);
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
