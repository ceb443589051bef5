import type { LoaderFunctionArgs } from '@remix-run/node';
import { loadFixedCmsPage, type CmsPageData } from '~/.server/cms-page';
import { cmsPageHeaders, fixedCmsPageMeta, FixedCmsPageRoute } from '~/components/content/cms-page-view';

const FALLBACK: CmsPageData = {
  slug: 'regulamin',
  title: 'Regulamin',
  content: { status: 'none' },
  seo: {
    title: 'Regulamin | Parkolot',
    description: 'Regulamin serwisu Parkolot – zasady rezerwacji parkingów przy lotniskach.',
  },
};

export function loader(args: LoaderFunctionArgs) {
  return loadFixedCmsPage(args, FALLBACK);
}

export const headers = cmsPageHeaders;
export const meta = fixedCmsPageMeta(FALLBACK);
export default FixedCmsPageRoute;
