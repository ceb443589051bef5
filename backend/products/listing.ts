import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../db/client';
import { airports, parkings, type ParkingDiscount, type Tariff } from '../db/schema';
import { preparedRead, type PreparedRead } from '../db/prepared';
import { hasRoomSql } from './availability';

export type ListingSort = 'price' | 'rating' | 'distance';

export interface ListingQuery {
  /** IATA code, upper case. */
  airportCode: string;
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
  /**
   * False when nobody can book this stay whatever the car park (an arrival in the past or beyond the
   * booking horizon: POST /offers refuses it): every car park is listed as unavailable.
   */
  bookable?: boolean;
}

/**
 * The stay price of a `parkings` row in SQL, equal to `quoteStay(row, days).price` (pricing.ts): the
 * tariff price less every discount whose minimum stay is reached, each a percentage of the tariff price
 * rounded to the grosz, never below zero — in float8, as JavaScript computes it (tests/backend/listing.test.ts
 * checks both agree). The usual cases (no discount, one discount) stay plain expressions; only longer
 * discount lists take a sub-query, with the tariff price fenced (`offset 0`) so it is computed once.
 */
export function stayPriceSql(days: number | SQLWrapper): SQL {
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

const TariffSchema: z.ZodType<Tariff> = z.object({ dayPrices: z.array(z.number()), extraDayPrice: z.number() });
// As lenient as stayPriceSql above: a discount without a percentage applies nothing, one without a
// minimum stay applies from the first day — one car park's odd row must not fail its airport's listing.
const DiscountsSchema: z.ZodType<ParkingDiscount[]> = z.array(
  z.object({ label: z.string().catch(''), percent: z.number().catch(0), minDays: z.number().catch(0) }),
);
const RankedRow = z.object({
  id: z.coerce.number().int(),
  available: z.boolean(),
  total: z.coerce.number().int(),
  tariff: TariffSchema,
  discounts: DiscountsSchema,
});
const RankedRows = z.array(RankedRow);

export interface RankedParking {
  id: number;
  available: boolean;
  /** What the card's quote is computed from (pricing.ts `quoteStay`). */
  tariff: Tariff;
  discounts: ParkingDiscount[];
}

/** The values a ranking statement is run with; its shape (sort, filters present) picks the statement. */
type RankValues = {
  airportCode: string;
  days: number;
  firstDay: string;
  lastDay: string;
  serviceTypes: number[];
  bookingOptions: number[];
  securityFeatures: number[];
  limit: number;
  offset: number;
};
/** How a statement gets a value: as a placeholder of a prepared read, or bound as it is. */
type Bind = (name: keyof RankValues) => SQLWrapper;
const placeholder: Bind = (name) => sql.placeholder(name);

/** The candidates of an airport matching the filters present (service types: any; the others: all). */
function matching(q: Pick<ListingQuery, 'serviceTypes' | 'bookingOptions' | 'securityFeatures'>, value: Bind) {
  const airportId = sql`(select ${airports.id} from ${airports} where ${airports.code} = ${value('airportCode')})`;
  return and(
    sql`${parkings.airportId} = ${airportId}`,
    q.serviceTypes.length ? sql`${parkings.serviceTypeIds} && ${value('serviceTypes')}::integer[]` : undefined,
    q.bookingOptions.length ? sql`${parkings.bookingOptionIds} @> ${value('bookingOptions')}::integer[]` : undefined,
    q.securityFeatures.length
      ? sql`${parkings.securityFeatureIds} @> ${value('securityFeatures')}::integer[]`
      : undefined,
  );
}

function rankingStatement(q: ListingQuery): SQL {
  const order =
    q.sort === 'rating'
      ? sql`${parkings.ratingAverage} desc, ${parkings.ratingCount} desc, ${parkings.id}`
      : q.sort === 'distance'
        ? sql`${parkings.distanceKm}, ${parkings.id}`
        : sql`${stayPriceSql(placeholder('days'))}, ${parkings.id}`;
  const room =
    q.bookable === false
      ? sql`false`
      : hasRoomSql(
          { id: sql`ranked.id`, capacity: sql`ranked.capacity` },
          placeholder('firstDay'),
          placeholder('lastDay'),
        );
  return sql`
    with ranked as materialized (
      select ${parkings.id} as id, ${parkings.active} as active, ${parkings.capacity} as capacity,
        ${parkings.tariff} as tariff, ${parkings.discounts} as discounts, (count(*) over ())::int as total
      from ${parkings}
      where ${matching(q, placeholder)}
      order by ${order}
    )
    (select id, true as available, total, tariff, discounts from ranked where active and ${room})
    union all
    (select id, false as available, total, tariff, discounts from ranked where not (active and ${room}))
    limit ${placeholder('limit')} offset ${placeholder('offset')}`;
}

// One prepared statement per shape: 3 sorts × bookable or not × 8 combinations of filters present.
const rankingStatements = new Map<string, PreparedRead<RankValues>>();

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
 *
 * One statement answers a search: the airport is found by its code inside it, and each row carries the
 * tariff and discounts its card is priced from (one round trip instead of three). It is a prepared read
 * (db/prepared.ts): built, parsed and planned once per shape, so a search pays for executing it only.
 * `null`: no airport has that code (only checked when the page came back empty).
 */
export async function rankListing(
  db: Executor,
  q: ListingQuery,
): Promise<{ parkings: RankedParking[]; total: number } | null> {
  const filtered = [q.serviceTypes, q.bookingOptions, q.securityFeatures].map((ids) => ids.length > 0);
  const shape = [q.sort, q.bookable !== false, ...filtered].join(':');
  let statement = rankingStatements.get(shape);
  if (!statement) rankingStatements.set(shape, (statement = preparedRead<RankValues>(rankingStatement(q))));
  const values: RankValues = {
    airportCode: q.airportCode,
    days: q.days,
    firstDay: q.firstDay,
    lastDay: q.lastDay,
    serviceTypes: q.serviceTypes,
    bookingOptions: q.bookingOptions,
    securityFeatures: q.securityFeatures,
    limit: q.limit,
    offset: (q.page - 1) * q.limit,
  };
  const rows = RankedRows.parse(await statement.run(db, values));
  if (rows.length > 0) return { parkings: rows.map(({ total: _total, ...row }) => row), total: rows[0].total };
  // An empty page: past the last one, nothing matching the filters, or no such airport.
  const [airport] = await db.select({ id: airports.id }).from(airports).where(eq(airports.code, q.airportCode));
  if (!airport) return null;
  return {
    parkings: [],
    total: await db.$count(
      parkings,
      matching(q, (name) => sql.param(values[name])),
    ),
  };
}
