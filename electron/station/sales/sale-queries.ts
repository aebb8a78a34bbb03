import { notFound } from '@pos/shared/errors';
import type { PaymentEntry } from '@pos/shared/sync/protocol';
import type { StationDb } from '../db/open';
import type { ReceiptDocument } from './receipt-document';

export interface SaleSummary {
  orderUuid: string;
  kind: 'sale' | 'reserved';
  createdAt: string;
  receiptNumber: number;
  total: number;
  tickets: number;
  serverOrderNumber: number | null;
  conflictFlags: string[];
  /** pending: waits to be sent; applied / conflict / rejected: the server's answer. */
  syncStatus: string;
}

/** The sales of a shift (or the latest), newest first, with how far each got to the server. */
export function listSales(db: StationDb, args: { shiftUuid?: string; limit?: number }): SaleSummary[] {
  const limit = Math.min(Math.max(args.limit ?? 50, 1), 500);
  const rows = db.$client
    .prepare(
      `select o.uuid as orderUuid, o.kind, o.created_at as createdAt, r.number as receiptNumber, r.total, o.server_order_number as serverOrderNumber,
              o.conflict_flags as conflictFlags, b.status as syncStatus,
              (select coalesce(sum(quantity), 0) from order_lines l where l.order_uuid = o.uuid) as tickets
       from orders o join receipts r on r.order_uuid = o.uuid left join outbox b on b.seq = o.op_seq
       where (? is null or o.shift_uuid = ?)
       order by o.created_at desc, r.number desc limit ?`,
    )
    .all(args.shiftUuid ?? null, args.shiftUuid ?? null, limit) as (Omit<SaleSummary, 'conflictFlags'> & { conflictFlags: string })[];
  return rows.map((r) => ({ ...r, syncStatus: r.syncStatus ?? 'pending', conflictFlags: JSON.parse(r.conflictFlags) as string[] }));
}

/** The receipt of a sale as printed (for the receipt screen and a reprint). */
export function saleReceipt(db: StationDb, orderUuid: string): ReceiptDocument {
  const row = db.$client
    .prepare("select j.payload, o.server_order_number as orderNumber from print_jobs j join receipts r on r.uuid = j.ref_uuid join orders o on o.uuid = r.order_uuid where o.uuid = ? and j.kind = 'receipt' order by j.id limit 1")
    .get(orderUuid) as { payload: string; orderNumber: number | null } | undefined;
  if (!row) throw notFound('Sale');
  const document = JSON.parse(row.payload) as ReceiptDocument;
  return { ...document, orderNumber: row.orderNumber ?? document.orderNumber };
}

export type { PaymentEntry };
