// Rate limits are declared next to what they guard (core/write-limits.ts): every Remix route module with
// an action exports `rateLimit`, and every POST the API answers is listed in backend/write-limits.ts.
// A new action or API endpoint without a declaration fails here instead of silently counting against
// the generic limit only.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from '@remix-run/node';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApiApp } from '../../backend/app';
import { API_POST_LIMITS } from '../../backend/write-limits';
import { API_WRITE_LIMITS, isPageWriteLimit } from '../../core/write-limits';
import { serverBuildPath } from '../../server/build';
import { apiWriteLimitOf, pageWriteLimitOf } from '../../server/route-limits';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

/** Route ids whose module has an action but no valid `rateLimit` declaration. */
function undeclaredActions(build: Pick<ServerBuild, 'routes'>): string[] {
  return Object.values(build.routes)
    .filter(({ module }) => typeof module.action === 'function')
    .filter(({ module }) => !isPageWriteLimit('rateLimit' in module ? module.rateLimit : undefined))
    .map(({ id }) => id);
}

/** Every POST route of the API app, as Hono registered it (full paths). */
function apiPostRoutes(): string[] {
  const app = createApiApp({
    getDb: () => {
      throw new Error('not used: only the routes are listed');
    },
    // The sandbox's routes exist only with the sandbox provider: list them too.
    provider: {
      name: 'sandbox',
      startPayment: () => Promise.reject(new Error('not used')),
      refund: () => Promise.reject(new Error('not used')),
    },
    publicUrl: 'http://localhost:3000',
    offerTtlSeconds: 60,
    orderHoldMinutes: 30,
    orderHoldScarceMinutes: 10,
    maxUnpaidVehiclesPerClient: 10,
    contentCacheSeconds: 0,
    signingSecret: 'x'.repeat(32),
    // The ops routes exist only with a token: list them too.
    opsToken: 'o'.repeat(32),
  });
  return [...new Set(app.routes.filter((route) => route.method === 'POST').map((route) => route.path))].sort();
}

let build: ServerBuild;
beforeAll(async () => {
  const loaded: unknown = await import(pathToFileURL(serverBuildPath(ROOT)).href);
  build = loaded as ServerBuild;
});

describe('page actions', () => {
  it('every route module with an action declares its rate limit', () => {
    const withAction = Object.values(build.routes).filter(({ module }) => typeof module.action === 'function');
    expect(withAction.map(({ id }) => id)).toContain('routes/dodaj-parking');
    expect(undeclaredActions(build)).toEqual([]);
  });

  it('a route module with an action and no declaration is caught', () => {
    const action = () => null;
    const misspelt = { default: () => null, action, rateLimit: 'pagewrites' };
    const routes: ServerBuild['routes'] = {
      ...build.routes,
      'routes/new-form': {
        id: 'routes/new-form',
        parentId: 'root',
        path: 'new-form',
        module: { default: () => null, action },
      },
      'routes/typo': { id: 'routes/typo', parentId: 'root', path: 'typo', module: misspelt },
    };
    expect(undeclaredActions({ routes })).toEqual(['routes/new-form', 'routes/typo']);
  });

  it('the edge finds the declaration of the route that answers the POST, however the path is spelled', () => {
    for (const url of ['/dodaj-parking/', '/dodaj-parking', '/DODAJ-PARKING/', '/dodaj-parking/?wyslano=1']) {
      expect(pageWriteLimitOf(build, url), url).toBe('proposals');
    }
    expect(pageWriteLimitOf(build, '/rezerwacja/?parkingId=1')).toBe('pageWrites');
    // No action there (Remix answers 405): the form-post limit alone.
    expect(pageWriteLimitOf(build, '/kontakt/')).toBe('pageWrites');
    expect(pageWriteLimitOf(build, '/?index')).toBe('pageWrites');
  });
});

describe('API writes', () => {
  it('every POST route of the API is declared, and every declaration is a route', () => {
    const routes = apiPostRoutes();
    expect(routes).toContain('/api/v1/offers');
    expect(routes).toEqual(Object.keys(API_POST_LIMITS).sort());
    for (const limit of Object.values(API_POST_LIMITS)) expect(API_WRITE_LIMITS).toContain(limit);
  });

  it('the edge reads the declarations, parameters and case included', () => {
    expect(apiWriteLimitOf('/api/v1/offers')).toBe('promoCodes');
    expect(apiWriteLimitOf('/api/v1/parking-proposals')).toBe('proposals');
    expect(apiWriteLimitOf('/api/v1/orders')).toBe('apiWrites');
    expect(apiWriteLimitOf('/api/v1/payments/sandbox/abc-123')).toBe('apiWrites');
    expect(apiWriteLimitOf('/API/V1/PARKING-PROPOSALS')).toBe('proposals');
    expect(apiWriteLimitOf('/api/v1/unknown')).toBe('apiWrites');
  });
});
