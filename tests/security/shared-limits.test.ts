// Several copies (issue 12): with REDIS_URL every limiter of every copy counts in one real redis-server,
// and the standalone API (`npm run start:api`) has the same edge as the web server — headers, the
// same-origin check, limits, bounded bodies, refused methods, timeouts.
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Backend } from '../../backend/index';
import type { RunningApiServer } from '../../server/api-server';
import { startTestApiServer } from '../setup/api-harness';
import { parkingLine, startBackend } from '../backend/harness';
import { startRedis, type RedisServer } from '../setup/redis-server';
import { startTestServer, type TestServer } from '../setup/server-harness';
import { stayAhead } from './booking';

let redis: RedisServer;
let real: Backend;
beforeAll(async () => {
  redis = await startRedis();
  real = await startBackend();
}, 120_000);
afterAll(async () => {
  await real?.close();
  await redis?.stop();
});

const shared = () => ({
  fetch: (request: Request) => real.fetch(request),
  isReady: () => real.isReady(),
  close: async () => {},
});
const stay = stayAhead(30, 2);
const json = { 'content-type': 'application/json' };

describe('REDIS_URL: one limit across copies', () => {
  const copies: TestServer[] = [];
  beforeAll(async () => {
    for (let i = 0; i < 2; i++) {
      copies.push(
        await startTestServer({
          backend: shared(),
          env: {
            REDIS_URL: redis.url,
            RATE_LIMITS: 'on',
            RATE_LIMIT_PAGES_PER_MINUTE: '5',
            RATE_LIMIT_PROMO_PER_HOUR: '2',
            RATE_LIMIT_API_WRITES_PER_MINUTE: '100',
          },
        }),
      );
    }
  }, 120_000);
  afterAll(async () => {
    await Promise.all(copies.map((copy) => copy.close()));
  });

  it('pages: 5 a minute in all, whichever copy answers', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await fetch(`${copies[i % 2].url}/faq/`)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(copies.map((copy) => copy.logs.some((line) => line.event === 'rate_limits_shared'))).toEqual([true, true]);

    // The counters are keyed by an HMAC of the client, never by its address.
    const client = createClient({ url: redis.url });
    await client.connect();
    try {
      const keys = await client.keys('parkolot:rl:*');
      expect(keys.some((key) => key.startsWith('parkolot:rl:pages:'))).toBe(true);
      expect(keys.filter((key) => /127\.0\.0\.1|::1|ffff/.test(key))).toEqual([]);
      for (const key of keys) expect(key).toMatch(/^parkolot:rl:[a-z-]+:[A-Za-z0-9_-]{32}$/);
    } finally {
      await client.close();
    }
  });

  it('promo codes: two different codes in all, then 429 on the other copy', async () => {
    const offer = (copy: TestServer, promoCode: string) =>
      fetch(`${copy.url}/api/v1/offers`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ offerLines: [parkingLine(1, stay)], promoCode }),
      });
    expect((await offer(copies[0], 'zgadnij1')).status).toBe(422);
    expect((await offer(copies[1], 'zgadnij2')).status).toBe(422);
    expect((await offer(copies[0], 'zgadnij3')).status).toBe(429);
    expect((await offer(copies[1], 'zgadnij1')).status).toBe(422);
  });

  it('with Redis gone the site keeps serving (the limit lets requests through) and logs it', async () => {
    const copy = await startTestServer({
      backend: shared(),
      env: { REDIS_URL: redis.url, RATE_LIMITS: 'on', RATE_LIMIT_PAGES_PER_MINUTE: '1000' },
    });
    const other = await startRedis();
    const lonely = await startTestServer({ backend: shared(), env: { REDIS_URL: other.url, RATE_LIMITS: 'on' } });
    const consoleErrors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      await other.stop();
      for (let i = 0; i < 3; i++) expect((await fetch(`${lonely.url}/faq/`)).status).toBe(200);
      await expect
        .poll(() => lonely.logs.some((line) => line.level === 50 && String(line.msg).includes('Redis')), {
          timeout: 10_000,
        })
        .toBe(true);
      // The limiter's complaint is one JSON log line (not a stack on stderr for every request).
      expect(lonely.logs.filter((line) => line.event === 'rate_limiter')).toHaveLength(1);
      expect(consoleErrors).not.toHaveBeenCalled();
      expect((await fetch(`${copy.url}/faq/`)).status).toBe(200);
    } finally {
      consoleErrors.mockRestore();
      await copy.close();
      await lonely.close();
    }
  });

  it('a REDIS_URL that cannot be reached stops start-up (the limits would otherwise be per copy, silently)', async () => {
    const gone = await startRedis();
    await gone.stop();
    await expect(
      startTestServer({ backend: shared(), env: { REDIS_URL: gone.url, RATE_LIMITS: 'on' } }),
    ).rejects.toThrow();
  });
});

