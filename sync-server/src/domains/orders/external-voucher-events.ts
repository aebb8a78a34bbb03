/**
 * R-ORD-7: what a club voucher of an external coupon system does to its order, written by the
 * orders domain for coupons/external (the calls to the system happen there, outside any
 * transaction): a redemption or a cancel recorded as an order event, a failed redemption puts
 * the order in RQ with the system's text.
 */
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { OrderEvent } from './order-events';
import { insertEvents } from './order-repo';

export async function recordVoucherRedeemed(db: Db, orderId: number, userId: number | null, details: Record<string, unknown>): Promise<void> {
  await insertEvents(db, orderId, userId, [{ type: OrderEvent.ExternalCouponRedeemed, details }]);
}

export async function recordVoucherCancel(db: Db, orderId: number, userId: number | null, ok: boolean, details: Record<string, unknown>): Promise<void> {
  await insertEvents(db, orderId, userId, [{ type: ok ? OrderEvent.ExternalCouponCancelled : OrderEvent.ExternalCouponCancelFailed, details }]);
}

/** A cancelled order stays cancelled; any other goes on request, with the system's text in its `requested` event. */
export async function putOnRequestForVoucher(db: Db, orderId: number, userId: number | null, details: Record<string, unknown>): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(orders).set({ status: 'RQ', updatedAt: new Date() }).where(and(eq(orders.id, orderId), ne(orders.status, 'CN')));
    await insertEvents(tx, orderId, userId, [{ type: OrderEvent.Requested, details }]);
  });
}
