import type { LoaderFunctionArgs } from '@remix-run/node';
import { sitemapEntries } from '~/.server/sitemap';
import { buildSitemapXml } from '~/lib/sitemap';
import { CacheControl } from '../../core/cache-control';

export async function loader({ context }: LoaderFunctionArgs) {
  const { entries, complete } = await sitemapEntries(context);
  return new Response(buildSitemapXml(entries), {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      // A sitemap missing a failed source is served but not kept: the next crawl gets the whole one.
      'Cache-Control': complete ? CacheControl.sitemap : CacheControl.noStore,
    },
  });
}
