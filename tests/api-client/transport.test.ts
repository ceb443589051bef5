import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, ApiTimeoutError, createApiClient, type ApiClientOptions } from '~/.server/api';
import { API_BASE, api, recordRequests, server, useMswServer } from '../msw/server';

useMswServer();

const client = (options: Partial<ApiClientOptions> = {}) =>
  createApiClient({ baseUrl: API_BASE, cache: false, retryBaseMs: 1, ...options });

const orderBody = {
  offerId: 'of_9f3c2a',
  orderLines: [],
  customer: { firstName: 'Jan', lastName: 'Kowalski', email: 'jan@example.com', phone: '+48600100200' },
};

describe('request headers and URLs', () => {
  it('every request carries the tunnel header and asks for JSON', async () => {
    const requests = recordRequests();
    await client().getAirports();
    await client().createOffer({ offerLines: [] });
    expect(requests).toHaveLength(2);
    for (const request of requests) {
      expect(request.headers.get('ngrok-skip-browser-warning')).toBe('true');
      expect(request.headers.get('accept')).toBe('application/json');
    }
    expect(requests[0].headers.has('content-type')).toBe(false);
  });

  it('ignores a trailing slash on baseUrl', async () => {
    const requests = recordRequests();
    await client({ baseUrl: `${API_BASE}/` }).getServiceTypes();
    expect(requests[0].url.startsWith(`${API_BASE}/api/service-types?`)).toBe(true);
  });

  it('uses an injected fetch (the in-process API) instead of the network', async () => {
    const seen: Request[] = [];
    const inProcess = createApiClient({
      baseUrl: 'http://parkolot.internal',
      cache: false,
      fetch: async (request) => {
        seen.push(request);
        return Response.json({ active: false });
      },
    });
    expect(await inProcess.getActive(10)).toBe(false);
    expect(seen[0].url).toBe('http://parkolot.internal/api/v1/products/parking/10/active');
    expect(seen[0].headers.get('ngrok-skip-browser-warning')).toBe('true');
  });
});

describe('answers without data', () => {
  it('a 204 on a lookup returns null and on a list returns an empty list', async () => {
    server.use(
      http.get(api('/api/parking'), () => new HttpResponse(null, { status: 204 })),
      http.get(api('/api/airports'), () => new HttpResponse(null, { status: 204 })),
    );
    expect(await client().getParkingBySlug('okecie-park')).toBeNull();
    expect(await client().getAirports()).toEqual([]);
  });

  it('an empty 200 body on a call that needs data is an invalid answer (502)', async () => {
    server.use(http.get(api('/api/v1/payment/:orderId/status'), () => new HttpResponse('', { status: 200 })));
    await expect(client().getPaymentStatus('ord_5b1e')).rejects.toMatchObject({
      status: 502,
      messages: ['Nieprawidłowa odpowiedź serwera API'],
    });
  });
});

describe('errors', () => {
  it('a 4xx error body becomes ApiError with messages, code and status, without a retry', async () => {
    let calls = 0;
    server.use(
      http.get(api('/api/v1/products/parking/listing'), () => {
        calls++;
        return HttpResponse.json(
          {
            errors: [
              { message: 'Data przyjazdu jest nieprawidłowa.', field: 'arrivalAt', code: 'INVALID_DATE' },
              { message: 'Data wyjazdu jest nieprawidłowa.', field: 'departureAt' },
            ],
          },
          { status: 400 },
        );
      }),
    );
    const error = await client()
      .getListing({ airportCode: 'WAW', arrivalAt: 'x', departureAt: 'y' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'INVALID_DATE',
      messages: ['Data przyjazdu jest nieprawidłowa.', 'Data wyjazdu jest nieprawidłowa.'],
      errors: [
        { message: 'Data przyjazdu jest nieprawidłowa.', field: 'arrivalAt', code: 'INVALID_DATE' },
        { message: 'Data wyjazdu jest nieprawidłowa.', field: 'departureAt' },
      ],
    });
    expect(calls).toBe(1);
  });

  it('a non-JSON 500 becomes ApiError with a Polish generic message and the status', async () => {
    server.use(http.get(api('/api/airports'), () => HttpResponse.text('<h1>Bad Gateway</h1>', { status: 500 })));
    const error = await client({ retries: 0 })
      .getAirports()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 500,
      messages: ['Serwer API zwrócił błąd (HTTP 500).'],
      body: '<h1>Bad Gateway</h1>',
    });
  });

  it('malformed JSON in a 200 answer is ApiError 502', async () => {
    server.use(
      http.get(
        api('/api/v1/products/parking/:id/active'),
        () => new HttpResponse('{"active": tru', { headers: { 'Content-Type': 'application/json' } }),
      ),
    );
    await expect(client().getActive(10)).rejects.toMatchObject({
      status: 502,
      messages: ['Nieprawidłowa odpowiedź serwera API'],
    });
  });

  it('an answer that does not match the schema is ApiError 502', async () => {
    server.use(http.get(api('/api/v1/products/parking/:id/price'), () => HttpResponse.json({ price: 'dużo' })));
    const error = await client()
      .getPrice(10, { arrivalAt: '2026-12-01T10:00:00Z', departureAt: '2026-12-02T10:00:00Z' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 502,
      code: 'INVALID_RESPONSE',
      messages: ['Nieprawidłowa odpowiedź serwera API'],
      body: { price: 'dużo' },
    });
  });
});

