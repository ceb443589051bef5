// The scale-out topology, for real (issue 12): two standalone API copies (`npm run start:api`) and two
// web copies (API_URL) on one PostgreSQL and one Redis. Travellers race for the last spaces through
// every copy — exactly the free spaces are sold — and one client's burst of writes spread over the
// copies meets one shared limit. Runs in scripts/test-postgres.sh (TEST_DATABASE_URL), with a
// redis-server started here.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { orders } from '../../backend/db/schema';
import type { Backend } from '../../backend/index';
import type { RunningApiServer } from '../../server/api-server';
import { startTestApiServer } from '../setup/api-harness';
import { apiCopy, freshPostgresDatabase, parkingLine, parkingWithCapacity } from '../backend/harness';
import {
  bookingForm,
  bookingProblems,
  loadCheckout,
  postCheckout,
  sandboxPaymentId,
  stayAhead,
  traveller,
} from '../security/booking';
import { startRedis, type RedisServer } from '../setup/redis-server';
import { startTestServer, type TestServer } from '../setup/server-harness';

const PUBLIC_URL = 'http://parkolot.test';
const TOKEN = randomUUID() + randomUUID();
const API_WRITES_PER_MINUTE = 10;

let redis: RedisServer;
const backends: Backend[] = [];
const apis: RunningApiServer[] = [];
const webs: TestServer[] = [];

beforeAll(async () => {
  const databaseUrl = await freshPostgresDatabase();
  if (!databaseUrl) throw new Error('the scale-out suite needs PostgreSQL: run it through scripts/test-postgres.sh');
  redis = await startRedis();
  for (let i = 0; i < 2; i++) {
    const backend = await apiCopy(databaseUrl, { publicUrl: PUBLIC_URL });
    backends.push(backend);
    apis.push(
      await startTestApiServer(backend, {
        PUBLIC_URL,
        REDIS_URL: redis.url,
        API_INTERNAL_TOKEN: TOKEN,
        TRUST_PROXY: 'true',
        RATE_LIMITS: 'on',
        RATE_LIMIT_API_WRITES_PER_MINUTE: String(API_WRITES_PER_MINUTE),
      }),
    );
  }
  for (const api of apis) {
    webs.push(
      await startTestServer({
        env: {
          API_URL: api.url,
          API_INTERNAL_TOKEN: TOKEN,
          REDIS_URL: redis.url,
          RATE_LIMITS: 'on',
          TRUST_PROXY: 'true',
          RATE_LIMIT_PAGES_PER_MINUTE: '1000',
          RATE_LIMIT_CHECKOUT_PER_MINUTE: '1000',
          PAYMENT_URL_ALLOWLIST: PUBLIC_URL,
        },
      }),
    );
  }
}, 180_000);

afterAll(async () => {
  await Promise.all(webs.map((web) => web.close()));
  await Promise.all(apis.map((api) => api.close()));
  await redis?.stop();
});

const OfferSchema = z.object({ id: z.string(), total: z.object({ amount: z.number(), currency: z.string() }) });
const OrderSchema = z.object({ orderId: z.string(), paymentUrl: z.string() });
type Outcome = 'placed' | 'sold-out' | string;

