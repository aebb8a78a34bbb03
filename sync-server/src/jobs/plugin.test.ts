import { afterAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../db/client';
import { dbPlugin } from '../plugins/db';
import { createTestDatabase } from '../test/test-db';
import { defineJob } from './job';
import { jobsPlugin } from './plugin';

/** The job queue over both databases the server runs on: embedded PGlite (npm start) and Postgres. */
describe.each([
  ['PGlite', () => openDatabase({})],
  ['Postgres', () => createTestDatabase()],
] as const)('job queue on %s', async (_kind, open) => {
  const database: Database & { drop?: () => Promise<void> } = await open();
  const ran: string[] = [];
  const note = async (ctx: { db: Database['db'] }, data: { note: string }) => {
    ran.push(data.note);
    await ctx.db.execute(sql`insert into job_test_notes (note) values (${data.note})`);
  };
  const noted = defineJob({ name: 'test-note', queue: { policy: 'standard', retryLimit: 1, retryDelay: 0, expireInSeconds: 30 }, pollingIntervalSeconds: 0.5, run: note });
  const keyed = defineJob({ name: 'test-keyed-note', queue: { policy: 'stately', retryLimit: 1, retryDelay: 0, expireInSeconds: 30 }, pollingIntervalSeconds: 0.5, run: note });
  // Polls once a minute: only the wake-up can make it run within seconds.
  const woken = defineJob({ name: 'test-woken-note', queue: { policy: 'standard', retryLimit: 1, retryDelay: 0, expireInSeconds: 30 }, run: note });
  await database.db.execute(sql`create table if not exists job_test_notes (note text not null)`);
  const app = Fastify();
  await app.register(dbPlugin, { database, ownsDatabase: false });
  await app.register(jobsPlugin, { database, definitions: [noted, keyed, woken], settings: { maintenanceIntervalSeconds: 1, stopTimeoutMs: 2000, idlePollSeconds: 60 } });
  await app.ready();
  afterAll(async () => {
    await app.close();
    if (database.drop) await database.drop();
    else await database.close();
  });
  const notes = async () => ((await database.db.execute(sql`select note from job_test_notes order by note`)) as unknown as { rows: { note: string }[] }).rows.map((r) => r.note);
  const until = async (check: () => Promise<boolean>) => {
    for (let i = 0; i < 200 && !(await check()); i++) await new Promise((r) => setTimeout(r, 100));
  };

  it('runs a job sent inside a committed transaction once, never one whose transaction rolled back', async () => {
    await database.db.transaction(async (tx) => {
      expect(await app.jobs.send(noted, { note: 'committed' }, { tx })).toMatch(/^[0-9a-f-]{36}$/);
    });
    await database.db
      .transaction(async (tx) => {
        await app.jobs.send(noted, { note: 'rolled-back' }, { tx });
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await app.jobs.send(noted, { note: 'plain' });
    await until(async () => (await notes()).length >= 2);
    await new Promise((r) => setTimeout(r, 1500));
    expect(await notes()).toEqual(['committed', 'plain']);
    expect(ran.sort()).toEqual(['committed', 'plain']);
  });

  it('a stately queue takes one queued job per singleton key', async () => {
    const sent = await database.db.transaction(async (tx) => [
      await app.jobs.send(keyed, { note: 'key-1' }, { tx, singletonKey: 'k' }),
      await app.jobs.send(keyed, { note: 'key-2' }, { tx, singletonKey: 'k' }),
      await app.jobs.send(keyed, { note: 'other-key' }, { tx, singletonKey: 'other' }),
    ]);
    expect(sent.map((id) => id !== null)).toEqual([true, false, true]);
    await until(async () => (await notes()).includes('key-1') && (await notes()).includes('other-key'));
    expect((await notes()).filter((n) => n.startsWith('key-'))).toEqual(['key-1']);
  });

  it('a job queued on an idle queue wakes its worker at once (LISTEN/NOTIFY), not at the next poll a minute later; a rolled back one wakes nobody', async () => {
    // Let the worker's first fetch pass, so it sleeps its minute.
    await new Promise((r) => setTimeout(r, 1000));
    await database.db
      .transaction(async (tx) => {
        await app.jobs.send(woken, { note: 'woken-rolled-back' }, { tx });
        throw new Error('roll back');
      })
      .catch(() => undefined);
    const sentAt = Date.now();
    await database.db.transaction(async (tx) => {
      await app.jobs.send(woken, { note: 'woken-1' }, { tx });
    });
    await until(async () => (await notes()).includes('woken-1'));
    expect(Date.now() - sentAt).toBeLessThan(10_000);
    await app.jobs.send(woken, { note: 'woken-2' });
    await until(async () => (await notes()).includes('woken-2'));
    expect(Date.now() - sentAt).toBeLessThan(20_000);
    expect((await notes()).filter((n) => n.startsWith('woken'))).toEqual(['woken-1', 'woken-2']);
  });
});
