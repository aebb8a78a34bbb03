import { sql, type Column, type SQL } from 'drizzle-orm';
import type { Tx } from './client';

/** Runs raw SQL and returns its rows: node-postgres and PGlite both answer `{ rows }`. */
export async function queryRows<T>(db: Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** A Postgres integer array literal parameter, for `= any(...)` and `unnest(...)`. */
export function intArray(values: readonly number[]): SQL {
  return sql`${`{${values.map((v) => Math.trunc(v)).join(',')}}`}::int[]`;
}

/** `column = any($1)` with the ids as one array parameter: a page of 2,000 keys is one parameter, not 2,000. */
export function anyOf(column: Column, ids: readonly number[]): SQL {
  return sql`${column} = any(${intArray(ids)})`;
}
