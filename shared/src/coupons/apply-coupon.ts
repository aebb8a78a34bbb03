/**
 * Applying a coupon to priced order lines (R-CPN-1, R-CPN-3): the pure step the one pricing
 * function runs on the server and offline at the station. Money is integer minor units.
 */
import { divRound, type Minor } from '../money';
import type { DiscountType } from './coupon-types';

/** What the pricing needs of a coupon. Empty id lists mean "any". */
export interface CouponForPricing {
  id: number;
  active: boolean;
  discountType: DiscountType;
  /** Per ticket (unit), minor units. */
  discountAmount: Minor | null;
  discountPercentBp: number | null;
  ticketFixedUnitPrice: Minor | null;
  currencyId: number;
  productIds: readonly number[];
  customerTypeIds: readonly number[];
  priceTypeIds: readonly number[];
  /** Active dates: the activity date of a line must be inside. */
  validDateFrom: string;
  validDateTo: string;
  /** When the order may be made (optional). */
  bookingDateFrom: string | null;
  bookingDateTo: string | null;
}

export interface CouponOrderContext {
  currencyId: number;
  priceTypeId: number;
  /** The day the order is made, YYYY-MM-DD. */
  bookingDate: string;
}

export interface CouponLine {
  productId: number;
  customerTypeId: number;
  /** The activity date, YYYY-MM-DD. */
  date: string;
  quantity: number;
  unitPrice: Minor;
}

export interface CouponLineResult {
  applies: boolean;
  /** Taken off the line's gross (quantity x unit price); 0..gross. */
  discountAmount: Minor;
}

const within = (day: string, from: string | null, to: string | null) => (from === null || day >= from) && (to === null || day <= to);
const allows = (ids: readonly number[], id: number) => ids.length === 0 || ids.includes(id);

/** Whether the coupon may be used for the order at all (active, currency, price type, booking date). */
export function couponFitsOrder(coupon: CouponForPricing, order: CouponOrderContext): boolean {
  return coupon.active && coupon.currencyId === order.currencyId && allows(coupon.priceTypeIds, order.priceTypeId) && within(order.bookingDate, coupon.bookingDateFrom, coupon.bookingDateTo);
}

/** Whether the coupon covers a line (product, customer type, activity date in the active dates). */
export function couponFitsLine(coupon: CouponForPricing, line: CouponLine): boolean {
  return allows(coupon.productIds, line.productId) && allows(coupon.customerTypeIds, line.customerTypeId) && within(line.date, coupon.validDateFrom, coupon.validDateTo);
}

/** The discount of one unit at a unit price: never below 0, never above the price (R-CPN-3). */
export function couponUnitDiscount(coupon: CouponForPricing, unitPrice: Minor): Minor {
  const price = Math.max(0, unitPrice);
  let off = 0;
  if (coupon.discountType === 'TicketFixedUnitPrice') off = price - (coupon.ticketFixedUnitPrice ?? price);
  else if (coupon.discountType === 'Discount') {
    if (coupon.discountPercentBp) off = divRound(price * coupon.discountPercentBp, 10_000);
    else off = coupon.discountAmount ?? 0;
  }
  return Math.min(price, Math.max(0, off));
}

/** The discount the coupon gives each line; lines it does not cover get 0. */
export function applyCoupon(coupon: CouponForPricing, order: CouponOrderContext, lines: readonly CouponLine[]): CouponLineResult[] {
  const fitsOrder = couponFitsOrder(coupon, order);
  return lines.map((line) => {
    if (!fitsOrder || line.quantity <= 0 || !couponFitsLine(coupon, line)) return { applies: false, discountAmount: 0 };
    // A percent is taken of the line's gross so rounding happens once per line, as for a hand-given discount.
    const gross = line.quantity * Math.max(0, line.unitPrice);
    const discountAmount =
      coupon.discountType === 'Discount' && coupon.discountPercentBp
        ? Math.min(gross, divRound(gross * coupon.discountPercentBp, 10_000))
        : line.quantity * couponUnitDiscount(coupon, line.unitPrice);
    return { applies: true, discountAmount };
  });
}

/** How much of a coupon's limit lines use: tickets or money (R-CPN-7). */
export function couponUsage(lines: readonly CouponLine[], results: readonly CouponLineResult[]): { tickets: number; amount: Minor } {
  let tickets = 0;
  let amount = 0;
  results.forEach((r, i) => {
    if (!r.applies) return;
    tickets += lines[i]!.quantity;
    amount += r.discountAmount;
  });
  return { tickets, amount };
}
