import type { PrinterTransport } from '../transport/types';
import type { PrintJob, PrintQueueStore } from './store';

export interface RetryPolicy {
  /** Wait after the first failure. */
  initialDelayMs: number;
  /** Each further failure multiplies the wait, up to maxDelayMs. */
  factor: number;
  maxDelayMs: number;
  /** Sends before the job is 'failed'; a printer switched off for a few minutes is waited for. */
  maxAttempts: number;
}

export const DEFAULT_RETRY: RetryPolicy = { initialDelayMs: 1000, factor: 2, maxDelayMs: 30_000, maxAttempts: 20 };

export interface PrintQueueOptions {
  store: PrintQueueStore;
  /** The transport of a printer id (the station's printer settings). */
  transportFor: (printerId: string) => PrinterTransport;
  retry?: Partial<RetryPolicy>;
  now?: () => number;
  /** Told about every change of a job, for the station's printer status display. */
  onChange?: (job: PrintJob) => void;
}

export interface EnqueueRequest {
  id: string;
  printerId: string;
  bytes: Uint8Array;
  description?: string;
}

export function retryDelay(policy: RetryPolicy, attempts: number): number {
  return Math.min(policy.maxDelayMs, policy.initialDelayMs * policy.factor ** Math.max(0, attempts - 1));
}

/**
 * Sends print jobs in order per printer and retries while a printer is off. A job prints at most
 * once on its own: it is idempotent by id (enqueueing a known id prints nothing), the store hands a
 * job out once (claimDue marks it 'printing' atomically), and it is marked done as soon as the send
 * succeeds, before anything else can look at it. A job cut short by a stop is not retried by itself.
 */
export class PrintQueue {
  private readonly retry: RetryPolicy;
  private readonly now: () => number;
  private running: Promise<number> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private started = false;

  constructor(private readonly options: PrintQueueOptions) {
    this.retry = { ...DEFAULT_RETRY, ...options.retry };
    this.now = options.now ?? Date.now;
  }

  /** Adds a job (or returns the existing one with that id) and, when started, sends it right away. */
  async enqueue(request: EnqueueRequest): Promise<PrintJob> {
    const now = this.now();
    const job = await this.options.store.add({
      id: request.id,
      printerId: request.printerId,
      description: request.description ?? request.id,
      bytes: request.bytes,
      state: 'pending',
      attempts: 0,
      nextAttemptAt: now,
      createdAt: now,
    });
    this.changed(job.id);
    if (this.started) this.wake();
    return job;
  }

  /**
   * Sends every due job once (the ones that fail wait for their next attempt) and returns how many
   * were sent or tried. Calls while a round runs join it rather than starting a second one.
   */
  processDue(): Promise<number> {
    this.running ??= this.round().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async round(): Promise<number> {
    const { store } = this.options;
    let count = 0;
    for (let job = await store.claimDue(this.now()); job; job = await store.claimDue(this.now())) {
      count++;
      this.changed(job.id);
      try {
        await this.options.transportFor(job.printerId).send(job.bytes);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        if (job.attempts >= this.retry.maxAttempts) await store.markFailed(job.id, message, this.now());
        else await store.markRetry(job.id, message, this.now() + retryDelay(this.retry, job.attempts));
        this.changed(job.id);
        continue;
      }
      await store.markDone(job.id, this.now());
      this.changed(job.id);
    }
    return count;
  }

  /**
   * Runs by itself: marks jobs left 'printing' by a previous run as interrupted, then sends due jobs
   * and sleeps until the next one falls due (or a new job arrives).
   */
  async start(): Promise<PrintJob[]> {
    const interrupted = await this.options.store.markInterrupted();
    for (const job of interrupted) this.options.onChange?.(job);
    this.started = true;
    this.wake();
    return interrupted;
  }

  /** Stops scheduling and waits for a send in progress. */
  async stop(): Promise<void> {
    this.started = false;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** A person chose to print a failed or interrupted job again (same id, same bytes). */
  async requeue(id: string): Promise<boolean> {
    const ok = await this.options.store.requeue(id, this.now());
    if (ok) {
      this.changed(id);
      if (this.started) this.wake();
    }
    return ok;
  }

  private wake(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    const schedule = async () => {
      if (!this.started) return;
      const next = await this.options.store.nextDueAt();
      if (next === undefined || !this.started) return;
      clearTimeout(this.timer);
      this.timer = setTimeout(() => this.wake(), Math.max(0, next - this.now()));
    };
    // A store that failed (a locked database) is tried again after the first retry delay.
    const later = () => {
      if (this.started) this.timer = setTimeout(() => this.wake(), this.retry.initialDelayMs);
    };
    this.processDue().then(schedule).catch(later);
  }

  private changed(id: string): void {
    const onChange = this.options.onChange;
    if (onChange) void this.options.store.get(id).then((job) => job && onChange(job));
  }
}
