// The payment status pages over HTTP (checkout-payment.md §2, §4, §8): the real production server and
// the embedded API on an in-memory database; orders are placed and paid on the sandbox page through the
// API, and the pages are read with plain fetch (HTML, and ?_data= JSON as testers use it).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { EmbeddedApi } from '../../server/app';
import { call, customer, daysFromNow, parkingLine, parkingWithCapacity, PUBLIC_URL } from '../backend/harness';
import { serverWithRealBackend } from '../setup/real-backend';
import { sandboxProvider } from '../../backend/payments/provider';
import { documentQuery, emailManageToken, manageToken } from '../../backend/outbox/signing';
import { TEST_APP_SECRET } from '../backend/harness';
import { startTestServer, type TestServer } from '../setup/server-harness';
import { pageText } from '../setup/page-text';
import { bookingForm, loadCheckout, postCheckout, traveller } from '../security/booking';
import { orderAccessCookie } from '~/.server/order-access';
import { eq } from 'drizzle-orm';
import { refunds } from '../../backend/db/schema';
import { completeRefund } from '../../backend/orders/refunds';

const ROUTE_ID = 'routes/platnosc._index';
/** What a page says instead of the order's details when this browser does not hold its booking token. */
const MANAGE_NOTE =
  'Szczegóły rezerwacji zobaczysz w Moja rezerwacja – wpisz numer rezerwacji (PK-…) i adres e-mail podany przy rezerwacji. Numer podajemy w każdej wiadomości o rezerwacji.';

/** Runs once while the provider starts the next payment (the old page paid meanwhile, in another tab). */
let whileStarting: (() => Promise<void>) | null = null;
const sandbox = sandboxProvider(PUBLIC_URL);
const setup = serverWithRealBackend({
  provider: {
    ...sandbox,
    startPayment: async (payment) => {
      const meanwhile = whileStarting;
      whileStarting = null;
      await meanwhile?.();
      return sandbox.startPayment(payment);
    },
  },
});

/** A GET as a browser sends it, with the cookie it holds (`cookie`: `name=value`), following no redirect. */
const get = (base: string, path: string, cookie?: string) =>
  fetch(`${base}${path}`, { redirect: 'manual', headers: cookie ? { Cookie: cookie } : {} });
const statusPath = (orderId: string) => `/platnosc/?${new URLSearchParams({ orderId })}`;
const dataPath = (path: string) => `${path}${path.includes('?') ? '&' : '?'}_data=${encodeURIComponent(ROUTE_ID)}`;

const text = pageText;

const NO_JS_POLL = /<noscript><meta http-equiv="refresh" content="5"\/?><\/noscript>/;
const NO_JS_HOME = /<noscript><meta http-equiv="refresh" content="0; url=\/"\/?><\/noscript>/;

const MoneySchema = z.object({ amount: z.number(), currency: z.string() });
const OfferSchema = z.object({ id: z.string(), total: MoneySchema });
const OrderSchema = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  status: z.string(),
  total: MoneySchema,
  paymentUrl: z.string().nullable(),
  /** The booking token the placing client gets: the payment pages show the order's details only with it. */
  accessToken: z.string(),
});
const RefundSchema = z.object({ refund: z.object({ status: z.string() }).nullable() });
const ViewSchema = z.object({
  state: z.enum(['checking', 'pending', 'success', 'failure', 'late', 'cancelled', 'error']),
  orderId: z.string().nullable(),
  paymentStatus: z.string().nullable(),
  order: z
    .object({
      orderNumber: z.string().nullable(),
      parkingName: z.string().nullable(),
      arrival: z.string().nullable(),
      departure: z.string().nullable(),
      total: z.string(),
    })
    .nullable(),
  statusOnly: z.object({ payAgain: z.object({ exp: z.number(), sig: z.string() }).nullable() }).nullable(),
  error: z.enum(['invalid-id', 'not-found', 'unavailable']).nullable(),
  isFinal: z.boolean(),
});

let parkingIndex = 0;
const stay = { arrivalAt: daysFromNow(10), departureAt: daysFromNow(13) };

/** Places an order on a fresh parking through the API (an offer, then the order with an Idempotency-Key). */
async function placeOrder(promoCode?: string) {
  const parking = await parkingWithCapacity(setup.real, 50, parkingIndex++);
  const lines = [parkingLine(parking.id, stay)];
  const offer = OfferSchema.parse(
    (await call(setup.real, '/api/v1/offers', { method: 'POST', json: { offerLines: lines, promoCode } })).body,
  );
  const created = await call(setup.real, '/api/v1/orders', {
    method: 'POST',
    headers: { 'Idempotency-Key': randomUUID() },
    json: { offerId: offer.id, orderLines: lines, expectedPrice: offer.total, customer, additionalInfo: '' },
  });
  expect(created.status).toBe(201);
  return { order: OrderSchema.parse(created.body), parking };
}

/** The sandbox page's path of an order (its paymentUrl is on the public origin). */
function sandboxPath(paymentUrl: string | null): string {
  expect(paymentUrl).not.toBeNull();
  return new URL(paymentUrl ?? '').pathname;
}

/**
 * The cookie of the browser that placed the order (`name=value`): what the checkout sets, got here the way an
 * e-mail link gives it — `/platnosc/?orderId=…&token=…`, which keeps the token and redirects without it.
 */
async function ownerCookie(order: { orderId: string; accessToken: string }): Promise<string> {
  const response = await get(
    setup.server.url,
    `/platnosc/?${new URLSearchParams({ orderId: order.orderId, token: order.accessToken })}`,
  );
  expect(response.status).toBe(303);
  const [cookie] = response.headers.getSetCookie();
  expect(cookie).toBeDefined();
  return (cookie ?? '').split(';', 1)[0];
}

