import { couponLimitPart } from '@pos/shared/coupons/coupon-rules';
import type { CouponRow, SubCouponRow } from '@pos/shared/sync/streams';
import type { StationDb } from '../db/open';
import type { CouponSummary } from '../scanning/types';
import { couponStore } from './coupon-store';

/**
 * Coupons at the station (R-CPN-*), from the replica (streams coupons and sub-coupons) and this
 * station's own sales: a code found, and whether it can be used now, offline.
 */

/** A coupon a code names; the sub-coupon when the code was a serial one. */
export interface FoundCoupon {
  coupon: CouponRow;
  subCoupon: SubCouponRow | null;
}

/** Why a coupon cannot be used now (the CartProblem / CouponSummary.reason codes). */
export type CouponRefusal = 'coupon-inactive' | 'coupon-expired' | 'coupon-limit-reached' | 'sub-coupon-used' | 'coupon-needs-sub-coupon';

export const COUPON_MESSAGES: Record<CouponRefusal | 'coupon-not-found' | 'coupon-not-applicable', string> = {
  'coupon-not-found': 'No coupon has this code.',
  'coupon-inactive': 'This coupon is not active.',
  'coupon-expired': 'This coupon cannot be used today.',
  'coupon-limit-reached': 'This coupon\'s limit is used up.',
  'sub-coupon-used': 'This coupon code has already been used.',
  'coupon-needs-sub-coupon': 'This coupon is redeemed by one of its serial codes, not by its main code.',
  'coupon-not-applicable': 'The coupon covers nothing in this order.',
};

/** The coupon by its code (any case), else the sub-coupon by its serial code and its coupon. */
export function findCouponByCode(db: StationDb, raw: string): FoundCoupon | null {
  const code = raw.trim();
  if (!code) return null;
  const coupon = couponStore.byCode(db, code);
  if (coupon) return { coupon, subCoupon: null };
  const sub = couponStore.subCoupon(db, code);
  if (!sub) return null;
  const parent = couponStore.byId(db, sub.couponId);
  return parent ? { coupon: parent, subCoupon: sub } : null;
}

/**
 * What is left of the coupon's limit (tickets or minor units): the limit less what the server
 * counts as used less what this station's unacknowledged sales took; null when unlimited.
 */
export function couponLeft(db: StationDb, coupon: CouponRow): number | null {
  if (coupon.limitationType === null || coupon.limitationAmount === null) return null;
  const local = couponStore.unsyncedUse(db, coupon.id);
  return Math.max(0, coupon.limitationAmount - coupon.used - couponLimitPart(coupon, local));
}

/** The first reason the coupon cannot be used today (the provider's date), or null. */
export function couponRefusal(db: StationDb, found: FoundCoupon, today: string): CouponRefusal | null {
  const { coupon, subCoupon } = found;
  if (!coupon.active) return 'coupon-inactive';
  const beforeBooking = coupon.bookingDateFrom !== null && today < coupon.bookingDateFrom;
  const afterBooking = coupon.bookingDateTo !== null && today > coupon.bookingDateTo;
  if (beforeBooking || afterBooking || today > coupon.validDateTo) return 'coupon-expired';
  if (coupon.hasSubCoupons && !subCoupon) return 'coupon-needs-sub-coupon';
  if (subCoupon && (subCoupon.status !== 'Free' || couponStore.subUsedHere(db, coupon.id, subCoupon.code))) return 'sub-coupon-used';
  const left = couponLeft(db, coupon);
  if (left !== null && left <= 0) return 'coupon-limit-reached';
  return null;
}

/** Whether a serial code is taken (the server says so, or a sale here took it): checked again inside a sale's transaction. */
export function subCouponTaken(db: StationDb, couponId: number, code: string): boolean {
  const sub = couponStore.subCoupon(db, code);
  return !sub || sub.couponId !== couponId || sub.status !== 'Free' || couponStore.subUsedHere(db, couponId, code);
}

/** The coupon as the cashier sees it before applying it. */
export function couponSummary(db: StationDb, found: FoundCoupon, today: string): CouponSummary {
  const { coupon, subCoupon } = found;
  const reason = couponRefusal(db, found, today);
  return {
    couponId: coupon.id,
    code: coupon.code,
    name: coupon.name,
    couponType: coupon.couponType,
    discountType: coupon.discountType,
    discountAmount: coupon.discountAmount,
    discountPercent: coupon.discountPercentBp === null ? null : coupon.discountPercentBp / 100,
    ticketFixedUnitPrice: coupon.ticketFixedUnitPrice,
    currencyId: coupon.currencyId,
    productIds: [...coupon.productIds],
    customerTypeIds: [...coupon.customerTypeIds],
    validDateFrom: coupon.validDateFrom,
    validDateTo: coupon.validDateTo,
    limitationType: coupon.limitationType,
    left: couponLeft(db, coupon),
    subCouponCode: subCoupon?.code ?? null,
    usable: reason === null,
    reason,
  };
}
