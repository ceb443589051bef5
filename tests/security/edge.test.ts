// What no request may do (issue 12): stop the service with an odd method, make it read an oversized
// body, hold a connection open with a slow one. Against the real server with the API in its worker
// thread (the default of `npm start`).
import http from 'node:http';
import net from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startApiThread, type ApiThread } from '../../server/embedded-api';
import { createLogger } from '../../server/logger';
import { startTestServer, type TestServer } from '../setup/server-harness';
import { daysFromNow } from '../backend/harness';

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** One request on its own connection, any method, any body (sent as given), answer read in full. */
function send(
  baseUrl: string,
  pathname: string,
  {
    method = 'GET',
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<Answer> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const request = http.request({ hostname, port, path: pathname, method, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    request.once('error', reject);
    request.end(body);
  });
}

/** Raw bytes on a socket; resolves with everything the server wrote until it closed the connection. */
function rawExchange(
  baseUrl: string,
  text: string,
  { keepOpenMs }: { keepOpenMs?: number } = {},
): Promise<{ reply: string; closedAfterMs: number }> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const started = Date.now();
    let reply = '';
    const socket = net.connect(Number(port), hostname, () => socket.write(text));
    socket.on('data', (chunk: Buffer) => (reply += chunk.toString('utf8')));
    socket.on('error', reject);
    socket.on('close', () => resolve({ reply, closedAfterMs: Date.now() - started }));
    if (keepOpenMs !== undefined) setTimeout(() => socket.end(), keepOpenMs).unref();
  });
}

const stay = `arrivalAt=${encodeURIComponent(daysFromNow(10))}&departureAt=${encodeURIComponent(daysFromNow(14))}`;
const PAGES = [
  '/',
  `/parking-lotnisko-warszawa-chopin/?${stay}`,
  `/parking-lotnisko-warszawa-chopin/okecie-park/?${stay}`,
  '/faq/',
  '/blog/',
];
const ROUTE_FAMILIES = [
  ...PAGES,
  '/rezerwacja/?parkingId=1',
  '/platnosc/?orderId=x',
  '/dodaj-parking/',
  '/nie-ma-takiej-strony/',
  '/sitemap.xml',
  '/favicon.svg',
  '/assets/nie-ma.js',
  '/healthz',
  '/readyz',
  '/api',
  '/api/health',
  '/api/airports',
  '/api/posts?limit=1',
  '/api/v1/offers',
  '/api/v1/orders',
  '/api/v1/products/parking/listing?airportId=1',
  '/api/v1/payments/sandbox/nie-ma',
  '/api/v1/parking-proposals',
];
/** The addresses above a form posts to (their route has an action). */
const TAKES_POSTS = new Set(['/rezerwacja/?parkingId=1', '/platnosc/?orderId=x', '/dodaj-parking/']);
/** The API's addresses above, with the methods their routes have; `null`: no route fits (404). */
const API_ALLOW: Record<string, string | null> = {
  '/api': null,
  '/api/health': 'GET, HEAD, OPTIONS',
  '/api/airports': 'GET, HEAD, OPTIONS',
  '/api/posts?limit=1': 'GET, HEAD, OPTIONS',
  '/api/v1/offers': 'POST, OPTIONS',
  '/api/v1/orders': 'POST, OPTIONS',
  '/api/v1/products/parking/listing?airportId=1': 'GET, HEAD, OPTIONS',
  '/api/v1/payments/sandbox/nie-ma': 'GET, HEAD, POST, OPTIONS',
  '/api/v1/parking-proposals': 'POST, OPTIONS',
};
const allowOf = (route: string) =>
  route in API_ALLOW ? API_ALLOW[route] : TAKES_POSTS.has(route) ? 'GET, HEAD, POST, OPTIONS' : 'GET, HEAD, OPTIONS';
// Every method Node's parser knows, a few it does not (TRACK, BREW, FOO: a parse error in Node), and the
// ones undici refuses to build a Request for.
const METHODS = [
  'GET',
  'HEAD',
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
  'OPTIONS',
  'TRACE',
  'TRACK',
  'PROPFIND',
  'PROPPATCH',
  'MKCOL',
  'COPY',
  'MOVE',
  'LOCK',
  'UNLOCK',
  'SEARCH',
  'PURGE',
  'REPORT',
  'MKCALENDAR',
  'LINK',
  'UNLINK',
  'SOURCE',
  'QUERY',
  'M-SEARCH',
  'NOTIFY',
  'SUBSCRIBE',
  'BREW',
  'FOO',
];

