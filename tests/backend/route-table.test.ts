// The edge answers OPTIONS and the methods no API route has from the API's own route table
// (backend/lib/unmatched.ts `addressMethods`); these tests hold that table and the API's answers equal.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '../../backend/index';
import { addressMethods } from '../../backend/lib/unmatched';
import { PUBLIC_URL, startBackend } from './harness';
import { startTestApiServer } from '../setup/api-harness';

const OPS_TOKEN = 'an-ops-token-of-at-least-32-characters';

/** A path a route pattern fits: every parameter a plausible value. */
const concrete = (pattern: string) => pattern.replace(/:[^/]+/g, '1').replace(/\*/g, 'x');

describe("the API's route table", () => {
  let backend: Backend;
  beforeAll(async () => {
    backend = await startBackend({ opsToken: OPS_TOKEN });
  }, 120_000);
  afterAll(async () => {
    await backend?.close();
  });

  it('lists every route with its method, and the API refuses exactly the methods it does not list', async () => {
    const routes = backend.routes().filter((route) => route.method !== 'ALL');
    expect(routes.length).toBeGreaterThan(30);
    const methodsOf = addressMethods(backend.routes());
    const paths = [
      ...new Set([
        ...routes.map((route) => concrete(route.path)),
        '/api',
        '/api/v1',
        '/api/v1/nie-ma-takiego',
        '/api/v1/orders/1/nie-ma',
        '/api/globals/a/b',
        '/api/a/b/c',
        '/API/v1/offers',
        '/api/v1/offers/',
      ]),
    ];
    for (const route of routes) {
      const listed = methodsOf(concrete(route.path));
      expect([route.path, listed.includes(route.method)]).toEqual([route.path, true]);
    }
    for (const path of paths) {
      const listed = methodsOf(path);
      for (const method of ['GET', 'POST'] as const) {
        const answer = await backend.fetch(
          new Request(new URL(path, PUBLIC_URL), {
            method,
            headers: { 'content-type': 'application/json', authorization: `Bearer ${OPS_TOKEN}` },
            body: method === 'POST' ? '{}' : undefined,
          }),
        );
        const body: unknown = await answer.json();
        const unmatched = answer.status === 405 || JSON.stringify(body).includes('"code":"NOT_FOUND"');
        // Listed: a route answers (whatever it says); not listed: the 405 with the same Allow, or 404 for none.
        expect([method, path, unmatched]).toEqual([method, path, !listed.includes(method)]);
        if (!unmatched) continue;
        if (listed.length === 0) expect([method, path, answer.status]).toEqual([method, path, 404]);
        else expect([method, path, answer.headers.get('allow')]).toEqual([method, path, listed.join(', ')]);
      }
    }
  });

  it('an address a route names in full is not read by a pattern: GET /bookings/lookup is 405, not a reference', async () => {
    const methodsOf = addressMethods(backend.routes());
    expect(methodsOf('/api/v1/bookings/lookup')).toEqual(['POST', 'OPTIONS']);
    expect(methodsOf('/api/v1/bookings/PK-ABCDEFGH')).toEqual(['GET', 'HEAD', 'OPTIONS']);
    for (const method of ['GET', 'HEAD']) {
      const answer = await backend.fetch(new Request(new URL('/api/v1/bookings/lookup', PUBLIC_URL), { method }));
      expect([method, answer.status, answer.headers.get('allow')]).toEqual([method, 405, 'POST, OPTIONS']);
    }
  });

  it('the standalone API server answers OPTIONS and the other methods from the same table, the probes read only', async () => {
    const server = await startTestApiServer(backend, { RATE_LIMITS: 'off' });
    try {
      const ask = async (method: string, path: string) => {
        const answer = await fetch(new URL(path, server.url), { method });
        return [method, path, answer.status, answer.headers.get('allow')];
      };
      expect(await ask('OPTIONS', '/api/v1/orders')).toEqual(['OPTIONS', '/api/v1/orders', 204, 'POST, OPTIONS']);
      expect(await ask('DELETE', '/api/v1/orders/1')).toEqual([
        'DELETE',
        '/api/v1/orders/1',
        405,
        'GET, HEAD, OPTIONS',
      ]);
      expect(await ask('PUT', '/api/v1/nie-ma')).toEqual(['PUT', '/api/v1/nie-ma', 404, null]);
      expect(await ask('OPTIONS', '/healthz')).toEqual(['OPTIONS', '/healthz', 204, 'GET, HEAD, OPTIONS']);
      expect(await ask('POST', '/readyz')).toEqual(['POST', '/readyz', 405, 'GET, HEAD, OPTIONS']);
      expect(await ask('OPTIONS', '/HEALTHZ/')).toEqual(['OPTIONS', '/HEALTHZ/', 204, 'GET, HEAD, OPTIONS']);
      // Any other address is the API's 404, in its JSON, whatever the method.
      for (const method of ['GET', 'POST', 'OPTIONS', 'PUT']) {
        for (const path of ['/nie-ma', '//healthz']) {
          const answer = await fetch(`${server.url}${path}`, { method });
          expect([method, path, answer.status, await answer.json()]).toEqual([
            method,
            path,
            404,
            { errors: [{ message: 'Nie znaleziono zasobu.', code: 'NOT_FOUND' }] },
          ]);
        }
      }
    } finally {
      await server.close();
    }
  });
});
