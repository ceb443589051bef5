import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { RichText } from '../backend/db/schema';
import { seedData } from '../backend/seed/data';
import { plainText } from '../backend/seed/lexical';
import { formatKm } from '../app/lib/format';

const publicDir = fileURLToPath(new URL('../public', import.meta.url));
const { airports, parkings, reviews, posts, pages } = seedData;

const EXPECTED_CODES = [
  'WAW',
  'WMI',
  'KRK',
  'GDN',
  'KTW',
  'WRO',
  'POZ',
  'RZE',
  'LUZ',
  'SZZ',
  'BZG',
  'LCJ',
  'SZY',
  'IEG',
  'RDO',
];

function duplicates(values: string[]): string[] {
  return values.filter((value, index) => values.indexOf(value) !== index);
}

function nodesOf(doc: RichText): unknown[] {
  const out: unknown[] = [];
  const walk = (node: unknown): void => {
    out.push(node);
    if (typeof node === 'object' && node !== null && 'children' in node && Array.isArray(node.children)) {
      node.children.forEach(walk);
    }
  };
  walk(doc.root);
  return out;
}

const InternalLinkSchema = z.object({
  type: z.literal('link'),
  fields: z.object({
    linkType: z.literal('internal'),
    doc: z.object({ relationTo: z.enum(['posts', 'pages', 'airports']), value: z.object({ slug: z.string() }) }),
  }),
});

function richTexts(): { owner: string; doc: RichText }[] {
  return [
    ...airports.map((a) => ({ owner: `airport ${a.code}`, doc: a.description })),
    ...parkings.map((p) => ({ owner: `parking ${p.slug}`, doc: p.description })),
    ...posts.map((p) => ({ owner: `post ${p.slug}`, doc: p.content })),
    ...pages.map((p) => ({ owner: `page ${p.slug}`, doc: p.content })),
  ];
}

function distanceKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

