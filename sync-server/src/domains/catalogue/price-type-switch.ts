import { refused } from '@pos/shared/errors';
import { PriceType } from '@pos/shared/reference';
import type { Db } from '../../db/client';
import { changeSellingSetting } from './product-settings';
import { findProduct } from './product-repo';

/** The product flag each switchable price type is (Locals and Groups, R-PRICE-13); Tourists have none. */
const FLAG_OF: Partial<Record<number, 'useLocals' | 'useGroups'>> = { [PriceType.Locals]: 'useLocals', [PriceType.Groups]: 'useGroups' };

export interface PriceTypeSwitch {
  productId: number;
  priceTypeId: number;
  active: boolean;
  availableProductPriceTypes: number[];
}

/**
 * C081 (R-PROD-11, price type half): a price type of a product is activated or deactivated. Locals
 * and Groups are the product's selling flags, so the rule Groups-needs-Locals (R-PRICE-12) holds
 * here too (one place: changeSellingSetting). Tourists are always sold (no rule restricts them).
 */
export async function switchPriceType(db: Db, actor: { providerId: number; userId: number }, productId: number, priceTypeId: number, newValue: boolean): Promise<PriceTypeSwitch> {
  const flag = FLAG_OF[priceTypeId];
  if (!flag) {
    if (!(Object.values(PriceType) as number[]).includes(priceTypeId)) throw refused('price-type-unknown', 'No such price type');
    throw refused('price-type-not-switchable', 'Tourists are always sold: only Locals and Groups are switched per product');
  }
  await changeSellingSetting(db, actor, flag, productId, newValue);
  const product = (await findProduct(db, actor.providerId, productId))!;
  return {
    productId,
    priceTypeId,
    active: newValue,
    availableProductPriceTypes: [...(product.useLocals ? [PriceType.Locals] : []), ...(product.useGroups ? [PriceType.Groups] : []), PriceType.Tourists],
  };
}
