/** Content: airports, the filter collections, posts, pages and globals (Payload-style collections). */
import { doublePrecision, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

/** Lexical rich text as stored by the CMS: `{ root: { children: [...] } }`. Opaque to SQL. */
export type RichText = { root: { type?: string; children: unknown[]; [key: string]: unknown } };
/**
 * A rendition of an image, as Payload's upload `sizes` carry them: `og` the 1200×630 share image, `card`
 * the listing card's raster picture.
 */
export type ImageSize = { url: string; width: number; height: number; mimeType: string };
export type ImageRef = {
  url: string;
  alt: string;
  width?: number;
  height?: number;
  sizes?: { og?: ImageSize; card?: ImageSize };
};

export const airports = pgTable('airports', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  city: text('city').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  image: jsonb('image').$type<ImageRef>(),
  h1Prefix: text('h1_prefix').notNull().default(''),
  h1Title: text('h1_title').notNull().default(''),
  description: jsonb('description').$type<RichText>(),
  sortOrder: integer('sort_order').notNull().default(0),
  ...timestamps,
});

/** The three filter collections share one shape: `{ id, name }`. */
function filterTable(name: string) {
  return pgTable(name, {
    id: serial('id').primaryKey(),
    name: text('name').notNull().unique(),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps,
  });
}
export const serviceTypes = filterTable('service_types');
export const bookingOptions = filterTable('booking_options');
export const securityFeatures = filterTable('security_features');

export const posts = pgTable(
  'posts',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    author: text('author').notNull().default(''),
    publishDate: timestamp('publish_date', { withTimezone: true }).notNull(),
    status: text('status', { enum: ['draft', 'published'] })
      .notNull()
      .default('draft'),
    featuredImage: jsonb('featured_image').$type<ImageRef>(),
    content: jsonb('content').$type<RichText>(),
    ...timestamps,
  },
  (t) => [index('posts_status_date_idx').on(t.status, t.publishDate)],
);

export const pages = pgTable('pages', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  content: jsonb('content').$type<RichText>(),
  ...timestamps,
});

/** Payload globals, one row each (e.g. `home-page`); relation ids inside are populated on read. */
export const globals = pgTable('globals', {
  slug: text('slug').primaryKey(),
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  ...timestamps,
});
