import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { getCollection } from '../../backend/content/collections';
import { compileWhere, parseWhereParams, type QueryTarget } from '../../backend/content/where';
import { pages, posts } from '../../backend/db/schema';
import type { Backend } from '../../backend/index';
import { call, startBackend } from './harness';

let backend: Backend;
beforeAll(async () => {
  backend = await startBackend();
});
afterAll(() => backend.close());

type Page = { docs: Record<string, unknown>[]; totalDocs: number; [k: string]: unknown };
const page = async (path: string) => {
  const r = await call(backend, path);
  expect(r.status, r.text).toBe(200);
  return r.body as Page;
};

describe('content API (Payload REST semantics)', () => {
  it('lists all 15 airports with the paginated envelope', async () => {
    const body = await page('/api/airports?page=1&limit=100&depth=2');
    expect(body.totalDocs).toBe(15);
    expect(body).toMatchObject({
      limit: 100,
      totalPages: 1,
      page: 1,
      pagingCounter: 1,
      hasPrevPage: false,
      hasNextPage: false,
      prevPage: null,
      nextPage: null,
    });
    expect(body.docs.map((d) => d.code).sort()).toEqual(
      ['BZG', 'GDN', 'IEG', 'KRK', 'KTW', 'LCJ', 'LUZ', 'POZ', 'RDO', 'RZE', 'SZY', 'SZZ', 'WAW', 'WMI', 'WRO'].sort(),
    );
    expect(body.docs[0]).toMatchObject({
      id: expect.any(Number),
      name: expect.any(String),
      slug: expect.any(String),
      city: expect.any(String),
    });
  });

  it('paginates with limit and page', async () => {
    const p2 = await page('/api/airports?limit=4&page=2');
    expect(p2).toMatchObject({
      limit: 4,
      page: 2,
      totalPages: 4,
      pagingCounter: 5,
      hasPrevPage: true,
      hasNextPage: true,
      prevPage: 1,
      nextPage: 3,
    });
    expect(p2.docs).toHaveLength(4);
    const last = await page('/api/airports?limit=4&page=4');
    expect(last.docs).toHaveLength(3);
    expect(last.hasNextPage).toBe(false);
  });

  it('filters with equals, in, like, not_equals and sorts both ways', async () => {
    expect((await page('/api/airports?where[code][equals]=KRK')).docs.map((d) => d.code)).toEqual(['KRK']);
    expect((await page('/api/airports?where[code][in]=KRK,GDN&sort=code')).docs.map((d) => d.code)).toEqual([
      'GDN',
      'KRK',
    ]);
    expect((await page('/api/airports?where[code][not_equals]=WAW&limit=100')).totalDocs).toBe(14);
    // like: case-insensitive "contains"
    const like = await page('/api/airports?where[city][like]=WARSZ&limit=100');
    expect(like.docs.map((d) => d.city)).toEqual(['Warszawa']);
    const asc = (await page('/api/airports?sort=code&limit=100')).docs.map((d) => String(d.code));
    const desc = (await page('/api/airports?sort=-code&limit=100')).docs.map((d) => String(d.code));
    expect(asc).toEqual([...asc].sort());
    expect(desc).toEqual([...asc].reverse());
  });

  it('supports or-groups', async () => {
    const body = await page('/api/airports?where[or][0][code][equals]=WAW&where[or][1][code][equals]=GDN&sort=code');
    expect(body.docs.map((d) => d.code)).toEqual(['GDN', 'WAW']);
  });

  it('filters parkings by a nested relation path and populates by depth', async () => {
    const krk = await page('/api/parking?where[airport.slug][equals]=krakow-balice&limit=100&depth=1');
    expect(krk.totalDocs).toBeGreaterThanOrEqual(3);
    for (const doc of krk.docs) expect(doc.airport).toMatchObject({ code: 'KRK' });
    const flat = await page('/api/parking?where[airport.slug][equals]=krakow-balice&limit=1&depth=0');
    expect(typeof flat.docs[0].airport).toBe('number');
    const feature = flat.docs[0].securityFeatures;
    expect(Array.isArray(feature) && feature.every((f) => typeof f === 'number')).toBe(true);
  });

  it('finds one parking by slug, as the detail page does', async () => {
    const one = await page('/api/parking?limit=1&depth=0');
    const slug = String(one.docs[0].slug);
    const bySlug = await page(`/api/parking?where[slug][equals]=${encodeURIComponent(slug)}&limit=1&depth=2`);
    expect(bySlug.docs).toHaveLength(1);
    expect(bySlug.docs[0]).toMatchObject({
      slug,
      location: {
        address: expect.any(String),
        transferTime: expect.any(Number),
        distanceFromAirport: expect.any(Number),
      },
      rating: { average: expect.any(Number), count: expect.any(Number) },
      airport: { slug: expect.any(String), name: expect.any(String) },
    });
  });

  it('reads by id and answers 404 with an errors body for unknown ids and collections', async () => {
    const list = await page('/api/airports?limit=1');
    const id = Number(list.docs[0].id);
    const one = await call(backend, `/api/airports/${id}`);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ id });
    for (const path of ['/api/airports/999999', '/api/airports/abc', '/api/nope', '/api/nope/1']) {
      const r = await call(backend, path);
      expect(r.status, path).toBe(404);
      expect(r.body).toMatchObject({ errors: [{ message: expect.any(String) }] });
    }
  });

  it('rejects bad queries with 400 and a Polish message, never 500', async () => {
    for (const q of [
      'where[password][equals]=x',
      'where[code][regex]=x',
      'where[sortOrder][greater_than]=abc',
      // Only decimal numbers: `Number` alone reads these as 1.
      'where[id][equals]=0x1',
      'where[id][equals]=0b1',
      'where[id][in]=2,0o1',
      'sort=secret',
      'limit=-1',
      'limit=abc',
      // …and so are a page, a limit and a depth.
      'limit=0x10',
      'page=0x2',
      'depth=0x1',
      'limit=1e1',
      'page=0',
      'depth=99',
      'where[code]=x',
      'where[a][b][c][d][e][f][g][h][i]=1',
      // A list's entries are numbered; a prototype's name is no index.
      'where[or][__proto__][name][equals]=x',
      'where[and][constructor][name][equals]=x',
    ]) {
      const r = await call(backend, `/api/airports?${q}`);
      expect(r.status, q).toBe(400);
      expect(r.body, q).toMatchObject({ errors: [{ message: expect.any(String) }] });
    }
    // …while every decimal spelling of a number still filters.
    const ids = await page('/api/airports?where[id][in]=1,%2B2, 3.0,4e0&sort=id');
    expect(ids.docs.map((d) => d.id)).toEqual([1, 2, 3, 4]);
  });

  it('lists published posts newest first, with the home page sort alias', async () => {
    const posts = await page('/api/posts?where[status][equals]=published&limit=100&sort=-publishDate&depth=2');
    expect(posts.totalDocs).toBeGreaterThanOrEqual(6);
    const dates = posts.docs.map((d) => String(d.publishDate));
    expect(dates).toEqual([...dates].sort().reverse());
    expect(posts.docs.every((d) => d.status === 'published')).toBe(true);
    const home = await page('/api/posts?where[status][equals]=published&limit=3&sort=-publishedAt');
    expect(home.docs.map((d) => d.id)).toEqual(posts.docs.slice(0, 3).map((d) => d.id));
    // No filter at all: the same published posts (drafts are never public).
    const all = await page('/api/posts?limit=100');
    expect(all.totalDocs).toBe(posts.totalDocs);
    const content = posts.docs[0].content as { root: { children: unknown[] } };
    expect(content.root.children.length).toBeGreaterThan(0);
  });

  it('serves the CMS pages the site links to', async () => {
    for (const slug of ['regulamin', 'polityka-prywatnosci', 'dodaj-parking']) {
      const r = await page(`/api/pages?where[slug][equals]=${slug}&depth=2&locale=pl`);
      expect(r.docs, slug).toHaveLength(1);
      expect(r.docs[0]).toMatchObject({ slug, title: expect.any(String) });
    }
  });

  it('serves reviews newest first, filtered by parking, with the parking populated', async () => {
    const latest = await page('/api/parking-reviews?limit=9&sort=-reviewDate&depth=1');
    expect(latest.docs).toHaveLength(9);
    expect(latest.docs[0].parking).toMatchObject({ name: expect.any(String) });
    const parkingId = (latest.docs[0].parking as { id: number }).id;
    const own = await page(`/api/parking-reviews?where[parking][equals]=${parkingId}&sort=-reviewDate&depth=1`);
    expect(own.docs.every((d) => (d.parking as { id: number }).id === parkingId)).toBe(true);
    const dates = own.docs.map((d) => String(d.reviewDate));
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('serves the three filter collections as {id, name}', async () => {
    for (const c of ['service-types', 'booking-options', 'security-features']) {
      const r = await page(`/api/${c}`);
      expect(r.docs.length, c).toBeGreaterThan(0);
      expect(r.docs[0]).toMatchObject({ id: expect.any(Number), name: expect.any(String) });
    }
  });

  it('serves the home-page global with airports populated', async () => {
    const r = await call(backend, '/api/globals/home-page');
    expect(r.status).toBe(200);
    const airports = (r.body as { airports: { code: string }[] }).airports;
    expect(airports.length).toBeGreaterThanOrEqual(3);
    expect(airports[0]).toMatchObject({ code: expect.any(String), slug: expect.any(String) });
    expect((await call(backend, '/api/globals/nope')).status).toBe(404);
  });
});

