import { and, eq, gte, inArray, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { RepeatStop, SlotSeries } from '@pos/shared/calendar/index';
import type { Tx } from '../../db/client';
import { orderLines, orders, repeatStops, slotOccurrences, slots } from '../../db/schema';

export type SlotRow = typeof slots.$inferSelect;
export type NewSlotRow = Omit<typeof slots.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'deletedAt'>;

/** The columns a series is built from; rows read without deletedAt are not deleted. */
type SeriesColumns = Pick<SlotRow, 'id' | 'productId' | 'startDate' | 'startTime' | 'endTime' | 'repeatMode' | 'daysOfWeek' | 'repeatEndDate' | 'repeatCount' | 'limit'> & {
  deletedAt?: Date | null;
};

export function seriesOf(row: SeriesColumns): SlotSeries {
  return {
    id: row.id,
    productId: row.productId,
    startDate: row.startDate,
    startTime: row.startTime,
    endTime: row.endTime,
    repeatMode: row.repeatMode === 2 || row.repeatMode === 3 ? row.repeatMode : 1,
    daysOfWeek: row.daysOfWeek,
    repeatEndDate: row.repeatEndDate,
    repeatCount: row.repeatCount,
    limit: row.limit,
    deleted: (row.deletedAt ?? null) !== null,
  };
}

/** Slots that can occur within from..to (an upper bound: counted series are cut by the expansion). */
function mayOccurWithin(from: string, to: string): SQL {
  return and(
    lte(slots.startDate, to),
    or(and(eq(slots.repeatMode, 1), gte(slots.startDate, from)), and(ne(slots.repeatMode, 1), or(isNull(slots.repeatEndDate), gte(slots.repeatEndDate, from)))),
  )!;
}

export interface SlotFilter {
  from: string;
  to: string;
  /** Slots of these products only. */
  productIds?: readonly number[];
  slotId?: number;
  startTime?: string;
}

/** The filter's slots of the provider (deleted ones too: callers add what else they need). */
function scopeOf(providerId: number, f: SlotFilter): (SQL | undefined)[] {
  return [
    eq(slots.providerId, providerId),
    f.productIds === undefined ? undefined : inArray(slots.productId, [...f.productIds]),
    f.slotId === undefined ? undefined : eq(slots.id, f.slotId),
  ];
}

/** The provider's slots not deleted that may occur within the range. */
export function findSlots(db: Tx, providerId: number, f: SlotFilter): Promise<SlotRow[]> {
  return db
    .select()
    .from(slots)
    .where(and(...scopeOf(providerId, f), isNull(slots.deletedAt), mayOccurWithin(f.from, f.to), f.startTime === undefined ? undefined : eq(slots.startTime, f.startTime)));
}

/** The repeat stops of the filter's slots that touch the range. */
export function findRepeatStops(db: Tx, providerId: number, f: SlotFilter): Promise<RepeatStop[]> {
  return db
    .select({ slotId: repeatStops.slotId, startDate: repeatStops.startDate, endDate: repeatStops.endDate, daysOfWeek: repeatStops.daysOfWeek, isChange: repeatStops.isChange })
    .from(repeatStops)
    .innerJoin(slots, eq(slots.id, repeatStops.slotId))
    .where(and(...scopeOf(providerId, f), lte(repeatStops.startDate, f.to), gte(repeatStops.endDate, f.from)));
}

/** Sold seats per occurrence of the filter's slots within the range. */
export function findSoldCounts(db: Tx, providerId: number, f: SlotFilter): Promise<{ slotId: number; date: string; sold: number }[]> {
  return db
    .select({ slotId: slotOccurrences.slotId, date: slotOccurrences.date, sold: slotOccurrences.sold })
    .from(slotOccurrences)
    .innerJoin(slots, eq(slots.id, slotOccurrences.slotId))
    .where(and(...scopeOf(providerId, f), gte(slotOccurrences.date, f.from), lte(slotOccurrences.date, f.to)));
}

/** One slot of the provider, deleted ones only when asked. */
export async function getSlot(db: Tx, providerId: number, id: number, opts: { withDeleted?: boolean; forUpdate?: boolean } = {}): Promise<SlotRow | undefined> {
  const q = db
    .select()
    .from(slots)
    .where(and(eq(slots.id, id), eq(slots.providerId, providerId), opts.withDeleted ? undefined : isNull(slots.deletedAt)));
  const [row] = opts.forUpdate ? await q.for('update') : await q;
  return row;
}

export function stopsOfSlot(db: Tx, slotId: number): Promise<RepeatStop[]> {
  return db
    .select({ slotId: repeatStops.slotId, startDate: repeatStops.startDate, endDate: repeatStops.endDate, daysOfWeek: repeatStops.daysOfWeek, isChange: repeatStops.isChange })
    .from(repeatStops)
    .where(eq(repeatStops.slotId, slotId));
}

/**
 * Serialises the slot writes of one product (R-SLOT-10's same-start-time check reads, then writes):
 * a transaction-scoped advisory lock, released at commit.
 */
export async function lockProductSlots(tx: Tx, productId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${SLOT_LOCK_SPACE}, ${productId})`);
}
const SLOT_LOCK_SPACE = 7001;

export async function insertSlot(tx: Tx, values: NewSlotRow): Promise<SlotRow> {
  const [row] = await tx.insert(slots).values(values).returning();
  return row!;
}

export async function updateSlot(tx: Tx, id: number, values: Partial<NewSlotRow>): Promise<SlotRow> {
  const [row] = await tx
    .update(slots)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(slots.id, id))
    .returning();
  return row!;
}

export async function markSlotDeleted(tx: Tx, id: number): Promise<void> {
  await tx.update(slots).set({ deletedAt: new Date(), updatedAt: new Date() }).where(eq(slots.id, id));
}

export async function insertRepeatStop(tx: Tx, stop: { slotId: number; productId: number; date: string; isChange: boolean }): Promise<void> {
  await tx.insert(repeatStops).values({ slotId: stop.slotId, productId: stop.productId, isChange: stop.isChange, startDate: stop.date, endDate: stop.date, daysOfWeek: 127 });
}

/** Removes the one-day change stop an edited occurrence left on its series (R-SLOT-4). */
export async function deleteChangeStop(tx: Tx, slotId: number, date: string): Promise<void> {
  await tx
    .delete(repeatStops)
    .where(and(eq(repeatStops.slotId, slotId), eq(repeatStops.isChange, true), eq(repeatStops.startDate, date), eq(repeatStops.endDate, date)));
}

/** Sold seats of one occurrence, the row locked against concurrent sales until the transaction ends. */
export async function lockSoldCount(tx: Tx, slotId: number, date: string): Promise<number> {
  const [row] = await tx
    .select({ sold: slotOccurrences.sold })
    .from(slotOccurrences)
    .where(and(eq(slotOccurrences.slotId, slotId), eq(slotOccurrences.date, date)))
    .for('update');
  return row?.sold ?? 0;
}

/** Order lines of orders not cancelled on the slot, from a date on (or on one date). */
/** The most seats sold on one occurrence of the slot from a date on. */
export async function maxSoldFrom(db: Tx, slotId: number, from: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(max(${slotOccurrences.sold}), 0)::int` })
    .from(slotOccurrences)
    .where(and(eq(slotOccurrences.slotId, slotId), gte(slotOccurrences.date, from)));
  return row?.n ?? 0;
}

export async function countActiveOrderLines(db: Tx, slotId: number, dates: { from?: string; on?: string }): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(
      and(
        eq(orderLines.slotId, slotId),
        ne(orders.status, 'CN'),
        dates.from === undefined ? undefined : gte(orderLines.date, dates.from),
        dates.on === undefined ? undefined : eq(orderLines.date, dates.on),
      ),
    );
  return row?.n ?? 0;
}
