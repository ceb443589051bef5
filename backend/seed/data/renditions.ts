import type { ImageSize } from '../../db/schema';

/** The seeded illustration's path under /images/ without `.svg` (`parkings/parking-01`). */
function illustration(svgUrl: string): string {
  const match = /^\/images\/(.+)\.svg$/.exec(svgUrl);
  if (!match) throw new Error(`Not a seeded SVG illustration: ${svgUrl}`);
  return match[1];
}

/**
 * The share image (Open Graph, X) of a seeded illustration: a 1200×630 PNG rendered from the SVG by
 * `scripts/render-seed-renditions.ts` into public/images/share/ (Facebook, LinkedIn and X show no SVG).
 */
export function shareImage(svgUrl: string): ImageSize {
  return { url: `/images/share/${illustration(svgUrl)}.png`, width: 1200, height: 630, mimeType: 'image/png' };
}

/**
 * The listing card's picture of a seeded car park photo: a 768×512 WebP rendered from the SVG by the same
 * script into public/images/card/. A live catalogue's photos are raster; a card drawing the SVG itself
 * made the browser paint every shape of it on the page's main thread (decision 0043).
 */
export function cardImage(svgUrl: string): ImageSize {
  return { url: `/images/card/${illustration(svgUrl)}.webp`, width: 768, height: 512, mimeType: 'image/webp' };
}
