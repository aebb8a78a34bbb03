import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { Permission } from '@pos/shared/permissions';
import { ALL_PERMISSION_CODES } from '@pos/shared/permissions';
import { FILE_LIMITS } from '@pos/shared/files/limits';
import { createProvider, createUser, setupTestApp } from '../../test/test-app';
import { multipart, PDF, photo, pngBomb } from '../files/files.fixtures';
import { createReferenceRows, createTestProduct } from './catalogue.fixtures';

process.env.FILES_DIR = mkdtempSync(join(tmpdir(), 'pos-files-test-'));

describe('product photos and documents', async () => {
  const { app, db } = await setupTestApp();
  const ref = await createReferenceRows(db);
  const provider = await createProvider(db);
  const user = await createUser(db, provider.id);
  const headers = { cookie: user.cookie };
  let goodJpeg: Buffer;
  let smallJpeg: Buffer;
  beforeAll(async () => {
    goodJpeg = await photo(1000, 800);
    smallJpeg = await photo(750, 750, { quality: 60 });
  });

  const upload = (url: string, name: string, bytes: Buffer, as = headers) => {
    const body = multipart(name, bytes);
    return app.inject({ method: 'POST', url, payload: body.payload, headers: { ...as, ...body.headers } });
  };
  const addPhoto = (productId: number, bytes: Buffer, name = 'lake.jpg') => upload(`/api/product/${productId}/file/false`, name, bytes);
  const media = async (productId: number) => (await app.inject({ method: 'GET', url: `/api/product/${productId}/files`, headers })).json().data;

  it('a photo is stored re-encoded: WebP with a JPEG fallback, a thumbnail, no metadata; served with type, cache and disposition (R-FILE-4)', async () => {
    const { product } = await createTestProduct(db, provider.id, ref);
    const res = await addPhoto(product.id, goodJpeg);
    expect(res.statusCode, res.body).toBe(200);
    const added = res.json().data;
    expect(added).toMatchObject({ role: 'photo', isMain: true, width: 1000, height: 800, contentType: 'image/jpeg', name: 'lake.jpg' });
    const webp = await app.inject({ method: 'GET', url: added.url, headers: { ...headers, accept: 'image/avif,image/webp,*/*' } });
    expect(webp.statusCode).toBe(200);
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(webp.headers['cache-control']).toContain('max-age=31536000');
    expect(webp.headers['content-disposition']).toMatch(/^inline; filename="lake.jpg"/);
    expect(webp.headers.vary).toContain('Accept');
    const jpeg = await app.inject({ method: 'GET', url: added.url, headers: { ...headers, accept: 'image/jpeg' } });
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    for (const served of [webp.rawPayload, jpeg.rawPayload]) {
      const meta = await sharp(served).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.width).toBe(1000);
    }
    const thumb = await app.inject({ method: 'GET', url: added.thumbnailUrl, headers: { ...headers, accept: 'image/webp' } });
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(400);
  });

  it('R-FILE-4: a photo under 750 px on a side is refused; 750 px is enough', async () => {
    const { product } = await createTestProduct(db, provider.id, ref);
    const low = await addPhoto(product.id, await photo(1200, 749));
    expect(low.statusCode).toBe(422);
    expect(low.json().code).toBe('photo-resolution-too-low');
    expect((await addPhoto(product.id, smallJpeg)).statusCode).toBe(200);
  });

  it('R-FILE-5: a photo over 5 MB is refused while it streams; exactly 5 MB is accepted', async () => {
    const { product } = await createTestProduct(db, provider.id, ref);
    const exact = Buffer.concat([goodJpeg, Buffer.alloc(FILE_LIMITS.photoBytes - goodJpeg.length)]);
    expect((await addPhoto(product.id, exact)).statusCode).toBe(200);
    const over = await addPhoto(product.id, Buffer.concat([exact, Buffer.alloc(1)]));
    expect(over.statusCode).toBe(422);
    expect(over.json().code).toBe('photo-too-large');
    expect((await media(product.id)).photos).toHaveLength(1);
  });

  it('R-FILE-1: a document over 10 MB is refused; a PDF under it is kept as sent and served as an attachment', async () => {
    const { product } = await createTestProduct(db, provider.id, ref);
    const big = Buffer.concat([PDF, Buffer.alloc(FILE_LIMITS.fileBytes + 1 - PDF.length)]);
    const refusedBig = await upload(`/api/product/${product.id}/document`, 'terms.pdf', big);
    expect(refusedBig.statusCode).toBe(422);
    expect(refusedBig.json().code).toBe('file-too-large');
    const ok = await upload(`/api/product/${product.id}/document`, 'תנאים.pdf', PDF);
    expect(ok.statusCode, ok.body).toBe(200);
    const served = await app.inject({ method: 'GET', url: ok.json().data.url, headers });
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toContain("attachment; filename=\"_____.pdf\"; filename*=UTF-8''%D7%AA");
    expect(served.rawPayload.equals(PDF)).toBe(true);
  });

  it('R-FILE-2: a name over 255 characters or with illegal characters is refused', async () => {
    const { product } = await createTestProduct(db, provider.id, ref);
    const long = await addPhoto(product.id, goodJpeg, `${'a'.repeat(252)}.jpg`);
    expect(long.statusCode).toBe(422);
    expect(long.json().code).toBe('file-name-too-long');
    expect((await addPhoto(product.id, goodJpeg, `${'a'.repeat(251)}.jpg`)).statusCode).toBe(200);
    for (const name of ['a<b>.jpg', 'a:b.jpg', 'what?.jpg', 'a|b.jpg', 'tab\there.jpg', 'nul\u0000.jpg', '..']) {
      const res = await addPhoto(product.id, goodJpeg, name);
      expect(res.statusCode, name).toBe(422);
      expect(res.json().code, name).toBe('file-name-illegal');
    }
  });

  it('R-FILE-3: the type is read from the content: unverifiable, wrong and mismatched types are refused as possibly malicious', async () => {
    const { product } = await createTestProduct(db, provider.id, ref);
    const cases: [string, Buffer, string, string][] = [
      ['photo', PDF, 'photo.jpg', 'file-type-not-allowed'],
      ['photo', Buffer.from('<script>alert(1)</script>'), 'photo.jpg', 'file-type-unverified'],
      ['photo', await photo(800, 800, { format: 'png' }), 'photo.jpg', 'file-type-mismatch'],
      ['document', Buffer.from('plain words, not a document at all'), 'report.pdf', 'file-type-unverified'],
      ['document', goodJpeg, 'report.pdf', 'file-type-mismatch'],
    ];
    for (const [kind, bytes, name, code] of cases) {
      const res = kind === 'photo' ? await addPhoto(product.id, bytes, name) : await upload(`/api/product/${product.id}/document`, name, bytes);
      expect(res.statusCode, `${name} ${res.body}`).toBe(422);
      expect(res.json().code, name).toBe(code);
    }
    expect((await addPhoto(product.id, await photo(800, 800, { format: 'png' }), 'photo.png')).statusCode).toBe(200);
    expect((await addPhoto(product.id, await photo(800, 800, { format: 'webp' }), 'photo.webp')).statusCode).toBe(200);
  });

  it('R-FILE-6: a product has at most 20 photos; the 21st is refused (maximum reached)', async () => {
    const { product } = await createTestProduct(db, provider.id, ref);
    for (let i = 0; i < FILE_LIMITS.photosPerProduct; i++) expect((await addPhoto(product.id, smallJpeg, `p${i}.jpg`)).statusCode).toBe(200);
    const more = await addPhoto(product.id, smallJpeg);
    expect(more.statusCode).toBe(422);
    expect(more.json().code).toBe('photos-maximum-reached');
    expect((await media(product.id)).photosLeft).toBe(0);
  }, 60_000);

  it('pixel floods and decompression bombs are refused before decoding, never with a 5xx', async () => {
    const { product } = await createTestProduct(db, provider.id, ref);
    for (const side of [50_000, 7000]) {
      const res = await addPhoto(product.id, pngBomb(side), 'bomb.png');
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().code).toBe('image-too-many-pixels');
    }
  });

  it('upload fuzzing: broken, truncated and odd uploads under image names answer 4xx, never 5xx', async () => {
    const { product } = await createTestProduct(db, provider.id, ref);
    const truncated = goodJpeg.subarray(0, Math.floor(goodJpeg.length / 3));
    const bodies: Buffer[] = [Buffer.alloc(0), Buffer.from([0xff, 0xd8, 0xff]), truncated, Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]), pngBomb(800).subarray(0, 40)];
    for (let i = 0; i < 12; i++) bodies.push(Buffer.from(Array.from({ length: 50 + i * 97 }, () => Math.floor(Math.random() * 256))));
    for (const [i, bytes] of bodies.entries()) {
      for (const name of ['x.jpg', 'x.png', 'x.webp', '.jpg', 'x']) {
        const res = await addPhoto(product.id, bytes, name);
        expect(res.statusCode, `${i} ${name} ${res.body}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `${i} ${name} ${res.body}`).toBeLessThan(500);
      }
    }
    const odd = [
      { payload: 'just text', headers: { 'content-type': 'text/plain' } },
      { payload: JSON.stringify({ file: 'x' }), headers: { 'content-type': 'application/json' } },
      { payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n', headers: { 'content-type': 'multipart/form-data; boundary=x' } },
      { payload: '--x\r\nbroken', headers: { 'content-type': 'multipart/form-data; boundary=x' } },
      { payload: 'abc', headers: { 'content-type': 'multipart/form-data' } },
    ];
    for (const [i, body] of odd.entries()) {
      const res = await app.inject({ method: 'POST', url: `/api/product/${product.id}/file/true`, payload: body.payload, headers: { ...headers, ...body.headers } });
      expect(res.statusCode, `${i} ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${i} ${res.body}`).toBeLessThan(500);
    }
    expect((await media(product.id)).photos).toHaveLength(0);
  }, 60_000);

  it('the main photo, the gallery order (drag), translations and removal', async () => {
    const { product } = await createTestProduct(db, provider.id, ref);
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) ids.push((await addPhoto(product.id, smallJpeg, `p${i}.jpg`)).json().data.id);
    let m = await media(product.id);
    expect(m.photos.map((p: { id: number; isMain: boolean }) => [p.id, p.isMain])).toEqual([[ids[0], true], [ids[1], false], [ids[2], false]]);
    m = (await app.inject({ method: 'GET', url: `/api/product/main-product-image?productImageId=${ids[2]}`, headers })).json().data;
    expect(m.photos.find((p: { isMain: boolean }) => p.isMain).id).toBe(ids[2]);
    const order = [ids[2]!, ids[0]!, ids[1]!];
    m = (await app.inject({ method: 'POST', url: `/api/product/${product.id}/images/order`, payload: { imageIds: order }, headers })).json().data;
    expect(m.photos.map((p: { id: number }) => p.id)).toEqual(order);
    const partial = await app.inject({ method: 'POST', url: `/api/product/${product.id}/images/order`, payload: { imageIds: [ids[0]] }, headers });
    expect(partial.statusCode).toBe(422);
    const tr = await app.inject({
      method: 'POST',
      url: `/api/product/image/${ids[0]}/saveTranslation`,
      payload: { translations: [{ language: 'he-IL', title: 'האגם', description: 'שקיעה' }, { language: 'ru-RU', title: 'Озеро', description: '' }] },
      headers,
    });
    expect(tr.statusCode, tr.body).toBe(200);
    expect(tr.json().data.translations).toEqual([{ language: 'he-IL', title: 'האגם', description: 'שקיעה' }, { language: 'ru-RU', title: 'Озеро', description: '' }]);
    const file = m.photos.find((p: { id: number }) => p.id === ids[2]);
    m = (await app.inject({ method: 'DELETE', url: `/api/product/delete-product-image?productImageId=${ids[2]}&fromWizzard=true`, headers })).json().data;
    expect(m.photos.map((p: { id: number; isMain: boolean }) => [p.id, p.isMain])).toEqual([[ids[0], true], [ids[1], false]]);
    expect((await app.inject({ method: 'GET', url: file.url, headers })).statusCode).toBe(404);
  });

  it('a wizard upload (flag true) moves the wizard to the photo step', async () => {
    const { product } = await createTestProduct(db, provider.id, ref);
    expect((await upload(`/api/product/${product.id}/file/true`, 'a.jpg', smallJpeg)).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: `/api/product/${product.id}`, headers })).json().data.wizzardStep).toBe(5);
  });

  it('the ticket image ends the ImageNotFound alert; removing it brings the alert back', async () => {
    const { product } = await createTestProduct(db, provider.id, ref);
    const alerts = async () => ((await app.inject({ method: 'GET', url: '/api/product/alerts', headers })).json().data as { productId: number; types: string[] }[]).find((a) => a.productId === product.id)?.types ?? [];
    expect(await alerts()).toContain('ImageNotFound');
    const ticket = await upload(`/api/product-ticket-image/${product.id}`, 'logo.png', await photo(300, 120, { format: 'png' }));
    expect(ticket.statusCode, ticket.body).toBe(200);
    expect(await alerts()).not.toContain('ImageNotFound');
    const again = await upload(`/api/product-ticket-image/${product.id}`, 'logo2.png', await photo(300, 120, { format: 'png' }));
    expect((await media(product.id)).ticketImage.id).toBe(again.json().data.id);
    expect((await app.inject({ method: 'GET', url: ticket.json().data.url, headers })).statusCode).toBe(404);
    await app.inject({ method: 'DELETE', url: `/api/product/delete-product-image?productImageId=${again.json().data.id}`, headers });
    expect(await alerts()).toContain('ImageNotFound');
  });

  it('the responsible person image and documents with translations (C048-C051, C056)', async () => {
    const { product } = await createTestProduct(db, provider.id, ref);
    expect((await upload(`/api/product/${product.id}/upload-responsible-person-image`, 'me.jpg', await photo(200, 200))).statusCode).toBe(200);
    expect((await media(product.id)).responsiblePersonImage.name).toBe('me.jpg');
    const removed = await app.inject({ method: 'DELETE', url: `/api/product/${product.id}/delete-responsible-person-image`, headers });
    expect(removed.json().data.responsiblePersonImage).toBeNull();
    const doc = (await upload(`/api/product/${product.id}/document`, 'map.pdf', PDF)).json().data;
    const tr = await app.inject({ method: 'POST', url: `/api/product/document/${doc.id}/saveTranslation`, payload: { translations: [{ language: 'en-US', title: 'Map', description: 'How to come' }] }, headers });
    expect(tr.json().data.translations).toEqual([{ language: 'en-US', title: 'Map', description: 'How to come' }]);
    const repeated = await app.inject({ method: 'POST', url: `/api/product/document/${doc.id}/saveTranslation`, payload: { translations: [{ language: 'en-US', title: 'a', description: '' }, { language: 'en-US', title: 'b', description: '' }] }, headers });
    expect(repeated.statusCode).toBe(400);
    const del = await app.inject({ method: 'DELETE', url: `/api/product/delete-document?documentId=${doc.id}`, headers });
    expect(del.json().data.documents).toEqual([]);
  });

  it("another provider's product, photo, document and file answer 404", async () => {
    const { product } = await createTestProduct(db, provider.id, ref);
    const added = (await addPhoto(product.id, smallJpeg)).json().data;
    const doc = (await upload(`/api/product/${product.id}/document`, 'map.pdf', PDF)).json().data;
    const other = await createProvider(db);
    const stranger = { cookie: (await createUser(db, other.id)).cookie };
    expect((await app.inject({ method: 'GET', url: added.url, headers: stranger })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: doc.url, headers: stranger })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/api/product/${product.id}/files`, headers: stranger })).statusCode).toBe(404);
    expect((await upload(`/api/product/${product.id}/file/false`, 'a.jpg', smallJpeg, stranger)).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/api/product/main-product-image?productImageId=${added.id}`, headers: stranger })).statusCode).toBe(404);
    expect((await app.inject({ method: 'DELETE', url: `/api/product/delete-product-image?productImageId=${added.id}`, headers: stranger })).statusCode).toBe(404);
    expect((await app.inject({ method: 'DELETE', url: `/api/product/delete-document?documentId=${doc.id}`, headers: stranger })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: `/api/product/image/${added.id}/saveTranslation`, payload: { translations: [] }, headers: stranger })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: added.url, headers })).statusCode).toBe(200);
  });

  it('403 without EditProducts (uploads, removal, order) and without ProductsViewSearch (the media list); 401 without a session', async () => {
    const { product } = await createTestProduct(db, provider.id, ref);
    const added = (await addPhoto(product.id, smallJpeg)).json().data;
    const viewer = { cookie: (await createUser(db, provider.id, { permissions: ALL_PERMISSION_CODES.filter((p) => p !== Permission.EditProducts) })).cookie };
    expect((await upload(`/api/product/${product.id}/file/false`, 'a.jpg', smallJpeg, viewer)).statusCode).toBe(403);
    expect((await upload(`/api/product/${product.id}/document`, 'a.pdf', PDF, viewer)).statusCode).toBe(403);
    expect((await upload(`/api/product-ticket-image/${product.id}`, 'a.jpg', smallJpeg, viewer)).statusCode).toBe(403);
    expect((await app.inject({ method: 'DELETE', url: `/api/product/delete-product-image?productImageId=${added.id}`, headers: viewer })).statusCode).toBe(403);
    expect((await app.inject({ method: 'POST', url: `/api/product/${product.id}/images/order`, payload: { imageIds: [added.id] }, headers: viewer })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: `/api/product/${product.id}/files`, headers: viewer })).statusCode).toBe(200);
    const blind = { cookie: (await createUser(db, provider.id, { permissions: [Permission.EditProducts] })).cookie };
    expect((await app.inject({ method: 'GET', url: `/api/product/${product.id}/files`, headers: blind })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: added.url })).statusCode).toBe(401);
  });
});
