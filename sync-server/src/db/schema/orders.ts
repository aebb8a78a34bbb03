import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, primaryKey, text, time, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { providers, users } from './accounts';
import { customerTypes, priceLists, products } from './catalogue';
import { slots } from './calendar';
import { businessClients } from './business-clients';

/**
 * An order (R-ORD-*). Money columns are integer minor units in the order's one currency
 * (R-ORD-20); gross includes VAT.
 */
export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    providerId: integer('provider_id').notNull().references(() => providers.id),
    /** Made by the station when the order was made offline: the idempotency key of its creation. */
    uuid: uuid('uuid').notNull().default(sql`gen_random_uuid()`),
    orderNumber: integer('order_number').notNull(),
    /** OK, RQ, CN, ERR (R-ORD-1) */
    status: text('status').notNull(),
    currencyId: integer('currency_id').notNull(),
    channelId: integer('channel_id').notNull(),
    priceTypeId: integer('price_type_id').notNull(),
    businessClientId: integer('business_client_id').references(() => businessClients.id),
    /** Sum of the lines' quantity x unit price. */
    gross: integer('gross').notNull().default(0),
    /** Every discount of the order: its lines' and its own. */
    discountAmount: integer('discount_amount').notNull().default(0),
    /** The order's own discount as asked: an amount, or a percent (basis points); not both. */
    orderDiscountAmount: integer('order_discount_amount').notNull().default(0),
    discountPercent: integer('discount_percent_bp').notNull().default(0),
    totalToPay: integer('total_to_pay').notNull().default(0),
    vatRateBp: integer('vat_rate_bp').notNull(),
    vatAmount: integer('vat_amount').notNull().default(0),
    paid: integer('paid').notNull().default(0),
    /** Set by the accounting documents of the order; a business client is then fixed (R-BC-5). */
    hasAccountingDocs: boolean('has_accounting_docs').notNull().default(false),
    /** None, NotArrived, ArrivedPartially, Arrived (R-ORD-13) */
    arrivalConfirmation: text('arrival_confirmation').notNull().default('None'),
    leadCustomer: jsonb('lead_customer').$type<{ firstName?: string; lastName?: string; mobile?: string; email?: string; pid?: string; groupName?: string }>().notNull().default(sql`'{}'::jsonb`),
    remarks: text('remarks').notNull().default(''),
    source: text('source'),
    /** station id when sold at a cashier station */
    stationId: integer('station_id'),
    /** set when offline sales took a slot over its limit (sync conflict flag) */
    conflictFlags: jsonb('conflict_flags').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /** R-ORD-25: the customer contract form sent (a link with a one-time token, SHA-256 stored), then signed. */
    contractFormSentAt: timestamp('contract_form_sent_at', { withTimezone: true }),
    contractFormTokenHash: text('contract_form_token_hash'),
    contractFormSignedAt: timestamp('contract_form_signed_at', { withTimezone: true }),
    /** What the customer signed with: full name, signature image (data URL), address they signed from. */
    contractFormSignature: jsonb('contract_form_signature').$type<{ fullName: string; signature: string; ip?: string; extraFields?: { label: string; value: string }[] }>(),
    createdBy: integer('created_by').references(() => users.id),
    createDate: timestamp('create_date', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_provider_number').on(t.providerId, t.orderNumber),
    uniqueIndex('orders_uuid').on(t.uuid),
    index('orders_provider_created').on(t.providerId, t.createDate),
    index('orders_provider_status').on(t.providerId, t.status),
  ],
);

