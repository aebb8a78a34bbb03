import { and, asc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { BulkInvoiceFilter } from '@pos/shared/api/bulk-invoices';
import type { Tx } from '../../db/client';
import { orders } from '../../db/schema';
import { inPeriod } from '../exports';

export type RunFilter = Static<typeof BulkInvoiceFilter>;

/** The orders a run covers: confirmed (OK) orders created in the period, of one business client if asked. */
function where(providerId: number, filter: RunFilter, timeZone: string): SQL {
  return and(
    eq(orders.providerId, providerId),
    eq(orders.status, 'OK'),
    inPeriod(orders.createDate, filter.fromDate, filter.toDate, timeZone),
    filter.businessClientId ? eq(orders.businessClientId, filter.businessClientId) : undefined,
  )!;
}

export async function countRunOrders(db: Tx, providerId: number, filter: RunFilter, timeZone: string): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(orders).where(where(providerId, filter, timeZone));
  return row!.n;
}

/** The next orders after `afterId`, in id order (a resumed run goes on where it stopped). */
export async function runOrdersAfter(db: Tx, providerId: number, filter: RunFilter, timeZone: string, afterId: number, limit: number): Promise<{ id: number; totalToPay: number }[]> {
  return db
    .select({ id: orders.id, totalToPay: orders.totalToPay })
    .from(orders)
    .where(and(where(providerId, filter, timeZone), gt(orders.id, afterId)))
    .orderBy(asc(orders.id))
    .limit(limit);
}
