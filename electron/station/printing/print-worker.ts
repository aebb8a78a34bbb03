import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  buildCreditReceipt,
  buildInvoiceReceipt,
  buildReceipt,
  buildShiftReport,
  DeviceTransport,
  encodeEscPos,
  PrintQueue,
  PROFILES,
  renderHtml,
  renderPdf,
  SerialTransport,
  TcpTransport,
  type PrintDocument,
  type PrinterTransport,
  type PrintJob,
  type RetryPolicy,
} from '@pos/printers';
import { AppError, notFound } from '@pos/shared/errors';
import { isLanguage, type Language } from '@pos/shared/languages';
import { nowIso, type StationContext } from '../context';
import { replica } from '../catalogue/replica';
import type { ReceiptDocument } from '../sales/receipt-document';
import { getSetting, type PrinterSetting } from '../settings/settings-store';
import { receiptInputOf } from './receipt-input';
import { refundInputOf } from './refund-input';
import { shiftReportInputOf, type ShiftReportDocument } from './shift-report-input';
import type { RefundDocument } from '../refunds/refund-document';
import type { PrintJobKind } from './print-job-store';
import { ticketDocumentsOf } from './tickets-input';
import type { TicketsDocument } from '../sales/sale-tickets';
import { SqlitePrintQueueStore } from './sqlite-store';
import { a4Failed, a4Printed, isWaiting, jobsWaitingForPrinter, markNoPrinter, printJob, takeForA4 } from './print-job-store';

export interface PrintWorkerOptions {
  /** The station's data folder: A4 documents are written to its prints/ folder as PDF. */
  dataDir: string;
  retry?: Partial<RetryPolicy>;
  /** How long a TCP printer may take to connect and take the bytes (default 5 s). */
  tcpTimeoutMs?: number;
  /** Renders A4 HTML to PDF (default: @pos/printers renderPdf, Chromium). */
  renderPdf?: (html: string) => Promise<Buffer>;
}

/** The printer that prints receipts: the one with the receipt role, else the first. */
export function receiptPrinter(ctx: StationContext): PrinterSetting | undefined {
  const printers = getSetting(ctx.db, 'printers') ?? [];
  return printers.find((p) => p.role === 'receipt') ?? printers[0];
}

/** The printer that prints the X and Z reports: the one with the report role, else the receipt printer. */
export function reportPrinter(ctx: StationContext): PrinterSetting | undefined {
  return (getSetting(ctx.db, 'printers') ?? []).find((p) => p.role === 'report') ?? receiptPrinter(ctx);
}

/** The printer that prints tickets: the one with the ticket role, else the receipt printer. */
export function ticketPrinter(ctx: StationContext): PrinterSetting | undefined {
  return (getSetting(ctx.db, 'printers') ?? []).find((p) => p.role === 'ticket') ?? receiptPrinter(ctx);
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** A queue printer id names its connection, so a job keeps its printer when the settings list is reordered. */
function printerIdOf(printer: PrinterSetting): string {
  return `${printer.kind}:${printer.address}`;
}

function tcpAddress(address: string): { host: string; port: number } {
  const match = /^\[?([^\]]*?)\]?(?::(\d+))?$/.exec(address.trim());
  return { host: match?.[1] || '127.0.0.1', port: match?.[2] ? Number(match[2]) : 9100 };
}

const workers = new WeakMap<StationContext, PrintWorker>();

const PRINTABLE = new Set<string>(['receipt', 'tickets', 'refund', 'shift-report'] satisfies PrintJobKind[]);

/** The station's running print worker (null in a core started without one). */
export function printWorkerOf(ctx: StationContext): PrintWorker | null {
  return workers.get(ctx) ?? null;
}

