// Hostile input (issue 5): every page's query string and path, every form action and every API endpoint
// is fed malformed, huge, unicode (lone surrogates, RTL, NUL, control characters), injection-shaped and
// type-confused values generated with fast-check. The rule: 2xx/3xx/4xx with a clear message — never a
// 5xx, never a stack trace — and nothing a request or the CMS sends becomes script on the page.
// The pages run on the real production server with the embedded API on an in-memory database; the API
// is also called in-process (tests/backend/harness.ts `call`) for speed. fast-check prints the seed and
// the shrunk counterexample of a failure; `fc.assert(..., { seed, path })` replays it.
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { addons, airports, pages, parkings, posts, promoCodes, type RichText } from '../../backend/db/schema';
import type { Backend } from '../../backend/index';
import { ensureBuild } from '../../server/build';
import { call, customer, daysFromNow, parkingLine, startBackend } from '../backend/harness';
import { keepAliveAgent } from '../setup/http-client';
import { startTestServer, type TestServer } from '../setup/server-harness';

// Each property runs its pages dozens of times (50 generated query strings × every route): a fixed number
// of requests, not a time limit. On a busy machine that work takes several times longer, so the suite's
// 30 s default would fail a correct server. A server that hangs still fails here, four minutes on.
vi.setConfig({ testTimeout: 240_000 });

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

// ---------------------------------------------------------------------------------------------
// Hostile values

/** Every injected script or handler calls this name, so finding it in executable position is proof. */
const MARK = 'hx1337';

const SCRIPT_SHAPED = [
  `<script>window.${MARK}=1</script>`,
  `"><script>window.${MARK}=1</script>`,
  `'><img src=x onerror=${MARK}()>`,
  `" onmouseover="${MARK}()" x="`,
  `' onfocus='${MARK}()' autofocus='`,
  `<svg/onload=${MARK}()>`,
  `<iframe src="javascript:${MARK}()"></iframe>`,
  `javascript:${MARK}()`,
  `JaVaScRiPt:${MARK}()`,
  `</script><script>${MARK}()</script>`,
  `</title><script>${MARK}()</script>`,
  `<a href="javascript:${MARK}()">x</a>`,
  `<meta http-equiv="refresh" content="0;url=javascript:${MARK}()">`,
  `\u003cscript\u003e${MARK}()\u003c/script\u003e`,
  `&lt;script&gt;${MARK}()&lt;/script&gt;`,
];

const INJECTION_SHAPED = [
  `' OR '1'='1' --`,
  `1; DROP TABLE parkings; --`,
  `1' UNION SELECT null,version()--`,
  `%' AND 1=1 --`,
  `\\`,
  `../../../../etc/passwd`,
  `..\\..\\windows\\win.ini`,
  `..%2F..%2Fetc%2Fpasswd`,
  `%00`,
  `\u0000`,
  `a\u0000b`,
  '${process.exit(1)}',
  '{{7*7}}',
  '#{7*7}',
  '<%= 7*7 %>',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'valueOf',
  '[object Object]',
];

const JSON_SHAPED = [
  '{"__proto__":{"polluted":1}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  '[]',
  '{}',
  'null',
  'undefined',
  'true',
  '"',
  '{"a":',
  '["service-2","security-5"]',
  '["service-999999999999","booking-x"]',
  '[{"id":1}]',
  '[["service-2"]]',
  `${'['.repeat(2000)}${']'.repeat(2000)}`,
  '[[[[[[[[[[',
];

const NUMBER_SHAPED = [
  '1e309',
  '-1e309',
  '-0',
  'NaN',
  'Infinity',
  '-Infinity',
  '0',
  '-1',
  '1.5',
  '0x1F',
  '0b11',
  '1e-400',
  '9007199254740993',
  '99999999999999999999999',
  '2147483648',
  '-2147483649',
  ' 1',
  '1 ',
  '１２３',
  '٣',
];

const DATE_SHAPED = [
  '2026-13-45T99:99:99Z',
  '0000-01-01T00:00:00Z',
  '0001-01-01T00:00:00Z',
  '0099-05-01T00:00:00Z',
  '0099-05-03T00:00:00Z',
  '9999-12-31T23:59:59-14:00',
  '9999-12-25T00:00:00Z',
  '-271821-04-20T00:00:00Z',
  '+275760-09-13T00:00:00Z',
  '2026-02-30',
  '1970-01-01T00:00:00Z',
  '2026-06-01T10:00:00+99:99',
  '2026-06-01T10:00',
];

const UNICODE_SHAPED = [
  '\uD800',
  '\uDFFF',
  'a\uD83D',
  '\uDE00b',
  '\u202Eevil\u202C',
  '\u200B\u200C\u200D',
  '\uFEFF',
  '😀'.repeat(20),
  '👩‍👩‍👧‍👦',
  'ąęłżźćńóś ĄĘŁŻŹĆŃÓŚ',
  'ﷺ',
  '\r\n\r\nX-Injected: 1',
  '\u001b[31mred',
  '\u2028\u2029',
  '\t\u000b\u000c',
  '\u0085',
];

const HUGE = ['A'.repeat(8_000), 'ż'.repeat(1_000), 'A'.repeat(100_000)];

const CURATED = [
  ...SCRIPT_SHAPED,
  ...INJECTION_SHAPED,
  ...JSON_SHAPED,
  ...NUMBER_SHAPED,
  ...DATE_SHAPED,
  ...UNICODE_SHAPED,
  ...HUGE,
];

/** Percent sequences no encoder produces: invalid UTF-8, a lone `%`, encoded NUL and slashes. */
const RAW_GARBAGE = [
  '%',
  '%zz',
  '%FF%FE',
  '%C0%AF',
  '%E0%A4%A',
  '%ED%A0%80',
  '%00',
  '%0A%0D',
  '%2e%2e%2f',
  '%5C',
  '+',
  '%2B',
  '=',
  '==',
  '[]',
  '%5B%5D',
  ';',
];

const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...CURATED) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)) },
  { weight: 1, arbitrary: fc.oneof(fc.double(), fc.integer(), fc.bigInt()).map(String) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.constantFrom(...SCRIPT_SHAPED, ...INJECTION_SHAPED, ...UNICODE_SHAPED),
        fc.string({ unit: 'binary', maxLength: 6 }),
      )
      .map(([a, b]) => a + b),
  },
);

const hex = (byte: number) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;

/** Percent-encodes any string; a lone surrogate becomes its (invalid) three-byte UTF-8 form. */
function encodeLoose(value: string): string {
  let out = '';
  for (const ch of value) {
    const cp = ch.codePointAt(0) ?? 0;
    out +=
      cp >= 0xd800 && cp <= 0xdfff
        ? [0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 0x3f), 0x80 | (cp & 0x3f)].map(hex).join('')
        : encodeURIComponent(ch);
  }
  return out;
}

const encodedHostile: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: hostileText.map(encodeLoose) },
  { weight: 1, arbitrary: fc.constantFrom(...RAW_GARBAGE) },
);

/** One query string: known names (with plausible or hostile values) and random names, repeats allowed. */
function queryString(known: Record<string, string[]>): fc.Arbitrary<string> {
  const names = Object.keys(known);
  const knownEntry = names.length
    ? fc.constantFrom(...names).chain((name) =>
        fc.tuple(
          fc.constant(encodeURIComponent(name)),
          fc.option(
            fc.oneof(
              {
                weight: 2,
                arbitrary: fc.constantFrom(...(known[name].length ? known[name] : [''])).map(encodeLoose),
              },
              { weight: 3, arbitrary: encodedHostile },
            ),
            { nil: undefined, freq: 8 },
          ),
        ),
      )
    : null;
  const randomEntry = fc.tuple(encodedHostile, fc.option(encodedHostile, { nil: undefined, freq: 4 }));
  const entry = knownEntry
    ? fc.oneof({ weight: 3, arbitrary: knownEntry }, { weight: 1, arbitrary: randomEntry })
    : randomEntry;
  return fc
    .array(entry, { maxLength: 6 })
    .map((entries) => entries.map(([name, value]) => (value === undefined ? name : `${name}=${value}`)).join('&'));
}

/** A path segment: encoded hostile text, or a dot segment / encoded separator sent as it is. */
const segment: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: hostileText.map(encodeLoose) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '..',
      '.',
      '%2e%2e',
      '%2F',
      '%5C',
      '%00',
      ';',
      '@',
      '~',
      '%',
      '%zz',
      '%ED%A0%80',
      'parking-lotnisko-',
      'index',
    ),
  },
);

// ---------------------------------------------------------------------------------------------
// What a hostile answer must not contain

