/**
 * Coupons in orders (R-CPN-*): the order's coupon loaded for pricing, and the club-voucher systems
 * (R-ORD-7). Taking and giving back a coupon's limit is domains/coupons/redeem-coupon.ts.
 */
import { refused } from '@pos/shared/errors';
import type { CouponForPricing } from '@pos/shared/coupons/apply-coupon';
import type { Tx } from '../../db/client';
import { couponForPricing, findCouponForOrder } from '../coupons/redeem-coupon';
import { configuredCouponSystems } from '../coupons/external/systems';

/** The coupon a payload names: by id, or by its code or a serial sub-coupon code. */
export interface CouponRef {
  couponId?: number;
  code?: string;
}

export type OrderCoupon = { coupon: CouponForPricing; bookingDate: string };

/** The payload's coupon fields as a reference, or null when none is given. */
export function couponRefOf(body: { couponId?: number | null; couponCode?: string | null }): CouponRef | null {
  if (body.couponId) return { couponId: body.couponId };
  if (body.couponCode) return { code: body.couponCode };
  return null;
}

/** The coupon as calculateOrder takes it, booked today; a coupon that is not the provider's or not live is refused. */
export async function couponForOrder(db: Tx, providerId: number, ref: CouponRef | null | undefined, today: string): Promise<OrderCoupon | null> {
  if (!ref) return null;
  const found = await findCouponForOrder(db, providerId, ref);
  if (!found || !found.coupon.active || found.coupon.deletedAt !== null) throw refused('coupon-not-available', 'The coupon is not available');
  return { coupon: couponForPricing(found.coupon), bookingDate: today };
}

/** The external coupon systems club vouchers go to, chosen by configuration (coupons/external/systems.ts). */
export const couponSystems = configuredCouponSystems();
