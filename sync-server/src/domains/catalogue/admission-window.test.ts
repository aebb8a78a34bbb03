import { describe, expect, it } from 'vitest';
import { createProvider, createUser, setupTestApp } from '../../test/test-app';
import { createReferenceRows, createTestProduct } from './catalogue.fixtures';

/** Issue 16: a product's gate admission window is saved with the product form (minutes, null: no limit). */
describe('product admission window (admitBeforeMinutes / admitAfterMinutes)', async () => {
  const { app, db } = await setupTestApp();
  const ref = await createReferenceRows(db);
  const provider = await createProvider(db);
  const user = await createUser(db, provider.id);
  const headers = { cookie: user.cookie };
  const post = (payload: object) => app.inject({ method: 'POST', url: '/api/product', payload, headers });
  const view = async (id: number) => (await app.inject({ method: 'GET', url: `/api/product/${id}`, headers })).json().data;

  it('starts with no limit, saves minutes, and clears them back to no limit', async () => {
    const { product } = await createTestProduct(db, provider.id, ref);
    expect(await view(product.id)).toMatchObject({ admitBeforeMinutes: null, admitAfterMinutes: null });
    expect((await post({ id: product.id, admitBeforeMinutes: 60, admitAfterMinutes: 120 })).statusCode).toBe(200);
    expect(await view(product.id)).toMatchObject({ admitBeforeMinutes: 60, admitAfterMinutes: 120 });
    // Left out: kept; null: no limit.
    expect((await post({ id: product.id, admitAfterMinutes: null })).statusCode).toBe(200);
    expect(await view(product.id)).toMatchObject({ admitBeforeMinutes: 60, admitAfterMinutes: null });
  });

  it('refuses negative minutes and more than a week with a field error', async () => {
    const { product } = await createTestProduct(db, provider.id, ref);
    for (const [field, value] of [['admitBeforeMinutes', -1], ['admitAfterMinutes', 10_081]] as const) {
      const res = await post({ id: product.id, [field]: value });
      expect(res.statusCode, field).toBe(400);
      expect(JSON.stringify(res.json()), field).toContain(field);
    }
    expect(await view(product.id)).toMatchObject({ admitBeforeMinutes: null, admitAfterMinutes: null });
  });
});