describe('draft posts are never public', () => {
  const DRAFT = { slug: 'szkic-tajny-artykul', title: 'Tajny szkic artykułu' };
  let draftId: number;
  let publishedCount: number;

  beforeAll(async () => {
    // Dated in the future, so a list sorted newest first would show it at the top.
    const [row] = await backend.database.db
      .insert(posts)
      .values({
        ...DRAFT,
        excerpt: 'Jeszcze nie do czytania.',
        publishDate: new Date(Date.now() + 86_400_000),
        status: 'draft',
      })
      .returning({ id: posts.id });
    draftId = row.id;
    // A page and a published post whose rich text links to the draft (by slug, and by id) and to a published post.
    const paragraph = (...children: unknown[]) => ({ type: 'paragraph', children });
    const text = (t: string) => ({ type: 'text', text: t, format: 0 });
    const link = (label: string, value: { id?: number; slug?: string }) => ({
      type: 'link',
      fields: { linkType: 'internal', doc: { relationTo: 'posts', value }, newTab: false },
      children: [text(label)],
    });
    const content = {
      root: {
        type: 'root',
        children: [
          paragraph(
            text('Zobacz: '),
            link('nasz nowy poradnik', { slug: DRAFT.slug }),
            text(' oraz '),
            link('porównanie kosztów', { slug: 'parking-przy-lotnisku-czy-taksowka' }),
          ),
          paragraph(link('ten sam szkic po id', { id: draftId })),
        ],
      },
    };
    await backend.database.db.insert(pages).values({ slug: 'strona-ze-szkicem', title: 'Strona ze szkicem', content });
    await backend.database.db
      .update(posts)
      .set({ content })
      .where(eq(posts.slug, 'jak-tanio-zaparkowac-przy-lotnisku-chopina'));
    publishedCount = (await page('/api/posts?where[status][equals]=published&limit=0')).totalDocs;
  });

  const hidesDraft = (body: Page) => {
    expect(body.docs.map((d) => d.id)).not.toContain(draftId);
    expect(body.docs.every((d) => d.status === 'published')).toBe(true);
    expect(JSON.stringify(body)).not.toContain(DRAFT.title);
  };

  it('a request for drafts gets what a filter matching nothing gets: no docs, totalDocs 0', async () => {
    for (const q of [
      'where[status][equals]=draft',
      'where[status][not_equals]=published',
      'where[status][in]=draft,published&where[status][not_in]=published',
      'where[or][0][status][equals]=draft&where[or][1][slug][equals]=nie-ma-takiego',
      `where[id][equals]=${draftId}`,
      `where[slug][equals]=${DRAFT.slug}`,
      'where[slug][like]=tajny',
      'where[title][like]=szkic',
    ]) {
      const body = await page(`/api/posts?${q}&limit=100&depth=2`);
      expect(body.docs, q).toEqual([]);
      expect(body.totalDocs, q).toBe(0);
    }
  });

  it('lists, counts and pages without it, whatever the sort', async () => {
    for (const q of [
      'limit=100',
      'limit=0',
      'sort=-publishDate&limit=1',
      'sort=-publishedAt&limit=3&depth=2',
      'where[status][exists]=true&limit=100',
    ]) {
      const body = await page(`/api/posts?${q}`);
      hidesDraft(body);
      expect(body.totalDocs, q).toBe(publishedCount);
    }
    const newest = await page('/api/posts?sort=-publishDate&limit=1');
    expect(newest.totalPages).toBe(publishedCount);
  });

  it('is a 404 by id, at every depth', async () => {
    for (const depth of [0, 2]) {
      const r = await call(backend, `/api/posts/${draftId}?depth=${depth}`);
      expect(r.status).toBe(404);
      expect(r.text).not.toContain(DRAFT.title);
    }
  });

  it('the seeded draft is hidden the same way, and the blog queries see only published posts', async () => {
    const seeded = await page('/api/posts?where[slug][equals]=podroz-samolotem-z-dziecmi-poradnik&limit=1&depth=2');
    expect(seeded.docs).toEqual([]);
    const blog = await page('/api/posts?where[status][equals]=published&limit=100&sort=-publishDate&depth=2');
    hidesDraft(blog);
    expect(blog.docs.map((d) => d.slug)).not.toContain('podroz-samolotem-z-dziecmi-poradnik');
  });
});

