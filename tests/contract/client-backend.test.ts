import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, ApiError, type ApiClient } from '../../app/.server/api';
import type { Backend } from '../../backend/index';
import { customer, daysFromNow, startBackend } from '../backend/harness';

// The web tier's client against the real embedded API, in-process: every schema must accept what the
// backend really sends, and every call the specs make must work end to end.
let backend: Backend;
let api: ApiClient;
beforeAll(async () => {
  backend = await startBackend();
  api = createApiClient({ baseUrl: 'http://parkolot.internal', fetch: (req) => backend.fetch(req), cache: false });
});
afterAll(() => backend.close());

const stay = { arrivalAt: daysFromNow(9), departureAt: daysFromNow(12) };

describe('API client ↔ embedded API contract', () => {
  it('reads every content call of the specs', async () => {
    const airports = await api.getAirports();
    expect(airports).toHaveLength(15);
    const waw = airports.find((a) => a.code === 'WAW');
    expect(waw?.slug).toBeTruthy();

    const home = await api.getHomePage();
    expect(home.airports.length).toBeGreaterThanOrEqual(3);

    expect((await api.getParkings({ page: 1, limit: 10 })).docs).toHaveLength(10);
    expect(await api.getLatestPosts(3)).toHaveLength(3);
    const posts = await api.getPosts();
    expect(posts.length).toBeGreaterThanOrEqual(6);
    const post = await api.getPostBySlug(`${posts[0].slug}/`);
    expect(post?.title).toBe(posts[0].title);
    expect(await api.getPostBySlug('nie-ma-takiego')).toBeNull();

    const reviews = await api.getLatestReviews(9);
    expect(reviews).toHaveLength(9);
    for (const fetchFilters of [api.getServiceTypes, api.getBookingOptions, api.getSecurityFeatures]) {
      expect((await fetchFilters()).length).toBeGreaterThan(0);
    }
    expect((await api.getPages()).map((p) => p.slug)).toEqual(
      expect.arrayContaining(['regulamin', 'polityka-prywatnosci', 'dodaj-parking']),
    );
    expect((await api.getPageBySlug('regulamin'))?.title).toBe('Regulamin');
    expect(await api.getPageBySlug('nie-ma')).toBeNull();
  });

  it('reads a parking by slug and id, with its reviews', async () => {
    const listing = await api.getListing({ airportCode: 'KRK', ...stay, limit: 10 });
    const first = listing.parkings[0];
    const bySlug = await api.getParkingBySlug(first.content.slug);
    expect(bySlug?.name).toBe(first.content.name);
    const byId = await api.getParkingById(first.content.id);
    expect(byId?.slug).toBe(first.content.slug);
    const reviews = await api.getParkingReviews(first.content.id);
    expect(reviews.every((r) => r.rating >= 1 && r.rating <= 5)).toBe(true);
  });

  it('reads listing, price, per-day, availability, active and addons', async () => {
    const listing = await api.getListing({ airportCode: 'WAW', ...stay, sort: 'price', page: 1, limit: 10 });
    expect(listing.total).toBeGreaterThan(0);
    const item = listing.parkings[0];
    const id = item.content.id;
    const quote = await api.getPrice(id, stay);
    expect(quote.price.amount).toBe(item.pricing.price.amount);
    expect((await api.getPerDayPrices(id, { days: 16 })).prices).toHaveLength(16);
    const availability = await api.getAvailability(id, { startDate: '2027-01-01', endDate: '2027-01-31' });
    expect(availability.availability).toHaveLength(31);
    expect(await api.getActive(id)).toBe(true);
    expect(Array.isArray(await api.getAddons(id))).toBe(true);
  });

  it('books: offer → order → sandbox payment → CAPTURED', async () => {
    const listing = await api.getListing({ airportCode: 'GDN', ...stay, limit: 10 });
    const parkingId = listing.parkings.find((p) => p.available)?.content.id;
    expect(parkingId).toBeDefined();
    const lines = [
      {
        productId: String(parkingId),
        specification: {
          vehicles: [{ plate: 'GD 4242A' }],
          people: { adult: 2, child: 1, disabled: 0 },
          stayPeriod: stay,
        },
      },
    ];
    const offer = await api.createOffer({ offerLines: lines });
    expect(offer.id).toBeTruthy();
    expect((await api.getOffer(offer.id)).total.amount).toBe(offer.total.amount);
    // Each line's arithmetic: one vehicle at its unit price (decision 0026).
    expect(offer.offerLines[0]).toMatchObject({ quantity: 1, unitPrice: offer.offerLines[0].originalPrice });

    const key = randomUUID();
    const body = { offerId: offer.id, orderLines: lines, expectedPrice: offer.total, customer, additionalInfo: '' };
    const order = await api.createOrder(body, { idempotencyKey: key });
    expect(order.paymentUrl).toContain('/api/v1/payments/sandbox/');
    expect((await api.createOrder(body, { idempotencyKey: key })).orderId).toBe(order.orderId);
    expect((await api.getPaymentStatus(order.orderId)).paymentStatus).toBe('NEW');

    const path = new URL(order.paymentUrl ?? '').pathname;
    await backend.fetch(
      new Request(`http://parkolot.internal${path}`, { method: 'POST', body: new URLSearchParams({ action: 'pay' }) }),
    );
    expect((await api.getPaymentStatus(order.orderId)).paymentStatus).toBe('CAPTURED');
    // The order id alone: the status only (issue 16); with the order's booking token: all of it.
    expect(await api.getOrder(order.orderId)).toEqual({
      access: 'status-only',
      orderId: order.orderId,
      status: 'CONFIRMED',
      paymentStatus: 'CAPTURED',
      free: false,
    });
    expect(order.accessToken).toMatch(/^\d+\.[\w-]+$/);
    const placed = await api.getOrder(order.orderId, order.accessToken);
    if (placed.access !== 'full') throw new Error('the booking token did not open the order');
    expect(placed.status).toBe('CONFIRMED');
    expect(placed.orderNumber).toBe(order.orderNumber);
    expect(placed.lines).toEqual([
      {
        product: { id: String(parkingId), name: expect.any(String), type: 'parking' },
        quantity: 1,
        unitPrice: offer.offerLines[0].unitPrice,
        originalPrice: offer.offerLines[0].originalPrice,
        price: offer.total,
      },
    ]);
  });

  it('manages a booking: look-up, read, change, voucher, cancel — and the refusals', async () => {
    const listing = await api.getListing({ airportCode: 'KTW', ...stay, limit: 10 });
    const parkingId = String(listing.parkings.find((p) => p.available)?.content.id);
    const lines = [
      {
        productId: parkingId,
        specification: {
          vehicles: [{ plate: 'SK 1234' }],
          people: { adult: 1, child: 0, disabled: 0 },
          stayPeriod: stay,
        },
      },
    ];
    const offer = await api.createOffer({ offerLines: lines });
    const order = await api.createOrder(
      { offerId: offer.id, orderLines: lines, expectedPrice: offer.total, customer, additionalInfo: '' },
      { idempotencyKey: randomUUID() },
    );
    const path = new URL(order.paymentUrl ?? '').pathname;
    await backend.fetch(
      new Request(`http://parkolot.internal${path}`, { method: 'POST', body: new URLSearchParams({ action: 'pay' }) }),
    );
    const reference = order.orderNumber ?? '';

    const wrong = await api.lookupBooking({ reference, email: 'ktos@example.pl' }).catch((e: unknown) => e);
    expect(wrong).toMatchObject({ status: 404, code: 'BOOKING_NOT_FOUND' });
    const access = await api.lookupBooking({ reference: reference.toLowerCase(), email: customer.email });
    expect(access.reference).toBe(reference);
    // A web copy in front of a standalone API sends its own Authorization (API_INTERNAL_TOKEN) on every call.
    const webCopy = createApiClient({
      baseUrl: 'http://parkolot.internal',
      fetch: (req) => backend.fetch(req),
      cache: false,
      requestHeaders: () => ({ authorization: 'Bearer an-internal-token-of-at-least-32-characters' }),
    });
    const booking = await webCopy.getBooking(reference, access.token);
    expect(booking).toMatchObject({
      status: 'CONFIRMED',
      plates: ['SK 1234'],
      total: Math.round(offer.total.amount * 100),
    });
    expect(booking.paid).toBe(booking.total);
    expect(booking.can).toEqual({ cancel: true, change: true, resendVoucher: true, changeDates: true });
    expect(booking.dateChangesUntil).toBe(booking.freeCancellationUntil);
    expect(booking.pendingDateChange).toBeNull();
    expect(booking.documents?.voucherPdf).toContain('/documents/voucher.pdf?');

    const changed = await api.changeBooking(reference, access.token, { plates: ['SK 9999'] }, randomUUID());
    expect(changed.plates).toEqual(['SK 9999']);
    const refused = await api
      .changeBooking(reference, access.token, { plates: ['SK 1', 'SK 2'] })
      .catch((e: unknown) => e);
    expect(refused).toMatchObject({ status: 400, errors: [expect.objectContaining({ field: 'plates' })] });
    expect((await api.resendVoucher(reference, access.token)).sentTo).toMatch(/^a\*\*\*@example\.pl$/);

    // Dates: a shorter stay is priced lower, and taking that price applies it at once with a refund.
    const shorter = { arrivalAt: stay.arrivalAt, departureAt: daysFromNow(11) };
    const dateOffer = await api.quoteDateChange(reference, access.token, shorter);
    expect(dateOffer).toMatchObject({ currentTotal: booking.total, currency: 'PLN' });
    expect(dateOffer.difference).toBe(dateOffer.total - dateOffer.currentTotal);
    expect(dateOffer.difference).toBeLessThan(0);
    const moved = await api.changeDates(
      reference,
      access.token,
      { offerId: dateOffer.offerId, currentTotal: dateOffer.currentTotal },
      randomUUID(),
    );
    expect(moved.dateChange).toMatchObject({ status: 'APPLIED', refund: -dateOffer.difference, paymentUrl: null });
    expect(moved.booking).toMatchObject({ departureAt: shorter.departureAt, total: dateOffer.total });
    const same = await api.quoteDateChange(reference, access.token, shorter).catch((e: unknown) => e);
    expect(same).toMatchObject({ status: 400, code: 'SAME_DATES' });

    const cancelled = await api.cancelBooking(reference, access.token, randomUUID());
    expect(['CANCELLED', 'REFUNDED']).toContain(cancelled.status);
    // Everything paid comes back: the date change's refund and the cancellation's.
    expect(cancelled.refund?.amount).toBe(booking.paid);
    const closed = await api.changeBooking(reference, access.token, { additionalInfo: 'x' }).catch((e: unknown) => e);
    expect(closed).toMatchObject({ status: 409, code: 'NOT_CHANGEABLE' });
    const forged = await api.getBooking(reference, '1767225600.forged').catch((e: unknown) => e);
    expect(forged).toMatchObject({ status: 403, code: 'INVALID_MANAGE_LINK' });
  });

  it('surfaces the API errors as ApiError with status, code and Polish message', async () => {
    const listing = await api.getListing({ airportCode: 'WAW', ...stay, limit: 1 });
    const lines = [
      {
        productId: String(listing.parkings[0].content.id),
        specification: { vehicles: [{ plate: 'WA 1' }], people: { adult: 1, child: 0, disabled: 0 }, stayPeriod: stay },
      },
    ];
    const error = await api.createOffer({ offerLines: lines, promoCode: 'zly-kod' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      code: 'INVALID_PROMO_CODE',
      messages: ['Podany kod jest nieprawidłowy.'],
    });
    const missing = await api.getOffer(randomUUID()).catch((e: unknown) => e);
    expect(missing).toMatchObject({ status: 404 });
  });
});
