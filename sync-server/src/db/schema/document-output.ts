/**
 * What the ledger's documents become on paper and on the web (issue 15, domains/documents/output):
 * the A4 PDFs rendered on the job queue, and the links that share a document with someone who has
 * no login. Both belong to the documents domain.
 */
import { index, integer, pgTable, text, timestamp, uniqueIndex, boolean } from 'drizzle-orm/pg-core';
import { providers, users } from './accounts';
import { documents } from './documents';

/**
 * One A4 PDF of a document in one language (C159, C160). `copy` is fixed when it is asked for: the
 * first print of a document is the original, every later one a copy. Initial, InProgress, Done
 * (with the PDF) or Fail (with the error), like the order summaries.
 */
export const documentRenders = pgTable(
  'document_renders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    providerId: integer('provider_id').notNull().references(() => providers.id),
    documentId: integer('document_id').notNull().references(() => documents.id),
    language: text('language').notNull(),
    copy: boolean('copy').notNull(),
    status: text('status').notNull().default('Initial'),
    pdfBase64: text('pdf_base64'),
    error: text('error'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('document_renders_document').on(t.documentId)],
);

/**
 * A shared link to a document (C162): the token is shown once and stored as its SHA-256 only; the
 * link opens the document's page and its PDF (a copy, rendered when the link is made) with no login
 * until it expires.
 */
export const documentShares = pgTable(
  'document_shares',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    providerId: integer('provider_id').notNull().references(() => providers.id),
    documentId: integer('document_id').notNull().references(() => documents.id),
    tokenHash: text('token_hash').notNull(),
    renderId: integer('render_id').references(() => documentRenders.id),
    language: text('language').notNull(),
    /** Where the link was sent, when it was. */
    email: text('email'),
    createdBy: integer('created_by').references(() => users.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('document_shares_token').on(t.tokenHash), index('document_shares_document').on(t.documentId)],
);
