// The real production server with the embedded API on an in-memory database, hit with plain fetch.
import http from 'node:http';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { chooseEncoding } from '../../server/compression';
import { rawRequest, startTestServer, type TestServer } from '../setup/server-harness';

let server: TestServer;
/** The part of Remix's route manifest (`window.__remixManifest`) that names the scripts a module imports. */
const ModuleSchema = z.object({ module: z.string(), imports: z.array(z.string()) });
const RouteManifestSchema = z.object({ entry: ModuleSchema, routes: z.object({ root: ModuleSchema }) });

const get = (path: string, init: RequestInit = {}) => fetch(`${server.url}${path}`, { redirect: 'manual', ...init });

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('health', () => {
  it('/healthz answers ok', async () => {
    const response = await get('/healthz');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('/readyz answers ready when the embedded backend is ready', async () => {
    const response = await get('/readyz');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ready' });
  });
});

describe('trailing slash', () => {
  it('redirects a page path to the same path with a slash, keeping the query', async () => {
    const response = await get('/blog?x=1');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/blog/?x=1');
    // In Polish, whatever the client accepts (Express's own body is English, HTML for a browser).
    const browser = await get('/blog?x=1', { headers: { accept: 'text/html' } });
    expect(browser.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await browser.text()).toBe('Strona jest pod adresem /blog/?x=1');
  });

  it('redirects HEAD too', async () => {
    const response = await get('/jak-to-dziala', { method: 'HEAD' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/jak-to-dziala/');
  });

  it('does not redirect POST', async () => {
    const response = await get('/blog', { method: 'POST', body: new URLSearchParams({ a: '1' }) });
    expect(response.status).not.toBe(301);
    expect(response.headers.get('location')).toBeNull();
  });

  it('leaves /api/* alone and the API answers JSON', async () => {
    const response = await get('/api/health');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual({ ok: true, mode: 'demo' });
  });

  it('the API under another spelling of /api answers its JSON 404, which no cache keeps', async () => {
    const response = await get('/API/health');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('leaves files alone', async () => {
    const response = await get('/favicon.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('sends a page asked for under another spelling to its one address (the canonical link names it)', async () => {
    for (const [path, target] of [
      ['/FAQ/', '/faq/'],
      ['/faq//', '/faq/'],
      ['/Regulamin', '/regulamin/'],
    ]) {
      const response = await rawRequest(server.url, path);
      expect(response.status, path).toBe(301);
      expect(response.headers.location, path).toBe(target);
    }
    const page = await (await get('/faq/')).text();
    expect(page).toMatch(/<link rel="canonical" href="[^"]*\/faq\/"/);
  });

  it('a path starting with // is not found, the bare // and /// too (the home page has one address)', async () => {
    for (const path of ['//', '///', '//faq/', '//?_data=routes%2F_index']) {
      const response = await rawRequest(server.url, path);
      expect([path, response.status]).toEqual([path, 404]);
    }
    expect((await rawRequest(server.url, '/')).status).toBe(200);
    expect((await rawRequest(server.url, '/?_data=routes%2F_index')).status).toBe(200);
    // Other methods: the methods of the address, as for any page without a form (not a 500).
    for (const path of ['//', '///', '//?_data=routes%2F_index']) {
      const options = await rawRequest(server.url, path, 'OPTIONS');
      expect([path, options.status]).toEqual([path, 204]);
      const post = await rawRequest(server.url, path, 'POST');
      expect([path, post.status]).toEqual([path, 405]);
    }
  });

  it('answers the icons browsers and crawlers ask for unprompted with images, not the 404 page', async () => {
    const ico = await get('/favicon.ico');
    expect(ico.status).toBe(200);
    expect(ico.headers.get('content-type')).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
    const bytes = Buffer.from(await ico.arrayBuffer());
    expect([bytes.readUInt16LE(0), bytes.readUInt16LE(2)]).toEqual([0, 1]); // ICONDIR: reserved, type icon
    expect(bytes.readUInt16LE(4)).toBeGreaterThanOrEqual(1);
    const touch = await get('/apple-touch-icon.png');
    expect(touch.status).toBe(200);
    expect(touch.headers.get('content-type')).toBe('image/png');
  });

  it.each(['//evil.example', '//evil.example/path', '///evil.example', '/\\evil.example', '/\\/evil.example'])(
    'never redirects %s off-site',
    async (path) => {
      const { status, headers } = await rawRequest(server.url, path);
      if (status >= 300 && status < 400) {
        const location = headers.location ?? '';
        expect(location).toMatch(/^\/(?![/\\])/);
        expect(new URL(location, server.url).origin).toBe(new URL(server.url).origin);
      }
    },
  );
});

describe('Remix data requests (?_data=)', () => {
  it('/?_data=root answers JSON: public and canonical URL, the header airports with only shown fields', async () => {
    const response = await get('/?_data=root');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    const origin = server.url.replace('127.0.0.1', 'localhost');
    const data = (await response.json()) as { airports: Record<string, unknown>[] };
    expect(data).toMatchObject({ publicUrl: origin, canonicalUrl: `${origin}/`, chatWidgetUrl: null });
    expect(data.airports).toHaveLength(15);
    for (const airport of data.airports) {
      expect(airport).toEqual({ code: expect.any(String), name: expect.any(String), slug: expect.any(String) });
    }
  });

  it('the lazy route discovery manifest is not redirected', async () => {
    const response = await get('/__manifest?p=%2F&p=%2Fblog%2F&version=x');
    expect(response.status).not.toBe(301);
  });

  it('a data request without a trailing slash is not redirected', async () => {
    const response = await get('/blog?_data=root');
    expect(response.status).not.toBe(301);
  });

  it('a data request for a route the address does not have: 403 in Polish, naming the parameter', async () => {
    for (const [path, routeId] of [
      ['/?_data=routes/nonexistent', 'routes/nonexistent'],
      ['/faq/?_data=routes/blog._index', 'routes/blog._index'],
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(403);
      expect(response.headers.get('x-remix-error')).toBe('yes');
      expect(await response.json()).toEqual({
        message: `Strona pod tym adresem nie ma danych „${routeId}” (parametr _data).`,
      });
    }
  });
});

describe('pages', () => {
  it('the home page is server-rendered Polish HTML with SEO tags and airport links', async () => {
    const response = await get('/');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="pl">');
    expect(html).toContain('<title>Najlepszy parking przy lotnisku w Polsce | Parkolot</title>');
    expect(html).toContain('<meta property="og:locale" content="pl_PL"/>');
    expect(html).toContain('<meta property="og:type" content="website"/>');
    expect(html).toMatch(/<meta property="og:image" content="http:\/\/[^"]+\/og-image\.png"\/>/);
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/localhost:\d+\/"\/>/);
    expect(html).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>');
    expect(html).toContain('pon.–pt. 9:00–16:00');
    expect(html).toContain('Parkolot sp. z o.o.');
    const data = (await (await get('/?_data=root')).json()) as { airports: { slug: string }[] };
    expect(data.airports.length).toBeGreaterThan(0);
    for (const airport of data.airports) {
      expect(html).toContain(`href="/parking-lotnisko-${airport.slug}/"`);
    }
  });

  it('an unknown path answers 404 with the 404 screen inside the shell', async () => {
    const response = await get('/to-nie-istnieje/');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('Oops! Page not found');
    expect(html).toContain('<title>Strona nie znaleziona</title>');
    expect(html).toContain('404');
    expect(html).toContain('Wróć na stronę główną');
    expect(html).not.toMatch(/at .+\(.+:\d+:\d+\)/); // no stack trace
  });

  it.each(['/%00', '/%FF', '/blog/%E0%A4%A/', '/parking-lotnisko-warszawa-chopin/a%0Ab/'])(
    "a malformed path (%s) answers 400 with the site's error screen: styled, Polish, a way home",
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(400);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('content-security-policy')).toContain("'nonce-");
      const html = await response.text();
      expect(html).toContain('<html lang="pl">');
      expect(html).toMatch(/<link rel="stylesheet" href="\/assets\/[^"]+\.css"\/>/);
      expect(html).toMatch(/<header[^>]*>[\s\S]*<\/header>/);
      expect(html).toContain('Błąd 400. Ten adres strony jest nieprawidłowy.');
      expect(html).toMatch(/<a [^>]*href="\/"[^>]*>[\s\S]{0,600}Wróć na stronę główną<\/a>/);
      expect(html).not.toMatch(/at .+\(.+:\d+:\d+\)/);
      // Plain HTML: no router can read the browser's URL, so the page carries none of the app's scripts.
      expect(html).not.toContain('type="module"');
    },
  );

  it('a malformed path with a backslash, a dot segment or sent with HEAD is the same 400 page; the API keeps its JSON', async () => {
    const { hostname, port } = new URL(server.url);
    const raw = (path: string, method = 'GET') =>
      new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
        const request = http.request({ hostname, port, path, method, agent: false }, (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (body += chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, type: response.headers['content-type'] ?? '', body }),
          );
        });
        request.once('error', reject);
        request.end();
      });
    const backslash = await raw('/\\evil.example');
    expect(backslash.status).toBe(400);
    expect(backslash.type).toContain('text/html');
    expect(backslash.body).toContain('Ten adres strony jest nieprawidłowy.');
    const head = await raw('/%FF', 'HEAD');
    expect(head.status).toBe(400);
    expect(head.type).toContain('text/html');
    const api = await get('/api/v1/orders/%FF');
    expect(api.status).toBe(400);
    expect(await api.json()).toEqual({ errors: [{ message: 'Nieprawidłowy adres strony.', code: 'MALFORMED_PATH' }] });
    // The API under any spelling the routers read as /api (its case, an escaped letter) answers JSON too.
    for (const spelling of ['/API/v1/orders/%FF', '/%61pi/v1/orders/%FF', '/api/%FF']) {
      const other = await raw(spelling);
      expect([spelling, other.status, other.type]).toEqual([spelling, 400, expect.stringContaining('json')]);
    }
    // Whatever the method: no router reads the path, so it has no methods to list (no 204, 405 or 404).
    for (const method of ['OPTIONS', 'PUT', 'POST', 'DELETE']) {
      for (const path of ['/api/v1/orders/%FF', '/API/v1/%6Frders/%FF', '/api/v1/orders/%2e%2e/offers', '/faq/%FF']) {
        const answer = await raw(path, method);
        expect([method, path, answer.status]).toEqual([method, path, 400]);
        expect(answer.body).toContain(
          path.toLowerCase().startsWith('/api') ? 'MALFORMED_PATH' : 'Nieprawidłowy adres strony.',
        );
      }
    }
    // A dot segment, as browsers never send one (they resolve it first): the routers would read another
    // address than the edge (an API write past its own limit).
    for (const dots of ['/x/%2E%2E/faq/', '/faq/./', '/x/../faq/', '/x/.%2e/faq/']) {
      const page = await raw(dots);
      expect(page.status, dots).toBe(400);
      expect(page.body).toContain('Ten adres strony jest nieprawidłowy.');
    }
    const write = await raw('/api/v1/x/%2e%2e/offers', 'POST');
    expect(write.status).toBe(400);
    expect(JSON.parse(write.body)).toEqual({
      errors: [{ message: 'Nieprawidłowy adres strony.', code: 'MALFORMED_PATH' }],
    });
    // An encoded slash separates no segment: '..%2F' is a name, answered by the route it is in (the
    // blog's: no such post, back to the blog).
    expect((await raw('/blog/..%2Ffaq/')).status).toBe(302);
  });

  it('fingerprinted assets are cached forever', async () => {
    const html = await (await get('/')).text();
    const asset = html.match(/href="(\/assets\/[^"]+\.css)"/)?.[1];
    expect(asset).toBeDefined();
    const response = await get(asset!);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  /** The asset as a browser asking for `acceptEncoding` receives it: headers and the raw bytes on the wire. */
  function fetchRaw(assetPath: string, acceptEncoding: string | null, method = 'GET') {
    const { hostname, port } = new URL(server.url);
    const headers = acceptEncoding === null ? {} : { 'accept-encoding': acceptEncoding };
    return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const request = http.request({ hostname, port, path: assetPath, method, headers, agent: false }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      });
      request.once('error', reject);
      request.end();
    });
  }

  async function largestScript() {
    const html = await (await get('/')).text();
    const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]);
    const sized = scripts.map((script) => ({ script, bytes: readFileSync(path.join('build', 'client', script)) }));
    return sized.sort((a, b) => b.bytes.length - a.bytes.length)[0];
  }

  it('sends scripts precompressed: brotli when accepted, else gzip, else the file itself — the same bytes', async () => {
    const { script, bytes } = await largestScript();
    const br = await fetchRaw(script, 'gzip, deflate, br');
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(brotliDecompressSync(br.body).equals(bytes)).toBe(true);
    // Built at the highest quality: well under the fast on-the-fly level's size (~1/3.1 of the source).
    expect(br.body.length).toBeLessThan(bytes.length / 3.4);

    const gzip = await fetchRaw(script, 'gzip, br;q=0');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(bytes)).toBe(true);

    const plain = await fetchRaw(script, null);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(bytes)).toBe(true);

    const head = await fetchRaw(script, 'br', 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.body.length).toBe(0);
  });

  it("opens every script a page loads with V8's compile hint, so Chromium compiles it while it downloads", async () => {
    for (const page of ['/', '/blog/']) {
      const html = await (await get(page)).text();
      const scripts = [
        ...new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1])),
      ];
      expect(scripts.length, page).toBeGreaterThan(3);
      for (const script of scripts) {
        const { body } = await fetchRaw(script, null);
        expect(body.toString('utf8').split('\n', 1)[0], script).toBe('//# allFunctionsCalledOnLoad');
      }
    }
  });

  it('loads what every page shares in four scripts: the entry, the root route, the framework and the shell', async () => {
    const html = await (await get('/')).text();
    const manifestPath = /"(\/assets\/manifest-\w+\.js)"/.exec(html)?.[1];
    if (!manifestPath) throw new Error('The page names no route manifest');
    const source = await (await get(manifestPath)).text();
    const manifest = RouteManifestSchema.parse(
      JSON.parse(source.slice(source.indexOf('{'), source.lastIndexOf('}') + 1)),
    );
    // `name-<8-character hash>.js` → name
    const names = (files: string[]) => files.map((file) => /\/assets\/(.+)-[\w-]{8}\.js$/.exec(file)?.[1]).sort();
    expect(names(manifest.entry.imports)).toEqual(['framework', 'shell']);
    expect(names(manifest.routes.root.imports)).toEqual(['framework', 'shell']);
  });

  it('sends assets without the policies only documents use; pages keep them', async () => {
    const { script } = await largestScript();
    const asset = await fetchRaw(script, 'br');
    for (const header of [
      'content-security-policy',
      'permissions-policy',
      'x-frame-options',
      'cross-origin-opener-policy',
    ]) {
      expect(asset.headers[header], header).toBeUndefined();
    }
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['strict-transport-security']).toBeDefined();
    const page = await get('/');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'nonce-");
    expect(page.headers.get('x-frame-options')).toBe('DENY');
  });

  it('reads Accept-Encoding as browsers write it', () => {
    const both = ['br', 'gzip'] as const;
    expect(chooseEncoding('gzip, deflate, br', both)).toBe('br');
    expect(chooseEncoding('gzip;q=1.0, br;q=0', both)).toBe('gzip');
    expect(chooseEncoding('*', both)).toBe('br');
    expect(chooseEncoding('identity', both)).toBeNull();
    expect(chooseEncoding(undefined, both)).toBeNull();
    // A coding refused by name stays refused whatever `*` says; the weights choose, not the order.
    expect(chooseEncoding('br;q=0, gzip;q=0, *', both)).toBeNull();
    expect(chooseEncoding('br;q=0, *', both)).toBe('gzip');
    expect(chooseEncoding('br;q=0.5, gzip;q=1', both)).toBe('gzip');
    expect(chooseEncoding('br;q=0.2, identity;q=1', both)).toBeNull();
    expect(chooseEncoding('gzip, *;q=0', ['br'])).toBeNull();
  });

  it('sends the plain file when the browser refuses every coding by name; a `*` does not undo a refusal', async () => {
    const { script } = await largestScript();
    const refused = await fetchRaw(script, 'br;q=0, gzip;q=0, identity');
    expect(refused.status).toBe(200);
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect((await fetchRaw(script, 'br;q=0, *')).headers['content-encoding']).toBe('gzip');
    const preferred = await fetchRaw(script, 'br;q=0.5, gzip;q=1');
    expect(preferred.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(preferred.body).equals(refused.body)).toBe(true);
  });

  it.each([
    ['a short API answer', '/api/health'],
    ['a long API answer', '/api/airports?limit=15'],
    ['a public file', '/images/airports/waw.svg'],
    ['a page', '/faq/'],
    ['a missing page', '/nie-ma-takiej-strony/'],
  ])("HEAD of %s (%s) carries GET's status, type, coding and length, and no body", async (_, target) => {
    for (const acceptEncoding of [null, 'gzip', 'gzip, deflate, br']) {
      const got = await fetchRaw(target, acceptEncoding);
      const head = await fetchRaw(target, acceptEncoding, 'HEAD');
      const what = `${target} ${acceptEncoding ?? 'no Accept-Encoding'}`;
      expect(head.status, what).toBe(got.status);
      expect(head.body.length, what).toBe(0);
      for (const header of ['content-type', 'content-encoding', 'vary']) {
        expect(head.headers[header], `${what}: ${header}`).toBe(got.headers[header]);
      }
      // A length, when HEAD names one, is the length of what GET sends (RFC 9110 §8.6).
      if (head.headers['content-length'] !== undefined) {
        expect(Number(head.headers['content-length']), what).toBe(got.body.length);
      }
    }
  });

  it('a range past the end is a 416 with the size, and neither it nor a failed precondition is cached as the file', async () => {
    const { script, bytes } = await largestScript();
    const past = await get(script, { headers: { range: `bytes=${bytes.length + 10}-` } });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${bytes.length}`);
    expect(await past.text()).toBe('Żądany zakres bajtów wykracza poza plik.');
    const changed = await get(script, { headers: { 'if-match': '"nie-ta-wersja"' } });
    expect(changed.status).toBe(412);
    expect(await changed.text()).toContain('Plik zmienił się');
    const fileTag = (await get(script)).headers.get('etag');
    expect(fileTag).not.toBeNull();
    for (const refused of [past, changed]) {
      expect(refused.headers.get('cache-control')).toBe('no-store');
      expect(refused.headers.get('etag')).not.toBe(fileTag);
      expect(refused.headers.get('last-modified')).toBeNull();
      expect(refused.headers.get('content-encoding')).toBeNull();
    }
  });

  it("Remix's route discovery asked without its routes answers 400 in Polish", async () => {
    const html = await (await get('/')).text();
    const version = /"version": ?"(\w+)"/.exec(html)?.[1];
    expect(version).toBeDefined();
    const response = await get(`/__manifest?version=${version}`);
    expect(response.status).toBe(400);
    expect(await response.text()).toBe('Nieprawidłowe zapytanie o trasy strony (parametry version i p).');
  });

  it('a missing asset is a plain 404, in Polish', async () => {
    const response = await get('/assets/nope-123.js');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await response.text()).toBe('Nie ma takiego pliku.');
  });
});

describe('request id and logs', () => {
  it('echoes a safe x-request-id and replaces an unsafe one', async () => {
    const echoed = await get('/healthz', { headers: { 'x-request-id': 'abc-123.XYZ' } });
    expect(echoed.headers.get('x-request-id')).toBe('abc-123.XYZ');

    for (const unsafe of ['has spaces', 'x'.repeat(101), '<script>']) {
      const replaced = await get('/healthz', { headers: { 'x-request-id': unsafe } });
      expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('logs one line per request with id, method, path without query, status and duration — nothing else', async () => {
    const id = 'log-test-1';
    await (
      await get('/blog/?email=jan.kowalski@example.com&phone=600100200', { headers: { 'x-request-id': id } })
    ).text();
    // The page's own line (the API's lines for this request carry the same id, see tests/security/logs).
    const line = server.logs.find((entry) => entry.reqId === id && entry.msg === 'request');
    expect(line).toMatchObject({
      msg: 'request',
      method: 'GET',
      path: '/blog/',
      status: expect.any(Number),
      durationMs: expect.any(Number),
    });
    expect(Object.keys(line!).sort()).toEqual([
      'durationMs',
      'hostname',
      'level',
      'method',
      'msg',
      'path',
      'pid',
      'reqId',
      'status',
      'time',
    ]);
    const everything = server.logs.map((entry) => JSON.stringify(entry)).join('\n');
    expect(everything).not.toContain('kowalski');
    expect(everything).not.toContain('600100200');
    expect(everything).not.toContain('?');
  });

  it('logged the start-up line with the URL', () => {
    expect(server.logs.some((entry) => entry.msg === `Parkolot listening on ${server.url}`)).toBe(true);
  });
});
