import { defineJob, type JobQueue, type QueueSettings } from '../../jobs/job';
import type { Tx } from '../../db/client';
import { MessageStatus } from './message-status';
import { messagingOf } from './messaging';
import { recordFailure, staleInitialMessages } from './outbox-repo';
import { deliverMessage } from './send-message';

export interface SendMessageData {
  messageId: number;
}

/** Retries after a transient error, with exponential back-off from 3 s (3-6 s, 6-12 s, ... about 12 minutes in all). */
const RETRY_LIMIT = 7;
export const MAX_ATTEMPTS = RETRY_LIMIT + 1;

/** A job the queue gave up on (its instance died on the last attempt): the message fails (R-MSG-7: always a final state). */
export const lostMessageJob = defineJob({
  name: 'message-send-lost',
  queue: { policy: 'standard', retryLimit: 5, retryDelay: 5, expireInSeconds: 60 },
  async run(ctx, data: SendMessageData) {
    await recordFailure(ctx.db, data.messageId, 'The message could not be delivered (the sender stopped while sending it).', true);
  },
});

// pg-boss takes retryBackoff with the queue's other settings (createQueue/updateQueue).
const sendQueue: QueueSettings & { retryBackoff: boolean } = {
  policy: 'short',
  retryLimit: RETRY_LIMIT,
  retryDelay: 3,
  retryBackoff: true,
  expireInSeconds: 90,
  deadLetter: lostMessageJob.name,
};

/**
 * Delivers one message. 'short' with the message id as singleton key: at most one queued job per
 * message. A transient failure throws, so the queue retries it with back-off; a running job whose
 * instance dies expires and is retried elsewhere.
 */
export const sendMessageJob = defineJob({
  name: 'message-send',
  queue: sendQueue,
  concurrency: 4,
  async run(ctx, data: SendMessageData) {
    const outcome = await deliverMessage(ctx.db, messagingOf(ctx.db), data.messageId, MAX_ATTEMPTS);
    if (outcome === 'retry') throw new Error(`message ${data.messageId}: delivery failed, retried later`);
  },
});

/** Queues the send of these messages (inside `tx`: the jobs exist exactly when the messages do). */
export async function queueSends(jobs: JobQueue, tx: Tx, messageIds: readonly number[]): Promise<void> {
  for (const messageId of messageIds) await jobs.send(sendMessageJob, { messageId }, { tx, singletonKey: String(messageId) });
}

/** A message Initial this long has no job (written where no queue was at hand, or its job was lost). */
export const SWEEP_AFTER_MS = 60_000;

/** Every minute, on one instance: queues the messages that are still Initial after SWEEP_AFTER_MS. */
export const sweepMessagesJob = defineJob({
  name: 'message-sweep',
  queue: { policy: 'stately', retryLimit: 0, retryDelay: 0, expireInSeconds: 120 },
  schedule: '* * * * *',
  async run(ctx) {
    const ids = await staleInitialMessages(ctx.db, SWEEP_AFTER_MS);
    const jobs = boundQueue();
    if (!jobs || ids.length === 0) return;
    await queueSends(jobs, ctx.db, ids);
    ctx.log.info({ count: ids.length }, `queued ${ids.length} messages still ${MessageStatus.Initial}`);
  },
});

/**
 * The queue of the running app, for code that writes a message where only a transaction is at
 * hand (password reset, the contract form). Apps bind on start and unbind on close (tests build
 * more than one app in a process: the newest still running is used).
 */
const bound: JobQueue[] = [];

export function bindQueue(jobs: JobQueue): void {
  bound.push(jobs);
}

export function unbindQueue(jobs: JobQueue): void {
  const i = bound.lastIndexOf(jobs);
  if (i >= 0) bound.splice(i, 1);
}

export function boundQueue(): JobQueue | null {
  return bound.at(-1) ?? null;
}
