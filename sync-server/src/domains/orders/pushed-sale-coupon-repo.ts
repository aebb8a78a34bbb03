import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { couponUses, coupons, subCoupons } from '../../db/schema';
import { takeLimit } from '../coupons/redeem-coupon';

export type SaleCouponRecord = typeof coupons.$inferSelect;

/** The provider's coupons by id (deleted ones too: a sale made before the deletion stands). */
export async function couponsOfProvider(tx: Tx, providerId: number, ids: number[]): Promise<Map<number, SaleCouponRecord>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select()
    .from(coupons)
    .where(and(eq(coupons.providerId, providerId), inArray(coupons.id, ids)));
  return new Map(rows.map((c) => [c.id, c]));
}

export interface SubCouponState {
  id: number;
  couponId: number;
  code: string;
  status: string;
  orderId: number | null;
}

/** Serial codes of those coupons, locked until the batch commits: two pushes never both take one. */
export async function lockSubCoupons(tx: Tx, couponIds: number[], codes: string[]): Promise<SubCouponState[]> {
  if (codes.length === 0) return [];
  return tx
    .select({ id: subCoupons.id, couponId: subCoupons.couponId, code: subCoupons.code, status: subCoupons.status, orderId: subCoupons.orderId })
    .from(subCoupons)
    .where(and(inArray(subCoupons.couponId, couponIds), inArray(subCoupons.code, codes)))
    .orderBy(subCoupons.id)
    .for('update');
}

/**
 * Takes `take` from the coupon's limit with the guarded update of online orders (R-CPN-7,
 * domains/coupons/redeem-coupon.ts). When that would pass the limit, `used` goes up to the limit
 * only (the CHECK forbids more): the sale was made offline and stands. Answers whether the whole
 * take fitted.
 */
export async function takeCouponLimit(tx: Tx, couponId: number, take: number): Promise<boolean> {
  if (await takeLimit(tx, couponId, take)) return true;
  await tx
    .update(coupons)
    .set({ used: sql`${coupons.limitationAmount}` })
    .where(and(eq(coupons.id, couponId), isNotNull(coupons.limitationAmount)));
  return false;
}

export async function markSubCouponsUsed(tx: Tx, taken: { id: number; orderId: number }[]): Promise<void> {
  for (const t of taken) await tx.update(subCoupons).set({ status: 'Used', orderId: t.orderId, updatedAt: new Date() }).where(eq(subCoupons.id, t.id));
}

export async function insertCouponUses(tx: Tx, rows: (typeof couponUses.$inferInsert)[]): Promise<void> {
  if (rows.length) await tx.insert(couponUses).values(rows);
}
