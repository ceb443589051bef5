import { json, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { CONTENT_CACHE_CONTROL, findCmsPage, type CmsPageData } from '~/.server/cms-page';
import { CmsPageView } from '~/components/content/cms-page-view';
import { buildMeta, canonicalFromMatches } from '~/lib/seo';

const SLUG = 'polityka-prywatnosci';
const FALLBACK: CmsPageData = {
  slug: SLUG,
  title: 'Polityka prywatności',
  content: null,
  seo: { title: 'Polityka prywatności | Parkolot', description: 'Jak Parkolot przetwarza dane osobowe i jakie prawa Ci przysługują.' },
};

export async function loader(args: LoaderFunctionArgs) {
  // Without the CMS page the route still answers: title and 'Brak treści do wyświetlenia.'.
  const page = (await findCmsPage(args, SLUG)) ?? FALLBACK;
  return json({ page }, { headers: { 'Cache-Control': CONTENT_CACHE_CONTROL } });
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  buildMeta({ ...(data?.page.seo ?? FALLBACK.seo), url: canonicalFromMatches(matches) });

export default function PrivacyPolicyRoute() {
  const { page } = useLoaderData<typeof loader>();
  return <CmsPageView page={page} />;
}
