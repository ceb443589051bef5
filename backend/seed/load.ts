import { sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/client';
import {
  addons,
  airports,
  bookingOptions,
  globals,
  pages,
  parkingClosedDays,
  parkingReviews,
  parkings,
  posts,
  promoCodes,
  securityFeatures,
  serviceTypes,
} from '../db/schema';
import type { SeedData } from './types';

/** Arbitrary, fixed: the transaction lock copies of the API take to seed one at a time. */
const SEED_LOCK_KEY = 7_261_530_002;

/**
 * Loads the seed data into an empty database (no airports yet) in one transaction; returns whether it did.
 * Copies starting together on an empty PostgreSQL take turns (an advisory lock held until the commit) and
 * look again once it is theirs: the later ones find the first one's catalogue.
 */
export async function seedIfEmpty(db: Db, data: SeedData): Promise<boolean> {
  if ((await db.$count(airports)) > 0) return false;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if ((await tx.$count(airports)) > 0) return false;
    const named = async (table: typeof serviceTypes, names: string[]) => {
      const rows = await tx
        .insert(table)
        .values(names.map((name, i) => ({ name, sortOrder: i })))
        .returning();
      return new Map(rows.map((r) => [r.name, r.id]));
    };
    const serviceTypeIds = await named(serviceTypes, data.serviceTypes);
    const bookingOptionIds = await named(bookingOptions, data.bookingOptions);
    const securityFeatureIds = await named(securityFeatures, data.securityFeatures);
    const idsOf = (map: Map<string, number>, names: string[], kind: string) =>
      names.map((name) => {
        const id = map.get(name);
        if (id === undefined) throw new Error(`Seed: unknown ${kind} "${name}"`);
        return id;
      });

    const airportRows = await tx
      .insert(airports)
      .values(data.airports.map((a, i) => ({ ...a, sortOrder: i })))
      .returning({ id: airports.id, code: airports.code });
    const airportId = new Map(airportRows.map((a) => [a.code, a.id]));

    const parkingRows = await tx
      .insert(parkings)
      .values(
        data.parkings.map((p) => {
          const id = airportId.get(p.airportCode);
          if (id === undefined) throw new Error(`Seed: unknown airport ${p.airportCode}`);
          return {
            slug: p.slug,
            name: p.name,
            airportId: id,
            description: p.description,
            address: p.address,
            phone: p.phone,
            latitude: p.latitude,
            longitude: p.longitude,
            distanceKm: p.distanceKm,
            transferMinutes: p.transferMinutes,
            capacity: p.capacity,
            tariff: { dayPrices: p.dayPrices, extraDayPrice: p.extraDayPrice },
            discounts: p.discounts,
            gallery: p.gallery,
            serviceTypeIds: idsOf(serviceTypeIds, p.serviceTypes, 'service type'),
            bookingOptionIds: idsOf(bookingOptionIds, p.bookingOptions, 'booking option'),
            securityFeatureIds: idsOf(securityFeatureIds, p.securityFeatures, 'security feature'),
            regulationsUrl: p.regulationsUrl,
            parkolotRating: p.topTier ? ('top' as const) : ('standard' as const),
            active: p.active,
          };
        }),
      )
      .returning({ id: parkings.id, slug: parkings.slug });
    const parkingId = new Map(parkingRows.map((p) => [p.slug, p.id]));
    const idOfParking = (slug: string) => {
      const id = parkingId.get(slug);
      if (id === undefined) throw new Error(`Seed: unknown parking ${slug}`);
      return id;
    };

    const addonValues = data.parkings.flatMap((p) =>
      p.addons.map((a) => ({
        id: a.id,
        parkingId: idOfParking(p.slug),
        name: a.name,
        description: a.description,
        price: a.price,
        strategy: a.strategy,
        guestsThreshold: a.guestsThreshold ?? null,
      })),
    );
    if (addonValues.length) await tx.insert(addons).values(addonValues);

    const closed = data.parkings.flatMap((p) => p.closedDays.map((day) => ({ parkingId: idOfParking(p.slug), day })));
    if (closed.length) await tx.insert(parkingClosedDays).values(closed);

    if (data.reviews.length) {
      await tx.insert(parkingReviews).values(
        data.reviews.map((r) => ({
          parkingId: idOfParking(r.parkingSlug),
          reviewerName: r.reviewerName,
          reviewDate: new Date(r.reviewDate),
          rating: r.rating,
          comment: r.comment,
        })),
      );
      await refreshParkingRatings(tx);
    }

    if (data.posts.length) {
      await tx.insert(posts).values(data.posts.map((p) => ({ ...p, publishDate: new Date(p.publishDate) })));
    }
    if (data.pages.length) await tx.insert(pages).values(data.pages);
    if (data.promoCodes.length) {
      await tx
        .insert(promoCodes)
        .values(data.promoCodes.map((p) => ({ code: p.code.toLowerCase(), percent: p.percent })));
    }
    await tx.insert(globals).values({
      slug: 'home-page',
      data: {
        heroTitle: data.homePage.heroTitle,
        heroSubtitle: data.homePage.heroSubtitle,
        airports: data.homePage.featuredAirportCodes.flatMap((code) => {
          const id = airportId.get(code);
          return id === undefined ? [] : [id];
        }),
      },
    });
    return true;
  });
}

/** Recomputes the denormalised rating (average and count of reviews) used for sorting and cards. */
export async function refreshParkingRatings(db: Executor) {
  await db.execute(sql`
    update ${parkings} set
      rating_average = coalesce(r.avg, 0),
      rating_count = coalesce(r.cnt, 0)
    from (select parking_id, avg(rating)::float8 as avg, count(*)::int as cnt from ${parkingReviews} group by parking_id) r
    where r.parking_id = ${parkings.id}`);
}
