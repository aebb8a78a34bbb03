import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PRICE_TYPES } from '@pos/shared/reference';
import { createProvider, createUser, setupTestApp } from '../../test/test-app';
import { banks, businessClients, products, providers, subTags, tags } from '../../db/schema';
import { localDateIn } from './predefined-dates';

describe('reference data routes', async () => {
  const { app, db } = await setupTestApp();
  const provider = await createProvider(db);
  const other = await createProvider(db);
  // Reference data is for any logged-in user, whatever their permissions.
  const user = await createUser(db, provider.id, { permissions: [1], values: { firstName: 'Dana', lastName: 'Levi' } });
  const otherUser = await createUser(db, other.id, { permissions: [1] });

  const get = (url: string, cookie = user.cookie) => app.inject({ method: 'GET', url, headers: { cookie } });

  it('answers 401 without a login (R-PERM-1)', async () => {
    for (const url of ['/api/regions', '/api/cities', '/api/my-products', '/api/predefined-dates', '/api/getProviderUsers']) {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });

  it('holds every list in data (R-CLIENT-9)', async () => {
    const urls = [
      '/api/regions', '/api/cities', '/api/product-types', '/api/sub-tags', '/api/languages', '/api/predefined-dates',
      '/api/price-types', '/api/my-products', '/api/channels', '/api/banks', '/api/bank-branches', '/api/businessClientTypes',
      '/api/official-clubs', '/api/businessClients/all', '/api/countries', '/api/getProviderUsers', '/api/ref/products-list', '/api/products/ddl', '/api/all-products-list',
    ];
    for (const url of urls) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(Array.isArray(res.json().data), url).toBe(true);
    }
  });

  it('serves the seeded platform lists', async () => {
    const regions = (await get('/api/regions')).json().data;
    expect(new Set(regions.map((r: { direction: string }) => r.direction))).toEqual(new Set(['north', 'Jerusalem', 'south', 'center']));
    const countries = (await get('/api/countries')).json().data.map((c: { code: string }) => c.code);
    expect(countries).toEqual(expect.arrayContaining(['IL', 'US', 'RU', 'GB', 'FR', 'DE']));
    const types = (await get('/api/product-types')).json().data.map((t: { name: string }) => t.name);
    expect(types).toEqual(['Tour', 'Attraction', 'Event', 'Show', 'Spa', 'Restaurant', 'Transportation', 'Guide']);
    const cities = (await get('/api/cities')).json().data;
    expect(cities.map((c: { name: string }) => c.name)).toEqual(expect.arrayContaining(['Jerusalem', 'Tel Aviv-Yafo', 'Eilat', 'Haifa']));
    const clubs = (await get('/api/official-clubs')).json().data;
    expect(clubs.length).toBeGreaterThan(0);
  });

  it('filters cities by region and branches by bank', async () => {
    const regions = (await get('/api/regions')).json().data as { id: number; name: string }[];
    const jerusalem = regions.find((r) => r.name.startsWith('Jerusalem'))!;
    const cities = (await get(`/api/cities?regionId=${jerusalem.id}`)).json().data as { name: string; regionId: number }[];
    expect(cities.map((c) => c.name)).toContain('Jerusalem');
    expect(cities.every((c) => c.regionId === jerusalem.id)).toBe(true);

    const [leumi] = await db.select().from(banks).where(eq(banks.code, '10'));
    const branches = (await get(`/api/bank-branches?bankId=${leumi!.id}`)).json().data as { bankId: number }[];
    expect(branches.length).toBeGreaterThan(0);
    expect(branches.every((b) => b.bankId === leumi!.id)).toBe(true);
    expect((await get('/api/bank-branches')).json().data.length).toBeGreaterThan(branches.length);
  });

  it('answers a malformed filter with a 400 field error, not a 500', async () => {
    for (const url of ['/api/bank-branches?bankId=abc', '/api/cities?regionId=-1', '/api/sub-tags?tagId=1.5']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(Object.keys(res.json().errors).length, url).toBeGreaterThan(0);
    }
  });

  it('serves the fixed enumerations', async () => {
    expect((await get('/api/price-types')).json().data).toEqual(PRICE_TYPES);
    expect((await get('/api/languages')).json().data.map((l: { code: string }) => l.code)).toEqual(['en-US', 'he-IL', 'ru-RU']);
    expect((await get('/api/channels')).json().data.length).toBeGreaterThan(0);
    expect((await get('/api/businessClientTypes')).json().data).toHaveLength(9);
  });

  it('matches the spec paths case-insensitively', async () => {
    expect((await get('/api/businessclienttypes')).statusCode).toBe(200);
    expect((await get('/api/getproviderusers')).statusCode).toBe(200);
  });

  it("lists only the caller's provider's products, active ones for pickers, all not deleted for filters", async () => {
    await db.insert(products).values([
      { providerId: provider.id, name: 'Jeep tour' },
      { providerId: provider.id, name: 'Old tour', active: false },
      { providerId: provider.id, name: 'Deleted tour', deletedAt: new Date() },
      { providerId: other.id, name: 'Someone else' },
    ]);
    const names = async (url: string) => (await get(url)).json().data.map((p: { name: string }) => p.name);
    expect(await names('/api/my-products')).toEqual(['Jeep tour']);
    expect(await names('/api/products/ddl')).toEqual(['Jeep tour']);
    expect(await names('/api/all-products-list')).toEqual(['Jeep tour', 'Old tour']);
    expect(await names('/api/ref/products-list')).toEqual(['Jeep tour', 'Old tour']);
    expect((await get('/api/all-products-list')).json().data.find((p: { name: string }) => p.name === 'Old tour').active).toBe(false);
    expect(await names('/api/my-products')).not.toContain('Someone else');
  });

  it("lists the caller's provider's active sub-tags only", async () => {
    const [tag] = await db.insert(tags).values({ providerId: provider.id, name: 'Family' }).returning();
    const [otherTag] = await db.insert(tags).values({ providerId: other.id, name: 'Family' }).returning();
    await db.insert(subTags).values([
      { providerId: provider.id, tagId: tag!.id, name: 'Kids' },
      { providerId: provider.id, tagId: tag!.id, name: 'Retired', active: false },
      { providerId: other.id, tagId: otherTag!.id, name: 'Theirs' },
    ]);
    const res = await get('/api/sub-tags');
    expect(res.json().data).toEqual([{ id: expect.any(Number), tagId: tag!.id, name: 'Kids' }]);
    expect((await get(`/api/sub-tags?tagId=${otherTag!.id}`)).json().data).toEqual([]);
  });

  it("lists the caller's provider's business clients (businessClients/all), active ones first, never another provider's", async () => {
    await db.insert(businessClients).values([
      { providerId: provider.id, name: 'Zohar Club' },
      { providerId: provider.id, name: 'Arbel Tours', active: false },
      { providerId: provider.id, name: 'Galil Club' },
      { providerId: other.id, name: 'Other Club' },
    ]);
    const mine = (await get('/api/businessClients/all')).json().data as { name: string; active: boolean }[];
    expect(mine).toEqual([
      { id: expect.any(Number), name: 'Galil Club', active: true },
      { id: expect.any(Number), name: 'Zohar Club', active: true },
      { id: expect.any(Number), name: 'Arbel Tours', active: false },
    ]);
    const theirs = (await get('/api/businessClients/all', otherUser.cookie)).json().data as { name: string }[];
    expect(theirs.map((c) => c.name)).toEqual(['Other Club']);
  });

  it("lists the provider's users without secrets", async () => {
    const res = await get('/api/getProviderUsers');
    const list = res.json().data as Record<string, unknown>[];
    expect(list.map((u) => u.id)).toEqual([user.id]);
    expect(list[0]).toEqual({ id: user.id, username: user.username, firstName: 'Dana', lastName: 'Levi', fullName: 'Dana Levi', active: true });
    expect(res.body).not.toMatch(/argon|password/i);
    expect((await get('/api/getProviderUsers', otherUser.cookie)).json().data.map((u: { id: number }) => u.id)).toEqual([otherUser.id]);
  });

  it("computes predefined dates in the provider's time zone, named in the user's language", async () => {
    const res = await get('/api/predefined-dates');
    const today = res.json().data[0];
    expect(today).toEqual({ id: 1, key: 'today', name: 'היום', from: localDateIn('Asia/Jerusalem', new Date()), to: localDateIn('Asia/Jerusalem', new Date()) });

    await db.update(providers).set({ timezone: 'Pacific/Kiritimati' }).where(eq(providers.id, other.id));
    const far = (await get('/api/predefined-dates', otherUser.cookie)).json().data[0];
    expect(far.from).toBe(localDateIn('Pacific/Kiritimati', new Date()));
  });
});
