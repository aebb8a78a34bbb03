import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../db/client';

/** What a job's handler gets: the database, a logger, and a signal that aborts when the job's time is up. */
export interface JobContext {
  db: Db;
  log: FastifyBaseLogger;
  /** Aborted when the queue's expireInSeconds passes (the job is then failed and retried elsewhere). */
  signal: AbortSignal;
}

/** The queue's settings, kept in pgboss.queue (pg-boss 10): what happens to a job of this name. */
export interface QueueSettings {
  /** 'stately': at most one queued and one running job per singleton key; 'standard': no limit. */
  policy: 'standard' | 'short' | 'singleton' | 'stately';
  /** Runs after the first one failed or its process died (the job expired while running). */
  retryLimit: number;
  retryDelay: number;
  /** A running job not finished after this long is failed (and retried while retries remain). */
  expireInSeconds: number;
  /** The queue a job goes to once its retries are spent (its handler records the failure). */
  deadLetter?: string;
}

/**
 * A kind of background job a domain contributes: its queue's name and settings, its handler and,
 * for periodic work, a cron schedule (UTC). Any server instance runs any job; pg-boss hands each
 * job to exactly one worker (SELECT ... FOR UPDATE SKIP LOCKED) and retries it when that worker died.
 */
export interface JobDefinition<Name extends string = string, Data extends object = object> {
  name: Name;
  queue: QueueSettings;
  /** Jobs of this kind one process runs side by side (1: one at a time). */
  concurrency?: number;
  /**
   * How often an idle worker looks for a job when nothing wakes it (seconds; at most the settings'
   * idlePollSeconds): for jobs due later (startAfter), which no wake-up announces when they fall due.
   */
  pollingIntervalSeconds?: number;
  /** Cron expression (UTC): the job is sent on this schedule, once across every instance. */
  schedule?: string;
  run(ctx: JobContext, data: Data): Promise<void>;
}

export function defineJob<Name extends string, Data extends object>(definition: JobDefinition<Name, Data>): JobDefinition<Name, Data> {
  return definition;
}

export interface SendOptions {
  /** Enqueue inside this transaction: the job exists exactly when the transaction commits. */
  tx?: Tx;
  /** With a 'stately' queue: refused (null) while a job with this key is queued. */
  singletonKey?: string;
  /** Not run before this time (a message scheduled for later). */
  startAfter?: Date;
}

/** The queue as domains see it (app.jobs). */
export interface JobQueue {
  /** The job's id, or null when its singleton key refused it. */
  send<Data extends object>(job: JobDefinition<string, Data>, data: Data, options?: SendOptions): Promise<string | null>;
}
