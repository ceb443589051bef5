import { createHash } from 'node:crypto';
import { fillPlaceholders, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { PGlite, parse, protocol } from '@electric-sql/pglite';
import type { Pool } from 'pg';
import type { Executor } from './client';

/**
 * Prepared reads: a hot query parsed and planned once per database session, then only executed.
 *
 * A search's ranking query (products/listing.ts) is mostly its price expression: on PGlite, building it
 * with Drizzle, parsing and planning it took ~4.5 of the ~5.5 ms it cost, executing it ~1 ms. A prepared
 * statement is built once per shape, parsed and planned once per session (PostgreSQL re-plans it by itself
 * when a table it reads changes) and bound to each request's values, which never become SQL text.
 *
 * PostgreSQL: node-postgres's named statements (each pooled connection prepares a name on first use).
 * PGlite's query() always uses the unnamed statement, so its runner speaks the same extended protocol with a
 * name, through PGlite's public protocol API, under both of PGlite's locks as query() is: a read never runs
 * inside another caller's open transaction.
 */

type Statement = { name: string; text: string };
/** Executes a named statement with the given parameter values; the rows, parsed by the driver. */
type StatementRunner = (statement: Statement, values: unknown[]) => Promise<unknown[]>;

const runners = new WeakMap<Executor, StatementRunner>();

/** Called by openDatabase for the database it returns: only those run prepared reads. */
export function registerStatementRunner(db: Executor, runner: StatementRunner): void {
  runners.set(db, runner);
}

export interface PreparedRead<V extends Record<string, unknown>> {
  /** The statement's rows for these values. `db` must be a database openDatabase returned (not a transaction). */
  run(db: Executor, values: V): Promise<unknown[]>;
}

const dialect = new PgDialect();

/**
 * A read statement from a Drizzle query whose changing values are `sql.placeholder(name)`s, filled from
 * `values` at each run. Built to text once, on first use.
 */
export function preparedRead<V extends Record<string, unknown>>(query: SQL): PreparedRead<V> {
  let built: (Statement & { params: unknown[] }) | undefined;
  return {
    run(db, values) {
      const runner = runners.get(db);
      if (!runner) return Promise.reject(new Error('A prepared read needs a database that openDatabase returned'));
      if (!built) {
        const { sql: text, params } = dialect.sqlToQuery(query);
        // One name per text: a pooled PostgreSQL connection refuses a known name with another text.
        built = { name: `p_${createHash('sha256').update(text).digest('hex').slice(0, 32)}`, text, params };
      }
      return runner(built, fillPlaceholders(built.params, values));
    },
  };
}

/**
 * node-postgres: a named query is parsed once per pooled connection, then bound and executed. node-postgres
 * remembers a name as parsed for the connection's life, so a connection whose statement went stale (dropped
 * by DISCARD or a pooler; its result type changed by another copy's migration) would fail every run: it is
 * dropped from the pool and the run is retried once as an unnamed query.
 *
 * Rows come as each driver parses them by default (a date or timestamp column as a Date, unlike Drizzle's
 * execute(), which keeps them as text): a prepared read selects what its caller parses with zod.
 */
export function poolStatementRunner(pool: Pool): StatementRunner {
  return async ({ name, text }, values) => {
    const connection = await pool.connect();
    try {
      const { rows } = await connection.query({ name, text, values });
      connection.release();
      return rows;
    } catch (error) {
      // As pool.query() does after any error: the connection is closed, not given back.
      connection.release(true);
      if (!isStaleStatement(error)) throw error;
      return (await pool.query({ text, values })).rows;
    }
  };
}

/** What of PGlite's module the runner uses, passed in: this file loads no driver itself. */
type PgliteModule = { protocol: typeof protocol; parse: typeof parse };

/**
 * PostgreSQL's SQLSTATEs for a prepared statement the session no longer has (26000) or can no longer run
 * as prepared ("cached plan must not change result type", 0A000).
 */
const STALE_STATEMENT_CODES = new Set(['26000', '0A000']);

/** PGlite: Parse with a name and Describe once, then Bind, Describe the portal, Execute and Sync for each run. */
export function pgliteStatementRunner(client: PGlite, { protocol, parse }: PgliteModule): StatementRunner {
  const { serialize } = protocol;
  // The parameters' type ids of each statement this session has prepared.
  const prepared = new Map<string, Promise<number[]>>();
  // PGlite's query(): its transaction lock (no other caller's transaction is open), then its query lock.
  const exclusive = <T>(work: () => Promise<T>) =>
    client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(() => {
        // As query() refuses to: a database closed (or closing) meanwhile is not sent anything.
        if (!client.ready) throw new Error('PGlite is closed');
        return work();
      }),
    );
  const send = (message: Uint8Array) => client.execProtocolStream(message, { syncToFs: false });
  // Whatever fails, Sync ends the exchange so the session is ready for the next one.
  const exchange = async (messages: Uint8Array[]) => {
    const answers = [];
    try {
      for (const message of messages) answers.push(...(await send(message)));
    } finally {
      await send(serialize.sync());
    }
    return answers;
  };

  // Close first: preparing again a name the session may still hold (another run got there first) is no error.
  const prepare = ({ name, text }: Statement) => {
    let types = prepared.get(name);
    if (!types) {
      const preparing = exclusive(() =>
        exchange([
          serialize.close({ type: 'S', name }),
          serialize.parse({ name, text }),
          serialize.describe({ type: 'S', name }),
        ]),
      ).then((answers) => parse.parseDescribeStatementResults(answers));
      prepared.set(name, preparing);
      preparing.catch(() => forget(name, preparing));
      types = preparing;
    }
    return types;
  };
  // Only the attempt that failed is forgotten, not one a concurrent run has started since.
  const forget = (name: string, types: Promise<number[]>) => {
    if (prepared.get(name) === types) prepared.delete(name);
  };

  const execute = async (statement: Statement, values: unknown[]) => {
    const preparing = prepare(statement);
    const types = await preparing;
    // As PGlite's query() serialises a parameter: its type's serializer, else its text.
    const params = values.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = client.serializers[types[i]];
      return serializer ? serializer(value) : String(value);
    });
    try {
      const answers = await exclusive(() =>
        exchange([
          serialize.bind({ statement: statement.name, values: params }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
        ]),
      );
      return parse.parseResults(answers, client.parsers)[0]?.rows ?? [];
    } catch (error) {
      if (isStaleStatement(error)) forget(statement.name, preparing);
      throw error;
    }
  };

  // A statement the session no longer has (DEALLOCATE ALL) or can no longer run: prepared again, once.
  return (statement, values) =>
    execute(statement, values).catch((error: unknown) => {
      if (!isStaleStatement(error)) throw error;
      return execute(statement, values);
    });
}

function isStaleStatement(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    typeof error.code === 'string' &&
    STALE_STATEMENT_CODES.has(error.code)
  );
}
