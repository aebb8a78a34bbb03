import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { orderMessages } from '../../db/schema';

export type OrderMessageRow = typeof orderMessages.$inferSelect;

/** How many of the latest messages a thread shows unless older ones are asked for (showOld). */
const RECENT_MESSAGES = 50;

/** order/messages/get: the order's messages, oldest first; fromId: only newer than it. */
export async function messagesOf(db: Tx, orderId: number, q: { type?: string; fromId?: number; showOld: boolean }): Promise<OrderMessageRow[]> {
  const where = and(eq(orderMessages.orderId, orderId), q.type === undefined ? undefined : eq(orderMessages.type, q.type), q.fromId === undefined ? undefined : gt(orderMessages.id, q.fromId));
  if (q.showOld) return db.select().from(orderMessages).where(where).orderBy(asc(orderMessages.id));
  const latest = await db.select().from(orderMessages).where(where).orderBy(desc(orderMessages.id)).limit(RECENT_MESSAGES);
  return latest.reverse();
}

export async function insertMessage(tx: Tx, values: typeof orderMessages.$inferInsert): Promise<OrderMessageRow> {
  const [row] = await tx.insert(orderMessages).values(values).returning();
  return row!;
}

/** Marks the customer's messages on the order read; returns how many were unread. */
export async function markRead(tx: Tx, orderId: number): Promise<number> {
  const rows = await tx
    .update(orderMessages)
    .set({ isRead: true })
    .where(and(eq(orderMessages.orderId, orderId), eq(orderMessages.direction, 'in'), sql`not ${orderMessages.isRead}`))
    .returning({ id: orderMessages.id });
  return rows.length;
}
