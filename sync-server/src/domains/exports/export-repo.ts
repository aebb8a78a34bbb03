import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { exportTasks, users } from '../../db/schema';

export type ExportTaskRow = typeof exportTasks.$inferSelect;
export type ExportTaskInsert = typeof exportTasks.$inferInsert;
export type ExportTaskWithUser = ExportTaskRow & { userName: string };

export async function insertExportTask(tx: Tx, values: ExportTaskInsert): Promise<ExportTaskRow> {
  const [row] = await tx.insert(exportTasks).values(values).returning();
  return row!;
}

export async function exportTaskById(db: Tx, id: number): Promise<ExportTaskRow | undefined> {
  const [row] = await db.select().from(exportTasks).where(eq(exportTasks.id, id));
  return row;
}

const withUser = { task: exportTasks, userName: sql<string>`coalesce(${users.username}, '')` };

/** The provider's export (another provider's is not found). */
export async function findExportTask(db: Tx, providerId: number, id: number): Promise<ExportTaskWithUser | undefined> {
  const [row] = await db.select(withUser).from(exportTasks).leftJoin(users, eq(users.id, exportTasks.userId)).where(and(eq(exportTasks.providerId, providerId), eq(exportTasks.id, id)));
  return row && { ...row.task, userName: row.userName };
}

/** C167: the provider's exports of these kinds, newest first. */
export async function exportHistory(db: Tx, providerId: number, kinds: readonly string[], pageIndex: number, pageSize: number): Promise<{ items: ExportTaskWithUser[]; total: number }> {
  if (kinds.length === 0) return { items: [], total: 0 };
  const where = and(eq(exportTasks.providerId, providerId), inArray(exportTasks.kind, [...kinds]));
  const rows = await db
    .select(withUser)
    .from(exportTasks)
    .leftJoin(users, eq(users.id, exportTasks.userId))
    .where(where)
    .orderBy(desc(exportTasks.id))
    .limit(pageSize)
    .offset(pageIndex * pageSize);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(exportTasks).where(where);
  return { items: rows.map((r) => ({ ...r.task, userName: r.userName })), total: count!.n };
}

export async function updateExportTask(db: Tx, id: number, values: Partial<ExportTaskInsert>): Promise<void> {
  await db.update(exportTasks).set(values).where(eq(exportTasks.id, id));
}

/** Only a task still Started is finished or failed: a late worker never overwrites an outcome. */
export async function settleExportTask(db: Tx, id: number, values: Partial<ExportTaskInsert>): Promise<boolean> {
  const rows = await db
    .update(exportTasks)
    .set({ ...values, finishedAt: new Date() })
    .where(and(eq(exportTasks.id, id), eq(exportTasks.state, 'Started')))
    .returning({ id: exportTasks.id });
  return rows.length > 0;
}

/** R-BULK-7: a cancel asked of a Started export (seen by its job between pages). */
export async function requestCancel(db: Tx, providerId: number, id: number): Promise<void> {
  await db.update(exportTasks).set({ cancelRequested: true }).where(and(eq(exportTasks.providerId, providerId), eq(exportTasks.id, id), eq(exportTasks.state, 'Started')));
}
