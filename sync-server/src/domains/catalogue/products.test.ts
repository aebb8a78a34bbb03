import { describe, expect, it } from 'vitest';
import { Permission } from '@pos/shared/permissions';
import { Channel, PriceType } from '@pos/shared/reference';
import { createProvider, createUser, setupTestApp } from '../../test/test-app';
import { savePriceList } from '../price-lists';
import { createOrderLine, createReferenceRows, createTestProduct, productBody } from './catalogue.fixtures';

describe('products', async () => {
  const { app, db } = await setupTestApp();
  const ref = await createReferenceRows(db);
  const provider = await createProvider(db);
  const user = await createUser(db, provider.id);
  const headers = { cookie: user.cookie };
  const post = (url: string, payload: unknown, cookie = user.cookie) => app.inject({ method: 'POST', url, payload: payload as object, headers: { cookie } });
  const get = (url: string, cookie = user.cookie) => app.inject({ method: 'GET', url, headers: { cookie } });

  it('R-PROD-1 creates a product with the starting flags, and GET product/{id} answers it', async () => {
    const res = await post('/api/product', productBody(ref, { name: 'Kayak trip', regionIds: [ref.regionId, ref.otherRegionId] }));
    expect(res.statusCode, res.body).toBe(200);
    const product = res.json().data;
    expect(product).toMatchObject({ name: 'Kayak trip', onAir: false, active: true, useLocals: true, useB2cChannels: true, useDirectChannels: true, useGroups: false });
    expect(product.regions).toEqual([ref.regionId, ref.otherRegionId].sort((a, b) => a - b));
    const again = await get(`/api/product/${product.id}`);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ id: product.id, productTypeName: 'Test tours', customerTypes: [], prices: [], tags: [] });
    expect(Object.keys(again.json().data.translations)).toContain('fullDescriptionIndex');
  });

  it('R-PROD-6 refuses a product without its required fields, naming each', async () => {
    const res = await post('/api/product', { name: '', shortDescription: '' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(['address', 'cityId', 'fullDescription', 'name', 'productTypeId', 'regionIds', 'shortDescription', 'unitName']);
  });

  it('R-PROD-6 refuses unknown city, product type and regions', async () => {
    const res = await post('/api/product', productBody(ref, { cityId: 999999, productTypeId: 999999, regionIds: [999999] }));
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(['cityId', 'productTypeId', 'regionIds']);
  });

  it('R-PROD-7 refuses a long description over 1200 characters', async () => {
    const res = await post('/api/product', productBody(ref, { fullDescription: 'x'.repeat(1201) }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.fullDescription[0]).toMatch(/1200/);
    expect((await post('/api/product', productBody(ref, { fullDescription: 'x'.repeat(1200) }))).statusCode).toBe(200);
  });

  it('R-PROD-8 refuses a name another product of the provider has, case-insensitively', async () => {
    await post('/api/product', productBody(ref, { name: 'Sunset cruise' }));
    const res = await post('/api/product', productBody(ref, { name: '  SUNSET Cruise ' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.name).toBeDefined();
    const other = await createProvider(db);
    const otherUser = await createUser(db, other.id);
    expect((await post('/api/product', productBody(ref, { name: 'Sunset cruise' }), otherUser.cookie)).statusCode).toBe(200);
  });

  it('updates a product: fields left out keep their values; renaming to its own name is fine', async () => {
    const created = (await post('/api/product', productBody(ref, { name: 'Jeep tour' }))).json().data;
    const res = await post('/api/product', { id: created.id, name: 'jeep TOUR', policy: 'No refunds', regionIds: [ref.otherRegionId] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'jeep TOUR', policy: 'No refunds', address: 'Harbour 1', regions: [ref.otherRegionId] });
    expect((await post('/api/product', { id: created.id, unitName: '' })).json().errors.unitName).toBeDefined();
  });

  it('R-PROD-14 the wizard saves step by step: General without regions, Categories needs them', async () => {
    const { regionIds: _r, ...general } = productBody(ref, { name: 'Wizard product' });
    const step1 = await post('/api/product', { ...general, fromWizzard: true, wizzardStep: 1 });
    expect(step1.statusCode, step1.body).toBe(200);
    const id = step1.json().data.id;
    expect(step1.json().data).toMatchObject({ wizzardStep: 1, regions: [] });

    const regions = await post('/api/product-regions', { ProductId: id, ProductRegions: [ref.regionId], FromWizzard: true });
    expect(regions.json().data).toEqual([ref.regionId]);
    const step3 = await post('/api/product', { id, averageDurationTime: 90, fromWizzard: true, wizzardStep: 3 });
    expect(step3.json().data).toMatchObject({ wizzardStep: 3, averageDurationTime: 90, regions: [ref.regionId] });
    // Going back to an earlier step keeps the furthest step reached.
    expect((await post('/api/product', { id, name: 'Wizard product 2', fromWizzard: true, wizzardStep: 1 })).json().data.wizzardStep).toBe(3);
  });

  it('R-PROD-14 a wizard product still lacking regions cannot skip past Categories', async () => {
    const { regionIds: _r, ...general } = productBody(ref);
    const id = (await post('/api/product', { ...general, fromWizzard: true, wizzardStep: 1 })).json().data.id;
    const res = await post('/api/product', { id, fromWizzard: true, wizzardStep: 2 });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.regionIds).toBeDefined();
    // Outside the wizard the whole product is required.
    expect((await post('/api/product', { id, policy: 'x' })).json().errors.regionIds).toBeDefined();
  });

  it('creating needs CreateProducts, editing needs EditProducts', async () => {
    const editor = await createUser(db, provider.id, { permissions: [Permission.EditProducts] });
    const creator = await createUser(db, provider.id, { permissions: [Permission.CreateProducts] });
    const created = await post('/api/product', productBody(ref), creator.cookie);
    expect(created.statusCode).toBe(200);
    expect((await post('/api/product', productBody(ref), editor.cookie)).statusCode).toBe(403);
    expect((await post('/api/product', { id: created.json().data.id, policy: 'p' }, creator.cookie)).statusCode).toBe(403);
    expect((await post('/api/product', { id: created.json().data.id, policy: 'p' }, editor.cookie)).statusCode).toBe(200);
  });

  it('R-PERM-18 allow-create-product answers whether the caller holds CreateProducts', async () => {
    const viewer = await createUser(db, provider.id, { permissions: [Permission.ProductsViewSearch] });
    expect((await get('/api/allow-create-product')).json().data).toBe(true);
    expect((await get('/api/allow-create-product', viewer.cookie)).json().data).toBe(false);
  });

  it('POST products lists by the catalogue filter: name, type, status, keyword, page', async () => {
    const listProvider = await createProvider(db);
    const lister = await createUser(db, listProvider.id);
    await post('/api/product', productBody(ref, { name: 'Show', productTypeId: ref.otherProductTypeId }), lister.cookie);
    const a = await createTestProduct(db, listProvider.id, ref, { name: 'Desert jeep', shortDescription: 'Dunes and camels' });
    await createTestProduct(db, listProvider.id, ref, { name: 'City walk' });
    await app.inject({ method: 'DELETE', url: `/api/product/activate-or-disactivate-product?productId=${a.product.id}`, headers: { cookie: lister.cookie } });

    const list = async (filter: object) => (await post('/api/products', filter, lister.cookie)).json().data;
    expect((await list({})).totalCount).toBe(3);
    expect((await list({ productName: 'jeep' })).items.map((p: { name: string }) => p.name)).toEqual(['Desert jeep']);
    expect((await list({ keyword: 'CAMELS' })).items.map((p: { name: string }) => p.name)).toEqual(['Desert jeep']);
    expect((await list({ status: 'inactive' })).items.map((p: { name: string }) => p.name)).toEqual(['Desert jeep']);
    expect((await list({ status: 'active' })).totalCount).toBe(2);
    expect((await list({ typeId: ref.productTypeId, status: 'all' })).totalCount).toBe(2);
    expect((await list({ keyword: '%' })).totalCount).toBe(0);
    const page = await list({ pageIndex: 1 });
    expect(page).toMatchObject({ items: [], totalCount: 3, pageIndex: 1, pageSize: 20 });
    expect((await post('/api/products', { status: 'sometimes' }, lister.cookie)).statusCode).toBe(400);
  });

  it('DELETE product/{id} soft-deletes; the name is free again; refused with 422 while it has orders (R-PERM-18 has-orders)', async () => {
    const { product } = await createTestProduct(db, provider.id, ref, { name: 'Short lived' });
    expect((await get(`/api/product/has-orders?productId=${product.id}`)).json().data).toBe(false);
    expect((await app.inject({ method: 'DELETE', url: `/api/product/${product.id}`, headers })).json().data).toBe(true);
    expect((await get(`/api/product/${product.id}`)).statusCode).toBe(404);
    expect((await post('/api/product', productBody(ref, { name: 'Short lived' }))).statusCode).toBe(200);

    const sold = await createTestProduct(db, provider.id, ref);
    await createOrderLine(db, provider.id, { productId: sold.product.id, customerTypeId: sold.adultId });
    expect((await get(`/api/product/has-orders?productId=${sold.product.id}`)).json().data).toBe(true);
    const refused = await app.inject({ method: 'DELETE', url: `/api/product/${sold.product.id}`, headers });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('product-has-orders');
  });

  it('GET copy-product/{id} copies customer types, price lists and lines, translations, regions and tags under a unique "(copy)" name', async () => {
    const { product, adultId, childId } = await createTestProduct(db, provider.id, ref, { name: 'Original' });
    await savePriceList(db, provider.id, {
      productId: product.id,
      title: 'Main',
      currencyId: 1,
      channelId: Channel.Direct,
      priceTypeId: PriceType.Locals,
      officialPrice: 5000,
      priceLines: [
        { productCustomerTypeId: adultId, amount: 5000, priority: 1 },
        { productCustomerTypeId: childId, amount: 3000, priority: 2 },
      ],
    });
    const tag = (await post('/api/tag', { name: 'Copied tag' })).json().data;
    await post('/api/product-tags', { ProductId: product.id, ProductTagsId: [tag.id] });
    await post(`/api/product/${product.id}/saveNameTranlation`, { translations: [{ language: 'he-IL', value: 'מקור' }] });
    await post('/api/product/changeSellingSetting/useGroups', { productId: product.id, newValue: true });

    const copy = (await get(`/api/copy-product/${product.id}`)).json().data;
    expect(copy.id).not.toBe(product.id);
    expect(copy).toMatchObject({ name: 'Original (copy)', onAir: false, useGroups: true, regions: product.regions, tags: [{ id: tag.id, type: 'included' }] });
    expect(copy.customerTypes.map((c: { name: string }) => c.name)).toEqual(['Adult', 'Child']);
    expect(copy.customerTypes.map((c: { id: number }) => c.id)).not.toContain(adultId);
    expect(copy.prices).toHaveLength(1);
    expect(copy.prices[0].priceLines.map((l: { productCustomerTypeId: number; amount: number }) => [l.productCustomerTypeId, l.amount])).toEqual([
      [copy.customerTypes[0].id, 5000],
      [copy.customerTypes[1].id, 3000],
    ]);
    expect(copy.translations.name).toEqual([{ language: 'he-IL', value: 'מקור' }]);
    expect((await get(`/api/copy-product/${product.id}`)).json().data.name).toBe('Original (copy 2)');
  });

  it('answers 404 for a product that does not exist, and 400 for a malformed id', async () => {
    expect((await get('/api/product/999999')).statusCode).toBe(404);
    expect((await get('/api/product/abc')).statusCode).toBe(400);
    expect((await post('/api/product', { id: 999999, name: 'x' })).statusCode).toBe(404);
    expect((await post('/api/product', productBody(ref, { name: 'bad\u0000name' }))).statusCode).toBe(400);
  });
});
