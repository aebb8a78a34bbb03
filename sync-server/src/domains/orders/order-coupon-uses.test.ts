import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { setupTestApp } from '../../test/test-app';
import { couponUses, coupons, orderLines, priceLines, slotOccurrences, subCoupons } from '../../db/schema';
import { caller, couponSaver, insertProduct, openShop, orderBody, type ProductFixture } from './orders.fixtures';

/**
 * R-CPN-6, R-CPN-7: a coupon's `used` is always the sum of the live uses of its orders: taken again
 * when a cancelled order is re-opened, and counted again when lines change or are re-priced.
 */
describe('coupon uses follow the order', async () => {
  const { app, db } = await setupTestApp();
  const shop = await openShop(db);
  const api = caller(app, shop.user);
  const saveCoupon = couponSaver(api, shop, 'USE');
  const usedOf = async (couponId: number) => (await db.select({ used: coupons.used }).from(coupons).where(eq(coupons.id, couponId)))[0]!.used;
  /** What the coupon_uses rows of live orders add up to, counted as the coupon's limit counts. */
  const usesOf = async (couponId: number) => {
    const [row] = await db.select({ tickets: sql<number>`coalesce(sum(${couponUses.quantity}), 0)::int`, amount: sql<number>`coalesce(sum(${couponUses.amount}), 0)::int` }).from(couponUses).where(eq(couponUses.couponId, couponId));
    return row!;
  };
  const soldOf = async (p: ProductFixture) =>
    (await db.select({ sold: slotOccurrences.sold }).from(slotOccurrences).where(and(eq(slotOccurrences.slotId, p.slotId), eq(slotOccurrences.date, shop.tomorrow))))[0]?.sold ?? 0;
  const create = async (p: ProductFixture, couponId: number, adults: number, children = 0) => {
    const customers = [{ customerTypeId: p.adult, quantity: adults }, ...(children > 0 ? [{ customerTypeId: p.child, quantity: children }] : [])];
    const res = await api.post('order/create', orderBody(p, shop.tomorrow, customers, { couponId }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body.data as { id: number }).id;
  };
  const couponLine = async (orderId: number, couponId: number) => (await db.select().from(orderLines).where(and(eq(orderLines.orderId, orderId), eq(orderLines.couponId, couponId))))[0]!;
  const setStatus = (id: number, status: 'OK' | 'RQ' | 'CN') => api.get(`order/edit/status/${status}?id=${id}&confirmed=true`);

  it('R-CPN-7: cancelling gives the coupon back; re-opening takes it again, and is refused with coupon-limit-reached when the limit is spent', async () => {
    const p = await insertProduct(db, shop.providerId);
    const coupon = await saveCoupon(p, { limitationType: 'tickets', limitationAmount: 3 });
    const first = await create(p, coupon.id, 2);
    expect(await usedOf(coupon.id)).toBe(2);
    expect((await setStatus(first, 'CN')).status).toBe(200);
    expect(await usedOf(coupon.id)).toBe(0);
    expect((await setStatus(first, 'OK')).status).toBe(200);
    expect(await usedOf(coupon.id)).toBe(2);
    expect(await usesOf(coupon.id)).toMatchObject({ tickets: 2 });

    expect((await setStatus(first, 'CN')).status).toBe(200);
    await create(p, coupon.id, 2);
    const seatsBefore = await soldOf(p);
    const refusedReopen = await setStatus(first, 'RQ');
    expect([refusedReopen.status, refusedReopen.body.code]).toEqual([422, 'coupon-limit-reached']);
    // Nothing of the re-open is kept: no seats, no use, still cancelled.
    expect(await soldOf(p)).toBe(seatsBefore);
    expect(await usedOf(coupon.id)).toBe(2);
    expect(((await api.get(`order/get?id=${first}`)).body.data as { status: string }).status).toBe('CN');
  });

  it('R-CPN-8: a serial code freed by a cancel is taken back by the re-open, and the re-open is refused once another order used the code', async () => {
    const p = await insertProduct(db, shop.providerId);
    const serial = await saveCoupon(p, { couponType: 'BusinessClientAgreement', subCouponsToCreate: 1 });
    const [code] = await db.select().from(subCoupons).where(eq(subCoupons.couponId, serial.id));
    const withCode = async () => {
      const res = await api.post('order/create', orderBody(p, shop.tomorrow, [{ customerTypeId: p.adult, quantity: 1 }], { couponCode: code!.code }));
      return res;
    };
    const made = await withCode();
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const first = (made.body.data as { id: number }).id;
    const codeOf = async () => (await db.select({ status: subCoupons.status, orderId: subCoupons.orderId }).from(subCoupons).where(eq(subCoupons.id, code!.id)))[0];
    expect(await codeOf()).toEqual({ status: 'Used', orderId: first });

    expect((await setStatus(first, 'CN')).status).toBe(200);
    expect(await codeOf()).toEqual({ status: 'Free', orderId: null });
    expect((await setStatus(first, 'OK')).status).toBe(200);
    expect(await codeOf()).toEqual({ status: 'Used', orderId: first });

    // Cancelled again, the code goes to another order: the first may not come back with it.
    expect((await setStatus(first, 'CN')).status).toBe(200);
    const second = await withCode();
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    const refusedReopen = await setStatus(first, 'OK');
    expect([refusedReopen.status, refusedReopen.body.code]).toEqual([422, 'coupon-not-available']);
    expect(await codeOf()).toEqual({ status: 'Used', orderId: (second.body.data as { id: number }).id });
    expect(((await api.get(`order/get?id=${first}`)).body.data as { status: string }).status).toBe('CN');
  });

  it('R-CPN-7: parallel re-opens of cancelled orders against the last ticket of a limit: exactly one succeeds', async () => {
    const p = await insertProduct(db, shop.providerId, { slot: { limit: 50 } });
    const coupon = await saveCoupon(p, { limitationType: 'tickets', limitationAmount: 3 });
    const cancelled = [await create(p, coupon.id, 1), await create(p, coupon.id, 1), await create(p, coupon.id, 1)];
    for (const id of cancelled) expect((await setStatus(id, 'CN')).status).toBe(200);
    await create(p, coupon.id, 1);
    await create(p, coupon.id, 1);
    const extra = [await create(p, coupon.id, 1)];
    expect((await setStatus(extra[0]!, 'CN')).status).toBe(200);
    const results = await Promise.all([...cancelled, ...extra].map((id) => setStatus(id, 'OK')));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(new Set(results.filter((r) => r.status !== 200).map((r) => `${r.status} ${r.body.code}`))).toEqual(new Set(['422 coupon-limit-reached']));
    expect(await usedOf(coupon.id)).toBe(3);
    expect((await usesOf(coupon.id)).tickets).toBe(3);
  });

  it('R-CPN-7: a quantity change takes more tickets within the limit or gives the difference back; over the limit it is refused and nothing changes', async () => {
    const p = await insertProduct(db, shop.providerId);
    const coupon = await saveCoupon(p, { limitationType: 'tickets', limitationAmount: 4 });
    const orderId = await create(p, coupon.id, 2, 1);
    const line = await couponLine(orderId, coupon.id);
    expect(line.discountAmount).toBe(2360);

    const more = await api.post('order/product/customer/update', { orderId, lineId: line.id, quantity: 3 });
    expect(more.status, JSON.stringify(more.body)).toBe(200);
    expect(await usedOf(coupon.id)).toBe(3);
    // The coupon's 10 percent covers the third ticket too.
    expect(await couponLine(orderId, coupon.id)).toMatchObject({ quantity: 3, discountAmount: 3540, total: 35400 - 3540 });

    const over = await api.post('order/product/customer/update', { orderId, lineId: line.id, quantity: 5 });
    expect([over.status, over.body.code]).toEqual([422, 'coupon-limit-reached']);
    expect(await usedOf(coupon.id)).toBe(3);
    expect((await couponLine(orderId, coupon.id)).quantity).toBe(3);

    const fewer = await api.post('order/product/customer/update', { orderId, lineId: line.id, quantity: 1 });
    expect(fewer.status, JSON.stringify(fewer.body)).toBe(200);
    expect(await usedOf(coupon.id)).toBe(1);
    expect(await usesOf(coupon.id)).toMatchObject({ tickets: 1 });
    expect(await couponLine(orderId, coupon.id)).toMatchObject({ discountAmount: 1180, total: 11800 - 1180 });
  });

  it('R-CPN-7: an amount limit follows price changes, a removed line gives its part back, and cancelling gives the rest', async () => {
    const p = await insertProduct(db, shop.providerId);
    const coupon = await saveCoupon(p, { limitationType: 'amount', limitationAmount: 5000 });
    const orderId = await create(p, coupon.id, 2, 1);
    expect(await usedOf(coupon.id)).toBe(2360);
    const line = await couponLine(orderId, coupon.id);

    const cheaper = await api.post('order/product/customer/update', { orderId, lineId: line.id, priceForOne: 10000 });
    expect(cheaper.status, JSON.stringify(cheaper.body)).toBe(200);
    expect(await usedOf(coupon.id)).toBe(2000);
    const dearer = await api.post('order/product/customer/update', { orderId, lineId: line.id, priceForOne: 30000 });
    expect([dearer.status, dearer.body.code]).toEqual([422, 'coupon-limit-reached']);
    expect(await usedOf(coupon.id)).toBe(2000);

    const removed = await api.post('order/product/customer/remove', { orderId, lineId: line.id });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(await usedOf(coupon.id)).toBe(0);
    expect(await usesOf(coupon.id)).toMatchObject({ tickets: 0, amount: 0 });
  });

  it('R-CPN-7: order/recalc at a new list price counts the coupon\'s amount again; used stays the sum of the live uses', async () => {
    const p = await insertProduct(db, shop.providerId);
    const coupon = await saveCoupon(p, { limitationType: 'amount', limitationAmount: 100000 });
    const a = await create(p, coupon.id, 2);
    const b = await create(p, coupon.id, 1);
    expect(await usedOf(coupon.id)).toBe(2360 + 1180);
    await db.update(priceLines).set({ amount: 20000 }).where(eq(priceLines.id, p.adultLineId));
    const res = await api.post('order/recalc', { id: a });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await couponLine(a, coupon.id)).toMatchObject({ unitPrice: 20000, discountAmount: 4000, total: 36000 });
    expect(await usedOf(coupon.id)).toBe(4000 + 1180);
    expect((await setStatus(b, 'CN')).status).toBe(200);
    expect(await usedOf(coupon.id)).toBe(4000);
    expect((await usesOf(coupon.id)).amount).toBe(await usedOf(coupon.id));
  });

  it('R-CPN-6: edits of a cancelled order take nothing of the coupon until it is re-opened with its new quantities', async () => {
    const p = await insertProduct(db, shop.providerId);
    const coupon = await saveCoupon(p, { limitationType: 'tickets', limitationAmount: 10 });
    const orderId = await create(p, coupon.id, 2, 1);
    expect((await setStatus(orderId, 'CN')).status).toBe(200);
    const line = await couponLine(orderId, coupon.id);
    expect((await api.post('order/product/customer/update', { orderId, lineId: line.id, quantity: 4 })).status).toBe(200);
    expect(await usedOf(coupon.id)).toBe(0);
    expect((await setStatus(orderId, 'OK')).status).toBe(200);
    expect(await usedOf(coupon.id)).toBe(4);
  });
});
