import { eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { z } from 'zod';
import { createBackend, type Backend, type BackendConfig } from '../../backend/index';
import type { PaymentProvider } from '../../backend/payments/provider';
import type { Mailer } from '../../backend/outbox/mailer';
import type { MessagesConfig } from '../../backend/outbox/worker';
import { airports, pages, parkings } from '../../backend/db/schema';

export const PUBLIC_URL = 'http://parkolot.test';

/**
 * Test suites book far more from one address (127.0.0.1) than a traveller: the per-client cap on unpaid
 * vehicles is raised for them; the suites of the cap itself set it (tests/backend/unpaid-holds.test.ts).
 */
export const TEST_MAX_UNPAID_VEHICLES = 1000;

/** The APP_SECRET of the backends (and servers) under test: a test signs a link as they would. */
export const TEST_APP_SECRET = 'a-test-signing-secret-of-at-least-32-chars';

/** A real backend on an in-memory PGlite (or TEST_DATABASE_URL's PostgreSQL), migrated and seeded. */
export async function startBackend(
  overrides: {
    offerTtlSeconds?: number;
    maxUnpaidVehiclesPerClient?: number;
    provider?: PaymentProvider;
    messages?: MessagesConfig;
    mailer?: Mailer;
    outboxPollMs?: number;
    opsToken?: string;
    now?: () => Date;
    appSecret?: string;
  } = {},
): Promise<Backend> {
  return createBackend(
    {
      databaseUrl: await freshPostgresDatabase(),
      dataDir: 'memory',
      publicUrl: PUBLIC_URL,
      offerTtlSeconds: overrides.offerTtlSeconds ?? 3600,
      orderHoldMinutes: 30,
      orderHoldScarceMinutes: 10,
      maxUnpaidVehiclesPerClient: overrides.maxUnpaidVehiclesPerClient ?? TEST_MAX_UNPAID_VEHICLES,
      seed: true,
      messages: overrides.messages,
      opsToken: overrides.opsToken,
      appSecret: overrides.appSecret ?? TEST_APP_SECRET,
    },
    // The outbox polls rarely here: a test drains it when it wants to look.
    {
      provider: overrides.provider,
      mailer: overrides.mailer,
      outboxPollMs: overrides.outboxPollMs ?? 3_600_000,
      now: overrides.now,
    },
  );
}

/** With TEST_DATABASE_URL (scripts/test-postgres.sh), each test file gets its own new PostgreSQL database. */
export async function freshPostgresDatabase(): Promise<string | undefined> {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) return undefined;
  const name = `parkolot_test_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A copy of the API on `databaseUrl` (scaled out: several on one PostgreSQL), seeded when empty, its outbox
 * polling rarely (a test drains it when it wants to look); `config` adds to or replaces the defaults.
 */
export function apiCopy(
  databaseUrl: string,
  config: Partial<BackendConfig> = {},
  options: Parameters<typeof createBackend>[1] = {},
): Promise<Backend> {
  return createBackend(
    {
      databaseUrl,
      dataDir: 'memory',
      publicUrl: PUBLIC_URL,
      offerTtlSeconds: 3600,
      orderHoldMinutes: 30,
      seed: true,
      ...config,
    },
    { outboxPollMs: 3_600_000, ...options },
  );
}

export type Call = { status: number; headers: Headers; body: unknown; text: string };

/** Calls the backend the way the web tier does: a Request with the full /api path. */
export async function call(backend: Backend, path: string, init: RequestInit & { json?: unknown } = {}): Promise<Call> {
  const { json, ...rest } = init;
  const headers = new Headers(rest.headers);
  if (json !== undefined) headers.set('Content-Type', 'application/json');
  const response = await backend.fetch(
    new Request(`http://parkolot.internal${path}`, {
      ...rest,
      headers,
      body: json !== undefined ? JSON.stringify(json) : rest.body,
    }),
  );
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  return { status: response.status, headers: response.headers, body, text };
}

