import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';
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
import { badRequest } from '../lib/http';
import { toMoney } from '../../core/money';
import { unlinkHiddenDocuments } from './hidden-links';
import type { FieldDef, QueryTarget } from './where';

export type Doc = Record<string, unknown>;
export type LoadOptions = { where?: SQL; orderBy: SQL[]; limit: number; offset: number };

/** A relation of a row to documents of another collection, populated when depth ≥ 1. */
interface RelationDef<Row> {
  field: string;
  to: string;
  ids(row: Row): number[];
}

/** Looks up a populated related document, or gives back the id at depth 0 / when missing. */
export type RelatedLookup = (field: string, id: number) => unknown;

interface CollectionDef<Row extends { id: number }> extends QueryTarget {
  slug: string;
  defaultSort: string;
  load(db: Executor, options: LoadOptions): Promise<Row[]>;
  relations?: RelationDef<Row>[];
  /** Extra data loaded for a batch of rows (e.g. a parking's addons), passed to `toDoc`. */
  extra?: (db: Executor, rows: Row[]) => Promise<Map<number, Doc[]>>;
  toDoc(row: Row, related: RelatedLookup, extra: Doc[], depth: number): Doc;
  /** Doc fields holding rich text: a link in them to a document that is not visible is served as text. */
  richText?: readonly string[];
}

/** A collection with its row type erased: what the router and other modules use. */
export interface Collection extends QueryTarget {
  slug: string;
  defaultSort: string;
  count(db: Executor, where?: SQL): Promise<number>;
  find(db: Executor, options: LoadOptions, depth: number): Promise<Doc[]>;
  byIds(db: Executor, ids: number[], depth: number): Promise<Map<number, Doc>>;
}

const registry = new Map<string, Collection>();
export const getCollection = (slug: string) => registry.get(slug);

function defineCollection<Row extends { id: number }>(def: CollectionDef<Row>): Collection {
  // Every read (lists, counts, by id, populated relations) is limited to the visible rows.
  const visibleWhere = (where: SQL | undefined) => and(def.visible, where);
  async function serialize(db: Executor, rows: Row[], depth: number): Promise<Doc[]> {
    const populated = new Map<string, Map<number, Doc>>();
    if (depth > 0) {
      await Promise.all(
        (def.relations ?? []).map(async (rel) => {
          const target = registry.get(rel.to);
          const ids = [...new Set(rows.flatMap(rel.ids))];
          if (target && ids.length) populated.set(rel.field, await target.byIds(db, ids, depth - 1));
        }),
      );
    }
    const extras = def.extra ? await def.extra(db, rows) : new Map<number, Doc[]>();
    const related: RelatedLookup = (field, id) => populated.get(field)?.get(id) ?? id;
    const docs = rows.map((row) => def.toDoc(row, related, extras.get(row.id) ?? [], depth));
    return def.richText ? unlinkHiddenDocuments(db, docs, def.richText, getCollection) : docs;
  }
  const collection: Collection = {
    slug: def.slug,
    table: def.table,
    idColumn: def.idColumn,
    fields: def.fields,
    visible: def.visible,
    defaultSort: def.defaultSort,
    count: (db, where) => db.$count(def.table, visibleWhere(where)),
    find: async (db, options, depth) =>
      serialize(db, await def.load(db, { ...options, where: visibleWhere(options.where) }), depth),
    byIds: async (db, ids, depth) => {
      if (ids.length === 0) return new Map();
      const rows = await def.load(db, {
        where: visibleWhere(inArray(def.idColumn, ids)),
        orderBy: [],
        limit: ids.length,
        offset: 0,
      });
      const docs = await serialize(db, rows, depth);
      return new Map(rows.map((row, i) => [row.id, docs[i]]));
    },
  };
  registry.set(def.slug, collection);
  return collection;
}

const stamps = (row: { createdAt: Date; updatedAt: Date }) => ({
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
const scalar = (kind: 'number' | 'text' | 'date' | 'boolean', column: AnyPgColumn): FieldDef => ({ kind, column });
const relation = (to: string, column: AnyPgColumn, many = false): FieldDef => ({ kind: 'relation', to, column, many });

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
  load: (db, o) => db.select().from(airports).where(o.where).orderBy(...o.orderBy).limit(o.limit).offset(o.offset),
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
    load: (db, o) => db.select().from(table).where(o.where).orderBy(...o.orderBy).limit(o.limit).offset(o.offset),
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
  load: (db, o) => db.select().from(parkings).where(o.where).orderBy(...o.orderBy).limit(o.limit).offset(o.offset),
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
    db.select().from(parkingReviews).where(o.where).orderBy(...o.orderBy).limit(o.limit).offset(o.offset),
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
  load: (db, o) => db.select().from(posts).where(o.where).orderBy(...o.orderBy).limit(o.limit).offset(o.offset),
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
  load: (db, o) => db.select().from(pages).where(o.where).orderBy(...o.orderBy).limit(o.limit).offset(o.offset),
  richText: ['content'],
  toDoc: (row) => ({ id: row.id, slug: row.slug, title: row.title, content: row.content, ...stamps(row) }),
});

/** `sort=field,-other` into ORDER BY clauses, with the id as a final tie-breaker for stable pages. */
export function sortClauses(collection: Collection, sort: string | undefined): SQL[] {
  const spec = (sort || collection.defaultSort).split(',').map((s) => s.trim()).filter(Boolean);
  const clauses = spec.map((item) => {
    const descending = item.startsWith('-');
    const name = descending ? item.slice(1) : item;
    const field: FieldDef | undefined =
      name === 'id'
        ? { kind: 'number', column: collection.idColumn }
        : Object.hasOwn(collection.fields, name)
          ? collection.fields[name]
          : undefined;
    if (!field || field.kind === 'relation') throw badRequest(`Nie można sortować po polu: ${name}`, 'sort');
    return descending ? desc(field.column) : asc(field.column);
  });
  return [...clauses, asc(collection.idColumn)];
}