describe('seed data: airports', () => {
  it('holds exactly the 15 Polish airports, with unique codes and URL-safe slugs', () => {
    expect([...airports.map((a) => a.code)].sort()).toEqual([...EXPECTED_CODES].sort());
    expect(duplicates(airports.map((a) => a.slug))).toEqual([]);
    for (const airport of airports) {
      expect(airport.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(airport.image.url).toBe(`/images/airports/${airport.code.toLowerCase()}.svg`);
      expect(airport.h1Prefix && airport.h1Title).toBeTruthy();
    }
  });

  it('gives every airport between 3 and 10 parkings, and Warszawa-Chopin 16 (a second listing page)', () => {
    const count = (code: string) => parkings.filter((p) => p.airportCode === code).length;
    // The listing shows 10 per page: WAW is the one airport where 'Następna strona' and infinite scroll appear.
    expect(count('WAW')).toBe(16);
    for (const airport of airports.filter((a) => a.code !== 'WAW')) {
      expect(count(airport.code), airport.code).toBeGreaterThanOrEqual(3);
      expect(count(airport.code), airport.code).toBeLessThanOrEqual(10);
    }
  });

  it('features only existing airports on the home page', () => {
    const codes = new Set(airports.map((a) => a.code));
    expect(seedData.homePage.featuredAirportCodes.length).toBeGreaterThanOrEqual(6);
    for (const code of seedData.homePage.featuredAirportCodes) expect(codes.has(code), code).toBe(true);
  });
});

describe('seed data: parkings', () => {
  it('has unique slugs and belongs to known airports', () => {
    expect(duplicates(parkings.map((p) => p.slug))).toEqual([]);
    const codes = new Set(airports.map((a) => a.code));
    for (const parking of parkings) expect(codes.has(parking.airportCode), parking.slug).toBe(true);
  });

  it('references only filter names that exist, and offers the three default booking options', () => {
    expect(seedData.bookingOptions).toEqual(
      expect.arrayContaining(['Bezpłatny transfer', 'Bezpłatna anulacja', 'Faktura dostępna']),
    );
    for (const parking of parkings) {
      expect(parking.serviceTypes.length, parking.slug).toBeGreaterThan(0);
      for (const name of parking.serviceTypes) expect(seedData.serviceTypes, parking.slug).toContain(name);
      for (const name of parking.bookingOptions) expect(seedData.bookingOptions, parking.slug).toContain(name);
      for (const name of parking.securityFeatures) expect(seedData.securityFeatures, parking.slug).toContain(name);
      expect(parking.bookingOptions.length, parking.slug).toBeGreaterThanOrEqual(2);
      expect(parking.bookingOptions.length, parking.slug).toBeLessThanOrEqual(4);
      expect(parking.securityFeatures.length, parking.slug).toBeGreaterThanOrEqual(2);
      expect(parking.securityFeatures.length, parking.slug).toBeLessThanOrEqual(6);
      expect(parking.addons.length, parking.slug).toBeLessThanOrEqual(4);
      expect(parking.gallery.length, parking.slug).toBeLessThanOrEqual(4);
    }
  });

  it('has unique, non-numeric addon ids', () => {
    const ids = parkings.flatMap((p) => p.addons.map((a) => a.id));
    expect(duplicates(ids)).toEqual([]);
    for (const id of ids) expect(id).not.toMatch(/^\d+$/);
    for (const addon of parkings.flatMap((p) => p.addons)) {
      if (addon.strategy === 'ABOVE_GUESTS_THRESHOLD') expect(addon.guestsThreshold, addon.id).toBeGreaterThan(0);
    }
  });

  it('has tariffs whose totals rise while the price per day falls', () => {
    for (const parking of parkings) {
      const prices = parking.dayPrices;
      expect(prices.length, parking.slug).toBeGreaterThanOrEqual(7);
      expect(prices.length, parking.slug).toBeLessThanOrEqual(14);
      prices.forEach((price, i) => {
        expect(Number.isInteger(price), parking.slug).toBe(true);
        if (i > 0) {
          expect(price, parking.slug).toBeGreaterThan(prices[i - 1]);
          expect(price / (i + 1), parking.slug).toBeLessThanOrEqual(prices[i - 1] / i);
        }
      });
      expect(Number.isInteger(parking.extraDayPrice)).toBe(true);
      expect(parking.extraDayPrice).toBeGreaterThanOrEqual(1200);
      expect(parking.extraDayPrice).toBeLessThanOrEqual(3000);
    }
  });

  it('places each parking near its airport, no farther than its stated distance', () => {
    for (const parking of parkings) {
      const airport = airports.find((a) => a.code === parking.airportCode);
      if (!airport || parking.latitude === null || parking.longitude === null) continue;
      const km = distanceKm(airport, { latitude: parking.latitude, longitude: parking.longitude });
      expect(km, parking.slug).toBeLessThanOrEqual(parking.distanceKm + 0.05);
      expect(parking.transferMinutes).toBeGreaterThanOrEqual(3);
      expect(parking.transferMinutes).toBeLessThanOrEqual(20);
    }
  });

  it('includes tiny, inactive and closed-day parkings for demonstrations', () => {
    expect(parkings.some((p) => p.capacity <= 5)).toBe(true);
    expect(parkings.some((p) => !p.active)).toBe(true);
    const closed = parkings.flatMap((p) => p.closedDays);
    expect(closed.length).toBeGreaterThan(0);
    for (const day of closed) expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('seed data: reviews', () => {
  it('points at existing parkings with a 1–5 rating and a valid date', () => {
    const slugs = new Set(parkings.map((p) => p.slug));
    for (const review of reviews) {
      expect(slugs.has(review.parkingSlug), review.parkingSlug).toBe(true);
      expect(review.rating).toBeGreaterThanOrEqual(1);
      expect(review.rating).toBeLessThanOrEqual(5);
      expect(Number.isNaN(Date.parse(review.reviewDate))).toBe(false);
      expect(review.reviewerName).toMatch(/^\p{Lu}\p{Ll}+ \p{Lu}\.$/u);
    }
  });

  it('never repeats a comment', () => {
    expect(duplicates(reviews.map((r) => r.comment))).toEqual([]);
  });

  it('opens the home page carousel (the 9 latest reviews) with good ones: average ≥ 4★, none of the first three below 4★', () => {
    const latest = [...reviews].sort((a, b) => b.reviewDate.localeCompare(a.reviewDate)).slice(0, 9);
    const average = latest.reduce((sum, review) => sum + review.rating, 0) / latest.length;
    expect(average).toBeGreaterThanOrEqual(4);
    for (const review of latest.slice(0, 3)) expect(review.rating, review.reviewDate).toBeGreaterThanOrEqual(4);
  });

  it('has a realistic history: spread over more than a year, mostly 4–5★, the low ones not the latest', () => {
    const months = new Set(reviews.map((review) => review.reviewDate.slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(12);
    const good = reviews.filter((review) => review.rating >= 4).length;
    expect(good / reviews.length).toBeGreaterThanOrEqual(0.85);
    const newestFirst = [...reviews].sort((a, b) => b.reviewDate.localeCompare(a.reviewDate));
    const lowIn = (part: typeof reviews) => part.filter((review) => review.rating < 4).length / part.length;
    const recent = newestFirst.slice(0, Math.floor(reviews.length / 4));
    expect(lowIn(recent)).toBeLessThan(lowIn(reviews));
  });
});

describe('seed data: content', () => {
  it('has at least 6 published posts with unique slugs and real length', () => {
    expect(duplicates(posts.map((p) => p.slug))).toEqual([]);
    const published = posts.filter((p) => p.status === 'published');
    expect(published.length).toBeGreaterThanOrEqual(6);
    for (const post of posts) {
      const words = plainText(post.content).split(/\s+/).filter(Boolean).length;
      expect(words, post.slug).toBeGreaterThanOrEqual(400);
      expect(post.featuredImage.url).toBe(`/images/blog/${post.slug}.svg`);
    }
  });

  it('has the regulamin, polityka-prywatnosci and dodaj-parking pages', () => {
    const slugs = pages.map((p) => p.slug);
    expect(slugs).toEqual(expect.arrayContaining(['regulamin', 'polityka-prywatnosci', 'dodaj-parking']));
  });

  it("links each car park's regulations to a Polish regulations page of its own (site-relative)", () => {
    const bySlug = new Map(pages.map((page) => [page.slug, page]));
    const linked = parkings.filter((parking) => parking.regulationsUrl !== null);
    // Most car parks have their own terms; a few (the demo of the 'on site' tooltip) do not.
    expect(linked.length).toBeGreaterThan(parkings.length / 2);
    expect(linked.length).toBeLessThan(parkings.length);
    for (const parking of linked) {
      const slug = /^\/([a-z0-9-]+)\/$/.exec(parking.regulationsUrl ?? '')?.[1] ?? '';
      const page = bySlug.get(slug);
      expect(page, `${parking.slug} → ${parking.regulationsUrl}`).toBeDefined();
      expect(page?.title).toBe(`Regulamin parkingu ${parking.name}`);
      const words = plainText(page?.content ?? { root: { children: [] } }).split(/\s+/);
      expect(words.length, parking.slug).toBeGreaterThan(150);
      expect(plainText(page?.content ?? { root: { children: [] } })).toContain(parking.address);
    }
    expect(duplicates(linked.map((parking) => parking.regulationsUrl ?? ''))).toEqual([]);
  });

  it('has the 100% test promo code', () => {
    expect(seedData.promoCodes.find((c) => c.code === 'test100')?.percent).toBe(100);
  });

  it('only links internally to documents that exist', () => {
    const known = {
      posts: new Set(posts.map((p) => p.slug)),
      pages: new Set(pages.map((p) => p.slug)),
      airports: new Set(airports.map((a) => a.slug)),
    };
    for (const { owner, doc } of richTexts()) {
      for (const node of nodesOf(doc)) {
        const parsed = InternalLinkSchema.safeParse(node);
        if (!parsed.success) continue;
        const { relationTo, value } = parsed.data.fields.doc;
        expect(known[relationTo].has(value.slug), `${owner} → ${relationTo}/${value.slug}`).toBe(true);
      }
    }
  });
});

/** The canvas size a WebP file declares (RIFF, then a VP8X or a lossy VP8 header); null when it is no WebP. */
function webpSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes.toString('latin1', 0, 4) !== 'RIFF' || bytes.toString('latin1', 8, 12) !== 'WEBP') return null;
  const chunk = bytes.toString('latin1', 12, 16);
  if (chunk === 'VP8X') return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
  if (chunk === 'VP8 ') return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  return null;
}

/** The words an SVG illustration draws (its <text> elements, entities decoded). */
function drawnTexts(svg: string): string[] {
  return [...svg.matchAll(/<text\b[^>]*>([^<]*)<\/text>/g)].map((match) =>
    match[1].replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16))),
  );
}

describe('seed data: images', () => {
  it('gives every car park photo and blog cover a 1200×630 PNG share image', () => {
    for (const image of [...parkings.flatMap((p) => p.gallery), ...posts.map((p) => p.featuredImage)]) {
      expect(image.sizes?.og, image.url).toEqual({
        url: expect.stringMatching(/^\/images\/share\/.+\.png$/),
        width: 1200,
        height: 630,
        mimeType: 'image/png',
      });
    }
  });

  it('gives every car park photo and stock photo a 768×512 WebP card picture', () => {
    const photos = parkings.flatMap((p) => p.gallery);
    expect(photos.length).toBeGreaterThan(0);
    for (const image of photos) {
      const card = image.sizes?.card;
      expect(card, image.url).toEqual({
        url: image.url.replace(/^\/images\/(.+)\.svg$/, '/images/card/$1.webp'),
        width: 768,
        height: 512,
        mimeType: 'image/webp',
      });
      const bytes = readFileSync(publicDir + (card?.url ?? ''));
      expect(webpSize(bytes), card?.url).toEqual({ width: 768, height: 512 });
      expect(bytes.length, card?.url).toBeLessThanOrEqual(24 * 1024);
    }
    for (const n of [1, 2, 3]) {
      const stock = readFileSync(`${publicDir}/images/card/stock/parking-stock-${n}.webp`);
      expect(webpSize(stock), `stock ${n}`).toEqual({ width: 768, height: 512 });
    }
  });

  it("draws no distance in a car park's photo other than the one its card shows", () => {
    for (const parking of parkings) {
      for (const image of parking.gallery) {
        for (const text of drawnTexts(readFileSync(publicDir + image.url, 'utf8'))) {
          const km = /(\d+(?:[.,]\d+)?)\s*km\b/i.exec(text);
          if (km) expect(`${km[1]} km`, `${parking.slug}: ${image.url}`).toBe(`${formatKm(parking.distanceKm)} km`);
        }
      }
    }
  });

  it('references only images that exist under public/', () => {
    const urls = [
      ...airports.map((a) => a.image.url),
      ...parkings.flatMap((p) => p.gallery.map((g) => g.url)),
      ...posts.map((p) => p.featuredImage.url),
      '/images/stock/parking-stock-1.svg',
      '/images/stock/parking-stock-2.svg',
      '/images/stock/parking-stock-3.svg',
      '/images/card/stock/parking-stock-1.webp',
      '/images/card/stock/parking-stock-2.webp',
      '/images/card/stock/parking-stock-3.webp',
      '/logo-mark.svg',
      '/favicon.svg',
      ...parkings.flatMap((p) => p.gallery.flatMap((g) => (g.sizes?.og ? [g.sizes.og.url] : []))),
      ...parkings.flatMap((p) => p.gallery.flatMap((g) => (g.sizes?.card ? [g.sizes.card.url] : []))),
      ...posts.flatMap((p) => (p.featuredImage.sizes?.og ? [p.featuredImage.sizes.og.url] : [])),
    ];
    for (const url of urls) {
      expect(url.startsWith('/'), url).toBe(true);
      expect(existsSync(publicDir + url), url).toBe(true);
    }
  });
});
