// `GET /api/health`: what a web copy's /readyz asks an upstream API (server/health.ts). It answers for the
// database too, so a web copy in front of an API whose database is gone is not ready either.
import { describe, expect, it } from 'vitest';
import { call, startBackend } from './harness';

describe('GET /api/health', () => {
  it('is 200 while the database answers and 503 once it does not', async () => {
    const backend = await startBackend();
    const up = await call(backend, '/api/health');
    expect([up.status, up.body]).toEqual([200, { ok: true, mode: 'demo' }]);
    expect(up.headers.get('cache-control')).toBe('no-store');

    await backend.database.close();
    const down = await call(backend, '/api/health');
    expect([down.status, down.body]).toEqual([503, { ok: false, reason: 'database', mode: 'demo' }]);
    await backend.close().catch(() => undefined);
  });
});
