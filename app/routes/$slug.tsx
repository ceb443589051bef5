import { type HeadersFunction, json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { loadCmsPage } from '~/.server/cms-page';
import { loadListingPage } from '~/.server/listing';
import { clearStayNotice } from '~/.server/stay-notice';
import { CmsPageView } from '~/components/content/cms-page-view';
import { ListingPage } from '~/components/listing/listing-page';
import { airportSlugFromSegment } from '~/lib/site-paths';
import { buildMeta, canonicalFromMatches, preloadImage } from '~/lib/seo';
import { CacheControl } from '../../core/cache-control';

/**
 * Every single-segment path that no static route claims (spec §2 prefix rule): a segment starting
 * with `parking-lotnisko-` is an airport listing; any other is a CMS page, or a 404.
 */
export async function loader(args: LoaderFunctionArgs) {
  const segment = args.params.slug ?? '';
  const airportSlug = airportSlugFromSegment(segment);
  if (airportSlug) {
    const listing = await loadListingPage(args, airportSlug);
    // Prices and availability move: shared caches may keep the page briefly, browsers revalidate.
    // An error state (listing or filters down) must not be kept by any cache.
    const healthy = listing.listing.status === 'ok' && listing.filters.status === 'ok';
    // A page telling one traveller why their link's stay was replaced is theirs: no cache keeps it, and
    // the notice is cleared as it is shown.
    const headers: Record<string, string> = listing.stayNotice
      ? {
          'Cache-Control': CacheControl.privateNoStore,
          'Set-Cookie': await clearStayNotice(args.context, new URL(args.request.url).pathname),
        }
      : { 'Cache-Control': healthy ? CacheControl.prices : CacheControl.noStore };
    return json({ kind: 'listing' as const, listing }, { headers });
  }
  const page = await loadCmsPage(args, segment);
  return json({ kind: 'page' as const, page }, { headers: { 'Cache-Control': CacheControl.topLevelPage } });
}

export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => ({
  'Cache-Control': errorHeaders ? CacheControl.noStore : (loaderHeaders.get('Cache-Control') ?? CacheControl.noStore),
});

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const seo = data?.kind === 'listing' ? data.listing.seo : data?.page.seo;
  const firstPhoto =
    data?.kind === 'listing' && data.listing.listing.status === 'ok'
      ? data.listing.listing.parkings[0]?.images[0]?.url
      : null;
  return [...buildMeta({ ...seo, url: canonicalFromMatches(matches) }), ...preloadImage(firstPhoto)];
};

export default function SlugRoute() {
  const data = useLoaderData<typeof loader>();
  return data.kind === 'listing' ? <ListingPage data={data.listing} /> : <CmsPageView page={data.page} />;
}
