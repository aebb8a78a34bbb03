import { sql, type SQL } from 'drizzle-orm';
import type { Database, Tx } from '../db/client';

/** What pg-boss needs of a database: run one text with $n parameters, answer its rows. */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

interface PgPool {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}
interface PgliteClient {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  exec(text: string): Promise<{ rows: unknown[] }[]>;
}

/**
 * pg-boss over the app's own connections: the node-postgres pool on Postgres, the one PGlite
 * instance otherwise. pg-boss sends its schema, migrations and maintenance as several statements in
 * one text without parameters: node-postgres runs that with the simple protocol; PGlite needs exec.
 * PGlite queues each call behind a running transaction, so nothing interleaves with the app's.
 */
export function executorOf(database: Database): SqlExecutor {
  const client = (database.db as unknown as { $client: unknown }).$client;
  if (database.kind === 'postgres') {
    const pool = client as PgPool;
    return { executeSql: (text, values) => pool.query(text, values) };
  }
  const pglite = client as PgliteClient;
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return pglite.query(text, values);
      const results = await pglite.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
  };
}

/** The same text with its $n parameters bound as drizzle parameters. */
export function boundSql(text: string, values: readonly unknown[] = []): SQL {
  const parts = text.split(/\$(\d+)/);
  const chunks: SQL[] = [];
  parts.forEach((part, i) => chunks.push(i % 2 === 0 ? sql.raw(part) : sql`${sql.param(values[Number(part) - 1] ?? null)}`));
  return sql.join(chunks);
}

/** pg-boss inside the app's transaction (a job enqueued with the rows it is about). */
export function executorInTx(tx: Tx): SqlExecutor {
  return {
    async executeSql(text, values) {
      const result = (await tx.execute(boundSql(text, values))) as unknown as { rows: unknown[] };
      return { rows: result.rows };
    },
  };
}
