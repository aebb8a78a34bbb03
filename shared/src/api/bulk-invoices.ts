/**
 * Bulk invoices (C178-C181; R-BULK-1..6, R-CLIENT-5): one run at a time per provider, started by
 * bulk-invoices/create and polled by bulk-invoices/wait every 3000 ms until errorMessage or
 * data.bulkInvoiceHistoryId.
 */
import { Type } from 'typebox';
import { Id, Int, LocalDate, Nullable, OneOf, OrNull, PageIndex } from './primitives';

/** The orders a run covers: confirmed orders created in the period, optionally of one business client. */
export const BulkInvoiceFilter = Type.Object(
  { fromDate: LocalDate, toDate: LocalDate, businessClientId: Type.Optional(Nullable(Id)) },
  { additionalProperties: false },
);

export const BulkInvoiceCreateBody = Type.Object({ filter: BulkInvoiceFilter, issueDate: LocalDate }, { additionalProperties: false });

/** R-BULK-4: what the client keeps per user while a run goes on. */
export const BulkInvoiceTask = Type.Object({ taskId: Id, entityId: Id, failed: Type.Boolean() });

export const BulkInvoiceWaitQuery = Type.Object({ taskId: Type.Optional(Id) });

/** C179: progress, then data.bulkInvoiceHistoryId once finished, or errorMessage (R-BULK-2, R-BULK-3), also inside data for typed clients. */
export const BulkInvoiceProgress = Type.Object({
  taskId: Id,
  status: Type.String(),
  processed: Int(),
  total: Int(),
  bulkInvoiceHistoryId: OrNull(Id),
  errorMessage: OrNull(Type.String()),
});
export const BulkInvoiceWait = Type.Object({ data: OrNull(BulkInvoiceProgress), errorMessage: OrNull(Type.String()) });

/** R-BULK-5: a run's result. */
export const BulkInvoiceHistory = Type.Object({
  id: Id,
  status: Type.String(),
  issueDate: LocalDate,
  filter: BulkInvoiceFilter,
  startedAt: Type.String(),
  finishedAt: OrNull(Type.String()),
  processed: Int(),
  total: Int(),
  invoiceCount: Int(),
  invoiceAmount: Int(),
  creditInvoiceCount: Int(),
  creditInvoiceAmount: Int(),
  errorMessage: OrNull(Type.String()),
  userName: Type.String(),
});

export const BulkInvoiceHistoryQuery = Type.Object({ id: Id });
/** R-BULK-5: the run's result as an A4 PDF, in the language asked. */
export const BulkInvoicePdfQuery = Type.Object({ id: Id, language: Type.Optional(OneOf(['en-US', 'he-IL', 'ru-RU'] as const)) });
export const BULK_INVOICE_HISTORY_PAGE_SIZE = 20;
export const BulkInvoiceHistoriesQuery = Type.Object({ pageIndex: Type.Optional(PageIndex) });
export const BulkInvoiceHistoryPage = Type.Object({ items: Type.Array(BulkInvoiceHistory), total: Int() });
