/** Coupon enumerations (R-CPN-8, R-CPN-10, 001 §9). */
export const COUPON_TYPES = ['Regular', 'NextPurchase', 'BusinessClientAgreement'] as const;
export type CouponType = (typeof COUPON_TYPES)[number];

export const DISCOUNT_TYPES = ['Discount', 'TicketFixedUnitPrice', 'NoDiscount'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

export const WHO_FINANCES = ['NoFinance', 'EntireOrder', 'Discount'] as const;
export type WhoFinances = (typeof WHO_FINANCES)[number];

/** A limit counts tickets (customer quantity) or money taken off (R-CPN-7). */
export const LIMITATION_TYPES = ['tickets', 'amount'] as const;
export type LimitationType = (typeof LIMITATION_TYPES)[number];

/** A sub-coupon is shown Free, Reserved or Used; the code's first state "Created" is Free (R-CPN-8). */
export const SUB_COUPON_STATUSES = ['Free', 'Reserved', 'Used'] as const;
export type SubCouponStatus = (typeof SUB_COUPON_STATUSES)[number];

export const EXTERNAL_COUPON_SYSTEMS = ['Multipass', 'Dts', 'Icmega', 'Tmura'] as const;
export type ExternalCouponSystem = (typeof EXTERNAL_COUPON_SYSTEMS)[number];

/** R-CPN-3, our reading: a percent may be up to and including 100 (a free ticket), never above. */
export const MAX_COUPON_PERCENT_BP = 10_000;
