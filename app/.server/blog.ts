import { redirect, type AppLoadContext } from '@remix-run/node';
import { perCachedObject, type Post } from '~/.server/api';
import { BLOG_PATH, postHref } from '~/lib/blog';
import { formatLongDate } from '~/lib/format';
import { parseRichText, readingTimeMinutes, richTextPlainText } from '~/.server/rich-text';
import { countWords, type RichTextResult } from '~/lib/rich-text';
import { canonicalUrl, SITE_NAME } from '~/lib/seo';
import { CacheControl } from '../../core/cache-control';

/** Spec §2: an article shows two similar articles. */
export const SIMILAR_POSTS = 2;
/** Featured images are 1200×630 (the Open Graph ratio) unless the CMS says otherwise. */
export const FEATURED_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** A post as a card shows it. */
export interface PostSummary {
  slug: string;
  href: string;
  title: string;
  excerpt: string;
  author: string;
  /** ISO date-time, or null when the CMS has no date. */
  publishDate: string | null;
  /** e.g. "10 lutego 2026". */
  dateLabel: string | null;
  readingMinutes: number;
  image: { url: string; alt: string } | null;
}

export interface PostDetail extends PostSummary {
  content: RichTextResult;
  /** Absolute canonical URL (share button, JSON-LD). */
  url: string;
}

function validDate(value: string | null): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * A post as its card shows it, made once per cache lifetime of the post (its reading time counts the
 * words of the whole article).
 */
export const toPostSummary = perCachedObject((post: Post): PostSummary => Object.freeze(summaryOf(post)));

function summaryOf(post: Post): PostSummary {
  const date = validDate(post.publishDate);
  return {
    slug: post.slug,
    href: postHref(post.slug),
    title: post.title,
    excerpt: post.excerpt,
    author: post.author,
    publishDate: date ? date.toISOString() : null,
    dateLabel: date ? formatLongDate(date) : null,
    readingMinutes: readingTimeMinutes(post.content),
    image: post.featuredImage ? { url: post.featuredImage.url, alt: post.featuredImage.alt } : null,
  };
}

export type PostSummaries = { ok: true; posts: PostSummary[] } | { ok: false; posts: PostSummary[]; error: unknown };

/**
 * Published posts, newest first (the API call filters by status). A failed call is logged and comes
 * back as `ok: false` with no posts: the list page turns it into its error page (an outage is not
 * 'Brak dostępnych artykułów.'), an article only leaves out its similar posts.
 */
export async function loadPostSummaries(context: AppLoadContext): Promise<PostSummaries> {
  try {
    const posts = await context.api.getPosts();
    return { ok: true, posts: posts.filter((p) => p.status === 'published').map(toPostSummary) };
  } catch (error) {
    context.logger.error({ err: error }, 'Blog: loading posts failed');
    return { ok: false, posts: [], error };
  }
}

/** Spec §2: two other posts, preferring ones that share words with this title, then the newest. */
export function pickSimilar(current: PostSummary, candidates: PostSummary[], count = SIMILAR_POSTS): PostSummary[] {
  const words = (title: string) =>
    new Set(
      title
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter((w) => w.length > 3),
    );
  const own = words(current.title);
  return candidates
    .filter((p) => p.slug !== current.slug)
    .map((post, index) => ({ post, index, shared: [...words(post.title)].filter((w) => own.has(w)).length }))
    .sort((a, b) => b.shared - a.shared || a.index - b.index)
    .slice(0, count)
    .map(({ post }) => post);
}

/** A post's article as its page shows it, parsed once per cache lifetime of the post. */
const articleOf = perCachedObject((post: Post) =>
  Object.freeze({ content: parseRichText(post.content), wordCount: countWords(richTextPlainText(post.content)) }),
);

/**
 * The article page's data. Spec §2/§8: an unknown slug or any error redirects to /blog/ (302).
 * Similar posts are secondary: their failure only leaves the section out.
 */
export async function loadPostPage(context: AppLoadContext, slug: string) {
  let post: Post | null;
  try {
    post = await context.api.getPostBySlug(slug);
  } catch (error) {
    context.logger.error({ err: error, slug }, 'Blog: loading a post failed');
    // Spec §8; the redirect answers an outage, so no cache may keep it.
    throw redirect(BLOG_PATH, { status: 302, headers: { 'Cache-Control': CacheControl.noStore } });
  }
  if (!post || post.status !== 'published') throw redirect(BLOG_PATH, 302);

  const summary = toPostSummary(post);
  const url = canonicalUrl(context.publicUrl, summary.href);
  const { posts } = await loadPostSummaries(context);
  const detail: PostDetail = { ...summary, content: articleOf(post).content, url };

  return {
    post: detail,
    similar: pickSimilar(summary, posts),
    seo: {
      title: `${post.title} | Blog ${SITE_NAME}`,
      description: post.excerpt || undefined,
      image: post.featuredImage?.share,
    },
    jsonLd: blogPostingJsonLd(detail, post, context.publicUrl),
  };
}

function blogPostingJsonLd(post: PostDetail, source: Post, publicUrl: string): Record<string, unknown> {
  const absolute = (path: string) => new URL(path, `${publicUrl}/`).toString();
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    ...(post.excerpt ? { description: post.excerpt } : {}),
    ...(post.image ? { image: [absolute(post.image.url)] } : {}),
    ...(post.publishDate ? { datePublished: post.publishDate } : {}),
    ...(post.author ? { author: { '@type': 'Person', name: post.author } } : {}),
    publisher: {
      '@type': 'Organization',
      name: SITE_NAME,
      logo: { '@type': 'ImageObject', url: absolute('/logo-mark.svg') },
    },
    mainEntityOfPage: { '@type': 'WebPage', '@id': post.url },
    url: post.url,
    inLanguage: 'pl-PL',
    wordCount: articleOf(source).wordCount,
    timeRequired: `PT${post.readingMinutes}M`,
  };
}
