import { json, type LoaderFunctionArgs } from '@remix-run/node';
import type { CmsPage } from '~/.server/api';
import { logger } from '~/.server/context';
import { richTextPlainText } from '~/lib/rich-text';

/** Honest caching for public content pages (ARCHITECTURE: public for content). */
export const CONTENT_CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=600';

/** Spec §2: a generic content page without a title reads 'Strona'. */
export const PAGE_TITLE_FALLBACK = 'Strona';

/** What a CMS page view shows; JSON-serialisable. */
export interface CmsPageData {
  slug: string;
  title: string;
  /** Lexical JSON; null/absent makes the view say 'Brak treści do wyświetlenia.'. */
  content?: unknown;
  seo: { title: string; description?: string };
}

/** The first sentences of the text, cut at a word boundary, for a meta description. */
export function metaDescription(content: unknown, maxLength = 160): string | undefined {
  const text = richTextPlainText(content);
  if (text === '') return undefined;
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > 80 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–-]+$/u, '')}…`;
}

export function toCmsPageData(page: CmsPage): CmsPageData {
  const title = page.title.trim() || PAGE_TITLE_FALLBACK;
  return {
    slug: page.slug,
    title,
    content: page.content,
    seo: { title: `${title} | Parkolot`, description: metaDescription(page.content) },
  };
}

/**
 * A CMS page by slug, or null when the CMS has none. A failed call is logged and read as "no page"
 * (spec §8: page load error is logged only; an unknown slug shows 404).
 */
export async function findCmsPage({ context }: Pick<LoaderFunctionArgs, 'context'>, slug: string): Promise<CmsPageData | null> {
  const clean = slug.replace(/^\/+|\/+$/g, '');
  if (clean === '') return null;
  try {
    const page = await context.api.getPageBySlug(clean);
    return page ? toCmsPageData(page) : null;
  } catch (error) {
    logger.error({ err: error, slug: clean }, 'CMS page: loading failed');
    return null;
  }
}

/** The catch-all resolver (spec §2): the CMS page with this slug, else a 404 Response. */
export async function loadCmsPage(args: LoaderFunctionArgs, slug: string): Promise<CmsPageData> {
  const page = await findCmsPage(args, slug);
  if (!page) throw new Response(null, { status: 404, statusText: 'Not Found' });
  return page;
}

/**
 * The loader of a fixed content route (terms, privacy policy): its CMS page, or without one the
 * route's fallback (title and SEO, no content: the view says 'Brak treści do wyświetlenia.').
 */
export async function loadFixedCmsPage(args: Pick<LoaderFunctionArgs, 'context'>, fallback: CmsPageData) {
  const page = (await findCmsPage(args, fallback.slug)) ?? fallback;
  return json({ page }, { headers: { 'Cache-Control': CONTENT_CACHE_CONTROL } });
}

/** What a fixed content route's `loader` is, for its meta and component. */
export type FixedCmsPageLoader = (args: LoaderFunctionArgs) => ReturnType<typeof loadFixedCmsPage>;
