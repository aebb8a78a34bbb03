import { describe, expect, it } from 'vitest';
import { allowedBy, discountProblem, sellingProblems, type CashierLimits } from './cashier-limits';

const open: CashierLimits = { maxDiscountPercent: 10, allowedPriceTypeIds: null, allowedProductIds: [], allowedClientTypeIds: null };

describe('cashier limits', () => {
  it('R-CASH-4: a null or empty list allows everything, a list allows only its ids', () => {
    expect([allowedBy(null, 5), allowedBy([], 5), allowedBy([5], 5), allowedBy([4], 5)]).toEqual([true, true, true, false]);
  });

  it('R-CASH-4: names each price type, product and client type the cashier may not sell, by entry', () => {
    expect(sellingProblems(open, { priceTypeId: 2, productIds: [7, 8], clientTypeId: 3 })).toEqual([]);
    const limited: CashierLimits = { ...open, allowedPriceTypeIds: [1], allowedProductIds: [7], allowedClientTypeIds: [1] };
    expect(sellingProblems(limited, { priceTypeId: 2, productIds: [7, 8], clientTypeId: 3 }).map((p) => [p.code, p.itemIndex])).toEqual([
      ['client-type-not-allowed', undefined],
      ['price-type-not-allowed', undefined],
      ['product-not-allowed', 1],
    ]);
    expect(sellingProblems(limited, { priceTypeId: 1, productIds: [7], clientTypeId: null })).toEqual([]);
  });

  it('R-CASH-3: discounts up to the maximum percent of the gross pass; a coupon part is not the cashier’s; null is 0', () => {
    expect(discountProblem(open, { gross: 10_000, discountAmount: 1000 })).toBeNull();
    expect(discountProblem(open, { gross: 10_000, discountAmount: 1001 })?.code).toBe('discount-over-limit');
    expect(discountProblem(open, { gross: 10_000, discountAmount: 3000 }, 2000)).toBeNull();
    expect(discountProblem({ ...open, maxDiscountPercent: null }, { gross: 10_000, discountAmount: 1 })?.code).toBe('discount-over-limit');
    expect(discountProblem({ ...open, maxDiscountPercent: null }, { gross: 10_000, discountAmount: 0 })).toBeNull();
  });
});
