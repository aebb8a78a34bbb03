/**
 * The CRM conversation's rows (crm_messages, crm_message_files): C302-C307, C311, C312. A page is
 * read by id from `fromId`, forward (oldest first) by default, never by offset (R-CRM-9).
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { CrmMessage } from '@pos/shared/api/crm-messages';
import type { Tx } from '../../db/client';
import { queryRows } from '../../db/sql-rows';
import { crmMessageFiles, crmMessages, storedFiles } from '../../db/schema';

export type NewCrmMessage = typeof crmMessages.$inferInsert;
export type CrmMessageRow = typeof crmMessages.$inferSelect;

export async function insertCrmMessage(tx: Tx, values: NewCrmMessage): Promise<CrmMessageRow> {
  const [row] = await tx.insert(crmMessages).values(values).returning();
  return row!;
}

export async function linkMessageFiles(tx: Tx, crmMessageId: number, fileIds: readonly number[]): Promise<void> {
  if (fileIds.length) await tx.insert(crmMessageFiles).values(fileIds.map((fileId) => ({ crmMessageId, fileId })));
}

export async function messageFileIds(tx: Tx, crmMessageId: number): Promise<number[]> {
  const rows = await tx.select({ fileId: crmMessageFiles.fileId }).from(crmMessageFiles).where(eq(crmMessageFiles.crmMessageId, crmMessageId));
  return rows.map((r) => r.fileId);
}

/** The message as sent: Sent, its outbox row and time. */
export async function markMessageSent(tx: Tx, id: number, outgoingMessageId: number | null): Promise<void> {
  await tx.update(crmMessages).set({ status: 'Sent', outgoingMessageId, sentAt: sql`now()` }).where(eq(crmMessages.id, id));
}

/**
 * Takes a timed message for sending, once: only while it is still Scheduled for exactly this time
 * (a job of an earlier time, or of a message deleted or sent already, finds nothing). Locked until
 * the transaction ends, so a delete waits for the send or wins before it.
 */
export async function claimScheduled(tx: Tx, id: number, sendAt: Date): Promise<CrmMessageRow | null> {
  const [row] = await tx
    .select()
    .from(crmMessages)
    .where(and(eq(crmMessages.id, id), eq(crmMessages.status, 'Scheduled'), eq(crmMessages.sendAt, sendAt)))
    .for('update');
  return row ?? null;
}

/** The provider's own outgoing message, locked for a change or a delete. */
export async function lockOutgoing(tx: Tx, providerId: number, id: number): Promise<CrmMessageRow | null> {
  const [row] = await tx
    .select()
    .from(crmMessages)
    .where(and(eq(crmMessages.id, id), eq(crmMessages.providerId, providerId), eq(crmMessages.direction, 'out')))
    .for('update');
  return row ?? null;
}

export async function updateScheduled(tx: Tx, id: number, values: Partial<NewCrmMessage>): Promise<CrmMessageRow> {
  const [row] = await tx.update(crmMessages).set(values).where(eq(crmMessages.id, id)).returning();
  return row!;
}

export async function cancelScheduled(tx: Tx, id: number): Promise<void> {
  await tx.update(crmMessages).set({ status: 'Cancelled' }).where(and(eq(crmMessages.id, id), eq(crmMessages.status, 'Scheduled')));
}

export interface MessagePageAsk {
  fromId: number;
  direction: 'forward' | 'backward';
  type?: string;
  pageSize: number;
}

interface MessageRow {
  id: number;
  crm_customer_id: number;
  crm_customer_lead_id: number | null;
  direction: 'out' | 'in';
  type: 'Sms' | 'Email';
  subject: string;
  text: string;
  quick_reply_id: number | null;
  status: 'Sent' | 'Scheduled' | 'Cancelled';
  delivery_status: string | null;
  send_at: Date | string | null;
  sent_at: Date | string | null;
  read_at: Date | string | null;
  user_name: string | null;
  created_at: Date | string;
  attachments: { id: number; name: string; contentType: string; byteSize: number }[] | null;
}

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

function messageView(r: MessageRow): CrmMessage {
  return {
    id: r.id,
    crmCustomerId: r.crm_customer_id,
    crmCustomerLeadId: r.crm_customer_lead_id,
    direction: r.direction,
    type: r.type,
    subject: r.subject,
    text: r.text,
    quickReplyId: r.quick_reply_id,
    status: r.status,
    deliveryStatus: r.delivery_status,
    sendAt: iso(r.send_at),
    sentAt: iso(r.sent_at),
    read: r.direction === 'out' || r.read_at !== null,
    userName: (r.user_name ?? '').trim(),
    createdAt: iso(r.created_at)!,
    attachments: r.attachments ?? [],
  };
}

