import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyCoupon, couponUsage, type CouponForPricing, type CouponLine } from './apply-coupon';

const base: CouponForPricing = {
  id: 1,
  active: true,
  discountType: 'Discount',
  discountAmount: null,
  discountPercentBp: null,
  ticketFixedUnitPrice: null,
  currencyId: 1,
  productIds: [],
  customerTypeIds: [],
  priceTypeIds: [],
  validDateFrom: '2026-01-01',
  validDateTo: '2026-12-31',
  bookingDateFrom: null,
  bookingDateTo: null,
};
const order = { currencyId: 1, priceTypeId: 1, bookingDate: '2026-06-01' };
const line = (over: Partial<CouponLine> = {}): CouponLine => ({ productId: 10, customerTypeId: 1, date: '2026-06-10', quantity: 2, unitPrice: 5000, ...over });

describe('applyCoupon (R-CPN-1, R-CPN-3)', () => {
  it('takes an amount per ticket, a percent of the line, or down to a fixed unit price', () => {
    expect(applyCoupon({ ...base, discountAmount: 1000 }, order, [line()])[0]).toEqual({ applies: true, discountAmount: 2000 });
    expect(applyCoupon({ ...base, discountPercentBp: 2500 }, order, [line()])[0]!.discountAmount).toBe(2500);
    expect(applyCoupon({ ...base, discountType: 'TicketFixedUnitPrice', ticketFixedUnitPrice: 3000 }, order, [line()])[0]!.discountAmount).toBe(4000);
    expect(applyCoupon({ ...base, discountType: 'NoDiscount' }, order, [line()])[0]).toEqual({ applies: true, discountAmount: 0 });
  });

  it('R-CPN-3: an amount over the price takes the price, a fixed price over the price takes nothing, 100 percent makes it free', () => {
    expect(applyCoupon({ ...base, discountAmount: 9000 }, order, [line()])[0]!.discountAmount).toBe(10000);
    expect(applyCoupon({ ...base, discountType: 'TicketFixedUnitPrice', ticketFixedUnitPrice: 7000 }, order, [line()])[0]!.discountAmount).toBe(0);
    expect(applyCoupon({ ...base, discountPercentBp: 10_000 }, order, [line()])[0]!.discountAmount).toBe(10000);
  });

  it('respects products, customer types, price types, currency, active, active and booking dates', () => {
    const lines = [line(), line({ productId: 11 }), line({ customerTypeId: 2 }), line({ date: '2027-01-01' })];
    const c = { ...base, discountAmount: 100, productIds: [10], customerTypeIds: [1] };
    expect(applyCoupon(c, order, lines).map((r) => r.applies)).toEqual([true, false, false, false]);
    expect(applyCoupon({ ...c, currencyId: 2 }, order, lines)[0]!.applies).toBe(false);
    expect(applyCoupon({ ...c, priceTypeIds: [2] }, order, lines)[0]!.applies).toBe(false);
    expect(applyCoupon({ ...c, active: false }, order, lines)[0]!.applies).toBe(false);
    expect(applyCoupon({ ...c, bookingDateFrom: '2026-06-02', bookingDateTo: '2026-06-30' }, order, lines)[0]!.applies).toBe(false);
    expect(couponUsage(lines, applyCoupon(c, order, lines))).toEqual({ tickets: 2, amount: 200 });
  });

  const arbCoupon = fc.record({
    discountType: fc.constantFrom('Discount' as const, 'TicketFixedUnitPrice' as const, 'NoDiscount' as const),
    discountAmount: fc.option(fc.integer({ min: 0, max: 1_000_000 })),
    discountPercentBp: fc.option(fc.integer({ min: 0, max: 10_000 })),
    ticketFixedUnitPrice: fc.option(fc.integer({ min: 0, max: 1_000_000 })),
    productIds: fc.array(fc.integer({ min: 1, max: 5 }), { maxLength: 3 }),
    customerTypeIds: fc.array(fc.integer({ min: 1, max: 3 }), { maxLength: 2 }),
  });
  const arbLine = fc.record({
    productId: fc.integer({ min: 1, max: 5 }),
    customerTypeId: fc.integer({ min: 1, max: 3 }),
    date: fc.constantFrom('2025-12-31', '2026-03-01', '2027-01-01'),
    quantity: fc.integer({ min: 0, max: 50 }),
    unitPrice: fc.integer({ min: 0, max: 1_000_000 }),
  });

  it('property: every line discount is an integer between 0 and the line gross, 0 where the coupon does not apply', () => {
    fc.assert(
      fc.property(arbCoupon, fc.array(arbLine, { maxLength: 8 }), (c, lines) => {
        const results = applyCoupon({ ...base, ...c }, order, lines);
        expect(results).toHaveLength(lines.length);
        results.forEach((r, i) => {
          const gross = lines[i]!.quantity * lines[i]!.unitPrice;
          expect(Number.isSafeInteger(r.discountAmount)).toBe(true);
          expect(r.discountAmount).toBeGreaterThanOrEqual(0);
          expect(r.discountAmount).toBeLessThanOrEqual(gross);
          if (!r.applies) expect(r.discountAmount).toBe(0);
        });
      }),
    );
  });

  it('property: a fixed ticket unit price leaves each ticket at min(price, fixed)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), arbLine, (fixed, l) => {
        const r = applyCoupon({ ...base, discountType: 'TicketFixedUnitPrice', ticketFixedUnitPrice: fixed }, order, [{ ...l, date: '2026-03-01' }])[0]!;
        expect(l.quantity * l.unitPrice - r.discountAmount).toBe(l.quantity * Math.min(l.unitPrice, fixed));
      }),
    );
  });
});