/** Next week at the given Warsaw hour, as ISO with offset-free UTC (Z). */
export function daysFromNow(days: number, hourUtc = 9): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  d.setUTCHours(hourUtc, 0, 0, 0);
  return d.toISOString();
}

/** An active parking with the given capacity and nothing booked, for tests that need a known state. */
export async function parkingWithCapacity(backend: Backend, capacity: number, index = 0) {
  const { db } = backend.database;
  const rows = await db.select().from(parkings).where(eq(parkings.active, true)).orderBy(parkings.id);
  const row = rows[rows.length - 1 - index];
  await db.update(parkings).set({ capacity }).where(eq(parkings.id, row.id));
  return { ...row, capacity };
}

export function parkingLine(
  parkingId: number,
  stay: { arrivalAt: string; departureAt: string },
  plates = ['WA 12345'],
) {
  return {
    productId: String(parkingId),
    specification: {
      vehicles: plates.map((plate) => ({ plate })),
      people: { adult: 2, child: 0, disabled: 0 },
      stayPeriod: stay,
    },
  };
}

export const customer = { firstName: 'Anna', lastName: 'Kowalska', email: 'anna@example.pl', phone: '+48 600 100 200' };

export function errorCodes(body: unknown): string[] {
  if (body && typeof body === 'object' && 'errors' in body && Array.isArray(body.errors)) {
    return body.errors.map((e: { code?: string; message?: string }) => e.code ?? e.message ?? '');
  }
  return [];
}

/**
 * Adds `count` copies of a seeded car park at Warszawa-Chopin, each with its own slug, name, distance
 * and rating — for listing tests that need a third page (the seed has 16 car parks at WAW).
 */
export async function addWarsawTestParkings(backend: Backend, count: number, templateSlug = 'okecie-park') {
  const db = backend.database.db;
  const [waw] = await db.select().from(airports).where(eq(airports.code, 'WAW'));
  const [template] = await db.select().from(parkings).where(eq(parkings.slug, templateSlug));
  const { id: _id, createdAt: _c, updatedAt: _u, ...base } = template;
  await db.insert(parkings).values(
    Array.from({ length: count }, (_, i) => ({
      ...base,
      airportId: waw.id,
      slug: `parking-testowy-${i + 1}`,
      name: `Parking Testowy ${i + 1}`,
      distanceKm: 3 + i * 0.4,
      ratingAverage: 3 + (i % 5) * 0.4,
      ratingCount: 5 + i,
      parkolotRating: 'standard' as const,
    })),
  );
}

const PlacedOfferSchema = z.object({ id: z.string(), total: z.object({ amount: z.number(), currency: z.string() }) });

/** An offer and its order for `lines`, straight through the API (a new Idempotency-Key each time). */
export async function orderThroughApi(backend: Backend, lines: unknown[]): Promise<Call> {
  const offer = PlacedOfferSchema.parse(
    (await call(backend, '/api/v1/offers', { method: 'POST', json: { offerLines: lines } })).body,
  );
  return call(backend, '/api/v1/orders', {
    method: 'POST',
    headers: { 'Idempotency-Key': randomBytes(16).toString('hex') },
    json: { offerId: offer.id, orderLines: lines, expectedPrice: offer.total, customer },
  });
}

/**
 * A CMS page "O nas" (`/o-nas/`, which no static route claims: the catch-all shows it): a heading, a
 * paragraph and whatever blocks a test adds.
 */
export async function addAboutPage(
  backend: Pick<Backend, 'database'>,
  { paragraph, format = 0, extra = [] }: { paragraph: string; format?: number; extra?: unknown[] },
) {
  await backend.database.db.insert(pages).values({
    slug: 'o-nas',
    title: 'O nas',
    content: {
      root: {
        type: 'root',
        children: [
          { type: 'heading', tag: 'h2', children: [{ type: 'text', text: 'Kim jesteśmy', format: 0 }] },
          { type: 'paragraph', children: [{ type: 'text', text: paragraph, format }] },
          ...extra,
        ],
      },
    },
  });
}
