import { describe, expect, it } from 'vitest';
import { Channel, PriceType } from '@pos/shared/reference';
import { createProvider, createUser, setupTestApp } from '../../test/test-app';
import { savePriceList } from '../price-lists';
import { createReferenceRows, createTestProduct } from './catalogue.fixtures';

/**
 * Every catalogue and price-list call is scoped to the caller's provider: a user of provider A
 * neither reads nor changes provider B's product, customer type, tag or price list (404).
 */
describe('provider scope of the catalogue and price lists', async () => {
  const { app, db } = await setupTestApp();
  const ref = await createReferenceRows(db);
  const providerA = await createProvider(db);
  const providerB = await createProvider(db);
  const userA = await createUser(db, providerA.id);
  const userB = await createUser(db, providerB.id);

  const { product, adultId } = await createTestProduct(db, providerB.id, ref, { name: 'B product' });
  const priceList = await savePriceList(db, providerB.id, {
    productId: product.id,
    title: 'B list',
    currencyId: 1,
    channelId: Channel.Direct,
    priceTypeId: PriceType.Locals,
    priceLines: [{ productCustomerTypeId: adultId, amount: 1000, priority: 1 }],
  });
  const lineId = priceList.priceLines[0]!.id;
  const tagB = (await app.inject({ method: 'POST', url: '/api/tag', payload: { name: 'B tag' }, headers: { cookie: userB.cookie } })).json().data;
  const subTagB = (await app.inject({ method: 'POST', url: `/api/subtag/${tagB.id}`, payload: { name: 'B sub' }, headers: { cookie: userB.cookie } })).json().data;
  const tagA = (await app.inject({ method: 'POST', url: '/api/tag', payload: { name: 'A tag' }, headers: { cookie: userA.cookie } })).json().data;

  const calls: [string, string, object?][] = [
    ['GET', `/api/product/${product.id}`],
    ['POST', '/api/product', { id: product.id, name: 'Taken over' }],
    ['DELETE', `/api/product/${product.id}`],
    ['GET', `/api/copy-product/${product.id}`],
    ['POST', `/api/product/${product.id}/updateSlotsOrderBlockMin`, {}],
    ['DELETE', `/api/product/activate-or-disactivate-product?productId=${product.id}`],
    ['POST', '/api/product/activate-or-disactivate-autoOrderNotifications', { productId: product.id }],
    ['GET', `/api/product/activate-or-disactivate-allow-assign-employees/${product.id}`],
    ['POST', '/api/product/changeSellingSetting/useIndex', { productId: product.id, newValue: true }],
    ['POST', '/api/save-product-address', { productId: product.id, address: 'A street', cityId: ref.cityId }],
    ['GET', `/api/product/has-orders?productId=${product.id}`],
    ['GET', `/api/customer-types/${product.id}`],
    ['POST', '/api/product/updateCustomerType', { productId: product.id, name: 'Intruder' }],
    ['POST', '/api/product/updateCustomerType', { id: adultId, productId: product.id, name: 'Renamed' }],
    ['DELETE', `/api/product/deleteCustomerType?customerId=${adultId}`],
    ['POST', '/api/product-regions', { ProductId: product.id, ProductRegions: [ref.regionId] }],
    ['POST', '/api/product-tags', { ProductId: product.id, ProductTagsId: [tagA.id] }],
    ['GET', `/api/product/${product.id}/translations`],
    ['POST', `/api/product/${product.id}/saveNameTranlation`, { translations: [{ language: 'he-IL', value: 'x' }] }],
    ['PUT', `/api/tag/${tagB.id}`, { name: 'Renamed' }],
    ['DELETE', `/api/tag/${tagB.id}`],
    ['POST', `/api/subtag/${tagB.id}`, { name: 'Intruder' }],
    ['PUT', `/api/subtag/${subTagB.id}`, { name: 'Renamed' }],
    ['DELETE', `/api/subtag/${subTagB.id}`],
    ['POST', '/api/product-price', { productId: product.id, title: 'A list', currencyId: 1, channelId: 1, priceTypeId: 1, priceLines: [{ productCustomerTypeId: adultId, amount: 1, priority: 1 }] }],
    ['POST', '/api/product-price', { id: priceList.id, productId: product.id, title: 'A list', currencyId: 1, channelId: 1, priceTypeId: 1, priceLines: [] }],
    ['POST', '/api/remove-or-restoreprice-list', { id: priceList.id }],
    ['GET', `/api/products/can-remove-product-price-line?priceLineId=${lineId}`],
  ];

  it('answers 404 to provider A for every call on provider B rows', async () => {
    for (const [method, url, payload] of calls) {
      const res = await app.inject({ method: method as 'GET', url, payload, headers: { cookie: userA.cookie } });
      expect(res.statusCode, `${method} ${url} -> ${res.body}`).toBe(404);
    }
  });

  it('A sees none of B in lists, and B rows are unchanged', async () => {
    const listA = (await app.inject({ method: 'POST', url: '/api/products', payload: {}, headers: { cookie: userA.cookie } })).json().data;
    expect(listA.totalCount).toBe(0);
    const tagsA = (await app.inject({ method: 'GET', url: '/api/tags', headers: { cookie: userA.cookie } })).json().data;
    expect(tagsA.map((t: { id: number }) => t.id)).toEqual([tagA.id]);
    expect((await app.inject({ method: 'GET', url: '/api/product/alerts', headers: { cookie: userA.cookie } })).json().data).toEqual([]);
    // A product of provider A cannot take provider B's tag either.
    const own = await createTestProduct(db, providerA.id, ref);
    const res = await app.inject({ method: 'POST', url: '/api/product-tags', payload: { ProductId: own.product.id, ProductTagsId: [tagB.id] }, headers: { cookie: userA.cookie } });
    expect(res.statusCode).toBe(400);

    const b = (await app.inject({ method: 'GET', url: `/api/product/${product.id}`, headers: { cookie: userB.cookie } })).json().data;
    expect(b).toMatchObject({ name: 'B product', active: true, useIndex: false, autoOrderNotifications: false, allowAssignEmployees: false, address: 'Harbour 1', tags: [] });
    expect(b.customerTypes.map((c: { name: string }) => c.name)).toEqual(['Adult', 'Child']);
    expect(b.prices).toEqual([expect.objectContaining({ id: priceList.id, title: 'B list', active: true })]);
    expect(b.translations.name).toEqual([]);
    const tagsB = (await app.inject({ method: 'GET', url: '/api/tags', headers: { cookie: userB.cookie } })).json().data;
    expect(tagsB).toEqual([{ id: tagB.id, name: 'B tag', active: true, subTags: [expect.objectContaining({ id: subTagB.id, name: 'B sub' })] }]);
  });
});
