import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { providers, users } from './accounts';
import { orders } from './orders';
import { products } from './catalogue';
import { agents } from './platform';
import { quotes } from './crm';
import { storedFiles } from './files';

/**
 * A provider's SMS and e-mail template (C265-C268): at least one channel on (R-MSG-1), a name of 2
 * characters or more (R-MSG-2), a subject of at most 200 (R-MSG-3), content (R-MSG-4), an SMS sender
 * name and a valid reply e-mail (R-MSG-5). Subject and content may hold the placeholders of R-MSG-6.
 */
export const messageTemplates = pgTable(
  'message_templates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    providerId: integer('provider_id').notNull().references(() => providers.id),
    name: text('name').notNull(),
    subject: text('subject').notNull(),
    content: text('content').notNull(),
    smsEnabled: boolean('sms_enabled').notNull().default(false),
    emailEnabled: boolean('email_enabled').notNull().default(false),
    smsSenderName: text('sms_sender_name').notNull(),
    /** The e-mail the customer's replies go to (the template's sender). */
    fromEmail: text('from_email').notNull(),
    rightToLeft: boolean('right_to_left').notNull().default(false),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('message_templates_provider').on(t.providerId)],
);

/**
 * A file mailed with a template's messages (C269-C271): uploaded first without a template (a
 * temporary attachment, templateId null), then attached to a template.
 */
export const messageTemplateAttachments = pgTable(
  'message_template_attachments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    providerId: integer('provider_id').notNull().references(() => providers.id),
    templateId: integer('template_id').references(() => messageTemplates.id),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    /** The file, base64. */
    data: text('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('message_template_attachments_template').on(t.templateId)],
);

/**
 * Every SMS and e-mail the server sends (the outbox): written in the transaction of what caused it,
 * then delivered by the message-send job. Status (R-MSG-7): Initial, InProgress (being delivered,
 * or waiting for a retry after a transient error), Done or Fail (final).
 */
export const outgoingMessages = pgTable(
  'outgoing_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    providerId: integer('provider_id').references(() => providers.id),
    /** email or sms */
    channel: text('channel').notNull(),
    /** What it is: password-reset, contract-form, order-ticket, template... */
    kind: text('kind').notNull(),
    /** Where it was sent from: system, order or slot (history's source). */
    source: text('source').notNull().default('system'),
    orderId: integer('order_id').references(() => orders.id),
    templateId: integer('template_id').references(() => messageTemplates.id),
    /** One send to many (a slot's orders) shares a batch. */
    batchId: uuid('batch_id'),
    sentByUserId: integer('sent_by_user_id').references(() => users.id),
    /** An e-mail address or a mobile number. */
    toAddress: text('to_address').notNull(),
    toName: text('to_name'),
    /** E-mail: the reply-to address; SMS: the sender name. */
    fromAddress: text('from_address'),
    fromName: text('from_name'),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull(),
    rightToLeft: boolean('right_to_left').notNull().default(false),
    status: text('status').notNull().default('Initial'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** The gateway's message id, or the SMTP message id. */
    externalId: text('external_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('outgoing_messages_history').on(t.providerId, t.channel, t.id),
    index('outgoing_messages_order').on(t.orderId),
    index('outgoing_messages_unfinished').on(t.createdAt).where(sql`${t.status} in ('Initial', 'InProgress')`),
  ],
);

/**
 * The customer's e-ticket links (/order/{token}/ticket): only each token's SHA-256 is kept, so a
 * link cannot be read back; each order/getlink or message carrying the link makes a new one and
 * earlier links keep working.
 */
export const orderTicketLinks = pgTable(
  'order_ticket_links',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('order_ticket_links_token').on(t.tokenHash), index('order_ticket_links_order').on(t.orderId)],
);

/**
 * R-PROD-13: an automatic order notification sent for an order by a product's rule, at most once
 * (the primary key); written in the send's transaction.
 */
export const orderAutoNotifications = pgTable('order_auto_notifications', {
  orderId: integer('order_id')
    .notNull()
    .references(() => orders.id),
  ruleKey: text('rule_key').notNull(),
  messageId: integer('message_id').references(() => outgoingMessages.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('order_auto_notifications_once').on(t.orderId, t.ruleKey)]);

/**
 * R-PROD-13: a product's automatic order notification: its template sent intervalMinutes before
 * or after the slot time to every confirmed order booked on it (001 §3 Auto-order notification).
 */
export const productAutoNotifications = pgTable(
  'product_auto_notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    intervalMinutes: integer('interval_minutes').notNull(),
    /** before or after the slot time */
    intervalType: text('interval_type').notNull(),
    templateId: integer('template_id')
      .notNull()
      .references(() => messageTemplates.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_auto_notifications_product').on(t.productId)],
);

/**
 * The notifications feed (C004, R-MSG-8): an event of 001 §9 on one of the provider's orders, with
 * who caused it (a user is not notified of their own doing). Copied by the messages domain from the
 * orders' own records (order_events, incoming order_messages) when a feed is read; the source and
 * its id make each copy once.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id),
    /** R-MSG-8: new-order, chat-message, receipt, invoice, slot-changed, status-changed, quote, index-chat, invoice-receipt. */
    event: text('event').notNull(),
    orderId: integer('order_id').references(() => orders.id),
    actorUserId: integer('actor_user_id').references(() => users.id),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    /** order-event or order-message: the table the notification was copied from, and the row's id. */
    source: text('source').notNull(),
    sourceId: integer('source_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('notifications_source').on(t.source, t.sourceId),
    index('notifications_provider_source').on(t.providerId, t.source, t.sourceId),
    index('notifications_provider').on(t.providerId, t.id),
  ],
);

/** R-MSG-9: the notifications a user marked read one at a time. */
export const notificationReads = pgTable(
  'notification_reads',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    notificationId: integer('notification_id')
      .notNull()
      .references(() => notifications.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.notificationId] })],
);

/** R-MSG-9: "mark all read": every notification up to this id is read for the user. */
export const notificationReadMarks = pgTable('notification_read_marks', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  readUpToId: integer('read_up_to_id').notNull(),
});

/**
 * Chat (C280-C285): a message between the provider and an agent of the index about one of the
 * provider's products, optionally on a quote; `in` from the agent, `out` from a provider user. A
 * thread is the product, the agent and the quote.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    agentId: integer('agent_id')
      .notNull()
      .references(() => agents.id),
    quoteId: integer('quote_id').references(() => quotes.id),
    direction: text('direction').notNull(),
    message: text('message').notNull(),
    /** C284: a file sent with the message (domains/files keeps it). */
    fileId: integer('file_id').references(() => storedFiles.id),
    userId: integer('user_id').references(() => users.id),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_messages_thread').on(t.providerId, t.productId, t.agentId, t.id), index('chat_messages_provider').on(t.providerId, t.id)],
);

/** Stored files (domains/files) mailed with an outbox e-mail, e.g. a CRM message's attachments. */
export const outgoingMessageFiles = pgTable(
  'outgoing_message_files',
  {
    messageId: integer('message_id')
      .notNull()
      .references(() => outgoingMessages.id),
    fileId: integer('file_id')
      .notNull()
      .references(() => storedFiles.id),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.fileId] })],
);
