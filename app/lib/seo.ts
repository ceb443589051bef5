import type { MetaDescriptor } from '@remix-run/react';

export const SITE_NAME = 'Parkolot';

/** The spec's default page description (spec §1). */
export const DEFAULT_DESCRIPTION =
  'Parkolot pomaga znaleźć najlepsze i najtańsze parkingi przy lotniskach w Polsce – bezpieczne, sprawdzone, z bezpłatnym transferem na lotnisko.';

/** Default share image (the blue logo mark on the brand background), relative to the site origin. */
export const DEFAULT_IMAGE_PATH = '/og-image.png';

/**
 * A page's share image for link previews (Open Graph, X): a raster file, since Facebook, LinkedIn and X
 * show no SVG. The content API gives one as an image's `sizes.og`.
 */
export interface ShareImage {
  /** Absolute URL or a path on this site. */
  url: string;
  width: number;
  height: number;
  type: 'image/png' | 'image/jpeg';
}

/** Used by every page that has no share image of its own. */
export const DEFAULT_SHARE_IMAGE: ShareImage = { url: DEFAULT_IMAGE_PATH, width: 1200, height: 630, type: 'image/png' };

export interface SeoInput {
  /** Document title; defaults to the product name. */
  title?: string;
  description?: string;
  /** The page's raster share image; the default one when absent. */
  image?: ShareImage;
  /** Canonical absolute URL of the page (origin + path with trailing slash). */
  url?: string;
}

/** Origin + pathname, always with a trailing slash (spec §2: canonical link). */
export function canonicalUrl(origin: string, pathname: string): string {
  const path = pathname.endsWith('/') ? pathname : `${pathname}/`;
  return `${origin.replace(/\/+$/, '')}${path}`;
}

/**
 * Every page's title, description, Open Graph / Twitter tags and canonical link in one list.
 * Remix replaces (does not merge) parent meta, so each route returns the whole list from here.
 */
/**
 * A `<link rel="preload">` in the head for the page's largest image (its LCP element), so a phone
 * starts loading it before the rest of the HTML has arrived. Nothing when the page has no image.
 */
export function preloadImage(url: string | null | undefined): MetaDescriptor[] {
  return url ? [{ tagName: 'link', rel: 'preload', as: 'image', href: url, fetchpriority: 'high' }] : [];
}

export function buildMeta({ title, description, image, url }: SeoInput = {}): MetaDescriptor[] {
  const pageTitle = title || SITE_NAME;
  const pageDescription = description || DEFAULT_DESCRIPTION;
  const share = image ?? DEFAULT_SHARE_IMAGE;
  const imageUrl = absoluteUrl(share.url, url);

  const meta: MetaDescriptor[] = [
    { title: pageTitle },
    { name: 'description', content: pageDescription },
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:title', content: pageTitle },
    { property: 'og:description', content: pageDescription },
    { property: 'og:locale', content: 'pl_PL' },
    { property: 'og:type', content: 'website' },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: pageTitle },
    { name: 'twitter:description', content: pageDescription },
  ];
  if (imageUrl) {
    meta.push(
      { property: 'og:image', content: imageUrl },
      { property: 'og:image:width', content: String(share.width) },
      { property: 'og:image:height', content: String(share.height) },
      { property: 'og:image:type', content: share.type },
      { name: 'twitter:image', content: imageUrl },
    );
  }
  if (url) {
    meta.push({ property: 'og:url', content: url }, { tagName: 'link', rel: 'canonical', href: url });
  }
  return meta;
}

interface MatchWithData {
  id: string;
  data?: unknown;
}

/** The canonical URL computed by the root loader, for a route's `meta({ matches })`. */
export function canonicalFromMatches(matches: readonly MatchWithData[]): string | undefined {
  const data = matches.find((match) => match.id === 'root')?.data;
  if (data && typeof data === 'object' && 'canonicalUrl' in data && typeof data.canonicalUrl === 'string') {
    return data.canonicalUrl;
  }
  return undefined;
}

function absoluteUrl(pathOrUrl: string, base: string | undefined): string | undefined {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  if (!base) return undefined;
  return new URL(pathOrUrl, base).toString();
}
