import { sql } from 'drizzle-orm';
import { boolean, date, doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { providers } from './accounts';
import { cities, regions } from './reference';

/** A product: an activity or ticket with slots and price lists. */
export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    providerId: integer('provider_id').notNull().references(() => providers.id),
    name: text('name').notNull(),
    /** R-PROD-1: a new product starts active, not on air, sellable to locals, B2C and direct channels. */
    active: boolean('active').notNull().default(true),
    onAir: boolean('on_air').notNull().default(false),
    shortDescription: text('short_description').notNull().default(''),
    fullDescription: text('full_description').notNull().default(''),
    arrivalInstructions: text('arrival_instructions').notNull().default(''),
    parkingInstructions: text('parking_instructions').notNull().default(''),
    policy: text('policy').notNull().default(''),
    extraInfo: text('extra_info').notNull().default(''),
    address: text('address').notNull().default(''),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    cityId: integer('city_id').references(() => cities.id),
    countryId: integer('country_id'),
    productTypeId: integer('product_type_id'),
    unitName: text('unit_name').notNull().default(''),
    calendarColor: text('calendar_color').notNull().default('#1e88e5'),
    /** true: priced per person (customer types); false: per unit. */
    pricePerPerson: boolean('price_per_person').notNull().default(true),
    useCashier: boolean('use_cashier').notNull().default(true),
    useLocals: boolean('use_locals').notNull().default(true),
    useGroups: boolean('use_groups').notNull().default(false),
    useB2cChannels: boolean('use_b2c_channels').notNull().default(true),
    useDirectChannels: boolean('use_direct_channels').notNull().default(true),
    useIndex: boolean('use_index').notNull().default(false),
    autoOrderNotifications: boolean('auto_order_notifications').notNull().default(false),
    allowAssignEmployees: boolean('allow_assign_employees').notNull().default(false),
    recommended: boolean('recommended').notNull().default(false),
    mostPopular: boolean('most_popular').notNull().default(false),
    /** single-unit, multiple-unit or order-summary (R-PROD-16) */
    printingType: text('printing_type').notNull().default('single-unit'),
    /** Required, NotRequired, NotForSale (R-PROD-9) */
    registrationType: text('registration_type').notNull().default('NotRequired'),
    /** open or strict hours (R-PROD-15) */
    calendarType: text('calendar_type').notNull().default('strict'),
    averageDurationTime: integer('average_duration_time'),
    /** R-SLOT-21: order block timing (before, after, allow) and minutes. */
    blockCreatingNewOrdersBefore: text('block_creating_new_orders_before').notNull().default('allow'),
    orderBlockMinutes: integer('order_block_minutes').notNull().default(0),
    /** Issue 16: minutes a ticket admits at the gate before and after its slot's start; null: no limit. */
    admitBeforeMinutes: integer('admit_before_minutes'),
    admitAfterMinutes: integer('admit_after_minutes'),
    wizzardStep: integer('wizzard_step').notNull().default(0),
    barcode: text('barcode'),
    ticketImagePath: text('ticket_image_path'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('products_provider').on(t.providerId),
    /** R-PROD-8: product names are unique within a provider (among products not deleted). */
    uniqueIndex('products_provider_name').on(t.providerId, sql`lower(${t.name})`).where(sql`${t.deletedAt} is null`),
  ],
);

/** Per-language texts of a product (en-US, he-IL, ru-RU); field is the product field name. */
export const productTranslations = pgTable(
  'product_translations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id').notNull().references(() => products.id),
    language: text('language').notNull(),
    field: text('field').notNull(),
    value: text('value').notNull(),
  },
  (t) => [uniqueIndex('product_translations_key').on(t.productId, t.language, t.field)],
);

export const productRegions = pgTable(
  'product_regions',
  {
    productId: integer('product_id').notNull().references(() => products.id),
    regionId: integer('region_id').notNull().references(() => regions.id),
  },
  (t) => [uniqueIndex('product_regions_key').on(t.productId, t.regionId)],
);

