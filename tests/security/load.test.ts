// Issue 5, load: autocannon drives mixed page traffic (home, listing with dates, parking detail, blog,
// ?_data= JSON) at the real server on loopback with a bounded number of connections, while a side loop
// books through the checkout at a steady pace and pays every other order on the sandbox page.
// Zero 5xx (zero 4xx, errors or timeouts too), and every order the checkout reported is in the database.
//
// LOAD_TEST_SECONDS sets how long autocannon runs (default 60), e.g. LOAD_TEST_SECONDS=10 for a quick run.
import { setTimeout as delay } from 'node:timers/promises';
import autocannon from 'autocannon';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { orders, payments } from '../../backend/db/schema';
import { parkingWithCapacity } from '../backend/harness';
import { serverWithRealBackend } from '../setup/real-backend';
import {
  bookingForm,
  bookingProblems,
  loadCheckout,
  postCheckout,
  sandboxPaymentId,
  stayAhead,
  traveller,
} from './booking';

const DURATION_S = z.coerce
  .number()
  .int()
  .min(1)
  .max(3600)
  .default(60)
  .parse(process.env.LOAD_TEST_SECONDS || undefined);
const CONNECTIONS = 10;
/** One checkout every this many ms during the run. */
const ORDER_EVERY_MS = 1000;

const AIRPORT_PAGE = '/parking-lotnisko-warszawa-chopin/';

const setup = serverWithRealBackend();

const PostsSchema = z.object({ posts: z.array(z.object({ slug: z.string() })).min(1) });
const ListingSchema = z.object({
  listing: z.object({ listing: z.object({ parkings: z.array(z.object({ slug: z.string() })).min(1) }) }),
});

/** The traffic mix: a traveller's pages as HTML and as testers' ?_data= JSON, all expected to answer 200. */
async function trafficMix(): Promise<string[]> {
  const stay = stayAhead(10, 5);
  const dates = new URLSearchParams(stay).toString();
  const data = (route: string) => `_data=${encodeURIComponent(route)}`;
  const listing = ListingSchema.parse(
    await (await fetch(`${setup.server.url}${AIRPORT_PAGE}?${dates}&${data('routes/$slug')}`)).json(),
  );
  const detail = `${AIRPORT_PAGE}${listing.listing.listing.parkings[0].slug}/`;
  const posts = PostsSchema.parse(
    await (await fetch(`${setup.server.url}/blog/?${data('routes/blog._index')}`)).json(),
  );
  return [
    '/',
    `${AIRPORT_PAGE}?${dates}`,
    `${detail}?${dates}`,
    '/blog/',
    `/blog/${posts.posts[0].slug}/`,
    `${AIRPORT_PAGE}?${dates}&sort=rating_desc&${data('routes/$slug')}`,
    `${detail}?${dates}&${data('routes/$airportSlug.$parkingSlug')}`,
    `/?${data('routes/_index')}`,
    `/blog/?${data('routes/blog._index')}`,
    `${AIRPORT_PAGE}?${dates}&page=2`,
    '/faq/',
  ];
}

type Booked = { email: string; paymentId: string; paid: boolean };

/** Books one order through the checkout every ORDER_EVERY_MS until `until` resolves; pays every other one. */
async function bookSteadily(parkingId: number, until: Promise<unknown>) {
  let done = false;
  void until.finally(() => (done = true));
  const booked: Booked[] = [];
  const failures: string[] = [];
  const stay = stayAhead(20, 3);
  for (let i = 0; !done; i++) {
    const startedAt = Date.now();
    try {
      const who = traveller(i, 'load');
      const response = await postCheckout(
        setup.server.url,
        bookingForm(await loadCheckout(setup.server.url, parkingId, stay), who),
      );
      await response.arrayBuffer();
      const paymentId = response.status === 303 ? sandboxPaymentId(response.headers.get('location')) : null;
      if (!paymentId) {
        failures.push(`checkout ${i}: HTTP ${response.status}`);
      } else {
        const paid = i % 2 === 0;
        if (paid) {
          const answer = await fetch(`${setup.server.url}/api/v1/payments/sandbox/${paymentId}`, {
            method: 'POST',
            body: new URLSearchParams({ action: 'pay' }),
            redirect: 'manual',
          });
          if (answer.status !== 303) failures.push(`payment ${i}: HTTP ${answer.status}`);
        }
        booked.push({ email: who.email, paymentId, paid });
      }
    } catch (error) {
      failures.push(`order ${i}: ${String(error)}`);
    }
    await delay(Math.max(0, ORDER_EVERY_MS - (Date.now() - startedAt)));
  }
  return { booked, failures };
}

