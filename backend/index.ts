import { Hono } from 'hono';

/**
 * The embedded marketplace API. `createBackend` opens the database (PGlite under `dataDir`, in memory
 * when `dataDir` is 'memory', or PostgreSQL when `databaseUrl` is set), runs the committed migrations,
 * seeds an empty database when `seed` is true, and returns a Web-standard fetch handler that serves the
 * full `/api/...` paths (the caller must NOT strip the `/api` prefix).
 */
export interface BackendConfig {
  databaseUrl?: string;
  /** Directory for PGlite files, or 'memory'. Ignored when `databaseUrl` is set. */
  dataDir: string;
  /** Public origin of the site, used for payment return URLs (e.g. http://localhost:3000). */
  publicUrl: string;
  offerTtlSeconds: number;
  orderHoldMinutes: number;
  seed: boolean;
}

export interface Backend {
  fetch(request: Request): Promise<Response>;
  /** True when the database answers a trivial query. */
  isReady(): Promise<boolean>;
  /** Stops timers and closes the database. */
  close(): Promise<void>;
}

// TEMPORARY stub so the web tier can be built in parallel; replaced by the real implementation.
export async function createBackend(_config: BackendConfig): Promise<Backend> {
  const app = new Hono();
  app.get('/api/health', (c) => c.json({ ok: true }));
  return {
    fetch: (request) => Promise.resolve(app.fetch(request)),
    isReady: async () => true,
    close: async () => {},
  };
}
