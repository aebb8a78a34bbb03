import { Type } from 'typebox';
import type { FastifyRequest } from 'fastify';
import { Permission } from '@pos/shared/permissions';
import type { App } from '../../http/types';
import { Data } from '../../http/schemas';
import { actorOf } from '../../plugins/auth';
import { calculateSale } from './calculate-sale';
import { SaleCatalogueCache } from './sale-catalogue-cache';
import { createOrder } from './create-order';
import { assertOrderCrmCustomer, linkOrderToCrmCustomer } from '../crm/order-customer';
import { couponRefOf } from './order-coupon';
import { orderMoney } from './order-view';
import { todayOf } from './prepare-sale';
import { loadProviderTerms } from './sale-catalogue-repo';
import { discountInput, requestedProducts, saleTerms, type TermsInput } from './sale-input';
import { customerTypesForSale, productsForPriceType, slotsForSale } from './sale-options';
import { assertRealDate } from './dates';
import {
  CalculateBody,
  Calculation,
  CreateBody,
  CustomerTypeForSale,
  CustomerTypesQuery,
  OrderCreated,
  PriceTypeQuery,
  ProductCalculateBody,
  ProductForSale,
  SlotForSale,
  SlotsQuery,
} from '@pos/shared/api/orders';

const tags = ['orders'];

/** Selling: what can be sold, at what price, and order/create (002 §7.4, §7.5). */
export default async function saleRoutes(app: App): Promise<void> {
  // order/calculate's catalogue from memory, forgotten on every change of its tables (sale-catalogue-cache.ts).
  const catalogues = new SaleCatalogueCache(app.db, app.hasDecorator('tableChanges') ? app.tableChanges : null);
  await catalogues.start();
  app.addHook('onClose', async () => catalogues.stop());
  app.get(
    '/order/products/slots',
    { config: { access: Permission.CreateOrders }, schema: { tags, querystring: SlotsQuery, response: { 200: Data(Type.Array(SlotForSale)) } } },
    async (request) => {
      const actor = actorOf(request);
      assertRealDate('date', request.query.date);
      const provider = await loadProviderTerms(app.db, actor.providerId);
      return { data: await slotsForSale(app.db, actor, request.query, provider.timeZone, new Date()) };
    },
  );

  /** The date (today by default, in the provider's zone) and the terms a catalogue read is for. */
  const saleContext = async (request: FastifyRequest, q: TermsInput & { date?: string }) => {
    const actor = actorOf(request);
    if (q.date !== undefined) assertRealDate('date', q.date);
    const provider = await loadProviderTerms(app.db, actor.providerId);
    const terms = await saleTerms(app.db, actor.providerId, q, provider);
    return { actor, terms, date: q.date ?? todayOf(new Date(), provider.timeZone) };
  };

  app.get(
    '/order/products/customer-types',
    { config: { access: Permission.CreateOrders }, schema: { tags, querystring: CustomerTypesQuery, response: { 200: Data(Type.Array(CustomerTypeForSale)) } } },
    async (request) => {
      const { actor, terms, date } = await saleContext(request, request.query);
      return { data: await customerTypesForSale(app.db, actor.providerId, request.query.productId, date, terms) };
    },
  );

  app.get(
    '/order/products/price-type',
    { config: { access: Permission.CreateOrders }, schema: { tags, querystring: PriceTypeQuery, response: { 200: Data(Type.Array(ProductForSale)) } } },
    async (request) => {
      const { actor, terms, date } = await saleContext(request, request.query);
      return { data: await productsForPriceType(app.db, actor.providerId, { priceTypeId: terms.priceTypeId, channelId: request.query.channelId, businessClientId: terms.businessClientId, date }) };
    },
  );

  app.post(
    '/order/products/calculate',
    { config: { access: Permission.CreateOrders, writesNothing: true }, schema: { tags, body: ProductCalculateBody, response: { 200: Data(Calculation) } } },
    async (request) => {
      const actor = actorOf(request);
      const body = request.body;
      const products = requestedProducts(actor, [body], '');
      const discount = discountInput(body.discountAmount, body.discountPercent);
      return { data: await calculateSale(app.db, actor, body, products, discount, new Date(), couponRefOf(body), catalogues) };
    },
  );

  app.post('/order/calculate', { config: { access: Permission.CreateOrders, writesNothing: true }, schema: { tags, body: CalculateBody, response: { 200: Data(Calculation) } } }, async (request) => {
    const actor = actorOf(request);
    const body = request.body;
    const products = requestedProducts(actor, body.products);
    const discount = discountInput(body.discountAmount, body.discountPercent);
    return { data: await calculateSale(app.db, actor, body, products, discount, new Date(), couponRefOf(body), catalogues) };
  });

  app.post('/order/create', { config: { access: Permission.CreateOrders }, schema: { tags, body: CreateBody, response: { 200: Data(OrderCreated) } } }, async (request) => {
    const actor = actorOf(request);
    const body = request.body;
    await assertOrderCrmCustomer(app.db, actor.providerId, body.crmCustomerId ?? null);
    const order = await createOrder(
      app.db,
      actor,
      {
        uuid: body.uuid,
        terms: body,
        products: requestedProducts(actor, body.products),
        orderDiscount: discountInput(body.discountAmount, body.discountPercent),
        leadCustomer: body.leadCustomer,
        remarks: body.remarks ?? '',
        source: body.source,
        tagIds: body.tagIds ?? [],
        coupon: couponRefOf(body),
        externalVoucher: body.externalVoucher ?? null,
        status: body.status,
      },
      new Date(),
    );
    // The CRM's link (the CRM owns it); an order asked again by its uuid finds the link made.
    await linkOrderToCrmCustomer(app.db, actor, order.id, body.leadCustomer, body.crmCustomerId ?? null);
    return { data: { id: order.id, uuid: order.uuid, orderNumber: order.orderNumber, status: order.status, ...orderMoney(order), couponId: order.couponId ?? null, externalCouponText: order.externalCouponText ?? null } };
  });
}
