import type { Db } from '../../db/client';
import { activeCoupons, type CouponRow } from './coupon-repo';
import type { CouponOptionsInput } from '@pos/shared/api/coupons';

const meets = (couponIds: readonly number[], asked: readonly number[] | undefined) => couponIds.length === 0 || !asked || asked.length === 0 || couponIds.some((id) => asked.includes(id));

/**
 * coupon-options (C088) and coupon/ExistCouponsForThisOrder (C247): the provider's active coupons
 * that may apply to an order of these products, dates, price types and customer types (empty or
 * missing means any, on either side).
 */
export async function couponOptions(db: Db, providerId: number, input: CouponOptionsInput): Promise<CouponRow[]> {
  const all = await activeCoupons(db, providerId);
  return all.filter(
    (c) =>
      (!input.fromDate || c.validDateTo >= input.fromDate) &&
      (!input.toDate || c.validDateFrom <= input.toDate) &&
      (!input.currencyId || c.currencyId === input.currencyId) &&
      meets(c.productIds, input.productsIds) &&
      meets(c.priceTypeIds, input.priceTypesIds) &&
      meets(c.customerTypeIds, input.customerTypesIds),
  );
}
