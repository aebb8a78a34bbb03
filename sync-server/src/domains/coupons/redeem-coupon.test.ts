import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { AppError } from '@pos/shared/errors';
import { createProvider, createUser, setupTestApp } from '../../test/test-app';
import { couponUses, coupons, subCoupons } from '../../db/schema';
import { couponBody, createBareOrder } from './coupons.fixtures';
import { assertCouponLineQuantityChange, assertOneCouponPerCustomer, redeemCouponForOrder, releaseCouponsOfOrder } from './redeem-coupon';

describe('coupons in orders', async () => {
  const { app, db } = await setupTestApp();
  const provider = await createProvider(db);
  const user = await createUser(db, provider.id);
  let orderNumber = 0;
  const order = () => createBareOrder(db, provider.id, ++orderNumber);
  const save = async (over: Record<string, unknown>) => {
    const res = await app.inject({ method: 'POST', url: '/api/coupon/save', payload: couponBody(over), headers: { cookie: user.cookie } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { id: number; couponCode: string };
  };
  const context = { currencyId: 1, priceTypeId: 1, bookingDate: '2030-01-01' };
  const line = (productId: number, quantity = 1) => ({ productId, customerTypeId: 1, date: '2030-04-01', quantity, unitPrice: 5000 });
  const codeOf = (e: unknown) => (e instanceof AppError ? e.code : String(e));

  it('R-CPN-7 many concurrent redemptions of a coupon limited to 3 tickets: exactly 3 succeed', async () => {
    const coupon = await save({ couponCode: 'LIMIT3', productIds: [1], limitationType: 'tickets', limitationAmount: 3 });
    const orders = await Promise.all(Array.from({ length: 12 }, () => order()));
    const results = await Promise.allSettled(
      orders.map((o) => db.transaction((tx) => redeemCouponForOrder(tx, { providerId: provider.id, orderId: o.id, couponId: coupon.id, order: context, lines: [line(1)] }))),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    const refusedCodes = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected').map((r) => codeOf(r.reason));
    expect(new Set(refusedCodes)).toEqual(new Set(['coupon-limit-reached']));
    const [row] = await db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(row!.used).toBe(3);
    expect(await db.select().from(couponUses).where(eq(couponUses.couponId, coupon.id))).toHaveLength(3);
  });

  it('R-CPN-7 an amount limit counts the discount given; left total is answered; release gives it back', async () => {
    const coupon = await save({ couponCode: 'AMOUNT', productIds: [2], discountAmount: 1000, limitationType: 'amount', limitationAmount: 2500 });
    const first = await order();
    const r = await db.transaction((tx) => redeemCouponForOrder(tx, { providerId: provider.id, orderId: first.id, couponId: coupon.id, order: context, lines: [line(2, 2), line(99, 5)] }));
    expect(r).toMatchObject({ tickets: 2, amount: 2000, usedLimitationTotal: 2000, leftLimitationTotal: 500 });
    expect(r.lines).toEqual([{ applies: true, discountAmount: 2000 }, { applies: false, discountAmount: 0 }]);
    const second = await order();
    await expect(db.transaction((tx) => redeemCouponForOrder(tx, { providerId: provider.id, orderId: second.id, couponId: coupon.id, order: context, lines: [line(2)] }))).rejects.toMatchObject({ code: 'coupon-limit-reached' });
    await db.transaction((tx) => releaseCouponsOfOrder(tx, first.id));
    const [row] = await db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(row!.used).toBe(0);
  });

  it('R-CPN-7 an amount limit counts the discount as priced when a hand-given discount left less room', async () => {
    const coupon = await save({ couponCode: 'PRICED', productIds: [8], discountAmount: 1000, limitationType: 'amount', limitationAmount: 5000 });
    const o = await order();
    const r = await db.transaction((tx) => redeemCouponForOrder(tx, { providerId: provider.id, orderId: o.id, couponId: coupon.id, order: context, lines: [line(8, 2)], pricedCouponDiscount: 600 }));
    expect(r).toMatchObject({ amount: 600, usedLimitationTotal: 600, leftLimitationTotal: 4400 });
  });

  it('a serial code is used once; a code of another provider or a coupon that does not apply is refused', async () => {
    const coupon = await save({ couponCode: 'SERIAL', couponType: 'BusinessClientAgreement', productIds: [3], subCouponsToCreate: 1 });
    const [serial] = await db.select().from(subCoupons).where(eq(subCoupons.couponId, coupon.id));
    const a = await order();
    await db.transaction((tx) => redeemCouponForOrder(tx, { providerId: provider.id, orderId: a.id, code: serial!.code, order: context, lines: [line(3)] }));
    const [used] = await db.select().from(subCoupons).where(eq(subCoupons.id, serial!.id));
    expect(used).toMatchObject({ status: 'Used', orderId: a.id });
    const b = await order();
    await expect(db.transaction((tx) => redeemCouponForOrder(tx, { providerId: provider.id, orderId: b.id, code: serial!.code, order: context, lines: [line(3)] }))).rejects.toMatchObject({ code: 'coupon-not-available' });
    const other = await createProvider(db);
    await expect(db.transaction((tx) => redeemCouponForOrder(tx, { providerId: other.id, orderId: b.id, code: 'SERIAL', order: context, lines: [line(3)] }))).rejects.toMatchObject({ code: 'coupon-not-available' });
    await expect(db.transaction((tx) => redeemCouponForOrder(tx, { providerId: provider.id, orderId: b.id, code: 'serial', order: context, lines: [line(4)] }))).rejects.toMatchObject({ code: 'coupon-not-applicable' });
    await db.transaction((tx) => releaseCouponsOfOrder(tx, a.id));
    const [freed] = await db.select().from(subCoupons).where(eq(subCoupons.id, serial!.id));
    expect(freed).toMatchObject({ status: 'Free', orderId: null });
  });

  it('R-CPN-12 one customer cannot have two different coupons in an order', () => {
    expect(() => assertOneCouponPerCustomer([{ customerKey: 'lead', couponId: 1 }, { customerKey: 'lead', couponId: 1 }])).not.toThrow();
    expect(() => assertOneCouponPerCustomer([{ customerKey: 'lead', couponId: 1 }, { customerKey: 'lead', couponId: 2 }])).toThrow(expect.objectContaining({ code: 'customer-different-coupons' }));
  });

  it('R-CPN-13 the quantity of a club-coupon line cannot change; a plain coupon line can', async () => {
    const club = await save({ couponCode: 'CLUB', productIds: [5], clubIds: [9] });
    const plain = await save({ couponCode: 'PLAIN', productIds: [6] });
    await expect(assertCouponLineQuantityChange(db, provider.id, { couponId: club.id, quantity: 2 }, 3)).rejects.toMatchObject({ code: 'club-coupon-quantity' });
    await expect(assertCouponLineQuantityChange(db, provider.id, { couponId: club.id, quantity: 2 }, 2)).resolves.toBeUndefined();
    await expect(assertCouponLineQuantityChange(db, provider.id, { couponId: plain.id, quantity: 2 }, 3)).resolves.toBeUndefined();
  });
});
