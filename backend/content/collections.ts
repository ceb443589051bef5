import { asc, desc, eq, inArray } from 'drizzle-orm';
import {
  addons,
  airports,
  bookingOptions,
  pages,
  parkingReviews,
  parkings,
  posts,
  securityFeatures,
  serviceTypes,
} from '../db/schema';
import { toMoney } from '../../core/money';
import { defineCollection, type Doc, registeredCollection, relation, scalar, stamps } from './define-collection';

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

export type ParkingRow = typeof parkings.$inferSelect;

export const parkingCollection = defineCollection<ParkingRow>({
  slug: 'parking',
  table: parkings,
  idColumn: parkings.id,
  defaultSort: 'name',
  fields: {
    slug: scalar('text', parkings.slug),
    name: scalar('text', parkings.name),
    airport: relation('airports', parkings.airportId),
    serviceTypes: relation('service-types', parkings.serviceTypeIds, true),
    bookingOptions: relation('booking-options', parkings.bookingOptionIds, true),
    securityFeatures: relation('security-features', parkings.securityFeatureIds, true),
    active: scalar('boolean', parkings.active),
    distanceFromAirport: scalar('number', parkings.distanceKm),
    transferTime: scalar('number', parkings.transferMinutes),
    capacity: scalar('number', parkings.capacity),
    parkolotRating: scalar('text', parkings.parkolotRating),
    'rating.average': scalar('number', parkings.ratingAverage),
    'rating.count': scalar('number', parkings.ratingCount),
    createdAt: scalar('date', parkings.createdAt),
    updatedAt: scalar('date', parkings.updatedAt),
  },
  load: (db, o) =>
    db
      .select()
      .from(parkings)
      .where(o.where)
      .orderBy(...o.orderBy)
      .limit(o.limit)
      .offset(o.offset),
  richText: ['description'],
  relations: [
    { field: 'airport', to: 'airports', ids: (row) => [row.airportId] },
    { field: 'serviceTypes', to: 'service-types', ids: (row) => row.serviceTypeIds },
    { field: 'bookingOptions', to: 'booking-options', ids: (row) => row.bookingOptionIds },
    { field: 'securityFeatures', to: 'security-features', ids: (row) => row.securityFeatureIds },
  ],
  extra: async (db, rows) => {
    const ids = rows.map((r) => r.id);
    const list = ids.length
      ? await db.select().from(addons).where(inArray(addons.parkingId, ids)).orderBy(desc(addons.price), asc(addons.id))
      : [];
    const byParking = new Map<number, Doc[]>();
    for (const addon of list) {
      if (!addon.active) continue;
      const docs = byParking.get(addon.parkingId) ?? [];
      docs.push(addonDoc(addon));
      byParking.set(addon.parkingId, docs);
    }
    return byParking;
  },
  toDoc: (row, related, extra, depth) => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    airport: related('airport', row.airportId),
    description: row.description,
    location: {
      address: row.address,
      transferTime: row.transferMinutes,
      distanceFromAirport: row.distanceKm,
      coordinates:
        row.latitude === null || row.longitude === null ? null : { latitude: row.latitude, longitude: row.longitude },
    },
    gallery: row.gallery.map((image, i) => ({ id: `${row.id}-${i + 1}`, image })),
    serviceTypes: row.serviceTypeIds.map((id) => related('serviceTypes', id)),
    bookingOptions: row.bookingOptionIds.map((id) => related('bookingOptions', id)),
    securityFeatures: row.securityFeatureIds.map((id) => related('securityFeatures', id)),
    addons: depth > 0 ? extra : extra.map((a) => a.id),
    rating: { average: Math.round(row.ratingAverage * 100) / 100, count: row.ratingCount },
    parkolotRating: row.parkolotRating,
    parkingRegulations: row.regulationsUrl,
    active: row.active,
    capacity: row.capacity,
    ...stamps(row),
  }),
});

export function addonDoc(addon: typeof addons.$inferSelect): Doc {
  return {
    id: addon.id,
    name: addon.name,
    description: addon.description,
    price: toMoney(addon.price),
    quantityResolverStrategy: addon.strategy,
    guestsThreshold: addon.guestsThreshold,
  };
}

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
    createdAt: scalar('date', parkingReviews.createdAt),
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
    author: scalar('text', posts.author),
    status: scalar('text', posts.status),
    publishDate: scalar('date', posts.publishDate),
    // The home page of the spec sorts by `publishedAt`: the same date.
    publishedAt: scalar('date', posts.publishDate),
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
