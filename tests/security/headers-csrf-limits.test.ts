// Security headers and CSP nonces, CSRF on every write, rate limits (429 + Retry-After), and the
// payment-redirect allow-list — against the real server, each check able to fail when its protection
// is removed.
import { once } from 'node:events';
import http from 'node:http';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { orders } from '../../backend/db/schema';
import type { Backend } from '../../backend/index';
import { startBackend } from '../backend/harness';
import { sameOriginWrites } from '../../server/security';
import { interceptedBackend, startTestServer, type TestServer } from '../setup/server-harness';

const PAGES = [
  '/',
  '/parking-lotnisko-warszawa-chopin/',
  '/parking-lotnisko-warszawa-chopin/okecie-park/',
  '/blog/',
  '/faq/',
  '/o-nas/',
  '/dodaj-parking/',
  '/rezerwacja/?parkingId=1',
  '/nie-ma-takiej-strony/',
];

let real: Backend;
let server: TestServer;
/** The same backend for the extra servers below; only the main server closes it. */
const shared = () => ({
  fetch: (request: Request) => real.fetch(request),
  isReady: () => real.isReady(),
  close: async () => {},
});

beforeAll(async () => {
  real = await startBackend();
  server = await startTestServer({ backend: interceptedBackend(real, () => null) });
});
afterAll(async () => {
  await server?.close();
});

const get = (path: string, init: RequestInit = {}) => fetch(`${server.url}${path}`, { redirect: 'manual', ...init });

function cspOf(response: Response): Map<string, string[]> {
  const header = response.headers.get('content-security-policy') ?? '';
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name, values]),
  );
}

describe('security headers (ASVS 3.4)', () => {
  it.each(PAGES)('%s: a CSP with a fresh nonce that every script carries', async (path) => {
    const [first, second] = await Promise.all([get(path), get(path)]);
    const csp = cspOf(first);
    const nonce = csp
      .get('script-src')
      ?.find((value) => value.startsWith("'nonce-"))
      ?.slice(7, -1);
    expect(nonce).toMatch(/^[A-Za-z0-9+/=]{20,}$/);
    expect(csp.get('script-src')).toContain("'strict-dynamic'");
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('frame-src')).toEqual(['https://www.openstreetmap.org']);
    // A new nonce per response.
    expect(cspOf(second).get('script-src')).not.toContain(`'nonce-${nonce}'`);

    // Each page carries its own response's nonce — the second one too, which a public page answers from
    // the render memo (app/.server/render-memo.ts) with the same HTML around another nonce.
    for (const response of [first, second]) {
      const own = cspOf(response)
        .get('script-src')
        ?.find((value) => value.startsWith("'nonce-"))
        ?.slice(7, -1);
      const html = await response.text();
      const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1]);
      expect(scripts.length).toBeGreaterThan(0);
      for (const attributes of scripts) {
        // JSON-LD is data, not script: the CSP does not apply to it.
        if (attributes.includes('application/ld+json')) continue;
        expect(attributes).toContain(`nonce="${own}"`);
      }
      expect(html).not.toMatch(/rendermemo[0-9a-f]{40}/);
    }
  });

  it('sends HSTS, nosniff, a referrer policy, a permissions policy and denies framing', async () => {
    const response = await get('/');
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=31536000/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-powered-by')).toBeNull();
  });

  it("the edge's own answers carry them too: 405 for a refused method, 204 for OPTIONS", async () => {
    for (const [method, path, status] of [
      ['DELETE', '/', 405],
      ['PUT', '/rezerwacja/', 405],
      ['PATCH', '/api/airports', 405],
      ['OPTIONS', '/', 204],
      ['OPTIONS', '/api/v1/offers', 204],
    ] as const) {
      const response = await fetch(`${server.url}${path}`, { method });
      expect(response.status, `${method} ${path}`).toBe(status);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('strict-transport-security')).toMatch(/max-age=31536000/);
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(cspOf(response).get('frame-ancestors')).toEqual(["'none'"]);
    }
  });

  it('the CSP also guards the JSON answers and the API', async () => {
    for (const path of ['/?_data=root', '/api/airports']) {
      expect(cspOf(await get(path)).get('default-src')).toEqual(["'self'"]);
    }
  });
});

