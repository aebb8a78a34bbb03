import { and, desc, eq, sql } from 'drizzle-orm';
import { refused } from '@pos/shared/errors';
import type { Tx } from '../../db/client';
import { bulkInvoiceRuns, users } from '../../db/schema';

export type BulkRunRow = typeof bulkInvoiceRuns.$inferSelect;
export type BulkRunInsert = typeof bulkInvoiceRuns.$inferInsert;
export type BulkRunWithUser = BulkRunRow & { userName: string };

/** R-BULK-1: the database keeps one Started run per provider; a second is refused as locked. */
export async function insertRun(tx: Tx, values: BulkRunInsert): Promise<BulkRunRow> {
  try {
    const [row] = await tx.insert(bulkInvoiceRuns).values(values).returning();
    return row!;
  } catch (error) {
    const cause = (error as { cause?: { code?: string; constraint?: string } }).cause ?? (error as { code?: string; constraint?: string });
    if (cause.code === '23505') throw refused('bulk-invoice-locked', 'A bulk invoice run is already in progress.');
    throw error;
  }
}

export async function runById(db: Tx, id: number): Promise<BulkRunRow | undefined> {
  const [row] = await db.select().from(bulkInvoiceRuns).where(eq(bulkInvoiceRuns.id, id));
  return row;
}

const withUser = { run: bulkInvoiceRuns, userName: sql<string>`coalesce(${users.username}, '')` };

export async function findRun(db: Tx, providerId: number, id: number): Promise<BulkRunWithUser | undefined> {
  const [row] = await db.select(withUser).from(bulkInvoiceRuns).leftJoin(users, eq(users.id, bulkInvoiceRuns.userId)).where(and(eq(bulkInvoiceRuns.providerId, providerId), eq(bulkInvoiceRuns.id, id)));
  return row && { ...row.run, userName: row.userName };
}

/** R-BULK-4: the user's run still going (what the wait follows when the client sends no task id). */
export async function startedRunOfUser(db: Tx, providerId: number, userId: number): Promise<BulkRunRow | undefined> {
  const [row] = await db
    .select()
    .from(bulkInvoiceRuns)
    .where(and(eq(bulkInvoiceRuns.providerId, providerId), eq(bulkInvoiceRuns.userId, userId), eq(bulkInvoiceRuns.status, 'Started')))
    .limit(1);
  return row;
}

/** C181: the provider's runs, newest first. */
export async function runHistory(db: Tx, providerId: number, pageIndex: number, pageSize: number): Promise<{ items: BulkRunWithUser[]; total: number }> {
  const rows = await db
    .select(withUser)
    .from(bulkInvoiceRuns)
    .leftJoin(users, eq(users.id, bulkInvoiceRuns.userId))
    .where(eq(bulkInvoiceRuns.providerId, providerId))
    .orderBy(desc(bulkInvoiceRuns.id))
    .limit(pageSize)
    .offset(pageIndex * pageSize);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(bulkInvoiceRuns).where(eq(bulkInvoiceRuns.providerId, providerId));
  return { items: rows.map((r) => ({ ...r.run, userName: r.userName })), total: count!.n };
}

export async function updateRun(db: Tx, id: number, values: Partial<BulkRunInsert>): Promise<void> {
  await db.update(bulkInvoiceRuns).set(values).where(eq(bulkInvoiceRuns.id, id));
}

/** One order done: where to go on from, and what it made (counted in the same statement). */
export async function recordOrderDone(db: Tx, id: number, orderId: number, made: { docType: 'invoice' | 'credit-invoice'; documentId: number; total: number } | null): Promise<void> {
  await db
    .update(bulkInvoiceRuns)
    .set({
      lastOrderId: orderId,
      processed: sql`${bulkInvoiceRuns.processed} + 1`,
      ...(made?.docType === 'invoice' ? { invoiceCount: sql`${bulkInvoiceRuns.invoiceCount} + 1`, invoiceAmount: sql`${bulkInvoiceRuns.invoiceAmount} + ${made.total}` } : {}),
      ...(made?.docType === 'credit-invoice' ? { creditCount: sql`${bulkInvoiceRuns.creditCount} + 1`, creditAmount: sql`${bulkInvoiceRuns.creditAmount} + ${made.total}` } : {}),
      ...(made ? { documentIds: sql`${bulkInvoiceRuns.documentIds} || ${JSON.stringify([made.documentId])}::jsonb` } : {}),
    })
    .where(eq(bulkInvoiceRuns.id, id));
}

/** Ends a Started run (a late worker never overwrites an outcome). */
export async function settleRun(db: Tx, id: number, values: Pick<BulkRunInsert, 'status'> & Partial<BulkRunInsert>): Promise<boolean> {
  const rows = await db
    .update(bulkInvoiceRuns)
    .set({ ...values, finishedAt: new Date() })
    .where(and(eq(bulkInvoiceRuns.id, id), eq(bulkInvoiceRuns.status, 'Started')))
    .returning({ id: bulkInvoiceRuns.id });
  return rows.length > 0;
}
