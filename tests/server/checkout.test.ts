// The checkout route /rezerwacja/ over HTTP (checkout-payment.md §2, §4, §5, §8): the real production
// server and the embedded API on an in-memory database, driven the way a browser without JS does
// (urlencoded form posts, following nothing: `redirect: 'manual'`) and the way testers do (?_data= JSON).
// The database is read and changed directly with drizzle to expire offers, change prices and fill car parks.
import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { addons, offers, orders, parkings, payments } from '../../backend/db/schema';
import type { Backend } from '../../backend/index';
import { dateKey, timeOfDay } from '../../core/warsaw-time';
import {
  call,
  customer,
  daysFromNow,
  parkingLine,
  parkingWithCapacity,
  PUBLIC_URL,
  startBackend,
} from '../backend/harness';
import { nextSpringForward, springForwardBookable } from '../fixtures/clock-change';
import { interceptedBackend, startTestServer, type TestServer } from '../setup/server-harness';

const ROUTE_ID = 'routes/rezerwacja';

// ---------------------------------------------------------------------------------------------
// Server, backend and a hook on the order call (to expire an offer while an order is being placed)

let real: Backend;
let server: TestServer;
/** Run (once each, in order) just before the web tier's next POST /api/v1/orders reaches the backend. */
const beforeOrderCall: ((offerId: string) => Promise<void>)[] = [];
const OrderCallSchema = z.object({ offerId: z.string() });

beforeAll(async () => {
  real = await startBackend();
  const backend = interceptedBackend(real, async (request) => {
    const hook = beforeOrderCall[0];
    if (hook && request.method === 'POST' && new URL(request.url).pathname === '/api/v1/orders') {
      beforeOrderCall.shift();
      await hook(OrderCallSchema.parse(await request.clone().json()).offerId);
    }
    return null;
  });
  server = await startTestServer({ backend });
});
afterAll(async () => {
  await server?.close();
});

const db = () => real.database.db;

// ---------------------------------------------------------------------------------------------
// Answers, parsed

const StaySchema = z.object({ arrivalAt: z.string(), departureAt: z.string() });
const QuoteSchema = z.object({
  offerId: z.string(),
  expiresAt: z.string().nullable(),
  currency: z.string(),
  total: z.number(),
  discount: z.number(),
  lines: z.array(
    z.object({
      productId: z.string(),
      name: z.string(),
      kind: z.enum(['parking', 'addon']),
      price: z.number(),
      originalPrice: z.number().nullable(),
      calculation: z.string(),
    }),
  ),
  promo: z.object({ code: z.string(), percent: z.number().nullable() }).nullable(),
});
type Quote = z.output<typeof QuoteSchema>;
const QuoteStateSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('ok'), quote: QuoteSchema }),
  z.object({ status: z.literal('error'), title: z.string(), message: z.string(), code: z.string().nullable() }),
]);
const CheckoutPageSchema = z.object({
  kind: z.literal('checkout'),
  parking: z.object({ id: z.string(), name: z.string(), isActive: z.boolean(), isPlaceholder: z.boolean() }),
  stay: StaySchema,
  unavailableDays: z.array(z.string()),
  addons: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      description: z.string(),
      price: z.number(),
      currency: z.string(),
      basis: z.string(),
    }),
  ),
  quote: QuoteStateSchema,
  idempotencyKey: z.string(),
  defaults: z.object({
    countryCode: z.string(),
    adults: z.number(),
    children: z.number(),
    licensePlates: z.array(z.string()),
    addons: z.array(z.string()),
  }),
});
type CheckoutPage = z.output<typeof CheckoutPageSchema>;
const LoaderSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('no-parking'), reason: z.enum(['missing', 'invalid', 'not-found']) }),
  CheckoutPageSchema,
]);
const NoticeSchema = z.object({
  title: z.string(),
  description: z.string().optional(),
  variant: z.enum(['success', 'error', 'info']),
});
const ActionSchema = z.object({
  intent: z.string(),
  reply: z.object({
    status: z.string().optional(),
    initialValue: z.record(z.string(), z.unknown()).nullable().optional(),
    error: z.record(z.string(), z.array(z.string()).nullable()).optional(),
    fields: z.array(z.string()).optional(),
  }),
  stay: StaySchema.nullable(),
  quote: QuoteStateSchema.optional(),
  notice: NoticeSchema.optional(),
  promoError: z.string().optional(),
  priceChange: z
    .object({
      oldPrice: z.number().nullable(),
      newPrice: z.number(),
      difference: z.number(),
      currency: z.string(),
      newOfferId: z.string(),
      reason: z.enum(['expired', 'details']),
    })
    .optional(),
  ordered: z
    .object({
      redirectTo: z.string(),
      orderId: z.string(),
      orderNumber: z.string().nullable(),
      total: z.number(),
      currency: z.string(),
    })
    .optional(),
});
type ActionData = z.output<typeof ActionSchema>;

/** The priced offer of a quote state that must have one. */
function okQuote(state: z.output<typeof QuoteStateSchema> | undefined): Quote {
  if (state?.status !== 'ok') throw new Error(`expected a priced quote, got ${JSON.stringify(state)}`);
  return state.quote;
}

/** The visible text of an HTML page, roughly (scripts and tags dropped, the entities we use decoded). */
function text(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<title>[\s\S]*?<\/title>/g, ' ')
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ');
}

/** The value of the page's one input named `name` (server-rendered, before any script runs). */
function fieldValue(html: string, name: string): string | undefined {
  const inputs = (html.match(/<input\b[^>]*>/g) ?? []).filter((tag) => tag.includes(` name="${name}"`));
  expect(inputs).toHaveLength(1);
  const value = /\svalue="([^"]*)"/.exec(inputs[0])?.[1];
  return value === undefined ? undefined : unescapeAttribute(value);
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const unescapeAttribute = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The value attribute of the input named `name` in the HTML, or null. */
function inputValue(html: string, name: string): string | null {
  const input = new RegExp(`<input[^>]*\\bname="${name.replace(/[[\].]/g, '\\$&')}"[^>]*>`).exec(html)?.[0];
  if (!input) return null;
  const value = /\bvalue="([^"]*)"/.exec(input)?.[1];
  return value === undefined ? null : unescapeAttribute(value);
}

// ---------------------------------------------------------------------------------------------
// Requests

type Stay = { arrivalAt: string; departureAt: string };
/** A stay `from` days ahead at 09:00 UTC, `days` long. */
const stayAhead = (from: number, days: number): Stay => ({
  arrivalAt: daysFromNow(from),
  departureAt: daysFromNow(from + days),
});
const STAY = stayAhead(4, 3);

const checkoutPath = (parkingId: string | number, stay?: Stay) =>
  `/rezerwacja/?${new URLSearchParams({ parkingId: String(parkingId), ...(stay ?? {}) })}`;
const withData = (path: string) => `${path}${path.includes('?') ? '&' : '?'}_data=${encodeURIComponent(ROUTE_ID)}`;

const get = (path: string, cookie?: string) =>
  fetch(`${server.url}${path}`, { redirect: 'manual', headers: cookie ? { Cookie: cookie } : {} });

async function loadPage(parkingId: number, stay: Stay = STAY): Promise<CheckoutPage> {
  const response = await get(withData(checkoutPath(parkingId, stay)));
  expect(response.status).toBe(200);
  return CheckoutPageSchema.parse(await response.json());
}

type Form = Record<string, string | string[]>;

function encode(form: Form): URLSearchParams {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(form)) {
    for (const v of Array.isArray(value) ? value : [value]) body.append(name, v);
  }
  return body;
}

/** POSTs the form urlencoded to /rezerwacja/?parkingId=… (with ?_data= unless `html`). */
function post(parkingId: string, form: Form | URLSearchParams, { html = false } = {}): Promise<Response> {
  const path = checkoutPath(parkingId);
  return fetch(`${server.url}${html ? path : withData(path)}`, {
    method: 'POST',
    body: form instanceof URLSearchParams ? form : encode(form),
    redirect: 'manual',
  });
}

/** A POST whose answer is action data (?_data= JSON) with the expected status. */
async function act(parkingId: string, form: Form, status: number): Promise<ActionData> {
  const response = await post(parkingId, form);
  const body = await response.text();
  expect(response.status, body.slice(0, 2000)).toBe(status);
  expect(response.headers.get('content-type')).toContain('application/json');
  expect(response.headers.get('cache-control')).toBe('private, no-store');
  return ActionSchema.parse(JSON.parse(body));
}

/** A no-JS submit that must place the order: the 303's Location. */
async function submitOrder(parkingId: string, form: Form): Promise<string> {
  const response = await post(parkingId, form, { html: true });
  const body = await response.text();
  expect(response.status, text(body).slice(0, 2000)).toBe(303);
  expect(response.headers.get('cache-control')).toBe('private, no-store');
  return response.headers.get('location') ?? '';
}

// ---------------------------------------------------------------------------------------------
// The form

/** The date/time fields of the summary for a stay (Warsaw wall-clock time). */
function stayFields(stay: Stay): Form {
  const arrival = new Date(stay.arrivalAt);
  const departure = new Date(stay.departureAt);
  return {
    arrivalDate: dateKey(arrival),
    arrivalTime: timeOfDay(arrival),
    departureDate: dateKey(departure),
    departureTime: timeOfDay(departure),
  };
}

