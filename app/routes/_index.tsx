import type { HeadersFunction, LoaderFunctionArgs } from '@remix-run/node';
import { loadHomePage } from '~/.server/home';
import { HomePage, homeMeta } from '~/components/home/home-page';

export const loader = (args: LoaderFunctionArgs) => {
  // `//` and `///` reach this route too, and are never redirected (browsers read `//host` as another
  // site): like every other `//`-led path they are not found, so the home page has one address.
  if (new URL(args.request.url).pathname !== '/') throw new Response(null, { status: 404, statusText: 'Not Found' });
  return loadHomePage(args);
};

export const meta = homeMeta;

// The loader decides: public for a minute, or no-store while a block is missing (API trouble).
export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default HomePage;
