import { and, asc, eq, gte, isNull, lte, or } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { calendarEvents } from '../../db/schema';

export type EventRow = typeof calendarEvents.$inferSelect;
export type EventValues = Omit<EventRow, 'id' | 'providerId' | 'createdAt'>;

/** The provider's events touching the dates from..to; with a product, its events and those of no product. */
export function findEvents(db: Tx, providerId: number, from: string, to: string, productId?: number): Promise<EventRow[]> {
  return db
    .select()
    .from(calendarEvents)
    .where(
      and(
        eq(calendarEvents.providerId, providerId),
        lte(calendarEvents.startDate, to),
        gte(calendarEvents.endDate, from),
        productId === undefined ? undefined : or(isNull(calendarEvents.productId), eq(calendarEvents.productId, productId)),
      ),
    )
    .orderBy(asc(calendarEvents.startDate), asc(calendarEvents.startTime), asc(calendarEvents.id));
}

export async function getEvent(db: Tx, providerId: number, id: number): Promise<EventRow | undefined> {
  const [row] = await db
    .select()
    .from(calendarEvents)
    .where(and(eq(calendarEvents.id, id), eq(calendarEvents.providerId, providerId)));
  return row;
}

export async function insertEvent(db: Tx, providerId: number, values: EventValues): Promise<EventRow> {
  const [row] = await db
    .insert(calendarEvents)
    .values({ providerId, ...values })
    .returning();
  return row!;
}

export async function updateEvent(db: Tx, id: number, values: EventValues): Promise<EventRow> {
  const [row] = await db.update(calendarEvents).set(values).where(eq(calendarEvents.id, id)).returning();
  return row!;
}

export async function deleteEvent(db: Tx, id: number): Promise<void> {
  await db.delete(calendarEvents).where(eq(calendarEvents.id, id));
}
