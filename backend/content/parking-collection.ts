import { asc, desc, inArray, sql } from 'drizzle-orm';
import { addons, parkings } from '../db/schema';
import { toMoney } from '../../core/money';
import {
  defineCollection,
  type Doc,
  group,
  jsonList,
  jsonValue,
  presence,
  relation,
  scalar,
  stamps,
} from './define-collection';

/* The `parking` collection: a car park with its location, photos, features and add-ons (docs/API.md). */

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
    description: jsonValue(parkings.description),
    location: group(),
    'location.address': scalar('text', parkings.address),
    'location.transferTime': scalar('number', parkings.transferMinutes),
    'location.distanceFromAirport': scalar('number', parkings.distanceKm),
    'location.coordinates': presence(sql`(${parkings.latitude} is not null and ${parkings.longitude} is not null)`),
    'location.coordinates.latitude': scalar('number', parkings.latitude),
    'location.coordinates.longitude': scalar('number', parkings.longitude),
    // The same two numbers by their short names, as the listing has always filtered and sorted them.
    distanceFromAirport: scalar('number', parkings.distanceKm),
    transferTime: scalar('number', parkings.transferMinutes),
    gallery: jsonList(parkings.gallery),
    addons: presence(
      sql`exists (select 1 from ${addons} where ${addons.parkingId} = ${parkings.id} and ${addons.active})`,
    ),
    rating: group(),
    'rating.average': scalar('number', parkings.ratingAverage),
    'rating.count': scalar('number', parkings.ratingCount),
    parkolotRating: scalar('text', parkings.parkolotRating),
    parkingRegulations: scalar('text', parkings.regulationsUrl),
    active: scalar('boolean', parkings.active),
    capacity: scalar('number', parkings.capacity),
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
  nested: { location: 'group', 'location.coordinates': 'group', gallery: 'array', rating: 'group' },
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
