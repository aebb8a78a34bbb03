import { Type } from 'typebox';
import { noPermission, notFound } from '@pos/shared/errors';
import { Permission } from '@pos/shared/permissions';
import type { App } from '../../http/types';
import { Data, Id, IdParams } from '../../http/schemas';
import { actorOf } from '../../plugins/auth';
import { copyProduct } from './copy-product';
import { deleteProduct } from './delete-product';
import { productAlertsOf } from './product-alerts';
import { saveProductRegions, saveProductTags } from './product-links';
import { listProducts, productHasOrders, findProduct } from './product-repo';
import { changeSellingSetting, saveProductAddress, switchProduct, updateSlotsOrderBlock } from './product-settings';
import { loadProductView } from './product-view';
import { saveProduct } from './save-product';
import { Product, ProductAddressBody, ProductAlerts, ProductBody, ProductFilterBody, ProductIdQuery, ProductPage, ProductTag, ProductTagsBody, SellingSettingBody, SwitchBody, SwitchResult } from '@pos/shared/api/catalogue';

/** Products (spec 002 §7.4): reads need ProductsViewSearch, edits EditProducts, creation CreateProducts. */
export default async function productRoutes(app: App): Promise<void> {
  const tags = ['products'];
  const view = { access: Permission.ProductsViewSearch };
  const edit = { access: Permission.EditProducts };

  app.get('/product/:id', { config: view, schema: { tags, params: IdParams, response: { 200: Data(Product) } } }, async (request) => ({
    data: await loadProductView(app.db, actorOf(request).providerId, request.params.id),
  }));

  // Creating needs CreateProducts and editing EditProducts, so the one call checks the right it uses.
  app.post('/product', { config: { access: 'user' }, schema: { tags, body: ProductBody, response: { 200: Data(Product) } } }, async (request) => {
    const actor = actorOf(request);
    if (!actor.permissions.has(request.body.id ? Permission.EditProducts : Permission.CreateProducts)) throw noPermission();
    const id = await saveProduct(app.db, actor.providerId, request.body);
    return { data: await loadProductView(app.db, actor.providerId, id) };
  });

  app.post('/products', { config: view, schema: { tags, body: ProductFilterBody, response: { 200: Data(ProductPage) } } }, async (request) => ({
    data: await listProducts(app.db, actorOf(request).providerId, { ...request.body, pageIndex: request.body.pageIndex ?? 0 }),
  }));

  app.delete('/product/:id', { config: edit, schema: { tags, params: IdParams, response: { 200: Data(Type.Boolean()) } } }, async (request) => {
    await deleteProduct(app.db, actorOf(request).providerId, request.params.id);
    return { data: true };
  });

  app.get('/copy-product/:id', { config: { access: Permission.CreateProducts, stateChanging: true }, schema: { tags, params: IdParams, response: { 200: Data(Product) } } }, async (request) => {
    const { providerId } = actorOf(request);
    return { data: await loadProductView(app.db, providerId, await copyProduct(app.db, providerId, request.params.id)) };
  });

  app.post(
    '/product/:id/updateSlotsOrderBlockMin',
    { config: edit, schema: { tags, params: IdParams, response: { 200: Data(Type.Object({ productId: Type.Integer(), slotsUpdated: Type.Integer() })) } } },
    async (request) => ({
      data: { productId: request.params.id, slotsUpdated: await updateSlotsOrderBlock(app.db, actorOf(request).providerId, request.params.id) },
    }),
  );

  app.delete(
    '/product/activate-or-disactivate-product',
    { config: edit, schema: { tags, querystring: ProductIdQuery, response: { 200: Data(SwitchResult) } } },
    async (request) => ({ data: await switchProduct(app.db, actorOf(request).providerId, request.query.productId, 'active') }),
  );

  app.post(
    '/product/activate-or-disactivate-autoOrderNotifications',
    { config: edit, schema: { tags, body: SwitchBody, response: { 200: Data(SwitchResult) } } },
    async (request) => ({ data: await switchProduct(app.db, actorOf(request).providerId, request.body.productId, 'autoOrderNotifications', request.body.newValue) }),
  );

  app.get(
    '/product/activate-or-disactivate-allow-assign-employees/:id',
    { config: { ...edit, stateChanging: true }, schema: { tags, params: IdParams, response: { 200: Data(SwitchResult) } } },
    async (request) => ({ data: await switchProduct(app.db, actorOf(request).providerId, request.params.id, 'allowAssignEmployees') }),
  );

  app.post(
    '/product/changeSellingSetting/:setting',
    {
      config: edit,
      schema: {
        tags,
        params: Type.Object({ setting: Type.String({ maxLength: 50 }) }),
        body: SellingSettingBody,
        response: { 200: Data(SwitchResult) },
      },
    },
    async (request) => ({ data: await changeSellingSetting(app.db, actorOf(request), request.params.setting, request.body.productId, request.body.newValue) }),
  );

  app.post(
    '/save-product-address',
    {
      config: edit,
      schema: {
        tags,
        body: ProductAddressBody,
        response: { 200: Data(Type.Boolean()) },
      },
    },
    async (request) => {
      await saveProductAddress(app.db, actorOf(request).providerId, request.body);
      return { data: true };
    },
  );

  app.get('/product/has-orders', { config: view, schema: { tags, querystring: ProductIdQuery, response: { 200: Data(Type.Boolean()) } } }, async (request) => {
    const product = await findProduct(app.db, actorOf(request).providerId, request.query.productId);
    if (!product) throw notFound('Product');
    return { data: await productHasOrders(app.db, product.id) };
  });

  app.get('/product/alerts', { config: view, schema: { tags, response: { 200: Data(Type.Array(ProductAlerts)) } } }, async (request) => ({
    data: await productAlertsOf(app.db, actorOf(request).providerId),
  }));

  app.get('/allow-create-product', { config: { access: 'user' }, schema: { tags, response: { 200: Data(Type.Boolean()) } } }, async (request) => ({
    data: actorOf(request).permissions.has(Permission.CreateProducts),
  }));

  app.post(
    '/product-regions',
    {
      config: edit,
      schema: {
        tags,
        body: Type.Object({ ProductId: Id, ProductRegions: Type.Array(Id, { maxItems: 100 }), FromWizzard: Type.Optional(Type.Boolean()) }),
        response: { 200: Data(Type.Array(Type.Integer())) },
      },
    },
    async (request) => ({ data: await saveProductRegions(app.db, actorOf(request).providerId, request.body) }),
  );

  app.post(
    '/product-tags',
    {
      config: edit,
      schema: {
        tags,
        body: ProductTagsBody,
        response: { 200: Data(Type.Array(ProductTag)) },
      },
    },
    async (request) => ({ data: await saveProductTags(app.db, actorOf(request).providerId, request.body) }),
  );
}
