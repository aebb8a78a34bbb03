/**
 * Exports as background tasks (C165-C171, C176, C182; R-BULK-7..9, R-CLIENT-5): started by one
 * call, polled by export/wait-task every 3000 ms until data.url or errorMessage, cancellable.
 */
import { Type } from 'typebox';
import { Id, Int, LocalDate, Nullable, OneOf, OrNull, PageIndex } from './primitives';

export const EXPORT_LANGUAGES = ['en-US', 'he-IL', 'ru-RU'] as const;
/** R-BULK-9: the kinds this framework makes (employees' exports live with employees). */
export const EXPORT_KINDS = ['accounting', 'orders', 'payments-account-transactions', 'open-format', 'cancel-documents', 'quotes', 'crm-leads', 'crm-customers'] as const;
/** R-BULK-7: the task's state, and the export's status once finished. */
export const EXPORT_STATES = ['Started', 'Finished', 'Failed'] as const;
export const EXPORT_STATUSES = ['Ok', 'Canceled'] as const;
export const ORDER_EXPORT_FORMATS = ['csv', 'xlsx', 'pdf'] as const;
/** 001 §9: the accounting systems. */
export const ACCOUNTING_SYSTEMS = ['Hashavshevet', 'Eshkol'] as const;

export const ExportLanguageQuery = Type.Object({ language: Type.Optional(OneOf(EXPORT_LANGUAGES)) });

const Period = {
  fromDate: LocalDate,
  toDate: LocalDate,
};

/** C165: the accounting documents issued in a period, as the accounting system imports them. */
export const AccountingExportBody = Type.Object({ ...Period, system: OneOf(ACCOUNTING_SYSTEMS) }, { additionalProperties: false });

/** C170: orders created in a period, optionally one status or one business client. */
export const OrdersExportBody = Type.Object(
  { ...Period, status: Type.Optional(Nullable(OneOf(['OK', 'RQ', 'CN'] as const))), businessClientId: Type.Optional(Nullable(Id)) },
  { additionalProperties: false },
);
export const OrdersExportParams = Type.Object({ format: OneOf(ORDER_EXPORT_FORMATS) });

/** C176: the payments documents took in a period (the payments account's transactions). */
export const PaymentsExportBody = Type.Object({ ...Period }, { additionalProperties: false });

/** The Tax Authority's unified format (OPENFRMT, INI.TXT and BKMVDATA.TXT) of the documents issued in a period. */
export const OpenFormatExportBody = Type.Object({ ...Period }, { additionalProperties: false });

/** C169: the documents cancelled among those issued in a period (docs/decisions/cancel-documents-export.md). */
export const CancelDocumentsExportBody = Type.Object({ ...Period }, { additionalProperties: false });

/** C173-C175: CSV or XLSX (the lists' export buttons), in the language asked. */
export const LIST_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export const ListExportQuery = Type.Object({ language: Type.Optional(OneOf(EXPORT_LANGUAGES)), format: Type.Optional(OneOf(LIST_EXPORT_FORMATS)) });
/** C173: the provider's quotes, one status or all (R-CRM-8: the CRM module on). */
export const QuotesExportBody = Type.Object({ status: Type.Optional(Nullable(OneOf(['Draft', 'Sent', 'Accepted'] as const))) }, { additionalProperties: false });
/** C174: the provider's CRM leads, one status or all. */
export const CrmLeadsExportBody = Type.Object({ status: Type.Optional(Nullable(OneOf(['New', 'InProgress', 'Done', 'NotActive'] as const))) }, { additionalProperties: false });
/** C175: the provider's CRM customers, those a keyword finds or all. */
export const CrmCustomersExportBody = Type.Object({ keyword: Type.Optional(Type.String({ maxLength: 100 })) }, { additionalProperties: false });

/** An export as the back office sees it: its progress, its outcome and, once made, where to fetch it. */
export const ExportTask = Type.Object({
  id: Id,
  kind: OneOf(EXPORT_KINDS),
  format: Type.String(),
  state: OneOf(EXPORT_STATES),
  status: OrNull(OneOf(EXPORT_STATUSES)),
  processed: Int(),
  total: Int(),
  fileName: OrNull(Type.String()),
  byteSize: OrNull(Int()),
  /** Why it failed, by code (export-failed), and the message the wait's errorMessage carries. */
  error: OrNull(Type.String()),
  errorMessage: OrNull(Type.String()),
  /** The file's address once it is made (R-CLIENT-5). */
  url: OrNull(Type.String()),
  createdAt: Type.String(),
  finishedAt: OrNull(Type.String()),
  userName: Type.String(),
});

export const ExportIdQuery = Type.Object({ id: Id });

/** C171: what the wait answers: data.url once the file is made, errorMessage when it failed. */
export const ExportWait = Type.Object({ data: ExportTask, errorMessage: OrNull(Type.String()) });

export const EXPORT_HISTORY_PAGE_SIZE = 20;
export const ExportHistoryQuery = Type.Object({ pageIndex: Type.Optional(PageIndex) });
export const ExportHistory = Type.Object({ items: Type.Array(ExportTask), total: Int() });
