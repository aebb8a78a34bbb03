import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../test/test-app';
import { caller, insertProduct, openShop, orderBody } from './orders.fixtures';

/** Issue 18: a new order's status is chosen (R-ORD-1, R-ORD-2), and a cancel asked in the client is sent confirmed (R-ORD-3, R-ORD-4). */
describe('order/create status and a confirmed cancel', async () => {
  const { app, db } = await setupTestApp();
  const shop = await openShop(db);
  const api = caller(app, shop.user);

  it('R-ORD-2: status RQ makes an on-request order even on an auto-confirm price list; OK (or none) confirms it', async () => {
    const p = await insertProduct(db, shop.providerId);
    const rq = await api.post('order/create', orderBody(p, shop.tomorrow, [{ customerTypeId: p.adult, quantity: 1 }], { status: 'RQ' }));
    expect(rq.status, JSON.stringify(rq.body)).toBe(200);
    expect((rq.body.data as { status: string }).status).toBe('RQ');
    const ok = await api.post('order/create', orderBody(p, shop.tomorrow, [{ customerTypeId: p.adult, quantity: 1 }], { status: 'OK' }));
    expect((ok.body.data as { status: string }).status).toBe('OK');
    const plain = await api.post('order/create', orderBody(p, shop.tomorrow, [{ customerTypeId: p.adult, quantity: 1 }]));
    expect((plain.body.data as { status: string }).status).toBe('OK');
    const got = await api.get(`order/get?id=${(rq.body.data as { id: number }).id}`);
    expect((got.body.data as { status: string }).status).toBe('RQ');
  });

  it('R-PRICE-2: asking OK on an on-request price list still gives RQ; CN and unknown statuses are refused with a coded field error', async () => {
    const p = await insertProduct(db, shop.providerId, { autoConfirm: false });
    const res = await api.post('order/create', orderBody(p, shop.tomorrow, [{ customerTypeId: p.adult, quantity: 1 }], { status: 'OK' }));
    expect((res.body.data as { status: string }).status).toBe('RQ');
    const cn = await api.post('order/create', orderBody(p, shop.tomorrow, [{ customerTypeId: p.adult, quantity: 1 }], { status: 'CN' }));
    expect(cn.status).toBe(400);
    expect(cn.body.fieldErrors).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'status' })]));
  });

  it('R-ORD-3: a cancel sent with confirmed=true (the client asked already) is done at once, without the 422 question', async () => {
    const p = await insertProduct(db, shop.providerId);
    const created = await api.post('order/create', orderBody(p, shop.tomorrow, [{ customerTypeId: p.adult, quantity: 2 }]));
    const id = (created.body.data as { id: number }).id;
    const asked = await api.get(`order/edit/status/CN?id=${id}`);
    expect(asked.status).toBe(422);
    expect(asked.body.code).toBe('confirm-cancel');
    const done = await api.get(`order/edit/status/CN?id=${id}&confirmed=true`);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(((await api.get(`order/get?id=${id}`)).body.data as { status: string }).status).toBe('CN');
  });
});
