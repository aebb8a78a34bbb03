import { Type } from 'typebox';
import { Permission } from '@pos/shared/permissions';
import type { App } from '../../http/types';
import { Data, IdParams, Ok } from '../../http/schemas';
import { actorOf } from '../../plugins/auth';
import { insertMessage, markRead, messagesOf, type OrderMessageRow } from './messages-repo';
import { removeTagOfOrder, saveRemarks, setBusinessClient, updateArrival, updateArrivals, updateOrderTags } from './order-details';
import { findOrder } from './order-repo';
import { orderView } from './order-view';
import { loadOrderDetails } from './order-view-repo';
import { loadProviderTerms } from './sale-catalogue-repo';
import { AccountingDocsCheck, ArrivalBody, ArrivalsBody, ArrivalsUpdated, BusinessClientBody, IdQuery, MessageSendBody, MessagesGetBody, Order, OrderIdBody, OrderMessage, Remarks, SaveRemarksBody, Tag, TagRemoval, TagRemoveBody, TagSaveBody, TagsUpdateBody } from '@pos/shared/api/orders';
import { activeTags, deleteTag, saveTag } from './tags-repo';
import { orderHasDocuments } from '../documents/document-repo';

const tags = ['orders'];
const view = { access: Permission.ViewOrders };
const edit = { access: Permission.EditOrders };

function messageView(m: OrderMessageRow) {
  return { id: m.id, orderId: m.orderId, type: m.type, direction: m.direction as 'in' | 'out', message: m.message, fromId: m.userId, isRead: m.isRead, createDate: m.createdAt.toISOString() };
}

/** Remarks, arrival confirmation, tags, business client and messages of an order (002 §7.5). */
export default async function detailRoutes(app: App): Promise<void> {
  const timeZoneOf = async (providerId: number) => (await loadProviderTerms(app.db, providerId)).timeZone;
  const answer = async (providerId: number, orderId: number) => ({ data: orderView(await loadOrderDetails(app.db, providerId, orderId)) });

  app.get('/order/get/remarks', { config: view, schema: { tags, querystring: IdQuery, response: { 200: Data(Remarks) } } }, async (request) => {
    const order = await findOrder(app.db, actorOf(request).providerId, request.query.id);
    return { data: { remarks: order.remarks } };
  });

  app.post('/order/save/remarks', { config: edit, schema: { tags, body: SaveRemarksBody, response: { 200: Data(Order) } } }, async (request) => {
    const actor = actorOf(request);
    await saveRemarks(app.db, actor, request.body.orderId, request.body.remarks, await timeZoneOf(actor.providerId), new Date());
    return answer(actor.providerId, request.body.orderId);
  });

  app.post('/order/update-arrival-confirmation', { config: edit, schema: { tags, body: ArrivalBody, response: { 200: Data(Order) } } }, async (request) => {
    const actor = actorOf(request);
    const b = request.body;
    await updateArrival(app.db, actor, b.orderId, b.arrivalConfirmationId, b.confirmed, await timeZoneOf(actor.providerId), new Date());
    return answer(actor.providerId, b.orderId);
  });

  app.post(
    '/order/update-arrival-confirmations',
    { config: edit, schema: { tags, body: ArrivalsBody, response: { 200: Data(ArrivalsUpdated) } } },
    async (request) => {
      const b = request.body;
      return { data: { updated: await updateArrivals(app.db, actorOf(request), b.orderIds, b.arrivalConfirmationId, b.confirmed) } };
    },
  );

  app.get('/order/tags', { config: view, schema: { tags, response: { 200: Data(Type.Array(Tag)) } } }, async (request) => ({ data: await activeTags(app.db, actorOf(request).providerId) }));

  app.post('/order/tag/save', { config: edit, schema: { tags, body: TagSaveBody, response: { 200: Data(Tag) } } }, async (request) => {
    const actor = actorOf(request);
    return { data: await app.db.transaction((tx) => saveTag(tx, actor.providerId, { id: request.body.id, name: request.body.name.trim() })) };
  });

  app.delete(
    '/order/tag/delete/:id',
    { config: edit, schema: { tags, params: IdParams, response: { 200: Data(TagRemoval) } } },
    async (request) => {
      const actor = actorOf(request);
      return { data: { result: await app.db.transaction((tx) => deleteTag(tx, actor.providerId, request.params.id)) } };
    },
  );

  app.post('/order/tags/update', { config: edit, schema: { tags, body: TagsUpdateBody, response: { 200: Data(Order) } } }, async (request) => {
    const actor = actorOf(request);
    await updateOrderTags(app.db, actor, request.body.orderId, request.body.tagIds, await timeZoneOf(actor.providerId), new Date());
    return answer(actor.providerId, request.body.orderId);
  });

  app.post('/order/tag/remove', { config: edit, schema: { tags, body: TagRemoveBody, response: { 200: Data(Order) } } }, async (request) => {
    const actor = actorOf(request);
    await removeTagOfOrder(app.db, actor, request.body.orderId, request.body.tagId, await timeZoneOf(actor.providerId), new Date());
    return answer(actor.providerId, request.body.orderId);
  });

  app.post('/order/edit/customer/business-client', { config: edit, schema: { tags, body: BusinessClientBody, response: { 200: Data(Order) } } }, async (request) => {
    const actor = actorOf(request);
    await setBusinessClient(app.db, actor, request.body.orderId, request.body.businessClientId, await timeZoneOf(actor.providerId), new Date());
    return answer(actor.providerId, request.body.orderId);
  });

  app.post(
    '/order/check-bc-has-accounting-docs',
    { config: view, schema: { tags, body: OrderIdBody, response: { 200: Data(AccountingDocsCheck) } } },
    async (request) => {
      // R-BC-5: answered from the ledger's documents of the order (issue 15).
      const order = await findOrder(app.db, actorOf(request).providerId, request.body.orderId);
      return { data: { hasAccountingDocs: await orderHasDocuments(app.db, order.providerId, order.id) } };
    },
  );

  app.post('/order/messages/get', { config: view, schema: { tags, body: MessagesGetBody, response: { 200: Data(Type.Array(OrderMessage)) } } }, async (request) => {
    const b = request.body;
    const order = await findOrder(app.db, actorOf(request).providerId, b.orderId);
    const rows = await messagesOf(app.db, order.id, { type: b.type ?? undefined, fromId: b.fromId ?? undefined, showOld: b.showOld ?? false });
    return { data: rows.map(messageView) };
  });

  app.post('/order/messages/send', { config: edit, schema: { tags, body: MessageSendBody, response: { 200: Data(OrderMessage) } } }, async (request) => {
    const actor = actorOf(request);
    const order = await findOrder(app.db, actor.providerId, request.body.orderId);
    // Delivery by SMS or e-mail is the messaging jobs' work; the thread keeps what was sent.
    const row = await insertMessage(app.db, { providerId: actor.providerId, orderId: order.id, type: request.body.type, direction: 'out', message: request.body.message, userId: actor.userId, isRead: true });
    return { data: messageView(row) };
  });

  app.post('/order/messages/mark-as-read', { config: view, schema: { tags, body: OrderIdBody, response: { 200: Ok } } }, async (request) => {
    const order = await findOrder(app.db, actorOf(request).providerId, request.body.orderId);
    await markRead(app.db, order.id);
    return { data: true };
  });
}
