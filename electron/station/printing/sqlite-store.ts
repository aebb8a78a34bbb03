import type { PrintJob, PrintJobState, PrintQueueStore } from '@pos/printers';
import type { StationDb } from '../db/open';

interface Row {
  id: number;
  kind: string;
  status: string;
  created_at: string;
  printed_at: string | null;
  printer_id: string | null;
  bytes: Buffer | null;
  attempts: number;
  next_attempt_at: number | null;
  last_error: string | null;
}

/** The station's status words for the queue's states ('printed' is what print-job-done writes). */
const STATUS: Record<PrintJobState, string> = { pending: 'pending', printing: 'printing', done: 'printed', failed: 'failed', interrupted: 'interrupted' };
const STATE = Object.fromEntries(Object.entries(STATUS).map(([state, status]) => [status, state])) as Record<string, PrintJobState>;

const COLUMNS = 'id, kind, status, created_at, printed_at, printer_id, bytes, attempts, next_attempt_at, last_error';

function jobOf(row: Row): PrintJob {
  return {
    id: String(row.id),
    printerId: row.printer_id ?? '',
    description: `${row.kind}:${row.id}`,
    bytes: row.bytes ?? new Uint8Array(),
    state: STATE[row.status] ?? 'pending',
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at ?? 0,
    createdAt: Date.parse(row.created_at),
    ...(row.printed_at ? { finishedAt: Date.parse(row.printed_at) } : {}),
    ...(row.last_error ? { lastError: row.last_error } : {}),
  };
}

/**
 * The print queue's store over the station's print_jobs table. A sale writes its row (pending, no
 * printer); `add` hands that row to the queue (printer and bytes), once: a second add of the same
 * id changes nothing. Only rows with a printer are the queue's; each method is one statement.
 */
export class SqlitePrintQueueStore implements PrintQueueStore {
  private readonly s;

  constructor(db: StationDb) {
    const sqlite = db.$client;
    this.s = {
      attach: sqlite.prepare<[string, Buffer, number, number]>(
        "update print_jobs set printer_id = ?, bytes = ?, attempts = 0, next_attempt_at = ?, last_error = null where id = ? and status = 'pending' and printer_id is null",
      ),
      get: sqlite.prepare<[number], Row>(`select ${COLUMNS} from print_jobs where id = ?`),
      list: sqlite.prepare<[], Row>(`select ${COLUMNS} from print_jobs where printer_id is not null order by id`),
      claim: sqlite.prepare<[number], Row>(`
        update print_jobs set status = 'printing', attempts = attempts + 1
        where id = (select j.id from print_jobs j
                    where j.status = 'pending' and j.printer_id is not null and j.next_attempt_at <= ?
                      and not exists (select 1 from print_jobs e where e.printer_id = j.printer_id
                                      and (e.status = 'printing' or (e.status = 'pending' and e.id < j.id)))
                    order by j.id limit 1)
        returning ${COLUMNS}`),
      nextDue: sqlite.prepare<[], { at: number | null }>(`
        select min(j.next_attempt_at) as at from print_jobs j
        where j.status = 'pending' and j.printer_id is not null
          and not exists (select 1 from print_jobs e where e.printer_id = j.printer_id and e.status = 'pending' and e.id < j.id)`),
      done: sqlite.prepare<[string, number]>("update print_jobs set status = 'printed', printed_at = ? where id = ? and status = 'printing'"),
      retry: sqlite.prepare<[string, number, number]>("update print_jobs set status = 'pending', last_error = ?, next_attempt_at = ? where id = ? and status = 'printing'"),
      failed: sqlite.prepare<[string, number]>("update print_jobs set status = 'failed', last_error = ? where id = ? and status = 'printing'"),
      interrupted: sqlite.prepare<[], Row>(`update print_jobs set status = 'interrupted' where status = 'printing' and printer_id is not null returning ${COLUMNS}`),
      requeue: sqlite.prepare<[number, number]>("update print_jobs set status = 'pending', attempts = 0, next_attempt_at = ? where id = ? and status in ('failed', 'interrupted')"),
    };
  }

  async add(job: PrintJob): Promise<PrintJob> {
    this.s.attach.run(job.printerId, Buffer.from(job.bytes), job.nextAttemptAt, Number(job.id));
    const row = this.s.get.get(Number(job.id));
    if (!row) throw new Error(`No print job ${job.id}`);
    return jobOf(row);
  }

  async get(id: string): Promise<PrintJob | undefined> {
    const row = this.s.get.get(Number(id));
    return row && jobOf(row);
  }

  async list(): Promise<PrintJob[]> {
    return this.s.list.all().map(jobOf);
  }

  async claimDue(now: number): Promise<PrintJob | undefined> {
    const row = this.s.claim.get(now);
    return row && jobOf(row);
  }

  async nextDueAt(): Promise<number | undefined> {
    return this.s.nextDue.get()?.at ?? undefined;
  }

  async markDone(id: string, at: number): Promise<boolean> {
    return this.s.done.run(new Date(at).toISOString(), Number(id)).changes === 1;
  }

  async markRetry(id: string, error: string, nextAttemptAt: number): Promise<boolean> {
    return this.s.retry.run(error, nextAttemptAt, Number(id)).changes === 1;
  }

  async markFailed(id: string, error: string, _at: number): Promise<boolean> {
    return this.s.failed.run(error, Number(id)).changes === 1;
  }

  async markInterrupted(): Promise<PrintJob[]> {
    return this.s.interrupted.all().map(jobOf);
  }

  async requeue(id: string, now: number): Promise<boolean> {
    return this.s.requeue.run(now, Number(id)).changes === 1;
  }
}
