import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CACHE_TTL, createApiClient, createResponseCache, perCachedObject } from '~/.server/api';
import { cachedAnswer, type CachedAnswer } from '~/.server/api/cache';
import { createHttp } from '~/.server/api/http';
import { API_BASE, api, recordRequests, server, useMswServer } from '../msw/server';

useMswServer();

/** A clock the test moves by hand. */
function manualClock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => void (now += ms) };
}

function cachedClient() {
  const clock = manualClock();
  const cache = createResponseCache({ now: clock.now });
  return { clock, cache, client: createApiClient({ baseUrl: API_BASE, cache, retryBaseMs: 1 }) };
}

const stay = { arrivalAt: '2026-12-01T10:00:00+01:00', departureAt: '2026-12-08T10:00:00+01:00' };

describe('response cache', () => {
  const schema = z.unknown();
  const answer = (value: unknown) => async (): Promise<CachedAnswer> => ({ schema, value });

  it('returns a value until its lifetime ends', async () => {
    const clock = manualClock();
    const cache = createResponseCache({ now: clock.now });
    await cachedAnswer(cache, 'a', 1000, answer(1));
    clock.advance(999);
    expect(cache.get('a')?.value).toBe(1);
    clock.advance(1);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('keeps an Infinity entry forever', async () => {
    const clock = manualClock();
    const cache = createResponseCache({ now: clock.now });
    await cachedAnswer(cache, 'filters', Number.POSITIVE_INFINITY, answer('x'));
    clock.advance(365 * 24 * 60 * 60 * 1000);
    expect(cache.get('filters')?.value).toBe('x');
  });

  it('evicts the least recently used entry past maxEntries', async () => {
    const cache = createResponseCache({ maxEntries: 2 });
    await cachedAnswer(cache, 'a', 60_000, answer(1));
    await cachedAnswer(cache, 'b', 60_000, answer(2));
    cache.set('a', { schema, value: 11 }, { ttl: 60_000 }); // rewritten: now the newest
    await cachedAnswer(cache, 'c', 60_000, answer(3));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.value).toBe(11);
    expect(cache.get('c')?.value).toBe(3);
  });

  it('deletes and clears', async () => {
    const cache = createResponseCache();
    await cachedAnswer(cache, 'a', 60_000, answer(1));
    await cachedAnswer(cache, 'b', 60_000, answer(2));
    expect(cache.delete('a')).toBe(true);
    expect(cache.get('a')).toBeUndefined();
    cache.clear();
    expect(cache.size).toBe(0);
  });

  it('freezes what it keeps and does not keep "no data"', async () => {
    const cache = createResponseCache();
    const kept = await cachedAnswer(cache, 'a', 60_000, answer({ list: [1] }));
    expect(Object.isFrozen(kept?.value)).toBe(true);
    expect(await cachedAnswer(cache, 'empty', 60_000, () => Promise.resolve(undefined))).toBeUndefined();
    expect(cache.has('empty')).toBe(false);
  });

  it('shares one load between concurrent callers and does not cache a failure', async () => {
    const cache = createResponseCache();
    let loads = 0;
    let release: (value: CachedAnswer) => void = () => {};
    const load = () => {
      loads++;
      return new Promise<CachedAnswer>((resolve) => {
        release = resolve;
      });
    };
    const first = cachedAnswer(cache, 'k', 60_000, load);
    const second = cachedAnswer(cache, 'k', 60_000, load);
    release({ schema, value: 'v' });
    expect((await Promise.all([first, second])).map((a) => a?.value)).toEqual(['v', 'v']);
    expect(loads).toBe(1);

    await expect(cachedAnswer(cache, 'bad', 60_000, () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect((await cachedAnswer(cache, 'bad', 60_000, answer('ok')))?.value).toBe('ok');
  });
});

describe('client cache', () => {
  it('a second identical content call is served from the cache', async () => {
    const { client } = cachedClient();
    const requests = recordRequests();
    const first = await client.getAirports();
    const second = await client.getAirports();
    expect(second).toEqual(first);
    expect(requests).toHaveLength(1);
  });

  it('a cached body is decoded once and shared frozen: no reader can change what the next one gets', async () => {
    const { client } = cachedClient();
    const first = await client.getAirports();
    expect(() => first.pop()).toThrow(TypeError);
    expect(() => Object.assign(first[0], { name: 'x' })).toThrow(TypeError);
    const second = await client.getAirports();
    expect(second).toBe(first);
    expect(second).toHaveLength(2);
  });

  it('a different URL is a different entry', async () => {
    const { client } = cachedClient();
    const requests = recordRequests();
    await client.getPostBySlug('jak-tanio-zaparkowac');
    await client.getPostBySlug('szkic');
    await client.getPostBySlug('jak-tanio-zaparkowac');
    expect(requests).toHaveLength(2);
  });

  it('content expires after 5 minutes', async () => {
    const { client, clock } = cachedClient();
    const requests = recordRequests();
    await client.getPosts();
    clock.advance(CACHE_TTL.content - 1);
    await client.getPosts();
    expect(requests).toHaveLength(1);
    clock.advance(1);
    await client.getPosts();
    expect(requests).toHaveLength(2);
  });

  it('availability, active and per-day prices are kept for 5 minutes', async () => {
    const { client, clock } = cachedClient();
    const requests = recordRequests();
    const window = { startDate: '2026-12-01', endDate: '2027-12-01' };
    await Promise.all([client.getAvailability(10, window), client.getActive(10), client.getPerDayPrices(10)]);
    clock.advance(4 * 60_000);
    await Promise.all([client.getAvailability(10, window), client.getActive(10), client.getPerDayPrices(10)]);
    expect(requests).toHaveLength(3);
    clock.advance(60_000);
    await Promise.all([client.getAvailability(10, window), client.getActive(10), client.getPerDayPrices(10)]);
    expect(requests).toHaveLength(6);
  });

  it('filters are cached forever while the listing and price are never cached', async () => {
    const { client, clock } = cachedClient();
    const requests = recordRequests();
    await client.getServiceTypes();
    await client.getBookingOptions();
    await client.getSecurityFeatures();
    clock.advance(30 * 24 * 60 * 60 * 1000);
    await client.getServiceTypes();
    await client.getBookingOptions();
    await client.getSecurityFeatures();
    expect(requests).toHaveLength(3);

    await client.getListing({ airportCode: 'WAW', ...stay });
    await client.getListing({ airportCode: 'WAW', ...stay });
    await client.getPrice(10, stay);
    await client.getPrice(10, stay);
    expect(requests).toHaveLength(7);
  });

  it('checkout calls are never cached', async () => {
    const { client } = cachedClient();
    const requests = recordRequests();
    await client.getAddons(10);
    await client.getAddons(10);
    await client.getOffer('of_9f3c2a');
    await client.getOffer('of_9f3c2a');
    await client.getOrder('ord_5b1e');
    await client.getOrder('ord_5b1e');
    await client.getPaymentStatus('ord_5b1e');
    await client.getPaymentStatus('ord_5b1e');
    expect(requests).toHaveLength(8);
  });

  it('two concurrent identical GETs share one request (single-flight)', async () => {
    const { client } = cachedClient();
    const requests = recordRequests();
    const [a, b] = await Promise.all([client.getParkingBySlug('okecie-park'), client.getParkingBySlug('okecie-park')]);
    expect(a?.slug).toBe('okecie-park');
    expect(b).toEqual(a);
    expect(requests).toHaveLength(1);
  });

  it('an error is not cached: the next call asks again', async () => {
    const { client } = cachedClient();
    let calls = 0;
    server.use(
      http.get(api('/api/pages'), () => {
        calls++;
        return calls === 1
          ? HttpResponse.json({ errors: [{ message: 'Nie znaleziono.' }] }, { status: 404 })
          : HttpResponse.json({ docs: [{ id: 1, slug: 'faq', title: 'FAQ', content: null }] });
      }),
    );
    await expect(client.getPages()).rejects.toMatchObject({ status: 404 });
    expect(await client.getPages()).toEqual([{ id: 1, slug: 'faq', title: 'FAQ', content: null }]);
    expect(calls).toBe(2);
  });

  it('an answer that fails its schema is not cached', async () => {
    const { client } = cachedClient();
    let calls = 0;
    server.use(
      http.get(api('/api/service-types'), () => {
        calls++;
        return HttpResponse.json(calls === 1 ? { docs: [{ name: 'bez id' }] } : { docs: [{ id: 1, name: 'OK' }] });
      }),
    );
    await expect(client.getServiceTypes()).rejects.toMatchObject({ status: 502 });
    expect(await client.getServiceTypes()).toEqual([{ id: 1, name: 'OK' }]);
  });

  it('a second schema reading a cached URL gets its own decoding, and the first keeps its entry', async () => {
    const http = createHttp({ baseUrl: API_BASE, cache: createResponseCache(), retryBaseMs: 1 });
    const requests = recordRequests();
    const whole = z.object({ docs: z.array(z.object({ id: z.number() })) });
    const count = whole.transform((answer) => answer.docs.length);
    const first = await http.get('/api/service-types', whole, { ttl: 60_000 });
    expect(await http.get('/api/service-types', count, { ttl: 60_000 })).toBe(first.docs.length);
    expect(await http.get('/api/service-types', whole, { ttl: 60_000 })).toBe(first);
    expect(requests).toHaveLength(2);
  });

  it('cache: false sends every call', async () => {
    const client = createApiClient({ baseUrl: API_BASE, cache: false });
    const requests = recordRequests();
    await client.getServiceTypes();
    await client.getServiceTypes();
    expect(requests).toHaveLength(2);
  });
});

describe('perCachedObject', () => {
  it('derives once per cached airport, and again once the cache entry has refreshed', async () => {
    const { clock, client } = cachedClient();
    const derived: string[] = [];
    const heading = perCachedObject((airport: { code: string; name: string }) => {
      derived.push(airport.code);
      return `Parking przy lotnisku ${airport.name}`;
    });
    const [first] = await client.getAirports();
    const again = (await client.getAirports())[0];
    expect(heading(first)).toBe(heading(again));
    expect(derived).toEqual([first.code]);

    clock.advance(CACHE_TTL.content);
    const [refreshed] = await client.getAirports();
    expect(refreshed).not.toBe(first);
    expect(heading(refreshed)).toBe(`Parking przy lotnisku ${refreshed.name}`);
    expect(derived).toEqual([first.code, refreshed.code]);
  });
});

describe('shared calls: the listing and the price (decision 0042)', () => {
  const listing = { airportCode: 'WAW', ...stay };
  const LISTING_PATH = '/api/v1/products/parking/listing';
  const listingRequests = (requests: Request[]) =>
    requests.filter((request) => new URL(request.url).pathname === LISTING_PATH);

  /** Holds the listing's answers until `open` (the default answer follows, or `answer`'s). */
  function holdListing(answer?: () => Response) {
    let open = () => {};
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    server.use(
      http.get(api(LISTING_PATH), async () => {
        await gate;
        return answer?.();
      }),
    );
    return open;
  }

  it('identical calls in flight together share one request and read the same frozen answer', async () => {
    const { client } = cachedClient();
    const requests = recordRequests();
    const [a, b] = await Promise.all([client.getListing(listing), client.getListing(listing)]);
    expect(requests).toHaveLength(1);
    expect(b).toBe(a);
    expect(Object.isFrozen(a)).toBe(true);
    expect(Object.isFrozen(a.parkings[0])).toBe(true);

    const [p, q] = await Promise.all([client.getPrice(10, stay), client.getPrice(10, stay)]);
    expect(q).toBe(p);
    expect(requests).toHaveLength(2);
  });

  it('a different call, or the same one after the answer, sends its own request', async () => {
    const { client } = cachedClient();
    const requests = recordRequests();
    await Promise.all([client.getListing(listing), client.getListing({ ...listing, page: 2 })]);
    expect(requests).toHaveLength(2);
    await client.getListing(listing);
    expect(requests).toHaveLength(3);
  });

  it('a call made after a write finished does not join a request that left before it', async () => {
    const { client } = cachedClient();
    const requests = recordRequests();
    const open = holdListing();
    const before = client.getListing(listing);
    const during = client.getListing(listing);
    await client.createOffer({ offerLines: [] });
    const after = client.getListing(listing);
    // A refused write is a finished write too: it may have changed something before refusing.
    await expect(client.createOffer({ offerLines: [], promoCode: 'ZLYKOD' })).rejects.toMatchObject({ status: 422 });
    const afterRefusal = client.getListing(listing);
    open();
    const [first, second, third, fourth] = await Promise.all([before, during, after, afterRefusal]);
    expect(second).toBe(first);
    expect(third).not.toBe(first);
    expect(fourth).not.toBe(third);
    expect(listingRequests(requests)).toHaveLength(3);
  });

  it('a failed request fails every call that shared it, and the next call asks again', async () => {
    const { client } = cachedClient();
    const requests = recordRequests();
    const open = holdListing(() =>
      HttpResponse.json({ errors: [{ message: 'Nie znaleziono lotniska.' }] }, { status: 404 }),
    );
    const calls = [client.getListing(listing), client.getListing(listing)];
    open();
    for (const call of calls) await expect(call).rejects.toMatchObject({ status: 404 });
    expect(requests).toHaveLength(1);
    server.resetHandlers();
    expect((await client.getListing(listing)).parkings.length).toBeGreaterThan(0);
    expect(requests).toHaveLength(2);
  });

  it('a write that failed without an answer counts as finished too', async () => {
    const { client } = cachedClient();
    const requests = recordRequests();
    const open = holdListing();
    const before = client.getListing(listing);
    server.use(http.post(api('/api/v1/offers'), () => HttpResponse.error()));
    await expect(client.createOffer({ offerLines: [] })).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
    const after = client.getListing(listing);
    open();
    const [first, second] = await Promise.all([before, after]);
    expect(second).not.toBe(first);
    expect(listingRequests(requests)).toHaveLength(2);
  });

  it('a call with its own headers, another schema or a cache lifetime is not joined to a shared request', async () => {
    const transport = createHttp({ baseUrl: API_BASE, cache: createResponseCache(), retryBaseMs: 1 });
    const requests = recordRequests();
    const open = holdListing();
    const path = LISTING_PATH;
    const query = { airportCode: 'WAW', ...stay };
    const whole = z.object({ parkings: z.array(z.unknown()) });
    const count = whole.transform((answer) => answer.parkings.length);
    const calls = Promise.all([
      transport.get(path, whole, { query, shared: true }),
      transport.get(path, whole, { query, shared: true, headers: { authorization: 'Bearer x' } }),
      transport.get(path, count, { query, shared: true }),
      transport.get(path, whole, { query, shared: true, ttl: 60_000 }),
    ]);
    open();
    const [first, withHeaders, counted, cached] = await calls;
    expect(withHeaders).not.toBe(first);
    expect(counted).toBe(first.parkings.length);
    expect(cached).not.toBe(first);
    expect(requests).toHaveLength(4);
  });

  it('cache: false shares nothing', async () => {
    const client = createApiClient({ baseUrl: API_BASE, cache: false });
    const requests = recordRequests();
    await Promise.all([client.getListing(listing), client.getListing(listing)]);
    expect(requests).toHaveLength(2);
  });
});
