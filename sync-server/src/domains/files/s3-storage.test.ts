import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { randomBytes } from 'node:crypto';
import { text } from 'node:stream/consumers';
import S3rver from 's3rver';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, describe, expect, it } from 'vitest';
import { readFilesConfig } from './config';
import { openFileStorage } from './open-storage';
import { S3Storage } from './s3-storage';
import { LocalDiskStorage } from './storage';
import { multipart, photo } from './files.fixtures';

/**
 * The bucket store against a real S3 API on this machine: s3rver answers S3's REST calls (signed
 * requests, multipart uploads, list and batch delete) over HTTP, as smtp-server stands in for a
 * mail server. Then the whole server on the bucket: a photo uploaded through the route lands in the
 * bucket, is served from it, and leaves it when deleted.
 */
describe('files in an S3-compatible bucket', async () => {
  const s3rver = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: mkdtempSync(join(tmpdir(), 's3rver-')), configureBuckets: [{ name: 'pos-files', configs: [] }] });
  const { port } = await s3rver.run();
  afterAll(() => s3rver.close());
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver's own well-known key pair; a real bucket's come from the SDK's chain the same way.
  process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
  process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
  const env = { FILES_S3_BUCKET: 'pos-files', FILES_S3_ENDPOINT: endpoint, FILES_S3_PREFIX: 'test-install' };
  const listing = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true });
  afterAll(() => listing.destroy());
  const keysUnder = async (prefix: string) => ((await listing.send(new ListObjectsV2Command({ Bucket: 'pos-files', Prefix: prefix }))).Contents ?? []).map((o) => o.Key!).sort();

  it('is chosen only when FILES_S3_BUCKET is set; the endpoint means path-style addressing', async () => {
    expect(readFilesConfig({ FILES_DIR: '/tmp/x' })).toEqual({ dir: '/tmp/x' });
    expect(readFilesConfig(env).s3).toEqual({ bucket: 'pos-files', region: 'us-east-1', endpoint, forcePathStyle: true, prefix: 'test-install/' });
    expect(readFilesConfig({ FILES_S3_BUCKET: 'b', FILES_S3_REGION: 'eu-central-1' }).s3).toMatchObject({ forcePathStyle: false, endpoint: undefined, region: 'eu-central-1', prefix: '' });
    expect(await openFileStorage(readFilesConfig({ FILES_DIR: '/tmp/x' }))).toBeInstanceOf(LocalDiskStorage);
    const bucket = await openFileStorage(readFilesConfig(env));
    expect(bucket).toBeInstanceOf(S3Storage);
    bucket.close?.();
  });

  it('puts, gets and removes by key under the prefix: a buffer, a 12 MB stream (multipart), everything under a removed key', async () => {
    const storage = new S3Storage(readFilesConfig(env).s3!);
    try {
      await storage.put('providers/990001/abc/full', Buffer.from('full picture'));
      const big = randomBytes(12 * 1024 * 1024);
      await storage.put('providers/990001/abc/original', Readable.from([big.subarray(0, 5_000_000), big.subarray(5_000_000)]));
      await storage.put('providers/990001/other/full', Buffer.from('another file'));
      expect(await keysUnder('test-install/providers/990001/')).toEqual(['test-install/providers/990001/abc/full', 'test-install/providers/990001/abc/original', 'test-install/providers/990001/other/full']);

      const full = await storage.get('providers/990001/abc/full');
      expect(full?.size).toBe(12);
      expect(await text(full!.body)).toBe('full picture');
      const original = await storage.get('providers/990001/abc/original');
      expect(original?.size).toBe(big.length);
      const chunks: Buffer[] = [];
      for await (const chunk of original!.body) chunks.push(chunk as Buffer);
      expect(Buffer.concat(chunks).equals(big)).toBe(true);
      expect(await storage.get('providers/990001/abc/nothing')).toBeNull();

      await storage.remove('providers/990001/abc');
      expect(await keysUnder('test-install/providers/990001/')).toEqual(['test-install/providers/990001/other/full']);
      await expect(storage.put('../escape', Buffer.from('x'))).rejects.toThrow(/bad storage key/);
    } finally {
      storage.close();
    }
  }, 60_000);

  it('the server on the bucket: an uploaded photo lands in it, is served from it, and leaves it when deleted', async () => {
    Object.assign(process.env, env, { FILES_DIR: mkdtempSync(join(tmpdir(), 'pos-files-unused-')) });
    const { setupTestApp, createProvider, createUser } = await import('../../test/test-app');
    const { createReferenceRows, createTestProduct } = await import('../catalogue/catalogue.fixtures');
    const { app, db } = await setupTestApp();
    const ref = await createReferenceRows(db);
    const provider = await createProvider(db);
    const user = await createUser(db, provider.id);
    const { product } = await createTestProduct(db, provider.id, ref);
    const body = multipart('lake.jpg', await photo(1000, 800));
    const res = await app.inject({ method: 'POST', url: `/api/product/${product.id}/file/false`, payload: body.payload, headers: { cookie: user.cookie, ...body.headers } });
    expect(res.statusCode, res.body).toBe(200);
    const added = res.json().data as { id: number; url: string };
    const stored = await keysUnder(`test-install/providers/${provider.id}/`);
    expect(stored.length).toBeGreaterThan(2);
    const served = await app.inject({ method: 'GET', url: added.url, headers: { cookie: user.cookie, accept: 'image/webp' } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.rawPayload.subarray(8, 12).toString('ascii')).toBe('WEBP');
    const stranger = await createUser(db, (await createProvider(db)).id);
    expect((await app.inject({ method: 'GET', url: added.url, headers: { cookie: stranger.cookie } })).statusCode).toBe(404);
    const removed = await app.inject({ method: 'DELETE', url: `/api/product/delete-product-image?productImageId=${added.id}`, headers: { cookie: user.cookie } });
    expect(removed.statusCode, removed.body).toBe(200);
    await expect.poll(() => keysUnder(`test-install/providers/${provider.id}/`)).toEqual([]);
  }, 60_000);
});
