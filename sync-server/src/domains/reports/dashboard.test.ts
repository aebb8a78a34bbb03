import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { instantToLocal } from '@pos/shared/calendar/index';
import { Permission } from '@pos/shared/permissions';
import { Channel } from '@pos/shared/reference';
import { PaymentMethod } from '@pos/shared/sync/protocol';
import { cities, products, productTypes } from '../../db/schema';
import { createProvider, createUser, setupTestApp } from '../../test/test-app';
import { reportOrder, reportProduct, reportReceipt } from './reports.fixtures';

const NIS = 1;
const USD = 2;

describe('report/dashboad-data', async () => {
  const { app, db } = await setupTestApp();
  const provider = await createProvider(db, { timezone: 'Asia/Jerusalem' });
  const manager = await createUser(db, provider.id, { permissions: [Permission.ReportsView] });
  const other = await createProvider(db);

  const jeep = await reportProduct(db, provider.id, 'Jeep tour');
  const boat = await reportProduct(db, provider.id, 'Boat ride');
  const theirs = await reportProduct(db, other.id, 'Their tour');

  // March 2026 in Israel: +02:00 until 27 March, +03:00 after.
  await reportOrder(db, provider.id, {
    createdAt: '2026-03-10T21:30:00Z', // 23:30 on the 10th
    channelId: Channel.Cashier,
    discount: 1000,
    lines: [
      { product: jeep, quantity: 2, total: 6000 },
      { product: boat, quantity: 1, persons: 3, total: 4000 },
    ],
  });
  await reportOrder(db, provider.id, { createdAt: '2026-03-10T22:30:00Z', lines: [{ product: jeep, quantity: 1, total: 5000 }] }); // 00:30 on the 11th
  await reportOrder(db, provider.id, { createdAt: '2026-03-11T08:00:00Z', currencyId: USD, lines: [{ product: boat, quantity: 4, total: 2000 }] });
  await reportOrder(db, provider.id, { createdAt: '2026-03-31T20:59:00Z', lines: [{ product: jeep, quantity: 1, total: 700 }] }); // 23:59 on the 31st
  for (const status of ['RQ', 'RQ', 'CN', 'ERR']) await reportOrder(db, provider.id, { status, createdAt: '2026-03-15T10:00:00Z', lines: [{ product: jeep, quantity: 9, total: 99_900 }] });
  // Outside the range, in the provider's zone: 23:59 on 28 February and 01:00 on 1 April.
  await reportOrder(db, provider.id, { createdAt: '2026-02-28T21:59:00Z', lines: [{ product: jeep, quantity: 5, total: 50_000 }] });
  await reportOrder(db, provider.id, { createdAt: '2026-03-31T22:00:00Z', lines: [{ product: jeep, quantity: 5, total: 50_000 }] });
  await reportOrder(db, other.id, { createdAt: '2026-03-10T10:00:00Z', lines: [{ product: theirs, quantity: 7, total: 70_000 }] });

  await reportReceipt(db, provider.id, { issuedAt: '2026-03-10T21:31:00Z', payments: [{ method: PaymentMethod.Cash, amount: 5000 }, { method: PaymentMethod.CreditCard, amount: 4000 }] });
  await reportReceipt(db, provider.id, { issuedAt: '2026-03-12T09:00:00Z', payments: [{ method: PaymentMethod.Cash, currencyId: USD, amount: 1000, localAmount: 3650 }] });
  await reportReceipt(db, provider.id, { issuedAt: '2026-03-12T09:00:00Z', status: 'void', payments: [{ method: PaymentMethod.Cash, amount: 777 }] });
  await reportReceipt(db, provider.id, { issuedAt: '2026-04-02T09:00:00Z', payments: [{ method: PaymentMethod.Check, amount: 888 }] });
  await reportReceipt(db, other.id, { issuedAt: '2026-03-10T09:00:00Z', payments: [{ method: PaymentMethod.BankTransfer, amount: 999 }] });

  const march = { from: '2026-03-01', to: '2026-03-31' };
  const post = (payload: unknown, cookie = manager.cookie) => app.inject({ method: 'POST', url: '/api/report/dashboad-data', headers: { cookie }, payload: payload as object });
  const get = (query: string, cookie = manager.cookie) => app.inject({ method: 'GET', url: `/api/report/dashboad-data${query}`, headers: { cookie } });

  it('needs a login and ReportsView (10), by POST and by GET', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/report/dashboad-data', payload: march })).statusCode).toBe(401);
    const seller = await createUser(db, provider.id, { permissions: [Permission.ViewOrders, Permission.ViewProviderSettings] });
    expect((await post(march, seller.cookie)).statusCode).toBe(403);
    expect((await get('?from=2026-03-01', seller.cookie)).json().title).toBe('No permission');
  });

  it("answers the caller's confirmed sales of the range by day (in the provider's zone), per currency, in minor units", async () => {
    const res = await post(march);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ from: '2026-03-01', to: '2026-03-31', timezone: 'Asia/Jerusalem', localCurrencyId: NIS });
    expect(data.byDay).toEqual([
      { date: '2026-03-10', currencyId: NIS, orders: 1, tickets: 3, gross: 10_000, discount: 1000, total: 9000 },
      { date: '2026-03-11', currencyId: NIS, orders: 1, tickets: 1, gross: 5000, discount: 0, total: 5000 },
      { date: '2026-03-31', currencyId: NIS, orders: 1, tickets: 1, gross: 700, discount: 0, total: 700 },
      { date: '2026-03-11', currencyId: USD, orders: 1, tickets: 4, gross: 2000, discount: 0, total: 2000 },
    ]);
    expect(data.totals).toEqual([
      { currencyId: NIS, orders: 3, tickets: 5, persons: 7, gross: 15_700, discount: 1000, total: 14_700 },
      { currencyId: USD, orders: 1, tickets: 4, persons: 4, gross: 2000, discount: 0, total: 2000 },
    ]);
  });

  it('answers sales by product (line totals) and by channel', async () => {
    const data = (await post(march)).json().data;
    expect(data.byProduct).toEqual([
      { productId: jeep.productId, productName: 'Jeep tour', calendarColor: '#1e88e5', currencyId: NIS, orders: 3, tickets: 4, total: 11_700 },
      { productId: boat.productId, productName: 'Boat ride', calendarColor: '#1e88e5', currencyId: NIS, orders: 1, tickets: 1, total: 4000 },
      { productId: boat.productId, productName: 'Boat ride', calendarColor: '#1e88e5', currencyId: USD, orders: 1, tickets: 4, total: 2000 },
    ]);
    expect(data.byChannel).toEqual([
      { channelId: Channel.Direct, channelName: 'Direct', currencyId: NIS, orders: 2, tickets: 2, gross: 5700, discount: 0, total: 5700 },
      { channelId: Channel.Cashier, channelName: 'Cashier', currencyId: NIS, orders: 1, tickets: 3, gross: 10_000, discount: 1000, total: 9000 },
      { channelId: Channel.Direct, channelName: 'Direct', currencyId: USD, orders: 1, tickets: 4, gross: 2000, discount: 0, total: 2000 },
    ]);
  });

  it("issue 18: answers each product's calendar colour, the calendar's own source, with its product type and city", async () => {
    const [tour] = await db.insert(productTypes).values({ name: 'Tour' }).returning();
    const [city] = await db.insert(cities).values({ name: 'Eilat' }).returning();
    await db.update(products).set({ productTypeId: tour!.id, cityId: city!.id }).where(eq(products.id, jeep.productId));
    await db.update(products).set({ calendarColor: '#d81b60' }).where(eq(products.id, boat.productId));
    const data = (await post(march)).json().data;
    expect(data.byProduct.map((r: { calendarColor: string }) => r.calendarColor)).toEqual(['#1e88e5', '#d81b60', '#d81b60']);
    expect(data.products).toEqual([
      { productId: jeep.productId, calendarColor: '#1e88e5', productTypeName: 'Tour', cityName: 'Eilat' },
      { productId: boat.productId, calendarColor: '#d81b60', productTypeName: null, cityName: null },
    ]);
    await db.update(products).set({ calendarColor: '#1e88e5' }).where(eq(products.id, boat.productId));
  });

  it('issue 18: sums the days by week (from the provider\'s first day of the week) or month, by the range length unless chosen', async () => {
    const data = (await post(march)).json().data;
    expect(data.grouping).toBe('day');
    expect(data.byPeriod).toEqual(data.byDay.map(({ date, ...r }: { date: string }) => ({ period: date, ...r })));
    const weeks = (await post({ ...march, grouping: 'week' })).json().data;
    expect(weeks).toMatchObject({ grouping: 'week', weekStartsOn: 0 });
    // Sunday 8 March holds the 10th and 11th; Sunday 29 March the 31st.
    expect(weeks.byPeriod).toEqual([
      { period: '2026-03-08', currencyId: NIS, orders: 2, tickets: 4, gross: 15_000, discount: 1000, total: 14_000 },
      { period: '2026-03-29', currencyId: NIS, orders: 1, tickets: 1, gross: 700, discount: 0, total: 700 },
      { period: '2026-03-08', currencyId: USD, orders: 1, tickets: 4, gross: 2000, discount: 0, total: 2000 },
    ]);
    const year = (await post({ from: '2026-01-01', to: '2026-12-31' })).json().data;
    expect(year.grouping).toBe('month');
    expect(year.byPeriod.filter((r: { currencyId: number }) => r.currencyId === NIS)).toEqual([
      { period: '2026-02-01', currencyId: NIS, orders: 1, tickets: 5, gross: 50_000, discount: 0, total: 50_000 },
      { period: '2026-03-01', currencyId: NIS, orders: 3, tickets: 5, gross: 15_700, discount: 1000, total: 14_700 },
      { period: '2026-04-01', currencyId: NIS, orders: 1, tickets: 5, gross: 50_000, discount: 0, total: 50_000 },
    ]);
    expect((await post({ from: '2026-01-01', to: '2026-03-03' })).json().data.grouping).toBe('week');
    expect((await post({ ...march, grouping: 'year' })).statusCode).toBe(400);
  });

  it('answers the payments of issued receipts by method, leaving void receipts out', async () => {
    expect((await post(march)).json().data.byPaymentMethod).toEqual([
      { method: PaymentMethod.Cash, methodName: 'Cash', currencyId: NIS, receiptCurrencyId: NIS, payments: 1, amount: 5000, receiptAmount: 5000 },
      { method: PaymentMethod.Cash, methodName: 'Cash', currencyId: USD, receiptCurrencyId: NIS, payments: 1, amount: 1000, receiptAmount: 3650 },
      { method: PaymentMethod.CreditCard, methodName: 'CreditCard', currencyId: NIS, receiptCurrencyId: NIS, payments: 1, amount: 4000, receiptAmount: 4000 },
    ]);
  });

  it('issue 15: payments by method are net of refunds, so a refunded card payment is not counted as a payment', async () => {
    await reportReceipt(db, provider.id, { issuedAt: '2026-05-10T09:00:00Z', payments: [{ method: PaymentMethod.CreditCard, amount: 6500 }] });
    await reportReceipt(db, provider.id, { issuedAt: '2026-05-10T09:30:00Z', docType: 'refund', payments: [{ method: PaymentMethod.CreditCard, amount: 6500 }] });
    await reportReceipt(db, provider.id, { issuedAt: '2026-05-11T09:00:00Z', docType: 'invoice-receipt', payments: [{ method: PaymentMethod.Cash, amount: 2000 }] });
    await reportReceipt(db, provider.id, { issuedAt: '2026-05-11T10:00:00Z', docType: 'refund', payments: [{ method: PaymentMethod.Cash, amount: 500 }] });
    // An invoice takes no money and a proforma neither: never payments.
    await reportReceipt(db, provider.id, { issuedAt: '2026-05-12T10:00:00Z', docType: 'invoice', payments: [{ method: PaymentMethod.Cash, amount: 999 }] });
    // A card refund still waiting for the gateway's answer (InProgress) has given nothing back yet.
    await reportReceipt(db, provider.id, { issuedAt: '2026-05-12T11:00:00Z', docType: 'refund', state: 'InProgress', payments: [{ method: PaymentMethod.Cash, amount: 300 }] });
    expect((await post({ from: '2026-05-01', to: '2026-05-31' })).json().data.byPaymentMethod).toEqual([
      { method: PaymentMethod.Cash, methodName: 'Cash', currencyId: NIS, receiptCurrencyId: NIS, payments: 0, amount: 1500, receiptAmount: 1500 },
      { method: PaymentMethod.CreditCard, methodName: 'CreditCard', currencyId: NIS, receiptCurrencyId: NIS, payments: 0, amount: 0, receiptAmount: 0 },
    ]);
  });

  it('R-ORD-1: counts tickets sold and the orders of the range by status (on request, cancelled)', async () => {
    const data = (await post(march)).json().data;
    expect(data.ticketsSold).toBe(9);
    expect(data.orderCounts).toEqual({ confirmed: 4, onRequest: 2, cancelled: 1, error: 1 });
  });

  it('GET with the query answers the same as POST with the body', async () => {
    expect((await get('?from=2026-03-01&to=2026-03-31')).json()).toEqual((await post(march)).json());
  });

  it("defaults to the provider's current month up to today", async () => {
    const today = instantToLocal(new Date(), 'Asia/Jerusalem').date;
    const data = (await post({})).json().data;
    expect({ from: data.from, to: data.to }).toEqual({ from: `${today.slice(0, 8)}01`, to: today });
    expect((await get('')).json().data.to).toBe(today);
  });

  it('a range with no sales answers zeros and empty lists', async () => {
    expect((await post({ from: '2025-01-01', to: '2025-01-31' })).json().data).toMatchObject({
      totals: [],
      byDay: [],
      byProduct: [],
      byChannel: [],
      byPaymentMethod: [],
      ticketsSold: 0,
      orderCounts: { confirmed: 0, onRequest: 0, cancelled: 0, error: 0 },
    });
  });

  it('refuses dates that are not real, a range ending before it starts and one of more than 366 days', async () => {
    expect((await post({ from: '2026-02-30', to: '2026-03-01' })).json().errors).toEqual({ from: ['is not a valid date'] });
    expect((await get('?from=2026-03-01&to=2026-13-01')).statusCode).toBe(400);
    expect((await post({ from: '2026-03-02', to: '2026-03-01' })).json().errors).toEqual({ to: ['must not be before from'] });
    expect((await post({ from: '2025-01-01', to: '2026-01-02' })).json().errors).toEqual({ to: ['must be within 366 days of from, both included'] });
    expect((await post({ from: '2025-01-01', to: '2026-01-01' })).statusCode).toBe(200);
    expect((await post({ from: '2024-01-01', to: '2024-12-31' })).statusCode).toBe(200);
    expect((await post({ from: 20260301 })).statusCode).toBe(400);
  });
});
