import { AppError, refused } from '@pos/shared/errors';
import { Permission } from '@pos/shared/permissions';
import { discountProblem, sellingProblems, type CashierLimits } from '@pos/shared/pricing/cashier-limits';
import type { PricedLine } from '@pos/shared/pricing/calculate-order';
import type { Actor } from '../../http/types';

/**
 * The cashier limits (shared/src/pricing/cashier-limits.ts, the rule the station applies too) on
 * orders made and priced through /api: they bind a user holding Cashier (28), as at the station.
 */
function limitsOf(actor: Actor): CashierLimits | null {
  return actor.permissions.has(Permission.Cashier) && actor.cashierLimits ? actor.cashierLimits : null;
}

/**
 * R-CASH-4: a cashier sells only the price types, products and business client types listed for
 * them (403 with the limit's code), and to a business client only with CashierSellToBusiness (31).
 */
export function assertCashierMaySell(actor: Actor, priceTypeId: number, products: readonly { productId: number }[], client: { businessClientTypeId: number | null } | null = null): void {
  const limits = limitsOf(actor);
  if (!limits) return;
  if (client && !actor.permissions.has(Permission.CashierSellToBusiness)) throw new AppError('forbidden', 'no-permission-business', 'No permission to sell to business customers.');
  const [first] = sellingProblems(limits, { priceTypeId, productIds: products.map((p) => p.productId), clientTypeId: client?.businessClientTypeId ?? null });
  if (first) throw new AppError('forbidden', first.code, first.message, first.itemIndex === undefined ? {} : { extra: { productIndex: first.itemIndex } });
}

/** R-CASH-3: the discounts a cashier gives stay within their maximum percent (422 discount-over-limit). */
export function assertCashierDiscount(actor: Actor, totals: { gross: number; discountAmount: number }, lines: readonly PricedLine[]): void {
  const limits = limitsOf(actor);
  if (!limits) return;
  // A coupon's part and the business client's discount (business-discount.ts) are not the cashier's.
  const couponDiscount = lines.reduce((sum, l) => sum + (l.couponDiscount ?? 0) + (l.businessDiscount ?? 0), 0);
  const problem = discountProblem(limits, totals, couponDiscount);
  if (problem) throw refused(problem.code, problem.message, { maxDiscountPercent: limits.maxDiscountPercent ?? 0 });
}
