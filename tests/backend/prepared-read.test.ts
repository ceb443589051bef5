import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../backend/db/client';
import { preparedRead } from '../../backend/db/prepared';
import { freshPostgresDatabase } from './harness';

// On PGlite, or on TEST_DATABASE_URL's PostgreSQL when the suite runs there (scripts/test-postgres.sh).
describe('a prepared read', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ databaseUrl: await freshPostgresDatabase(), dataDir: 'memory' });
    await database.db.execute(sql`create table notes (id serial primary key, tag text not null, n int not null)`);
    await database.db.execute(sql`insert into notes (tag, n) values ('a', 1), ('b', 2), ('a', 3), ('c', 4)`);
  });
  afterAll(() => database.close());

  const byTags = preparedRead<{ tags: string[]; min: number; label: string | null }>(
    sql`select id, tag, n, ${sql.placeholder('label')}::text as label from notes
        where tag = any(${sql.placeholder('tags')}::text[]) and n >= ${sql.placeholder('min')}::int order by id`,
  );

  it('answers each run with its own values (text, integers, arrays, null)', async () => {
    const first = await byTags.run(database.db, { tags: ['a', 'c'], min: 2, label: "it's" });
    expect(first).toEqual([
      { id: 3, tag: 'a', n: 3, label: "it's" },
      { id: 4, tag: 'c', n: 4, label: "it's" },
    ]);
    expect(await byTags.run(database.db, { tags: ['b'], min: 0, label: null })).toEqual([
      { id: 2, tag: 'b', n: 2, label: null },
    ]);
    // A value is a value, never SQL: this one matches no tag and changes nothing.
    expect(await byTags.run(database.db, { tags: ["a' or '1'='1"], min: 0, label: 'x' })).toEqual([]);
    expect(await database.db.execute(sql`select count(*)::int as count from notes`)).toMatchObject({
      rows: [{ count: 4 }],
    });
  });

  it('is prepared once when its first runs come together', async () => {
    const fresh = preparedRead<{ n: number }>(sql`select n from notes where n = ${sql.placeholder('n')}::int`);
    const runs = await Promise.all([1, 2, 3, 4, 1].map((n) => fresh.run(database.db, { n })));
    expect(runs).toEqual([[{ n: 1 }], [{ n: 2 }], [{ n: 3 }], [{ n: 4 }], [{ n: 1 }]]);
  });

  it('never reads inside another caller’s open transaction', async () => {
    const count = preparedRead<{ tag: string }>(
      sql`select count(*)::int as count from notes where tag = ${sql.placeholder('tag')}`,
    );
    let read: Promise<unknown[]> | undefined;
    await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into notes (tag, n) values ('uncommitted', 9)`);
        read = count.run(database.db, { tag: 'uncommitted' });
        // The transaction goes on while the read waits; on PGlite, one session, the read would otherwise
        // run between these statements and see the row.
        await tx.execute(sql`select 1`);
        throw new Error('roll back');
      })
      .catch((error: unknown) => {
        if (!(error instanceof Error && error.message === 'roll back')) throw error;
      });
    expect(await read).toEqual([{ count: 0 }]);
  });

  it('fails like a query when executing it fails, and the database goes on answering', async () => {
    const divide = preparedRead<{ by: number }>(sql`select 10 / ${sql.placeholder('by')}::int as q`);
    await expect(divide.run(database.db, { by: 0 })).rejects.toMatchObject({ code: '22012' });
    expect(await divide.run(database.db, { by: 5 })).toEqual([{ q: 2 }]);
    expect(await database.db.execute(sql`select 1 as one`)).toMatchObject({ rows: [{ one: 1 }] });
  });

  it('is refused on a transaction (only a database openDatabase returned runs one)', async () => {
    const one = preparedRead<Record<string, never>>(sql`select 1 as one`);
    await expect(database.db.transaction((tx) => one.run(tx, {}))).rejects.toThrow(/openDatabase/);
  });

  // PGlite has one session; on PostgreSQL the pool lends its last returned connection first, the one that
  // prepared the statement, to `deallocate all` and then to the next run.
  it('is prepared again when the session forgot it', async () => {
    const tagged = preparedRead<{ tag: string }>(
      sql`select n from notes where tag = ${sql.placeholder('tag')} order by n`,
    );
    expect(await tagged.run(database.db, { tag: 'a' })).toEqual([{ n: 1 }, { n: 3 }]);
    await database.db.execute(sql`deallocate all`);
    expect(await tagged.run(database.db, { tag: 'a' })).toEqual([{ n: 1 }, { n: 3 }]);
    // Several runs find it gone at once: each is answered, and so is every later one.
    await database.db.execute(sql`deallocate all`);
    const together = await Promise.all(['a', 'b', 'c', 'a'].map((tag) => tagged.run(database.db, { tag })));
    expect(together).toEqual([[{ n: 1 }, { n: 3 }], [{ n: 2 }], [{ n: 4 }], [{ n: 1 }, { n: 3 }]]);
    expect(await tagged.run(database.db, { tag: 'b' })).toEqual([{ n: 2 }]);
  });
});