describe('the standalone API has the same edge', () => {
  const TOKEN = 'x'.repeat(40);
  const seenTags: (string | null)[] = [];
  let api: RunningApiServer;
  beforeAll(async () => {
    const backend = await startBackend();
    api = await startTestApiServer(
      {
        ...backend,
        fetch: (request) => {
          seenTags.push(request.headers.get('x-parkolot-client'));
          return backend.fetch(request);
        },
      },
      {
        PUBLIC_URL: 'http://parkolot.test',
        RATE_LIMITS: 'on',
        TRUST_PROXY: 'true',
        RATE_LIMIT_API_WRITES_PER_MINUTE: '3',
        REDIS_URL: redis.url,
        API_INTERNAL_TOKEN: TOKEN,
      },
    );
  }, 120_000);
  afterAll(async () => {
    await api?.close();
  });

  it('security headers on JSON and on the sandbox page', async () => {
    for (const path of ['/api/health', '/api/airports?limit=1']) {
      const response = await fetch(`${api.url}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('strict-transport-security')).toContain('max-age=31536000');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-powered-by')).toBeNull();
      expect(response.headers.get('keep-alive')).toBe('timeout=65');
    }
  });

  it('refuses cross-site writes, odd methods and oversized bodies', async () => {
    const crossSite = await fetch(`${api.url}/api/v1/offers`, {
      method: 'POST',
      headers: { ...json, origin: 'https://evil.example' },
      body: '{}',
    });
    const json2 = { ...json, 'x-forwarded-for': '5.6.7.8' };
    expect(crossSite.status).toBe(403);
    expect((await fetch(`${api.url}/api/health`, { method: 'DELETE' })).status).toBe(405);
    const big = await fetch(`${api.url}/api/v1/offers`, {
      method: 'POST',
      headers: json2,
      body: JSON.stringify({ pad: 'x'.repeat(300 * 1024) }),
    });
    expect(big.status).toBe(413);
  });

  it('limits direct callers, in the shared Redis; the web tier (API_INTERNAL_TOKEN) is not one client', async () => {
    const post = (headers: Record<string, string> = {}) =>
      fetch(`${api.url}/api/v1/parking-proposals`, {
        method: 'POST',
        headers: { ...json, 'x-forwarded-for': '1.2.3.4', ...headers },
        body: '{}',
      });
    const direct = [];
    for (let i = 0; i < 4; i++) direct.push((await post()).status);
    expect(direct).toEqual([400, 400, 400, 429]);
    const fromWebTier = [];
    for (let i = 0; i < 4; i++) fromWebTier.push((await post({ authorization: `Bearer ${TOKEN}` })).status);
    expect(fromWebTier).toEqual([400, 400, 400, 400]);
    expect((await post({ authorization: `Bearer ${'y'.repeat(40)}` })).status).toBe(429);
  });

  it("keeps the web tier's client tag, replaces anyone else's", async () => {
    const tagged = (headers: Record<string, string>) =>
      fetch(`${api.url}/api/airports?limit=1`, { headers: { 'x-parkolot-client': 'web-tier-tag', ...headers } });
    await tagged({ authorization: `Bearer ${TOKEN}` });
    await tagged({});
    await tagged({ authorization: 'Bearer wrong' });
    // A path Hono decodes to /api/… is the API too.
    await fetch(`${api.url}/%61pi/airports?limit=1`, { headers: { 'x-parkolot-client': 'web-tier-tag' } });
    expect(seenTags.slice(-4)).toEqual([
      'web-tier-tag',
      expect.stringMatching(/^[A-Za-z0-9_-]{32}$/),
      expect.stringMatching(/^[A-Za-z0-9_-]{32}$/),
      expect.stringMatching(/^[A-Za-z0-9_-]{32}$/),
    ]);
    expect(seenTags.at(-2)).not.toBe('web-tier-tag');
  });
});
