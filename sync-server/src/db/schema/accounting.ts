import { bigint, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { providers, users } from './accounts';
import { documents } from './documents';

/**
 * A provider's accounting settings (C163/C164; spec 001 §3 Provider accounting info). The business
 * name, VAT or company number and address live on providers (the provider domain's); this row holds
 * the rest. Owner: documents/accounting-settings.
 */
export const providerAccounting = pgTable('provider_accounting', {
  providerId: integer('provider_id')
    .primaryKey()
    .references(() => providers.id),
  /** LicensedDealer or ExemptDealer (@pos/shared/accounting/israel-invoice TAX_STATUSES). */
  taxStatus: text('tax_status').notNull(),
  /** R-SET-6: Hashavshevet or Eshkol, or none. */
  externalSystem: text('external_system'),
  /** The provider's code in that system. */
  externalSystemCode: text('external_system_code'),
  /**
   * The ledger accounts of the accounting system's journal import (Hashavshevet's MOVEIN, issue 19):
   * the customers' account when a business client has no code of its own, income, output VAT and
   * the cash box that receipts are booked to. Keys of up to 15 characters, as the import reads them.
   */
  customersAccount: text('customers_account'),
  incomeAccount: text('income_account'),
  vatAccount: text('vat_account'),
  receiptsAccount: text('receipts_account'),
  /** The Tax Authority allocation service's OAuth2 client id. */
  allocationClientId: text('allocation_client_id'),
  /** Its client secret, AES-256-GCM (documents/accounting-settings/secret.ts); '' when none. Never answered. */
  allocationSecretEncrypted: text('allocation_secret_encrypted').notNull().default(''),
  updatedBy: integer('updated_by').references(() => users.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The first number of each document type the provider set (R-INV-3). document_number_sequences
 * holds start - 1 as its last number until a number is used; a start already used cannot change.
 */
export const documentNumberStarts = pgTable(
  'document_number_starts',
  {
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id),
    docType: text('doc_type').notNull(),
    startNumber: integer('start_number').notNull(),
    setBy: integer('set_by').references(() => users.id),
    setAt: timestamp('set_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.providerId, t.docType] })],
);

/**
 * A document's request for a Tax Authority allocation number (Israel Invoice): asked by a job,
 * answered with the 9-digit number or a refusal. The document's state and number follow it.
 * Owner: documents/allocation.
 */
export const documentAllocations = pgTable(
  'document_allocations',
  {
    documentId: integer('document_id')
      .primaryKey()
      .references(() => documents.id),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id),
    /** requested, allocated, refused. */
    status: text('status').notNull(),
    attempts: integer('attempts').notNull().default(0),
    allocationNumber: text('allocation_number'),
    refusalCode: text('refusal_code'),
    refusalMessage: text('refusal_message'),
    /** The last transient error (network, 5xx), kept while the job retries. */
    lastError: text('last_error'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [index('document_allocations_pending').on(t.status, t.requestedAt)],
);

/**
 * A card payment taken in the back office through Pelecard's payment page (C188): started by
 * pelecard/init, ended with a result None, Ok, Error or Cancel (R-RCPT-10). Owner: payments.
 */
export const cardPaymentPages = pgTable(
  'card_payment_pages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id),
    userId: integer('user_id').references(() => users.id),
    /** Pelecard's transaction id of the page. */
    transactionId: text('transaction_id').notNull(),
    /** Minor units. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currencyId: integer('currency_id').notNull(),
    creditCardPaymentType: integer('credit_card_payment_type').notNull(),
    payments: integer('payments').notNull(),
    /** R-RCPT-10: None until the page answers, then Ok, Error or Cancel. */
    result: text('result').notNull().default('None'),
    /** R-RCPT-12: the clearing code of the answer. */
    clearingCode: text('clearing_code'),
    /** R-RCPT-11: the card brand's bit. */
    brand: integer('brand'),
    last4: text('last4'),
    approvalCode: text('approval_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('card_payment_pages_transaction').on(t.transactionId), index('card_payment_pages_provider').on(t.providerId, t.createdAt)],
);
