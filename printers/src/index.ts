/**
 * @pos/printers: what the station and the server call. Build a document from the station's data,
 * encode it for a roll printer or render it for A4, and send it through a queue to a transport.
 */
export { buildCreditReceipt, buildInvoiceReceipt, buildReceipt } from './documents/receipt';
export { buildCreditInvoice, buildCustomDocument, buildInvoice, buildProforma } from './documents/invoice';
export { asCopy, buildLedgerDocument } from './documents/ledger';
export { buildMultipleUnitTickets, buildSingleUnitTickets } from './documents/tickets';
export { buildOrderSummary } from './documents/order-summary';
export { buildShiftReport } from './documents/shift-report';
export { buildEmployeeDaySheet, type DaySheetOrder, type DaySheetSlot, type EmployeeDaySheetInput } from './documents/employee-day-sheet';
export { buildSlotManifest, type SlotManifestInput, type SlotManifestOrder } from './documents/slot-manifest';
export { buildBulkInvoiceRun, type BulkInvoiceRunInput, type BulkRunDocument } from './documents/bulk-invoice-run';
export type * from './documents/types';
export { DOCUMENT_TYPES, type Block, type DocumentType, type PrintDocument } from './layout/model';

export { encodeEscPos, type EncodeOptions } from './escpos/encode';
export { PROFILES, profileForWidth, type PrinterProfile, type ProfileName } from './escpos/profile';

export { renderHtml } from './a4/html';
export { createPdfRenderer, renderPdf, type PdfOptions, type PdfRenderer } from './a4/pdf';

export { DeviceTransport } from './transport/device';
export { SerialTransport, type SerialTransportOptions } from './transport/serial';
export { TcpTransport, type TcpTransportOptions } from './transport/tcp';
export { PrinterUnavailableError, type PrinterState, type PrinterStatus, type PrinterTransport } from './transport/types';

export { DEFAULT_RETRY, PrintQueue, type EnqueueRequest, type PrintQueueOptions, type RetryPolicy } from './queue/print-queue';
export { MemoryPrintQueueStore, type PrintJob, type PrintJobState, type PrintQueueStore } from './queue/store';

export { VirtualPrinter } from './virtual/server';
export type { DecodedItem, DecodedJob, DecodedTextLine } from './virtual/decoder';
export { previewPng } from './virtual/preview';
