import { describe, expect, it } from 'vitest';
import { Permission } from '@pos/shared/permissions';
import { createProvider, createUser, setupTestApp } from '../../test/test-app';
import { createReferenceRows, createTestProduct } from './catalogue.fixtures';

describe('tags and sub-tags', async () => {
  const { app, db } = await setupTestApp();
  const ref = await createReferenceRows(db);
  const provider = await createProvider(db);
  const user = await createUser(db, provider.id);
  const headers = { cookie: user.cookie };
  const send = (method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, payload?: object) => app.inject({ method, url, payload, headers });

  it('creates, renames and lists tags with their sub-tags', async () => {
    const tag = (await send('POST', '/api/tag', { name: 'Family' })).json().data;
    expect(tag).toMatchObject({ name: 'Family', active: true, subTags: [] });
    const sub = await send('POST', `/api/subtag/${tag.id}`, { name: 'Toddlers' });
    expect(sub.json().data).toMatchObject({ tagId: tag.id, name: 'Toddlers', active: true });
    expect((await send('PUT', `/api/subtag/${sub.json().data.id}`, { name: 'Babies', active: false })).json().data).toMatchObject({ name: 'Babies', active: false });
    expect((await send('PUT', `/api/tag/${tag.id}`, { name: 'Families' })).json().data).toMatchObject({ id: tag.id, name: 'Families' });
    const tags = (await send('GET', '/api/tags')).json().data;
    expect(tags).toEqual([{ id: tag.id, name: 'Families', active: true, subTags: [{ id: sub.json().data.id, tagId: tag.id, name: 'Babies', active: false }] }]);
  });

  it('R-SET-4 tag names are unique per provider, case-insensitively; sub-tag names within their tag', async () => {
    const tag = (await send('POST', '/api/tag', { name: 'Outdoor' })).json().data;
    const dup = await send('POST', '/api/tag', { name: ' OUTDOOR ' });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().errors.name).toBeDefined();
    const other = (await send('POST', '/api/tag', { name: 'Indoor' })).json().data;
    expect((await send('PUT', `/api/tag/${other.id}`, { name: 'outdoor' })).statusCode).toBe(400);
    expect((await send('POST', '/api/tag', { name: '' })).statusCode).toBe(400);
    await send('POST', `/api/subtag/${tag.id}`, { name: 'Hiking' });
    expect((await send('POST', `/api/subtag/${tag.id}`, { name: 'hiking' })).statusCode).toBe(400);
    expect((await send('POST', `/api/subtag/${other.id}`, { name: 'hiking' })).statusCode).toBe(200);
  });

  it('R-SET-4 a tag in use by products cannot be deleted (422 tag-in-use); an unused one goes with its sub-tags', async () => {
    const used = (await send('POST', '/api/tag', { name: 'Popular' })).json().data;
    const { product } = await createTestProduct(db, provider.id, ref);
    expect((await send('POST', '/api/product-tags', { ProductId: product.id, ProductTagsId: [used.id], ProductTagsType: 'included' })).statusCode).toBe(200);
    const refused = await send('DELETE', `/api/tag/${used.id}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('tag-in-use');

    const unused = (await send('POST', '/api/tag', { name: 'Unused' })).json().data;
    const sub = (await send('POST', `/api/subtag/${unused.id}`, { name: 'Child' })).json().data;
    expect((await send('DELETE', `/api/tag/${unused.id}`)).json().data).toBe(true);
    expect((await send('GET', '/api/tags')).json().data.map((t: { id: number }) => t.id)).not.toContain(unused.id);
    expect((await send('DELETE', `/api/subtag/${sub.id}`)).statusCode).toBe(404);
  });

  it('a tag only deleted products used can be deleted', async () => {
    const tag = (await send('POST', '/api/tag', { name: 'Gone' })).json().data;
    const { product } = await createTestProduct(db, provider.id, ref);
    await send('POST', '/api/product-tags', { ProductId: product.id, ProductTagsId: [tag.id] });
    await send('DELETE', `/api/product/${product.id}`);
    expect((await send('DELETE', `/api/tag/${tag.id}`)).statusCode).toBe(200);
  });

  it('product-tags replaces the included or excluded tags; a tag moves between them', async () => {
    const [a, b] = [(await send('POST', '/api/tag', { name: 'A tag' })).json().data, (await send('POST', '/api/tag', { name: 'B tag' })).json().data];
    const { product } = await createTestProduct(db, provider.id, ref);
    await send('POST', '/api/product-tags', { ProductId: product.id, ProductTagsId: [a.id, b.id], ProductTagsType: 'included' });
    const res = await send('POST', '/api/product-tags', { ProductId: product.id, ProductTagsId: [b.id], ProductTagsType: 'excluded' });
    expect(res.json().data).toEqual([
      { id: a.id, name: 'A tag', type: 'included' },
      { id: b.id, name: 'B tag', type: 'excluded' },
    ]);
    expect((await send('POST', '/api/product-tags', { ProductId: product.id, ProductTagsId: [999999] })).json().errors.ProductTagsId).toBeDefined();
    expect((await send('POST', '/api/product-tags', { ProductId: product.id, ProductTagsId: [a.id], ProductTagsType: 'maybe' })).statusCode).toBe(400);
  });

  it('GET tags is open to any logged-in user; changing tags needs EditProducts', async () => {
    const cashier = await createUser(db, provider.id, { permissions: [Permission.Cashier] });
    expect((await app.inject({ method: 'GET', url: '/api/tags', headers: { cookie: cashier.cookie } })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/api/tag', payload: { name: 'Nope' }, headers: { cookie: cashier.cookie } })).statusCode).toBe(403);
  });

  it('answers 404 for unknown tags and sub-tags', async () => {
    expect((await send('PUT', '/api/tag/999999', { name: 'x' })).statusCode).toBe(404);
    expect((await send('DELETE', '/api/tag/999999')).statusCode).toBe(404);
    expect((await send('POST', '/api/subtag/999999', { name: 'x' })).statusCode).toBe(404);
    expect((await send('PUT', '/api/subtag/999999', { name: 'x' })).statusCode).toBe(404);
  });
});
