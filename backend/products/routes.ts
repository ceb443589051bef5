import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { addonDoc, parkingCollection, type ParkingRow } from '../content/collections';
import type { Executor } from '../db/client';
import { addons, airports, parkings } from '../db/schema';
import {
  HttpError,
  IdList,
  IsoDateOrDateTime,
  intId,
  notFound,
  parseOr400,
  queryObject,
  whenFieldsValid,
} from '../lib/http';
import { StayPeriodSchema } from '../lib/stay';
import { toMoney } from '../lib/money';
import { intArray } from '../lib/sql';
import { billableDays, calendarDays, stayCalendarDays, warsawDay } from '../lib/time';
import { freeSpaces, hasRoom } from './availability';
import { quoteStay } from './pricing';

const MAX_AVAILABILITY_DAYS = 400;

const ListingQuerySchema = z
  .object({
    airportCode: z
      .string({ error: 'Kod lotniska jest wymagany.' })
      .trim()
      .regex(/^[A-Za-z]{3}$/, 'Kod lotniska to trzy litery, np. WAW.')
      .transform((v) => v.toUpperCase()),
    limit: z.coerce.number().int().min(1).max(100).default(10),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
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

export function productRoutes(getDb: () => Executor) {
  const app = new Hono();

  app.get('/parking/listing', async (c) => {
    const db = getDb();
    const q = parseOr400(ListingQuerySchema, queryObject(c));
    const [airport] = await db.select({ id: airports.id }).from(airports).where(eq(airports.code, q.airportCode)).limit(1);
    if (!airport) throw new HttpError(404, [{ message: `Nie znaleziono lotniska o kodzie ${q.airportCode}.`, field: 'airportCode' }]);

    // Service types: any selected one; booking options and security features: all selected ones.
    const conditions: (SQL | undefined)[] = [eq(parkings.airportId, airport.id)];
    if (q.serviceTypes.length)
      conditions.push(sql`${parkings.serviceTypeIds} && ${intArray(q.serviceTypes)}`);
    if (q.bookingOptions.length) conditions.push(sql`${parkings.bookingOptionIds} @> ${intArray(q.bookingOptions)}`);
    if (q.securityFeatures.length) conditions.push(sql`${parkings.securityFeatureIds} @> ${intArray(q.securityFeatures)}`);
    const candidates = await db.select().from(parkings).where(and(...conditions));

    const days = billableDays(q.arrivalAt, q.departureAt);
    const free = await freeSpaces(db, candidates, warsawDay(q.arrivalAt), warsawDay(q.departureAt));
    const ranked = candidates
      .map((row) => ({ row, quote: quoteStay(row, days), available: row.active && hasRoom(free.get(row.id)) }))
      .sort((a, b) => {
        if (a.available !== b.available) return a.available ? -1 : 1;
        const byKey =
          q.sort === 'rating'
            ? b.row.ratingAverage - a.row.ratingAverage || b.row.ratingCount - a.row.ratingCount
            : q.sort === 'distance'
              ? a.row.distanceKm - b.row.distanceKm
              : a.quote.price - b.quote.price;
        return byKey || a.row.id - b.row.id;
      });

    const pageItems = ranked.slice((q.page - 1) * q.limit, q.page * q.limit);
    const docs = await parkingCollection.byIds(db, pageItems.map((i) => i.row.id), 1);
    return c.json({
      parkings: pageItems.map(({ row, quote, available }) => ({
        content: docs.get(row.id),
        pricing: {
          price: toMoney(quote.price),
          pricePerDay: toMoney(quote.pricePerDay),
          totalDiscounts: toMoney(quote.totalDiscounts),
        },
        available,
      })),
      total: ranked.length,
      page: q.page,
      hasNextPage: q.page * q.limit < ranked.length,
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
      z.object({ days: z.coerce.number().int().min(1).max(60).default(16), startDate: IsoDateOrDateTime.optional() }),
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
        .refine((r) => stayCalendarDays(r.startDate, r.endDate).length <= MAX_AVAILABILITY_DAYS, {
          message: `Zakres może obejmować najwyżej ${MAX_AVAILABILITY_DAYS} dni.`,
          path: ['endDate'],
          ...whenFieldsValid,
        }),
      queryObject(c),
    );
    const first = warsawDay(q.startDate);
    const last = warsawDay(q.endDate);
    const free = (await freeSpaces(db, [parking], first, last)).get(parking.id);
    return c.json({
      availability: calendarDays(first, last).map((date) => ({ date, available: (free?.get(date) ?? 0) > 0 })),
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
