// A Vitest suite's real embedded API and the test server in front of it (kept apart from
// server-harness.ts, which Playwright loads too and which must not import Vitest).
import { afterAll, beforeAll } from 'vitest';
import type { Backend } from '../../backend/index';
import { startBackend } from '../backend/harness';
import { startTestServer, type TestServer } from './server-harness';

/** The real embedded API and the server in front of it, set up before and closed after the enclosing suite. */
export class RealBackendServer {
  real!: Backend;
  server!: TestServer;
  /** The backend's database (Drizzle). */
  db = () => this.real.database.db;
}

export function serverWithRealBackend(overrides: Parameters<typeof startBackend>[0] = {}): RealBackendServer {
  const setup = new RealBackendServer();
  beforeAll(async () => {
    setup.real = await startBackend(overrides);
    setup.server = await startTestServer({ backend: setup.real });
  });
  afterAll(async () => {
    await setup.server?.close();
  });
  return setup;
}
