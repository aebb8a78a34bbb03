import { notFound } from '@pos/shared/errors';
import { PRODUCT_TRANSLATION_FIELDS } from '@pos/shared/catalogue/product-rules';
import type { Tx } from '../../db/client';
import { priceListsOfProducts } from '../price-lists';
import { customerTypesOf, toCustomerTypeView } from './customer-type-repo';
import { findProduct, productTypeName, regionIdsOf, slotAndPriceFlags, tagsOf } from './product-repo';
import type { ProductView } from '@pos/shared/api/catalogue';
import { translationsOf } from './translation-repo';

/** Per field (every translatable one), its value in each language that has one. */
export async function productTranslationsView(db: Tx, productId: number): Promise<Record<string, { language: string; value: string }[]>> {
  const view: Record<string, { language: string; value: string }[]> = Object.fromEntries(PRODUCT_TRANSLATION_FIELDS.map((field) => [field, []]));
  for (const row of await translationsOf(db, productId)) (view[row.field] ??= []).push({ language: row.language, value: row.value });
  return view;
}

/** GET product/{id}: the product with its customer types, price lists and lines, regions, tags and translations. */
export async function loadProductView(db: Tx, providerId: number, id: number): Promise<ProductView> {
  const product = await findProduct(db, providerId, id);
  if (!product) throw notFound('Product');
  const flags = await slotAndPriceFlags(db, id);
  const { deletedAt: _deleted, ...fields } = product;
  return {
    ...fields,
    ...flags,
    productTypeName: await productTypeName(db, product.productTypeId),
    createdAt: product.createdAt.toISOString(),
    updatedAt: product.updatedAt.toISOString(),
    regions: await regionIdsOf(db, id),
    tags: await tagsOf(db, id),
    customerTypes: (await customerTypesOf(db, id)).map(toCustomerTypeView),
    prices: await priceListsOfProducts(db, [id]),
    translations: await productTranslationsView(db, id),
  };
}
