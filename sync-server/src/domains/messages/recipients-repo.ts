import { and, asc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { orderLines, orders, products, productTranslations, slots } from '../../db/schema';

/** An order as a message recipient: its lead customer and its first line's product, date and time. */
export interface OrderRecipient {
  orderId: number;
  orderNumber: number;
  status: string;
  customer: { firstName?: string; lastName?: string; groupName?: string; mobile?: string; email?: string };
  productName: string;
  date: string | null;
  startTime: string | null;
}

/** The provider's orders among `orderIds` (others' are left out), with their first line in `language`. */
export async function orderRecipients(tx: Tx, providerId: number, orderIds: readonly number[], language: string): Promise<OrderRecipient[]> {
  if (orderIds.length === 0) return [];
  const firstLine = tx
    .selectDistinctOn([orderLines.orderId], { orderId: orderLines.orderId, productId: orderLines.productId, date: orderLines.date, startTime: sql<string | null>`coalesce(${orderLines.startTime}, ${slots.startTime})`.as('start_time') })
    .from(orderLines)
    .leftJoin(slots, eq(slots.id, orderLines.slotId))
    .where(inArray(orderLines.orderId, [...orderIds]))
    .orderBy(orderLines.orderId, asc(orderLines.id))
    .as('first_line');
  const rows = await tx
    .select({
      orderId: orders.id,
      orderNumber: orders.orderNumber,
      status: orders.status,
      customer: orders.leadCustomer,
      productName: sql<string | null>`coalesce(${productTranslations.value}, ${products.name})`,
      date: firstLine.date,
      startTime: firstLine.startTime,
    })
    .from(orders)
    .leftJoin(firstLine, eq(firstLine.orderId, orders.id))
    .leftJoin(products, eq(products.id, firstLine.productId))
    .leftJoin(productTranslations, and(eq(productTranslations.productId, products.id), eq(productTranslations.language, language), eq(productTranslations.field, 'name')))
    .where(and(eq(orders.providerId, providerId), inArray(orders.id, [...orderIds])))
    .orderBy(asc(orders.id));
  return rows.map((r) => ({ ...r, productName: r.productName ?? '', date: r.date ?? null, startTime: r.startTime ?? null }));
}

/** The provider's orders booked on this slot's occurrence (its date), cancelled ones left out. */
export async function slotOrderIds(tx: Tx, providerId: number, slot: { slotId: number; productId: number; date: string }): Promise<number[]> {
  const rows = await tx
    .selectDistinct({ id: orders.id })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(eq(orders.providerId, providerId), eq(orderLines.slotId, slot.slotId), eq(orderLines.productId, slot.productId), eq(orderLines.date, slot.date), ne(orders.status, 'CN')))
    .orderBy(asc(orders.id));
  return rows.map((r) => r.id);
}

export async function slotExists(tx: Tx, providerId: number, slotId: number, productId: number): Promise<boolean> {
  const [row] = await tx.select({ id: slots.id }).from(slots).where(and(eq(slots.id, slotId), eq(slots.providerId, providerId), eq(slots.productId, productId)));
  return row !== undefined;
}

/** C272: the ids of the orders a search matches (`where` from the orders' own filter), optionally among `orderIds`, at most `limit`. */
export async function searchedOrderIds(tx: Tx, where: SQL, o: { orderIds?: readonly number[]; limit: number }): Promise<number[]> {
  const rows = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(where, o.orderIds ? inArray(orders.id, [...o.orderIds]) : undefined))
    .orderBy(asc(orders.id))
    .limit(o.limit);
  return rows.map((r) => r.id);
}
