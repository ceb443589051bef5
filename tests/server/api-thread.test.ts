// The embedded API in its worker thread (API_THREAD=on, the default of `npm start`): pages, the public
// /api, writes, readiness, log lines and shutdown all go through the thread.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rawRequest, startTestServer, type TestServer } from '../setup/server-harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { API_THREAD: 'on' } });
}, 60_000);
afterAll(async () => {
  await server?.close();
});

const stay = 'arrivalAt=2026-12-07T10:00:00%2B01:00&departureAt=2026-12-11T10:00:00%2B01:00';

async function logLine(predicate: (line: Record<string, unknown>) => boolean) {
  // The thread's lines cross over asynchronously: wait for one a little (undefined when none comes).
  return vi
    .waitFor(
      () => {
        const line = server.logs.find(predicate);
        if (!line) throw new Error('no such log line yet');
        return line;
      },
      { timeout: 2_000, interval: 20 },
    )
    .catch(() => undefined);
}

describe('the API thread', () => {
  it('serves the listing page from the thread, with its API call logged under the page request id', async () => {
    const response = await fetch(`${server.url}/parking-lotnisko-warszawa-chopin/?${stay}`, {
      headers: { 'x-request-id': 'thread-test-1' },
    });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Parking przy lotnisku');
    expect(html).toMatch(/\d+ ofert/);
    const apiLine = await logLine(
      (line) => line.reqId === 'thread-test-1' && String(line.path).startsWith('/api/v1/products/parking/listing'),
    );
    expect(apiLine).toMatchObject({ component: 'backend', status: 200 });
  });

  it("answers HEAD with GET's length, not the empty body's (Content-Length: 0)", async () => {
    for (const path of ['/api/health', '/api/airports?limit=1']) {
      const got = await rawRequest(server.url, path);
      const head = await rawRequest(server.url, path, 'HEAD');
      expect(head.status, path).toBe(200);
      expect(Number(got.headers['content-length']), path).toBeGreaterThan(0);
      expect(head.headers['content-length'], path).toBe(got.headers['content-length']);
    }
  });

  it('answers the public /api, including writes with their validation errors', async () => {
    const airports = await fetch(`${server.url}/api/airports?limit=2`);
    expect(airports.status).toBe(200);
    expect((await airports.json()) as unknown).toMatchObject({
      limit: 2,
      docs: [{ code: expect.any(String) }, { code: expect.any(String) }],
    });

    const offer = await fetch(`${server.url}/api/v1/offers`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(offer.status).toBe(400);
    expect(JSON.stringify(await offer.json())).toContain('offerLines');
  });

  it('reports ready while the thread answers', async () => {
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
  });

  it('closes the thread on shutdown: the server stops and the API is gone', async () => {
    const { url } = server;
    await server.close();
    await expect(fetch(`${url}/api/airports`)).rejects.toThrow();
  });
});