/** The owner cancels the booking (Moja rezerwacja's API call, with the booking's token). */
async function cancelInMojaRezerwacja(reference: string) {
  const token = manageToken(TEST_APP_SECRET, reference, new Date(Date.now() + 3_600_000));
  const cancelled = await call(setup.real, `/api/v1/bookings/${reference}/cancellation`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(cancelled.status).toBe(200);
}

async function settle(paymentUrl: string | null, action: 'pay' | 'decline' | 'cancel') {
  const answer = await call(setup.real, sandboxPath(paymentUrl), {
    method: 'POST',
    body: new URLSearchParams({ action }),
  });
  expect(answer.status).toBe(303);
  return answer.headers.get('location');
}

async function page(path: string, base = setup.server.url, cookie?: string) {
  const response = await get(base, path, cookie);
  const html = await response.text();
  return { status: response.status, headers: response.headers, html, text: text(html) };
}

async function data(path: string, base = setup.server.url, cookie?: string) {
  const response = await get(base, dataPath(path), cookie);
  expect(response.headers.get('content-type')).toContain('application/json');
  expect(response.headers.get('cache-control')).toBe('private, no-store');
  return { status: response.status, view: ViewSchema.parse(await response.json()) };
}

/** dd/MM/yyyy, HH:mm in Warsaw, the way the page shows a date-time. */
function warsaw(iso: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Warsaw',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((p) => p.type === type)?.value;
  return `${part('day')}/${part('month')}/${part('year')}, ${part('hour')}:${part('minute')}`;
}

function expectCommonParts(html: string, pageText: string) {
  expect(html).toContain('<meta name="robots" content="noindex"/>');
  for (const href of ['/', '/kontakt/', '/faq/']) {
    expect(html).toMatch(new RegExp(`<nav aria-label="Co dalej"[\\s\\S]*?href="${href.replace(/\//g, '\\/')}"`));
  }
  expect(pageText).toContain('+48 22 307 45 90');
  expect(pageText).toContain('pomoc@parkolot.pl');
}

describe('an order on its way through the sandbox payment page', () => {
  it('shows "Płatność w toku" while NEW and PENDING, and the no-JS page refreshes itself every 5 s', async () => {
    const { order, parking } = await placeOrder();
    const cookie = await ownerCookie(order);
    const before = await page(statusPath(order.orderId), undefined, cookie);
    expect(before.status).toBe(200);
    expect(before.headers.get('cache-control')).toBe('private, no-store');
    expect(before.text).toContain('Płatność w toku');
    expect(before.html).toMatch(NO_JS_POLL);
    expect(before.text).toContain(order.orderNumber);
    expect(before.text).toContain(parking.name);
    expect(before.text).toContain(`Przyjazd ${warsaw(stay.arrivalAt)}`);
    expect(before.text).toContain(`Wyjazd ${warsaw(stay.departureAt)}`);
    // Back to the provider's page, for a traveller who left it unfinished.
    expect(before.html).toContain(`href="${order.paymentUrl}"`);
    expect(before.text).toContain('Wróć do płatności');
    expectCommonParts(before.html, before.text);
    expect((await data(statusPath(order.orderId), undefined, cookie)).view).toMatchObject({
      state: 'pending',
      paymentStatus: 'NEW',
      isFinal: false,
    });

    // Opening the hosted page makes the payment PENDING: still in progress.
    expect((await call(setup.real, sandboxPath(order.paymentUrl))).status).toBe(200);
    const pending = await data(statusPath(order.orderId));
    expect(pending).toMatchObject({
      status: 200,
      view: { state: 'pending', paymentStatus: 'PENDING', isFinal: false },
    });
  });

  it('paid: the provider sends the browser back to /platnosc/?orderId=… which shows success, final', async () => {
    const { order } = await placeOrder();
    const location = await settle(order.paymentUrl, 'pay');
    expect(location).toBe(`${PUBLIC_URL}${statusPath(order.orderId)}`);

    const cookie = await ownerCookie(order);
    const paid = await page(statusPath(order.orderId), undefined, cookie);
    expect(paid.status).toBe(200);
    expect(paid.headers.get('cache-control')).toBe('private, no-store');
    expect(paid.text).toContain('Płatność zakończona sukcesem!');
    // Sent or on its way (the outbox sends within a second) — to the masked address, never the address itself.
    expect(paid.text).toMatch(
      /Potwierdzenie rezerwacji i voucher \(PDF\) (wysłaliśmy|wysyłamy) na a\*\*\*@example\.pl/,
    );
    expect(paid.text).toContain(order.orderNumber);
    expect(paid.text).toMatch(/Zapłacono \d[\d\s]*,\d{2} PLN/);
    expect(paid.text).not.toContain('Płatność w toku');
    expect(paid.html).not.toMatch(/http-equiv="refresh"/);
    expect(paid.html).toContain('<title>Płatność zakończona sukcesem! | Parkolot</title>');
    expectCommonParts(paid.html, paid.text);
    // No customer data reaches the page.
    expect(paid.html).not.toContain(customer.email);
    expect(paid.html).not.toContain(customer.lastName);

    const { status, view } = await data(statusPath(order.orderId), undefined, cookie);
    expect(status).toBe(200);
    expect(view).toEqual({
      state: 'success',
      orderId: order.orderId,
      paymentStatus: 'CAPTURED',
      order: expect.objectContaining({ orderNumber: order.orderNumber, arrival: warsaw(stay.arrivalAt) }),
      statusOnly: null,
      error: null,
      isFinal: true,
    });
  });

  it.each(['decline', 'cancel'] as const)(
    '%s: "Płatność nieudana", the space still held and "Zapłać ponownie" (no e-mail is claimed), final',
    async (action) => {
      const { order } = await placeOrder();
      await settle(order.paymentUrl, action);
      const failed = await page(statusPath(order.orderId), undefined, await ownerCookie(order));
      expect(failed.status).toBe(200);
      expect(failed.text).toContain('Płatność nieudana');
      expect(failed.text).toMatch(
        /Płatność nie została zrealizowana\. Miejsce czeka na Ciebie do \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}/,
      );
      // One deadline for the held space; the link's later one says what paying after it means.
      expect(failed.text).toMatch(
        /Później, do \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}, też możesz zapłacić – zarezerwujemy miejsce, jeśli będzie jeszcze wolne\./,
      );
      expect(failed.text).not.toContain('Możesz zapłacić do');
      expect(failed.html).toMatch(/<form method="post" action="\/platnosc\/\?index=&amp;orderId=[^"]+">/);
      expect(failed.text).toContain('Zapłać ponownie');
      expect(failed.text).not.toContain('e-mail');
      expect(failed.html).not.toMatch(/http-equiv="refresh"/);
      expectCommonParts(failed.html, failed.text);
      expect((await data(statusPath(order.orderId))).view).toMatchObject({
        state: 'failure',
        paymentStatus: action === 'decline' ? 'DECLINED' : 'CANCELLED',
        isFinal: true,
      });
    },
  );

  it('a zero-total order (promo code test100) is CAPTURED without a payment page', async () => {
    const { order } = await placeOrder('test100');
    expect(order).toMatchObject({ status: 'CONFIRMED', paymentUrl: null, total: { amount: 0 } });
    const cookie = await ownerCookie(order);
    const done = await page(statusPath(order.orderId), undefined, cookie);
    // Nothing was paid: the page says the booking is confirmed and free, never that a payment succeeded.
    expect(done.text).toContain('Rezerwacja bezpłatna');
    expect(done.text).toContain('Rezerwacja potwierdzona!');
    expect(done.text).toContain('Razem (bezpłatnie) 0,00 PLN');
    expect(done.text).not.toContain('Płatność zakończona sukcesem!');
    expect(done.text).not.toContain('Zapłacono');
    expect(done.html).toContain('<title>Rezerwacja potwierdzona! | Parkolot</title>');
    // Read by its id alone (another device) it says the same, without the details.
    const stranger = await page(statusPath(order.orderId));
    expect(stranger.text).toContain('Rezerwacja potwierdzona!');
    expect(stranger.text).toContain(MANAGE_NOTE);
    expect(stranger.text).not.toContain('Płatność zakończona sukcesem!');
    expect(stranger.text).not.toContain(order.orderNumber);
    const success = await page(
      `/platnosc/sukces/?${new URLSearchParams({ orderId: order.orderId })}`,
      undefined,
      cookie,
    );
    expect(success.status).toBe(200);
    expect(success.headers.get('cache-control')).toBe('private, no-store');
    expect(success.text).toContain('Rezerwacja potwierdzona!');
    expect(success.text).not.toContain('Płatność zakończona sukcesem!');
    expect(success.text).toContain(order.orderNumber);
    expect(success.html).not.toMatch(/http-equiv="refresh"/);
    expectCommonParts(success.html, success.text);
  });
});

