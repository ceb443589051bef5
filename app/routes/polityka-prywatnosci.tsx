import type { LoaderFunctionArgs } from '@remix-run/node';
import { loadFixedCmsPage, type CmsPageData } from '~/.server/cms-page';
import { cmsPageHeaders, fixedCmsPageMeta, FixedCmsPageRoute } from '~/components/content/cms-page-view';

const FALLBACK: CmsPageData = {
  slug: 'polityka-prywatnosci',
  title: 'Polityka prywatności',
  content: { status: 'none' },
  seo: {
    title: 'Polityka prywatności | Parkolot',
    description: 'Jak Parkolot przetwarza dane osobowe i jakie prawa Ci przysługują.',
  },
};

export function loader(args: LoaderFunctionArgs) {
  return loadFixedCmsPage(args, FALLBACK);
}

export const headers = cmsPageHeaders;
export const meta = fixedCmsPageMeta(FALLBACK);
export default FixedCmsPageRoute;
