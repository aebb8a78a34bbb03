import { Value } from 'typebox/value';
import { FieldErrorCollector, notFound } from '@pos/shared/errors';
import { Permission } from '@pos/shared/permissions';
import {
  CRM_MESSAGE_MAX_FILES,
  CrmMarkReadBody,
  CrmMessage,
  CrmMessageFields,
  CrmMessagePage,
  CrmMessagesQuery,
  LeadMarkReadBody,
  LeadMessagesQuery,
  MarkedRead,
  TimingMessageBody,
  type CrmMessageType,
} from '@pos/shared/api/crm-messages';
import type { App } from '../../http/types';
import { Data, IdParams, Ok } from '../../http/schemas';
import { actorOf } from '../../plugins/auth';
import { disposition, MAX_BYTES, receiveUploads, storeUpload } from '../files';
import { need } from './crm-access';
import { checkMessage, deliverCrmMessage, newMessageValues, type CrmMessageInput } from './crm-message';
import { isProvidersCustomer } from './customer-repo';
import { leadCustomerId } from './lead-repo';
import { customerScope, insertCrmMessage, leadScope, linkMessageFiles, markMessagesRead, messageAttachment, messagesPage, unreadCount } from './message-repo';
import { deleteTimedMessage, saveTimedMessage } from './timed-messages';

const tags = ['crm'];
const access = { access: Permission.CrmModule };
const PAGE = 30;

/** The form's fields checked by the schema, each problem said on its own field (400). */
function checkedFields(fields: Record<string, string>): CrmMessageInput {
  const errors = new FieldErrorCollector();
  for (const e of Value.Errors(CrmMessageFields, fields)) {
    const field = e.instancePath.slice(1) || (e.params as { requiredProperties?: string[] }).requiredProperties?.[0] || 'message';
    errors.add(field, e.message);
  }
  errors.throwIfAny();
  const f = fields as { message: string; crmCustomerId: string; crmCustomerLeadId?: string; quickReplyId?: string; type: CrmMessageType; subject?: string };
  return {
    crmCustomerId: Number(f.crmCustomerId),
    crmCustomerLeadId: f.crmCustomerLeadId ? Number(f.crmCustomerLeadId) : null,
    quickReplyId: f.quickReplyId ? Number(f.quickReplyId) : null,
    type: f.type,
    subject: f.subject?.trim() ?? '',
    text: f.message.trim(),
  };
}

/**
 * The conversation with a customer (002 §7.13 Messages; C302-C307) and timed messages (C311,
 * C312). Reading needs the CRM (51); writing to a customer needs CrmCustomerEdit (44), as the
 * sends to many customers do (C273).
 */
