/**
 * The document ledger (issue 15, domains/documents owns every table here): receipts, invoices,
 * invoice-receipts, proformas, credit invoices, refund receipts and custom documents in ONE table,
 * numbered per provider and document type (sequential, never reused). Stations number their sale
 * and refund documents from blocks of the same sequence; the office takes the next number in the
 * document's own transaction.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { providers, users } from './accounts';
import { orders } from './orders';
import { stations } from './sync';
import { businessClients } from './business-clients';

/**
 * One document. `docType` is the ledger's type (shared/src/documents/document-types.ts);
 * `status` says whether the number stands ('issued'), was kept void so the numbering shows no gap
 * ('void'), was cancelled (a proforma, R-INV-8) or is a second refund kept for the office
 * ('contested', conflict refunded-twice). `state` is the order document state (R-INV-6): a tax
 * invoice waiting for its allocation number is InProgress until the allocation job completes it.
 */
export const documents = pgTable(
  'documents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    providerId: integer('provider_id').notNull().references(() => providers.id),
    stationId: integer('station_id').references(() => stations.id),
    uuid: uuid('uuid').notNull().default(sql`gen_random_uuid()`),
    docType: text('doc_type').notNull().default('receipt'),
    number: integer('number').notNull(),
    orderId: integer('order_id').references(() => orders.id),
    shiftUuid: uuid('shift_uuid'),
    /** Who issued it (a cashier at a station, or an office user). */
    userId: integer('user_id').references(() => users.id),
    /** Where it was issued: 'station', or the back-office screen ('order', 'documents', 'order-cancel'). */
    screen: text('screen'),
    currencyId: integer('currency_id').notNull(),
    /** The amount, VAT included, minor units (positive; a refund or credit is a credit by its type). */
    total: integer('total').notNull(),
    vatRateBp: integer('vat_rate_bp').notNull().default(0),
    vatAmount: integer('vat_amount').notNull().default(0),
    status: text('status').notNull().default('issued'),
    voidReason: text('void_reason'),
    /** R-INV-6: Initial, InProgress, Fail, Done. */
    state: text('state').notNull().default('Done'),
    /** The Tax Authority's allocation number (Israel Invoice), filled by the allocation job. */
    allocationNumber: text('allocation_number'),
    /** The document a refund receipt or credit invoice credits. */
    creditedDocumentId: integer('credited_document_id').references((): AnyPgColumn => documents.id),
    businessClientId: integer('business_client_id').references(() => businessClients.id),
    customerName: text('customer_name').notNull().default(''),
    /** The customer's id or VAT number as printed on the document. */
    customerTaxId: text('customer_tax_id').notNull().default(''),
    title: text('title').notNull().default(''),
    remarks: text('remarks').notNull().default(''),
    reason: text('reason').notNull().default(''),
    /** A custom document's provider document type (C183-C186). */
    customTypeId: integer('custom_type_id'),
    /** Tickets this refund voided (the gate refuses them). */
    voidedTicketCodes: jsonb('voided_ticket_codes').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /** Printed copies: the first print is the original, every reprint a copy. */
    copiesPrinted: integer('copies_printed').notNull().default(0),
    /** When it was issued (a station's clock for a pushed one); createdAt is when the server wrote it. */
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('documents_provider_number').on(t.providerId, t.docType, t.number),
    uniqueIndex('documents_uuid').on(t.uuid),
    index('documents_order').on(t.orderId),
    index('documents_shift').on(t.shiftUuid),
    index('documents_credited').on(t.creditedDocumentId),
    index('documents_provider_issued').on(t.providerId, t.issuedAt),
    /** C157 documents search (domains/documents/search): number order across types, a station's, a customer by the start of the name or the id. */
    index('documents_provider_number_id').on(t.providerId, t.number, t.id),
    index('documents_provider_station').on(t.providerId, t.stationId, t.number),
    /** The office's documents (no station) by type in number order: read from the index alone (bench/FINDINGS.md, documents-search). */
    index('documents_provider_office').on(t.providerId, t.docType, t.number, t.id).where(sql`station_id is null`),
    index('documents_provider_customer').on(t.providerId, sql`lower(${t.customerName}) text_pattern_ops`),
    index('documents_provider_customer_tax_id').on(t.providerId, t.customerTaxId),
    /** A period's page in number order read from the index alone (C157 search by dates). */
    index('documents_provider_issued_number').on(t.providerId, t.issuedAt, t.number, t.id),
    /** R-RCPT-7: a receipt is refunded once; the database itself keeps one standing refund per receipt. */
    uniqueIndex('documents_one_refund').on(t.creditedDocumentId).where(sql`doc_type = 'refund' and status = 'issued'`),
  ],
);

