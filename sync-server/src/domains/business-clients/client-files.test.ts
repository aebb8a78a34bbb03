import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Permission } from '@pos/shared/permissions';
import { createUser, setupTestApp } from '../../test/test-app';
import { storedFiles } from '../../db/schema';
import { multipart, PDF, photo } from '../files/files.fixtures';
import { caller, openShop } from '../orders/orders.fixtures';
import { clientBody } from './business-clients.fixtures';
import { MAX_PHOTO_INSTRUCTIONS } from './client-files';

describe("a business client's logo and photo instructions (C229-C231)", async () => {
  const { app, db } = await setupTestApp();
  const shop = await openShop(db);
  const other = await openShop(db);
  let n = 0;
  const create = async (who = shop) => {
    const res = await caller(app, who.user).post('businessClient/save', { businessClient: clientBody({ name: `Logo client ${++n}`, vatNumber: `52${n}` }) });
    return (res.body.data as { id: number }).id;
  };
  const upload = (url: string, name: string, bytes: Buffer, cookie = shop.user.cookie) => {
    const form = multipart(name, bytes);
    return app.inject({ method: 'POST', url, payload: form.payload, headers: { ...form.headers, cookie } });
  };
  const logo = await photo(300, 200, { format: 'png' });

  it('R-FILE-3 sets the logo from an image read by its content and replaces it, the old file marked deleted', async () => {
    const id = await create();
    const first = await upload(`/api/companyLogo/${id}`, 'logo.png', logo);
    expect(first.statusCode, first.body).toBe(200);
    const firstFile = first.json().data.logoFileId as number;
    expect(firstFile).toBeGreaterThan(0);
    // Kept by the file store as an image of this provider (re-encoded: width and height read from the pixels).
    const [kept] = await db.select().from(storedFiles).where(eq(storedFiles.id, firstFile));
    expect(kept).toMatchObject({ providerId: shop.providerId, name: 'logo.png', width: 300, height: 200, deletedAt: null });
    const second = await upload(`/api/companyLogo/${id}`, 'logo2.jpg', await photo(300, 200));
    expect(second.statusCode).toBe(200);
    expect(second.json().data.logoFileId).not.toBe(firstFile);
    const [old] = await db.select().from(storedFiles).where(eq(storedFiles.id, firstFile));
    expect(old!.deletedAt).not.toBeNull();
    for (const [bytes, name, code] of [[PDF, 'logo.png', 'file-type-not-allowed'], [Buffer.from('<svg onload=alert(1)>'), 'logo.png', 'file-type-unverified'], [logo, 'logo.jpg', 'file-type-mismatch']] as const) {
      const res = await upload(`/api/companyLogo/${id}`, name, bytes);
      expect(res.statusCode, name).toBe(422);
      expect(res.json().code).toBe(code);
    }
  });

  it('R-FILE-2 refuses a bad file name before keeping anything', async () => {
    const id = await create();
    const res = await upload(`/api/companyLogo/${id}`, `${'x'.repeat(300)}.png`, logo);
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('file-name-too-long');
  });

  it('adds photo instructions, at most ten, and deletes one (C230, C231)', async () => {
    const id = await create();
    let answer = await upload(`/api/photoInstruction/${id}`, 'how-to-find-the-order.png', logo);
    expect(answer.statusCode).toBe(200);
    const [photoRow] = answer.json().data.photoInstructions as { id: number; name: string }[];
    expect(photoRow).toMatchObject({ name: 'how-to-find-the-order.png' });
    for (let i = 1; i < MAX_PHOTO_INSTRUCTIONS; i++) expect((await upload(`/api/photoInstruction/${id}`, `p${i}.png`, logo)).statusCode).toBe(200);
    const over = await upload(`/api/photoInstruction/${id}`, 'one-too-many.png', logo);
    expect(over.statusCode).toBe(422);
    expect(over.json().code).toBe('photo-instructions-maximum-reached');
    answer = await app.inject({ method: 'POST', url: '/api/photoInstruction/delete', payload: { businessClientId: id, photoId: photoRow!.id }, headers: { cookie: shop.user.cookie } });
    expect(answer.statusCode).toBe(200);
    expect((answer.json().data.photoInstructions as { id: number }[]).map((p) => p.id)).not.toContain(photoRow!.id);
    expect((await app.inject({ method: 'POST', url: '/api/photoInstruction/delete', payload: { businessClientId: id, photoId: photoRow!.id }, headers: { cookie: shop.user.cookie } })).statusCode).toBe(404);
  });

  it("another provider's client is 404 and nothing is kept; without EditOrders 403", async () => {
    const theirs = await create(other);
    const before = (await db.select().from(storedFiles)).length;
    expect((await upload(`/api/companyLogo/${theirs}`, 'logo.png', logo)).statusCode).toBe(404);
    expect((await upload(`/api/photoInstruction/${theirs}`, 'p.png', logo)).statusCode).toBe(404);
    expect((await db.select().from(storedFiles)).length).toBe(before);
    const theirPhoto = await upload(`/api/photoInstruction/${theirs}`, 'p.png', logo, other.user.cookie);
    const photoId = (theirPhoto.json().data.photoInstructions as { id: number }[])[0]!.id;
    expect((await app.inject({ method: 'POST', url: '/api/photoInstruction/delete', payload: { businessClientId: theirs, photoId }, headers: { cookie: shop.user.cookie } })).statusCode).toBe(404);
    const reader = await createUser(db, shop.providerId, { permissions: [Permission.ViewOrders] });
    const mine = await create();
    expect((await upload(`/api/companyLogo/${mine}`, 'logo.png', logo, reader.cookie)).statusCode).toBe(403);
    expect((await upload(`/api/photoInstruction/${mine}`, 'p.png', logo, reader.cookie)).statusCode).toBe(403);
    expect((await app.inject({ method: 'POST', url: '/api/photoInstruction/delete', payload: { businessClientId: mine, photoId: 1 }, headers: { cookie: reader.cookie } })).statusCode).toBe(403);
  });
});