describe('CSRF: writes only from our own pages (ASVS 3.5)', () => {
  const form = new URLSearchParams({ parkingId: '1', intent: 'quote', 'licensePlates[0]': 'WA 1' });
  const post = (path: string, headers: Record<string, string>) =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
      body: form,
    });

  it.each([
    ['/rezerwacja/?parkingId=1', { Origin: 'https://evil.example' }],
    ['/rezerwacja/?parkingId=1', { Origin: 'null' }],
    ['/rezerwacja/?parkingId=1', { 'Sec-Fetch-Site': 'cross-site' }],
    ['/dodaj-parking/', { Origin: 'https://parkolot.pl.evil.example' }],
    ['/api/v1/offers', { Origin: 'https://evil.example' }],
  ])('refuses a cross-site POST to %s (%o) with 403', async (path, headers) => {
    const response = await post(path, headers);
    expect(response.status).toBe(403);
    expect(await response.text()).toContain('formularz wysłano z innej strony');
  });

  it.each(['/api/v1/offers', '/%61pi/v1/offers', '/API/v1/offers'])(
    'answers a refused API write as JSON however the path is spelt (%s)',
    async (path) => {
      const response = await post(path, { Origin: 'https://evil.example' });
      expect(response.status).toBe(403);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      const parsed = z
        .object({ errors: z.array(z.object({ message: z.string(), code: z.string() })) })
        .parse(await response.json());
      expect(parsed.errors[0]).toMatchObject({ code: 'CROSS_SITE_REQUEST' });
    },
  );

  it('live: only PUBLIC_URL vouches for an Origin, never the Host the request names (a demo also takes that)', async () => {
    const answerOf = async (onlyPublicUrl: boolean, host: string, origin: string) => {
      const app = express();
      app.use(sameOriginWrites(() => 'https://parkolot.example', { onlyPublicUrl }));
      app.post('/form', (_req, res) => void res.status(200).send('ok'));
      const listening = app.listen(0, '127.0.0.1');
      await once(listening, 'listening');
      const { port } = z.object({ port: z.number() }).parse(listening.address());
      try {
        return await new Promise<number>((resolve, reject) => {
          const request = http.request(
            { host: '127.0.0.1', port, path: '/form', method: 'POST', headers: { Host: host, Origin: origin } },
            (response) => {
              response.resume();
              resolve(response.statusCode ?? 0);
            },
          );
          request.on('error', reject);
          request.end();
        });
      } finally {
        listening.close();
      }
    };
    expect(await answerOf(true, 'evil.example', 'http://evil.example')).toBe(403);
    expect(await answerOf(true, 'parkolot.example', 'https://parkolot.example')).toBe(200);
    expect(await answerOf(false, 'localhost:3000', 'http://localhost:3000')).toBe(200);
  });

  it('accepts our own origin, a same-origin browser and a client that sends no Origin (curl)', async () => {
    const own = new URL(server.url).origin;
    const variants: Record<string, string>[] = [{ Origin: own, 'Sec-Fetch-Site': 'same-origin' }, {}];
    for (const headers of variants) {
      const response = await post('/rezerwacja/?parkingId=1', headers);
      expect(response.status).toBe(200);
    }
  });

  it('accepts the public address as Origin whatever Host reaches the server (a proxy that rewrites it)', async () => {
    const proxied = await startTestServer({ backend: shared(), env: { PUBLIC_URL: 'https://parkolot.example' } });
    try {
      const variants: Record<string, string>[] = [
        { Origin: 'https://parkolot.example' },
        // X-Forwarded-Host without TRUST_PROXY is the client's word: it changes nothing.
        { Origin: new URL(proxied.url).origin, 'X-Forwarded-Host': 'internal.example' },
      ];
      for (const headers of variants) {
        for (const path of ['/rezerwacja/?parkingId=1', '/rezerwacja/?parkingId=1&_data=routes%2Frezerwacja']) {
          const response = await fetch(`${proxied.url}${path}`, {
            method: 'POST',
            redirect: 'manual',
            headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
            body: form,
          });
          expect(response.status).toBe(200);
        }
      }
    } finally {
      await proxied.close();
    }
  });

  it('changes nothing on GET: a GET to an action URL only renders', async () => {
    const before = await real.database.db.$count(orders);
    await get('/rezerwacja/?parkingId=1&intent=submit&firstName=Jan');
    expect(await real.database.db.$count(orders)).toBe(before);
  });
});

