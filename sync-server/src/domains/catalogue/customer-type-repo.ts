import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { customerTypes, orderLines, priceLines, products } from '../../db/schema';
import type { CustomerTypeView } from '@pos/shared/api/catalogue';

export type CustomerTypeRow = typeof customerTypes.$inferSelect;
export type CustomerTypeValues = Omit<typeof customerTypes.$inferInsert, 'id' | 'providerId' | 'productId' | 'deletedAt'>;

/** A customer type of the provider whose product is not deleted. */
export async function findCustomerType(db: Tx, providerId: number, id: number): Promise<CustomerTypeRow | undefined> {
  const [row] = await db
    .select({ customerType: customerTypes })
    .from(customerTypes)
    .innerJoin(products, eq(products.id, customerTypes.productId))
    .where(and(eq(customerTypes.id, id), eq(customerTypes.providerId, providerId), isNull(customerTypes.deletedAt), isNull(products.deletedAt)));
  return row?.customerType;
}

export function customerTypesOf(db: Tx, productId: number): Promise<CustomerTypeRow[]> {
  return db
    .select()
    .from(customerTypes)
    .where(and(eq(customerTypes.productId, productId), isNull(customerTypes.deletedAt)))
    .orderBy(asc(customerTypes.id));
}

export async function insertCustomerType(db: Tx, providerId: number, productId: number, values: CustomerTypeValues): Promise<CustomerTypeRow> {
  const [row] = await db.insert(customerTypes).values({ ...values, providerId, productId }).returning();
  return row!;
}

export async function updateCustomerType(db: Tx, id: number, values: Partial<CustomerTypeValues>): Promise<CustomerTypeRow> {
  const [row] = await db.update(customerTypes).set(values).where(eq(customerTypes.id, id)).returning();
  return row!;
}

export async function softDeleteCustomerType(db: Tx, id: number): Promise<void> {
  await db.update(customerTypes).set({ deletedAt: new Date() }).where(eq(customerTypes.id, id));
}

/** Does any order line sell this customer type, directly or through one of its price lines? */
export async function customerTypeHasOrders(db: Tx, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: orderLines.id })
    .from(orderLines)
    .where(or(eq(orderLines.customerTypeId, id), inArray(orderLines.priceLineId, db.select({ id: priceLines.id }).from(priceLines).where(eq(priceLines.customerTypeId, id)))))
    .limit(1);
  return rows.length > 0;
}

export function toCustomerTypeView(row: CustomerTypeRow): CustomerTypeView {
  return {
    id: row.id,
    productId: row.productId,
    name: row.name,
    color: row.color,
    registrationType: row.registrationType,
    extraInfo: row.extraInfo,
    orderBlockMinutes: row.orderBlockMinutes,
    availableProductPriceTypes: row.availableProductPriceTypes,
    translations: Object.entries(row.translations).map(([language, value]) => ({ language, value })),
  };
}