/** A date field's day moved by whole days (the field's own yyyy-mm-dd). */
function shiftDay(day: string | string[] | undefined, days: number): string {
  const date = new Date(`${String(day)}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const plateFields = (plates: string[]): Form =>
  Object.fromEntries(plates.map((plate, i) => [`licensePlates[${i}]`, plate]));

const CONTACT = {
  firstName: 'Anna',
  lastName: 'Kowalska',
  email: 'anna.kowalska@example.pl',
  countryCode: '+48',
  phone: '600 100 200',
} as const;

const INVOICE = {
  wantsInvoice: 'on',
  'invoiceData.nip': '5252248481',
  'invoiceData.country': 'polska',
  'invoiceData.companyName': 'Kowalska Consulting sp. z o.o.',
  'invoiceData.companyAddress': 'ul. Marszałkowska 1',
  'invoiceData.companyCity': 'Warszawa',
  'invoiceData.postalCode': '00-001',
} as const;

/** A complete, valid booking form for the page's offer (one plate unless overridden). */
function checkoutForm(page: CheckoutPage, overrides: Form = {}, omit: string[] = []): Form {
  const quote = okQuote(page.quote);
  const form: Form = {
    parkingId: page.parking.id,
    offerId: quote.offerId,
    quotedTotal: String(quote.total),
    idempotencyKey: page.idempotencyKey,
    ...CONTACT,
    adults: '2',
    children: '0',
    notes: 'Przylot późnym wieczorem',
    'licensePlates[0]': 'WA 12345',
    ...stayFields(page.stay),
    privacyPolicyAccepted: 'on',
    intent: 'submit',
    ...overrides,
  };
  for (const name of omit) delete form[name];
  return form;
}

/** The form with the offer a quote answer carries (what the page's hidden fields hold afterwards). */
function withQuote(form: Form, quote: Quote): Form {
  return { ...form, offerId: quote.offerId, quotedTotal: String(quote.total) };
}

// ---------------------------------------------------------------------------------------------
// Car parks and the database

/** Each test books its own car park (the last active ones, counted down), so none sees another's orders. */
let nextParkingIndex = 0;
async function freshParking(capacity = 50) {
  return parkingWithCapacity(real, capacity, nextParkingIndex++);
}
async function freshParkingWithAddons(capacity = 50) {
  for (;;) {
    const parking = await freshParking(capacity);
    const rows = await db()
      .select({ id: addons.id })
      .from(addons)
      .where(and(eq(addons.parkingId, parking.id), eq(addons.active, true)));
    if (rows.length > 0) return parking;
  }
}

async function freshParkingWithoutDiscount() {
  for (let tries = 0; tries < 10; tries++) {
    const parking = await freshParking();
    const page = await loadPage(parking.id);
    if (okQuote(page.quote).discount === 0) return { parking, page };
  }
  throw new Error('No car park without a discount of its own among the next ten: check the seed data.');
}

const ordersOf = (parkingId: number) => db().select().from(orders).where(eq(orders.parkingId, parkingId));

async function onlyOrder(parkingId: number) {
  const rows = await ordersOf(parkingId);
  expect(rows).toHaveLength(1);
  return rows[0];
}

async function paymentOf(orderId: string) {
  const [row] = await db().select().from(payments).where(eq(payments.orderId, orderId));
  expect(row).toBeDefined();
  return row;
}

const expireOffer = (offerId: string) =>
  db()
    .update(offers)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(offers.id, offerId));

/** The parking's stay price straight from the API (złoty). */
async function apiPrice(parkingId: number, stay: Stay = STAY): Promise<number> {
  const answer = await call(real, `/api/v1/products/parking/${parkingId}/price?${new URLSearchParams(stay)}`);
  return z.object({ price: z.object({ amount: z.number() }) }).parse(answer.body).price.amount;
}

/** Multiplies every tariff price of the parking (its `tariff` column drives the price). */
async function scaleTariff(parkingId: number, factor: number) {
  const [row] = await db().select({ tariff: parkings.tariff }).from(parkings).where(eq(parkings.id, parkingId));
  const scale = (grosze: number) => Math.round(grosze * factor);
  await db()
    .update(parkings)
    .set({ tariff: { dayPrices: row.tariff.dayPrices.map(scale), extraDayPrice: scale(row.tariff.extraDayPrice) } })
    .where(eq(parkings.id, parkingId));
}

/** The sandbox payment page of the order's payment, on the API's public origin. */
async function sandboxUrlOf(orderId: string): Promise<string> {
  const payment = await paymentOf(orderId);
  return `${PUBLIC_URL}/api/v1/payments/sandbox/${payment.id}`;
}

const VehiclesSchema = z.object({ vehicles: z.array(z.object({ plate: z.string() })) });

// =============================================================================================

describe('GET /rezerwacja/', () => {
  it('answers ?_data= with the parking, the stay, its addons and a priced offer, never cached', async () => {
    const parking = await freshParkingWithAddons();
    const response = await get(withData(checkoutPath(parking.id, STAY)));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const page = CheckoutPageSchema.parse(await response.json());

    expect(page.parking).toMatchObject({
      id: String(parking.id),
      name: parking.name,
      isActive: true,
      isPlaceholder: false,
    });
    expect(Date.parse(page.stay.arrivalAt)).toBe(Date.parse(STAY.arrivalAt));
    expect(Date.parse(page.stay.departureAt)).toBe(Date.parse(STAY.departureAt));
    expect(page.addons.length).toBeGreaterThan(0);
    expect(page.defaults).toMatchObject({ countryCode: '+48', adults: 2, children: 0 });
    expect(page.idempotencyKey).toMatch(/^[A-Za-z0-9-]{16,64}$/);

    const quote = okQuote(page.quote);
    const price = await apiPrice(parking.id);
    expect(quote).toMatchObject({ total: price, currency: 'PLN', promo: null });
    const zl = (amount: number) => `${amount.toFixed(2).replace('.', ',')} zł`;
    expect(quote.lines).toEqual([
      {
        productId: String(parking.id),
        name: parking.name,
        kind: 'parking',
        price,
        originalPrice: null,
        calculation: `${zl(price)} × 1 pojazd = ${zl(price)}`,
      },
    ]);
    const [offer] = await db().select().from(offers).where(eq(offers.id, quote.offerId));
    expect(offer).toMatchObject({ parkingId: parking.id, total: Math.round(price * 100), vehicles: 1 });
    expect(offer.expiresAt.getTime()).toBeGreaterThan(Date.now() + 50 * 60_000);

    // Every page load is a new form with its own key.
    const again = await loadPage(parking.id);
    expect(again.idempotencyKey).not.toBe(page.idempotencyKey);
  });

  it("renders 'Rezerwacja miejsca parkingowego - {name}' with the form, never cached and not indexed", async () => {
    const parking = await freshParking();
    const response = await get(checkoutPath(parking.id, STAY));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const html = await response.text();
    expect(text(html)).toContain(`Rezerwacja miejsca parkingowego - ${parking.name}`);
    expect(html.replace(/<!-- -->/g, '')).toContain(
      `>Rezerwacja miejsca parkingowego - ${escapeHtml(parking.name)}</h1>`,
    );
    expect(html).toContain(`<title>Rezerwacja – ${escapeHtml(parking.name)} | Parkolot</title>`);
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"\/?>/);
    expect(text(html)).toContain('Przejdź do płatności');
    expect(html).toMatch(/<input[^>]*name="privacyPolicyAccepted"/);
    expect(inputValue(html, 'parkingId')).toBe(String(parking.id));
  });

  it.each([
    ['no parkingId', '/rezerwacja/', 200, 'missing'],
    ['a blank parkingId', '/rezerwacja/?parkingId=%20', 200, 'missing'],
    ['a parkingId that cannot be an id', '/rezerwacja/?parkingId=%3Cscript%3E', 400, 'invalid'],
    ['a parkingId with a path in it', '/rezerwacja/?parkingId=..%2F..%2Fadmin', 400, 'invalid'],
    ['an unknown parking', '/rezerwacja/?parkingId=987654', 404, 'not-found'],
    // Not decimal: never read as parking 1 (the page once showed it with every other call refused).
    ['a parkingId in hexadecimal', '/rezerwacja/?parkingId=0x1', 404, 'not-found'],
    ['a parkingId in binary', '/rezerwacja/?parkingId=0b1', 404, 'not-found'],
  ])("%s (%s) → %i 'Nie wybrano parkingu', reason %s", async (_, path, status, reason) => {
    const data = await get(withData(path));
    expect(data.status).toBe(status);
    expect(data.headers.get('cache-control')).toBe('private, no-store');
    expect(LoaderSchema.parse(await data.json())).toEqual({ kind: 'no-parking', reason });

    const page = await get(path);
    expect(page.status).toBe(status);
    expect(text(await page.text())).toContain('Nie wybrano parkingu');
  });

  it('an unknown parking is the page’s 404, not a warning in the log (anyone can ask for one)', async () => {
    const from = server.logs.length;
    expect((await get('/rezerwacja/?parkingId=987655')).status).toBe(404);
    const warnings = server.logs.slice(from).filter((line) => typeof line.level === 'number' && line.level >= 40);
    expect(warnings).toEqual([]);
  });

  it("links 'regulamin parkingu' to the car park's own regulations page, which opens in Polish", async () => {
    const [parking] = await db()
      .select()
      .from(parkings)
      .where(and(eq(parkings.active, true), isNotNull(parkings.regulationsUrl)))
      .limit(1);
    const link = parking.regulationsUrl ?? '';
    expect(link).toMatch(/^\/[a-z0-9-]+\/$/);
    const html = await (await get(checkoutPath(parking.id, STAY))).text();
    expect(html).toMatch(new RegExp(`<a href="${link}"[^>]*>regulamin parkingu</a>`));
    expect(text(html)).not.toContain('Regulamin parkingu jest dostępny na miejscu');

    const page = await get(link);
    expect(page.status).toBe(200);
    const shown = text(await page.text());
    expect(shown).toContain(`Regulamin parkingu ${parking.name}`);
    expect(shown).toContain(parking.address);
  });

  it('says a car park without its own regulations link has them on site (tooltip), with no link', async () => {
    const [parking] = await db()
      .select()
      .from(parkings)
      .where(and(eq(parkings.active, true), isNull(parkings.regulationsUrl)))
      .limit(1);
    const html = await (await get(checkoutPath(parking.id, STAY))).text();
    expect(text(html)).toContain('Regulamin parkingu jest dostępny na miejscu');
    expect(html).not.toMatch(/>regulamin parkingu<\/a>/);
  });

  it.each([
    ['no parkingId', '/rezerwacja/', 'najpierw wybierz parking'],
    ['a parkingId that is no number', '/rezerwacja/?parkingId=abc', 'Nie znaleźliśmy tego parkingu'],
    ['an unknown numeric parkingId', '/rezerwacja/?parkingId=987654', 'Nie znaleźliśmy tego parkingu'],
  ])("%s: the HTML (no JS) says 'Nie wybrano parkingu', why, and links home", async (_, path, why) => {
    const response = await get(path);
    const html = await response.text();
    const shown = text(html);
    expect(shown).toContain('Nie wybrano parkingu');
    expect(shown).toContain(why);
    expect(html).toMatch(/<a [^>]*href="\/"[^>]*>Wróć na stronę główną<\/a>/);
    // Nothing that never resolves without JS, and none of the API's own words.
    expect(shown).not.toContain('Sprawdzamy');
    expect(shown).not.toContain('Oferta musi');
    expect(shown).not.toContain('Przejdź do płatności');
  });

  it('an old link naming an addon the car park no longer offers: priced without it, the offered one kept', async () => {
    const parking = await freshParkingWithAddons();
    const [offered] = await db()
      .select({ id: addons.id })
      .from(addons)
      .where(and(eq(addons.parkingId, parking.id), eq(addons.active, true)));
    const path = `${checkoutPath(parking.id, STAY)}&addons=ad-usuniety&addons=${offered.id}`;
    const response = await get(withData(path));
    expect(response.status).toBe(200);
    const page = CheckoutPageSchema.parse(await response.json());
    expect(page.defaults.addons).toEqual([String(offered.id)]);
    const quote = okQuote(page.quote);
    expect(quote.lines.map((line) => line.productId)).toEqual([String(parking.id), String(offered.id)]);
  });
});

// =============================================================================================

describe('validation (spec §5)', () => {
  let page: CheckoutPage;
  let parkingId: number;
  beforeAll(async () => {
    parkingId = (await freshParking()).id;
    page = await loadPage(parkingId);
  });

  /** Everything a traveller may type, with an invoice and two vehicles. */
  const typed = (overrides: Form = {}, omit: string[] = []) =>
    checkoutForm(
      page,
      {
        ...INVOICE,
        ...plateFields(['WA 12345', 'KR 9876F']),
        countryCode: '+49',
        marketingConsent: 'on',
        ...overrides,
      },
      omit,
    );

  it.each<{ label: string; overrides: Form; omit: string[]; field: string; message: string }>([
    {
      label: 'a blank first name',
      overrides: { firstName: '' },
      omit: [],
      field: 'firstName',
      message: 'Imię jest wymagane',
    },
    {
      label: 'a first name of spaces',
      overrides: { firstName: '   ' },
      omit: [],
      field: 'firstName',
      message: 'Imię jest wymagane',
    },
    {
      label: 'no first name at all',
      overrides: {},
      omit: ['firstName'],
      field: 'firstName',
      message: 'Imię jest wymagane',
    },
    {
      label: 'a blank last name',
      overrides: { lastName: '' },
      omit: [],
      field: 'lastName',
      message: 'Nazwisko jest wymagane',
    },
    {
      label: 'an e-mail without @',
      overrides: { email: 'anna.kowalska.example.pl' },
      omit: [],
      field: 'email',
      message: 'Nieprawidłowy format email',
    },
    {
      label: 'an e-mail without a domain',
      overrides: { email: 'anna@' },
      omit: [],
      field: 'email',
      message: 'Nieprawidłowy format email',
    },
    {
      label: 'a phone of 8 digits',
      overrides: { phone: '600 100 20' },
      omit: [],
      field: 'phone',
      message: 'Numer telefonu musi mieć co najmniej 9 cyfr',
    },
    {
      label: 'a blank phone',
      overrides: { phone: '' },
      omit: [],
      field: 'phone',
      message: 'Numer telefonu musi mieć co najmniej 9 cyfr',
    },
    {
      label: '0 adults',
      overrides: { adults: '0' },
      omit: [],
      field: 'adults',
      message: 'Liczba dorosłych musi być większa od 0',
    },
    {
      label: '-1 children',
      overrides: { children: '-1' },
      omit: [],
      field: 'children',
      message: 'Liczba dzieci nie może być ujemna',
    },
    {
      label: 'a blank second plate',
      overrides: { 'licensePlates[1]': '' },
      omit: [],
      field: 'licensePlates[1]',
      message: 'Tablica rejestracyjna jest wymagana',
    },
    {
      label: 'a blank first plate',
      overrides: { 'licensePlates[0]': ' ' },
      omit: [],
      field: 'licensePlates[0]',
      message: 'Tablica rejestracyjna jest wymagana',
    },
    {
      label: 'the first plate again, in lower case with a hyphen',
      overrides: { 'licensePlates[1]': 'wa-12345' },
      omit: [],
      field: 'licensePlates[1]',
      message: 'Ten numer rejestracyjny jest już wpisany przy innym pojeździe',
    },
    {
      label: 'an invoice without NIP',
      overrides: { 'invoiceData.nip': '' },
      omit: [],
      field: 'invoiceData.nip',
      message: 'NIP jest wymagany',
    },
    {
      label: 'an invoice without country',
      overrides: { 'invoiceData.country': '' },
      omit: [],
      field: 'invoiceData.country',
      message: 'Kraj jest wymagany',
    },
    {
      label: 'an invoice without company name',
      overrides: { 'invoiceData.companyName': '' },
      omit: [],
      field: 'invoiceData.companyName',
      message: 'Nazwa firmy jest wymagana',
    },
    {
      label: 'an invoice without address',
      overrides: { 'invoiceData.companyAddress': '' },
      omit: [],
      field: 'invoiceData.companyAddress',
      message: 'Adres firmy jest wymagany',
    },
    {
      label: 'an invoice without city',
      overrides: { 'invoiceData.companyCity': '' },
      omit: [],
      field: 'invoiceData.companyCity',
      message: 'Miasto jest wymagane',
    },
    {
      label: 'an invoice without postal code',
      overrides: { 'invoiceData.postalCode': '' },
      omit: [],
      field: 'invoiceData.postalCode',
      message: 'Kod pocztowy jest wymagany',
    },
    {
      label: 'a Polish invoice whose NIP has a wrong check digit (checked by the server)',
      overrides: { 'invoiceData.nip': '5252248482' },
      omit: [],
      field: 'invoiceData.nip',
      message: 'Ten NIP ma błędną cyfrę kontrolną — sprawdź, czy nie ma literówki',
    },
    {
      label: 'a Polish invoice with a postal code not of the form 00-000',
      overrides: { 'invoiceData.postalCode': '0001' },
      omit: [],
      field: 'invoiceData.postalCode',
      message: 'Kod pocztowy w Polsce ma postać 00-000',
    },
    {
      label: 'the privacy policy not accepted',
      overrides: {},
      omit: ['privacyPolicyAccepted'],
      field: 'privacyPolicyAccepted',
      message: 'Musisz zaakceptować politykę prywatności i regulamin',
    },
  ])('$label → 400 with $message under $field, every typed value kept', async ({ overrides, omit, field, message }) => {
    const form = typed(overrides, omit);
    const data = await act(page.parking.id, form, 400);
    expect(data.intent).toBe('submit');
    expect(data.reply.error).toEqual({ [field]: [message] });
    expect(data.ordered).toBeUndefined();

    // Nothing typed is lost: the answer carries every value back (a blank field comes back blank).
    const initial = data.reply.initialValue ?? {};
    const blankIsNull = (value: unknown) => (value === undefined || value === '' ? null : value);
    for (const name of [
      'firstName',
      'lastName',
      'email',
      'countryCode',
      'phone',
      'adults',
      'children',
      'notes',
      'marketingConsent',
      'wantsInvoice',
    ]) {
      expect(blankIsNull(initial[name]), name).toBe(blankIsNull(form[name]));
    }
    expect(z.array(z.string().nullable()).parse(initial.licensePlates).map(blankIsNull)).toEqual(
      [form['licensePlates[0]'], form['licensePlates[1]']].map(blankIsNull),
    );
    const invoice = z.record(z.string(), z.unknown()).parse(initial.invoiceData);
    for (const key of ['nip', 'country', 'companyName', 'companyAddress', 'companyCity', 'postalCode']) {
      expect(blankIsNull(invoice[key]), key).toBe(blankIsNull(form[`invoiceData.${key}`]));
    }
    expect(await ordersOf(parkingId)).toHaveLength(0);
  });

  it('an empty form with an invoice wanted reports every rule at once, the invoice fields included', async () => {
    const blank: Form = Object.fromEntries(
      [
        'firstName',
        'lastName',
        'email',
        'phone',
        'licensePlates[0]',
        ...Object.keys(INVOICE).filter((k) => k !== 'wantsInvoice'),
      ].map((k) => [k, '']),
    );
    const data = await act(
      page.parking.id,
      checkoutForm(page, { ...blank, wantsInvoice: 'on', adults: '0', children: '-1' }, ['privacyPolicyAccepted']),
      400,
    );
    expect(Object.keys(data.reply.error ?? {}).sort()).toEqual(
      [
        'firstName',
        'lastName',
        'email',
        'phone',
        'adults',
        'children',
        'licensePlates[0]',
        'privacyPolicyAccepted',
        'invoiceData.nip',
        'invoiceData.country',
        'invoiceData.companyName',
        'invoiceData.companyAddress',
        'invoiceData.companyCity',
        'invoiceData.postalCode',
      ].sort(),
    );
  });

  it('without JS, the rejected form comes back as HTML with the messages next to the typed values', async () => {
    const form = typed({ firstName: '', email: 'anna(at)example.pl', phone: '1234' });
    const response = await post(page.parking.id, form, { html: true });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const html = await response.text();
    const visible = text(html);
    expect(visible).toContain('Imię jest wymagane');
    expect(visible).toContain('Nieprawidłowy format email');
    expect(visible).toContain('Numer telefonu musi mieć co najmniej 9 cyfr');
    expect(visible).toContain(`Rezerwacja miejsca parkingowego - ${page.parking.name}`);
    expect(inputValue(html, 'email')).toBe('anna(at)example.pl');
    expect(inputValue(html, 'lastName')).toBe('Kowalska');
    expect(inputValue(html, 'phone')).toBe('1234');
    expect(inputValue(html, 'licensePlates[0]')).toBe('WA 12345');
    expect(inputValue(html, 'licensePlates[1]')).toBe('KR 9876F');
    expect(inputValue(html, 'invoiceData.nip')).toBe(INVOICE['invoiceData.nip']);
    expect(html).toMatch(/<textarea[^>]*name="notes"[^>]*>Przylot późnym wieczorem<\/textarea>/);
    expect(html).toMatch(/<input[^>]*name="email"[^>]*aria-invalid="true"/);
    // The focus starts on the list of what to correct (JS moves it to the first field instead).
    expect(html).toMatch(/<section role="alert" tabindex="-1" autofocus=""[^>]*aria-labelledby="[^"]*-errors-heading"/);
    expect(html.match(/autofocus=""/g)).toHaveLength(1);
    expect(await ordersOf(parkingId)).toHaveLength(0);
  });

  it('a typed <script> comes back escaped, never as markup', async () => {
    const attack = '<script>alert("x")</script><img src=x onerror=alert(1)>';
    const response = await post(
      page.parking.id,
      typed({ firstName: attack, lastName: attack, email: 'zly', notes: attack }),
      { html: true },
    );
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).not.toContain('<script>alert("x")</script>');
    expect(html).not.toContain('<img src=x');
    expect(inputValue(html, 'firstName')).toBe(attack);
  });
});

// =============================================================================================

describe('hostile input never gives a 5xx', () => {
  let page: CheckoutPage;
  beforeAll(async () => {
    page = await loadPage((await freshParking(500)).id);
  });

  const big = 'x'.repeat(10_000);
  const twice = (name: string, a: string, b: string): Form => ({ [name]: [a, b] });

  it.each<[string, () => Form]>([
    [
      '10 kB in every text field',
      () =>
        checkoutForm(page, {
          firstName: big,
          lastName: big,
          email: `${big}@example.pl`,
          phone: big,
          notes: big,
          'licensePlates[0]': big,
          promoCode: big,
          promoInput: big,
          ...Object.fromEntries(Object.keys(INVOICE).map((k) => [k, big])),
          arrivalDate: big,
          arrivalTime: big,
          adults: big,
          children: big,
          countryCode: big,
          quotedTotal: big,
          idempotencyKey: big,
          offerId: big,
          addons: big,
        }),
    ],
    ['10 kB parking id', () => checkoutForm(page, { parkingId: big })],
    ['10 kB intent', () => checkoutForm(page, { intent: big })],
    ['10 kB promo code to apply', () => checkoutForm(page, { intent: 'promo-apply', promoInput: big })],
    [
      'unicode everywhere',
      () =>
        checkoutForm(page, {
          firstName: 'Zażółć 🚗 ‮gęślą‬',
          lastName: '𝔍𝔞𝔴𝔫',
          notes: '漢字 ﷽ \u200b',
          'licensePlates[0]': 'WÓ 🚙',
          email: 'ąę@exämple.pl',
        }),
    ],
    ['control characters in the names', () => checkoutForm(page, { firstName: 'An\u0007na', lastName: 'K\u001b[31m' })],
    ['a NUL in a plate (submit)', () => checkoutForm(page, { 'licensePlates[0]': 'WA\u0000 1' })],
    ['a NUL in a plate (quote)', () => checkoutForm(page, { intent: 'quote', 'licensePlates[0]': 'WA\u0000 1' })],
    ['a NUL in the first name', () => checkoutForm(page, { firstName: 'An\u0000na' })],
    ['a NUL in the notes', () => checkoutForm(page, { notes: '\u0000' })],
    ['lone surrogates', () => checkoutForm(page, { firstName: '\ud800', notes: '\udfff' })],
    [
      'every scalar sent twice',
      () =>
        checkoutForm(page, {
          ...twice('firstName', 'Anna', 'Ewa'),
          ...twice('email', 'a@b.pl', 'c@d.pl'),
          ...twice('parkingId', page.parking.id, '2'),
          ...twice('offerId', randomUUID(), randomUUID()),
          ...twice('quotedTotal', '1', '2'),
          ...twice('adults', '1', '2'),
          ...twice('idempotencyKey', randomUUID(), randomUUID()),
          ...twice('privacyPolicyAccepted', 'on', 'off'),
          ...twice('wantsInvoice', 'on', 'on'),
          ...twice('countryCode', '+48', '+49'),
          ...twice('intent', 'quote', 'submit'),
        }),
    ],
    [
      'parking id sent twice (a quote)',
      () => checkoutForm(page, { intent: 'quote', ...twice('parkingId', page.parking.id, page.parking.id) }),
    ],
    [
      'nested names where scalars are expected',
      () => ({
        ...checkoutForm(page, {}, ['firstName', 'licensePlates[0]']),
        'firstName[0]': 'Anna',
        'email.x': 'a',
        licensePlates: 'WA 1',
        'licensePlates.x': 'y',
        invoiceData: 'x',
        'adults[]': '2',
      }),
    ],
    [
      'prototype-looking names',
      () => ({
        ...checkoutForm(page),
        '__proto__.polluted': 'x',
        'constructor.prototype.y': 'y',
        'invoiceData.__proto__': 'z',
      }),
    ],
    ['an unknown intent', () => checkoutForm(page, { intent: 'drop-table' })],
    ['a blank intent', () => checkoutForm(page, { intent: '' })],
    ['no intent at all', () => checkoutForm(page, {}, ['intent'])],
    [
      'accept-price with garbage',
      () => checkoutForm(page, { intent: 'accept-price', newOfferId: '../../x', newTotal: 'NaN' }),
    ],
    [
      'accept-price with a huge total',
      () => checkoutForm(page, { intent: 'accept-price', newOfferId: randomUUID(), newTotal: '1e400' }),
    ],
    [
      'decline-price with garbage',
      () => checkoutForm(page, { intent: 'decline-price', newOfferId: '\u0000', newTotal: '-5' }),
    ],
    ['odd numbers', () => checkoutForm(page, { adults: '1e3', children: '0x10', quotedTotal: 'Infinity' })],
    [
      'a quote with odd numbers',
      () => checkoutForm(page, { intent: 'quote', adults: '-0', children: '2.5', 'licensePlates[20]': 'WA 1' }),
    ],
    [
      'dates that do not exist',
      () =>
        checkoutForm(page, {
          arrivalDate: '2026-02-30',
          arrivalTime: '25:61',
          departureDate: '0000-00-00',
          departureTime: 'x',
        }),
    ],
    ['a departure before the arrival', () => checkoutForm(page, { departureDate: '2000-01-01' })],
    ['eleven plates', () => checkoutForm(page, plateFields(Array.from({ length: 11 }, (_, i) => `WA ${i + 10}`)))],
    ['an addon of another parking', () => checkoutForm(page, { addons: 'ad-nie-istnieje' })],
    ['only a parking id', () => ({ parkingId: page.parking.id })],
    ['nothing at all', () => ({})],
  ])('%s', async (_, form) => {
    // A key of its own, so no case replays (or collides with) another's order.
    const body = form();
    if (body.idempotencyKey === page.idempotencyKey) body.idempotencyKey = randomUUID();
    const response = await post(page.parking.id, body);
    expect(response.status, (await response.text()).slice(0, 500)).toBeLessThan(500);
  });

  // Conform's reserved fields: a crafted request must not be able to crash the action.
  it.each([
    ['__intent__ that is not JSON', { __intent__: '{oops' }],
    [
      '__intent__ removing from a field that is no list',
      { __intent__: JSON.stringify({ type: 'remove', payload: { name: 'firstName', index: 0 } }) },
    ],
    [
      '__intent__ inserting into __proto__',
      { __intent__: JSON.stringify({ type: 'insert', payload: { name: '__proto__', defaultValue: 'x' } }) },
    ],
    ['__intent__ of an unknown type', { __intent__: JSON.stringify({ type: 'explode', payload: {} }) }],
    ['__state__ that is not JSON', { __state__: '{oops' }],
  ])('%s', async (_, extra) => {
    const response = await post(page.parking.id, { ...checkoutForm(page, { intent: 'quote' }), ...extra });
    expect(response.status).toBeLessThan(500);
    const html = await post(page.parking.id, { ...checkoutForm(page, { intent: 'quote' }), ...extra }, { html: true });
    expect(html.status).toBeLessThan(500);
  });

  it('a body that is not a form (JSON) is refused with a 4xx', async () => {
    const response = await fetch(`${server.url}${withData(checkoutPath(page.parking.id))}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(checkoutForm(page)),
      redirect: 'manual',
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });

  it('a 40-byte list index (licensePlates[1000000]) does not make the server work for seconds or answer megabytes', async () => {
    const started = Date.now();
    const response = await post(
      page.parking.id,
      checkoutForm(page, { intent: 'quote', 'licensePlates[1000000]': 'WA 1' }),
    );
    const body = await response.text();
    const took = Date.now() - started;
    expect(response.status).toBeLessThan(500);
    expect(body.length).toBeLessThan(100_000);
    expect(took).toBeLessThan(2_000);
  });
});

