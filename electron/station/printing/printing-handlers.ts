import { AppError, fieldError, notFound } from '@pos/shared/errors';
import { Permission } from '@pos/shared/permissions';
import { currentCashier, nowIso, requirePermission, type StationContext } from '../context';
import type { ReceiptDocument } from '../sales/receipt-document';
import type { TicketsDocument } from '../sales/sale-tickets';
import { cancelPrintJob, markPrinted, openPrintJobs, printJobStatus, printJobsIn, type QueuedJobRow } from './print-job-store';
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

/** A job not printed yet, as the print-queue screen lists it. */
export interface QueuedPrintJob {
  id: number;
  kind: string;
  /** pending, printing, failed or interrupted. */
  status: string;
  createdAt: string;
  attempts: number;
  /** The printer's last error; 'no-printer' while it waits for a printer of its role. */
  lastError: string | null;
  /** The role of printer it needs: receipt, ticket or report. */
  role: 'receipt' | 'ticket' | 'report';
  waitingForPrinter: boolean;
  /** The receipt's or refund's number, the tickets' receipt number, or X/Z for a report. */
  number: string | null;
}

function numberOf(kind: string, payload: string): string | null {
  try {
    const doc = JSON.parse(payload) as { number?: number | string; receiptNumber?: number | string | null; kind?: string };
    const value = kind === 'tickets' ? doc.receiptNumber : kind === 'shift-report' ? doc.kind : doc.number;
    return value === undefined || value === null ? null : String(value);
  } catch {
    return null;
  }
}

function queuedJob(row: QueuedJobRow): QueuedPrintJob {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    createdAt: row.createdAt,
    attempts: row.attempts,
    lastError: row.lastError,
    role: row.kind === 'tickets' ? 'ticket' : row.kind === 'shift-report' ? 'report' : 'receipt',
    waitingForPrinter: row.status === 'pending' && row.printerId === null && row.lastError === 'no-printer',
    number: numberOf(row.kind, row.payload),
  };
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
    /**
     * One job's status, for the receipt screen's "printed / waiting" line (issue 16): one row read on
     * each print-job event, not the list of every pending job with its document, which grows with
     * each sale while no printer takes them.
     */
    'print-job-status': (args: { id: number }): { id: number; status: string } => {
      if (!Number.isInteger(args?.id)) throw fieldError('id', 'Which print job?');
      const status = printJobStatus(ctx.db, args.id);
      if (status === null) throw notFound('Print job');
      return { id: args.id, status };
    },
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
    /** The print-queue screen: every job not printed yet (waiting for a printer, retrying, failed, interrupted), newest first. */
    'print-queue': (args: { limit?: number } = {}): QueuedPrintJob[] => {
      requirePermission(currentCashier(ctx), Permission.Cashier);
      return openPrintJobs(ctx.db, Math.min(Math.max(args?.limit ?? 100, 1), 500)).map(queuedJob);
    },
    /** The cashier drops a job that will not be printed (never one being sent now). */
    'print-job-cancel': (args: { id: number }): true => {
      requirePermission(currentCashier(ctx), Permission.Cashier);
      if (!Number.isInteger(args?.id)) throw fieldError('id', 'Which print job?');
      if (!cancelPrintJob(ctx.db, args.id)) throw notFound('Print job');
      ctx.events.emit({ type: 'print-job', id: args.id });
      return true;
    },
    /** A copy of a receipt or refund of this shift, marked copy with its number. */
    'receipt-reprint': (args: { orderUuid?: string; refundUuid?: string }) => reprint(ctx, args),
    'tickets-reprint': (args: { orderUuid: string }) => reprintTickets(ctx, args),
    /** The X report (open shift) or a Z report printed on the reports printer. */
    'shift-report-print': (args: { kind: 'X' | 'Z'; shiftUuid?: string }) => printShiftReport(ctx, args),
  };
}
