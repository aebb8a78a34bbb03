import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { shifts } from '../../db/schema';

export type ShiftInsert = typeof shifts.$inferInsert;

export async function insertShift(tx: Tx, row: ShiftInsert): Promise<boolean> {
  const inserted = await tx.insert(shifts).values(row).onConflictDoNothing({ target: shifts.uuid }).returning({ id: shifts.id });
  return inserted.length === 1;
}

export async function closeShift(tx: Tx, stationId: number, uuid: string, values: Pick<ShiftInsert, 'closedAt' | 'closedBy' | 'closing' | 'balanceDescription' | 'managerApproved' | 'report'>): Promise<boolean> {
  const updated = await tx
    .update(shifts)
    .set(values)
    .where(and(eq(shifts.uuid, uuid), eq(shifts.stationId, stationId)))
    .returning({ id: shifts.id });
  return updated.length === 1;
}
