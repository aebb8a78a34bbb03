import { Permission } from '@pos/shared/permissions';
import { FaqTranslationsBody, InfoTranslationsBody, PriceTypeSwitchBody, PriceTypeSwitchResult, ProductContentBody, ProductContentEntry, ProductContentQuery } from '@pos/shared/api/files';
import { Type } from 'typebox';
import type { App } from '../../http/types';
import { Data } from '../../http/schemas';
import { actorOf } from '../../plugins/auth';
import { productContent, saveContentEntryTranslations, saveProductContent } from './product-content';
import { switchPriceType } from './price-type-switch';

/** FAQ and more-info with their translations (C066-C069) and the price type switch (C081). */
export default async function contentRoutes(app: App): Promise<void> {
  const tags = ['products'];
  const view = { access: Permission.ProductsViewSearch };
  const edit = { access: Permission.EditProducts };
  const List = Data(Type.Array(ProductContentEntry));

  app.get('/product/faq/get', { config: view, schema: { tags, querystring: ProductContentQuery, response: { 200: List } } }, async (request) => ({
    data: await productContent(app.db, actorOf(request).providerId, request.query.productId, 'faq'),
  }));
  app.get('/product/moreinfo/get', { config: view, schema: { tags, querystring: ProductContentQuery, response: { 200: List } } }, async (request) => ({
    data: await productContent(app.db, actorOf(request).providerId, request.query.productId, 'info'),
  }));
  app.post('/product/faq/save', { config: edit, schema: { tags, body: ProductContentBody, response: { 200: List } } }, async (request) => ({
    data: await saveProductContent(app.db, actorOf(request).providerId, request.body.productId, 'faq', request.body.entries),
  }));
  app.post('/product/moreinfo/save', { config: edit, schema: { tags, body: ProductContentBody, response: { 200: List } } }, async (request) => ({
    data: await saveProductContent(app.db, actorOf(request).providerId, request.body.productId, 'info', request.body.entries),
  }));
  app.post('/product/faq-translations/save', { config: edit, schema: { tags, body: FaqTranslationsBody, response: { 200: Data(ProductContentEntry) } } }, async (request) => ({
    data: await saveContentEntryTranslations(app.db, actorOf(request).providerId, request.body.faqId, 'faq', request.body.translations),
  }));
  app.post('/product/info-translations/save', { config: edit, schema: { tags, body: InfoTranslationsBody, response: { 200: Data(ProductContentEntry) } } }, async (request) => ({
    data: await saveContentEntryTranslations(app.db, actorOf(request).providerId, request.body.infoId, 'info', request.body.translations),
  }));

  app.post(
    '/product/activate-or-disactivate-product-price-type',
    { config: edit, schema: { tags, body: PriceTypeSwitchBody, response: { 200: Data(PriceTypeSwitchResult) } } },
    async (request) => ({ data: await switchPriceType(app.db, actorOf(request), request.body.productId, request.body.priceTypeId, request.body.newValue) }),
  );
}
