/**
 * The callers remembered per process (actor-cache.ts, issue 13): two app instances over one
 * Postgres database, as behind a balancer. A logout, a removed permission or a deactivated user on
 * one instance takes effect on the other as soon as the NOTIFY arrives, and on the same instance at
 * once; while the listening connection is down nothing is answered from memory.
 */
import { describe, expect, it } from 'vitest';
import pg from 'pg';
import { eq, sql } from 'drizzle-orm';
import { Permission } from '@pos/shared/permissions';
import { profiles, sessions, users } from '../../db/schema';
import { sha256 } from '../../security/secrets';
import { createProvider, createUser, setupTestApp } from '../../test/test-app';
import { eventually, secondInstance } from '../../test/two-instances';
import { CHANGES_CHANNEL } from '../../db/table-changes';
import { SESSION_COOKIE } from './session-store';

describe('remembered callers across instances (issue 13)', async () => {
  const { app: a, database, db } = await setupTestApp();
  const b = await secondInstance(database);
  const provider = await createProvider(db);
  const status = (app: typeof a, cookie: string, url = '/api/init') => app.inject({ method: 'GET', url, headers: { cookie } }).then((r) => r.statusCode);

  /** A change made behind the triggers' back (replication role replica fires no trigger, so no NOTIFY). */
  async function silently(text: string, values: unknown[]): Promise<void> {
    const c = new pg.Client({ connectionString: database.url });
    await c.connect();
    try {
      await c.query('set session_replication_role = replica');
      await c.query(text, values);
    } finally {
      await c.end();
    }
  }

  it('a caller is remembered: the next request does not read the session again', async () => {
    const user = await createUser(db, provider.id);
    // Every change so far has reached b (a late one would make it forget, and read the database).
    await b.tableChanges.caughtUp();
    expect(await status(b, user.cookie)).toBe(200);
    expect(b.actors.size).toBeGreaterThan(0);
    // Deleted without a trigger (no NOTIFY, not through this process): only memory still knows it.
    const token = user.cookie.slice(SESSION_COOKIE.length + 1);
    await silently('delete from sessions where token_hash = $1', [sha256(token)]);
    expect(await status(b, user.cookie)).toBe(200);
    // An instance that never remembered it reads the database.
    expect(await status(a, user.cookie)).toBe(401);
  });

  it('a logout on one instance ends the session on the other as soon as its NOTIFY arrives', async () => {
    const user = await createUser(db, provider.id);
    expect(await status(b, user.cookie)).toBe(200);
    expect(await status(a, user.cookie)).toBe(200);
    expect((await a.inject({ method: 'GET', url: '/api/logout', headers: { cookie: user.cookie } })).statusCode).toBe(200);
    // The same instance at once (its own write forgets), the other by the NOTIFY.
    expect(await status(a, user.cookie)).toBe(401);
    expect(await eventually(async () => (await status(b, user.cookie)) === 401)).toBe(true);
  });

  it('a permission removed or a user deactivated takes effect on both instances (R-PERM: 403, then 401)', async () => {
    const user = await createUser(db, provider.id, { permissions: [Permission.ViewOrders] });
    const orderGet = '/api/order/get?id=1';
    expect(await status(b, user.cookie, orderGet)).toBe(404);
    expect(await status(a, user.cookie, orderGet)).toBe(404);
    await db.update(profiles).set({ permissions: [] }).where(eq(profiles.id, user.profileId));
    expect(await status(a, user.cookie, orderGet)).toBe(403);
    expect(await eventually(async () => (await status(b, user.cookie, orderGet)) === 403)).toBe(true);
    await db.update(users).set({ active: false }).where(eq(users.id, user.id));
    expect(await status(a, user.cookie)).toBe(401);
    expect(await eventually(async () => (await status(b, user.cookie)) === 401)).toBe(true);
  });

  it('this process\'s own change is never answered from memory, even before (here: without) its NOTIFY', async () => {
    const user = await createUser(db, provider.id, { permissions: [Permission.ViewOrders] });
    const orderGet = '/api/order/get?id=1';
    expect(await status(a, user.cookie, orderGet)).toBe(404);
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(profiles).set({ permissions: [] }).where(eq(profiles.id, user.profileId));
    });
    expect(await status(a, user.cookie, orderGet)).toBe(403);
  });

  it('a session ends at its time even while remembered', async () => {
    const user = await createUser(db, provider.id);
    const token = user.cookie.slice(SESSION_COOKIE.length + 1);
    await silently('update sessions set expires_at = now() + interval \'1 second\' where token_hash = $1', [sha256(token)]);
    expect(await status(b, user.cookie)).toBe(200);
    await new Promise((r) => setTimeout(r, 1_200));
    expect(await status(b, user.cookie)).toBe(401);
  });

  it('while the listening connection is down nothing is answered from memory', async () => {
    const user = await createUser(db, provider.id);
    expect(await status(b, user.cookie)).toBe(200);
    const c = new pg.Client({ connectionString: database.url });
    await c.connect();
    try {
      await c.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query = 'listen ${CHANGES_CHANNEL}'`);
    } finally {
      await c.end();
    }
    await eventually(async () => b.actors.size === 0);
    const token = user.cookie.slice(SESSION_COOKIE.length + 1);
    await silently('delete from sessions where token_hash = $1', [sha256(token)]);
    expect(await status(b, user.cookie)).toBe(401);
    expect(await db.select().from(sessions).where(eq(sessions.tokenHash, sha256(token)))).toHaveLength(0);
  });
});
