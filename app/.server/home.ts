import { json, type LoaderFunctionArgs } from '@remix-run/node';
import { z } from 'zod';
import type { HomePage, ParkingReview } from '~/.server/api';
import { toPostSummary } from '~/.server/blog';
import type { Logger } from '~/.server/context';
import { parseIsoDateTime } from '../../core/warsaw-time';
import { formatRelativeDate } from '~/lib/format';
import { resolveStay, stayToParams } from '~/lib/search-state';
import { CacheControl } from '../../core/cache-control';

/** Spec §9: reviews and posts on the home page. */
export const HOME_REVIEW_COUNT = 9;
export const HOME_POST_COUNT = 3;

/** `?lotniska=wszystkie` shows every featured airport (the no-JS path of 'Zobacz wszystkie lotniska'). */
const SHOW_ALL_AIRPORTS_PARAM = 'lotniska';
const SHOW_ALL_AIRPORTS_VALUE = 'wszystkie';

const HomeQuerySchema = z.object({
  [SHOW_ALL_AIRPORTS_PARAM]: z.literal(SHOW_ALL_AIRPORTS_VALUE).optional().catch(undefined),
});

const DEFAULT_HERO = {
  title: 'Najlepszy parking przy lotnisku w Polsce',
  subtitle:
    'Porównaj ceny sprawdzonych parkingów przy polskich lotniskach, zarezerwuj w dwie minuty i dojedź na terminal bezpłatnym transferem.',
};

export interface HomeImage {
  url: string;
  alt: string;
}

export interface FeaturedAirport {
  code: string;
  name: string;
  city: string;
  slug: string;
  image: HomeImage | null;
}

export interface HomeReview {
  id: string;
  reviewerName: string;
  rating: number;
  comment: string;
  parkingName: string | null;
  /** ISO date-time, for `<time dateTime>`. */
  reviewDate: string | null;
  /** e.g. "3 dni temu" — computed here so server and browser render the same text. */
  reviewedAgo: string | null;
}

function toFeaturedAirports(home: HomePage): FeaturedAirport[] {
  return home.airports.map(({ code, name, city, slug, image }) => ({
    code,
    name,
    city,
    slug,
    image: image ? { url: image.url, alt: image.alt } : null,
  }));
}

function toHomeReview(review: ParkingReview, now: Date): HomeReview {
  const date = parseIsoDateTime(review.reviewDate) ?? parseDay(review.reviewDate);
  return {
    id: String(review.id),
    reviewerName: review.reviewerName || 'Klient Parkolot',
    rating: Math.max(1, Math.min(5, Math.round(review.rating))),
    comment: review.comment,
    parkingName: review.parking?.name ?? null,
    reviewDate: date ? date.toISOString() : null,
    reviewedAgo: date ? formatRelativeDate(date, now) : null,
  };
}

/** A plain date ("2026-03-14") as upstreams often send for reviews. */
function parseDay(value: string): Date | null {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function settled<T>(logger: Logger, result: PromiseSettledResult<T>, block: string): T | null {
  if (result.status === 'fulfilled') return result.value;
  // Each block fails alone: logged, then hidden — never a 500 for the home page.
  logger.error({ err: result.reason, block }, 'Home: loading a block failed');
  return null;
}

/**
 * The home page (shared by `/` and `/home/`). Spec §8: a block whose call fails is hidden and the page
 * still answers 200, but such a page is not cached, so the blocks are back as soon as the API is.
 */
export async function loadHomePage(args: LoaderFunctionArgs) {
  const { view, degraded } = await homeView(args);
  return json(view, { headers: { 'Cache-Control': degraded ? CacheControl.noStore : CacheControl.home } });
}

async function homeView({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const query = HomeQuerySchema.parse(Object.fromEntries(url.searchParams));
  const now = new Date();

  const [homeResult, reviewsResult, postsResult, parkingsResult] = await Promise.allSettled([
    context.api.getHomePage(),
    context.api.getLatestReviews(HOME_REVIEW_COUNT),
    context.api.getLatestPosts(HOME_POST_COUNT),
    // Spec §7: the home page also reads the first page of car parks; the result is only logged.
    context.api.getParkings({ page: 1, limit: 10 }),
  ]);
  const home = settled(context.logger, homeResult, 'home-page');
  const reviews = settled(context.logger, reviewsResult, 'reviews');
  const posts = settled(context.logger, postsResult, 'posts');
  const parkings = settled(context.logger, parkingsResult, 'parkings');
  if (parkings) context.logger.debug({ totalDocs: parkings.totalDocs }, 'Home: car parks available');

  const view = {
    hero: {
      title: home?.heroTitle || DEFAULT_HERO.title,
      subtitle: home?.heroSubtitle || DEFAULT_HERO.subtitle,
    },
    // Spec §9: the search form starts with the default stay (next full hour, 7 days).
    stay: stayToParams(resolveStay({}, now)),
    featuredAirports: home ? toFeaturedAirports(home) : [],
    showAllAirports: query[SHOW_ALL_AIRPORTS_PARAM] === SHOW_ALL_AIRPORTS_VALUE,
    showAllAirportsHref: `${url.pathname}?${new URLSearchParams({ [SHOW_ALL_AIRPORTS_PARAM]: SHOW_ALL_AIRPORTS_VALUE })}`,
    reviews: (reviews ?? []).slice(0, HOME_REVIEW_COUNT).map((review) => toHomeReview(review, now)),
    // The same card data as the blog list, so the home page shows the same post cards.
    posts: (posts ?? []).slice(0, HOME_POST_COUNT).map(toPostSummary),
  };
  // The car-park list is only logged (spec §7), so its failure changes nothing on the page.
  return { view, degraded: home === null || reviews === null || posts === null };
}

export type HomePageData = Awaited<ReturnType<typeof homeView>>['view'];