export default async function messageRoutes(app: App): Promise<void> {
  // C302: multipart form data (message, crmCustomerId, crmCustomerLeadId, quickReplyId, type, subject; files as `attachments`).
  app.post('/crm/messages/send', { config: access, schema: { tags, consumes: ['multipart/form-data'], response: { 200: Data(CrmMessage) } } }, async (request) => {
    const actor = actorOf(request);
    need(actor, Permission.CrmCustomerEdit);
    const form = await receiveUploads(request, { maxBytes: MAX_BYTES.document, maxFiles: CRM_MESSAGE_MAX_FILES, fileField: 'attachments', fieldSize: 10_000 });
    try {
      const input = checkedFields(form.fields);
      const contact = await checkMessage(app.db, actor.providerId, input, form.files.length);
      const id = await app.db.transaction(async (tx) => {
        const fileIds: number[] = [];
        for (const file of form.files) fileIds.push((await storeUpload(tx, app.fileStorage, actor.providerId, file, 'document')).id);
        const message = await insertCrmMessage(tx, { ...newMessageValues(actor, input), status: 'Sent' });
        await linkMessageFiles(tx, message.id, fileIds);
        await deliverCrmMessage(tx, message, contact, app.jobs);
        return message.id;
      });
      const page = await messagesPage(app.db, actor.providerId, customerScope(input.crmCustomerId), { fromId: id - 1, direction: 'forward', pageSize: 1 });
      return { data: page.items[0]! };
    } finally {
      await Promise.all(form.files.map((f) => f.discard()));
    }
  });

  // C303 (R-CRM-9: forward by default)
  app.get('/crm/messages/get', { config: access, schema: { tags, querystring: CrmMessagesQuery, response: { 200: Data(CrmMessagePage) } } }, async (request) => {
    const { providerId } = actorOf(request);
    const q = request.query;
    if (!(await leadOrCustomer(app, providerId, { crmCustomerId: q.crmCustomerId }))) throw notFound('CRM customer');
    const scope = customerScope(q.crmCustomerId);
    const page = await messagesPage(app.db, providerId, scope, { fromId: q.fromId ?? 0, direction: q.direction ?? 'forward', type: q.type, pageSize: q.pageSize ?? PAGE });
    return { data: { ...page, unread: await unreadCount(app.db, providerId, scope) } };
  });

  // C304
  app.post('/crm/messages/mark-as-read', { config: access, schema: { tags, body: CrmMarkReadBody, response: { 200: Data(MarkedRead) } } }, async (request) => {
    const { providerId } = actorOf(request);
    if (!(await leadOrCustomer(app, providerId, { crmCustomerId: request.body.crmCustomerId }))) throw notFound('CRM customer');
    return { data: { marked: await markMessagesRead(app.db, providerId, customerScope(request.body.crmCustomerId), request.body.upToId) } };
  });

  // C305
  app.get('/crm/lead-messages/get', { config: access, schema: { tags, querystring: LeadMessagesQuery, response: { 200: Data(CrmMessagePage) } } }, async (request) => {
    const { providerId } = actorOf(request);
    const q = request.query;
    if (!(await leadOrCustomer(app, providerId, { crmCustomerLeadId: q.crmCustomerLeadId }))) throw notFound('Lead');
    const scope = leadScope(q.crmCustomerLeadId);
    const page = await messagesPage(app.db, providerId, scope, { fromId: q.fromId ?? 0, direction: q.direction ?? 'forward', type: q.type, pageSize: q.pageSize ?? PAGE });
    return { data: { ...page, unread: await unreadCount(app.db, providerId, scope) } };
  });

  // C306
  app.post('/crm/lead-messages/mark-as-read', { config: access, schema: { tags, body: LeadMarkReadBody, response: { 200: Data(MarkedRead) } } }, async (request) => {
    const { providerId } = actorOf(request);
    if (!(await leadOrCustomer(app, providerId, { crmCustomerLeadId: request.body.crmCustomerLeadId }))) throw notFound('Lead');
    return { data: { marked: await markMessagesRead(app.db, providerId, leadScope(request.body.crmCustomerLeadId), request.body.upToId) } };
  });

  // C307: a message's file, as sent (type and content-disposition); another provider's is 404.
  app.get('/crm/attachment/get/:id', { config: access, schema: { tags, params: IdParams } }, async (request, reply) => {
    const file = await messageAttachment(app.db, actorOf(request).providerId, request.params.id);
    const object = file && (await app.fileStorage.get(`${file.storageKey}/original`));
    if (!file || !object) throw notFound('Attachment');
    return reply
      .type(file.contentType)
      .header('content-length', object.size)
      .header('cache-control', 'private, max-age=31536000, immutable')
      .header('content-disposition', disposition('attachment', file.name))
      .header('x-content-type-options', 'nosniff')
      .send(object.body);
  });

  // C311
  app.post('/crm/timing-messages/save', { config: access, schema: { tags, body: TimingMessageBody, response: { 200: Data(CrmMessage) } } }, async (request) => {
    const actor = actorOf(request);
    need(actor, Permission.CrmCustomerEdit);
    const b = request.body;
    const input: CrmMessageInput = { crmCustomerId: b.crmCustomerId, crmCustomerLeadId: b.crmCustomerLeadId ?? null, quickReplyId: b.quickReplyId ?? null, type: b.type, subject: b.subject?.trim() ?? '', text: b.message.trim() };
    const message = await app.db.transaction((tx) => saveTimedMessage(tx, app.jobs, actor, b.id ?? null, input, new Date(b.sendAt)));
    const page = await messagesPage(app.db, actor.providerId, customerScope(b.crmCustomerId), { fromId: message.id - 1, direction: 'forward', pageSize: 1 });
    return { data: page.items[0]! };
  });

  // C312
  app.delete('/crm/timing-messages/delete/:id', { config: access, schema: { tags, params: IdParams, response: { 200: Ok } } }, async (request) => {
    const actor = actorOf(request);
    need(actor, Permission.CrmCustomerEdit);
    if (!(await app.db.transaction((tx) => deleteTimedMessage(tx, actor.providerId, request.params.id)))) throw notFound('Timed message');
    return { data: true };
  });
}

/** Whether the customer, or the lead, is the provider's. */
async function leadOrCustomer(app: App, providerId: number, of: { crmCustomerId?: number; crmCustomerLeadId?: number }): Promise<boolean> {
  if (of.crmCustomerLeadId !== undefined) return (await leadCustomerId(app.db, providerId, of.crmCustomerLeadId)) !== null;
  return isProvidersCustomer(app.db, providerId, of.crmCustomerId!);
}
