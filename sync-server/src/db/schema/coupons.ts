import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { providers } from './accounts';
import { orders } from './orders';
import { businessClients } from './business-clients';

/**
 * A coupon (001 §3 Coupon, R-CPN-1, R-CPN-10). Money is integer minor units in the coupon's
 * currency; a percent is basis points. The limit counts tickets or money (R-CPN-7); `used` only
 * grows through one guarded UPDATE so concurrent redemptions never pass the limit.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    providerId: integer('provider_id').notNull().references(() => providers.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** Regular, NextPurchase, BusinessClientAgreement */
    couponType: text('coupon_type').notNull(),
    /** Discount, TicketFixedUnitPrice, NoDiscount */
    discountType: text('discount_type').notNull(),
    discountAmount: integer('discount_amount'),
    discountPercentBp: integer('discount_percent_bp'),
    ticketFixedUnitPrice: integer('ticket_fixed_unit_price'),
    /** NoFinance, EntireOrder, Discount */
    whoFinances: text('who_finances').notNull(),
    /** tickets or amount; null: unlimited */
    limitationType: text('limitation_type'),
    limitationAmount: integer('limitation_amount'),
    used: integer('used').notNull().default(0),
    validDateFrom: date('valid_date_from', { mode: 'string' }).notNull(),
    validDateTo: date('valid_date_to', { mode: 'string' }).notNull(),
    bookingDateFrom: date('booking_date_from', { mode: 'string' }),
    bookingDateTo: date('booking_date_to', { mode: 'string' }),
    active: boolean('active').notNull().default(true),
    currencyId: integer('currency_id').notNull(),
    productIds: jsonb('product_ids').$type<number[]>().notNull().default(sql`'[]'::jsonb`),
    customerTypeIds: jsonb('customer_type_ids').$type<number[]>().notNull().default(sql`'[]'::jsonb`),
    priceTypeIds: jsonb('price_type_ids').$type<number[]>().notNull().default(sql`'[]'::jsonb`),
    clubIds: jsonb('club_ids').$type<number[]>().notNull().default(sql`'[]'::jsonb`),
    businessClientId: integer('business_client_id').references(() => businessClients.id),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('coupons_provider').on(t.providerId),
    // R-CPN-2: the code is unique among the provider's active coupons.
    uniqueIndex('coupons_provider_active_code').on(t.providerId, sql`lower(${t.code})`).where(sql`${t.active} and ${t.deletedAt} is null`),
    check('coupons_used_within_limit', sql`${t.limitationAmount} is null or ${t.used} <= ${t.limitationAmount}`),
  ],
);

/** A serial code of a coupon (R-CPN-8): Free, Reserved or Used, with the order that took it. */
export const subCoupons = pgTable(
  'sub_coupons',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    couponId: integer('coupon_id').notNull().references(() => coupons.id),
    code: text('code').notNull(),
    status: text('status').notNull().default('Free'),
    orderId: integer('order_id').references(() => orders.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sub_coupons_code').on(t.code), index('sub_coupons_coupon').on(t.couponId)],
);

/** One redemption of a coupon by an order: tickets and money it took from the limit (R-CPN-6, R-CPN-7). */
export const couponUses = pgTable(
  'coupon_uses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    couponId: integer('coupon_id').notNull().references(() => coupons.id),
    orderId: integer('order_id').notNull().references(() => orders.id),
    quantity: integer('quantity').notNull(),
    amount: integer('amount').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('coupon_uses_coupon').on(t.couponId), index('coupon_uses_order').on(t.orderId)],
);

/**
 * A business client's external coupon system and credentials (R-BC-8). The password is stored
 * encrypted (AES-256-GCM, see domains/coupons/external/secret.ts) and never returned.
 */
export const businessClientCouponSystems = pgTable('business_client_coupon_systems', {
  businessClientId: integer('business_client_id').primaryKey().references(() => businessClients.id),
  /** Multipass, Dts, Icmega, Tmura */
  system: text('system').notNull(),
  url: text('url').notNull().default(''),
  username: text('username').notNull().default(''),
  passwordEncrypted: text('password_encrypted').notNull().default(''),
  terminal: text('terminal').notNull().default(''),
  organizationId: text('organization_id').notNull().default(''),
});
