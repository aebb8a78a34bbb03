import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import type { StopSaleRule } from '@pos/shared/calendar/index';
import type { Tx } from '../../db/client';
import { stopSaleLifts, stopSales } from '../../db/schema';

/** A stop sale's terms: StopSaleRule without id and lifts. */
export type StopSaleValues = Omit<StopSaleRule, 'id' | 'lifts'>;

/** The provider's stop sales touching the dates from..to, with their lifts. */
export async function findStopSales(db: Tx, providerId: number, from: string, to: string): Promise<StopSaleRule[]> {
  const rows = await db
    .select()
    .from(stopSales)
    .where(and(eq(stopSales.providerId, providerId), lte(stopSales.startDate, to), gte(stopSales.endDate, from)));
  return withLifts(db, rows);
}

export async function getStopSale(db: Tx, providerId: number, id: number): Promise<StopSaleRule | undefined> {
  const rows = await db
    .select()
    .from(stopSales)
    .where(and(eq(stopSales.id, id), eq(stopSales.providerId, providerId)));
  return (await withLifts(db, rows))[0];
}

async function withLifts(db: Tx, rows: (typeof stopSales.$inferSelect)[]): Promise<StopSaleRule[]> {
  const lifts =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(stopSaleLifts)
          .where(
            inArray(
              stopSaleLifts.stopSaleId,
              rows.map((r) => r.id),
            ),
          );
  return rows.map((r) => ({
    id: r.id,
    productIds: r.productIds,
    slotId: r.slotId,
    startDate: r.startDate,
    endDate: r.endDate,
    daysOfWeek: r.daysOfWeek,
    fromTime: r.fromTime,
    toTime: r.toTime,
    lifts: lifts.filter((l) => l.stopSaleId === r.id).map((l) => ({ slotId: l.slotId, date: l.date })),
  }));
}

export async function insertStopSale(tx: Tx, providerId: number, values: StopSaleValues): Promise<number> {
  const [row] = await tx
    .insert(stopSales)
    .values({ providerId, ...values })
    .returning({ id: stopSales.id });
  return row!.id;
}

/** Replaces a stop sale's terms; its lifts no longer apply to the new terms and go. */
export async function updateStopSale(tx: Tx, id: number, values: StopSaleValues): Promise<void> {
  await tx.delete(stopSaleLifts).where(eq(stopSaleLifts.stopSaleId, id));
  await tx.update(stopSales).set(values).where(eq(stopSales.id, id));
}

export async function deleteStopSale(tx: Tx, id: number): Promise<void> {
  await tx.delete(stopSaleLifts).where(eq(stopSaleLifts.stopSaleId, id));
  await tx.delete(stopSales).where(eq(stopSales.id, id));
}

/** R-STOP-2: lifts the stop sale for one slot occurrence. */
export async function insertLift(tx: Tx, stopSaleId: number, slotId: number, date: string): Promise<void> {
  await tx.insert(stopSaleLifts).values({ stopSaleId, slotId, date }).onConflictDoNothing();
}
