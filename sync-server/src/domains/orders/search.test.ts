import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDays } from '@pos/shared/calendar/index';
import { setupTestApp } from '../../test/test-app';
import { orderMessages, orders } from '../../db/schema';
import { caller, insertProduct, insertSlot, openShop, type ProductFixture } from './orders.fixtures';

interface Item {
  id: number;
  orderNumber: number;
  status: string;
  customerName: string;
  arrivalDate: string;
  quantity: number;
  unreadMessages: number;
  tags: { id: number; name: string }[];
}
interface Page {
  items: Item[];
  totalCount: number;
  pageIndex: number;
  pageSize: number;
}

describe('finding orders', async () => {
  const { app, db } = await setupTestApp();
  const shop = await openShop(db);
  const api = caller(app, shop.user);
  const later = addDays(shop.today, 5);
  let kayak: ProductFixture;
  let boat: ProductFixture;
  let eveningSlot: number;
  const ids: Record<string, number> = {};

  async function create(name: string, p: ProductFixture, date: string, customer: Record<string, unknown>, quantity = 1, slotId = p.slotId) {
    const res = await api.post('order/create', { products: [{ productId: p.productId, date, slotId, customers: [{ customerTypeId: p.adult, quantity }] }], leadCustomer: customer });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    ids[name] = (res.body.data as { id: number }).id;
  }
  const search = async (filter: Record<string, unknown>) => {
    const res = await api.post('orders', filter);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as Page;
  };
  const namesOf = (page: Page) => page.items.map((i) => i.customerName);

  beforeAll(async () => {
    kayak = await insertProduct(db, shop.providerId);
    boat = await insertProduct(db, shop.providerId, { autoConfirm: false });
    eveningSlot = await insertSlot(db, shop.providerId, kayak.productId, { startTime: '19:00:00' });
    await create('dana', kayak, shop.tomorrow, { firstName: 'Dana', lastName: 'Levi', mobile: '050-1111111', email: 'dana@example.test' }, 2);
    await create('avi', boat, shop.tomorrow, { firstName: 'Avi', lastName: 'Cohen', mobile: '052-2222222' }, 3);
    await create('noa', kayak, later, { firstName: 'Noa', lastName: 'Mizrahi', groupName: 'Scouts' }, 4, eveningSlot);
    await create('yael', kayak, later, { firstName: 'Yael', lastName: 'Levi' }, 1);
    // Creation order gives reservation order; make it unambiguous.
    for (const [i, name] of ['dana', 'avi', 'noa', 'yael'].entries()) await db.update(orders).set({ createDate: new Date(Date.UTC(2030, 0, 1 + i, 11)) }).where(eq(orders.id, ids[name]!));
    await api.get(`order/edit/status/CN?id=${ids.yael}&confirmed=true`);
    await db.insert(orderMessages).values({ providerId: shop.providerId, orderId: ids.noa!, type: 'Sms', direction: 'in', message: 'Can we come later?' });
    const vip = (await api.post('order/tag/save', { name: 'VIP' })).body.data as { id: number };
    const school = (await api.post('order/tag/save', { name: 'School' })).body.data as { id: number };
    await api.post('order/tags/update', { orderId: ids.dana, tagIds: [vip.id, school.id] });
    await api.post('order/tags/update', { orderId: ids.noa, tagIds: [school.id] });
    ids.vip = vip.id;
    ids.school = school.id;
    await db.update(orders).set({ paid: 23600 }).where(eq(orders.id, ids.dana!));
  });

  it('R-ORD-26: lists by reservation date, newest first, paged from index 0', async () => {
    const all = await search({});
    expect(namesOf(all)).toEqual(['Yael Levi', 'Noa Mizrahi', 'Avi Cohen', 'Dana Levi']);
    expect([all.totalCount, all.pageIndex, all.pageSize]).toEqual([4, 0, 20]);
    const second = await search({ pageIndex: 1, pageSize: 3 });
    expect([namesOf(second), second.totalCount]).toEqual([['Dana Levi'], 4]);
    expect(namesOf(await search({ asc: true, pageSize: 2 }))).toEqual(['Dana Levi', 'Avi Cohen']);
    expect(namesOf(await search({ orderBy: 'CustomerName', asc: true }))).toEqual(['Avi Cohen', 'Dana Levi', 'Yael Levi', 'Noa Mizrahi']);
  });

  it('filters by product, slot, status, dates, start time, price type and channel', async () => {
    expect(namesOf(await search({ productId: boat.productId }))).toEqual(['Avi Cohen']);
    expect(namesOf(await search({ slotId: eveningSlot }))).toEqual(['Noa Mizrahi']);
    expect(namesOf(await search({ status: 'RQ' }))).toEqual(['Avi Cohen']);
    expect(namesOf(await search({ status: 'CN' }))).toEqual(['Yael Levi']);
    expect(namesOf(await search({ arrivalStartDate: later, arrivalEndDate: later }))).toEqual(['Yael Levi', 'Noa Mizrahi']);
    expect(namesOf(await search({ startTime: '19:00' }))).toEqual(['Noa Mizrahi']);
    expect(namesOf(await search({ startDate: '2030-01-02', endDate: '2030-01-03' }))).toEqual(['Noa Mizrahi', 'Avi Cohen']);
    expect((await search({ priceTypeId: 2 })).totalCount).toBe(0);
    expect((await search({ channelId: 1 })).totalCount).toBe(4);
  });

  it('R-ORD-23: a keyword needs 2 characters; an order number is digits only', async () => {
    expect(namesOf(await search({ keyword: 'levi' }))).toEqual(['Yael Levi', 'Dana Levi']);
    expect(namesOf(await search({ keyword: '222' }))).toEqual(['Avi Cohen']);
    expect(namesOf(await search({ keyword: 'Scouts' }))).toEqual(['Noa Mizrahi']);
    const short = await api.post('orders', { keyword: 'l' });
    expect([short.status, Object.keys(short.body.errors!)]).toEqual([400, ['keyword']]);
    const letters = await api.post('orders', { orderNumber: '12a' });
    expect([letters.status, Object.keys(letters.body.errors!)]).toEqual([400, ['orderNumber']]);
    const dana = (await search({ keyword: 'dana' })).items[0]!;
    expect(namesOf(await search({ orderNumber: String(dana.orderNumber) }))).toEqual(['Dana Levi']);
  });

  it('R-ORD-26: tags combine with Or or And; unread messages, arrival type and balance flags filter', async () => {
    expect(namesOf(await search({ tagIds: [ids.vip, ids.school] }))).toEqual(['Noa Mizrahi', 'Dana Levi']);
    expect(namesOf(await search({ tagIds: [ids.vip, ids.school], tagLogicalOperator: 'And' }))).toEqual(['Dana Levi']);
    const unread = await search({ unreadMessages: true });
    expect([namesOf(unread), unread.items[0]!.unreadMessages]).toEqual([['Noa Mizrahi'], 1]);
    await api.post('order/update-arrival-confirmation', { orderId: ids.avi, arrivalConfirmationId: 3 });
    expect(namesOf(await search({ arrivalType: 3 }))).toEqual(['Avi Cohen']);
    // Yael's order is cancelled: it owes nothing (issue 15).
    expect(namesOf(await search({ withoutBalance: true }))).toEqual(['Yael Levi', 'Dana Levi']);
    expect((await search({ withBalance: true })).totalCount).toBe(2);
    expect((await search({ withBalance: true, withoutBalance: true })).totalCount).toBe(4);
  });

  it('finds the orders that offline sync flagged (withConflicts) and shows their flags', async () => {
    await db.update(orders).set({ conflictFlags: ['slot-over-limit'] }).where(eq(orders.id, ids.avi!));
    const flagged = await search({ withConflicts: true });
    expect(namesOf(flagged)).toEqual(['Avi Cohen']);
    expect((flagged.items[0] as unknown as { conflictFlags: string[] }).conflictFlags).toEqual(['slot-over-limit']);
    expect((await search({})).totalCount).toBe(4);
    await db.update(orders).set({ conflictFlags: [] }).where(eq(orders.id, ids.avi!));
  });

  it('orders/qty-report sums quantities per product, date, time and customer type, without cancelled orders', async () => {
    const res = await api.post('orders/qty-report', { productId: kayak.productId });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((res.body.data as { date: string; startTime: string; quantity: number; orders: number }[]).map((r) => [r.date, r.startTime, r.quantity, r.orders])).toEqual([
      [shop.tomorrow, '10:00:00', 2, 1],
      [later, '19:00:00', 4, 1],
    ]);
  });

  it('order/find-by finds by mobile or number; order/find-by-scan by uuid or number', async () => {
    const byMobile = await api.get('order/find-by?mobile=0501111111');
    expect((byMobile.body.data as Item[]).map((i) => i.customerName)).toEqual(['Dana Levi']);
    expect((await api.get('order/find-by')).status).toBe(400);
    expect((await api.get('order/find-by?orderNumber=x1')).status).toBe(400);
    const order = (await api.get(`order/get?id=${ids.noa}`)).body.data as { uuid: string; orderNumber: number };
    const scanned = await api.get(`order/find-by-scan?code=${order.uuid}`);
    expect((scanned.body.data as { id: number }).id).toBe(ids.noa);
    expect(((await api.get(`order/find-by-scan?code=${order.orderNumber}`)).body.data as { id: number }).id).toBe(ids.noa);
    expect((await api.get('order/find-by-scan?code=nothing')).status).toBe(404);
  });

  it('order/lead-customer-name suggests names from 2 characters (R-ORD-23)', async () => {
    expect((await api.get('order/lead-customer-name?keyword=le')).body.data).toEqual(['Dana Levi', 'Yael Levi']);
    expect((await api.get('order/lead-customer-name?keyword=l')).status).toBe(400);
  });

  it('R-ORD-27: get-order-notifications counts on-request orders and unread messages', async () => {
    expect((await api.get('get-order-notifications')).body.data).toEqual({ rqOrdersCount: 1, unreadMessagesCount: 1 });
    await api.post('order/messages/mark-as-read', { orderId: ids.noa });
    expect((await api.get('get-order-notifications')).body.data).toEqual({ rqOrdersCount: 1, unreadMessagesCount: 0 });
  });

  it("another provider finds none of these orders", async () => {
    const them = caller(app, (await openShop(db)).user);
    expect(((await them.post('orders', {})).body.data as Page).totalCount).toBe(0);
    expect((await them.get('order/find-by?mobile=0501111111')).body.data).toEqual([]);
    const noa = (await api.get(`order/get?id=${ids.noa}`)).body.data as { uuid: string };
    expect((await them.get(`order/find-by-scan?code=${noa.uuid}`)).status).toBe(404);
    expect((await them.get('order/lead-customer-name?keyword=le')).body.data).toEqual([]);
    expect((await them.get('get-order-notifications')).body.data).toEqual({ rqOrdersCount: 0, unreadMessagesCount: 0 });
  });
});