const STACK_PATTERNS: RegExp[] = [
  /^\s*at\s.+\.[cm]?[jt]sx?(?::\d+){1,2}\)?\s*$/m,
  /\bat\s+(?:async\s+)?\S+\s+\((?:file:\/\/|\/|node:)[^)]*:\d+:\d+\)/,
  /\b\w*Error:[^\n]*?(?:\/[\w.@-]+){2,}\.[cm]?[jt]sx?/,
  /node_modules\//,
];

function stackTraceIn(body: string): string | null {
  for (const pattern of STACK_PATTERNS) {
    const match = pattern.exec(body);
    if (match) return match[0];
  }
  return body.includes(ROOT) ? ROOT : null;
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  colon: ':',
  tab: '\t',
  newline: '\n',
};

function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (whole, entity: string) => {
    if (entity[0] === '#') {
      const code =
        entity[1] === 'x' || entity[1] === 'X' ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10);
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[entity.toLowerCase()] ?? whole;
  });
}

/** JavaScript with its string literals blanked, so a marker inside JSON data does not count. */
function codeOutsideStrings(script: string): string {
  return script.replace(/"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`(?:[^`\\]|\\.)*`/g, '""');
}

/** Attributes whose URL a browser navigates to or runs (an <img src="javascript:…"> runs nothing). */
const NAVIGATING_ATTRIBUTES = new Set(['href', 'action', 'formaction', 'xlink:href']);
const RUNNING_SOURCES: Record<string, string> = {
  iframe: 'src',
  frame: 'src',
  embed: 'src',
  script: 'src',
  object: 'data',
};
const DANGEROUS_URL = /^(?:javascript:|vbscript:|data:text\/html)/i;

type Attributes = Map<string, string | null>;

function parseAttributes(source: string): Attributes {
  const attributes: Attributes = new Map();
  const pattern = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;
  for (const match of source.matchAll(pattern)) {
    const value = match[2] ?? match[3] ?? match[4];
    attributes.set(match[1].toLowerCase(), value === undefined ? null : decodeEntities(value));
  }
  return attributes;
}

/**
 * Where injected script would run in an HTML answer: a script element whose code (outside string
 * literals) names the marker, an on… attribute with it, a javascript:/vbscript:/data:text/html URL,
 * a meta refresh to one, or an iframe with srcdoc and no sandbox.
 */
function executableInjections(html: string): string[] {
  const problems: string[] = [];
  const scripts = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
  for (const match of html.matchAll(scripts)) {
    const type = parseAttributes(match[1]).get('type');
    const isData = type !== undefined && type !== null && /json/i.test(type);
    if (!isData && codeOutsideStrings(match[2]).includes(MARK)) problems.push(`script: ${match[0].slice(0, 200)}`);
    if (isData && /<\/?script/i.test(match[2])) problems.push(`data script holds a tag: ${match[0].slice(0, 200)}`);
  }
  const rest = html.replace(scripts, '');
  for (const match of rest.matchAll(/<([a-zA-Z][a-zA-Z0-9:-]*)(\s[^<>]*)?>/g)) {
    const tag = match[1].toLowerCase();
    const attributes = parseAttributes(match[2] ?? '');
    for (const [name, value] of attributes) {
      // eslint-disable-next-line no-control-regex
      const url = (value ?? '').replace(/[\u0000-\u0020\u007F]/g, '');
      if (name.startsWith('on') && (value ?? '').includes(MARK)) problems.push(`handler: ${match[0].slice(0, 200)}`);
      if ((NAVIGATING_ATTRIBUTES.has(name) || RUNNING_SOURCES[tag] === name) && DANGEROUS_URL.test(url)) {
        problems.push(`url: ${match[0].slice(0, 200)}`);
      }
    }
    if (tag === 'meta' && /url\s*=\s*(?:javascript|vbscript|data)/i.test(attributes.get('content') ?? '')) {
      problems.push(`refresh: ${match[0].slice(0, 200)}`);
    }
    if (tag === 'iframe' && attributes.has('srcdoc') && !attributes.has('sandbox'))
      problems.push(`unsandboxed srcdoc: ${match[0].slice(0, 200)}`);
    if (tag === 'base' && attributes.has('href')) problems.push(`base: ${match[0].slice(0, 200)}`);
  }
  return problems;
}

describe('the detectors themselves', () => {
  it('find script, handlers, javascript: links and unsandboxed srcdoc, and ignore escaped or quoted markers', () => {
    const bad = [
      `<p><script>${MARK}()</script></p>`,
      `<img src=x onerror=${MARK}()>`,
      `<div onmouseover="${MARK}()">x</div>`,
      `<a href=" JaVaScRiPt:${MARK}()">x</a>`,
      `<a href="java&#x09;script:${MARK}()">x</a>`,
      `<form action="javascript:${MARK}()"></form>`,
      `<iframe srcdoc="&lt;script&gt;${MARK}()&lt;/script&gt;"></iframe>`,
      `<iframe src="javascript:${MARK}()" sandbox></iframe>`,
      `<meta http-equiv="refresh" content="0;url=javascript:${MARK}()">`,
      `<script>var a = "x";${MARK}();</script>`,
      `<script type="application/ld+json">{"a":"</script><script>${MARK}()</script>"}</script>`,
    ];
    for (const html of bad) expect(executableInjections(html), html).not.toEqual([]);
    const good = [
      `<script>window.__remixContext = {"q":"\\u003cscript>${MARK}()\\u003c/script>"};</script>`,
      `<input value="&lt;img src=x onerror=${MARK}()&gt;">`,
      `<p>&lt;script&gt;${MARK}()&lt;/script&gt;</p>`,
      `<a href="javascript&amp;colon;${MARK}()">x</a>`,
      `<img src="javascript:${MARK}()" alt="">`,
      `<iframe sandbox="allow-scripts" srcdoc="&lt;script&gt;${MARK}()&lt;/script&gt;"></iframe>`,
      `<script type="application/ld+json">{"name":"\\u003c/script\\u003e${MARK}()"}</script>`,
    ];
    for (const html of good) expect(executableInjections(html), html).toEqual([]);
  });

  it('find a stack trace or a server path, and not an ordinary page', () => {
    expect(stackTraceIn('TypeError: x\n    at loader (/srv/app/routes/x.ts:12:5)')).not.toBeNull();
    expect(stackTraceIn('Error: boom at file:///srv/build/server/index.js:1:2')).not.toBeNull();
    expect(stackTraceIn(`<pre>${ROOT}/app/root.tsx</pre>`)).not.toBeNull();
    expect(
      stackTraceIn('<p>Wystąpił błąd. Spróbuj ponownie za chwilę.</p><script src="/assets/root-abc.js"></script>'),
    ).toBeNull();
  });
});

// ---------------------------------------------------------------------------------------------
// Server, backend, HTTP

let backend: Backend;
let server: TestServer;
const agent = keepAliveAgent();

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** A request whose path is sent byte for byte (fetch would normalise `..` and re-encode). */
function send(
  target: string,
  init: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<Answer> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const request = http.request(
      { hostname, port, path: target, method: init.method ?? 'GET', headers: init.headers, agent },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.once('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.once('error', reject);
      },
    );
    request.once('error', reject);
    request.end(init.body);
  });
}

/** Answers Node's HTTP parser gives before any of our code runs: no content type, no body to check. */
const PROTOCOL_LIMITS = new Set([400, 413, 414, 431]);
const isParserAnswer = (answer: Answer) =>
  PROTOCOL_LIMITS.has(answer.status) && answer.headers['content-type'] === undefined;

/** The shared rule for every page answer. */
function expectSafePage(answer: Answer, label: string) {
  const where = `${label} → ${answer.status} ${answer.body.slice(0, 300)}`;
  expect(answer.status, where).toBeGreaterThanOrEqual(200);
  expect(answer.status, where).toBeLessThan(500);
  expect(stackTraceIn(answer.body), where).toBeNull();
  const type = String(answer.headers['content-type'] ?? '');
  // A `?_data=` 4xx marked x-remix-catch is rendered by the client's error boundary, which carries the message.
  const isCaught = answer.headers['x-remix-catch'] === 'yes';
  if (answer.status >= 400 && !isParserAnswer(answer) && answer.status !== 405 && !isCaught) {
    expect(answer.body.trim(), `${where}: a 4xx must say what went wrong`).not.toBe('');
  }
  if (type.includes('text/html')) {
    const problems = executableInjections(answer.body);
    expect(problems, `${label}: ${problems.join(' | ')}`).toEqual([]);
  }
}

