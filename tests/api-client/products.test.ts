import { describe, expect, it } from 'vitest';
import { ApiError, createApiClient } from '~/.server/api';
import { API_BASE, recordRequests, useMswServer } from '../msw/server';

useMswServer();

const client = () => createApiClient({ baseUrl: API_BASE, cache: false, retryBaseMs: 1 });

describe('getListing', () => {
  it('sends ISO dates, sort, page, limit and filter lists joined with commas', async () => {
    const requests = recordRequests();
    await client().getListing({
      airportCode: 'WAW',
      arrivalAt: new Date('2026-12-01T09:00:00.000Z'),
      departureAt: '2026-12-08T10:00:00+01:00',
      sort: 'distance',
      page: 2,
      serviceTypes: [1, 2],
      bookingOptions: [3],
      securityFeatures: [4, 5],
    });
    expect(requests).toHaveLength(1);
    const url = new URL(requests[0].url);
    expect(url.pathname).toBe('/api/v1/products/parking/listing');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      airportCode: 'WAW',
      arrivalAt: '2026-12-01T09:00:00.000Z',
      departureAt: '2026-12-08T10:00:00+01:00',
      limit: '10',
      sort: 'distance',
      page: '2',
      serviceTypes: '1,2',
      bookingOptions: '3',
      securityFeatures: '4,5',
    });
    expect(url.search).toContain('serviceTypes=1%2C2');
  });

  it('defaults to sort price, page 1, limit 10 and leaves out empty filter lists', async () => {
    const requests = recordRequests();
    await client().getListing({
      airportCode: 'KRK',
      arrivalAt: '2026-12-01T10:00:00+01:00',
      departureAt: '2026-12-08T10:00:00+01:00',
      serviceTypes: [],
    });
    const params = new URL(requests[0].url).searchParams;
    expect(params.get('sort')).toBe('price');
    expect(params.get('page')).toBe('1');
    expect(params.get('limit')).toBe('10');
    expect(params.has('serviceTypes')).toBe(false);
    expect(params.has('bookingOptions')).toBe(false);
  });

  it('parses items, coercing numeric-string money and filling currency, discounts and availability', async () => {
    const result = await client().getListing({
      airportCode: 'WAW',
      arrivalAt: '2026-12-01T10:00:00+01:00',
      departureAt: '2026-12-08T10:00:00+01:00',
    });
    expect(result).toMatchObject({ total: 2, page: 1, hasNextPage: false });
    expect(result.parkings[0]).toMatchObject({
      content: { slug: 'okecie-park', isTopTier: true },
      pricing: {
        price: { amount: 189.5, currency: 'PLN' },
        pricePerDay: { amount: 27.07, currency: 'PLN' },
        totalDiscounts: { amount: 10.5, currency: 'PLN' },
      },
      available: true,
    });
    expect(result.parkings[1]).toMatchObject({
      content: { slug: 'balice-parking', airportId: 2 },
      pricing: {
        price: { amount: 149, currency: 'PLN' },
        pricePerDay: { amount: 21.29, currency: 'PLN' },
        totalDiscounts: { amount: 0, currency: 'PLN' },
      },
      available: true,
    });
  });

  it('turns an unknown airport (404 with error body) into an ApiError', async () => {
    const error = await client()
      .getListing({ airportCode: 'XXX', arrivalAt: '2026-12-01T10:00:00Z', departureAt: '2026-12-02T10:00:00Z' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, messages: ['Nie znaleziono lotniska.'] });
  });
});

describe('parking product calls', () => {
  it('getPrice sends the stay as ISO dates and reads the quote', async () => {
    const requests = recordRequests();
    const quote = await client().getPrice(10, {
      arrivalAt: new Date('2026-12-01T09:00:00Z'),
      departureAt: new Date('2026-12-08T09:00:00Z'),
    });
    const url = new URL(requests[0].url);
    expect(url.pathname).toBe('/api/v1/products/parking/10/price');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      arrivalAt: '2026-12-01T09:00:00.000Z',
      departureAt: '2026-12-08T09:00:00.000Z',
    });
    expect(quote).toEqual({
      price: { amount: 189.5, currency: 'PLN' },
      pricePerDay: { amount: 27.07, currency: 'PLN' },
      totalDiscounts: { amount: 10.5, currency: 'PLN' },
      days: 7,
    });
  });

  it('getPerDayPrices asks for 16 days by default, and for startDate when given', async () => {
    const requests = recordRequests();
    const { prices } = await client().getPerDayPrices(10);
    expect(prices).toHaveLength(16);
    expect(prices[0]).toEqual({ days: 1, price: { amount: 35, currency: 'PLN' } });
    await client().getPerDayPrices(10, { days: 1, startDate: '2026-12-01T10:00:00+01:00' });
    expect(Object.fromEntries(new URL(requests[0].url).searchParams)).toEqual({ days: '16' });
    expect(Object.fromEntries(new URL(requests[1].url).searchParams)).toEqual({
      days: '1',
      startDate: '2026-12-01T10:00:00+01:00',
    });
    expect(new URL(requests[1].url).pathname).toBe('/api/v1/products/parking/10/pricing/per-day');
  });

  it('getAvailability sends the window and reads the days', async () => {
    const requests = recordRequests();
    const { availability } = await client().getAvailability(10, {
      startDate: '2026-12-01',
      endDate: '2027-12-01',
    });
    expect(Object.fromEntries(new URL(requests[0].url).searchParams)).toEqual({
      startDate: '2026-12-01',
      endDate: '2027-12-01',
    });
    expect(availability).toEqual([
      { date: '2026-12-01', available: true },
      { date: '2026-12-02', available: false },
    ]);
  });

  it('getActive returns the flag', async () => {
    expect(await client().getActive(10)).toBe(true);
  });

  it('getAddons reads the list with numeric-string prices; an empty list stays empty', async () => {
    const addons = await client().getAddons(10);
    expect(addons).toEqual([
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
        price: { amount: 30, currency: 'PLN' },
        quantityResolverStrategy: 'ABOVE_GUESTS_THRESHOLD',
        guestsThreshold: 4,
      },
    ]);
    expect(await client().getAddons(11)).toEqual([]);
  });

  it('an unknown parking id is a 404 ApiError', async () => {
    await expect(client().getActive(999)).rejects.toMatchObject({
      status: 404,
      messages: ['Nie znaleziono parkingu.'],
    });
  });
});
