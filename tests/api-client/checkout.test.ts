import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ApiError, createApiClient, type CreateOfferInput, type CreateOrderInput } from '~/.server/api';
import { EXPIRED_OFFER_ID, ORDER_ACCESS_TOKEN } from '../msw/handlers/checkout';
import { API_BASE, api, recordRequests, server, useMswServer } from '../msw/server';

useMswServer();

const client = () => createApiClient({ baseUrl: API_BASE, cache: false, retryBaseMs: 1 });

const stayPeriod = { arrivalAt: '2026-12-01T09:00:00.000Z', departureAt: '2026-12-08T09:00:00.000Z' };

const offerInput: CreateOfferInput = {
  offerLines: [
    {
      productId: 10,
      specification: {
        vehicles: [{ plate: 'WA12345' }],
        people: { adult: 2, child: 0, disabled: 0 },
        stayPeriod,
      },
    },
    { productId: 'ad-waw-okecie-park-myjnia', specification: { vehicles: 1, people: 2, stayPeriod } },
  ],
};

const orderInput: CreateOrderInput = {
  offerId: 'of_9f3c2a',
  orderLines: offerInput.offerLines,
  expectedPrice: { amount: 238.5, currency: 'PLN' },
  customer: { firstName: 'Jan', lastName: 'Kowalski', email: 'jan@example.com', phone: '+48600100200' },
  additionalInfo: '',
};

describe('offers', () => {
  it('createOffer posts the lines as JSON and reads the offer', async () => {
    const requests = recordRequests();
    const offer = await client().createOffer(offerInput);
    expect(requests).toHaveLength(1);
    expect(requests[0].method).toBe('POST');
    expect(new URL(requests[0].url).pathname).toBe('/api/v1/offers');
    expect(requests[0].headers.get('content-type')).toBe('application/json');
    expect(await requests[0].json()).toEqual(offerInput);
    expect(offer).toMatchObject({
      id: 'of_9f3c2a',
      expiresAt: '2026-12-01T11:00:00.000Z',
      total: { amount: 238.5, currency: 'PLN' },
      promoCode: null,
    });
    expect(offer.offerLines[0]).toMatchObject({
      product: { id: 10, name: 'Okęcie Park' },
      originalPrice: { amount: 200, currency: 'PLN' },
      appliedDiscounts: [{ name: 'Rabat za 7 dni', value: { amount: 10.5, currency: 'PLN' } }],
    });
    expect(offer.offerLines[1].price).toEqual({ amount: 49, currency: 'PLN' });
  });

  it('an unknown promo code is a 422 ApiError with the Polish message and its code', async () => {
    const error = await client()
      .createOffer({ ...offerInput, promoCode: 'ZLYKOD' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      code: 'INVALID_PROMO_CODE',
      messages: ['Podany kod jest nieprawidłowy.'],
      message: 'Podany kod jest nieprawidłowy.',
    });
  });

  it('an offer answer without id is a failure', async () => {
    server.use(
      http.post(api('/api/v1/offers'), () =>
        HttpResponse.json({ total: { amount: 10, currency: 'PLN' }, offerLines: [] }, { status: 201 }),
      ),
    );
    await expect(client().createOffer(offerInput)).rejects.toMatchObject({
      status: 502,
      code: 'OFFER_WITHOUT_ID',
      messages: ['Nie udało się wygenerować oferty. Spróbuj ponownie.'],
    });
  });

  it('getOffer reads a stored offer; an expired one is a 410 ApiError', async () => {
    expect((await client().getOffer('of_9f3c2a')).id).toBe('of_9f3c2a');
    await expect(client().getOffer(EXPIRED_OFFER_ID)).rejects.toMatchObject({
      status: 410,
      code: 'OFFER_EXPIRED',
    });
  });
});

