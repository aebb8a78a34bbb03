import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { customerTypes, productTranslations } from '../../../sync-server/src/db/schema';
import { pairedStation, serverForStations } from '../station.fixtures';

describe('issue 16: the station finds products by their name in any language, from one character', async () => {
  const server = await serverForStations();
  const { goods, db } = server;
  await db.insert(productTranslations).values([
    { productId: goods.product.id, language: 'he-IL', field: 'name', value: 'סיור זריחה במצדה' },
    { productId: goods.product.id, language: 'ru-RU', field: 'name', value: 'Рассвет в Масаде' },
  ]);
  await db.update(customerTypes).set({ translations: { 'he-IL': 'מבוגר', 'ru-RU': 'Взрослый' } }).where(eq(customerTypes.id, goods.adult.id));
  const station = await pairedStation(server);
  const h = station.handlers;
  await h.login({ username: server.cashier.username, password: 'Cashier123' });
  const found = (query: string) => h['product-search']({ query }).map((p) => p.id);

  it('by a part of the Hebrew or the Russian name, any case; the hit carries the names for the POS to show', () => {
    expect(found('זריחה')).toEqual([goods.product.id]);
    expect(found('масаде')).toEqual([goods.product.id]);
    expect(found(goods.product.name.slice(0, 4).toUpperCase())).toContain(goods.product.id);
    expect(h['product-search']({ query: 'זריחה' })[0]).toMatchObject({ name: goods.product.name, names: { 'he-IL': 'סיור זריחה במצדה', 'ru-RU': 'Рассвет в Масаде' } });
  });

  it('one letter already narrows (no 2-character minimum); a name in no language finds nothing', () => {
    expect(found('ז')).toEqual([goods.product.id]);
    expect(found('ק')).toEqual([]);
    expect(() => h['product-search']({ query: ' ' })).toThrow(expect.objectContaining({ code: 'validation' }));
  });

  it('customer types come with their translations', () => {
    const date = h['product-slots']({ productId: goods.product.id })[0]!.date;
    const types = h['product-customer-types']({ productId: goods.product.id, date });
    expect(types.customerTypes.find((c) => c.id === goods.adult.id)).toMatchObject({ name: 'Adult', translations: { 'he-IL': 'מבוגר' } });
  });

  it('the cart (what the payment screen and the receipt show) names product and customer type in the station\'s language', () => {
    const slot = h['product-slots']({ productId: goods.product.id }).find((x) => !x.past)!;
    const items = [{ productId: goods.product.id, date: slot.date, slotId: slot.slotId, customers: [{ customerTypeId: goods.adult.id, quantity: 1 }, { customerTypeId: goods.child.id, quantity: 1 }] }];
    h['settings-save']({ language: 'he-IL' });
    expect(h['cart-price']({ items }).lines.map((l) => [l.productName, l.customerTypeName])).toEqual([
      ['סיור זריחה במצדה', 'מבוגר'],
      ['סיור זריחה במצדה', 'Child'],
    ]);
    h['settings-save']({ language: 'ru-RU' });
    expect(h['cart-price']({ items }).lines[0]).toMatchObject({ productName: 'Рассвет в Масаде', customerTypeName: 'Взрослый' });
    h['settings-save']({ language: 'en-US' });
    expect(h['cart-price']({ items }).lines[0]).toMatchObject({ productName: goods.product.name, customerTypeName: 'Adult' });
  });
});
