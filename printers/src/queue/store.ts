/**
 * Print jobs and where they are kept. The station backs PrintQueueStore with SQLite (each method is
 * one statement or one transaction); MemoryPrintQueueStore is for tests and the demo.
 */
export type PrintJobState =
  /** Waiting for its turn or for its next attempt. */
  | 'pending'
  /** Being sent now. */
  | 'printing'
  | 'done'
  /** Gave up after the last attempt; the cashier may requeue it. */
  | 'failed'
  /** Was being sent when the station stopped: it may have printed, so only a person requeues it. */
  | 'interrupted';

export interface PrintJob {
  /** The caller's idempotency key, e.g. "receipt:1001:original": a second enqueue with it prints nothing. */
  id: string;
  printerId: string;
  description: string;
  bytes: Uint8Array;
  state: PrintJobState;
  /** Sends started so far. */
  attempts: number;
  /** Epoch milliseconds; a pending job is due from then. */
  nextAttemptAt: number;
  createdAt: number;
  finishedAt?: number;
  lastError?: string;
}

export interface PrintQueueStore {
  /** Stores the job unless one with its id exists; returns the stored one either way. */
  add(job: PrintJob): Promise<PrintJob>;
  get(id: string): Promise<PrintJob | undefined>;
  list(): Promise<PrintJob[]>;
  /**
   * Atomically takes the next job to send and marks it 'printing' with one more attempt: per
   * printer only its oldest pending job is a candidate (jobs print in order), and only when due
   * (nextAttemptAt <= now). A job is never handed out twice.
   */
  claimDue(now: number): Promise<PrintJob | undefined>;
  /** When the next pending job falls due, if any. */
  nextDueAt(): Promise<number | undefined>;
  /** printing -> done. False when the job was not 'printing'. */
  markDone(id: string, at: number): Promise<boolean>;
  /** printing -> pending, due at `nextAttemptAt`. */
  markRetry(id: string, error: string, nextAttemptAt: number): Promise<boolean>;
  /** printing -> failed. */
  markFailed(id: string, error: string, at: number): Promise<boolean>;
  /** Every 'printing' job -> 'interrupted' (at start-up, before the queue runs); returns them. */
  markInterrupted(): Promise<PrintJob[]>;
  /** failed or interrupted -> pending, due now, attempts reset: a person decided to print it again. */
  requeue(id: string, now: number): Promise<boolean>;
}

export class MemoryPrintQueueStore implements PrintQueueStore {
  private jobs = new Map<string, PrintJob>();

  async add(job: PrintJob): Promise<PrintJob> {
    const existing = this.jobs.get(job.id);
    if (existing) return { ...existing };
    this.jobs.set(job.id, { ...job });
    return { ...job };
  }

  async get(id: string): Promise<PrintJob | undefined> {
    const job = this.jobs.get(id);
    return job && { ...job };
  }

  async list(): Promise<PrintJob[]> {
    return [...this.jobs.values()].map((job) => ({ ...job }));
  }

  /** Per printer, its oldest pending job (Map keeps insertion order). */
  private heads(): PrintJob[] {
    const heads = new Map<string, PrintJob>();
    for (const job of this.jobs.values()) if (job.state === 'pending' && !heads.has(job.printerId)) heads.set(job.printerId, job);
    return [...heads.values()];
  }

  async claimDue(now: number): Promise<PrintJob | undefined> {
    const busy = new Set([...this.jobs.values()].filter((j) => j.state === 'printing').map((j) => j.printerId));
    const due = this.heads()
      .filter((job) => job.nextAttemptAt <= now && !busy.has(job.printerId))
      .sort((a, b) => a.createdAt - b.createdAt)[0];
    if (!due) return undefined;
    due.state = 'printing';
    due.attempts += 1;
    return { ...due };
  }

  async nextDueAt(): Promise<number | undefined> {
    const times = this.heads().map((job) => job.nextAttemptAt);
    return times.length > 0 ? Math.min(...times) : undefined;
  }

  private transition(id: string, from: PrintJobState[], change: Partial<PrintJob>): boolean {
    const job = this.jobs.get(id);
    if (!job || !from.includes(job.state)) return false;
    Object.assign(job, change);
    return true;
  }

  async markDone(id: string, at: number): Promise<boolean> {
    return this.transition(id, ['printing'], { state: 'done', finishedAt: at });
  }

  async markRetry(id: string, error: string, nextAttemptAt: number): Promise<boolean> {
    return this.transition(id, ['printing'], { state: 'pending', lastError: error, nextAttemptAt });
  }

  async markFailed(id: string, error: string, at: number): Promise<boolean> {
    return this.transition(id, ['printing'], { state: 'failed', lastError: error, finishedAt: at });
  }

  async markInterrupted(): Promise<PrintJob[]> {
    const interrupted = [...this.jobs.values()].filter((job) => job.state === 'printing');
    for (const job of interrupted) job.state = 'interrupted';
    return interrupted.map((job) => ({ ...job }));
  }

  async requeue(id: string, now: number): Promise<boolean> {
    return this.transition(id, ['failed', 'interrupted'], { state: 'pending', attempts: 0, nextAttemptAt: now });
  }
}
