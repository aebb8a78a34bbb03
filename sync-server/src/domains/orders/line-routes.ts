import { Permission } from '@pos/shared/permissions';
import type { App } from '../../http/types';
import { Data } from '../../http/schemas';
import { actorOf } from '../../plugins/auth';
import { assertRealDate } from './dates';
import { entryLines, moveProductDate } from './move-date';
import { addProduct, previewLine, removeLine, updateLineOf } from './order-lines';
import { findOrder, linesOf } from './order-repo';
import { orderView } from './order-view';
import { loadOrderDetails } from './order-view-repo';
import { recalcOrder } from './recalc-order';
import { loadProviderTerms } from './sale-catalogue-repo';
import { discountInput, requestedProducts } from './sale-input';
import { slotsForSale } from './sale-options';
import { AddProductBody, GetDateQuery, LineBody, LinePreview, Order, ProductDate, RecalcBody, SaveNewDateBody, UpdateLineBody } from '@pos/shared/api/orders';

const tags = ['orders'];
const edit = { access: Permission.EditOrders };

/** Changing an order's products: dates and slots, lines, recalculation (002 §7.5). */
export default async function lineRoutes(app: App): Promise<void> {
  const timeZoneOf = async (providerId: number) => (await loadProviderTerms(app.db, providerId)).timeZone;
  const answer = async (providerId: number, orderId: number) => ({ data: orderView(await loadOrderDetails(app.db, providerId, orderId)) });

  app.get(
    '/order/product/getDate',
    {
      config: { access: Permission.ViewOrders },
      schema: { tags, querystring: GetDateQuery, response: { 200: Data(ProductDate) } },
    },
    async (request) => {
      const actor = actorOf(request);
      const q = request.query;
      if (q.date !== undefined) assertRealDate('date', q.date);
      if (q.currentDate !== undefined) assertRealDate('currentDate', q.currentDate);
      const order = await findOrder(app.db, actor.providerId, q.orderId);
      const current = entryLines(await linesOf(app.db, order.id), q)[0]!;
      const slots = await slotsForSale(app.db, actor, { productId: q.productId, date: q.date ?? current.date }, await timeZoneOf(actor.providerId), new Date());
      return { data: { productId: q.productId, date: current.date, slotId: current.slotId, startTime: current.startTime, slots } };
    },
  );

  app.post('/order-product/save-new-date', { config: edit, schema: { tags, body: SaveNewDateBody, response: { 200: Data(Order) } } }, async (request) => {
    const actor = actorOf(request);
    const { orderId, ...move } = request.body;
    assertRealDate('date', move.date);
    if (move.currentDate !== undefined) assertRealDate('currentDate', move.currentDate);
    await moveProductDate(app.db, actor, orderId, move, await timeZoneOf(actor.providerId), new Date());
    return answer(actor.providerId, orderId);
  });

  app.post('/order/product/add', { config: edit, schema: { tags, body: AddProductBody, response: { 200: Data(Order) } } }, async (request) => {
    const actor = actorOf(request);
    const { orderId, ...entry } = request.body;
    const [product] = requestedProducts(actor, [entry], '');
    await addProduct(app.db, actor, orderId, product!, await timeZoneOf(actor.providerId), new Date());
    return answer(actor.providerId, orderId);
  });

  app.post('/order/product/customer/remove', { config: edit, schema: { tags, body: LineBody, response: { 200: Data(Order) } } }, async (request) => {
    const actor = actorOf(request);
    await removeLine(app.db, actor, request.body.orderId, request.body.lineId, await timeZoneOf(actor.providerId), new Date());
    return answer(actor.providerId, request.body.orderId);
  });

  app.post('/order/product/customer/update', { config: edit, schema: { tags, body: UpdateLineBody, response: { 200: Data(Order) } } }, async (request) => {
    const actor = actorOf(request);
    const { orderId, lineId, ...change } = request.body;
    await updateLineOf(app.db, actor, orderId, lineId, change, await timeZoneOf(actor.providerId), new Date());
    return answer(actor.providerId, orderId);
  });

  app.post('/order/product/customer/calculate', { config: { ...edit, writesNothing: true }, schema: { tags, body: UpdateLineBody, response: { 200: Data(LinePreview) } } }, async (request) => {
    const actor = actorOf(request);
    const { orderId, lineId, ...change } = request.body;
    return { data: await previewLine(app.db, actor, orderId, lineId, change, await timeZoneOf(actor.providerId), new Date()) };
  });

  app.post('/order/recalc', { config: edit, schema: { tags, body: RecalcBody, response: { 200: Data(Order) } } }, async (request) => {
    const actor = actorOf(request);
    const { id, discountAmount, discountPercent } = request.body;
    const discount = discountAmount === undefined && discountPercent === undefined ? undefined : discountInput(discountAmount, discountPercent);
    await recalcOrder(app.db, actor, id, discount, await timeZoneOf(actor.providerId), new Date());
    return answer(actor.providerId, id);
  });
}
