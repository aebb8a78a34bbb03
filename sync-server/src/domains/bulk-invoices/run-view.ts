import type { Static } from 'typebox';
import type { BulkInvoiceHistory, BulkInvoiceWait } from '@pos/shared/api/bulk-invoices';
import type { BulkRunRow, BulkRunWithUser } from './run-repo';
import type { RunFilter } from './run-orders';

/** R-BULK-5: a run's result. */
export function runHistoryView(run: BulkRunWithUser): Static<typeof BulkInvoiceHistory> {
  return {
    id: run.id,
    status: run.status,
    issueDate: run.issueDate,
    filter: run.filter as RunFilter,
    startedAt: run.startedAt.toISOString(),
    finishedAt: run.finishedAt?.toISOString() ?? null,
    processed: run.processed,
    total: run.total,
    invoiceCount: run.invoiceCount,
    invoiceAmount: run.invoiceAmount,
    creditInvoiceCount: run.creditCount,
    creditInvoiceAmount: run.creditAmount,
    errorMessage: run.errorMessage,
    userName: run.userName,
  };
}

/** R-BULK-2: progress while Started, data.bulkInvoiceHistoryId once Finished, errorMessage once Failed. */
export function runWaitView(run: BulkRunRow): Static<typeof BulkInvoiceWait> {
  const errorMessage = run.status === 'Failed' ? (run.errorMessage ?? 'The bulk invoice run failed.') : null;
  return {
    data: { taskId: run.id, status: run.status, processed: run.processed, total: run.total, bulkInvoiceHistoryId: run.status === 'Finished' ? run.id : null, errorMessage },
    errorMessage,
  };
}
