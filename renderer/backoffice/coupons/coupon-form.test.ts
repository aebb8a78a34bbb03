import { describe, expect, it } from 'vitest';
import type { Coupon } from '../api-types';
import { bodyOf, formErrorsOf, formatPercent, newCouponValues, valuesOfCoupon } from './coupon-form';
import { filterOf } from './coupon-filter';
import { couponStatus } from './coupon-text';

const saved: Coupon = {
  id: 7,
  couponCode: 'SUMMER',
  couponName: 'Summer',
  couponType: 'Regular',
  discountType: 'Discount',
  discountAmount: null,
  discountPercent: 12.5,
  ticketFixedUnitPrice: null,
  whoFinances: 'NoFinance',
  limitationType: 'amount',
  limitationAmount: 50000,
  usedLimitationTotal: 1250,
  leftLimitationTotal: 48750,
  validDateFrom: '2026-06-01',
  validDateTo: '2026-08-31',
  bookingDateFrom: null,
  bookingDateTo: null,
  active: true,
  passed: false,
  currencyId: 1,
  productIds: [3],
  customerTypeIds: [9],
  priceTypeIds: [],
  clubIds: [],
  businessClientId: null,
  subCouponsCount: 0,
  createdAt: '2026-05-01T10:00:00.000Z',
};

describe('coupon form', () => {
  it('R-CPN-1: one discount at a time, money in minor units, the percent as typed (up to 2 decimals)', () => {
    const v = { ...newCouponValues('2026-05-01', 1), couponCode: ' TEN ', couponName: 'Ten off' };
    expect(bodyOf({ ...v, discountKind: 'amount', discountValue: '10.5' })).toMatchObject({ body: { couponCode: 'TEN', discountType: 'Discount', discountAmount: 1050, discountPercent: null, ticketFixedUnitPrice: null } });
    expect(bodyOf({ ...v, discountKind: 'percent', discountValue: '12.25' })).toMatchObject({ body: { discountType: 'Discount', discountAmount: null, discountPercent: 12.25 } });
    expect(bodyOf({ ...v, discountKind: 'fixed', discountValue: '50' })).toMatchObject({ body: { discountType: 'TicketFixedUnitPrice', ticketFixedUnitPrice: 5000, discountAmount: null } });
    expect(bodyOf({ ...v, discountKind: 'none', discountValue: '30' })).toMatchObject({ body: { discountType: 'NoDiscount', discountAmount: null, discountPercent: null, ticketFixedUnitPrice: null } });
  });

  it('a percent over 100 still goes to the server, which decides (R-CPN-3)', () => {
    expect(bodyOf({ ...newCouponValues('2026-05-01', 1), discountKind: 'percent', discountValue: '150' })).toMatchObject({ body: { discountPercent: 150 } });
  });

  it('R-CPN-7: an amount limit is money, a tickets limit a count; no limit sends neither', () => {
    const v = newCouponValues('2026-05-01', 1);
    expect(bodyOf({ ...v, limitationType: 'amount', limitationAmount: '500' })).toMatchObject({ body: { limitationType: 'amount', limitationAmount: 50000 } });
    expect(bodyOf({ ...v, limitationType: 'tickets', limitationAmount: '40' })).toMatchObject({ body: { limitationType: 'tickets', limitationAmount: 40 } });
    expect(bodyOf({ ...v, limitationType: '', limitationAmount: '40' })).toMatchObject({ body: { limitationType: null, limitationAmount: null } });
  });

  it('names the fields it cannot read instead of sending them', () => {
    const v = newCouponValues('2026-05-01', 1);
    expect(bodyOf({ ...v, discountKind: 'amount', discountValue: '10.555', limitationType: 'tickets', limitationAmount: '2.5', businessClientId: 'abc', subCouponsToCreate: 'ten' })).toEqual({ unreadable: ['discountValue', 'limitationAmount', 'businessClientId', 'subCouponsToCreate'] });
  });

  it('reads a saved coupon back into the same form, and sends it unchanged with its id', () => {
    const v = valuesOfCoupon(saved);
    expect(v).toMatchObject({ discountKind: 'percent', discountValue: '12.5', limitationType: 'amount', limitationAmount: '500.00', bookingDateFrom: '' });
    expect(bodyOf(v, 7)).toMatchObject({ body: { id: 7, couponCode: 'SUMMER', discountPercent: 12.5, limitationAmount: 50000, productIds: [3], customerTypeIds: [9], bookingDateFrom: null, subCouponsToCreate: 0 } });
  });

  it('puts the server\'s errors on the fields that show them', () => {
    expect(formErrorsOf({ discountPercent: 'The discount percent cannot be over 100', validDateTo: 'x' })).toEqual({ discountValue: 'The discount percent cannot be over 100', validDateTo: 'x' });
  });

  it('shows a percent with at most 2 decimals', () => {
    expect([formatPercent(10), formatPercent(12.5), formatPercent(33.333)]).toEqual(['10', '12.5', '33.33']);
  });

  it('status Passed wins over Active/Inactive (the search filter\'s words)', () => {
    expect([couponStatus({ active: true, passed: false }), couponStatus({ active: false, passed: false }), couponStatus({ active: true, passed: true })]).toEqual(['Active', 'Inactive', 'Passed']);
  });
});

describe('coupon filter in the address', () => {
  it('reads every filter field and drops the empty and the unknown', () => {
    const params = new URLSearchParams('keyword=sum&code=S&name=Summer&fromDate=2026-06-01&toDate=2026-06-30&clubId=2&productId=3&priceTypeId=1&discountType=Discount&currencyId=1&status=Passed&fromBusinessClient=false&page=2');
    expect(filterOf(params)).toEqual({ keyword: 'sum', code: 'S', name: 'Summer', fromDate: '2026-06-01', toDate: '2026-06-30', clubId: 2, productId: 3, priceTypeId: 1, discountType: 'Discount', currencyId: 1, status: 'Passed', fromBusinessClient: false, pageIndex: 2 });
    expect(filterOf(new URLSearchParams('status=Gone&discountType=Free&clubId=x&page=-1'))).toEqual({ pageIndex: 0 });
  });
});
