import { notFound } from '@pos/shared/errors';
import { nowIso, type StationContext } from '../context';
import type { ReceiptDocument } from './receipt-document';
import type { TicketsDocument } from './sale-tickets';

export interface PrintJob {
  id: number;
  kind: string;
  refUuid: string;
  status: string;
  createdAt: string;
  /** kind 'receipt': the receipt; kind 'tickets': the order's tickets (sales/sale-tickets.ts). */
  document: ReceiptDocument | TicketsDocument;
}

/** The print queue: each sale queues its receipt (and its tickets) in its own transaction; the printer side marks it printed. */
export function printHandlers(ctx: StationContext) {
  return {
    'print-jobs': (args: { status?: 'pending' | 'printed'; limit?: number } = {}): PrintJob[] => {
      const rows = ctx.db.$client
        .prepare('select id, kind, ref_uuid as refUuid, status, created_at as createdAt, payload from print_jobs where status = ? order by id limit ?')
        .all(args.status ?? 'pending', Math.min(Math.max(args.limit ?? 20, 1), 200)) as (Omit<PrintJob, 'document'> & { payload: string })[];
      return rows.map(({ payload, ...r }) => ({ ...r, document: JSON.parse(payload) as ReceiptDocument | TicketsDocument }));
    },
    'print-job-done': (args: { id: number }): true => {
      const done = ctx.db.$client.prepare("update print_jobs set status = 'printed', printed_at = ? where id = ?").run(nowIso(ctx), args.id);
      if (done.changes !== 1) throw notFound('Print job');
      return true;
    },
  };
}
