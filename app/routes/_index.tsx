import type { HeadersFunction, LoaderFunctionArgs } from '@remix-run/node';
import { loadHomePage } from '~/.server/home';
import { HomePage, homeMeta } from '~/components/home/home-page';

export const loader = (args: LoaderFunctionArgs) => loadHomePage(args);

export const meta = homeMeta;

// The loader decides: public for a minute, or no-store while a block is missing (API trouble).
export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default HomePage;
