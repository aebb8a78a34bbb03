import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { calculateOrder, type OrderPricingInput } from '../pricing/calculate-order';
import { ALL_WEEKDAYS } from '../weekdays';
import type { CouponForPricing } from './apply-coupon';

const coupon: CouponForPricing = {
  id: 9,
  active: true,
  discountType: 'Discount',
  discountAmount: 1000,
  discountPercentBp: null,
  ticketFixedUnitPrice: null,
  currencyId: 1,
  productIds: [7],
  customerTypeIds: [11],
  priceTypeIds: [],
  validDateFrom: '2030-01-01',
  validDateTo: '2030-12-31',
  bookingDateFrom: null,
  bookingDateTo: null,
};

function input(over: Partial<OrderPricingInput> = {}, adultDiscount: OrderPricingInput['products'][number]['customers'][number]['discount'] = null): OrderPricingInput {
  return {
    priceLists: [
      {
        id: 1,
        productId: 7,
        currencyId: 1,
        channelId: 1,
        priceTypeId: 1,
        businessClientId: null,
        fromDate: '2030-01-01',
        toDate: '2030-12-31',
        daysOfWeek: ALL_WEEKDAYS,
        perPerson: true,
        autoConfirm: true,
        active: true,
        deleted: false,
        lines: [
          { id: 100, customerTypeId: 11, amount: 11800, quantity: 1, qtyToUse: 1, deleted: false },
          { id: 101, customerTypeId: 12, amount: 5900, quantity: 1, qtyToUse: 1, deleted: false },
        ],
      },
    ],
    channelId: 1,
    priceTypeId: 1,
    currencyId: 1,
    vatRateBp: 1800,
    orderDiscount: null,
    products: [{ productId: 7, date: '2030-03-03', slotId: 5, customers: [{ customerTypeId: 11, quantity: 2, discount: adultDiscount }, { customerTypeId: 12, quantity: 1, discount: null }] }],
    ...over,
  };
}

describe('calculateOrder with a coupon (one pricing function, server and station)', () => {
  it('R-CPN-1 the coupon discounts the lines it covers and flows into the totals', () => {
    const plain = calculateOrder(input());
    const priced = calculateOrder(input({ coupon: { coupon, bookingDate: '2030-02-01' } }));
    if (!plain.ok || !priced.ok) throw new Error('pricing failed');
    expect(priced.lines[0]).toMatchObject({ couponId: 9, couponDiscount: 2000, discountAmount: 2000, total: 21600 });
    expect(priced.lines[1]!.couponId).toBeUndefined();
    expect(priced.totals.totalToPay).toBe(plain.totals.totalToPay - 2000);
  });

  it('R-CPN-3 a coupon on top of a hand-given discount never takes a line below 0', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 23_600 }), fc.integer({ min: 0, max: 50_000 }), (hand, off) => {
        const result = calculateOrder(input({ coupon: { coupon: { ...coupon, discountAmount: off }, bookingDate: '2030-02-01' } }, hand ? { kind: 'amount', amount: hand } : null));
        if (!result.ok) throw new Error('pricing failed');
        const line = result.lines[0]!;
        expect(line.total).toBeGreaterThanOrEqual(0);
        expect(line.discountAmount).toBeLessThanOrEqual(line.gross);
        expect(line.discountAmount).toBe(Math.min(line.gross, hand + 2 * Math.min(off, 11_800)));
      }),
    );
  });

  it('without a coupon, or with one that does not fit the order, the pricing is unchanged', () => {
    const plain = calculateOrder(input());
    expect(calculateOrder(input({ coupon: null }))).toEqual(plain);
    expect(calculateOrder(input({ coupon: { coupon: { ...coupon, currencyId: 2 }, bookingDate: '2030-02-01' } }))).toEqual(plain);
  });
});
