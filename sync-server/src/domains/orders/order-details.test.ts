import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDays } from '@pos/shared/calendar/index';
import { Permission } from '@pos/shared/permissions';
import { createUser, setupTestApp } from '../../test/test-app';
import { businessClients, documents, orderMessages, orders } from '../../db/schema';
import { caller, insertProduct, openShop, orderBody } from './orders.fixtures';

interface OrderAnswer {
  id: number;
  remarks: string;
  arrivalConfirmationId: number;
  arrivalConfirmation: string;
  businessClientId: number | null;
  businessClientName: string | null;
  tags: { id: number; name: string }[];
  history: { type: string; details: Record<string, unknown>; userName: string | null }[];
}

describe('remarks, arrival, tags, business client and messages of an order', async () => {
  const { app, db } = await setupTestApp();
  const shop = await openShop(db);
  const api = caller(app, shop.user);
  const product = await insertProduct(db, shop.providerId, { slot: { limit: null } });

  async function newOrder(date = shop.tomorrow): Promise<number> {
    const res = await api.post('order/create', orderBody(product, date, [{ customerTypeId: product.adult, quantity: 1 }]));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body.data as { id: number }).id;
  }
  const get = async (id: number) => (await api.get(`order/get?id=${id}`)).body.data as OrderAnswer;

  it('R-ORD-21: remarks are read and saved up to 1000 characters, each change recorded', async () => {
    const id = await newOrder();
    const saved = await api.post('order/save/remarks', { orderId: id, remarks: 'Wheelchair access' });
    expect(saved.status).toBe(200);
    expect((await api.get(`order/get/remarks?id=${id}`)).body.data).toEqual({ remarks: 'Wheelchair access' });
    expect((saved.body.data as OrderAnswer).history.at(-1)).toMatchObject({ type: 'remarks-changed', details: { from: '', to: 'Wheelchair access' } });
    const long = await api.post('order/save/remarks', { orderId: id, remarks: 'x'.repeat(1001) });
    expect([long.status, Object.keys(long.body.errors!)]).toEqual([400, ['remarks']]);
  });

  it('R-ORD-13, R-ORD-14: arrival confirmation is set; changing a mark already set asks first', async () => {
    const id = await newOrder();
    const first = await api.post('order/update-arrival-confirmation', { orderId: id, arrivalConfirmationId: 2 });
    expect((first.body.data as OrderAnswer).arrivalConfirmation).toBe('ArrivedPartially');
    const ask = await api.post('order/update-arrival-confirmation', { orderId: id, arrivalConfirmationId: 3 });
    expect([ask.status, ask.body.code, ask.body.ignoreFlag]).toEqual([422, 'confirm-arrival-change', 'confirmed']);
    const done = await api.post('order/update-arrival-confirmation', { orderId: id, arrivalConfirmationId: 3, confirmed: true });
    const o = done.body.data as OrderAnswer;
    expect([o.arrivalConfirmationId, o.arrivalConfirmation]).toEqual([3, 'Arrived']);
    expect(o.history.filter((h) => h.type === 'arrival-confirmation-changed').map((h) => h.details.to)).toEqual(['ArrivedPartially', 'Arrived']);
  });

  it('R-ORD-13: several orders at once, all or none; arrival is marked on past orders too', async () => {
    const a = await newOrder(addDays(shop.today, -1));
    const b = await newOrder();
    const res = await api.post('order/update-arrival-confirmations', { orderIds: [a, b], arrivalConfirmationId: 1 });
    expect(res.body.data).toEqual({ updated: 2 });
    const ask = await api.post('order/update-arrival-confirmations', { orderIds: [a, b], arrivalConfirmationId: 3 });
    expect(ask.body.code).toBe('confirm-arrival-change');
    const other = await openShop(db);
    const theirs = await caller(app, other.user).post('order/update-arrival-confirmations', { orderIds: [a], arrivalConfirmationId: 3, confirmed: true });
    expect(theirs.status).toBe(404);
    expect((await get(a)).arrivalConfirmation).toBe('NotArrived');
  });

  it('tags: save, rename, put on an order, remove, and delete (a tag in use is deactivated)', async () => {
    const id = await newOrder();
    const vip = (await api.post('order/tag/save', { name: 'VIP' })).body.data as { id: number; name: string };
    const dup = await api.post('order/tag/save', { name: 'vip' });
    expect([dup.status, Object.keys(dup.body.errors!)]).toEqual([400, ['name']]);
    const renamed = await api.post('order/tag/save', { id: vip.id, name: 'Guest of honour' });
    expect(renamed.body.data).toEqual({ id: vip.id, name: 'Guest of honour' });
    const unused = (await api.post('order/tag/save', { name: 'Later' })).body.data as { id: number };

    const tagged = await api.post('order/tags/update', { orderId: id, tagIds: [vip.id] });
    expect((tagged.body.data as OrderAnswer).tags).toEqual([{ id: vip.id, name: 'Guest of honour' }]);
    expect((await api.get('order/tags')).body.data).toEqual(expect.arrayContaining([{ id: vip.id, name: 'Guest of honour' }]));

    expect((await api.delete(`order/tag/delete/${vip.id}`)).body.data).toEqual({ result: 'deactivated' });
    expect((await api.delete(`order/tag/delete/${unused.id}`)).body.data).toEqual({ result: 'deleted' });
    expect(((await api.get('order/tags')).body.data as { id: number }[]).map((t) => t.id)).not.toContain(vip.id);
    const removed = await api.post('order/tag/remove', { orderId: id, tagId: vip.id });
    const o = removed.body.data as OrderAnswer;
    expect(o.tags).toEqual([]);
    expect(o.history.filter((h) => h.type === 'tags-changed')).toHaveLength(2);

    const them = caller(app, (await openShop(db)).user);
    expect((await them.post('order/tags/update', { orderId: id, tagIds: [] })).status).toBe(404);
    expect((await them.delete(`order/tag/delete/${unused.id}`)).status).toBe(404);
    const foreignTag = (await them.post('order/tag/save', { name: 'Theirs' })).body.data as { id: number };
    expect((await api.post('order/tags/update', { orderId: id, tagIds: [foreignTag.id] })).status).toBe(400);
  });

  it('R-ORD-12, R-BC-5: the business client is assigned, changed, unassigned, and fixed once accounting documents exist', async () => {
    const id = await newOrder();
    const [acme, globex] = await db
      .insert(businessClients)
      .values([
        { providerId: shop.providerId, name: 'Acme' },
        { providerId: shop.providerId, name: 'Globex' },
      ])
      .returning();
    await api.post('order/edit/customer/business-client', { orderId: id, businessClientId: acme!.id });
    await api.post('order/edit/customer/business-client', { orderId: id, businessClientId: globex!.id });
    const res = await api.post('order/edit/customer/business-client', { orderId: id, businessClientId: null });
    const o = res.body.data as OrderAnswer;
    expect(o.history.map((h) => h.type).slice(1)).toEqual(['business-client-assigned', 'business-client-changed', 'business-client-unassigned']);

    await api.post('order/edit/customer/business-client', { orderId: id, businessClientId: acme!.id });
    expect((await get(id)).businessClientName).toBe('Acme');
    expect((await api.post('order/check-bc-has-accounting-docs', { orderId: id })).body.data).toEqual({ hasAccountingDocs: false });
    // R-BC-5 from the ledger's real documents (issue 15): an invoice of the order.
    await db.insert(documents).values({ providerId: shop.providerId, orderId: id, docType: 'invoice', number: 1, currencyId: 1, total: 100 });
    expect((await api.post('order/check-bc-has-accounting-docs', { orderId: id })).body.data).toEqual({ hasAccountingDocs: true });
    const locked = await api.post('order/edit/customer/business-client', { orderId: id, businessClientId: globex!.id });
    expect([locked.status, locked.body.code]).toEqual([422, 'business-client-locked']);

    const [theirs] = await db.insert(businessClients).values({ providerId: (await openShop(db)).providerId, name: 'Initech' }).returning();
    const other = await newOrder();
    expect((await api.post('order/edit/customer/business-client', { orderId: other, businessClientId: theirs!.id })).status).toBe(404);
  });

  it('messages: sent by the provider, received from the customer, read, polled from an id', async () => {
    const id = await newOrder();
    const sent = await api.post('order/messages/send', { orderId: id, type: 'Sms', message: 'See you tomorrow' });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const [incoming] = await db.insert(orderMessages).values({ providerId: shop.providerId, orderId: id, type: 'Sms', direction: 'in', message: 'Thanks!' }).returning();
    const thread = await api.post('order/messages/get', { orderId: id });
    expect((thread.body.data as { message: string; direction: string; isRead: boolean }[]).map((m) => [m.direction, m.message, m.isRead])).toEqual([
      ['out', 'See you tomorrow', true],
      ['in', 'Thanks!', false],
    ]);
    const newer = await api.post('order/messages/get', { orderId: id, fromId: (sent.body.data as { id: number }).id });
    expect((newer.body.data as { id: number }[]).map((m) => m.id)).toEqual([incoming!.id]);
    await api.post('order/messages/mark-as-read', { orderId: id });
    const read = await api.post('order/messages/get', { orderId: id, type: 'Sms', showOld: true });
    expect((read.body.data as { isRead: boolean }[]).every((m) => m.isRead)).toBe(true);
    const them = caller(app, (await openShop(db)).user);
    expect((await them.post('order/messages/get', { orderId: id })).status).toBe(404);
    expect((await them.post('order/messages/send', { orderId: id, type: 'Sms', message: 'x' })).status).toBe(404);
  });

  it('a cancelled order owes nothing: its balance is only what is still paid on it, in order/get, the list and its balance filter (issue 15)', async () => {
    const id = await newOrder();
    type Money = { orderNumber: number; totals: { totalToPay: number }; paid: number; ballance: number };
    const open = (await api.get(`order/get?id=${id}`)).body.data as Money;
    expect(open.ballance).toBe(open.totals.totalToPay);
    const listed = async () => {
      const items = ((await api.post('orders', { orderNumber: String(open.orderNumber) })).body.data as { items: { ballance: number }[] }).items;
      const owing = ((await api.post('orders', { orderNumber: String(open.orderNumber), withBalance: true })).body.data as { items: unknown[] }).items.length;
      return [items.map((i) => i.ballance), owing];
    };
    expect(await listed()).toEqual([[open.totals.totalToPay], 1]);
    await db.update(orders).set({ status: 'CN' }).where(eq(orders.id, id));
    expect(((await api.get(`order/get?id=${id}`)).body.data as Money).ballance).toBe(0);
    expect(await listed()).toEqual([[0], 0]);
    await db.update(orders).set({ paid: 5_000 }).where(eq(orders.id, id));
    expect(((await api.get(`order/get?id=${id}`)).body.data as Money).ballance).toBe(-5_000);
  });

  it('edits need EditOrders (2); reads need ViewOrders (1)', async () => {
    const id = await newOrder();
    const viewer = caller(app, await createUser(db, shop.providerId, { permissions: [Permission.ViewOrders] }));
    expect((await viewer.get(`order/get/remarks?id=${id}`)).status).toBe(200);
    expect((await viewer.post('order/save/remarks', { orderId: id, remarks: 'x' })).status).toBe(403);
    const editor = caller(app, await createUser(db, shop.providerId, { permissions: [Permission.EditOrders] }));
    expect((await editor.get(`order/get?id=${id}`)).status).toBe(403);
    expect((await editor.post('order/save/remarks', { orderId: id, remarks: 'x' })).status).toBe(200);
  });
});
