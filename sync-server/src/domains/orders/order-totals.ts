import { orderTotals, type Discount, type LineAmounts, type OrderTotals } from '@pos/shared/pricing/calculate-order';
import { saleRefusal } from './sale-problems';
import type { LineRow, NewOrderRow, OrderRow } from './order-repo';

/** The order's own discount as it was asked: by amount or by percent. */
export function orderDiscountOf(order: Pick<OrderRow, 'orderDiscountAmount' | 'discountPercent'>): Discount | null {
  if (order.orderDiscountAmount > 0) return { kind: 'amount', amount: order.orderDiscountAmount };
  if (order.discountPercent > 0) return { kind: 'percent', percentBp: order.discountPercent };
  return null;
}

export function orderDiscountColumns(discount: Discount | null): Required<Pick<NewOrderRow, 'orderDiscountAmount' | 'discountPercent'>> {
  return { orderDiscountAmount: discount?.kind === 'amount' ? discount.amount : 0, discountPercent: discount?.kind === 'percent' ? discount.percentBp : 0 };
}

export function totalsColumns(t: OrderTotals): Required<Pick<NewOrderRow, 'gross' | 'discountAmount' | 'totalToPay' | 'vatAmount'>> {
  return { gross: t.gross, discountAmount: t.discountAmount, totalToPay: t.totalToPay, vatAmount: t.vatAmount };
}

/**
 * The order's totals over its lines as they now are; refused when its own discount by amount no
 * longer fits the smaller total (R-ORD-17).
 */
export function totalsOfOrder(order: OrderRow, lines: readonly Pick<LineRow, 'quantity' | 'unitPrice' | 'discountAmount' | 'total'>[]): OrderTotals {
  const amounts: LineAmounts[] = lines.map((l) => ({ gross: l.quantity * l.unitPrice, discountAmount: l.discountAmount, total: l.total }));
  const totals = orderTotals({ lines: amounts, orderDiscount: orderDiscountOf(order), vatRateBp: order.vatRateBp, paid: order.paid });
  if (!totals) throw saleRefusal('invalid-discount');
  return totals;
}
