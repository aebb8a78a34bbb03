import { Type, type Static } from 'typebox';
import { and } from 'drizzle-orm';
import { FieldErrorCollector, fieldError, notFound } from '@pos/shared/errors';
import { Permission } from '@pos/shared/permissions';
import type { App } from '../../http/types';
import { Data } from '../../http/schemas';
import { actorOf } from '../../plugins/auth';
import { parseScanCode } from '@pos/shared/tickets/ticket-codes';
import { findOrderByUuid, type OrderRow } from './order-repo';
import { arrivalIdOf, orderBalance, orderView } from './order-view';
import { loadOrderDetails } from './order-view-repo';
import { loadProviderTerms } from './sale-catalogue-repo';
import { FindByQuery, KeywordQuery, Order, OrderListItem, OrderNotifications, OrderPage, QtyReportRow, ScanQuery, SearchBody } from '@pos/shared/api/orders';
import { filterWhere, findOrdersBy, leadCustomerNames, listExtras, notCancelled, orderNotifications, quantityReport, searchOrders } from './search-repo';
import { checkedFilter } from './search-filter';

const tags = ['orders'];
const view = { access: Permission.ViewOrders };
const DEFAULT_PAGE_SIZE = 20;

function listItem(o: OrderRow, extras: Awaited<ReturnType<typeof listExtras>>): Static<typeof OrderListItem> {
  const lines = extras.lines.get(o.id);
  const c = o.leadCustomer;
  return {
    id: o.id,
    orderNumber: o.orderNumber,
    status: o.status,
    createDate: o.createDate.toISOString(),
    customerName: [c.firstName, c.lastName].filter(Boolean).join(' '),
    mobile: c.mobile ?? null,
    groupName: c.groupName ?? null,
    arrivalDate: lines?.arrivalDate ?? null,
    startTime: lines?.startTime ?? null,
    productNames: lines?.productNames ?? [],
    quantity: lines?.quantity ?? 0,
    currencyId: o.currencyId,
    totalToPay: o.totalToPay,
    paid: o.paid,
    ballance: orderBalance(o),
    channelId: o.channelId,
    priceTypeId: o.priceTypeId,
    arrivalConfirmationId: arrivalIdOf(o.arrivalConfirmation),
    unreadMessages: extras.unread.get(o.id) ?? 0,
    conflictFlags: o.conflictFlags,
    tags: extras.tags.get(o.id) ?? [],
  };
}

/** Finding orders (002 §7.2, §7.5; 001 §3 Order search filter). */
export default async function searchRoutes(app: App): Promise<void> {
  const listOf = async (rows: OrderRow[]) => {
    const extras = await listExtras(
      app.db,
      rows.map((r) => r.id),
    );
    return rows.map((r) => listItem(r, extras));
  };

  app.post('/orders', { config: view, schema: { tags, body: SearchBody, response: { 200: Data(OrderPage) } } }, async (request) => {
    const actor = actorOf(request);
    const body = request.body;
    const { timeZone } = await loadProviderTerms(app.db, actor.providerId);
    const page = { index: body.pageIndex ?? 0, size: body.pageSize ?? DEFAULT_PAGE_SIZE };
    // R-ORD-26: reservation date, descending, unless asked otherwise.
    const found = await searchOrders(app.db, filterWhere(actor.providerId, checkedFilter(body), timeZone), body.orderBy ?? 'ReservationDate', body.asc ?? false, page);
    return { data: { items: await listOf(found.rows), totalCount: found.totalCount, pageIndex: page.index, pageSize: page.size } };
  });

  app.post('/orders/qty-report', { config: view, schema: { tags, body: SearchBody, response: { 200: Data(Type.Array(QtyReportRow)) } } }, async (request) => {
    const actor = actorOf(request);
    const filter = checkedFilter(request.body);
    const { timeZone } = await loadProviderTerms(app.db, actor.providerId);
    const where = filterWhere(actor.providerId, filter, timeZone);
    return { data: await quantityReport(app.db, filter.status === undefined ? and(where, notCancelled)! : where) };
  });

  app.get('/order/find-by', { config: view, schema: { tags, querystring: FindByQuery, response: { 200: Data(Type.Array(OrderListItem)) } } }, async (request) => {
    const actor = actorOf(request);
    const q = request.query;
    const errors = new FieldErrorCollector();
    const orderNumber = q.orderNumber?.trim() || undefined;
    if (orderNumber !== undefined) errors.check(/^\d{1,9}$/.test(orderNumber), 'orderNumber', 'must be digits only');
    for (const field of ['mobile', 'email', 'pid'] as const) {
      const value = q[field]?.trim();
      if (value !== undefined) errors.check([...value].length >= 2, field, 'must be at least 2 characters');
    }
    errors.check([orderNumber, q.mobile, q.email, q.pid].some((v) => v?.trim()), 'orderNumber', 'give an order number, mobile, e-mail or id');
    errors.throwIfAny();
    const rows = await findOrdersBy(app.db, actor.providerId, {
      orderNumber: orderNumber === undefined ? undefined : Number(orderNumber),
      mobile: q.mobile?.trim() || undefined,
      email: q.email?.trim() || undefined,
      pid: q.pid?.trim() || undefined,
    });
    return { data: await listOf(rows) };
  });

  app.get('/order/find-by-scan', { config: view, schema: { tags, querystring: ScanQuery, response: { 200: Data(Order) } } }, async (request) => {
    const actor = actorOf(request);
    // A ticket's code (`<uuid>.<n>`) or an order's carries the order uuid; an order number is typed on a keypad.
    const scanned = parseScanCode(request.query.code);
    const order =
      scanned.kind === 'ticket' || scanned.kind === 'order'
        ? await findOrderByUuid(app.db, actor.providerId, scanned.orderUuid)
        : scanned.kind === 'order-number'
          ? (await findOrdersBy(app.db, actor.providerId, { orderNumber: scanned.orderNumber }))[0]
          : undefined;
    if (!order) throw notFound('Order');
    return { data: orderView(await loadOrderDetails(app.db, actor.providerId, order.id)) };
  });

  app.get('/order/lead-customer-name', { config: view, schema: { tags, querystring: KeywordQuery, response: { 200: Data(Type.Array(Type.String())) } } }, async (request) => {
    const keyword = request.query.keyword.trim();
    if ([...keyword].length < 2) throw fieldError('keyword', 'must be at least 2 characters');
    return { data: await leadCustomerNames(app.db, actorOf(request).providerId, keyword) };
  });

  app.get(
    '/get-order-notifications',
    { config: { access: 'user' }, schema: { tags, response: { 200: Data(OrderNotifications) } } },
    async (request) => ({ data: await orderNotifications(app.db, actorOf(request).providerId) }),
  );
}
