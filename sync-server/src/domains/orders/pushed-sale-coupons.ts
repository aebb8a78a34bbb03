/**
 * Coupons of pushed sales (R-CPN-7, R-CPN-8): the station priced the coupon offline; the server
 * takes its limit and its serial code when the sale arrives. An offline sale always stands: past
 * the limit it is flagged coupon-over-limit, with a serial code another order already used it is
 * flagged voucher-used-twice (the first order keeps the code).
 */
import { couponFitsLine } from '@pos/shared/coupons/apply-coupon';
import type { ConflictFlag, SaleCoupon, SalePayload } from '@pos/shared/sync/protocol';
import type { Tx } from '../../db/client';
import { couponLimitPart } from '@pos/shared/coupons/coupon-rules';
import { couponForPricing } from '../coupons/redeem-coupon';
import { couponsOfProvider, insertCouponUses, lockSubCoupons, markSubCouponsUsed, takeCouponLimit, type SaleCouponRecord, type SubCouponState } from './pushed-sale-coupon-repo';

interface SaleWithPayload {
  uuid: string;
  payload: SalePayload;
}

export interface BatchCoupons {
  coupons: Map<number, SaleCouponRecord>;
  subCoupons: SubCouponState[];
}

const couponOf = (sale: SaleWithPayload): SaleCoupon | null => sale.payload.order.coupon ?? null;

/** The coupons and serial codes the batch's sales name, loaded at once (the codes locked). */
export async function loadBatchCoupons(tx: Tx, providerId: number, sales: readonly SaleWithPayload[]): Promise<BatchCoupons> {
  const used = sales.flatMap((s) => {
    const c = couponOf(s);
    return c ? [c] : [];
  });
  const found = await couponsOfProvider(tx, providerId, [...new Set(used.map((c) => c.couponId))]);
  const codes = used.flatMap((c) => (c.subCouponCode !== null && found.has(c.couponId) ? [c.subCouponCode] : []));
  return { coupons: found, subCoupons: await lockSubCoupons(tx, [...found.keys()], [...new Set(codes)]) };
}

/** A sale naming a coupon, or a serial code, that is not the provider's is refused like any unknown reference. */
export function saleCouponProblem(sale: SalePayload, batch: BatchCoupons): { code: string; message: string } | null {
  const c = sale.order.coupon;
  if (!c) return null;
  if (!batch.coupons.has(c.couponId)) return { code: 'unknown-coupon', message: `Coupon ${c.couponId} is not a coupon of this provider.` };
  if (c.subCouponCode !== null && !batch.subCoupons.some((s) => s.couponId === c.couponId && s.code === c.subCouponCode)) {
    return { code: 'unknown-sub-coupon', message: `The code ${c.subCouponCode} is not a code of coupon ${c.couponId}.` };
  }
  return null;
}

export interface TakenCoupons {
  flags: Map<string, ConflictFlag[]>;
  /** The serial code each sale takes, by sale uuid. */
  subCouponOf: Map<string, number>;
}

/** Takes the limits and the serial codes, sale after sale in the station's order. */
export async function takeBatchCoupons(tx: Tx, sales: readonly SaleWithPayload[], batch: BatchCoupons): Promise<TakenCoupons> {
  const flags = new Map<string, ConflictFlag[]>();
  const subCouponOf = new Map<string, number>();
  const flag = (uuid: string, f: ConflictFlag) => flags.set(uuid, [...(flags.get(uuid) ?? []), f]);
  for (const sale of sales) {
    const c = couponOf(sale);
    if (!c) continue;
    const coupon = batch.coupons.get(c.couponId)!;
    const take = couponLimitPart(coupon, { tickets: c.tickets, amount: c.amount });
    if (!(await takeCouponLimit(tx, coupon.id, take))) flag(sale.uuid, 'coupon-over-limit');
    if (c.subCouponCode === null) continue;
    const code = batch.subCoupons.find((s) => s.couponId === c.couponId && s.code === c.subCouponCode)!;
    if (code.status === 'Used') flag(sale.uuid, 'voucher-used-twice');
    else {
      subCouponOf.set(sale.uuid, code.id);
      code.status = 'Used';
    }
  }
  return { flags, subCouponOf };
}

/** Once the orders exist: a coupon_uses row per sale (R-CPN-6) and the serial codes marked Used by their orders. */
export async function recordBatchCoupons(tx: Tx, sales: readonly SaleWithPayload[], taken: TakenCoupons, orderIdOf: (uuid: string) => number): Promise<void> {
  const withCoupon = sales.filter((s) => couponOf(s));
  await insertCouponUses(
    tx,
    withCoupon.map((s) => ({ couponId: couponOf(s)!.couponId, orderId: orderIdOf(s.uuid), quantity: couponOf(s)!.tickets, amount: couponOf(s)!.amount })),
  );
  await markSubCouponsUsed(
    tx,
    [...taken.subCouponOf].map(([uuid, id]) => ({ id, orderId: orderIdOf(uuid) })),
  );
}

/** Whether the sale's coupon covers a line (its product, customer type and date): such lines carry the coupon. */
export function lineCouponId(batch: BatchCoupons, sale: SalePayload, line: { productId: number; customerTypeId: number; date: string; quantity: number; unitPrice: number }): number | null {
  const c = sale.order.coupon;
  const coupon = c ? batch.coupons.get(c.couponId) : undefined;
  return coupon && couponFitsLine(couponForPricing(coupon), line) ? coupon.id : null;
}
