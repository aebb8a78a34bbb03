import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALL_PERMISSION_CODES, Permission } from '@pos/shared/permissions';
import { FILE_LIMITS } from '@pos/shared/files/limits';
import { eq } from 'drizzle-orm';
import { externalCodes } from '../../db/schema';
import { createProvider, createUser, setupTestApp } from '../../test/test-app';
import { multipart, PDF } from '../files/files.fixtures';
import { createReferenceRows, createTestProduct } from './catalogue.fixtures';

process.env.FILES_DIR = mkdtempSync(join(tmpdir(), 'pos-files-test-'));

describe('external codes (C286-C289)', async () => {
  const { app, db } = await setupTestApp();
  const ref = await createReferenceRows(db);
  const provider = await createProvider(db);
  const headers = { cookie: (await createUser(db, provider.id)).cookie };
  const send = (url: string, productId: number | string, name: string, text: string | Buffer, as = headers) => {
    const body = multipart(name, Buffer.isBuffer(text) ? text : Buffer.from(text), { productId: String(productId) });
    return app.inject({ method: 'POST', url: `/api/external-codes/${url}`, payload: body.payload, headers: { ...as, ...body.headers } });
  };
  const search = (productId: number, term = '', as = headers) => app.inject({ method: 'GET', url: `/api/external-codes/search?productId=${productId}&searchTerm=${encodeURIComponent(term)}`, headers: as });

  it('previews, then imports; codes already held and repeated are skipped, bad lines reported', async () => {
    const { product } = await createTestProduct(db, provider.id, ref);
    const file = 'code,partner\nAB-1001,Partner\nAB-1002,Partner\n\nAB-1001,Partner\nhas space\n"AB-1003"\n';
    const preview = await send('import/preview', product.id, 'codes.csv', file);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data).toEqual({ productId: product.id, total: 4, newCodes: 3, duplicates: 1, invalidLines: [6], sample: ['AB-1001', 'AB-1002', 'AB-1003'] });
    expect((await search(product.id)).json().data.counts).toEqual({ total: 0, used: 0, unused: 0 });
    const imported = await send('import', product.id, 'codes.csv', file);
    expect(imported.json().data).toEqual({ productId: product.id, imported: 3, duplicates: 1, invalidLines: [6] });
    const again = await send('import', product.id, 'more.txt', 'AB-1002\r\nAB-1004\r\n');
    expect(again.json().data).toMatchObject({ imported: 1, duplicates: 1 });
    const found = (await search(product.id, 'b-100')).json().data;
    expect(found.codes.map((c: { code: string }) => c.code)).toEqual(['AB-1001', 'AB-1002', 'AB-1003', 'AB-1004']);
    expect(found.counts).toEqual({ total: 4, used: 0, unused: 4 });
    expect((await search(product.id, '1004')).json().data.codes).toHaveLength(1);
    expect((await search(product.id, '%')).json().data.codes).toHaveLength(0);
  });

  it('delete all removes the unused codes; codes printed on tickets stay', async () => {
    const { product } = await createTestProduct(db, provider.id, ref);
    await send('import', product.id, 'codes.txt', 'X1\nX2\nX3\n');
    await db.update(externalCodes).set({ usedAt: new Date(), orderId: 1 }).where(eq(externalCodes.code, 'X2'));
    const res = await app.inject({ method: 'POST', url: '/api/external-codes/delete-all', payload: { productId: product.id }, headers });
    expect(res.json().data).toEqual({ productId: product.id, deleted: 2, counts: { total: 1, used: 1, unused: 0 } });
    expect((await search(product.id)).json().data.codes).toEqual([expect.objectContaining({ code: 'X2', used: true, orderId: 1 })]);
  });

  it('R-FILE-1, R-FILE-2, R-FILE-3: the codes file is at most 10 MB, well named, and really text', async () => {
    const { product } = await createTestProduct(db, provider.id, ref);
    const cases: [string, string | Buffer, number, string][] = [
      ['codes.pdf', 'A1\n', 422, 'file-type-not-allowed'],
      ['codes.csv', PDF, 422, 'file-type-mismatch'],
      ['codes.csv', Buffer.from([0x41, 0x0a, 0xff, 0xfe, 0x00, 0x41]), 422, 'file-type-unverified'],
      ['codes.txt', 'A1\u0000\n', 422, 'file-type-unverified'],
      ['co:des.csv', 'A1\n', 422, 'file-name-illegal'],
      ['codes.csv', Buffer.alloc(FILE_LIMITS.fileBytes + 1, 0x41), 422, 'file-too-large'],
    ];
    for (const [name, bytes, status, code] of cases) {
      const res = await send('import', product.id, name, bytes);
      expect(res.statusCode, `${name} ${res.body}`).toBe(status);
      expect(res.json().code, name).toBe(code);
    }
    expect((await send('import', 'x', 'codes.csv', 'A1\n')).statusCode).toBe(400);
    expect((await search(product.id)).json().data.counts.total).toBe(0);
  });

  it("another provider's product is 404; without EditProducts 403", async () => {
    const { product } = await createTestProduct(db, provider.id, ref);
    const stranger = { cookie: (await createUser(db, (await createProvider(db)).id)).cookie };
    expect((await send('import', product.id, 'codes.csv', 'A1\n', stranger)).statusCode).toBe(404);
    expect((await send('import/preview', product.id, 'codes.csv', 'A1\n', stranger)).statusCode).toBe(404);
    expect((await search(product.id, '', stranger)).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/api/external-codes/delete-all', payload: { productId: product.id }, headers: stranger })).statusCode).toBe(404);
    const viewer = { cookie: (await createUser(db, provider.id, { permissions: ALL_PERMISSION_CODES.filter((p) => p !== Permission.EditProducts) })).cookie };
    expect((await send('import', product.id, 'codes.csv', 'A1\n', viewer)).statusCode).toBe(403);
    expect((await app.inject({ method: 'POST', url: '/api/external-codes/delete-all', payload: { productId: product.id }, headers: viewer })).statusCode).toBe(403);
    expect((await search(product.id, '', viewer)).statusCode).toBe(200);
  });
});
