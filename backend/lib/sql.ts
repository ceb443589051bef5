import { sql, type SQL } from 'drizzle-orm';

/** A PostgreSQL `integer[]` literal with bound parameters. */
export function intArray(values: readonly number[]): SQL {
  return sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::integer[]`;
}