describe('rate limits (ASVS 2.4.1)', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({
      backend: shared(),
      env: {
        RATE_LIMITS: 'on',
        RATE_LIMIT_PAGES_PER_MINUTE: '5',
        RATE_LIMIT_CHECKOUT_PER_MINUTE: '4',
        RATE_LIMIT_API_WRITES_PER_MINUTE: '2',
        RATE_LIMIT_PROMO_PER_HOUR: '2',
        RATE_LIMIT_PROPOSALS_PER_HOUR: '1',
      },
    });
  });
  afterAll(async () => {
    await limited?.close();
  });

  const hit = (path: string, init: RequestInit = {}) => fetch(`${limited.url}${path}`, { redirect: 'manual', ...init });
  const statuses = async (times: number, send: () => Promise<Response>) => {
    const answers: Response[] = [];
    for (let i = 0; i < times; i++) answers.push(await send());
    return answers;
  };

  it('pages: generous, then 429 with a Polish message and Retry-After; assets are not counted', async () => {
    const answers = await statuses(7, () => hit('/faq/'));
    expect(answers.slice(0, 5).map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const refused = answers[6];
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.text()).toContain('Zbyt wiele prób');
    expect((await hit('/favicon.svg')).status).toBe(200);
    expect((await hit('/healthz')).status).toBe(200);
  });

  it('offer and order creation on the API: tight, JSON errors', async () => {
    const body = JSON.stringify({ offerLines: [] });
    const answers = await statuses(3, () =>
      hit('/api/v1/offers', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body }),
    );
    expect(answers.map((r) => r.status)).toEqual([400, 400, 429]);
    // Another spelling of the same path is the same limit, refused in the same JSON shape.
    const encoded = await hit('/%61pi/v1/offers', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
    });
    for (const refused of [answers[2], encoded]) {
      expect(refused.status).toBe(429);
      const parsed = z
        .object({ errors: z.array(z.object({ message: z.string(), code: z.string() })) })
        .parse(await refused.json());
      expect(parsed.errors[0]).toMatchObject({ code: 'RATE_LIMITED' });
    }
  });

  it('promo attempts: refused after the limit, with Retry-After, even when the posts are allowed', async () => {
    // Each guess is a different code (re-pricing one code is not guessing: tests/security/limits.test.ts).
    let guess = 0;
    const promo = () =>
      hit('/rezerwacja/?parkingId=1&_data=routes/rezerwacja', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          parkingId: '1',
          intent: 'promo-apply',
          promoInput: `zgadnij${++guess}`,
          'licensePlates[0]': 'WA 1',
        }),
      });
    const answers = await statuses(3, promo);
    expect(answers.slice(0, 2).map((r) => r.status)).toEqual([422, 422]);
    expect(answers[2].status).toBe(429);
    expect(Number(answers[2].headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await answers[2].text()).toContain('Zbyt wiele prób kodu rabatowego');
  });

  it('the car-park proposal form: one an hour from an address', async () => {
    const propose = () => hit('/dodaj-parking/', { method: 'POST', body: new URLSearchParams({ companyName: 'x' }) });
    const answers = await statuses(2, propose);
    expect(answers[0].status).toBe(400);
    expect(answers[1].status).toBe(429);
  });
});

describe('payment redirects only to the allow-list (ASVS 3.7.2)', () => {
  const OrderAnswerSchema = z.object({ paymentUrl: z.string() }).loose();
  let evil: TestServer;
  beforeAll(async () => {
    // An upstream whose orders send the payer to another site.
    evil = await startTestServer({
      backend: interceptedBackend(shared(), async (request) => {
        if (request.method !== 'POST' || new URL(request.url).pathname !== '/api/v1/orders') return null;
        const answer = await real.fetch(request);
        const body = OrderAnswerSchema.parse(await answer.json());
        return Response.json({ ...body, paymentUrl: 'https://evil.example/pay' }, { status: answer.status });
      }),
    });
  });
  afterAll(async () => {
    await evil?.close();
  });

  it('an order whose payment page is not allowed is not followed', async () => {
    const page = z
      .object({
        quote: z.object({ quote: z.object({ offerId: z.string(), total: z.number() }) }),
        stay: z.object({ arrivalAt: z.string(), departureAt: z.string() }),
        idempotencyKey: z.string(),
      })
      .parse(await (await fetch(`${evil.url}/rezerwacja/?parkingId=2&_data=routes/rezerwacja`)).json());
    const response = await fetch(`${evil.url}/rezerwacja/?parkingId=2`, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({
        parkingId: '2',
        intent: 'submit',
        // The stay the page was priced for (an order names its stay: decision 0050).
        ...page.stay,
        offerId: page.quote.quote.offerId,
        quotedTotal: page.quote.quote.total.toFixed(2),
        idempotencyKey: page.idempotencyKey,
        firstName: 'Jan',
        lastName: 'Nowak',
        email: 'jan@example.com',
        phone: '600100200',
        adults: '2',
        'licensePlates[0]': 'WA 12345',
        privacyPolicyAccepted: 'on',
      }),
    });
    expect(response.status).toBe(502);
    expect(response.headers.get('location')).toBeNull();
    expect(await response.text()).toContain('Nie udało się rozpocząć płatności');
  });
});
