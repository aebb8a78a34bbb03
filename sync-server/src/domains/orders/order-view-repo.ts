import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { businessClients, customerTypes, orderEvents, orderLines, products, slots, users } from '../../db/schema';
import { findOrder, type LineRow, type OrderRow } from './order-repo';
import { tagsOfOrder, type OrderTagView } from './tags-repo';

export interface LineDetails extends LineRow {
  productName: string;
  customerTypeName: string;
  endTime: string | null;
  duration: number | null;
}

export interface OrderEventView {
  id: number;
  type: string;
  details: Record<string, unknown>;
  userId: number | null;
  userName: string | null;
  createdAt: string;
}

export interface OrderDetails {
  order: OrderRow;
  lines: LineDetails[];
  history: OrderEventView[];
  tags: OrderTagView[];
  businessClientName: string | null;
}

/** An order of the provider with its lines, history (R-ORD-12), tags and business client. */
export async function loadOrderDetails(db: Tx, providerId: number, id: number): Promise<OrderDetails> {
  const order = await findOrder(db, providerId, id);
  const [lines, history, tags, client] = await Promise.all([
    db
      .select({ line: orderLines, productName: products.name, customerTypeName: customerTypes.name, endTime: slots.endTime, duration: slots.duration })
      .from(orderLines)
      .innerJoin(products, eq(products.id, orderLines.productId))
      .innerJoin(customerTypes, eq(customerTypes.id, orderLines.customerTypeId))
      .leftJoin(slots, eq(slots.id, orderLines.slotId))
      .where(eq(orderLines.orderId, id))
      .orderBy(asc(orderLines.date), asc(orderLines.startTime), asc(orderLines.id)),
    db
      .select({ event: orderEvents, firstName: users.firstName, lastName: users.lastName, username: users.username })
      .from(orderEvents)
      .leftJoin(users, eq(users.id, orderEvents.userId))
      .where(eq(orderEvents.orderId, id))
      .orderBy(asc(orderEvents.id)),
    tagsOfOrder(db, id),
    order.businessClientId === null ? [] : db.select({ name: businessClients.name }).from(businessClients).where(eq(businessClients.id, order.businessClientId)),
  ]);
  return {
    order,
    lines: lines.map((r) => ({ ...r.line, productName: r.productName, customerTypeName: r.customerTypeName, endTime: r.endTime, duration: r.duration })),
    history: history.map(({ event, firstName, lastName, username }) => ({
      id: event.id,
      type: event.type,
      details: event.details,
      userId: event.userId,
      userName: username === null ? null : `${firstName ?? ''} ${lastName ?? ''}`.trim() || username,
      createdAt: event.createdAt.toISOString(),
    })),
    tags,
    businessClientName: client[0]?.name ?? null,
  };
}