// =============================================================================================

describe('placing an order', () => {
  it('no-JS happy path: two plates, an addon and an invoice → 303 to the sandbox payment; the order holds it all', async () => {
    const parking = await freshParkingWithAddons();
    const page = await loadPage(parking.id);
    const addon = page.addons[0];
    const base = checkoutForm(page, {
      ...plateFields(['wa 12345', 'KR 9876F']),
      addons: addon.id,
      ...INVOICE,
      marketingConsent: 'on',
    });

    // 'Przelicz' without JS: the details are priced again (two cars, the addon).
    const quoted = await act(page.parking.id, { ...base, intent: 'quote' }, 200);
    const quote = okQuote(quoted.quote);
    expect(quote.offerId).not.toBe(okQuote(page.quote).offerId);
    expect(quote.lines.map((l) => [l.productId, l.kind])).toEqual([
      [String(parking.id), 'parking'],
      [addon.id, 'addon'],
    ]);
    // Each car takes a space and pays one car's price (decision 0026).
    const parkingPrice = await apiPrice(parking.id);
    expect(quote.lines[0].price).toBeCloseTo(2 * parkingPrice, 2);
    expect(quote.lines[0].calculation).toMatch(/ × 2 pojazdy = /);
    expect(quote.total).toBeCloseTo(quote.lines[0].price + quote.lines[1].price, 2);
    expect(quote.lines[1].price).toBeGreaterThan(0);
    expect(quoted.reply.error).toBeUndefined();

    const location = await submitOrder(page.parking.id, withQuote(base, quote));
    const order = await onlyOrder(parking.id);
    expect(location).toBe(await sandboxUrlOf(order.id));
    expect(order).toMatchObject({
      offerId: quote.offerId,
      status: 'PENDING_PAYMENT',
      total: Math.round(quote.total * 100),
      vehicles: 2,
      additionalInfo: 'Przylot późnym wieczorem',
      customer: { firstName: 'Anna', lastName: 'Kowalska', email: CONTACT.email, phone: '+48600100200' },
      invoice: {
        taxId: INVOICE['invoiceData.nip'],
        name: INVOICE['invoiceData.companyName'],
        address: {
          street: INVOICE['invoiceData.companyAddress'],
          city: 'Warszawa',
          zipCode: '00-001',
          country: 'Polska',
        },
      },
    });
    expect(order.arrivalAt.getTime()).toBe(Date.parse(STAY.arrivalAt));
    expect(order.departureAt.getTime()).toBe(Date.parse(STAY.departureAt));
    const parkingLineRow = order.lines.find((l) => l.kind === 'parking');
    expect(VehiclesSchema.parse(parkingLineRow?.specification).vehicles.map((v) => v.plate)).toEqual([
      'WA 12345',
      'KR 9876F',
    ]);
    expect(order.lines.filter((l) => l.kind === 'addon').map((l) => l.productId)).toEqual([addon.id]);
    expect((await paymentOf(order.id)).status).toBe('NEW');
  });

  it('a phone is stored in E.164: typed with + or 00 it keeps its own code, otherwise the chosen one goes in front', async () => {
    for (const [countryCode, phone, stored] of [
      ['+420', '+49 151 2345 6789', '+4915123456789'],
      ['+420', '777 888 999', '+420777888999'],
      ['+48', '0048 600 100 200', '+48600100200'],
    ] as const) {
      const parking = await freshParking();
      const page = await loadPage(parking.id);
      await submitOrder(page.parking.id, checkoutForm(page, { countryCode, phone }));
      expect((await onlyOrder(parking.id)).customer.phone).toBe(stored);
    }
  });

  it('with ?_data= the redirect is a 204 with X-Remix-Redirect; with client=js it is 200 JSON `ordered`', async () => {
    const parking = await freshParking();
    const page = await loadPage(parking.id);
    const response = await post(page.parking.id, checkoutForm(page));
    expect(response.status).toBe(204);
    const order = await onlyOrder(parking.id);
    expect(response.headers.get('x-remix-redirect')).toBe(await sandboxUrlOf(order.id));

    const other = await freshParking();
    const otherPage = await loadPage(other.id);
    const data = await act(otherPage.parking.id, checkoutForm(otherPage, { client: 'js' }), 200);
    const placed = await onlyOrder(other.id);
    expect(data.ordered).toEqual({
      redirectTo: await sandboxUrlOf(placed.id),
      orderId: placed.id,
      orderNumber: placed.orderNumber,
      total: placed.total / 100,
      currency: 'PLN',
    });
    expect(data.notice).toMatchObject({ title: 'Sukces!', description: 'Zamówienie złożone.' });
  });
});

