import { describe, expect, it } from 'vitest';
import { Channel, PriceType } from '@pos/shared/reference';
import { createProvider, createUser, setupTestApp } from '../../test/test-app';
import { savePriceList } from '../price-lists';
import { createOrderLine, createReferenceRows, createTestProduct } from './catalogue.fixtures';

describe('customer types', async () => {
  const { app, db } = await setupTestApp();
  const ref = await createReferenceRows(db);
  const provider = await createProvider(db);
  const user = await createUser(db, provider.id);
  const headers = { cookie: user.cookie };
  const post = (url: string, payload: object) => app.inject({ method: 'POST', url, payload, headers });
  const remove = (id: number) => app.inject({ method: 'DELETE', url: `/api/product/deleteCustomerType/?customerId=${id}`, headers });
  const list = async (productId: number) => (await app.inject({ method: 'GET', url: `/api/customer-types/${productId}`, headers })).json().data;

  it('creates and updates a customer type (R-PROD-9 registration types)', async () => {
    const { product } = await createTestProduct(db, provider.id, ref);
    const created = await post('/api/product/updateCustomerType', {
      productId: product.id,
      name: 'Senior',
      color: '#123456',
      registrationType: 'Required',
      extraInfo: 'ID needed',
      orderBlockMinutes: 60,
      availableProductPriceTypes: [PriceType.Locals, PriceType.Tourists],
      translations: [{ language: 'he-IL', value: 'גמלאי' }],
    });
    expect(created.statusCode, created.body).toBe(200);
    const senior = created.json().data;
    expect(senior).toMatchObject({ name: 'Senior', registrationType: 'Required', orderBlockMinutes: 60, availableProductPriceTypes: [1, 3], translations: [{ language: 'he-IL', value: 'גמלאי' }] });

    const updated = await post('/api/product/updateCustomerType', { id: senior.id, productId: product.id, name: 'Senior 67+', registrationType: 'NotForSale' });
    expect(updated.json().data).toMatchObject({ id: senior.id, name: 'Senior 67+', registrationType: 'NotForSale', color: '#123456', extraInfo: 'ID needed' });
    expect((await list(product.id)).map((c: { name: string }) => c.name)).toEqual(['Adult', 'Child', 'Senior 67+']);
  });

  it('refuses bad input with field errors', async () => {
    const { product, adultId } = await createTestProduct(db, provider.id, ref);
    const bad = async (payload: object) => (await post('/api/product/updateCustomerType', { productId: product.id, name: 'X', ...payload })).json().errors;
    expect(Object.keys(await bad({ registrationType: 'Sometimes' }))).toEqual(['registrationType']);
    expect(Object.keys(await bad({ name: '  ' }))).toEqual(['name']);
    expect(Object.keys(await bad({ availableProductPriceTypes: [7] }))).toEqual(['availableProductPriceTypes[0]']);
    expect(Object.keys(await bad({ translations: [{ language: 'fr-FR', value: 'x' }] }))).toEqual(['translations[0].language']);
    expect(Object.keys(await bad({ translations: [{ language: 'ru-RU', value: 'a' }, { language: 'ru-RU', value: 'b' }] }))).toEqual(['translations[1].language']);
    const other = await createTestProduct(db, provider.id, ref);
    expect((await post('/api/product/updateCustomerType', { id: adultId, productId: other.product.id, name: 'Moved' })).statusCode).toBe(404);
  });

  it('deletes an unused customer type with its price lines; a list left without lines is deactivated (R-PRICE-6)', async () => {
    const { product, adultId, childId } = await createTestProduct(db, provider.id, ref);
    const base = { productId: product.id, title: 'L', currencyId: 1, priceTypeId: PriceType.Locals };
    const both = await savePriceList(db, provider.id, { ...base, channelId: Channel.Direct, priceLines: [{ productCustomerTypeId: adultId, amount: 100, priority: 1 }, { productCustomerTypeId: childId, amount: 50, priority: 2 }] });
    const childOnly = await savePriceList(db, provider.id, { ...base, channelId: Channel.B2C, priceLines: [{ productCustomerTypeId: childId, amount: 50, priority: 1 }] });
    const res = await remove(childId);
    expect(res.statusCode, res.body).toBe(200);
    expect((await list(product.id)).map((c: { id: number }) => c.id)).toEqual([adultId]);
    const prices = (await app.inject({ method: 'GET', url: `/api/product/${product.id}`, headers })).json().data.prices;
    expect(prices.find((p: { id: number }) => p.id === both.id)).toMatchObject({ active: true, priceLines: [expect.objectContaining({ productCustomerTypeId: adultId })] });
    expect(prices.find((p: { id: number }) => p.id === childOnly.id)).toMatchObject({ active: false, priceLines: [] });
  });

  it('refuses with 422 to delete a customer type orders use, directly or through a price line in use', async () => {
    const { product, adultId, childId } = await createTestProduct(db, provider.id, ref);
    await createOrderLine(db, provider.id, { productId: product.id, customerTypeId: adultId });
    const res = await remove(adultId);
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('customer-type-in-use');
    const list = await savePriceList(db, provider.id, { productId: product.id, title: 'L', currencyId: 1, channelId: Channel.Direct, priceTypeId: PriceType.Locals, priceLines: [{ productCustomerTypeId: childId, amount: 50, priority: 1 }] });
    await createOrderLine(db, provider.id, { productId: product.id, customerTypeId: adultId, priceListId: list.id, priceLineId: list.priceLines[0]!.id });
    expect((await remove(childId)).statusCode).toBe(422);
  });

  it('answers 404 for unknown products and customer types', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/customer-types/999999', headers })).statusCode).toBe(404);
    expect((await remove(999999)).statusCode).toBe(404);
    expect((await post('/api/product/updateCustomerType', { productId: 999999, name: 'X' })).statusCode).toBe(404);
  });
});
