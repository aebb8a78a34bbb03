import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { addDays } from '@pos/shared/calendar/index';
import { Permission } from '@pos/shared/permissions';
import { setupTestApp, createUser } from '../../test/test-app';
import { orderEvents, slotOccurrences, stopSales, products, priceLists, slots } from '../../db/schema';
import { caller, insertProduct, insertSlot, openShop, orderBody } from './orders.fixtures';

describe('order/create and order/calculate', async () => {
  const { app, db } = await setupTestApp();
  const shop = await openShop(db);
  const api = caller(app, shop.user);
  // Discounts past a cashier's maximum (10% for test users holding Cashier) are refused (R-CASH-3).
  const manager = caller(app, await createUser(db, shop.providerId, { values: { maxDiscountPercent: 100 } }));

  it('R-ORD-2, R-ORD-28: creates an OK order priced from the price list with VAT, seats taken, numbered per provider', async () => {
    const p = await insertProduct(db, shop.providerId);
    const res = await api.post(
      'order/create',
      orderBody(p, shop.tomorrow, [
        { customerTypeId: p.adult, quantity: 2 },
        { customerTypeId: p.child, quantity: 1 },
      ]),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const created = res.body.data as { id: number; orderNumber: number; status: string; gross: number; ballance: number; totals: { vatAmount: number; totalToPay: number; vatPercent: number } };
    expect(created.status).toBe('OK');
    expect(created.gross).toBe(29500);
    expect(created.totals).toMatchObject({ totalToPay: 29500, vatAmount: 4500, vatPercent: 18 });
    expect(created.ballance).toBe(29500);
    const [occ] = await db.select().from(slotOccurrences).where(and(eq(slotOccurrences.slotId, p.slotId), eq(slotOccurrences.date, shop.tomorrow)));
    expect(occ!.sold).toBe(3);

    const again = await api.post('order/create', orderBody(p, shop.tomorrow, [{ customerTypeId: p.adult, quantity: 1 }]));
    expect((again.body.data as { orderNumber: number }).orderNumber).toBe(created.orderNumber + 1);

    const got = await api.get(`order/get?id=${created.id}`);
    expect(got.status).toBe(200);
    const order = got.body.data as { products: { name: string; priceForOne: number; price: number; quantity: number; slot: { startTime: string } }[]; history: { type: string; userId: number; createDate: string }[]; leadCustomer: unknown };
    expect(order.products.map((l) => [l.priceForOne, l.quantity, l.price])).toEqual([
      [11800, 2, 23600],
      [5900, 1, 5900],
    ]);
    expect(order.products[0]!.slot.startTime).toBe('10:00:00');
    expect(order.leadCustomer).toEqual({ firstName: 'Dana', lastName: 'Levi', mobile: '050-1234567' });
    // R-ORD-12: who and when
    expect(order.history).toEqual([expect.objectContaining({ type: 'created', userId: shop.user.id, createDate: expect.stringMatching(/Z$/) })]);
  });

  it('R-PRICE-2: an on-request price list makes the order RQ', async () => {
    const p = await insertProduct(db, shop.providerId, { autoConfirm: false });
    const res = await api.post('order/create', orderBody(p, shop.tomorrow, [{ customerTypeId: p.adult, quantity: 1 }]));
    expect((res.body.data as { status: string }).status).toBe('RQ');
  });

  it('accepts the spec capitalised payload names (PriceTypeId, DiscountAmount, Products)', async () => {
    const p = await insertProduct(db, shop.providerId);
    const res = await api.post('order/calculate', { PriceTypeId: 1, ChannelId: 1, CurrencyId: 1, DiscountAmount: 1000, Products: [{ ProductId: p.productId, Date: shop.tomorrow, Slot: { Id: p.slotId, StartTime: '10:00' }, Customers: [{ CustomerTypeId: p.adult, Quantity: 1 }] }] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((res.body.data as { totals: { totalToPay: number } }).totals.totalToPay).toBe(10800);
  });

  it('order/calculate prices without writing: discounts by amount and percent, VAT, limitExceeded', async () => {
    const p = await insertProduct(db, shop.providerId, { slot: { limit: 2 } });
    const res = await manager.post('order/calculate', {
      discountPercent: 10,
      products: [
        {
          productId: p.productId,
          date: shop.tomorrow,
          slotId: p.slotId,
          customers: [
            { customerTypeId: p.adult, quantity: 2, discountAmount: 3600 },
            { customerTypeId: p.child, quantity: 1, discountPercent: 50 },
          ],
        },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const calc = res.body.data as { status: string; totals: Record<string, number>; products: { customers: { price: number; limitExceeded: boolean }[] }[] };
    expect(calc.products[0]!.customers.map((c) => c.price)).toEqual([20000, 2950]);
    expect(calc.totals).toMatchObject({ priceTotal: 29500, discountAmount: 8845, totalToPay: 20655, discountPercent: 10 });
    expect(calc.products[0]!.customers.every((c) => c.limitExceeded)).toBe(true);
    const sold = await db.select().from(slotOccurrences).where(eq(slotOccurrences.slotId, p.slotId));
    expect(sold).toEqual([]);
  });

  it('order/products/calculate prices one product', async () => {
    const p = await insertProduct(db, shop.providerId);
    const res = await api.post('order/products/calculate', { productId: p.productId, date: shop.tomorrow, slotId: p.slotId, customers: [{ customerTypeId: p.child, quantity: 3 }] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((res.body.data as { gross: number }).gross).toBe(17700);
  });

  it('prices in NIS with no VAT for a NoVat provider (R-SET-5)', async () => {
    const noVat = await openShop(db, { vatType: 'NoVat' });
    const p = await insertProduct(db, noVat.providerId);
    const res = await caller(app, noVat.user).post('order/calculate', { products: [{ productId: p.productId, date: noVat.tomorrow, slotId: p.slotId, customers: [{ customerTypeId: p.adult, quantity: 1 }] }] });
    expect((res.body.data as { totals: { vatAmount: number } }).totals.vatAmount).toBe(0);
  });

  it('R-ORD-15: more than 1000 tickets is refused, below 1 is a field error', async () => {
    const p = await insertProduct(db, shop.providerId, { slot: { limit: null } });
    const over = await api.post(
      'order/create',
      orderBody(p, shop.tomorrow, [
        { customerTypeId: p.adult, quantity: 600 },
        { customerTypeId: p.child, quantity: 401 },
      ]),
    );
    expect([over.status, over.body.code]).toEqual([422, 'ticket-limit']);
    const zero = await api.post('order/create', orderBody(p, shop.tomorrow, [{ customerTypeId: p.adult, quantity: 0 }]));
    expect(zero.status).toBe(400);
    expect(Object.keys(zero.body.errors!)).toEqual(['products[0].customers[0].quantity']);
    const exactly = await api.post('order/create', orderBody(p, shop.tomorrow, [{ customerTypeId: p.adult, quantity: 1000 }]));
    expect(exactly.status).toBe(200);
  });

  it('R-ORD-17: a discount below 0 or above the price is refused', async () => {
    const p = await insertProduct(db, shop.providerId);
    for (const customer of [
      { customerTypeId: p.adult, quantity: 1, discountAmount: -1 },
      { customerTypeId: p.adult, quantity: 1, discountAmount: 11801 },
      { customerTypeId: p.adult, quantity: 1, discountPercent: 100.5 },
    ]) {
      const res = await manager.post('order/create', orderBody(p, shop.tomorrow, [customer]));
      expect([res.status, res.body.code], JSON.stringify(customer)).toEqual([422, 'invalid-discount']);
    }
    const order = await manager.post('order/create', orderBody(p, shop.tomorrow, [{ customerTypeId: p.adult, quantity: 1 }], { discountAmount: 11801 }));
    expect([order.status, order.body.code]).toEqual([422, 'invalid-discount']);
    const full = await manager.post('order/create', orderBody(p, shop.tomorrow, [{ customerTypeId: p.adult, quantity: 1 }], { discountPercent: 100 }));
    expect((full.body.data as { totals: { totalToPay: number } }).totals.totalToPay).toBe(0);
  });

  it('R-ORD-18: the same product and slot twice, or the same product and customer type on a date twice, is refused', async () => {
    const p = await insertProduct(db, shop.providerId);
    const otherSlot = await insertSlot(db, shop.providerId, p.productId, { startTime: '15:00:00' });
    const entry = { productId: p.productId, date: shop.tomorrow, slotId: p.slotId, customers: [{ customerTypeId: p.adult, quantity: 1 }] };
    const twice = await api.post('order/create', { products: [entry, { ...entry, customers: [{ customerTypeId: p.child, quantity: 1 }] }] });
    expect([twice.status, twice.body.code]).toEqual([422, 'duplicate-product-slot']);
    const sameType = await api.post('order/create', { products: [entry, { ...entry, slotId: otherSlot }] });
    expect([sameType.status, sameType.body.code]).toEqual([422, 'duplicate-customer-type']);
  });

  it('R-ORD-19: more than the available seats is refused, and nothing is taken', async () => {
    const p = await insertProduct(db, shop.providerId, { slot: { limit: 3 } });
    const res = await api.post('order/create', orderBody(p, shop.tomorrow, [{ customerTypeId: p.adult, quantity: 4 }]));
    expect([res.status, res.body.code]).toEqual([422, 'not-available']);
    expect(res.body.detail).toMatch(/not available/);
    const ok = await api.post('order/create', orderBody(p, shop.tomorrow, [{ customerTypeId: p.adult, quantity: 3 }]));
    expect(ok.status).toBe(200);
    const last = await api.post('order/create', orderBody(p, shop.tomorrow, [{ customerTypeId: p.child, quantity: 1 }]));
    expect(last.body.code).toBe('not-available');
  });

  it('R-PRICE-4: a ticket with qtyToUse 2 takes two seats', async () => {
    const p = await insertProduct(db, shop.providerId, { qtyToUse: 2, slot: { limit: 5 } });
    const ok = await api.post('order/create', orderBody(p, shop.tomorrow, [{ customerTypeId: p.adult, quantity: 2 }]));
    expect(ok.status).toBe(200);
    const over = await api.post('order/create', orderBody(p, shop.tomorrow, [{ customerTypeId: p.adult, quantity: 1 }]));
    expect(over.body.code).toBe('not-available');
  });

  it('R-ORD-19: a slot that has started is refused ("slot finished") unless the user holds CreateChangeSlotInPast (41)', async () => {
    const p = await insertProduct(db, shop.providerId, { slot: { startTime: '00:00:00' } });
    const res = await api.post('order/create', orderBody(p, shop.today, [{ customerTypeId: p.adult, quantity: 1 }]));
    expect(res.status).toBe(200);
    const without41 = await createUser(db, shop.providerId, { permissions: [Permission.CreateOrders, Permission.CreateChangeOrderInPast] });
    const refused = await caller(app, without41).post('order/create', orderBody(p, shop.today, [{ customerTypeId: p.adult, quantity: 1 }]));
    expect([refused.status, refused.body.code]).toEqual([422, 'slot-finished']);
  });

  it('R-ORD-10: an order on a past date needs CreateChangeOrderInPast (40)', async () => {
    const p = await insertProduct(db, shop.providerId);
    const yesterday = addDays(shop.today, -1);
    const without40 = await createUser(db, shop.providerId, { permissions: [Permission.CreateOrders, Permission.CreateChangeSlotInPast] });
    const refused = await caller(app, without40).post('order/create', orderBody(p, yesterday, [{ customerTypeId: p.adult, quantity: 1 }]));
    expect([refused.status, refused.body.code]).toEqual([422, 'order-date-passed']);
    const ok = await api.post('order/create', orderBody(p, yesterday, [{ customerTypeId: p.adult, quantity: 1 }]));
    expect(ok.status).toBe(200);
  });

  it('R-SLOT-21: orders close the given minutes before a slot blocked "before"', async () => {
    const p = await insertProduct(db, shop.providerId, { slot: { startTime: '13:00:00', blockCreatingNewOrdersBefore: 'before', orderBlockMinutes: 180 } });
    const res = await api.post('order/create', orderBody(p, shop.today, [{ customerTypeId: p.adult, quantity: 1 }]));
    expect([res.status, res.body.code]).toEqual([422, 'slot-blocked-by-time']);
    const tomorrow = await api.post('order/create', orderBody(p, shop.tomorrow, [{ customerTypeId: p.adult, quantity: 1 }]));
    expect(tomorrow.status).toBe(200);
  });

  it('R-ORD-5 (d, f), R-ORD-24: stop sale, deactivated product, unknown slot or date without the slot are refused', async () => {
    const p = await insertProduct(db, shop.providerId);
    await db.insert(stopSales).values({ providerId: shop.providerId, productIds: [p.productId], startDate: shop.tomorrow, endDate: shop.tomorrow });
    const stopped = await api.post('order/create', orderBody(p, shop.tomorrow, [{ customerTypeId: p.adult, quantity: 1 }]));
    expect(stopped.body.code).toBe('stop-sale');

    const q = await insertProduct(db, shop.providerId, { slot: { date: shop.tomorrow } });
    const otherDay = await api.post('order/create', orderBody(q, addDays(shop.tomorrow, 1), [{ customerTypeId: q.adult, quantity: 1 }]));
    expect(otherDay.body.code).toBe('slot-not-found');
    await db.update(slots).set({ deletedAt: new Date() }).where(eq(slots.id, q.slotId));
    const deleted = await api.post('order/create', orderBody(q, shop.tomorrow, [{ customerTypeId: q.adult, quantity: 1 }]));
    expect(deleted.body.code).toBe('slot-not-found');

    const r = await insertProduct(db, shop.providerId);
    await db.update(products).set({ active: false }).where(eq(products.id, r.productId));
    const inactive = await api.post('order/create', orderBody(r, shop.tomorrow, [{ customerTypeId: r.adult, quantity: 1 }]));
    expect(inactive.body.code).toBe('product-not-active');
  });

  it('R-ORD-5 (c), R-ORD-20: no valid price list, or a price list in another currency, is refused', async () => {
    const p = await insertProduct(db, shop.providerId);
    const usd = await api.post('order/create', orderBody(p, shop.tomorrow, [{ customerTypeId: p.adult, quantity: 1 }], { currencyId: 2 }));
    expect([usd.status, usd.body.code]).toEqual([422, 'currency-mismatch']);
    await db.update(priceLists).set({ active: false }).where(eq(priceLists.id, p.priceListId));
    const paused = await api.post('order/create', orderBody(p, shop.tomorrow, [{ customerTypeId: p.adult, quantity: 1 }]));
    expect(paused.body.code).toBe('price-list-not-found');
  });

  it('R-ORD-20: two products in different currencies cannot be in one order', async () => {
    const nis = await insertProduct(db, shop.providerId);
    const usd = await insertProduct(db, shop.providerId, { currencyId: 2 });
    const res = await api.post('order/create', {
      products: [
        { productId: nis.productId, date: shop.tomorrow, slotId: nis.slotId, customers: [{ customerTypeId: nis.adult, quantity: 1 }] },
        { productId: usd.productId, date: shop.tomorrow, slotId: usd.slotId, customers: [{ customerTypeId: usd.adult, quantity: 1 }] },
      ],
    });
    expect(res.body.code).toBe('currency-mismatch');
  });

  it('R-ORD-21, R-ORD-22: remarks up to 1000, names up to 50 characters, a valid mobile', async () => {
    const p = await insertProduct(db, shop.providerId);
    const body = (extra: Record<string, unknown>) => orderBody(p, shop.tomorrow, [{ customerTypeId: p.adult, quantity: 1 }], extra);
    const remarks = await api.post('order/create', body({ remarks: 'x'.repeat(1001) }));
    expect([remarks.status, Object.keys(remarks.body.errors!)]).toEqual([400, ['remarks']]);
    expect((await api.post('order/create', body({ remarks: 'ש'.repeat(1000) }))).status).toBe(200);
    const name = await api.post('order/create', body({ leadCustomer: { firstName: 'n'.repeat(51), lastName: 'l'.repeat(51) } }));
    expect([name.status, Object.keys(name.body.errors!).sort()]).toEqual([400, ['leadCustomer.firstName', 'leadCustomer.lastName']]);
    const mobile = await api.post('order/create', body({ leadCustomer: { firstName: 'A', mobile: '05-12' } }));
    expect([mobile.status, Object.keys(mobile.body.errors!)]).toEqual([400, ['leadCustomer.mobile']]);
    expect((await api.post('order/create', body({ leadCustomer: { mobile: '+972 50 123 4567' } }))).status).toBe(200);
  });

  it('a hand-set unit price needs ChangeUnitPrice (34)', async () => {
    const p = await insertProduct(db, shop.providerId);
    const priced = await api.post('order/create', orderBody(p, shop.tomorrow, [{ customerTypeId: p.adult, quantity: 1, priceForOne: 5000 }]));
    expect((priced.body.data as { gross: number }).gross).toBe(5000);
    const cashier = await createUser(db, shop.providerId, { permissions: [Permission.CreateOrders] });
    const refused = await caller(app, cashier).post('order/create', orderBody(p, shop.tomorrow, [{ customerTypeId: p.adult, quantity: 1, priceForOne: 5000 }]));
    expect(refused.status).toBe(403);
  });

  it('the same station uuid sent twice creates one order', async () => {
    const p = await insertProduct(db, shop.providerId);
    const uuid = randomUUID();
    const body = orderBody(p, shop.tomorrow, [{ customerTypeId: p.adult, quantity: 2 }], { uuid });
    const [a, b] = await Promise.all([api.post('order/create', body), api.post('order/create', body)]);
    expect((a.body.data as { id: number }).id).toBe((b.body.data as { id: number }).id);
    const [occ] = await db.select().from(slotOccurrences).where(eq(slotOccurrences.slotId, p.slotId));
    expect(occ!.sold).toBe(2);
    const events = await db.select().from(orderEvents).where(eq(orderEvents.orderId, (a.body.data as { id: number }).id));
    expect(events).toHaveLength(1);
  });

  it("another provider's product, slot or business client is not found", async () => {
    const other = await openShop(db);
    const theirs = await insertProduct(db, other.providerId);
    const res = await api.post('order/create', orderBody(theirs, shop.tomorrow, [{ customerTypeId: theirs.adult, quantity: 1 }]));
    expect(res.status).toBe(404);
  });
});