describe('documents linking to a draft post', () => {
  it('a page or published post that links to a draft names it nowhere: the link is served as its text', async () => {
    const draft = (await backend.database.db.select().from(posts).where(eq(posts.slug, 'szkic-tajny-artykul')))[0];
    for (const path of [
      '/api/pages?where[slug][equals]=strona-ze-szkicem&depth=2',
      '/api/pages?where[slug][equals]=strona-ze-szkicem&depth=0',
      '/api/posts?where[slug][equals]=jak-tanio-zaparkowac-przy-lotnisku-chopina&depth=2',
      '/api/posts?limit=100&depth=2',
    ]) {
      const body = await page(path);
      const json = JSON.stringify(body);
      expect(json, path).not.toContain(draft.slug);
      expect(json, path).not.toMatch(new RegExp(`"value":\\{"id":${draft.id}\\}`));
      // The words stay, and a link to a published post stays a link.
      expect(json, path).toContain('nasz nowy poradnik');
      expect(json, path).toContain('ten sam szkic po id');
      expect(json, path).toContain('"slug":"parking-przy-lotnisku-czy-taksowka"');
    }
    const byId = await call(
      backend,
      `/api/pages/${(await page('/api/pages?where[slug][equals]=strona-ze-szkicem')).docs[0].id}?depth=1`,
    );
    expect(byId.text).not.toContain(draft.slug);
  });

  it('a relation path into posts cannot probe for a draft (where[post.slug][equals]=…)', async () => {
    // A stand-in for any collection with a relation to posts: here posts relate to themselves by id.
    const target: QueryTarget = {
      table: posts,
      idColumn: posts.id,
      fields: { post: { kind: 'relation', to: 'posts', column: posts.id, many: false } },
    };
    const where = (query: string) => {
      const tree = parseWhereParams(new URLSearchParams(query));
      if (!tree) throw new Error(`no where in ${query}`);
      return compileWhere(target, tree, getCollection);
    };
    const { db } = backend.database;
    const probe = await db
      .select({ id: posts.id })
      .from(posts)
      .where(where('where[post.slug][equals]=szkic-tajny-artykul'));
    expect(probe).toEqual([]);
    const published = await db
      .select({ id: posts.id })
      .from(posts)
      .where(where('where[post.slug][equals]=parking-przy-lotnisku-czy-taksowka'));
    expect(published).toHaveLength(1);
  });
});

