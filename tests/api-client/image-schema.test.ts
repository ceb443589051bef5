import { describe, expect, it } from 'vitest';
import { ImageSchema } from '~/.server/api/schemas/shared';

const upload = (sizes: unknown) => ({ url: '/images/parkings/p.svg', alt: 'Plac', sizes });
const webp = { url: '/images/card/parkings/p.webp', width: 768, height: 512, mimeType: 'image/webp' };
const png = { url: '/images/share/parkings/p.png', width: 1200, height: 630, mimeType: 'image/png' };

describe('an image and its renditions (Payload upload sizes)', () => {
  it('refuses an image address that a browser would read as another host', () => {
    for (const url of ['//evil.example/p.svg', '/\t/evil.example/p.svg', '/\n\\evil.example/p.svg', 'javascript:x'])
      expect(ImageSchema.safeParse(url).success, JSON.stringify(url)).toBe(false);
    expect(ImageSchema.parse(' /images/parkings/p.svg ')).toEqual({ url: '/images/parkings/p.svg', alt: '' });
  });

  it('reads the card picture and the share image when the upload has them', () => {
    expect(ImageSchema.parse(upload({ og: png, card: webp }))).toEqual({
      url: '/images/parkings/p.svg',
      alt: 'Plac',
      share: { url: png.url, width: 1200, height: 630, type: 'image/png' },
      card: webp.url,
    });
  });

  it('takes any raster format a browser shows as the card picture', () => {
    for (const mimeType of ['image/webp', 'image/avif', 'image/jpeg', 'image/png'])
      expect(ImageSchema.parse(upload({ card: { ...webp, mimeType } })).card, mimeType).toBe(webp.url);
  });

  it('drops a card picture that is no raster image or no safe address, and keeps the image', () => {
    for (const card of [
      { ...webp, mimeType: 'image/svg+xml' },
      { ...webp, mimeType: undefined },
      { ...webp, url: 'javascript:alert(1)' },
      { ...webp, url: '//evil.example/p.webp' },
      // A browser drops tabs and line breaks from a URL: these would be //evil.example.
      { ...webp, url: '/\t/evil.example/p.webp' },
      { ...webp, url: '/\n/evil.example/p.webp' },
      { ...webp, url: '/\r\\evil.example/p.webp' },
      'p.webp',
      null,
    ]) {
      const image = ImageSchema.parse(upload({ og: png, card }));
      expect(image, JSON.stringify(card)).not.toHaveProperty('card');
      expect(image.url).toBe('/images/parkings/p.svg');
      expect(image.share?.url).toBe(png.url);
    }
  });
});
