import { describe, expect, it } from 'vitest';
import { Permission } from '@pos/shared/permissions';
import { createUser, setupTestApp } from '../../test/test-app';
import { agencies, agents, chatMessages } from '../../db/schema';
import { caller, insertProduct, openShop } from '../orders/orders.fixtures';
import { PDF, multipart } from '../files/files.fixtures';

describe('chat with the index\'s agents (C280-C283, C285)', async () => {
  const { app, db } = await setupTestApp();
  const shop = await openShop(db);
  const api = caller(app, shop.user);
  const p = await insertProduct(db, shop.providerId);
  const other = await insertProduct(db, shop.providerId);
  const stamp = `${process.pid}-${Date.now()}`;
  const [agency] = await db.insert(agencies).values({ name: `Travel ${stamp}`, email: `travel-${stamp}@example.test`, mobile: '050-1111111', accessDueOn: '2026-12-01' }).returning();
  const [agent] = await db.insert(agents).values({ agencyId: agency!.id, fullName: 'Rina Agent', email: 'rina@travel.example', mobile: '050-2222222' }).returning();
  const [stranger] = await db.insert(agents).values({ agencyId: agency!.id, fullName: 'Other Agent', email: 'other@travel.example', mobile: '050-3333333' }).returning();
  const incoming = (productId: number, message: string) => db.insert(chatMessages).values({ providerId: shop.providerId, productId, agentId: agent!.id, direction: 'in', message });
  const thread = { productId: p.productId, indexUserId: agent!.id };

  it('C280: threads by product and agent, the newest first, with the last message and the unread count', async () => {
    await incoming(p.productId, 'Do you have room for 12 on Friday?');
    await incoming(p.productId, 'And a guide in Russian?');
    await incoming(other.productId, 'Is the other tour open in winter?');
    const res = await api.post('chat-messages', {});
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { items, more } = res.body.data as { items: { productId: number; agentName: string; agencyName: string; lastMessage: string; unread: number; quoteId: number | null }[]; more: boolean };
    expect(items.map((t) => [t.productId, t.lastMessage, t.unread])).toEqual([
      [other.productId, 'Is the other tour open in winter?', 1],
      [p.productId, 'And a guide in Russian?', 2],
    ]);
    expect(items[0]).toMatchObject({ agentName: 'Rina Agent', agencyName: `Travel ${stamp}`, quoteId: null });
    expect(more).toBe(false);
  });

  it('C283, C282: the provider answers; the thread shows both sides, the newest first, with who answered', async () => {
    const sent = await api.post('product/message', { ...thread, message: '  Yes, 12 seats are free.  ' });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.data).toMatchObject({ direction: 'out', message: 'Yes, 12 seats are free.', read: true });
    const res = await api.post('product-chat-messages', thread);
    const { items } = res.body.data as { items: { direction: string; message: string; read: boolean; userName: string | null }[] };
    expect(items.map((m) => [m.direction, m.message, m.read])).toEqual([
      ['out', 'Yes, 12 seats are free.', true],
      ['in', 'And a guide in Russian?', false],
      ['in', 'Do you have room for 12 on Friday?', false],
    ]);
    expect(items[0]!.userName).toBeTruthy();
  });

  it('C284: an answer with a file (multipart), kept by the files domain and downloaded by the thread\'s link', async () => {
    const form = multipart('מחירון.pdf', PDF, { message: 'Our price list' }, 'application/pdf');
    const res = await app.inject({ method: 'POST', url: `/api/product/${p.productId}/${agent!.id}/message`, headers: { cookie: shop.user.cookie, ...form.headers }, payload: form.payload });
    expect(res.statusCode, res.body).toBe(200);
    const sent = res.json().data as { direction: string; message: string; file: { id: number; name: string; contentType: string } };
    expect(sent).toMatchObject({ direction: 'out', message: 'Our price list', file: { name: 'מחירון.pdf', contentType: 'application/pdf' } });
    const file = await app.inject({ method: 'GET', url: `/api/files/${sent.file.id}/original`, headers: { cookie: shop.user.cookie } });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF)).toBe(true);
    const thread = (await api.post('product-chat-messages', { productId: p.productId, indexUserId: agent!.id })).body.data as { items: { file: { id: number } | null }[] };
    expect(thread.items[0]!.file?.id).toBe(sent.file.id);
    // A file alone is a message; another provider's product is not found; a form without a file is a 400.
    const alone = multipart('map.pdf', PDF, {}, 'application/pdf');
    expect((await app.inject({ method: 'POST', url: `/api/product/${p.productId}/${agent!.id}/message`, headers: { cookie: shop.user.cookie, ...alone.headers }, payload: alone.payload })).statusCode).toBe(200);
    const theirs = await openShop(db);
    const again = multipart('map.pdf', PDF, {}, 'application/pdf');
    expect((await app.inject({ method: 'POST', url: `/api/product/${p.productId}/${agent!.id}/message`, headers: { cookie: theirs.user.cookie, ...again.headers }, payload: again.payload })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: `/api/product/${p.productId}/${agent!.id}/message`, headers: { cookie: shop.user.cookie }, payload: { message: 'x' } })).statusCode).toBe(400);
  });

  it('C281: marking the thread read reads the agent\'s messages in it alone', async () => {
    const res = await api.post('chat/mark-as-read', thread);
    expect(res.body.data).toEqual({ marked: 2 });
    expect((await api.post('chat/mark-as-read', thread)).body.data).toEqual({ marked: 0 });
    const threads = (await api.post('chat-messages', {})).body.data as { items: { productId: number; unread: number }[] };
    expect(threads.items.map((t) => [t.productId, t.unread])).toEqual([
      [p.productId, 0],
      [other.productId, 1],
    ]);
  });

  it('R-MSG-8: an agent\'s message is an index-chat notification', async () => {
    const reader = caller(app, await createUser(db, shop.providerId));
    const feed = (await reader.post('notifications', {})).body.data as { items: { event: string; details: { text?: string } }[] };
    expect(feed.items.filter((n) => n.event === 'index-chat').map((n) => n.details.text)).toEqual(['Is the other tour open in winter?', 'And a guide in Russian?', 'Do you have room for 12 on Friday?']);
  });

  it('C285: an agent the provider chats with; another agent of the index is not found', async () => {
    const res = await api.get(`agent-details/${agent!.id}`);
    expect(res.body.data).toEqual({ id: agent!.id, fullName: 'Rina Agent', email: 'rina@travel.example', mobile: '050-2222222', agencyName: `Travel ${stamp}` });
    expect((await api.get(`agent-details/${stranger!.id}`)).status).toBe(404);
  });

  it('an empty answer is a 400; another provider\'s product, an unknown agent or quote is a 404; answering needs EditOrders (403)', async () => {
    const empty = await api.post('product/message', { ...thread, message: '   ' });
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body.errors!)).toEqual(['message']);
    const theirs = await openShop(db);
    const them = caller(app, theirs.user);
    expect((await them.post('product-chat-messages', thread)).status).toBe(404);
    expect((await them.post('product/message', { ...thread, message: 'Hi' })).status).toBe(404);
    expect((await them.post('chat-messages', {})).body.data).toEqual({ items: [], more: false });
    expect((await them.get(`agent-details/${agent!.id}`)).status).toBe(404);
    expect((await api.post('product-chat-messages', { ...thread, indexUserId: 2_000_000_000 })).status).toBe(404);
    expect((await api.post('product-chat-messages', { ...thread, orderQuoteId: 2_000_000_000 })).status).toBe(404);
    const viewer = caller(app, await createUser(db, shop.providerId, { permissions: [Permission.ViewOrders] }));
    expect((await viewer.post('product-chat-messages', thread)).status).toBe(200);
    expect((await viewer.post('product/message', { ...thread, message: 'Hi' })).status).toBe(403);
  });
});
