import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { openDatabase, type Database } from '../db/client';

const ADMIN_URL = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function admin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export interface TestDatabase extends Database {
  url: string;
  /** Closes the connections and drops the database. */
  drop(): Promise<void>;
}

/** A fresh, migrated Postgres database of its own for one test file. */
export async function createTestDatabase(opts: { poolSize?: number } = {}): Promise<TestDatabase> {
  const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await admin((c) => c.query(`create database ${name}`));
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: opts.poolSize ?? 10 });
  let dropped = false;
  return {
    ...database,
    url: url.toString(),
    async drop() {
      if (dropped) return;
      dropped = true;
      await database.close();
      await admin((c) => c.query(`drop database if exists ${name} with (force)`));
    },
  };
}
