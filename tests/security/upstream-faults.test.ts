// Issue 5 (hardening): the web tier in API_URL mode in front of a misbehaving upstream. For every main page
// and each fault kind — slow (past the client timeout), 500, malformed JSON, 204, connection reset and
// "down" (connection refused) — the page answers within the client's budget with the spec's error state
// or a friendly Polish error page with the right status, and recovers as soon as the upstream does,
// without restarting the web server. POSTs (offers, orders, proposals) reach the upstream exactly once per
// user action, and an order always carries its Idempotency-Key.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pages } from '../../backend/db/schema';
import type { Backend } from '../../backend/index';
import { ensureBuild } from '../../server/build';
import { call, customer, daysFromNow, parkingLine, PUBLIC_URL, startBackend } from '../backend/harness';
import { startTestServer, type TestServer } from '../setup/server-harness';
import { startFaultServer, type FaultKind, type FaultServer } from './fault-server';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
// The failures below are expected and logged by the app (app/.server/context.ts reads this when the build loads).
process.env.LOG_LEVEL = 'fatal';

const API_TIMEOUT_MS = 800;
/** The client's defaults (app/.server/api/http.ts): 2 retries for a GET, backoff 200 ms then 400 ms. */
const GET_RETRIES = 2;
const BACKOFF_MS = 200 + 400;
/** The longest a failing GET may hold a page: every attempt times out, plus the backoff. */
const UPSTREAM_BUDGET_MS = API_TIMEOUT_MS * (GET_RETRIES + 1) + BACKOFF_MS;
/**
 * A faulted page may take the upstream budget on top of what the same page costs when healthy (measured
 * right after, under the same load: rendering, the real backend) — plus this margin for scheduling noise.
 */
const MARGIN_MS = 1500;

type Kind = FaultKind | 'down';
const KINDS: Kind[] = ['slow', 'error500', 'malformed', 'empty204', 'reset', 'down'];

/** Our design: a timeout or an unreachable upstream is 503; a bad answer (5xx, malformed, reset) is 502. */
const upstreamStatus = (kind: Kind) => (kind === 'slow' || kind === 'down' ? 503 : 502);

// ---------------------------------------------------------------------------------------------
// One real backend (seeded, in memory) behind every fault server

let backend: Backend;
const fixtures = {
  airportSlug: '',
  parkingSlug: '',
  parkingId: '',
  postSlug: '',
  orderId: '',
  stay: { arrivalAt: daysFromNow(10), departureAt: daysFromNow(13) },
};

const ParkingDocsSchema = z.object({
  docs: z.array(
    z.object({ id: z.union([z.string(), z.number()]), slug: z.string(), airport: z.object({ slug: z.string() }) }),
  ),
});
const PostDocsSchema = z.object({ docs: z.array(z.object({ slug: z.string() })) });
const OfferSchema = z.object({ id: z.union([z.string(), z.number()]), total: z.object({ amount: z.number() }) });
const OrderSchema = z.object({ orderId: z.union([z.string(), z.number()]) });

async function newOffer() {
  const offer = await call(backend, '/api/v1/offers', {
    method: 'POST',
    json: { offerLines: [parkingLine(Number(fixtures.parkingId), fixtures.stay)] },
  });
  expect(offer.status, offer.text).toBe(201);
  return OfferSchema.parse(offer.body);
}

