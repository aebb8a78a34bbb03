import { describe, expect, it } from 'vitest';
import { Permission } from '@pos/shared/permissions';
import { Channel, PriceType } from '@pos/shared/reference';
import { Weekday } from '@pos/shared/weekdays';
import { instantToLocal } from '@pos/shared/calendar/index';
import { createProvider, createUser, setupTestApp } from '../../test/test-app';
import { createOrderLine, createReferenceRows, createTestProduct } from '../catalogue/catalogue.fixtures';
import { savePriceList } from './save-price-list';

describe('price lists', async () => {
  const { app, db } = await setupTestApp();
  const ref = await createReferenceRows(db);
  const provider = await createProvider(db);
  const user = await createUser(db, provider.id);
  const post = (url: string, payload: unknown, cookie = user.cookie) => app.inject({ method: 'POST', url, payload: payload as object, headers: { cookie } });

  /** A product with Adult and Child, and a valid price list body for it. */
  async function setup(overrides: Parameters<typeof createTestProduct>[3] = {}) {
    const { product, adultId, childId } = await createTestProduct(db, provider.id, ref, overrides);
    const body = {
      productId: product.id,
      title: 'Regular',
      currencyId: 1,
      channelId: Channel.Direct,
      priceTypeId: PriceType.Locals,
      priceLines: [
        { productCustomerTypeId: adultId, amount: 5000, priority: 1 },
        { productCustomerTypeId: childId, amount: 2500, priority: 2, qtyToUse: 2 },
      ],
    };
    return { product, adultId, childId, body };
  }

  it('R-PRICE-1 R-PRICE-2 R-PRICE-4 creates a price list with its defaults and lines', async () => {
    const { product, adultId, body } = await setup();
    const res = await post('/api/product-price', body);
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().data;
    const today = instantToLocal(new Date(), 'Asia/Jerusalem').date;
    expect(list).toMatchObject({
      productId: product.id,
      title: 'Regular',
      fromDate: today,
      toDate: `${Number(today.slice(0, 4)) + 1}-12-31`,
      daysOfWeek: 127,
      perPerson: true,
      autoConfirm: true,
      dailyLimit: null,
      active: true,
    });
    expect(list.priceLines.map((l: { productCustomerTypeId: number; amount: number; qtyToUse: number }) => [l.productCustomerTypeId, l.amount, l.qtyToUse])).toEqual([
      [adultId, 5000, 1],
      [body.priceLines[1]!.productCustomerTypeId, 2500, 2],
    ]);
    const again = await post('/api/product-price', { ...body, perPerson: false, autoConfirm: false, dailyLimit: 40, fromDate: '2030-01-01', toDate: '2030-06-30' });
    expect(again.json().data).toMatchObject({ perPerson: false, autoConfirm: false, dailyLimit: 40, fromDate: '2030-01-01', toDate: '2030-06-30' });
    const view = await app.inject({ method: 'GET', url: `/api/product/${product.id}`, headers: { cookie: user.cookie } });
    expect(view.json().data.prices).toHaveLength(2);
    expect(view.json().data.hasPriceList).toBe(true);
  });

  it('R-PRICE-3 the single line of a list with an official price becomes official', async () => {
    const { body } = await setup();
    const res = await post('/api/product-price', { ...body, officialPrice: 6000, priceLines: [body.priceLines[0]] });
    expect(res.json().data.priceLines[0].isOfficial).toBe(true);
    const two = await post('/api/product-price', { ...body, channelId: Channel.B2C, officialPrice: 6000 });
    expect(two.json().data.priceLines.map((l: { isOfficial: boolean }) => l.isOfficial)).toEqual([false, false]);
  });

  it('R-PRICE-5 name, price, priority and channel are required', async () => {
    const { body, adultId } = await setup();
    const res = await post('/api/product-price', { ...body, title: '  ', channelId: null, priceLines: [{ productCustomerTypeId: adultId, amount: null, priority: null }] });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(['channelId', 'priceLines[0].amount', 'priceLines[0].priority', 'title']);
  });

  it('R-PRICE-6 at least one customer type and price line', async () => {
    const { body } = await setup();
    const res = await post('/api/product-price', { ...body, priceLines: [] });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.priceLines).toBeDefined();
    const { priceLines: _l, ...withoutLines } = body;
    expect((await post('/api/product-price', withoutLines)).statusCode).toBe(400);
  });

  it('R-PRICE-7 customer types and priorities must not repeat', async () => {
    const { body, adultId } = await setup();
    const res = await post('/api/product-price', {
      ...body,
      priceLines: [
        { productCustomerTypeId: adultId, amount: 1, priority: 1 },
        { productCustomerTypeId: adultId, amount: 2, priority: 1 },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(['priceLines[1].priority', 'priceLines[1].productCustomerTypeId']);
  });

  it('R-PRICE-8 one currency per channel among the product active price lists', async () => {
    const { body } = await setup();
    await post('/api/product-price', body);
    const res = await post('/api/product-price', { ...body, currencyId: 2 });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.currencyId).toBeDefined();
    expect((await post('/api/product-price', { ...body, currencyId: 2, channelId: Channel.B2C })).statusCode).toBe(200);
    expect((await post('/api/product-price', { ...body, currencyId: 1 })).statusCode).toBe(200);
  });

  it('R-PRICE-9 at least one week day', async () => {
    const { body } = await setup();
    expect((await post('/api/product-price', { ...body, daysOfWeek: 0 })).json().errors.daysOfWeek).toBeDefined();
    const res = await post('/api/product-price', { ...body, daysOfWeek: Weekday.FRI | Weekday.SAT });
    expect(res.json().data.daysOfWeek).toBe(96);
  });

  it('refuses unknown reference ids, reversed dates and customer types of another product', async () => {
    const { body } = await setup();
    const other = await setup();
    const res = await post('/api/product-price', { ...body, currencyId: 9, priceTypeId: 9, fromDate: '2030-05-01', toDate: '2030-04-01' });
    expect(Object.keys(res.json().errors).sort()).toEqual(['currencyId', 'priceTypeId', 'toDate']);
    expect((await post('/api/product-price', { ...body, fromDate: '2030-02-30' })).json().errors.fromDate).toBeDefined();
    const foreign = await post('/api/product-price', { ...body, priceLines: [{ productCustomerTypeId: other.adultId, amount: 1, priority: 1 }] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors['priceLines[0].productCustomerTypeId']).toBeDefined();
    expect((await post('/api/product-price', { ...body, priceLines: [{ productCustomerTypeId: 1, amount: -5, priority: 1 }] })).statusCode).toBe(400);
    expect((await post('/api/product-price', { ...body, priceLines: [{ productCustomerTypeId: 1, amount: 3_000_000_000, priority: 1 }] })).statusCode).toBe(400);
  });

  it('R-PRICE-10 a line in use by orders cannot be removed or moved; others can (R-PERM-18 can-remove-product-price-line)', async () => {
    const { product, body, adultId, childId } = await setup();
    const list = (await post('/api/product-price', body)).json().data;
    const [adultLine, childLine] = list.priceLines;
    await createOrderLine(db, provider.id, { productId: product.id, customerTypeId: adultId, priceListId: list.id, priceLineId: adultLine.id });
    const canRemove = async (lineId: number) => (await app.inject({ method: 'GET', url: `/api/products/can-remove-product-price-line?priceLineId=${lineId}`, headers: { cookie: user.cookie } })).json().data;
    expect(await canRemove(adultLine.id)).toBe(false);
    expect(await canRemove(childLine.id)).toBe(true);

    const removeAdult = await post('/api/product-price', { ...body, id: list.id, priceLines: [{ ...body.priceLines[1], id: childLine.id }] });
    expect(removeAdult.statusCode).toBe(422);
    expect(removeAdult.json().code).toBe('price-line-in-use');
    const moved = await post('/api/product-price', { ...body, id: list.id, priceLines: [{ id: adultLine.id, productCustomerTypeId: childId, amount: 1, priority: 1 }] });
    expect(moved.statusCode).toBe(422);

    const kept = await post('/api/product-price', { ...body, id: list.id, priceLines: [{ ...body.priceLines[0], id: adultLine.id, amount: 5500 }] });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().data.priceLines).toEqual([expect.objectContaining({ id: adultLine.id, amount: 5500 })]);
  });

  it('a line id of another price list is refused', async () => {
    const { body } = await setup();
    const first = (await post('/api/product-price', body)).json().data;
    const second = (await post('/api/product-price', { ...body, channelId: Channel.B2C })).json().data;
    const res = await post('/api/product-price', { ...body, id: second.id, channelId: Channel.B2C, priceLines: [{ ...body.priceLines[0], id: first.priceLines[0].id }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors['priceLines[0].id']).toBeDefined();
  });

  it('R-PRICE-11 a daily limit of 0 is a warning the user may override with ignoreWarning', async () => {
    const { body } = await setup();
    const warned = await post('/api/product-price', { ...body, dailyLimit: 0 });
    expect(warned.statusCode).toBe(422);
    expect(warned.json()).toMatchObject({ code: 'zero-availability', warning: true, ignoreFlag: 'ignoreWarning' });
    const saved = await post('/api/product-price', { ...body, dailyLimit: 0, ignoreWarning: true });
    expect(saved.json().data.dailyLimit).toBe(0);
    // R-PRICE-2: null is "no limit", never read as 0.
    const unlimited = await post('/api/product-price', { ...body, id: saved.json().data.id, dailyLimit: null, priceLines: saved.json().data.priceLines });
    expect(unlimited.json().data.dailyLimit).toBeNull();
  });

  it('R-PRICE-13 a Groups or Locals list is refused when the product does not sell to it; R-PRICE-12 Groups needs Locals', async () => {
    const { product, body } = await setup();
    const groups = await post('/api/product-price', { ...body, priceTypeId: PriceType.Groups });
    expect(groups.statusCode).toBe(422);
    expect(groups.json().code).toBe('price-type-not-sellable');
    await post('/api/product/changeSellingSetting/useGroups', { productId: product.id, newValue: true });
    expect((await post('/api/product-price', { ...body, priceTypeId: PriceType.Groups })).statusCode).toBe(200);

    const noLocals = await setup();
    await post('/api/product/changeSellingSetting/useLocals', { productId: noLocals.product.id, newValue: false });
    expect((await post('/api/product-price', noLocals.body)).json().code).toBe('price-type-not-sellable');
    expect((await post('/api/product-price', { ...noLocals.body, priceTypeId: PriceType.Tourists })).statusCode).toBe(200);
  });

  it('R-PRICE-15 remove-or-restoreprice-list pauses and restores; R-PRICE-14 saving a paused list reactivates it', async () => {
    const { body } = await setup();
    const list = (await post('/api/product-price', body)).json().data;
    const paused = await post('/api/remove-or-restoreprice-list', { id: list.id });
    expect(paused.json().data.active).toBe(false);
    expect((await post('/api/remove-or-restoreprice-list', { id: list.id })).json().data.active).toBe(true);
    await post('/api/remove-or-restoreprice-list', { id: list.id });
    const saved = await post('/api/product-price', { ...body, id: list.id, priceLines: list.priceLines.map((l: object) => l) });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.active).toBe(true);
  });

  it('R-PRICE-13 R-PRICE-8 restoring is activating: refused when the product no longer sells to it, or another currency took the channel', async () => {
    const { product, body } = await setup();
    const list = (await post('/api/product-price', body)).json().data;
    await post('/api/remove-or-restoreprice-list', { id: list.id });
    await post('/api/product/changeSellingSetting/useLocals', { productId: product.id, newValue: false });
    expect((await post('/api/remove-or-restoreprice-list', { id: list.id })).json().code).toBe('price-type-not-sellable');
    await post('/api/product/changeSellingSetting/useLocals', { productId: product.id, newValue: true });
    await post('/api/product-price', { ...body, currencyId: 2 });
    const res = await post('/api/remove-or-restoreprice-list', { id: list.id });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('currency-per-channel');
  });

  it('savePriceList is the code the route runs (the demo seed uses it)', async () => {
    const { body } = await setup();
    const list = await savePriceList(db, provider.id, body);
    expect(list.priceLines).toHaveLength(2);
  });

  it('writes need EditProducts; can-remove-product-price-line needs ProductsViewSearch', async () => {
    const { body } = await setup();
    const viewer = await createUser(db, provider.id, { permissions: [Permission.ProductsViewSearch] });
    expect((await post('/api/product-price', body, viewer.cookie)).statusCode).toBe(403);
    expect((await post('/api/remove-or-restoreprice-list', { id: 1 }, viewer.cookie)).statusCode).toBe(403);
  });

  it('answers 404 for an unknown product, price list or price line', async () => {
    const { body } = await setup();
    expect((await post('/api/product-price', { ...body, productId: 999999 })).statusCode).toBe(404);
    expect((await post('/api/product-price', { ...body, id: 999999 })).statusCode).toBe(404);
    expect((await post('/api/remove-or-restoreprice-list', { id: 999999 })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/products/can-remove-product-price-line?priceLineId=999999', headers: { cookie: user.cookie } })).statusCode).toBe(404);
  });
});
