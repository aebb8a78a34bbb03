import { and, eq, inArray, sql } from 'drizzle-orm';
import { occurrenceKey } from '@pos/shared/calendar/index';
import type { Tx } from '../../db/client';
import { slotOccurrences, slots } from '../../db/schema';

/** A change of the seats held on one occurrence of a slot: positive takes, negative gives back. */
export interface SeatChange {
  slotId: number;
  date: string;
  seats: number;
}

/** Changes summed per occurrence, in one fixed order so that concurrent transactions lock alike. */
export function netSeatChanges(changes: readonly SeatChange[]): SeatChange[] {
  const byKey = new Map<string, SeatChange>();
  for (const c of changes) {
    const key = occurrenceKey(c.slotId, c.date);
    const sum = byKey.get(key);
    if (sum) sum.seats += c.seats;
    else byKey.set(key, { ...c });
  }
  return [...byKey.values()].filter((c) => c.seats !== 0).sort((a, b) => a.slotId - b.slotId || (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/**
 * Takes seats of an occurrence atomically: one statement adds them only while the sold count stays
 * within the slot's limit (a first insert checks the limit too), so concurrent buyers can never
 * oversell. Returns false when they do not fit; `force` (a confirmed warning) takes them anyway.
 */
export async function takeSeats(tx: Tx, change: SeatChange, force = false): Promise<boolean> {
  const limit = sql`(select coalesce(${slots.limit}, 2147483647) from ${slots} where ${slots.id} = ${change.slotId})`;
  const result = await tx.execute(sql`
    insert into ${slotOccurrences} as o (slot_id, date, sold)
    select ${change.slotId}::integer, ${change.date}::date, ${change.seats}::integer
    where ${force}::boolean or ${change.seats}::integer <= ${limit}
    on conflict (slot_id, date) do update set sold = o.sold + excluded.sold
    where ${force}::boolean or o.sold + excluded.sold <= ${limit}
    returning o.sold`);
  // node-postgres and PGlite both answer { rows }.
  return (result as unknown as { rows: unknown[] }).rows.length === 1;
}

export async function releaseSeats(tx: Tx, change: SeatChange): Promise<void> {
  await tx
    .update(slotOccurrences)
    .set({ sold: sql`${slotOccurrences.sold} - ${change.seats}` })
    .where(and(eq(slotOccurrences.slotId, change.slotId), eq(slotOccurrences.date, change.date)));
}

/**
 * Applies net seat changes in lock order. Returns the occurrences that had no room (nothing is
 * taken for them); the caller refuses the change and rolls the transaction back.
 */
export async function applySeatChanges(tx: Tx, changes: readonly SeatChange[], force = false): Promise<SeatChange[]> {
  const full: SeatChange[] = [];
  for (const change of netSeatChanges(changes)) {
    if (change.seats < 0) await releaseSeats(tx, { ...change, seats: -change.seats });
    else if (!(await takeSeats(tx, change, force))) full.push(change);
  }
  return full;
}

/** Sold seats of occurrences, keyed by occurrenceKey. */
export async function soldSeats(db: Tx, occurrences: readonly { slotId: number; date: string }[]): Promise<Map<string, number>> {
  const slotIds = [...new Set(occurrences.map((o) => o.slotId))];
  if (slotIds.length === 0) return new Map();
  const dates = [...new Set(occurrences.map((o) => o.date))];
  const rows = await db
    .select()
    .from(slotOccurrences)
    .where(and(inArray(slotOccurrences.slotId, slotIds), inArray(slotOccurrences.date, dates)));
  return new Map(rows.map((r) => [occurrenceKey(r.slotId, r.date), r.sold]));
}
