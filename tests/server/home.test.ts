// The home page, the shell (header, footer, chat widget) and the 404 page, over HTTP against the real
// production server with the embedded API on an in-memory database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EnvError, parseEnv } from '../../app/.server/env';
import { backendConfigFromEnv } from '../../backend/config';
import { createBackend, type Backend } from '../../backend/index';
import type { EmbeddedApi } from '../../server/app';
import { startTestServer, type TestServer } from '../setup/server-harness';

const WIDGET_URL = 'https://widget.example.com/chat.js';

let backend: Backend;
let server: TestServer;
let widgetServer: TestServer;
let faultyServer: TestServer;

/** One seeded database for every server here; each server's shutdown leaves it open. */
function shared(fault?: (url: URL) => Response | null): EmbeddedApi {
  return {
    fetch: async (request) => fault?.(new URL(request.url)) ?? backend.fetch(request),
    isReady: () => backend.isReady(),
    close: async () => {},
  };
}

beforeAll(async () => {
  backend = await createBackend({ ...backendConfigFromEnv({ NODE_ENV: 'test' }), dataDir: 'memory', seed: true });
  [server, widgetServer, faultyServer] = await Promise.all([
    startTestServer({ backend: shared() }),
    startTestServer({ backend: shared(), env: { CHAT_WIDGET_URL: WIDGET_URL } }),
    startTestServer({
      backend: shared((url) => {
        if (url.pathname === '/api/parking-reviews')
          return new Response('{"errors":[{"message":"boom"}]}', { status: 500 });
        if (url.pathname === '/api/posts')
          return new Response('not json', { status: 200, headers: { 'content-type': 'application/json' } });
        if (url.pathname === '/api/airports') return new Response(null, { status: 503 });
        return null;
      }),
    }),
  ]);
});
afterAll(async () => {
  await Promise.all([server?.close(), widgetServer?.close(), faultyServer?.close()]);
  await backend?.close();
});

const get = (base: TestServer, path: string) => fetch(`${base.url}${path}`, { redirect: 'manual' });
const html = async (base: TestServer, path: string) => {
  const response = await get(base, path);
  return { status: response.status, headers: response.headers, body: await response.text() };
};

/** The inner HTML of the first element carrying `attribute` (elements of that tag are not nested here). */
function elementWith(body: string, tag: string, attribute: string): string {
  const start = body.search(new RegExp(`<${tag}[^>]*\\s${attribute}(?:=|\\s|>)`));
  expect(start, `<${tag} ${attribute}>`).toBeGreaterThanOrEqual(0);
  const end = body.indexOf(`</${tag}>`, start);
  return body.slice(start, end);
}

function allElementsWith(body: string, tag: string, attribute: string): string[] {
  const found: string[] = [];
  let rest = body;
  for (;;) {
    const start = rest.search(new RegExp(`<${tag}[^>]*\\s${attribute}(?:=|\\s|>)`));
    if (start < 0) return found;
    const end = rest.indexOf(`</${tag}>`, start);
    found.push(rest.slice(start, end));
    rest = rest.slice(end);
  }
}

const count = (text: string, pattern: RegExp) => (text.match(new RegExp(pattern.source, 'g')) ?? []).length;

const AirportsSchema = z.object({ docs: z.array(z.object({ code: z.string(), slug: z.string(), name: z.string() })) });

const HomeDataSchema = z.strictObject({
  hero: z.strictObject({ title: z.string().min(1), subtitle: z.string().min(1) }),
  stay: z.strictObject({ arrivalAt: z.string(), departureAt: z.string() }),
  featuredAirports: z.array(
    z.strictObject({
      code: z.string(),
      name: z.string(),
      city: z.string(),
      slug: z.string(),
      image: z.strictObject({ url: z.string(), alt: z.string() }).nullable(),
    }),
  ),
  showAllAirports: z.boolean(),
  showAllAirportsHref: z.string(),
  reviews: z.array(
    z.strictObject({
      id: z.string(),
      reviewerName: z.string().min(1),
      rating: z.number().int().min(1).max(5),
      comment: z.string(),
      parkingName: z.string().nullable(),
      reviewDate: z.string().nullable(),
      reviewedAgo: z.string().nullable(),
    }),
  ),
  // The blog list's card data (PostSummary): the home page shows the same post cards.
  posts: z.array(
    z.strictObject({
      slug: z.string(),
      href: z.string(),
      title: z.string(),
      excerpt: z.string(),
      author: z.string(),
      publishDate: z.string().nullable(),
      dateLabel: z.string().nullable(),
      readingMinutes: z.number().int().positive(),
      image: z.strictObject({ url: z.string(), alt: z.string() }).nullable(),
    }),
  ),
});

