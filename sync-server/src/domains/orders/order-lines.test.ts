import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { addDays } from '@pos/shared/calendar/index';
import { Permission } from '@pos/shared/permissions';
import { createUser, setupTestApp } from '../../test/test-app';
import { priceLines, slotOccurrences } from '../../db/schema';
import { caller, insertProduct, insertSlot, openShop, orderBody, type ProductFixture } from './orders.fixtures';

interface Line {
  id: number;
  productId: number;
  customerTypeId: number;
  date: string;
  slotId: number;
  quantity: number;
  priceForOne: number;
  price: number;
  discountAmount: number;
}
interface OrderAnswer {
  id: number;
  status: string;
  gross: number;
  totals: { totalToPay: number; discountAmount: number };
  products: Line[];
  history: { type: string; details: Record<string, unknown> }[];
}

describe('changing the products of an order', async () => {
  const { app, db } = await setupTestApp();
  const shop = await openShop(db);
  const api = caller(app, shop.user);

  async function order(p: ProductFixture, customers = [{ customerTypeId: p.adult, quantity: 2 }], date = shop.tomorrow): Promise<OrderAnswer> {
    const res = await api.post('order/create', orderBody(p, date, customers));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (await api.get(`order/get?id=${(res.body.data as { id: number }).id}`)).body.data as OrderAnswer;
  }
  const sold = async (slotId: number, date = shop.tomorrow) => (await db.select().from(slotOccurrences).where(and(eq(slotOccurrences.slotId, slotId), eq(slotOccurrences.date, date))))[0]?.sold ?? 0;
  const types = (o: OrderAnswer) => o.history.map((h) => h.type);

  describe('order/product/add', () => {
    it('adds a product entry with its seats and records item-added', async () => {
      const p = await insertProduct(db, shop.providerId);
      const q = await insertProduct(db, shop.providerId);
      const o = await order(p);
      const res = await api.post('order/product/add', { orderId: o.id, productId: q.productId, date: shop.tomorrow, slotId: q.slotId, customers: [{ customerTypeId: q.child, quantity: 3 }] });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const after = res.body.data as OrderAnswer;
      expect(after.products).toHaveLength(2);
      expect(after.totals.totalToPay).toBe(2 * 11800 + 3 * 5900);
      expect(types(after)).toEqual(['created', 'item-added']);
      expect(await sold(q.slotId)).toBe(3);
    });

    it('R-ORD-18: the same product and slot again, or the same customer type on the same date, is refused', async () => {
      const p = await insertProduct(db, shop.providerId);
      const other = await insertSlot(db, shop.providerId, p.productId, { startTime: '16:00:00' });
      const o = await order(p);
      const sameSlot = await api.post('order/product/add', { orderId: o.id, productId: p.productId, date: shop.tomorrow, slotId: p.slotId, customers: [{ customerTypeId: p.child, quantity: 1 }] });
      expect(sameSlot.body.code).toBe('duplicate-product-slot');
      const sameType = await api.post('order/product/add', { orderId: o.id, productId: p.productId, date: shop.tomorrow, slotId: other, customers: [{ customerTypeId: p.adult, quantity: 1 }] });
      expect(sameType.body.code).toBe('duplicate-customer-type');
      const otherType = await api.post('order/product/add', { orderId: o.id, productId: p.productId, date: shop.tomorrow, slotId: other, customers: [{ customerTypeId: p.child, quantity: 1 }] });
      expect(otherType.status).toBe(200);
    });

    it('R-ORD-20: a product sold in a different currency cannot join the order', async () => {
      const p = await insertProduct(db, shop.providerId);
      const usd = await insertProduct(db, shop.providerId, { currencyId: 2 });
      const o = await order(p);
      const res = await api.post('order/product/add', { orderId: o.id, productId: usd.productId, date: shop.tomorrow, slotId: usd.slotId, customers: [{ customerTypeId: usd.adult, quantity: 1 }] });
      expect([res.status, res.body.code]).toEqual([422, 'currency-mismatch']);
    });

    it('R-ORD-15: the order stays within 1000 tickets', async () => {
      const p = await insertProduct(db, shop.providerId, { slot: { limit: null } });
      const q = await insertProduct(db, shop.providerId, { slot: { limit: null } });
      const o = await order(p, [{ customerTypeId: p.adult, quantity: 999 }]);
      const res = await api.post('order/product/add', { orderId: o.id, productId: q.productId, date: shop.tomorrow, slotId: q.slotId, customers: [{ customerTypeId: q.adult, quantity: 2 }] });
      expect(res.body.code).toBe('ticket-limit');
    });

    it('an on-request product puts a confirmed order back on request', async () => {
      const p = await insertProduct(db, shop.providerId);
      const rq = await insertProduct(db, shop.providerId, { autoConfirm: false });
      const o = await order(p);
      const res = await api.post('order/product/add', { orderId: o.id, productId: rq.productId, date: shop.tomorrow, slotId: rq.slotId, customers: [{ customerTypeId: rq.adult, quantity: 1 }] });
      const after = res.body.data as OrderAnswer;
      expect(after.status).toBe('RQ');
      expect(types(after)).toEqual(['created', 'item-added', 'requested']);
    });
  });

  describe('order/product/customer/remove', () => {
    it('R-ORD-16: the last line cannot be removed; another can, with its seats', async () => {
      const p = await insertProduct(db, shop.providerId);
      const single = await order(p, [{ customerTypeId: p.adult, quantity: 1 }]);
      const last = await api.post('order/product/customer/remove', { orderId: single.id, lineId: single.products[0]!.id });
      expect([last.status, last.body.code]).toEqual([422, 'last-item']);

      const q = await insertProduct(db, shop.providerId);
      const two = await order(q, [
        { customerTypeId: q.adult, quantity: 2 },
        { customerTypeId: q.child, quantity: 3 },
      ]);
      expect(await sold(q.slotId)).toBe(5);
      const child = two.products.find((l) => l.customerTypeId === q.child)!;
      const res = await api.post('order/product/customer/remove', { orderId: two.id, lineId: child.id });
      const after = res.body.data as OrderAnswer;
      expect(after.products).toHaveLength(1);
      expect(after.totals.totalToPay).toBe(23600);
      expect(types(after)).toEqual(['created', 'item-deleted']);
      expect(await sold(q.slotId)).toBe(2);
    });

    it("a line of another order is not found", async () => {
      const p = await insertProduct(db, shop.providerId);
      const a = await order(p, [{ customerTypeId: p.adult, quantity: 1 }, { customerTypeId: p.child, quantity: 1 }]);
      const b = await order(p, [{ customerTypeId: p.adult, quantity: 1 }, { customerTypeId: p.child, quantity: 1 }]);
      const res = await api.post('order/product/customer/remove', { orderId: a.id, lineId: b.products[0]!.id });
      expect(res.status).toBe(404);
    });
  });

  describe('order/product/customer/update and calculate', () => {
    it('changes the quantity with its seats and records quantity-changed; more than is left is refused', async () => {
      const p = await insertProduct(db, shop.providerId, { slot: { limit: 5 } });
      const o = await order(p);
      const line = o.products[0]!;
      const res = await api.post('order/product/customer/update', { orderId: o.id, lineId: line.id, quantity: 4 });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const after = res.body.data as OrderAnswer;
      expect([after.products[0]!.quantity, after.totals.totalToPay]).toEqual([4, 4 * 11800]);
      expect(after.history.at(-1)).toMatchObject({ type: 'quantity-changed', details: { from: 2, to: 4 } });
      expect(await sold(p.slotId)).toBe(4);
      const over = await api.post('order/product/customer/update', { orderId: o.id, lineId: line.id, quantity: 6 });
      expect(over.body.code).toBe('not-available');
      await api.post('order/product/customer/update', { orderId: o.id, lineId: line.id, quantity: 1 });
      expect(await sold(p.slotId)).toBe(1);
    });

    it('R-ORD-17: a line discount above the price is refused; a valid one is recorded', async () => {
      const p = await insertProduct(db, shop.providerId);
      const o = await order(p);
      const line = o.products[0]!;
      expect((await api.post('order/product/customer/update', { orderId: o.id, lineId: line.id, discountAmount: 23601 })).body.code).toBe('invalid-discount');
      expect((await api.post('order/product/customer/update', { orderId: o.id, lineId: line.id, discountPercent: -1 })).body.code).toBe('invalid-discount');
      const res = await api.post('order/product/customer/update', { orderId: o.id, lineId: line.id, discountPercent: 25 });
      const after = res.body.data as OrderAnswer;
      expect([after.products[0]!.discountAmount, after.totals.totalToPay]).toEqual([5900, 17700]);
      expect(after.history.at(-1)!.type).toBe('discount-changed');
    });

    it('a unit price change needs ChangeUnitPrice (34) and is recorded', async () => {
      const p = await insertProduct(db, shop.providerId);
      const o = await order(p);
      const line = o.products[0]!;
      const editor = caller(app, await createUser(db, shop.providerId, { permissions: [Permission.EditOrders, Permission.ViewOrders] }));
      expect((await editor.post('order/product/customer/update', { orderId: o.id, lineId: line.id, priceForOne: 100 })).status).toBe(403);
      const res = await api.post('order/product/customer/update', { orderId: o.id, lineId: line.id, priceForOne: 10000 });
      expect((res.body.data as OrderAnswer).history.at(-1)).toMatchObject({ type: 'unit-price-changed', details: { from: 11800, to: 10000 } });
    });

    it('calculate previews the change without writing it', async () => {
      const p = await insertProduct(db, shop.providerId);
      const o = await order(p);
      const line = o.products[0]!;
      const res = await api.post('order/product/customer/calculate', { orderId: o.id, lineId: line.id, quantity: 3, discountAmount: 1000 });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data).toMatchObject({ line: { quantity: 3, total: 34400 }, totals: { totalToPay: 34400 } });
      const still = (await api.get(`order/get?id=${o.id}`)).body.data as OrderAnswer;
      expect(still.products[0]!.quantity).toBe(2);
      expect(await sold(p.slotId)).toBe(2);
    });

    it('R-ORD-10: a past line changes only with CreateChangeOrderInPast (40)', async () => {
      const p = await insertProduct(db, shop.providerId);
      const o = await order(p, [{ customerTypeId: p.adult, quantity: 2 }], addDays(shop.today, -1));
      const editor = caller(app, await createUser(db, shop.providerId, { permissions: [Permission.EditOrders] }));
      const res = await editor.post('order/product/customer/update', { orderId: o.id, lineId: o.products[0]!.id, quantity: 1 });
      expect([res.status, res.body.code]).toEqual([422, 'order-date-passed']);
    });
  });

  describe('order-product/save-new-date and order/product/getDate', () => {
    it('moves a product with its seats to another date and slot, recording date and slot changes', async () => {
      const p = await insertProduct(db, shop.providerId);
      const later = await insertSlot(db, shop.providerId, p.productId, { startTime: '18:00:00' });
      const o = await order(p, [
        { customerTypeId: p.adult, quantity: 2 },
        { customerTypeId: p.child, quantity: 1 },
      ]);
      const dayAfter = addDays(shop.tomorrow, 1);
      const dates = await api.get(`order/product/getDate?orderId=${o.id}&productId=${p.productId}&date=${dayAfter}`);
      expect(dates.status, JSON.stringify(dates.body)).toBe(200);
      expect(dates.body.data).toMatchObject({ date: shop.tomorrow, slotId: p.slotId, startTime: '10:00:00' });
      expect((dates.body.data as { slots: { slotId: number; date: string }[] }).slots.map((s) => s.slotId)).toEqual([p.slotId, later]);

      const res = await api.post('order-product/save-new-date', { orderId: o.id, productId: p.productId, date: dayAfter, slotId: later });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const after = res.body.data as OrderAnswer;
      expect(after.products.every((l) => l.date === dayAfter && l.slotId === later)).toBe(true);
      expect(types(after)).toEqual(['created', 'date-changed', 'slot-changed']);
      expect(await sold(p.slotId)).toBe(0);
      expect(await sold(later, dayAfter)).toBe(3);
    });

    it('R-ORD-19: a slot without room is refused', async () => {
      const p = await insertProduct(db, shop.providerId);
      const small = await insertSlot(db, shop.providerId, p.productId, { startTime: '19:00:00', limit: 1 });
      const o = await order(p);
      const res = await api.post('order-product/save-new-date', { orderId: o.id, productId: p.productId, date: shop.tomorrow, slotId: small });
      expect(res.body.code).toBe('not-available');
      expect(await sold(p.slotId)).toBe(2);
    });

    it('R-ORD-11: moving between a past slot and a future slot asks first', async () => {
      const p = await insertProduct(db, shop.providerId);
      const o = await order(p, [{ customerTypeId: p.adult, quantity: 1 }], addDays(shop.today, -1));
      const ask = await api.post('order-product/save-new-date', { orderId: o.id, productId: p.productId, date: shop.tomorrow, slotId: p.slotId });
      expect([ask.status, ask.body.code, ask.body.ignoreFlag]).toEqual([422, 'confirm-past-future-move', 'confirmed']);
      const done = await api.post('order-product/save-new-date', { orderId: o.id, productId: p.productId, date: shop.tomorrow, slotId: p.slotId, confirmed: true });
      expect(done.status).toBe(200);
    });
  });

  describe('order/recalc', () => {
    it('takes the current list prices and a new order discount, recording each change', async () => {
      const p = await insertProduct(db, shop.providerId);
      const o = await order(p);
      await db.update(priceLines).set({ amount: 12000 }).where(eq(priceLines.id, p.adultLineId));
      const res = await api.post('order/recalc', { id: o.id, discountAmount: 4000 });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const after = res.body.data as OrderAnswer;
      expect([after.products[0]!.priceForOne, after.gross, after.totals.totalToPay]).toEqual([12000, 24000, 20000]);
      expect(types(after)).toEqual(['created', 'unit-price-changed', 'discount-changed']);
      const over = await api.post('order/recalc', { id: o.id, discountAmount: 24001 });
      expect(over.body.code).toBe('invalid-discount');
    });
  });

  it("provider A cannot change provider B's order lines (404)", async () => {
    const p = await insertProduct(db, shop.providerId);
    const o = await order(p, [{ customerTypeId: p.adult, quantity: 1 }, { customerTypeId: p.child, quantity: 1 }]);
    const them = caller(app, (await openShop(db)).user);
    expect((await them.post('order/product/customer/remove', { orderId: o.id, lineId: o.products[0]!.id })).status).toBe(404);
    expect((await them.post('order/product/customer/update', { orderId: o.id, lineId: o.products[0]!.id, quantity: 3 })).status).toBe(404);
    expect((await them.post('order/recalc', { id: o.id })).status).toBe(404);
    expect((await them.get(`order/product/getDate?orderId=${o.id}&productId=${p.productId}`)).status).toBe(404);
    expect((await api.get(`order/get?id=${o.id}`)).body.data).toMatchObject({ products: [{ quantity: 1 }, { quantity: 1 }] });
  });
});
