import { FieldErrorCollector, notFound, refused } from '@pos/shared/errors';
import { PRICE_TYPES } from '@pos/shared/reference';
import type { Tx } from '../../db/client';
import { removeCustomerTypeLines } from '../price-lists';
import {
  customerTypeHasOrders,
  findCustomerType,
  insertCustomerType,
  softDeleteCustomerType,
  toCustomerTypeView,
  updateCustomerType,
  type CustomerTypeValues,
} from './customer-type-repo';
import { findProduct } from './product-repo';
import type { CustomerTypeInput, CustomerTypeView } from '@pos/shared/api/catalogue';
import { translationsByLanguage } from './translations';

/** POST product/updateCustomerType: creates (no id) or updates a customer type of a product of the provider. */
export async function saveCustomerType(db: Tx, providerId: number, input: CustomerTypeInput): Promise<CustomerTypeView> {
  const product = await findProduct(db, providerId, input.productId);
  if (!product) throw notFound('Product');
  const existing = input.id ? await findCustomerType(db, providerId, input.id) : undefined;
  if (input.id && (!existing || existing.productId !== product.id)) throw notFound('Customer type');

  const errors = new FieldErrorCollector();
  errors.check(input.name.trim() !== '', 'name', 'is required');
  (input.availableProductPriceTypes ?? []).forEach((id, i) =>
    errors.check(
      PRICE_TYPES.some((t) => t.id === id),
      `availableProductPriceTypes[${i}]`,
      'is not a known price type',
    ),
  );
  const translations = input.translations ? Object.fromEntries([...translationsByLanguage(input.translations)].filter(([, value]) => value !== '')) : undefined;
  errors.throwIfAny();

  const values: Partial<CustomerTypeValues> = {
    name: input.name.trim(),
    color: input.color,
    registrationType: input.registrationType,
    extraInfo: input.extraInfo,
    orderBlockMinutes: input.orderBlockMinutes,
    availableProductPriceTypes: input.availableProductPriceTypes === null ? null : input.availableProductPriceTypes ? [...new Set(input.availableProductPriceTypes)] : undefined,
    translations,
  };
  const defined = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<CustomerTypeValues>;
  const row = existing ? await updateCustomerType(db, existing.id, defined) : await insertCustomerType(db, providerId, product.id, { name: values.name!, ...defined });
  return toCustomerTypeView(row);
}

/**
 * DELETE product/deleteCustomerType: refused while orders sell the customer type (itself or
 * through a price line in use); otherwise it and its price lines go (R-PRICE-10).
 */
export async function deleteCustomerType(db: Tx, providerId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const customerType = await findCustomerType(tx, providerId, id);
    if (!customerType) throw notFound('Customer type');
    if (await customerTypeHasOrders(tx, id)) throw refused('customer-type-in-use', 'The customer type is used by orders and cannot be deleted');
    await softDeleteCustomerType(tx, id);
    await removeCustomerTypeLines(tx, id);
  });
}
