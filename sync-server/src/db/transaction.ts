/**
 * db.transaction for the requests that run one on every call (an office document's). Drizzle's
 * builds a new transaction object per call, and with it a query builder for each of the schema's
 * 113 tables, then builds `begin` and `commit` as SQL: 5-6% of a document's CPU
 * (bench/FINDINGS.md, document-create session 7). On Postgres, inTransaction keeps one drizzle
 * transaction per pooled connection (connections are used by one caller at a time) and sends
 * begin/commit/rollback as they are; it behaves as db.transaction otherwise: rollback on any error,
 * the connection released after, a failed begin/commit/rollback answered as drizzle's
 * DrizzleQueryError. PGlite and anything else: db.transaction.
 */
import type pg from 'pg';
import type { NodePgSession } from 'drizzle-orm/node-postgres';
import type { Db, Tx } from './client';

type Runner = <T>(fn: (tx: Tx) => Promise<T>) => Promise<T>;
const runners = new WeakMap<Db, Promise<Runner | null>>();

export async function inTransaction<T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> {
  let runner = runners.get(db);
  if (!runner) {
    runner = poolRunner(db);
    runners.set(db, runner);
  }
  const run = await runner;
  return run ? run(fn) : db.transaction(fn);
}

type SessionArgs = ConstructorParameters<typeof NodePgSession>;

/** What drizzle's node-postgres database keeps (internal fields, read once). */
interface NodePgInternals {
  dialect: SessionArgs[1];
  session: { client: unknown; schema: SessionArgs[2]; options: SessionArgs[3] };
}

async function poolRunner(db: Db): Promise<Runner | null> {
  const [{ default: pgModule }, { NodePgSession, NodePgTransaction }, { DrizzleQueryError }] = await Promise.all([import('pg'), import('drizzle-orm/node-postgres'), import('drizzle-orm/errors')]);
  const { dialect, session } = db as unknown as NodePgInternals;
  const onPool = (session as unknown) instanceof NodePgSession && session.client instanceof pgModule.Pool;
  if (!onPool) return null;
  const pool = session.client as pg.Pool;
  const kept = new WeakMap<pg.PoolClient, Tx>();
  const send = async (client: pg.PoolClient, text: string) => {
    try {
      await client.query(text);
    } catch (error) {
      throw new DrizzleQueryError(text, [], error as Error);
    }
  };
  return async (fn) => {
    const client = await pool.connect();
    try {
      let tx = kept.get(client);
      if (!tx) {
        tx = new NodePgTransaction(dialect, new NodePgSession(client, dialect, session.schema, session.options), session.schema) as unknown as Tx;
        kept.set(client, tx);
      }
      await send(client, 'begin');
      try {
        const result = await fn(tx);
        await send(client, 'commit');
        return result;
      } catch (error) {
        await send(client, 'rollback');
        throw error;
      }
    } finally {
      client.release();
    }
  };
}