// Seeded facts the generators use.
let blogSlug = '';
let okecieId = 0;
let addonId = '';
let promoCode = '';
let offerId = '';
let paymentId = '';
let orderId = '';
/** The setup order's booking reference and the manage cookie a look-up of it set. */
let reference = 'PK-AAAAAAAA';
let manageCookie = '';
let freshOffer = { id: '', total: { amount: 0 } };
const arrival = daysFromNow(10);
const departure = daysFromNow(14);

beforeAll(async () => {
  // tests/setup/build.ts builds only for tests/server; this file needs the production build too.
  await ensureBuild(ROOT, (message) => process.stderr.write(`[hostile-input] ${message}\n`));
  backend = await startBackend();
  const { db } = backend.database;
  const [post] = await db.select({ slug: posts.slug }).from(posts).where(eq(posts.status, 'published')).limit(1);
  blogSlug = post.slug;
  const [okecie] = await db.select().from(parkings).where(eq(parkings.slug, 'okecie-park'));
  okecieId = okecie.id;
  const [addon] = await db.select().from(addons).where(eq(addons.parkingId, okecie.id)).limit(1);
  addonId = addon.id;
  const [promo] = await db.select().from(promoCodes).where(eq(promoCodes.active, true)).limit(1);
  promoCode = promo.code;
  await storeHostileContent(okecie.id);

  const line = parkingLine(okecie.id, { arrivalAt: arrival, departureAt: departure });
  const offer = await call(backend, '/api/v1/offers', { method: 'POST', json: { offerLines: [line] } });
  offerId = z.object({ id: z.string() }).parse(offer.body).id;
  const order = await call(backend, '/api/v1/orders', {
    method: 'POST',
    headers: { 'Idempotency-Key': 'hostile-setup-order-1' },
    json: { offerId, orderLines: [line], customer },
  });
  const placed = z.object({ orderId: z.string(), orderNumber: z.string(), paymentUrl: z.string() }).parse(order.body);
  orderId = placed.orderId;
  reference = placed.orderNumber;
  paymentId = placed.paymentUrl.split('/').pop() ?? '';
  // A second offer nobody ordered yet, for the order bodies to aim at.
  const fresh = await call(backend, '/api/v1/offers', { method: 'POST', json: { offerLines: [line] } });
  freshOffer = z.object({ id: z.string(), total: z.object({ amount: z.number() }) }).parse(fresh.body);

  server = await startTestServer({ backend });
  const found = await fetch(`${server.url}/moja-rezerwacja/`, {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams({ reference, email: customer.email }),
  });
  manageCookie = (found.headers.getSetCookie()[0] ?? '').split(';', 1)[0];
}, 180_000);

afterAll(async () => {
  agent.destroy();
  await server?.close();
  await backend?.close();
});

// ---------------------------------------------------------------------------------------------
// Pages: query strings

const VALID_STAY = { arrivalAt: [arrival], departureAt: [departure] };

type PageCase = { path: () => string; routeId: string; params: () => Record<string, string[]> };

const PAGES: PageCase[] = [
  { path: () => '/', routeId: 'routes/_index', params: () => ({ lotniska: ['wszystkie'], index: [''] }) },
  { path: () => '/home/', routeId: 'routes/home', params: () => ({ lotniska: ['wszystkie'] }) },
  {
    path: () => '/parking/',
    routeId: 'routes/parking',
    params: () => ({
      airport: ['WAW', 'warszawa-chopin', 'krk'],
      ...VALID_STAY,
      arrivalDate: ['2030-01-01'],
      arrivalTime: ['10:00'],
      departureDate: ['2030-01-05'],
      departureTime: ['12:00'],
    }),
  },
  {
    path: () => '/parking-lotnisko-warszawa-chopin/',
    routeId: 'routes/$slug',
    params: () => ({
      ...VALID_STAY,
      filters: ['["service-2","security-5"]', 'service-1', 'booking-1'],
      sort: ['distance', 'rating_desc'],
      page: ['2', '3'],
    }),
  },
  {
    path: () => '/parking-lotnisko-warszawa-chopin/okecie-park/',
    routeId: 'routes/$airportSlug.$parkingSlug',
    params: () => ({ ...VALID_STAY, opinie: ['2', '100'] }),
  },
  { path: () => '/blog/', routeId: 'routes/blog._index', params: () => ({}) },
  { path: () => `/blog/${blogSlug}/`, routeId: 'routes/blog.$slug', params: () => ({}) },
  { path: () => '/faq/', routeId: 'routes/faq', params: () => ({}) },
  { path: () => '/jak-to-dziala/', routeId: 'routes/jak-to-dziala', params: () => ({}) },
  { path: () => '/kontakt/', routeId: 'routes/kontakt', params: () => ({}) },
  { path: () => '/dodaj-parking/', routeId: 'routes/dodaj-parking', params: () => ({ wyslano: ['1'] }) },
  { path: () => '/regulamin/', routeId: 'routes/regulamin', params: () => ({}) },
  { path: () => '/polityka-prywatnosci/', routeId: 'routes/polityka-prywatnosci', params: () => ({}) },
  {
    path: () => '/rezerwacja/',
    routeId: 'routes/rezerwacja',
    params: () => ({
      parkingId: ['1', '2', '999999'],
      ...VALID_STAY,
      adults: ['1', '8'],
      children: ['0', '3'],
      licensePlates: ['WA 12345', 'KR1'],
      addons: [addonId || 'ad-x'],
      offerId: [offerId || 'x'],
    }),
  },
  { path: () => '/platnosc/', routeId: 'routes/platnosc._index', params: () => ({ orderId: [orderId || 'x'] }) },
  { path: () => '/platnosc/sukces/', routeId: 'routes/platnosc.sukces', params: () => ({ orderId: [orderId || 'x'] }) },
  {
    path: () => '/platnosc/niepowodzenie/',
    routeId: 'routes/platnosc.niepowodzenie',
    params: () => ({ orderId: [orderId || 'x'] }),
  },
  { path: () => '/moja-rezerwacja/', routeId: 'routes/moja-rezerwacja', params: () => ({}) },
  {
    path: () => `/moja-rezerwacja/${reference}/`,
    routeId: 'routes/moja-rezerwacja_.$reference',
    params: () => ({ token: ['1767225600.AbC-_', ''] }),
  },
  {
    path: () => `/moja-rezerwacja/${reference}/anuluj/`,
    routeId: 'routes/moja-rezerwacja_.$reference_.anuluj',
    params: () => ({}),
  },
  {
    path: () => `/moja-rezerwacja/${reference}/zmien/`,
    routeId: 'routes/moja-rezerwacja_.$reference_.zmien',
    params: () => ({}),
  },
  { path: () => '/sitemap.xml', routeId: 'routes/sitemap[.]xml', params: () => ({}) },
  { path: () => '/robots.txt', routeId: 'routes/robots[.]txt', params: () => ({}) },
  { path: () => `/${HOSTILE_PAGE_SLUG}/`, routeId: 'routes/$slug', params: () => ({}) },
  { path: () => '/nie-ma-takiej-strony/ani/tej/', routeId: 'routes/$', params: () => ({}) },
];

/** The route ids `?_data=` may name: the page's own, the root, another page's, or garbage. */
const dataParam = (own: string) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constant(`_data=${encodeURIComponent(own)}`) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('_data=root', '_data=routes%2Frezerwacja', '_data=routes%2F%24', '_data=', '_data'),
    },
    { weight: 1, arbitrary: encodedHostile.map((v) => `_data=${v}`) },
  );

const withQuery = (target: string, ...parts: (string | null)[]) => {
  const query = parts.filter((p) => p !== null && p !== '').join('&');
  return query ? `${target}?${query}` : target;
};

describe('pages: hostile query strings', () => {
  it('every route answers generated query strings (HTML and ?_data= JSON) without a 5xx, a stack trace or injected script', async () => {
    const perPage = PAGES.map((page) =>
      fc.tuple(queryString(page.params()), fc.option(dataParam(page.routeId), { nil: null })),
    );
    await fc.assert(
      fc.asyncProperty(fc.tuple(...perPage), async (queries) => {
        await Promise.all(
          PAGES.map(async (page, i) => {
            const [query, data] = queries[i];
            const target = withQuery(page.path(), query, data);
            expectSafePage(await send(target), `GET ${target.slice(0, 400)}`);
          }),
        );
      }),
      { numRuns: 50 },
    );
  });

  it('a 100 kB value, a thousand repeats of one name and a JSON data request with hostile values stay 4xx or better', async () => {
    const big = 'A'.repeat(100_000);
    const repeated = Array.from({ length: 1000 }, (_, i) => `filters=service-${i}`).join('&');
    const targets = PAGES.flatMap((page) => [
      withQuery(page.path(), `arrivalAt=${big}`),
      withQuery(page.path(), `q=${'%F0%9F%98%80'.repeat(1500)}`),
      withQuery(page.path(), repeated),
      withQuery(
        page.path(),
        `${Object.keys(page.params())[0] ?? 'x'}=${encodeLoose(SCRIPT_SHAPED[0])}`,
        `_data=${encodeURIComponent(page.routeId)}`,
      ),
    ]);
    for (const target of targets) expectSafePage(await send(target), `GET ${target.slice(0, 200)}`);
  });
});

