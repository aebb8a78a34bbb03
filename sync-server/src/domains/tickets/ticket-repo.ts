import { and, asc, eq, isNull } from 'drizzle-orm';
import { orderTickets, type OrderTicket } from '@pos/shared/tickets/ticket-codes';
import type { Tx } from '../../db/client';
import { orderLines, products, ticketScans } from '../../db/schema';
import { anyOf } from '../../db/sql-rows';

/** The tickets of each order (shared/src/tickets), from its lines in the order they were written. */
export async function ticketsOfOrders(db: Tx, orders: readonly { id: number; uuid: string }[]): Promise<Map<number, OrderTicket[]>> {
  if (orders.length === 0) return new Map();
  const lines = await db
    .select({
      orderId: orderLines.orderId,
      productId: orderLines.productId,
      customerTypeId: orderLines.customerTypeId,
      date: orderLines.date,
      startTime: orderLines.startTime,
      quantity: orderLines.quantity,
      printingType: products.printingType,
    })
    .from(orderLines)
    .innerJoin(products, eq(products.id, orderLines.productId))
    .where(anyOf(orderLines.orderId, orders.map((o) => o.id)))
    .orderBy(asc(orderLines.id));
  return new Map(orders.map((o) => [o.id, orderTickets(o.uuid, lines.filter((l) => l.orderId === o.id))]));
}

export interface FirstScan {
  id: number;
  ticketCode: string;
  scannedAt: Date;
  stationId: number | null;
}

/** The first scan of each scanned ticket of the orders, by ticket code. */
export async function firstScansOf(db: Tx, providerId: number, orderIds: readonly number[]): Promise<Map<string, FirstScan>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ id: ticketScans.id, ticketCode: ticketScans.ticketCode, scannedAt: ticketScans.scannedAt, stationId: ticketScans.stationId })
    .from(ticketScans)
    .where(and(anyOf(ticketScans.orderId, orderIds), eq(ticketScans.providerId, providerId), isNull(ticketScans.duplicateOf)));
  return new Map(rows.map((r) => [r.ticketCode, r]));
}
