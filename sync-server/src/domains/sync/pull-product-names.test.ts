import { describe, expect, it } from 'vitest';
import type { PullResponse } from '@pos/shared/sync/protocol';
import type { ProductRow, StreamName } from '@pos/shared/sync/streams';
import { createProvider, createUser, setupTestApp } from '../../test/test-app';
import { productTranslations } from '../../db/schema';
import { cashierUser, pairedStation, sellableProduct } from './station.fixtures';

type Checkpoints = Partial<Record<StreamName, number>>;

describe('issue 16: the products stream carries each product\'s name per language', async () => {
  const { app, db } = await setupTestApp();
  const provider = await createProvider(db);
  const admin = await createUser(db, provider.id);
  await cashierUser(db, provider.id);
  const { product } = await sellableProduct(db, provider.id, { name: 'Old City Walking Tour' });
  await db.insert(productTranslations).values([
    { productId: product.id, language: 'he-IL', field: 'name', value: 'סיור רגלי בעיר העתיקה' },
    { productId: product.id, language: 'he-IL', field: 'shortDescription', value: 'תיאור' },
  ]);
  const station = await pairedStation(app, admin);

  async function pullProducts(checkpoints: Checkpoints): Promise<{ rows: ProductRow[]; checkpoints: Checkpoints }> {
    const cps = { ...checkpoints };
    const rows: ProductRow[] = [];
    for (;;) {
      const res = await app.inject({ method: 'POST', url: '/sync/pull', headers: station.auth, payload: { checkpoints: cps, streams: ['products'] } });
      expect(res.statusCode, res.body).toBe(200);
      const data: PullResponse = res.json().data;
      for (const page of data.pages) {
        for (const c of page.changes) if ('row' in c && c.row) rows.push(c.row as ProductRow);
        cps[page.stream] = page.checkpoint;
      }
      if (!data.more) return { rows, checkpoints: cps };
    }
  }

  let checkpoints: Checkpoints = {};

  it('a new station gets the names of the languages translated (only the name field), besides the own name', async () => {
    const first = await pullProducts({});
    checkpoints = first.checkpoints;
    expect(first.rows.find((r) => r.id === product.id)).toMatchObject({ name: 'Old City Walking Tour', names: { 'he-IL': 'סיור רגלי בעיר העתיקה' } });
  });

  it('saving a name translation in the office sends the product again with it; removing one sends it without', async () => {
    const save = (translations: { language: string; value: string }[]) =>
      app.inject({ method: 'POST', url: `/api/product/${product.id}/saveNameTranlation`, headers: { cookie: admin.cookie }, payload: { translations } });
    expect((await save([{ language: 'ru-RU', value: 'Пешеходная экскурсия' }])).statusCode).toBe(200);
    const added = await pullProducts(checkpoints);
    expect(added.rows.find((r) => r.id === product.id)?.names).toEqual({ 'he-IL': 'סיור רגלי בעיר העתיקה', 'ru-RU': 'Пешеходная экскурсия' });
    expect((await save([{ language: 'he-IL', value: '' }])).statusCode).toBe(200);
    const removed = await pullProducts(added.checkpoints);
    expect(removed.rows.find((r) => r.id === product.id)?.names).toEqual({ 'ru-RU': 'Пешеходная экскурсия' });
  });
});