/**
 * Prints the station's print jobs. A sale writes its receipt's job (pending, no printer); when the
 * provider's auto-print is on the worker hands it to the queue at once, otherwise it waits until
 * the cashier asks (print-job-print). 8 cm jobs are encoded to ESC/POS for the configured printer
 * and go through @pos/printers' PrintQueue (retries with back-off while the printer is off; marked
 * printed as soon as the send succeeds, so a retry never prints twice). A4 jobs are rendered to a
 * PDF under the data folder's prints/ and marked printed.
 */
export class PrintWorker {
  readonly store: SqlitePrintQueueStore;
  readonly queue: PrintQueue;
  private off: (() => void) | undefined;
  /** The printers setting last seen, to notice a printer being added. */
  private printersSeen = '';
  private readonly pending = new Set<Promise<unknown>>();

  constructor(
    private readonly ctx: StationContext,
    private readonly options: PrintWorkerOptions,
  ) {
    this.store = new SqlitePrintQueueStore(ctx.db);
    this.queue = new PrintQueue({
      store: this.store,
      transportFor: (printerId) => this.transportFor(printerId),
      retry: options.retry,
      onChange: (job: PrintJob) => ctx.events.emit({ type: 'print-job', id: Number(job.id) }),
    });
  }

  async start(): Promise<void> {
    workers.set(this.ctx, this);
    this.printersSeen = this.printersNow();
    this.off = this.ctx.events.on((event) => {
      if (event.type === 'status' && this.printersNow() !== this.printersSeen) {
        this.printersSeen = this.printersNow();
        this.track(this.printWaiting());
        return;
      }
      if (event.type !== 'print-job' || !this.autoPrint() || !this.isWaiting(event.id)) return;
      this.track(this.print(event.id).catch(() => undefined));
    });
    await this.queue.start();
    await this.track(this.printWaiting());
  }

  private printersNow(): string {
    return JSON.stringify(getSetting(this.ctx.db, 'printers') ?? []);
  }

  /**
   * The jobs that found no printer of their role (a sale before the printers were set up, a report
   * asked for without a report printer) print, oldest first, once one is there; the others wait on.
   */
  async printWaiting(): Promise<void> {
    for (const id of jobsWaitingForPrinter(this.ctx.db)) await this.print(id).catch(() => undefined);
  }

  async stop(): Promise<void> {
    this.off?.();
    this.off = undefined;
    await this.queue.stop();
    await Promise.allSettled([...this.pending]);
    if (workers.get(this.ctx) === this) workers.delete(this.ctx);
  }

  /** The provider's setting (from the pull): a sale's receipt prints by itself. */
  autoPrint(): boolean {
    return replica.provider(this.ctx.db)?.autoPrintReceipt ?? false;
  }

  private isWaiting(id: number): boolean {
    return isWaiting(this.ctx.db, id);
  }

  private track<T>(promise: Promise<T>): Promise<T> {
    this.pending.add(promise);
    void promise.finally(() => this.pending.delete(promise));
    return promise;
  }

  /**
   * Prints a waiting job on the receipt printer; a failed or interrupted one is queued again. A job
   * already queued or printed is left as it is (a reprint is a new job). Returns the job's status.
   */
  async print(id: number): Promise<string> {
    const row = printJob(this.ctx.db, id);
    if (!row) throw notFound('Print job');
    if (row.status === 'failed' || row.status === 'interrupted') {
      await this.queue.requeue(String(id));
      return 'pending';
    }
    if (row.status !== 'pending' || row.printerId !== null) return row.status;
    if (!PRINTABLE.has(row.kind)) throw new AppError('unprocessable', 'unknown-print-job', `The station cannot print a ${row.kind} job.`);
    const kind = row.kind as PrintJobKind;
    const printer = kind === 'tickets' ? ticketPrinter(this.ctx) : kind === 'shift-report' ? reportPrinter(this.ctx) : receiptPrinter(this.ctx);
    if (!printer) {
      markNoPrinter(this.ctx.db, id);
      throw new AppError('unprocessable', 'no-printer', 'No printer is set up for receipts (Settings, Printers).');
    }

    const language = getSetting(this.ctx.db, 'language') ?? replica.provider(this.ctx.db)?.language;
    const lang = isLanguage(language) ? language : 'he-IL';
    const timeZone = replica.provider(this.ctx.db)?.timezone ?? 'Asia/Jerusalem';
    const { documents, name } = this.documentsOf(kind, row.payload, id, lang, timeZone);

    if (printer.paper === 'A4') return this.track(this.printPdf(id, documents.map((d) => renderHtml(d)).join('\n<div style="break-after: page"></div>\n'), name));
    const profile = PROFILES[printer.profile ?? (printer.paper === '58mm' ? 'generic-58mm' : 'generic-80mm')] ?? PROFILES['generic-80mm'];
    const job = await this.queue.enqueue({ id: String(id), printerId: printerIdOf(printer), bytes: concat(documents.map((d) => encodeEscPos(d, profile))) });
    return job.state === 'done' ? 'printed' : job.state;
  }

