import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { providers, users } from './accounts';
import { crmCustomers, crmLeads, crmQuickReplies } from './crm';
import { storedFiles } from './files';
import { outgoingMessages } from './messages';

/**
 * The conversation with a CRM customer (C302-C307, C311, C312): what the provider wrote (out, sent
 * through the messages outbox as an SMS or an e-mail) and what the customer wrote back (in, unread
 * until marked). A timed message is Scheduled until its job sends it (Sent) or it is deleted
 * (Cancelled). Owned by domains/crm.
 */
export const crmMessages = pgTable(
  'crm_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    providerId: integer('provider_id').notNull().references(() => providers.id),
    crmCustomerId: integer('crm_customer_id').notNull().references(() => crmCustomers.id),
    crmCustomerLeadId: integer('crm_customer_lead_id').references(() => crmLeads.id),
    /** out (the provider's) or in (the customer's) */
    direction: text('direction').notNull(),
    /** Sms or Email (R-CRM-10's history types) */
    type: text('type').notNull(),
    subject: text('subject').notNull().default(''),
    text: text('text').notNull(),
    quickReplyId: integer('quick_reply_id').references(() => crmQuickReplies.id, { onDelete: 'set null' }),
    /** Sent, Scheduled or Cancelled */
    status: text('status').notNull(),
    /** A timed message's time (C311). */
    sendAt: timestamp('send_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The outbox row that carries it (its delivery status). */
    outgoingMessageId: integer('outgoing_message_id').references(() => outgoingMessages.id),
    /** An incoming message once read (C304, C306). */
    readAt: timestamp('read_at', { withTimezone: true }),
    userId: integer('user_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('crm_messages_customer').on(t.crmCustomerId, t.id), index('crm_messages_lead').on(t.crmCustomerLeadId, t.id)],
);

/** A file sent with a CRM message (C302), served by C307 and mailed with the e-mail. */
export const crmMessageFiles = pgTable(
  'crm_message_files',
  {
    crmMessageId: integer('crm_message_id').notNull().references(() => crmMessages.id),
    fileId: integer('file_id').notNull().references(() => storedFiles.id),
  },
  (t) => [primaryKey({ columns: [t.crmMessageId, t.fileId] }), index('crm_message_files_file').on(t.fileId)],
);
