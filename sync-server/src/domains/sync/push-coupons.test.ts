import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { OpResult, OutboxOp, SaleCoupon } from '@pos/shared/sync/protocol';
import { createProvider, setupTestApp } from '../../test/test-app';
import { couponUses, coupons, orderLines, orders, documents, subCoupons } from '../../db/schema';
import { saleOp } from './station.fixtures';
import { insertCoupon, insertSubCoupons, pushOps, sellingProvider, stationWithBlock, withCoupon } from './offline.fixtures';

type Done = Extract<OpResult, { status: 'applied' | 'conflict' }>;

describe('push: sales with a coupon or a serial code', async () => {
  const { app, db } = await setupTestApp();
  const { provider, admin, cashier, goods } = await sellingProvider(db);
  const other = await createProvider(db);
  const foreignCoupon = await insertCoupon(db, other.id);

  const a = await stationWithBlock(app, db, admin);
  const b = await stationWithBlock(app, db, admin);
  const seqs = new Map<number, number>();
  const numbers = new Map<number, number>([
    [a.stationId, a.first],
    [b.stationId, b.first],
  ]);
  /** The station's next sale of `tickets` adults at 50.00, with the coupon as the station priced it. */
  function sale(st: { stationId: number }, tickets: number, coupon: SaleCoupon | null): OutboxOp {
    const seq = (seqs.get(st.stationId) ?? 0) + 1;
    seqs.set(st.stationId, seq);
    const n = numbers.get(st.stationId)!;
    numbers.set(st.stationId, n + 1);
    const op = saleOp({ seq, userId: cashier.id, receiptNumber: n, productId: goods.product.id, slotId: goods.slot.id, date: '2030-03-03', lines: [{ customerTypeId: goods.adult.id, quantity: tickets, unitPrice: 5000 }] });
    return coupon ? withCoupon(op, coupon) : op;
  }
  const used = async (id: number) => (await db.select({ used: coupons.used }).from(coupons).where(eq(coupons.id, id)))[0]!.used;
  const usesOf = (orderId: number) => db.select().from(couponUses).where(eq(couponUses.orderId, orderId));
  const orderOf = async (r: OpResult) => (await db.select().from(orders).where(eq(orders.id, (r as Done).data.orderId!)))[0]!;

  it('R-CPN-7 takes the tickets of a coupon\'s limit and records the use; a replay answers the same and takes nothing more', async () => {
    const coupon = await insertCoupon(db, provider.id, { limitationType: 'tickets', limitationAmount: 3, productIds: [goods.product.id] });
    const op = sale(a, 2, { couponId: coupon.id, code: coupon.code, subCouponCode: null, tickets: 2, amount: 1000 });
    const first = await pushOps(app, a.auth, [op]);
    expect(first.results[0]!.status).toBe('applied');
    const order = await orderOf(first.results[0]!);
    expect(await used(coupon.id)).toBe(2);
    expect(await usesOf(order.id)).toEqual([expect.objectContaining({ couponId: coupon.id, quantity: 2, amount: 1000 })]);
    expect((await db.select().from(orderLines).where(eq(orderLines.orderId, order.id))).map((l) => l.couponId)).toEqual([coupon.id]);

    expect(await pushOps(app, a.auth, [op])).toEqual(first);
    expect(await used(coupon.id)).toBe(2);
    expect(await usesOf(order.id)).toHaveLength(1);
  });

  it('R-CPN-7 an offline sale past the limit stands: used stops at the limit and the order is flagged coupon-over-limit', async () => {
    const coupon = await insertCoupon(db, provider.id, { limitationType: 'tickets', limitationAmount: 3 });
    const ra = await pushOps(app, a.auth, [sale(a, 2, { couponId: coupon.id, code: coupon.code, subCouponCode: null, tickets: 2, amount: 1000 })]);
    const rb = await pushOps(app, b.auth, [sale(b, 2, { couponId: coupon.id, code: coupon.code, subCouponCode: null, tickets: 2, amount: 1000 })]);
    expect(ra.results[0]!.status).toBe('applied');
    expect(rb.results[0]).toMatchObject({ status: 'conflict', flags: ['coupon-over-limit'] });
    expect(await used(coupon.id)).toBe(3);
    const late = await orderOf(rb.results[0]!);
    expect(late).toMatchObject({ status: 'OK', paid: 10000, conflictFlags: ['coupon-over-limit'] });
    expect(await usesOf(late.id)).toEqual([expect.objectContaining({ quantity: 2 })]);

    const conflicts = await app.inject({ method: 'GET', url: '/api/sync-conflicts', headers: { cookie: admin.cookie } });
    expect(conflicts.json().data).toEqual(expect.arrayContaining([expect.objectContaining({ orderId: late.id, flags: ['coupon-over-limit'], stationId: b.stationId })]));
    const search = await app.inject({ method: 'POST', url: '/api/orders', headers: { cookie: admin.cookie }, payload: { withConflicts: true } });
    expect(search.json().data.items).toEqual(expect.arrayContaining([expect.objectContaining({ id: late.id, conflictFlags: ['coupon-over-limit'] })]));
  });

  it('R-CPN-7 an amount limit counts the discount given', async () => {
    const coupon = await insertCoupon(db, provider.id, { limitationType: 'amount', limitationAmount: 1500 });
    await pushOps(app, a.auth, [sale(a, 1, { couponId: coupon.id, code: coupon.code, subCouponCode: null, tickets: 1, amount: 500 })]);
    expect(await used(coupon.id)).toBe(500);
    const over = await pushOps(app, a.auth, [sale(a, 3, { couponId: coupon.id, code: coupon.code, subCouponCode: null, tickets: 3, amount: 1500 })]);
    expect(over.results[0]).toMatchObject({ status: 'conflict', flags: ['coupon-over-limit'] });
    expect(await used(coupon.id)).toBe(1500);
  });

  it('R-CPN-8 a serial code becomes Used by the order; a Reserved one too', async () => {
    const coupon = await insertCoupon(db, provider.id, { couponType: 'BusinessClientAgreement' });
    const [free, reserved] = await insertSubCoupons(db, coupon.id, ['SER-0001', 'SER-0002']);
    await db.update(subCoupons).set({ status: 'Reserved' }).where(eq(subCoupons.id, reserved!.id));
    const r = await pushOps(app, a.auth, [
      sale(a, 1, { couponId: coupon.id, code: 'SER-0001', subCouponCode: 'SER-0001', tickets: 1, amount: 500 }),
      sale(a, 1, { couponId: coupon.id, code: 'SER-0002', subCouponCode: 'SER-0002', tickets: 1, amount: 500 }),
    ]);
    expect(r.results.map((x) => x.status)).toEqual(['applied', 'applied']);
    const codes = await db.select().from(subCoupons).where(eq(subCoupons.couponId, coupon.id));
    expect(codes.find((c) => c.id === free!.id)).toMatchObject({ status: 'Used', orderId: (r.results[0] as Done).data.orderId });
    expect(codes.find((c) => c.id === reserved!.id)).toMatchObject({ status: 'Used', orderId: (r.results[1] as Done).data.orderId });
  });

  it('R-CPN-8 two stations offline redeem the same serial code: the first keeps it, the second stands flagged voucher-used-twice', async () => {
    const coupon = await insertCoupon(db, provider.id, { couponType: 'BusinessClientAgreement' });
    const [code] = await insertSubCoupons(db, coupon.id, ['TWICE-0001']);
    const ref = { couponId: coupon.id, code: 'TWICE-0001', subCouponCode: 'TWICE-0001', tickets: 1, amount: 500 };
    const ra = await pushOps(app, a.auth, [sale(a, 1, ref)]);
    const rb = await pushOps(app, b.auth, [sale(b, 1, ref)]);
    expect(ra.results[0]!.status).toBe('applied');
    expect(rb.results[0]).toMatchObject({ status: 'conflict', flags: ['voucher-used-twice'] });
    const [after] = await db.select().from(subCoupons).where(eq(subCoupons.id, code!.id));
    expect(after).toMatchObject({ status: 'Used', orderId: (ra.results[0] as Done).data.orderId });
    expect((await orderOf(rb.results[0]!)).conflictFlags).toEqual(['voucher-used-twice']);
    // Within one batch too: the earlier sale keeps the code.
    const [code2] = await insertSubCoupons(db, coupon.id, ['TWICE-0002']);
    const ref2 = { ...ref, code: 'TWICE-0002', subCouponCode: 'TWICE-0002' };
    const both = await pushOps(app, a.auth, [sale(a, 1, ref2), sale(a, 1, ref2)]);
    expect(both.results.map((x) => x.status)).toEqual(['applied', 'conflict']);
    expect((await db.select().from(subCoupons).where(eq(subCoupons.id, code2!.id)))[0]!.orderId).toBe((both.results[0] as Done).data.orderId);
  });

  it('R-CPN-8 two stations pushing the same serial code at the same moment: one order keeps it, the other is flagged', async () => {
    const coupon = await insertCoupon(db, provider.id, { couponType: 'BusinessClientAgreement', limitationType: 'tickets', limitationAmount: 1 });
    const [code] = await insertSubCoupons(db, coupon.id, ['RACE-0001']);
    const ref = { couponId: coupon.id, code: 'RACE-0001', subCouponCode: 'RACE-0001', tickets: 1, amount: 500 };
    const [ra, rb] = await Promise.all([pushOps(app, a.auth, [sale(a, 1, ref)]), pushOps(app, b.auth, [sale(b, 1, ref)])]);
    const results = [ra.results[0]!, rb.results[0]!];
    const kept = results.find((r) => r.status === 'applied') as Done;
    const flagged = results.find((r) => r.status === 'conflict');
    expect(flagged).toMatchObject({ flags: ['coupon-over-limit', 'voucher-used-twice'] });
    expect((await db.select().from(subCoupons).where(eq(subCoupons.id, code!.id)))[0]).toMatchObject({ status: 'Used', orderId: kept.data.orderId });
    expect(await used(coupon.id)).toBe(1);
  });

  it('refuses a sale naming another provider\'s coupon or a code not of the coupon, keeping its receipt number as void', async () => {
    const mine = await insertCoupon(db, provider.id);
    const foreign = sale(a, 1, { couponId: foreignCoupon.id, code: foreignCoupon.code, subCouponCode: null, tickets: 1, amount: 500 });
    const wrongCode = sale(a, 1, { couponId: mine.id, code: 'NOPE', subCouponCode: 'NOPE', tickets: 1, amount: 500 });
    const r = await pushOps(app, a.auth, [foreign, wrongCode]);
    expect(r.results).toEqual([
      expect.objectContaining({ status: 'rejected', reason: expect.objectContaining({ code: 'unknown-coupon' }) }),
      expect.objectContaining({ status: 'rejected', reason: expect.objectContaining({ code: 'unknown-sub-coupon' }) }),
    ]);
    const number = foreign.type === 'sale' ? foreign.payload.receipt.number : 0;
    const [voided] = await db.select().from(documents).where(eq(documents.number, number));
    expect(voided).toMatchObject({ status: 'void', voidReason: 'unknown-coupon' });
    expect(await used(foreignCoupon.id)).toBe(0);
  });

  it('refuses a malformed coupon without coercing it', async () => {
    const coupon = await insertCoupon(db, provider.id);
    const op = sale(a, 1, null);
    if (op.type !== 'sale') throw new Error('sale');
    const bad = { ...op, payload: { ...op.payload, order: { ...op.payload.order, coupon: { couponId: String(coupon.id), code: coupon.code, subCouponCode: null, tickets: 1, amount: -5 } } } } as unknown as OutboxOp;
    const r = await pushOps(app, a.auth, [bad]);
    expect(r.results[0]).toMatchObject({ status: 'rejected', reason: { code: 'malformed-operation' } });
  });
});
