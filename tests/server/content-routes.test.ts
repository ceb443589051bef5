// Content routes (blog, CMS pages, static content, add-parking form, sitemap/robots) over plain HTTP
// against the production build and a real embedded API on an in-memory database.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parkingProposals, parkings, posts } from '../../backend/db/schema';
import type { Backend } from '../../backend/index';
import { addAboutPage, startBackend } from '../backend/harness';
import { startTestServer, type TestServer } from '../setup/server-harness';

let backend: Backend;
let server: TestServer;
let origin: string;

const EMBED_HTML = '<div id="widget">Widżet partnera</div><script>parent.postMessage({height: 320}, "*")</script>';

beforeAll(async () => {
  backend = await startBackend();
  // A CMS page no static route claims: the catch-all must show it (with its embed sandboxed).
  await addAboutPage(backend, {
    paragraph: 'Parkolot porównuje parkingi.',
    format: 1,
    extra: [{ type: 'html', html: EMBED_HTML }],
  });
  server = await startTestServer({ backend });
  origin = server.url.replace('127.0.0.1', 'localhost');
});

afterAll(async () => {
  await server?.close();
  await backend?.close();
});

const get = (path: string, init: RequestInit = {}) => fetch(`${server.url}${path}`, { redirect: 'manual', ...init });

async function page(path: string): Promise<string> {
  const response = await get(path);
  expect(response.status, path).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/html');
  return response.text();
}

async function data(path: string, routeId: string): Promise<unknown> {
  const separator = path.includes('?') ? '&' : '?';
  const response = await get(`${path}${separator}_data=${encodeURIComponent(routeId)}`);
  expect(response.status, `${path} ${routeId}`).toBe(200);
  expect(response.headers.get('content-type')).toContain('application/json');
  return response.json();
}

function jsonLd(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
}

const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;

const PostSummarySchema = z.object({
  slug: z.string(),
  href: z.string(),
  title: z.string(),
  readingMinutes: z.number(),
  dateLabel: z.string().nullable(),
  image: z.object({ url: z.string(), alt: z.string() }).nullable(),
});

async function publishedPosts() {
  return backend.database.db.select().from(posts).where(eq(posts.status, 'published')).orderBy(posts.publishDate);
}