describe.each([
  ['/', 'routes/_index'],
  ['/home/', 'routes/home'],
])('home page %s', (path, routeId) => {
  it('is server-rendered with the title, canonical / and every block', async () => {
    const { status, body } = await html(server, path);
    expect(status).toBe(200);
    expect(body).toContain('<title>Najlepszy parking przy lotnisku w Polsce | Parkolot</title>');
    expect(body).toMatch(/<link rel="canonical" href="http:\/\/localhost:\d+\/"\/>/);
    expect(body).toMatch(/<meta property="og:url" content="http:\/\/localhost:\d+\/"\/>/);
    expect(body).toContain('<meta property="og:locale" content="pl_PL"/>');
    expect(body).toMatch(/<meta property="og:image" content="http:\/\/localhost:\d+\/og-image\.png"\/>/);
    expect(body).toMatch(/<h1[^>]*>Najlepszy parking przy lotnisku w Polsce<\/h1>/);
    expect(body).toContain('Jak to działa?');
    for (const step of [
      'Wyszukaj parking',
      'Porównaj i zarezerwuj',
      'Zaparkuj i jedź bezpłatnym transferem',
      'Wróć i jedź do domu',
    ]) {
      expect(body).toContain(step);
    }
    for (const advantage of [
      'Gwarancja najniższej ceny',
      'Bezpłatny transfer',
      'Bezpłatna anulacja',
      'Sprawdzone i monitorowane parkingi',
      'Natychmiastowe potwierdzenie',
    ]) {
      expect(body).toContain(advantage);
    }
  });

  it('shows 3 featured airports and renders the rest hidden, with a no-JS link to all', async () => {
    const { body } = await html(server, path);
    const list = elementWith(body, 'ul', 'data-featured-airports');
    const tiles = list.split('<li').slice(1);
    expect(tiles.length).toBeGreaterThan(3);
    expect(tiles.slice(0, 3).every((tile) => !tile.startsWith(' hidden'))).toBe(true);
    expect(tiles.slice(3).every((tile) => tile.startsWith(' hidden'))).toBe(true);
    for (const tile of tiles) {
      expect(tile).toMatch(/href="\/parking-lotnisko-[a-z-]+\/"/);
      expect(tile).toMatch(/<img src="[^"]+" alt="" width="640" height="360"/);
    }
    expect(body).toMatch(
      new RegExp(`href="${path}\\?lotniska=wszystkie#polecane-lotniska"[^>]*>Zobacz wszystkie lotniska`),
    );
  });

  it('shows every featured airport with ?lotniska=wszystkie (no button)', async () => {
    const { body } = await html(server, `${path}?lotniska=wszystkie`);
    const list = elementWith(body, 'ul', 'data-featured-airports');
    expect(count(list, /<li hidden/)).toBe(0);
    expect(count(list, /<li/)).toBeGreaterThan(3);
    expect(body).not.toContain('Zobacz wszystkie lotniska');
  });

  it('renders 9 reviews as a scroll-snap list and 3 latest posts with a link to the blog', async () => {
    const { body } = await html(server, path);
    const reviews = elementWith(body, 'section', 'data-review-carousel');
    expect(count(reviews, /aria-label="Opinia \d z 9"/)).toBe(9);
    expect(count(reviews, /<blockquote/)).toBe(9);
    expect(reviews).toContain('snap-x');
    expect(reviews).toMatch(/<p>„[^<]+”<\/p>/);
    expect(count(reviews, /<time dateTime="[^"]+"[^>]*>[^<]+<\/time>/)).toBe(9);
    const posts = elementWith(body, 'section', 'aria-labelledby="posts-heading"');
    expect(count(posts, /href="\/blog\/[a-z0-9-]+\/"/)).toBe(3);
    expect(posts).toMatch(/href="\/blog\/"[^>]*>Zobacz wszystkie artykuły/);
  });

  it(`?_data=${routeId} answers the view model with only what the page shows`, async () => {
    const response = await get(server, `${path}?_data=${routeId}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    const data = HomeDataSchema.parse(await response.json());
    expect(data.featuredAirports.length).toBeGreaterThan(3);
    expect(data.reviews).toHaveLength(9);
    expect(data.posts).toHaveLength(3);
    expect(data.showAllAirports).toBe(false);
    // Spec §9 default stay: arrival at the next full hour, departure 7 days later.
    const arrival = new Date(data.stay.arrivalAt);
    const departure = new Date(data.stay.departureAt);
    expect(data.stay.arrivalAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:00:00(?:\.000)?[+-]\d{2}:\d{2}$/);
    expect(arrival.getTime()).toBeGreaterThan(Date.now());
    expect(arrival.getTime() - Date.now()).toBeLessThanOrEqual(60 * 60 * 1000);
    const days = (departure.getTime() - arrival.getTime()) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(6.95); // 7 Warsaw days (±1 h across a DST change)
    expect(days).toBeLessThanOrEqual(7.05);
    // Latest reviews first.
    const dates = data.reviews.map((review) => Date.parse(review.reviewDate ?? ''));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  });
});

describe('header and footer', () => {
  it('list every airport with its code, in the desktop dropdown and the mobile menu', async () => {
    const airports = AirportsSchema.parse(await (await get(server, '/api/airports?limit=100')).json()).docs;
    expect(airports).toHaveLength(15);
    const { body } = await html(server, '/');
    const lists = allElementsWith(body, 'ul', 'data-airport-list');
    expect(lists).toHaveLength(2);
    for (const list of lists) {
      expect(count(list, /<li/)).toBe(15);
      expect(count(list, /Parking przy lotnisku/)).toBe(15);
      for (const airport of airports) {
        expect(list).toContain(`href="/parking-lotnisko-${airport.slug}/"`);
        expect(list).toMatch(new RegExp(`>${airport.code}</span>`));
      }
    }
    expect(body).toContain('Zadzwoń i zarezerwuj!');
    expect(body).toMatch(/href="\/jak-to-dziala\/"[^>]*>Jak to działa</);
    expect(body).toMatch(/href="\/kontakt\/"[^>]*>Kontakt</);
    // Works without JS: the dropdowns are <details>, and nothing claims a state the server cannot know.
    expect(count(body, /<details/)).toBe(3);
    expect(body).not.toContain('aria-expanded');
  });

  it('the footer has service links, the contact block, the company and legal links in a new tab', async () => {
    const { body } = await html(server, '/');
    const footer = elementWith(body, 'footer', 'class');
    for (const href of ['/jak-to-dziala/', '/faq/', '/blog/', '/kontakt/', '/dodaj-parking/']) {
      expect(footer).toContain(`href="${href}"`);
    }
    expect(footer).toMatch(/href="\/dodaj-parking\/"[^>]*>Dodaj parking</);
    expect(footer).toContain('pon.–pt. 9:00–16:00');
    expect(footer).toContain('href="tel:+48223074590"');
    expect(footer).toContain('href="mailto:pomoc@parkolot.pl"');
    expect(footer).toMatch(/© \d{4} Parkolot sp\. z o\.o\./);
    expect(footer).toMatch(/href="\/polityka-prywatnosci\/" target="_blank" rel="noopener"[^>]*>Polityka prywatności/);
    expect(footer).toMatch(/href="\/regulamin\/" target="_blank" rel="noopener"[^>]*>Regulamin/);
  });

  it('root data carries the header airports and the chat widget config, nothing more', async () => {
    const data = z
      .strictObject({
        publicUrl: z.string(),
        canonicalUrl: z.string(),
        airports: z.array(z.strictObject({ code: z.string(), name: z.string(), slug: z.string() })),
        chatWidgetUrl: z.string().nullable(),
      })
      .parse(await (await get(server, '/?_data=root')).json());
    expect(data.airports).toHaveLength(15);
    expect(data.chatWidgetUrl).toBeNull();
  });
});

describe('404', () => {
  it.each(['/nie-ma-takiej-strony/', '/a/b/c/'])(
    '%s answers 404 with the not-found screen inside the shell',
    async (path) => {
      const { status, headers, body } = await html(server, path);
      expect(status).toBe(404);
      expect(headers.get('content-type')).toContain('text/html');
      expect(body).toContain('<title>Strona nie znaleziona</title>');
      expect(body).toMatch(/>404</);
      expect(body).toMatch(/<h1[^>]*>Oops! Page not found<\/h1>/);
      expect(body).toMatch(/href="\/"[^>]*>.*Wróć na stronę główną/s);
      expect(body).not.toContain('Unexpected Application Error!');
      expect(body).not.toMatch(/at .+\(.+:\d+:\d+\)/);
      // Header and footer are still there, with the airports.
      expect(count(elementWith(body, 'ul', 'data-airport-list'), /<li/)).toBe(15);
      expect(body).toContain('pon.–pt. 9:00–16:00');
      expect(body).not.toContain('rel="canonical"');
    },
  );
});

describe('chat-support widget', () => {
  it('is one async script on every page when CHAT_WIDGET_URL is set', async () => {
    for (const path of ['/', '/home/', '/nie-ma-takiej-strony/']) {
      const { body, headers } = await html(widgetServer, path);
      expect(count(body, /<script[^>]+src="https:\/\/widget\.example\.com\/chat\.js"/)).toBe(1);
      // It carries the response's CSP nonce, or the policy would block it.
      const nonce = /'nonce-([^']+)'/.exec(headers.get('content-security-policy') ?? '')?.[1];
      expect(body).toContain(`<script src="${WIDGET_URL}" async="" nonce="${nonce}"></script>`);
    }
    const data = z.object({ chatWidgetUrl: z.string() }).parse(await (await get(widgetServer, '/?_data=root')).json());
    expect(data.chatWidgetUrl).toBe(WIDGET_URL);
  });

  it('CHAT_WIDGET_URL must be an http(s) URL; empty means unset', () => {
    expect(parseEnv({ CHAT_WIDGET_URL: WIDGET_URL }).CHAT_WIDGET_URL).toBe(WIDGET_URL);
    expect(parseEnv({ CHAT_WIDGET_URL: '' }).CHAT_WIDGET_URL).toBeUndefined();
    expect(parseEnv({}).CHAT_WIDGET_URL).toBeUndefined();
    expect(() => parseEnv({ CHAT_WIDGET_URL: 'javascript:alert(1)' })).toThrow(EnvError);
    expect(() => parseEnv({ CHAT_WIDGET_URL: 'chat.js' })).toThrow(/CHAT_WIDGET_URL/);
  });

  it('is absent when CHAT_WIDGET_URL is unset', async () => {
    const { body } = await html(server, '/');
    expect(body).not.toContain('widget.example.com');
    // Only Remix's own module scripts.
    expect(count(body, /<script[^>]+src=/)).toBe(0);
  });
});

describe('failing upstream blocks', () => {
  it('hide their block, never a 500', async () => {
    const { status, body } = await html(faultyServer, '/');
    expect(status).toBe(200);
    expect(body).toMatch(/<h1[^>]*>Najlepszy parking przy lotnisku w Polsce<\/h1>/);
    expect(body).not.toContain('data-review-carousel');
    expect(body).not.toContain('posts-heading');
    expect(body).toContain('data-featured-airports');
    // Spec §8: an airport load failure is logged only; the header list stays empty.
    expect(body).not.toContain('data-airport-list');
    expect(body).toContain('Lista lotnisk jest chwilowo niedostępna.');
  });
});
