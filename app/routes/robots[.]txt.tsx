import type { LoaderFunctionArgs } from '@remix-run/node';
import { buildRobotsTxt } from '~/lib/sitemap';
import { CacheControl } from '../../core/cache-control';

export function loader({ context }: LoaderFunctionArgs) {
  return new Response(buildRobotsTxt(context.publicUrl), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': CacheControl.robots },
  });
}