describe('blog', () => {
  it('/blog/ lists every published post, newest first, and no draft', async () => {
    const html = await page('/blog/');
    expect(html).toMatch(/<h1[^>]*>Blog<\/h1>/);
    const published = await publishedPosts();
    for (const post of published) expect(html).toContain(`href="/blog/${post.slug}/"`);
    expect(html).not.toContain('podroz-samolotem-z-dziecmi-poradnik');
    expect(html).toMatch(/\d+ min czytania/);
    expect(html).not.toContain('Brak dostępnych artykułów.');

    const body = z.object({ posts: z.array(PostSummarySchema) }).parse(await data('/blog/', 'routes/blog._index'));
    expect(body.posts.map((p) => p.slug)).toEqual(published.map((p) => p.slug).reverse());
    expect(body.posts[0]).toMatchObject({
      href: `/blog/${body.posts[0].slug}/`,
      image: { url: expect.stringMatching(/^\/images\/blog\//) },
    });
  });

  it('an article shows date, reading time, author, image with its size, content, share, CTA and two similar posts', async () => {
    const slug = 'jak-tanio-zaparkowac-przy-lotnisku-chopina';
    const response = await get(`/blog/${slug}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/^public/);
    const html = await response.text();
    expect(html).toMatch(/<h1[^>]*>Jak tanio zaparkować przy lotnisku Chopina<\/h1>/);
    expect(html).toContain('<time dateTime="2026-02-10T08:00:00.000Z">10 lutego 2026</time>');
    expect(html).toMatch(/\d+ min czytania/);
    expect(html).toContain('Marta Kowalczyk');
    expect(html).toMatch(
      /<img src="\/images\/blog\/jak-tanio-zaparkowac-przy-lotnisku-chopina.svg" alt="[^"]+" width="1200" height="630"/,
    );
    expect(html).toMatch(/<h2 id="parking-przy-terminalu-czy-parking-prywatny"/);
    expect(html).toContain('href="/parking-lotnisko-warszawa-chopin/"');
    expect(html).toContain('href="/blog/parking-przy-lotnisku-czy-taksowka/"');
    expect(html).toMatch(/href="mailto:\?subject=[^"]+"[^>]*>[\s\S]*?Udostępnij artykuł/);
    expect(html).toContain('Wyszukaj parking');
    expect(html).toContain('Podobne artykuły');

    const body = z
      .object({ post: PostSummarySchema.extend({ url: z.string() }), similar: z.array(PostSummarySchema) })
      .parse(await data(`/blog/${slug}/`, 'routes/blog.$slug'));
    expect(body.post.url).toBe(`${origin}/blog/${slug}/`);
    expect(body.similar).toHaveLength(2);
    expect(body.similar.map((p) => p.slug)).not.toContain(slug);

    const [posting] = jsonLd(html);
    expect(posting).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Jak tanio zaparkować przy lotnisku Chopina',
      author: { '@type': 'Person', name: 'Marta Kowalczyk' },
      datePublished: '2026-02-10T08:00:00.000Z',
      image: [`${origin}/images/blog/${slug}.svg`],
      mainEntityOfPage: { '@id': `${origin}/blog/${slug}/` },
    });
  });

  it('escapes < in the JSON-LD so a title cannot end the script', async () => {
    const { db } = backend.database;
    const slug = 'jak-dziala-transfer-z-parkingu-na-lotnisko';
    const [before] = await db.select().from(posts).where(eq(posts.slug, slug));
    await db.update(posts).set({ title: 'Transfer </script><script>alert(1)</script>' }).where(eq(posts.slug, slug));
    try {
      const html = await page(`/blog/${slug}/`);
      expect(html).not.toContain('<script>alert(1)</script>');
      const ld = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)?.[1] ?? '';
      expect(ld).toContain('\\u003c/script\\u003e');
    } finally {
      await db.update(posts).set({ title: before.title }).where(eq(posts.slug, slug));
    }
  });

  it.each(['/blog/nie-ma-takiego-artykulu/', '/blog/podroz-samolotem-z-dziecmi-poradnik/'])(
    '%s (unknown or draft) redirects to /blog/',
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe('/blog/');
      const dataResponse = await get(`${path}?_data=${encodeURIComponent('routes/blog.$slug')}`);
      expect(dataResponse.status).toBe(204);
      expect(dataResponse.headers.get('x-remix-redirect')).toBe('/blog/');
    },
  );
});

describe('CMS pages and the catch-all', () => {
  it('a CMS page with no route of its own is shown by the catch-all, embeds sandboxed', async () => {
    const response = await get('/o-nas/');
    const html = await response.text();
    expect(html).toMatch(/<h1[^>]*>O nas<\/h1>/);
    expect(html).toMatch(/<h2 id="kim-jestesmy"/);
    expect(html).toContain('Parkolot porównuje parkingi.');
    // An opaque origin (no allow-same-origin): the embed's scripts cannot reach the page.
    expect(html).toMatch(
      /<iframe title="Osadzona treść" sandbox="allow-scripts allow-popups" srcDoc="[^"]*Widżet partnera/,
    );
    // The frame inherits the page's CSP: its scripts run only with this response's nonce.
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
    expect(nonce).toBeTruthy();
    expect(html).toContain(`&lt;script nonce=&quot;${nonce}&quot;&gt;`);
    expect(html).not.toContain('<div id="widget">');
    const body = z
      .object({ kind: z.literal('page'), page: z.object({ title: z.string(), seo: z.object({ title: z.string() }) }) })
      .parse(await data('/o-nas/', 'routes/$slug'));
    expect(body.page).toMatchObject({ title: 'O nas', seo: { title: 'O nas | Parkolot' } });
  });

  it.each(['/nie-ma-takiej-strony/', '/a/b/c/', '/blog/a/b/', '/parking-lotnisko-/'])(
    '%s answers 404',
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toContain('text/html');
    },
  );

  it.each([
    ['/regulamin/', 'routes/regulamin', 'Regulamin', '§1. Postanowienia ogólne'],
    ['/polityka-prywatnosci/', 'routes/polityka-prywatnosci', 'Polityka prywatności', '1. Administrator danych'],
  ])('%s shows the CMS page', async (path, routeId, title, heading) => {
    const html = await page(path);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
    expect(html).toContain(heading);
    expect(html).toContain(`<title>${title} | Parkolot</title>`);
    const body = z.object({ page: z.object({ title: z.string() }) }).parse(await data(path, routeId));
    expect(body.page.title).toBe(title);
  });
});

describe('static content', () => {
  it('/faq/ has 20 questions in 5 topics, one shared accordion name, and FAQPage JSON-LD', async () => {
    const html = await page('/faq/');
    expect(count(html, /<details name="faq"/g)).toBe(20);
    for (const topic of [
      'Rezerwacja',
      'Płatności i faktury',
      'Anulowanie i zmiany',
      'Na parkingu i transfer',
      'Bezpieczeństwo i kontakt',
    ]) {
      expect(html).toMatch(new RegExp(`<h2 id="[a-z-]+-heading"[^>]*>${topic}</h2>`));
    }
    const ld = z
      .object({
        '@type': z.literal('FAQPage'),
        mainEntity: z.array(z.object({ name: z.string(), acceptedAnswer: z.object({ text: z.string() }) })),
      })
      .parse(jsonLd(html)[0]);
    expect(ld.mainEntity).toHaveLength(20);
    expect(await data('/faq/', 'routes/faq')).toBeNull();
    // What the site does itself, said as such: dates change online in Moja rezerwacja, a refund is asked at once.
    const answer = (question: string) => ld.mainEntity.find((entry) => entry.name === question)?.acceptedAnswer.text;
    expect(answer('Jak zmienić daty lub godziny rezerwacji?')).toContain('W Moja rezerwacja');
    expect(answer('Jak zmienić daty lub godziny rezerwacji?')).toContain('„Zmień termin”');
    expect(answer('Czy mogę bezpłatnie anulować rezerwację?')).toContain('zwykle w ciągu kilku dni roboczych');
  });

  it("/jak-to-dziala/ has 8 steps and the spec's 3 benefits: lowest price, flexible changes, support", async () => {
    const html = await page('/jak-to-dziala/');
    expect(count(html, /<span class="sr-only">Krok \d: <\/span>/g)).toBe(8);
    const benefits = /<section aria-labelledby="benefits-heading"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
    const titles = [...benefits.matchAll(/<h3[^>]*>([^<]*)<\/h3>/g)].map((match) => match[1]);
    expect(titles).toEqual(['Gwarancja najniższej ceny', 'Elastyczne zmiany', 'Wsparcie na każdym etapie']);
    // Support says how to reach it: the phone and e-mail of the contact page, within the support hours.
    expect(benefits).toContain('+48 22 307 45 90');
    expect(benefits).toContain('pomoc@parkolot.pl');
    expect(benefits).toContain('pon.–pt. 9:00–16:00');
    expect(await data('/jak-to-dziala/', 'routes/jak-to-dziala')).toBeNull();
  });

  it('/kontakt/ shows phone, e-mail, both hours readings, address and company', async () => {
    const html = await page('/kontakt/');
    expect(html).toContain('href="tel:+48223074590"');
    expect(html).toContain('+48 22 307 45 90');
    expect(html).toContain('href="mailto:pomoc@parkolot.pl"');
    expect(html).toContain('pon.–pt. 9:00–16:00');
    expect(html).toContain('sob.–niedz. 9:00–14:00');
    expect(html).toContain('ul. Żwirki i Wigury 16A, 02-092 Warszawa');
    expect(html).toContain('Parkolot sp. z o.o.');
    expect(await data('/kontakt/', 'routes/kontakt')).toEqual({ publicUrl: origin });
  });
});

describe('/dodaj-parking/', () => {
  const valid = {
    companyName: 'Parking Pod Skrzydłami',
    contactName: 'Ewa Zielińska',
    email: 'ewa@podskrzydlami.pl',
    phone: '+48 601 202 303',
    airport: 'GDN',
    address: 'ul. Słowackiego 200, 80-298 Gdańsk',
    spaces: '75',
    message: 'Monitoring, ogrodzenie, transfer co 15 minut.',
    consent: 'on',
  };
  const post = (fields: Record<string, string>, query = '') =>
    get(`/dodaj-parking/${query}`, { method: 'POST', body: new URLSearchParams(fields) });
  const response302 = (response: Response) =>
    response.status === 302 ? response.headers.get('location') : `status ${response.status}`;

  it('shows the CMS content above a POST form with every airport', async () => {
    const html = await page('/dodaj-parking/');
    expect(html).toMatch(/<h1[^>]*>Dodaj swój parking<\/h1>/);
    const content = html.indexOf('Dlaczego warto');
    const form = html.indexOf('<form method="post"');
    expect(content).toBeGreaterThan(0);
    expect(form).toBeGreaterThan(content);
    expect(count(html, /<option value="[A-Z]{3}">/g)).toBe(15);
    for (const name of [
      'companyName',
      'contactName',
      'email',
      'phone',
      'airport',
      'address',
      'spaces',
      'message',
      'consent',
    ]) {
      expect(html).toContain(`name="${name}"`);
    }
    const body = z
      .object({ airports: z.array(z.object({ code: z.string(), label: z.string() })), sent: z.boolean() })
      .parse(await data('/dodaj-parking/', 'routes/dodaj-parking'));
    expect(body.sent).toBe(false);
    expect(body.airports).toContainEqual({ code: 'WAW', label: 'Warszawa-Chopin (WAW)' });
  });

  it('an invalid POST answers 400 with Polish messages next to the fields and keeps the values', async () => {
    const response = await post({ ...valid, email: 'ewa(at)example', spaces: '0', consent: '' });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('Podaj poprawny adres e-mail, np. biuro@twojparking.pl.');
    expect(html).toContain('Parking musi mieć co najmniej 1 miejsce.');
    expect(html).toContain('Zaznacz zgodę, abyśmy mogli skontaktować się z Tobą w sprawie zgłoszenia.');
    // Without JS the page reloads at the top: a summary there links to each field to fix.
    expect(html).toContain('Zgłoszenie nie zostało wysłane – popraw zaznaczone pola:');
    expect(html).toContain('href="#parking-proposal-email"');
    expect(html.indexOf('Zgłoszenie nie zostało wysłane')).toBeLessThan(html.indexOf('Dlaczego warto'));
    expect(html).toMatch(/<input[^>]*aria-invalid="true"[^>]*name="email"|name="email"[^>]*aria-invalid="true"/);
    expect(html).toContain('value="Parking Pod Skrzydłami"');
    expect(html).toContain('value="ewa(at)example"');
    expect(html).toContain('Monitoring, ogrodzenie, transfer co 15 minut.</textarea>');
    expect(html).toMatch(/<option value="GDN" selected="">/);
  });

  it('a control or direction-override character is named at its field, before anything is stored', async () => {
    const response = await post({ ...valid, companyName: 'Parking\u202e Skrzydła', email: 'bidi@example.pl' });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Usuń z tego pola niewidoczne znaki sterujące.');
    const rows = await backend.database.db
      .select()
      .from(parkingProposals)
      .where(eq(parkingProposals.email, 'bidi@example.pl'));
    expect(rows).toHaveLength(0);
  });

  it('an empty POST names every required field (JSON for ?_data=)', async () => {
    const response = await post({}, `?_data=${encodeURIComponent('routes/dodaj-parking')}`);
    expect(response.status).toBe(400);
    const body = z
      .object({ result: z.object({ error: z.record(z.string(), z.array(z.string())) }) })
      .parse(await response.json());
    expect(Object.keys(body.result.error).sort()).toEqual([
      'address',
      'airport',
      'companyName',
      'consent',
      'contactName',
      'email',
      'phone',
      'spaces',
    ]);
  });

  it('an airport the API does not know comes back as the field message', async () => {
    const response = await post({ ...valid, airport: 'XYZ' });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Wybierz lotnisko z listy.');
  });

  it('a valid POST stores the proposal and redirects to the thank-you page', async () => {
    const response = await post(valid);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/dodaj-parking/?wyslano=1');
    const [row] = await backend.database.db
      .select()
      .from(parkingProposals)
      .where(
        and(
          eq(parkingProposals.email, 'ewa@podskrzydlami.pl'),
          eq(parkingProposals.companyName, 'Parking Pod Skrzydłami'),
        ),
      );
    expect(row).toMatchObject({
      contactName: 'Ewa Zielińska',
      phone: '+48 601 202 303',
      spaces: 75,
      address: 'ul. Słowackiego 200, 80-298 Gdańsk',
    });

    const thanks = await page('/dodaj-parking/?wyslano=1');
    expect(thanks).toContain('Dziękujemy! Zgłoszenie zostało wysłane.');
    expect(thanks).not.toContain('<form method="post"');
  });

  it('a filled honeypot is thanked but not stored', async () => {
    const response = await post({ ...valid, email: 'bot@spam.example', website: 'https://spam.example' });
    expect(response.status).toBe(302);
    const rows = await backend.database.db
      .select()
      .from(parkingProposals)
      .where(eq(parkingProposals.email, 'bot@spam.example'));
    expect(rows).toHaveLength(0);
  });

  it('the form carries the honeypot (remix-utils): a hidden trap field and the encrypted time it was rendered', async () => {
    const html = await page('/dodaj-parking/');
    expect(html).toMatch(/<div id="website_wrap" class="hidden" aria-hidden="true">/);
    expect(html).toMatch(
      /<input id="website" name="website" type="text" autoComplete="off" tabindex="-1" value=""\/>/i,
    );
    expect(html).toMatch(
      /name="from__confirm" type="text" readonly="" autoComplete="off" tabindex="-1" value="[^"]+"/i,
    );
  });

  it('a post with the rendered honeypot fields untouched is stored; a made-up timestamp, or the trap without one, is thanked but not stored', async () => {
    const html = await page('/dodaj-parking/');
    const validFrom =
      /name="from__confirm"[^>]* value="([^"]+)"/.exec(html)?.[1]?.replaceAll('&#x2F;', '/').replaceAll('&amp;', '&') ??
      '';
    expect(validFrom).not.toBe('');
    const human = await post({ ...valid, email: 'czlowiek@example.pl', website: '', from__confirm: validFrom });
    expect(response302(human)).toBe('/dodaj-parking/?wyslano=1');
    const forged = await post({
      ...valid,
      email: 'bot2@spam.example',
      website: '',
      from__confirm: 'U2FsdGVkX1+zmyslone',
    });
    expect(response302(forged)).toBe('/dodaj-parking/?wyslano=1');
    const withoutTime = await post({ ...valid, email: 'bot3@spam.example', website: '' });
    expect(response302(withoutTime)).toBe('/dodaj-parking/?wyslano=1');
    const stored = async (email: string) =>
      (await backend.database.db.select().from(parkingProposals).where(eq(parkingProposals.email, email))).length;
    expect(await stored('czlowiek@example.pl')).toBe(1);
    expect(await stored('bot2@spam.example')).toBe(0);
    expect(await stored('bot3@spam.example')).toBe(0);
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('sitemap lists home, airports, active parkings, blog, posts, content and CMS pages with absolute URLs', async () => {
    const response = await get('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/xml');
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(new Set(locs).size).toBe(locs.length);
    for (const loc of locs) expect(loc.startsWith(`${origin}/`)).toBe(true);
    for (const path of [
      '/',
      '/blog/',
      '/jak-to-dziala/',
      '/faq/',
      '/kontakt/',
      '/dodaj-parking/',
      '/regulamin/',
      '/polityka-prywatnosci/',
      '/o-nas/',
    ]) {
      expect(locs).toContain(`${origin}${path}`);
    }
    expect(locs).toContain(`${origin}/parking-lotnisko-warszawa-chopin/`);
    expect(locs.filter((l) => /\/parking-lotnisko-[^/]+\/$/.test(l))).toHaveLength(15);

    const { db } = backend.database;
    const all = await db.select({ slug: parkings.slug, active: parkings.active }).from(parkings);
    const details = locs.filter((l) => /\/parking-lotnisko-[^/]+\/[^/]+\/$/.test(l));
    expect(details).toHaveLength(all.filter((p) => p.active).length);
    expect(details.some((l) => l.endsWith('/parking-wirazowa/'))).toBe(false);

    for (const post of await publishedPosts()) expect(locs).toContain(`${origin}/blog/${post.slug}/`);
    expect(locs.some((l) => l.includes('podroz-samolotem-z-dziecmi-poradnik'))).toBe(false);
    expect(xml).toMatch(
      /<loc>[^<]+\/blog\/jak-tanio-zaparkowac-przy-lotnisku-chopina\/<\/loc><lastmod>2026-02-10T08:00:00.000Z<\/lastmod>/,
    );
  });

  it('robots.txt allows all but checkout, payment and the API, and points at the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const text = await response.text();
    expect(text).toContain('User-agent: *\nAllow: /\n');
    expect(text).toContain('Disallow: /rezerwacja/');
    expect(text).toContain('Disallow: /platnosc/');
    expect(text).toContain('Disallow: /api/');
    expect(text).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });
});
