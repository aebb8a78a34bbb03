import { describe, expect, it } from 'vitest';
import { createProvider, createUser, setupTestApp } from '../../test/test-app';
import { businessClients, orderEvents } from '../../db/schema';
import { pairedStation } from './station.fixtures';
import { clubWithCouponSystem } from './offline.fixtures';

describe('sync: club vouchers checked at the window', async () => {
  const { app, db } = await setupTestApp();
  const provider = await createProvider(db);
  const admin = await createUser(db, provider.id);
  const club = await clubWithCouponSystem(db, provider.id, 'Demo Club', 'Multipass');
  const second = await clubWithCouponSystem(db, provider.id, 'Army Club', 'Tmura');
  const [plain] = await db.insert(businessClients).values({ providerId: provider.id, name: 'No system' }).returning();
  const other = await createProvider(db);
  const foreign = await clubWithCouponSystem(db, other.id, 'Foreign Club');
  const station = await pairedStation(app, admin);
  const check = (payload: Record<string, unknown>, headers: Record<string, string> = station.auth) => app.inject({ method: 'POST', url: '/sync/voucher', headers, payload });

  it('lists the provider\'s business clients that have a coupon system', async () => {
    const res = await app.inject({ method: 'GET', url: '/sync/voucher-systems', headers: station.auth });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual([
      { businessClientId: second.id, name: 'Army Club', system: 'Tmura' },
      { businessClientId: club.id, name: 'Demo Club', system: 'Multipass' },
    ]);
  });

  it('R-ORD-7 validates a voucher without redeeming it, answering the system\'s text when it refuses', async () => {
    const ok = await check({ businessClientId: club.id, code: 'OK-CHECK-1', quantity: 2, amount: 10000 });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toEqual({ ok: true, grantedQuantity: 2, grantedAmount: 10000, description: 'Multipass voucher OK-CHECK-1' });
    // Checked twice: still good, since a check does not redeem.
    expect((await check({ businessClientId: club.id, code: 'OK-CHECK-1', quantity: 2, amount: 10000 })).json().data.ok).toBe(true);
    expect(await db.select().from(orderEvents)).toEqual([]);
    for (const [code, failure] of [
      ['INV-1', 'invalid'],
      ['USED-1', 'already-used'],
      ['ERR-1', 'error'],
    ]) {
      const res = await check({ businessClientId: club.id, code, quantity: 1, amount: 100 });
      expect(res.json().data).toEqual({ ok: false, failure, message: expect.stringContaining('Multipass') });
    }
  });

  it('answers 404 for another provider\'s business client, 422 for one without a system, 400 for a malformed body, 401 without a token', async () => {
    expect((await check({ businessClientId: foreign.id, code: 'OK-1', quantity: 1, amount: 100 })).statusCode).toBe(404);
    const none = await check({ businessClientId: plain!.id, code: 'OK-1', quantity: 1, amount: 100 });
    expect(none.statusCode).toBe(422);
    expect(none.json().code).toBe('no-coupon-system');
    expect((await check({ businessClientId: club.id, code: '   ', quantity: 1, amount: 100 })).statusCode).toBe(400);
    expect((await check({ businessClientId: String(club.id), code: 'OK-1', quantity: 1, amount: 100 })).statusCode).toBe(400);
    expect((await check({ businessClientId: club.id, code: 'OK-1', quantity: 1, amount: 100 }, {})).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/sync/voucher-systems' })).statusCode).toBe(401);
  });
});
