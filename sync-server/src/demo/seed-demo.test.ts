import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { setupTestApp } from '../test/test-app';
import { priceLists, products, providers, slots, users } from '../db/schema';
import { seedDemo } from './seed-demo';
import { DEMO } from './demo-data';
import { SESSION_COOKIE } from '../domains/session/session-store';

describe('the demo data', async () => {
  const { app, db } = await setupTestApp();

  it('creates the demo provider, users, products, price lists and a month of slots once', async () => {
    const first = await seedDemo(db);
    const second = await seedDemo(db);
    expect(first.created).toBe(true);
    expect(second).toEqual({ created: false, providerId: first.providerId });
    const [provider] = await db.select().from(providers).where(eq(providers.id, first.providerId));
    expect(provider!.vatRateBp).toBe(1800);
    const productRows = await db.select().from(products).where(eq(products.providerId, first.providerId));
    expect(productRows.map((p) => [p.name, p.pricePerPerson]).sort()).toEqual([
      ['Old City Walking Tour', true],
      ['Sea Aquarium', false],
    ]);
    expect((await db.select().from(priceLists).where(eq(priceLists.providerId, first.providerId))).length).toBe(4);
    const slotRows = await db.select().from(slots).where(eq(slots.providerId, first.providerId));
    expect(slotRows).toHaveLength(6);
    expect(slotRows.every((s) => s.repeatMode === 2 && s.repeatEndDate! > s.startDate)).toBe(true);
    expect(await db.select().from(users).where(eq(users.providerId, first.providerId))).toHaveLength(2);
  });

  it('lets the demo and cashier users log in with the printed passwords', async () => {
    for (const login of [DEMO.admin, DEMO.cashier]) {
      const res = await app.inject({ method: 'POST', url: '/api/authenticate', payload: { Username: login.username, Password: login.password } });
      expect(res.statusCode, res.body).toBe(200);
      expect(String(res.headers['set-cookie'])).toContain(SESSION_COOKIE);
    }
  });
});
