import type { ImageSize } from '../../db/schema';

/**
 * The share image (Open Graph, X) of a seeded illustration: a 1200×630 PNG rendered from the SVG by
 * `scripts/render-share-images.ts` into public/images/share/ (Facebook, LinkedIn and X show no SVG).
 */
export function shareImage(svgUrl: string): ImageSize {
  const match = /^\/images\/(.+)\.svg$/.exec(svgUrl);
  if (!match) throw new Error(`Not a seeded SVG illustration: ${svgUrl}`);
  return { url: `/images/share/${match[1]}.png`, width: 1200, height: 630, mimeType: 'image/png' };
}
