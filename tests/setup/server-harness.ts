// Starts the real production server (build/ prepared by tests/setup/build.ts) on a free port.
import http from 'node:http';
import { Hono } from 'hono';
import { parseEnv } from '../../app/.server/env';
import { PUBLIC_URL as BACKEND_PUBLIC_URL, TEST_APP_SECRET, TEST_MAX_UNPAID_VEHICLES } from '../backend/harness';
import { startServer, type EmbeddedApi, type RunningServer, type StartServerOptions } from '../../server/app';

export interface TestServer extends RunningServer {
  /** Every JSON log line the server wrote, parsed. */
  logs: Record<string, unknown>[];
}

export async function startTestServer({
  env = {},
  ...options
}: { env?: Record<string, string | undefined> } & Omit<
  StartServerOptions,
  'env' | 'logDestination'
> = {}): Promise<TestServer> {
  // The backend reads its own settings (DATA_DIR …) from process.env.
  process.env.DATA_DIR = 'memory';
  // A known APP_SECRET, so that a test can sign a link as the server would (and tamper with one).
  process.env.APP_SECRET = TEST_APP_SECRET;
  process.env.MAX_UNPAID_VEHICLES_PER_CLIENT = String(TEST_MAX_UNPAID_VEHICLES);
  const logs: Record<string, unknown>[] = [];
  const running = await startServer({
    // Rate limits are off unless a test turns them on (many tests post quickly from one address).
    // The test backend's payment pages live on its PUBLIC_URL (tests/backend/harness.ts).
    env: parseEnv({
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      RATE_LIMITS: 'off',
      // The API on this thread: its log lines are in `logs` as soon as a response is (the threaded
      // API is tested by tests/server/api-thread.test.ts and every suite that runs server.ts).
      API_THREAD: 'off',
      PAYMENT_URL_ALLOWLIST: BACKEND_PUBLIC_URL,
      ...env,
    }),
    ensureBuild: false,
    logDestination: {
      write(line: string) {
        logs.push(JSON.parse(line) as Record<string, unknown>);
      },
    },
    ...options,
  });
  return { ...running, logs };
}

/** A backend double: `/api/health`, and `/api/slow` which answers only when the test opens `gate`. */
export function createFakeBackend({ ready = true }: { ready?: boolean | (() => Promise<boolean>) } = {}) {
  let openGate!: () => void;
  const gate = new Promise<void>((resolve) => (openGate = resolve));
  let markSlowStarted!: () => void;
  const slowStarted = new Promise<void>((resolve) => (markSlowStarted = resolve));
  let closed = false;

  const app = new Hono();
  app.get('/api/health', (c) => c.json({ ok: true }));
  app.get('/api/slow', async (c) => {
    markSlowStarted();
    await gate;
    return c.json({ slow: 'done' });
  });
  app.get('/api/airports', (c) =>
    c.json({
      docs: [],
      totalDocs: 0,
      limit: 100,
      totalPages: 1,
      page: 1,
      pagingCounter: 1,
      hasPrevPage: false,
      hasNextPage: false,
      prevPage: null,
      nextPage: null,
    }),
  );

  const backend: EmbeddedApi = {
    fetch: async (request) => app.fetch(request),
    isReady: typeof ready === 'function' ? ready : async () => ready,
    close: async () => {
      closed = true;
    },
  };
  return { backend, openGate, slowStarted, isClosed: () => closed };
}

/** GET over a brand-new TCP connection (no keep-alive pool), to see whether the server still accepts. */
export function getOnNewConnection(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent: false }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.once('error', reject);
  });
}

/** A raw request whose path is sent byte for byte (fetch would normalise `/\` and `..`). */
export function rawRequest(
  baseUrl: string,
  path: string,
  method = 'GET',
): Promise<{ status: number; headers: http.IncomingHttpHeaders }> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const request = http.request({ hostname, port, path, method, agent: false }, (response) => {
      response.resume();
      resolve({ status: response.statusCode ?? 0, headers: response.headers });
    });
    request.once('error', reject);
    request.end();
  });
}

/**
 * A real backend behind a hook: `intercept` may answer a request itself (a fault, say) or run
 * something first; returning null passes the request on.
 */
export function interceptedBackend(
  real: EmbeddedApi,
  intercept: (request: Request) => Promise<Response | null> | Response | null,
): EmbeddedApi {
  return {
    fetch: async (request) => (await intercept(request)) ?? real.fetch(request),
    isReady: () => real.isReady(),
    close: () => real.close(),
  };
}
