import { and, eq, isNull } from 'drizzle-orm';
import type { CouponRow, CurrencyRateRow, SubCouponRow } from '@pos/shared/sync/streams';
import type { DiscountType } from '@pos/shared/coupons/coupon-types';
import { coupons, providerCurrencyRates, subCoupons } from '../../db/schema';
import { anyOf } from '../../db/sql-rows';
import { byId, ids, type Loader } from './stream-loader';

/** R-SET-7: the provider's rates of foreign currencies, each from a date on. */
export const currencyRate: Loader<'currency-rates'> = async (db, who, keys) => {
  const rows = await db
    .select()
    .from(providerCurrencyRates)
    .where(and(anyOf(providerCurrencyRates.id, ids(keys)), eq(providerCurrencyRates.providerId, who.providerId)));
  return byId(rows.map((r): CurrencyRateRow => ({ id: r.id, currencyId: r.currencyId, fromDate: r.fromDate, rate: r.rate })));
};

/** Active, not deleted coupons: an inactive or deleted one is removed from stations. */
export const coupon: Loader<'coupons'> = async (db, who, keys) => {
  const rows = await db
    .select()
    .from(coupons)
    .where(and(anyOf(coupons.id, ids(keys)), eq(coupons.providerId, who.providerId), eq(coupons.active, true), isNull(coupons.deletedAt)));
  if (rows.length === 0) return new Map();
  const serial = await db
    .selectDistinct({ couponId: subCoupons.couponId })
    .from(subCoupons)
    .where(anyOf(subCoupons.couponId, rows.map((c) => c.id)));
  const withSubCoupons = new Set(serial.map((s) => s.couponId));
  return byId(
    rows.map(
      (c): CouponRow => ({
        id: c.id,
        active: true,
        discountType: c.discountType as DiscountType,
        discountAmount: c.discountAmount,
        discountPercentBp: c.discountPercentBp,
        ticketFixedUnitPrice: c.ticketFixedUnitPrice,
        currencyId: c.currencyId,
        productIds: c.productIds,
        customerTypeIds: c.customerTypeIds,
        priceTypeIds: c.priceTypeIds,
        validDateFrom: c.validDateFrom,
        validDateTo: c.validDateTo,
        bookingDateFrom: c.bookingDateFrom,
        bookingDateTo: c.bookingDateTo,
        code: c.code,
        name: c.name,
        couponType: c.couponType,
        whoFinances: c.whoFinances,
        limitationType: c.limitationType,
        limitationAmount: c.limitationAmount,
        used: c.used,
        clubIds: c.clubIds,
        businessClientId: c.businessClientId,
        hasSubCoupons: withSubCoupons.has(c.id),
      }),
    ),
  );
};

/** Serial codes (R-CPN-8) of the provider's coupons; a code of a deleted coupon is removed. */
export const subCoupon: Loader<'sub-coupons'> = async (db, who, keys) => {
  const rows = await db
    .select({ id: subCoupons.id, couponId: subCoupons.couponId, code: subCoupons.code, status: subCoupons.status })
    .from(subCoupons)
    .innerJoin(coupons, eq(coupons.id, subCoupons.couponId))
    .where(and(anyOf(subCoupons.id, ids(keys)), eq(coupons.providerId, who.providerId), isNull(coupons.deletedAt)));
  return byId(rows.map((r): SubCouponRow => ({ id: r.id, couponId: r.couponId, code: r.code, status: r.status })));
};
