import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { multipart, photo } from '../../../sync-server/src/domains/files/files.fixtures';
import { pairedStation, serverForStations } from '../station.fixtures';

describe("the POS tile's picture, replicated to the station's thumbnail cache", async () => {
  const server = await serverForStations();
  const station = await pairedStation(server);
  const h = station.handlers;
  await h.login({ username: server.cashier.username, password: 'Cashier123' });
  const product = server.goods.product;
  const search = () => h['product-search']({ query: product.name }).find((p) => p.id === product.id)!;

  it('has no picture before a photo exists', () => {
    expect(search().thumbnail).toBeNull();
  });

  it('a main photo reaches the station with the products stream: kept once on disk, the replica holding only its name, shown on the tile', async () => {
    const body = multipart('lake.jpg', await photo(900, 800));
    const res = await server.app.inject({ method: 'POST', url: `/api/product/${product.id}/file/false`, payload: body.payload, headers: { cookie: server.admin.cookie, ...body.headers } });
    expect(res.statusCode, res.body).toBe(200);
    await station.ctx.sync.syncNow();
    const dir = join(station.dataDir, 'thumbnails');
    const files = readdirSync(dir);
    expect(files).toHaveLength(1);
    const stored = station.ctx.db.$client.prepare('select data from products where id = ?').get(product.id) as { data: string };
    expect(JSON.parse(stored.data)).toMatchObject({ thumbnailFile: files[0] });
    expect(stored.data).not.toContain('"thumbnail":');
    const url = search().thumbnail!;
    expect(url.startsWith('data:image/webp;base64,')).toBe(true);
    const bytes = Buffer.from(url.slice('data:image/webp;base64,'.length), 'base64');
    expect(bytes.equals(readFileSync(join(dir, files[0]!)))).toBe(true);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 128, height: 128 });
  });

  it('a new main photo replaces the picture; removing every photo removes it from the tile', async () => {
    const body = multipart('sea.png', await photo(800, 800, { format: 'png' }));
    const second = (await server.app.inject({ method: 'POST', url: `/api/product/${product.id}/file/false`, payload: body.payload, headers: { cookie: server.admin.cookie, ...body.headers } })).json().data;
    const before = search().thumbnail;
    await server.app.inject({ method: 'GET', url: `/api/product/main-product-image?productImageId=${second.id}`, headers: { cookie: server.admin.cookie } });
    await station.ctx.sync.syncNow();
    expect(search().thumbnail).not.toBe(before);
    expect(readdirSync(join(station.dataDir, 'thumbnails'))).toHaveLength(2);
    const media = (await server.app.inject({ method: 'GET', url: `/api/product/${product.id}/files`, headers: { cookie: server.admin.cookie } })).json().data;
    for (const p of media.photos) await server.app.inject({ method: 'DELETE', url: `/api/product/delete-product-image?productImageId=${p.id}`, headers: { cookie: server.admin.cookie } });
    await station.ctx.sync.syncNow();
    expect(search().thumbnail).toBeNull();
    expect(existsSync(join(station.dataDir, 'thumbnails'))).toBe(true);
  });
});
