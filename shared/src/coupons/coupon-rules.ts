/** Coupon rules both the server and the station check (R-CPN-3..5, R-CPN-12..14). */
import { MAX_COUPON_PERCENT_BP, type DiscountType, type LimitationType } from './coupon-types';

export interface CouponTerms {
  discountType: DiscountType;
  discountAmount: number | null;
  discountPercentBp: number | null;
  ticketFixedUnitPrice: number | null;
  limitationType: LimitationType | null;
  limitationAmount: number | null;
  validDateFrom: string;
  validDateTo: string;
  bookingDateFrom: string | null;
  bookingDateTo: string | null;
}

/** Field errors of a coupon's terms (R-CPN-1, R-CPN-3, R-CPN-5), keyed by payload field. */
export function couponTermErrors(c: CouponTerms): Record<string, string> {
  const errors: Record<string, string> = {};
  const given = [c.discountAmount, c.discountPercentBp, c.ticketFixedUnitPrice].filter((v) => v !== null && v !== 0).length;
  if (given > 1) errors.discountAmount = 'Give one of discount amount, discount percent or ticket fixed unit price';
  if (c.discountType === 'Discount' && c.ticketFixedUnitPrice) errors.ticketFixedUnitPrice = 'A discount coupon has no fixed unit price';
  if (c.discountType === 'TicketFixedUnitPrice' && (c.ticketFixedUnitPrice === null || c.ticketFixedUnitPrice < 0)) errors.ticketFixedUnitPrice = 'A fixed unit price is needed';
  if (c.discountType === 'NoDiscount' && given > 0) errors.discountType = 'A coupon without discount has no discount value';
  if (c.discountAmount !== null && c.discountAmount < 0) errors.discountAmount = 'The discount cannot be below 0';
  if (c.discountPercentBp !== null && (c.discountPercentBp < 0 || c.discountPercentBp > MAX_COUPON_PERCENT_BP)) errors.discountPercent = 'The discount percent cannot be over 100';
  if (c.validDateFrom > c.validDateTo) errors.validDateTo = 'The end date is before the start date';
  if (c.bookingDateFrom !== null && c.bookingDateTo !== null && c.bookingDateFrom > c.bookingDateTo) errors.bookingDateTo = 'The end date is before the start date';
  if (c.bookingDateFrom !== null && (c.bookingDateFrom < c.validDateFrom || c.bookingDateFrom > c.validDateTo)) errors.bookingDateFrom = 'Dates must fit the coupon active dates';
  if (c.bookingDateTo !== null && (c.bookingDateTo < c.validDateFrom || c.bookingDateTo > c.validDateTo)) errors.bookingDateTo = 'Dates must fit the coupon active dates';
  if ((c.limitationType === null) !== (c.limitationAmount === null)) errors.limitationAmount = 'A limit needs its type and amount';
  if (c.limitationAmount !== null && c.limitationAmount < 1) errors.limitationAmount = 'The limit must be at least 1';
  return errors;
}

/** R-CPN-14: a coupon that takes nothing off warns. */
export function isZeroDiscount(c: Pick<CouponTerms, 'discountType' | 'discountAmount' | 'discountPercentBp' | 'ticketFixedUnitPrice'>): boolean {
  if (c.discountType === 'NoDiscount') return true;
  if (c.discountType === 'Discount') return !c.discountAmount && !c.discountPercentBp;
  return false;
}

export interface CouponScope {
  validDateFrom: string;
  validDateTo: string;
  productIds: readonly number[];
  customerTypeIds: readonly number[];
}

const intersects = (a: readonly number[], b: readonly number[]) => a.length === 0 || b.length === 0 || a.some((x) => b.includes(x));

/** R-CPN-4: two coupons overlap when their dates meet and they share a product and a customer type (empty = all). */
export function couponsOverlap(a: CouponScope, b: CouponScope): boolean {
  return a.validDateFrom <= b.validDateTo && b.validDateFrom <= a.validDateTo && intersects(a.productIds, b.productIds) && intersects(a.customerTypeIds, b.customerTypeIds);
}

/** R-CPN-12: the customers of an order that hold more than one different coupon. */
export function customersWithDifferentCoupons(lines: readonly { customerKey: string; couponId: number | null }[]): string[] {
  const byCustomer = new Map<string, Set<number>>();
  for (const l of lines) {
    if (l.couponId === null) continue;
    const set = byCustomer.get(l.customerKey) ?? new Set<number>();
    set.add(l.couponId);
    byCustomer.set(l.customerKey, set);
  }
  return [...byCustomer].filter(([, set]) => set.size > 1).map(([key]) => key);
}

/**
 * R-CPN-13: a line bought with a club coupon keeps its quantity; the cashier deletes it and adds
 * it again. A club coupon is one with clubs or a business-client agreement.
 */
export function canChangeCouponLineQuantity(coupon: { clubIds: readonly number[]; couponType: string } | null, oldQuantity: number, newQuantity: number): boolean {
  if (coupon === null || oldQuantity === newQuantity) return true;
  return coupon.clubIds.length === 0 && coupon.couponType !== 'BusinessClientAgreement';
}

/**
 * R-CPN-7: what one use takes of a coupon's limit: its tickets when limited by ticket quantity, its
 * discount (minor units) when limited by amount, nothing when unlimited. The server's guarded
 * update and the station's offline check count the same way.
 */
export function couponLimitPart(coupon: { limitationType: string | null }, use: { tickets: number; amount: number }): number {
  return coupon.limitationType === 'amount' ? use.amount : coupon.limitationType === 'tickets' ? use.tickets : 0;
}
