import { and, asc, eq, gte, isNull, lte, or } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { customerTypes, priceLists, products, slots } from '../../db/schema';

/** Ids of the product's slots that may occur on the date (the series expansion decides). */
export async function slotIdsOfProduct(db: Tx, providerId: number, productId: number, date: string): Promise<number[]> {
  const rows = await db
    .select({ id: slots.id })
    .from(slots)
    .where(
      and(
        eq(slots.providerId, providerId),
        eq(slots.productId, productId),
        isNull(slots.deletedAt),
        lte(slots.startDate, date),
        or(isNull(slots.repeatEndDate), gte(slots.repeatEndDate, date), eq(slots.repeatMode, 1)),
      ),
    );
  return rows.map((r) => r.id);
}

export function customerTypesOfProduct(db: Tx, providerId: number, productId: number) {
  return db
    .select({ id: customerTypes.id, name: customerTypes.name, color: customerTypes.color, registrationType: customerTypes.registrationType })
    .from(customerTypes)
    .where(and(eq(customerTypes.providerId, providerId), eq(customerTypes.productId, productId), isNull(customerTypes.deletedAt)))
    .orderBy(asc(customerTypes.id));
}

/** Active products of the provider with an active price list of the price type still running on the date. */
export function productsWithPriceLists(db: Tx, providerId: number, q: { priceTypeId: number; date: string; channelId?: number; businessClientId: number | null }) {
  return db
    .select({
      id: products.id,
      name: products.name,
      pricePerPerson: products.pricePerPerson,
      currencyId: priceLists.currencyId,
      autoConfirm: priceLists.autoConfirm,
    })
    .from(products)
    .innerJoin(priceLists, eq(priceLists.productId, products.id))
    .where(
      and(
        eq(products.providerId, providerId),
        eq(products.active, true),
        isNull(products.deletedAt),
        eq(priceLists.providerId, providerId),
        eq(priceLists.active, true),
        isNull(priceLists.deletedAt),
        eq(priceLists.priceTypeId, q.priceTypeId),
        gte(priceLists.toDate, q.date),
        q.channelId === undefined ? undefined : eq(priceLists.channelId, q.channelId),
        q.businessClientId === null ? isNull(priceLists.businessClientId) : or(isNull(priceLists.businessClientId), eq(priceLists.businessClientId, q.businessClientId)),
      ),
    )
    .orderBy(asc(products.name), asc(products.id));
}
