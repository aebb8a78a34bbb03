import type { OrderLine } from '@pos/shared/orders/order-line';
import type { orderLines } from '../../db/schema';

export type NewLineRow = typeof orderLines.$inferInsert;

/** What the server keeps beside the shared order line: the slot's kind, the coupon, an offline sale over the limit. */
export interface LineRowExtras {
  virtualSlot?: boolean;
  couponId: number | null;
  limitExceeded?: boolean;
}

/** The order_lines row of an order line (shared/src/orders/order-line.ts): order/create and pushed sales alike. */
export function lineRowOf(line: OrderLine, extras: LineRowExtras): Omit<NewLineRow, 'orderId'> {
  const { discountPercentBp, ...rest } = line;
  return { ...rest, discountPercent: discountPercentBp, ...extras };
}
