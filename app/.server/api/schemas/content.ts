import { z } from 'zod';
import { ParkingSchema } from './parking';
import {
  IdSchema,
  NumberLikeSchema,
  docsOf,
  firstDocOf,
  optionalImage,
  optionalNumber,
  optionalRichText,
  optionalString,
  paginatedSchema,
  text,
} from './shared';

/* Content collections (Payload-style): airports, filters, reviews, posts, pages and the home page. */

export const FilterOptionSchema = z.object({ id: IdSchema, name: z.string() });
export type FilterOption = z.output<typeof FilterOptionSchema>;

export const AirportSchema = z.object({
  id: IdSchema,
  code: z.string(),
  slug: z.string(),
  name: z.string(),
  city: text(),
  latitude: optionalNumber,
  longitude: optionalNumber,
  image: optionalImage,
  h1Prefix: text(),
  h1Title: text(),
  description: optionalRichText,
});
export type Airport = z.output<typeof AirportSchema>;

export const ParkingReviewSchema = z
  .object({
    id: IdSchema,
    parking: z.union([z.object({ id: IdSchema, name: z.string(), slug: optionalString }), IdSchema]).nullish(),
    reviewerName: text(),
    reviewDate: z.string(),
    rating: NumberLikeSchema,
    comment: text(),
  })
  .transform(({ parking, ...review }) => ({
    ...review,
    parking: typeof parking === 'object' && parking !== null ? parking : null,
    parkingId: typeof parking === 'object' && parking !== null ? parking.id : (parking ?? null),
  }));
export type ParkingReview = z.output<typeof ParkingReviewSchema>;

export const PostSchema = z
  .object({
    id: IdSchema,
    slug: z.string(),
    title: z.string(),
    excerpt: text(),
    author: text(),
    publishDate: z.string().nullish(),
    publishedAt: z.string().nullish(),
    status: text('published'),
    featuredImage: optionalImage,
    content: optionalRichText,
  })
  .transform(({ publishedAt, publishDate, ...post }) => ({
    ...post,
    publishDate: publishDate ?? publishedAt ?? null,
  }));
export type Post = z.output<typeof PostSchema>;

export const CmsPageSchema = z.object({
  id: IdSchema,
  slug: z.string(),
  title: text(),
  content: optionalRichText,
});
export type CmsPage = z.output<typeof CmsPageSchema>;

export const HomePageSchema = z.object({
  heroTitle: z
    .string()
    .nullish()
    .transform((v) => v ?? undefined),
  heroSubtitle: z
    .string()
    .nullish()
    .transform((v) => v ?? undefined),
  airports: z
    .array(z.union([AirportSchema, IdSchema]))
    .nullish()
    .transform((v) => v ?? []),
});
export interface HomePage {
  heroTitle?: string;
  heroSubtitle?: string;
  airports: Airport[];
}

export const AirportListSchema = docsOf(AirportSchema);
export const FilterOptionListSchema = docsOf(FilterOptionSchema);
export const ParkingPageSchema = paginatedSchema(ParkingSchema);
export const ParkingLookupSchema = firstDocOf(ParkingSchema);
export const ParkingReviewListSchema = docsOf(ParkingReviewSchema);
export const PostListSchema = docsOf(PostSchema);
export const PostLookupSchema = firstDocOf(PostSchema);
export const CmsPageListSchema = docsOf(CmsPageSchema);
export const CmsPageLookupSchema = firstDocOf(CmsPageSchema);
