import { fileURLToPath } from 'node:url';
import { mkdirSync } from 'node:fs';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import { LocalWrites } from './local-writes';

export type Schema = typeof schema;
/** One typed database for Postgres (node-postgres) and embedded PGlite. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction or the database itself: repositories accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

/** What executeNamed needs of a drizzle database or transaction (drizzle keeps them internal). */
interface DrizzleInternals {
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  session: { prepareQuery(query: { sql: string; params: unknown[] }, fields: undefined, name: string, arrayMode: false): { execute(): Promise<{ rows: unknown[] }> } };
}

/**
 * Runs a statement as a NAMED prepared statement of its connection: Postgres parses, analyses and
 * rewrites its text once per connection instead of on every call. For the few statements many
 * requests run (the order insert, the month's availability); the text of `query` must be the same on
 * every call under one name (only its parameters change). Rows come back as from db.execute.
 * PGlite runs it as an unnamed statement. A statement whose text is fixed: runNamed.
 */
export async function executeNamed<Row>(db: Tx, name: string, query: SQL): Promise<Row[]> {
  const { sql: text, params } = (db as unknown as DrizzleInternals).dialect.sqlToQuery(query);
  return runNamed<Row>(db, { name, text }, params);
}

/** A statement written once as text with $1..$n parameters (see runNamed). */
export interface NamedStatement {
  name: string;
  text: string;
}

/**
 * executeNamed for a statement kept as fixed text: nothing is built per call, and a value used in
 * several places of the text is one parameter, sent (an array: serialized) once.
 */
export async function runNamed<Row>(db: Tx, statement: NamedStatement, params: unknown[]): Promise<Row[]> {
  const d = db as unknown as DrizzleInternals;
  const result = await d.session.prepareQuery({ sql: statement.text, params }, undefined, statement.name, false).execute();
  return result.rows as Row[];
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

export interface Database {
  db: Db;
  kind: 'postgres' | 'pglite';
  close(): Promise<void>;
  /** This process's statements that change a table, for caches of its rows (db/local-writes.ts). */
  localWrites?: LocalWrites;
}

/**
 * Opens Postgres when a URL is given, otherwise PGlite in dataDir, and applies the migrations.
 */
export async function openDatabase(opts: { url?: string; dataDir?: string; poolSize?: number; migrate?: boolean; timeouts?: Partial<PoolTimeouts>; onPoolError?: (error: Error) => void }): Promise<Database> {
  const database = opts.url ? await openPostgres(opts.url, opts.poolSize ?? 20, { ...poolTimeouts(), ...opts.timeouts }, opts.onPoolError ?? logPoolError) : await openPglite(opts.dataDir);
  if (opts.migrate !== false) await database.migrate();
  return database;
}

/**
 * How long the server waits on Postgres (issue 14 item 8): for a connection, for one statement, and
 * for a transaction left open and idle (a stuck request must not hold locks and a connection for
 * good). PG_CONNECT_TIMEOUT_MS, PG_STATEMENT_TIMEOUT_MS, PG_IDLE_IN_TRANSACTION_TIMEOUT_MS.
 */
export interface PoolTimeouts {
  connectMs: number;
  statementMs: number;
  idleInTransactionMs: number;
}

export function poolTimeouts(env: NodeJS.ProcessEnv = process.env): PoolTimeouts {
  const ms = (name: string, fallback: number) => {
    const n = Number(env[name]);
    return env[name] && Number.isInteger(n) && n > 0 ? n : fallback;
  };
  return {
    connectMs: ms('PG_CONNECT_TIMEOUT_MS', 10_000),
    statementMs: ms('PG_STATEMENT_TIMEOUT_MS', 30_000),
    idleInTransactionMs: ms('PG_IDLE_IN_TRANSACTION_TIMEOUT_MS', 60_000),
  };
}

/** An idle pooled connection broke (Postgres restarted, a network cut): said, not swallowed; the pool replaces it. */
function logPoolError(error: Error): void {
  console.error(`PostgreSQL pool: an idle connection failed (${error.message}); it is replaced on the next query.`);
}

/**
 * The migrations' GIN trigram indexes (crm_customers.search_text: a keyword found inside a name) need
 * pg_trgm; drizzle-kit does not write CREATE EXTENSION, so it is made before the migrations run.
 * pg_trgm is a trusted extension (PostgreSQL 13+): the database's owner may create it.
 */
const TRIGRAM_EXTENSION = 'create extension if not exists pg_trgm';

async function openPostgres(url: string, poolSize: number, timeouts: PoolTimeouts, onPoolError: (error: Error) => void): Promise<Database & { migrate(): Promise<void> }> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.statementMs,
    idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
  });
  pool.on('error', onPoolError);
  const localWrites = new LocalWrites();
  const db = drizzle(pool, { schema, logger: localWrites.logger });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    localWrites,
    migrate: async () => {
      await db.execute(sql.raw(TRIGRAM_EXTENSION));
      await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    },
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string | undefined): Promise<Database & { migrate(): Promise<void> }> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  // create() waits until the extension's files are loaded (with `new PGlite` the first query may come before them).
  const client = await PGlite.create({ ...(dataDir ? { dataDir } : {}), extensions: { pg_trgm } });
  const localWrites = new LocalWrites();
  const db = drizzle(client, { schema, logger: localWrites.logger });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    localWrites,
    migrate: async () => {
      await client.exec(TRIGRAM_EXTENSION);
      await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    },
    close: () => client.close(),
  };
}
