import { and, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import { addDays } from '@pos/shared/calendar/index';
import type { Tx } from '../../db/client';
import { orders, outgoingMessages, providers } from '../../db/schema';
import type { MessageChannel } from './message-status';

export const HISTORY_PAGE_SIZE = 50;

export interface HistoryFilter {
  keywords?: string;
  messageText?: string;
  /** SMS: the sender name; e-mail: the reply-to address. */
  sender?: string;
  subject?: string;
  fromDate?: string;
  toDate?: string;
  orderId?: number;
  status?: string;
  pageIndex: number;
}

const like = (s: string) => `%${s.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** C278/C279: the provider's sent SMS or e-mails, newest first; dates are the provider's local days. */
export async function messageHistory(tx: Tx, providerId: number, timeZone: string, channel: MessageChannel, f: HistoryFilter) {
  const m = outgoingMessages;
  const local = sql`(${m.createdAt} at time zone ${timeZone})::date`;
  const conditions: (SQL | undefined)[] = [eq(m.providerId, providerId), eq(m.channel, channel)];
  if (f.keywords?.trim()) conditions.push(or(ilike(m.toAddress, like(f.keywords)), ilike(m.toName, like(f.keywords)), ilike(m.subject, like(f.keywords)), ilike(m.body, like(f.keywords))));
  if (f.messageText?.trim()) conditions.push(ilike(m.body, like(f.messageText)));
  if (f.sender?.trim()) conditions.push(ilike(channel === 'sms' ? m.fromName : m.fromAddress, like(f.sender)));
  if (f.subject?.trim()) conditions.push(ilike(m.subject, like(f.subject)));
  if (f.fromDate) conditions.push(gte(local, f.fromDate));
  if (f.toDate) conditions.push(lt(local, addDays(f.toDate, 1)));
  if (f.orderId !== undefined) conditions.push(eq(m.orderId, f.orderId));
  if (f.status) conditions.push(eq(m.status, f.status));
  const where = and(...conditions);
  const [items, [total]] = await Promise.all([
    tx
      .select({
        id: m.id,
        createdAt: m.createdAt,
        sentAt: m.sentAt,
        status: m.status,
        source: m.source,
        kind: m.kind,
        orderId: m.orderId,
        orderNumber: orders.orderNumber,
        toAddress: m.toAddress,
        toName: m.toName,
        sender: channel === 'sms' ? m.fromName : m.fromAddress,
        subject: m.subject,
        message: m.body,
        attempts: m.attempts,
        error: m.lastError,
        batchId: m.batchId,
      })
      .from(m)
      .leftJoin(orders, eq(orders.id, m.orderId))
      .where(where)
      .orderBy(desc(m.id))
      .limit(HISTORY_PAGE_SIZE)
      .offset(f.pageIndex * HISTORY_PAGE_SIZE),
    tx.select({ n: count() }).from(m).where(where),
  ]);
  return { items, total: total!.n, pageIndex: f.pageIndex, pageSize: HISTORY_PAGE_SIZE };
}

/** C213: the provider's SMS by month and status (what the SMS package is charged by). */
export async function smsUsage(tx: Tx, providerId: number, timeZone: string) {
  const m = outgoingMessages;
  const month = sql<string>`to_char(${m.createdAt} at time zone ${timeZone}, 'YYYY-MM')`;
  const rows = await tx
    .select({ month, status: m.status, n: count() })
    .from(m)
    .where(and(eq(m.providerId, providerId), eq(m.channel, 'sms')))
    .groupBy(sql`1`, m.status)
    .orderBy(sql`1 desc`);
  const byMonth = new Map<string, { month: string; sent: number; failed: number; pending: number }>();
  for (const r of rows) {
    const entry = byMonth.get(r.month) ?? { month: r.month, sent: 0, failed: 0, pending: 0 };
    if (r.status === 'Done') entry.sent += r.n;
    else if (r.status === 'Fail') entry.failed += r.n;
    else entry.pending += r.n;
    byMonth.set(r.month, entry);
  }
  return [...byMonth.values()];
}

export async function providerTimeZone(tx: Tx, providerId: number): Promise<string> {
  const [row] = await tx.select({ timeZone: providers.timezone }).from(providers).where(eq(providers.id, providerId));
  return row?.timeZone ?? 'Asia/Jerusalem';
}
