import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { addDays } from '@pos/shared/calendar/index';
import { Permission } from '@pos/shared/permissions';
import { createUser, setupTestApp } from '../../test/test-app';
import { customerTypes, orderLines, priceLines, priceLists, products, slotOccurrences, slots, stopSales } from '../../db/schema';
import { caller, insertProduct, openShop, orderBody, type ProductFixture } from './orders.fixtures';

interface OrderAnswer {
  id: number;
  status: string;
  gross: number;
  totals: { totalToPay: number };
  products: { priceForOne: number; price: number; limitExceeded: boolean }[];
  history: { type: string; userId: number }[];
}

describe('order/edit/status/{status}', async () => {
  const { app, db } = await setupTestApp();
  const shop = await openShop(db);
  const api = caller(app, shop.user);

  async function order(p: ProductFixture, quantity = 2, date = shop.tomorrow): Promise<number> {
    const res = await api.post('order/create', orderBody(p, date, [{ customerTypeId: p.adult, quantity }]));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body.data as { id: number }).id;
  }
  const sold = async (p: ProductFixture, date = shop.tomorrow) =>
    (await db.select().from(slotOccurrences).where(and(eq(slotOccurrences.slotId, p.slotId), eq(slotOccurrences.date, date))))[0]?.sold ?? 0;
  const status = (target: string, id: number, flags = '') => api.get(`order/edit/status/${target}?id=${id}${flags}`);

  it('R-ORD-3: cancelling asks first; confirmed, it cancels, gives the seats back and records who', async () => {
    const p = await insertProduct(db, shop.providerId);
    const id = await order(p);
    const ask = await status('CN', id);
    expect(ask.status).toBe(422);
    expect(ask.body).toMatchObject({ code: 'confirm-cancel', warning: true, ignoreFlag: 'confirmed', warnings: ['confirm-cancel'] });
    expect(await sold(p)).toBe(2);
    const done = await status('CN', id, '&confirmed=true');
    expect(done.status).toBe(200);
    const o = done.body.data as OrderAnswer;
    expect(o.status).toBe('CN');
    expect(o.history.map((h) => h.type)).toEqual(['created', 'cancelled']);
    expect(o.history[1]!.userId).toBe(shop.user.id);
    expect(await sold(p)).toBe(0);
  });

  it('R-ORD-4: setZero zeroes the amounts on the status change', async () => {
    const p = await insertProduct(db, shop.providerId);
    const id = await order(p);
    const res = await status('CN', id, '&confirmed=true&setZero=true');
    const o = res.body.data as OrderAnswer;
    expect([o.gross, o.totals.totalToPay, o.products[0]!.price, o.products[0]!.priceForOne]).toEqual([0, 0, 0, 0]);
    expect(o.history.map((h) => h.type)).toEqual(['created', 'cancelled', 'amounts-zeroed']);
  });

  it('R-ORD-2: an on-request order is confirmed; confirming an OK order again is refused', async () => {
    const p = await insertProduct(db, shop.providerId, { autoConfirm: false });
    const id = await order(p);
    const res = await status('OK', id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((res.body.data as OrderAnswer).history.map((h) => h.type)).toEqual(['created', 'confirmed']);
    const again = await status('OK', id);
    expect([again.status, again.body.code]).toEqual([422, 'status-unchanged']);
  });

  it('R-ORD-3: changing to request asks first', async () => {
    const p = await insertProduct(db, shop.providerId);
    const id = await order(p);
    expect((await status('RQ', id)).body.code).toBe('confirm-request');
    const done = await status('RQ', id, '&confirmed=true');
    expect((done.body.data as OrderAnswer).status).toBe('RQ');
    expect(await sold(p)).toBe(2);
  });

  describe('R-ORD-5: confirming is blocked', () => {
    const blocked = async (change: (p: ProductFixture) => Promise<unknown>, code: string, opts: { date?: string; user?: ReturnType<typeof caller> } = {}) => {
      const p = await insertProduct(db, shop.providerId, { autoConfirm: false });
      const id = await order(p, 2, opts.date);
      await change(p);
      const res = await (opts.user ?? api).get(`order/edit/status/OK?id=${id}&confirmed=true`);
      expect([res.status, res.body.code], JSON.stringify(res.body)).toEqual([422, code]);
    };

    it('(a) when the price for the customer type no longer exists', async () => {
      await blocked((p) => db.update(priceLines).set({ deletedAt: new Date() }).where(eq(priceLines.id, p.adultLineId)), 'customer-type-price-not-found');
      await blocked((p) => db.update(customerTypes).set({ deletedAt: new Date() }).where(eq(customerTypes.id, p.adult)), 'customer-type-price-not-found');
    });
    it('(b) when the slot is gone', () => blocked((p) => db.update(slots).set({ deletedAt: new Date() }).where(eq(slots.id, p.slotId)), 'slot-not-found'));
    it('(b) when the slot has finished', async () => {
      const p = await insertProduct(db, shop.providerId, { autoConfirm: false, slot: { startTime: '00:00:00' } });
      const id = await order(p, 1, shop.today);
      const editor = caller(app, await createUser(db, shop.providerId, { permissions: [Permission.ChangeOrderStatus] }));
      const res = await editor.get(`order/edit/status/OK?id=${id}&confirmed=true`);
      expect([res.status, res.body.code]).toEqual([422, 'slot-finished']);
    });
    it('(c) when the price list is missing or disabled', async () => {
      await blocked((p) => db.update(priceLists).set({ active: false }).where(eq(priceLists.id, p.priceListId)), 'price-list-not-found');
      await blocked((p) => db.update(priceLists).set({ deletedAt: new Date() }).where(eq(priceLists.id, p.priceListId)), 'price-list-not-found');
    });
    it('(d) when the product is on stop sale', () =>
      blocked((p) => db.insert(stopSales).values({ providerId: shop.providerId, productIds: [p.productId], startDate: shop.tomorrow, endDate: shop.tomorrow }), 'stop-sale'));
    it('(e) when the order date has passed (R-ORD-10: without CreateChangeOrderInPast)', async () => {
      const editor = caller(app, await createUser(db, shop.providerId, { permissions: [Permission.ChangeOrderStatus, Permission.CreateChangeSlotInPast] }));
      await blocked(async () => undefined, 'order-date-passed', { date: addDays(shop.today, -2), user: editor });
    });
    it('(f) when the product is deactivated', () => blocked((p) => db.update(products).set({ active: false }).where(eq(products.id, p.productId)), 'product-not-active'));
  });

  describe('R-ORD-6: confirming asks first', () => {
    it('when the price-list price changed', async () => {
      const p = await insertProduct(db, shop.providerId, { autoConfirm: false });
      const id = await order(p);
      await db.update(priceLines).set({ amount: 12500 }).where(eq(priceLines.id, p.adultLineId));
      const ask = await status('OK', id);
      expect(ask.body).toMatchObject({ status: 422, code: 'price-changed', ignoreFlag: 'confirmed' });
      const done = await status('OK', id, '&confirmed=true');
      const o = done.body.data as OrderAnswer;
      expect([o.status, o.products[0]!.priceForOne]).toEqual(['OK', 11800]);
    });

    it('when the currency of the price list changed', async () => {
      const p = await insertProduct(db, shop.providerId, { autoConfirm: false });
      const id = await order(p);
      await db.update(priceLists).set({ currencyId: 2 }).where(eq(priceLists.id, p.priceListId));
      expect((await status('OK', id)).body.code).toBe('currency-changed');
    });

    it('when no availability remains: a cancelled order confirmed over the limit is marked limitExceeded', async () => {
      const p = await insertProduct(db, shop.providerId, { slot: { limit: 3 } });
      const id = await order(p, 2);
      await status('CN', id, '&confirmed=true');
      await order(p, 2);
      const ask = await status('OK', id);
      expect([ask.status, ask.body.code, ask.body.warnings]).toEqual([422, 'no-availability', ['no-availability']]);
      expect(await sold(p)).toBe(2);
      const done = await status('OK', id, '&confirmed=true');
      const o = done.body.data as OrderAnswer;
      expect([o.status, o.products[0]!.limitExceeded]).toEqual(['OK', true]);
      expect(await sold(p)).toBe(4);
    });

    it('when the slot limit was lowered under the seats held', async () => {
      const p = await insertProduct(db, shop.providerId, { autoConfirm: false, slot: { limit: 5 } });
      const id = await order(p, 4);
      await db.update(slots).set({ limit: 3 }).where(eq(slots.id, p.slotId));
      expect((await status('OK', id)).body.code).toBe('no-availability');
    });
  });

  it('a cancelled order taken back to request takes its seats again', async () => {
    const p = await insertProduct(db, shop.providerId, { slot: { limit: 5 } });
    const id = await order(p, 2);
    await status('CN', id, '&confirmed=true');
    expect(await sold(p)).toBe(0);
    await status('RQ', id, '&confirmed=true');
    expect(await sold(p)).toBe(2);
  });

  it('R-ORD-8: an order with a virtual slot cannot change status', async () => {
    const p = await insertProduct(db, shop.providerId, { slot: { isVirtual: true } });
    const id = await order(p);
    const res = await status('CN', id, '&confirmed=true');
    expect([res.status, res.body.code]).toEqual([422, 'virtual-slot']);
  });

  it('R-ORD-10: a past order changes status only with CreateChangeOrderInPast (40)', async () => {
    const p = await insertProduct(db, shop.providerId);
    const id = await order(p, 1, addDays(shop.today, -3));
    const editor = caller(app, await createUser(db, shop.providerId, { permissions: [Permission.ChangeOrderStatus] }));
    expect((await editor.get(`order/edit/status/CN?id=${id}&confirmed=true`)).body.code).toBe('order-date-passed');
    expect((await status('CN', id, '&confirmed=true')).status).toBe(200);
  });

  it("provider A can neither read nor change provider B's order (404)", async () => {
    const p = await insertProduct(db, shop.providerId);
    const id = await order(p);
    const other = await openShop(db);
    const them = caller(app, other.user);
    expect((await them.get(`order/get?id=${id}`)).status).toBe(404);
    expect((await them.get(`order/getlink?id=${id}`)).status).toBe(404);
    expect((await them.get(`order/edit/status/CN?id=${id}&confirmed=true`)).status).toBe(404);
    const mine = await db.select().from(orderLines).where(eq(orderLines.orderId, id));
    expect(mine).toHaveLength(1);
    expect(((await api.get(`order/get?id=${id}`)).body.data as OrderAnswer).status).toBe('OK');
  });

  it('changing status needs ChangeOrderStatus (3); R-ORD-1: the target is OK, RQ or CN (ERR is set by the system only)', async () => {
    const p = await insertProduct(db, shop.providerId);
    const id = await order(p);
    const viewer = caller(app, await createUser(db, shop.providerId, { permissions: [Permission.ViewOrders, Permission.EditOrders] }));
    expect((await viewer.get(`order/edit/status/CN?id=${id}&confirmed=true`)).status).toBe(403);
    expect((await viewer.get(`order/edit/status/ERR?id=${id}`)).status).toBe(403);
    expect((await api.get(`order/edit/status/ERR?id=${id}`)).status).toBe(400);
  });

  it('order/getlink gives the customer e-ticket page by a new unguessable token (not the order uuid, which admits at the gate)', async () => {
    const p = await insertProduct(db, shop.providerId);
    const id = await order(p);
    const res = await api.get(`order/getlink?id=${id}`);
    expect((res.body.data as { link: string }).link).toMatch(/^\/order\/[A-Za-z0-9_-]{43}\/ticket$/);
  });
});
