import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { fileURLToPath } from 'node:url';
import { mkdirSync } from 'node:fs';
import v8 from 'node:v8';
import { ensureCluster } from './cluster';
import { holdDataDir, type DataDirHold } from './data-dir-lock';
import { pgliteStatementRunner, poolStatementRunner, registerStatementRunner } from './prepared';
import * as schema from './schema';

export type Schema = typeof schema;
/** One type for both drivers: the query builder is the same PostgreSQL dialect. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either the database or an open transaction: repository functions accept both. */
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
/**
 * An empty database cluster made at build time (scripts/build-server.mjs), next to the bundled API in
 * build/server. PGlite's own initdb needs a second PGlite and a copy of its heap (~750 MB peak, much
 * of it kept until the process ends); copying the files instead costs nothing. Absent when running
 * from source: PGlite's initdb makes a cluster in a scratch directory instead (cluster.ts).
 */
const clusterTemplate = fileURLToPath(new URL('./pglite-template', import.meta.url));
/**
 * Added to PGlite's defaults: a smaller buffer pool. Its ~160 MB (initdb's pick for a server) is
 * allocated and touched up front, while the whole seeded database is a few MB, cached again by the OS.
 */
const PGLITE_EXTRA_START_PARAMS = ['-c', 'shared_buffers=32MB'];

/**
 * Opens the database: PostgreSQL when `databaseUrl` is set, otherwise PGlite persisted in `dataDir`
 * (or in memory when `dataDir` is 'memory'). Runs the committed migrations before returning. Only the
 * chosen driver is loaded: a process holds neither when it opens no database (the web tier with its
 * API in a thread) and never both.
 */
/** Arbitrary, fixed: the session-level advisory lock copies of the API take to migrate one at a time. */
const MIGRATION_LOCK_KEY = 7_261_530_001;

export interface OpenDatabaseOptions {
  databaseUrl?: string;
  dataDir: string;
  /** Told about a pooled PostgreSQL connection the server closed while idle (a restart, a fail-over). */
  onIdleConnectionError?: (error: Error) => void;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle pooled connection the server ends (a restart, a fail-over, pg_terminate_backend) is an
    // 'error' event on the pool; without a listener Node would end the process. The pool drops that
    // connection and opens a new one for the next query; readiness (/readyz) tells whether it can.
    pool.on('error', (error) => options.onIdleConnectionError?.(error));
    const db = drizzlePg(pool, { schema });
    registerStatementRunner(db, poolStatementRunner(pool));
    // Copies started together on an empty database would run the same migrations at once (one fails on
    // a duplicate type); each takes the lock in turn and the later ones find the migrations applied.
    const lock = await pool.connect();
    try {
      await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      await migratePg(db, { migrationsFolder });
    } catch (error) {
      lock.release();
      await pool.end();
      throw error;
    }
    await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).finally(() => lock.release());
    return {
      db,
      kind: 'postgres',
      ping: () => ping(db),
      close: () => pool.end(),
    };
  }
  const memory = options.dataDir === 'memory';
  // PostgreSQL's WebAssembly (9 MB) is compiled by V8's baseline compiler only: its optimising tier
  // would recompile the hot functions at run time, ~80 MB more resident memory that stays, for SQL
  // that is not measurably faster on this catalogue. Read when the module is compiled, so set first.
  v8.setFlagsFromString('--liftoff-only');
  if (!memory) mkdirSync(options.dataDir, { recursive: true });
  const hold = memory ? undefined : await holdDataDir(options.dataDir);
  try {
    return await openPglite(memory ? undefined : options.dataDir, hold);
  } catch (error) {
    await hold?.release();
    throw error;
  }
}

async function openPglite(dataDir: string | undefined, hold: DataDirHold | undefined): Promise<Database> {
  if (dataDir) await ensureCluster(dataDir, clusterTemplate);
  const [{ PGlite, protocol, parse }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const client = new PGlite({
    dataDir,
    startParams: [...PGlite.defaultStartParams, ...PGLITE_EXTRA_START_PARAMS],
  });
  const db = drizzlePglite(client, { schema });
  registerStatementRunner(db, pgliteStatementRunner(client, { protocol, parse }));
  try {
    await client.waitReady;
    await migratePglite(db, { migrationsFolder });
  } catch (error) {
    // Closed before the claim on the directory is given up (openDatabase releases it on this error).
    await client.close().catch(() => undefined);
    throw error;
  }
  return {
    db,
    kind: 'pglite',
    ping: () => ping(db),
    close: async () => {
      try {
        await client.close();
      } finally {
        await hold?.release();
      }
    },
  };
}

/** `select 1` answered (false when it failed). */
export async function ping(db: Executor): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
