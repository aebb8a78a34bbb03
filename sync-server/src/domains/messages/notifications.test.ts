import { describe, expect, it } from 'vitest';
import { NOTIFICATION_EVENTS } from '@pos/shared/api/messages-notifications';
import { createUser, setupTestApp } from '../../test/test-app';
import { orderEvents, orderMessages } from '../../db/schema';
import { caller, insertProduct, openShop, orderBody } from '../orders/orders.fixtures';

interface Feed {
  items: { id: number; event: string; read: boolean; orderId: number | null; orderNumber: number | null; customerName: string | null; details: Record<string, unknown> }[];
  unread: number;
  more: boolean;
}

describe('the notifications feed (C004, C005)', async () => {
  const { app, db } = await setupTestApp();
  const shop = await openShop(db);
  const seller = caller(app, shop.user);
  const reader = caller(app, await createUser(db, shop.providerId));
  const p = await insertProduct(db, shop.providerId);
  const feed = async (api: ReturnType<typeof caller>, body: object = {}) => {
    const res = await api.post('notifications', body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as Feed;
  };
  const newOrder = async (firstName: string) => {
    const res = await seller.post('order/create', orderBody(p, shop.tomorrow, [{ customerTypeId: p.adult, quantity: 2 }], { leadCustomer: { firstName, lastName: 'Levi', mobile: '050-1234567' } }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as { id: number; orderNumber: number };
  };

  it('R-MSG-8: a new order, a status change and a customer\'s message reach the other users of the provider, newest first', async () => {
    const order = await newOrder('Noa');
    const cancelled = await seller.get(`order/edit/status/CN?id=${order.id}&confirmed=true`);
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    await db.insert(orderMessages).values({ providerId: shop.providerId, orderId: order.id, type: 'Sms', direction: 'in', message: 'Can we come at 11?' });
    await db.insert(orderMessages).values({ providerId: shop.providerId, orderId: order.id, type: 'Sms', direction: 'out', message: 'Our answer' });

    const { items, unread } = await feed(reader);
    expect(items.map((n) => n.event)).toEqual(['chat-message', 'status-changed', 'new-order']);
    for (const n of items) expect(NOTIFICATION_EVENTS).toContain(n.event);
    expect(items.every((n) => n.orderId === order.id && n.orderNumber === order.orderNumber && n.customerName === 'Noa Levi' && !n.read)).toBe(true);
    expect(items[0]!.details).toEqual({ text: 'Can we come at 11?' });
    expect(items[1]!.details).toEqual({ status: 'CN' });
    expect(unread).toBe(3);
    // Reading twice copies nothing twice.
    expect((await feed(reader)).items).toHaveLength(3);
  });

  it('R-MSG-8: a slot or date change and a receipt, invoice or invoice-receipt are told; other changes (remarks, credit notes) are not', async () => {
    const order = await newOrder('Dana');
    const seen = (await feed(reader)).items[0]!.id;
    await db.insert(orderEvents).values([
      { orderId: order.id, type: 'slot-changed', details: { productId: p.productId, from: 1, to: 2, startTime: '11:30:00' } },
      { orderId: order.id, type: 'date-changed', details: { productId: p.productId, from: shop.today, to: shop.tomorrow } },
      { orderId: order.id, type: 'remarks-changed', details: { from: '', to: 'x' } },
      { orderId: order.id, type: 'document-created', details: { docType: 'receipt', number: 5 } },
      { orderId: order.id, type: 'document-created', details: { docType: 'invoice', number: 6 } },
      { orderId: order.id, type: 'document-created', details: { docType: 'invoice-receipt', number: 7 } },
      { orderId: order.id, type: 'document-created', details: { docType: 'credit-invoice', number: 8 } },
    ]);
    const told = (await feed(reader, { lastId: seen })).items.map((n) => [n.event, n.details]);
    expect(told).toEqual([
      ['invoice-receipt', { number: 7 }],
      ['invoice', { number: 6 }],
      ['receipt', { number: 5 }],
      ['slot-changed', { date: shop.tomorrow }],
      ['slot-changed', { time: '11:30' }],
    ]);
  });

  it('R-MSG-8: a user is not told of what they did themselves (the customer\'s message still reaches them)', async () => {
    const mine = await feed(seller);
    expect(mine.items.map((n) => n.event)).toEqual(['invoice-receipt', 'invoice', 'receipt', 'slot-changed', 'slot-changed', 'chat-message']);
  });

  it('C004: lastId answers only what came after it; fromId the page before it', async () => {
    const before = await feed(reader);
    const newest = before.items[0]!.id;
    expect((await feed(reader, { lastId: newest })).items).toEqual([]);
    const second = await newOrder('Omer');
    const after = await feed(reader, { lastId: newest });
    expect(after.items.map((n) => [n.event, n.orderId])).toEqual([['new-order', second.id]]);
    const older = await feed(reader, { fromId: newest });
    expect(older.items.map((n) => n.event)).toEqual(['invoice', 'receipt', 'slot-changed', 'slot-changed', 'new-order', 'chat-message', 'status-changed', 'new-order']);
    expect(older.more).toBe(false);
  });

  it('R-MSG-9: one notification marked read (NotificationId), then all of them (MarkAll)', async () => {
    const { items, unread } = await feed(reader);
    const one = await reader.post('notification-mark-as-readed', { notificationId: items[1]!.id });
    expect(one.status).toBe(200);
    expect(one.body.data).toEqual({ unread: unread - 1 });
    const again = await feed(reader);
    expect(again.items.filter((n) => n.read).map((n) => n.id)).toEqual([items[1]!.id]);
    // Marking the same one again changes nothing.
    expect((await reader.post('notification-mark-as-readed', { notificationId: items[1]!.id })).body.data).toEqual({ unread: unread - 1 });

    const all = await reader.post('notification-mark-as-readed', { markAll: true });
    expect(all.body.data).toEqual({ unread: 0 });
    expect((await feed(reader)).items.every((n) => n.read)).toBe(true);
    // What comes later is unread again.
    await newOrder('Tal');
    const later = await feed(reader);
    expect(later.unread).toBe(1);
    expect(later.items[0]).toMatchObject({ event: 'new-order', read: false });
  });

  it('R-MSG-9: marking needs a notification or MarkAll (400); another provider\'s notification is not found (404); the feed needs a login (401)', async () => {
    expect((await reader.post('notification-mark-as-readed', {})).status).toBe(400);
    expect((await reader.post('notification-mark-as-readed', { notificationId: 0 })).status).toBe(400);
    const { items } = await feed(reader);
    const other = await openShop(db);
    const stranger = caller(app, other.user);
    expect((await stranger.post('notification-mark-as-readed', { notificationId: items[0]!.id })).status).toBe(404);
    expect((await feed(stranger)).items).toEqual([]);
    const anonymous = await app.inject({ method: 'POST', url: '/api/notifications', payload: {} });
    expect(anonymous.statusCode).toBe(401);
  });
});