describe('two web copies + two API copies on one PostgreSQL and one Redis', () => {
  it('24 travellers through every copy race for the last 3 spaces: exactly 3 orders, the rest sold out', async () => {
    const stay = stayAhead(40, 3);
    const parking = await parkingWithCapacity(backends[0], 3);
    const prepared: (() => Promise<Outcome>)[] = [];
    for (let i = 0; i < 24; i++) {
      const client = { 'x-forwarded-for': `198.18.${i}.1` };
      if (i % 3 === 2) {
        // Straight at an API copy, as another shop would.
        const api = apis[i % 2];
        const lines = [parkingLine(parking.id, stay, [traveller(i, 'api').plate])];
        const offer = OfferSchema.parse(
          await (
            await fetch(`${api.url}/api/v1/offers`, {
              method: 'POST',
              headers: { ...client, 'content-type': 'application/json' },
              body: JSON.stringify({ offerLines: lines }),
            })
          ).json(),
        );
        const { firstName, lastName, email, phone } = traveller(i, 'api');
        prepared.push(async () => {
          const response = await fetch(`${apis[(i + 1) % 2].url}/api/v1/orders`, {
            method: 'POST',
            headers: { ...client, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
            body: JSON.stringify({
              offerId: offer.id,
              orderLines: lines,
              expectedPrice: offer.total,
              customer: { firstName, lastName, email, phone },
            }),
          });
          const body: unknown = await response.json();
          if (response.status === 201 && sandboxPaymentId(OrderSchema.parse(body).paymentUrl)) return 'placed';
          if (response.status === 409 && JSON.stringify(body).includes('SOLD_OUT')) return 'sold-out';
          return `api ${response.status} ${JSON.stringify(body).slice(0, 200)}`;
        });
      } else {
        // Through a web copy's checkout, like a browser without JS.
        const web = webs[i % 2];
        const page = await loadCheckout(web.url, parking.id, stay, client);
        const form = bookingForm(page, traveller(i, 'web'));
        prepared.push(async () => {
          const response = await postCheckout(web.url, form, { headers: client });
          const body = await response.text();
          if (response.status === 303 && sandboxPaymentId(response.headers.get('location'))) return 'placed';
          if (response.status === 409 && body.includes('Brak wolnych miejsc')) return 'sold-out';
          return `web ${response.status} ${body.slice(0, 200)}`;
        });
      }
    }
    const outcomes = await Promise.all(prepared.map((attempt) => attempt()));
    expect(outcomes.filter((o) => o !== 'placed' && o !== 'sold-out')).toEqual([]);
    expect(outcomes.filter((o) => o === 'placed')).toHaveLength(3);
    const db = backends[1].database.db;
    expect(await db.$count(orders, eq(orders.parkingId, parking.id))).toBe(3);
    expect(await bookingProblems(db)).toEqual([]);
  }, 180_000);

  it("one client's burst of 30 writes spread over both API copies: exactly the shared limit gets through", async () => {
    const client = { 'x-forwarded-for': '198.19.0.7', 'content-type': 'application/json' };
    const statuses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        fetch(`${apis[i % 2].url}/api/v1/parking-proposals`, { method: 'POST', headers: client, body: '{}' }).then(
          (r) => r.status,
        ),
      ),
    );
    expect(statuses.filter((status) => status === 429)).toHaveLength(30 - API_WRITES_PER_MINUTE);
    expect(statuses.filter((status) => status === 400)).toHaveLength(API_WRITES_PER_MINUTE);
  }, 60_000);

  it('a burst of page views over both web copies meets one limit too', async () => {
    const web = await startTestServer({
      env: {
        API_URL: apis[0].url,
        API_INTERNAL_TOKEN: TOKEN,
        REDIS_URL: redis.url,
        RATE_LIMITS: 'on',
        TRUST_PROXY: 'true',
        RATE_LIMIT_PAGES_PER_MINUTE: '12',
      },
    });
    const other = await startTestServer({
      env: {
        API_URL: apis[1].url,
        API_INTERNAL_TOKEN: TOKEN,
        REDIS_URL: redis.url,
        RATE_LIMITS: 'on',
        TRUST_PROXY: 'true',
        RATE_LIMIT_PAGES_PER_MINUTE: '12',
      },
    });
    try {
      const client = { 'x-forwarded-for': '198.19.0.8' };
      const statuses = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          fetch(`${(i % 2 ? web : other).url}/faq/`, { headers: client }).then((r) => r.status),
        ),
      );
      expect(statuses.filter((status) => status === 200)).toHaveLength(12);
      expect(statuses.filter((status) => status === 429)).toHaveLength(8);
    } finally {
      await web.close();
      await other.close();
    }
  }, 60_000);
});
