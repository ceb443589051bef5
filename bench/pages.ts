// The main pages and how their URLs are found on the live site, as a traveller would reach them:
// home → first airport → first car park → its 'Zarezerwuj' link; /blog/ → first post.
import { addDaysToKey, addWarsawDays, atWarsawTime, dateKey, toIsoWithOffset } from '../core/warsaw-time';
import { PAGES } from '../scripts/route-size.mjs';

export const PAGE_NAMES = ['home', 'listing', 'detail', 'checkout', 'blog post'] as const;
export type PageName = (typeof PAGE_NAMES)[number];

/** Root-relative paths (with query), valid on any server holding the seed catalogue. */
export type PagePaths = Record<PageName, string> & { listingData: string };

/** Remix route id of the listing loader, for `?_data=` (the same id the size check reads). */
export const LISTING_ROUTE_ID = PAGES.listing[0];

/**
 * The listing of the airport of `listing` for the `index`-th of a run of different stays: a week's stay
 * arriving five days from now at midnight plus `index` half-hours, so no two requests of a load test ask
 * for the same page (what the render memo cannot help: app/.server/render-memo.ts).
 */
export function listingForStay(listing: string, index: number, now = new Date()): string {
  const airport = listing.split('?', 1)[0];
  const arrival = new Date(atWarsawTime(addDaysToKey(dateKey(now), 5), '00:00').getTime() + index * 30 * 60_000);
  const departure = addWarsawDays(arrival, 7);
  return `${airport}?${new URLSearchParams({ arrivalAt: toIsoWithOffset(arrival), departureAt: toIsoWithOffset(departure) })}`;
}

/** A week's stay starting five days from now at 10:00 Warsaw time, in the URL format the app uses. */
function stayQuery(now = new Date()): string {
  const arrival = atWarsawTime(addDaysToKey(dateKey(now), 5), '10:00');
  const departure = addWarsawDays(arrival, 7);
  return new URLSearchParams({
    arrivalAt: toIsoWithOffset(arrival),
    departureAt: toIsoWithOffset(departure),
  }).toString();
}

async function fetchOk(url: string): Promise<Response> {
  const response = await fetch(url, { redirect: 'manual' });
  if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}, expected 200`);
  return response;
}

/** Root-relative hrefs of a page, in document order, entities in attributes decoded. */
async function hrefs(url: string): Promise<string[]> {
  const html = await (await fetchOk(url)).text();
  return [...html.matchAll(/\bhref="(\/[^"]*)"/g)].map((match) => match[1].replaceAll('&amp;', '&'));
}

function first(links: string[], pattern: RegExp, what: string): string {
  const link = links.find((href) => pattern.test(href));
  if (!link) throw new Error(`No ${what} link found (${pattern})`);
  return link;
}

export async function discoverPages(baseUrl: string): Promise<PagePaths> {
  const airport = first(await hrefs(`${baseUrl}/`), /^\/parking-lotnisko-[a-z0-9-]+\/$/, 'airport');
  const listing = `${airport}?${stayQuery()}`;
  const detail = first(await hrefs(baseUrl + listing), new RegExp(`^${airport}[a-z0-9-]+/\\?`), 'car park');
  const checkout = first(await hrefs(baseUrl + detail), /^\/rezerwacja\/\?parkingId=\d+&/, "'Zarezerwuj'");
  const blogPost = first(await hrefs(`${baseUrl}/blog/`), /^\/blog\/[a-z0-9-]+\/$/, 'blog post');
  const listingData = `${listing}&_data=${encodeURIComponent(LISTING_ROUTE_ID)}`;

  const paths: PagePaths = { home: '/', listing, detail, checkout, 'blog post': blogPost, listingData };
  for (const page of PAGE_NAMES) await fetchOk(baseUrl + paths[page]);
  const data = await fetchOk(baseUrl + listingData);
  if (!data.headers.get('content-type')?.startsWith('application/json')) {
    throw new Error(`${listingData} is not the listing loader's JSON (route id ${LISTING_ROUTE_ID})`);
  }
  return paths;
}
