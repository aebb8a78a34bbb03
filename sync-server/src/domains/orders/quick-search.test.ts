import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { addDays } from '@pos/shared/calendar/index';
import { Permission } from '@pos/shared/permissions';
import { orders } from '../../db/schema';
import { createUser, setupTestApp } from '../../test/test-app';
import { phoneDigits } from './search-repo';
import { caller, couponSaver, insertProduct, openShop, type ProductFixture } from './orders.fixtures';

interface Page {
  items: { id: number; orderNumber: number; customerName: string }[];
  totalCount: number;
}

/**
 * The back office's quick search (issue 18): one box on the orders list is POST orders' keyword
 * (R-ORD-23), matching the order number, the lead customer's name (whole, in either order), phone
 * (however written) and e-mail; on the coupons list it is POST coupons' keyword (code or name).
 * Permissions and the provider stay as for every search.
 */
describe('quick search of orders and coupons', async () => {
  const { app, db } = await setupTestApp();
  const shop = await openShop(db);
  const api = caller(app, shop.user);
  const other = await openShop(db);
  const them = caller(app, other.user);
  let kayak: ProductFixture;
  const numbers: Record<string, number> = {};

  async function create(who: ReturnType<typeof caller>, p: ProductFixture, date: string, name: string, customer: Record<string, unknown>) {
    const res = await who.post('order/create', { products: [{ productId: p.productId, date, slotId: p.slotId, customers: [{ customerTypeId: p.adult, quantity: 1 }] }], leadCustomer: customer });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const id = (res.body.data as { id: number }).id;
    numbers[name] = ((await who.get(`order/get?id=${id}`)).body.data as { orderNumber: number }).orderNumber;
  }
  const names = async (who: ReturnType<typeof caller>, keyword: string) => {
    const res = await who.post('orders', { keyword });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body.data as Page).items.map((i) => i.customerName).sort();
  };

  beforeAll(async () => {
    kayak = await insertProduct(db, shop.providerId);
    await create(api, kayak, shop.tomorrow, 'dana', { firstName: 'Dana', lastName: 'Levi', mobile: '050-123-4567', email: 'dana.levi@example.test' });
    await create(api, kayak, shop.tomorrow, 'avi', { firstName: 'Avi', lastName: 'Cohen', mobile: '+972 52 765 4321' });
    await create(api, kayak, shop.tomorrow, 'noa', { firstName: 'Noa', lastName: 'Levinson', email: 'noa@example.test' });
    // The other provider has a customer with the same phone and name.
    const theirs = await insertProduct(db, other.providerId);
    await create(them, theirs, other.tomorrow, 'theirDana', { firstName: 'Dana', lastName: 'Levi', mobile: '0501234567' });
  });

  it('finds an order by its lead customer phone, however the phone is written', async () => {
    expect(await names(api, '0501234567')).toEqual(['Dana Levi']);
    expect(await names(api, '050-1234567')).toEqual(['Dana Levi']);
    expect(await names(api, '4567')).toEqual(['Dana Levi']);
    // Stored with the country code, typed the local way.
    expect(await names(api, '052-7654321')).toEqual(['Avi Cohen']);
    expect(await names(api, '0547654321')).toEqual([]);
  });

  it('finds by whole name in either order, part of a name, e-mail and order number', async () => {
    expect(await names(api, 'dana levi')).toEqual(['Dana Levi']);
    expect(await names(api, 'Levi Dana')).toEqual(['Dana Levi']);
    expect(await names(api, 'levi')).toEqual(['Dana Levi', 'Noa Levinson']);
    expect(await names(api, 'noa@example')).toEqual(['Noa Levinson']);
    // Order numbers here are 1, 2, 3: give Avi's a long one as a provider's would be.
    await db.update(orders).set({ orderNumber: 48213 }).where(and(eq(orders.providerId, shop.providerId), eq(orders.orderNumber, numbers.avi!)));
    expect(await names(api, '48213')).toEqual(['Avi Cohen']);
    expect(await names(api, 'nobody here')).toEqual([]);
  });

  it('R-ORD-23: the keyword needs 2 characters (400 on the keyword field)', async () => {
    const short = await api.post('orders', { keyword: 'x' });
    expect(short.status).toBe(400);
    expect(Object.keys(short.body.errors!)).toEqual(['keyword']);
  });

  it("only the caller's provider's orders, and only with ViewOrders", async () => {
    expect(await names(them, '0501234567')).toEqual(['Dana Levi']);
    const theirs = (await them.post('orders', { keyword: 'dana levi' })).body.data as Page;
    expect(theirs.items.map((i) => i.orderNumber)).toEqual([numbers.theirDana]);
    const clerk = caller(app, await createUser(db, shop.providerId, { permissions: [Permission.CouponCanChange] }));
    expect((await clerk.post('orders', { keyword: '0501234567' })).status).toBe(403);
  });

  it('phone digits: phone characters only, at least 4 digits, the leading 0 dropped', () => {
    expect(phoneDigits('050-123 4567')).toBe('501234567');
    expect(phoneDigits('+972 (50) 123.4567')).toBe('972501234567');
    expect(phoneDigits('123')).toBeNull();
    expect(phoneDigits('dana 0501234567')).toBeNull();
  });

  it('coupons: the quick search finds by code or name, of the caller only', async () => {
    const save = couponSaver(api, shop, 'SUMMER');
    await save(kayak, { couponName: 'Family weekend' });
    await save(kayak, { couponName: 'Schools', validDateFrom: addDays(shop.today, 40), validDateTo: addDays(shop.today, 50) });
    const codes = async (who: ReturnType<typeof caller>, keyword: string) => {
      const res = await who.post('coupons', { keyword });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return (res.body.data as { couponCode: string }[]).map((c) => c.couponCode).sort();
    };
    expect(await codes(api, 'summer')).toEqual(['SUMMER1', 'SUMMER2']);
    expect(await codes(api, 'weekend')).toEqual(['SUMMER1']);
    expect(await codes(api, 'SUMMER2')).toEqual(['SUMMER2']);
    expect(await codes(them, 'summer')).toEqual([]);
  });
});
