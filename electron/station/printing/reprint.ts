import { AppError, notFound } from '@pos/shared/errors';
import { Permission } from '@pos/shared/permissions';
import { currentCashier, nowIso, requirePermission, type StationContext } from '../context';
import type { ReceiptDocument } from '../sales/receipt-document';
import type { RefundDocument } from '../refunds/refund-document';
import { refundStore } from '../refunds/refund-store';
import { knownOrderNumber } from '../sales/sale-store';
import { requireOpenShift, xReport, zReport } from '../shifts/shift-handlers';
import { lastClosedShift, shiftByUuid } from '../shifts/shift-store';
import { originalJob, printCount, queuePrintJob, type PrintJobKind } from './print-job-store';
import { printWorkerOf } from './print-worker';
import { shiftReportDocument } from './shift-report-input';

export interface PrintedCopy {
  printJobId: number;
  /** Copies printed of the document so far, this one included (the original is not a copy). */
  copy: number;
  /** What the printer side did: printed, queued, pending (no printer or printing off: the job waits). */
  status: string;
  problem: string | null;
}

/**
 * Prints a job the cashier asked for now (a reprint, a report, a refund whose cash leaves the
 * drawer), whatever the auto-print setting: without a printer the job waits in the queue and the
 * answer says why.
 */
export async function printNow(ctx: StationContext, id: number): Promise<{ status: string; problem: string | null }> {
  const worker = printWorkerOf(ctx);
  if (!worker) return { status: 'pending', problem: 'printing-off' };
  try {
    return { status: await worker.print(id), problem: null };
  } catch (error) {
    if (error instanceof AppError) return { status: 'pending', problem: error.code };
    throw error;
  }
}

/**
 * A reprint of a receipt (or invoice-receipt) or a refund of this shift: the same document, printed
 * "copy" with its copy number (every reprint is a copy). Opens no drawer.
 */
export async function reprint(ctx: StationContext, args: { orderUuid?: string; refundUuid?: string }): Promise<PrintedCopy> {
  const user = currentCashier(ctx);
  requirePermission(user, Permission.Cashier);
  const shift = requireOpenShift(ctx);
  let kind: PrintJobKind;
  let refUuid: string;
  if (typeof args?.refundUuid === 'string') {
    const refund = refundStore.refund(ctx.db, args.refundUuid);
    if (!refund || refund.shiftUuid !== shift.uuid) throw notFound('Refund');
    kind = 'refund';
    refUuid = refund.uuid;
  } else if (typeof args?.orderUuid === 'string') {
    const receipt = refundStore.receiptOfOrder(ctx.db, args.orderUuid.toLowerCase());
    if (!receipt || receipt.shiftUuid !== shift.uuid) throw notFound('Receipt');
    kind = 'receipt';
    refUuid = receipt.receiptUuid;
  } else throw new AppError('validation', 'validation', 'Which receipt?', { fieldErrors: { orderUuid: ['Which receipt?'] } });
  const original = originalJob(ctx.db, kind, refUuid);
  if (!original) throw notFound('Receipt');
  let id = 0;
  let copy = 0;
  ctx.db.$client.transaction(() => {
    copy = printCount(ctx.db, kind, refUuid);
    const document = JSON.parse(original.payload) as ReceiptDocument | RefundDocument;
    // A copy shows the server's order number when the sale has one by now.
    const orderNumber = document.orderNumber ?? knownOrderNumber(ctx.db, document.orderUuid);
    id = queuePrintJob(ctx.db, kind, refUuid, { ...document, orderNumber, copy }, nowIso(ctx));
  })();
  return { printJobId: id, copy, ...(await printNow(ctx, id)) };
}

/** The tickets of a sale of this shift printed again (a torn or lost ticket): the same codes, so a gate still admits each once. */
export async function reprintTickets(ctx: StationContext, args: { orderUuid: string }): Promise<PrintedCopy> {
  const user = currentCashier(ctx);
  requirePermission(user, Permission.Cashier);
  const shift = requireOpenShift(ctx);
  const orderUuid = typeof args?.orderUuid === 'string' ? args.orderUuid.toLowerCase() : '';
  const receipt = refundStore.receiptOfOrder(ctx.db, orderUuid);
  if (!receipt || receipt.shiftUuid !== shift.uuid) throw notFound('Receipt');
  const original = originalJob(ctx.db, 'tickets', orderUuid);
  if (!original) throw notFound('Tickets');
  const copy = printCount(ctx.db, 'tickets', orderUuid);
  const id = queuePrintJob(ctx.db, 'tickets', orderUuid, JSON.parse(original.payload) as unknown, nowIso(ctx));
  return { printJobId: id, copy, ...(await printNow(ctx, id)) };
}

/** Prints the X report of the open shift, or the Z report of a closed one (the last by default), on the reports printer. */
export async function printShiftReport(ctx: StationContext, args: { kind: 'X' | 'Z'; shiftUuid?: string }): Promise<PrintedCopy> {
  const user = currentCashier(ctx);
  requirePermission(user, Permission.Cashier);
  const now = nowIso(ctx);
  let id = 0;
  if (args?.kind === 'Z') {
    const report = zReport(ctx, { shiftUuid: args.shiftUuid });
    const shift = args.shiftUuid ? shiftByUuid(ctx.db, args.shiftUuid) : lastClosedShift(ctx.db);
    id = queuePrintJob(ctx.db, 'shift-report', shift!.uuid, shiftReportDocument(ctx.db, shift!, 'Z', report, now, shift!.closedBy ?? user.id), now);
  } else {
    const shift = requireOpenShift(ctx);
    id = queuePrintJob(ctx.db, 'shift-report', shift.uuid, shiftReportDocument(ctx.db, shift, 'X', xReport(ctx), now, user.id), now);
  }
  return { printJobId: id, copy: 0, ...(await printNow(ctx, id)) };
}
