import { z } from 'zod';
import type { ShareImage } from '~/lib/seo';

/*
 * Response schemas of the marketplace API (docs/API.md), one file per service; this one holds the
 * primitives they share. They parse into view shapes: variants the specs allow ("string or object")
 * are normalised to one form, missing optional fields get their neutral value, unknown extra fields
 * are dropped.
 */

/** Ids are numbers in the embedded API and may be strings upstream (addon ids always are). */
export const IdSchema = z.union([z.number(), z.string().min(1)]);
export type Id = z.output<typeof IdSchema>;

/** A number, or a numeric string such as "123.45" (a decimal comma is accepted too). */
export const NumberLikeSchema = z.union([
  z.number().finite(),
  z
    .string()
    .trim()
    .regex(/^-?\d+(?:[.,]\d+)?$/)
    .transform((s) => Number(s.replace(',', '.'))),
]);

export const text = (fallback = '') =>
  z
    .string()
    .nullish()
    .transform((v) => v ?? fallback);
export const optionalNumber = NumberLikeSchema.nullish().transform((v) => v ?? null);
export const optionalString = z
  .string()
  .nullish()
  .transform((v) => v ?? null);
export const count = NumberLikeSchema.nullish();

export const MoneySchema = z.object({
  amount: NumberLikeSchema,
  currency: z
    .string()
    .trim()
    .nullish()
    .transform((c) => (c ? c.toUpperCase() : 'PLN')),
});
export type Money = z.output<typeof MoneySchema>;

export const zeroMoney = (): Money => ({ amount: 0, currency: 'PLN' });

export interface Image {
  url: string;
  alt: string;
  /** The raster rendition for link previews (Payload's `sizes.og`), when the image has one. */
  share?: ShareImage;
  /** The address of the raster rendition a listing card shows (Payload's `sizes.card`), when the image has one. */
  card?: string;
}

/**
 * An image address a page may render: http(s) or a path on this site — never `javascript:` or `data:`, and
 * no whitespace inside (a browser drops tabs and line breaks from a URL, so `/\t/host` would be `//host`).
 */
const ImageUrlSchema = z
  .string()
  .trim()
  .min(1)
  .refine(
    (url) => /^(https?:\/\/|\/(?![/\\]))/i.test(url) && !/\s/.test(url),
    'not an http(s) or site-relative image URL',
  );

/**
 * A link a page may put in an `href`: a path on this site (`/regulamin-parkingu-x/`) or an https
 * address; anything else (`javascript:`, `data:`, `http:`, `//host`, text) reads as no link (null).
 */
export const optionalLink = z
  .string()
  .trim()
  .refine((url) => /^(https:\/\/[^\s/]|\/(?![/\\]))/i.test(url) && !/\s/.test(url))
  .nullish()
  .transform((url) => url ?? null)
  .catch(null);

/** Payload's `sizes.og` of an upload: a PNG or JPEG with its size; anything else is no share image. */
const ShareSizeSchema = z
  .object({
    url: ImageUrlSchema,
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    mimeType: z.enum(['image/png', 'image/jpeg']),
  })
  .transform((size): ShareImage => ({ url: size.url, width: size.width, height: size.height, type: size.mimeType }));

/** Payload's `sizes.card` of an upload: a raster picture a browser shows; anything else is no card picture. */
const CardSizeSchema = z
  .object({ url: ImageUrlSchema, mimeType: z.enum(['image/webp', 'image/avif', 'image/jpeg', 'image/png']) })
  .transform((size) => size.url);

const SizesSchema = z
  .object({ og: ShareSizeSchema.nullish().catch(null), card: CardSizeSchema.nullish().catch(null) })
  .nullish()
  .catch(null);

/** An image as a url string or an upload object with url (and alt, and its share and card renditions). */
export const ImageSchema = z.union([
  ImageUrlSchema.transform((url): Image => ({ url, alt: '' })),
  z.object({ url: ImageUrlSchema, alt: z.string().nullish(), sizes: SizesSchema }).transform((image): Image => {
    const share = image.sizes?.og;
    const card = image.sizes?.card;
    return { url: image.url, alt: image.alt ?? '', ...(share ? { share } : {}), ...(card ? { card } : {}) };
  }),
]);

/** An optional image: anything unusable (missing, an unpopulated id) becomes null. */
export const optionalImage = ImageSchema.nullable().catch(null);

/** Lexical JSON; the rich-text renderer walks the tree, so unknown node fields are kept. */
export const RichTextSchema = z.looseObject({
  root: z.looseObject({ type: z.string().optional(), children: z.array(z.unknown()) }),
});
export type RichText = z.output<typeof RichTextSchema>;

/** Content that is not Lexical JSON is treated as no content. */
export const optionalRichText = RichTextSchema.nullable().catch(null);

/** Payload's paginated answer; only `docs` is required, the rest is derived when absent. */
export function paginatedSchema<T extends z.ZodType>(doc: T) {
  return z
    .object({
      docs: z.array(doc),
      totalDocs: count,
      limit: count,
      totalPages: count,
      page: count,
      hasPrevPage: z.boolean().nullish(),
      hasNextPage: z.boolean().nullish(),
      prevPage: count,
      nextPage: count,
    })
    .transform((p) => {
      const page = p.page ?? 1;
      const hasNextPage = p.hasNextPage ?? false;
      const hasPrevPage = p.hasPrevPage ?? page > 1;
      return {
        docs: p.docs,
        totalDocs: p.totalDocs ?? p.docs.length,
        limit: p.limit ?? p.docs.length,
        totalPages: p.totalPages ?? page,
        page,
        hasPrevPage,
        hasNextPage,
        prevPage: p.prevPage ?? (hasPrevPage ? page - 1 : null),
        nextPage: p.nextPage ?? (hasNextPage ? page + 1 : null),
      };
    });
}
export interface Paginated<T> {
  docs: T[];
  totalDocs: number;
  limit: number;
  totalPages: number;
  page: number;
  hasPrevPage: boolean;
  hasNextPage: boolean;
  prevPage: number | null;
  nextPage: number | null;
}

/** The documents of a paginated answer. */
export const docsOf = <T extends z.ZodType>(doc: T) => paginatedSchema(doc).transform((page) => page.docs);

/** The first document of a paginated answer (a lookup by slug or id), or null. */
export const firstDocOf = <T extends z.ZodType>(doc: T) =>
  paginatedSchema(doc).transform((page): z.output<T> | null => page.docs[0] ?? null);
