/**
 * A customer's history (R-CRM-10) and the history lists of the card (C313-C317, C338, C339): newest
 * first, each page after the last item's id (R-CRM-9), never by offset, so a page is stable while
 * new entries arrive.
 */
import { sql } from 'drizzle-orm';
import type { HistoryType } from '@pos/shared/api/crm';
import type { Tx } from '../../db/client';
import { queryRows } from '../../db/sql-rows';
import { crmHistory } from '../../db/schema';

export interface HistoryInput {
  providerId: number;
  crmCustomerId: number;
  type: HistoryType;
  /** created, sent, accepted... (the back office translates it). */
  event: string;
  entityId: number | null;
  userId: number | null;
}

export async function writeHistory(db: Tx, entry: HistoryInput): Promise<void> {
  await db.insert(crmHistory).values({ providerId: entry.providerId, crmCustomerId: entry.crmCustomerId, type: entry.type, text: entry.event, entityId: entry.entityId, userId: entry.userId });
}

/** The page's items and the id to ask the next page with (null: this was the last page). */
export function pageOf<T extends { id: number }>(rows: T[], pageSize: number): { items: T[]; lastId: number | null } {
  const items = rows.slice(0, pageSize);
  return { items, lastId: rows.length > pageSize ? items[items.length - 1]!.id : null };
}

const after = (lastId: number | undefined) => (lastId ? sql` and h.id < ${lastId}` : sql``);

export async function historyOf(db: Tx, providerId: number, crmCustomerId: number, lastId: number | undefined, pageSize: number) {
  const rows = await queryRows<{ id: number; type: HistoryType; event: string; entity_id: number | null; created_at: string | Date }>(
    db,
    sql`select h.id, h.type, h.text as event, h.entity_id, h.created_at from crm_history h
         where h.provider_id = ${providerId} and h.crm_customer_id = ${crmCustomerId}${after(lastId)}
         order by h.id desc limit ${pageSize + 1}`,
  );
  return pageOf(rows.map((r) => ({ id: r.id, type: r.type, event: r.event, entityId: r.entity_id, createdAt: new Date(r.created_at).toISOString() })), pageSize);
}

/** The customer's orders (linked when a quote became one), newest first by order id. */
export async function customerOrders(db: Tx, providerId: number, crmCustomerId: number, lastId: number | undefined, pageSize: number) {
  const rows = await queryRows<{ id: number; order_number: number; status: string; total_to_pay: number; currency_id: number; create_date: string | Date }>(
    db,
    sql`select h.id, h.order_number, h.status, h.total_to_pay, h.currency_id, h.create_date
          from crm_customer_orders link join orders h on h.id = link.order_id
         where link.provider_id = ${providerId} and link.crm_customer_id = ${crmCustomerId}${after(lastId)}
         order by h.id desc limit ${pageSize + 1}`,
  );
  return pageOf(
    rows.map((r) => ({ id: r.id, orderNumber: r.order_number, status: r.status, totalToPay: Number(r.total_to_pay), currencyId: r.currency_id, createDate: new Date(r.create_date).toISOString() })),
    pageSize,
  );
}
