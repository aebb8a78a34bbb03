import { inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { customerTypes, products } from '../../db/schema';
import { firstScansOf, ticketsOfOrders } from './ticket-repo';
import { findOrder } from '../orders/order-repo';
import { voidedTicketCodesOfOrder } from '../documents/document-repo';

export interface OrderTicketView {
  code: string;
  ticketNo: number;
  productId: number;
  productName: string;
  customerTypeId: number;
  customerTypeName: string;
  date: string;
  startTime: string | null;
  /** People it admits. */
  quantity: number;
  /** When and where a gate first admitted it (R-ORD-13); null until then. */
  scannedAt: string | null;
  scannedAtStationId: number | null;
  /** Refunded, or its order cancelled: the gate refuses it (issue 15). */
  voided: boolean;
}

/**
 * ticket/get (C140): the admission tickets of an order of the provider, with the codes printed on
 * paper and e-tickets (shared/src/tickets), the first scan of each, and whether it is void (its
 * line refunded, or the order cancelled).
 */
export async function orderTicketsView(db: Tx, providerId: number, orderId: number): Promise<{ orderId: number; orderNumber: number; tickets: OrderTicketView[] }> {
  const order = await findOrder(db, providerId, orderId);
  const tickets = (await ticketsOfOrders(db, [order])).get(order.id) ?? [];
  const scans = await firstScansOf(db, providerId, [order.id]);
  const voided = await voidedTicketCodesOfOrder(db, providerId, order.id);
  const productIds = [...new Set(tickets.map((t) => t.productId))];
  const typeIds = [...new Set(tickets.map((t) => t.customerTypeId))];
  const [productRows, typeRows] = await Promise.all([
    productIds.length ? db.select({ id: products.id, name: products.name }).from(products).where(inArray(products.id, productIds)) : [],
    typeIds.length ? db.select({ id: customerTypes.id, name: customerTypes.name }).from(customerTypes).where(inArray(customerTypes.id, typeIds)) : [],
  ]);
  const productName = new Map(productRows.map((r) => [r.id, r.name]));
  const typeName = new Map(typeRows.map((r) => [r.id, r.name]));
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    tickets: tickets.map((t) => {
      const scan = scans.get(t.code);
      return {
        code: t.code,
        ticketNo: t.ticketNo,
        productId: t.productId,
        productName: productName.get(t.productId) ?? '',
        customerTypeId: t.customerTypeId,
        customerTypeName: typeName.get(t.customerTypeId) ?? '',
        date: t.date,
        startTime: t.startTime,
        quantity: t.quantity,
        scannedAt: scan?.scannedAt.toISOString() ?? null,
        scannedAtStationId: scan?.stationId ?? null,
        voided: order.status === 'CN' || voided.has(t.code),
      };
    }),
  };
}
