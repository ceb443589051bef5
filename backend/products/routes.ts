import { and, asc, desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { addonDoc, parkingCollection, type ParkingRow } from '../content/collections';
import { createDocCache } from '../content/doc-cache';
import type { Doc } from '../content/define-collection';
import type { Executor } from '../db/client';
import { addons, parkings } from '../db/schema';
import {
  HttpError,
  IdList,
  IsoDateOrDateTime,
  intId,
  notFound,
  parseOr400,
  QueryInt,
  queryObject,
  whenFieldsValid,
} from '../lib/http';
import { StayPeriodSchema } from '../lib/stay';
import { toMoney } from '../../core/money';
import { billableDays, isArrivalTooEarly, isArrivalTooLate } from '../../core/stay';
import { dateKey, daysBetweenKeys, keyDaysApart } from '../../core/warsaw-time';
import { freeSpaces } from './availability';
import { rankListing } from './listing';
import { quoteStay } from './pricing';

const MAX_AVAILABILITY_DAYS = 400;

const ListingQuerySchema = z
  .object({
    airportCode: z
      .string({ error: 'Kod lotniska jest wymagany.' })
      .trim()
      .regex(/^[A-Za-z]{3}$/, 'Kod lotniska to trzy litery, np. WAW.')
      .transform((v) => v.toUpperCase()),
    limit: QueryInt.pipe(z.number().min(1).max(100)).default(10),
    page: QueryInt.pipe(z.number().min(1).max(100_000)).default(1),
    // Any value other than rating or distance sorts by price (spec §5).
    sort: z
      .string()
      .optional()
      .transform((v) => (v === 'rating' || v === 'distance' ? v : 'price')),
    serviceTypes: IdList,
    bookingOptions: IdList,
    securityFeatures: IdList,
  })
  .and(StayPeriodSchema);

export async function loadParking(db: Executor, id: number): Promise<ParkingRow> {
  const [row] = await db.select().from(parkings).where(eq(parkings.id, id)).limit(1);
  if (!row) throw notFound('Nie znaleziono parkingu.');
  return row;
}

const AirportRefSchema = z.object({ id: z.number(), code: z.string(), name: z.string(), slug: z.string() });

/**
 * A card's photos with their card rendition only (`sizes.card`, the picture a card shows): the share
 * renditions are for the detail page's head.
 */
const CardSizesSchema = z.looseObject({ card: z.unknown().optional() });
const CardGallerySchema = z.array(
  z
    .looseObject({ image: z.looseObject({ sizes: z.unknown().optional() }) })
    .transform(({ image: { sizes, ...image }, ...row }) => {
      // Whatever else `sizes` holds (null, another shape) is left out with it.
      const card = CardSizesSchema.safeParse(sizes).data?.card;
      return { ...row, image: card === undefined ? image : { ...image, sizes: { card } } };
    }),
);

/**
 * A car park as a listing result carries it (docs/API.md): its document at depth 1 without the rich-text
 * description, and its airport as a reference ({ id, code, name, slug }) instead of the whole airport
 * document. Those two were 83 % of a search answer that no card shows; `/api/parking/{id}` has them (and the
 * photos' share renditions, left out here too).
 */
function listingCard({ description: _description, airport, gallery, ...card }: Doc): Doc {
  const ref = AirportRefSchema.safeParse(airport);
  const photos = CardGallerySchema.safeParse(gallery);
  return { ...card, airport: ref.success ? ref.data : airport, gallery: photos.success ? photos.data : gallery };
}

export function productRoutes(getDb: () => Executor, { contentCacheSeconds }: { contentCacheSeconds: number }) {
  const app = new Hono();
  // The cards' content (name, photos, features, add-ons, airport) changes rarely; the ranking, prices
  // and availability below are read fresh on every search.
  const listingCards = createDocCache(parkingCollection, 1, {
    ttlSeconds: contentCacheSeconds,
    project: listingCard,
  });

  app.get('/parking/listing', async (c) => {
    const db = getDb();
    const q = parseOr400(ListingQuerySchema, queryObject(c));
    const days = billableDays(q.arrivalAt, q.departureAt);
    const ranked = await rankListing(db, {
      airportCode: q.airportCode,
      serviceTypes: q.serviceTypes,
      bookingOptions: q.bookingOptions,
      securityFeatures: q.securityFeatures,
      sort: q.sort,
      days,
      firstDay: dateKey(q.arrivalAt),
      lastDay: dateKey(q.departureAt),
      limit: q.limit,
      page: q.page,
      bookable: !isArrivalTooEarly(q.arrivalAt, new Date()) && !isArrivalTooLate(q.arrivalAt, new Date()),
    });
    if (!ranked)
      throw new HttpError(404, [
        { message: `Nie znaleziono lotniska o kodzie ${q.airportCode}.`, field: 'airportCode' },
      ]);
    const { total } = ranked;
    const docs = await listingCards.byIds(
      db,
      ranked.parkings.map(({ id }) => id),
    );
    return c.json({
      parkings: ranked.parkings.map((parking) => {
        const quote = quoteStay(parking, days);
        return {
          content: docs.get(parking.id),
          pricing: {
            price: toMoney(quote.price),
            pricePerDay: toMoney(quote.pricePerDay),
            totalDiscounts: toMoney(quote.totalDiscounts),
          },
          available: parking.available,
        };
      }),
      total,
      page: q.page,
      hasNextPage: q.page * q.limit < total,
    });
  });

  app.get('/parking/:id/price', async (c) => {
    const parking = await loadParking(getDb(), intId(c.req.param('id')));
    const stay = parseOr400(StayPeriodSchema, queryObject(c));
    const quote = quoteStay(parking, billableDays(stay.arrivalAt, stay.departureAt));
    return c.json({
      price: toMoney(quote.price),
      pricePerDay: toMoney(quote.pricePerDay),
      totalDiscounts: toMoney(quote.totalDiscounts),
      days: quote.days,
    });
  });

  app.get('/parking/:id/pricing/per-day', async (c) => {
    const parking = await loadParking(getDb(), intId(c.req.param('id')));
    const q = parseOr400(
      z.object({ days: QueryInt.pipe(z.number().min(1).max(60)).default(16), startDate: IsoDateOrDateTime.optional() }),
      queryObject(c),
    );
    const prices = Array.from({ length: q.days }, (_, i) => ({
      days: i + 1,
      price: toMoney(quoteStay(parking, i + 1).price),
    }));
    return c.json({ prices, ...(q.startDate ? { startDate: q.startDate.toISOString() } : {}) });
  });

  app.get('/parking/:id/availability', async (c) => {
    const db = getDb();
    const parking = await loadParking(db, intId(c.req.param('id')));
    const q = parseOr400(
      z
        .object({ startDate: IsoDateOrDateTime, endDate: IsoDateOrDateTime })
        .refine((r) => r.endDate >= r.startDate, {
          message: 'Data końcowa nie może być wcześniejsza niż początkowa.',
          path: ['endDate'],
          ...whenFieldsValid,
        })
        .refine((r) => keyDaysApart(dateKey(r.startDate), dateKey(r.endDate)) < MAX_AVAILABILITY_DAYS, {
          message: `Zakres może obejmować najwyżej ${MAX_AVAILABILITY_DAYS} dni.`,
          path: ['endDate'],
          ...whenFieldsValid,
        }),
      queryObject(c),
    );
    const first = dateKey(q.startDate);
    const last = dateKey(q.endDate);
    const free = (await freeSpaces(db, [parking], first, last)).get(parking.id);
    // A Warsaw day before today cannot be booked: it is answered, but never as available.
    const today = dateKey(new Date());
    return c.json({
      availability: daysBetweenKeys(first, last).map((date) => ({
        date,
        available: date >= today && (free?.get(date) ?? 0) > 0,
      })),
    });
  });

  app.get('/parking/:id/active', async (c) => {
    const parking = await loadParking(getDb(), intId(c.req.param('id')));
    return c.json({ active: parking.active });
  });

  app.get('/parking/:id/addons', async (c) => {
    const db = getDb();
    const parking = await loadParking(db, intId(c.req.param('id')));
    const rows = await db
      .select()
      .from(addons)
      .where(and(eq(addons.parkingId, parking.id), eq(addons.active, true)))
      .orderBy(desc(addons.price), asc(addons.id));
    return c.json(rows.map(addonDoc));
  });

  return app;
}
