import { eq } from 'drizzle-orm';
import { airports, bookingOptions, pages, parkingReviews, posts, securityFeatures, serviceTypes } from '../db/schema';
import { defineCollection, jsonValue, registeredCollection, relation, scalar, stamps } from './define-collection';

// The car park collection lives in its own module; importing this one defines it too.
export { addonDoc, parkingCollection, type ParkingRow } from './parking-collection';

/** A collection by its slug; importing this module defines them all. */
export const getCollection = registeredCollection;

export const airportsCollection = defineCollection({
  slug: 'airports',
  table: airports,
  idColumn: airports.id,
  defaultSort: 'sortOrder',
  fields: {
    code: scalar('text', airports.code),
    slug: scalar('text', airports.slug),
    name: scalar('text', airports.name),
    city: scalar('text', airports.city),
    latitude: scalar('number', airports.latitude),
    longitude: scalar('number', airports.longitude),
    image: jsonValue(airports.image),
    h1Prefix: scalar('text', airports.h1Prefix),
    h1Title: scalar('text', airports.h1Title),
    description: jsonValue(airports.description),
    sortOrder: scalar('number', airports.sortOrder),
    createdAt: scalar('date', airports.createdAt),
    updatedAt: scalar('date', airports.updatedAt),
  },
  load: (db, o) =>
    db
      .select()
      .from(airports)
      .where(o.where)
      .orderBy(...o.orderBy)
      .limit(o.limit)
      .offset(o.offset),
  richText: ['description'],
  toDoc: (row) => ({
    id: row.id,
    code: row.code,
    slug: row.slug,
    name: row.name,
    city: row.city,
    latitude: row.latitude,
    longitude: row.longitude,
    image: row.image,
    h1Prefix: row.h1Prefix,
    h1Title: row.h1Title,
    description: row.description,
    ...stamps(row),
  }),
});

function filterCollection(slug: string, table: typeof serviceTypes) {
  return defineCollection({
    slug,
    table,
    idColumn: table.id,
    defaultSort: 'sortOrder',
    fields: {
      name: scalar('text', table.name),
      sortOrder: scalar('number', table.sortOrder),
      createdAt: scalar('date', table.createdAt),
      updatedAt: scalar('date', table.updatedAt),
    },
    load: (db, o) =>
      db
        .select()
        .from(table)
        .where(o.where)
        .orderBy(...o.orderBy)
        .limit(o.limit)
        .offset(o.offset),
    toDoc: (row) => ({ id: row.id, name: row.name, ...stamps(row) }),
  });
}
export const serviceTypesCollection = filterCollection('service-types', serviceTypes);
export const bookingOptionsCollection = filterCollection('booking-options', bookingOptions);
export const securityFeaturesCollection = filterCollection('security-features', securityFeatures);

export const reviewsCollection = defineCollection({
  slug: 'parking-reviews',
  table: parkingReviews,
  idColumn: parkingReviews.id,
  defaultSort: '-reviewDate',
  fields: {
    parking: relation('parking', parkingReviews.parkingId),
    reviewerName: scalar('text', parkingReviews.reviewerName),
    reviewDate: scalar('date', parkingReviews.reviewDate),
    rating: scalar('number', parkingReviews.rating),
    comment: scalar('text', parkingReviews.comment),
    createdAt: scalar('date', parkingReviews.createdAt),
    updatedAt: scalar('date', parkingReviews.updatedAt),
  },
  load: (db, o) =>
    db
      .select()
      .from(parkingReviews)
      .where(o.where)
      .orderBy(...o.orderBy)
      .limit(o.limit)
      .offset(o.offset),
  relations: [{ field: 'parking', to: 'parking', ids: (row) => [row.parkingId] }],
  toDoc: (row, related) => ({
    id: row.id,
    parking: related('parking', row.parkingId),
    reviewerName: row.reviewerName,
    reviewDate: row.reviewDate.toISOString(),
    rating: row.rating,
    comment: row.comment,
    ...stamps(row),
  }),
});

export const postsCollection = defineCollection({
  slug: 'posts',
  table: posts,
  idColumn: posts.id,
  // Spec: only published posts are public. A draft is never served, so a request for drafts
  // (`where[status][equals]=draft`) is a filter that matches nothing.
  visible: eq(posts.status, 'published'),
  defaultSort: '-publishDate',
  fields: {
    slug: scalar('text', posts.slug),
    title: scalar('text', posts.title),
    excerpt: scalar('text', posts.excerpt),
    author: scalar('text', posts.author),
    status: scalar('text', posts.status),
    publishDate: scalar('date', posts.publishDate),
    // The home page of the spec sorts by `publishedAt`: the same date.
    publishedAt: scalar('date', posts.publishDate),
    featuredImage: jsonValue(posts.featuredImage),
    content: jsonValue(posts.content),
    createdAt: scalar('date', posts.createdAt),
    updatedAt: scalar('date', posts.updatedAt),
  },
  load: (db, o) =>
    db
      .select()
      .from(posts)
      .where(o.where)
      .orderBy(...o.orderBy)
      .limit(o.limit)
      .offset(o.offset),
  richText: ['content'],
  toDoc: (row) => ({
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    author: row.author,
    publishDate: row.publishDate.toISOString(),
    publishedAt: row.publishDate.toISOString(),
    status: row.status,
    featuredImage: row.featuredImage,
    content: row.content,
    ...stamps(row),
  }),
});

export const pagesCollection = defineCollection({
  slug: 'pages',
  table: pages,
  idColumn: pages.id,
  defaultSort: 'title',
  fields: {
    slug: scalar('text', pages.slug),
    title: scalar('text', pages.title),
    content: jsonValue(pages.content),
    createdAt: scalar('date', pages.createdAt),
    updatedAt: scalar('date', pages.updatedAt),
  },
  load: (db, o) =>
    db
      .select()
      .from(pages)
      .where(o.where)
      .orderBy(...o.orderBy)
      .limit(o.limit)
      .offset(o.offset),
  richText: ['content'],
  toDoc: (row) => ({ id: row.id, slug: row.slug, title: row.title, content: row.content, ...stamps(row) }),
});
