import { describe, expect, it } from 'vitest';
import { createProvider, createUser, setupTestApp } from '../../test/test-app';
import { createReferenceRows, createTestProduct } from './catalogue.fixtures';
import { TRANSLATION_SAVE_CALLS } from './translation-routes';

describe('product translations', async () => {
  const { app, db } = await setupTestApp();
  const ref = await createReferenceRows(db);
  const provider = await createProvider(db);
  const user = await createUser(db, provider.id);
  const headers = { cookie: user.cookie };
  const save = (productId: number, call: string, translations: object[]) => app.inject({ method: 'POST', url: `/api/product/${productId}/${call}`, payload: { translations }, headers });
  const read = async (productId: number) => (await app.inject({ method: 'GET', url: `/api/product/${productId}/translations`, headers })).json().data;

  it('every save call of the spec stores its field, per language (R-CLIENT-1 languages)', async () => {
    const { product } = await createTestProduct(db, provider.id, ref);
    for (const [call, field] of Object.entries(TRANSLATION_SAVE_CALLS)) {
      const res = await save(product.id, call, [
        { language: 'he-IL', value: `${field} he` },
        { language: 'ru-RU', value: `${field} ru` },
      ]);
      expect(res.statusCode, `${call} ${res.body}`).toBe(200);
    }
    const data = await read(product.id);
    expect(data.ProductId).toBe(product.id);
    for (const field of Object.values(TRANSLATION_SAVE_CALLS)) {
      expect(data.Translations[field]).toEqual([
        { language: 'he-IL', value: `${field} he` },
        { language: 'ru-RU', value: `${field} ru` },
      ]);
    }
  });

  it('a new value replaces the old; an empty value removes the language', async () => {
    const { product } = await createTestProduct(db, provider.id, ref);
    await save(product.id, 'saveNameTranlation', [{ language: 'he-IL', value: 'א' }, { language: 'en-US', value: 'A' }]);
    const res = await save(product.id, 'saveNameTranlation', [{ language: 'he-IL', value: 'ב' }, { language: 'en-US', value: '' }]);
    expect(res.json().data).toEqual([{ language: 'he-IL', value: 'ב' }]);
    expect((await read(product.id)).Translations.name).toEqual([{ language: 'he-IL', value: 'ב' }]);
  });

  it('refuses other languages, repeated languages and a long description over 1200 characters (R-PROD-7)', async () => {
    const { product } = await createTestProduct(db, provider.id, ref);
    expect((await save(product.id, 'saveNameTranlation', [{ language: 'fr-FR', value: 'x' }])).statusCode).toBe(400);
    expect((await save(product.id, 'saveNameTranlation', [{ language: 'he-IL', value: 'x' }, { language: 'he-IL', value: 'y' }])).statusCode).toBe(400);
    const long = await save(product.id, 'saveLongDescriptionTranlation', [{ language: 'he-IL', value: 'x'.repeat(1201) }]);
    expect(long.statusCode).toBe(400);
    expect(long.json().errors['translations[0].value']).toBeDefined();
    expect((await app.inject({ method: 'POST', url: `/api/product/${product.id}/saveNameTranlation`, payload: {}, headers })).statusCode).toBe(400);
  });

  it('answers 404 for an unknown product', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/product/999999/translations', headers })).statusCode).toBe(404);
    expect((await save(999999, 'saveNameTranlation', [])).statusCode).toBe(404);
  });
});
