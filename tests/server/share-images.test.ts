// Link previews: a car park's page and a blog post name a 1200×630 PNG as their share image (Facebook,
// LinkedIn and X show no SVG), and the server sends that file; a page without a photo shares the default.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '../../backend/index';
import { parkingPath } from '../../app/lib/site-paths';
import { startBackend } from '../backend/harness';
import { startTestServer, type TestServer } from '../setup/server-harness';

let backend: Backend;
let server: TestServer;

beforeAll(async () => {
  backend = await startBackend();
  server = await startTestServer({ backend });
});

afterAll(async () => {
  await server?.close();
  await backend?.close();
});

const get = (path: string) => fetch(`${server.url}${path}`, { redirect: 'manual' });

/** The content of `<meta property|name="key" content="…">` in a page's head. */
function meta(html: string, key: string): string | undefined {
  const tag = [...html.matchAll(/<meta [^>]*>/g)].map((m) => m[0]).find((t) => t.includes(`"${key}"`));
  return tag ? /content="([^"]*)"/.exec(tag)?.[1] : undefined;
}

/** A PNG's width and height from its IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

async function shareImageOf(path: string): Promise<string> {
  const response = await get(path);
  expect(response.status, path).toBe(200);
  const html = await response.text();
  const image = meta(html, 'og:image');
  expect(image, path).toBeDefined();
  expect(meta(html, 'twitter:image')).toBe(image);
  expect(meta(html, 'og:image:width')).toBe('1200');
  expect(meta(html, 'og:image:height')).toBe('630');
  expect(meta(html, 'og:image:type')).toBe('image/png');
  return new URL(image ?? '').pathname;
}

async function expectServedPng(pathname: string) {
  const response = await get(pathname);
  expect(response.status, pathname).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/png');
  expect(pngSize(Buffer.from(await response.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
}

describe('share images', () => {
  it.each([
    ['a car park page', parkingPath('warszawa-chopin', 'okecie-park'), /^\/images\/share\/parkings\/parking-\d+\.png$/],
    // Janki's first photo is the road to the airport (parking-17).
    ['a car park page with its own photos', parkingPath('warszawa-chopin', 'janki-park-and-fly'), /\/parking-17\.png$/],
    [
      'a blog post',
      '/blog/jak-tanio-zaparkowac-przy-lotnisku-chopina/',
      /^\/images\/share\/blog\/jak-tanio-zaparkowac-przy-lotnisku-chopina\.png$/,
    ],
  ])('%s names a 1200×630 PNG drawn from its own picture, and the server sends it', async (_, path, expected) => {
    const image = await shareImageOf(path);
    expect(image).toMatch(expected);
    await expectServedPng(image);
  });

  it('a car park without photos shares the default image', async () => {
    const image = await shareImageOf(parkingPath('warszawa-chopin', 'raszyn-airport-parking'));
    expect(image).toBe('/og-image.png');
    await expectServedPng(image);
  });
});
