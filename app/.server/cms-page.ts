import { json, type LoaderFunctionArgs } from '@remix-run/node';
import { upstreamFailure, type CmsPage } from '~/.server/api';
import { parseRichText, richTextPlainText } from '~/.server/rich-text';
import type { RichTextResult } from '~/lib/rich-text';
import { CacheControl } from '../../core/cache-control';

/** Spec §2: a generic content page without a title reads 'Strona'. */
export const PAGE_TITLE_FALLBACK = 'Strona';

/** What a CMS page view shows; JSON-serialisable. */
export interface CmsPageData {
  slug: string;
  title: string;
  /** Parsed by the loader; no content makes the view say 'Brak treści do wyświetlenia.'. */
  content: RichTextResult;
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
    content: parseRichText(page.content),
    seo: { title: `${title} | Parkolot`, description: metaDescription(page.content) },
  };
}

type CmsLookup = { ok: true; page: CmsPageData | null } | { ok: false; error: unknown };

async function lookUpCmsPage({ context }: Pick<LoaderFunctionArgs, 'context'>, slug: string): Promise<CmsLookup> {
  const clean = slug.replace(/^\/+|\/+$/g, '');
  // A CMS slug is lowercase words joined by hyphens; anything else (NUL, slashes, 2 kB) names no page.
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(clean) || clean.length > 160) return { ok: true, page: null };
  try {
    const page = await context.api.getPageBySlug(clean);
    return { ok: true, page: page ? toCmsPageData(page) : null };
  } catch (error) {
    context.logger.error({ err: error, slug: clean }, 'CMS page: loading failed');
    return { ok: false, error };
  }
}

/**
 * A CMS page that only adds to a page (the intro above the /dodaj-parking/ form): null when the CMS has
 * none or cannot be read (spec §8: page load error is logged only).
 */
export async function findCmsPage(
  args: Pick<LoaderFunctionArgs, 'context'>,
  slug: string,
): Promise<CmsPageData | null> {
  const found = await lookUpCmsPage(args, slug);
  return found.ok ? found.page : null;
}

/**
 * A CMS page that is the page itself: null when the CMS has none. When the CMS cannot be read the load
 * error is logged (spec §8) and the page is the error page (502/503) — never a 404 or an empty page
 * that a crawler or a cache would keep.
 */
async function requireCmsPage(args: Pick<LoaderFunctionArgs, 'context'>, slug: string): Promise<CmsPageData | null> {
  const found = await lookUpCmsPage(args, slug);
  if (!found.ok) throw upstreamFailure(found.error);
  return found.page;
}

/** The catch-all resolver (spec §2): the CMS page with this slug, else a 404 Response. */
export async function loadCmsPage(args: LoaderFunctionArgs, slug: string): Promise<CmsPageData> {
  const page = await requireCmsPage(args, slug);
  if (!page) throw new Response(null, { status: 404, statusText: 'Not Found' });
  return page;
}

/**
 * The loader of a fixed content route (terms, privacy policy): its CMS page, or when the CMS has none the
 * route's fallback (title and SEO, no content: the view says 'Brak treści do wyświetlenia.').
 */
export async function loadFixedCmsPage(args: Pick<LoaderFunctionArgs, 'context'>, fallback: CmsPageData) {
  const page = (await requireCmsPage(args, fallback.slug)) ?? fallback;
  return json({ page }, { headers: { 'Cache-Control': CacheControl.content } });
}

/** What a fixed content route's `loader` is, for its meta and component. */
export type FixedCmsPageLoader = (args: LoaderFunctionArgs) => ReturnType<typeof loadFixedCmsPage>;
