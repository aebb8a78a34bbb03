import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { providers, users } from './accounts';
import { businessClients } from './business-clients';
import { leadTypes } from './employees';
import { orders } from './orders';

/**
 * The CRM (001 §3 CRM customer, CRM lead, Reminder; 000 §4 lead states) and quotes (001 §3 Quote).
 * Owned by domains/crm (quotes by domains/crm/quotes). Lead types are the employees' `lead_types`
 * table, whose management the CRM owns (C324-C326).
 */
export const crmCustomers = pgTable(
  'crm_customers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    providerId: integer('provider_id').notNull().references(() => providers.id),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    birthdate: date('birthdate'),
    businessClientId: integer('business_client_id').references(() => businessClients.id),
    email: text('email').notNull().default(''),
    /** Digits only, so "050-123 4567" and "0501234567" are one customer (duplicate mobile, 002 §8.6). */
    mobile: text('mobile').notNull().default(''),
    remarks: text('remarks').notNull().default(''),
    subscribe: boolean('subscribe').notNull().default(false),
    /** What a keyword search reads: one lower-cased text of the name, e-mail and mobile (bench: crm-customers-search). */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`lower(first_name || ' ' || last_name || ' ' || email || ' ' || mobile)`),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('crm_customers_provider_mobile').on(t.providerId, t.mobile).where(sql`${t.mobile} <> ''`),
    index('crm_customers_provider_id').on(t.providerId, t.id),
    // A keyword's words are found anywhere in search_text (like '%word%'): trigrams find the rows without reading every one.
    index('crm_customers_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

/** Lead sources, activity types and activity locations (C318-C329): `kind` says which list. */
export const crmListItems = pgTable(
  'crm_list_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    providerId: integer('provider_id').notNull().references(() => providers.id),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('crm_list_items_provider_kind').on(t.providerId, t.kind)],
);

/** A lead (R-CRM-1, R-CRM-2): New and active when created. */
export const crmLeads = pgTable(
  'crm_leads',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    providerId: integer('provider_id').notNull().references(() => providers.id),
    crmCustomerId: integer('crm_customer_id').notNull().references(() => crmCustomers.id),
    leadSourceId: integer('lead_source_id').references(() => crmListItems.id),
    leadTypeId: integer('lead_type_id').references(() => leadTypes.id),
    description: text('description').notNull().default(''),
    remarks: text('remarks').notNull().default(''),
    numberOfGuests: integer('number_of_guests'),
    active: boolean('active').notNull().default(true),
    status: text('status').notNull().default('New'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('crm_leads_customer').on(t.crmCustomerId, t.id), index('crm_leads_provider_status').on(t.providerId, t.status)],
);

/** A reminder (R-CRM-3, R-CRM-4): due at alertDateTime until dismissed. */
export const crmReminders = pgTable(
  'crm_reminders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    providerId: integer('provider_id').notNull().references(() => providers.id),
    crmCustomerId: integer('crm_customer_id').notNull().references(() => crmCustomers.id),
    crmCustomerLeadId: integer('crm_customer_lead_id').references(() => crmLeads.id),
    alertDateTime: timestamp('alert_date_time', { withTimezone: true }).notNull(),
    text: text('text').notNull().default(''),
    active: boolean('active').notNull().default(true),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('crm_reminders_customer').on(t.crmCustomerId, t.id), index('crm_reminders_provider_due').on(t.providerId, t.active, t.alertDateTime)],
);

/** Something done with a customer: a call, a meeting (activity type and location lists). */
export const crmActivities = pgTable(
  'crm_activities',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    providerId: integer('provider_id').notNull().references(() => providers.id),
    crmCustomerId: integer('crm_customer_id').notNull().references(() => crmCustomers.id),
    crmCustomerLeadId: integer('crm_customer_lead_id').references(() => crmLeads.id),
    activityTypeId: integer('activity_type_id').notNull().references(() => crmListItems.id),
    activityLocationId: integer('activity_location_id').references(() => crmListItems.id),
    activityDateTime: timestamp('activity_date_time', { withTimezone: true }).notNull(),
    description: text('description').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('crm_activities_customer').on(t.crmCustomerId, t.id)],
);

