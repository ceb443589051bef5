// Every Cache-Control value the site sends, named by what it is for: the pages (app/), the HTTP edge
// (server/) and the API (backend/) pick a policy here instead of spelling the header. The static files
// are the one exception: express.static writes theirs from its maxAge/immutable options (server/app.ts).
// No framework imports.

/** `public, max-age=<seconds>`: the same for every visitor and fine to keep for `seconds`. */
const publicFor = (seconds: number) => `public, max-age=${seconds}`;

export const CacheControl = {
  /**
   * Never kept anywhere: errors and degraded pages (so they vanish as soon as the API is back), answers
   * that depend on the clock (redirects with corrected dates), refusals (403/429), probes, payment pages.
   */
  noStore: 'no-store',
  /** Personal pages (checkout, payment status, a form's answer): no shared cache, and no copy in the browser. */
  privateNoStore: 'private, no-store',
  /** CMS pages and the blog: five minutes, then ten more served stale while revalidating. */
  content: 'public, max-age=300, stale-while-revalidate=600',
  /**
   * Pages with prices and availability (airport listing, car-park detail): the browser always asks again,
   * a shared cache keeps them a minute and may serve them stale for five while it revalidates.
   */
  prices: 'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
  /** The home page: a minute, as the search form's default dates follow the clock. */
  home: publicFor(60),
  /** A CMS page answering at a top-level address (/regulamin/ and the like). */
  topLevelPage: publicFor(300),
  /** sitemap.xml: an hour. */
  sitemap: publicFor(3600),
  /** robots.txt: a day. */
  robots: publicFor(86_400),
} as const;
