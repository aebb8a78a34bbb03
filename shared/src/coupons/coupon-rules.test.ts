import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { canChangeCouponLineQuantity, couponLimitPart, couponTermErrors, couponsOverlap, customersWithDifferentCoupons, isZeroDiscount, type CouponTerms } from './coupon-rules';

const terms: CouponTerms = {
  discountType: 'Discount',
  discountAmount: 500,
  discountPercentBp: null,
  ticketFixedUnitPrice: null,
  limitationType: null,
  limitationAmount: null,
  validDateFrom: '2026-01-01',
  validDateTo: '2026-12-31',
  bookingDateFrom: null,
  bookingDateTo: null,
};

describe('coupon rules', () => {
  it('R-CPN-1: one kind of discount only', () => {
    expect(couponTermErrors(terms)).toEqual({});
    expect(couponTermErrors({ ...terms, discountPercentBp: 1000 })).toHaveProperty('discountAmount');
  });

  it('R-CPN-3: a percent up to 100 is accepted, above 100 refused', () => {
    expect(couponTermErrors({ ...terms, discountAmount: null, discountPercentBp: 10_000 })).toEqual({});
    expect(couponTermErrors({ ...terms, discountAmount: null, discountPercentBp: 10_001 })).toHaveProperty('discountPercent');
  });

  it('R-CPN-5: booking dates must fit the active dates', () => {
    expect(couponTermErrors({ ...terms, bookingDateFrom: '2025-12-01', bookingDateTo: '2026-02-01' })).toHaveProperty('bookingDateFrom');
    expect(couponTermErrors({ ...terms, bookingDateFrom: '2026-02-01', bookingDateTo: '2027-02-01' })).toHaveProperty('bookingDateTo');
    expect(couponTermErrors({ ...terms, validDateFrom: '2026-02-01', validDateTo: '2026-01-01' })).toHaveProperty('validDateTo');
  });

  it('R-CPN-14: zero discount is recognised', () => {
    expect(isZeroDiscount({ ...terms, discountAmount: 0 })).toBe(true);
    expect(isZeroDiscount({ ...terms, discountType: 'NoDiscount', discountAmount: null })).toBe(true);
    expect(isZeroDiscount(terms)).toBe(false);
  });

  it('R-CPN-4: overlap needs shared dates, product and customer type (empty is any); symmetric', () => {
    const a = { validDateFrom: '2026-01-01', validDateTo: '2026-06-30', productIds: [1], customerTypeIds: [1, 2] };
    expect(couponsOverlap(a, { ...a, validDateFrom: '2026-06-30', validDateTo: '2026-07-30' })).toBe(true);
    expect(couponsOverlap(a, { ...a, validDateFrom: '2026-07-01', validDateTo: '2026-07-30' })).toBe(false);
    expect(couponsOverlap(a, { ...a, productIds: [2] })).toBe(false);
    expect(couponsOverlap(a, { ...a, productIds: [] })).toBe(true);
    expect(couponsOverlap(a, { ...a, customerTypeIds: [3] })).toBe(false);
    const scope = fc.record({
      validDateFrom: fc.constantFrom('2026-01-01', '2026-03-01'),
      validDateTo: fc.constantFrom('2026-02-01', '2026-04-01'),
      productIds: fc.array(fc.integer({ min: 1, max: 3 }), { maxLength: 2 }),
      customerTypeIds: fc.array(fc.integer({ min: 1, max: 3 }), { maxLength: 2 }),
    });
    fc.assert(fc.property(scope, scope, (x, y) => couponsOverlap(x, y) === couponsOverlap(y, x)));
  });

  it('R-CPN-12: one customer with two different coupons is found', () => {
    expect(customersWithDifferentCoupons([{ customerKey: 'a', couponId: 1 }, { customerKey: 'a', couponId: 1 }, { customerKey: 'b', couponId: 2 }])).toEqual([]);
    expect(customersWithDifferentCoupons([{ customerKey: 'a', couponId: 1 }, { customerKey: 'a', couponId: 2 }, { customerKey: 'a', couponId: null }])).toEqual(['a']);
  });

  it('R-CPN-13: a club-coupon line keeps its quantity', () => {
    expect(canChangeCouponLineQuantity({ clubIds: [3], couponType: 'Regular' }, 2, 3)).toBe(false);
    expect(canChangeCouponLineQuantity({ clubIds: [], couponType: 'BusinessClientAgreement' }, 2, 1)).toBe(false);
    expect(canChangeCouponLineQuantity({ clubIds: [], couponType: 'Regular' }, 2, 3)).toBe(true);
    expect(canChangeCouponLineQuantity(null, 2, 3)).toBe(true);
  });
});

describe('couponLimitPart (R-CPN-7)', () => {
  it('counts tickets for a ticket limit, the discount for an amount limit, nothing when unlimited', () => {
    const use = { tickets: 3, amount: 4500 };
    expect(couponLimitPart({ limitationType: 'tickets' }, use)).toBe(3);
    expect(couponLimitPart({ limitationType: 'amount' }, use)).toBe(4500);
    expect(couponLimitPart({ limitationType: null }, use)).toBe(0);
  });
});