/** A page of the messages `scope` picks (the customer's or the lead's), always answered oldest first. */
export async function messagesPage(db: Tx, providerId: number, scope: SQL, ask: MessagePageAsk): Promise<{ items: CrmMessage[]; nextFromId: number | null }> {
  const forward = ask.direction === 'forward';
  const edge = forward ? sql`m.id > ${ask.fromId}` : ask.fromId > 0 ? sql`m.id < ${ask.fromId}` : sql`true`;
  const type = ask.type ? sql` and m.type = ${ask.type}` : sql``;
  const rows = await queryRows<MessageRow>(
    db,
    sql`select m.id, m.crm_customer_id, m.crm_customer_lead_id, m.direction, m.type, m.subject, m.text, m.quick_reply_id, m.status,
               o.status as delivery_status, m.send_at, m.sent_at, m.read_at, m.created_at,
               u.first_name || ' ' || u.last_name as user_name,
               (select json_agg(json_build_object('id', f.id, 'name', f.name, 'contentType', f.content_type, 'byteSize', f.byte_size) order by f.id)
                  from crm_message_files mf join stored_files f on f.id = mf.file_id where mf.crm_message_id = m.id) as attachments
          from crm_messages m
          left join outgoing_messages o on o.id = m.outgoing_message_id
          left join users u on u.id = m.user_id
         where m.provider_id = ${providerId} and ${scope} and ${edge}${type}
         order by m.id ${forward ? sql`asc` : sql`desc`} limit ${ask.pageSize + 1}`,
  );
  const page = rows.slice(0, ask.pageSize);
  const more = rows.length > ask.pageSize;
  const items = (forward ? page : page.reverse()).map(messageView);
  // Forward: read on after the newest shown (always possible: new messages arrive). Backward: before the oldest, while older ones remain.
  const nextFromId = forward ? (items.at(-1)?.id ?? (ask.fromId || null)) : more ? items[0]!.id : null;
  return { items, nextFromId };
}

export const customerScope = (crmCustomerId: number) => sql`m.crm_customer_id = ${crmCustomerId}`;
export const leadScope = (crmCustomerLeadId: number) => sql`m.crm_customer_lead_id = ${crmCustomerLeadId}`;

export async function unreadCount(db: Tx, providerId: number, scope: SQL): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from crm_messages m where m.provider_id = ${providerId} and ${scope} and m.direction = 'in' and m.read_at is null`);
  return Number(row?.n ?? 0);
}

/** C304, C306: the customer's unread messages in scope (up to an id) become read; answers how many. */
export async function markMessagesRead(db: Tx, providerId: number, scope: SQL, upToId: number | undefined): Promise<number> {
  const upTo = upToId ? sql` and m.id <= ${upToId}` : sql``;
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update crm_messages m set read_at = now() where m.provider_id = ${providerId} and ${scope} and m.direction = 'in' and m.read_at is null${upTo} returning m.id`,
  );
  return rows.length;
}

/** C307: a file of one of the provider's CRM messages (another provider's: null). */
export async function messageAttachment(db: Tx, providerId: number, fileId: number) {
  const [row] = await db
    .select({ name: storedFiles.name, contentType: storedFiles.contentType, byteSize: storedFiles.byteSize, storageKey: storedFiles.storageKey })
    .from(crmMessageFiles)
    .innerJoin(crmMessages, eq(crmMessages.id, crmMessageFiles.crmMessageId))
    .innerJoin(storedFiles, eq(storedFiles.id, crmMessageFiles.fileId))
    .where(and(eq(crmMessageFiles.fileId, fileId), eq(crmMessages.providerId, providerId)))
    .limit(1);
  return row ?? null;
}

/** Where the provider's customer is reached (null: not the provider's customer). */
export async function customerContact(db: Tx, providerId: number, crmCustomerId: number) {
  const [row] = await queryRows<{ first_name: string; last_name: string; mobile: string; email: string }>(
    db,
    sql`select first_name, last_name, mobile, email from crm_customers where id = ${crmCustomerId} and provider_id = ${providerId}`,
  );
  return row ? { name: `${row.first_name} ${row.last_name}`.trim(), mobile: row.mobile, email: row.email } : null;
}