describe('who sees the order: its id shows the payment status, the booking token the rest (issue 16)', () => {
  const SET_COOKIE = /^pk_order_[\w-]{12}=[^;]+; Max-Age=(\d+); Path=\/platnosc\/; HttpOnly; SameSite=Lax$/;
  const THIRTY_DAYS_S = 30 * 24 * 60 * 60;
  const fileLinks = (html: string) => html.match(/href="\/platnosc\/plik\/[^"]*"/g) ?? [];
  const OrderedSchema = z.object({ ordered: z.object({ orderId: z.string(), orderNumber: z.string() }) });

  /** A no-JS checkout of the stay at a fresh car park: the 303 to the payment page, and the form's parking. */
  async function checkout(extra: Record<string, string> = {}, data = false) {
    const parking = await parkingWithCapacity(setup.real, 50, parkingIndex++);
    const checkoutPage = await loadCheckout(setup.server.url, parking.id, stay);
    const answer = await postCheckout(
      setup.server.url,
      bookingForm(checkoutPage, traveller(parkingIndex, 'prywatnosc'), extra),
      { data },
    );
    return { answer, parking };
  }

  it('the checkout keeps the token in a cookie; with it the page shows the booking, without it only the status', async () => {
    const { answer, parking } = await checkout();
    expect(answer.status).toBe(303);
    const setCookies = answer.headers.getSetCookie();
    expect(setCookies).toHaveLength(1);
    // HttpOnly, SameSite=Lax, only on the payment pages, for 30 days (the token itself lasts longer); no
    // Secure over http.
    expect(setCookies[0]).toMatch(SET_COOKIE);
    expect(Number(SET_COOKIE.exec(setCookies[0])?.[1])).toBe(THIRTY_DAYS_S);
    const cookie = setCookies[0].split(';', 1)[0];

    const back = await settle(answer.headers.get('location'), 'pay');
    const orderId = new URL(back ?? '').searchParams.get('orderId') ?? '';
    const owner = await page(statusPath(orderId), undefined, cookie);
    expect(owner.text).toContain('Płatność zakończona sukcesem!');
    expect(owner.text).toContain(parking.name);
    expect(owner.text).toContain('Twoja rezerwacja');
    expect(owner.text).not.toContain(MANAGE_NOTE);
    expect(fileLinks(owner.html)).toHaveLength(2);
    const { view } = await data(statusPath(orderId), undefined, cookie);
    const orderNumber = view.order?.orderNumber ?? '';
    expect(orderNumber).toMatch(/^PK-/);
    expect(owner.text).toContain(orderNumber);
    expect(view.statusOnly).toBeNull();

    // The same address in a browser without the cookie (the id in a log, a shared link, another device).
    for (const path of [statusPath(orderId), `/platnosc/sukces/?${new URLSearchParams({ orderId })}`]) {
      const stranger = await page(path);
      expect(stranger.status).toBe(200);
      expect(stranger.text).toContain('Płatność zakończona sukcesem!');
      expect(stranger.text).toContain(MANAGE_NOTE);
      expect(stranger.html).toMatch(/<a [^>]*href="\/moja-rezerwacja\/"[^>]*>Moja rezerwacja<\/a>/);
      for (const hidden of [orderNumber, parking.name, 'Twoja rezerwacja', '***', 'wysłaliśmy', 'wysyłamy']) {
        expect(stranger.text, path).not.toContain(hidden);
      }
      expect(fileLinks(stranger.html)).toEqual([]);
      expect(stranger.html).not.toContain('Zapłać ponownie');
    }
    expect(await data(statusPath(orderId))).toMatchObject({
      status: 200,
      view: { state: 'success', paymentStatus: 'CAPTURED', order: null, statusOnly: { payAgain: null } },
    });
  });

  it('the hydrated checkout (client=js) sets the same cookie on its JSON answer', async () => {
    const { answer } = await checkout({ client: 'js' }, true);
    expect(answer.status).toBe(200);
    const [setCookie] = answer.headers.getSetCookie();
    expect(setCookie).toMatch(SET_COOKIE);
    const { ordered } = OrderedSchema.parse(await answer.json());
    const owner = await page(statusPath(ordered.orderId), undefined, setCookie.split(';', 1)[0]);
    expect(owner.text).toContain('Płatność w toku');
    expect(owner.text).toContain(ordered.orderNumber);
    const stranger = await page(statusPath(ordered.orderId));
    expect(stranger.text).toContain('Płatność w toku');
    expect(stranger.text).toContain(MANAGE_NOTE);
    expect(stranger.text).not.toContain(ordered.orderNumber);
    expect(stranger.html).not.toContain('Wróć do płatności');
  });

  it('an e-mail link’s ?token= goes into the cookie and the browser to the address without it (303)', async () => {
    const { order } = await placeOrder();
    const link = new URLSearchParams({
      orderId: order.orderId,
      exp: '4102444800',
      sig: 'abc',
      token: order.accessToken,
    });
    const opened = await get(setup.server.url, `/platnosc/?${link}`);
    expect(opened.status).toBe(303);
    expect(opened.headers.get('cache-control')).toBe('private, no-store');
    expect(opened.headers.get('location')).toBe(`/platnosc/?orderId=${order.orderId}&exp=4102444800&sig=abc`);
    const [setCookie] = opened.headers.getSetCookie();
    expect(setCookie).toMatch(SET_COOKIE);
    const shown = await page(statusPath(order.orderId), undefined, setCookie.split(';', 1)[0]);
    expect(shown.text).toContain(order.orderNumber);

    // The static pages take it too.
    const success = await get(
      setup.server.url,
      `/platnosc/sukces/?${new URLSearchParams({ orderId: order.orderId, token: order.accessToken })}`,
    );
    expect(success.status).toBe(303);
    expect(success.headers.get('location')).toBe(`/platnosc/sukces/?orderId=${order.orderId}`);
    expect(success.headers.getSetCookie()).toHaveLength(1);

    // Not a token: dropped from the address, no cookie.
    const bad = await get(setup.server.url, `/platnosc/?orderId=${order.orderId}&token=%3Cscript%3E`);
    expect(bad.status).toBe(303);
    expect(bad.headers.get('location')).toBe(`/platnosc/?orderId=${order.orderId}`);
    expect(bad.headers.getSetCookie()).toEqual([]);

    // Another order's token, or this order's lapsed one, opens nothing and is not kept: the status only.
    const { order: other } = await placeOrder();
    const lapsed = manageToken(TEST_APP_SECRET, order.orderNumber, new Date(Date.now() - 60_000));
    for (const token of [other.accessToken, lapsed]) {
      const answer = await get(
        setup.server.url,
        `/platnosc/?${new URLSearchParams({ orderId: order.orderId, token })}`,
      );
      expect(answer.status).toBe(303);
      expect(answer.headers.getSetCookie()).toEqual([]);
      const stranger = await page(statusPath(order.orderId));
      expect(stranger.text).toContain(MANAGE_NOTE);
      expect(stranger.text).not.toContain(order.orderNumber);
    }
  });

  it("a code's discount has its own row under the line's calculation, so calculation − discount = price", async () => {
    const { order } = await placeOrder('zima10');
    const shown = await page(statusPath(order.orderId), undefined, await ownerCookie(order));
    const grosze = (text: string) => Math.round(Number(text.replace(/\s/g, '').replace(',', '.')) * 100);
    const match = /= ([\d\s]+,\d\d) zł Rabat −([\d\s]+,\d\d) zł ([\d\s]+,\d\d) PLN/.exec(shown.text);
    expect(match, shown.text).not.toBeNull();
    const [, before, off, price] = match ?? [];
    // At least the code's 10 % (a car park's own discounts, a long stay's, count in the same row).
    expect(grosze(off)).toBeGreaterThanOrEqual(Math.floor(grosze(before) * 0.1));
    expect(grosze(before) - grosze(off)).toBe(grosze(price));
    // Without a code there is no such row.
    const { order: plain } = await placeOrder();
    expect((await page(statusPath(plain.orderId), undefined, await ownerCookie(plain))).text).not.toContain('Rabat');
  });

  it("a link with another order's token leaves this browser's cookie for the order as it was", async () => {
    const { order } = await placeOrder();
    const own = await get(
      setup.server.url,
      `/platnosc/?${new URLSearchParams({ orderId: order.orderId, token: order.accessToken })}`,
    );
    const cookie = own.headers.getSetCookie()[0]?.split(';', 1)[0];
    expect(cookie).toBeDefined();
    const { order: other } = await placeOrder();
    const crafted = await get(
      setup.server.url,
      `/platnosc/?${new URLSearchParams({ orderId: order.orderId, token: other.accessToken })}`,
      cookie,
    );
    expect(crafted.status).toBe(303);
    expect(crafted.headers.getSetCookie()).toEqual([]);
    const shown = await page(statusPath(order.orderId), undefined, cookie);
    expect(shown.text).toContain(order.orderNumber);
  });

  it('no booking token reaches the server’s log', async () => {
    const { answer } = await checkout();
    const cookie = answer.headers.getSetCookie()[0]?.split(';', 1)[0] ?? '';
    const back = await settle(answer.headers.get('location'), 'pay');
    const orderId = new URL(back ?? '').searchParams.get('orderId') ?? '';
    const { view } = await data(statusPath(orderId), undefined, cookie);
    const token = emailManageToken(TEST_APP_SECRET, view.order?.orderNumber ?? '', new Date(stay.departureAt));
    expect((await get(setup.server.url, `/platnosc/?${new URLSearchParams({ orderId, token })}`)).status).toBe(303);
    const logged = JSON.stringify(setup.server.logs);
    expect(logged).toContain(orderId); // 'checkout: order placed'
    for (const secret of [token, token.split('.')[1], cookie.split('=')[1]]) expect(logged).not.toContain(secret);
  });

  it('the cookie is Secure when the site is served over https, and none is set for a lapsed token', async () => {
    const token = manageToken(TEST_APP_SECRET, 'PK-TEST2345', new Date(Date.now() + 3 * 86_400_000));
    const secure = await orderAccessCookie(randomUUID(), token, { publicUrl: 'https://parkolot.pl' });
    expect(secure).toMatch(/; Secure/);
    // Until the token lapses, when that is sooner than 30 days.
    expect(Number(/Max-Age=(\d+)/.exec(secure ?? '')?.[1])).toBeGreaterThan(3 * 86_400 - 60);
    expect(Number(/Max-Age=(\d+)/.exec(secure ?? '')?.[1])).toBeLessThanOrEqual(3 * 86_400);
    const lapsed = manageToken(TEST_APP_SECRET, 'PK-TEST2345', new Date(Date.now() - 1000));
    expect(await orderAccessCookie(randomUUID(), lapsed, { publicUrl: 'https://parkolot.pl' })).toBeNull();
  });
});