// ---------------------------------------------------------------------------------------------
// Pages: path segments

describe('pages: hostile path segments', () => {
  const shapes: { routeId: string; build: (a: string, b: string) => string }[] = [
    { routeId: 'routes/$slug', build: (a) => `/${a}/` },
    { routeId: 'routes/$slug', build: (a) => `/parking-lotnisko-${a}/` },
    { routeId: 'routes/$airportSlug.$parkingSlug', build: (a) => `/parking-lotnisko-warszawa-chopin/${a}/` },
    { routeId: 'routes/$airportSlug.$parkingSlug', build: (a, b) => `/parking-lotnisko-${a}/${b}/` },
    { routeId: 'routes/$airportSlug.$parkingSlug', build: (a, b) => `/${a}/${b}/` },
    { routeId: 'routes/blog.$slug', build: (a) => `/blog/${a}/` },
    { routeId: 'routes/$', build: (a, b) => `/${a}/${b}/${a}/` },
    { routeId: 'routes/$slug', build: (a) => `/${a}` },
    { routeId: 'routes/platnosc._index', build: (a) => `/platnosc/${a}/` },
    { routeId: 'routes/rezerwacja', build: (a) => `/rezerwacja/${a}` },
    { routeId: 'routes/moja-rezerwacja_.$reference', build: (a) => `/moja-rezerwacja/${a}/` },
    { routeId: 'routes/moja-rezerwacja_.$reference_.zmien', build: (a) => `/moja-rezerwacja/${a}/zmien/` },
  ];

  it('slug segments of every dynamic route answer without a 5xx, a stack trace or injected script', async () => {
    await fc.assert(
      fc.asyncProperty(segment, segment, fc.boolean(), async (a, b, asData) => {
        await Promise.all(
          shapes.map(async (shape) => {
            const target = withQuery(shape.build(a, b), asData ? `_data=${encodeURIComponent(shape.routeId)}` : null);
            expectSafePage(await send(target), `GET ${target.slice(0, 400)}`);
          }),
        );
      }),
      { numRuns: 60 },
    );
  });

  it('encoded separators, dot segments and a slash-led path never escape the site', async () => {
    const targets = [
      '/..%2F..%2Fetc%2Fpasswd/',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/blog/..%5C..%5Cwindows/',
      '//evil.example/',
      '/%2F%2Fevil.example/',
      '/\\evil.example',
      '/blog/%00/',
      '/%ED%A0%80/',
      '/%/',
      `/${'a'.repeat(10_000)}/`,
      `/${encodeURIComponent('ż'.repeat(2_000))}/`,
      '/assets/..%2F..%2Fpackage.json',
      '/assets/%00.js',
      '/favicon.svg%00.html',
    ];
    for (const target of targets) {
      const answer = await send(target);
      expectSafePage(answer, `GET ${target.slice(0, 200)}`);
      const location = String(answer.headers.location ?? '');
      expect(
        location.startsWith('//') || /^https?:/i.test(location) || location.startsWith('/\\'),
        `${target} → ${location}`,
      ).toBe(false);
      expect(answer.body).not.toContain('"name": "parkolot"');
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Actions

/** The checkout form's fields with a plausible value each (the seeded ones are read once the backend runs). */
const checkoutFields = (): Record<string, string[]> => ({
  intent: ['submit', 'quote', 'promo-apply', 'promo-remove', 'accept-price', 'decline-price'],
  firstName: ['Anna'],
  lastName: ['Kowalska'],
  email: ['anna@example.pl'],
  countryCode: ['+48', '+420'],
  phone: ['600100200', '+48 600 100 200'],
  adults: ['2', '1'],
  children: ['0', '1'],
  notes: ['Przyjadę późno'],
  'licensePlates[0]': ['WA 12345'],
  'licensePlates[1]': ['KR 1'],
  'licensePlates[5]': ['WA 5'],
  'licensePlates[99999999]': ['WA 9'],
  'addons[0]': [addonId],
  arrivalDate: ['2030-01-01'],
  arrivalTime: ['10:00'],
  departureDate: ['2030-01-05'],
  departureTime: ['12:00'],
  wantsInvoice: ['on'],
  'invoiceData.nip': ['5260250274'],
  'invoiceData.country': ['Polska'],
  'invoiceData.companyName': ['Firma'],
  'invoiceData.companyAddress': ['ul. Prosta 1'],
  'invoiceData.companyCity': ['Warszawa'],
  'invoiceData.postalCode': ['00-001'],
  marketingConsent: ['on'],
  privacyPolicyAccepted: ['on'],
  promoCode: [promoCode],
  promoInput: [promoCode],
  parkingId: ['1'],
  offerId: [offerId],
  quotedTotal: ['100', '0'],
  idempotencyKey: ['0123456789abcdef0123'],
  __intent__: ['{"type":"validate"}', '{"type":"list-insert","payload":{"name":"licensePlates","index":99999}}'],
  __state__: ['{"validated":{"email":true}}'],
  '__proto__.polluted': ['1'],
  'constructor.prototype.polluted': ['1'],
  'licensePlates[-1]': ['WA 1'],
  'licensePlates[1e9]': ['WA 1'],
  'licensePlates.0': ['WA 1'],
  'invoiceData[nip]': ['1'],
  'a.b[0].c': ['1'],
});

const PROPOSAL_FIELDS: Record<string, string[]> = {
  companyName: ['Parking Testowy sp. z o.o.'],
  contactName: ['Jan Nowak'],
  email: ['jan@example.pl'],
  phone: ['+48 600 100 200'],
  airport: ['WAW', 'KRK', 'XXX'],
  address: ['ul. Lotnicza 1, Warszawa'],
  spaces: ['50', '1', '100000'],
  message: ['Dzień dobry'],
  consent: ['on'],
  website: [''],
  __intent__: ['{"type":"validate"}', '{"type":"reset"}'],
  __state__: ['{}'],
  '__proto__.polluted': ['1'],
};

const LOOKUP_FIELDS: Record<string, string[]> = {
  reference: ['PK-AAAAAAAA', 'pk-7k3m9q2x', 'PK-0'],
  email: ['anna@example.pl', 'nie-email'],
  __intent__: ['{"type":"validate"}'],
  '__proto__.polluted': ['1'],
};

const CHANGE_FIELDS: Record<string, string[]> = {
  'plates[0]': ['WA 12345', ''],
  'plates[1]': ['KR 1'],
  'plates[99999999]': ['WA 9'],
  'plates.0': ['WA 1'],
  phone: ['+48 600 100 200', '12'],
  additionalInfo: ['Przyjadę późno'],
  formKey: ['0123456789abcdef0123', 'x'],
  intent: ['resend', 'quote-dates', 'change-dates'],
  // "Zmień termin": the stay's fields and the offer the confirmation carries.
  arrivalDate: ['2026-12-24', '2026-02-30', ''],
  arrivalTime: ['10:00', '25:00'],
  departureDate: ['2026-12-28', '1900-01-01'],
  departureTime: ['17:30', 'x'],
  offerId: ['6f717cde-703e-4c39-9b9c-3e32abea01d4', '../../x'],
  __intent__: ['{"type":"list-insert","payload":{"name":"plates","index":99999}}'],
  '__proto__.polluted': ['1'],
};

/** A urlencoded form: known names (plausible or hostile values), random names, repeats. */
function formBody(fields: Record<string, string[]>): fc.Arbitrary<string> {
  return fc
    .tuple(
      fc
        .subarray(Object.keys(fields))
        .map((names) => names.map((name): [string, string] => [name, fields[name][0] ?? ''])),
      queryString(fields),
    )
    .map(([plausible, hostile]) =>
      [plausible.map(([n, v]) => `${encodeURIComponent(n)}=${encodeURIComponent(v)}`).join('&'), hostile]
        .filter(Boolean)
        .join('&'),
    );
}

const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' };

describe('actions: hostile form fields', () => {
  it('/rezerwacja/ answers generated field maps without a 5xx, a stack trace or injected script', async () => {
    await fc.assert(
      fc.asyncProperty(formBody(checkoutFields()), fc.boolean(), async (body, asData) => {
        const target = withQuery('/rezerwacja/', 'parkingId=1', asData ? '_data=routes%2Frezerwacja' : null);
        expectSafePage(
          await send(target, { method: 'POST', headers: FORM, body }),
          `POST ${target} ${body.slice(0, 400)}`,
        );
      }),
      { numRuns: 100 },
    );
  });

  it('/dodaj-parking/ answers generated field maps without a 5xx, a stack trace or injected script', async () => {
    await fc.assert(
      fc.asyncProperty(formBody(PROPOSAL_FIELDS), fc.boolean(), async (body, asData) => {
        const target = withQuery('/dodaj-parking/', asData ? '_data=routes%2Fdodaj-parking' : null);
        expectSafePage(
          await send(target, { method: 'POST', headers: FORM, body }),
          `POST ${target} ${body.slice(0, 400)}`,
        );
      }),
      { numRuns: 100 },
    );
  });

  it('"Moja rezerwacja" forms answer generated field maps without a 5xx, with and without the manage cookie', async () => {
    const targets = () =>
      [
        ['/moja-rezerwacja/', LOOKUP_FIELDS, 'routes%2Fmoja-rezerwacja'],
        [`/moja-rezerwacja/${reference}/`, CHANGE_FIELDS, 'routes%2Fmoja-rezerwacja_.%24reference'],
        [`/moja-rezerwacja/${reference}/zmien/`, CHANGE_FIELDS, 'routes%2Fmoja-rezerwacja_.%24reference_.zmien'],
      ] as const;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(0, 1, 2),
        formBody(CHANGE_FIELDS),
        formBody(LOOKUP_FIELDS),
        fc.boolean(),
        fc.boolean(),
        async (which, changeBody, lookupBody, withCookie, asData) => {
          const [path, , routeId] = targets()[which];
          const target = withQuery(path, asData ? `_data=${routeId}` : null);
          const body = which === 0 ? lookupBody : changeBody;
          const headers = withCookie && manageCookie ? { ...FORM, Cookie: manageCookie } : FORM;
          expectSafePage(await send(target, { method: 'POST', headers, body }), `POST ${target} ${body.slice(0, 400)}`);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('no form field name reaches Object.prototype', () => {
    expect(Object.prototype).not.toHaveProperty('polluted');
  });

  const boundary = '----hostile1337';
  const multipart = [
    `--${boundary}`,
    'Content-Disposition: form-data; name="firstName"',
    '',
    SCRIPT_SHAPED[0],
    `--${boundary}`,
    'Content-Disposition: form-data; name="licensePlates[0]"; filename="../../etc/passwd"',
    'Content-Type: application/octet-stream',
    '',
    '\u0000\u0001binary',
    `--${boundary}--`,
    '',
  ].join('\r\n');

  const BODIES: { name: string; headers: Record<string, string>; body: string | Buffer }[] = [
    {
      name: 'JSON',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ firstName: 'Anna', intent: 'submit' }),
    },
    { name: 'broken JSON', headers: { 'Content-Type': 'application/json' }, body: '{"a":' },
    {
      name: 'multipart with a file',
      headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
      body: multipart,
    },
    { name: 'multipart without a boundary', headers: { 'Content-Type': 'multipart/form-data' }, body: multipart },
    {
      name: 'multipart cut short',
      headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
      body: multipart.slice(0, 80),
    },
    { name: 'empty', headers: FORM, body: '' },
    { name: 'no content type', headers: {}, body: 'firstName=Anna' },
    { name: 'text/plain', headers: { 'Content-Type': 'text/plain' }, body: 'firstName=Anna' },
    { name: '1 MB urlencoded', headers: FORM, body: `firstName=${'A'.repeat(1_000_000)}&intent=submit` },
    { name: 'invalid percent-encoding', headers: FORM, body: 'firstName=%E0%A4%A&email=%&phone=%zz&notes=%ED%A0%80' },
    { name: 'binary', headers: FORM, body: Buffer.from([0xff, 0xfe, 0x00, 0x3d, 0x26, 0xc0, 0xaf]) },
    {
      name: 'unknown charset',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded; charset=utf-7' },
      body: 'firstName=+ADw-script+AD4-',
    },
  ];

  for (const target of [
    '/rezerwacja/?parkingId=1',
    '/dodaj-parking/',
    '/rezerwacja/?parkingId=1&_data=routes%2Frezerwacja',
  ]) {
    for (const { name, headers, body } of BODIES) {
      it(`POST ${target} with a ${name} body answers 4xx or better`, async () => {
        expectSafePage(await send(target, { method: 'POST', headers, body }), `POST ${target} (${name})`);
      });
    }
  }

  it('a form with ten thousand repeated fields is answered within 3 s (no quadratic parsing)', async () => {
    for (const target of ['/rezerwacja/?parkingId=1', '/dodaj-parking/']) {
      const startedAt = performance.now();
      const answer = await send(target, { method: 'POST', headers: FORM, body: 'licensePlates=WA1&'.repeat(10_000) });
      expectSafePage(answer, `POST ${target} (10 000 repeated fields)`);
      expect(performance.now() - startedAt, target).toBeLessThan(3_000);
    }
  }, 120_000);

  it('routes without an action answer a POST with a 4xx', async () => {
    for (const page of PAGES) {
      const target = page.path();
      const answer = await send(target, {
        method: 'POST',
        headers: FORM,
        body: `intent=${encodeURIComponent(SCRIPT_SHAPED[0])}`,
      });
      expectSafePage(answer, `POST ${target}`);
    }
  });
});

// ---------------------------------------------------------------------------------------------
// API

const ApiErrorSchema = z.object({ errors: z.array(z.object({ message: z.string().min(1) })).min(1) });

function expectSafeApi(answer: { status: number; text: string; body: unknown; headers: Headers }, label: string) {
  const where = `${label} → ${answer.status} ${answer.text.slice(0, 300)}`;
  expect(answer.status, where).toBeLessThan(500);
  expect(stackTraceIn(answer.text), where).toBeNull();
  if (answer.status >= 400) {
    expect(ApiErrorSchema.safeParse(answer.body).success, `${where}: 4xx must be {errors:[{message}]}`).toBe(true);
  }
  if ((answer.headers.get('content-type') ?? '').includes('text/html')) {
    const problems = executableInjections(answer.text);
    expect(problems, `${label}: ${problems.join(' | ')}`).toEqual([]);
  }
}

const COLLECTIONS = [
  'airports',
  'parking',
  'parking-reviews',
  'posts',
  'pages',
  'service-types',
  'booking-options',
  'security-features',
];
const FIELDS = [
  'id',
  'code',
  'slug',
  'name',
  'city',
  'title',
  'status',
  'author',
  'rating',
  'capacity',
  'active',
  'sortOrder',
  'createdAt',
  'publishDate',
  'reviewDate',
  'airport',
  'airport.slug',
  'airport.id',
  'airport.code',
  'parking.slug',
  'serviceTypes',
  'serviceTypes.name',
  'rating.average',
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
];
const OPERATORS = [
  'equals',
  'not_equals',
  'in',
  'not_in',
  'like',
  'contains',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
  'exists',
  'near',
  '__proto__',
];

const whereKey: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.tuple(fc.constantFrom(...FIELDS), fc.constantFrom(...OPERATORS)).map(([f, o]) => `where[${f}][${o}]`),
  },
  {
    weight: 2,
    arbitrary: fc
      .tuple(
        fc.constantFrom('or', 'and'),
        fc.constantFrom('0', '1', '-1', '99999999999', '__proto__'),
        fc.constantFrom(...FIELDS),
        fc.constantFrom(...OPERATORS),
      )
      .map(([g, i, f, o]) => `where[${g}][${i}][${f}][${o}]`),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'where[',
      'where[]',
      'where[slug]',
      'where[slug][equals][x]',
      `where${'[a]'.repeat(12)}`,
      'where[__proto__][polluted]',
      'where[constructor][prototype][polluted]',
    ),
  },
  { weight: 1, arbitrary: hostileText.map((t) => `where[${encodeLoose(t)}][equals]`) },
);
const whereValue: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '1',
      'WAW',
      'true',
      'false',
      '2026-01-01',
      '1,2,3',
      'okecie-park',
      'published',
      '1e20',
      '99999999999',
      '-271821-04-20T00:00:00Z',
      '0001-01-01',
      '%00',
      'a%00b',
      ',,,',
      '1,%00',
    ),
  },
  { weight: 3, arbitrary: encodedHostile },
);

