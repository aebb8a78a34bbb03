import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDays } from '@pos/shared/calendar/index';
import { ALL_PERMISSION_CODES, Permission } from '@pos/shared/permissions';
import { createUser, setupTestApp } from '../../test/test-app';
import { customerTypes, priceLists } from '../../db/schema';
import { caller, insertProduct, insertSlot, openShop, orderBody } from './orders.fixtures';

describe('order limits: price list daily limit, customer type order block, cashier limits', async () => {
  const { app, db } = await setupTestApp();
  const shop = await openShop(db);
  const api = caller(app, shop.user);
  const setDailyLimit = (id: number, dailyLimit: number | null) => db.update(priceLists).set({ dailyLimit }).where(eq(priceLists.id, id));
  const code = (res: { status: number; body: { code?: string } }) => [res.status, res.body.code];

  describe('R-PRICE-2: a price list limited per day', () => {
    it('sells at most its daily limit of tickets per date, across orders; other dates and CN orders do not count', async () => {
      const p = await insertProduct(db, shop.providerId, { slot: { limit: 100 } });
      await setDailyLimit(p.priceListId, 3);
      const dayAfter = addDays(shop.tomorrow, 1);
      const first = await api.post('order/create', orderBody(p, shop.tomorrow, [{ customerTypeId: p.adult, quantity: 2 }]));
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      const over = await api.post('order/create', orderBody(p, shop.tomorrow, [{ customerTypeId: p.adult, quantity: 1 }, { customerTypeId: p.child, quantity: 1 }]));
      expect(code(over)).toEqual([422, 'price-list-daily-limit']);
      expect(over.body).toMatchObject({ priceListId: p.priceListId, date: shop.tomorrow, dailyLimit: 3, left: 1 });
      expect((await api.post('order/create', orderBody(p, shop.tomorrow, [{ customerTypeId: p.child, quantity: 1 }]))).status).toBe(200);
      expect(code(await api.post('order/create', orderBody(p, shop.tomorrow, [{ customerTypeId: p.adult, quantity: 1 }])))).toEqual([422, 'price-list-daily-limit']);
      // Another date has its own count.
      expect((await api.post('order/create', orderBody(p, dayAfter, [{ customerTypeId: p.adult, quantity: 3 }]))).status).toBe(200);
      // A cancelled order gives its tickets back.
      const id = (first.body.data as { id: number }).id;
      expect((await api.get(`order/edit/status/CN?id=${id}&confirmed=true`)).status).toBe(200);
      expect((await api.post('order/create', orderBody(p, shop.tomorrow, [{ customerTypeId: p.adult, quantity: 2 }]))).status).toBe(200);
    });

    it('a refused order takes nothing: no seats, no number', async () => {
      const p = await insertProduct(db, shop.providerId, { slot: { limit: 100 } });
      await setDailyLimit(p.priceListId, 1);
      const a = await api.post('order/create', orderBody(p, shop.tomorrow, [{ customerTypeId: p.adult, quantity: 1 }]));
      expect(code(await api.post('order/create', orderBody(p, shop.tomorrow, [{ customerTypeId: p.adult, quantity: 1 }])))).toEqual([422, 'price-list-daily-limit']);
      const other = await insertProduct(db, shop.providerId);
      const b = await api.post('order/create', orderBody(other, shop.tomorrow, [{ customerTypeId: other.adult, quantity: 1 }]));
      expect((b.body.data as { orderNumber: number }).orderNumber).toBe((a.body.data as { orderNumber: number }).orderNumber + 1);
      const cal = await api.post('order/calculate', { products: [{ productId: p.productId, date: shop.tomorrow, slotId: p.slotId, customers: [{ customerTypeId: p.adult, quantity: 1 }] }] });
      expect(cal.status).toBe(200);
      expect((cal.body.data as { products: { customers: { limitExceeded: boolean }[] }[] }).products[0]!.customers[0]!.limitExceeded).toBe(true);
    });

    it('counts RQ orders (on-request lists) and units of a per-unit list; no limit means none, zero means none sold', async () => {
      const rq = await insertProduct(db, shop.providerId, { autoConfirm: false, slot: { limit: null } });
      await setDailyLimit(rq.priceListId, 2);
      const held = await api.post('order/create', orderBody(rq, shop.tomorrow, [{ customerTypeId: rq.adult, quantity: 2 }]));
      expect((held.body.data as { status: string }).status).toBe('RQ');
      expect(code(await api.post('order/create', orderBody(rq, shop.tomorrow, [{ customerTypeId: rq.child, quantity: 1 }])))).toEqual([422, 'price-list-daily-limit']);

      const units = await insertProduct(db, shop.providerId, { perPerson: false, slot: { limit: null } });
      await setDailyLimit(units.priceListId, 5);
      expect((await api.post('order/create', orderBody(units, shop.tomorrow, [{ customerTypeId: units.adult, quantity: 5 }]))).status).toBe(200);
      expect(code(await api.post('order/create', orderBody(units, shop.tomorrow, [{ customerTypeId: units.adult, quantity: 1 }])))).toEqual([422, 'price-list-daily-limit']);

      const zero = await insertProduct(db, shop.providerId);
      await setDailyLimit(zero.priceListId, 0);
      expect(code(await api.post('order/create', orderBody(zero, shop.tomorrow, [{ customerTypeId: zero.adult, quantity: 1 }])))).toEqual([422, 'price-list-daily-limit']);
      const free = await insertProduct(db, shop.providerId, { slot: { limit: null } });
      expect((await api.post('order/create', orderBody(free, shop.tomorrow, [{ customerTypeId: free.adult, quantity: 1000 }]))).status).toBe(200);
    });
  });

  describe('R-PRICE-2: edits that take tickets count against the daily limit too', () => {
    it('raising a quantity or re-opening a cancelled order is refused past the limit; lowering gives tickets back', async () => {
      const p = await insertProduct(db, shop.providerId, { slot: { limit: 100 } });
      await setDailyLimit(p.priceListId, 4);
      const made = await api.post('order/create', orderBody(p, shop.tomorrow, [{ customerTypeId: p.adult, quantity: 3 }]));
      const id = (made.body.data as { id: number }).id;
      const lineId = ((await api.get(`order/get?id=${id}`)).body.data as { products: { id: number }[] }).products[0]!.id;
      expect(code(await api.post('order/product/customer/update', { orderId: id, lineId, quantity: 5 }))).toEqual([422, 'price-list-daily-limit']);
      expect((await api.post('order/product/customer/update', { orderId: id, lineId, quantity: 4 })).status).toBe(200);
      // Lowering gives tickets back: another order may take them.
      expect((await api.post('order/product/customer/update', { orderId: id, lineId, quantity: 2 })).status).toBe(200);
      const other = await api.post('order/create', orderBody(p, shop.tomorrow, [{ customerTypeId: p.child, quantity: 2 }]));
      expect(other.status, JSON.stringify(other.body)).toBe(200);
      // Cancelled, the first order frees its 2; the next day fills up; re-opening finds no room once the day is full again.
      expect((await api.get(`order/edit/status/CN?id=${id}&confirmed=true`)).status).toBe(200);
      expect((await api.post('order/create', orderBody(p, shop.tomorrow, [{ customerTypeId: p.adult, quantity: 2 }]))).status).toBe(200);
      expect(code(await api.get(`order/edit/status/OK?id=${id}&confirmed=true`))).toEqual([422, 'price-list-daily-limit']);
      expect(((await api.get(`order/get?id=${id}`)).body.data as { status: string }).status).toBe('CN');
    });
  });

  describe('R-SLOT-21: a customer type with order block minutes', () => {
    it('closes its orders that many minutes before the start, for that type only, in calculate and create', async () => {
      // About noon in the shop's zone: a 13:00 slot starts within the hour, a 16:00 slot in over three hours.
      const p = await insertProduct(db, shop.providerId, { slot: { startTime: '13:00:00' } });
      const later = await insertSlot(db, shop.providerId, p.productId, { startTime: '16:00:00' });
      await db.update(customerTypes).set({ orderBlockMinutes: 120 }).where(eq(customerTypes.id, p.child));
      const blocked = await api.post('order/create', orderBody(p, shop.today, [{ customerTypeId: p.adult, quantity: 1 }, { customerTypeId: p.child, quantity: 1 }]));
      expect(code(blocked)).toEqual([422, 'slot-blocked-by-time']);
      expect(blocked.body).toMatchObject({ customerTypeId: p.child, orderBlockMinutes: 120, customerIndex: 1 });
      const calc = await api.post('order/calculate', { products: [{ productId: p.productId, date: shop.today, slotId: p.slotId, customers: [{ customerTypeId: p.child, quantity: 1 }] }] });
      expect(code(calc)).toEqual([422, 'slot-blocked-by-time']);
      expect((await api.post('order/create', orderBody(p, shop.today, [{ customerTypeId: p.adult, quantity: 1 }]))).status).toBe(200);
      expect((await api.post('order/create', orderBody({ ...p, slotId: later }, shop.today, [{ customerTypeId: p.child, quantity: 1 }]))).status).toBe(200);
      expect((await api.post('order/create', orderBody(p, shop.tomorrow, [{ customerTypeId: p.child, quantity: 1 }]))).status).toBe(200);
    });

    it('stays closed after the start of a slot kept open "after" it, unless the user may sell started slots (41)', async () => {
      const p = await insertProduct(db, shop.providerId, { slot: { startTime: '00:00:00', blockCreatingNewOrdersBefore: 'after', orderBlockMinutes: 24 * 60 } });
      await db.update(customerTypes).set({ orderBlockMinutes: 30 }).where(eq(customerTypes.id, p.child));
      const without41 = await createUser(db, shop.providerId, { permissions: ALL_PERMISSION_CODES.filter((c) => c !== Permission.CreateChangeSlotInPast) });
      const seller = caller(app, without41);
      expect((await seller.post('order/create', orderBody(p, shop.today, [{ customerTypeId: p.adult, quantity: 1 }]))).status).toBe(200);
      expect(code(await seller.post('order/create', orderBody(p, shop.today, [{ customerTypeId: p.child, quantity: 1 }])))).toEqual([422, 'slot-blocked-by-time']);
      expect((await api.post('order/create', orderBody(p, shop.today, [{ customerTypeId: p.child, quantity: 1 }]))).status).toBe(200);
    });
  });

  describe('R-CASH-4, R-CASH-3: a cashier ordering through the back office', () => {
    const cashier = (values: Record<string, unknown>, permissions: readonly number[] = ALL_PERMISSION_CODES) => createUser(db, shop.providerId, { permissions, values });

    it('R-CASH-4: sells only the products and price types listed for them (403), in create and calculate', async () => {
      const p = await insertProduct(db, shop.providerId);
      const other = await insertProduct(db, shop.providerId);
      const seller = caller(app, await cashier({ allowedProductIds: [other.productId], allowedPriceTypeIds: [1] }));
      const res = await seller.post('order/create', orderBody(p, shop.tomorrow, [{ customerTypeId: p.adult, quantity: 1 }]));
      expect(code(res)).toEqual([403, 'product-not-allowed']);
      expect(res.body.productIndex).toBe(0);
      const calc = await seller.post('order/calculate', { products: [{ productId: p.productId, date: shop.tomorrow, slotId: p.slotId, customers: [{ customerTypeId: p.adult, quantity: 1 }] }] });
      expect(code(calc)).toEqual([403, 'product-not-allowed']);
      expect((await seller.post('order/create', orderBody(other, shop.tomorrow, [{ customerTypeId: other.adult, quantity: 1 }]))).status).toBe(200);
      expect(code(await seller.post('order/create', orderBody(other, shop.tomorrow, [{ customerTypeId: other.adult, quantity: 1 }], { priceTypeId: 2 })))).toEqual([403, 'price-type-not-allowed']);
    });

    it('R-CASH-3: gives at most their maximum discount percent (422 discount-over-limit), line and order discounts together', async () => {
      const p = await insertProduct(db, shop.providerId);
      const seller = caller(app, await cashier({ maxDiscountPercent: 10 }));
      expect((await seller.post('order/create', orderBody(p, shop.tomorrow, [{ customerTypeId: p.adult, quantity: 1, discountPercent: 10 }]))).status).toBe(200);
      const over = await seller.post('order/create', orderBody(p, shop.tomorrow, [{ customerTypeId: p.adult, quantity: 1, discountPercent: 5 }], { discountPercent: 6 }));
      expect(code(over)).toEqual([422, 'discount-over-limit']);
      expect(over.body.maxDiscountPercent).toBe(10);
      const calc = await seller.post('order/calculate', { products: [{ productId: p.productId, date: shop.tomorrow, slotId: p.slotId, customers: [{ customerTypeId: p.adult, quantity: 1, discountAmount: 1181 }] }] });
      expect(code(calc)).toEqual([422, 'discount-over-limit']);
    });

    it('binds only a user holding Cashier (28); empty lists restrict nothing', async () => {
      const p = await insertProduct(db, shop.providerId);
      const manager = caller(app, await cashier({ maxDiscountPercent: 0, allowedProductIds: [-1] }, ALL_PERMISSION_CODES.filter((c) => c !== Permission.Cashier)));
      expect((await manager.post('order/create', orderBody(p, shop.tomorrow, [{ customerTypeId: p.adult, quantity: 1, discountPercent: 50 }]))).status).toBe(200);
      const open = caller(app, await cashier({ maxDiscountPercent: 100, allowedProductIds: [], allowedPriceTypeIds: null }));
      expect((await open.post('order/create', orderBody(p, shop.tomorrow, [{ customerTypeId: p.adult, quantity: 1, discountPercent: 50 }], { priceTypeId: 1 }))).status).toBe(200);
    });
  });
});
