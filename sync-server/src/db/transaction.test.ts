import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDatabase } from '../test/test-db';
import { queryRows } from './sql-rows';
import { inTransaction } from './transaction';

/**
 * inTransaction (an office document's transaction, bench/FINDINGS.md document-create session 7):
 * what db.transaction does, with drizzle's transaction object kept per pooled connection.
 */
describe('inTransaction on Postgres', async () => {
  const database = await createTestDatabase({ poolSize: 2 });
  afterAll(() => database.drop());
  const db = database.db;
  await db.execute(sql`create table tx_probe (id int primary key, at timestamptz not null default now())`);
  const ids = async () => (await queryRows<{ id: number }>(db, sql`select id from tx_probe order by id`)).map((r) => r.id);

  it('commits what the function wrote and answers its result', async () => {
    const answer = await inTransaction(db, async (tx) => {
      await tx.execute(sql`insert into tx_probe (id) values (1)`);
      return 'done';
    });
    expect(answer).toBe('done');
    expect(await ids()).toEqual([1]);
  });

  it('rolls everything back when the function throws, and throws its error', async () => {
    const error = new Error('refused');
    await expect(
      inTransaction(db, async (tx) => {
        await tx.execute(sql`insert into tx_probe (id) values (2)`);
        throw error;
      }),
    ).rejects.toBe(error);
    expect(await ids()).toEqual([1]);
  });

  it('runs in one transaction on one connection, and the connection goes back to the pool', async () => {
    const seen = await inTransaction(db, async (tx) => {
      const [a] = await queryRows<{ x: string; pid: number }>(tx, sql`select txid_current()::text as x, pg_backend_pid() as pid`);
      const [b] = await queryRows<{ x: string; pid: number }>(tx, sql`select txid_current()::text as x, pg_backend_pid() as pid`);
      return [a!, b!];
    });
    expect(seen[0]).toEqual(seen[1]);
    // More transactions than connections, one after another and at once: none waits for a connection left out.
    for (let i = 0; i < 5; i++) await inTransaction(db, (tx) => tx.execute(sql`select 1`));
    await Promise.all(Array.from({ length: 6 }, () => inTransaction(db, (tx) => tx.execute(sql`select pg_sleep(0.01)`))));
    const pool = (db as unknown as { session: { client: { totalCount: number; idleCount: number } } }).session.client;
    expect(pool.idleCount).toBe(pool.totalCount);
  });

  it("keeps drizzle's transaction object of a connection (none built per call)", async () => {
    const first = await inTransaction(db, async (tx) => ({ tx, pid: (await queryRows<{ pid: number }>(tx, sql`select pg_backend_pid() as pid`))[0]!.pid }));
    const second = await inTransaction(db, async (tx) => ({ tx, pid: (await queryRows<{ pid: number }>(tx, sql`select pg_backend_pid() as pid`))[0]!.pid }));
    expect(second.pid).toBe(first.pid);
    expect(second.tx).toBe(first.tx);
  });

  it('a failed statement aborts the transaction; the next one on the same connection starts clean', async () => {
    const failed = await inTransaction(db, async (tx) => {
      await tx.execute(sql`insert into tx_probe (id) values (3)`);
      await tx.execute(sql`insert into tx_probe (id) values (1)`);
    }).then(
      () => null,
      (e: Error) => e,
    );
    expect(String((failed?.cause as { code?: string } | undefined)?.code)).toBe('23505');
    for (let i = 0; i < 3; i++) await inTransaction(db, (tx) => tx.execute(sql`insert into tx_probe (id) values (${10 + i})`));
    expect(await ids()).toEqual([1, 10, 11, 12]);
  });

  it('a commit that fails (a deferred constraint) rejects as drizzle would, and writes nothing', async () => {
    await db.execute(sql`create table tx_deferred (id int primary key, ref int references tx_probe (id) deferrable initially deferred)`);
    const failed = await inTransaction(db, async (tx) => {
      await tx.execute(sql`insert into tx_deferred (id, ref) values (1, 999)`);
    }).then(
      () => null,
      (e: Error) => e,
    );
    expect(failed?.message).toMatch(/commit/);
    expect(String((failed?.cause as { code?: string } | undefined)?.code)).toBe('23503');
    expect(await queryRows(db, sql`select * from tx_deferred`)).toEqual([]);
    await inTransaction(db, (tx) => tx.execute(sql`insert into tx_deferred (id, ref) values (2, 1)`));
    expect(await queryRows(db, sql`select id from tx_deferred`)).toEqual([{ id: 2 }]);
  });
});
