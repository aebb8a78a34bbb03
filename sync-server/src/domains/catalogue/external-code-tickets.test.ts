import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { externalCodes } from '../../db/schema';
import { setupTestApp } from '../../test/test-app';
import { caller, insertProduct, openShop, orderBody } from '../orders/orders.fixtures';
import { multipart } from '../files/files.fixtures';

process.env.FILES_DIR = mkdtempSync(join(tmpdir(), 'pos-files-test-'));

/** Codes bought from a partner are printed on the tickets of the product (spec 002 §7.12). */
describe('external codes on the tickets', async () => {
  const { app, db } = await setupTestApp();
  const shop = await openShop(db);
  const api = caller(app, shop.user);
  const p = await insertProduct(db, shop.providerId);
  const plain = await insertProduct(db, shop.providerId);
  const body = multipart('codes.csv', Buffer.from('PARTNER-001\nPARTNER-002\nPARTNER-003\nPARTNER-004\n'), { productId: String(p.productId) });
  const imported = await app.inject({ method: 'POST', url: '/api/external-codes/import', payload: body.payload, headers: { cookie: shop.user.cookie, ...body.headers } });
  const pdfText = (pdf: Buffer) => {
    const file = join(mkdtempSync(join(tmpdir(), 'tickets-')), 't.pdf');
    writeFileSync(file, pdf);
    return execFileSync('pdftotext', ['-layout', file, '-']).toString();
  };
  const ticketsPdf = async (orderId: number) => {
    const link = ((await api.get(`order/getlink?id=${orderId}`)).body.data as { link: string }).link;
    const token = /^\/order\/([A-Za-z0-9_-]+)\/ticket$/.exec(link)![1]!;
    const res = await app.inject({ method: 'GET', url: `/api/e-ticket/${token}/pdf?language=en-US` });
    expect(res.statusCode).toBe(200);
    return pdfText(res.rawPayload);
  };

  it('each ticket of the product gets its own unused code, printed on it; printing again keeps the same codes', async () => {
    expect(imported.statusCode, imported.body).toBe(200);
    const res = await api.post('order/create', orderBody(p, shop.tomorrow, [{ customerTypeId: p.adult, quantity: 2 }, { customerTypeId: p.child, quantity: 1 }], { leadCustomer: { firstName: 'Dana', lastName: 'Levi', mobile: '050-1234567' } }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const orderId = (res.body.data as { id: number }).id;
    const text = await ticketsPdf(orderId);
    const used = await db.select().from(externalCodes).where(eq(externalCodes.orderId, orderId));
    expect(used.length).toBeGreaterThan(0);
    expect(new Set(used.map((u) => u.ticketCode)).size).toBe(used.length);
    for (const u of used) expect(text).toContain(u.code);
    expect(text).toContain('Partner code');
    expect(await ticketsPdf(orderId)).toBe(text);
    expect((await db.select().from(externalCodes).where(eq(externalCodes.orderId, orderId))).map((u) => u.code).sort()).toEqual(used.map((u) => u.code).sort());
    const counts = (await app.inject({ method: 'GET', url: `/api/external-codes/search?productId=${p.productId}`, headers: { cookie: shop.user.cookie } })).json().data.counts;
    expect(counts).toEqual({ total: 4, used: used.length, unused: 4 - used.length });
  }, 60_000);

  it('a product without imported codes prints no partner code', async () => {
    const res = await api.post('order/create', orderBody(plain, shop.tomorrow, [{ customerTypeId: plain.adult, quantity: 1 }], { leadCustomer: { firstName: 'Dana', lastName: 'Levi', mobile: '050-1234567' } }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await ticketsPdf((res.body.data as { id: number }).id)).not.toContain('Partner code');
  }, 60_000);
});
