import { mkdtempSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { ALL_PERMISSION_CODES } from '@pos/shared/permissions';
import { buildApp } from '../sync-server/src/app';
import { products, profiles, providers, users } from '../sync-server/src/db/schema';
import { createSession, SESSION_COOKIE } from '../sync-server/src/domains/session/session-store';
import { createTestDatabase } from '../sync-server/src/test/test-db';
import { percentile, result, sample, type Benchmark } from './lib';

const RUNS = 40;
const PHOTOS_PER_PRODUCT = 20;

/**
 * p95 latency over HTTP of a product photo upload (C046) of a 4000x3000 camera-like JPEG of about
 * 4 MB: multipart streamed to disk, type read from the content, decoded once by sharp (pixel limit
 * checked first), WebP and JPEG at 1600 px, thumbnails at 400 px, the 128 px POS tile, all written
 * to the local storage, and the rows. Baseline: writing the same bytes to a file on the same disk in
 * the same run (the least an upload can cost).
 */
const bench: Benchmark = async () => {
  const filesDir = mkdtempSync(join(tmpdir(), 'bench-files-'));
  process.env.FILES_DIR = filesDir;
  const database = await createTestDatabase({ poolSize: 4 });
  const app = await buildApp({ database });
  try {
    const db = database.db;
    const [provider] = await db.insert(providers).values({ name: 'Bench provider', timezone: 'Asia/Jerusalem' }).returning();
    const [profile] = await db.insert(profiles).values({ providerId: provider!.id, name: 'Bench', permissions: [...ALL_PERMISSION_CODES] }).returning();
    const [user] = await db.insert(users).values({ providerId: provider!.id, username: `bench-${Date.now()}`, passwordHash: 'no login in the bench', profileId: profile!.id }).returning();
    const { token } = await createSession(db, user!, false);
    const cookie = `${SESSION_COOKIE}=${token}`;
    // R-FILE-6: at most 20 photos a product, so the uploads are spread over enough products.
    const productIds: number[] = [];
    for (let i = 0; i < Math.ceil((RUNS + 5) / PHOTOS_PER_PRODUCT); i++) {
      const [row] = await db.insert(products).values({ providerId: provider!.id, name: `Bench photos ${i}` }).returning();
      productIds.push(row!.id);
    }
    const jpeg = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: { r: 40, g: 120, b: 200 }, noise: { type: 'gaussian', mean: 120, sigma: 13 } } })
      .jpeg({ quality: 90 })
      .toBuffer();

    await app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}/api`;
    let n = 0;
    const upload = async () => {
      const productId = productIds[Math.floor(n++ / PHOTOS_PER_PRODUCT)]!;
      const form = new FormData();
      form.append('file', new Blob([jpeg], { type: 'image/jpeg' }), 'camera.jpg');
      const res = await fetch(`${base}/product/${productId}/file/false`, { method: 'POST', headers: { cookie }, body: form });
      const text = await res.text();
      if (res.status !== 200) throw new Error(`upload answered ${res.status}: ${text}`);
    };
    const scratch = mkdtempSync(join(tmpdir(), 'bench-disk-'));
    let m = 0;
    const writeBytes = () => writeFile(join(scratch, `copy-${m++}.jpg`), jpeg);
    const baseline = percentile(await sample(writeBytes, RUNS, 3), 95);
    const value = percentile(await sample(upload, RUNS, 3), 95);
    rmSync(scratch, { recursive: true, force: true });
    return [
      result(
        'photo-upload-p95-ms',
        value,
        'ms',
        baseline,
        `POST product/{id}/file (C046) of a 4000x3000 JPEG of ${(jpeg.length / 1048576).toFixed(2)} MB over HTTP (streamed, type checked, decoded once, WebP+JPEG 1600 px and 400 px, 128 px tile, stored), p95 of ${RUNS}; baseline: writing the same bytes to a file, p95`,
      ),
    ];
  } finally {
    await app.close();
    await database.drop();
    rmSync(filesDir, { recursive: true, force: true });
  }
};

export default bench;
