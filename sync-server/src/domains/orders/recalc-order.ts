import { bpToPercent } from '@pos/shared/money';
import { lineAmounts, type Discount } from '@pos/shared/pricing/calculate-order';
import { findPrice } from '@pos/shared/pricing/price-lists';
import type { Db } from '../../db/client';
import type { Actor } from '../../http/types';
import { editOrder, termsOfOrder } from './edit-order';
import { OrderEvent, type OrderEventInput } from './order-events';
import { assertMayChange } from './order-past';
import { updateLine } from './order-repo';
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
    for (const line of edit.lines) {
      const price = findPrice(catalogue.priceLists, { ...termsOfOrder(edit.order), productId: line.productId, customerTypeId: line.customerTypeId, date: line.date });
      if (!price.found) throw pricingRefusal([{ code: price.reason }]);
      const handSet = line.unitPrice !== line.listUnitPrice;
      const unitPrice = handSet ? line.unitPrice : price.line.amount;
      const lineDiscount: Discount | null = line.discountPercent > 0 ? { kind: 'percent', percentBp: line.discountPercent } : line.discountAmount > 0 ? { kind: 'amount', amount: line.discountAmount } : null;
      const amounts = lineAmounts(line.quantity, unitPrice, lineDiscount);
      if (!amounts) throw saleRefusal('invalid-discount', { lineId: line.id });
      if (unitPrice !== line.unitPrice) events.push({ type: OrderEvent.UnitPriceChanged, details: { lineId: line.id, from: line.unitPrice, to: unitPrice } });
      if (unitPrice !== line.unitPrice || price.line.amount !== line.listUnitPrice || price.list.id !== line.priceListId) {
        await updateLine(edit.tx, line.id, { unitPrice, listUnitPrice: price.line.amount, priceListId: price.list.id, priceLineId: price.line.id, discountAmount: amounts.discountAmount, total: amounts.total });
      }
    }
    const before = orderDiscountOf(edit.order);
    const changedDiscount = discount !== undefined && JSON.stringify(discount) !== JSON.stringify(before);
    if (changedDiscount) {
      events.push({ type: OrderEvent.DiscountChanged, details: { from: edit.order.orderDiscountAmount || bpToPercent(edit.order.discountPercent), to: discount?.kind === 'amount' ? discount.amount : discount ? bpToPercent(discount.percentBp) : 0, by: discount?.kind ?? 'none' } });
    }
    return { result: undefined, events, ...(changedDiscount ? { order: orderDiscountColumns(discount) } : {}) };
  });
}