describe('bad input and unknown orders', () => {
  it.each(['', 'a b', '../../etc/passwd', '<script>', 'x'.repeat(101), 'zamówienie'])(
    'answers 400 for orderId=%j',
    async (orderId) => {
      const bad = await page(statusPath(orderId));
      expect(bad.status).toBe(400);
      expect(bad.headers.get('cache-control')).toBe('private, no-store');
      expect(bad.text).toContain('Błąd sprawdzania płatności');
      expect(bad.text).toContain('Link do tej strony jest niepełny lub uszkodzony.');
      expect(bad.html).not.toMatch(/http-equiv="refresh"/);
      expectCommonParts(bad.html, bad.text);
      expect(await data(statusPath(orderId))).toEqual({
        status: 400,
        view: {
          state: 'error',
          orderId: null,
          paymentStatus: null,
          order: null,
          statusOnly: null,
          error: 'invalid-id',
          isFinal: true,
        },
      });
    },
  );

  it('an unknown order: the error view with 404, not asked again (it will not appear; no endless reload)', async () => {
    const orderId = randomUUID();
    const unknown = await page(statusPath(orderId));
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain('Błąd sprawdzania płatności');
    expect(unknown.text).toContain('Nie udało się sprawdzić statusu płatności');
    expect(unknown.text).toContain('Nie znaleźliśmy zamówienia z tego linku.');
    expect(unknown.html).not.toMatch(/http-equiv="refresh"/);
    expect((await data(statusPath(orderId))).view).toMatchObject({
      state: 'error',
      error: 'not-found',
      orderId,
      isFinal: true,
    });
  });

  it('the static pages answer 400 for a malformed id too', async () => {
    expect((await page('/platnosc/sukces/?orderId=%3Cx%3E')).status).toBe(400);
    expect((await page('/platnosc/niepowodzenie/?orderId=')).status).toBe(400);
  });
});

