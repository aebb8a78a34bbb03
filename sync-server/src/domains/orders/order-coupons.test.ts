import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { setupTestApp } from '../../test/test-app';
import { businessClients, couponUses, coupons, orderEvents, orderLines, orders, slotOccurrences } from '../../db/schema';
import { saveCouponSystem } from '../coupons/external/credentials-repo';
import { caller, couponSaver, insertProduct, openShop, orderBody, type ProductFixture } from './orders.fixtures';

describe('coupons in orders', async () => {
  const { app, db } = await setupTestApp();
  const shop = await openShop(db);
  const api = caller(app, shop.user);
  const saveCoupon = couponSaver(api, shop, 'CPN');
  const usedOf = async (couponId: number) => (await db.select({ used: coupons.used }).from(coupons).where(eq(coupons.id, couponId)))[0]!.used;
  const soldOf = async (p: ProductFixture) =>
    (await db.select({ sold: slotOccurrences.sold }).from(slotOccurrences).where(and(eq(slotOccurrences.slotId, p.slotId), eq(slotOccurrences.date, shop.tomorrow))))[0]?.sold ?? 0;
  const cancel = (id: number) => api.get(`order/edit/status/CN?id=${id}&confirmed=true`);

  it('R-CPN-7: an order with a percent coupon is priced with the discount, its lines carry the coupon and the used total goes up', async () => {
    const p = await insertProduct(db, shop.providerId);
    const coupon = await saveCoupon(p, { limitationType: 'tickets', limitationAmount: 10 });
    const customers = [
      { customerTypeId: p.adult, quantity: 2 },
      { customerTypeId: p.child, quantity: 1 },
    ];
    const calc = await api.post('order/calculate', { ...orderBody(p, shop.tomorrow, customers), couponCode: coupon.couponCode.toLowerCase() });
    expect(calc.status, JSON.stringify(calc.body)).toBe(200);
    const calculated = calc.body.data as { totals: { totalToPay: number }; products: { customers: { couponId: number | null; couponDiscount: number }[] }[] };
    expect(calculated.totals.totalToPay).toBe(23600 - 2360 + 5900);
    expect(calculated.products[0]!.customers.map((c) => [c.couponId, c.couponDiscount])).toEqual([
      [coupon.id, 2360],
      [null, 0],
    ]);
    const one = await api.post('order/products/calculate', { productId: p.productId, date: shop.tomorrow, slotId: p.slotId, customers: [{ customerTypeId: p.adult, quantity: 1 }], couponId: coupon.id });
    expect((one.body.data as { totals: { totalToPay: number } }).totals.totalToPay).toBe(11800 - 1180);

    const res = await api.post('order/create', orderBody(p, shop.tomorrow, customers, { couponId: coupon.id }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const created = res.body.data as { id: number; status: string; couponId: number; totals: { totalToPay: number; discountAmount: number } };
    expect(created).toMatchObject({ status: 'OK', couponId: coupon.id });
    expect(created.totals.totalToPay).toBe(23600 - 2360 + 5900);
    const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, created.id));
    expect(lines.map((l) => [l.customerTypeId, l.couponId, l.discountAmount, l.total])).toEqual([
      [p.adult, coupon.id, 2360, 21240],
      [p.child, null, 0, 5900],
    ]);
    expect(await usedOf(coupon.id)).toBe(2);
    expect(await db.select().from(couponUses).where(eq(couponUses.orderId, created.id))).toHaveLength(1);
  });

  it('R-CPN-7: a coupon that is not the provider\'s or does not apply is refused and nothing is written', async () => {
    const p = await insertProduct(db, shop.providerId);
    const other = await insertProduct(db, shop.providerId);
    const coupon = await saveCoupon(other);
    const unknown = await api.post('order/create', orderBody(p, shop.tomorrow, [{ customerTypeId: p.adult, quantity: 1 }], { couponCode: 'NO-SUCH-CODE' }));
    expect([unknown.status, unknown.body.code]).toEqual([422, 'coupon-not-available']);
    const notApplicable = await api.post('order/create', orderBody(p, shop.tomorrow, [{ customerTypeId: p.adult, quantity: 1 }], { couponId: coupon.id }));
    expect([notApplicable.status, notApplicable.body.code]).toEqual([422, 'coupon-not-applicable']);
    expect(await soldOf(p)).toBe(0);
  });

  it('R-CPN-7: concurrent orders against a coupon limited to 3 tickets: exactly the ones that fit succeed, refused ones take no seats', async () => {
    const p = await insertProduct(db, shop.providerId, { slot: { limit: 50 } });
    const coupon = await saveCoupon(p, { limitationType: 'tickets', limitationAmount: 3 });
    const before = await db.select({ id: orders.id }).from(orders).where(eq(orders.providerId, shop.providerId));
    const results = await Promise.all(Array.from({ length: 8 }, () => api.post('order/create', orderBody(p, shop.tomorrow, [{ customerTypeId: p.adult, quantity: 1 }], { couponId: coupon.id }))));
    const ok = results.filter((r) => r.status === 200);
    expect(ok).toHaveLength(3);
    expect(new Set(results.filter((r) => r.status !== 200).map((r) => `${r.status} ${r.body.code}`))).toEqual(new Set(['422 coupon-limit-reached']));
    expect(await usedOf(coupon.id)).toBe(3);
    expect(await soldOf(p)).toBe(3);
    const after = await db.select({ id: orders.id, orderNumber: orders.orderNumber }).from(orders).where(eq(orders.providerId, shop.providerId));
    expect(after.length - before.length).toBe(3);
    // The refused orders used no number: numbers stay gapless.
    const numbers = after.map((o) => o.orderNumber).sort((a, b) => a - b);
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
  });

  it('R-CPN-7: cancelling an order gives the coupon\'s limit back', async () => {
    const p = await insertProduct(db, shop.providerId);
    const coupon = await saveCoupon(p, { limitationType: 'tickets', limitationAmount: 2 });
    const first = await api.post('order/create', orderBody(p, shop.tomorrow, [{ customerTypeId: p.adult, quantity: 2 }], { couponId: coupon.id }));
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const full = await api.post('order/create', orderBody(p, shop.tomorrow, [{ customerTypeId: p.adult, quantity: 1 }], { couponId: coupon.id }));
    expect(full.body.code).toBe('coupon-limit-reached');
    const res = await cancel((first.body.data as { id: number }).id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await usedOf(coupon.id)).toBe(0);
    const again = await api.post('order/create', orderBody(p, shop.tomorrow, [{ customerTypeId: p.adult, quantity: 2 }], { couponId: coupon.id }));
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(await usedOf(coupon.id)).toBe(2);
  });

  it('R-CPN-12: one customer cannot hold two different coupons in one order', async () => {
    const { assertOneCouponPerCustomer } = await import('../coupons/redeem-coupon');
    expect(() => assertOneCouponPerCustomer([{ customerKey: 'lead', couponId: 1 }, { customerKey: 'lead', couponId: 2 }])).toThrow();
    expect(() => assertOneCouponPerCustomer([{ customerKey: 'lead', couponId: 1 }, { customerKey: 'lead', couponId: null }])).not.toThrow();
  });

  it('R-CPN-13: the quantity of a club-coupon line cannot change; other lines can', async () => {
    const p = await insertProduct(db, shop.providerId);
    const coupon = await saveCoupon(p, { clubIds: [1] });
    const res = await api.post('order/create', orderBody(p, shop.tomorrow, [{ customerTypeId: p.adult, quantity: 2 }, { customerTypeId: p.child, quantity: 1 }], { couponId: coupon.id }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const orderId = (res.body.data as { id: number }).id;
    const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
    const clubLine = lines.find((l) => l.couponId === coupon.id)!;
    const plainLine = lines.find((l) => l.couponId === null)!;
    const refusedChange = await api.post('order/product/customer/update', { orderId, lineId: clubLine.id, quantity: 3 });
    expect([refusedChange.status, refusedChange.body.code]).toEqual([422, 'club-coupon-quantity']);
    const preview = await api.post('order/product/customer/calculate', { orderId, lineId: clubLine.id, quantity: 1 });
    expect(preview.body.code).toBe('club-coupon-quantity');
    const plain = await api.post('order/product/customer/update', { orderId, lineId: plainLine.id, quantity: 2 });
    expect(plain.status, JSON.stringify(plain.body)).toBe(200);
  });

  describe('R-ORD-7: club vouchers of an external coupon system', async () => {
    const [client] = await db.insert(businessClients).values({ providerId: shop.providerId, name: 'Club' }).returning();
    await saveCouponSystem(db, shop.providerId, client!.id, { system: 'Multipass', url: 'https://multipass.test', username: 'u', password: 'p', terminal: 'T1', organizationId: 'ORG' });
    const eventsOf = async (orderId: number) => db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId));

    it('a failed voucher puts the new order in RQ and the answer and the history show the system\'s text', async () => {
      const p = await insertProduct(db, shop.providerId);
      const res = await api.post('order/create', orderBody(p, shop.tomorrow, [{ customerTypeId: p.adult, quantity: 1 }], { businessClientId: client!.id, externalVoucher: { code: 'INV-77' } }));
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const created = res.body.data as { id: number; status: string; externalCouponText: string | null };
      expect(created.status).toBe('RQ');
      expect(created.externalCouponText).toEqual(expect.any(String));
      const [row] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, created.id));
      expect(row!.status).toBe('RQ');
      const got = await api.get(`order/get?id=${created.id}`);
      const history = (got.body.data as { history: { type: string; details: Record<string, unknown> }[] }).history;
      expect(history.find((h) => h.type === 'requested')!.details).toMatchObject({ reason: 'external-coupon', code: 'INV-77', text: created.externalCouponText });
    });

    it('a redeemed voucher keeps the order OK, and cancelling the order cancels the voucher', async () => {
      const p = await insertProduct(db, shop.providerId);
      const res = await api.post('order/create', orderBody(p, shop.tomorrow, [{ customerTypeId: p.adult, quantity: 1 }], { businessClientId: client!.id, externalVoucher: { code: 'OK-77' } }));
      const created = res.body.data as { id: number; status: string; externalCouponText: string | null };
      expect(created).toMatchObject({ status: 'OK', externalCouponText: null });
      expect((await eventsOf(created.id)).map((e) => e.type)).toContain('external-coupon-redeemed');
      expect((await cancel(created.id)).status).toBe(200);
      expect((await eventsOf(created.id)).map((e) => e.type)).toContain('external-coupon-cancelled');
    });

    it('a voucher without a business client is refused', async () => {
      const p = await insertProduct(db, shop.providerId);
      const res = await api.post('order/create', orderBody(p, shop.tomorrow, [{ customerTypeId: p.adult, quantity: 1 }], { externalVoucher: { code: 'OK-78' } }));
      expect(res.status).toBe(400);
      expect(res.body.errors).toHaveProperty('externalVoucher');
    });
  });
});
