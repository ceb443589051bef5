import { http, HttpResponse } from 'msw';
import { api, errorResponse } from './shared';

/** The checkout service: offers and orders (addons are served by the product service). */

export const offer = {
  id: 'of_9f3c2a',
  expiresAt: '2026-12-01T11:00:00.000Z',
  total: { amount: 238.5, currency: 'PLN' },
  promoCode: null,
  offerLines: [
    {
      product: { id: 10, name: 'Okęcie Park' },
      price: { amount: 189.5, currency: 'PLN' },
      originalPrice: { amount: 200, currency: 'PLN' },
      specification: {
        vehicles: [{ plate: 'WA12345' }],
        people: { adult: 2, child: 0, disabled: 0 },
        stayPeriod: { arrivalAt: '2026-12-01T09:00:00.000Z', departureAt: '2026-12-08T09:00:00.000Z' },
      },
      appliedDiscounts: [{ name: 'Rabat za 7 dni', value: { amount: 10.5, currency: 'PLN' } }],
    },
    {
      product: { id: 'ad-waw-okecie-park-myjnia', name: 'Mycie auta' },
      price: { amount: '49.00', currency: 'PLN' },
      originalPrice: { amount: 49, currency: 'PLN' },
      specification: {
        vehicles: 1,
        people: 2,
        stayPeriod: { arrivalAt: '2026-12-01T09:00:00.000Z', departureAt: '2026-12-08T09:00:00.000Z' },
      },
      appliedDiscounts: [],
    },
  ],
};

/** The booking token POST /orders answers: GET /orders/{id} shows the whole order only with it. */
export const ORDER_ACCESS_TOKEN = '1800000000.c2lnbmF0dXJlLW9mLXRoZS1vcmRlcg';

export const orderResult = {
  orderId: 'ord_5b1e',
  orderNumber: 'PK-2026-000123',
  status: 'PENDING_PAYMENT',
  total: { amount: 238.5, currency: 'PLN' },
  paymentUrl: 'http://localhost:3000/api/v1/payments/sandbox/pay_77',
  accessToken: ORDER_ACCESS_TOKEN,
};

export const order = {
  orderId: 'ord_5b1e',
  orderNumber: 'PK-2026-000123',
  status: 'PENDING_PAYMENT',
  total: { amount: 238.5, currency: 'PLN' },
  parking: { id: 10, name: 'Okęcie Park', slug: 'okecie-park' },
  arrivalAt: '2026-12-01T09:00:00.000Z',
  departureAt: '2026-12-08T09:00:00.000Z',
  paymentStatus: 'PENDING',
};

export const EXPIRED_OFFER_ID = 'of_expired';

export const checkoutHandlers = [
  http.post(api('/api/v1/offers'), async ({ request }) => {
    const body: unknown = await request.json();
    if (typeof body === 'object' && body !== null && 'promoCode' in body && body.promoCode === 'ZLYKOD') {
      return errorResponse(422, 'Podany kod jest nieprawidłowy.', { code: 'INVALID_PROMO_CODE' });
    }
    return HttpResponse.json(offer, { status: 201 });
  }),
  http.get(api('/api/v1/offer/:id'), ({ params }) => {
    if (params.id === EXPIRED_OFFER_ID) return errorResponse(410, 'Oferta wygasła.', { code: 'OFFER_EXPIRED' });
    if (params.id !== offer.id) return errorResponse(404, 'Nie znaleziono oferty.');
    return HttpResponse.json(offer);
  }),
  http.post(api('/api/v1/orders'), ({ request }) => {
    const key = request.headers.get('Idempotency-Key');
    if (!key || key.length < 8 || key.length > 255) {
      return errorResponse(400, 'Brak nagłówka Idempotency-Key.', { field: 'Idempotency-Key' });
    }
    return HttpResponse.json(orderResult, { status: 201 });
  }),
  http.get(api('/api/v1/orders/:orderId'), ({ params, request }) => {
    if (params.orderId !== order.orderId) return errorResponse(404, 'Nie znaleziono zamówienia.');
    // The order id alone shows the status only (issue 16); its booking token, the whole order.
    if (request.headers.get('X-Booking-Token') !== ORDER_ACCESS_TOKEN) {
      return HttpResponse.json({
        orderId: order.orderId,
        status: order.status,
        paymentStatus: order.paymentStatus,
        free: false,
      });
    }
    return HttpResponse.json(order);
  }),
];
