import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { occurrenceKey } from '@pos/shared/calendar/index';
import type { Tx } from '../../db/client';
import { orderLines, slotOccurrences } from '../../db/schema';
import { queryRows } from '../../db/sql-rows';

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
 * The statement that takes seats of occurrences atomically: it adds them only while each sold count
 * stays within its slot's limit (a first insert checks the limit too), so concurrent buyers can
 * never oversell; it returns the occurrences it took and their sold count after. Rows are locked in
 * (slot, date) order.
 * `force` (a confirmed warning) takes the seats anyway. Changes must be netted (netSeatChanges).
 */
export function seatUpsert(changes: readonly SeatChange[], force = false): SQL {
  const column = <T>(pick: (c: SeatChange) => T) => sql.param(changes.map(pick));
  return sql`insert into slot_occurrences as o (slot_id, date, sold)
    select w.slot_id, w.date, w.seats
    from unnest(${column((c) => c.slotId)}::integer[], ${column((c) => c.date)}::date[], ${column((c) => c.seats)}::integer[]) as w (slot_id, date, seats)
    where ${force}::boolean or w.seats <= (select coalesce("limit", 2147483647) from slots where id = w.slot_id)
    order by w.slot_id, w.date
    on conflict (slot_id, date) do update set sold = o.sold + excluded.sold
    where ${force}::boolean or o.sold + excluded.sold <= (select coalesce("limit", 2147483647) from slots where id = excluded.slot_id)
    returning o.slot_id as "slotId", to_char(o.date, 'YYYY-MM-DD') as date, o.sold`;
}

/** Takes seats (seatUpsert); returns the occurrences that had no room, for which nothing was taken. */
async function takeSeats(tx: Tx, changes: readonly SeatChange[], force = false): Promise<SeatChange[]> {
  if (changes.length === 0) return [];
  const result = await tx.execute(seatUpsert(changes, force));
  // node-postgres and PGlite both answer { rows }.
  const taken = new Set((result as unknown as { rows: { slotId: number; date: string }[] }).rows.map((r) => occurrenceKey(r.slotId, r.date)));
  return changes.filter((c) => !taken.has(occurrenceKey(c.slotId, c.date)));
}

async function releaseSeats(tx: Tx, change: SeatChange): Promise<void> {
  await tx
    .update(slotOccurrences)
    .set({ sold: sql`${slotOccurrences.sold} - ${change.seats}` })
    .where(and(eq(slotOccurrences.slotId, change.slotId), eq(slotOccurrences.date, change.date)));
}

/**
 * Applies net seat changes in lock order: gives back first, then takes in one statement. Returns
 * the occurrences that had no room (nothing is taken for them); the caller refuses the change and
 * rolls the transaction back.
 */
export async function applySeatChanges(tx: Tx, changes: readonly SeatChange[], force = false): Promise<SeatChange[]> {
  const net = netSeatChanges(changes);
  for (const change of net.filter((c) => c.seats < 0)) await releaseSeats(tx, { ...change, seats: -change.seats });
  return takeSeats(
    tx,
    net.filter((c) => c.seats > 0),
    force,
  );
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

/**
 * Adds the seats of sales a station made offline without checking the limits (they were paid and
 * stand): the guarded statement, forced. Answers the sold count after, keyed by occurrenceKey; the
 * caller finds who went over.
 */
export async function addSoldSeats(tx: Tx, changes: readonly SeatChange[]): Promise<Map<string, number>> {
  const net = netSeatChanges(changes);
  if (net.length === 0) return new Map();
  const rows = await queryRows<{ slotId: number; date: string; sold: number }>(tx, seatUpsert(net, true));
  return new Map(rows.map((r) => [occurrenceKey(r.slotId, r.date), r.sold]));
}

/**
 * R-SLOT-5: moves the order lines and the sold seats of one occurrence to another, in the caller's
 * transaction (calendar/ locks the source row first).
 */
export async function moveOccurrence(tx: Tx, from: { slotId: number; date: string }, to: { slotId: number; date: string; startTime: string }, seats: number): Promise<void> {
  await tx
    .update(orderLines)
    .set({ slotId: to.slotId, date: to.date, startTime: to.startTime })
    .where(and(eq(orderLines.slotId, from.slotId), eq(orderLines.date, from.date)));
  if (seats === 0) return;
  await tx
    .update(slotOccurrences)
    .set({ sold: 0 })
    .where(and(eq(slotOccurrences.slotId, from.slotId), eq(slotOccurrences.date, from.date)));
  await tx
    .insert(slotOccurrences)
    .values({ slotId: to.slotId, date: to.date, sold: seats })
    .onConflictDoUpdate({ target: [slotOccurrences.slotId, slotOccurrences.date], set: { sold: sql`${slotOccurrences.sold} + ${seats}` } });
}
