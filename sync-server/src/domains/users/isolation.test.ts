import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Permission } from '@pos/shared/permissions';
import { createProvider, createUser, setupTestApp } from '../../test/test-app';
import { profiles, users } from '../../db/schema';

describe("one provider cannot read or change another provider's users and profiles", async () => {
  const { app, db } = await setupTestApp();
  const providerA = await createProvider(db);
  const providerB = await createProvider(db);
  const adminA = await createUser(db, providerA.id);
  const userB = await createUser(db, providerB.id, { permissions: [Permission.ViewOrders], values: { firstName: 'Bella' } });

  const post = (url: string, payload: unknown) => app.inject({ method: 'POST', url: `/api${url}`, headers: { cookie: adminA.cookie }, payload: payload as object });
  const get = (url: string) => app.inject({ method: 'GET', url: `/api${url}`, headers: { cookie: adminA.cookie } });

  it("does not find B's user or profile", async () => {
    expect((await get(`/provider/user/get?id=${userB.id}`)).statusCode).toBe(404);
    expect((await get(`/provider/profile/get?id=${userB.profileId}`)).statusCode).toBe(404);
  });

  it("never lists B's users or profiles", async () => {
    const found = (await post('/provider/users/search', { keyword: 'Bella' })).json().data;
    expect(found).toMatchObject({ items: [], total: 0 });
    expect((await post('/provider/users/search', { profileId: userB.profileId })).json().data.total).toBe(0);
    const all = (await post('/provider/users/search', { pageSize: 200 })).json().data.items.map((u: { id: number }) => u.id);
    expect(all).toEqual([adminA.id]);
    expect((await get('/provider/profiles')).json().data.map((p: { id: number }) => p.id)).toEqual([adminA.profileId]);
    expect((await get('/provider/profiles/search?keyword=Profile')).json().data.map((p: { id: number }) => p.id)).toEqual([adminA.profileId]);
  });

  it("cannot change B's user or profile", async () => {
    const user = await post('/provider/user/save', { id: userB.id, username: userB.username, profileId: adminA.profileId, active: false, password: 'Hijack123' });
    expect(user.statusCode).toBe(404);
    const profile = await post('/provider/profile/save', { id: userB.profileId, name: 'Hijacked', permissions: Object.values(Permission) });
    expect(profile.statusCode).toBe(404);

    const [rowB] = await db.select().from(users).where(eq(users.id, userB.id));
    expect(rowB).toMatchObject({ providerId: providerB.id, active: true, profileId: userB.profileId });
    const [profileB] = await db.select().from(profiles).where(eq(profiles.id, userB.profileId));
    expect(profileB!.permissions).toEqual([Permission.ViewOrders]);
    expect((await app.inject({ method: 'GET', url: '/api/init', headers: { cookie: userB.cookie } })).statusCode).toBe(200);
  });

  it("cannot give B's profile to one of A's users", async () => {
    const res = await post('/provider/user/save', { username: `stray${Date.now()}`, password: 'Secret123', profileId: userB.profileId });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ profileId: ['Profile not found.'] });
  });
});
