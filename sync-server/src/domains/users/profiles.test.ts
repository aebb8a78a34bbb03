import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Permission } from '@pos/shared/permissions';
import { createProvider, createUser, setupTestApp } from '../../test/test-app';
import { users } from '../../db/schema';

describe('provider profiles', async () => {
  const { app, db } = await setupTestApp();
  const provider = await createProvider(db);
  const admin = await createUser(db, provider.id);

  let n = 0;
  const uniq = (prefix: string) => `${prefix} ${process.pid}n${++n}`;
  const post = (url: string, payload: unknown, cookie = admin.cookie) => app.inject({ method: 'POST', url: `/api${url}`, headers: { cookie }, payload: payload as object });
  const get = (url: string, cookie = admin.cookie) => app.inject({ method: 'GET', url: `/api${url}`, headers: { cookie } });
  const save = (payload: Record<string, unknown>, cookie = admin.cookie) => post('/provider/profile/save', payload, cookie);

  it('needs ViewProviderSettings to read and EditProviderSettings to save', async () => {
    const nobody = await createUser(db, provider.id, { permissions: [Permission.ViewOrders] });
    for (const url of ['/provider/profiles', '/provider/profiles/search?keyword=a', `/provider/profile/get?id=${admin.profileId}`]) {
      expect((await get(url, nobody.cookie)).statusCode, url).toBe(403);
    }
    const viewer = await createUser(db, provider.id, { permissions: [Permission.ViewProviderSettings] });
    expect((await get('/provider/profiles', viewer.cookie)).statusCode).toBe(200);
    expect((await save({ name: uniq('Viewer made'), permissions: [1] }, viewer.cookie)).statusCode).toBe(403);
  });

  it('creates a profile with its permissions, sorted and without repeats', async () => {
    const name = uniq('Sellers');
    const res = await save({ name: `  ${name} `, permissions: [27, 1, 27, 11] });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ id: expect.any(Number), name, permissions: [1, 11, 27], active: true, usersCount: 0 });
    expect((await get(`/provider/profile/get?id=${res.json().data.id}`)).json().data).toEqual(res.json().data);
  });

  it('R-PERM-15: a profile holds at least one permission, each a code of spec 000 §6 (R-PERM-14)', async () => {
    const none = await save({ name: uniq('Empty'), permissions: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual({ permissions: ['A profile needs at least one permission.'] });
    const unknown = await save({ name: uniq('Odd'), permissions: [1, 18, 52, -3] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ permissions: ['Unknown permission codes: -3, 18, 52.'] });
    const missing = await save({ name: uniq('Missing') });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.permissions).toBeDefined();
    const notNumbers = await save({ name: uniq('Words'), permissions: ['ViewOrders'] });
    expect(notNumbers.statusCode).toBe(400);
  });

  it('needs a name, unique within the provider whatever the case', async () => {
    expect((await save({ name: '   ', permissions: [1] })).json().errors).toEqual({ name: ['Name is required.'] });
    const name = uniq('Managers');
    expect((await save({ name, permissions: [1] })).statusCode).toBe(200);
    const again = await save({ name: name.toUpperCase(), permissions: [2] });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toEqual({ name: ['A profile with this name already exists.'] });

    const other = await createProvider(db);
    const otherAdmin = await createUser(db, other.id);
    expect((await save({ name, permissions: [1] }, otherAdmin.cookie)).statusCode).toBe(200);
  });

  it('changes a profile, and its users act under the new permissions at once', async () => {
    const created = (await save({ name: uniq('Desk'), permissions: [Permission.ViewOrders] })).json().data;
    const member = await createUser(db, provider.id, { permissions: [1] });
    await db.update(users).set({ profileId: created.id }).where(eq(users.id, member.id));

    const renamed = await save({ id: created.id, name: uniq('Front desk'), permissions: [Permission.ViewOrders, Permission.ReportsView] });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({ id: created.id, permissions: [1, 10], usersCount: 1 });
    expect((await get('/init', member.cookie)).json().data.permissions).toEqual([1, 10]);
    // Its own name is no clash.
    expect((await save({ id: created.id, name: renamed.json().data.name, permissions: [1] })).statusCode).toBe(200);
  });

  it('deactivating a profile shuts its users out', async () => {
    const created = (await save({ name: uniq('Seasonal'), permissions: [Permission.ViewOrders] })).json().data;
    const member = await createUser(db, provider.id, { permissions: [1] });
    await db.update(users).set({ profileId: created.id }).where(eq(users.id, member.id));
    expect((await get('/init', member.cookie)).statusCode).toBe(200);
    expect((await save({ id: created.id, name: created.name, permissions: [1], active: false })).json().data.active).toBe(false);
    expect((await get('/init', member.cookie)).statusCode).toBe(401);
  });

  it('R-CASH-3: giving a profile the Cashier permission needs the cashier limits of its users', async () => {
    const created = (await save({ name: uniq('Window'), permissions: [Permission.ViewOrders] })).json().data;
    const member = await createUser(db, provider.id, { permissions: [1], values: { maxChecks: null, maxDiscountPercent: null } });
    await db.update(users).set({ profileId: created.id }).where(eq(users.id, member.id));

    const res = await save({ id: created.id, name: created.name, permissions: [Permission.ViewOrders, Permission.Cashier] });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'cashier-limits-missing', userIds: [member.id] });
    expect(res.json().detail).toContain(member.username);

    await db.update(users).set({ maxChecks: 2, maxDiscountPercent: 0 }).where(eq(users.id, member.id));
    expect((await save({ id: created.id, name: created.name, permissions: [Permission.ViewOrders, Permission.Cashier] })).statusCode).toBe(200);
  });

  it('a user cannot deactivate their own profile or take away its right to edit users', async () => {
    const me = await createUser(db, provider.id);
    const mine = (await get(`/provider/profile/get?id=${me.profileId}`, me.cookie)).json().data;
    const off = await save({ id: mine.id, name: mine.name, permissions: mine.permissions, active: false }, me.cookie);
    expect(off.statusCode).toBe(422);
    expect(off.json().code).toBe('cannot-lock-yourself-out');
    const weaker = await save({ id: mine.id, name: mine.name, permissions: [Permission.ViewProviderSettings] }, me.cookie);
    expect(weaker.json().code).toBe('cannot-lock-yourself-out');
    // Another administrator may.
    expect((await save({ id: mine.id, name: mine.name, permissions: [Permission.ViewProviderSettings] })).statusCode).toBe(200);
  });

  it("lists and searches the provider's profiles, with how many users each has", async () => {
    const other = await createProvider(db);
    const boss = await createUser(db, other.id);
    const a = (await save({ name: 'Guides', permissions: [1] }, boss.cookie)).json().data;
    const b = (await save({ name: 'Cashiers 100%', permissions: [1] }, boss.cookie)).json().data;

    const all = (await get('/provider/profiles', boss.cookie)).json().data;
    expect(all.map((p: { id: number }) => p.id).sort()).toEqual([boss.profileId, a.id, b.id].sort());
    expect(all.find((p: { id: number }) => p.id === boss.profileId).usersCount).toBe(1);

    const found = (await get('/provider/profiles/search?keyword=GUIDE', boss.cookie)).json().data;
    expect(found.map((p: { id: number }) => p.id)).toEqual([a.id]);
    expect((await get('/provider/profiles/search?keyword=100%25', boss.cookie)).json().data.map((p: { id: number }) => p.id)).toEqual([b.id]);
    expect((await get('/provider/profiles/search?keyword=%25', boss.cookie)).json().data.map((p: { id: number }) => p.id)).toEqual([b.id]);
    expect((await get('/provider/profiles/search', boss.cookie)).json().data).toHaveLength(3);
  });

  it('answers a malformed id with 400 and an unknown one with 404', async () => {
    expect((await get('/provider/profile/get?id=abc')).statusCode).toBe(400);
    expect((await get('/provider/profile/get')).statusCode).toBe(400);
    expect((await get('/provider/profile/get?id=999999')).statusCode).toBe(404);
    expect((await save({ id: 999999, name: uniq('Ghost'), permissions: [1] })).statusCode).toBe(404);
    expect((await save({ id: 'abc', name: uniq('Ghost'), permissions: [1] })).statusCode).toBe(400);
  });
});
