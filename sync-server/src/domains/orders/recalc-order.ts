import { bpToPercent } from '@pos/shared/money';
import type { Discount } from '@pos/shared/pricing/calculate-order';
import { couponsOfLines, recountCouponsOfOrder } from '../coupons/redeem-coupon';
import { holdsSeats } from './change-status';
import { lineAmountsWithCoupon, ownDiscountOf } from './line-coupon';
import { findPrice } from '@pos/shared/pricing/price-lists';
import type { Db } from '../../db/client';
import type { Actor } from '../../http/types';
import { editOrder, termsOfOrder } from './edit-order';
import { OrderEvent, type OrderEventInput } from './order-events';
import { assertMayChange } from './order-past';
import { updateLine, type LineRow } from './order-repo';
import { orderDiscountColumns, orderDiscountOf } from './order-totals';
import { loadSaleCatalogue } from './sale-catalogue-repo';
import { pricingRefusal, saleRefusal } from './sale-problems';

/**
 * order/recalc: prices the order again from today's price lists: lines sold at the list price take
 * the current list price (a hand-set price stays), line discounts are applied again, and the
 * order's own discount may be replaced (`discount` given). Every change is an event (R-ORD-12).
 */
export function recalcOrder(db: Db, actor: Actor, orderId: number, discount: Discount | null | undefined, timeZone: string, now: Date): Promise<void> {
  return editOrder(db, actor, orderId, timeZone, now, async (edit) => {
    assertMayChange(edit.lines, edit.clock.today, edit.rights);
    const catalogue = await loadSaleCatalogue(edit.tx, actor.providerId, { productIds: edit.lines.map((l) => l.productId), slotIds: [], dates: [] });
    const events: OrderEventInput[] = [];
    const carried = await couponsOfLines(edit.tx, actor.providerId, edit.lines);
    const after: LineRow[] = [];
    for (const line of edit.lines) {
      const price = findPrice(catalogue.priceLists, { ...termsOfOrder(edit.order), productId: line.productId, customerTypeId: line.customerTypeId, date: line.date });
      if (!price.found) throw pricingRefusal([{ code: price.reason }]);
      const handSet = line.unitPrice !== line.listUnitPrice;
      const unitPrice = handSet ? line.unitPrice : price.line.amount;
      const coupon = line.couponId === null ? undefined : carried.get(line.couponId);
      const amounts = lineAmountsWithCoupon(line, coupon, line.quantity, unitPrice, ownDiscountOf(line, coupon));
      if (!amounts) throw saleRefusal('invalid-discount', { lineId: line.id });
      if (unitPrice !== line.unitPrice) events.push({ type: OrderEvent.UnitPriceChanged, details: { lineId: line.id, from: line.unitPrice, to: unitPrice } });
      if (amounts.discountAmount !== line.discountAmount) events.push({ type: OrderEvent.DiscountChanged, details: { lineId: line.id, from: line.discountAmount, to: amounts.discountAmount } });
      if (unitPrice !== line.unitPrice || price.line.amount !== line.listUnitPrice || price.list.id !== line.priceListId || amounts.discountAmount !== line.discountAmount) {
        const values = { unitPrice, listUnitPrice: price.line.amount, priceListId: price.list.id, priceLineId: price.line.id, discountAmount: amounts.discountAmount, total: amounts.total };
        await updateLine(edit.tx, line.id, values);
        after.push({ ...line, ...values });
      } else after.push(line);
    }
    // R-CPN-7: new prices change what a coupon gives, so its use is counted again.
    if (holdsSeats(edit.order.status)) await recountCouponsOfOrder(edit.tx, actor.providerId, edit.order.id, edit.lines, after);
    const before = orderDiscountOf(edit.order);
    const changedDiscount = discount !== undefined && JSON.stringify(discount) !== JSON.stringify(before);
    if (changedDiscount) {
      events.push({ type: OrderEvent.DiscountChanged, details: { from: edit.order.orderDiscountAmount || bpToPercent(edit.order.discountPercent), to: discount?.kind === 'amount' ? discount.amount : discount ? bpToPercent(discount.percentBp) : 0, by: discount?.kind ?? 'none' } });
    }
    return { result: undefined, events, ...(changedDiscount ? { order: orderDiscountColumns(discount) } : {}) };
  });
}
