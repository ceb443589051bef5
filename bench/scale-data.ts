/**
 * Builds a database `factor` times the seed: `tsx bench/scale-data.ts --data-dir DIR --factor 100`.
 *
 * The backend's own bootstrap opens the database, runs the committed migrations and loads the seed;
 * this script then clones every seed car park `factor - 1` times at its own airport (tariff, discounts,
 * features, addons, closed days and reviews included) and books `5,000 × factor` stays — offers, orders,
 * payments and the per-day occupancy the availability check reads — all with set-based SQL.
 *
 * At 100×: 9,100 car parks (1,600 at Warszawa-Chopin) and 500,000 orders. The issue's "1,500 car parks"
 * undersells the seed (91 car parks), so the larger catalogue is the one measured. Bookings go to car
 * parks in proportion to their capacity; `--factor 1` is the seed catalogue with 5,000 bookings.
 *
 * Progress goes to stderr; the last stdout line is a JSON summary of the counts.
 * `--force` wipes a non-empty DIR first; `--database-url URL` targets PostgreSQL instead (its Parkolot
 * tables must be empty, or `--force` truncates them).
 */
import { getTableName, sql } from 'drizzle-orm';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { openDatabase, type Database } from '../backend/db/client';
import * as schema from '../backend/db/schema';
import { seedData } from '../backend/seed/data/index';
import { seedIfEmpty } from '../backend/seed/load';
import { bookStays, cloneCatalogue, log, started, step } from './scale-data-sql';

/** Bookings per unit of factor: 100× gives the issue's 500,000. */
const BOOKINGS_PER_FACTOR = 5_000;

type Options = { dataDir?: string; databaseUrl?: string; factor: number; force: boolean };

function usage(message: string): never {
  process.stderr.write(
    `${message}\nusage: tsx bench/scale-data.ts --data-dir DIR [--factor 100] [--force]\n` +
      '       tsx bench/scale-data.ts --database-url postgres://… [--factor 100] [--force]\n',
  );
  process.exit(2);
}

function parseCli(argv: string[]) {
  try {
    return parseArgs({
      args: argv,
      options: {
        'data-dir': { type: 'string' },
        'database-url': { type: 'string' },
        factor: { type: 'string', default: '100' },
        force: { type: 'boolean', default: false },
      },
      strict: true,
    });
  } catch (error) {
    usage(error instanceof Error ? error.message : String(error));
  }
}

function readOptions(argv: string[]): Options {
  const parsed = parseCli(argv);
  const { values } = parsed;
  const factor = Number(values.factor);
  if (!Number.isInteger(factor) || factor < 1 || factor > 1000) usage('--factor must be an integer from 1 to 1000');
  const dataDir = values['data-dir'];
  const databaseUrl = values['database-url'];
  if (!dataDir && !databaseUrl) usage('--data-dir or --database-url is required');
  if (dataDir && databaseUrl) usage('give either --data-dir or --database-url, not both');
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) usage('--database-url must start with postgres://');
  return { dataDir, databaseUrl, factor, force: values.force };
}

/** Every Parkolot table, children first (the drizzle migrations table is left alone). */
const appTables = [
  schema.payments,
  schema.orders,
  schema.offers,
  schema.idempotencyKeys,
  schema.parkingDayOccupancy,
  schema.parkingClosedDays,
  schema.parkingReviews,
  schema.addons,
  schema.parkingProposals,
  schema.parkings,
  schema.airports,
  schema.serviceTypes,
  schema.bookingOptions,
  schema.securityFeatures,
  schema.posts,
  schema.pages,
  schema.globals,
  schema.promoCodes,
];

async function prepareTarget(options: Options): Promise<Database> {
  if (options.dataDir) {
    const dir = options.dataDir;
    if (existsSync(dir) && readdirSync(dir).length > 0) {
      if (!options.force) usage(`${dir} is not empty: pass --force to wipe it`);
      log(`wiping ${dir}`);
      rmSync(dir, { recursive: true, force: true });
    }
    const database = await openDatabase({ dataDir: dir });
    log('opened PGlite and ran the migrations');
    return database;
  }
  const database = await openDatabase({ databaseUrl: options.databaseUrl, dataDir: 'memory' });
  log('opened PostgreSQL and ran the migrations');
  if ((await database.db.$count(schema.airports)) > 0) {
    if (!options.force) {
      await database.close();
      usage('the database already holds Parkolot data: pass --force to truncate its tables');
    }
    log('truncating the Parkolot tables');
    const names = appTables.map((t) => sql.identifier(getTableName(t)));
    await database.db.execute(sql`truncate ${sql.join(names, sql`, `)} restart identity cascade`);
  }
  return database;
}

async function main() {
  const options = readOptions(process.argv.slice(2));
  const database = await prepareTarget(options);
  const { db } = database;
  try {
    if (!(await seedIfEmpty(db, seedData))) usage('the database was not empty after preparation');
    log('loaded the seed');
    const bookings = BOOKINGS_PER_FACTOR * options.factor;
    await db.transaction(async (tx) => {
      if (options.factor > 1) await cloneCatalogue(tx, options.factor);
      await bookStays(tx, bookings);
    });
    // PGlite has no autovacuum: give the planner statistics and the visibility map a real database would have.
    await step(db, 'vacuum analyze', sql`vacuum analyze`);
    const counts = {
      factor: options.factor,
      airports: await db.$count(schema.airports),
      parkings: await db.$count(schema.parkings),
      addons: await db.$count(schema.addons),
      reviews: await db.$count(schema.parkingReviews),
      bookings: await db.$count(schema.orders),
      occupancyDays: await db.$count(schema.parkingDayOccupancy),
      seconds: Math.round((Date.now() - started) / 100) / 10,
    };
    log('done');
    process.stdout.write(`${JSON.stringify(counts)}\n`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `scale-data failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
