import { json, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { CONTENT_CACHE_CONTROL, findCmsPage, type CmsPageData } from '~/.server/cms-page';
import { CmsPageView } from '~/components/content/cms-page-view';
import { buildMeta, canonicalFromMatches } from '~/lib/seo';

const SLUG = 'regulamin';
const FALLBACK: CmsPageData = {
  slug: SLUG,
  title: 'Regulamin',
  content: null,
  seo: { title: 'Regulamin | Parkolot', description: 'Regulamin serwisu Parkolot – zasady rezerwacji parkingów przy lotniskach.' },
};

export async function loader(args: LoaderFunctionArgs) {
  // Without the CMS page the route still answers: title and 'Brak treści do wyświetlenia.'.
  const page = (await findCmsPage(args, SLUG)) ?? FALLBACK;
  return json({ page }, { headers: { 'Cache-Control': CONTENT_CACHE_CONTROL } });
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  buildMeta({ ...(data?.page.seo ?? FALLBACK.seo), url: canonicalFromMatches(matches) });

export default function TermsRoute() {
  const { page } = useLoaderData<typeof loader>();
  return <CmsPageView page={page} />;
}
