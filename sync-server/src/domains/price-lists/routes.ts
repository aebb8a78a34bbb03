import { Type } from 'typebox';
import { Permission } from '@pos/shared/permissions';
import type { App } from '../../http/types';
import { Data, Id } from '../../http/schemas';
import { actorOf } from '../../plugins/auth';
import { PriceList, PriceListBody } from '@pos/shared/api/price-lists';
import { savePriceList } from './save-price-list';
import { canRemovePriceLine, pauseOrRestorePriceList } from './price-list-status';

/** Price lists of products (spec 002 §7.4): writes need EditProducts, reads ProductsViewSearch. */
export default async function priceListRoutes(app: App): Promise<void> {
  const tags = ['price-lists'];
  const edit = { access: Permission.EditProducts };

  app.post('/product-price', { config: edit, schema: { tags, body: PriceListBody, response: { 200: Data(PriceList) } } }, async (request) => ({
    data: await savePriceList(app.db, actorOf(request).providerId, request.body),
  }));

  app.post(
    '/remove-or-restoreprice-list',
    { config: edit, schema: { tags, body: Type.Object({ id: Id }), response: { 200: Data(PriceList) } } },
    async (request) => ({ data: await pauseOrRestorePriceList(app.db, actorOf(request).providerId, request.body.id) }),
  );

  app.get(
    '/products/can-remove-product-price-line',
    { config: { access: Permission.ProductsViewSearch }, schema: { tags, querystring: Type.Object({ priceLineId: Id }), response: { 200: Data(Type.Boolean()) } } },
    async (request) => ({ data: await canRemovePriceLine(app.db, actorOf(request).providerId, request.query.priceLineId) }),
  );
}
