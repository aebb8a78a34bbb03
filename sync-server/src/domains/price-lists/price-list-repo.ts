import { and, asc, eq, inArray, isNull, ne, notExists, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { customerTypes, orderLines, priceLines, priceLists, products, providers } from '../../db/schema';
import type { PriceListView } from '@pos/shared/api/price-lists';

export type PriceListRow = typeof priceLists.$inferSelect;
export type PriceLineRow = typeof priceLines.$inferSelect;
export type NewPriceList = Omit<typeof priceLists.$inferInsert, 'id' | 'providerId' | 'productId' | 'createdAt' | 'updatedAt' | 'deletedAt'>;
export type NewPriceLine = Omit<typeof priceLines.$inferInsert, 'id' | 'priceListId' | 'deletedAt'>;

/** What pricing rules need of a product of the provider (R-PRICE-12, R-PRICE-13), and the provider's zone for "today". */
export async function productForPricing(db: Tx, providerId: number, productId: number) {
  const [row] = await db
    .select({ id: products.id, useLocals: products.useLocals, useGroups: products.useGroups, timezone: providers.timezone })
    .from(products)
    .innerJoin(providers, eq(providers.id, products.providerId))
    .where(and(eq(products.id, productId), eq(products.providerId, providerId), isNull(products.deletedAt)));
  return row;
}

export async function findPriceList(db: Tx, providerId: number, id: number): Promise<PriceListRow | undefined> {
  const [row] = await db
    .select()
    .from(priceLists)
    .where(and(eq(priceLists.id, id), eq(priceLists.providerId, providerId), isNull(priceLists.deletedAt)));
  return row;
}

export function linesOf(db: Tx, priceListIds: readonly number[]): Promise<PriceLineRow[]> {
  if (priceListIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(priceLines)
    .where(and(inArray(priceLines.priceListId, [...priceListIds]), isNull(priceLines.deletedAt)))
    .orderBy(asc(priceLines.priority), asc(priceLines.id));
}

export async function customerTypeIdsOfProduct(db: Tx, productId: number): Promise<Set<number>> {
  const rows = await db
    .select({ id: customerTypes.id })
    .from(customerTypes)
    .where(and(eq(customerTypes.productId, productId), isNull(customerTypes.deletedAt)));
  return new Set(rows.map((r) => r.id));
}

/** Currencies of the product's other active price lists on a channel (R-PRICE-8). */
export async function currenciesOnChannel(db: Tx, productId: number, channelId: number, exceptListId: number | null): Promise<number[]> {
  const rows = await db
    .selectDistinct({ currencyId: priceLists.currencyId })
    .from(priceLists)
    .where(
      and(
        eq(priceLists.productId, productId),
        eq(priceLists.channelId, channelId),
        eq(priceLists.active, true),
        isNull(priceLists.deletedAt),
        exceptListId === null ? undefined : ne(priceLists.id, exceptListId),
      ),
    );
  return rows.map((r) => r.currencyId);
}

/** The price lines among these that order lines refer to (R-PRICE-10). */
export async function linesInUse(db: Tx, lineIds: readonly number[]): Promise<Set<number>> {
  if (lineIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ id: orderLines.priceLineId })
    .from(orderLines)
    .where(inArray(orderLines.priceLineId, [...lineIds]));
  return new Set(rows.map((r) => r.id).filter((id): id is number => id !== null));
}

/** A price line of the provider, not removed. */
export async function findPriceLine(db: Tx, providerId: number, lineId: number) {
  const [row] = await db
    .select({ id: priceLines.id })
    .from(priceLines)
    .innerJoin(priceLists, eq(priceLists.id, priceLines.priceListId))
    .where(and(eq(priceLines.id, lineId), eq(priceLists.providerId, providerId), isNull(priceLines.deletedAt), isNull(priceLists.deletedAt)));
  return row;
}

export async function insertPriceList(db: Tx, providerId: number, productId: number, values: NewPriceList): Promise<number> {
  const [row] = await db.insert(priceLists).values({ ...values, providerId, productId }).returning({ id: priceLists.id });
  return row!.id;
}

export async function updatePriceList(db: Tx, id: number, values: Partial<NewPriceList>): Promise<void> {
  await db.update(priceLists).set({ ...values, updatedAt: new Date() }).where(eq(priceLists.id, id));
}

export async function insertPriceLines(db: Tx, priceListId: number, lines: readonly NewPriceLine[]): Promise<void> {
  if (lines.length) await db.insert(priceLines).values(lines.map((line) => ({ ...line, priceListId })));
}

export async function updatePriceLine(db: Tx, id: number, values: NewPriceLine): Promise<void> {
  await db.update(priceLines).set(values).where(eq(priceLines.id, id));
}

export async function removePriceLines(db: Tx, ids: readonly number[]): Promise<void> {
  if (ids.length) await db.update(priceLines).set({ deletedAt: new Date() }).where(inArray(priceLines.id, [...ids]));
}

/** Price lists of products (not deleted, paused ones included) with their lines, in the read shape. */
export async function priceListsOfProducts(db: Tx, productIds: readonly number[]): Promise<PriceListView[]> {
  if (productIds.length === 0) return [];
  const lists = await db
    .select()
    .from(priceLists)
    .where(and(inArray(priceLists.productId, [...productIds]), isNull(priceLists.deletedAt)))
    .orderBy(asc(priceLists.id));
  const lines = await linesOf(
    db,
    lists.map((l) => l.id),
  );
  return lists.map((list) => toView(list, lines.filter((line) => line.priceListId === list.id)));
}

export function toView(list: PriceListRow, lines: readonly PriceLineRow[]): PriceListView {
  return {
    id: list.id,
    productId: list.productId,
    title: list.title,
    remarks: list.remarks,
    currencyId: list.currencyId,
    channelId: list.channelId,
    priceTypeId: list.priceTypeId,
    businessClientId: list.businessClientId,
    businessClientTypeId: list.businessClientTypeId,
    fromDate: list.fromDate,
    toDate: list.toDate,
    daysOfWeek: list.daysOfWeek,
    perPerson: list.perPerson,
    autoConfirm: list.autoConfirm,
    dailyLimit: list.dailyLimit,
    officialPrice: list.officialPrice,
    fromWizzard: list.fromWizzard,
    active: list.active,
    priceLines: lines.map((line) => ({
      id: line.id,
      productPriceId: line.priceListId,
      productCustomerTypeId: line.customerTypeId,
      amount: line.amount,
      currencyId: list.currencyId,
      isOfficial: line.isOfficial,
      quantity: line.quantity,
      priority: line.priority,
      barCode: line.barCode,
      qtyToUse: line.qtyToUse,
    })),
  };
}

/** Copies a product's price lists and lines onto another product, mapping customer types (copy-product). */
export async function copyPriceLists(db: Tx, fromProductId: number, toProductId: number, customerTypeMap: ReadonlyMap<number, number>): Promise<void> {
  const lists = await db.select().from(priceLists).where(and(eq(priceLists.productId, fromProductId), isNull(priceLists.deletedAt))).orderBy(asc(priceLists.id));
  const lines = await linesOf(
    db,
    lists.map((l) => l.id),
  );
  for (const list of lists) {
    const { id: _id, productId: _p, createdAt: _c, updatedAt: _u, deletedAt: _d, ...values } = list;
    const [copy] = await db.insert(priceLists).values({ ...values, productId: toProductId }).returning({ id: priceLists.id });
    await insertPriceLines(
      db,
      copy!.id,
      lines
        .filter((line) => line.priceListId === list.id && customerTypeMap.has(line.customerTypeId))
        .map(({ id: _lid, priceListId: _pl, deletedAt: _ld, ...line }) => ({ ...line, customerTypeId: customerTypeMap.get(line.customerTypeId)! })),
    );
  }
}

/**
 * A customer type leaves every price list: its lines are removed, and an active list left without
 * lines is deactivated, since a list needs a line (R-PRICE-6).
 */
export async function removeCustomerTypeLines(db: Tx, customerTypeId: number): Promise<void> {
  const removed = await db
    .update(priceLines)
    .set({ deletedAt: new Date() })
    .where(and(eq(priceLines.customerTypeId, customerTypeId), isNull(priceLines.deletedAt)))
    .returning({ priceListId: priceLines.priceListId });
  const listIds = [...new Set(removed.map((r) => r.priceListId))];
  if (listIds.length === 0) return;
  await db
    .update(priceLists)
    .set({ active: false, updatedAt: new Date() })
    .where(
      and(
        inArray(priceLists.id, listIds),
        notExists(db.select({ one: sql`1` }).from(priceLines).where(and(eq(priceLines.priceListId, priceLists.id), isNull(priceLines.deletedAt)))),
      ),
    );
}

/** The end date of every active price list of the provider's products, by product (R-PROD-4 alerts). */
export async function activePriceListEnds(db: Tx, providerId: number): Promise<Map<number, string[]>> {
  const rows = await db
    .select({ productId: priceLists.productId, toDate: priceLists.toDate })
    .from(priceLists)
    .where(and(eq(priceLists.providerId, providerId), eq(priceLists.active, true), isNull(priceLists.deletedAt)));
  const byProduct = new Map<number, string[]>();
  for (const row of rows) byProduct.set(row.productId, [...(byProduct.get(row.productId) ?? []), row.toDate]);
  return byProduct;
}
