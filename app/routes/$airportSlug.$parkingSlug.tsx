import { json, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { isRouteErrorResponse, useLoaderData, useParams, useRouteError } from '@remix-run/react';
import { loadParkingDetail } from '~/.server/parking-detail';
import { clearStayNotice } from '~/.server/stay-notice';
import { ErrorScreen, NOT_FOUND_TITLE } from '~/components/error-screen';
import { ParkingDetailError } from '~/components/parking/parking-detail-error';
import { ParkingDetailPage } from '~/components/parking/parking-detail-page';
import { airportPath, airportSlugFromSegment } from '~/lib/site-paths';
import { buildMeta, canonicalFromMatches, preloadImage } from '~/lib/seo';
import { CacheControl } from '../../core/cache-control';

/** `/parking-lotnisko-{airport}/{parking}/`: the parking detail page (spec §2). */
export async function loader(args: LoaderFunctionArgs) {
  const { view, toldFromCookie } = await loadParkingDetail(args);
  // Prices and availability move: shared caches may keep the page briefly, browsers revalidate. A page
  // telling one traveller why the time they typed moved is theirs: no cache keeps it, and the notice
  // is cleared as it is shown (as on the listing).
  const headers: Record<string, string> = toldFromCookie
    ? {
        'Cache-Control': CacheControl.privateNoStore,
        'Set-Cookie': await clearStayNotice(args.context, new URL(args.request.url).pathname),
      }
    : { 'Cache-Control': CacheControl.prices };
  return json(view, { headers });
}

export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => {
  const cacheControl = (errorHeaders ?? loaderHeaders).get('Cache-Control');
  return cacheControl ? { 'Cache-Control': cacheControl } : { 'Cache-Control': CacheControl.noStore };
};

export const meta: MetaFunction<typeof loader> = ({ data, matches, params }) => {
  const url = canonicalFromMatches(matches);
  if (!data && !airportSlugFromSegment(params.airportSlug ?? '')) return buildMeta({ title: NOT_FOUND_TITLE, url });
  if (!data) return buildMeta({ title: 'Wystąpił błąd | Parkolot', url });
  return [...buildMeta({ ...data.seo, url }), ...preloadImage(data.parking.gallery[0]?.url)];
};

export default function ParkingDetailRoute() {
  return <ParkingDetailPage data={useLoaderData<typeof loader>()} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const params = useParams();
  const airportSlug = airportSlugFromSegment(params.airportSlug ?? '');
  if (airportSlug && isRouteErrorResponse(error) && (error.status === 404 || error.status >= 500)) {
    return <ParkingDetailError status={error.status} airportHref={airportSlug ? airportPath(airportSlug) : null} />;
  }
  return <ErrorScreen error={error} />;
}