const listQuery: fc.Arbitrary<string> = fc
  .tuple(
    fc.array(fc.tuple(whereKey, whereValue), { maxLength: 4 }),
    queryString({
      sort: ['-createdAt', 'slug,-id', 'name', '__proto__', 'constructor', '-toString', 'airport'],
      limit: ['0', '1000', '1001'],
      page: ['2', '1000000'],
      depth: ['0', '5', '6'],
      locale: ['pl', 'en'],
    }),
  )
  .map(([where, rest]) => [...where.map(([k, v]) => `${k}=${v}`), rest].filter(Boolean).join('&'));

const productQuery = queryString({
  airportCode: ['WAW', 'waw', 'XXX'],
  arrivalAt: [arrival, ...DATE_SHAPED],
  departureAt: [departure, ...DATE_SHAPED],
  limit: ['1', '100', '101'],
  page: ['1', '100000'],
  sort: ['price', 'rating', 'distance'],
  serviceTypes: ['1,2', '99999999999', '1,,2'],
  bookingOptions: ['1'],
  securityFeatures: ['1,2'],
  days: ['1', '60', '61'],
  startDate: ['2030-01-01', ...DATE_SHAPED],
  endDate: ['2030-02-01', ...DATE_SHAPED],
  depth: ['0', '5'],
});

