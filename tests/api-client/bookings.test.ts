// The bookings service of the API client ("Moja rezerwacja") against a fake upstream: the booking token in
// X-Booking-Token, changes and empty-bodied POSTs never re-sent, 202, the contract's errors with their
// codes, fields and Retry-After.
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ApiError, createApiClient } from '~/.server/api';
import { BOOKING_REFERENCE, bookingJson } from '../fixtures/booking';
import { api, errorResponse, recordRequests, server, useMswServer } from '../msw/server';

useMswServer();

const TOKEN = '1767225600.AbCdEf';
const client = (requestHeaders?: () => Record<string, string>) =>
  createApiClient({ baseUrl: 'http://api.parkolot.test', cache: false, retryBaseMs: 1, requestHeaders });
const bookingPath = `/api/v1/bookings/${BOOKING_REFERENCE}`;

describe('lookupBooking', () => {
  it('posts the reference and e-mail and reads the token', async () => {
    const answer = { reference: BOOKING_REFERENCE, token: TOKEN, expiresAt: '2026-12-31T23:00:00.000Z' };
    server.use(http.post(api('/api/v1/bookings/lookup'), () => HttpResponse.json(answer)));
    const requests = recordRequests();
    await expect(client().lookupBooking({ reference: BOOKING_REFERENCE, email: 'jan@example.com' })).resolves.toEqual(
      answer,
    );
    expect(await requests[0].json()).toEqual({ reference: BOOKING_REFERENCE, email: 'jan@example.com' });
  });

  it('keeps the code and Retry-After of a 429', async () => {
    server.use(
      http.post(api('/api/v1/bookings/lookup'), () =>
        HttpResponse.json(
          { errors: [{ message: 'Zbyt wiele prób. Spróbuj ponownie za minutę.', code: 'RATE_LIMITED' }] },
          { status: 429, headers: { 'Retry-After': '42' } },
        ),
      ),
    );
    const error = await client()
      .lookupBooking({ reference: BOOKING_REFERENCE, email: 'jan@example.com' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429, code: 'RATE_LIMITED', retryAfterSeconds: 42 });
  });

  it('keeps the field of a 400', async () => {
    server.use(
      http.post(api('/api/v1/bookings/lookup'), () =>
        errorResponse(400, 'Podaj poprawny adres e-mail.', { code: 'VALIDATION', field: 'email' }),
      ),
    );
    await expect(client().lookupBooking({ reference: BOOKING_REFERENCE, email: 'x' })).rejects.toMatchObject({
      status: 400,
      errors: [{ message: 'Podaj poprawny adres e-mail.', field: 'email' }],
    });
  });
});

describe('getBooking', () => {
  it('sends the booking token in X-Booking-Token, beside the web tier’s Authorization, and parses the booking', async () => {
    server.use(http.get(api(bookingPath), () => HttpResponse.json(bookingJson())));
    const requests = recordRequests();
    const booking = await client(() => ({ authorization: 'Bearer internal-token' })).getBooking(
      BOOKING_REFERENCE,
      TOKEN,
    );
    expect(requests[0].headers.get('x-booking-token')).toBe(TOKEN);
    // The web tier's own Authorization (API_INTERNAL_TOKEN towards a standalone API) is left as it is.
    expect(requests[0].headers.get('authorization')).toBe('Bearer internal-token');
    expect(booking).toMatchObject({ reference: BOOKING_REFERENCE, status: 'CONFIRMED', total: 15120 });
    expect(booking.refund).toBeNull();
  });

  it('reads a left-out nullable field as null', async () => {
    const { paymentPage: _left, ...rest } = bookingJson();
    server.use(http.get(api(bookingPath), () => HttpResponse.json(rest)));
    await expect(client().getBooking(BOOKING_REFERENCE, TOKEN)).resolves.toMatchObject({ paymentPage: null });
  });

  it('turns an unknown status into an invalid answer (502), never a guess', async () => {
    server.use(http.get(api(bookingPath), () => HttpResponse.json(bookingJson({ status: 'MAYBE' }))));
    await expect(client().getBooking(BOOKING_REFERENCE, TOKEN)).rejects.toMatchObject({
      status: 502,
      code: 'INVALID_RESPONSE',
    });
  });

  it('throws 403 INVALID_MANAGE_LINK as it came', async () => {
    server.use(
      http.get(api(bookingPath), () =>
        errorResponse(403, 'Link do rezerwacji wygasł lub jest nieprawidłowy.', { code: 'INVALID_MANAGE_LINK' }),
      ),
    );
    await expect(client().getBooking(BOOKING_REFERENCE, TOKEN)).rejects.toMatchObject({
      status: 403,
      code: 'INVALID_MANAGE_LINK',
    });
  });
});

