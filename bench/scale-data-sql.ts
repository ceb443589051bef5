// The set-based SQL that grows the seed for bench/scale-data.ts: every seed car park cloned at its airport,
// then the bookings drawn with their offers, payments and per-day occupancy; each statement timed.
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../backend/db/client';
import { refreshParkingRatings } from '../backend/seed/load';

/** Booked stays start between this many days ago and BOOKING_WINDOW_DAYS ahead. */
const PAST_DAYS = 30;
const BOOKING_WINDOW_DAYS = 180;
const ORDER_NUMBER_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export const started = Date.now();
export const log = (message: string) =>
  process.stderr.write(`[scale-data ${((Date.now() - started) / 1000).toFixed(1)}s] ${message}\n`);

/** Runs one statement and logs how long it took. */
export async function step(db: Executor, label: string, statement: SQL) {
  const t = Date.now();
  await db.execute(statement);
  log(`${label} (${((Date.now() - t) / 1000).toFixed(1)}s)`);
}

/** Clones each seed car park `factor - 1` times at its airport, with everything that hangs off it. */
export async function cloneCatalogue(tx: Executor, factor: number) {
  // A stable pseudo-random number in [0, 1) per (text, clone number): reruns give the same catalogue.
  const unit = (key: SQL) => sql`((hashtext(${key}) & 1048575)::float8 / 1048576)`;
  await tx.execute(sql`create temp table scale_seed_parkings on commit drop as select id from parkings`);
  await step(
    tx,
    `cloned ${factor - 1} copies of each seed car park`,
    sql`
      insert into parkings (slug, name, airport_id, description, address, latitude, longitude, distance_km,
        transfer_minutes, capacity, tariff, discounts, gallery, service_type_ids, booking_option_ids,
        security_feature_ids, regulations_url, parkolot_rating, active)
      select p.slug || '-nr-' || g, p.name || ' nr ' || g, p.airport_id, p.description, p.address,
        p.latitude + (v.a - 0.5) * 0.02, p.longitude + (v.b - 0.5) * 0.03,
        round((p.distance_km * (0.6 + v.a * 0.9))::numeric, 1)::float8,
        greatest(2, round(p.transfer_minutes * (0.6 + v.a * 0.9))::int),
        p.capacity,
        jsonb_build_object(
          'dayPrices', (select jsonb_agg((round(x::numeric * v.m / 100) * 100)::int order by n)
                        from jsonb_array_elements_text(p.tariff -> 'dayPrices') with ordinality as e(x, n)),
          'extraDayPrice', (round((p.tariff ->> 'extraDayPrice')::numeric * v.m / 100) * 100)::int),
        p.discounts, p.gallery, p.service_type_ids, p.booking_option_ids, p.security_feature_ids,
        p.regulations_url, case when v.b < 0.2 then 'top' else 'standard' end, p.active
      from parkings p
      cross join generate_series(2, ${factor}) g
      cross join lateral (select ${unit(sql`p.slug || g`)} as a, ${unit(sql`g || p.slug`)} as b,
        0.8 + ${unit(sql`p.slug || '/' || g`)} * 0.45 as m) v
      where p.id in (select id from scale_seed_parkings)
      order by p.id, g`,
  );
  await tx.execute(sql`
    create temp table scale_clones on commit drop as
    select s.id as seed_id, c.id as clone_id, g
    from parkings s
    cross join generate_series(2, ${factor}) g
    join parkings c on c.slug = s.slug || '-nr-' || g
    where s.id in (select id from scale_seed_parkings)`);
  await step(
    tx,
    'cloned addons',
    sql`
      insert into addons (id, parking_id, name, description, price, strategy, guests_threshold, active)
      select a.id || '-nr-' || m.g, m.clone_id, a.name, a.description, a.price, a.strategy, a.guests_threshold, a.active
      from addons a join scale_clones m on m.seed_id = a.parking_id`,
  );
  await step(
    tx,
    'cloned closed days',
    sql`
      insert into parking_closed_days (parking_id, day)
      select m.clone_id, d.day from parking_closed_days d join scale_clones m on m.seed_id = d.parking_id`,
  );
  await step(
    tx,
    'cloned reviews',
    sql`
      insert into parking_reviews (parking_id, reviewer_name, review_date, rating, comment)
      select m.clone_id, r.reviewer_name, r.review_date - make_interval(days => (m.g * 7 + r.id) % 90),
        greatest(1, least(5, r.rating + ((m.g + r.id) % 3) - 1)), r.comment
      from parking_reviews r join scale_clones m on m.seed_id = r.parking_id`,
  );
  await refreshParkingRatings(tx);
  log('refreshed the ratings');
}

/**
 * Books `total` stays over active car parks, each car park in proportion to its capacity: mostly
 * confirmed, some cancelled or expired, 1 % still awaiting payment (their holds lapse over the next
 * week, so the server's sweep sees a trickle, not a burst). Offers, payments and occupancy follow.
 */
