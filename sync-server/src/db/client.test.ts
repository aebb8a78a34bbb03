import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDatabase } from '../test/test-db';
import { openDatabase, poolTimeouts } from './client';

/** The message of an error drizzle wrapped ("Failed query: ...") or of the error itself. */
const causeOf = (error: Error | null) => String((error?.cause as Error | undefined)?.message ?? error?.message);

/** Issue 14 item 8: the pool's timeouts are set, and a broken idle connection is logged, not swallowed. */
describe('the Postgres pool', async () => {
  const database = await createTestDatabase({ poolSize: 2 });
  afterAll(() => database.drop());
  const setting = async (db: typeof database.db, name: string) =>
    ((await db.execute(sql.raw(`show ${name}`))) as unknown as { rows: Record<string, string>[] }).rows[0]![name];

  it('sets statement_timeout and idle_in_transaction_session_timeout on every connection', async () => {
    expect(await setting(database.db, 'statement_timeout')).toBe('30s');
    expect(await setting(database.db, 'idle_in_transaction_session_timeout')).toBe('1min');
  });

  it('a statement running past its timeout is cancelled', async () => {
    const quick = await openDatabase({ url: database.url, migrate: false, timeouts: { statementMs: 200 } });
    try {
      const error = await quick.db.execute(sql`select pg_sleep(2)`).then(() => null, (e: Error) => e);
      expect(causeOf(error)).toMatch(/statement timeout/);
    } finally {
      await quick.close();
    }
  });

  it('gives up connecting after the connection timeout', async () => {
    // A port where nothing answers the handshake: a listening socket that never speaks.
    const { createServer } = await import('node:net');
    const sockets: import('node:net').Socket[] = [];
    const silent = createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as { port: number }).port;
    const started = Date.now();
    const opened = openDatabase({ url: `postgres://postgres@127.0.0.1:${port}/x`, timeouts: { connectMs: 300 } });
    expect(causeOf(await opened.then(() => null, (e: Error) => e))).toMatch(/timeout/i);
    expect(Date.now() - started).toBeLessThan(5_000);
    for (const socket of sockets) socket.destroy();
    silent.close();
  });

  it('logs an idle connection that breaks', async () => {
    const errors: Error[] = [];
    const watched = await openDatabase({ url: database.url, migrate: false, onPoolError: (e) => errors.push(e) });
    try {
      const { pid } = ((await watched.db.execute(sql`select pg_backend_pid() as pid`)) as unknown as { rows: { pid: number }[] }).rows[0]!;
      await database.db.execute(sql`select pg_terminate_backend(${pid})`);
      await expect.poll(() => errors.length, { timeout: 5_000 }).toBeGreaterThan(0);
      expect(errors[0]!.message).toMatch(/terminat/i);
    } finally {
      await watched.close();
    }
  });

  it('reads its timeouts from the environment', () => {
    expect(poolTimeouts({ PG_STATEMENT_TIMEOUT_MS: '5000' })).toEqual({ connectMs: 10_000, statementMs: 5000, idleInTransactionMs: 60_000 });
  });
});
