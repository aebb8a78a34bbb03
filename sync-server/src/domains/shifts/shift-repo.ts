import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { shiftCashMovements, shifts } from '../../db/schema';

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

/** The open or closed shift of this station and provider by its uuid (a cash movement belongs to one). */
export async function stationShiftExists(tx: Tx, providerId: number, stationId: number, uuid: string): Promise<boolean> {
  const rows = await tx
    .select({ id: shifts.id })
    .from(shifts)
    .where(and(eq(shifts.uuid, uuid), eq(shifts.stationId, stationId), eq(shifts.providerId, providerId)))
    .limit(1);
  return rows.length === 1;
}

/** Issue 16: keeps a cash movement once (its uuid is the key: a repeated push changes nothing). */
export async function insertCashMovement(tx: Tx, row: typeof shiftCashMovements.$inferInsert): Promise<void> {
  await tx.insert(shiftCashMovements).values(row).onConflictDoNothing({ target: shiftCashMovements.uuid });
}

/** The cash movements of a provider's shift, oldest first. */
export async function shiftCashMovementsOf(tx: Tx, providerId: number, shiftUuid: string) {
  return tx
    .select()
    .from(shiftCashMovements)
    .where(and(eq(shiftCashMovements.providerId, providerId), eq(shiftCashMovements.shiftUuid, shiftUuid)))
    .orderBy(shiftCashMovements.createdAt, shiftCashMovements.id);
}
