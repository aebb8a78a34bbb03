/**
 * order/calculate's catalogue from memory (sale-catalogue-cache.ts, issue 13): two app instances over
 * one Postgres database. A price changed on one instance is priced by the other as soon as the
 * NOTIFY arrives, and by the same instance at once; the seats sold are read on every call.
 */
import { describe, expect, it } from 'vitest';
import pg from 'pg';
import { eq } from 'drizzle-orm';
import { priceLines } from '../../db/schema';
import { setupTestApp } from '../../test/test-app';
import { eventually, secondInstance } from '../../test/two-instances';
import { caller, insertProduct, openShop, orderBody } from './orders.fixtures';

type Calc = { totals: { totalToPay: number }; products: { customers: { price: number; limitExceeded: boolean }[] }[] };

describe('order/calculate with the catalogue remembered (issue 13)', async () => {
  const { app: a, database, db } = await setupTestApp();
  const b = await secondInstance(database);
  const shop = await openShop(db);
  const onA = caller(a, shop.user);
  const onB = caller(b, shop.user);
  const adultPrice = async (api: typeof onA, p: Awaited<ReturnType<typeof insertProduct>>, quantity = 1) => {
    const res = await api.post('order/calculate', { products: [{ productId: p.productId, date: shop.tomorrow, slotId: p.slotId, customers: [{ customerTypeId: p.adult, quantity }] }] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as Calc;
  };

  it('a price changed on this instance is priced at once; on another instance as soon as its NOTIFY arrives', async () => {
    const p = await insertProduct(db, shop.providerId, { adultPrice: 10000 });
    expect((await adultPrice(onA, p)).products[0]!.customers[0]!.price).toBe(10000);
    expect((await adultPrice(onB, p)).products[0]!.customers[0]!.price).toBe(10000);
    await db.update(priceLines).set({ amount: 12500 }).where(eq(priceLines.id, p.adultLineId));
    expect((await adultPrice(onA, p)).products[0]!.customers[0]!.price).toBe(12500);
    expect(await eventually(async () => (await adultPrice(onB, p)).products[0]!.customers[0]!.price === 12500)).toBe(true);
  });

  it('the catalogue is remembered: a price changed behind the triggers\' back is not seen until any catalogue table changes', async () => {
    const p = await insertProduct(db, shop.providerId, { adultPrice: 10000 });
    // Every change so far has reached b (a late one would make it forget, and read the database).
    await b.tableChanges.caughtUp();
    expect((await adultPrice(onB, p)).products[0]!.customers[0]!.price).toBe(10000);
    const c = new pg.Client({ connectionString: database.url });
    await c.connect();
    try {
      await c.query('set session_replication_role = replica');
      await c.query('update price_lines set amount = 9000 where id = $1', [p.adultLineId]);
    } finally {
      await c.end();
    }
    expect((await adultPrice(onB, p)).products[0]!.customers[0]!.price).toBe(10000);
    // Any change of a catalogue table, by any instance, forgets every remembered catalogue.
    await insertProduct(db, shop.providerId);
    expect(await eventually(async () => (await adultPrice(onB, p)).products[0]!.customers[0]!.price === 9000)).toBe(true);
  });

  it('the seats sold are read on every call: a sale on the other instance shows at once (limitExceeded)', async () => {
    const p = await insertProduct(db, shop.providerId, { slot: { limit: 2 } });
    expect((await adultPrice(onA, p, 2)).products[0]!.customers[0]!.limitExceeded).toBe(false);
    const sold = await onB.post('order/create', orderBody(p, shop.tomorrow, [{ customerTypeId: p.adult, quantity: 1 }]));
    expect(sold.status, JSON.stringify(sold.body)).toBe(200);
    expect((await adultPrice(onA, p, 2)).products[0]!.customers[0]!.limitExceeded).toBe(true);
    expect((await adultPrice(onA, p, 1)).products[0]!.customers[0]!.limitExceeded).toBe(false);
  });
});
