/**
 * A line that carries a coupon, priced again after a change (quantity, unit price, discount,
 * order/recalc): its own (hand-given) discount first, then the coupon's discount at the new
 * amounts, as calculateOrder priced it when it was sold (R-CPN-1, R-CPN-3). The line keeps only
 * the sum of both, so its own part is what remains after the coupon's part.
 */
import type { CouponForPricing } from '@pos/shared/coupons/apply-coupon';
import { lineAmounts, type Discount, type LineAmounts } from '@pos/shared/pricing/calculate-order';
import { couponDiscountOfLine, couponPartOfLine } from '../coupons/redeem-coupon';
import type { LineRow } from './order-repo';

/** The line's own discount: its percent, or the amount beyond the coupon's part. */
export function ownDiscountOf(line: LineRow, coupon: CouponForPricing | undefined): Discount | null {
  if (line.discountPercent > 0) return { kind: 'percent', percentBp: line.discountPercent };
  const own = line.discountAmount - (coupon ? couponPartOfLine(coupon, line) : 0);
  return own > 0 ? { kind: 'amount', amount: own } : null;
}

/** The line's amounts at a quantity and unit price: its own discount, then its coupon's, within the gross. */
export function lineAmountsWithCoupon(line: LineRow, coupon: CouponForPricing | undefined, quantity: number, unitPrice: number, own: Discount | null): LineAmounts | null {
  const amounts = lineAmounts(quantity, unitPrice, own);
  if (!amounts || !coupon) return amounts;
  const discountAmount = Math.min(amounts.gross, amounts.discountAmount + couponDiscountOfLine(coupon, { ...line, quantity, unitPrice }));
  return { gross: amounts.gross, discountAmount, total: amounts.gross - discountAmount };
}
