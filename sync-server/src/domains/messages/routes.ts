import { Type } from 'typebox';
import { fieldError, notFound } from '@pos/shared/errors';
import { isLocalDate } from '@pos/shared/calendar/local-time';
import { Permission } from '@pos/shared/permissions';
import type { App } from '../../http/types';
import { Data, IdParams, Ok } from '../../http/schemas';
import { UPLOAD_BODY_LIMIT } from '../../http/body-limits';
import { actorOf } from '../../plugins/auth';
import { messageHistory, providerTimeZone, smsUsage, type HistoryFilter } from './history-repo';
import { attachMessaging, chooseMessaging, detachMessaging, type Messaging } from './messaging';
import { reopenFailed } from './outbox-repo';
import {
  Attachment,
  AttachmentUpload,
  AutoNotification,
  AutoNotificationsBody,
  EmailHistoryBody,
  HistoryPage,
  LightTemplate,
  ResumeBody,
  ResumeResult,
  SendResult,
  SendToOrdersBody,
  SendToSlotBody,
  SmsHistoryBody,
  SmsUsage,
  SendTicketResult,
  Template,
  TemplateBody,
  TemplateListBody,
  TemplatePage,
  ETicket,
  ETicketParams,
  ETicketQuery,
  SendTicketBody,
  CUSTOMER_KEYS,
  ORDER_KEYS,
} from '@pos/shared/api/messages';
import { bindQueue, queueSends, unbindQueue } from './send-jobs';
import { sendToFilter, sendToSlot } from './send-to';
import { deleteAttachment, lightTemplates, listTemplates, type TemplateRow } from './template-repo';
import { saveAttachment, saveTemplate, templateDetails } from './templates';
import { eTicketOf, eTicketPdf } from './e-ticket';
import { sendOrderConfirmation } from './order-confirmation';
import { saveAutoNotifications } from './auto-notifications';
import notificationRoutes from './notification-routes';
import chatRoutes from './chat-routes';
import crmSendRoutes from './crm-send-routes';

const tags = ['messaging'];
/** R-MSG-6: the placeholders of an order's messages and the set without the product (a customer's). */
const KEYS = { order: [...ORDER_KEYS], customer: [...CUSTOMER_KEYS] };
/** Templates are the provider's settings; sending is editing orders; the history is read with the orders. */
const view = { access: Permission.ViewProviderSettings };
const edit = { access: Permission.EditProviderSettings };
const send = { access: Permission.EditOrders };
const history = { access: Permission.ViewOrders };

const templateView = (t: TemplateRow) => ({
  id: t.id,
  name: t.name,
  subject: t.subject,
  content: t.content,
  smsEnabled: t.smsEnabled,
  emailEnabled: t.emailEnabled,
  smsSenderName: t.smsSenderName,
  fromEmail: t.fromEmail,
  rightToLeft: t.rightToLeft,
  updatedAt: t.updatedAt.toISOString(),
});

function checkDates(f: { fromDate?: string; toDate?: string }): void {
  if (f.fromDate !== undefined && !isLocalDate(f.fromDate)) throw fieldError('fromDate', 'is not a date');
  if (f.toDate !== undefined && !isLocalDate(f.toDate)) throw fieldError('toDate', 'is not a date');
}

const historyView = (page: Awaited<ReturnType<typeof messageHistory>>) => ({
  ...page,
  items: page.items.map((i) => ({ ...i, createdAt: i.createdAt.toISOString(), sentAt: i.sentAt?.toISOString() ?? null, orderNumber: i.orderNumber ?? null })),
});

/**
 * Outgoing messages (issue 21): the senders chosen by configuration (messaging.ts), the send job
 * (send-jobs.ts), templates (C265-C271), sending to orders and slots (C272, C275), resume
 * (C276/C277), history (C278, C279, C213), the notifications feed (C004, C005) and chat (C280-C283, C285).
 */
