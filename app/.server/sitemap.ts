import type { AppLoadContext } from '@remix-run/node';
import { upstreamFailure, type Airport, type Parking } from '~/.server/api';
import type { Logger } from '~/.server/context';
import { postHref } from '~/lib/blog';
import { AIRPORT_PREFIX, airportPath, parkingPath } from '~/lib/site-paths';
import type { SitemapEntry } from '~/lib/sitemap';

/** Pages that exist whatever the CMS holds (spec §2 route table). */
export const STATIC_PATHS = [
  '/',
  '/blog/',
  '/jak-to-dziala/',
  '/faq/',
  '/kontakt/',
  '/dodaj-parking/',
  '/regulamin/',
  '/polityka-prywatnosci/',
];

const PARKING_PAGE_SIZE = 100;
const MAX_PARKING_PAGES = 50;

type Source<T> = { ok: true; value: T } | { ok: false; error: unknown };

async function safely<T>(logger: Logger, what: string, load: () => Promise<T>): Promise<Source<T>> {
  try {
    return { ok: true, value: await load() };
  } catch (error) {
    // One failing source must not take the whole sitemap down.
    logger.error({ err: error, source: what }, 'Sitemap: a source failed');
    return { ok: false, error };
  }
}

const valueOr = <T>(source: Source<T>, fallback: T): T => (source.ok ? source.value : fallback);

async function allParkings(context: AppLoadContext): Promise<Parking[]> {
  const parkings: Parking[] = [];
  for (let page = 1; page <= MAX_PARKING_PAGES; page++) {
    const result = await context.api.getParkings({ page, limit: PARKING_PAGE_SIZE });
    parkings.push(...result.docs);
    if (!result.hasNextPage) break;
  }
  return parkings;
}

function parkingAirportSlug(parking: Parking, airports: Airport[]): string | null {
  if (parking.airport) return parking.airport.slug;
  const airport = airports.find((a) => String(a.id) === String(parking.airportId));
  return airport ? airport.slug : null;
}

/**
 * Every public page: home, airports, active parkings, blog and posts, content and CMS pages.
 * `complete` is false when a source failed (the others are still listed); when every source failed the
 * upstream is down and the answer is the error (502/503) a crawler retries, not a sitemap of static pages.
 */
export async function sitemapEntries(context: AppLoadContext): Promise<{ entries: SitemapEntry[]; complete: boolean }> {
  const [airportsSource, parkingsSource, postsSource, pagesSource] = await Promise.all([
    safely(context.logger, 'airports', () => context.api.getAirports()),
    safely(context.logger, 'parkings', () => allParkings(context)),
    safely(context.logger, 'posts', () => context.api.getPosts()),
    safely(context.logger, 'pages', () => context.api.getPages()),
  ]);
  const errors = [airportsSource, parkingsSource, postsSource, pagesSource].flatMap((s) => (s.ok ? [] : [s.error]));
  if (errors.length === 4) throw upstreamFailure(errors[0]);
  const airports = valueOr(airportsSource, []);
  const parkings = valueOr(parkingsSource, []);
  const posts = valueOr(postsSource, []);
  const pages = valueOr(pagesSource, []);
  const url = (path: string) => `${context.publicUrl}${path}`;
  const entries: SitemapEntry[] = STATIC_PATHS.map((path) => ({ loc: url(path) }));

  for (const airport of airports) entries.push({ loc: url(airportPath(airport.slug)) });
  for (const parking of parkings) {
    if (!parking.active) continue;
    const airportSlug = parkingAirportSlug(parking, airports);
    if (airportSlug) entries.push({ loc: url(parkingPath(airportSlug, parking.slug)) });
  }
  for (const post of posts) {
    if (post.status !== 'published') continue;
    const date = post.publishDate ? new Date(post.publishDate) : null;
    entries.push({
      loc: url(postHref(post.slug)),
      ...(date && !Number.isNaN(date.getTime()) ? { lastmod: date.toISOString() } : {}),
    });
  }
  for (const page of pages) {
    const slug = page.slug.replace(/^\/+|\/+$/g, '');
    // Spec §2 prefix rule: a CMS page under the airport prefix is never shown; nested slugs are not routed.
    if (slug === '' || slug.includes('/') || slug.startsWith(AIRPORT_PREFIX)) continue;
    entries.push({ loc: url(`/${encodeURIComponent(slug)}/`) });
  }
  return { entries, complete: errors.length === 0 };
}
