import { refused } from '@pos/shared/errors';
import { Permission } from '@pos/shared/permissions';
import { recountCouponsOfOrder, releaseCouponsOfOrder, retakeCouponsOfOrder } from '../coupons/redeem-coupon';
import { cancelExternalVouchersOfOrder } from '../coupons/external/external-voucher';
import { couponSystems } from './order-coupon';
import type { Db, Tx } from '../../db/client';
import type { Actor } from '../../http/types';
import { confirmChecks } from './confirm-checks';
import { OrderEvent, type OrderEventInput } from './order-events';
import { assertMayChange } from './order-past';
import { codesFreedByCancel, insertEvents, linesOf, lockOrder, updateLine, updateOrder, type LineRow, type OrderRow } from './order-repo';
import { holdsSeats, type OrderStatus } from './order-status';
import { refundPaidReceiptsInTx, withGatewayRefundFirst } from '../documents/refund-office';
import type { RefundMethod } from '@pos/shared/api/documents';
import { askFirst, type OrderQuestion } from './order-warnings';
import { clockOf, pastRightsOf } from './prepare-sale';
import { loadSaleCatalogue, type SaleCatalogue } from './sale-catalogue-repo';
import { saleRefusal } from './sale-problems';
import { applySeatChanges, type SeatChange } from './seats-repo';
import { assertDailyLimits, dailyTakesOfLines } from './daily-limits-repo';
import { occurrenceKey } from '@pos/shared/calendar/index';

export type TargetStatus = 'OK' | 'RQ' | 'CN';

const STATUS_EVENT = { OK: OrderEvent.Confirmed, RQ: OrderEvent.Requested, CN: OrderEvent.Cancelled } as const;

export { holdsSeats };

function seatsOf(lines: readonly LineRow[], sign: 1 | -1): SeatChange[] {
  return lines.filter((l) => l.slotId !== null).map((l) => ({ slotId: l.slotId!, date: l.date, seats: sign * l.seats }));
}

/**
 * Takes back the seats of an order leaving CN. Without `confirmed` a full occurrence asks first
 * (R-ORD-6 "no availability remains"); confirmed, the seats are taken over the limit and the
 * lines marked limitExceeded.
 */
async function retakeSeats(tx: Tx, lines: readonly LineRow[], confirmed: boolean): Promise<OrderQuestion[]> {
  const full = await applySeatChanges(tx, seatsOf(lines, 1));
  if (full.length === 0) return [];
  if (!confirmed) return ['no-availability'];
  await applySeatChanges(tx, full, true);
  const fullKeys = new Set(full.map((f) => occurrenceKey(f.slotId, f.date)));
  for (const l of lines) if (l.slotId !== null && fullKeys.has(occurrenceKey(l.slotId, l.date))) await updateLine(tx, l.id, { limitExceeded: true });
  return [];
}

/**
 * R-ORD-6: whether an occurrence of the order is over its limit: with the order's seats added when
 * it does not hold them yet, or as it is (a limit lowered since, or a sale over it) when it does.
 */
function noAvailability(lines: readonly LineRow[], catalogue: SaleCatalogue, sold: ReadonlyMap<string, number>, adding: boolean): boolean {
  const asked = new Map<string, number>();
  for (const l of lines) if (l.slotId !== null) asked.set(occurrenceKey(l.slotId, l.date), (asked.get(occurrenceKey(l.slotId, l.date)) ?? 0) + (adding ? l.seats : 0));
  return lines.some((l) => {
    if (l.slotId === null) return false;
    if (!adding && l.limitExceeded) return true;
    const limit = catalogue.slots.get(l.slotId)?.series.limit ?? null;
    const key = occurrenceKey(l.slotId, l.date);
    return limit !== null && (sold.get(key) ?? 0) + asked.get(key)! > limit;
  });
}

/**
 * GET order/edit/status/{status} (R-ORD-2..R-ORD-8, R-ORD-10): confirm, request or cancel an
 * order. Confirming is refused by each R-ORD-5 blocker and asks first on R-ORD-6 changes;
 * requesting and cancelling ask first (R-ORD-3); setZero zeroes the amounts (R-ORD-4).
 */