/** One line: a product, a slot occurrence and a customer type, with quantity and prices. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id').notNull().references(() => orders.id),
    productId: integer('product_id').notNull().references(() => products.id),
    slotId: integer('slot_id').references(() => slots.id),
    date: date('date', { mode: 'string' }).notNull(),
    startTime: time('start_time'),
    customerTypeId: integer('customer_type_id').notNull().references(() => customerTypes.id),
    priceListId: integer('price_list_id').references(() => priceLists.id),
    priceLineId: integer('price_line_id'),
    quantity: integer('quantity').notNull(),
    /** Seats of the slot occurrence the line holds (quantity x the price line's qtyToUse). */
    seats: integer('seats').notNull(),
    perPerson: boolean('per_person').notNull().default(true),
    /** People the line is for (per unit: units x persons per unit). */
    persons: integer('persons').notNull(),
    /** unit price incl. VAT (minor units) */
    unitPrice: integer('unit_price').notNull(),
    /** The price list's unit price when sold: a later change asks before confirming (R-ORD-6). */
    listUnitPrice: integer('list_unit_price').notNull(),
    discountAmount: integer('discount_amount').notNull().default(0),
    /** The line's discount when given as a percent (basis points); discountAmount follows it. */
    discountPercent: integer('discount_percent_bp').notNull().default(0),
    /** quantity * unitPrice - discountAmount */
    total: integer('total').notNull(),
    couponId: integer('coupon_id'),
    virtualSlot: boolean('virtual_slot').notNull().default(false),
    limitExceeded: boolean('limit_exceeded').notNull().default(false),
  },
  (t) => [index('order_lines_order').on(t.orderId), index('order_lines_slot_date').on(t.slotId, t.date), index('order_lines_product').on(t.productId), index('order_lines_date').on(t.date)],
);

/** R-ORD-12: every change of an order, with who and when. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id').notNull().references(() => orders.id),
    type: text('type').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    userId: integer('user_id'),
    stationId: integer('station_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order').on(t.orderId)],
);

/** Per-provider order number sequence (numbers are never reused). */
export const orderNumberSequences = pgTable('order_number_sequences', {
  providerId: integer('provider_id').primaryKey().references(() => providers.id),
  lastNumber: integer('last_number').notNull().default(0),
});

/** Tags a provider puts on orders (order/tag/save); a tag in use is deactivated, not deleted. */
export const orderTags = pgTable(
  'order_tags',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    providerId: integer('provider_id').notNull().references(() => providers.id),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('order_tags_provider_name').on(t.providerId, sql`lower(${t.name})`)],
);

export const orderTagLinks = pgTable(
  'order_tag_links',
  {
    orderId: integer('order_id').notNull().references(() => orders.id),
    tagId: integer('tag_id').notNull().references(() => orderTags.id),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.tagId] }), index('order_tag_links_tag').on(t.tagId)],
);

/**
 * Messages of an order (order/messages/*): sent by the provider (out) or received from the
 * customer (in); unread incoming messages are counted by get-order-notifications (R-ORD-27).
 */
export const orderMessages = pgTable(
  'order_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    providerId: integer('provider_id').notNull().references(() => providers.id),
    orderId: integer('order_id').notNull().references(() => orders.id),
    /** Sms, Email, WhatsApp or Chat */
    type: text('type').notNull(),
    direction: text('direction').notNull(),
    message: text('message').notNull(),
    userId: integer('user_id').references(() => users.id),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_messages_order').on(t.orderId), index('order_messages_unread').on(t.providerId).where(sql`not ${t.isRead}`)],
);

/**
 * An order summary document (R-ORD-9, 002 §8.3): asked with order/create-summary, made in the
 * background (Initial -> InProgress -> Done or Fail) and fetched with order/wait-summary. The PDF
 * is kept as base64 so the same summary is served again without rendering it twice.
 */
export const orderSummaries = pgTable(
  'order_summaries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    providerId: integer('provider_id').notNull().references(() => providers.id),
    orderId: integer('order_id').notNull().references(() => orders.id),
    /** Initial, InProgress, Fail, Done */
    status: text('status').notNull().default('Initial'),
    language: text('language').notNull(),
    pdfBase64: text('pdf_base64'),
    error: text('error'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_summaries_order').on(t.orderId)],
);
