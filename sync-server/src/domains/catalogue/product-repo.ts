import { and, asc, count, desc, eq, exists, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { cities, countries, orderLines, priceLists, productRegions, productTags, productTypes, products, providers, regions, slots, tags } from '../../db/schema';

export type ProductRow = typeof products.$inferSelect;
export type ProductValues = Omit<typeof products.$inferInsert, 'id' | 'providerId' | 'createdAt' | 'updatedAt' | 'deletedAt'>;

const notDeleted = isNull(products.deletedAt);

/** A product of the provider, not deleted; undefined for another provider's (answered as not found). */
export async function findProduct(db: Tx, providerId: number, id: number): Promise<ProductRow | undefined> {
  const [row] = await db.select().from(products).where(and(eq(products.id, id), eq(products.providerId, providerId), notDeleted));
  return row;
}

/** The provider's time zone, for "today" on its wall clock. */
export async function providerTimeZone(db: Tx, providerId: number): Promise<string> {
  const [row] = await db.select({ timezone: providers.timezone }).from(providers).where(eq(providers.id, providerId));
  return row?.timezone ?? 'Asia/Jerusalem';
}

/** R-PROD-8: is the name used by another product of the provider (case-insensitive)? */
export async function nameTaken(db: Tx, providerId: number, name: string, exceptId: number | null): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(products)
    .where(and(eq(products.providerId, providerId), notDeleted, sql`lower(${products.name}) = lower(${name})`, exceptId === null ? undefined : ne(products.id, exceptId)));
  return (row?.n ?? 0) > 0;
}

/** Lower-cased names of the provider's products starting with the prefix (for copy names). */
export async function namesStartingWith(db: Tx, providerId: number, prefix: string): Promise<Set<string>> {
  const rows = await db
    .select({ name: products.name })
    .from(products)
    .where(and(eq(products.providerId, providerId), notDeleted, sql`starts_with(lower(${products.name}), lower(${prefix}))`));
  return new Set(rows.map((r) => r.name.toLowerCase()));
}

/** A concurrent save took the name first: the unique index of R-PROD-8 refused the row. */
export function isNameConflict(error: unknown): boolean {
  const pg = (error as { cause?: { code?: string; constraint?: string } }).cause ?? (error as { code?: string; constraint?: string });
  return pg?.code === '23505' && pg.constraint === 'products_provider_name';
}

export async function insertProduct(db: Tx, providerId: number, values: ProductValues): Promise<number> {
  const [row] = await db.insert(products).values({ ...values, providerId }).returning({ id: products.id });
  return row!.id;
}

export async function updateProduct(db: Tx, id: number, values: Partial<ProductValues>): Promise<void> {
  await db.update(products).set({ ...values, updatedAt: new Date() }).where(eq(products.id, id));
}

export async function softDeleteProduct(db: Tx, id: number): Promise<void> {
  await db.update(products).set({ deletedAt: new Date(), onAir: false, updatedAt: new Date() }).where(eq(products.id, id));
}

export async function regionIdsOf(db: Tx, productId: number): Promise<number[]> {
  const rows = await db.select({ regionId: productRegions.regionId }).from(productRegions).where(eq(productRegions.productId, productId)).orderBy(asc(productRegions.regionId));
  return rows.map((r) => r.regionId);
}

export async function replaceRegions(db: Tx, productId: number, regionIds: readonly number[]): Promise<void> {
  await db.delete(productRegions).where(eq(productRegions.productId, productId));
  const unique = [...new Set(regionIds)];
  if (unique.length) await db.insert(productRegions).values(unique.map((regionId) => ({ productId, regionId })));
}

export function tagsOf(db: Tx, productId: number) {
  return db
    .select({ id: tags.id, name: tags.name, type: productTags.type })
    .from(productTags)
    .innerJoin(tags, eq(tags.id, productTags.tagId))
    .where(eq(productTags.productId, productId))
    .orderBy(asc(tags.name));
}

/** Replaces the product's tags of one type (included or excluded); a tag moves from the other type. */
export async function replaceTagsOfType(db: Tx, productId: number, type: string, tagIds: readonly number[]): Promise<void> {
  await db.delete(productTags).where(and(eq(productTags.productId, productId), or(eq(productTags.type, type), tagIds.length ? inArray(productTags.tagId, [...tagIds]) : undefined)));
  const unique = [...new Set(tagIds)];
  if (unique.length) await db.insert(productTags).values(unique.map((tagId) => ({ productId, tagId, type })));
}

export async function copyRegionsAndTags(db: Tx, fromProductId: number, toProductId: number): Promise<void> {
  await replaceRegions(db, toProductId, await regionIdsOf(db, fromProductId));
  const links = await db.select().from(productTags).where(eq(productTags.productId, fromProductId));
  if (links.length) await db.insert(productTags).values(links.map((link) => ({ ...link, productId: toProductId })));
}

