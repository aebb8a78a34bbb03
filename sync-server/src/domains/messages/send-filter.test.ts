import { describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { createUser, setupTestApp } from '../../test/test-app';
import { outgoingMessages } from '../../db/schema';
import { caller, insertProduct, openShop, orderBody } from '../orders/orders.fixtures';

describe('C272: sending to the orders a search finds', async () => {
  delete process.env.SMTP_URL;
  process.env.MESSAGE_SINK_DIR = mkdtempSync(join(tmpdir(), 'message-sink-'));
  const { app, db } = await setupTestApp();
  const shop = await openShop(db);
  const api = caller(app, shop.user);
  const p = await insertProduct(db, shop.providerId);
  const order = async (firstName: string) => {
    const res = await api.post('order/create', orderBody(p, shop.tomorrow, [{ customerTypeId: p.adult, quantity: 1 }], { leadCustomer: { firstName, lastName: 'Mizrahi', mobile: '050-1234567', email: `${firstName.toLowerCase()}@example.test` } }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body.data as { id: number }).id;
  };
  const dana = await order('Dana');
  const yossi = await order('Yossi');
  const danaCancelled = await order('Dana');
  expect((await api.get(`order/edit/status/CN?id=${danaCancelled}&confirmed=true`)).status).toBe(200);

  const options = { sms: false, email: true, subject: 'Weather update', content: 'Hello [FIRST NAME]', smsSenderName: 'Tours', fromEmail: 'office@tours.example' };
  const send = (filter: object, confirmed = true) => api.post('sms-email/order', { filter, options, confirmed });
  const sentTo = async (batchId: string) => (await db.select({ orderId: outgoingMessages.orderId }).from(outgoingMessages).where(eq(outgoingMessages.batchId, batchId))).map((m) => m.orderId).sort();

  it('a search (the orders list\'s keyword) reaches the orders it finds, cancelled ones left out', async () => {
    const res = await send({ keyword: 'Dana' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const sent = res.body.data as { batchId: string; orders: number; email: number };
    expect(sent).toMatchObject({ orders: 1, email: 1 });
    expect(await sentTo(sent.batchId)).toEqual([dana]);
  });

  it('a search for a status includes that status; ids and a search together reach the ids the search finds', async () => {
    const cancelled = await send({ keyword: 'Dana', status: 'CN' });
    expect(await sentTo((cancelled.body.data as { batchId: string }).batchId)).toEqual([danaCancelled]);
    const both = await send({ orderIds: [dana, yossi], keyword: 'Yossi' });
    expect(await sentTo((both.body.data as { batchId: string }).batchId)).toEqual([yossi]);
  });

  it('the confirm step counts the search\'s orders before anything is sent', async () => {
    const res = await send({ arrivalStartDate: shop.tomorrow, arrivalEndDate: shop.tomorrow }, false);
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: 'confirm-send', orders: 2, email: 2, warning: true, ignoreFlag: 'confirmed' });
  });

  it('no criterion is a 400; a search too short is a 400 (R-ORD-23); a search finding nothing, or only another provider\'s orders, is refused', async () => {
    const empty = await send({});
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body.errors!)).toEqual(['filter']);
    expect(Object.keys((await send({ tagLogicalOperator: 'And' })).body.errors!)).toEqual(['filter']);
    const short = await send({ keyword: 'D' });
    expect(short.status).toBe(400);
    expect(Object.keys(short.body.errors!)).toEqual(['keyword']);
    expect((await send({ keyword: 'Nobody' })).body.code).toBe('no-recipients');
    const other = await openShop(db);
    const stranger = caller(app, await createUser(db, other.providerId));
    const theirs = await stranger.post('sms-email/order', { filter: { orderIds: [dana], keyword: 'Dana' }, options, confirmed: true });
    expect(theirs.status).toBe(422);
    expect(theirs.body.code).toBe('no-recipients');
  });
});