// =============================================================================================

describe('double submit (one idempotency key per form)', () => {
  it('the same form posted twice in a row places one order and both answers go to the same payment', async () => {
    const parking = await freshParking();
    const page = await loadPage(parking.id);
    // Two cars cost more than the page's one-car offer: the form is priced for them first (as 'Przelicz' does).
    const base = checkoutForm(page, plateFields(['WA 11111', 'WA 22222']));
    const quote = okQuote((await act(page.parking.id, { ...base, intent: 'quote' }, 200)).quote);
    const form = withQuote(base, quote);
    const first = await submitOrder(page.parking.id, form);
    const second = await submitOrder(page.parking.id, form);
    expect(second).toBe(first);
    const order = await onlyOrder(parking.id);
    expect(first).toBe(await sandboxUrlOf(order.id));
  });

  it('the form sent again after its order lapsed unpaid (Back, much later): no success, the reason, then a new order', async () => {
    const parking = await freshParking();
    const page = await loadPage(parking.id);
    const form = checkoutForm(page, { 'licensePlates[0]': 'WA 55555' });
    await submitOrder(page.parking.id, form);
    // The hold lapses unpaid (the sweep run as if 31 minutes later).
    await real.sweep(new Date(Date.now() + 31 * 60_000));
    expect((await onlyOrder(parking.id)).status).toBe('EXPIRED');

    const again = await post(page.parking.id, form, { html: true });
    expect(again.status).toBe(409);
    const shown = text(await again.text());
    expect(shown).toContain('Rezerwacja wysłana wcześniej z tego formularza wygasła');
    expect(shown).not.toContain('Zamówienie złożone');
    const scripted = await act(page.parking.id, form, 409);
    expect(scripted.ordered).toBeUndefined();
    expect(scripted.notice?.title).toBe('Rezerwacja wygasła');
    // The answer prices a new offer: the form sent with it — and the same form key, as a page with JS
    // keeps it — places a new order.
    const priced = okQuote(scripted.quote);
    expect(priced.offerId).not.toBe(form.offerId);
    const location = await submitOrder(page.parking.id, withQuote(form, priced));
    const placed = (await ordersOf(parking.id)).filter((order) => order.status === 'PENDING_PAYMENT');
    expect(placed).toHaveLength(1);
    expect(location).toBe(await sandboxUrlOf(placed[0].id));
  });

  it('the form sent again with another e-mail (Back, an edit): a plain message, then a new order', async () => {
    const parking = await freshParking();
    const page = await loadPage(parking.id);
    const form = checkoutForm(page, { 'licensePlates[0]': 'WA 66666' });
    await submitOrder(page.parking.id, form);
    const edited = { ...form, email: 'inny.adres@example.pl' };
    const again = await post(page.parking.id, edited, { html: true });
    expect(again.status).toBe(409);
    const shown = text(await again.text());
    expect(shown).toContain('Ten formularz wysłano już wcześniej z innymi danymi');
    expect(shown).not.toContain('Idempotency');
    // With JS the page keeps its form key; the answer's new offer makes the next submit a new order.
    const scripted = await act(page.parking.id, edited, 409);
    expect(scripted.notice?.title).toBe('Formularz wysłany wcześniej');
    await submitOrder(page.parking.id, withQuote(edited, okQuote(scripted.quote)));
    const emails = (await ordersOf(parking.id)).map((order) => order.customer.email).sort();
    expect(emails).toEqual(['inny.adres@example.pl', form.email].sort());
  });

  it('an offer another tab already ordered: said plainly, then a new order with the new offer', async () => {
    const parking = await freshParking();
    const page = await loadPage(parking.id);
    // Priced for its details first (as 'Przelicz' does), so both tabs send that very offer.
    const base = checkoutForm(page, { 'licensePlates[0]': 'WA 77777' });
    const form = withQuote(base, okQuote((await act(page.parking.id, { ...base, intent: 'quote' }, 200)).quote));
    await submitOrder(page.parking.id, form);
    const otherTab = { ...form, idempotencyKey: (await loadPage(parking.id)).idempotencyKey };
    const refused = await act(page.parking.id, otherTab, 409);
    expect(refused.notice?.description).toContain('Ta wycena została już wykorzystana w innym zamówieniu');
    expect(await ordersOf(parking.id)).toHaveLength(1);
    await submitOrder(page.parking.id, withQuote(otherTab, okQuote(refused.quote)));
    expect(await ordersOf(parking.id)).toHaveLength(2);
  });

  it('the same form posted twice at once (a double click without JS) places one order', async () => {
    const parking = await freshParking();
    const page = await loadPage(parking.id);
    // The page's offer was priced before the plate was typed: both requests re-quote, then order.
    const form = checkoutForm(page, { 'licensePlates[0]': 'PO 33333' });
    const answers = await Promise.all([
      post(page.parking.id, form, { html: true }),
      post(page.parking.id, form, { html: true }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([303, 303]);
    const order = await onlyOrder(parking.id);
    const url = await sandboxUrlOf(order.id);
    expect(answers.map((a) => a.headers.get('location'))).toEqual([url, url]);
  });

  it('the same already-quoted form posted three times at once places one order', async () => {
    const parking = await freshParking();
    const page = await loadPage(parking.id);
    const base = checkoutForm(page, { 'licensePlates[0]': 'GD 44444' });
    const quote = okQuote((await act(page.parking.id, { ...base, intent: 'quote' }, 200)).quote);
    const form = withQuote(base, quote);
    const answers = await Promise.all([1, 2, 3].map(() => post(page.parking.id, form, { html: true })));
    expect(answers.map((a) => a.status)).toEqual([303, 303, 303]);
    const order = await onlyOrder(parking.id);
    expect(order.offerId).toBe(quote.offerId);
    const url = await sandboxUrlOf(order.id);
    expect(answers.map((a) => a.headers.get('location'))).toEqual([url, url, url]);
  });
});

// =============================================================================================

describe('expired offers and price changes (spec §4)', () => {
  /** A page re-quoted for the form's details, so the offer in the form is exactly the one to order. */
  async function quotedForm(parkingId: number, extra: Form = {}) {
    const page = await loadPage(parkingId);
    const base = checkoutForm(page, extra);
    const quote = okQuote((await act(page.parking.id, { ...base, intent: 'quote' }, 200)).quote);
    return { page, quote, form: withQuote(base, quote) };
  }

  it('an expired offer at the same price is replaced silently: 303 to payment, one order on a new offer', async () => {
    const parking = await freshParking();
    const { page, quote, form } = await quotedForm(parking.id);
    await expireOffer(quote.offerId);
    const location = await submitOrder(page.parking.id, form);
    const order = await onlyOrder(parking.id);
    expect(location).toBe(await sandboxUrlOf(order.id));
    expect(order.offerId).not.toBe(quote.offerId);
    expect(order.total).toBe(Math.round(quote.total * 100));
  });

  it('an offer that expires while the order is being placed (the API answers 410) is re-quoted and the order retried', async () => {
    const parking = await freshParking();
    const { page, quote, form } = await quotedForm(parking.id);
    beforeOrderCall.push(async (offerId) => {
      await expireOffer(offerId);
    });
    const location = await submitOrder(page.parking.id, form);
    expect(beforeOrderCall).toHaveLength(0);
    const order = await onlyOrder(parking.id);
    expect(location).toBe(await sandboxUrlOf(order.id));
    expect(order.offerId).not.toBe(quote.offerId);
    expect(order.total).toBe(Math.round(quote.total * 100));
  });

  it('an expired offer with a higher price → 409 priceChange; accepting places one order at the new price', async () => {
    const parking = await freshParking();
    const { page, quote, form } = await quotedForm(parking.id);
    await expireOffer(quote.offerId);
    await scaleTariff(parking.id, 1.5);
    const newPrice = await apiPrice(parking.id);
    expect(newPrice).toBeGreaterThan(quote.total);

    const refused = await act(page.parking.id, form, 409);
    expect(refused.priceChange).toMatchObject({ oldPrice: quote.total, newPrice, currency: 'PLN' });
    const change = refused.priceChange;
    if (!change) throw new Error('no priceChange');
    expect(change.difference).toBeCloseTo(newPrice - quote.total, 2);
    expect(change.difference).toBeGreaterThan(0);
    expect(change.newOfferId).not.toBe(quote.offerId);
    expect(refused.reply.initialValue).toMatchObject({ firstName: 'Anna', email: CONTACT.email });
    expect(await ordersOf(parking.id)).toHaveLength(0);

    const location = await submitOrder(page.parking.id, {
      ...form,
      intent: 'accept-price',
      newOfferId: change.newOfferId,
      newTotal: change.newPrice.toFixed(2),
    });
    const order = await onlyOrder(parking.id);
    expect(location).toBe(await sandboxUrlOf(order.id));
    expect(order.offerId).toBe(change.newOfferId);
    expect(order.total).toBe(Math.round(newPrice * 100));
  });

  it('an expired offer with a lower price → 409 (negative difference); declining loads the new offer, then it can be booked', async () => {
    const parking = await freshParking();
    const { page, quote, form } = await quotedForm(parking.id);
    await expireOffer(quote.offerId);
    await scaleTariff(parking.id, 0.5);
    const newPrice = await apiPrice(parking.id);
    expect(newPrice).toBeLessThan(quote.total);

    const refused = await act(page.parking.id, form, 409);
    const change = refused.priceChange;
    if (!change) throw new Error('no priceChange');
    expect(change).toMatchObject({ oldPrice: quote.total, newPrice });
    expect(change.difference).toBeCloseTo(newPrice - quote.total, 2);
    expect(change.difference).toBeLessThan(0);

    const declined = await act(
      page.parking.id,
      { ...form, intent: 'decline-price', newOfferId: change.newOfferId, newTotal: change.newPrice.toFixed(2) },
      200,
    );
    expect(okQuote(declined.quote)).toMatchObject({ offerId: change.newOfferId, total: newPrice });
    expect(declined.notice).toEqual({
      title: 'Oferta zaktualizowana',
      description: 'Załadowano nową ofertę z aktualną ceną.',
      variant: 'info',
    });
    expect(declined.reply.initialValue).toMatchObject({ firstName: 'Anna', lastName: 'Kowalska' });
    expect(await ordersOf(parking.id)).toHaveLength(0);

    // The page now shows the new offer; submitting it books at the new price without another dialog.
    await submitOrder(page.parking.id, withQuote(form, okQuote(declined.quote)));
    const order = await onlyOrder(parking.id);
    expect(order).toMatchObject({ offerId: change.newOfferId, total: Math.round(newPrice * 100) });
  });

  it("a second car typed after the quote: 409 names the traveller's change, not an expired offer", async () => {
    const parking = await freshParking();
    const { page, quote, form } = await quotedForm(parking.id);
    const twoCars = { ...form, ...plateFields(['WA 12345', 'KR 9876F']) };
    const refused = await act(page.parking.id, twoCars, 409);
    expect(refused.priceChange).toMatchObject({ oldPrice: quote.total, reason: 'details' });
    expect(refused.priceChange?.newPrice).toBeGreaterThan(quote.total);
    const html = await (await post(page.parking.id, twoCars, { html: true })).text();
    expect(text(html)).toContain('Po zmianie danych rezerwacji przeliczyliśmy cenę.');
    expect(text(html)).not.toContain('Oferta wygasła');
    // Sent again as it stands, the dialog open (its fields posted, the summary's new offer): it says the same.
    const resent = await act(
      page.parking.id,
      {
        ...twoCars,
        offerId: inputValue(html, 'offerId') ?? '',
        newOfferId: inputValue(html, 'newOfferId') ?? '',
        priceChangeReason: inputValue(html, 'priceChangeReason') ?? '',
      },
      409,
    );
    expect(resent.priceChange?.reason).toBe('details');
    expect(await ordersOf(parking.id)).toHaveLength(0);
    // The lapsed offer keeps the spec's words.
    await expireOffer(quote.offerId);
    await scaleTariff(parking.id, 2);
    expect((await act(page.parking.id, form, 409)).priceChange?.reason).toBe('expired');
  });

  it('a plate typed since the quote changes no price: a new price then is not called the traveller’s change', async () => {
    const parking = await freshParking();
    const { page, quote, form } = await quotedForm(parking.id);
    await scaleTariff(parking.id, 1.5);
    const refused = await act(page.parking.id, { ...form, ...plateFields(['GD 70707']) }, 409);
    expect(refused.priceChange).toMatchObject({ oldPrice: quote.total, reason: 'expired' });
  });

  it('without JS the 409 page shows the price-change dialog with both buttons and the new offer', async () => {
    const parking = await freshParking();
    const { page, quote, form } = await quotedForm(parking.id);
    await expireOffer(quote.offerId);
    await scaleTariff(parking.id, 2);
    const response = await post(page.parking.id, form, { html: true });
    expect(response.status).toBe(409);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const html = await response.text();
    const visible = text(html);
    for (const words of [
      'Zmiana ceny rezerwacji',
      'Oferta wygasła i została automatycznie odświeżona. Cena uległa zmianie.',
      'Poprzednia cena',
      'Nowa cena',
      'Różnica',
      'Czy chcesz kontynuować rezerwację z nową ceną?',
      'Anuluj',
      'Kontynuuj z nową ceną',
    ]) {
      expect(visible).toContain(words);
    }
    expect(html).toMatch(/<dialog[^>]*\sopen/);
    // Not modal without JS: the focus starts in it, on the choice that charges nothing.
    expect(html).toMatch(/<button autofocus="" type="submit" name="intent" value="decline-price"/);
    expect(html.match(/autofocus=""/g)).toHaveLength(1);
    const newOfferId = inputValue(html, 'newOfferId');
    expect(newOfferId).toMatch(/^[0-9a-f-]{36}$/);
    expect(newOfferId).not.toBe(quote.offerId);
    expect(Number(inputValue(html, 'newTotal'))).toBe(await apiPrice(parking.id));
    expect(html).toMatch(/<button[^>]*name="intent"[^>]*value="accept-price"/);
    expect(html).toMatch(/<button[^>]*name="intent"[^>]*value="decline-price"/);
    expect(await ordersOf(parking.id)).toHaveLength(0);
  });
});

// =============================================================================================

describe('a plate that is no plate', () => {
  it.each(['!!!', '---'])('%s: 400 with the format message at the plate, no order', async (plate) => {
    const parking = await freshParking();
    const page = await loadPage(parking.id);
    const answer = await act(
      page.parking.id,
      checkoutForm(page, { 'licensePlates[0]': plate, idempotencyKey: randomUUID() }),
      400,
    );
    expect(answer.reply.error?.['licensePlates[0]']).toEqual([
      'Tablica rejestracyjna może zawierać tylko litery, cyfry, spacje i myślniki',
    ]);
    expect(await ordersOf(parking.id)).toHaveLength(0);
  });
});

describe('dates typed without the picker (no JS)', () => {
  // The expected words, as a traveller reads them (the API says the same: backend/lib/stay.ts, offers.ts).
  const ORDER = 'Data wyjazdu musi być późniejsza niż data przyjazdu.';
  const PASSED = 'Data przyjazdu nie może być w przeszłości.';
  const TOO_LONG = 'Pobyt może trwać najwyżej 365 dni.';
  const SKIPPED =
    'W nocy zmiany czasu na letni zegarki przestawia się z 02:00 na 03:00 – godzin od 02:00 do 02:59 tego dnia nie ma. Wybierz inną godzinę.';
  const spring = nextSpringForward();

  it.each([
    ['a departure before the arrival', 'submit', (f: Form) => ({ departureDate: shiftDay(f.arrivalDate, -2) }), ORDER],
    [
      'a departure at the arrival',
      'quote',
      (f: Form) => ({ departureDate: f.arrivalDate, departureTime: f.arrivalTime }),
      ORDER,
    ],
    ['an arrival already past', 'quote', () => ({ arrivalDate: '2020-01-01' }), PASSED],
    ['a stay of over a year', 'submit', (f: Form) => ({ departureDate: shiftDay(f.arrivalDate, 400) }), TOO_LONG],
    ['no departure date', 'submit', () => ({ departureDate: '' }), 'Podaj datę wyjazdu'],
    // (Refused as too far ahead instead on the few days of some years when that Sunday is not yet bookable.)
    [
      'an arrival in the hour the clocks skip in March',
      'submit',
      () => ({ arrivalDate: spring, arrivalTime: '02:30', departureDate: shiftDay(spring, 3) }),
      springForwardBookable() ? SKIPPED : 'Rezerwacje przyjmujemy najwyżej rok naprzód.',
    ],
    [
      'a same-day departure in the same hour',
      'quote',
      (f: Form) => ({ departureDate: f.arrivalDate, departureTime: '10:30', arrivalTime: '10:00' }),
      'Wyjazd tego samego dnia musi wypaść w późniejszej godzinie niż przyjazd.',
    ],
  ] as const)(
    '%s (%s): 400 with the rule, nothing priced or ordered, the stay shown kept',
    async (_, intent, change, message) => {
      const parking = await freshParking();
      const page = await loadPage(parking.id);
      const form = checkoutForm(page, { intent, idempotencyKey: randomUUID() });
      const answer = await act(page.parking.id, { ...form, ...change(form) }, 400);
      expect(answer.notice?.description).toBe(message);
      expect(answer.stay).toBeNull();
      expect(answer.quote).toBeUndefined();
      expect(answer.priceChange).toBeUndefined();
      expect(await ordersOf(parking.id)).toHaveLength(0);
    },
  );

  it('a hand-made order without the date fields: ordered for the address’s stay, refused with none', async () => {
    const parking = await freshParking();
    const stay = stayAhead(9, 5);
    const page = await loadPage(parking.id, stay);
    const dateless = checkoutForm(page, { idempotencyKey: randomUUID() }, Object.keys(stayFields(page.stay)));
    const placed = await fetch(`${server.url}${checkoutPath(page.parking.id, stay)}`, {
      method: 'POST',
      body: encode(dateless),
      redirect: 'manual',
    });
    expect(placed.status).toBe(303);
    const order = await onlyOrder(parking.id);
    expect([order.arrivalAt.toISOString(), order.departureAt.toISOString()]).toEqual([
      new Date(stay.arrivalAt).toISOString(),
      new Date(stay.departureAt).toISOString(),
    ]);
    // Neither the form nor its address names a stay: no default one is ordered.
    const refused = await act(page.parking.id, { ...dateless, idempotencyKey: randomUUID() }, 400);
    expect(refused.notice?.description).toBe('Podaj datę przyjazdu');
    expect(await ordersOf(parking.id)).toHaveLength(1);
  });

  it('with JS a background re-quote while the range is half picked is priced, an order is refused', async () => {
    const parking = await freshParking();
    const page = await loadPage(parking.id);
    const form = checkoutForm(page, { client: 'js', departureDate: '', idempotencyKey: randomUUID() });
    const quoted = await act(page.parking.id, { ...form, intent: 'quote' }, 200);
    expect(quoted.quote?.status).toBe('ok');
    const refused = await act(page.parking.id, form, 400);
    expect(refused.notice?.description).toBe('Podaj datę wyjazdu');
    expect(await ordersOf(parking.id)).toHaveLength(0);
  });

  it('without JS the page says what is wrong with the dates, not that an offer expired', async () => {
    const parking = await freshParking();
    const page = await loadPage(parking.id);
    const form = checkoutForm(page, { idempotencyKey: randomUUID() });
    const response = await post(
      page.parking.id,
      { ...form, departureDate: shiftDay(form.arrivalDate, -2) },
      { html: true },
    );
    expect(response.status).toBe(400);
    const html = await response.text();
    const visible = text(html);
    expect(visible).toContain(ORDER);
    expect(visible).not.toContain('Oferta wygasła');
    expect(await ordersOf(parking.id)).toHaveLength(0);
    // The date fields show the dates typed, open, so the traveller corrects them instead of typing again;
    // the summary still names the stay that was priced.
    const typed = shiftDay(form.arrivalDate, -2);
    expect(fieldValue(html, 'departureDate')).toBe(typed);
    expect(fieldValue(html, 'arrivalDate')).toBe(form.arrivalDate);
    expect(html).toMatch(/<details open=""[^>]*>\s*<summary[^>]*>.*?zmień daty i godziny/s);
  });
});

describe('sold out', () => {
  const SOLD_OUT = 'Wybrany termin jest niedostępny – brak wolnych miejsc. Wybierz inne daty.';

  it('the last space taken by someone else while the traveller types → 409 with the sold-out message, no order', async () => {
    const parking = await freshParking(1);
    const page = await loadPage(parking.id);
    const form = checkoutForm(page);
    const base = okQuote((await act(page.parking.id, { ...form, intent: 'quote' }, 200)).quote);

    // Another traveller books the only space through the API.
    const lines = [parkingLine(parking.id, STAY, ['ZZ 99999'])];
    const offer = z
      .object({ id: z.string(), total: z.object({ amount: z.number(), currency: z.string() }) })
      .parse((await call(real, '/api/v1/offers', { method: 'POST', json: { offerLines: lines } })).body);
    const other = await call(real, '/api/v1/orders', {
      method: 'POST',
      headers: { 'Idempotency-Key': randomUUID() },
      json: { offerId: offer.id, orderLines: lines, expectedPrice: offer.total, customer },
    });
    expect(other.status).toBe(201);

    const refused = await act(page.parking.id, withQuote(form, base), 409);
    expect(refused.notice).toMatchObject({ title: 'Brak wolnych miejsc', variant: 'error' });
    expect(refused.notice?.description).toContain('brak wolnych miejsc');
    expect(refused.notice?.description).toBe(SOLD_OUT);
    expect(refused.reply.initialValue).toMatchObject({ firstName: 'Anna', licensePlates: ['WA 12345'] });
    expect(await ordersOf(parking.id)).toHaveLength(1);

    const html = await post(page.parking.id, withQuote(form, base), { html: true });
    expect(html.status).toBe(409);
    expect(text(await html.text())).toContain(SOLD_OUT);
  });

  it('a car park that filled up: the page quotes an error with the message, and a submit is refused with 409', async () => {
    const parking = await freshParking(5);
    const before = await loadPage(parking.id);
    const form = checkoutForm(before);
    await db().update(parkings).set({ capacity: 0 }).where(eq(parkings.id, parking.id));

    const page = await loadPage(parking.id);
    expect(page.quote).toEqual({ status: 'error', title: 'Brak wolnych miejsc', message: SOLD_OUT, code: 'SOLD_OUT' });
    const html = await (await get(checkoutPath(parking.id, STAY))).text();
    expect(text(html)).toContain(SOLD_OUT);

    // The form of the page loaded before it filled up.
    const refused = await act(before.parking.id, form, 409);
    expect(refused.notice).toMatchObject({ title: 'Brak wolnych miejsc', description: SOLD_OUT });
    expect(await ordersOf(parking.id)).toHaveLength(0);
  });
});

// =============================================================================================

describe('too many unpaid orders', () => {
  const TOO_MANY =
    'Masz już nieopłacone rezerwacje na 10 pojazdów. Opłać je lub poczekaj, aż wygasną, zanim zarezerwujesz kolejne.';

  it('a traveller whose unpaid orders already hold 10 vehicles is refused with 429 and the API’s Polish message, no order', async () => {
    // Its own server on a backend with the real cap; the edge tags the page's and the API's calls from
    // this address alike.
    const capped = await startBackend({ maxUnpaidVehiclesPerClient: 10 });
    const edge = await startTestServer({ backend: capped });
    try {
      const [parking] = await capped.database.db
        .select()
        .from(parkings)
        .where(eq(parkings.active, true))
        .orderBy(parkings.id)
        .limit(1);
      await capped.database.db.update(parkings).set({ capacity: 200 }).where(eq(parkings.id, parking.id));
      // The same traveller's earlier, unpaid order for 10 vehicles, through the site's public API.
      const lines = [
        parkingLine(
          parking.id,
          STAY,
          Array.from({ length: 10 }, (_, i) => `WU ${1000 + i}`),
        ),
      ];
      const offerAnswer = await fetch(`${edge.url}/api/v1/offers`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ offerLines: lines }),
      });
      const offer = z
        .object({ id: z.string(), total: z.object({ amount: z.number(), currency: z.string() }) })
        .parse(await offerAnswer.json());
      const held = await fetch(`${edge.url}/api/v1/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'Idempotency-Key': randomUUID() },
        body: JSON.stringify({ offerId: offer.id, orderLines: lines, expectedPrice: offer.total, customer }),
      });
      expect(held.status).toBe(201);

      const page = CheckoutPageSchema.parse(
        await (await fetch(`${edge.url}${withData(checkoutPath(parking.id, STAY))}`)).json(),
      );
      const form = checkoutForm(page);
      const refused = await fetch(`${edge.url}${withData(checkoutPath(parking.id))}`, {
        method: 'POST',
        body: encode(form),
      });
      expect(refused.status).toBe(429);
      expect(ActionSchema.parse(await refused.json()).notice).toMatchObject({
        title: 'Błąd',
        description: TOO_MANY,
        variant: 'error',
      });
      const html = await fetch(`${edge.url}${checkoutPath(parking.id)}`, {
        method: 'POST',
        body: encode(form),
        redirect: 'manual',
      });
      expect(html.status).toBe(429);
      expect(text(await html.text())).toContain(TOO_MANY);
      expect(await capped.database.db.$count(orders, eq(orders.parkingId, parking.id))).toBe(1);
    } finally {
      await edge.close();
    }
  });
});

describe('promo code (spec §4, §5, §8)', () => {
  it('test100 applies (any case), a bad code is refused, removing restores the price, and a free order skips payment', async () => {
    // A car park with no discount of its own for the stay, so the code's discount is the whole price.
    const { parking, page } = await freshParkingWithoutDiscount();
    const fullPrice = okQuote(page.quote).total;
    const form = checkoutForm(page);

    const applied = await act(page.parking.id, { ...form, intent: 'promo-apply', promoInput: ' TeSt100 ' }, 200);
    const free = okQuote(applied.quote);
    expect(free).toMatchObject({ total: 0, discount: fullPrice, promo: { code: 'TEST100', percent: 100 } });
    expect(free.lines[0]).toMatchObject({ price: 0, originalPrice: fullPrice });
    expect(applied.notice).toEqual({
      title: 'Kod rabatowy zastosowany!',
      description: 'Otrzymujesz 100% zniżki! 🎉',
      variant: 'success',
    });
    expect(applied.promoError).toBeUndefined();

    const bad = await act(
      page.parking.id,
      { ...withQuote(form, free), intent: 'promo-apply', promoInput: 'NIEMA50' },
      422,
    );
    expect(bad.promoError).toBe('Podany kod jest nieprawidłowy.');
    expect(bad.notice).toMatchObject({ title: 'Nieprawidłowy kod', description: 'Podany kod jest nieprawidłowy.' });
    expect(okQuote(bad.quote)).toMatchObject({ total: fullPrice, promo: null });

    const blank = await act(page.parking.id, { ...form, intent: 'promo-apply', promoInput: '  ' }, 400);
    expect(blank.promoError).toBe('Wpisz kod rabatowy.');

    const removed = await act(
      page.parking.id,
      { ...withQuote(form, free), promoCode: 'test100', intent: 'promo-remove' },
      200,
    );
    expect(removed.notice).toMatchObject({ title: 'Kod rabatowy usunięty' });
    expect(okQuote(removed.quote)).toMatchObject({ total: fullPrice, discount: 0, promo: null });
    expect(okQuote(removed.quote).offerId).not.toBe(free.offerId);
    expect(await ordersOf(parking.id)).toHaveLength(0);

    // Submitting with the code: a zero total is confirmed at once and goes straight to success.
    const location = await submitOrder(page.parking.id, { ...withQuote(form, free), promoCode: 'test100' });
    const order = await onlyOrder(parking.id);
    const target = new URL(location, server.url);
    expect(target.pathname).toBe('/platnosc/sukces/');
    expect(target.searchParams.get('orderId')).toBe(order.id);
    expect([...target.searchParams.keys()]).toEqual(['orderId']);
    expect(order).toMatchObject({ offerId: free.offerId, total: 0, status: 'CONFIRMED' });
    expect((await paymentOf(order.id)).status).toBe('CAPTURED');
    const status = await call(real, `/api/v1/payment/${order.id}/status`);
    expect(status.body).toMatchObject({ paymentStatus: 'CAPTURED' });
  });

  it('a submit whose promo code is refused by the API is a 422 with the promo message, not an order', async () => {
    const parking = await freshParking();
    const page = await loadPage(parking.id);
    const response = await act(page.parking.id, checkoutForm(page, { promoCode: 'nieistnieje' }), 422);
    expect(response.notice?.description).toBe('Podany kod jest nieprawidłowy.');
    expect(await ordersOf(parking.id)).toHaveLength(0);
  });
});

// =============================================================================================

describe('what each vehicle and addon costs, without JS (issue 14)', () => {
  it('two cars: the summary shows the parking at one car’s price × 2 pojazdy, the payment page shows the same lines', async () => {
    const parking = await freshParkingWithAddons();
    const page = await loadPage(parking.id);
    const addon = page.addons.find((a) => a.basis === 'za pojazd');
    const form = checkoutForm(page, {
      ...plateFields(['WA 12345', 'KR 9876F']),
      ...(addon ? { addons: addon.id } : {}),
      intent: 'quote',
    });
    const response = await post(page.parking.id, form, { html: true });
    expect(response.status).toBe(200);
    const html = await response.text();
    const summary = text(html);
    expect(summary).toContain('Co jest zawarte w cenie rezerwacji?');
    expect(summary).toMatch(/\d+,\d\d zł × 2 pojazdy = \d[\d\s]*,\d\d zł/);
    if (addon) expect(summary).toMatch(/2 × \d+,\d\d zł = \d+,\d\d zł/);

    const quote = okQuote((await act(page.parking.id, form, 200)).quote);
    const placed = await post(page.parking.id, withQuote({ ...form, intent: 'submit' }, quote), { html: true });
    expect(placed.status).toBe(303);
    // The order's cookie the checkout sets: the payment page shows the booking's lines to this browser.
    const cookie = placed.headers.getSetCookie()[0]?.split(';', 1)[0];
    const order = await onlyOrder(parking.id);
    const payment = text(await (await get(`/platnosc/?orderId=${order.id}`, cookie)).text());
    expect(payment).toMatch(/\d+,\d\d zł × 2 pojazdy = /);
    if (addon) expect(payment).toMatch(/2 × \d+,\d\d zł = /);
  });

  it('an addon that does not apply (a group transfer for two) is shown disabled with the reason; for seven it can be ticked', async () => {
    const [row] = await db()
      .select({ addon: addons })
      .from(addons)
      .innerJoin(parkings, eq(parkings.id, addons.parkingId))
      .where(and(eq(addons.strategy, 'ABOVE_GUESTS_THRESHOLD'), eq(addons.active, true), eq(parkings.active, true)))
      .limit(1);
    const group = row.addon;
    const checkbox = (html: string) =>
      new RegExp(`<input[^>]*value="${group.id}"[^>]*>`).exec(html)?.[0] ?? 'no checkbox';

    const forTwo = await (await get(checkoutPath(group.parkingId, STAY))).text();
    expect(checkbox(forTwo)).toMatch(/\bdisabled=""/);
    expect(text(forTwo)).toContain('Dotyczy tylko rezerwacji dla co najmniej 5 osób.');

    const page = await loadPage(group.parkingId);
    const seven = checkoutForm(page, { adults: '6', children: '1', addons: group.id, intent: 'quote' });
    const forSeven = await post(page.parking.id, seven, { html: true });
    const forSevenHtml = await forSeven.text();
    expect(checkbox(forSevenHtml)).not.toMatch(/\bdisabled/);
    expect(text(forSevenHtml)).toMatch(/3 × 20,00 zł = 60,00 zł/);

    // The form posted for two with it still ticked (no JS: the party shrank and 'Przelicz' was pressed
    // before the page could disable it): priced without it, never refused and never at 0,00 zł.
    const shrunk = await act(page.parking.id, { ...seven, adults: '2', children: '0' }, 200);
    expect(okQuote(shrunk.quote).lines.map((line) => line.productId)).toEqual([String(group.parkingId)]);
    // The same for an order: the summary's offer (for seven, with the transfer) no longer fits, so the new
    // price is asked about before anything is ordered, instead of the order being refused.
    const quotedForSeven = okQuote((await act(page.parking.id, seven, 200)).quote);
    const ordered = withQuote({ ...seven, adults: '2', children: '0', intent: 'submit' }, quotedForSeven);
    const asked = await act(page.parking.id, ordered, 409);
    expect(asked.priceChange).toMatchObject({ oldPrice: quotedForSeven.total, reason: 'details' });
    expect(asked.priceChange?.newPrice).toBeLessThan(quotedForSeven.total);

    // A link naming it for two: the page is priced without it and shows it unticked.
    const linked = await get(withData(`${checkoutPath(group.parkingId, STAY)}&addons=${group.id}`));
    expect(linked.status).toBe(200);
    const linkedPage = CheckoutPageSchema.parse(await linked.json());
    expect(linkedPage.defaults.addons).toEqual([]);
    expect(okQuote(linkedPage.quote).lines.map((line) => line.productId)).toEqual([String(group.parkingId)]);
  });
});

// =============================================================================================

describe("the no-JS vehicle buttons (Conform's list intents)", () => {
  const IntentSchema = z.object({
    type: z.enum(['insert', 'remove']),
    payload: z.object({ name: z.string(), index: z.number().optional(), defaultValue: z.string().optional() }),
  });

  /** The `__intent__` values of the page's buttons, decoded. */
  function listButtons(html: string) {
    return [...html.matchAll(/<button[^>]*name="__intent__"[^>]*value="([^"]*)"/g)].map((m) => ({
      raw: unescapeAttribute(m[1]),
      intent: IntentSchema.parse(JSON.parse(unescapeAttribute(m[1]))),
    }));
  }

  it("'Dodaj kolejny pojazd' posts __intent__ insert: one more plate field comes back, no order", async () => {
    const parking = await freshParking();
    const page = await loadPage(parking.id);
    const buttons = listButtons(await (await get(checkoutPath(parking.id, STAY))).text());
    expect(buttons.map((b) => b.intent)).toEqual([
      { type: 'insert', payload: { name: 'licensePlates', defaultValue: '' } },
    ]);
    const insert = buttons[0].raw;

    // Pressing the button submits the form with the button's name and value (and no `intent`).
    const form = checkoutForm(page, { 'licensePlates[0]': 'WA 1' }, ['intent']);
    const data = await act(page.parking.id, { ...form, __intent__: insert }, 200);
    const plates = z.array(z.string().nullable()).parse(data.reply.initialValue?.licensePlates);
    expect(plates).toHaveLength(2);
    expect(plates[0]).toBe('WA 1');
    expect(plates[1] ?? '').toBe('');
    expect(data.reply.error ?? {}).toEqual({});
    expect(data.ordered).toBeUndefined();
    expect(await ordersOf(parking.id)).toHaveLength(0);

    // The HTML answer renders two plate inputs, each with a remove button.
    const response = await post(page.parking.id, { ...form, __intent__: insert }, { html: true });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(inputValue(html, 'licensePlates[0]')).toBe('WA 1');
    expect(html).toMatch(/<input[^>]*name="licensePlates\[1\]"/);
    expect(listButtons(html).map((b) => b.intent)).toEqual([
      { type: 'remove', payload: { name: 'licensePlates', index: 0 } },
      { type: 'remove', payload: { name: 'licensePlates', index: 1 } },
      { type: 'insert', payload: { name: 'licensePlates', defaultValue: '' } },
    ]);
    expect(await ordersOf(parking.id)).toHaveLength(0);
  });

  it("'Usuń pojazd' posts __intent__ remove: that plate is dropped and the rest kept, no order", async () => {
    const parking = await freshParking();
    const page = await loadPage(parking.id);
    const form = checkoutForm(page, plateFields(['WA 1', 'KR 2', 'GD 3']), ['intent']);
    const remove = JSON.stringify({ type: 'remove', payload: { name: 'licensePlates', index: 1 } });
    const data = await act(page.parking.id, { ...form, __intent__: remove }, 200);
    expect(data.reply.initialValue?.licensePlates).toEqual(['WA 1', 'GD 3']);
    expect(data.reply.error ?? {}).toEqual({});
    // The quote follows the list: two vehicles.
    const quote = okQuote(data.quote);
    const [offer] = await db().select().from(offers).where(eq(offers.id, quote.offerId));
    expect(offer.vehicles).toBe(2);
    expect(await ordersOf(parking.id)).toHaveLength(0);
  });
});

describe('a form sent before the page finished loading', () => {
  const INCOMPLETE_TITLE = 'Strona nie wczytała się do końca';

  it('the page brackets its form with the start and end markers', async () => {
    const parking = await freshParking();
    const html = await (await get(checkoutPath(parking.id, STAY))).text();
    const start = html.search(/<input[^>]*name="formStart"/);
    const remove = html.indexOf('name="licensePlates[0]"');
    const end = html.search(/<input[^>]*name="formEnd"/);
    expect(start).toBeGreaterThan(-1);
    expect(remove).toBeGreaterThan(start);
    expect(end).toBeGreaterThan(remove);
    // Nothing named comes after the end marker inside the form.
    const tail = html.slice(end, html.indexOf('</form>', end));
    expect(tail.match(/\bname="[^"]*"/g)).toEqual(['name="formEnd"']);
  });

  it.each(['promo-remove', 'quote', 'submit'])(
    "'%s' with the start marker but not the end: 400, what arrived comes back, nothing priced or ordered",
    async (intent) => {
      const parking = await freshParking();
      const page = await loadPage(parking.id);
      const offersBefore = await db().select().from(offers).where(eq(offers.parkingId, parking.id));
      // What a browser sends when 'Usuń' in the summary is pressed before the fields are parsed.
      const partial = {
        formStart: '1',
        parkingId: page.parking.id,
        offerId: okQuote(page.quote).offerId,
        quotedTotal: String(okQuote(page.quote).total),
        idempotencyKey: randomUUID(),
        ...stayFields(page.stay),
        intent,
      };
      const data = await act(page.parking.id, partial, 400);
      expect(data.notice?.title).toBe(INCOMPLETE_TITLE);
      expect(data.quote).toBeUndefined();
      expect(data.ordered).toBeUndefined();
      expect(await ordersOf(parking.id)).toHaveLength(0);
      expect(await db().select().from(offers).where(eq(offers.parkingId, parking.id))).toHaveLength(
        offersBefore.length,
      );

      const html = await (await post(page.parking.id, partial, { html: true })).text();
      expect(text(html)).toContain(INCOMPLETE_TITLE);
    },
  );

  it('the whole form (both markers) and a hand-made post (neither) are read as before', async () => {
    const parking = await freshParking();
    const page = await loadPage(parking.id);
    const whole = await act(
      page.parking.id,
      checkoutForm(page, { formStart: '1', formEnd: '1', intent: 'quote' }),
      200,
    );
    expect(okQuote(whole.quote).total).toBe(okQuote(page.quote).total);
    const handMade = await act(page.parking.id, checkoutForm(page, { intent: 'quote' }), 200);
    expect(okQuote(handMade.quote).total).toBe(okQuote(page.quote).total);
  });
});

describe('the car park of the address', () => {
  it("a hand-made post naming another car park than the page's address is priced for the address's", async () => {
    const parking = await freshParking();
    const other = await freshParking();
    const page = await loadPage(parking.id);
    const answer = await act(
      page.parking.id,
      checkoutForm(page, { intent: 'quote', parkingId: String(other.id) }),
      200,
    );
    const parkingLines = okQuote(answer.quote).lines.filter((line) => line.kind === 'parking');
    expect(parkingLines.map((line) => line.productId)).toEqual([page.parking.id]);
  });
});