describe('orders and payments', () => {
  it('createOrder sends the Idempotency-Key header and the body, and reads the result', async () => {
    const requests = recordRequests();
    const result = await client().createOrder(orderInput, { idempotencyKey: 'order-key-0001' });
    expect(requests[0].headers.get('idempotency-key')).toBe('order-key-0001');
    expect(requests[0].headers.get('content-type')).toBe('application/json');
    expect(await requests[0].json()).toEqual(orderInput);
    expect(result).toEqual({
      orderId: 'ord_5b1e',
      orderNumber: 'PK-2026-000123',
      status: 'PENDING_PAYMENT',
      total: { amount: 238.5, currency: 'PLN' },
      paymentUrl: 'http://localhost:3000/api/v1/payments/sandbox/pay_77',
      accessToken: ORDER_ACCESS_TOKEN,
    });
  });

  it('a free order has no payment url', async () => {
    server.use(
      http.post(api('/api/v1/orders'), () =>
        HttpResponse.json(
          { orderId: 7, orderNumber: 123, status: 'CONFIRMED', total: { amount: 0 }, paymentUrl: null },
          { status: 201 },
        ),
      ),
    );
    const result = await client().createOrder(orderInput, { idempotencyKey: 'order-key-0002' });
    expect(result).toEqual({
      orderId: 7,
      orderNumber: '123',
      status: 'CONFIRMED',
      total: { amount: 0, currency: 'PLN' },
      paymentUrl: null,
      // An upstream without booking tokens: none, and the payment pages show the status only.
      accessToken: null,
    });
  });

  it('a changed price is a 409 ApiError with code PRICE_CHANGED', async () => {
    server.use(
      http.post(api('/api/v1/orders'), () =>
        HttpResponse.json({ errors: [{ message: 'Cena uległa zmianie.', code: 'PRICE_CHANGED' }] }, { status: 409 }),
      ),
    );
    await expect(client().createOrder(orderInput, { idempotencyKey: 'order-key-0003' })).rejects.toMatchObject({
      status: 409,
      code: 'PRICE_CHANGED',
    });
  });

  it('getOrder reads the whole order with its booking token, sent as X-Booking-Token', async () => {
    const requests = recordRequests();
    const order = await client().getOrder('ord_5b1e', ORDER_ACCESS_TOKEN);
    expect(requests[0].headers.get('x-booking-token')).toBe(ORDER_ACCESS_TOKEN);
    expect(order).toMatchObject({
      access: 'full',
      orderNumber: 'PK-2026-000123',
      parking: { id: 10, name: 'Okęcie Park', slug: 'okecie-park' },
      paymentStatus: 'PENDING',
    });
  });

  it('getOrder without a token sends none and reads the status-only answer', async () => {
    const requests = recordRequests();
    expect(await client().getOrder('ord_5b1e')).toEqual({
      access: 'status-only',
      orderId: 'ord_5b1e',
      status: 'PENDING_PAYMENT',
      paymentStatus: 'PENDING',
      free: false,
    });
    expect(requests[0].headers.get('x-booking-token')).toBeNull();
  });

  it('the booking token travels beside the web tier’s API_INTERNAL_TOKEN, which keeps Authorization', async () => {
    const requests = recordRequests();
    const internal = createApiClient({
      baseUrl: API_BASE,
      cache: false,
      requestHeaders: () => ({ authorization: 'Bearer internal-token-of-at-least-32-characters' }),
    });
    expect(await internal.getOrder('ord_5b1e', ORDER_ACCESS_TOKEN)).toMatchObject({ access: 'full' });
    expect(requests[0].headers.get('authorization')).toBe('Bearer internal-token-of-at-least-32-characters');
    expect(requests[0].headers.get('x-booking-token')).toBe(ORDER_ACCESS_TOKEN);
  });

  it('getPaymentStatus reads the status of the order', async () => {
    const requests = recordRequests();
    expect(await client().getPaymentStatus('ord_5b1e')).toEqual({
      paymentStatus: 'CAPTURED',
      orderStatus: 'CONFIRMED',
      free: false,
    });
    expect(new URL(requests[0].url).pathname).toBe('/api/v1/payment/ord_5b1e/status');
  });
});
