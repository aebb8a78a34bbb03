/**
 * A cashier's limits (R-CASH-3, R-CASH-4): the price types, products and client types the user may
 * sell, and the largest discount they may give, as a percent of the order's gross. The one rule the
 * station (its cart) and the server (order/create, order/calculate through /api) both apply.
 */
import type { Minor } from '../money';

export interface CashierLimits {
  /** The largest discount in percent of the gross; null counts as 0 (R-CASH-3 makes it required). */
  maxDiscountPercent: number | null;
  allowedPriceTypeIds: readonly number[] | null;
  allowedProductIds: readonly number[] | null;
  allowedClientTypeIds: readonly number[] | null;
}

export type CashierLimitCode = 'price-type-not-allowed' | 'product-not-allowed' | 'client-type-not-allowed' | 'discount-over-limit';

export interface CashierLimitProblem {
  code: CashierLimitCode;
  message: string;
  /** The entry of the sale (cart item, order product) the problem is about. */
  itemIndex?: number;
}

/** R-CASH-4: a list that is null or empty restricts nothing. */
export function allowedBy(list: readonly number[] | null, id: number): boolean {
  return !list || list.length === 0 || list.includes(id);
}

export interface SaleUnderLimits {
  priceTypeId: number;
  /** The products of the sale, by entry. */
  productIds: readonly number[];
  /** The business client type sold to; null for a private customer or a type not known. */
  clientTypeId: number | null;
}

/** R-CASH-4: what of the sale the cashier may not sell, in the sale's order. */
export function sellingProblems(limits: CashierLimits, sale: SaleUnderLimits): CashierLimitProblem[] {
  const problems: CashierLimitProblem[] = [];
  if (sale.clientTypeId !== null && !allowedBy(limits.allowedClientTypeIds, sale.clientTypeId)) {
    problems.push({ code: 'client-type-not-allowed', message: 'This cashier may not sell to this client type.' });
  }
  if (!allowedBy(limits.allowedPriceTypeIds, sale.priceTypeId)) problems.push({ code: 'price-type-not-allowed', message: 'This cashier may not sell this price type.' });
  sale.productIds.forEach((productId, itemIndex) => {
    if (!allowedBy(limits.allowedProductIds, productId)) problems.push({ code: 'product-not-allowed', message: 'This cashier may not sell this product.', itemIndex });
  });
  return problems;
}

/**
 * R-CASH-3: the discounts the cashier gave (line and order discounts; a coupon's part is the
 * coupon's, not the cashier's) may not exceed their maximum percent of the gross.
 */
export function discountProblem(limits: CashierLimits, totals: { gross: Minor; discountAmount: Minor }, couponDiscount: Minor = 0): CashierLimitProblem | null {
  const given = totals.discountAmount - couponDiscount;
  const max = limits.maxDiscountPercent ?? 0;
  if (given <= 0 || given * 100 <= totals.gross * max) return null;
  return { code: 'discount-over-limit', message: `The discount is over this cashier's maximum of ${max}%.` };
}
