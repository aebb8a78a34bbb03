import { fieldError, notFound, refused } from '@pos/shared/errors';
import type { Tx } from '../../db/client';
import type { Actor } from '../../http/types';
import { defineJob, type JobQueue } from '../../jobs/job';
import { checkMessage, deliverCrmMessage, newMessageValues, type CrmMessageInput } from './crm-message';
import { cancelScheduled, claimScheduled, customerContact, insertCrmMessage, lockOutgoing, updateScheduled, type CrmMessageRow } from './message-repo';

export interface TimedMessageData {
  crmMessageId: number;
  /** The time the job was made for: a changed time makes a new job and this one finds nothing. */
  sendAt: string;
}

/**
 * C311's timed message, run by the queue at its time. The message is taken only while still
 * Scheduled for this very time, under a row lock, and marked Sent in the same transaction as its
 * outbox row: a job run twice, a deleted message or a message moved to another time sends nothing.
 */
export const timedMessageJob = defineJob({
  name: 'crm-timed-message',
  queue: { policy: 'standard', retryLimit: 5, retryDelay: 10, expireInSeconds: 60 },
  // A message due later is announced by no wake-up when it falls due: looked for every 2 s.
  pollingIntervalSeconds: 2,
  async run(ctx, data: TimedMessageData) {
    await ctx.db.transaction(async (tx) => {
      const message = await claimScheduled(tx, data.crmMessageId, new Date(data.sendAt));
      if (!message) return;
      // The customer is the provider's (checked when scheduled); an address removed since then fails in the outbox, where the user sees it.
      const contact = (await customerContact(tx, message.providerId, message.crmCustomerId)) ?? { name: '', mobile: '', email: '' };
      await deliverCrmMessage(tx, message, contact);
    });
  },
});

/** C311: a message to send at `sendAt` (in the future, else 400), new or a scheduled one changed; its job is queued with it. */
export async function saveTimedMessage(tx: Tx, jobs: JobQueue, actor: Actor, id: number | null, input: CrmMessageInput, sendAt: Date): Promise<CrmMessageRow> {
  if (!(sendAt.getTime() > Date.now())) throw fieldError('sendAt', 'The time to send must be in the future.');
  await checkMessage(tx, actor.providerId, input, 0);
  let message: CrmMessageRow;
  if (id === null) {
    message = await insertCrmMessage(tx, { ...newMessageValues(actor, input), status: 'Scheduled', sendAt });
  } else {
    const held = await lockOutgoing(tx, actor.providerId, id);
    if (!held || held.status === 'Cancelled') throw notFound('Timed message');
    if (held.status !== 'Scheduled') throw refused('timing-message-sent', 'The message was sent already.');
    message = await updateScheduled(tx, id, { ...newMessageValues(actor, input), sendAt });
  }
  await jobs.send(timedMessageJob, { crmMessageId: message.id, sendAt: sendAt.toISOString() }, { tx, startAfter: sendAt });
  return message;
}

/** C312: a scheduled message is cancelled before its time; one sent already cannot be (422 `timing-message-sent`). */
export async function deleteTimedMessage(tx: Tx, providerId: number, id: number): Promise<boolean> {
  const held = await lockOutgoing(tx, providerId, id);
  if (!held || held.status === 'Cancelled' || held.sendAt === null) return false;
  if (held.status !== 'Scheduled') throw refused('timing-message-sent', 'The message was sent already.');
  await cancelScheduled(tx, id);
  return true;
}