describe('changeBooking, cancelBooking, resendVoucher', () => {
  it('posts only the changes, with the token and the idempotency key, once even after a 5xx', async () => {
    server.use(http.post(api(`${bookingPath}/details`), () => HttpResponse.json(bookingJson({ plates: ['KR 1234'] }))));
    const requests = recordRequests();
    const booking = await client().changeBooking(BOOKING_REFERENCE, TOKEN, { plates: ['KR 1234'] }, 'key-1');
    expect(booking.plates).toEqual(['KR 1234']);
    expect(requests[0].method).toBe('POST');
    expect(requests[0].headers.get('x-booking-token')).toBe(TOKEN);
    expect(requests[0].headers.get('idempotency-key')).toBe('key-1');
    expect(await requests[0].json()).toEqual({ plates: ['KR 1234'] });

    server.use(http.post(api(`${bookingPath}/details`), () => errorResponse(503, 'Przerwa techniczna.')));
    const again = recordRequests();
    await expect(client().changeBooking(BOOKING_REFERENCE, TOKEN, { phone: '+48600100201' })).rejects.toMatchObject({
      status: 503,
    });
    expect(again).toHaveLength(1);
  });

  it('cancels with an empty body and reads the cancelled booking; 409 keeps its code', async () => {
    server.use(
      http.post(api(`${bookingPath}/cancellation`), () =>
        HttpResponse.json(bookingJson({ status: 'CANCELLED', cancelledAt: '2026-11-25T10:00:00.000Z' })),
      ),
    );
    const requests = recordRequests();
    await expect(client().cancelBooking(BOOKING_REFERENCE, TOKEN, 'key-2')).resolves.toMatchObject({
      status: 'CANCELLED',
    });
    expect(await requests[0].text()).toBe('');
    expect(requests[0].headers.get('idempotency-key')).toBe('key-2');

    server.use(
      http.post(api(`${bookingPath}/cancellation`), () =>
        errorResponse(409, 'Bezpłatna anulacja już minęła.', { code: 'CANCELLATION_CLOSED' }),
      ),
    );
    await expect(client().cancelBooking(BOOKING_REFERENCE, TOKEN)).rejects.toMatchObject({
      status: 409,
      code: 'CANCELLATION_CLOSED',
    });
  });

  it('reads where the voucher went from the 202', async () => {
    server.use(
      http.post(api(`${bookingPath}/voucher`), () =>
        HttpResponse.json({ sentTo: 'j***@example.com' }, { status: 202 }),
      ),
    );
    await expect(client().resendVoucher(BOOKING_REFERENCE, TOKEN)).resolves.toEqual({ sentTo: 'j***@example.com' });
  });
});