/** A customer type of a product (adult, child, senior...). */
export const customerTypes = pgTable(
  'customer_types',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    providerId: integer('provider_id').notNull().references(() => providers.id),
    productId: integer('product_id').notNull().references(() => products.id),
    name: text('name').notNull(),
    color: text('color').notNull().default('#607d8b'),
    registrationType: text('registration_type').notNull().default('NotRequired'),
    extraInfo: text('extra_info').notNull().default(''),
    orderBlockMinutes: integer('order_block_minutes'),
    availableProductPriceTypes: integer('available_product_price_types').array(),
    translations: jsonb('translations').$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('customer_types_product').on(t.productId)],
);

export const tags = pgTable(
  'tags',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    providerId: integer('provider_id').notNull().references(() => providers.id),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('tags_provider_name').on(t.providerId, sql`lower(${t.name})`)],
);

export const subTags = pgTable('sub_tags', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  providerId: integer('provider_id').notNull().references(() => providers.id),
  tagId: integer('tag_id').notNull().references(() => tags.id),
  name: text('name').notNull(),
  active: boolean('active').notNull().default(true),
});

/** Tags a product is included in or excluded from (ProductTagsType). */
export const productTags = pgTable(
  'product_tags',
  {
    productId: integer('product_id').notNull().references(() => products.id),
    tagId: integer('tag_id').notNull().references(() => tags.id),
    type: text('type').notNull().default('included'),
  },
  (t) => [uniqueIndex('product_tags_key').on(t.productId, t.tagId)],
);

/** A price list of a product: R-PRICE-*. */
export const priceLists = pgTable(
  'price_lists',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    providerId: integer('provider_id').notNull().references(() => providers.id),
    productId: integer('product_id').notNull().references(() => products.id),
    title: text('title').notNull(),
    remarks: text('remarks').notNull().default(''),
    currencyId: integer('currency_id').notNull(),
    channelId: integer('channel_id').notNull(),
    priceTypeId: integer('price_type_id').notNull(),
    businessClientId: integer('business_client_id'),
    businessClientTypeId: integer('business_client_type_id'),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    /** Week day bit flags (shared/src/calendar/weekdays.ts). */
    daysOfWeek: integer('days_of_week').notNull().default(127),
    perPerson: boolean('per_person').notNull().default(true),
    autoConfirm: boolean('auto_confirm').notNull().default(true),
    /** null: no limit per day. */
    dailyLimit: integer('daily_limit'),
    officialPrice: integer('official_price'),
    fromWizzard: boolean('from_wizzard').notNull().default(false),
    /** Paused (remove-or-restoreprice-list) or deactivated price lists do not price. */
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('price_lists_product').on(t.productId)],
);

export const priceLines = pgTable(
  'price_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    priceListId: integer('price_list_id').notNull().references(() => priceLists.id),
    customerTypeId: integer('customer_type_id').notNull().references(() => customerTypes.id),
    /** Price including VAT in minor units. */
    amount: integer('amount').notNull(),
    isOfficial: boolean('is_official').notNull().default(false),
    quantity: integer('quantity').notNull().default(1),
    priority: integer('priority').notNull(),
    barCode: text('bar_code'),
    qtyToUse: integer('qty_to_use').notNull().default(1),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('price_lines_list').on(t.priceListId), index('price_lines_barcode').on(t.barCode)],
);

/**
 * Notifications about a product the provider is sent (R-PROD-2): an OnAir row each time a product
 * goes on air. Shown by GET product/alerts until read (readAt), which the notifications calls mark.
 */
export const productAlerts = pgTable(
  'product_alerts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    providerId: integer('provider_id').notNull().references(() => providers.id),
    productId: integer('product_id').notNull().references(() => products.id),
    /** OnAir (R-PROD-5) */
    type: text('type').notNull(),
    userId: integer('user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [index('product_alerts_provider_unread').on(t.providerId).where(sql`${t.readAt} is null`)],
);
