import type { RequestCalls } from '~/.server/context';
import { json, redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { z } from 'zod';
import { isApiRefusal, upstreamStatus, type Parking } from '~/.server/api';
import { buildView, type Secondary } from '~/.server/parking-detail-view';
import { AVAILABILITY_WINDOW_DAYS } from '../../core/stay';
import { addDaysToKey, dateKey } from '../../core/warsaw-time';
import {
  canonicalStayLocation,
  detailStayFromParams,
  PER_DAY_COUNT,
  type ParkingDetailView,
} from '~/lib/parking-detail';
import {
  limitStayLength,
  type Stay,
  skippedTypedTime,
  STAY_CORRECTION_NOTICES,
  stayCorrectionOf,
} from '~/lib/search-state';
import { airportSlugFromSegment } from '~/lib/site-paths';
import { readStayNotice, setStayNotice } from '~/.server/stay-notice';
import { CacheControl } from '../../core/cache-control';

/** Slugs are lowercase words joined by hyphens; anything else cannot name a parking. */
const SlugSchema = z
  .string()
  .trim()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
  .max(160);

const trimSlashes = (value: string) => value.replace(/^\/+|\/+$/g, '');

/** The spec's error state (§8): rendered by the route's error boundary. */
export const PARKING_LOAD_ERROR = {
  title: 'Wystąpił błąd',
  message: 'Nie mogliśmy załadować danych parkingu.',
} as const;

function notFound(): Response {
  return json(PARKING_LOAD_ERROR, { status: 404 });
}

/**
 * The parking detail page (spec §2): the parking is critical and awaited (missing → 404, a bad answer →
 * 502, API unreachable or too slow → 503); price, active status, availability, per-day prices, addons and reviews are secondary,
 * fetched in parallel, and a failure of any of them never breaks the page.
 */
export async function loadParkingDetail({
  request,
  params,
  context,
}: LoaderFunctionArgs): Promise<{ view: ParkingDetailView; toldFromCookie: boolean }> {
  const url = new URL(request.url);
  const now = new Date();

  const airportSlug = airportSlugFromSegment(params.airportSlug ?? '');
  const parkingSlug = SlugSchema.safeParse(trimSlashes(params.parkingSlug ?? ''));
  // Spec §2 prefix rule: a first segment without `parking-lotnisko-` is no parking page — plain 404.
  if (!airportSlug) throw new Response(null, { status: 404, statusText: 'Not Found' });
  if (!parkingSlug.success) throw notFound();

  // The no-JS booking form (GET) → the canonical `arrivalAt`/`departureAt` URL.
  const location = canonicalStayLocation(url.pathname, url.searchParams, now);
  if (location) {
    // A time typed into the hour the clocks skip is held an hour later, which the address cannot say:
    // the page it lands on says why, told by the listing's one-minute cookie.
    // (Another reason, e.g. a past arrival, replaces the whole stay and is told by the address itself.)
    const landingParams = new URL(location, url).searchParams;
    const landing = detailStayFromParams(landingParams, now);
    const notice =
      landing && skippedTypedTime(url.searchParams) !== null && !stayCorrectionOf(landingParams, now)
        ? await setStayNotice(context, url.pathname, 'clock-change', limitStayLength(landing).stay)
        : null;
    throw redirect(location, {
      status: 302,
      headers: { 'Cache-Control': CacheControl.noStore, ...(notice ? { 'Set-Cookie': notice } : {}) },
    });
  }

  let parking: Parking | null;
  try {
    parking = await context.api.getParkingBySlug(parkingSlug.data);
  } catch (error) {
    if (isApiRefusal(error)) throw notFound();
    context.logger.error({ err: error, parkingSlug: parkingSlug.data }, 'parking detail: parking lookup failed');
    throw json(PARKING_LOAD_ERROR, {
      status: upstreamStatus(error),
      headers: { 'Cache-Control': CacheControl.noStore },
    });
  }
  // Spec §5: the parking's airport slug must equal the URL's (trailing slashes trimmed).
  if (!parking || !parking.airport || trimSlashes(parking.airport.slug) !== trimSlashes(airportSlug)) throw notFound();

  // A stay longer than the API prices follows the listing's rule (arrival + 7 days); like any stay the
  // spec's rules replaced (an old link's past dates), the page says why.
  const requested = detailStayFromParams(url.searchParams, now);
  const limited = requested ? limitStayLength(requested) : null;
  const stay = limited?.stay ?? null;
  const secondary = await loadSecondary(context, parking, stay, now);
  const fromUrl = requested ? stayCorrectionOf(url.searchParams, now) : null;
  const fromCookie = !fromUrl && stay ? await readStayNotice(request, stay) : null;
  const correction = fromUrl ?? fromCookie;
  const stayNotice = correction ? STAY_CORRECTION_NOTICES[correction] : null;
  const view = buildView({ parking, stay, stayNotice, secondary, url, publicUrl: context.publicUrl, now });
  return { view, toldFromCookie: fromCookie !== null };
}

/** What the secondary calls need from the load context: the API and the request's logger. */

async function loadSecondary(
  { api, logger }: RequestCalls,
  parking: Parking,
  stay: Stay | null,
  now: Date,
): Promise<Secondary> {
  const today = dateKey(now);
  const [quote, active, unavailableDays, perDay, addons, reviews] = await Promise.allSettled([
    // Spec §5: the price call runs only when both dates are present.
    stay ? api.getPrice(parking.id, { arrivalAt: stay.arrival, departureAt: stay.departure }) : Promise.resolve(null),
    api.getActive(parking.id),
    // Day keys (not instants) keep the URL, and so the 5-minute cache entry, the same all day.
    api
      .getAvailability(parking.id, { startDate: today, endDate: addDaysToKey(today, AVAILABILITY_WINDOW_DAYS) })
      .then(({ availability }) => availability.filter((day) => !day.available).map((day) => day.date)),
    api
      .getPerDayPrices(parking.id, { days: PER_DAY_COUNT, startDate: stay ? dateKey(stay.arrival) : undefined })
      .then(({ prices }) => prices),
    api.getAddons(parking.id),
    api.getParkingReviews(parking.id),
  ]);
  const calls = { quote, active, unavailableDays, perDay, addons, reviews };
  for (const [call, result] of Object.entries(calls)) {
    if (result.status === 'rejected') {
      logger.warn({ err: result.reason, parkingId: parking.id, call }, 'parking detail: secondary call failed');
    }
  }
  return calls;
}
