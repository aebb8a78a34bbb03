import { Permission } from '@pos/shared/permissions';
import type { App } from '../../http/types';
import { Data } from '../../http/schemas';
import { actorOf } from '../../plugins/auth';
import { IdQuery, OrderTickets } from '@pos/shared/api/orders';
import { orderTicketsView } from './ticket-view';

const tags = ['orders'];

/** An order's admission tickets and their first scans (ticket/get, C140). */
export default async function ticketRoutes(app: App): Promise<void> {
  app.get('/ticket/get', { config: { access: Permission.ViewOrders }, schema: { tags, querystring: IdQuery, response: { 200: Data(OrderTickets) } } }, async (request) => ({
    data: await orderTicketsView(app.db, actorOf(request).providerId, request.query.id),
  }));
}
