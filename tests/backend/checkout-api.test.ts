import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { addons, offers, orders, parkings } from '../../backend/db/schema';
import { manageToken, verifyManageToken } from '../../backend/outbox/signing';
import type { Backend } from '../../backend/index';
import { OrderRequestSchema } from '../../backend/checkout/order-request';
import { placeOrder } from '../../backend/checkout/orders';
import { sandboxProvider } from '../../backend/payments/provider';
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

let backend: Backend;
beforeAll(async () => {
  backend = await startBackend();
});
afterAll(() => backend.close());

type Money = { amount: number; currency: string };
type Offer = {
  id: string;
  expiresAt: string;
  total: Money;
  offerLines: {
    product: { id: string; name: string };
    price: Money;
    originalPrice: Money;
    quantity: number;
    unitPrice: Money;
    specification: unknown;
    appliedDiscounts: { value: Money }[];
  }[];
};
type Order = {
  orderId: string;
  orderNumber: string;
  status: string;
  total: Money;
  paymentUrl: string | null;
  accessToken: string;
};

const stay = { arrivalAt: daysFromNow(10), departureAt: daysFromNow(13) };

async function offerFor(parkingId: number, extra: { promoCode?: string; lines?: unknown[]; plates?: string[] } = {}) {
  const lines = [parkingLine(parkingId, stay, extra.plates), ...(extra.lines ?? [])];
  const r = await call(backend, '/api/v1/offers', {
    method: 'POST',
    json: { offerLines: lines, promoCode: extra.promoCode },
  });
  return { ...r, offer: r.body as Offer, lines };
}

async function order(offer: Offer, lines: unknown[], key: string = randomUUID(), extra: Record<string, unknown> = {}) {
  const r = await call(backend, '/api/v1/orders', {
    method: 'POST',
    headers: { 'Idempotency-Key': key },
    json: { offerId: offer.id, orderLines: lines, expectedPrice: offer.total, customer, additionalInfo: '', ...extra },
  });
  return { ...r, order: r.body as Order };
}

/** GET /orders/:id, with the order's booking token as its owner sends it (or another `Authorization`). */
const summaryOf = (orderId: string, authorization?: string) =>
  call(backend, `/api/v1/orders/${orderId}`, { headers: authorization ? { Authorization: authorization } : {} });

async function paymentStatus(orderId: string) {
  return ((await call(backend, `/api/v1/payment/${orderId}/status`)).body as { paymentStatus: string }).paymentStatus;
}

async function freeOn(parkingId: number) {
  const r = await call(
    backend,
    `/api/v1/products/parking/${parkingId}/availability?startDate=${encodeURIComponent(stay.arrivalAt)}&endDate=${encodeURIComponent(stay.arrivalAt)}`,
  );
  return (r.body as { availability: { available: boolean }[] }).availability[0].available;
}

