import { http, HttpResponse } from 'msw';
import { parkingBalice, parkingOkecie } from './content';
import { api, errorResponse } from './shared';

/** The product service: listing, price, per-day prices, availability, active flag, addons. */

const AIRPORT_CODES = ['WAW', 'KRK'];

export const listingPage = {
  parkings: [
    {
      content: parkingOkecie,
      pricing: {
        price: { amount: 189.5, currency: 'PLN' },
        pricePerDay: { amount: 27.07, currency: 'PLN' },
        totalDiscounts: { amount: 10.5, currency: 'PLN' },
      },
      available: true,
    },
    {
      // Upstream variant: money as numeric strings, no currency, no discounts, no availability flag.
      content: parkingBalice,
      pricing: { price: { amount: '149.00' }, pricePerDay: { amount: '21.29', currency: 'PLN' } },
    },
  ],
  total: 2,
  page: 1,
  hasNextPage: false,
};

export const addons = [
  {
    id: 'ad-waw-okecie-park-myjnia',
    name: 'Mycie auta',
    description: 'Mycie zewnętrzne',
    price: { amount: 49, currency: 'PLN' },
    quantityResolverStrategy: 'PER_VEHICLE',
    guestsThreshold: null,
  },
  {
    id: 'ad-waw-okecie-park-bus',
    name: 'Większy bus',
    description: 'Dla grup powyżej 4 osób',
    price: { amount: '30', currency: 'PLN' },
    quantityResolverStrategy: 'ABOVE_GUESTS_THRESHOLD',
    guestsThreshold: 4,
  },
];

const parkingIds = new Set([String(parkingOkecie.id), String(parkingBalice.id)]);
const unknownParking = () => errorResponse(404, 'Nie znaleziono parkingu.');

export const productHandlers = [
  http.get(api('/api/v1/products/parking/listing'), ({ request }) => {
    const code = new URL(request.url).searchParams.get('airportCode');
    if (!code || !AIRPORT_CODES.includes(code)) {
      return errorResponse(404, 'Nie znaleziono lotniska.', { field: 'airportCode' });
    }
    return HttpResponse.json(listingPage);
  }),
  http.get(api('/api/v1/products/parking/:id/price'), ({ params }) => {
    if (!parkingIds.has(String(params.id))) return unknownParking();
    return HttpResponse.json({
      price: { amount: '189.50', currency: 'PLN' },
      pricePerDay: { amount: 27.07, currency: 'PLN' },
      totalDiscounts: { amount: 10.5 },
      days: 7,
    });
  }),
  http.get(api('/api/v1/products/parking/:id/pricing/per-day'), ({ request, params }) => {
    if (!parkingIds.has(String(params.id))) return unknownParking();
    const days = Number(new URL(request.url).searchParams.get('days') ?? 16);
    return HttpResponse.json({
      prices: Array.from({ length: days }, (_, i) => ({
        days: i + 1,
        price: { amount: 35 + i * 25, currency: 'PLN' },
      })),
    });
  }),
  http.get(api('/api/v1/products/parking/:id/availability'), ({ params }) => {
    if (!parkingIds.has(String(params.id))) return unknownParking();
    return HttpResponse.json({
      availability: [
        { date: '2026-12-01', available: true },
        { date: '2026-12-02', available: false },
      ],
    });
  }),
  http.get(api('/api/v1/products/parking/:id/active'), ({ params }) => {
    if (!parkingIds.has(String(params.id))) return unknownParking();
    return HttpResponse.json({ active: true });
  }),
  http.get(api('/api/v1/products/parking/:id/addons'), ({ params }) => {
    if (!parkingIds.has(String(params.id))) return unknownParking();
    return HttpResponse.json(String(params.id) === String(parkingOkecie.id) ? addons : []);
  }),
];