beforeAll(async () => {
  // tests/setup/build.ts builds only for tests/server; this file needs the production build too.
  await ensureBuild(ROOT, (message) => process.stderr.write(`[upstream-faults] ${message}\n`));
  backend = await startBackend();
  await backend.database.db.insert(pages).values({
    slug: 'o-nas',
    title: 'O nas',
    content: {
      root: {
        type: 'root',
        children: [{ type: 'paragraph', children: [{ type: 'text', text: 'Parkolot porównuje parkingi.' }] }],
      },
    },
  });

  const parking = ParkingDocsSchema.parse((await call(backend, '/api/parking?limit=1&depth=2')).body).docs[0];
  fixtures.airportSlug = parking.airport.slug;
  fixtures.parkingSlug = parking.slug;
  fixtures.parkingId = String(parking.id);
  fixtures.postSlug = PostDocsSchema.parse(
    (await call(backend, '/api/posts?limit=1&where[status][equals]=published')).body,
  ).docs[0].slug;

  const offer = await newOffer();
  const order = await call(backend, '/api/v1/orders', {
    method: 'POST',
    headers: { 'Idempotency-Key': 'upstream-faults-order-1' },
    json: { offerId: String(offer.id), orderLines: [parkingLine(Number(fixtures.parkingId), fixtures.stay)], customer },
  });
  expect(order.status, order.text).toBe(201);
  fixtures.orderId = String(OrderSchema.parse(order.body).orderId);
});

const running: { close(): Promise<void> }[] = [];
/** Every fault server of the run, for the checks on everything they received. */
const upstreams: FaultServer[] = [];
afterAll(async () => {
  await Promise.all(running.splice(0).map((s) => s.close()));
  await backend?.close();
  printMatrix();
});

/** A fault server in front of the shared backend and a fresh web server (its own API client and cache). */
async function stack(): Promise<{ upstream: FaultServer; web: TestServer }> {
  const upstream = await startFaultServer({ target: (request) => backend.fetch(request) });
  running.push(upstream);
  upstreams.push(upstream);
  const web = await startTestServer({
    env: {
      API_URL: upstream.url,
      API_TIMEOUT_MS: String(API_TIMEOUT_MS),
      RATE_LIMITS: 'off',
      LOG_LEVEL: 'fatal',
      // The harness backend's hosted payment page lives on its PUBLIC_URL.
      PAYMENT_URL_ALLOWLIST: PUBLIC_URL,
    },
  });
  running.push(web);
  return { upstream, web };
}

async function setFault(upstream: FaultServer, kind: Kind, match: string = '/api/') {
  if (kind === 'down') await upstream.down();
  else upstream.fault(match, kind);
}

async function clearFault(upstream: FaultServer) {
  upstream.heal();
  await upstream.up();
}

// ---------------------------------------------------------------------------------------------
// Pages

interface Answer {
  status: number;
  ms: number;
  body: string;
  headers: Headers;
}

function dateFields(iso: string) {
  const date = new Date(iso);
  const warsaw = new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Warsaw',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
  const [day, time] = warsaw.split(' ');
  return { day, time };
}

/** What one run needs of its own: the offer a submit confirms (an order uses its offer up). */
interface RunContext {
  offerId: string;
  offerTotal: number;
}

/** For pages that post no offer. */
const NO_RUN: RunContext = { offerId: '', offerTotal: 0 };

function checkoutSubmit({ offerId, offerTotal }: RunContext): URLSearchParams {
  const arrival = dateFields(fixtures.stay.arrivalAt);
  const departure = dateFields(fixtures.stay.departureAt);
  return new URLSearchParams({
    parkingId: fixtures.parkingId,
    offerId,
    quotedTotal: String(offerTotal),
    idempotencyKey: crypto.randomUUID(),
    firstName: 'Anna',
    lastName: 'Kowalska',
    email: 'anna.kowalska@example.pl',
    countryCode: '+48',
    phone: '600 100 200',
    adults: '2',
    children: '0',
    'licensePlates[0]': 'WA 12345',
    arrivalDate: arrival.day,
    arrivalTime: arrival.time,
    departureDate: departure.day,
    departureTime: departure.time,
    privacyPolicyAccepted: 'on',
    intent: 'submit',
  });
}

function proposalForm(): URLSearchParams {
  return new URLSearchParams({
    companyName: 'Parking Testowy sp. z o.o.',
    contactName: 'Jan Nowak',
    email: 'jan.nowak@example.pl',
    phone: '+48 600 200 300',
    airport: 'WAW',
    address: 'ul. Żwirki i Wigury 1, Warszawa',
    spaces: '120',
    message: 'Parking strzeżony, transfer co 15 minut.',
    consent: 'on',
  });
}

