import { AppError, fieldError, notFound } from '@pos/shared/errors';
import { nowIso, type StationContext } from '../context';
import type { ReceiptDocument } from '../sales/receipt-document';
import type { TicketsDocument } from '../sales/sale-tickets';
import { markPrinted, printJobsIn } from './print-job-store';
import { printWorkerOf } from './print-worker';
import { printShiftReport, reprint, reprintTickets } from './reprint';
import type { RefundDocument } from '../refunds/refund-document';
import type { ShiftReportDocument } from './shift-report-input';

export interface PrintJob {
  id: number;
  kind: string;
  refUuid: string;
  status: string;
  createdAt: string;
  /** kind 'receipt': the receipt; 'tickets': the order's tickets (sales/sale-tickets.ts); 'refund': the refund; 'shift-report': an X or Z report. */
  document: ReceiptDocument | TicketsDocument | RefundDocument | ShiftReportDocument;
}

/**
 * The print queue as the window sees it: each sale queues its receipt (and its tickets) in its own
 * transaction; the printer side marks a job printed; the cashier prints a waiting receipt
 * (auto-print off), or a failed one again.
 */
export function printingHandlers(ctx: StationContext) {
  return {
    'print-jobs': (args: { status?: 'pending' | 'printed'; limit?: number } = {}): PrintJob[] =>
      printJobsIn(ctx.db, args.status ?? 'pending', Math.min(Math.max(args.limit ?? 20, 1), 200)).map(({ payload, ...r }) => ({ ...r, document: JSON.parse(payload) as PrintJob['document'] })),
    'print-job-done': (args: { id: number }): true => {
      if (!markPrinted(ctx.db, args.id, nowIso(ctx))) throw notFound('Print job');
      return true;
    },
    'print-job-print': async (args: { id: number }): Promise<{ id: number; status: string }> => {
      if (!Number.isInteger(args?.id)) throw fieldError('id', 'Which print job?');
      const worker = printWorkerOf(ctx);
      if (!worker) throw new AppError('unprocessable', 'printing-off', 'The station prints nothing: its print worker is not running.');
      return { id: args.id, status: await worker.print(args.id) };
    },
    /** A copy of a receipt or refund of this shift, marked copy with its number. */
    'receipt-reprint': (args: { orderUuid?: string; refundUuid?: string }) => reprint(ctx, args),
    'tickets-reprint': (args: { orderUuid: string }) => reprintTickets(ctx, args),
    /** The X report (open shift) or a Z report printed on the reports printer. */
    'shift-report-print': (args: { kind: 'X' | 'Z'; shiftUuid?: string }) => printShiftReport(ctx, args),
  };
}
