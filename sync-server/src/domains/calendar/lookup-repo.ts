import { and, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { priceLists, products, providers } from '../../db/schema';

/** What the calendar reads of other domains' tables: the provider's zone, its products, their price lists. */

export async function providerTimeZone(db: Tx, providerId: number): Promise<string> {
  const [row] = await db.select({ timezone: providers.timezone }).from(providers).where(eq(providers.id, providerId));
  return row?.timezone ?? 'Asia/Jerusalem';
}

/** The ids among these that are products of the provider, not deleted. */
export async function ownProductIds(db: Tx, providerId: number, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.providerId, providerId), isNull(products.deletedAt), inArray(products.id, [...ids])));
  return new Set(rows.map((r) => r.id));
}

/**
 * R-SLOT-12: an active price list of the product, not deleted, whose dates and week days cover the date.
 */
export async function hasPriceListFor(db: Tx, providerId: number, productId: number, date: string): Promise<boolean> {
  const [row] = await db
    .select({ id: priceLists.id })
    .from(priceLists)
    .where(
      and(
        eq(priceLists.providerId, providerId),
        eq(priceLists.productId, productId),
        eq(priceLists.active, true),
        isNull(priceLists.deletedAt),
        lte(priceLists.fromDate, date),
        gte(priceLists.toDate, date),
        sql`(${priceLists.daysOfWeek} & (1 << extract(dow from ${date}::date)::int)) <> 0`,
      ),
    )
    .limit(1);
  return row !== undefined;
}