/** An id path segment: a real id sometimes, hostile text mostly. */
const idSegment = (real: () => string[]) =>
  fc.oneof({ weight: 1, arbitrary: fc.constantFrom(...real()) }, { weight: 4, arbitrary: segment });

describe('API: hostile query strings and path ids', () => {
  it('every GET endpoint answers 4xx {errors:[{message}]} or better', async () => {
    const endpoints = (id: string, text: string, collection: string, list: string, query: string): string[] => [
      '/api/health',
      `/api/${collection}?${list}`,
      `/api/${collection}/${id}?${query}`,
      `/api/${text}?${list}`,
      `/api/${text}/${id}`,
      `/api/globals/home-page?${query}`,
      `/api/globals/${text}?${query}`,
      `/api/v1/products/parking/listing?${query}`,
      `/api/v1/products/parking/${id}/price?${query}`,
      `/api/v1/products/parking/${id}/pricing/per-day?${query}`,
      `/api/v1/products/parking/${id}/availability?${query}`,
      `/api/v1/products/parking/${id}/active?${query}`,
      `/api/v1/products/parking/${id}/addons?${query}`,
      `/api/v1/offer/${text}`,
      `/api/v1/offers/${text}`,
      `/api/v1/orders/${text}`,
      `/api/v1/payment/${text}/status`,
      `/api/v1/payments/sandbox/${text}`,
      `/api/v1/${text}?${query}`,
    ];
    await fc.assert(
      fc.asyncProperty(
        idSegment(() => ['1', '2', '0', '-1']),
        idSegment(() => [offerId, orderId, paymentId, 'home-page']),
        fc.constantFrom(...COLLECTIONS),
        listQuery,
        productQuery,
        async (id, text, collection, list, query) => {
          for (const target of endpoints(id, text, collection, list, query)) {
            expectSafeApi(await call(backend, target), `GET ${target.slice(0, 400)}`);
          }
        },
      ),
      { numRuns: 250 },
    );
    expect(Object.prototype).not.toHaveProperty('polluted');
  });
});

type Json = fc.JsonValue;
type PathStep = string | number;

function jsonPaths(value: Json, prefix: PathStep[] = []): PathStep[][] {
  const own = [prefix];
  if (Array.isArray(value)) return [...own, ...value.flatMap((v, i) => jsonPaths(v, [...prefix, i]))];
  if (value !== null && typeof value === 'object')
    return [
      ...own,
      ...Object.entries(value).flatMap(([k, v]) => (v === undefined ? [] : jsonPaths(v, [...prefix, k]))),
    ];
  return own;
}

function replaceAt(value: Json, steps: PathStep[], replacement: Json): Json {
  if (steps.length === 0) return replacement;
  const [head, ...rest] = steps;
  if (Array.isArray(value) && typeof head === 'number')
    return value.map((v, i) => (i === head ? replaceAt(v, rest, replacement) : v));
  if (value !== null && typeof value === 'object' && !Array.isArray(value) && typeof head === 'string') {
    return { ...value, [head]: replaceAt(value[head] ?? null, rest, replacement) };
  }
  return value;
}

/** Values too big to build as objects (JSON.stringify and the helpers above recurse): stand-ins replaced in the text. */
const BIG_JSON: Record<string, string> = {
  '"__deep__"': `${'['.repeat(20_000)}1${']'.repeat(20_000)}`,
  '"__deep_object__"': `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`,
  '"__long_array__"': `[${Array.from({ length: 100_000 }, () => '1').join(',')}]`,
  '"__many_vehicles__"': `[${Array.from({ length: 5_000 }, () => '{"plate":"WA 1"}').join(',')}]`,
};
const stringifyBig = (value: Json) =>
  Object.entries(BIG_JSON).reduce((text, [stand, big]) => text.split(stand).join(big), JSON.stringify(value));

const ODD_JSON: Json[] = [
  ...Object.keys(BIG_JSON).map((stand) => stand.slice(1, -1)),
  { ['__proto__']: { polluted: 1 } },
  { constructor: { prototype: { polluted: 1 } } },
  1e308,
  -1,
  -0,
  1.5,
  2 ** 31,
  -(2 ** 31) - 1,
  Number.MAX_SAFE_INTEGER + 2,
  1e21,
  '',
  ' ',
  '1',
  'true',
  'A'.repeat(100_000),
];

const hostileJson: fc.Arbitrary<Json> = fc.oneof(
  { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 4 }) },
  { weight: 3, arbitrary: hostileText.map((t): Json => t) },
  { weight: 2, arbitrary: fc.constantFrom(...ODD_JSON) },
  { weight: 1, arbitrary: fc.dictionary(hostileText, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }) },
);

/** A valid body with one to three values swapped for hostile ones (type confusion at every depth). */
function mutated(template: () => Json): fc.Arbitrary<Json> {
  return fc.array(fc.tuple(fc.nat(), hostileJson), { minLength: 1, maxLength: 3 }).map((swaps) => {
    let body = template();
    for (const [index, replacement] of swaps) {
      const paths = jsonPaths(body);
      body = replaceAt(body, paths[index % paths.length], replacement);
    }
    return body;
  });
}

/** A body as text: the mutated JSON mostly, raw fast-check JSON or a broken text sometimes. */
const bodyText = (template: () => Json): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 6, arbitrary: mutated(template).map(stringifyBig) },
    { weight: 1, arbitrary: fc.jsonValue().map((v) => JSON.stringify(v) ?? 'null') },
    { weight: 1, arbitrary: hostileText },
  );

const idempotencyKey: fc.Arbitrary<string | null> = fc.oneof(
  { weight: 6, arbitrary: fc.uuid() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 2, arbitrary: hostileText.map((t) => t.replace(/[^\t\u0020-\u007e\u0080-\u00ff]/g, '')) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'short',
      'k'.repeat(255),
      'k'.repeat(256),
      'hostile-setup-order-1',
      '%00%00%00%00',
      '../../../../',
    ),
  },
);

function jsonPost(target: string, body: string, key: string | null) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (key !== null) headers['Idempotency-Key'] = key;
  return call(backend, target, { method: 'POST', headers, body });
}

describe('API: behind the web server', () => {
  it('malformed encodings in /api paths get a JSON 4xx, not a page or a 500', async () => {
    for (const target of [
      '/api/v1/offer/%zz',
      '/api/%ED%A0%80',
      '/api/v1/orders/%00',
      '/api/v1/payment/%E0%A4%A/status',
      '/api/pages?where[slug][equals]=%FF%00',
    ]) {
      const answer = await send(target);
      expectSafePage(answer, `GET ${target}`);
      expect(answer.status, target).toBeGreaterThanOrEqual(400);
      expect(ApiErrorSchema.safeParse(JSON.parse(answer.body)).success, `${target} → ${answer.body}`).toBe(true);
    }
  });
});

