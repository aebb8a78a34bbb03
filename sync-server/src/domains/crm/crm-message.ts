import { FieldErrorCollector, notFound, refused } from '@pos/shared/errors';
import type { CrmMessageType } from '@pos/shared/api/crm-messages';
import type { Tx } from '../../db/client';
import type { Actor } from '../../http/types';
import type { JobQueue } from '../../jobs/job';
import { queueMessages } from '../messages/outbox';
import { attachStoredFiles, providerSenderName } from '../messages/outbox-repo';
import { writeHistory } from './history-repo';
import { leadCustomerId } from './lead-repo';
import { customerContact, markMessageSent, messageFileIds, type CrmMessageRow } from './message-repo';
import { isProvidersQuickReply } from './quick-reply-repo';

/** What the user wrote to a customer (C302, C311). */
export interface CrmMessageInput {
  crmCustomerId: number;
  crmCustomerLeadId: number | null;
  quickReplyId: number | null;
  type: CrmMessageType;
  subject: string;
  text: string;
}

export type Contact = NonNullable<Awaited<ReturnType<typeof customerContact>>>;

/**
 * The checks of a message before it is kept: the provider's customer (else 404), a lead of that
 * customer and a quick reply of the provider (else 400 on the field), files by e-mail only, and an
 * address for the channel (422 `no-recipient-address`, as the sends to many say).
 */
export async function checkMessage(db: Tx, providerId: number, input: CrmMessageInput, files: number): Promise<Contact> {
  const contact = await customerContact(db, providerId, input.crmCustomerId);
  if (!contact) throw notFound('CRM customer');
  const errors = new FieldErrorCollector();
  if (input.crmCustomerLeadId !== null) errors.check((await leadCustomerId(db, providerId, input.crmCustomerLeadId)) === input.crmCustomerId, 'crmCustomerLeadId', 'Not a lead of the customer.');
  if (input.quickReplyId !== null) errors.check(await isProvidersQuickReply(db, providerId, input.quickReplyId), 'quickReplyId', 'Not a quick reply of the provider.');
  errors.check(files === 0 || input.type === 'Email', 'attachments', 'An SMS carries no files: send them by e-mail.');
  errors.throwIfAny();
  if (!(input.type === 'Sms' ? contact.mobile : contact.email)) {
    throw refused('no-recipient-address', input.type === 'Sms' ? 'The customer has no mobile number.' : 'The customer has no e-mail address.');
  }
  return contact;
}

/**
 * Hands a kept message to the outbox (domains/messages: sent by its job, SMS or e-mail, the files
 * mailed with it), marks it Sent and writes it in the customer's history (R-CRM-10: Sms or Email).
 */
export async function deliverCrmMessage(tx: Tx, message: CrmMessageRow, contact: Contact, jobs?: JobQueue | null): Promise<void> {
  const sms = message.type === 'Sms';
  const [outgoing] = await queueMessages(
    tx,
    [
      {
        providerId: message.providerId,
        channel: sms ? 'sms' : 'email',
        kind: 'crm-message',
        source: 'crm-customer',
        sentByUserId: message.userId,
        toAddress: sms ? contact.mobile : contact.email,
        toName: contact.name || null,
        // An e-mail without a subject goes under the provider's name.
        subject: message.subject || (sms ? '' : ((await providerSenderName(tx, message.providerId)) ?? '')),
        body: message.text,
      },
    ],
    ...(jobs === undefined ? [] : [jobs]),
  );
  if (!sms) await attachStoredFiles(tx, outgoing!.id, await messageFileIds(tx, message.id));
  await markMessageSent(tx, message.id, outgoing!.id);
  await writeHistory(tx, { providerId: message.providerId, crmCustomerId: message.crmCustomerId, type: message.type as CrmMessageType, event: 'sent', entityId: message.id, userId: message.userId });
}

/** The row's values of a new outgoing message by this user. */
export function newMessageValues(actor: Actor, input: CrmMessageInput) {
  return {
    providerId: actor.providerId,
    crmCustomerId: input.crmCustomerId,
    crmCustomerLeadId: input.crmCustomerLeadId,
    direction: 'out',
    type: input.type,
    subject: input.subject,
    text: input.text,
    quickReplyId: input.quickReplyId,
    userId: actor.userId,
  };
}
