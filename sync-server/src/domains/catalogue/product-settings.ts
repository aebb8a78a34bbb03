import { fieldError, FieldErrorCollector, notFound, refused } from '@pos/shared/errors';
import { groupsWithoutLocals, isSellingSetting, missingForOnAir } from '@pos/shared/catalogue/product-rules';
import { ProductAlertType } from '@pos/shared/catalogue/product-alerts';
import type { Tx } from '../../db/client';
import { priceListsOfProducts } from '../price-lists';
import { customerTypesOf } from './customer-type-repo';
import { applyOrderBlockToSlots, findProduct, regionIdsOf, unknownReferences, updateProduct, type ProductRow } from './product-repo';
import { recordProductAlert } from './product-alerts-repo';

/** The product switches of R-PROD-11 and R-PROD-12. */
type ProductSwitch = 'active' | 'autoOrderNotifications' | 'allowAssignEmployees' | 'useCashier' | 'useLocals' | 'useGroups' | 'useB2cChannels' | 'useDirectChannels' | 'useIndex' | 'onAir';

export interface SwitchResult {
  productId: number;
  setting: string;
  value: boolean;
}

async function productOf(db: Tx, providerId: number, productId: number): Promise<ProductRow> {
  const product = await findProduct(db, providerId, productId);
  if (!product) throw notFound('Product');
  return product;
}

/** Sets a switch to newValue, or flips it when no value is given. */
export async function switchProduct(db: Tx, providerId: number, productId: number, setting: ProductSwitch, newValue?: boolean): Promise<SwitchResult> {
  const product = await productOf(db, providerId, productId);
  const value = newValue ?? !product[setting];
  await updateProduct(db, product.id, { [setting]: value });
  return { productId: product.id, setting, value };
}

/** R-PROD-6 on going live: the product must be whole (fields, regions, a customer type, an active price list). */
async function checkReadyForAir(db: Tx, product: ProductRow): Promise<void> {
  if (!product.active) throw refused('product-inactive', 'An inactive product cannot go on air');
  const prices = await priceListsOfProducts(db, [product.id]);
  const missing = missingForOnAir({
    ...product,
    regionIds: await regionIdsOf(db, product.id),
    customerTypeCount: (await customerTypesOf(db, product.id)).length,
    activePriceListCount: prices.filter((list) => list.active && list.priceLines.length > 0).length,
  });
  if (missing.length) throw refused('product-incomplete', `The product cannot go on air before it has: ${missing.join(', ')}`, { missingFields: missing });
}

/**
 * POST product/changeSellingSetting/{setting} (R-PROD-12). Groups are sold only together with
 * locals (R-PRICE-12). Going on air needs a whole product and records the OnAir notification (R-PROD-2).
 */
export async function changeSellingSetting(db: Tx, actor: { providerId: number; userId: number }, setting: string, productId: number, newValue: boolean): Promise<SwitchResult> {
  if (!isSellingSetting(setting)) throw fieldError('setting', 'is not a selling setting');
  return db.transaction(async (tx) => {
    const product = await productOf(tx, actor.providerId, productId);
    if (groupsWithoutLocals({ ...product, [setting]: newValue })) throw refused('groups-need-locals', 'Group cannot be selected without Locals');
    const goesOnAir = setting === 'onAir' && newValue && !product.onAir;
    if (goesOnAir) {
      await checkReadyForAir(tx, product);
      await recordProductAlert(tx, { providerId: actor.providerId, productId: product.id, type: ProductAlertType.OnAir, userId: actor.userId });
    }
    return switchProduct(tx, actor.providerId, product.id, setting, newValue);
  });
}

/** POST product/{id}/updateSlotsOrderBlockMin: the product's order block (R-SLOT-21) is copied to its slots. */
export async function updateSlotsOrderBlock(db: Tx, providerId: number, productId: number): Promise<number> {
  return applyOrderBlockToSlots(db, await productOf(db, providerId, productId));
}

export interface ProductAddress {
  productId: number;
  address: string;
  cityId: number;
  countryId?: number | null;
  latitude?: number | null;
  longitude?: number | null;
}

/** POST save-product-address: address and city are required (R-PROD-6), and must be known places. */
export async function saveProductAddress(db: Tx, providerId: number, input: ProductAddress): Promise<void> {
  const product = await productOf(db, providerId, input.productId);
  const errors = new FieldErrorCollector();
  errors.check(input.address.trim() !== '', 'address', 'is required');
  const unknown = await unknownReferences(db, { cityId: input.cityId, countryId: input.countryId ?? null, productTypeId: null, regionIds: [] });
  errors.check(!unknown.cityId, 'cityId', 'is not a known city');
  errors.check(!unknown.countryId, 'countryId', 'is not a known country');
  errors.throwIfAny();
  await updateProduct(db, product.id, {
    address: input.address.trim(),
    cityId: input.cityId,
    ...(input.countryId !== undefined && { countryId: input.countryId }),
    ...(input.latitude !== undefined && { latitude: input.latitude }),
    ...(input.longitude !== undefined && { longitude: input.longitude }),
  });
}
