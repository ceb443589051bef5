import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../db/client';
import { parkings } from '../db/schema';
import { intArray } from '../lib/sql';
import { hasRoomSql } from './availability';

export type ListingSort = 'price' | 'rating' | 'distance';

export interface ListingQuery {
  airportId: number;
  serviceTypes: number[];
  bookingOptions: number[];
  securityFeatures: number[];
  sort: ListingSort;
  /** Billable days of the stay (the price key). */
  days: number;
  /** First and last Warsaw calendar day of the stay (the availability check). */
  firstDay: string;
  lastDay: string;
  limit: number;
  page: number;
}

/**
 * The stay price of a `parkings` row in SQL, equal to `quoteStay(row, days).price` (pricing.ts): the
 * tariff price less every discount whose minimum stay is reached, each a percentage of the tariff price
 * rounded to the grosz, never below zero — in float8, as JavaScript computes it (tests/backend/listing.test.ts
 * checks both agree). The usual cases (no discount, one discount) stay plain expressions; only longer
 * discount lists take a sub-query, with the tariff price fenced (`offset 0`) so it is computed once.
 */
export function stayPriceSql(days: number): SQL {
  const d = sql`${days}::int`;
  const dayPrices = sql`(${parkings.tariff} -> 'dayPrices')`;
  const extra = sql`(${parkings.tariff} ->> 'extraDayPrice')::float8`;
  // The listed day-N price when there is one (a single lookup), else the per-day rate on top of the last.
  const base = sql`coalesce(
    (${parkings.tariff} #>> array['dayPrices', (${d} - 1)::text])::float8,
    case when jsonb_array_length(${dayPrices}) = 0 then ${extra} * ${d}
      else (${dayPrices} ->> -1)::float8 + (${d} - jsonb_array_length(${dayPrices})) * ${extra} end)`;
  const applies = (discount: SQL) =>
    sql`not coalesce(${d} < (${discount} ->> 'minDays')::float8, false) and (${discount} ->> 'percent')::float8 > 0`;
  // Math.round: floor(a + 0.5) equals it for every amount a ≥ 0 below 2^51 but the double just under ½,
  // which no tariff price in grosze times a sane percentage gives.
  const amount = (price: SQL, discount: SQL) => sql`floor(${price} * (${discount} ->> 'percent')::float8 / 100 + 0.5)`;
  const only = sql`(${parkings.discounts} -> 0)`;
  return sql`(case jsonb_array_length(${parkings.discounts})
    when 0 then ${base}
    when 1 then greatest(0, ${base} - case when ${applies(only)} then ${amount(base, only)} else 0 end)
    else (
      select greatest(0, t.base - coalesce((
        select sum(${amount(sql`t.base`, sql`x`)}) from jsonb_array_elements(${parkings.discounts}) x where ${applies(sql`x`)}
      ), 0))
      from (select ${base} as base offset 0) t)
  end)`;
}

const RankedRow = z.object({ id: z.coerce.number().int(), available: z.boolean(), total: z.coerce.number().int() });
const RankedRows = z.object({ rows: z.array(RankedRow) });

/**
 * One page of an airport's listing: available car parks first, then the rest, each part in the sort
 * order (ties by id), with the number of matching car parks.
 *
 * Every candidate gets its sort key (the price of this stay for `price`), but availability is checked
 * lazily in that order, only until the page is full: the first UNION ALL branch yields available car
 * parks and the second, read only when the first runs out before the page ends, the sold-out ones. So a
 * page costs a few index probes per listed car park, not one per car park at the airport. PostgreSQL's
 * Append reads UNION ALL branches in order (a CTE scan is parallel-restricted, so never a Parallel
 * Append); tests/backend/listing.test.ts holds every page to the in-memory ranking this replaced.
 */
export async function rankListing(
  db: Executor,
  q: ListingQuery,
): Promise<{ ids: { id: number; available: boolean }[]; total: number }> {
  // Service types: any selected one; booking options and security features: all selected ones.
  const where = and(
    eq(parkings.airportId, q.airportId),
    q.serviceTypes.length ? sql`${parkings.serviceTypeIds} && ${intArray(q.serviceTypes)}` : undefined,
    q.bookingOptions.length ? sql`${parkings.bookingOptionIds} @> ${intArray(q.bookingOptions)}` : undefined,
    q.securityFeatures.length ? sql`${parkings.securityFeatureIds} @> ${intArray(q.securityFeatures)}` : undefined,
  );
  const order =
    q.sort === 'rating'
      ? sql`${parkings.ratingAverage} desc, ${parkings.ratingCount} desc, ${parkings.id}`
      : q.sort === 'distance'
        ? sql`${parkings.distanceKm}, ${parkings.id}`
        : sql`${stayPriceSql(q.days)}, ${parkings.id}`;
  const room = hasRoomSql({ id: sql`ranked.id`, capacity: sql`ranked.capacity` }, q.firstDay, q.lastDay);
  const result = await db.execute(sql`
    with ranked as materialized (
      select ${parkings.id} as id, ${parkings.active} as active, ${parkings.capacity} as capacity,
        (count(*) over ())::int as total
      from ${parkings}
      where ${where}
      order by ${order}
    )
    (select id, true as available, total from ranked where active and ${room})
    union all
    (select id, false as available, total from ranked where not (active and ${room}))
    limit ${q.limit} offset ${(q.page - 1) * q.limit}`);
  const rows = RankedRows.parse(result).rows;
  const total = rows.length ? rows[0].total : await db.$count(parkings, where);
  return { ids: rows.map(({ id, available }) => ({ id, available })), total };
}

/** Tariff and discounts of the listed car parks, for their quotes. */
export async function pricingRows(db: Executor, ids: number[]) {
  if (ids.length === 0) return new Map<number, Pick<typeof parkings.$inferSelect, 'tariff' | 'discounts'>>();
  const rows = await db
    .select({ id: parkings.id, tariff: parkings.tariff, discounts: parkings.discounts })
    .from(parkings)
    .where(inArray(parkings.id, ids));
  return new Map(rows.map(({ id, ...row }) => [id, row]));
}
