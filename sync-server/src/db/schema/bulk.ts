/**
 * Long tasks the back office starts and then polls (issue 19): exports (domains/exports owns
 * export_tasks) and bulk invoice runs (domains/bulk-invoices owns bulk_invoice_runs). Both are
 * worked by jobs on the queue (src/jobs); the row is the task's truth, the job only its worker.
 */
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { providers, users } from './accounts';

/**
 * One export (R-BULK-7): its task state `state` (Started, Finished, Failed) and, once finished, its
 * `status` (Ok, or Canceled when a cancel was asked before the file was made). The file is kept in
 * the file storage under `storageKey` and only once it is whole; `processed` of `total` rows is the
 * progress.
 */
export const exportTasks = pgTable(
  'export_tasks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    providerId: integer('provider_id').notNull().references(() => providers.id),
    userId: integer('user_id').references(() => users.id),
    /** R-BULK-9: accounting, orders, payments-account-transactions. */
    kind: text('kind').notNull(),
    /** csv, xlsx; the accounting system's own files for an accounting export. */
    format: text('format').notNull(),
    filter: jsonb('filter').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    language: text('language').notNull(),
    state: text('state').notNull().default('Started'),
    status: text('status'),
    cancelRequested: boolean('cancel_requested').notNull().default(false),
    processed: integer('processed').notNull().default(0),
    total: integer('total').notNull().default(0),
    fileName: text('file_name'),
    contentType: text('content_type'),
    byteSize: integer('byte_size'),
    storageKey: text('storage_key'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('export_tasks_provider').on(t.providerId, t.id)],
);

/**
 * One bulk invoice run (R-BULK-1..6): invoices (and credit invoices where an order was charged
 * more than it now costs) for the orders of a filter, all dated `issueDate`. One Started run per
 * provider at a time, kept by the database itself. `lastOrderId` is where a resumed job goes on.
 */
export const bulkInvoiceRuns = pgTable(
  'bulk_invoice_runs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    providerId: integer('provider_id').notNull().references(() => providers.id),
    userId: integer('user_id').notNull().references(() => users.id),
    filter: jsonb('filter').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    /** Started, Finished, Failed. */
    status: text('status').notNull().default('Started'),
    total: integer('total').notNull().default(0),
    processed: integer('processed').notNull().default(0),
    lastOrderId: integer('last_order_id').notNull().default(0),
    invoiceCount: integer('invoice_count').notNull().default(0),
    invoiceAmount: integer('invoice_amount').notNull().default(0),
    creditCount: integer('credit_count').notNull().default(0),
    creditAmount: integer('credit_amount').notNull().default(0),
    /** The documents made, in the order made (the result's PDF lists them). */
    documentIds: jsonb('document_ids').$type<number[]>().notNull().default(sql`'[]'::jsonb`),
    errorMessage: text('error_message'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('bulk_invoice_runs_provider').on(t.providerId, t.id),
    /** R-BULK-1: one run at a time per provider. */
    uniqueIndex('bulk_invoice_runs_one_started').on(t.providerId).where(sql`status = 'Started'`),
  ],
);
