import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { providers } from './accounts';
import { products } from './catalogue';
import { storedFiles } from './files';

/**
 * A business client (001 §3 Business client): an agency, school or company that buys on account.
 * Owned by domains/business-clients. Name and VAT number together are unique per provider (R-BC-1,
 * checked by the save, which compares them trimmed and case-insensitively).
 */
export const businessClients = pgTable(
  'business_clients',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    providerId: integer('provider_id').notNull().references(() => providers.id),
    name: text('name').notNull(),
    vatNumber: text('vat_number'),
    /** R-BC-7: one of BUSINESS_CLIENT_TYPES (shared/src/reference). */
    businessClientTypeId: integer('business_client_type_id'),
    phone1: text('phone1').notNull().default(''),
    phone2: text('phone2').notNull().default(''),
    email: text('email').notNull().default(''),
    fax: text('fax').notNull().default(''),
    website: text('website').notNull().default(''),
    address: text('address').notNull().default(''),
    accountingSystemCode: text('accounting_system_code').notNull().default(''),
    officialClubId: integer('official_club_id'),
    countryId: integer('country_id'),
    cityId: integer('city_id'),
    /** The external order id instruction. */
    instruction: text('instruction').notNull().default(''),
    isSubsidized: boolean('is_subsidized').notNull().default(false),
    /** C229: the company logo (domains/files keeps the image; R-FILE-*). */
    logoFileId: integer('logo_file_id').references(() => storedFiles.id),
    /** R-BC-6 */
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('business_clients_provider').on(t.providerId)],
);

/** A contact person of a business client (001 §3 Business client contact; R-BC-4). */
export const businessClientContacts = pgTable(
  'business_client_contacts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    businessClientId: integer('business_client_id').notNull().references(() => businessClients.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    mobile: text('mobile').notNull().default(''),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    role: text('role').notNull().default(''),
    receiveEmailNotifications: boolean('receive_email_notifications').notNull().default(false),
  },
  (t) => [index('business_client_contacts_client').on(t.businessClientId)],
);

/**
 * A discount combination (001 §3): the client's discount for a channel and price type, on one
 * product or (product null) on every product, priced by shared/src/pricing/business-discount.ts.
 */
export const businessClientDiscounts = pgTable(
  'business_client_discounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    businessClientId: integer('business_client_id').notNull().references(() => businessClients.id, { onDelete: 'cascade' }),
    channelId: integer('channel_id').notNull(),
    priceTypeId: integer('price_type_id').notNull(),
    productId: integer('product_id').references(() => products.id),
    /** Percent in basis points (10% is 1000). */
    discountBp: integer('discount_bp').notNull(),
  },
  (t) => [index('business_client_discounts_client').on(t.businessClientId)],
);

/** A business client's texts per language (C227/C228): name and instruction. */
export const businessClientTranslations = pgTable(
  'business_client_translations',
  {
    businessClientId: integer('business_client_id').notNull().references(() => businessClients.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    fields: jsonb('fields').$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
  },
  (t) => [primaryKey({ columns: [t.businessClientId, t.language] })],
);

/** C230/C231: photo instructions of a client (how to find the client's order id, say), images kept by domains/files. */
export const businessClientPhotos = pgTable(
  'business_client_photos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    businessClientId: integer('business_client_id').notNull().references(() => businessClients.id, { onDelete: 'cascade' }),
    fileId: integer('file_id').notNull().references(() => storedFiles.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('business_client_photos_client').on(t.businessClientId)],
);
