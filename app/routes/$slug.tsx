import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { loadCmsPage } from '~/.server/cms-page';
import { loadListingPage } from '~/.server/listing';
import { CmsPageView } from '~/components/content/cms-page-view';
import { ListingPage } from '~/components/listing/listing-page';
import { airportSlugFromSegment } from '~/lib/search-state';
import { buildMeta, canonicalFromMatches } from '~/lib/seo';

/**
 * Every single-segment path that no static route claims (spec §2 prefix rule): a segment starting
 * with `parking-lotnisko-` is an airport listing; any other is a CMS page, or a 404.
 */
export async function loader(args: LoaderFunctionArgs) {
  const segment = args.params.slug ?? '';
  const airportSlug = airportSlugFromSegment(segment);
  if (airportSlug) return { kind: 'listing' as const, listing: await loadListingPage(args, airportSlug) };
  return { kind: 'page' as const, page: await loadCmsPage(args, segment) };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const seo = data?.kind === 'listing' ? data.listing.seo : data?.page.seo;
  return buildMeta({ ...seo, url: canonicalFromMatches(matches) });
};

export default function SlugRoute() {
  const data = useLoaderData<typeof loader>();
  return data.kind === 'listing' ? <ListingPage data={data.listing} /> : <CmsPageView page={data.page} />;
}