describe('API: hostile JSON bodies', () => {
  const stay = () => ({ arrivalAt: arrival, departureAt: departure });
  const offerTemplate = (): Json => ({
    offerLines: [
      parkingLine(okecieId, stay(), ['WA 12345', 'KR 1']),
      { productId: addonId, specification: { vehicles: 2, people: 2, stayPeriod: stay() } },
    ],
    promoCode,
  });
  const orderTemplate = (): Json => ({
    offerId: freshOffer.id,
    orderLines: [parkingLine(okecieId, stay())],
    expectedPrice: { amount: freshOffer.total.amount, currency: 'PLN' },
    customer,
    additionalInfo: 'Przyjadę późno',
    invoice: {
      taxId: '5260250274',
      name: 'Firma',
      address: { street: 'Prosta 1', city: 'Warszawa', zipCode: '00-001', country: 'Polska' },
    },
  });
  const proposalTemplate = (): Json => ({
    companyName: 'Parking Testowy',
    contactName: 'Jan Nowak',
    email: 'jan@example.pl',
    phone: '+48 600 100 200',
    airportCode: 'WAW',
    address: 'ul. Lotnicza 1',
    spaces: 50,
    message: 'Dzień dobry',
    consent: true,
  });

  it('POST /api/v1/offers (with and without Idempotency-Key)', async () => {
    await fc.assert(
      fc.asyncProperty(bodyText(offerTemplate), idempotencyKey, async (body, key) => {
        expectSafeApi(await jsonPost('/api/v1/offers', body, key), `POST /offers key=${key} ${body.slice(0, 400)}`);
      }),
      { numRuns: 300 },
    );
  });

  it('POST /api/v1/orders (with and without Idempotency-Key)', async () => {
    await fc.assert(
      fc.asyncProperty(bodyText(orderTemplate), idempotencyKey, async (body, key) => {
        expectSafeApi(await jsonPost('/api/v1/orders', body, key), `POST /orders key=${key} ${body.slice(0, 400)}`);
      }),
      { numRuns: 300 },
    );
  });

  it('POST /api/v1/parking-proposals', async () => {
    await fc.assert(
      fc.asyncProperty(bodyText(proposalTemplate), async (body) => {
        expectSafeApi(
          await jsonPost('/api/v1/parking-proposals', body, null),
          `POST /parking-proposals ${body.slice(0, 400)}`,
        );
      }),
      { numRuns: 300 },
    );
  });

  it('POST /api/v1/payments/sandbox/{id} with hostile ids, actions and bodies', async () => {
    const contentTypes = [
      'application/x-www-form-urlencoded',
      'multipart/form-data',
      'application/json',
      'text/plain',
      '',
    ];
    await fc.assert(
      fc.asyncProperty(
        idSegment(() => [paymentId]),
        fc.oneof(fc.constantFrom('pay', 'decline', 'cancel'), hostileText),
        fc.constantFrom(...contentTypes),
        async (id, action, type) => {
          const body = type === 'application/json' ? JSON.stringify({ action }) : `action=${encodeLoose(action)}`;
          const headers: Record<string, string> = type ? { 'Content-Type': type } : {};
          const target = `/api/v1/payments/sandbox/${id}`;
          expectSafeApi(
            await call(backend, target, { method: 'POST', headers, body }),
            `POST ${target} ${type} ${body.slice(0, 200)}`,
          );
        },
      ),
      { numRuns: 100 },
    );
  });

  it('non-JSON and oversized bodies on every POST endpoint are a 400', async () => {
    const bodies = [
      '',
      ' ',
      '{"a":',
      'null',
      '[]',
      '\u0000',
      '{"a":"\\u0000"}',
      `{"a":"${'A'.repeat(1_000_000)}"}`,
      ...Object.values(BIG_JSON),
    ];
    for (const target of ['/api/v1/offers', '/api/v1/orders', '/api/v1/parking-proposals']) {
      for (const body of bodies) {
        const answer = await jsonPost(target, body, 'hostile-key-0001');
        expectSafeApi(answer, `POST ${target} ${body.slice(0, 60)}`);
        expect(answer.status, `${target} ${body.slice(0, 60)}`).toBeGreaterThanOrEqual(400);
      }
    }
    expect(Object.prototype).not.toHaveProperty('polluted');
  });
});

describe('API: inputs that once gave a 500', () => {
  const errorOf = (body: unknown) => ApiErrorSchema.parse(body).errors[0].message;

  it.each([
    ['where[__proto__][polluted]=1'],
    ['where[constructor][prototype][polluted]=1'],
    ['where[constructor][equals]=1'],
    ['where[toString][equals]=1'],
    ['where[slug][in][0][x]=1'],
    ['where[slug][equals]=%00'],
    ['where[slug][like]=a%00b'],
    ['where[slug][in]=a,%00'],
    ['sort=constructor'],
    ['sort=-__proto__'],
    ['where[id][equals]=2147483648'],
    ['where[id][in]=1,99999999999'],
    ['where[sortOrder][greater_than]=1.5'],
    ['where[createdAt][greater_than]=-271821-04-20T00:00:00Z'],
  ])('GET /api/airports?%s is a 400 and leaves Object.prototype alone', async (query) => {
    const answer = await call(backend, `/api/airports?${query}`);
    expect(answer.status, answer.text).toBe(400);
    expect(errorOf(answer.body)).not.toBe('');
    expect(Object.prototype).not.toHaveProperty('polluted');
    expect(Object.prototype).not.toHaveProperty('equals');
  });

  it.each([
    ['/api/v1/offer/%00', 'OFFER_NOT_FOUND'],
    ['/api/v1/offers/a%00b', 'OFFER_NOT_FOUND'],
    ['/api/v1/orders/%00', 'ORDER_NOT_FOUND'],
    ['/api/v1/payment/%00/status', 'ORDER_NOT_FOUND'],
    ['/api/v1/payments/sandbox/%00', undefined],
    ['/api/globals/%00', undefined],
  ])('GET %s with a NUL in the id is a 404', async (target, code) => {
    const answer = await call(backend, target);
    expect(answer.status, answer.text).toBe(404);
    expect(ApiErrorSchema.safeParse(answer.body).success, answer.text).toBe(true);
    if (code) expect(answer.body).toMatchObject({ errors: [{ code }] });
  });

  it.each([
    ['/api/airports/2147483648', 404],
    ['/api/parking/99999999999?depth=0', 404],
    ['/api/v1/products/parking/2147483648/price', 404],
    ['/api/v1/products/parking/2147483648/addons', 404],
    [
      `/api/v1/products/parking/listing?airportCode=WAW&arrivalAt=${arrival}&departureAt=${departure}&serviceTypes=2147483648`,
      400,
    ],
    ['/api/parking?where[serviceTypes][in]=2147483648', 400],
  ])('GET %s beyond the integer range is a %i', async (target, status) => {
    const answer = await call(backend, target);
    expect(answer.status, answer.text).toBe(status);
    expect(ApiErrorSchema.safeParse(answer.body).success, answer.text).toBe(true);
  });

  it('a fractional where on a double column still filters', async () => {
    const answer = await call(backend, '/api/parking?where[distanceFromAirport][greater_than]=1.5&depth=0');
    expect(answer.status, answer.text).toBe(200);
  });

  it('an offer for a parking id beyond the integer range is a 404', async () => {
    const answer = await call(backend, '/api/v1/offers', {
      method: 'POST',
      json: {
        offerLines: [{ ...parkingLine(1, { arrivalAt: arrival, departureAt: departure }), productId: '99999999999' }],
      },
    });
    expect(answer.status, answer.text).toBe(404);
    expect(answer.body).toMatchObject({ errors: [{ code: 'PRODUCT_NOT_FOUND' }] });
  });

  it('the sandbox POST with a body that does not match its content type is a 400', async () => {
    const answer = await call(backend, `/api/v1/payments/sandbox/${paymentId}`, {
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data' },
      body: 'action=pay',
    });
    expect(answer.status, answer.text).toBe(400);
    expect(errorOf(answer.body)).toBe('Nieprawidłowa treść formularza.');
  });

  it('a deeply nested JSON body is a 400 (with and without Idempotency-Key), brackets inside strings are not nesting', async () => {
    const deep = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
    const body = `{"offerLines":[{"productId":"1","specification":${deep}}]}`;
    for (const key of [null, 'hostile-deep-0001']) {
      const answer = await jsonPost('/api/v1/offers', body, key);
      expect(answer.status, answer.text).toBe(400);
      expect(errorOf(answer.body)).toBe('Treść żądania jest zbyt głęboko zagnieżdżona.');
    }
    const orders = await jsonPost(
      '/api/v1/orders',
      `{"offerId":"x","orderLines":[{"productId":"1","specification":${deep}}]}`,
      'hostile-deep-0002',
    );
    expect(orders.status, orders.text).toBe(400);
    const proposal = await jsonPost(
      '/api/v1/parking-proposals',
      JSON.stringify({
        companyName: `Parking ${'[{'.repeat(40)}`,
        contactName: 'Jan Nowak',
        email: 'jan@example.pl',
        phone: '+48 600 100 200',
        airportCode: 'WAW',
        address: 'ul. Lotnicza 1',
        spaces: 50,
        consent: true,
      }),
      null,
    );
    expect(proposal.status, proposal.text).toBe(201);
  });

  it.each([
    [
      'a lone high surrogate in a plate',
      { offerLines: [parkingLine(1, { arrivalAt: arrival, departureAt: departure }, ['\uD800'])] },
    ],
    [
      'a lone low surrogate in a key',
      { offerLines: [parkingLine(1, { arrivalAt: arrival, departureAt: departure })], '\uDC00': 1 },
    ],
  ])('an offer with %s is a 400', async (_name, json) => {
    const answer = await call(backend, '/api/v1/offers', { method: 'POST', json });
    expect(answer.status, answer.text).toBe(400);
    expect(errorOf(answer.body)).toBe('Treść żądania zawiera niepoprawne znaki Unicode.');
  });
});

