import { Type } from 'typebox';
import { notFound } from '@pos/shared/errors';
import { Permission } from '@pos/shared/permissions';
import type { App } from '../../http/types';
import { Data, Id } from '../../http/schemas';
import { actorOf } from '../../plugins/auth';
import { customerTypesOf, toCustomerTypeView } from './customer-type-repo';
import { deleteCustomerType, saveCustomerType } from './customer-types';
import { findProduct } from './product-repo';
import { CustomerType, CustomerTypeBody } from '@pos/shared/api/catalogue';

/** Customer types of a product (spec 002 §7.4). */
export default async function customerTypeRoutes(app: App): Promise<void> {
  const tags = ['products'];
  const edit = { access: Permission.EditProducts };

  app.get(
    '/customer-types/:productId',
    { config: { access: Permission.ProductsViewSearch }, schema: { tags, params: Type.Object({ productId: Id }), response: { 200: Data(Type.Array(CustomerType)) } } },
    async (request) => {
      const product = await findProduct(app.db, actorOf(request).providerId, request.params.productId);
      if (!product) throw notFound('Product');
      return { data: (await customerTypesOf(app.db, product.id)).map(toCustomerTypeView) };
    },
  );

  app.post('/product/updateCustomerType', { config: edit, schema: { tags, body: CustomerTypeBody, response: { 200: Data(CustomerType) } } }, async (request) => ({
    data: await saveCustomerType(app.db, actorOf(request).providerId, request.body),
  }));

  app.delete(
    '/product/deleteCustomerType',
    { config: edit, schema: { tags, querystring: Type.Object({ customerId: Id }), response: { 200: Data(Type.Boolean()) } } },
    async (request) => {
      await deleteCustomerType(app.db, actorOf(request).providerId, request.query.customerId);
      return { data: true };
    },
  );
}
