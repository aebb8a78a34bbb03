import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { providerCancellations } from '../../db/schema';

export interface SettlementOrderRow {
  orderNumber: number;
  date: string;
  status: string;
  total: number;
  tickets: number;
  providerCancelled: boolean;
  /** Money given back on the order by refund receipts (the ledger's 'refund' documents not kept void). */
  refunded: number;
}

/**
 * The provider's confirmed and cancelled orders made in the month (local dates in its time zone,
 * its local currency), with their tickets and whether the platform marked the cancellation as the
 * provider's (R-TERMS-3) and what refund receipts gave back on it (R-TERMS-6). Orders on request or
 * in error are not settled.
 */
export async function settlementOrders(tx: Tx, providerId: number, currencyId: number, timeZone: string, from: string, to: string): Promise<SettlementOrderRow[]> {
  const result = await tx.execute(sql`
    select o.order_number as "orderNumber",
           to_char((o.create_date at time zone ${timeZone})::date, 'YYYY-MM-DD') as "date",
           o.status,
           o.total_to_pay as "total",
           coalesce((select sum(l.quantity) from order_lines l where l.order_id = o.id), 0)::int as "tickets",
           exists (select 1 from provider_cancellations pc where pc.order_id = o.id) as "providerCancelled",
           coalesce((select sum(d.total) from documents d where d.order_id = o.id and d.doc_type = 'refund' and d.status <> 'void'), 0)::int as "refunded"
      from orders o
     where o.provider_id = ${providerId}
       and o.currency_id = ${currencyId}
       and o.status in ('OK', 'CN')
       and (o.create_date at time zone ${timeZone})::date between ${from}::date and ${to}::date
     order by o.order_number`);
  return (result as unknown as { rows: SettlementOrderRow[] }).rows;
}

/**
 * The order's status, when it was cancelled (its last 'cancelled' event, else its last change) and
 * when its first activity starts (a line's date and start time in the provider's time zone; a line
 * without a start time starts at the day's beginning).
 */
export async function orderOfProvider(tx: Tx, providerId: number, orderId: number): Promise<{ status: string; cancelledAt: Date; startsAt: Date | null } | null> {
  const result = await tx.execute(sql`
    select o.status,
           coalesce((select max(e.created_at) from order_events e where e.order_id = o.id and e.type = 'cancelled'), o.updated_at) as "cancelledAt",
           (select min((l.date + coalesce(l.start_time, time '00:00')) at time zone p.timezone) from order_lines l where l.order_id = o.id) as "startsAt"
      from orders o join providers p on p.id = o.provider_id
     where o.id = ${orderId} and o.provider_id = ${providerId}`);
  const row = (result as unknown as { rows: { status: string; cancelledAt: Date | string; startsAt: Date | string | null }[] }).rows[0];
  return row ? { status: row.status, cancelledAt: new Date(row.cancelledAt), startsAt: row.startsAt === null ? null : new Date(row.startsAt) } : null;
}

export async function markProviderCancellation(tx: Tx, values: typeof providerCancellations.$inferInsert): Promise<void> {
  await tx
    .insert(providerCancellations)
    .values(values)
    .onConflictDoUpdate({ target: providerCancellations.orderId, set: { reason: values.reason, markedBy: values.markedBy, markedAt: new Date() } });
}
