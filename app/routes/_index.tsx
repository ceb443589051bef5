import type { HeadersFunction, LoaderFunctionArgs } from '@remix-run/node';
import { loadHomePage } from '~/.server/home';
import { HomePage, homeMeta } from '~/components/home/home-page';

export const loader = (args: LoaderFunctionArgs) => loadHomePage(args);

export const meta = homeMeta;

// Public content; short-lived because the search form's default dates follow the clock.
export const headers: HeadersFunction = () => ({ 'Cache-Control': 'public, max-age=60' });

export default HomePage;