export default async function messagesRoutes(app: App): Promise<void> {
  const messaging: Messaging = { ...chooseMessaging(), files: app.fileStorage };
  attachMessaging(app.db, messaging);
  bindQueue(app.jobs);
  app.addHook('onClose', async () => {
    unbindQueue(app.jobs);
    detachMessaging(app.db, messaging);
    messaging.email.close();
  });
  await notificationRoutes(app);
  await chatRoutes(app);
  await crmSendRoutes(app);

  app.post('/message-templates/list', { config: view, schema: { tags, body: TemplateListBody, response: { 200: Data(TemplatePage) } } }, async (request) => {
    const pageIndex = request.body.pageIndex ?? 0;
    const { items, total } = await listTemplates(app.db, actorOf(request).providerId, { keyword: request.body.keyword?.trim(), pageIndex });
    return { data: { items: items.map(templateView), total, pageIndex, pageSize: 50 } };
  });

  // The seed's spelling (ligth) is the call's path.
  app.get('/message-templates/ligth-list', { config: view, schema: { tags, response: { 200: Data(Type.Array(LightTemplate)) } } }, async (request) => ({
    data: await lightTemplates(app.db, actorOf(request).providerId),
  }));

  app.get('/message-template-details/:id', { config: view, schema: { tags, params: IdParams, response: { 200: Data(Template) } } }, async (request) => {
    const { template, attachments } = await templateDetails(app.db, actorOf(request), request.params.id);
    return { data: { ...templateView(template), attachments, keys: KEYS } };
  });

  app.post('/message-templates/create-edit', { config: edit, schema: { tags, body: TemplateBody, response: { 200: Data(Template) } } }, async (request) => {
    const saved = await saveTemplate(app.db, actorOf(request), request.body);
    const { attachments } = await templateDetails(app.db, actorOf(request), saved.id);
    return { data: { ...templateView(saved), attachments, keys: KEYS } };
  });

  app.post('/save-message-temporary-attachment', { config: edit, bodyLimit: UPLOAD_BODY_LIMIT, schema: { tags, body: AttachmentUpload, response: { 200: Data(Attachment) } } }, async (request) => ({
    data: await saveAttachment(app.db, actorOf(request), request.body, null),
  }));

  app.post('/save-message-template-attachment/:id', { config: edit, bodyLimit: UPLOAD_BODY_LIMIT, schema: { tags, params: IdParams, body: AttachmentUpload, response: { 200: Data(Attachment) } } }, async (request) => ({
    data: await saveAttachment(app.db, actorOf(request), request.body, request.params.id),
  }));

  app.delete('/message-template-attachment/remove/:id', { config: edit, schema: { tags, params: IdParams, response: { 200: Ok } } }, async (request) => {
    if (!(await deleteAttachment(app.db, actorOf(request).providerId, request.params.id))) throw notFound('Attachment');
    return { data: true };
  });

  app.post('/sms-email/order', { config: send, schema: { tags, body: SendToOrdersBody, response: { 200: Data(SendResult) } } }, async (request) => {
    const { filter, options, confirmed } = request.body;
    return { data: await sendToFilter(app.db, app.jobs, actorOf(request), filter, options, confirmed ?? false) };
  });

  app.post('/sms-email/slot', { config: send, schema: { tags, body: SendToSlotBody, response: { 200: Data(SendResult) } } }, async (request) => {
    const { slotId, productId, slotStartDate, options, confirmed } = request.body;
    if (!isLocalDate(slotStartDate)) throw fieldError('slotStartDate', 'is not a date');
    return { data: await sendToSlot(app.db, app.jobs, actorOf(request), { slotId, productId, date: slotStartDate }, options, confirmed ?? false) };
  });

  for (const channel of ['sms', 'email'] as const) {
    app.post(`/${channel}/resume`, { config: send, schema: { tags, body: ResumeBody, response: { 200: Data(ResumeResult) } } }, async (request) => {
      const providerId = actorOf(request).providerId;
      const resumed = await app.db.transaction(async (tx) => {
        const ids = await reopenFailed(tx, providerId, channel, request.body.queueId);
        await queueSends(app.jobs, tx, ids);
        return ids.length;
      });
      return { data: { resumed } };
    });
  }

  const historyOf = async (providerId: number, channel: 'sms' | 'email', f: HistoryFilter & { fromDate?: string; toDate?: string }) => {
    checkDates(f);
    return historyView(await messageHistory(app.db, providerId, await providerTimeZone(app.db, providerId), channel, f));
  };

  app.post('/sms/history', { config: history, schema: { tags, body: SmsHistoryBody, response: { 200: Data(HistoryPage) } } }, async (request) => {
    const { senderName, pageIndex, ...f } = request.body;
    return { data: await historyOf(actorOf(request).providerId, 'sms', { ...f, sender: senderName, pageIndex: pageIndex ?? 0 }) };
  });

  app.post('/email/history', { config: history, schema: { tags, body: EmailHistoryBody, response: { 200: Data(HistoryPage) } } }, async (request) => {
    const { fromEmail, pageIndex, ...f } = request.body;
    return { data: await historyOf(actorOf(request).providerId, 'email', { ...f, sender: fromEmail, pageIndex: pageIndex ?? 0 }) };
  });

  app.get('/sms-history/get', { config: history, schema: { tags: ['provider'], response: { 200: Data(SmsUsage) } } }, async (request) => {
    const providerId = actorOf(request).providerId;
    return { data: await smsUsage(app.db, providerId, await providerTimeZone(app.db, providerId)) };
  });

  // The customer's e-ticket (/order/{token}/ticket in the back office): anonymous, by the link's unguessable token.
  app.get('/e-ticket/:token', { config: { access: 'anonymous' }, schema: { tags, params: ETicketParams, querystring: ETicketQuery, response: { 200: Data(ETicket) } } }, async (request) => ({
    data: await eTicketOf(app.db, request.params.token, request.query.language),
  }));

  app.get('/e-ticket/:token/pdf', { config: { access: 'anonymous' }, schema: { tags, params: ETicketParams, querystring: ETicketQuery } }, async (request, reply) => {
    const { pdf, orderNumber } = await eTicketPdf(app.db, request.params.token, request.query.language);
    return reply.type('application/pdf').header('content-disposition', `attachment; filename="tickets-${orderNumber}.pdf"`).header('cache-control', 'no-store').send(pdf);
  });

  // The order confirmation with the e-ticket link, to the lead customer.
  app.post('/order/send-ticket', { config: send, schema: { tags, body: SendTicketBody, response: { 200: Data(SendTicketResult) } } }, async (request) => ({
    data: await sendOrderConfirmation(app.db, app.jobs, actorOf(request), request.body.orderId, request.body.language),
  }));

  // C087, R-PROD-13: the product's automatic order notifications (each a template sent before or after the slot time).
  app.post(
    '/product-notification-restrictions/save',
    {
      config: { access: Permission.EditProducts },
      schema: { tags: ['products'], body: AutoNotificationsBody, response: { 200: Data(Type.Array(AutoNotification)) } },
    },
    async (request) => ({ data: await saveAutoNotifications(app.db, actorOf(request).providerId, request.body.productId, request.body.messages) }),
  );
}
