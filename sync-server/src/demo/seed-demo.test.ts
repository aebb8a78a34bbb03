import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { setupTestApp } from '../test/test-app';
import { businessClients, coupons, priceLists, products, providers, slots, subCoupons, users } from '../db/schema';
import { pairedStation } from '../domains/sync/station.fixtures';
import { seedDemo } from './seed-demo';
import { DEMO } from './demo-data';
import { createSession, SESSION_COOKIE } from '../domains/session/session-store';

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
    for (const login of [DEMO.admin, DEMO.cashier, DEMO.platformStaff]) {
      const res = await app.inject({ method: 'POST', url: '/api/authenticate', payload: { Username: login.username, Password: login.password } });
      expect(res.statusCode, res.body).toBe(200);
      expect(String(res.headers['set-cookie'])).toContain(SESSION_COOKIE);
    }
    // Issue 25: the printed platform staff login opens the platform's back office.
    const staff = await app.inject({ method: 'POST', url: '/api/authenticate', payload: { Username: DEMO.platformStaff.username, Password: DEMO.platformStaff.password } });
    const me = await app.inject({ method: 'GET', url: '/api/platform/me', headers: { cookie: `${SESSION_COOKIE}=${staff.cookies[0]!.value}` } });
    expect(me.json().data.staff).toBe(true);
  });

  it('gives the demo a club whose vouchers a station checks at the window (OK-1234), WELCOME10 and the club\'s serial codes, once', async () => {
    const { providerId } = await seedDemo(db);
    await seedDemo(db);
    const clubs = await db.select().from(businessClients).where(eq(businessClients.providerId, providerId));
    expect(clubs.map((c) => c.name)).toEqual([DEMO.club.name]);
    const demoCoupons = await db.select().from(coupons).where(eq(coupons.providerId, providerId));
    const [tour] = await db.select().from(products).where(and(eq(products.providerId, providerId), eq(products.name, 'Old City Walking Tour')));
    expect(demoCoupons.find((c) => c.code === 'WELCOME10')).toMatchObject({ discountPercentBp: 1000, limitationType: 'tickets', limitationAmount: 500, productIds: [tour!.id], active: true });
    const serial = demoCoupons.find((c) => c.code === DEMO.serialCoupon.code)!;
    expect(serial.businessClientId).toBe(clubs[0]!.id);
    expect((await db.select().from(subCoupons).where(eq(subCoupons.couponId, serial.id))).map((s) => s.code)).toEqual(['DEMOCLUB-0001', 'DEMOCLUB-0002', 'DEMOCLUB-0003', 'DEMOCLUB-0004', 'DEMOCLUB-0005']);

    const [admin] = await db.select().from(users).where(eq(users.username, DEMO.admin.username));
    const { token } = await createSession(db, admin!, false);
    const station = await pairedStation(app, { id: admin!.id, providerId, username: admin!.username, password: '', profileId: admin!.profileId!, cookie: `${SESSION_COOKIE}=${token}` });
    const systems = await app.inject({ method: 'GET', url: '/sync/voucher-systems', headers: station.auth });
    expect(systems.json().data).toEqual([{ businessClientId: clubs[0]!.id, name: 'Demo Club', system: 'Multipass' }]);
    const checked = await app.inject({ method: 'POST', url: '/sync/voucher', headers: station.auth, payload: { businessClientId: clubs[0]!.id, code: DEMO.club.voucherExample, quantity: 2, amount: 24000 } });
    expect(checked.json().data).toMatchObject({ ok: true, grantedQuantity: 2 });
  });
});