interface PageCase {
  name: string;
  method?: 'GET' | 'POST';
  path: () => string;
  body?: (run: RunContext) => URLSearchParams;
  /** What the page answers when every upstream call fails with `kind`. */
  faulted: (kind: Kind) => { status: number; text: string | RegExp; location?: string };
  /** What it answers once the upstream is healthy again: status and a text only real data gives. */
  healthy: () => { status: number; text: string | RegExp; location?: RegExp };
  /** How long a fault may hold it beyond its healthy time; default one failing GET (UPSTREAM_BUDGET_MS). */
  faultBudgetMs?: number;
  /** False when the same request cannot be sent twice (an order uses up its offer). */
  repeatable?: boolean;
}

const GENERIC_ERROR = 'Spróbuj ponownie za chwilę';
const upstreamPage = (kind: Kind) => ({ status: upstreamStatus(kind), text: GENERIC_ERROR });
const listingPath = () => `/parking-lotnisko-${fixtures.airportSlug}/?${new URLSearchParams(fixtures.stay)}`;

const PAGES: PageCase[] = [
  {
    name: 'home /',
    path: () => '/',
    // Spec §8 / home.ts: every block fails alone and is hidden; the hero and search form still render.
    faulted: () => ({ status: 200, text: 'Najlepszy parking przy lotnisku w Polsce' }),
    healthy: () => ({ status: 200, text: 'Zobacz wszystkie lotniska' }),
  },
  {
    name: '/parking/ redirect',
    path: () => `/parking/?${new URLSearchParams({ airport: 'WAW', ...fixtures.stay })}`,
    faulted: (kind) => (kind === 'empty204' ? { status: 404, text: 'Nie znaleziono lotniska' } : upstreamPage(kind)),
    healthy: () => ({ status: 302, text: '', location: /^\/parking-lotnisko-/ }),
  },
  {
    name: 'airport listing',
    path: listingPath,
    faulted: (kind) => (kind === 'empty204' ? { status: 404, text: 'Oops! Page not found' } : upstreamPage(kind)),
    healthy: () => ({ status: 200, text: 'Mamy dla Ciebie' }),
  },
  {
    name: 'parking detail',
    path: () =>
      `/parking-lotnisko-${fixtures.airportSlug}/${fixtures.parkingSlug}/?${new URLSearchParams(fixtures.stay)}`,
    // Spec §8 'Parking load fails or absent': 'Wystąpił błąd' / 'Nie mogliśmy załadować danych parkingu.'
    faulted: (kind) => ({
      status: kind === 'empty204' ? 404 : upstreamStatus(kind),
      text: 'Nie mogliśmy załadować danych parkingu.',
    }),
    healthy: () => ({ status: 200, text: 'Dlaczego warto?' }),
  },
  {
    name: 'blog list',
    path: () => '/blog/',
    faulted: (kind) => (kind === 'empty204' ? { status: 200, text: 'Brak dostępnych artykułów.' } : upstreamPage(kind)),
    healthy: () => ({ status: 200, text: `/blog/${fixtures.postSlug}/` }),
  },
  {
    name: 'blog post',
    path: () => `/blog/${fixtures.postSlug}/`,
    // Spec §8: a blog error or an unknown article redirects to /blog/.
    faulted: () => ({ status: 302, text: '', location: '/blog/' }),
    healthy: () => ({ status: 200, text: 'Podobne artykuły' }),
  },
  {
    name: 'CMS /regulamin/',
    path: () => '/regulamin/',
    // A 204 is "no data" (spec §7): the CMS has no such page, so the route's fallback shows.
    faulted: (kind) =>
      kind === 'empty204' ? { status: 200, text: 'Brak treści do wyświetlenia.' } : upstreamPage(kind),
    healthy: () => ({ status: 200, text: /§ ?1|Postanowienia/ }),
  },
  {
    name: 'CMS catch-all /o-nas/',
    path: () => '/o-nas/',
    faulted: (kind) => (kind === 'empty204' ? { status: 404, text: 'Oops! Page not found' } : upstreamPage(kind)),
    healthy: () => ({ status: 200, text: 'Parkolot porównuje parkingi.' }),
  },
  {
    name: '/faq/',
    path: () => '/faq/',
    faulted: () => ({ status: 200, text: 'Najczęściej zadawane pytania' }),
    healthy: () => ({ status: 200, text: 'Najczęściej zadawane pytania' }),
  },
  {
    name: '/kontakt/',
    path: () => '/kontakt/',
    faulted: () => ({ status: 200, text: 'Kontakt' }),
    healthy: () => ({ status: 200, text: 'Kontakt' }),
  },
  {
    name: '/jak-to-dziala/',
    path: () => '/jak-to-dziala/',
    faulted: () => ({ status: 200, text: 'Jak to działa' }),
    healthy: () => ({ status: 200, text: 'Jak to działa' }),
  },
  {
    name: '/dodaj-parking/ GET',
    path: () => '/dodaj-parking/',
    // Spec §8: an airport load failure is logged; the form still renders (and says why the list is empty).
    faulted: (kind) =>
      kind === 'empty204'
        ? { status: 200, text: 'Wybierz lotnisko' }
        : { status: 200, text: 'Nie udało się załadować listy lotnisk' },
    healthy: () => ({ status: 200, text: '(WAW)' }),
  },
  {
    name: '/dodaj-parking/ POST',
    method: 'POST',
    path: () => '/dodaj-parking/',
    body: proposalForm,
    faulted: (kind) => ({
      status: kind === 'empty204' ? 502 : upstreamStatus(kind),
      text: 'Nie udało się wysłać zgłoszenia.',
    }),
    healthy: () => ({ status: 302, text: '', location: /^\/dodaj-parking\/\?wyslano=1/ }),
  },
  {
    name: '/rezerwacja/ GET',
    path: () => `/rezerwacja/?${new URLSearchParams({ parkingId: fixtures.parkingId, ...fixtures.stay })}`,
    // Spec checkout §8: placeholder parking name and location; the offer failure message.
    faulted: (kind) =>
      kind === 'empty204'
        ? { status: 404, text: 'Nie wybrano parkingu' }
        : { status: 200, text: 'Nie udało się wygenerować oferty. Spróbuj ponownie.' },
    healthy: () => ({ status: 200, text: 'Przejdź do płatności' }),
  },
  {
    name: '/rezerwacja/ POST submit',
    method: 'POST',
    path: () => `/rezerwacja/?${new URLSearchParams({ parkingId: fixtures.parkingId, ...fixtures.stay })}`,
    body: checkoutSubmit,
    faulted: (kind) => ({ status: upstreamStatus(kind), text: 'Nie udało się złożyć zamówienia.' }),
    // The action gives up after the first failing stage (reading the offer) without re-pricing; the
    // document POST then runs the page loader: two failing GET stages.
    faultBudgetMs: 2 * UPSTREAM_BUDGET_MS,
    repeatable: false,
    // A fresh offer each time (an order uses up its offer); a no-JS submit goes to the payment page.
    healthy: () => ({ status: 303, text: '', location: /./ }),
  },
  {
    name: '/platnosc/?orderId',
    path: () => `/platnosc/?orderId=${fixtures.orderId}`,
    // Spec checkout §8 'Błąd sprawdzania płatności' / 'Nie udało się sprawdzić statusu płatności'.
    faulted: (kind) => ({ status: upstreamStatus(kind), text: 'Nie udało się sprawdzić statusu płatności' }),
    healthy: () => ({ status: 200, text: /Płatność w toku|Płatność/ }),
  },
  {
    name: '/sitemap.xml',
    path: () => '/sitemap.xml',
    faulted: (kind) =>
      kind === 'empty204' ? { status: 200, text: '<urlset' } : { status: upstreamStatus(kind), text: GENERIC_ERROR },
    healthy: () => ({ status: 200, text: `/parking-lotnisko-${fixtures.airportSlug}/` }),
  },
];