describe('retries', () => {
  it('retries a GET after 5xx and returns the later success', async () => {
    let calls = 0;
    server.use(
      http.get(api('/api/v1/products/parking/:id/active'), () => {
        calls++;
        return calls < 3
          ? HttpResponse.json({ errors: [{ message: 'Chwilowy błąd.' }] }, { status: 503 })
          : HttpResponse.json({ active: true });
      }),
    );
    const events: string[] = [];
    const active = await client({ onEvent: (e) => events.push(`${e.type}:${e.status ?? '-'}`) }).getActive(10);
    expect(active).toBe(true);
    expect(calls).toBe(3);
    expect(events).toEqual(['request:503', 'retry:503', 'request:503', 'retry:503', 'request:200']);
  });

  it('gives up after the configured retries with the last error', async () => {
    let calls = 0;
    server.use(
      http.get(api('/api/airports'), () => {
        calls++;
        return HttpResponse.json({ errors: [{ message: 'Baza danych niedostępna.' }] }, { status: 500 });
      }),
    );
    await expect(client({ retries: 2 }).getAirports()).rejects.toMatchObject({
      status: 500,
      messages: ['Baza danych niedostępna.'],
    });
    expect(calls).toBe(3);
  });

  it('retries a GET after 429 and after a network error', async () => {
    let calls = 0;
    server.use(
      http.get(api('/api/service-types'), () => {
        calls++;
        if (calls === 1) return HttpResponse.json({ errors: [{ message: 'Za dużo zapytań.' }] }, { status: 429 });
        if (calls === 2) return HttpResponse.error();
        return HttpResponse.json({ docs: [{ id: 1, name: 'Parking strzeżony' }] });
      }),
    );
    expect(await client().getServiceTypes()).toEqual([{ id: 1, name: 'Parking strzeżony' }]);
    expect(calls).toBe(3);
  });

  it('a network error on the last attempt is ApiError 502', async () => {
    server.use(http.get(api('/api/pages'), () => HttpResponse.error()));
    await expect(client({ retries: 1 }).getPages()).rejects.toMatchObject({ status: 502, code: 'NETWORK_ERROR' });
  });

  it('never re-sends a POST, even after a 500', async () => {
    let calls = 0;
    server.use(
      http.post(api('/api/v1/orders'), () => {
        calls++;
        return HttpResponse.json({ errors: [{ message: 'Błąd serwera.' }] }, { status: 500 });
      }),
    );
    await expect(
      client({ retries: 3 }).createOrder(orderBody, { idempotencyKey: 'order-key-0001' }),
    ).rejects.toMatchObject({ status: 500 });
    expect(calls).toBe(1);
  });

  it('never re-sends a POST after a network error', async () => {
    let calls = 0;
    server.use(
      http.post(api('/api/v1/offers'), () => {
        calls++;
        return HttpResponse.error();
      }),
    );
    await expect(client({ retries: 3 }).createOffer({ offerLines: [] })).rejects.toBeInstanceOf(ApiError);
    expect(calls).toBe(1);
  });

  it('waits retryBaseMs × 2^n between attempts, capped at retryMaxMs', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const delays: number[] = [];
      const setTimeoutSpy = vi.spyOn(globalThis, 'setTimeout');
      const fails = () => Promise.resolve(Response.json({ errors: [{ message: 'x' }] }, { status: 502 }));
      const call = createApiClient({
        baseUrl: API_BASE,
        cache: false,
        fetch: fails,
        retries: 4,
        retryBaseMs: 100,
        retryMaxMs: 300,
        timeoutMs: 60_000,
      })
        .getActive(10)
        .catch((e: unknown) => e);
      await vi.runAllTimersAsync();
      expect(await call).toMatchObject({ status: 502 });
      for (const [, ms] of setTimeoutSpy.mock.calls) if (ms !== 60_000) delays.push(Number(ms));
      expect(delays).toEqual([100, 200, 300, 300]);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('timeouts', () => {
  it('an answer slower than timeoutMs is ApiTimeoutError (504) after the retries', async () => {
    let calls = 0;
    server.use(
      http.get(api('/api/v1/products/parking/:id/availability'), async () => {
        calls++;
        await delay(2_000);
        return HttpResponse.json({ availability: [] });
      }),
    );
    const error = await client({ timeoutMs: 30, retries: 1 })
      .getAvailability(10, { startDate: '2026-12-01', endDate: '2027-12-01' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiTimeoutError);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 504, code: 'TIMEOUT' });
    // Logged with the error: the path, never the query (a signed link's exp and sig travel there).
    expect(error).toMatchObject({ body: { url: `${API_BASE}/api/v1/products/parking/10/availability` } });
    expect(calls).toBe(2);
  });

  it('a slow attempt followed by a fast one succeeds', async () => {
    let calls = 0;
    server.use(
      http.get(api('/api/v1/products/parking/:id/active'), async () => {
        calls++;
        if (calls === 1) await delay(2_000);
        return HttpResponse.json({ active: true });
      }),
    );
    expect(await client({ timeoutMs: 30 }).getActive(10)).toBe(true);
  });

  it('bounds a transport that ignores the abort signal', async () => {
    const never = () => new Promise<Response>(() => {});
    const stuck = createApiClient({ baseUrl: API_BASE, cache: false, fetch: never, timeoutMs: 20, retries: 0 });
    await expect(stuck.getActive(10)).rejects.toBeInstanceOf(ApiTimeoutError);
  });
});