describe('without an order id (spec §2: from storage, else to /)', () => {
  it.each(['/platnosc/', '/platnosc/sukces/', '/platnosc/niepowodzenie/'])(
    '%s is the small checking page that sends a no-JS browser home',
    async (path) => {
      const checking = await page(path);
      expect(checking.status).toBe(200);
      expect(checking.headers.get('cache-control')).toBe('private, no-store');
      expect(checking.text).toContain('Sprawdzamy status płatności…');
      expect(checking.html).toMatch(NO_JS_HOME);
      expect(checking.html).not.toMatch(NO_JS_POLL);
      expect(checking.html).toContain('<meta name="robots" content="noindex"/>');
    },
  );

  it('answers the checking state as JSON', async () => {
    expect(await data('/platnosc/')).toEqual({
      status: 200,
      view: {
        state: 'checking',
        orderId: null,
        paymentStatus: null,
        order: null,
        statusOnly: null,
        error: null,
        isFinal: false,
      },
    });
  });

  it('adds the trailing slash and keeps the order id', async () => {
    const response = await get(setup.server.url, '/platnosc?orderId=abc');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/platnosc/?orderId=abc');
  });
});

describe('the voucher files on the success page', () => {
  const hrefs = (html: string) =>
    [...html.matchAll(/href="(\/platnosc\/plik\/\?[^"]+)"/g)].map((m) => m[1].replaceAll('&amp;', '&'));

  it('a paid order links its voucher PDF and calendar file, signed; a changed or expired link is refused', async () => {
    const { order } = await placeOrder();
    const cookie = await ownerCookie(order);
    expect(hrefs((await page(statusPath(order.orderId), undefined, cookie)).html)).toEqual([]); // not paid yet
    await settle(order.paymentUrl, 'pay');
    const paid = await page(statusPath(order.orderId), undefined, cookie);
    expect(paid.text).toContain('Pobierz voucher (PDF)');
    const [pdfHref, icsHref] = hrefs(paid.html);

    const pdf = await get(setup.server.url, pdfHref);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe(`attachment; filename="voucher-${order.orderNumber}.pdf"`);
    expect(pdf.headers.get('cache-control')).toBe('private, no-store');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    const ics = await get(setup.server.url, icsHref);
    expect(ics.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const calendar = await ics.text();
    expect(calendar).toContain('BEGIN:VCALENDAR');
    expect(calendar).toContain(order.orderNumber);

    const tampered = pdfHref.replace(/sig=([\w-])/, (_, c: string) => `sig=${c === 'A' ? 'B' : 'A'}`);
    expect((await get(setup.server.url, tampered)).status).toBe(403);
    // The calendar's signature does not open the PDF.
    const icsSig = new URL(icsHref, 'http://x').searchParams.get('sig') ?? '';
    const swapped = pdfHref.replace(/sig=[\w-]+/, `sig=${icsSig}`);
    expect((await get(setup.server.url, swapped)).status).toBe(403);
    // A correctly signed link past its expiry (30 days after a departure long ago).
    const old = documentQuery(TEST_APP_SECRET, order.orderId, 'voucher.pdf', new Date('2020-01-01T00:00:00Z'));
    const expired = `/platnosc/plik/?${new URLSearchParams({ orderId: order.orderId, kind: 'voucher.pdf', exp: String(old.exp), sig: old.sig })}`;
    const refused = await get(setup.server.url, expired);
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain('wygasł');
    expect((await get(setup.server.url, '/platnosc/plik/?orderId=x&kind=evil.exe&exp=1&sig=2')).status).toBe(400);
  });

  it('an unconfirmed order has no files, even with a correctly signed link', async () => {
    const { order } = await placeOrder();
    const q = documentQuery(TEST_APP_SECRET, order.orderId, 'voucher.pdf', new Date(Date.now() + 86_400_000));
    const link = `/platnosc/plik/?${new URLSearchParams({ orderId: order.orderId, kind: 'voucher.pdf', exp: String(q.exp), sig: q.sig })}`;
    expect((await get(setup.server.url, link)).status).toBe(404);
  });
});

describe('the static pages', () => {
  it('/platnosc/niepowodzenie/ shows the failure texts and the order', async () => {
    const { order } = await placeOrder();
    await settle(order.paymentUrl, 'decline');
    const failed = await page(
      `/platnosc/niepowodzenie/?${new URLSearchParams({ orderId: order.orderId })}`,
      undefined,
      await ownerCookie(order),
    );
    expect(failed.status).toBe(200);
    expect(failed.text).toContain('Płatność nieudana');
    expect(failed.text).toContain(order.orderNumber);
    expect(failed.text).toMatch(/Do zapłaty \d[\d\s]*,\d{2} PLN/);
    expect(failed.html).not.toMatch(/http-equiv="refresh"/);
    expectCommonParts(failed.html, failed.text);
  });

  it('claim no outcome for an order that cannot be found (404, "Błąd sprawdzania płatności")', async () => {
    const success = await page(`/platnosc/sukces/?orderId=${randomUUID()}`);
    expect(success.status).toBe(404);
    expect(success.text).toContain('Błąd sprawdzania płatności');
    expect(success.text).not.toContain('Płatność zakończona sukcesem!');
    expect(success.text).not.toContain('Twoja rezerwacja');
  });

  it('show what the order really is, whichever of the two addresses is opened', async () => {
    const { order: declined } = await placeOrder();
    await settle(declined.paymentUrl, 'decline');
    const onSuccess = await page(`/platnosc/sukces/?${new URLSearchParams({ orderId: declined.orderId })}`);
    expect(onSuccess.text).toContain('Płatność nieudana');
    expect(onSuccess.text).not.toContain('Płatność zakończona sukcesem!');
    expect(onSuccess.text).not.toContain('Zapłacono');

    const { order: unpaid } = await placeOrder();
    const pending = await page(`/platnosc/sukces/?${new URLSearchParams({ orderId: unpaid.orderId })}`);
    expect(pending.text).toContain('Płatność w toku');
    expect(pending.text).not.toContain('Rezerwacja potwierdzona');

    const { order: paid } = await placeOrder();
    await settle(paid.paymentUrl, 'pay');
    const onFailure = await page(`/platnosc/niepowodzenie/?${new URLSearchParams({ orderId: paid.orderId })}`);
    expect(onFailure.text).toContain('Płatność zakończona sukcesem!');
  });
});

describe('a captured payment is not a booking by itself', () => {
  it('paid after the hold lapsed: "Płatność dotarła po czasie", refunded, never "confirmed" or "paid"', async () => {
    const { order } = await placeOrder();
    await setup.real.sweep(new Date(Date.now() + 31 * 60_000));
    await settle(order.paymentUrl, 'pay');
    const status = await call(setup.real, `/api/v1/payment/${order.orderId}/status`);
    expect(status.body).toEqual({ paymentStatus: 'CAPTURED', orderStatus: 'EXPIRED', free: false });

    const cookie = await ownerCookie(order);
    for (const path of [
      statusPath(order.orderId),
      `/platnosc/sukces/?${new URLSearchParams({ orderId: order.orderId })}`,
      `/platnosc/niepowodzenie/?${new URLSearchParams({ orderId: order.orderId })}`,
    ]) {
      for (const who of [cookie, undefined]) {
        const shown = await page(path, undefined, who);
        expect(shown.status).toBe(200);
        expect(shown.text).toContain('Płatność dotarła po czasie');
        expect(shown.text).toContain('Pobraną kwotę zwracamy na konto, z którego zapłacono.');
        expect(shown.text).not.toContain('Rezerwacja potwierdzona');
        expect(shown.text).not.toContain('Płatność zakończona sukcesem!');
        expect(shown.text).not.toContain('Zapłacono');
        expect(shown.text).not.toContain('Pobierz voucher');
        expect(shown.html).not.toMatch(/http-equiv="refresh"/);
        expect(shown.html).toContain('<title>Płatność dotarła po czasie | Parkolot</title>');
      }
    }
    expect((await data(statusPath(order.orderId), undefined, cookie)).view).toMatchObject({
      state: 'late',
      paymentStatus: 'CAPTURED',
      isFinal: true,
    });
    // The refund the page promises is queued.
    const refund = await call(setup.real, `/api/v1/bookings/${order.orderNumber}`, {
      headers: {
        Authorization: `Bearer ${manageToken(TEST_APP_SECRET, order.orderNumber, new Date(Date.now() + 3_600_000))}`,
      },
    });
    expect(RefundSchema.parse(refund.body).refund).not.toBeNull();
    // The order may still be paid again until its deadline: its owner gets the form here too.
    const owner = await page(statusPath(order.orderId), undefined, cookie);
    expect(owner.text).toContain('Zapłać ponownie');
    expect(owner.text).toMatch(/Możesz zapłacić ponownie do .+ – zarezerwujemy miejsce, jeśli będzie jeszcze wolne\./);

    // Once the provider confirmed the refund, its owner reads that the money is back, not on its way.
    const [pending] = await setup.db().select().from(refunds).where(eq(refunds.orderId, order.orderId));
    await setup.db().transaction((tx) => completeRefund(tx, pending.id, `sandbox-refund-${pending.id}`, new Date()));
    const refunded = await page(statusPath(order.orderId), undefined, cookie);
    expect(refunded.text).toContain('Płatność dotarła po czasie');
    expect(refunded.text).toContain(
      'Pobraną kwotę zwróciliśmy na konto, z którego zapłacono – pieniądze docierają zwykle w ciągu kilku dni roboczych.',
    );
    expect(refunded.text).not.toContain('zwracamy');
    expect(refunded.text).toContain('Zapłać ponownie');
    // Its id alone says no more than before.
    expect((await page(statusPath(order.orderId))).text).toContain(
      'Pobraną kwotę zwracamy na konto, z którego zapłacono.',
    );
  });

  it('an unpaid booking cancelled in Moja rezerwacja is cancelled, not a failed payment; its page paid then goes back', async () => {
    const { order } = await placeOrder();
    await cancelInMojaRezerwacja(order.orderNumber);
    const cookie = await ownerCookie(order);
    const shown = await page(statusPath(order.orderId), undefined, cookie);
    expect(shown.text).toContain('Ta rezerwacja została anulowana');
    expect(shown.text).toContain('Nie była opłacona – nic nie pobraliśmy.');
    expect(shown.text).not.toContain('Płatność nieudana');
    expect(shown.text).not.toContain('zwrot wpłaconej kwoty');
    // The payment page left open, paid: the money goes back, and the page says so.
    await settle(order.paymentUrl, 'pay');
    const paid = await page(statusPath(order.orderId), undefined, cookie);
    expect(paid.text).toContain('Ta rezerwacja została anulowana');
    expect(paid.text).not.toContain('nic nie pobraliśmy');
    expect(paid.text).toMatch(/Wpłata [\d ,]+zł wpłynęła po anulowaniu rezerwacji\. Zwracamy ją na konto/);
  });

  it('paid, then cancelled in Moja rezerwacja: "Ta rezerwacja została anulowana", no voucher to show', async () => {
    const { order } = await placeOrder();
    await settle(order.paymentUrl, 'pay');
    await cancelInMojaRezerwacja(order.orderNumber);

    const cookie = await ownerCookie(order);
    for (const who of [cookie, undefined]) {
      const shown = await page(statusPath(order.orderId), undefined, who);
      expect(shown.text).toContain('Ta rezerwacja została anulowana');
      expect(shown.text).toContain(MANAGE_NOTE);
      expect(shown.text).not.toContain('Rezerwacja potwierdzona');
      expect(shown.text).not.toContain('Płatność zakończona sukcesem!');
      expect(shown.text).not.toContain('Pobierz voucher');
    }
    const owner = await page(statusPath(order.orderId), undefined, cookie);
    expect(owner.text).toMatch(/Kwota rezerwacji \d[\d\s]*,\d{2} PLN/);
    expect((await data(statusPath(order.orderId), undefined, cookie)).view).toMatchObject({
      state: 'cancelled',
      isFinal: true,
    });
  });
});

describe('upstream failures', () => {
  let broken: TestServer;
  /** How the API answers paths starting with these prefixes: a 500, or no answer until the client gives up. */
  const failing = new Map<string, 'error' | 'hang'>();

  beforeAll(async () => {
    const backend: EmbeddedApi = {
      fetch: (request) => {
        const { pathname } = new URL(request.url);
        const mode = [...failing].find(([prefix]) => pathname.startsWith(prefix))?.[1];
        if (mode === 'error')
          return Promise.resolve(Response.json({ errors: [{ message: 'Awaria testowa' }] }, { status: 500 }));
        if (mode === 'hang') {
          return new Promise((_, reject) =>
            request.signal.addEventListener('abort', () => reject(request.signal.reason)),
          );
        }
        return setup.real.fetch(request);
      },
      isReady: () => setup.real.isReady(),
      close: async () => {},
    };
    broken = await startTestServer({ backend, env: { API_TIMEOUT_MS: '300' } });
  });
  afterAll(async () => {
    await broken?.close();
  });

  async function withFailing<T>(paths: Record<string, 'error' | 'hang'>, run: () => Promise<T>): Promise<T> {
    for (const [path, mode] of Object.entries(paths)) failing.set(path, mode);
    try {
      return await run();
    } finally {
      failing.clear();
    }
  }

  it('the status call failing: 502 with the spec texts, asked again', async () => {
    const { order } = await placeOrder();
    await withFailing({ '/api/v1/payment/': 'error' }, async () => {
      const failed = await page(statusPath(order.orderId), broken.url);
      expect(failed.status).toBe(502);
      expect(failed.headers.get('cache-control')).toBe('private, no-store');
      expect(failed.text).toContain('Błąd sprawdzania płatności');
      expect(failed.text).toContain('Nie udało się sprawdzić statusu płatności');
      expect(failed.text).not.toContain('Awaria testowa');
      expect(failed.html).toMatch(NO_JS_POLL);
      expectCommonParts(failed.html, failed.text);
      expect(await data(statusPath(order.orderId), broken.url)).toMatchObject({
        status: 502,
        view: { state: 'error', error: 'unavailable', isFinal: false },
      });
    });
  });

  it('the status call timing out: 503', async () => {
    const { order } = await placeOrder();
    await withFailing({ '/api/v1/payment/': 'hang' }, async () => {
      const slow = await page(statusPath(order.orderId), broken.url);
      expect(slow.status).toBe(503);
      expect(slow.text).toContain('Błąd sprawdzania płatności');
    });
  });

  it('only the order failing: the status still shows, without the summary; the static page claims nothing', async () => {
    const { order } = await placeOrder();
    const cookie = await ownerCookie(order);
    await withFailing({ '/api/v1/orders/': 'error' }, async () => {
      const pending = await page(statusPath(order.orderId), broken.url, cookie);
      expect(pending.status).toBe(200);
      expect(pending.text).toContain('Płatność w toku');
      expect(pending.text).not.toContain('Twoja rezerwacja');
      const success = await page(
        `/platnosc/sukces/?${new URLSearchParams({ orderId: order.orderId })}`,
        broken.url,
        cookie,
      );
      expect(success.status).toBe(502);
      expect(success.text).toContain('Błąd sprawdzania płatności');
      expect(success.text).not.toContain('Płatność zakończona sukcesem!');
      expect(success.text).not.toContain(order.orderNumber);
    });
  });
});

describe('"Zapłać ponownie" (decision 0031): a plain form, the same with and without JS', () => {
  const FormSchema = z.object({ orderId: z.string(), exp: z.string(), sig: z.string() });

  /** The hidden fields of the page's "Zapłać ponownie" form, as a browser would send them. */
  function payAgainForm(html: string) {
    const field = (name: string) => new RegExp(`<input type="hidden" name="${name}" value="([^"]*)"`).exec(html)?.[1];
    const action = /<form method="post" action="([^"]+)">/.exec(html)?.[1]?.replace(/&amp;/g, '&');
    expect(action).toBeDefined();
    return {
      action: action ?? '',
      fields: FormSchema.parse({ orderId: field('orderId'), exp: field('exp'), sig: field('sig') }),
    };
  }

  const post = (path: string, fields: Record<string, string>) =>
    fetch(`${setup.server.url}${path}`, {
      method: 'POST',
      body: new URLSearchParams(fields),
      redirect: 'manual',
    });

  it('declined: the form starts a new payment and sends the browser to it (303); paid, the page shows success', async () => {
    const { order } = await placeOrder();
    await settle(order.paymentUrl, 'decline');
    const cookie = await ownerCookie(order);
    const { action, fields } = payAgainForm((await page(statusPath(order.orderId), undefined, cookie)).html);
    expect(action).toBe(`/platnosc/?index=&orderId=${order.orderId}`);

    const started = await post(action, fields);
    expect(started.status).toBe(303);
    const newPaymentUrl = started.headers.get('location');
    expect(newPaymentUrl).toMatch(/\/api\/v1\/payments\/sandbox\//);
    expect(newPaymentUrl).not.toBe(order.paymentUrl);

    await settle(newPaymentUrl, 'pay');
    const paid = await page(statusPath(order.orderId), undefined, cookie);
    expect(paid.text).toContain('Płatność zakończona sukcesem!');
    expect(paid.text).toContain(order.orderNumber);
    expect(paid.html).not.toContain('Zapłać ponownie');
    expect(paid.text).not.toContain('wpłynęła');
  });

  it('the old page paid after a new payment started: booked by the old one; the new one paid too goes back', async () => {
    const { order } = await placeOrder();
    await settle(order.paymentUrl, 'decline');
    const cookie = await ownerCookie(order);
    const { action, fields } = payAgainForm((await page(statusPath(order.orderId), undefined, cookie)).html);
    const newPaymentUrl = (await post(action, fields)).headers.get('location');
    // Another tab still showed the first payment's page: paying there books the order.
    await settle(order.paymentUrl, 'pay');
    const booked = await page(statusPath(order.orderId), undefined, cookie);
    expect(booked.text).toContain('Płatność zakończona sukcesem!');
    expect(booked.text).not.toContain('wpłynęła');
    await settle(newPaymentUrl, 'pay');
    const twice = await page(statusPath(order.orderId), undefined, cookie);
    expect(twice.text).toContain('Płatność zakończona sukcesem!');
    expect(twice.text).toMatch(
      /Wpłata [\d ,]+zł wpłynęła, gdy rezerwacja była już opłacona\. Zwracamy ją na konto, z którego zapłacono/,
    );
  });

  it('the old page paid while the form starts a new payment: nobody is sent to pay twice, the page says booked', async () => {
    const { order } = await placeOrder();
    await settle(order.paymentUrl, 'decline');
    const cookie = await ownerCookie(order);
    const { action, fields } = payAgainForm((await page(statusPath(order.orderId), undefined, cookie)).html);
    whileStarting = async () => void (await settle(order.paymentUrl, 'pay'));
    const started = await post(action, fields);
    expect(whileStarting).toBeNull();
    expect(started.status).toBe(303);
    expect(started.headers.get('location')).toBe(statusPath(order.orderId));
    const booked = await page(statusPath(order.orderId), undefined, cookie);
    expect(booked.text).toContain('Płatność zakończona sukcesem!');
  });

  it('the e-mail link’s own signature is what the form sends; a forged one is 403 with a Polish message', async () => {
    const { order } = await placeOrder();
    await settle(order.paymentUrl, 'cancel');
    const fromEmail = `${statusPath(order.orderId)}&exp=4102444800&sig=forged-signature-0123456789abcdef`;
    // Opened in a browser without the order's cookie: the status and the form, no details and no deadline.
    const opened = await page(fromEmail);
    expect(opened.text).toContain('Płatność nie została zrealizowana – rezerwacja nie jest opłacona.');
    expect(opened.text).toContain(MANAGE_NOTE);
    expect(opened.text).not.toContain(order.orderNumber);
    expect(opened.text).not.toContain('Możesz zapłacić do');
    const { action, fields } = payAgainForm(opened.html);
    expect(fields).toMatchObject({ exp: '4102444800', sig: 'forged-signature-0123456789abcdef' });
    const refused = await post(action, fields);
    expect(refused.status).toBe(403);
    const html = await refused.text();
    expect(text(html)).toContain('Link do ponownej płatności jest nieprawidłowy.');
    expect(html).toContain('role="alert"');
  });

  it('a form without its fields is 400 with a Polish message, never a 500', async () => {
    const { order } = await placeOrder();
    await settle(order.paymentUrl, 'decline');
    const incomplete: Record<string, string>[] = [
      {},
      { orderId: order.orderId },
      { orderId: order.orderId, exp: 'jutro', sig: 'x' },
    ];
    for (const fields of incomplete) {
      const refused = await post(`/platnosc/?index=&orderId=${order.orderId}`, fields);
      expect(refused.status).toBe(400);
      expect(text(await refused.text())).toContain('Link do ponownej płatności jest niepełny lub uszkodzony.');
    }
  });

  it('the hold lapsed and someone else took the last space: 409, the reason and a link to search the same dates', async () => {
    const parking = await parkingWithCapacity(setup.real, 1, parkingIndex++);
    const lines = [parkingLine(parking.id, stay)];
    const placeOn = async () => {
      const offer = OfferSchema.parse(
        (await call(setup.real, '/api/v1/offers', { method: 'POST', json: { offerLines: lines } })).body,
      );
      const created = await call(setup.real, '/api/v1/orders', {
        method: 'POST',
        headers: { 'Idempotency-Key': randomUUID() },
        json: { offerId: offer.id, orderLines: lines, expectedPrice: offer.total, customer },
      });
      return OrderSchema.parse(created.body);
    };
    const first = await placeOn();
    await setup.real.sweep(new Date(Date.now() + 11 * 60_000));
    const expired = await page(statusPath(first.orderId), undefined, await ownerCookie(first));
    expect(expired.text).toContain('Miejsce nie jest już zarezerwowane');
    const { action, fields } = payAgainForm(expired.html);
    await placeOn();

    const refused = await post(action, fields);
    expect(refused.status).toBe(409);
    const html = await refused.text();
    expect(text(html)).toContain('Miejsca na ten termin zostały już zarezerwowane przez kogoś innego.');
    const search = /href="(\/parking-lotnisko-[^"]+)"[^>]*>Szukaj parkingu na te same daty/.exec(html)?.[1];
    const searched = new URL((search ?? '').replace(/&amp;/g, '&'), 'http://x').searchParams;
    expect(Date.parse(searched.get('arrivalAt') ?? '')).toBe(Date.parse(stay.arrivalAt));
    expect(Date.parse(searched.get('departureAt') ?? '')).toBe(Date.parse(stay.departureAt));
  });
});