/** Which of the given reference ids do not exist (400 field errors of a product save). */
export async function unknownReferences(db: Tx, refs: { cityId: number | null; productTypeId: number | null; countryId: number | null; regionIds: readonly number[] }) {
  const has = async (table: typeof cities | typeof productTypes | typeof countries, id: number | null) =>
    id === null || (await db.select({ id: table.id }).from(table).where(eq(table.id, id))).length > 0;
  const knownRegions = refs.regionIds.length
    ? new Set((await db.select({ id: regions.id }).from(regions).where(inArray(regions.id, [...refs.regionIds]))).map((r) => r.id))
    : new Set<number>();
  return {
    cityId: !(await has(cities, refs.cityId)),
    productTypeId: !(await has(productTypes, refs.productTypeId)),
    countryId: !(await has(countries, refs.countryId)),
    regionIds: refs.regionIds.filter((id) => !knownRegions.has(id)),
  };
}

export async function productTypeName(db: Tx, productTypeId: number | null): Promise<string | null> {
  if (productTypeId === null) return null;
  const [row] = await db.select({ name: productTypes.name }).from(productTypes).where(eq(productTypes.id, productTypeId));
  return row?.name ?? null;
}

/** R-PERM-18: does any order line sell this product? */
export async function productHasOrders(db: Tx, productId: number): Promise<boolean> {
  const rows = await db.select({ id: orderLines.id }).from(orderLines).where(eq(orderLines.productId, productId)).limit(1);
  return rows.length > 0;
}

/** hasSlot and hasPriceList of the product row a query selects (built by the query builder, so columns stay qualified). */
function slotAndPriceColumns(db: Tx) {
  const one = { one: sql`1` };
  return {
    hasSlot: sql<boolean>`${exists(db.select(one).from(slots).where(and(eq(slots.productId, products.id), isNull(slots.deletedAt))))}`,
    hasPriceList: sql<boolean>`${exists(
      db
        .select(one)
        .from(priceLists)
        .where(and(eq(priceLists.productId, products.id), isNull(priceLists.deletedAt), eq(priceLists.active, true))),
    )}`,
  };
}

export async function slotAndPriceFlags(db: Tx, productId: number): Promise<{ hasSlot: boolean; hasPriceList: boolean }> {
  const [row] = await db.select(slotAndPriceColumns(db)).from(products).where(eq(products.id, productId));
  return { hasSlot: row?.hasSlot ?? false, hasPriceList: row?.hasPriceList ?? false };
}

export const PRODUCT_PAGE_SIZE = 20;

/** POST products: the provider's products by the catalogue filter, newest first, one page. */
export async function listProducts(
  db: Tx,
  providerId: number,
  filter: { productName?: string | null; typeId?: number | null; status?: 'active' | 'inactive' | 'all' | null; keyword?: string | null; pageIndex: number },
) {
  const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const conditions: (SQL | undefined)[] = [eq(products.providerId, providerId), notDeleted];
  if (filter.productName?.trim()) conditions.push(ilike(products.name, like(filter.productName.trim())));
  if (filter.typeId) conditions.push(eq(products.productTypeId, filter.typeId));
  if (filter.status === 'active') conditions.push(eq(products.active, true));
  if (filter.status === 'inactive') conditions.push(eq(products.active, false));
  const keyword = filter.keyword?.trim();
  if (keyword) {
    const k = like(keyword);
    conditions.push(or(ilike(products.name, k), ilike(products.shortDescription, k), ilike(products.fullDescription, k), ilike(products.address, k)));
  }
  const where = and(...conditions);
  const [total] = await db.select({ n: count() }).from(products).where(where);
  const items = await db
    .select({
      id: products.id,
      name: products.name,
      active: products.active,
      onAir: products.onAir,
      shortDescription: products.shortDescription,
      productTypeId: products.productTypeId,
      productTypeName: productTypes.name,
      cityId: products.cityId,
      calendarColor: products.calendarColor,
      wizzardStep: products.wizzardStep,
      ...slotAndPriceColumns(db),
      createdAt: products.createdAt,
    })
    .from(products)
    .leftJoin(productTypes, eq(productTypes.id, products.productTypeId))
    .where(where)
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(PRODUCT_PAGE_SIZE)
    .offset(filter.pageIndex * PRODUCT_PAGE_SIZE);
  return {
    items: items.map((item) => ({ ...item, createdAt: item.createdAt.toISOString() })),
    totalCount: total?.n ?? 0,
    pageIndex: filter.pageIndex,
    pageSize: PRODUCT_PAGE_SIZE,
  };
}

/** The provider's live products (active, not deleted) with what the unfinished-product alerts read. */
export function activeProductsOf(db: Tx, providerId: number) {
  return db
    .select({ id: products.id, name: products.name, ticketImagePath: products.ticketImagePath })
    .from(products)
    .where(and(eq(products.providerId, providerId), eq(products.active, true), notDeleted))
    .orderBy(asc(products.name));
}

/** R-SLOT-21 carried to slots: the product's order block applies to all its slots (updateSlotsOrderBlockMin). */
export async function applyOrderBlockToSlots(db: Tx, product: Pick<ProductRow, 'id' | 'blockCreatingNewOrdersBefore' | 'orderBlockMinutes'>): Promise<number> {
  const updated = await db
    .update(slots)
    .set({ blockCreatingNewOrdersBefore: product.blockCreatingNewOrdersBefore, orderBlockMinutes: product.orderBlockMinutes, updatedAt: new Date() })
    .where(and(eq(slots.productId, product.id), isNull(slots.deletedAt)))
    .returning({ id: slots.id });
  return updated.length;
}