export async function bookStays(tx: Executor, total: number) {
  await tx.execute(sql`select setseed(0.42)`);
  const letters = sql.raw(`'${ORDER_NUMBER_ALPHABET}'`);
  await step(
    tx,
    `drew ${total} bookings`,
    sql`
      create temp table scale_bookings on commit drop as
      with weights as (
        select id, name, tariff, capacity, sum(capacity) over () as total_capacity
        from parkings where active
      ),
      slots as (
        select w.id, w.name, w.tariff
        from weights w
        cross join lateral generate_series(1, ceil(w.capacity * ${total}::float8 / w.total_capacity)::int)
      ),
      drawn as (
        select row_number() over () as n, s.id as parking_id, s.name, s.tariff,
          date_trunc('hour', now()) + make_interval(hours => floor(random() * ${(PAST_DAYS + BOOKING_WINDOW_DAYS) * 24})::int - ${PAST_DAYS * 24}) as arrival_at,
          least(21, 1 + floor(-ln(1 - random()) * 4))::int as days,
          case when random() < 0.9 then 1 else 2 end as vehicles,
          random() as r
        from slots s
        order by random()
        limit ${total}
      )
      select d.n, d.parking_id, d.name, d.vehicles, d.arrival_at,
        d.arrival_at + make_interval(hours => d.days * 24 - (d.n % 6)::int) as departure_at,
        least(d.arrival_at, now()) - make_interval(hours => (d.n % (60 * 24))::int) as created_at,
        case when d.r < 0.85 then 'CONFIRMED' when d.r < 0.93 then 'CANCELLED' when d.r < 0.99 then 'EXPIRED'
          else 'PENDING_PAYMENT' end as status,
        d.vehicles * (case
          when d.days <= jsonb_array_length(d.tariff -> 'dayPrices') then (d.tariff -> 'dayPrices' ->> (d.days - 1))::int
          else (d.tariff -> 'dayPrices' ->> -1)::int
            + (d.days - jsonb_array_length(d.tariff -> 'dayPrices')) * (d.tariff ->> 'extraDayPrice')::int
        end) as total,
        gen_random_uuid()::text as offer_id,
        gen_random_uuid()::text as order_id,
        'PK-' || (select string_agg(substr(${letters}, ((d.n * 7919 + 104729) / (32 ^ k)::bigint % 32)::int + 1, 1), '' order by k)
                  from generate_series(0, 7) k) as order_number
      from drawn d`,
  );
  const line = sql`jsonb_build_array(jsonb_build_object(
    'productId', b.parking_id::text, 'productName', b.name, 'kind', 'parking',
    'specification', jsonb_build_object(
      'vehicles', case when b.vehicles = 1 then '[{"plate":"WA 12345"}]'::jsonb else '[{"plate":"WA 12345"},{"plate":"KR 5K123"}]'::jsonb end,
      'people', '{"adult":2,"child":0,"disabled":0}'::jsonb,
      'stayPeriod', jsonb_build_object(
        'arrivalAt', to_char(b.arrival_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
        'departureAt', to_char(b.departure_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))),
    'basePrice', b.total, 'discounts', '[]'::jsonb, 'price', b.total))`;
  await step(
    tx,
    'inserted offers',
    sql`
      insert into offers (id, parking_id, arrival_at, departure_at, vehicles, lines, total, expires_at, created_at)
      select b.offer_id, b.parking_id, b.arrival_at, b.departure_at, b.vehicles, ${line}, b.total,
        b.created_at + interval '1 hour', b.created_at
      from scale_bookings b`,
  );
  await step(
    tx,
    'inserted orders',
    sql`
      insert into orders (id, order_number, offer_id, parking_id, arrival_at, departure_at, vehicles, status, total,
        lines, customer, hold_expires_at, created_at, updated_at)
      select b.order_id, b.order_number, b.offer_id, b.parking_id, b.arrival_at, b.departure_at, b.vehicles, b.status,
        b.total, ${line},
        jsonb_build_object('firstName', 'Anna', 'lastName', 'Kowalska', 'email', 'klient' || b.n || '@example.pl',
          'phone', '+48 600 ' || lpad((b.n % 1000000)::text, 6, '0')),
        case when b.status = 'PENDING_PAYMENT' then now() + make_interval(mins => (b.n % (7 * 24 * 60))::int) end,
        b.created_at, b.created_at
      from scale_bookings b`,
  );
  await step(
    tx,
    'inserted payments',
    sql`
      insert into payments (id, order_id, provider, status, amount, created_at, updated_at)
      select gen_random_uuid()::text, b.order_id, 'sandbox',
        case b.status when 'CONFIRMED' then 'CAPTURED' when 'PENDING_PAYMENT' then 'NEW'
          when 'CANCELLED' then (case when b.n % 2 = 0 then 'DECLINED' else 'CANCELLED' end) else 'CANCELLED' end,
        b.total, b.created_at, b.created_at
      from scale_bookings b`,
  );
  // Held spaces per Warsaw calendar day, as placeOrder/releaseSpaces keep them: confirmed and pending orders.
  await step(
    tx,
    'filled the per-day occupancy',
    sql`
      insert into parking_day_occupancy (parking_id, day, used)
      select b.parking_id, d::date, sum(b.vehicles)
      from scale_bookings b
      cross join lateral generate_series(
        (b.arrival_at at time zone 'Europe/Warsaw')::date,
        (b.departure_at at time zone 'Europe/Warsaw')::date,
        interval '1 day') d
      where b.status in ('CONFIRMED', 'PENDING_PAYMENT')
      group by 1, 2`,
  );
}
