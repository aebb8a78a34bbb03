import type { Db } from '../../db/client';
import { asDeliveryError } from './delivery-error';
import { absoluteLinks, htmlOf } from './mail-body';
import type { Messaging } from './messaging';
import { claimMessage, markDone, providerSenderName, recordFailure, storedFilesOf } from './outbox-repo';
import { attachmentsOf } from './template-repo';

export type SendOutcome = 'done' | 'failed' | 'retry' | 'skipped';

/**
 * One delivery attempt of one message (R-MSG-7): InProgress, then Done with the gateway's id, or
 * Fail at once on a permanent refusal or once `maxAttempts` are spent; a transient error is
 * recorded and answered 'retry' (the job then throws, and the queue runs it again after a back-off).
 */
export async function deliverMessage(db: Db, messaging: Messaging, id: number, maxAttempts: number): Promise<SendOutcome> {
  const message = await claimMessage(db, id);
  if (!message) return 'skipped';
  try {
    let externalId: string;
    if (message.channel === 'sms') {
      ({ externalId } = await messaging.sms.send({ messageId: message.id, sender: message.fromName ?? 'Info', to: message.toAddress, text: absoluteLinks(message.body, messaging.config.publicUrl) }));
    } else {
      const text = absoluteLinks(message.body, messaging.config.publicUrl);
      const name = message.fromName ?? (await providerSenderName(db, message.providerId)) ?? 'Tickets';
      const attachments = message.templateId === null ? [] : await attachmentsOf(db, message.templateId);
      const files = await storedFileAttachments(db, messaging, message.id);
      ({ externalId } = await messaging.email.send({
        messageId: message.id,
        from: { name, address: messaging.config.mailFrom },
        replyTo: message.fromAddress,
        to: { name: message.toName, address: message.toAddress },
        subject: message.subject,
        text,
        html: htmlOf(text, message.rightToLeft),
        attachments: [...attachments.map((a) => ({ filename: a.fileName, contentType: a.contentType, content: Buffer.from(a.data, 'base64') })), ...files],
      }));
    }
    await markDone(db, message.id, externalId);
    return 'done';
  } catch (error) {
    const failure = asDeliveryError(error);
    const final = failure.permanent || message.attempts >= maxAttempts;
    await recordFailure(db, message.id, failure.message, final);
    return final ? 'failed' : 'retry';
  }
}

/** The stored files mailed with the message (a CRM message's attachments), read whole from the file store. */
async function storedFileAttachments(db: Db, messaging: Messaging, messageId: number) {
  const rows = await storedFilesOf(db, messageId);
  if (rows.length === 0) return [];
  if (!messaging.files) throw new Error('No file store is attached to the messaging.');
  const store = messaging.files;
  return Promise.all(
    rows.map(async (file) => {
      const object = await store.get(`${file.storageKey}/original`);
      if (!object) throw new Error(`The file ${file.name} is missing from the file store.`);
      const chunks: Buffer[] = [];
      for await (const chunk of object.body) chunks.push(Buffer.from(chunk as Buffer));
      return { filename: file.name, contentType: file.contentType, content: Buffer.concat(chunks) };
    }),
  );
}
