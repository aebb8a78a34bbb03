/** Test data for the catalogue and price-list tests (not a test file itself). */
import type { Db } from '../../db/client';
import { cities, orderLines, orders, productTypes, regions } from '../../db/schema';
import { createProductWithCustomerTypes } from './create-product';
import type { ProductInput } from '@pos/shared/api/catalogue';

export interface ReferenceIds {
  regionId: number;
  otherRegionId: number;
  cityId: number;
  productTypeId: number;
  otherProductTypeId: number;
}

/** A region, a city and a product type of the test's own (the reference lists may hold others). */
export async function createReferenceRows(db: Db): Promise<ReferenceIds> {
  const [region, otherRegion] = await db.insert(regions).values([{ name: 'Test north' }, { name: 'Test south' }]).returning();
  const [city] = await db.insert(cities).values({ name: 'Test city', regionId: region!.id }).returning();
  const [type, otherType] = await db.insert(productTypes).values([{ name: 'Test tours' }, { name: 'Test shows' }]).returning();
  return { regionId: region!.id, otherRegionId: otherRegion!.id, cityId: city!.id, productTypeId: type!.id, otherProductTypeId: otherType!.id };
}

let counter = 0;

/** A complete product body (R-PROD-6) with a unique name. */
export function productBody(ref: ReferenceIds, overrides: Partial<ProductInput> = {}): ProductInput {
  return {
    name: `Boat tour ${++counter}`,
    shortDescription: 'Two hours on the lake',
    fullDescription: 'A boat tour around the lake with a guide.',
    address: 'Harbour 1',
    cityId: ref.cityId,
    regionIds: [ref.regionId],
    productTypeId: ref.productTypeId,
    unitName: 'ticket',
    ...overrides,
  };
}

/** A product with the customer types Adult and Child, made through the catalogue's own code. */
export async function createTestProduct(db: Db, providerId: number, ref: ReferenceIds, overrides: Partial<ProductInput> = {}) {
  const product = await createProductWithCustomerTypes(db, providerId, {
    ...productBody(ref, overrides),
    customerTypes: [{ name: 'Adult' }, { name: 'Child', color: '#ff9800' }],
  });
  const [adult, child] = product.customerTypes;
  return { product, adultId: adult!.id, childId: child!.id };
}

let orderNumber = 0;

/** An order selling the product (orders domain tables, written directly) to make things "in use". */
export async function createOrderLine(
  db: Db,
  providerId: number,
  line: { productId: number; customerTypeId: number; priceListId?: number; priceLineId?: number },
): Promise<void> {
  const [order] = await db
    .insert(orders)
    .values({ providerId, orderNumber: ++orderNumber + 1000 * (providerId % 1000), status: 'OK', currencyId: 1, channelId: 1, priceTypeId: 1, vatRateBp: 1800 })
    .returning();
  await db.insert(orderLines).values({ orderId: order!.id, date: '2030-01-01', quantity: 1, seats: 1, persons: 1, unitPrice: 1000, listUnitPrice: 1000, total: 1000, ...line });
}