export async function changeStatus(db: Db, actor: Actor, input: { id: number; status: TargetStatus; confirmed?: boolean; setZero?: boolean; refundMethod?: RefundMethod }, timeZone: string, now: Date): Promise<void> {
  const clock = clockOf(now, timeZone);
  const rights = pastRightsOf(actor);
  // Issue 15: a card refund through the gateway is recorded, and asked, between two runs of the cancel (withGatewayRefundFirst).
  const cancelled = await withGatewayRefundFirst(db, (card) => db.transaction(async (tx) => {
    const order: OrderRow = await lockOrder(tx, actor.providerId, input.id);
    const from = order.status as OrderStatus;
    if (from === input.status) throw refused('status-unchanged', `The order is already ${input.status}.`);
    const lines = await linesOf(tx, order.id);
    if (lines.some((l) => l.virtualSlot)) throw refused('virtual-slot', 'An order with virtual slots cannot change status.');
    assertMayChange(lines, clock.today, rights);

    const questions: OrderQuestion[] = [];
    if (input.status === 'CN') questions.push('confirm-cancel');
    if (input.status === 'RQ') questions.push('confirm-request');
    const catalogue = await loadSaleCatalogue(tx, actor.providerId, { productIds: lines.map((l) => l.productId), slotIds: lines.flatMap((l) => (l.slotId === null ? [] : [l.slotId])), dates: lines.map((l) => l.date) });
    if (input.status === 'OK') {
      const checks = confirmChecks(order, lines, catalogue, clock, rights);
      if (checks.blocker) throw saleRefusal(checks.blocker);
      questions.push(...checks.warnings);
    }
    const adding = !holdsSeats(from);
    if ((input.status === 'OK' || adding) && holdsSeats(input.status) && noAvailability(lines, catalogue, catalogue.sold, adding)) questions.push('no-availability');
    askFirst(questions, input.confirmed);

    if (holdsSeats(from) && !holdsSeats(input.status)) await applySeatChanges(tx, seatsOf(lines, -1));
    // R-CPN-7: a cancelled order gives its coupons back (limits, uses, serial codes) with the status change.
    const freedCodes = input.status === 'CN' ? await releaseCouponsOfOrder(tx, order.id) : [];
    if (adding && holdsSeats(input.status)) askFirst(await retakeSeats(tx, lines, input.confirmed ?? false), false);
    // R-PRICE-2: taken back to OK or RQ, the order's tickets count against their price lists' days again.
    if (adding && holdsSeats(input.status)) await assertDailyLimits(tx, dailyTakesOfLines(lines));
    // R-CPN-7: taken back to OK or RQ, the order takes its coupons' limits again (refused when spent).
    if (adding && holdsSeats(input.status)) await retakeCouponsOfOrder(tx, actor.providerId, order.id, lines, await codesFreedByCancel(tx, order.id));

    // The cancel event keeps the serial codes it freed: a re-open takes them again (R-CPN-8).
    const events: OrderEventInput[] = [{ type: STATUS_EVENT[input.status], details: { from, to: input.status, ...(freedCodes.length ? { freedSubCoupons: freedCodes } : {}) } }];
    const zero = input.setZero && order.totalToPay + order.gross > 0;
    if (zero) {
      for (const l of lines) await updateLine(tx, l.id, { unitPrice: 0, discountAmount: 0, discountPercent: 0, total: 0 });
      // Zeroed lines give their coupon nothing to discount: its amount use is given back.
      if (holdsSeats(input.status)) await recountCouponsOfOrder(tx, actor.providerId, order.id, lines, lines.map((l) => ({ ...l, unitPrice: 0, discountAmount: 0 })));
      events.push({ type: OrderEvent.AmountsZeroed, details: { gross: order.gross, totalToPay: order.totalToPay } });
    }
    await updateOrder(tx, order.id, {
      status: input.status,
      ...(zero ? { gross: 0, discountAmount: 0, orderDiscountAmount: 0, discountPercent: 0, totalToPay: 0, vatAmount: 0 } : {}),
    });
    await insertEvents(tx, order.id, actor.userId, events);
    // Issue 15: a paid order cancelled gives its money back: a refund document per standing receipt.
    if (input.status === 'CN') await refundPaidReceiptsInTx(tx, { providerId: actor.providerId, userId: actor.userId, screen: 'order-cancel', mayCancelReceipts: actor.permissions.has(Permission.CanCancelExistingReceipt) }, order.id, input.refundMethod ?? 'original', card);
    return input.status === 'CN' ? order : null;
  }));
  // R-ORD-7: after the commit, outside any transaction: the club vouchers it redeemed are cancelled at their systems.
  if (cancelled?.businessClientId) {
    await cancelExternalVouchersOfOrder(db, couponSystems, { providerId: actor.providerId, orderId: cancelled.id, businessClientId: cancelled.businessClientId, userId: actor.userId });
  }
}