// ---------------------------------------------------------------------------------------------
// Rich text from the CMS

const HOSTILE_PAGE_SLUG = 'wroga-tresc';
const HOSTILE_POST_SLUG = 'wrogi-wpis';
const text = (value: string, format: unknown = 0) => ({ type: 'text', text: value, format });
const paragraph = (...children: unknown[]) => ({ type: 'paragraph', children });
const link = (fields: Record<string, unknown>, label = 'kliknij') => ({
  type: 'link',
  fields,
  children: [text(label)],
});

const EVIL_URLS = [
  `javascript:${MARK}()`,
  `JaVaScRiPt:${MARK}()`,
  ` javascript:${MARK}()`,
  `java\nscript:${MARK}()`,
  `java\tscript:${MARK}()`,
  `\u0001javascript:${MARK}()`,
  `jav&#x09;ascript:${MARK}()`,
  `javascript&colon;${MARK}()`,
  `vbscript:${MARK}()`,
  `data:text/html,<script>${MARK}()</script>`,
  `//evil.example/${MARK}`,
  `\\\\evil.example/${MARK}`,
  `/\\evil.example/${MARK}`,
  `" onmouseover="${MARK}()`,
  `https://example.com/" onclick="${MARK}()`,
];

const HOSTILE_CONTENT: RichText = {
  root: {
    type: 'root',
    children: [
      paragraph(text(`<script>window.${MARK}=1</script>`), text(`<img src=x onerror=${MARK}()>`, 1)),
      { type: 'heading', tag: 'script', children: [text(`"><svg onload=${MARK}()>`)] },
      {
        type: 'heading',
        tag: 'h2',
        format: `" onclick="${MARK}()`,
        children: [text(`</h2><script>${MARK}()</script>`)],
      },
      paragraph(
        ...EVIL_URLS.map((url) => link({ linkType: 'custom', url, newTab: false })),
        ...EVIL_URLS.map((url) => link({ linkType: 'custom', url, newTab: true })),
        link({
          linkType: 'custom',
          url: 'https://example.com',
          onclick: `${MARK}()`,
          onmouseover: `${MARK}()`,
          rel: `" onfocus="${MARK}()`,
        }),
        link({
          linkType: 'internal',
          doc: { relationTo: 'pages', value: { id: 1, slug: `"><script>${MARK}()</script>` } },
        }),
        link({ linkType: 'internal', doc: { relationTo: 'posts', value: { id: 1, slug: `javascript:${MARK}()` } } }),
        link({ linkType: 'internal', doc: { relationTo: `javascript:${MARK}()`, value: { id: 1, slug: 'x' } } }),
        { type: 'autolink', fields: { url: `javascript:${MARK}()` }, children: [text('auto')] },
        { type: 'link', url: `javascript:${MARK}()`, target: `" onclick="${MARK}()`, children: [text('lexical')] },
        { type: 'link', onclick: `${MARK}()`, children: [text('bez adresu')] },
      ),
      { type: 'html', html: `<script>window.${MARK}=1</script><img src=x onerror="${MARK}()">` },
      { type: 'embed', fields: { code: `</iframe><script>${MARK}()</script>` } },
      { type: 'block', fields: { blockType: 'html', html: `"><script>${MARK}()</script>` } },
      { type: 'block', fields: { blockType: `"><script>${MARK}()</script>`, html: `<script>${MARK}()</script>` } },
      { type: 'code', children: [text(`</code></pre><script>${MARK}()</script>`)] },
      { type: 'quote', children: [text(`<style>*{}</style><script>${MARK}()</script>`)] },
      {
        type: 'list',
        listType: 'number',
        start: `"><script>${MARK}()</script>`,
        tag: 'script',
        children: [{ type: 'listitem', value: `" onclick="${MARK}()`, children: [text(`<li onclick=${MARK}()>`)] }],
      },
      { type: 'upload', value: { url: `javascript:${MARK}()`, alt: `" onerror="${MARK}()` } },
      { type: 'upload', value: { url: `/uploads/x.png" onerror="${MARK}()`, alt: `"><script>${MARK}()</script>` } },
      {
        type: 'raw',
        __html: `<script>${MARK}()</script>`,
        dangerouslySetInnerHTML: { __html: `<script>${MARK}()</script>` },
        children: [text('surowy')],
      },
      paragraph(text('ok', `" onclick="${MARK}()`), { type: 'tab' }, { type: 'linebreak' }, text('\u202Eodwrócony')),
    ],
  },
};

async function storeHostileContent(parkingId: number) {
  const { db } = backend.database;
  const title = `</title><script>${MARK}()</script>"><img src=x onerror=${MARK}()>`;
  await db.insert(pages).values({ slug: HOSTILE_PAGE_SLUG, title, content: HOSTILE_CONTENT });
  await db.update(pages).set({ content: HOSTILE_CONTENT }).where(eq(pages.slug, 'regulamin'));
  await db.insert(posts).values({
    slug: HOSTILE_POST_SLUG,
    title: `</script><script>${MARK}()</script>`,
    excerpt: `<img src=x onerror=${MARK}()>`,
    author: `" onmouseover="${MARK}()`,
    publishDate: new Date(),
    status: 'published',
    featuredImage: { url: `javascript:${MARK}()`, alt: `"><script>${MARK}()</script>` },
    content: HOSTILE_CONTENT,
  });
  await db.update(parkings).set({ description: HOSTILE_CONTENT }).where(eq(parkings.id, parkingId));
  await db.update(airports).set({ description: HOSTILE_CONTENT }).where(eq(airports.code, 'WAW'));
}

describe('rich text from the CMS', () => {
  const RENDERED = [
    `/${HOSTILE_PAGE_SLUG}/`,
    '/regulamin/',
    `/blog/${HOSTILE_POST_SLUG}/`,
    '/blog/',
    '/',
    '/parking-lotnisko-warszawa-chopin/',
    '/parking-lotnisko-warszawa-chopin/okecie-park/',
  ];

  for (const target of RENDERED) {
    it(`${target} shows hostile CMS content with no executable script and no javascript: link`, async () => {
      const answer = await send(target);
      expect(answer.status, target).toBe(200);
      expectSafePage(answer, target);
      expect(answer.body).not.toMatch(/href="\s*javascript:/i);
    });
  }

  it('embedded HTML is only in a sandboxed iframe srcdoc, escaped, and the CMS text shows as text', async () => {
    const { body } = await send(`/${HOSTILE_PAGE_SLUG}/`);
    const frames = [...body.matchAll(/<iframe\b([^>]*)>/gi)].map((m) => parseAttributes(m[1]));
    expect(frames.length).toBeGreaterThanOrEqual(3);
    for (const frame of frames) {
      expect(frame.get('sandbox')).toEqual(expect.any(String));
      expect(frame.get('srcdoc')).toContain(MARK);
    }
    // The text nodes are visible as text (escaped), not dropped.
    expect(body).toContain(`&lt;script&gt;window.${MARK}=1&lt;/script&gt;`);
    // Every unsafe link kept its label but lost its href.
    expect(body.match(/>kliknij</g)?.length).toBeGreaterThanOrEqual(EVIL_URLS.length * 2);
  });

  it('an embed frame cannot reach the page: its sandbox does not pair allow-scripts with allow-same-origin', async () => {
    const { body } = await send(`/${HOSTILE_PAGE_SLUG}/`);
    for (const match of body.matchAll(/<iframe\b([^>]*)>/gi)) {
      const tokens = (parseAttributes(match[1]).get('sandbox') ?? '').split(/\s+/);
      expect(tokens.includes('allow-scripts') && tokens.includes('allow-same-origin'), match[0].slice(0, 200)).toBe(
        false,
      );
    }
  });

  it('the ?_data= JSON of a hostile page is JSON, not HTML', async () => {
    const answer = await send(`/${HOSTILE_PAGE_SLUG}/?_data=routes%2F%24slug`);
    expect(answer.status).toBe(200);
    expect(String(answer.headers['content-type'])).toContain('application/json');
  });
});