describe("the rest of Payload's REST API: count, select, pagination=false, exists on every field", () => {
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
  /** Doc paths that are groups (their fields are fields too); everything else is a value. */
  const GROUPS = new Set(['location', 'location.coordinates', 'rating']);
  const isRecord = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value);

  function fieldPaths(docs: Record<string, unknown>[]): string[] {
    const paths = new Set<string>();
    const walk = (value: Record<string, unknown>, prefix: string) => {
      for (const [key, field] of Object.entries(value)) {
        const path = prefix + key;
        paths.add(path);
        if (GROUPS.has(path) && isRecord(field)) walk(field, `${path}.`);
      }
    };
    docs.forEach((doc) => walk(doc, ''));
    return [...paths];
  }

  const valueAt = (doc: Record<string, unknown>, path: string): unknown =>
    path.split('.').reduce<unknown>((value, key) => (isRecord(value) ? value[key] : undefined), doc);
  const isThere = (value: unknown) =>
    value !== null && value !== undefined && !(Array.isArray(value) && value.length === 0);

  const count = async (path: string) => {
    const r = await call(backend, path);
    expect(r.status, `${path}: ${r.text}`).toBe(200);
    return r.body;
  };

  it('GET /api/{collection}/count answers { totalDocs } of the documents matching where', async () => {
    expect(await count('/api/airports/count')).toEqual({ totalDocs: 15 });
    const krk = await page('/api/parking?where[airport.slug][equals]=krakow-balice&limit=100');
    expect(await count('/api/parking/count?where[airport.slug][equals]=krakow-balice')).toEqual({
      totalDocs: krk.totalDocs,
    });
    expect(await count('/api/posts/count?where[status][equals]=draft')).toEqual({ totalDocs: 0 });
    const bad = await call(backend, '/api/airports/count?where[password][equals]=x');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ errors: [{ message: expect.any(String) }] });
    expect((await call(backend, '/api/nope/count')).status).toBe(404);
  });

  it('select[field]=true returns only those fields and the id, reaching into groups and array rows', async () => {
    const airports = await page('/api/airports?select[code]=true&select[name]=true&limit=3');
    for (const doc of airports.docs) expect(Object.keys(doc).sort()).toEqual(['code', 'id', 'name']);

    const parkings = await page(
      '/api/parking?select[name]=true&select[location][address]=true&select[rating][average]=true&limit=3',
    );
    expect(parkings.docs).toHaveLength(3);
    for (const doc of parkings.docs) {
      expect(Object.keys(doc).sort()).toEqual(['id', 'location', 'name', 'rating']);
      expect(doc.location).toEqual({ address: expect.any(String) });
      expect(doc.rating).toEqual({ average: expect.any(Number) });
    }

    const photos = await page('/api/parking?select[gallery][image]=true&where[gallery][exists]=true&limit=1');
    const rows = photos.docs[0].gallery as Record<string, unknown>[];
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(Object.keys(row).sort()).toEqual(['id', 'image']);

    const id = Number(airports.docs[0].id);
    expect((await call(backend, `/api/airports/${id}?select[code]=true`)).body).toEqual({
      id,
      code: airports.docs[0].code,
    });
  });

  it('select[field]=false returns everything but those fields, and never drops the id', async () => {
    const posts = await page('/api/posts?select[content]=false&select[excerpt]=false&select[id]=false&limit=2');
    for (const doc of posts.docs) {
      expect(doc).not.toHaveProperty('content');
      expect(doc).not.toHaveProperty('excerpt');
      expect(doc).toMatchObject({ id: expect.any(Number), title: expect.any(String), slug: expect.any(String) });
    }
    const parking = await page('/api/parking?select[location][coordinates]=false&limit=1');
    expect(parking.docs[0].location).not.toHaveProperty('coordinates');
    expect(parking.docs[0].location).toHaveProperty('address');
    expect(parking.docs[0]).toHaveProperty('gallery');

    const bad = await call(backend, '/api/airports?select[code]=yes');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ errors: [{ message: expect.stringContaining('select') }] });
  });

  it('pagination=false (or limit=0) returns every matching document on one page, with Payload’s envelope', async () => {
    const total = (await page('/api/parking-reviews?limit=1')).totalDocs;
    expect(total).toBeGreaterThan(100);
    const envelope = {
      totalDocs: total,
      limit: 0,
      totalPages: 1,
      page: 1,
      pagingCounter: 1,
      hasPrevPage: false,
      hasNextPage: false,
      prevPage: null,
      nextPage: null,
    };
    const all = await page('/api/parking-reviews?pagination=false&depth=0');
    expect(all.docs).toHaveLength(total);
    expect(all).toMatchObject(envelope);
    const zero = await page('/api/parking-reviews?limit=0&depth=0');
    expect(zero.docs).toHaveLength(total);
    expect(zero).toMatchObject(envelope);

    const krk = await page('/api/parking?pagination=false&where[airport.slug][equals]=krakow-balice&sort=name');
    expect(krk.docs.length).toBe(krk.totalDocs);
    expect(await count('/api/parking/count?where[airport.slug][equals]=krakow-balice')).toEqual({
      totalDocs: krk.docs.length,
    });
    expect((await call(backend, '/api/airports?pagination=no')).status).toBe(400);
  });

  it('exists works on every field of every collection, nested group fields included', async () => {
    for (const slug of COLLECTIONS) {
      const { docs } = await page(`/api/${slug}?pagination=false&depth=0`);
      expect(docs.length, slug).toBeGreaterThan(0);
      for (const path of fieldPaths(docs)) {
        const there = docs.filter((doc) => isThere(valueAt(doc, path))).length;
        expect(await count(`/api/${slug}/count?where[${path}][exists]=true`), `${slug} ${path}`).toEqual({
          totalDocs: there,
        });
        expect(await count(`/api/${slug}/count?where[${path}][exists]=false`), `${slug} ${path}`).toEqual({
          totalDocs: docs.length - there,
        });
      }
    }
    // Some fields really are missing on some documents.
    expect(await count('/api/parking/count?where[gallery][exists]=false')).not.toEqual({ totalDocs: 0 });
    expect(await count('/api/parking/count?where[parkingRegulations][exists]=false')).not.toEqual({ totalDocs: 0 });
  });
});
