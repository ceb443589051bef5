/**
 * Renders the raster renditions of the seeded illustrations under public/, each at the URL and size the
 * seed gives it, scaled to fill the frame and cropped at the centre:
 * - `sizes.og` (car park photos, blog covers): a PNG share image (Open Graph, X) — Facebook, LinkedIn and
 *   X show no SVG, so link previews need these; written here with zlib's best compression (Chromium's own
 *   screenshots of the dithered gradients are five times larger);
 * - `sizes.card` (car park photos, and the stock photos under images/stock/): the WebP a listing card
 *   shows (decision 0043), encoded by Chromium.
 * Run by hand after changing the seed images (the output is committed):
 *   npx tsx scripts/generate-seed-images.ts && npx tsx scripts/render-seed-renditions.ts
 * Draws with the installed Chromium through playwright-core (CHROMIUM_PATH, default /usr/bin/chromium).
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32, deflateSync } from 'node:zlib';
import { chromium, type Page } from 'playwright-core';
import type { ImageRef } from '../backend/db/schema';
import { seedData } from '../backend/seed/data';
import { cardImage } from '../backend/seed/data/renditions';

const publicDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'public');
/** A preview image is fetched by every chat or feed a link is pasted into: keep each one small. */
const MAX_SHARE_BYTES = 120 * 1024;
/** A listing page shows ten cards: each card's picture stays small for a phone's connection. */
const MAX_CARD_BYTES = 24 * 1024;
/** WebP quality of the card pictures (flat illustrations: no visible artefacts at 0.8). */
const CARD_QUALITY = 0.8;

/**
 * An SVG drawn to fill width × height (cover, centred): its RGBA pixels (`format` 'rgba') or the canvas
 * encoded by Chromium (`format` 'image/webp').
 */
async function draw(
  page: Page,
  svgFile: string,
  { width, height, format }: { width: number; height: number; format: 'rgba' | 'image/webp' },
): Promise<Buffer> {
  const svg = readFileSync(svgFile).toString('base64');
  await page.setContent(`<!doctype html><img alt="" src="data:image/svg+xml;base64,${svg}">`);
  const encoded = await page.locator('img').evaluate(
    async (img: HTMLImageElement, options: { width: number; height: number; format: string; quality: number }) => {
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = options.width;
      canvas.height = options.height;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('No 2D canvas');
      const scale = Math.max(options.width / img.naturalWidth, options.height / img.naturalHeight);
      const [w, h] = [img.naturalWidth * scale, img.naturalHeight * scale];
      context.drawImage(img, (options.width - w) / 2, (options.height - h) / 2, w, h);
      if (options.format !== 'rgba') return canvas.toDataURL(options.format, options.quality).split(',')[1];
      const data = context.getImageData(0, 0, options.width, options.height).data;
      let binary = '';
      for (let i = 0; i < data.length; i += 8192) binary += String.fromCharCode(...data.subarray(i, i + 8192));
      return btoa(binary);
    },
    { width, height, format, quality: CARD_QUALITY },
  );
  return Buffer.from(encoded, 'base64');
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** An opaque RGB PNG of RGBA pixels, with whichever one row filter (none, sub, up, Paeth) packs smallest. */
function encodePng(width: number, height: number, rgba: Buffer): Buffer {
  const stride = width * 3;
  const rgb = Buffer.alloc(stride * height);
  for (let i = 0, j = 0; i < rgba.length; i += 4, j += 3) rgba.copy(rgb, j, i, i + 3);
  const at = (x: number, y: number) => (x >= 0 && y >= 0 ? rgb[y * stride + x] : 0);
  const paeth = (a: number, b: number, c: number) => {
    const p = a + b - c;
    const [pa, pb, pc] = [Math.abs(p - a), Math.abs(p - b), Math.abs(p - c)];
    return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
  };
  const predictors = [
    () => 0,
    (x: number, y: number) => at(x - 3, y),
    (x: number, y: number) => at(x, y - 1),
    null,
    (x: number, y: number) => paeth(at(x - 3, y), at(x, y - 1), at(x - 3, y - 1)),
  ];
  let best: Buffer | undefined;
  predictors.forEach((predict, filter) => {
    if (!predict) return;
    const rows = Buffer.alloc((stride + 1) * height);
    for (let y = 0; y < height; y++) {
      rows[y * (stride + 1)] = filter;
      for (let x = 0; x < stride; x++) rows[y * (stride + 1) + 1 + x] = (at(x, y) - predict(x, y)) & 255;
    }
    const packed = deflateSync(rows, { level: 9, memLevel: 9 });
    if (!best || packed.length < best.length) best = packed;
  });
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits per channel, RGB, deflate, adaptive filtering, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', best ?? Buffer.alloc(0)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The stock photos a card shows for a car park without photos (spec: three), with their card pictures too. */
const stockPhotos: ImageRef[] = readdirSync(join(publicDir, 'images', 'stock'))
  .filter((file) => file.endsWith('.svg'))
  .map((file) => {
    const url = `/images/stock/${file}`;
    return { url, alt: '', sizes: { card: cardImage(url) } };
  });
const images: ImageRef[] = [
  ...seedData.parkings.flatMap((parking) => parking.gallery),
  ...seedData.posts.map((post) => post.featuredImage),
  ...stockPhotos,
];
interface Rendition {
  source: string;
  width: number;
  height: number;
  kind: 'og' | 'card';
}
const renditions = new Map<string, Rendition>();
for (const image of images) {
  for (const kind of ['og', 'card'] as const) {
    const size = image.sizes?.[kind];
    if (size) renditions.set(size.url, { source: image.url, width: size.width, height: size.height, kind });
  }
}

async function render(page: Page, { source, width, height, kind }: Rendition): Promise<Buffer> {
  const file = join(publicDir, source);
  if (kind === 'card') return draw(page, file, { width, height, format: 'image/webp' });
  return encodePng(width, height, await draw(page, file, { width, height, format: 'rgba' }));
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  const page = await browser.newPage();
  let total = 0;
  for (const [url, rendition] of renditions) {
    const bytes = await render(page, rendition);
    const limit = rendition.kind === 'card' ? MAX_CARD_BYTES : MAX_SHARE_BYTES;
    if (bytes.length > limit) throw new Error(`${url} is ${bytes.length} bytes, more than ${limit}`);
    const file = join(publicDir, url);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, bytes);
    total += bytes.length;
    console.log(`${url} ${Math.round(bytes.length / 1024)} KB`);
  }
  console.log(`${renditions.size} renditions, ${Math.round(total / 1024)} KB in all`);
} finally {
  await browser.close();
}
