import { describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { setupTestApp } from '../../test/test-app';
import { crmCustomerOrders, crmCustomers, crmHistory } from '../../db/schema';
import { insertProduct, orderBody } from '../orders/orders.fixtures';
import { crmShop, newCustomer, setCrmModule } from './crm.fixtures';

/** C295 and order/create: an order made in the back office outside a quote joins its CRM customer (001 §3 Order: crmCustomerId; R-CRM-8). */
describe('orders made outside a quote join their CRM customer', async () => {
  const { app, db } = await setupTestApp();
  const shop = await crmShop(app, db);
  const { api } = shop;
  const p = await insertProduct(db, shop.providerId);
  const one = [{ customerTypeId: p.adult, quantity: 1 }];
  const linksOf = (crmCustomerId: number) => db.select({ orderId: crmCustomerOrders.orderId }).from(crmCustomerOrders).where(eq(crmCustomerOrders.crmCustomerId, crmCustomerId)).orderBy(asc(crmCustomerOrders.orderId));
  const create = async (extra: Record<string, unknown>, leadCustomer = { firstName: 'Dana', lastName: 'Levi', mobile: '050-1234567' }) => {
    const res = await api.post('order/create', { ...orderBody(p, shop.tomorrow, one), leadCustomer, ...extra });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body.data as { id: number }).id;
  };

  it('C295 finds the customer by part of the mobile or the e-mail; the order made with its id is linked and written in its history', async () => {
    const dana = await newCustomer(api, { firstName: 'Dana', lastName: 'Levi', mobile: '050-1234567', email: 'dana@example.test' });
    const found = await api.get('crm-customer/for-order/get?keyword=1234567');
    expect((found.body.data as { id: number; fullName: string }[]).map((c) => [c.id, c.fullName])).toEqual([[dana, 'Dana Levi']]);
    expect(((await api.get('crm-customer/for-order/get?keyword=dana@example')).body.data as { id: number }[]).map((c) => c.id)).toEqual([dana]);
    const orderId = await create({ crmCustomerId: dana });
    expect(await linksOf(dana)).toEqual([{ orderId }]);
    const history = await db.select({ type: crmHistory.type, event: crmHistory.text, entityId: crmHistory.entityId }).from(crmHistory).where(eq(crmHistory.crmCustomerId, dana));
    expect(history).toContainEqual({ type: 'Order', event: 'created', entityId: orderId });
    const card = (await api.get(`crm-customer/get?id=${dana}`)).body.data as { ordersQty: number };
    expect(card.ordersQty).toBe(1);
  });

  it('without a chosen customer the mobile finds one, or a new customer is made from the lead customer', async () => {
    const [dana] = await db.select({ id: crmCustomers.id }).from(crmCustomers).where(eq(crmCustomers.mobile, '0501234567'));
    const second = await create({});
    expect((await linksOf(dana!.id)).map((l) => l.orderId)).toContain(second);
    const third = await create({}, { firstName: 'Noa', lastName: 'Katz', mobile: '052 765 4321' });
    const [noa] = await db.select().from(crmCustomers).where(eq(crmCustomers.mobile, '0527654321'));
    expect(noa).toMatchObject({ providerId: shop.providerId, firstName: 'Noa', lastName: 'Katz' });
    expect(await linksOf(noa!.id)).toEqual([{ orderId: third }]);
  });

  it('another provider\'s customer is a 400 on crmCustomerId and makes no order; with the module off no customer is made (R-CRM-8)', async () => {
    const other = await crmShop(app, db);
    const theirs = await newCustomer(other.api, { firstName: 'Avi', mobile: '054-7778899' });
    const res = await api.post('order/create', { ...orderBody(p, shop.tomorrow, one), crmCustomerId: theirs });
    expect([res.status, Object.keys(res.body.errors ?? {})]).toEqual([400, ['crmCustomerId']]);
    expect(await linksOf(theirs)).toEqual([]);
    await setCrmModule(db, shop.providerId, false);
    await create({}, { firstName: 'Off', lastName: 'Module', mobile: '053-1112222' });
    expect(await db.select().from(crmCustomers).where(eq(crmCustomers.mobile, '0531112222'))).toEqual([]);
    await setCrmModule(db, shop.providerId, true);
  });
});
