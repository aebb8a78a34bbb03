import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { employeeExports } from '../../db/schema';

export type ExportRow = typeof employeeExports.$inferSelect;
export type ExportKind = 'employees' | 'employee-slots';

export async function insertExport(tx: Tx, values: { providerId: number; kind: ExportKind; filter: Record<string, unknown>; language: string; createdBy: number }): Promise<ExportRow> {
  const [row] = await tx.insert(employeeExports).values(values).returning();
  return row!;
}

export async function findExport(db: Tx, providerId: number, id: number): Promise<ExportRow | null> {
  const [row] = await db.select().from(employeeExports).where(and(eq(employeeExports.providerId, providerId), eq(employeeExports.id, id)));
  return row ?? null;
}

export async function exportById(db: Tx, id: number): Promise<ExportRow | null> {
  const [row] = await db.select().from(employeeExports).where(eq(employeeExports.id, id));
  return row ?? null;
}

export async function setExportState(db: Tx, id: number, values: Partial<Pick<ExportRow, 'status' | 'csv' | 'rows' | 'error'>>): Promise<void> {
  await db.update(employeeExports).set({ ...values, updatedAt: new Date() }).where(eq(employeeExports.id, id));
}
