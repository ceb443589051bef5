import type { HeadersFunction, LoaderFunctionArgs } from '@remix-run/node';
import { loadHomePage } from '~/.server/home';
import { HomePage, homeMeta } from '~/components/home/home-page';

/** `/home/` is the same page as `/` (spec §2); its canonical URL is `/`. */
export const loader = (args: LoaderFunctionArgs) => loadHomePage(args);

export const meta = homeMeta;

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default HomePage;
