import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Permission } from '@pos/shared/permissions';
import { createProvider, createUser, setupTestApp, type TestUser } from '../../test/test-app';
import { products, sessions, users } from '../../db/schema';

describe('provider users', async () => {
  const { app, db } = await setupTestApp();
  const provider = await createProvider(db);
  const admin = await createUser(db, provider.id, { values: { firstName: 'Admin', lastName: 'Boss' } });

  let n = 0;
  const uniq = (prefix: string) => `${prefix}${process.pid}n${++n}`;
  const post = (url: string, payload: unknown, cookie = admin.cookie) => app.inject({ method: 'POST', url: `/api${url}`, headers: { cookie }, payload: payload as object });
  const get = (url: string, cookie = admin.cookie) => app.inject({ method: 'GET', url: `/api${url}`, headers: { cookie } });
  const login = (username: string, password: string) =>
    app.inject({ method: 'POST', url: '/api/authenticate', payload: { Username: username, Password: password }, remoteAddress: `10.20.0.${++n % 250}` });

  async function profile(permissions: number[]): Promise<number> {
    const res = await post('/provider/profile/save', { name: uniq('Profile '), permissions });
    expect(res.statusCode).toBe(200);
    return res.json().data.id;
  }
  const sellerProfile = await profile([Permission.ViewOrders, Permission.CreateOrders]);
  const cashierProfile = await profile([Permission.Cashier, Permission.CashierSellToPrivate]);

  const newUser = (extra: Record<string, unknown> = {}) => ({ username: uniq('user'), password: 'Secret123', firstName: 'Dana', lastName: 'Levi', email: `${uniq('mail')}@example.test`, profileId: sellerProfile, ...extra });

  describe('access', () => {
    it('needs a login, ViewProviderSettings to read and EditProviderSettings to save', async () => {
      expect((await app.inject({ method: 'POST', url: '/api/provider/users/search', payload: {} })).statusCode).toBe(401);
      const nobody = await createUser(db, provider.id, { permissions: [Permission.ViewOrders] });
      expect((await post('/provider/users/search', {}, nobody.cookie)).statusCode).toBe(403);
      expect((await get(`/provider/user/get?id=${admin.id}`, nobody.cookie)).json().title).toBe('No permission');

      const viewer = await createUser(db, provider.id, { permissions: [Permission.ViewProviderSettings] });
      expect((await post('/provider/users/search', {}, viewer.cookie)).statusCode).toBe(200);
      expect((await get(`/provider/user/get?id=${admin.id}`, viewer.cookie)).statusCode).toBe(200);
      expect((await post('/provider/user/save', newUser(), viewer.cookie)).statusCode).toBe(403);
    });
  });

  describe('POST provider/user/save', () => {
    it('creates a user who can log in; the password hash is never answered', async () => {
      const input = newUser({ username: `  ${uniq('NewUser')}  `, mobile: '0501234567' });
      const res = await post('/provider/user/save', input);
      expect(res.statusCode).toBe(200);
      const saved = res.json().data;
      expect(saved).toMatchObject({
        username: input.username.trim(),
        firstName: 'Dana',
        lastName: 'Levi',
        email: input.email,
        mobile: '0501234567',
        profileId: sellerProfile,
        active: true,
        maxChecks: null,
        allowedProductIds: null,
      });
      expect(res.body).not.toMatch(/password|argon/i);
      expect((await login(input.username.trim(), 'Secret123')).statusCode).toBe(200);

      const [row] = await db.select().from(users).where(eq(users.id, saved.id));
      expect(row!.providerId).toBe(provider.id);
      expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    });

    it('R-USER-2: needs a password on create, following the policy', async () => {
      const missing = await post('/provider/user/save', newUser({ password: undefined }));
      expect(missing.statusCode).toBe(400);
      expect(missing.json().errors.password).toEqual(['Password is required.']);
      const weak = await post('/provider/user/save', newUser({ password: 'alllowercase' }));
      expect(weak.statusCode).toBe(400);
      expect(weak.json().errors.password).toEqual(['Password must contain an uppercase letter.', 'Password must contain a digit.']);
    });

    it('R-USER-3: the e-mail must be valid and a given confirmation must match', async () => {
      const email = await post('/provider/user/save', newUser({ email: 'not-an-email' }));
      expect(email.statusCode).toBe(400);
      expect(email.json().errors).toEqual({ email: ['E-mail is not valid.'] });
      const confirm = await post('/provider/user/save', newUser({ confirmPassword: 'Secret124' }));
      expect(confirm.json().errors).toEqual({ confirmPassword: ['Passwords do not match.'] });
      expect((await post('/provider/user/save', newUser({ confirmPassword: 'Secret123' }))).statusCode).toBe(200);
      expect((await post('/provider/user/save', newUser({ email: null }))).json().data.email).toBeNull();
    });

    it('R-USER-4: refuses an incorrect username', async () => {
      for (const username of ['ab', 'has space', 'שלום123', '']) {
        const res = await post('/provider/user/save', newUser({ username }));
        expect(res.statusCode, username).toBe(400);
        expect(res.json().errors.username, username).toBeDefined();
      }
    });

    it('R-USER-8: username and e-mail are unique across the platform, case-insensitively', async () => {
      const other = await createProvider(db);
      const elsewhere = await createUser(db, other.id);
      for (const clash of [{ username: elsewhere.username.toUpperCase() }, { email: `${elsewhere.username}@EXAMPLE.test` }, { username: admin.username }]) {
        const res = await post('/provider/user/save', newUser(clash));
        expect(res.statusCode, JSON.stringify(clash)).toBe(422);
        expect(res.json()).toMatchObject({ code: 'user-exists', detail: 'Username or email already exists' });
      }
    });

    it('R-USER-8: two saves racing for one username: exactly one wins', async () => {
      const username = uniq('racer');
      const results = await Promise.all([post('/provider/user/save', newUser({ username })), post('/provider/user/save', newUser({ username }))]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    });

    it("assigns only one of the provider's profiles", async () => {
      const other = await createProvider(db);
      const elsewhere = await createUser(db, other.id);
      for (const profileId of [elsewhere.profileId, 999999]) {
        const res = await post('/provider/user/save', newUser({ profileId }));
        expect(res.statusCode).toBe(400);
        expect(res.json().errors).toEqual({ profileId: ['Profile not found.'] });
      }
    });

    it('R-CASH-3: a cashier needs the maximum checks and the maximum discount', async () => {
      const res = await post('/provider/user/save', newUser({ profileId: cashierProfile }));
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().errors).sort()).toEqual(['maxChecks', 'maxDiscountPercent']);
      const half = await post('/provider/user/save', newUser({ profileId: cashierProfile, maxChecks: 3 }));
      expect(Object.keys(half.json().errors)).toEqual(['maxDiscountPercent']);
      const ok = await post('/provider/user/save', newUser({ profileId: cashierProfile, maxChecks: 3, maxDiscountPercent: 15 }));
      expect(ok.statusCode).toBe(200);
      expect(ok.json().data).toMatchObject({ maxChecks: 3, maxDiscountPercent: 15 });
      const tooMuch = await post('/provider/user/save', newUser({ profileId: cashierProfile, maxChecks: 3, maxDiscountPercent: 101 }));
      expect(tooMuch.statusCode).toBe(400);
      expect(tooMuch.json().errors.maxDiscountPercent).toBeDefined();
    });

    it("R-CASH-4: the cashier's allowed price types, products and client types are checked and stored", async () => {
      const [own] = await db.insert(products).values({ providerId: provider.id, name: uniq('Kayak ') }).returning();
      const other = await createProvider(db);
      const [theirs] = await db.insert(products).values({ providerId: other.id, name: 'Their kayak' }).returning();
      const limits = { profileId: cashierProfile, maxChecks: 2, maxDiscountPercent: 5 };

      const bad = await post('/provider/user/save', newUser({ ...limits, allowedPriceTypeIds: [1, 9], allowedProductIds: [own!.id, theirs!.id], allowedClientTypeIds: [10] }));
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toEqual({
        allowedPriceTypeIds: ['Unknown price types: 9.'],
        allowedProductIds: [`Unknown products: ${theirs!.id}.`],
        allowedClientTypeIds: ['Unknown client types: 10.'],
      });

      const ok = await post('/provider/user/save', newUser({ ...limits, allowedPriceTypeIds: [1, 3, 3], allowedProductIds: [own!.id], allowedClientTypeIds: [] }));
      expect(ok.statusCode).toBe(200);
      expect(ok.json().data).toMatchObject({ allowedPriceTypeIds: [1, 3], allowedProductIds: [own!.id], allowedClientTypeIds: null });
    });

    it('changes a user; fields left out keep their values; the password is optional', async () => {
      const created = (await post('/provider/user/save', newUser({ mobile: '0520000000' }))).json().data;
      const res = await post('/provider/user/save', { id: created.id, username: created.username, profileId: created.profileId, lastName: 'Mizrahi' });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ id: created.id, firstName: 'Dana', lastName: 'Mizrahi', email: created.email, mobile: '0520000000', active: true });
      expect((await login(created.username, 'Secret123')).statusCode).toBe(200);

      const cleared = await post('/provider/user/save', { id: created.id, username: created.username, profileId: created.profileId, mobile: null });
      expect(cleared.json().data.mobile).toBeNull();
      expect((await post('/provider/user/save', { id: created.id, username: created.username, profileId: created.profileId })).json().data.email).toBe(created.email);
    });

    it("setting another user's password ends their sessions", async () => {
      const target = await createUser(db, provider.id, { permissions: [Permission.ViewOrders] });
      const res = await post('/provider/user/save', { id: target.id, username: target.username, profileId: target.profileId, password: 'Changed123' });
      expect(res.statusCode).toBe(200);
      expect((await get('/init', target.cookie)).statusCode).toBe(401);
      expect((await login(target.username, 'Changed123')).statusCode).toBe(200);
    });

    it('R-USER-14: deactivating a user ends their sessions and stops their logins; activating lets them in again', async () => {
      const target = await createUser(db, provider.id, { permissions: [Permission.ViewOrders] });
      expect((await get('/init', target.cookie)).statusCode).toBe(200);
      const off = await post('/provider/user/save', { id: target.id, username: target.username, profileId: target.profileId, active: false });
      expect(off.statusCode).toBe(200);
      expect(off.json().data.active).toBe(false);
      expect(await db.select().from(sessions).where(eq(sessions.userId, target.id))).toEqual([]);
      expect((await get('/init', target.cookie)).statusCode).toBe(401);
      expect((await login(target.username, target.password)).json().code).toBe('user-deactivated');

      await post('/provider/user/save', { id: target.id, username: target.username, profileId: target.profileId, active: true });
      expect((await login(target.username, target.password)).statusCode).toBe(200);
    });

    it('a user cannot deactivate themselves or give themselves a profile without the right to edit users', async () => {
      const me = await createUser(db, provider.id);
      const off = await post('/provider/user/save', { id: me.id, username: me.username, profileId: me.profileId, active: false }, me.cookie);
      expect(off.statusCode).toBe(422);
      expect(off.json().code).toBe('cannot-lock-yourself-out');
      const demote = await post('/provider/user/save', { id: me.id, username: me.username, profileId: sellerProfile }, me.cookie);
      expect(demote.json().code).toBe('cannot-lock-yourself-out');
      expect((await post('/provider/user/save', { id: me.id, username: me.username, profileId: me.profileId, firstName: 'Me' }, me.cookie)).statusCode).toBe(200);
    });

    it('answers malformed input with 400 field errors and an unknown id with 404', async () => {
      const bad = await post('/provider/user/save', { id: 'x', username: { name: 'x' }, profileId: 'abc', active: 'sometimes', allowedProductIds: 'all' });
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(['id', 'username', 'profileId', 'active', 'allowedProductIds']));
      expect(bad.json().errors.id[0]).toBe('must be integer');
      expect((await post('/provider/user/save', newUser({ id: 999999 }))).statusCode).toBe(404);
    });
  });

  describe('GET provider/user/get', () => {
    it("answers the user's full record", async () => {
      const res = await get(`/provider/user/get?id=${admin.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ id: admin.id, username: admin.username, firstName: 'Admin', profileId: admin.profileId, maxChecks: 5, maxDiscountPercent: 10, language: 'he-IL' });
      expect(res.json().data.profileName).toMatch(/^Profile /);
      expect(Date.parse(res.json().data.createdAt)).not.toBeNaN();
      expect(res.body).not.toMatch(/password|argon/i);
    });

    it('answers a malformed id with 400 and an unknown one with 404', async () => {
      for (const q of ['?id=abc', '', '?id=0', '?id=1.5', '?id=99999999999']) {
        const res = await get(`/provider/user/get${q}`);
        expect(res.statusCode, q).toBe(400);
        expect(res.json().errors.id, q).toBeDefined();
      }
      expect((await get('/provider/user/get?id=999999')).statusCode).toBe(404);
    });
  });

  describe('POST provider/users/search', async () => {
    const searchProvider = await createProvider(db);
    const boss = await createUser(db, searchProvider.id, { username: uniq('boss') });
    const seeded: TestUser[] = [];
    for (const [first, last, active] of [['Avi', 'Cohen', true], ['Batya', 'Cohen', false], ['Chen', 'Levi', true]] as const) {
      seeded.push(await createUser(db, searchProvider.id, { username: uniq(`${first.toLowerCase()}_`), values: { firstName: first, lastName: last, active }, permissions: [Permission.ViewOrders] }));
    }
    const search = (filter: Record<string, unknown>) => post('/provider/users/search', filter, boss.cookie);

    it('R-CLIENT-23: pages from index 0 by default, with the total', async () => {
      const res = await search({});
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ total: 4, pageIndex: 0, pageSize: 20 });
      expect(res.json().data.items).toHaveLength(4);

      const page0 = (await search({ pageSize: 3 })).json().data;
      const page1 = (await search({ pageSize: 3, pageIndex: 1 })).json().data;
      expect(page0.items).toHaveLength(3);
      expect(page1.items).toHaveLength(1);
      expect(page1.total).toBe(4);
      expect(new Set([...page0.items, ...page1.items].map((u: { id: number }) => u.id)).size).toBe(4);
    });

    it('filters by keyword (name, username, e-mail), active and profile', async () => {
      const ids = async (filter: Record<string, unknown>) => (await search(filter)).json().data.items.map((u: { id: number }) => u.id).sort();
      expect(await ids({ keyword: 'cohen' })).toEqual([seeded[0]!.id, seeded[1]!.id].sort());
      expect(await ids({ keyword: 'Chen Levi' })).toEqual([seeded[2]!.id]);
      expect(await ids({ keyword: seeded[2]!.username.toUpperCase() })).toEqual([seeded[2]!.id]);
      expect(await ids({ keyword: 'cohen', active: true })).toEqual([seeded[0]!.id]);
      expect(await ids({ active: false })).toEqual([seeded[1]!.id]);
      expect(await ids({ profileId: seeded[2]!.profileId })).toEqual([seeded[2]!.id]);
      expect(await ids({ keyword: '%' })).toEqual([]);
      expect(await ids({ keyword: 'nobody-like-this' })).toEqual([]);
      const item = (await search({ keyword: 'Chen' })).json().data.items[0];
      expect(item).toEqual({ id: seeded[2]!.id, username: seeded[2]!.username, firstName: 'Chen', lastName: 'Levi', email: `${seeded[2]!.username}@example.test`, mobile: null, profileId: seeded[2]!.profileId, profileName: expect.any(String), active: true });
    });

    it('answers a malformed filter with 400 field errors', async () => {
      const res = await search({ pageIndex: -1, pageSize: 'many', active: 'yes', profileId: 'x' });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().errors).sort()).toEqual(['active', 'pageIndex', 'pageSize', 'profileId']);
    });
  });
});
