// Pure pieces of the server: the canonical-path rule, request ids, env parsing, SEO meta, readiness.
import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from '../../app/.server/env';
import { buildMeta, canonicalFromMatches, canonicalUrl, DEFAULT_DESCRIPTION } from '../../app/lib/seo';
import { upstreamReadiness } from '../../server/health';
import { requestIdFrom } from '../../server/logger';
import { canonicalPathTarget } from '../../server/canonical-path';

describe('canonicalPathTarget', () => {
  it.each([
    ['/blog', '/blog/'],
    ['/blog?x=1&y=2', '/blog/?x=1&y=2'],
    ['/parking-lotnisko-gdansk', '/parking-lotnisko-gdansk/'],
    ['/parking-lotnisko-gdansk/parking-abc', '/parking-lotnisko-gdansk/parking-abc/'],
    ['/blog/v1.2-wydanie', '/blog/v1.2-wydanie/'],
    ['/%2F%2Fevil', '/%2F%2Fevil/'],
    // One address per page: no repeated slashes, lower case (a reference keeps its capitals, escapes their hex).
    ['/faq//', '/faq/'],
    ['/FAQ/', '/faq/'],
    ['/Blog?x=1', '/blog/?x=1'],
    ['/parking-lotnisko-gdansk//parking-abc//', '/parking-lotnisko-gdansk/parking-abc/'],
    ['/PARKING-LOTNISKO-GDANSK/', '/parking-lotnisko-gdansk/'],
    ['/Moja-Rezerwacja/PK-ABCDEFGH/Zmien', '/moja-rezerwacja/PK-ABCDEFGH/zmien/'],
    ['/blog/%C5%BCaba-Na-Lotnisku/', '/blog/%C5%BCaba-na-lotnisku/'],
    ['/blog/%c5%bcaba/', '/blog/%C5%BCaba/'],
  ])('GET %s → %s', (url, target) => {
    expect(canonicalPathTarget('GET', url)).toBe(target);
    expect(canonicalPathTarget('HEAD', url)).toBe(target);
  });

  it.each([
    '/',
    '/blog/',
    '/blog/?x=1',
    '/moja-rezerwacja/PK-ABCDEFGH/',
    '/moja-rezerwacja/pk-abcdefgh/',
    '/blog/%C5%BCaba/',
    '/API/v1/offers',
    '/%61pi/v1/parking',
    '/blog/żaba/',
    '/Assets/x.js',
    '/api',
    '/api/health',
    '/api/v1/offers',
    '/assets',
    '/assets/root-abc.js',
    '/favicon.svg',
    '/images/a/b.webp',
    '/healthz',
    '/readyz',
    '/__manifest?p=%2Fblog%2F&version=abc',
    '/blog?_data=root',
    '/?_data=routes/_index',
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
  ])('leaves %s alone', (url) => {
    expect(canonicalPathTarget('GET', url)).toBeNull();
  });

  it('sends no Location a client could not read (a path of 16 KB: the head would pass 16 KB)', () => {
    const long = 'A'.repeat(8_000);
    expect(canonicalPathTarget('GET', `/${long}/x/${long}/`)).toBeNull();
    expect(canonicalPathTarget('GET', `/${long}`)).toBe(`/${long.toLowerCase()}/`);
  });

  it('only redirects GET and HEAD', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
      expect(canonicalPathTarget(method, '/blog')).toBeNull();
    }
  });
});