/** R-CRM-5: one quick reply per lead type. */
export const crmQuickReplies = pgTable(
  'crm_quick_replies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    providerId: integer('provider_id').notNull().references(() => providers.id),
    leadTypeId: integer('lead_type_id').notNull().references(() => leadTypes.id),
    text: text('text').notNull(),
  },
  (t) => [uniqueIndex('crm_quick_replies_lead_type').on(t.providerId, t.leadTypeId)],
);

/** A customer's history (R-CRM-10: Sms, Email, WhatsApp, Lead, Quote, Order), read back by last id (R-CRM-9). */
export const crmHistory = pgTable(
  'crm_history',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    providerId: integer('provider_id').notNull().references(() => providers.id),
    crmCustomerId: integer('crm_customer_id').notNull().references(() => crmCustomers.id),
    type: text('type').notNull(),
    /** The lead, quote or order the entry is about. */
    entityId: integer('entity_id'),
    text: text('text').notNull().default(''),
    userId: integer('user_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('crm_history_customer').on(t.crmCustomerId, t.id)],
);

/** An order of a CRM customer: the orders table is the orders domain's, so the link is the CRM's. */
export const crmCustomerOrders = pgTable(
  'crm_customer_orders',
  {
    orderId: integer('order_id').primaryKey().references(() => orders.id),
    providerId: integer('provider_id').notNull().references(() => providers.id),
    crmCustomerId: integer('crm_customer_id').notNull().references(() => crmCustomers.id),
  },
  (t) => [index('crm_customer_orders_customer').on(t.crmCustomerId, t.orderId)],
);

/** A product entry of a quote, as order/create takes it (R-QUO-4), with the prices it was last given. */
export interface QuoteProduct {
  productId: number;
  date: string;
  slotId: number;
  customers: { customerTypeId: number; quantity: number; discountAmount?: number | null; discountPercent?: number | null; priceForOne: number; price: number }[];
}

/**
 * A quote for a lead (R-QUO-3): Draft until shared, then Sent (R-QUO-2: no longer deletable), then
 * Accepted with the order it became. `orderUuid` makes the acceptance idempotent: order/create with
 * it twice makes one order.
 */
export const quotes = pgTable(
  'quotes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    providerId: integer('provider_id').notNull().references(() => providers.id),
    crmCustomerId: integer('crm_customer_id').notNull().references(() => crmCustomers.id),
    crmCustomerLeadId: integer('crm_customer_lead_id').notNull().references(() => crmLeads.id),
    status: text('status').notNull().default('Draft'),
    date: date('date').notNull(),
    /** R-QUO-1 */
    requestedTime: text('requested_time'),
    participants: integer('participants'),
    budgetPerPerson: integer('budget_per_person'),
    groupName: text('group_name').notNull().default(''),
    comments: text('comments').notNull().default(''),
    remarks: text('remarks').notNull().default(''),
    priceTypeId: integer('price_type_id').notNull(),
    channelId: integer('channel_id').notNull(),
    currencyId: integer('currency_id').notNull(),
    products: jsonb('products').$type<QuoteProduct[]>().notNull(),
    /** The total as last priced (minor units); the order is priced again when accepted. */
    totalToPay: integer('total_to_pay').notNull().default(0),
    /** The customer's page language (en-US, he-IL, ru-RU). */
    language: text('language').notNull().default('en-US'),
    shareTokenHash: text('share_token_hash'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    orderUuid: uuid('order_uuid').notNull().default(sql`gen_random_uuid()`),
    orderId: integer('order_id').references(() => orders.id),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdBy: integer('created_by').notNull().references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('quotes_lead').on(t.crmCustomerLeadId, t.id), index('quotes_customer').on(t.crmCustomerId, t.id), index('quotes_provider').on(t.providerId, t.id)],
);
