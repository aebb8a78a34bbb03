import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Permission } from '@pos/shared/permissions';
import { createUser, setupTestApp } from '../../test/test-app';
import { businessClients, priceLines, priceLists, stopSales } from '../../db/schema';
import { caller, insertProduct, insertSlot, openShop, orderBody } from './orders.fixtures';

interface SlotAnswer {
  slotId: number;
  startTime: string;
  limit: number | null;
  sold: number;
  available: number | null;
  blockedReason: string | null;
}

describe('what can be sold: order/products/slots, customer-types, price-type', async () => {
  const { app, db } = await setupTestApp();
  const shop = await openShop(db);
  const api = caller(app, shop.user);

  it('R-ORD-19: the slots of a date with sold and available seats, and why one cannot be sold now', async () => {
    const p = await insertProduct(db, shop.providerId, { slot: { startTime: '00:00:00', limit: 10 } });
    const later = await insertSlot(db, shop.providerId, p.productId, { startTime: '23:00:00', limit: null });
    const groups = await insertSlot(db, shop.providerId, p.productId, { startTime: '22:00:00', forGroups: true });
    await api.post('order/create', orderBody({ ...p, slotId: later }, shop.today, [{ customerTypeId: p.adult, quantity: 3 }]));
    await db.insert(stopSales).values({ providerId: shop.providerId, productIds: [], slotId: groups, startDate: shop.today, endDate: shop.today });

    const res = await api.get(`order/products/slots?ProductId=${p.productId}&Date=${shop.today}&PriceTypeId=1`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const slots = res.body.data as SlotAnswer[];
    expect(slots.map((s) => [s.startTime, s.limit, s.sold, s.available])).toEqual([
      ['00:00:00', 10, 0, 10],
      ['22:00:00', 20, 0, 20],
      ['23:00:00', null, 3, null],
    ]);
    // The user holds CreateChangeSlotInPast (41): a started slot is still for sale to them.
    expect(slots.map((s) => s.blockedReason)).toEqual([null, 'stop-sale', null]);
    const cashier = caller(app, await createUser(db, shop.providerId, { permissions: [Permission.CreateOrders] }));
    const theirs = (await cashier.get(`order/products/slots?productId=${p.productId}&date=${shop.today}`)).body.data as SlotAnswer[];
    expect(theirs[0]!.blockedReason).toBe('slot-finished');

    const forGroups = (await api.get(`order/products/slots?productId=${p.productId}&date=${shop.today}&priceTypeId=2`)).body.data as SlotAnswer[];
    expect(forGroups.map((s) => s.slotId)).toEqual([groups]);
    expect((await api.get(`order/products/slots?productId=${p.productId}&date=2026-02-30`)).status).toBe(400);
  });

  it("the product's customer types with their price on the date (null where none)", async () => {
    const p = await insertProduct(db, shop.providerId);
    await db.update(priceLines).set({ deletedAt: new Date() }).where(eq(priceLines.id, p.adultLineId));
    const res = await api.get(`order/products/customer-types?productId=${p.productId}&date=${shop.tomorrow}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((res.body.data as { name: string; priceForOne: number | null }[]).map((t) => [t.name, t.priceForOne])).toEqual([
      ['Adult', null],
      ['Child', 5900],
    ]);
  });

  it('the products sold under a price type, a business client seeing its own price lists too', async () => {
    const other = await openShop(db);
    const them = caller(app, other.user);
    const general = await insertProduct(db, other.providerId);
    const special = await insertProduct(db, other.providerId);
    const [client] = await db.insert(businessClients).values({ providerId: other.providerId, name: 'Acme' }).returning();
    await db.update(priceLists).set({ businessClientId: client!.id }).where(eq(priceLists.id, special.priceListId));
    const ids = async (query: string) => ((await them.get(`order/products/price-type?${query}`)).body.data as { id: number }[]).map((p) => p.id);
    expect(await ids('priceTypeId=1')).toEqual([general.productId]);
    expect((await ids(`priceTypeId=1&businessClientId=${client!.id}`)).sort()).toEqual([general.productId, special.productId].sort());
    expect(await ids('priceTypeId=2')).toEqual([]);
    expect((await api.get(`order/products/price-type?priceTypeId=1&businessClientId=${client!.id}`)).status).toBe(404);
  });
});
