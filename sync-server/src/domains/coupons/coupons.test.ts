import { describe, expect, it } from 'vitest';
import { Permission } from '@pos/shared/permissions';
import { createProvider, createUser, setupTestApp } from '../../test/test-app';
import { businessClients } from '../../db/schema';
import { couponBody, createBareOrder } from './coupons.fixtures';
import { redeemCouponForOrder } from './redeem-coupon';

describe('coupons API', async () => {
  const { app, db } = await setupTestApp();
  const provider = await createProvider(db);
  const user = await createUser(db, provider.id);
  const post = (url: string, payload: unknown, cookie = user.cookie) => app.inject({ method: 'POST', url, payload: payload as object, headers: { cookie } });
  const save = async (over: Record<string, unknown> = {}, cookie = user.cookie) => post('/api/coupon/save', couponBody(over), cookie);
  let n = 0;
  const uniq = (p: string) => `${p}${++n}`;

  it('R-CPN-1 R-CPN-10 saves a coupon and reads it back with used and left totals', async () => {
    const res = await save({ couponCode: uniq('A'), discountAmount: null, discountPercent: 12.5, limitationType: 'tickets', limitationAmount: 10, productIds: [101] });
    expect(res.statusCode, res.body).toBe(200);
    const coupon = res.json().data;
    expect(coupon).toMatchObject({ discountPercent: 12.5, discountAmount: null, limitationAmount: 10, usedLimitationTotal: 0, leftLimitationTotal: 10, active: true, passed: false });
    const got = await app.inject({ method: 'GET', url: `/api/coupon/${coupon.id}`, headers: { cookie: user.cookie } });
    expect(got.json().data).toEqual(coupon);
  });

  it('R-CPN-2 refuses a code that exists among active coupons (any case), allows it beside an inactive one', async () => {
    expect((await save({ couponCode: 'DUP', productIds: [201] })).statusCode).toBe(200);
    const res = await save({ couponCode: 'dup', productIds: [202] });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toMatch(/exists among active coupons/);
    expect((await save({ couponCode: 'DUP', productIds: [203], active: false })).statusCode).toBe(200);
  });

  it('R-CPN-3 accepts 100 percent (our reading: not above 100), refuses above 100 and two kinds of discount', async () => {
    expect((await save({ couponCode: uniq('P'), discountAmount: null, discountPercent: 100, productIds: [301] })).statusCode).toBe(200);
    const over = await save({ couponCode: uniq('P'), discountAmount: null, discountPercent: 100.01, productIds: [302] });
    expect(over.statusCode).toBe(400);
    expect(over.json().errors).toHaveProperty('discountPercent');
    const both = await save({ couponCode: uniq('P'), discountAmount: 100, discountPercent: 10, productIds: [303] });
    expect(both.statusCode).toBe(400);
  });

  it('R-CPN-4 refuses overlapping dates for the same product and customer types, allows other customer types or dates', async () => {
    expect((await save({ couponCode: uniq('O'), productIds: [401], customerTypeIds: [1, 2] })).statusCode).toBe(200);
    const clash = await save({ couponCode: uniq('O'), productIds: [401], customerTypeIds: [2], validDateFrom: '2030-12-31', validDateTo: '2031-01-31' });
    expect(clash.statusCode).toBe(422);
    expect(clash.json().detail).toMatch(/Overlapping coupons/);
    expect((await save({ couponCode: uniq('O'), productIds: [401], customerTypeIds: [3] })).statusCode).toBe(200);
    expect((await save({ couponCode: uniq('O'), productIds: [401], customerTypeIds: [1], validDateFrom: '2031-01-01', validDateTo: '2031-02-01' })).statusCode).toBe(200);
  });

  it('R-CPN-5 booking dates must fit the active dates; impossible dates are a 400, never a 500', async () => {
    const res = await save({ couponCode: uniq('D'), productIds: [501], bookingDateFrom: '2029-12-01', bookingDateTo: '2030-02-01' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('bookingDateFrom');
    expect((await save({ couponCode: uniq('D'), productIds: [502], validDateTo: '2030-02-30' })).statusCode).toBe(400);
    expect((await save({ couponCode: uniq('D'), productIds: [503], bookingDateFrom: '2030-02-01', bookingDateTo: '2030-03-01' })).statusCode).toBe(200);
  });

  it('R-CPN-14 R-CPN-11 a zero discount warns; ignoreWarning saves it', async () => {
    const code = uniq('Z');
    const warned = await save({ couponCode: code, discountAmount: 0, productIds: [601] });
    expect(warned.statusCode).toBe(422);
    expect(warned.json()).toMatchObject({ warning: true, ignoreFlag: 'ignoreWarning' });
    expect((await save({ couponCode: code, discountType: 'NoDiscount', discountAmount: null, productIds: [601], ignoreWarning: true })).statusCode).toBe(200);
  });

  it('R-CPN-6 a coupon used by an order can be neither edited nor deleted; an unused one is deleted', async () => {
    const coupon = (await save({ couponCode: uniq('U'), productIds: [701] })).json().data;
    const unused = (await save({ couponCode: uniq('U'), productIds: [702] })).json().data;
    const order = await createBareOrder(db, provider.id, 7001);
    await db.transaction((tx) =>
      redeemCouponForOrder(tx, { providerId: provider.id, orderId: order.id, couponId: coupon.id, order: { currencyId: 1, priceTypeId: 1, bookingDate: '2030-01-01' }, lines: [{ productId: 701, customerTypeId: 1, date: '2030-05-01', quantity: 1, unitPrice: 5000 }] }),
    );
    const edit = await save({ id: coupon.id, couponCode: coupon.couponCode, productIds: [701], couponName: 'renamed' });
    expect(edit.statusCode).toBe(422);
    expect(edit.json().detail).toMatch(/cannot be edited/);
    const del = await app.inject({ method: 'DELETE', url: `/api/coupon/delete?couponId=${coupon.id}`, headers: { cookie: user.cookie } });
    expect(del.statusCode).toBe(422);
    const ok = await app.inject({ method: 'DELETE', url: `/api/coupon/delete?couponId=${unused.id}`, headers: { cookie: user.cookie } });
    expect(ok.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: `/api/coupon/${unused.id}`, headers: { cookie: user.cookie } })).statusCode).toBe(404);
  });

  it('R-CPN-8 R-CPN-9 sub-coupons: made on save, listed Free, status changed by Code and Status, exported as CSV', async () => {
    const coupon = (await save({ couponCode: uniq('S'), couponType: 'BusinessClientAgreement', productIds: [801], subCouponsToCreate: 3 })).json().data;
    expect(coupon.subCouponsCount).toBe(3);
    const subs = (await post(`/api/coupon/${coupon.id}/get-sub-coupons`, {})).json().data;
    expect(subs).toHaveLength(3);
    expect(subs.every((s: { status: string; code: string }) => s.status === 'Free' && s.code.startsWith(`${coupon.couponCode}-`))).toBe(true);
    expect((await post(`/api/coupon/${coupon.id}/change-sub-coupon-status`, { Code: subs[0].code, Status: 'Reserved' })).statusCode).toBe(200);
    expect((await post(`/api/coupon/${coupon.id}/change-sub-coupon-status`, { Code: 'NOPE', Status: 'Used' })).statusCode).toBe(404);
    expect((await post(`/api/coupon/${coupon.id}/change-sub-coupon-status`, { Code: subs[1].code, Status: 'Lost' })).statusCode).toBe(400);
    const csv = await post(`/api/coupon/${coupon.id}/export/sub-coupons`, {});
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/attachment/);
    const rows = csv.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(rows[0]).toBe('Code,Status,OrderId');
    expect(rows).toContain(`${subs[0].code},Reserved,`);
  });

  it('searches with the filter: code, keyword, product, club, discount type, status, fromBusinessClient, pages', async () => {
    const club = (await save({ couponCode: uniq('FILTER-CLUB'), couponName: 'Club deal', productIds: [901], clubIds: [7] })).json().data;
    await save({ couponCode: uniq('FILTER-OFF'), couponName: 'Old deal', productIds: [902], active: false });
    const search = async (f: object) => (await post('/api/coupons', f)).json().data as { id: number; couponCode: string }[];
    expect((await search({ code: 'FILTER-CLUB' })).map((c) => c.id)).toEqual([club.id]);
    expect((await search({ keyword: 'club deal' })).map((c) => c.id)).toEqual([club.id]);
    expect((await search({ clubId: 7 })).map((c) => c.id)).toEqual([club.id]);
    expect((await search({ productId: 901 })).map((c) => c.id)).toEqual([club.id]);
    expect((await search({ code: 'FILTER', status: 'Inactive' })).map((c) => c.couponCode)).toEqual([expect.stringMatching(/FILTER-OFF/)]);
    expect(await search({ code: 'FILTER', fromBusinessClient: true })).toEqual([]);
    expect(await search({ code: 'FILTER', discountType: 'TicketFixedUnitPrice' })).toEqual([]);
    expect(await search({ code: 'FILTER', pageIndex: 1 })).toEqual([]);
    expect((await search({ code: '%' })).length).toBe(0);
  });

  it('coupon-options, ExistCouponsForThisOrder, next-purchase and provider-coupons', async () => {
    const next = (await save({ couponCode: uniq('NEXT'), couponType: 'NextPurchase', productIds: [1001], priceTypeIds: [2] })).json().data;
    const options = await post('/api/coupon-options', { productsIds: [1001], fromDate: '2030-03-01', toDate: '2030-03-02', priceTypesIds: [2], customerTypesIds: [1] });
    expect(options.json().data.map((c: { id: number }) => c.id)).toEqual([next.id]);
    expect((await post('/api/coupon-options', { productsIds: [1001], priceTypesIds: [3] })).json().data).toEqual([]);
    expect((await post('/api/coupon/ExistCouponsForThisOrder', { productsIds: [1001], fromDate: '2030-03-01', toDate: '2030-03-01' })).json().data).toBe(true);
    expect((await post('/api/coupon/ExistCouponsForThisOrder', { productsIds: [1001], fromDate: '2035-03-01', toDate: '2035-03-01' })).json().data).toBe(false);
    const nextList = (await app.inject({ method: 'GET', url: '/api/coupons/next-purchase', headers: { cookie: user.cookie } })).json().data;
    expect(nextList.map((c: { id: number }) => c.id)).toEqual([next.id]);
    const reference = (await app.inject({ method: 'GET', url: '/api/provider-coupons', headers: { cookie: user.cookie } })).json().data;
    expect(reference).toContainEqual({ id: next.id, name: next.couponName, code: next.couponCode });
  });

  it('provider scoping: provider B neither sees nor changes provider A coupons', async () => {
    const a = (await save({ couponCode: uniq('SCOPE'), productIds: [1101], subCouponsToCreate: 1 })).json().data;
    const other = await createProvider(db);
    const b = await createUser(db, other.id);
    const h = { cookie: b.cookie };
    expect((await app.inject({ method: 'GET', url: `/api/coupon/${a.id}`, headers: h })).statusCode).toBe(404);
    expect((await post('/api/coupons', { code: a.couponCode }, b.cookie)).json().data).toEqual([]);
    expect((await save({ id: a.id, couponCode: 'STOLEN', productIds: [1101] }, b.cookie)).statusCode).toBe(404);
    expect((await app.inject({ method: 'DELETE', url: `/api/coupon/delete?couponId=${a.id}`, headers: h })).statusCode).toBe(404);
    expect((await post(`/api/coupon/${a.id}/get-sub-coupons`, {}, b.cookie)).statusCode).toBe(404);
    expect((await post(`/api/coupon/${a.id}/export/sub-coupons`, {}, b.cookie)).statusCode).toBe(404);
    expect((await post(`/api/coupon/${a.id}/change-sub-coupon-status`, { Code: 'x', Status: 'Used' }, b.cookie)).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/provider-coupons', headers: h })).json().data).toEqual([]);
    const [clientOfA] = await db.insert(businessClients).values({ providerId: provider.id, name: 'Club of A' }).returning();
    expect((await save({ couponCode: uniq('SCOPE'), productIds: [1102], businessClientId: clientOfA!.id }, b.cookie)).statusCode).toBe(400);
    expect((await save({ couponCode: uniq('SCOPE'), productIds: [1103], businessClientId: 2_000_000_000 })).statusCode).toBe(400);
    expect((await save({ couponCode: uniq('SCOPE'), productIds: [1104], businessClientId: clientOfA!.id })).statusCode).toBe(200);
    // The same code is free for provider B (R-CPN-2 is per provider).
    expect((await save({ couponCode: a.couponCode, productIds: [1101] }, b.cookie)).statusCode).toBe(200);
  });

  it('writes need CouponCanChange; reads ProductsViewSearch', async () => {
    const reader = await createUser(db, provider.id, { permissions: [Permission.ProductsViewSearch] });
    expect((await save({ couponCode: uniq('W'), productIds: [1201] }, reader.cookie)).statusCode).toBe(403);
    expect((await post('/api/coupons', {}, reader.cookie)).statusCode).toBe(200);
  });
});
