import type Database from 'better-sqlite3';
import { couponLimitPart } from '@pos/shared/coupons/coupon-rules';
import type { CouponRow, SubCouponRow } from '@pos/shared/sync/streams';
import type { StationDb } from '../db/open';
import type { CouponSummary } from '../scanning/types';
import { preparedStatements } from '../db/prepared';

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

function statements(sqlite: Database.Database) {
  return {
    byCode: sqlite.prepare<[string], { data: string }>('select data from coupons where code_lower = ? limit 1'),
    byId: sqlite.prepare<[number], { data: string }>('select data from coupons where id = ?'),
    subByCode: sqlite.prepare<[string], SubCouponRow>('select id, coupon_id as couponId, code, status from sub_coupons where code = ?'),
    /** What this station's sales the server has not acknowledged yet took of a coupon. */
    unsyncedUse: sqlite.prepare<[number], { tickets: number; amount: number }>(
      `select coalesce(sum(json_extract(o.coupon, '$.tickets')), 0) as tickets, coalesce(sum(json_extract(o.coupon, '$.amount')), 0) as amount
       from orders o join outbox b on b.seq = o.op_seq where o.coupon_id = ? and b.status = 'pending'`,
    ),
    /** A serial code one of this station's sales redeemed and the server has not acknowledged yet. */
    subUsedHere: sqlite.prepare<[number, string], { n: number }>(
      `select 1 as n from orders o join outbox b on b.seq = o.op_seq where o.coupon_id = ? and b.status = 'pending' and json_extract(o.coupon, '$.subCouponCode') = ? limit 1`,
    ),
  };
}

const stmts = preparedStatements(statements);

const parse = (row: { data: string } | undefined): CouponRow | null => (row ? (JSON.parse(row.data) as CouponRow) : null);

/** The coupon by its code (any case), else the sub-coupon by its serial code and its coupon. */
export function findCouponByCode(db: StationDb, raw: string): FoundCoupon | null {
  const code = raw.trim();
  if (!code) return null;
  const s = stmts(db);
  const coupon = parse(s.byCode.get(code.toLowerCase()));
  if (coupon) return { coupon, subCoupon: null };
  const sub = s.subByCode.get(code);
  if (!sub) return null;
  const parent = parse(s.byId.get(sub.couponId));
  return parent ? { coupon: parent, subCoupon: sub } : null;
}

/**
 * What is left of the coupon's limit (tickets or minor units): the limit less what the server
 * counts as used less what this station's unacknowledged sales took; null when unlimited.
 */
export function couponLeft(db: StationDb, coupon: CouponRow): number | null {
  if (coupon.limitationType === null || coupon.limitationAmount === null) return null;
  const local = stmts(db).unsyncedUse.get(coupon.id)!;
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
  if (subCoupon && (subCoupon.status !== 'Free' || stmts(db).subUsedHere.get(coupon.id, subCoupon.code))) return 'sub-coupon-used';
  const left = couponLeft(db, coupon);
  if (left !== null && left <= 0) return 'coupon-limit-reached';
  return null;
}

/** Whether a serial code is taken (the server says so, or a sale here took it): checked again inside a sale's transaction. */
export function subCouponTaken(db: StationDb, couponId: number, code: string): boolean {
  const s = stmts(db);
  const sub = s.subByCode.get(code);
  return !sub || sub.couponId !== couponId || sub.status !== 'Free' || s.subUsedHere.get(couponId, code) !== undefined;
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
