import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createProvider, createUser, setupTestApp } from '../../test/test-app';
import { orders } from '../../db/schema';
import { couponBody, createBareOrder } from './coupons.fixtures';
import { redeemCouponForOrder } from './redeem-coupon';

/** What the back office needs to show: a coupon's page read-only once orders use it; a conflict's total in its currency. */
describe('coupon usedByOrders and conflict currency (back office)', async () => {
  const { app, db } = await setupTestApp();
  const provider = await createProvider(db);
  const user = await createUser(db, provider.id);
  const get = (url: string) => app.inject({ method: 'GET', url, headers: { cookie: user.cookie } });

  it('R-CPN-6 coupon/{id} says usedByOrders once an order redeemed it; coupon/save answers false', async () => {
    const saved = await app.inject({ method: 'POST', url: '/api/coupon/save', payload: couponBody({ couponCode: 'USEDFLAG', productIds: [901] }), headers: { cookie: user.cookie } });
    expect(saved.statusCode, saved.body).toBe(200);
    const coupon = saved.json().data as { id: number; usedByOrders: boolean };
    expect(coupon.usedByOrders).toBe(false);
    expect((await get(`/api/coupon/${coupon.id}`)).json().data.usedByOrders).toBe(false);
    const order = await createBareOrder(db, provider.id, 9001);
    await db.transaction((tx) =>
      redeemCouponForOrder(tx, { providerId: provider.id, orderId: order.id, couponId: coupon.id, order: { currencyId: 1, priceTypeId: 1, bookingDate: '2030-01-01' }, lines: [{ productId: 901, customerTypeId: 1, date: '2030-05-01', quantity: 1, unitPrice: 5000 }] }),
    );
    expect((await get(`/api/coupon/${coupon.id}`)).json().data.usedByOrders).toBe(true);
  });

  it('sync-conflicts rows carry the order currency with the total', async () => {
    const order = await createBareOrder(db, provider.id, 9002);
    await db.update(orders).set({ conflictFlags: ['paid-twice'], currencyId: 2, totalToPay: 4200 }).where(eq(orders.id, order.id));
    const rows = (await get('/api/sync-conflicts')).json().data as { orderId: number; currencyId: number; totalToPay: number }[];
    expect(rows).toEqual([expect.objectContaining({ orderId: order.id, currencyId: 2, totalToPay: 4200, flags: ['paid-twice'] })]);
  });
});