describe('date changes', () => {
  const offer = {
    offerId: 'dco_1',
    expiresAt: '2026-11-25T10:30:00.000Z',
    stayPeriod: { arrivalAt: '2026-12-05T09:00:00.000Z', departureAt: '2026-12-09T17:30:00.000Z' },
    days: 5,
    total: 21000,
    currentTotal: 15120,
    difference: 5880,
    currency: 'PLN',
  };

  it('reads a booking of an API without date changes: none possible, nothing pending', async () => {
    server.use(http.get(api(bookingPath), () => HttpResponse.json(bookingJson())));
    const booking = await client().getBooking(BOOKING_REFERENCE, TOKEN);
    expect(booking.can.changeDates).toBe(false);
    expect(booking.dateChangesUntil).toBeNull();
    expect(booking.pendingDateChange).toBeNull();
  });

  it('reads the deadline and a change waiting for its payment', async () => {
    const pendingDateChange = {
      arrivalAt: offer.stayPeriod.arrivalAt,
      departureAt: offer.stayPeriod.departureAt,
      total: 21000,
      difference: 5880,
      payUntil: '2026-11-25T10:30:00.000Z',
      paymentUrl: 'http://parkolot.test/api/v1/payments/sandbox/p1',
    };
    server.use(
      http.get(api(bookingPath), () =>
        HttpResponse.json(
          bookingJson({
            can: { cancel: true, change: true, resendVoucher: true, changeDates: true },
            dateChangesUntil: '2026-12-03T09:00:00.000Z',
            pendingDateChange,
          }),
        ),
      ),
    );
    await expect(client().getBooking(BOOKING_REFERENCE, TOKEN)).resolves.toMatchObject({
      can: { changeDates: true },
      dateChangesUntil: '2026-12-03T09:00:00.000Z',
      pendingDateChange,
    });
  });

  it('asks for an offer with the new stay and the token; a 409 keeps its code', async () => {
    server.use(http.post(api(`${bookingPath}/dates/offer`), () => HttpResponse.json(offer, { status: 201 })));
    const requests = recordRequests();
    await expect(client().quoteDateChange(BOOKING_REFERENCE, TOKEN, offer.stayPeriod)).resolves.toEqual(offer);
    expect(requests[0].headers.get('x-booking-token')).toBe(TOKEN);
    expect(await requests[0].json()).toEqual({ stayPeriod: offer.stayPeriod });

    server.use(
      http.post(api(`${bookingPath}/dates/offer`), () =>
        errorResponse(409, 'Brak wolnych miejsc w wybranym terminie.', { code: 'SOLD_OUT' }),
      ),
    );
    await expect(client().quoteDateChange(BOOKING_REFERENCE, TOKEN, offer.stayPeriod)).rejects.toMatchObject({
      status: 409,
      code: 'SOLD_OUT',
    });
  });

  it('accepts an offer with the idempotency key and reads both outcomes', async () => {
    server.use(
      http.post(api(`${bookingPath}/dates`), () =>
        HttpResponse.json({
          dateChange: {
            status: 'AWAITING_PAYMENT',
            difference: 5880,
            refund: 0,
            paymentUrl: 'http://parkolot.test/api/v1/payments/sandbox/p1',
            payUntil: '2026-11-25T10:30:00.000Z',
          },
          booking: bookingJson(),
        }),
      ),
    );
    const requests = recordRequests();
    const result = await client().changeDates(
      BOOKING_REFERENCE,
      TOKEN,
      { offerId: 'dco_1', currentTotal: 15120 },
      'key-3',
    );
    expect(result.dateChange).toMatchObject({ status: 'AWAITING_PAYMENT', difference: 5880 });
    expect(requests[0].headers.get('idempotency-key')).toBe('key-3');
    expect(await requests[0].json()).toEqual({ offerId: 'dco_1', currentTotal: 15120 });

    server.use(
      http.post(api(`${bookingPath}/dates`), () =>
        HttpResponse.json({
          dateChange: { status: 'APPLIED', difference: -2000, refund: 2000, paymentUrl: null, payUntil: null },
          booking: bookingJson({ total: 13120 }),
        }),
      ),
    );
    await expect(client().changeDates(BOOKING_REFERENCE, TOKEN, { offerId: 'dco_2' })).resolves.toMatchObject({
      dateChange: { status: 'APPLIED', refund: 2000 },
      booking: { total: 13120 },
    });

    server.use(
      http.post(api(`${bookingPath}/dates`), () => errorResponse(410, 'Oferta wygasła.', { code: 'OFFER_EXPIRED' })),
    );
    await expect(client().changeDates(BOOKING_REFERENCE, TOKEN, { offerId: 'dco_3' })).rejects.toMatchObject({
      status: 410,
      code: 'OFFER_EXPIRED',
    });
  });
});
