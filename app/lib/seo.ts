import type { MetaDescriptor } from '@remix-run/react';

export const SITE_NAME = 'Parkolot';

/** The spec's default page description (spec §1). */
export const DEFAULT_DESCRIPTION =
  'Parkolot pomaga znaleźć najlepsze i najtańsze parkingi przy lotniskach w Polsce – bezpieczne, sprawdzone, z bezpłatnym transferem na lotnisko.';

/** Default share image (the blue logo mark on the brand background), relative to the site origin. */
export const DEFAULT_IMAGE_PATH = '/og-image.png';

export interface SeoInput {
  /** Document title; defaults to the product name. */
  title?: string;
  description?: string;
  /** Absolute URL or a path on this site. */
  image?: string;
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
  const imageUrl = absoluteUrl(image || DEFAULT_IMAGE_PATH, url);

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
    meta.push({ property: 'og:image', content: imageUrl }, { name: 'twitter:image', content: imageUrl });
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
