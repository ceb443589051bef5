import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { buildMeta, canonicalFromMatches } from '~/lib/seo';

/**
 * Any deeper unknown path (single segments go to $slug.tsx). The 404 screen itself is the root
 * ErrorBoundary's ('404', 'Oops! Page not found').
 */
export function loader(_args: LoaderFunctionArgs): never {
  throw new Response(null, { status: 404, statusText: 'Not Found' });
}

export const meta: MetaFunction = ({ matches }) =>
  buildMeta({ title: 'Strona nie znaleziona', url: canonicalFromMatches(matches) });

export default function NotFoundRoute() {
  return null;
}