/** A line of a document: what it charges (or credits), VAT from the provider's rate. */
export const documentLines = pgTable(
  'document_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    documentId: integer('document_id').notNull().references(() => documents.id),
    lineNo: integer('line_no').notNull(),
    /** The order line it comes from (its 1-based place in the order for a station refund). */
    orderLineId: integer('order_line_id'),
    description: text('description').notNull().default(''),
    quantity: integer('quantity').notNull(),
    unitPrice: integer('unit_price').notNull(),
    total: integer('total').notNull(),
    vatAmount: integer('vat_amount').notNull().default(0),
  },
  (t) => [index('document_lines_document').on(t.documentId)],
);

/**
 * One payment of a document: method Cash 1, Check 2, CreditCard 4, BankTransfer 8, Voucher 16
 * (R-RCPT-9). Card details: last4 (R-RCPT-4), installments, approvalCode, brand bits (R-RCPT-11).
 */
export const documentPayments = pgTable(
  'document_payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    documentId: integer('document_id').notNull().references(() => documents.id),
    orderId: integer('order_id').references(() => orders.id),
    lineNo: integer('line_no').notNull(),
    method: integer('method').notNull(),
    currencyId: integer('currency_id').notNull(),
    /** In the payment's currency, minor units. */
    amount: integer('amount').notNull(),
    /** Rate to the local currency as a decimal string (R-RCPT-8: default "1"). */
    currencyRate: text('currency_rate').notNull().default('1'),
    /** The amount in the document's currency. */
    localAmount: integer('local_amount').notNull(),
    /** Card: last4, installments, approvalCode, brand; check: bank, branch, account, number, valueDate; cash: tendered, change. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
  },
  (t) => [index('document_payments_document').on(t.documentId), index('document_payments_order').on(t.orderId)],
);

/**
 * The last document number handed out per provider and type. R-INV-3: a row is the type's
 * numbering set up (the accounting settings store starting number N as lastNumber = N - 1).
 */
export const documentNumberSequences = pgTable(
  'document_number_sequences',
  {
    providerId: integer('provider_id').notNull().references(() => providers.id),
    docType: text('doc_type').notNull(),
    lastNumber: integer('last_number').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.providerId, t.docType] })],
);

/**
 * A block of document numbers handed to one station. Numbers are never reused; the numbers of a
 * block a revoked station never used are recorded as void from `voidFrom` (never skipped silently).
 */
export const documentNumberBlocks = pgTable(
  'document_number_blocks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    providerId: integer('provider_id').notNull().references(() => providers.id),
    stationId: integer('station_id').notNull().references(() => stations.id),
    docType: text('doc_type').notNull(),
    fromNumber: integer('from_number').notNull(),
    toNumber: integer('to_number').notNull(),
    voidFrom: integer('void_from'),
    voidReason: text('void_reason'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('document_number_blocks_station').on(t.stationId, t.docType)],
);

/** A provider's own document types (C184-C186): custom documents of an order are numbered per type. */
export const customDocumentTypes = pgTable(
  'custom_document_types',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    providerId: integer('provider_id').notNull().references(() => providers.id),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('custom_document_types_provider').on(t.providerId)],
);