describe('offers', () => {
  it('prices a parking line and its addons, stores the offer and reads it back', async () => {
    const [addon] = await backend.database.db.select().from(addons).limit(1);
    const addonLine = { productId: addon.id, specification: { vehicles: 1, people: 2, stayPeriod: stay } };
    const { status, offer } = await offerFor(addon.parkingId, { lines: [addonLine] });
    expect(status).toBe(201);
    expect(offer.offerLines).toHaveLength(2);
    const sum = offer.offerLines.reduce((s, l) => s + Math.round(l.price.amount * 100), 0);
    expect(Math.round(offer.total.amount * 100)).toBe(sum);
    expect(Date.parse(offer.expiresAt) - Date.now()).toBeGreaterThan(3500_000);
    const back = await call(backend, `/api/v1/offer/${offer.id}`);
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({ id: offer.id, total: offer.total });
  });

  it('applies test100 as a 100 % promo code (any case) and rejects unknown codes with 422', async () => {
    const parking = await parkingWithCapacity(backend, 50, 1);
    const { offer } = await offerFor(parking.id, { promoCode: 'TEST100' });
    expect(offer.total.amount).toBe(0);
    expect(offer.offerLines[0].originalPrice.amount).toBeGreaterThan(0);
    const bad = await offerFor(parking.id, { promoCode: 'nieistnieje' });
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({
      errors: [{ message: 'Podany kod jest nieprawidłowy.', code: 'INVALID_PROMO_CODE' }],
    });
  });

  it('refuses addon quantities that do not follow the booking', async () => {
    const [addon] = await backend.database.db.select().from(addons).limit(1);
    const cheat = { productId: addon.id, specification: { vehicles: 1, people: 2, stayPeriod: stay } };
    const r = await offerFor(addon.parkingId, { lines: [cheat], plates: ['WA 1', 'WA 2'] });
    expect(r.status).toBe(422);
  });

  it('answers 400 with field paths for bad offer requests', async () => {
    const parking = await parkingWithCapacity(backend, 50, 1);
    const bad = [
      {},
      { offerLines: [] },
      { offerLines: [parkingLine(parking.id, { arrivalAt: stay.departureAt, departureAt: stay.arrivalAt })] },
      {
        offerLines: [
          parkingLine(parking.id, { arrivalAt: '2020-01-01T10:00:00Z', departureAt: '2020-01-02T10:00:00Z' }),
        ],
      },
      { offerLines: [{ productId: 'ad-nope', specification: {} }] },
      // PostgreSQL cannot store NUL: a 400, not a database error.
      { offerLines: [parkingLine(parking.id, stay, ['WA\u0000 1'])] },
    ];
    for (const json of bad) {
      const r = await call(backend, '/api/v1/offers', { method: 'POST', json });
      expect(r.status, JSON.stringify(json)).toBe(400);
      expect(r.body).toMatchObject({ errors: [{ message: expect.any(String) }] });
    }
    const notJson = await call(backend, '/api/v1/offers', {
      method: 'POST',
      body: '{oops',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(notJson.status).toBe(400);
  });

  it('names the arrival of the parking line that is past or too far ahead by its place in the body', async () => {
    const [addon] = await backend.database.db.select().from(addons).limit(1);
    for (const [arrivalAt, departureAt, message] of [
      [daysFromNow(-2), daysFromNow(1), 'Data przyjazdu nie może być w przeszłości.'],
      [daysFromNow(400), daysFromNow(403), 'Rezerwacje przyjmujemy najwyżej rok naprzód.'],
    ]) {
      const stayPeriod = { arrivalAt, departureAt };
      const addonLine = { productId: addon.id, specification: { vehicles: 1, people: 2, stayPeriod } };
      // The parking line second: its index is part of the field's name.
      const offerLines = [addonLine, parkingLine(addon.parkingId, stayPeriod)];
      const r = await call(backend, '/api/v1/offers', { method: 'POST', json: { offerLines } });
      expect(r.status).toBe(400);
      expect(r.body).toEqual({ errors: [{ message, field: 'offerLines.1.specification.stayPeriod.arrivalAt' }] });
    }
  });

  it('reads only a body declared as JSON: text/plain or a form is 415 (what a cross-site form can send)', async () => {
    const parking = await parkingWithCapacity(backend, 50, 1);
    const body = JSON.stringify({ offerLines: [parkingLine(parking.id, stay)] });
    for (const type of ['text/plain;charset=UTF-8', 'application/x-www-form-urlencoded', 'multipart/form-data', '']) {
      const r = await call(backend, '/api/v1/offers', {
        method: 'POST',
        body,
        headers: type ? { 'Content-Type': type } : {},
      });
      expect(r.status, type).toBe(415);
      expect(r.body).toEqual({
        errors: [
          {
            code: 'UNSUPPORTED_MEDIA_TYPE',
            message: 'Treść żądania musi być JSON-em (Content-Type: application/json).',
          },
        ],
      });
    }
    for (const type of ['application/json; charset=utf-8', 'Application/JSON', 'application/vnd.parkolot+json']) {
      const r = await call(backend, '/api/v1/offers', { method: 'POST', body, headers: { 'Content-Type': type } });
      expect(r.status, type).toBe(201);
    }
  });

  it('answers 410 for an expired offer and 404 for an unknown one', async () => {
    const parking = await parkingWithCapacity(backend, 50, 1);
    const { offer } = await offerFor(parking.id);
    await backend.database.db
      .update(offers)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(offers.id, offer.id));
    const r = await call(backend, `/api/v1/offer/${offer.id}`);
    expect(r.status).toBe(410);
    expect(errorCodes(r.body)).toEqual(['OFFER_EXPIRED']);
    expect((await call(backend, `/api/v1/offer/${randomUUID()}`)).status).toBe(404);
  });
});

describe('orders and payments', () => {
  it('creates an order that holds a space, pays it on the sandbox page and reads CAPTURED', async () => {
    const parking = await parkingWithCapacity(backend, 1, 2);
    const { offer, lines } = await offerFor(parking.id);
    const { status, order: created } = await order(offer, lines);
    expect(status).toBe(201);
    expect(created).toMatchObject({
      status: 'PENDING_PAYMENT',
      total: offer.total,
      orderNumber: expect.stringMatching(/^PK-/),
    });
    expect(created.paymentUrl).toMatch(new RegExp(`^${PUBLIC_URL}/api/v1/payments/sandbox/`));
    expect(await paymentStatus(created.orderId)).toBe('NEW');
    expect(await freeOn(parking.id)).toBe(false);

    const pagePath = new URL(created.paymentUrl ?? '').pathname;
    const page = await call(backend, pagePath);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Zapłać');
    expect(page.text).toContain(created.orderNumber);
    expect(await paymentStatus(created.orderId)).toBe('PENDING');

    const paid = await call(backend, pagePath, { method: 'POST', body: new URLSearchParams({ action: 'pay' }) });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${PUBLIC_URL}/platnosc/?orderId=${created.orderId}`);
    expect(await paymentStatus(created.orderId)).toBe('CAPTURED');
    const summary = await summaryOf(created.orderId, `Bearer ${created.accessToken}`);
    expect(summary.body).toMatchObject({
      status: 'CONFIRMED',
      paymentStatus: 'CAPTURED',
      orderNumber: created.orderNumber,
    });
    expect(JSON.stringify(summary.body)).not.toContain(customer.email);

    // A second notification changes nothing.
    await call(backend, pagePath, { method: 'POST', body: new URLSearchParams({ action: 'cancel' }) });
    expect(await paymentStatus(created.orderId)).toBe('CAPTURED');
    expect(await freeOn(parking.id)).toBe(false);
  });

  it('a declined payment keeps the order payable and its space held until the hold lapses', async () => {
    const parking = await parkingWithCapacity(backend, 1, 3);
    const { offer, lines } = await offerFor(parking.id);
    const { order: created } = await order(offer, lines);
    expect(await freeOn(parking.id)).toBe(false);
    const path = new URL(created.paymentUrl ?? '').pathname;
    await call(backend, path, { method: 'POST', body: new URLSearchParams({ action: 'decline' }) });
    expect(await paymentStatus(created.orderId)).toBe('DECLINED');
    expect(await freeOn(parking.id)).toBe(false);
    // The last space of the stay: the short hold (10 minutes); then the sweep expires it.
    expect(await backend.sweep(new Date(Date.now() + 11 * 60_000))).toBe(1);
    expect(await freeOn(parking.id)).toBe(true);
    expect(await paymentStatus(created.orderId)).toBe('DECLINED');
  });

  it('releases the spaces of an unpaid order after the hold', async () => {
    const parking = await parkingWithCapacity(backend, 1, 4);
    const { offer, lines } = await offerFor(parking.id);
    const { order: created } = await order(offer, lines);
    // The last space of the stay: the short hold for a nearly sold-out stay (10 minutes).
    expect(await backend.sweep(new Date(Date.now() + 9 * 60_000))).toBe(0);
    expect(await freeOn(parking.id)).toBe(false);
    expect(await backend.sweep(new Date(Date.now() + 11 * 60_000))).toBe(1);
    expect(await freeOn(parking.id)).toBe(true);
    expect(await paymentStatus(created.orderId)).toBe('CANCELLED');
    const [row] = await backend.database.db.select().from(orders).where(eq(orders.id, created.orderId));
    expect(row.status).toBe('EXPIRED');
  });

  it('confirms a zero total without payment', async () => {
    const parking = await parkingWithCapacity(backend, 5, 5);
    const { offer, lines } = await offerFor(parking.id, { promoCode: 'test100' });
    const { status, order: created } = await order(offer, lines);
    expect(status).toBe(201);
    expect(created).toMatchObject({ status: 'CONFIRMED', paymentUrl: null, total: { amount: 0 } });
    expect(await paymentStatus(created.orderId)).toBe('CAPTURED');
  });

  it('a drawn booking reference another order already has is drawn again — never a failed order', async () => {
    const parking = await parkingWithCapacity(backend, 5, 14);
    const first = await offerFor(parking.id);
    const { order: taken } = await order(first.offer, first.lines);
    const { offer, lines } = await offerFor(parking.id);
    const draws = [taken.orderNumber, 'PK-NEWREF23'];
    const request = OrderRequestSchema.parse({
      offerId: offer.id,
      orderLines: lines,
      expectedPrice: offer.total,
      customer,
    });
    const placed = await placeOrder(backend.database.db, request, {
      provider: sandboxProvider(PUBLIC_URL),
      holdMinutes: 30,
      drawReference: () => draws.shift() ?? 'PK-NEWREF23',
    });
    expect(placed.orderNumber).toBe('PK-NEWREF23');
    expect(draws).toEqual([]);
  });

  it('replays an Idempotency-Key: same answer, one order; another body with the key is 422', async () => {
    const parking = await parkingWithCapacity(backend, 5, 6);
    const { offer, lines } = await offerFor(parking.id);
    const key = randomUUID();
    const first = await order(offer, lines, key);
    const again = await order(offer, lines, key);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.order.orderId).toBe(first.order.orderId);
    // The replay carries the booking token too: a double submit's browser is the placing one.
    expect(again.order.accessToken).toBe(first.order.accessToken);
    const count = await backend.database.db.$count(orders, eq(orders.offerId, offer.id));
    expect(count).toBe(1);
    // Once paid, a replay says so: the order's current status, and no payment page to send anyone to.
    expect([again.order.status, again.order.paymentUrl]).toEqual(['PENDING_PAYMENT', first.order.paymentUrl]);
    const pagePath = new URL(first.order.paymentUrl ?? '').pathname;
    await call(backend, pagePath, { method: 'POST', body: new URLSearchParams({ action: 'pay' }) });
    const afterPaying = await order(offer, lines, key);
    expect(afterPaying.headers.get('idempotent-replayed')).toBe('true');
    expect(afterPaying.order).toMatchObject({ orderId: first.order.orderId, status: 'CONFIRMED', paymentUrl: null });
    const changed = await order(offer, lines, key, { additionalInfo: 'inne' });
    expect(changed.status).toBe(422);
    expect(errorCodes(changed.body)).toEqual(['IDEMPOTENCY_KEY_REUSED']);
    const noKey = await call(backend, '/api/v1/orders', { method: 'POST', json: { offerId: offer.id } });
    expect(noKey.status).toBe(400);
  });

  it('quotes a stay whose plate is still blank, but an order needs every plate', async () => {
    const parking = await parkingWithCapacity(backend, 5, 8);
    const blank = await offerFor(parking.id, { plates: [''] });
    const typed = await offerFor(parking.id, { plates: ['WA 777'] });
    expect(blank.offer.total).toEqual(typed.offer.total);
    const refused = await order(blank.offer, blank.lines);
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('Tablica rejestracyjna jest wymagana');
  });

  it('replays an offer for a repeated Idempotency-Key (a double submit re-quotes to the same offer)', async () => {
    const parking = await parkingWithCapacity(backend, 5, 9);
    const json = { offerLines: [parkingLine(parking.id, stay)] };
    const headers = { 'Idempotency-Key': randomUUID() };
    const first = await call(backend, '/api/v1/offers', { method: 'POST', json, headers });
    const again = await call(backend, '/api/v1/offers', { method: 'POST', json, headers });
    expect(first.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    const bad = await call(backend, '/api/v1/offers', {
      method: 'POST',
      json,
      headers: { 'Idempotency-Key': 'short' },
    });
    expect(bad.status).toBe(400);
  });

  it('refuses an expired offer (410), a changed price (409), foreign lines (422) and a used offer (409)', async () => {
    const parking = await parkingWithCapacity(backend, 5, 7);
    const a = await offerFor(parking.id);
    await backend.database.db
      .update(offers)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(offers.id, a.offer.id));
    expect((await order(a.offer, a.lines)).status).toBe(410);

    const b = await offerFor(parking.id);
    const wrongPrice = await order({ ...b.offer, total: { amount: 1, currency: 'PLN' } }, b.lines);
    expect(wrongPrice.status).toBe(409);
    expect(errorCodes(wrongPrice.body)).toEqual(['PRICE_CHANGED']);
    expect(wrongPrice.body).toMatchObject({ currentPrice: b.offer.total });
    // The offer's amount in another currency is not the price the traveller saw.
    const euros = await order({ ...b.offer, total: { amount: b.offer.total.amount, currency: 'EUR' } }, b.lines);
    expect(euros.status).toBe(400);
    expect(euros.body).toMatchObject({
      errors: [{ field: 'expectedPrice.currency', message: 'Ceny podajemy w PLN.' }],
    });

    // No amount is no price: null or an empty string is not read as 0 (the price of a free booking).
    for (const amount of [null, '', '12']) {
      const vague = await order(b.offer, b.lines, randomUUID(), { expectedPrice: { amount, currency: 'PLN' } });
      expect(vague.status, JSON.stringify(amount)).toBe(400);
      expect(vague.body).toMatchObject({ errors: [{ field: 'expectedPrice.amount' }] });
    }

    const otherLines = [parkingLine(parking.id, stay, ['KR 99999'])];
    const mismatch = await order(b.offer, otherLines);
    expect(mismatch.status).toBe(422);
    expect(errorCodes(mismatch.body)).toEqual(['LINES_MISMATCH']);

    expect((await order(b.offer, b.lines)).status).toBe(201);
    const reused = await order(b.offer, b.lines);
    expect(reused.status).toBe(409);
    expect(errorCodes(reused.body)).toEqual(['OFFER_USED']);
  });

  it('validates the customer with the Polish messages of the booking form', async () => {
    const parking = await parkingWithCapacity(backend, 5, 8);
    const { offer, lines } = await offerFor(parking.id);
    const r = await order(offer, lines, randomUUID(), {
      customer: { firstName: ' ', lastName: '', email: 'zly-email', phone: '123' },
      invoice: { taxId: '', name: '', address: { street: '', city: '', zipCode: '', country: '' } },
    });
    expect(r.status).toBe(400);
    const messages = (r.body as { errors: { message: string }[] }).errors.map((e) => e.message);
    for (const m of [
      'Imię jest wymagane',
      'Nazwisko jest wymagane',
      'Nieprawidłowy format email',
      'Numer telefonu musi mieć co najmniej 9 cyfr',
      'NIP jest wymagany',
      'Nazwa firmy jest wymagana',
      'Adres firmy jest wymagany',
      'Miasto jest wymagane',
      'Kod pocztowy jest wymagany',
      'Kraj jest wymagany',
    ]) {
      expect(messages).toContain(m);
    }
  });

  it("checks a Polish invoice's NIP and postal code and keeps them in one form", async () => {
    const parking = await parkingWithCapacity(backend, 5, 9);
    const { offer, lines } = await offerFor(parking.id);
    const polish = (taxId: string, zipCode: string) => ({
      invoice: { taxId, name: 'Firma', address: { street: 'Prosta 1', city: 'Warszawa', zipCode, country: 'Polska' } },
    });
    const refused = await order(offer, lines, randomUUID(), polish('abc', 'xyz'));
    expect(refused.status).toBe(400);
    expect((refused.body as { errors: { field?: string; message: string }[] }).errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'invoice.taxId', message: 'NIP ma 10 cyfr, np. 526-025-02-74' }),
        expect.objectContaining({
          field: 'invoice.address.zipCode',
          message: 'Kod pocztowy w Polsce ma postać 00-000',
        }),
      ]),
    );
    const wrongDigit = await order(offer, lines, randomUUID(), polish('5260250275', '00-001'));
    expect(wrongDigit.status).toBe(400);
    // With another invoice field missing too, every message comes in the one answer.
    const withoutName = await order(offer, lines, randomUUID(), {
      invoice: {
        taxId: 'abc',
        name: '',
        address: { street: 'Prosta 1', city: 'Warszawa', zipCode: 'x', country: 'Polska' },
      },
    });
    expect((withoutName.body as { errors: { field?: string }[] }).errors.map((e) => e.field).sort()).toEqual([
      'invoice.address.zipCode',
      'invoice.name',
      'invoice.taxId',
    ]);

    const placed = await order(offer, lines, randomUUID(), polish('PL 526-025-02-74', '00001'));
    expect(placed.status).toBe(201);
    const stored = await call(backend, `/api/v1/bookings/${placed.order.orderNumber}`, {
      headers: { Authorization: `Bearer ${placed.order.accessToken}` },
    });
    expect(stored.body).toMatchObject({ invoice: { taxId: '5260250274', address: { zipCode: '00-001' } } });
  });

  it('answers 404 for unknown orders and payments', async () => {
    expect((await call(backend, `/api/v1/payment/${randomUUID()}/status`)).status).toBe(404);
    expect((await call(backend, `/api/v1/orders/${randomUUID()}`)).status).toBe(404);
    expect((await call(backend, `/api/v1/payments/sandbox/${randomUUID()}`)).status).toBe(404);
    expect((await call(backend, '/api/v1/nothing')).status).toBe(404);
  });
});

describe('who may read an order: its id shows the payment status, its booking token the rest (issue 16)', () => {
  const STATUS_ONLY_KEYS = ['free', 'orderId', 'paymentStatus', 'status'];

  async function paidOrder(index: number) {
    const parking = await parkingWithCapacity(backend, 5, index);
    const { offer, lines } = await offerFor(parking.id);
    const { status, order: created } = await order(offer, lines);
    expect(status).toBe(201);
    const paid = await call(backend, new URL(created.paymentUrl ?? '').pathname, {
      method: 'POST',
      body: new URLSearchParams({ action: 'pay' }),
    });
    expect(paid.status).toBe(303);
    return { order: created, parking };
  }

  it('POST /orders answers the booking token of its reference, valid until 30 days after the departure', async () => {
    const { order: created } = await paidOrder(20);
    const until = verifyManageToken(TEST_APP_SECRET, created.orderNumber, created.accessToken);
    expect(until?.getTime()).toBe(Math.floor((Date.parse(stay.departureAt) + 30 * 86_400_000) / 1000) * 1000);
    // The same token Moja rezerwacja takes.
    const booking = await call(backend, `/api/v1/bookings/${created.orderNumber}`, {
      headers: { Authorization: `Bearer ${created.accessToken}` },
    });
    expect(booking.status).toBe(200);
  });

  it('the id alone: only { orderId, status, paymentStatus, free } — no reference, parking, dates, lines, e-mail, files', async () => {
    const { order: created, parking } = await paidOrder(21);
    const anonymous = await summaryOf(created.orderId);
    expect(anonymous.status).toBe(200);
    expect(anonymous.body).toEqual({
      orderId: created.orderId,
      status: 'CONFIRMED',
      paymentStatus: 'CAPTURED',
      free: false,
    });
    for (const hidden of [created.orderNumber, parking.name, 'documents', 'confirmation', '***', customer.email]) {
      expect(anonymous.text).not.toContain(hidden);
    }

    const owner = await summaryOf(created.orderId, `Bearer ${created.accessToken}`);
    expect(owner.status).toBe(200);
    expect(owner.body).toMatchObject({
      orderId: created.orderId,
      orderNumber: created.orderNumber,
      status: 'CONFIRMED',
      paymentStatus: 'CAPTURED',
      parking: { id: parking.id, name: parking.name },
      arrivalAt: stay.arrivalAt,
      departureAt: stay.departureAt,
      lines: [{ product: { type: 'parking' } }],
      confirmation: {
        email: { to: expect.stringContaining('***') },
        documents: {
          voucherPdf: expect.stringContaining('/documents/voucher.pdf?'),
          calendar: expect.stringContaining('/documents/calendar.ics?'),
        },
      },
    });
  });

  it('a declined order: its "pay again" token and hold only with the booking token', async () => {
    const parking = await parkingWithCapacity(backend, 5, 22);
    const { offer, lines } = await offerFor(parking.id);
    const { order: created } = await order(offer, lines);
    await call(backend, new URL(created.paymentUrl ?? '').pathname, {
      method: 'POST',
      body: new URLSearchParams({ action: 'decline' }),
    });
    const anonymous = await summaryOf(created.orderId);
    expect(anonymous.body).toEqual({
      orderId: created.orderId,
      status: 'PENDING_PAYMENT',
      paymentStatus: 'DECLINED',
      free: false,
    });
    expect(anonymous.text).not.toContain('retry');
    expect(anonymous.text).not.toContain('holdExpiresAt');
    expect(anonymous.text).not.toContain('sandbox');
    const owner = await summaryOf(created.orderId, `Bearer ${created.accessToken}`);
    expect(owner.body).toMatchObject({
      paymentStatus: 'DECLINED',
      retry: { exp: expect.any(Number), sig: expect.any(String) },
      holdExpiresAt: expect.any(String),
    });
  });

  it('another order’s token, a lapsed, forged or malformed one: the status only, never an error', async () => {
    const { order: mine } = await paidOrder(23);
    const { order: theirs } = await paidOrder(24);
    const [exp, sig] = mine.accessToken.split('.');
    const lapsed = manageToken(TEST_APP_SECRET, mine.orderNumber, new Date(Date.now() - 60_000));
    const refused = [
      `Bearer ${theirs.accessToken}`,
      `Bearer ${lapsed}`,
      `Bearer ${exp}.${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`,
      `Bearer ${Number(exp) + 1}.${sig}`,
      `Bearer ${mine.accessToken}x`,
      `Bearer ${mine.orderNumber}`,
      `Basic ${mine.accessToken}`,
      mine.accessToken,
      'Bearer',
      `Bearer ${'9'.repeat(500)}`,
    ];
    for (const authorization of refused) {
      const answer = await summaryOf(mine.orderId, authorization);
      expect(answer.status, authorization).toBe(200);
      expect(Object.keys(z.record(z.string(), z.unknown()).parse(answer.body)).sort(), authorization).toEqual(
        STATUS_ONLY_KEYS,
      );
    }
    // The other order's own token still opens that order.
    expect((await summaryOf(theirs.orderId, `Bearer ${theirs.accessToken}`)).body).toMatchObject({
      orderNumber: theirs.orderNumber,
    });
    // An unknown order is 404 with a token or without.
    expect((await summaryOf(randomUUID(), `Bearer ${mine.accessToken}`)).status).toBe(404);
  });
});

describe('each vehicle takes a space and pays for it; one plate is one vehicle; addons that apply (issue 14)', () => {
  const cents = (money: Money) => Math.round(money.amount * 100);

  it('the parking line is one vehicle’s price × N for 1, 2 and 3 vehicles, and the order charges the offer', async () => {
    const parking = await parkingWithCapacity(backend, 50, 12);
    const quoted = await call(backend, `/api/v1/products/parking/${parking.id}/price?${new URLSearchParams(stay)}`);
    const one = cents((quoted.body as { price: Money }).price);
    expect(one).toBeGreaterThan(0);
    for (const n of [1, 2, 3]) {
      const plates = ['WA 10001', 'WA 10002', 'WA 10003'].slice(0, n);
      const { status, offer, lines } = await offerFor(parking.id, { plates });
      expect(status).toBe(201);
      const [line] = offer.offerLines;
      expect(line.quantity).toBe(n);
      expect(cents(line.price)).toBe(one * n);
      expect(cents(line.unitPrice) * n).toBe(cents(line.originalPrice));
      expect(cents(offer.total)).toBe(one * n);

      const placed = await order(offer, lines);
      expect(placed.status).toBe(201);
      expect(placed.order.total).toEqual(offer.total);
      const summary = await summaryOf(placed.order.orderId, `Bearer ${placed.order.accessToken}`);
      expect(summary.body).toMatchObject({
        vehicles: n,
        total: offer.total,
        lines: [{ product: { type: 'parking' }, quantity: n, unitPrice: line.unitPrice, price: line.price }],
      });
    }
  });

  it.each([
    ['in another case', 'wa 10001'],
    ['without its space', 'WA10001'],
    ['with a hyphen', 'wa-10001'],
  ])(
    'the same plate %s is refused with 400 and a Polish message at the repeat (offer and order)',
    async (_, repeat) => {
      const parking = await parkingWithCapacity(backend, 50, 13);
      const r = await offerFor(parking.id, { plates: ['WA 10001', 'KR 2', repeat] });
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({
        errors: [
          {
            message: 'Ten numer rejestracyjny jest już wpisany przy innym pojeździe',
            field: 'offerLines.0.specification.vehicles.2.plate',
          },
        ],
      });
      // An order naming the same car twice is refused too, before any space is held.
      const { offer } = await offerFor(parking.id, { plates: ['WA 10001', 'KR 2'] });
      const twice = await order(offer, [parkingLine(parking.id, stay, ['WA 10001', repeat])]);
      expect(twice.status).toBe(400);
      expect(errorCodes(twice.body)).toEqual(['Ten numer rejestracyjny jest już wpisany przy innym pojeździe']);
      // Named by the field the order's body has (orderLines), not the offer's.
      expect(twice.body).toMatchObject({ errors: [{ field: 'orderLines.0.specification.vehicles.1.plate' }] });
      expect(await freeOn(parking.id)).toBe(true);
    },
  );

  it('a plate of punctuation alone is refused with 400 and a Polish message at the plate', async () => {
    const parking = await parkingWithCapacity(backend, 50, 13);
    const r = await offerFor(parking.id, { plates: ['WA 10001', '!!!'] });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({
      errors: [
        {
          message: 'Tablica rejestracyjna może zawierać tylko litery, cyfry, spacje i myślniki',
          field: 'offerLines.0.specification.vehicles.1.plate',
        },
      ],
    });
  });

  it('an addon line carries its quantity and unit price; an addon whose quantity is 0 is refused with 422', async () => {
    const db = backend.database.db;
    const [{ addon: group }] = await db
      .select({ addon: addons })
      .from(addons)
      .innerJoin(parkings, eq(parkings.id, addons.parkingId))
      .where(and(eq(addons.strategy, 'ABOVE_GUESTS_THRESHOLD'), eq(addons.active, true), eq(parkings.active, true)))
      .limit(1);
    const [perVehicle] = await db
      .select()
      .from(addons)
      .where(and(eq(addons.parkingId, group.parkingId), eq(addons.strategy, 'PER_VEHICLE'), eq(addons.active, true)))
      .limit(1);
    const addonLine = (id: string, people: number) => ({
      productId: id,
      specification: { vehicles: 2, people, stayPeriod: stay },
    });
    const plates = ['WA 20001', 'WA 20002'];

    // Two adults, a transfer for groups over four: nothing to buy, so it is not sold at 0 zł.
    const refused = await offerFor(group.parkingId, { plates, lines: [addonLine(group.id, 2)] });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      errors: [{ code: 'ADDON_NOT_APPLICABLE', message: expect.stringContaining(group.name) }],
    });

    const seven = parkingLine(group.parkingId, stay, plates);
    seven.specification.people = { adult: 6, child: 1, disabled: 0 };
    const lines = [seven, addonLine(group.id, 7), ...(perVehicle ? [addonLine(perVehicle.id, 7)] : [])];
    const r = await call(backend, '/api/v1/offers', { method: 'POST', json: { offerLines: lines } });
    expect(r.status, r.text).toBe(201);
    const offer = r.body as Offer;
    const groupLine = offer.offerLines.find((l) => l.product.id === group.id);
    expect(groupLine).toMatchObject({ quantity: 3, unitPrice: { amount: group.price / 100 } });
    expect(groupLine && cents(groupLine.price)).toBe(3 * group.price);
    if (perVehicle) {
      const vehicleLine = offer.offerLines.find((l) => l.product.id === perVehicle.id);
      expect(vehicleLine).toMatchObject({ quantity: 2, price: { amount: (2 * perVehicle.price) / 100 } });
    }
  });
});