  /** The job's documents as they print, and the name its A4 file takes. */
  private documentsOf(kind: PrintJobKind, payload: string, id: number, lang: Language, timeZone: string): { documents: PrintDocument[]; name: string } {
    if (kind === 'tickets') {
      const tickets = JSON.parse(payload) as TicketsDocument;
      return { documents: ticketDocumentsOf(this.ctx.db, tickets, lang, timeZone), name: `tickets-${tickets.receiptNumber ?? id}` };
    }
    if (kind === 'refund') {
      const refund = JSON.parse(payload) as RefundDocument;
      return { documents: [buildCreditReceipt(refundInputOf(refund, lang, timeZone))], name: `refund-${refund.number}` };
    }
    if (kind === 'shift-report') {
      const report = JSON.parse(payload) as ShiftReportDocument;
      return { documents: [buildShiftReport(shiftReportInputOf(report, lang, timeZone))], name: `shift-${report.kind}-${report.shiftUuid.slice(0, 8)}` };
    }
    const receipt = JSON.parse(payload) as ReceiptDocument;
    // A licensed dealer's sale is a tax invoice-receipt (docs/decisions); older jobs carry no docType change.
    const build = receipt.docType === 'invoice-receipt' ? buildInvoiceReceipt : buildReceipt;
    return { documents: [build(receiptInputOf(receipt, lang, timeZone))], name: `${receipt.docType}-${receipt.number}` };
  }

  /** A4: the PDF goes to prints/ under the data folder; the job is taken first, so it is written once. */
  private async printPdf(id: number, html: string, name: string): Promise<string> {
    if (!takeForA4(this.ctx.db, id)) return 'printing';
    try {
      const pdf = await (this.options.renderPdf ?? renderPdf)(html);
      const folder = join(this.options.dataDir, 'prints');
      mkdirSync(folder, { recursive: true });
      writeFileSync(join(folder, `${name}-${id}.pdf`), pdf);
      a4Printed(this.ctx.db, id, nowIso(this.ctx));
      return 'printed';
    } catch (error) {
      // Nothing was written: the job waits again for the cashier (or the next try).
      a4Failed(this.ctx.db, id, error instanceof Error ? error.message : String(error));
      throw new AppError('unprocessable', 'print-failed', 'The receipt could not be made into a PDF.');
    } finally {
      this.ctx.events.emit({ type: 'print-job', id });
    }
  }

  private transportFor(printerId: string): PrinterTransport {
    const colon = printerId.indexOf(':');
    const kind = printerId.slice(0, colon) as PrinterSetting['kind'];
    const address = printerId.slice(colon + 1);
    if (kind === 'serial') {
      const setting = (getSetting(this.ctx.db, 'printers') ?? []).find((p) => printerIdOf(p) === printerId);
      return new SerialTransport({ path: address, baudRate: setting?.baudRate ?? 9600 });
    }
    if (kind === 'usb') return new DeviceTransport(address);
    return new TcpTransport({ ...tcpAddress(address), timeoutMs: this.options.tcpTimeoutMs ?? 5000 });
  }
}