describe('no request can stop the service', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { API_THREAD: 'on' } });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  it('every method to every route family: no 5xx, refused methods get 405 with Allow, and afterwards every page still works', async () => {
    const failures: string[] = [];
    for (const route of ROUTE_FAMILIES) {
      for (const method of METHODS) {
        const answer = await send(server.url, route, {
          method,
          headers: { 'content-type': 'application/json' },
          body: method === 'GET' || method === 'HEAD' ? undefined : '{}',
        }).catch((error: unknown): Answer => ({
          status: -1,
          headers: {},
          body: String(error),
        }));
        if (answer.status >= 500 || answer.status < 0)
          failures.push(`${method} ${route}: ${answer.status} ${answer.body.slice(0, 120)}`);
        // A method Node's parser does not know is answered before any route is known: the full list.
        const allow = http.METHODS.includes(method) ? allowOf(route) : 'GET, HEAD, POST, OPTIONS';
        if (allow === null) {
          // No route fits: 404 for every method the parser knows (a GET or POST from the API, the rest from the edge).
          if (answer.status !== 404) failures.push(`${method} ${route}: ${answer.status}, not 404`);
          continue;
        }
        if (!allow.split(', ').includes(method)) {
          if (answer.status !== 405 || answer.headers.allow !== allow)
            failures.push(`${method} ${route}: ${answer.status}, Allow ${String(answer.headers.allow)}`);
        }
        if (method === 'OPTIONS' && (answer.status !== 204 || answer.headers.allow !== allow))
          failures.push(`OPTIONS ${route}: ${answer.status}, Allow ${String(answer.headers.allow)}`);
      }
      // CONNECT never reaches Express (Node hands it to the 'connect' event).
      const connect = await rawExchange(server.url, `CONNECT ${route} HTTP/1.1\r\nHost: x\r\n\r\n`);
      if (!connect.reply.startsWith('HTTP/1.1 405')) failures.push(`CONNECT ${route}: ${connect.reply.slice(0, 60)}`);
    }
    expect(failures).toEqual([]);

    const trace = await send(server.url, '/api/health', { method: 'TRACE' });
    expect(trace.body).toContain('Ta metoda HTTP nie jest obsługiwana');
    const tracePage = await send(server.url, '/', { method: 'TRACE' });
    expect(tracePage.body).toContain('Ta metoda HTTP nie jest obsługiwana');
    const options = await send(server.url, '/rezerwacja/', { method: 'OPTIONS' });
    expect(options).toMatchObject({ status: 204, headers: { allow: 'GET, HEAD, POST, OPTIONS' } });
    // A page no form posts to: 405 with its own Allow and a Polish line, not Remix's developer message.
    for (const path of ['/', '/faq/', '/?index', '/faq/?_data=routes%2Ffaq', '/rezerwacja/?_data=routes%2Ffaq']) {
      const post = await send(server.url, path, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'a=1',
      });
      expect([path, post.status, post.headers.allow]).toEqual([path, 405, 'GET, HEAD, OPTIONS']);
      expect(post.body).toBe('Ta metoda HTTP nie jest obsługiwana pod tym adresem. Dozwolone: GET, HEAD, OPTIONS.');
    }

    for (const page of PAGES) expect((await send(server.url, page)).status, page).toBe(200);
    expect((await send(server.url, '/api/airports?limit=1')).status).toBe(200);
    expect((await send(server.url, '/readyz')).status).toBe(200);
    expect((await send(server.url, '/healthz')).status).toBe(200);
    expect(
      server.logs.filter((line) => line.msg === 'Unhandled server error' || line.event === 'api_thread_exit'),
    ).toEqual([]);
  }, 300_000);

  it("an API route asked with a method it does not have answers 405 with the route's own Allow; an unknown path 404", async () => {
    const stay = new URLSearchParams({ airportCode: 'WAW', arrivalAt: daysFromNow(20), departureAt: daysFromNow(22) });
    const cases: [method: string, path: string, status: number, allow?: string][] = [
      ['POST', `/api/v1/products/parking/listing?${stay}`, 405, 'GET, HEAD, OPTIONS'],
      ['GET', '/api/v1/orders', 405, 'POST, OPTIONS'],
      ['HEAD', '/api/v1/offers', 405, 'POST, OPTIONS'],
      ['POST', '/api/airports', 405, 'GET, HEAD, OPTIONS'],
      ['POST', '/api/health', 405, 'GET, HEAD, OPTIONS'],
      ['GET', `/api/v1/products/parking/listing?${stay}`, 200],
      // Fits the content API's `/:collection` pattern (a GET answers 404 for the unknown collection).
      ['POST', '/api/nie-ma-takiego', 405, 'GET, HEAD, OPTIONS'],
      ['POST', '/api/v1/nie-ma-takiego', 404],
      ['GET', '/api/v1/nie-ma-takiego', 404],
    ];
    for (const [method, pathname, status, allow] of cases) {
      const answer = await send(server.url, pathname, {
        method,
        headers: { 'content-type': 'application/json' },
        body: method === 'POST' ? '{}' : undefined,
      });
      expect([method, pathname, answer.status, answer.headers.allow]).toEqual([method, pathname, status, allow]);
      if (status === 405 && method !== 'HEAD') {
        expect(JSON.parse(answer.body)).toEqual({
          errors: [
            {
              message: `Ta metoda HTTP nie jest obsługiwana pod tym adresem. Dozwolone: ${allow}.`,
              code: 'METHOD_NOT_ALLOWED',
            },
          ],
        });
      }
    }
  });

  it('the API reads an HTTP/1.0 request without Host (a health check) and answers a Host that is no host in its JSON error shape', async () => {
    const health = await rawExchange(server.url, 'GET /api/health HTTP/1.0\r\n\r\n');
    expect(health.reply.split('\r\n')[0]).toBe('HTTP/1.1 200 OK');
    expect(JSON.parse(health.reply.split('\r\n\r\n')[1])).toMatchObject({ ok: true });
    for (const host of ['[::1', 'localhost:99999']) {
      const { reply } = await rawExchange(
        server.url,
        `GET /api/health HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
      );
      const [head, body] = reply.split('\r\n\r\n');
      expect([host, head.split('\r\n')[0]]).toEqual([host, 'HTTP/1.1 400 Bad Request']);
      expect(head.toLowerCase()).toContain('content-type: application/json');
      expect(JSON.parse(body)).toEqual({ errors: [{ message: 'Nieprawidłowe żądanie.', code: 'BAD_REQUEST' }] });
    }
  });

  /** What a scanner looks for on every answer, also on those written before Express. */
  const expectSecurityHeaders = (head: string) => {
    const lower = head.toLowerCase();
    expect(lower).toContain('x-content-type-options: nosniff');
    expect(lower).toContain("content-security-policy: default-src 'none'; frame-ancestors 'none'");
    expect(lower).toContain('x-frame-options: deny');
    expect(lower).toContain('strict-transport-security: max-age=31536000');
  };

  it("a request Node's parser refuses (or HTTP/1.1 without Host, two Host lines, an Expect it cannot meet) is answered in the API's JSON error shape under /api, as Polish text elsewhere", async () => {
    const big = 'a'.repeat(20_000);
    const cases: [request: (path: string) => string, status: string, code: string, message: string][] = [
      [
        (path) => `BREW ${path} HTTP/1.1\r\nHost: x\r\n\r\n`,
        '405 Method Not Allowed',
        'METHOD_NOT_ALLOWED',
        'Ta metoda HTTP nie jest obsługiwana. Dozwolone: GET, HEAD, POST, OPTIONS.',
      ],
      [
        (path) => `GET ${path} HTTP/1.1\r\nHost: x\r\nX-Big: ${big}\r\n\r\n`,
        '431 Request Header Fields Too Large',
        'HEADERS_TOO_LARGE',
        'Adres strony lub nagłówki żądania są zbyt długie.',
      ],
      [
        (path) => `GET ${path} HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n`,
        '400 Bad Request',
        'BAD_REQUEST',
        'Nieprawidłowe żądanie.',
      ],
      [
        (path) => `GET ${path} HTTP/1.1\r\nAccept: */*\r\n\r\n`,
        '400 Bad Request',
        'MISSING_HOST',
        'Żądanie HTTP/1.1 musi mieć nagłówek Host.',
      ],
      [
        (path) => `GET ${path} HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n`,
        '400 Bad Request',
        'DUPLICATE_HOST',
        'Żądanie może mieć tylko jeden nagłówek Host.',
      ],
      [
        (path) => `GET ${path} HTTP/1.1\r\nHost: x\r\nExpect: foo\r\n\r\n`,
        '417 Expectation Failed',
        'EXPECTATION_FAILED',
        'Serwer nie obsługuje tej wartości nagłówka Expect (tylko 100-continue).',
      ],
    ];
    for (const [request, status, code, message] of cases) {
      for (const path of ['/api/v1/offers', '/%61pi/airports?limit=1', 'http://x/api/health']) {
        const { reply } = await rawExchange(server.url, request(path));
        const [head, body] = reply.split('\r\n\r\n');
        expect([path, head.split('\r\n')[0]]).toEqual([path, `HTTP/1.1 ${status}`]);
        expect(head).toContain('Content-Type: application/json; charset=utf-8');
        expectSecurityHeaders(head);
        expect(JSON.parse(body)).toEqual({ errors: [{ message, code }] });
      }
      for (const path of ['/faq/', '/apiary/', '/']) {
        const { reply } = await rawExchange(server.url, request(path));
        const [head, body] = reply.split('\r\n\r\n');
        expect([path, head.split('\r\n')[0]]).toEqual([path, `HTTP/1.1 ${status}`]);
        expect(head).toContain('Content-Type: text/plain; charset=utf-8');
        expectSecurityHeaders(head);
        expect(body).toBe(message);
      }
    }
    const connect = await rawExchange(server.url, 'CONNECT /api/health HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(JSON.parse(connect.reply.split('\r\n\r\n')[1])).toMatchObject({ errors: [{ code: 'METHOD_NOT_ALLOWED' }] });
  });
});

describe('the API thread comes back after it dies', () => {
  let thread: ApiThread;
  let server: TestServer;
  let dataDir: string;
  const lifecycle: Record<string, unknown>[] = [];
  beforeAll(async () => {
    // On disk, as `npm start` runs it: the new thread reopens the database the dead one left.
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'parkolot-thread-'));
    const before = process.env.DATA_DIR;
    process.env.DATA_DIR = dataDir;
    const logger = createLogger({
      level: 'info',
      destination: {
        write: (line: string) => void lifecycle.push(z.record(z.string(), z.unknown()).parse(JSON.parse(line))),
      },
    });
    // A 3 s first restart: long enough to see the API down on a busy machine.
    thread = await startApiThread({ logLevel: 'warn', writeLog: () => {}, logger, restartBaseMs: 3_000 });
    process.env.DATA_DIR = before;
    server = await startTestServer({ backend: thread });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('a call the thread cannot even build a Request for (TRACE, as @hono/node-server hands it over) fails alone; the thread stays up', async () => {
    // Only a lazy request object can carry TRACE (undici refuses to build one): a Proxy stands in for it.
    const request = new Request(`http://parkolot.internal/api/health`);
    const trace = new Proxy(request, {
      get: (target, name) => (name === 'method' ? 'TRACE' : Reflect.get(target, name, target)),
    });
    await expect(thread.fetch(trace)).rejects.toThrow();
    expect(thread.isAlive()).toBe(true);
    expect(thread.restarts()).toBe(0);
    expect((await thread.fetch(new Request('http://parkolot.internal/api/health'))).status).toBe(200);
  });

  it('kill it: /healthz says unhealthy, pages fail politely, then it is restarted and everything works again', async () => {
    expect((await send(server.url, '/healthz')).status).toBe(200);
    await thread.crash();
    const down = await send(server.url, '/healthz');
    expect(down.status).toBe(503);
    expect(JSON.parse(down.body)).toEqual({ status: 'unhealthy', reason: 'api-down' });
    expect((await send(server.url, '/readyz')).status).toBe(503);
    const page = await send(server.url, PAGES[1]);
    expect([502, 503]).toContain(page.status);
    const api = await send(server.url, '/api/airports?limit=1');
    expect(api.status).toBe(503);
    expect(JSON.parse(api.body)).toEqual({
      errors: [{ message: 'Usługa jest chwilowo niedostępna. Spróbuj ponownie za chwilę.', code: 'API_UNAVAILABLE' }],
    });
    expect(thread.restarts()).toBe(0);

    // Wait on the condition, not a clock: the restart is logged, then the thread answers.
    await expect.poll(() => thread.restarts(), { timeout: 60_000, interval: 100 }).toBe(1);
    await expect
      .poll(async () => (await send(server.url, '/readyz')).status, { timeout: 30_000, interval: 100 })
      .toBe(200);
    expect((await send(server.url, '/healthz')).status).toBe(200);
    for (const pathname of PAGES) expect((await send(server.url, pathname)).status, pathname).toBe(200);
    expect(lifecycle.map((line) => line.event)).toEqual(
      expect.arrayContaining(['api_thread_exit', 'api_thread_restarted']),
    );
  }, 120_000);
});

describe('request bodies are bounded (413 before they are read)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { API_THREAD: 'on' } });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  const form = (bytes: number) => `firstName=${'a'.repeat(bytes)}`;

  it('a form over 64 KB: 413 with a Polish message; just under: read and answered by the page', async () => {
    const tooBig = await send(server.url, '/rezerwacja/?parkingId=1', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form(65 * 1024),
    });
    expect(tooBig.status).toBe(413);
    expect(tooBig.body).toBe('Przesłane dane są zbyt duże. Skróć treść formularza i spróbuj ponownie.');
    expect(tooBig.headers.connection).toBe('close');
    const fits = await send(server.url, '/rezerwacja/?parkingId=1', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form(60 * 1024),
    });
    expect(fits.status).toBe(400);
  });

  it('JSON over 256 KB to the API: 413 with a JSON error; a form-sized JSON body is read', async () => {
    const body = JSON.stringify({ offerLines: [], pad: 'x'.repeat(257 * 1024) });
    const tooBig = await send(server.url, '/api/v1/offers', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(tooBig.status).toBe(413);
    expect(JSON.parse(tooBig.body)).toEqual({
      errors: [
        {
          message: 'Przesłane dane są zbyt duże. Skróć treść formularza i spróbuj ponownie.',
          code: 'PAYLOAD_TOO_LARGE',
        },
      ],
    });
    const fits = await send(server.url, '/api/v1/offers', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ offerLines: [], pad: 'x'.repeat(200 * 1024) }),
    });
    expect(fits.status).toBe(400);
    expect(fits.body).toContain('offerLines');
  });

  it('a compressed body is a 415 saying so, in JSON under /api and as text on a page', async () => {
    const compressed = (body: string) => gzipSync(Buffer.from(body));
    const api = await send(server.url, '/api/v1/offers', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      body: compressed('{}'),
    });
    expect(api.status).toBe(415);
    expect(JSON.parse(api.body)).toEqual({
      errors: [
        {
          message: 'Treść żądania nie może być skompresowana (bez nagłówka Content-Encoding).',
          code: 'UNSUPPORTED_CONTENT_ENCODING',
        },
      ],
    });
    const page = await send(server.url, '/dodaj-parking/', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-encoding': 'gzip' },
      body: compressed('companyName=x'),
    });
    expect(page.status).toBe(415);
    expect(page.body).toBe('Treść żądania nie może być skompresowana (bez nagłówka Content-Encoding).');
    // `identity` is no coding at all.
    const plain = await send(server.url, '/api/v1/offers', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-encoding': 'identity' },
      body: '{}',
    });
    expect(plain.status).toBe(400);
    expect(plain.body).toContain('offerLines');
  });

  it('a declared 50 MB body is refused before any of it is sent', async () => {
    // Only the headers go out: the answer comes without the server waiting for (or reading) a byte.
    const { reply } = await rawExchange(
      server.url,
      'POST /api/v1/offers HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 52428800\r\n\r\n',
    );
    expect(reply).toMatch(/^HTTP\/1\.1 413 /);
    expect(reply).toContain('PAYLOAD_TOO_LARGE');
  });

  it('a chunked body without a length is cut off once it passes the limit', async () => {
    const { hostname, port } = new URL(server.url);
    const answer = await new Promise<{ status: number; sentBytes: number }>((resolve, reject) => {
      let sentBytes = 0;
      const request = http.request(
        {
          hostname,
          port,
          path: '/dodaj-parking/',
          method: 'POST',
          agent: false,
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'transfer-encoding': 'chunked' },
        },
        (response) => {
          response.resume();
          resolve({ status: response.statusCode ?? 0, sentBytes });
        },
      );
      request.on('error', (error: NodeJS.ErrnoException) =>
        error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error),
      );
      const chunk = 'a'.repeat(16 * 1024);
      // Up to 50 MB, written only as fast as the server takes it; the answer ends the loop.
      const pump = () => {
        while (sentBytes < 50 * 1024 * 1024 && !request.destroyed) {
          sentBytes += chunk.length;
          if (!request.write(chunk)) return void request.once('drain', pump);
        }
        request.end();
      };
      pump();
    });
    expect(answer.status).toBe(413);
    expect(answer.sentBytes).toBeLessThan(50 * 1024 * 1024);
  });

  it('the limits are settings (BODY_LIMIT_FORM_KB, BODY_LIMIT_JSON_KB)', async () => {
    const small = await startTestServer({ env: { BODY_LIMIT_FORM_KB: '1', BODY_LIMIT_JSON_KB: '2' } });
    try {
      expect(
        (
          await send(small.url, '/dodaj-parking/', {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: form(1500),
          })
        ).status,
      ).toBe(413);
      expect(
        (
          await send(small.url, '/api/v1/offers', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ pad: 'x'.repeat(1500) }),
          })
        ).status,
      ).toBe(400);
      expect(
        (
          await send(small.url, '/api/v1/offers', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ pad: 'x'.repeat(2500) }),
          })
        ).status,
      ).toBe(413);
    } finally {
      await small.close();
    }
  });
});

describe('HTTP timeouts', () => {
  it('keep-alive outlives a load balancer (65 s by default) and says so', async () => {
    const server = await startTestServer();
    try {
      const answer = await send(server.url, '/healthz', { headers: { connection: 'keep-alive' } });
      expect(answer.headers['keep-alive']).toBe('timeout=65');
      expect(server.server.keepAliveTimeout).toBe(65_000);
      expect(server.server.requestTimeout).toBe(30_000);
      expect(server.server.headersTimeout).toBe(30_000);
    } finally {
      await server.close();
    }
  });

  it('a slow body is answered 408 and closed after HTTP_REQUEST_TIMEOUT_MS, while an idle keep-alive connection stays usable', async () => {
    const server = await startTestServer({
      env: { HTTP_REQUEST_TIMEOUT_MS: '1500', HTTP_HEADERS_TIMEOUT_MS: '1000', HTTP_KEEP_ALIVE_TIMEOUT_MS: '65000' },
    });
    try {
      const slow = await rawExchange(
        server.url,
        'POST /dodaj-parking/ HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\ncompanyName=a',
      );
      expect(slow.reply).toMatch(/^HTTP\/1\.1 408 /);
      expect(slow.reply.split('\r\n\r\n')[1]).toBe('Żądanie nie dotarło w całości na czas. Spróbuj ponownie.');
      expect(slow.closedAfterMs).toBeLessThan(10_000);
      // The same to the API: its JSON error shape.
      const slowApi = await rawExchange(
        server.url,
        'POST /api/v1/offers HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"a":',
      );
      expect(slowApi.reply).toMatch(/^HTTP\/1\.1 408 /);
      expect(JSON.parse(slowApi.reply.split('\r\n\r\n')[1])).toEqual({
        errors: [{ message: 'Żądanie nie dotarło w całości na czas. Spróbuj ponownie.', code: 'REQUEST_TIMEOUT' }],
      });

      // Two requests on one socket with an idle gap longer than the header and request timeouts.
      const { hostname, port } = new URL(server.url);
      const replies = await new Promise<string>((resolve, reject) => {
        let text = '';
        const socket = net.connect(Number(port), hostname, () => {
          socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n');
          setTimeout(() => socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'), 2_500);
        });
        socket.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        socket.on('error', reject);
        socket.on('close', () => resolve(text));
      });
      expect(replies.match(/HTTP\/1\.1 200 OK/g)).toHaveLength(2);
    } finally {
      await server.close();
    }
  });
});
