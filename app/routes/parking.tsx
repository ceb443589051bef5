import { type LoaderFunctionArgs, redirect } from '@remix-run/node';
import { upstreamFailure } from '~/.server/api';
import { setStayNotice } from '~/.server/stay-notice';
import { DEFAULT_AIRPORT, parseSearchRequest } from '~/lib/search-state';
import { airportPath, airportSearchHref, findAirport } from '~/lib/site-paths';
import { CacheControl } from '../../core/cache-control';

/**
 * `/parking/` (spec §2 route table): the results link target and what the search form submits
 * without JS. Reads the airport (code or slug) and the stay (`arrivalAt`/`departureAt`, else the
 * native date/time fields), corrects the stay and redirects to the airport listing, keeping every
 * other query parameter. An unknown airport lands on the default (WAW) airport's listing.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const {
    airport: requested,
    stay,
    correction,
    extra,
  } = parseSearchRequest(new URL(request.url).searchParams, new Date());

  let airports: Awaited<ReturnType<typeof context.api.getAirports>>;
  try {
    airports = await context.api.getAirports();
  } catch (error) {
    context.logger.error({ err: error }, '/parking: loading airports failed');
    throw upstreamFailure(error);
  }

  const airport = findAirport(airports, requested) ?? findAirport(airports, DEFAULT_AIRPORT) ?? airports[0];
  if (!airport) throw new Response('Nie znaleziono lotniska.', { status: 404 });

  // A stay the form could not be priced as typed (a departure before the arrival, a past arrival…): the
  // listing says why it shows another one, as it does for a link's (decision 0025).
  const notice = correction ? await setStayNotice(context, airportPath(airport.slug), correction, stay) : null;
  // The corrected dates depend on the current time, so the answer must not be cached.
  return redirect(airportSearchHref(airport.slug, stay, extra), {
    headers: { 'Cache-Control': CacheControl.noStore, ...(notice ? { 'Set-Cookie': notice } : {}) },
  });
}

/** Never rendered (the loader always redirects); present so client-side links treat this as a page. */
export default function ParkingSearchRedirect() {
  return null;
}
