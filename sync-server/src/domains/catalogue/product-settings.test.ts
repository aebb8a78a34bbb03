import { describe, expect, it } from 'vitest';
import { addDays, instantToLocal } from '@pos/shared/calendar/index';
import { Channel, PriceType, RepeatMode } from '@pos/shared/reference';
import { createProvider, createUser, setupTestApp } from '../../test/test-app';
import { slots } from '../../db/schema';
import { savePriceList } from '../price-lists';
import { createReferenceRows, createTestProduct } from './catalogue.fixtures';
import { updateProduct } from './product-repo';

describe('product switches, selling settings, address, regions and alerts', async () => {
  const { app, db } = await setupTestApp();
  const ref = await createReferenceRows(db);
  const provider = await createProvider(db);
  const user = await createUser(db, provider.id);
  const headers = { cookie: user.cookie };
  const post = (url: string, payload: object) => app.inject({ method: 'POST', url, payload, headers });
  const get = (url: string) => app.inject({ method: 'GET', url, headers });
  const setting = (name: string, productId: number, newValue: boolean) => post(`/api/product/changeSellingSetting/${name}`, { productId, newValue });
  const today = instantToLocal(new Date(), 'Asia/Jerusalem').date;

  async function priceList(productId: number, customerTypeId: number, toDate = '2099-12-31') {
    return savePriceList(db, provider.id, {
      productId,
      title: 'Regular',
      currencyId: 1,
      channelId: Channel.Direct,
      priceTypeId: PriceType.Locals,
      toDate,
      priceLines: [{ productCustomerTypeId: customerTypeId, amount: 1000, priority: 1 }],
    });
  }

  async function slot(productId: number, values: Partial<typeof slots.$inferInsert> = {}) {
    await db.insert(slots).values({ providerId: provider.id, productId, startDate: today, startTime: '10:00', endTime: '11:00', duration: 60, ...values });
  }

  it('R-PROD-11 DELETE product/activate-or-disactivate-product toggles active', async () => {
    const { product } = await createTestProduct(db, provider.id, ref);
    const toggle = () => app.inject({ method: 'DELETE', url: `/api/product/activate-or-disactivate-product/?productId=${product.id}`, headers });
    expect((await toggle()).json().data).toEqual({ productId: product.id, setting: 'active', value: false });
    expect((await toggle()).json().data.value).toBe(true);
  });

  it('R-PROD-12 automatic order notifications and allow-assign-employees switch one by one', async () => {
    const { product } = await createTestProduct(db, provider.id, ref);
    expect((await post('/api/product/activate-or-disactivate-autoOrderNotifications', { productId: product.id })).json().data.value).toBe(true);
    expect((await post('/api/product/activate-or-disactivate-autoOrderNotifications', { productId: product.id, newValue: true })).json().data.value).toBe(true);
    expect((await get(`/api/product/activate-or-disactivate-allow-assign-employees/${product.id}`)).json().data.value).toBe(true);
    const view = (await get(`/api/product/${product.id}`)).json().data;
    expect(view).toMatchObject({ autoOrderNotifications: true, allowAssignEmployees: true });
  });

  it('R-PROD-12 changeSellingSetting sets each selling setting; an unknown setting is a 400', async () => {
    const { product } = await createTestProduct(db, provider.id, ref);
    for (const name of ['useCashier', 'useB2cChannels', 'useDirectChannels', 'useIndex']) {
      const res = await setting(name, product.id, name === 'useIndex');
      expect(res.json().data, name).toEqual({ productId: product.id, setting: name, value: name === 'useIndex' });
    }
    expect((await get(`/api/product/${product.id}`)).json().data).toMatchObject({ useCashier: false, useB2cChannels: false, useDirectChannels: false, useIndex: true });
    const bad = await setting('active', product.id, true);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.setting).toBeDefined();
  });

  it('R-PRICE-12 Group cannot be selected without Locals', async () => {
    const { product } = await createTestProduct(db, provider.id, ref);
    expect((await setting('useGroups', product.id, true)).statusCode).toBe(200);
    const offLocals = await setting('useLocals', product.id, false);
    expect(offLocals.statusCode).toBe(422);
    expect(offLocals.json().code).toBe('groups-need-locals');
    await setting('useGroups', product.id, false);
    expect((await setting('useLocals', product.id, false)).statusCode).toBe(200);
    expect((await setting('useGroups', product.id, true)).json().code).toBe('groups-need-locals');
  });

  it('R-PROD-6 a product goes on air only when whole: a customer type and an active price list', async () => {
    const { product, adultId } = await createTestProduct(db, provider.id, ref);
    const early = await setting('onAir', product.id, true);
    expect(early.statusCode).toBe(422);
    expect(early.json()).toMatchObject({ code: 'product-incomplete', missingFields: ['prices'] });
    await priceList(product.id, adultId);
    expect((await setting('onAir', product.id, true)).json().data.value).toBe(true);
    expect((await setting('onAir', product.id, false)).json().data.value).toBe(false);

    await app.inject({ method: 'DELETE', url: `/api/product/activate-or-disactivate-product?productId=${product.id}`, headers });
    expect((await setting('onAir', product.id, true)).json().code).toBe('product-inactive');
  });

  it('R-PROD-2 going on air records an OnAir notification that GET product/alerts shows', async () => {
    const alertsProvider = await createProvider(db);
    const alertsUser = await createUser(db, alertsProvider.id);
    const { product, adultId } = await createTestProduct(db, alertsProvider.id, ref);
    await savePriceList(db, alertsProvider.id, { productId: product.id, title: 'R', currencyId: 1, channelId: Channel.Direct, priceTypeId: PriceType.Locals, priceLines: [{ productCustomerTypeId: adultId, amount: 1, priority: 1 }] });
    await app.inject({ method: 'POST', url: '/api/product/changeSellingSetting/onAir', payload: { productId: product.id, newValue: true }, headers: { cookie: alertsUser.cookie } });
    const alerts = (await app.inject({ method: 'GET', url: '/api/product/alerts', headers: { cookie: alertsUser.cookie } })).json().data;
    expect(alerts).toEqual([{ productId: product.id, productName: product.name, types: expect.arrayContaining(['OnAir', 'SlotNotFound', 'ImageNotFound']) }]);
    expect(alerts[0].types).not.toContain('ProductPriceNotFound');
  });

  it('R-PROD-3 R-PROD-4 R-PROD-5 GET product/alerts: no slot, no price, no image, coverage under 30 days', async () => {
    const alertsProvider = await createProvider(db);
    const alertsUser = await createUser(db, alertsProvider.id);
    const alertsOf = async () =>
      Object.fromEntries(
        ((await app.inject({ method: 'GET', url: '/api/product/alerts', headers: { cookie: alertsUser.cookie } })).json().data as { productName: string; types: string[] }[]).map((a) => [a.productName, a.types]),
      );
    const bare = await createTestProduct(db, alertsProvider.id, ref, { name: 'Bare' });
    const short = await createTestProduct(db, alertsProvider.id, ref, { name: 'Short' });
    const whole = await createTestProduct(db, alertsProvider.id, ref, { name: 'Whole' });
    const inactive = await createTestProduct(db, alertsProvider.id, ref, { name: 'Inactive' });
    await updateProduct(db, inactive.product.id, { active: false });

    await db.insert(slots).values({ providerId: alertsProvider.id, productId: short.product.id, startDate: today, startTime: '10:00', endTime: '11:00', duration: 60, repeatMode: RepeatMode.Daily, repeatEndDate: addDays(today, 10) });
    await savePriceList(db, alertsProvider.id, { productId: short.product.id, title: 'R', currencyId: 1, channelId: Channel.Direct, priceTypeId: PriceType.Locals, priceLines: [{ productCustomerTypeId: short.adultId, amount: 1, priority: 1 }] });
    await updateProduct(db, short.product.id, { ticketImagePath: 'tickets/short.png' });
    await db.insert(slots).values({ providerId: alertsProvider.id, productId: whole.product.id, startDate: today, startTime: '10:00', endTime: '11:00', duration: 60, repeatMode: RepeatMode.Daily });
    await savePriceList(db, alertsProvider.id, { productId: whole.product.id, title: 'R', currencyId: 1, channelId: Channel.Direct, priceTypeId: PriceType.Locals, priceLines: [{ productCustomerTypeId: whole.adultId, amount: 1, priority: 1 }] });
    await updateProduct(db, whole.product.id, { ticketImagePath: 'tickets/whole.png' });

    expect(bare.product.id).toBeGreaterThan(0);
    expect(await alertsOf()).toEqual({ Bare: ['SlotNotFound', 'ProductPriceNotFound', 'ImageNotFound'], Short: ['SlotLengthLess30'] });
  });

  it('POST product/{id}/updateSlotsOrderBlockMin copies the product order block to its slots (R-SLOT-21)', async () => {
    const { product } = await createTestProduct(db, provider.id, ref, { blockCreatingNewOrdersBefore: 'before', orderBlockMinutes: 120 });
    await slot(product.id);
    await slot(product.id, { startTime: '12:00', endTime: '13:00' });
    const res = await post(`/api/product/${product.id}/updateSlotsOrderBlockMin`, {});
    expect(res.json().data).toEqual({ productId: product.id, slotsUpdated: 2 });
    const rows = await db.select().from(slots);
    expect(rows.filter((s) => s.productId === product.id).map((s) => [s.blockCreatingNewOrdersBefore, s.orderBlockMinutes])).toEqual([
      ['before', 120],
      ['before', 120],
    ]);
    expect((await get(`/api/product/${product.id}`)).json().data.hasSlot).toBe(true);
  });

  it('POST save-product-address saves address, city and coordinates; refuses an empty address or unknown city', async () => {
    const { product } = await createTestProduct(db, provider.id, ref);
    const res = await post('/api/save-product-address', { productId: product.id, address: 'Main st 5', cityId: ref.cityId, latitude: 32.1, longitude: 34.8 });
    expect(res.statusCode, res.body).toBe(200);
    expect((await get(`/api/product/${product.id}`)).json().data).toMatchObject({ address: 'Main st 5', latitude: 32.1, longitude: 34.8 });
    expect((await post('/api/save-product-address', { productId: product.id, address: ' ', cityId: 999999 })).json().errors).toMatchObject({ address: expect.any(Array), cityId: expect.any(Array) });
    expect((await post('/api/save-product-address', { productId: product.id, address: 'x', cityId: ref.cityId, latitude: 91 })).statusCode).toBe(400);
  });

  it('POST product-regions replaces the regions; at least one known region (R-PROD-6)', async () => {
    const { product } = await createTestProduct(db, provider.id, ref);
    expect((await post('/api/product-regions', { ProductId: product.id, ProductRegions: [ref.otherRegionId, ref.otherRegionId] })).json().data).toEqual([ref.otherRegionId]);
    expect((await post('/api/product-regions', { ProductId: product.id, ProductRegions: [] })).json().errors.ProductRegions).toBeDefined();
    expect((await post('/api/product-regions', { ProductId: product.id, ProductRegions: [999999] })).json().errors.ProductRegions).toBeDefined();
  });

  it('answers 404 for unknown products', async () => {
    expect((await setting('useIndex', 999999, true)).statusCode).toBe(404);
    expect((await get('/api/product/activate-or-disactivate-allow-assign-employees/999999')).statusCode).toBe(404);
    expect((await post('/api/product/999999/updateSlotsOrderBlockMin', {})).statusCode).toBe(404);
    expect((await get('/api/product/has-orders?productId=999999')).statusCode).toBe(404);
  });
});
