import type { Tx } from '../../db/client';
import type { JobQueue } from '../../jobs/job';
import { insertMessages, type NewOutgoingMessage, type OutgoingMessageRow } from './outbox-repo';
import { boundQueue, queueSends } from './send-jobs';

/** A message to send; the channel's address in toAddress (an e-mail or a mobile). */
export type MessageToSend = Omit<NewOutgoingMessage, 'id' | 'status' | 'attempts' | 'lastError' | 'externalId' | 'createdAt' | 'updatedAt' | 'sentAt'>;

const RTL_SCRIPT = /[\u0590-\u05FF\u0600-\u06FF]/;

/**
 * Writes messages to the outbox and queues their delivery, both inside `tx`: they are sent exactly
 * when the transaction commits, never when it rolls back. Without a queue at hand the sweep
 * (send-jobs.ts) queues them within a minute or two.
 */
export async function queueMessages(tx: Tx, messages: MessageToSend[], jobs: JobQueue | null = boundQueue()): Promise<OutgoingMessageRow[]> {
  const rows = await insertMessages(
    tx,
    messages.map((m) => ({ ...m, rightToLeft: m.rightToLeft ?? RTL_SCRIPT.test(`${m.subject ?? ''}${m.body}`) })),
  );
  if (jobs) await queueSends(jobs, tx, rows.map((r) => r.id));
  return rows;
}

/** An e-mail the system sends (password reset, contract form): written and queued in `tx`. */
export async function queueEmail(tx: Tx, mail: { providerId: number | null; toAddress: string; subject: string; body: string; kind: string; orderId?: number }): Promise<OutgoingMessageRow> {
  const [row] = await queueMessages(tx, [{ ...mail, channel: 'email', source: mail.orderId === undefined ? 'system' : 'order' }]);
  return row!;
}