describe('requestIdFrom', () => {
  it('keeps a short safe token', () => {
    expect(requestIdFrom('req-1_2.3:4')).toBe('req-1_2.3:4');
    expect(requestIdFrom(['first', 'second'])).toBe('first');
  });

  it.each([undefined, '', 'a b', 'x'.repeat(101), 'a\nb', '"quoted"'])('replaces %j with a UUID', (value) => {
    expect(requestIdFrom(value)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });
});

describe('parseEnv', () => {
  it('applies the defaults', () => {
    expect(parseEnv({})).toEqual({
      PARKOLOT_MODE: 'demo',
      NODE_ENV: 'production',
      PORT: 3000,
      HOST: '0.0.0.0',
      LOG_LEVEL: 'info',
      API_URL: undefined,
      API_TIMEOUT_MS: 8000,
      API_THREAD: 'on',
      PUBLIC_URL: 'http://localhost:3000',
      isPublicUrlDefault: true,
      TRUST_PROXY: false,
      RATE_LIMITS: 'on',
      RATE_LIMIT_PAGES_PER_MINUTE: 300,
      RATE_LIMIT_CHECKOUT_PER_MINUTE: 60,
      RATE_LIMIT_API_WRITES_PER_MINUTE: 30,
      RATE_LIMIT_PROMO_PER_HOUR: 20,
      RATE_LIMIT_PROPOSALS_PER_HOUR: 10,
      BODY_LIMIT_FORM_KB: 64,
      BODY_LIMIT_JSON_KB: 256,
      HTTP_KEEP_ALIVE_TIMEOUT_MS: 65_000,
      HTTP_HEADERS_TIMEOUT_MS: 30_000,
      HTTP_REQUEST_TIMEOUT_MS: 30_000,
      SHUTDOWN_DRAIN_MS: 0,
    });
  });

  it('TRUST_PROXY: true is the one proxy in front, a number that many hops, else a list of proxies', () => {
    expect(parseEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(parseEnv({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).TRUST_PROXY).toBe('loopback, 10.0.0.0/8');
    expect(parseEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(() => parseEnv({ TRUST_PROXY: 'yes please!' })).toThrow(/TRUST_PROXY/);
  });

  it('refuses a header timeout longer than the request timeout (Node would throw at start-up)', () => {
    expect(() => parseEnv({ HTTP_HEADERS_TIMEOUT_MS: '66000' })).toThrow(
      /HTTP_HEADERS_TIMEOUT_MS: must not exceed HTTP_REQUEST_TIMEOUT_MS/,
    );
    expect(() => parseEnv({ REDIS_URL: 'http://redis:6379' })).toThrow(/REDIS_URL/);
  });

  it('reads every variable and trims trailing slashes from URLs', () => {
    const env = parseEnv({
      NODE_ENV: 'development',
      PORT: '8080',
      API_URL: 'https://api.example.com/',
      API_TIMEOUT_MS: '2500',
      PUBLIC_URL: 'https://parkolot.pl/',
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'debug',
    });
    expect(env).toMatchObject({
      NODE_ENV: 'development',
      PORT: 8080,
      API_URL: 'https://api.example.com',
      API_TIMEOUT_MS: 2500,
      PUBLIC_URL: 'https://parkolot.pl',
      isPublicUrlDefault: false,
      TRUST_PROXY: 1,
      LOG_LEVEL: 'debug',
    });
  });

  it('treats an empty API_URL as unset', () => {
    expect(parseEnv({ API_URL: '' }).API_URL).toBeUndefined();
  });

  it('lists every problem at once', () => {
    let error: unknown;
    try {
      parseEnv({ PORT: 'abc', API_URL: 'not a url', NODE_ENV: 'staging' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(EnvError);
    const problems = (error as EnvError).problems.join('\n');
    expect(problems).toContain('PORT');
    expect(problems).toContain('API_URL');
    expect(problems).toContain('NODE_ENV');
  });
});

describe('SEO meta', () => {
  it('canonical URL is origin + path with a trailing slash', () => {
    expect(canonicalUrl('https://parkolot.pl', '/blog')).toBe('https://parkolot.pl/blog/');
    expect(canonicalUrl('https://parkolot.pl/', '/')).toBe('https://parkolot.pl/');
  });

  it('defaults to the product name, the spec description and the absolute share image', () => {
    const meta = buildMeta({ url: 'https://parkolot.pl/blog/' });
    expect(meta).toContainEqual({ title: 'Parkolot' });
    expect(meta).toContainEqual({ name: 'description', content: DEFAULT_DESCRIPTION });
    expect(meta).toContainEqual({ property: 'og:image', content: 'https://parkolot.pl/og-image.png' });
    expect(meta).toContainEqual({ property: 'og:url', content: 'https://parkolot.pl/blog/' });
    expect(meta).toContainEqual({ property: 'og:locale', content: 'pl_PL' });
    expect(meta).toContainEqual({ property: 'og:type', content: 'website' });
    expect(meta).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://parkolot.pl/blog/' });
  });

  it('takes a page title, description and image', () => {
    const meta = buildMeta({
      title: 'Blog | Parkolot',
      description: 'Opis',
      image: { url: 'https://cdn.example/x.jpg', width: 1200, height: 630, type: 'image/jpeg' },
      url: 'https://parkolot.pl/blog/',
    });
    expect(meta).toContainEqual({ property: 'og:title', content: 'Blog | Parkolot' });
    expect(meta).toContainEqual({ name: 'description', content: 'Opis' });
    expect(meta).toContainEqual({ property: 'og:image', content: 'https://cdn.example/x.jpg' });
    expect(meta).toContainEqual({ property: 'og:image:width', content: '1200' });
    expect(meta).toContainEqual({ property: 'og:image:height', content: '630' });
    expect(meta).toContainEqual({ property: 'og:image:type', content: 'image/jpeg' });
    expect(meta).toContainEqual({ name: 'twitter:image', content: 'https://cdn.example/x.jpg' });
  });

  it('reads the canonical URL from the root match', () => {
    expect(canonicalFromMatches([{ id: 'root', data: { canonicalUrl: 'https://parkolot.pl/' } }])).toBe(
      'https://parkolot.pl/',
    );
    expect(canonicalFromMatches([{ id: 'root', data: undefined }])).toBeUndefined();
  });
});

describe('upstreamReadiness', () => {
  it('asks the upstream /api/health and is ready on 2xx only', async () => {
    const asked: string[] = [];
    const fakeFetch =
      (status: number): typeof fetch =>
      async (input) => {
        asked.push(String(input));
        return new Response('{}', { status });
      };
    expect(await upstreamReadiness('https://api.example.com/', { fetchImpl: fakeFetch(200) })()).toBe(true);
    expect(await upstreamReadiness('https://api.example.com', { fetchImpl: fakeFetch(503) })()).toBe(false);
    expect(asked).toEqual(['https://api.example.com/api/health', 'https://api.example.com/api/health']);
  });

  it('for a live web server, is ready only while the API answers it runs live, and says when it does not', async () => {
    const answering =
      (status: number, body: unknown): typeof fetch =>
      async () =>
        new Response(JSON.stringify(body), { status });
    const notLive: string[] = [];
    const live = (fetchImpl: typeof fetch) =>
      upstreamReadiness('https://api.example.com', {
        fetchImpl,
        requireLive: true,
        onNotLive: () => notLive.push('x'),
      })();
    expect(await live(answering(200, { ok: true, mode: 'live' }))).toBe(true);
    expect(await live(answering(200, { ok: true, mode: 'demo' }))).toBe(false);
    expect(await live(answering(200, { ok: true }))).toBe(false);
    expect(await live(answering(503, { ok: false, reason: 'database', mode: 'live' }))).toBe(false);
    expect(notLive).toHaveLength(2);
    // A demo web server does not ask.
    expect(
      await upstreamReadiness('https://api.example.com', { fetchImpl: answering(200, { ok: true, mode: 'demo' }) })(),
    ).toBe(true);
  });
});
