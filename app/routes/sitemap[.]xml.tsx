import type { LoaderFunctionArgs } from '@remix-run/node';
import { sitemapEntries } from '~/.server/sitemap';
import { buildSitemapXml } from '~/lib/sitemap';

export async function loader({ context }: LoaderFunctionArgs) {
  const xml = buildSitemapXml(await sitemapEntries(context));
  return new Response(xml, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