async function request(web: TestServer, page: PageCase, run: RunContext): Promise<Answer> {
  const started = performance.now();
  const response = await fetch(`${web.url}${page.path()}`, {
    method: page.method ?? 'GET',
    body: page.body?.(run),
    redirect: 'manual',
  });
  const body = (await response.text()).replaceAll('<!-- -->', '');
  return { status: response.status, ms: Math.round(performance.now() - started), body, headers: response.headers };
}

const STACK_TRACE = /\n\s+at [^\n]+\(|node:internal|\.js:\d+:\d+/;

/** A page a traveller may see while the upstream misbehaves: Polish, no internals, never cached publicly. */
function expectFriendly(answer: Answer, label: string) {
  expect(answer.body, label).not.toContain('Unexpected Server Error');
  expect(answer.body, label).not.toMatch(STACK_TRACE);
  if (answer.status >= 300 && answer.status < 400) return;
  const type = answer.headers.get('content-type') ?? '';
  if (type.includes('text/html')) expect(answer.body, label).toContain('<html lang="pl"');
  if (answer.status >= 500)
    expect(answer.headers.get('cache-control') ?? '', label).not.toMatch(/public|max-age=[1-9]/);
}

function expectText(body: string, text: string | RegExp, label: string) {
  if (text === '') return;
  if (typeof text === 'string') expect(body, label).toContain(text);
  else expect(body, label).toMatch(text);
}

const matrix: { page: string; kind: Kind; status: number; ms: number; recovered: number }[] = [];

function printMatrix() {
  if (matrix.length === 0) return;
  const kinds = KINDS.filter((kind) => matrix.some((row) => row.kind === kind));
  const lines = [`| page | ${kinds.join(' | ')} |`, `|---|${kinds.map(() => '---').join('|')}|`];
  for (const page of PAGES) {
    const cells = kinds.map((kind) => {
      const row = matrix.find((r) => r.page === page.name && r.kind === kind);
      return row ? `${row.status} (${row.ms} ms) → ${row.recovered}` : '';
    });
    lines.push(`| ${page.name} | ${cells.join(' | ')} |`);
  }
  process.stderr.write(
    `\nUpstream faults (status while faulted (time) → status after recovery):\n${lines.join('\n')}\n`,
  );
}

// ---------------------------------------------------------------------------------------------
// The matrix: every page × every fault kind of the whole upstream, then recovery

// One kind at a time (each with a fresh web server, so no cached success hides a fault), every page at once.
describe('every page while the whole upstream misbehaves, then recovers', () => {
  it.each(KINDS)('%s', async (kind) => {
    const { upstream, web } = await stack();
    const offer = await newOffer();
    const run: RunContext = { offerId: String(offer.id), offerTotal: offer.total.amount };
    await setFault(upstream, kind);
    const faulted = await Promise.all(PAGES.map((page) => request(web, page, run)));

    // The same URLs on the same web server: nothing of the failure may have been kept. One at a time, so
    // a busy machine cannot push a healthy call past the short client timeout.
    await clearFault(upstream);
    const recovered: Answer[] = [];
    for (const page of PAGES) recovered.push(await request(web, page, run));
    // What each page costs when healthy under the same concurrency as the faulted round.
    const baseline = await Promise.all(
      PAGES.map((page, i) => (page.repeatable === false ? Promise.resolve(recovered[i]) : request(web, page, run))),
    );

    const problems: string[] = [];
    PAGES.forEach((page, i) => {
      const answer = faulted[i];
      matrix.push({ page: page.name, kind, status: answer.status, ms: answer.ms, recovered: recovered[i].status });
      const label = `${page.name} with ${kind}: ${answer.status} in ${answer.ms} ms\n${answer.body.slice(0, 400)}`;
      const want = page.faulted(kind);
      try {
        expect(answer.status, label).toBe(want.status);
        expectText(answer.body, want.text, label);
        if (want.location) expect(answer.headers.get('location'), label).toBe(want.location);
        expectFriendly(answer, label);
        expect(answer.ms, label).toBeLessThan((page.faultBudgetMs ?? UPSTREAM_BUDGET_MS) + baseline[i].ms + MARGIN_MS);

        const back = recovered[i];
        const healthy = page.healthy();
        const backLabel = `${page.name} after ${kind}: ${back.status} ${back.body.match(/"notice":\{[^}]*\}/)?.[0] ?? ''}`;
        expect(back.status, backLabel).toBe(healthy.status);
        expectText(back.body, healthy.text, backLabel);
        if (healthy.location) expect(back.headers.get('location') ?? '', backLabel).toMatch(healthy.location);
      } catch (error) {
        problems.push(error instanceof Error ? error.message : String(error));
      }
    });
    expect(problems, problems.join('\n\n')).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// One call failing: the page keeps its other parts and shows the spec's error state (200)

describe('one call failing: the page shows that part’s error state and recovers', () => {
  it('listing call (500): “Nie udało się załadować parkingów.”, then the list', async () => {
    const { upstream, web } = await stack();
    const page: PageCase = { ...PAGES[2], path: listingPath };
    upstream.fault('/api/v1/products/parking/listing', 'error500');
    const faulted = await request(web, page, NO_RUN);
    expect(faulted.status).toBe(200);
    expect(faulted.body).toContain('Nie udało się załadować parkingów.');
    expect(faulted.headers.get('cache-control')).toBe('no-store');
    // A GET is retried: the first attempt and two more.
    expect(upstream.received('/api/v1/products/parking/listing', 'GET')).toHaveLength(GET_RETRIES + 1);

    await clearFault(upstream);
    const back = await request(web, page, NO_RUN);
    expect(back.status).toBe(200);
    expect(back.body).toContain('Mamy dla Ciebie');
    expect(back.body).not.toContain('Nie udało się załadować parkingów.');
  });

  it('a filter list (malformed, cached forever once loaded): “Nie udało się załadować filtrów”, then the filters', async () => {
    const { upstream, web } = await stack();
    upstream.fault('/api/security-features', 'malformed');
    const faulted = await request(web, PAGES[2], NO_RUN);
    expect(faulted.status).toBe(200);
    expect(faulted.body).toContain('Nie udało się załadować filtrów');
    expect(faulted.body).toContain('Mamy dla Ciebie');

    await clearFault(upstream);
    const back = await request(web, PAGES[2], NO_RUN);
    expect(back.body).not.toContain('Nie udało się załadować filtrów');
    expect(back.body).toContain('Udogodnienia');
  });

  it('the price call (slow) on the parking page: “Błąd” in the price area, the page within budget', async () => {
    const { upstream, web } = await stack();
    upstream.fault(/\/price\?/, 'slow');
    const faulted = await request(web, PAGES[3], NO_RUN);
    expect(faulted.status).toBe(200);
    expect(faulted.body).toMatch(/text-red-700">Błąd</);
    expect(faulted.body).toContain('Dlaczego warto?');

    await clearFault(upstream);
    const back = await request(web, PAGES[3], NO_RUN);
    expect(back.status).toBe(200);
    expect(back.body).not.toMatch(/text-red-700">Błąd</);
    expect(faulted.ms).toBeLessThan(UPSTREAM_BUDGET_MS + back.ms + MARGIN_MS);
  });

  it('home reviews (500): the page without the block is not cached; once back it is public again', async () => {
    const { upstream, web } = await stack();
    upstream.fault('/api/parking-reviews', 'error500');
    const faulted = await request(web, PAGES[0], NO_RUN);
    expect(faulted.status).toBe(200);
    expect(faulted.headers.get('cache-control')).toBe('no-store');

    await clearFault(upstream);
    const back = await request(web, PAGES[0], NO_RUN);
    expect(back.headers.get('cache-control')).toBe('public, max-age=60');
  });

  it('sitemap with one source down (reset): the rest is listed but not cached', async () => {
    const { upstream, web } = await stack();
    upstream.fault('/api/posts', 'reset');
    const faulted = await request(web, PAGES[PAGES.length - 1], NO_RUN);
    expect(faulted.status).toBe(200);
    expect(faulted.body).toContain(`/parking-lotnisko-${fixtures.airportSlug}/`);
    expect(faulted.body).not.toContain(`/blog/${fixtures.postSlug}/`);
    expect(faulted.headers.get('cache-control')).toBe('no-store');

    await clearFault(upstream);
    const back = await request(web, PAGES[PAGES.length - 1], NO_RUN);
    expect(back.body).toContain(`/blog/${fixtures.postSlug}/`);
    expect(back.headers.get('cache-control')).toBe('public, max-age=3600');
  });
});

// ---------------------------------------------------------------------------------------------
// Writes: sent exactly once per user action; an order always with its key

describe('a POST reaches the upstream exactly once per user action', () => {
  const POST_FAULTS: { kind: FaultKind; status: number }[] = [
    { kind: 'error500', status: 502 },
    { kind: 'reset', status: 502 },
    { kind: 'slow', status: 503 },
  ];

  it.each(POST_FAULTS)('proposal with $kind: one POST, the form’s message, $status', async ({ kind, status }) => {
    const { upstream, web } = await stack();
    upstream.fault('/api/v1/parking-proposals', kind, { method: 'POST' });
    const answer = await request(web, PAGES.find((p) => p.name === '/dodaj-parking/ POST') ?? PAGES[0], NO_RUN);
    expect(answer.status).toBe(status);
    expect(answer.body).toContain('Nie udało się wysłać zgłoszenia.');
    // What was typed stays in the form.
    expect(answer.body).toContain('Parking Testowy sp. z o.o.');
    expect(upstream.received('/api/v1/parking-proposals', 'POST')).toHaveLength(1);
  });

  it.each(POST_FAULTS.slice(0, 2))(
    'offer with $kind at checkout: one POST, the spec message, 200',
    async ({ kind }) => {
      const { upstream, web } = await stack();
      upstream.fault('/api/v1/offers', kind, { method: 'POST' });
      const answer = await request(web, PAGES.find((p) => p.name === '/rezerwacja/ GET') ?? PAGES[0], NO_RUN);
      expect(answer.status).toBe(200);
      expect(answer.body).toContain('Nie udało się wygenerować oferty. Spróbuj ponownie.');
      expect(upstream.received('/api/v1/offers', 'POST')).toHaveLength(1);
    },
  );

  it.each(POST_FAULTS)(
    'order with $kind: one POST with its Idempotency-Key, “Nie udało się złożyć zamówienia.”, $status',
    async ({ kind, status }) => {
      const { upstream, web } = await stack();
      const offer = await newOffer();
      upstream.fault('/api/v1/orders', kind, { method: 'POST' });
      const submit = PAGES.find((p) => p.name === '/rezerwacja/ POST submit') ?? PAGES[0];
      const answer = await request(web, submit, { offerId: String(offer.id), offerTotal: offer.total.amount });
      expect(answer.status).toBe(status);
      expect(answer.body).toContain('Nie udało się złożyć zamówienia.');
      const orders = upstream.received('/api/v1/orders', 'POST');
      expect(orders).toHaveLength(1);
      expect(orders[0].headers['idempotency-key']).toMatch(/\S{16,}/);
    },
  );

  it('every order POST any fault server saw carried an Idempotency-Key', () => {
    const orders = upstreams.flatMap((u) => u.received('/api/v1/orders', 'POST'));
    expect(orders.length).toBeGreaterThan(0);
    for (const order of orders) expect(order.headers['idempotency-key']).toMatch(/\S{16,}/);
  });
});
