import { Permission } from '@pos/shared/permissions';
import type { App } from '../../http/types';
import { Data } from '../../http/schemas';
import { actorOf } from '../../plugins/auth';
import { changeStatus } from './change-status';
import { findOrder } from './order-repo';
import { orderView } from './order-view';
import { loadOrderDetails } from './order-view-repo';
import { loadProviderTerms } from './sale-catalogue-repo';
import { IdQuery, Order, OrderLink, StatusParams, StatusQuery } from '@pos/shared/api/orders';
import { newTicketLink } from '../messages/ticket-link-repo';

const tags = ['orders'];

/** One order: read it, its customer link, and its status (002 §7.5). */
export default async function orderRoutes(app: App): Promise<void> {
  app.get('/order/get', { config: { access: Permission.ViewOrders }, schema: { tags, querystring: IdQuery, response: { 200: Data(Order) } } }, async (request) => {
    const actor = actorOf(request);
    return { data: orderView(await loadOrderDetails(app.db, actor.providerId, request.query.id)) };
  });

  app.get(
    '/order/getlink',
    { config: { access: Permission.GenerateLinkOfPersonalAreaToOrder, stateChanging: true }, schema: { tags, querystring: IdQuery, response: { 200: Data(OrderLink) } } },
    async (request) => {
      const order = await findOrder(app.db, actorOf(request).providerId, request.query.id);
      // The customer's e-ticket page (000 §2 /order/{id}/ticket) by a new unguessable token (messages/ticket-link-repo.ts).
      return { data: { link: await newTicketLink(app.db, order.id) } };
    },
  );

  app.get(
    '/order/edit/status/:status',
    { config: { access: Permission.ChangeOrderStatus, stateChanging: true }, schema: { tags, params: StatusParams, querystring: StatusQuery, response: { 200: Data(Order) } } },
    async (request) => {
      const actor = actorOf(request);
      const provider = await loadProviderTerms(app.db, actor.providerId);
      await changeStatus(app.db, actor, { ...request.query, status: request.params.status }, provider.timeZone, new Date());
      return { data: orderView(await loadOrderDetails(app.db, actor.providerId, request.query.id)) };
    },
  );
}
