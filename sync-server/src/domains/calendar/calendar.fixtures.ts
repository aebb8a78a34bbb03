import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import { addDays, instantToLocal } from '@pos/shared/calendar/index';
import type { Db } from '../../db/client';
import { customerTypes, orderLines, orders, priceLists, products, slotOccurrences } from '../../db/schema';

/** Rows the calendar tests need from other domains, made directly (their routes are others' work). */

export const TZ = 'Asia/Jerusalem';

/** A date n days from today in the provider's zone. */
export function day(n: number): string {
  return addDays(instantToLocal(new Date(), TZ).date, n);
}

let counter = 0;

/** A product with a price list covering the next two years (R-SLOT-12) unless told otherwise. */
export async function createProduct(db: Db, providerId: number, opts: { priceList?: { fromDate: string; toDate: string; daysOfWeek?: number; active?: boolean } | null } = {}) {
  const [product] = await db
    .insert(products)
    .values({ providerId, name: `Tour ${++counter} ${Date.now().toString(36)}` })
    .returning();
  const list = opts.priceList === undefined ? { fromDate: day(-400), toDate: day(800) } : opts.priceList;
  if (list) {
    await db.insert(priceLists).values({
      providerId,
      productId: product!.id,
      title: 'Main',
      currencyId: 1,
      channelId: 1,
      priceTypeId: 1,
      fromDate: list.fromDate,
      toDate: list.toDate,
      daysOfWeek: list.daysOfWeek ?? 127,
      active: list.active ?? true,
    });
  }
  return product!;
}

/**
 * The orders schema grows while this is written: required columns this file does not know get a
 * neutral value of their type, so the fixture keeps working as order lines gain fields.
 */
export function completeOrderLine(known: Record<string, unknown>): typeof orderLines.$inferInsert {
  const line = { ...known };
  for (const [key, column] of Object.entries(getTableColumns(orderLines))) {
    if (key in line || !column.notNull || column.hasDefault) continue;
    line[key] = column.dataType === 'number' ? 0 : column.dataType === 'boolean' ? false : column.dataType === 'string' ? '' : null;
  }
  return line as typeof orderLines.$inferInsert;
}

/** An order of `seats` seats on a slot occurrence: its line and the sold count, as the orders domain writes them. */
export async function sellSeats(db: Db, providerId: number, where: { productId: number; slotId: number; date: string; seats: number; status?: string }): Promise<number> {
  const [type] = await db.insert(customerTypes).values({ providerId, productId: where.productId, name: 'Adult' }).returning();
  const [order] = await db
    .insert(orders)
    .values({ providerId, orderNumber: ++counter, status: where.status ?? 'OK', currencyId: 1, channelId: 1, priceTypeId: 1, vatRateBp: 1800 })
    .returning();
  const line = completeOrderLine({
    orderId: order!.id,
    productId: where.productId,
    slotId: where.slotId,
    date: where.date,
    customerTypeId: type!.id,
    quantity: where.seats,
    seats: where.seats,
    persons: where.seats,
    unitPrice: 1000,
    total: 1000 * where.seats,
  });
  await db.insert(orderLines).values(line);
  await db
    .insert(slotOccurrences)
    .values({ slotId: where.slotId, date: where.date, sold: where.seats })
    .onConflictDoUpdate({ target: [slotOccurrences.slotId, slotOccurrences.date], set: { sold: sql`${slotOccurrences.sold} + ${where.seats}` } });
  return order!.id;
}

export async function soldOn(db: Db, slotId: number, date: string): Promise<number> {
  const [row] = await db
    .select({ sold: slotOccurrences.sold })
    .from(slotOccurrences)
    .where(and(eq(slotOccurrences.slotId, slotId), eq(slotOccurrences.date, date)));
  return row?.sold ?? 0;
}

export async function linesOfOrder(db: Db, orderId: number) {
  return db.select({ slotId: orderLines.slotId, date: orderLines.date, startTime: orderLines.startTime }).from(orderLines).where(eq(orderLines.orderId, orderId));
}
