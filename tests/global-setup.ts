import pg from 'pg';

/** The server's tests run against real Postgres: fail at once, clearly, when it is unreachable. */
export default async function setup(): Promise<void> {
  process.env.ARGON2_LOW_COST = '1';
  const url = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    await client.query('select 1');
  } catch (error) {
    throw new Error(`PostgreSQL is unreachable at ${url}: ${(error as Error).message}. Start it (see README) or set TEST_PG_URL.`);
  } finally {
    await client.end().catch(() => undefined);
  }
}