describe(`load: ${CONNECTIONS} connections of mixed page traffic for ${DURATION_S} s while orders are placed`, () => {
  it(
    'no 5xx (no 4xx, errors or timeouts), and every order the checkout reported is in the database',
    async () => {
      const paths = await trafficMix();
      for (const path of paths)
        expect([path, (await fetch(`${setup.server.url}${path}`, { redirect: 'manual' })).status]).toEqual([path, 200]);

      const statusesByPath = new Map<string, Map<number, number>>();
      const count = (path: string, status: number) => {
        const byStatus = statusesByPath.get(path) ?? new Map<number, number>();
        byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
        statusesByPath.set(path, byStatus);
      };
      const parking = await parkingWithCapacity(setup.real, 100_000, 0);
      // autocannon answers a thenable without finally(): make it a setup.real promise.
      const run = Promise.resolve(
        autocannon({
          url: setup.server.url,
          connections: CONNECTIONS,
          duration: DURATION_S,
          timeout: 30,
          requests: paths.map((path) => ({ method: 'GET', path, onResponse: (status: number) => count(path, status) })),
        }),
      );
      const [result, side] = await Promise.all([run, bookSteadily(parking.id, run)]);
      const { requests, latency } = result;
      console.info(
        `load: ${requests.total} page requests in ${result.duration} s (${requests.average}/s), ` +
          `latency p50 ${latency.p50} ms, p99 ${latency.p99} ms, max ${latency.max} ms; ${side.booked.length} orders`,
      );

      const notOk = [...statusesByPath].flatMap(([path, byStatus]) =>
        [...byStatus].filter(([status]) => status >= 400).map(([status, n]) => `${n}× ${status} ${path}`),
      );
      expect(notOk).toEqual([]);
      expect({ '4xx': result['4xx'], '5xx': result['5xx'], errors: result.errors, timeouts: result.timeouts }).toEqual({
        '4xx': 0,
        '5xx': 0,
        errors: 0,
        timeouts: 0,
      });
      expect(result.requests.total).toBeGreaterThan(DURATION_S * 5);
      expect(
        setup.server.logs.filter(
          (line) => line.msg === 'request' && typeof line.status === 'number' && line.status >= 500,
        ),
      ).toEqual([]);

      // Zero lost orders: each reported one is in the database with its payment, the paid ones confirmed.
      expect(side.failures).toEqual([]);
      expect(side.booked.length).toBeGreaterThanOrEqual(Math.floor(DURATION_S / 2));
      const rows = await setup.real.database.db
        .select({ order: orders, payment: payments })
        .from(orders)
        .innerJoin(payments, eq(payments.orderId, orders.id))
        .where(
          inArray(
            payments.id,
            side.booked.map((b) => b.paymentId),
          ),
        );
      const byPayment = new Map(rows.map((r) => [r.payment.id, r]));
      for (const booked of side.booked) {
        const row = byPayment.get(booked.paymentId);
        expect(row?.order.customer.email).toBe(booked.email);
        expect([row?.order.status, row?.payment.status]).toEqual(
          booked.paid ? ['CONFIRMED', 'CAPTURED'] : ['PENDING_PAYMENT', 'NEW'],
        );
      }
      expect(await setup.real.database.db.$count(orders, eq(orders.parkingId, parking.id))).toBe(side.booked.length);
      expect(await bookingProblems(setup.real.database.db)).toEqual([]);
    },
    (DURATION_S + 180) * 1000,
  );
});
