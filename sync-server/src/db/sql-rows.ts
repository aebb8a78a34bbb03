import { getTableColumns, getTableName, sql, type Column, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
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

type Returning = Record<string, Column>;
type Returned<R extends Returning> = { [K in keyof R]: R[K]['_']['data'] };

/** The value a column's row field is sent as inside the rows' JSON (json and jsonb go as themselves). */
function jsonValueOf(column: Column, value: unknown): unknown {
  if (value === null) return null;
  if (column.dataType === 'json') return value;
  return column.mapToDriverValue(value);
}

/**
 * Many rows in one INSERT whose only parameter is the rows as JSON, spread by
 * `json_populate_recordset`. Why: drizzle's multi-row insert builds one parameter (and several
 * objects) per column per row, every column of the table included: for a station's push of 200
 * sales that was most of the server's time (bench/FINDINGS.md, sync-push-ops-per-s). Only the
 * fields the rows carry are written (the others keep their defaults); rows that leave different
 * fields out are written by one statement per shape. Values go through each column's own driver
 * mapping, as drizzle sends them.
 */
export async function insertRows<T extends PgTable, R extends Returning = Record<never, Column>>(db: Tx, table: T, rows: readonly T['$inferInsert'][], returning?: R): Promise<Returned<R>[]> {
  const columns = getTableColumns(table) as Record<string, Column>;
  const shapes = new Map<string, T['$inferInsert'][]>();
  for (const row of rows) {
    const keys = Object.keys(row)
      .filter((k) => (row as Record<string, unknown>)[k] !== undefined)
      .sort()
      .join(',');
    const group = shapes.get(keys);
    if (group) group.push(row);
    else shapes.set(keys, [row]);
  }
  const out: Returned<R>[] = [];
  for (const [shape, group] of shapes) {
    const keys = shape ? shape.split(',') : [];
    const unknown = keys.find((k) => !columns[k]);
    if (unknown) throw new Error(`insertRows: ${getTableName(table)} has no column for "${unknown}"`);
    const names = keys.map((k) => columns[k]!.name);
    const json = JSON.stringify(group.map((row) => Object.fromEntries(keys.map((k, i) => [names[i], jsonValueOf(columns[k]!, (row as Record<string, unknown>)[k])]))));
    const list = sql.join(
      names.map((n) => sql.identifier(n)),
      sql`, `,
    );
    const back = returning
      ? sql` returning ${sql.join(
          Object.entries(returning).map(([alias, column]) => sql`${sql.identifier(column.name)} as ${sql.identifier(alias)}`),
          sql`, `,
        )}`
      : sql``;
    const tableName = sql.identifier(getTableName(table));
    out.push(...(await queryRows<Returned<R>>(db, sql`insert into ${tableName} (${list}) select ${list} from json_populate_recordset(null::${tableName}, ${json}::json)${back}`)));
  }
  return out;
}

/**
 * A row as drizzle's own select answers it (field names, mapped values), from the raw row of a
 * statement run by executeNamed or queryRows that selected the table's columns by their names.
 */
export function rowFromDriver<T extends PgTable>(table: T, raw: Record<string, unknown>): T['$inferSelect'] {
  const out: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table) as Record<string, Column>)) {
    const value = raw[column.name];
    out[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return out as T['$inferSelect'];
}

/**
 * A table's columns by their names, quoted, for the text of a NamedStatement (db/client.ts) whose
 * rows go through rowFromDriver. Built once, with the statement.
 */
export function columnList(table: PgTable): string {
  return Object.values(getTableColumns(table) as Record<string, Column>)
    .map((c) => `"${c.name}"`)
    .join(', ');
}
