import { Type, type Static } from 'typebox';
import { COUPON_TYPES, DISCOUNT_TYPES, LIMITATION_TYPES, SUB_COUPON_STATUSES, WHO_FINANCES } from '../coupons/coupon-types';
import { Id, LocalDate, Nullable, PageIndex, Text } from './primitives';

/** Money and counts that fit an integer column. */
const Amount = Type.Integer({ minimum: 0, maximum: 2_000_000_000, description: 'minor units' });
const Ids = Type.Array(Id, { maxItems: 500 });

/** A coupon as the back office sees it (001 §3 Coupon); discountPercent is a percent with up to 2 decimals. */
export const Coupon = Type.Object({
  id: Id,
  couponCode: Type.String(),
  couponName: Type.String(),
  couponType: Type.String(),
  discountType: Type.String(),
  discountAmount: Nullable(Type.Integer()),
  discountPercent: Nullable(Type.Number()),
  ticketFixedUnitPrice: Nullable(Type.Integer()),
  whoFinances: Type.String(),
  limitationType: Nullable(Type.String()),
  limitationAmount: Nullable(Type.Integer()),
  usedLimitationTotal: Type.Integer(),
  leftLimitationTotal: Nullable(Type.Integer()),
  validDateFrom: Type.String(),
  validDateTo: Type.String(),
  bookingDateFrom: Nullable(Type.String()),
  bookingDateTo: Nullable(Type.String()),
  active: Type.Boolean(),
  passed: Type.Boolean(),
  currencyId: Type.Integer(),
  productIds: Type.Array(Type.Integer()),
  customerTypeIds: Type.Array(Type.Integer()),
  priceTypeIds: Type.Array(Type.Integer()),
  clubIds: Type.Array(Type.Integer()),
  businessClientId: Nullable(Type.Integer()),
  subCouponsCount: Type.Integer(),
  createdAt: Type.String(),
  /** coupon/{id} and coupon/save: orders use it, so it can be neither edited nor deleted (R-CPN-6). */
  usedByOrders: Type.Optional(Type.Boolean()),
});
export type CouponView = Static<typeof Coupon>;

export const CouponBody = Type.Object({
  id: Type.Optional(Id),
  couponCode: Type.String({ minLength: 1, maxLength: 50, pattern: '^[^\\u0000\\s]+$' }),
  couponName: Text(200),
  couponType: Type.Enum([...COUPON_TYPES]),
  discountType: Type.Enum([...DISCOUNT_TYPES]),
  discountAmount: Type.Optional(Nullable(Amount)),
  discountPercent: Type.Optional(Nullable(Type.Number({ minimum: 0, maximum: 1000 }))),
  ticketFixedUnitPrice: Type.Optional(Nullable(Amount)),
  whoFinances: Type.Enum([...WHO_FINANCES]),
  limitationType: Type.Optional(Nullable(Type.Enum([...LIMITATION_TYPES]))),
  limitationAmount: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 2_000_000_000 }))),
  validDateFrom: LocalDate,
  validDateTo: LocalDate,
  bookingDateFrom: Type.Optional(Nullable(LocalDate)),
  bookingDateTo: Type.Optional(Nullable(LocalDate)),
  active: Type.Optional(Type.Boolean()),
  currencyId: Id,
  productIds: Type.Optional(Ids),
  customerTypeIds: Type.Optional(Ids),
  priceTypeIds: Type.Optional(Ids),
  clubIds: Type.Optional(Ids),
  businessClientId: Type.Optional(Nullable(Id)),
  /** Serial codes to add (a business-client agreement's sub-coupons). */
  subCouponsToCreate: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })),
  ignoreWarning: Type.Optional(Type.Boolean()),
});
export type CouponInput = Static<typeof CouponBody>;

/** 001 §3 Coupon search filter. status: Active, Inactive or Passed (active dates over). */
export const CouponFilter = Type.Object({
  code: Type.Optional(Text(50)),
  name: Type.Optional(Text(200)),
  fromDate: Type.Optional(LocalDate),
  toDate: Type.Optional(LocalDate),
  clubId: Type.Optional(Id),
  productId: Type.Optional(Id),
  priceTypeId: Type.Optional(Id),
  discountType: Type.Optional(Type.Enum([...DISCOUNT_TYPES])),
  currencyId: Type.Optional(Id),
  status: Type.Optional(Type.Enum(['Active', 'Inactive', 'Passed'])),
  keyword: Type.Optional(Text(200)),
  fromBusinessClient: Type.Optional(Type.Boolean()),
  pageIndex: Type.Optional(PageIndex),
});
export type CouponFilterInput = Static<typeof CouponFilter>;

export const SubCoupon = Type.Object({ code: Type.String(), status: Type.String(), orderId: Nullable(Type.Integer()) });
export const SubCouponStatusBody = Type.Object({ Code: Type.String({ minLength: 1, maxLength: 100, pattern: '^[^\\u0000]*$' }), Status: Type.Enum([...SUB_COUPON_STATUSES]) });

/** C088 coupon-options; ExistCouponsForThisOrder takes the same order description. */
export const CouponOptionsBody = Type.Object({
  productsIds: Type.Optional(Ids),
  fromDate: Type.Optional(LocalDate),
  toDate: Type.Optional(LocalDate),
  priceTypesIds: Type.Optional(Ids),
  customerTypesIds: Type.Optional(Ids),
  currencyId: Type.Optional(Id),
});
export type CouponOptionsInput = Static<typeof CouponOptionsBody>;

export const ProviderCoupon = Type.Object({ id: Id, name: Type.String(), code: Type.String() });
