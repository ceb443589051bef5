// Readiness, API_URL mode and graceful shutdown, against the real server with backend doubles.
import { afterEach, describe, expect, it } from 'vitest';
import { createFakeBackend, getOnNewConnection, startTestServer, type TestServer } from '../setup/server-harness';

const started: TestServer[] = [];
async function start(...args: Parameters<typeof startTestServer>) {
  const server = await startTestServer(...args);
  started.push(server);
  return server;
}
afterEach(async () => {
  await Promise.all(started.splice(0).map((server) => server.close()));
});

describe('/readyz', () => {
  it('answers 503 unavailable when the backend is not ready', async () => {
    const { backend } = createFakeBackend({ ready: false });
    const server = await start({ backend });
    const response = await fetch(`${server.url}/readyz`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'unavailable' });
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });

  it('answers 503 when the readiness check throws', async () => {
    const { backend } = createFakeBackend({ ready: () => Promise.reject(new Error('db down')) });
    const server = await start({ backend });
    expect((await fetch(`${server.url}/readyz`)).status).toBe(503);
  });
});

describe('with API_URL (external upstream)', () => {
  it('does not mount /api, is ready when the upstream health answers, and loads pages over HTTP', async () => {
    const upstream = await start({ backend: createFakeBackend().backend });
    const web = await start({ env: { API_URL: upstream.url } });

    const api = await fetch(`${web.url}/api/health`, { redirect: 'manual' });
    expect(api.status).toBe(404);
    expect(await api.text()).toContain('Oops! Page not found');

    expect((await fetch(`${web.url}/readyz`)).status).toBe(200);
    // The header's airports come from the upstream over HTTP (the fake has none).
    const root = await fetch(`${web.url}/?_data=root`);
    expect(await root.json()).toMatchObject({ airports: [] });
    // Blocks the fake upstream cannot serve are hidden; the page still renders.
    expect((await fetch(`${web.url}/`)).status).toBe(200);
  });

  it('is not ready when the upstream does not answer', async () => {
    const gone = await start({ backend: createFakeBackend().backend });
    const goneUrl = gone.url;
    await gone.close();
    const web = await start({ env: { API_URL: goneUrl } });
    const response = await fetch(`${web.url}/readyz`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'unavailable' });
  });
});

describe('graceful shutdown', () => {
  it('lets an in-flight request finish, refuses new connections, then closes the backend', async () => {
    const fake = createFakeBackend();
    const server = await start({ backend: fake.backend });

    const slow = fetch(`${server.url}/api/slow`);
    await fake.slowStarted;

    const closed = server.close('SIGTERM');
    await expect(getOnNewConnection(`${server.url}/healthz`)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    expect(fake.isClosed()).toBe(false);

    fake.openGate();
    const response = await slow;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ slow: 'done' });

    await closed;
    expect(fake.isClosed()).toBe(true);
    expect(server.logs.some((entry) => entry.msg === 'Shutdown complete')).toBe(true);
  });

  it('cuts requests that outlive the shutdown timeout', async () => {
    const fake = createFakeBackend();
    const server = await start({ backend: fake.backend, shutdownTimeoutMs: 200 });

    const slow = fetch(`${server.url}/api/slow`);
    await fake.slowStarted;
    await server.close('SIGTERM');

    await expect(slow).rejects.toThrow();
    expect(fake.isClosed()).toBe(true);
    expect(server.logs.some((entry) => entry.msg === 'Shutdown timeout: closing remaining connections')).toBe(true);
    fake.openGate();
  });

  it('is idempotent', async () => {
    const server = await start({ backend: createFakeBackend().backend });
    const first = server.close('SIGTERM');
    expect(server.close('SIGINT')).toBe(first);
    await first;
  });
});
