import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { providers } from './accounts';
import { products } from './catalogue';

/** Per language, a title and a description (image, document, FAQ and more-info translations). */
export type MediaTranslations = Record<string, { title: string; description: string }>;

/**
 * A file a provider uploaded, kept by the storage (domains/files/storage.ts) under storageKey: the
 * original bytes for a document; for an image the processed variants (full and thumb, WebP and JPEG)
 * under `${storageKey}/<variant>`. The POS tile (a small WebP) is kept in the row itself, so the
 * station's products stream carries it without reading the storage.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    providerId: integer('provider_id').notNull().references(() => providers.id),
    /** the name the file was uploaded with (R-FILE-2) */
    name: text('name').notNull(),
    /** the type read from the content (R-FILE-3), never from the name */
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    width: integer('width'),
    height: integer('height'),
    storageKey: text('storage_key').notNull(),
    sha256: text('sha256').notNull(),
    /** base64 of the POS tile thumbnail (WebP, 128 px), images only */
    tile: text('tile'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('stored_files_provider').on(t.providerId)],
);

/** A product's photo (gallery order, one main), document, ticket image or responsible-person image. */
export const productFiles = pgTable(
  'product_files',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    providerId: integer('provider_id').notNull().references(() => providers.id),
    productId: integer('product_id').notNull().references(() => products.id),
    fileId: integer('file_id').notNull().references(() => storedFiles.id),
    /** photo, document, ticket-image, responsible-person */
    role: text('role').notNull(),
    position: integer('position').notNull().default(0),
    isMain: boolean('is_main').notNull().default(false),
    translations: jsonb('translations').$type<MediaTranslations>().notNull().default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('product_files_product').on(t.productId, t.role),
    /** One main photo per product. */
    uniqueIndex('product_files_one_main').on(t.productId).where(sql`${t.isMain}`),
  ],
);

/** FAQ (kind faq: question and answer) and more-info (kind info: title and text) entries of a product. */
export const productContent = pgTable(
  'product_content',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    providerId: integer('provider_id').notNull().references(() => providers.id),
    productId: integer('product_id').notNull().references(() => products.id),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    position: integer('position').notNull().default(0),
    translations: jsonb('translations').$type<MediaTranslations>().notNull().default(sql`'{}'::jsonb`),
  },
  (t) => [index('product_content_product').on(t.productId, t.kind)],
);

/** Codes bought from a partner (spec 002 §7.12), one per ticket of the product, printed on it. */
export const externalCodes = pgTable(
  'external_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    providerId: integer('provider_id').notNull().references(() => providers.id),
    productId: integer('product_id').notNull().references(() => products.id),
    code: text('code').notNull(),
    /** the code of the ticket (shared/src/tickets) it is printed on; null while unused */
    ticketCode: text('ticket_code'),
    orderId: integer('order_id'),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /**
     * The cashier station it is allotted to (issue 23): a station prints offline, so it holds a few
     * unused codes per product ahead of time (external-code-allotment.ts); only that station may use
     * it, and the server's own prints never take it. Null: the server's to claim. (A stations id; no
     * foreign key: schema/sync.ts imports orders, which would make an import cycle.)
     */
    stationId: integer('station_id'),
    allottedAt: timestamp('allotted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('external_codes_product_code').on(t.productId, t.code),
    /** The next free code of a product (station_id null: the server's), or a station's stock of it, in id order. */
    index('external_codes_unused').on(t.productId, t.stationId, t.id).where(sql`${t.usedAt} is null`),
    /** A ticket carries at most one partner code. */
    uniqueIndex('external_codes_ticket').on(t.ticketCode).where(sql`${t.ticketCode} is not null`),
  ],
);
