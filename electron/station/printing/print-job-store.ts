import type Database from 'better-sqlite3';
import type { StationDb } from '../db/open';
import { preparedStatements } from '../db/prepared';

/**
 * The station's print jobs (print_jobs) as the window and the print worker use them; the print
 * queue's own columns (printer, bytes, attempts) are sqlite-store.ts's. A receipt's (and its
 * tickets') job is queued inside the sale's transaction and looked at on every print-job event;
 * statements prepared once (print-job-done measured slower through Drizzle:
 * docs/decisions/station-sql.md).
 */
export interface PrintJobRow {
  id: number;
  kind: string;
  refUuid: string;
  status: string;
  createdAt: string;
  payload: string;
  printerId: string | null;
}

/** A job not printed yet, as the print-queue screen lists it. */
export interface QueuedJobRow {
  id: number;
  kind: string;
  status: string;
  createdAt: string;
  attempts: number;
  lastError: string | null;
  printerId: string | null;
  payload: string;
}

function statements(sqlite: Database.Database) {
  return {
    queue: sqlite.prepare<[string, string, string, string], { id: number }>("insert into print_jobs (kind, ref_uuid, status, payload, created_at) values (?, ?, 'pending', ?, ?) returning id"),
    job: sqlite.prepare<[number], PrintJobRow>('select id, kind, ref_uuid as refUuid, status, created_at as createdAt, payload, printer_id as printerId from print_jobs where id = ?'),
    waiting: sqlite.prepare<[number], { n: number }>("select 1 as n from print_jobs where id = ? and status = 'pending' and printer_id is null"),
    inStatus: sqlite.prepare<[string, number], Omit<PrintJobRow, 'printerId'>>('select id, kind, ref_uuid as refUuid, status, created_at as createdAt, payload from print_jobs where status = ? order by id limit ?'),
    printed: sqlite.prepare<[string, number]>("update print_jobs set status = 'printed', printed_at = ? where id = ?"),
    takeA4: sqlite.prepare<[number]>("update print_jobs set status = 'printing', printer_id = 'a4', attempts = attempts + 1 where id = ? and status = 'pending' and printer_id is null"),
    a4Printed: sqlite.prepare<[string, number]>("update print_jobs set status = 'printed', printed_at = ?, last_error = null where id = ?"),
    original: sqlite.prepare<[string, string], { id: number; payload: string }>('select id, payload from print_jobs where kind = ? and ref_uuid = ? order by id limit 1'),
    copies: sqlite.prepare<[string, string], { n: number }>('select count(*) as n from print_jobs where kind = ? and ref_uuid = ?'),
    a4Failed: sqlite.prepare<[string, number]>("update print_jobs set status = 'pending', printer_id = null, last_error = ? where id = ?"),
    noPrinter: sqlite.prepare<[number]>("update print_jobs set last_error = 'no-printer' where id = ? and status = 'pending' and printer_id is null"),
    waitingForPrinter: sqlite.prepare<[], { id: number }>("select id from print_jobs where status = 'pending' and printer_id is null and last_error = 'no-printer' order by id"),
    open: sqlite.prepare<[number], QueuedJobRow>(
      "select id, kind, status, created_at as createdAt, attempts, last_error as lastError, printer_id as printerId, payload from print_jobs where status in ('pending', 'printing', 'failed', 'interrupted') order by id desc limit ?",
    ),
    cancel: sqlite.prepare<[number]>("update print_jobs set status = 'cancelled', printed_at = null where id = ? and status in ('pending', 'failed', 'interrupted')"),
  };
}

const stmts = preparedStatements(statements);

export type PrintJobKind = 'receipt' | 'tickets' | 'refund' | 'shift-report';

/** Queues a job (pending, no printer yet); its id. Call inside the transaction that writes what it prints. */
export function queuePrintJob(db: StationDb, kind: PrintJobKind, refUuid: string, payload: unknown, createdAt: string): number {
  return stmts(db).queue.get(kind, refUuid, JSON.stringify(payload), createdAt)!.id;
}

export function printJob(db: StationDb, id: number): PrintJobRow | null {
  return stmts(db).job.get(id) ?? null;
}

/** One job's status (pending, printing, printed, failed...), null when there is no such job. */
export function printJobStatus(db: StationDb, id: number): string | null {
  return stmts(db).job.get(id)?.status ?? null;
}

/** A job that waits for the cashier or the worker: pending and not handed to a printer yet. */
export function isWaiting(db: StationDb, id: number): boolean {
  return stmts(db).waiting.get(id) !== undefined;
}

/** The jobs in a status, oldest first. */
export function printJobsIn(db: StationDb, status: string, limit: number): Omit<PrintJobRow, 'printerId'>[] {
  return stmts(db).inStatus.all(status, limit);
}

/** The printer side says the job printed; false when there is no such job. */
export function markPrinted(db: StationDb, id: number, at: string): boolean {
  return stmts(db).printed.run(at, id).changes === 1;
}

/** A4: takes a waiting job for the PDF (once: false when another took it). */
export function takeForA4(db: StationDb, id: number): boolean {
  return stmts(db).takeA4.run(id).changes === 1;
}

export function a4Printed(db: StationDb, id: number, at: string): void {
  stmts(db).a4Printed.run(at, id);
}

/** A4: nothing was written; the job waits again (for the cashier or the next try). */
export function a4Failed(db: StationDb, id: number, error: string): void {
  stmts(db).a4Failed.run(error, id);
}

/** How many jobs printed (or wait to print) a document: the original and every copy before. */
export function printCount(db: StationDb, kind: PrintJobKind, refUuid: string): number {
  return stmts(db).copies.get(kind, refUuid)!.n;
}

/** The first job of a document: what it printed as the original (a reprint prints the same, marked copy). */
export function originalJob(db: StationDb, kind: PrintJobKind, refUuid: string): { id: number; payload: string } | null {
  return stmts(db).original.get(kind, refUuid) ?? null;
}

/** No printer of the job's role is set up: the job waits for one (printed when the printers change). */
export function markNoPrinter(db: StationDb, id: number): void {
  stmts(db).noPrinter.run(id);
}

/** The jobs waiting for a printer of their role, oldest first. */
export function jobsWaitingForPrinter(db: StationDb): number[] {
  return stmts(db).waitingForPrinter.all().map((r) => r.id);
}

/** The jobs not printed yet (waiting, printing, failed, interrupted), newest first. */
export function openPrintJobs(db: StationDb, limit: number): QueuedJobRow[] {
  return stmts(db).open.all(limit);
}

/** The cashier drops a job that has not printed (never one being sent now); false when there is none such. */
export function cancelPrintJob(db: StationDb, id: number): boolean {
  return stmts(db).cancel.run(id).changes === 1;
}
