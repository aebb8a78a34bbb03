import { describe, expect, it } from 'vitest';
import { ALL_PERMISSION_CODES, Permission } from '@pos/shared/permissions';
import { PriceType } from '@pos/shared/reference';
import { createProvider, createUser, setupTestApp } from '../../test/test-app';
import { createReferenceRows, createTestProduct } from './catalogue.fixtures';

describe('FAQ, more-info and price types of a product', async () => {
  const { app, db } = await setupTestApp();
  const ref = await createReferenceRows(db);
  const provider = await createProvider(db);
  const headers = { cookie: (await createUser(db, provider.id)).cookie };
  const post = (url: string, payload: object, as = headers) => app.inject({ method: 'POST', url: `/api/${url}`, payload, headers: as });
  const get = (url: string, as = headers) => app.inject({ method: 'GET', url: `/api/${url}`, headers: as });

  for (const [kind, list, save, translate, idField] of [
    ['FAQ', 'product/faq/get', 'product/faq/save', 'product/faq-translations/save', 'faqId'],
    ['more info', 'product/moreinfo/get', 'product/moreinfo/save', 'product/info-translations/save', 'infoId'],
  ] as const) {
    it(`${kind}: entries saved in order, edited, removed, translated per language (C066-C069)`, async () => {
      const { product } = await createTestProduct(db, provider.id, ref);
      expect((await get(`${list}?productId=${product.id}`)).json().data).toEqual([]);
      let saved = (await post(save, { productId: product.id, entries: [{ title: 'Is it for kids?', description: 'From 6.' }, { title: 'Parking?', description: 'Free.' }] })).json().data;
      expect(saved.map((e: { title: string; position: number }) => [e.title, e.position])).toEqual([['Is it for kids?', 0], ['Parking?', 1]]);
      const [kids, parking] = saved;
      const tr = await post(translate, { [idField]: kids.id, translations: [{ language: 'he-IL', title: 'מתאים לילדים?', description: 'מגיל 6.' }] });
      expect(tr.statusCode, tr.body).toBe(200);
      expect(tr.json().data.translations).toEqual([{ language: 'he-IL', title: 'מתאים לילדים?', description: 'מגיל 6.' }]);
      saved = (await post(save, { productId: product.id, entries: [{ id: parking.id, title: 'Parking?', description: 'Free, 200 places.' }, { id: kids.id, title: 'Is it for kids?', description: 'From 6.' }, { title: 'Food?', description: '' }] })).json().data;
      expect(saved.map((e: { title: string }) => e.title)).toEqual(['Parking?', 'Is it for kids?', 'Food?']);
      expect(saved[1].translations).toHaveLength(1);
      saved = (await post(save, { productId: product.id, entries: [{ id: kids.id, title: 'Is it for kids?', description: 'From 6.' }] })).json().data;
      expect((await get(`${list}?productId=${product.id}`)).json().data).toEqual(saved);
      expect(saved).toHaveLength(1);
    });
  }

  it('refuses an empty title, a foreign entry id and a repeated language with 400', async () => {
    const { product } = await createTestProduct(db, provider.id, ref);
    const { product: other } = await createTestProduct(db, provider.id, ref);
    const [theirs] = (await post('product/faq/save', { productId: other.id, entries: [{ title: 'Q', description: 'A' }] })).json().data;
    const bad = await post('product/faq/save', { productId: product.id, entries: [{ title: ' ', description: '' }, { id: theirs.id, title: 'x', description: '' }] });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['entries[0].title', 'entries[1].id']);
    const twice = await post('product/faq-translations/save', { faqId: theirs.id, translations: [{ language: 'ru-RU', title: 'a', description: '' }, { language: 'ru-RU', title: 'b', description: '' }] });
    expect(twice.statusCode).toBe(400);
    expect((await get(`product/faq/get?productId=${other.id}`)).json().data[0].translations).toEqual([]);
  });

  it("another provider's product or entry is 404; editing without EditProducts is 403", async () => {
    const { product } = await createTestProduct(db, provider.id, ref);
    const [faq] = (await post('product/faq/save', { productId: product.id, entries: [{ title: 'Q', description: 'A' }] })).json().data;
    const stranger = { cookie: (await createUser(db, (await createProvider(db)).id)).cookie };
    expect((await get(`product/faq/get?productId=${product.id}`, stranger)).statusCode).toBe(404);
    expect((await get(`product/moreinfo/get?productId=${product.id}`, stranger)).statusCode).toBe(404);
    expect((await post('product/faq/save', { productId: product.id, entries: [] }, stranger)).statusCode).toBe(404);
    expect((await post('product/faq-translations/save', { faqId: faq.id, translations: [] }, stranger)).statusCode).toBe(404);
    expect((await post('product/info-translations/save', { infoId: faq.id, translations: [] })).statusCode).toBe(404);
    expect((await post('product/activate-or-disactivate-product-price-type', { productId: product.id, priceTypeId: PriceType.Groups, newValue: true }, stranger)).statusCode).toBe(404);
    const viewer = { cookie: (await createUser(db, provider.id, { permissions: ALL_PERMISSION_CODES.filter((p) => p !== Permission.EditProducts) })).cookie };
    expect((await get(`product/faq/get?productId=${product.id}`, viewer)).statusCode).toBe(200);
    expect((await post('product/faq/save', { productId: product.id, entries: [] }, viewer)).statusCode).toBe(403);
    expect((await post('product/faq-translations/save', { faqId: faq.id, translations: [] }, viewer)).statusCode).toBe(403);
    expect((await post('product/activate-or-disactivate-product-price-type', { productId: product.id, priceTypeId: PriceType.Groups, newValue: true }, viewer)).statusCode).toBe(403);
  });

  it('R-PROD-11: each price type of a product is activated and deactivated (C081); Groups need Locals (R-PRICE-12)', async () => {
    const { product } = await createTestProduct(db, provider.id, ref);
    const change = (priceTypeId: number, newValue: boolean) => post('product/activate-or-disactivate-product-price-type', { productId: product.id, priceTypeId, newValue });
    const groups = await change(PriceType.Groups, true);
    expect(groups.statusCode, groups.body).toBe(200);
    expect(groups.json().data).toEqual({ productId: product.id, priceTypeId: PriceType.Groups, active: true, availableProductPriceTypes: [PriceType.Locals, PriceType.Groups, PriceType.Tourists] });
    const localsOff = await change(PriceType.Locals, false);
    expect(localsOff.statusCode).toBe(422);
    expect(localsOff.json().code).toBe('groups-need-locals');
    expect((await change(PriceType.Groups, false)).json().data.availableProductPriceTypes).toEqual([PriceType.Locals, PriceType.Tourists]);
    expect((await change(PriceType.Locals, false)).json().data.availableProductPriceTypes).toEqual([PriceType.Tourists]);
    const view = (await get(`product/${product.id}`)).json().data;
    expect([view.useLocals, view.useGroups]).toEqual([false, false]);
    const tourists = await change(PriceType.Tourists, false);
    expect(tourists.statusCode).toBe(422);
    expect(tourists.json().code).toBe('price-type-not-switchable');
    expect((await change(99, true)).json().code).toBe('price-type-unknown');
  });
});
