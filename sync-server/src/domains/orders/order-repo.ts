import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { notFound } from '@pos/shared/errors';
import type { Tx } from '../../db/client';
import { orderEvents, orderLines, orderNumberSequences, orders } from '../../db/schema';
import type { OrderEventInput } from './order-events';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;
export type LineRow = typeof orderLines.$inferSelect;
export type NewLineRow = typeof orderLines.$inferInsert;

/** The provider's next order number: one atomic statement, never reused (a rolled back number is taken again). */
export async function nextOrderNumber(tx: Tx, providerId: number): Promise<number> {
  const [row] = await tx
    .insert(orderNumberSequences)
    .values({ providerId, lastNumber: 1 })
    .onConflictDoUpdate({ target: orderNumberSequences.providerId, set: { lastNumber: sql`${orderNumberSequences.lastNumber} + 1` } })
    .returning({ number: orderNumberSequences.lastNumber });
  return row!.number;
}

export async function insertOrder(tx: Tx, values: NewOrderRow): Promise<OrderRow> {
  const [row] = await tx.insert(orders).values(values).returning();
  return row!;
}

export async function insertLines(tx: Tx, rows: NewLineRow[]): Promise<LineRow[]> {
  return rows.length === 0 ? [] : tx.insert(orderLines).values(rows).returning();
}

/** R-ORD-12: who and when, for every change. */
export async function insertEvents(tx: Tx, orderId: number, userId: number, events: readonly OrderEventInput[]): Promise<void> {
  if (events.length === 0) return;
  await tx.insert(orderEvents).values(events.map((e) => ({ orderId, userId, type: e.type, details: e.details ?? {} })));
}

/** The order of the provider, or 404: another provider's order does not exist for the caller. */
export async function findOrder(db: Tx, providerId: number, id: number): Promise<OrderRow> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.providerId, providerId)));
  if (!row) throw notFound('Order');
  return row;
}

/** The same, locked until the transaction ends: changes of one order happen one at a time. */
export async function lockOrder(tx: Tx, providerId: number, id: number): Promise<OrderRow> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.providerId, providerId)))
    .for('update');
  if (!row) throw notFound('Order');
  return row;
}

/** Several orders of the provider locked in id order (so that two such calls cannot deadlock). */
export function lockOrders(tx: Tx, providerId: number, ids: readonly number[]): Promise<OrderRow[]> {
  return tx
    .select()
    .from(orders)
    .where(and(eq(orders.providerId, providerId), inArray(orders.id, [...ids])))
    .orderBy(asc(orders.id))
    .for('update');
}

export async function findOrderByUuid(db: Tx, providerId: number, uuid: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.uuid, uuid), eq(orders.providerId, providerId)));
  return row;
}

export function linesOf(db: Tx, orderId: number): Promise<LineRow[]> {
  return db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id));
}

export async function updateOrder(tx: Tx, id: number, values: Partial<NewOrderRow>): Promise<OrderRow> {
  const [row] = await tx
    .update(orders)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(orders.id, id))
    .returning();
  return row!;
}

export async function updateLine(tx: Tx, id: number, values: Partial<NewLineRow>): Promise<void> {
  await tx.update(orderLines).set(values).where(eq(orderLines.id, id));
}

export async function deleteLine(tx: Tx, id: number): Promise<void> {
  await tx.delete(orderLines).where(eq(orderLines.id, id));
}
