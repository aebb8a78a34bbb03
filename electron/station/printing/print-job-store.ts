import type Database from 'better-sqlite3';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { StationDb } from '../db/open';
import { preparedStatements } from '../db/prepared';
import { printJobs } from '../db/schema';

/**
 * The station's print jobs (print_jobs) as the window and the print worker use them; the print
 * queue's own columns (printer, bytes, attempts) are sqlite-store.ts's. A receipt's (and its
 * tickets') job is queued inside the sale's transaction and looked at on every print-job event:
 * statements prepared once. The cashier's list and the A4 steps are Drizzle queries
 * (docs/decisions/station-sql.md).
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

function statements(sqlite: Database.Database) {
  return {
    queue: sqlite.prepare<[string, string, string, string], { id: number }>("insert into print_jobs (kind, ref_uuid, status, payload, created_at) values (?, ?, 'pending', ?, ?) returning id"),
    job: sqlite.prepare<[number], PrintJobRow>('select id, kind, ref_uuid as refUuid, status, created_at as createdAt, payload, printer_id as printerId from print_jobs where id = ?'),
    waiting: sqlite.prepare<[number], { n: number }>("select 1 as n from print_jobs where id = ? and status = 'pending' and printer_id is null"),
  };
}

const stmts = preparedStatements(statements);

/** Queues a job (pending, no printer yet); its id. Call inside the transaction that writes what it prints. */
export function queuePrintJob(db: StationDb, kind: 'receipt' | 'tickets', refUuid: string, payload: unknown, createdAt: string): number {
  return stmts(db).queue.get(kind, refUuid, JSON.stringify(payload), createdAt)!.id;
}

export function printJob(db: StationDb, id: number): PrintJobRow | null {
  return stmts(db).job.get(id) ?? null;
}

/** A job that waits for the cashier or the worker: pending and not handed to a printer yet. */
export function isWaiting(db: StationDb, id: number): boolean {
  return stmts(db).waiting.get(id) !== undefined;
}

/** The jobs in a status, oldest first. */
export function printJobsIn(db: StationDb, status: string, limit: number): Omit<PrintJobRow, 'printerId'>[] {
  return db
    .select({ id: printJobs.id, kind: printJobs.kind, refUuid: printJobs.refUuid, status: printJobs.status, createdAt: printJobs.createdAt, payload: printJobs.payload })
    .from(printJobs)
    .where(eq(printJobs.status, status))
    .orderBy(asc(printJobs.id))
    .limit(limit)
    .all();
}

/** The printer side says the job printed; false when there is no such job. */
export function markPrinted(db: StationDb, id: number, at: string): boolean {
  return db.update(printJobs).set({ status: 'printed', printedAt: at }).where(eq(printJobs.id, id)).run().changes === 1;
}

/** A4: takes a waiting job for the PDF (once: false when another took it). */
export function takeForA4(db: StationDb, id: number): boolean {
  const taken = db
    .update(printJobs)
    .set({ status: 'printing', printerId: 'a4', attempts: sql`${printJobs.attempts} + 1` })
    .where(and(eq(printJobs.id, id), eq(printJobs.status, 'pending'), isNull(printJobs.printerId)))
    .run();
  return taken.changes === 1;
}

export function a4Printed(db: StationDb, id: number, at: string): void {
  db.update(printJobs).set({ status: 'printed', printedAt: at, lastError: null }).where(eq(printJobs.id, id)).run();
}

/** A4: nothing was written; the job waits again (for the cashier or the next try). */
export function a4Failed(db: StationDb, id: number, error: string): void {
  db.update(printJobs).set({ status: 'pending', printerId: null, lastError: error }).where(eq(printJobs.id, id)).run();
}
