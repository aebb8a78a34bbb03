import { Type } from 'typebox';
import { Permission } from '@pos/shared/permissions';
import { DocumentQuery, MediaTranslationsBody, PhotoOrderBody, ProductFile, ProductImageQuery, ProductMedia, type ProductFileRole } from '@pos/shared/api/files';
import type { App } from '../../http/types';
import { Data, IdParams } from '../../http/schemas';
import { actorOf } from '../../plugins/auth';
import { receiveUpload } from '../files';
import { addProductFile, makeMainPhoto, orderPhotos, productMedia, removeProductFile, saveProductFileTranslations, uploadLimitOf } from './product-media';
import type { FastifyRequest } from 'fastify';

/**
 * Product photos, documents, the ticket image and the responsible person's image (spec 002 §7.4,
 * C046-C053, C055, C056). Uploads are multipart form data with one part named `file`.
 */
export default async function mediaRoutes(app: App): Promise<void> {
  const tags = ['products'];
  const view = { access: Permission.ProductsViewSearch };
  const edit = { access: Permission.EditProducts };
  const upload = (role: ProductFileRole) => async (request: FastifyRequest<{ Params: { id: number; flag?: string } }>) => {
    const { providerId } = actorOf(request);
    const received = await receiveUpload(request, uploadLimitOf(role));
    const fromWizzard = request.params.flag === 'true' || received.fields.fromWizzard === 'true';
    return { data: await addProductFile(app.db, app.fileStorage, providerId, request.params.id, role, received, { fromWizzard }) };
  };
  const uploadSchema = { tags, consumes: ['multipart/form-data'], params: IdParams, response: { 200: Data(ProductFile) } };

  app.get('/product/:id/files', { config: view, schema: { tags, params: IdParams, response: { 200: Data(ProductMedia) } } }, async (request) => ({
    data: await productMedia(app.db, actorOf(request).providerId, request.params.id),
  }));

  // C046: {flag} is fromWizzard (true: the wizard's photo step; the product's wizard step moves on).
  app.post(
    '/product/:id/file/:flag',
    { config: edit, schema: { ...uploadSchema, params: Type.Object({ id: IdParams.properties.id, flag: Type.String({ maxLength: 10 }) }) } },
    upload('photo'),
  );
  app.post('/product-ticket-image/:id', { config: edit, schema: uploadSchema }, upload('ticket-image'));
  app.post('/product/:id/upload-responsible-person-image', { config: edit, schema: uploadSchema }, upload('responsible-person'));
  app.post('/product/:id/document', { config: edit, schema: uploadSchema }, upload('document'));

  app.delete('/product/:id/delete-responsible-person-image', { config: edit, schema: { tags, params: IdParams, response: { 200: Data(ProductMedia) } } }, async (request) => {
    const { providerId } = actorOf(request);
    const media = await productMedia(app.db, providerId, request.params.id);
    if (!media.responsiblePersonImage) return { data: media };
    return { data: await removeProductFile(app.db, app.fileStorage, providerId, media.responsiblePersonImage.id, ['responsible-person']) };
  });

  app.delete('/product/delete-document', { config: edit, schema: { tags, querystring: DocumentQuery, response: { 200: Data(ProductMedia) } } }, async (request) => ({
    data: await removeProductFile(app.db, app.fileStorage, actorOf(request).providerId, request.query.documentId, ['document']),
  }));

  app.delete('/product/delete-product-image', { config: edit, schema: { tags, querystring: ProductImageQuery, response: { 200: Data(ProductMedia) } } }, async (request) => ({
    data: await removeProductFile(app.db, app.fileStorage, actorOf(request).providerId, request.query.productImageId, ['photo', 'ticket-image']),
  }));

  app.get(
    '/product/main-product-image',
    { config: { ...edit, stateChanging: true }, schema: { tags, querystring: ProductImageQuery, response: { 200: Data(ProductMedia) } } },
    async (request) => ({ data: await makeMainPhoto(app.db, actorOf(request).providerId, request.query.productImageId) }),
  );

  app.post('/product/:id/images/order', { config: edit, schema: { tags, params: IdParams, body: PhotoOrderBody, response: { 200: Data(ProductMedia) } } }, async (request) => ({
    data: await orderPhotos(app.db, actorOf(request).providerId, request.params.id, request.body.imageIds),
  }));

  app.post('/product/image/:id/saveTranslation', { config: edit, schema: { tags, params: IdParams, body: MediaTranslationsBody, response: { 200: Data(ProductFile) } } }, async (request) => ({
    data: await saveProductFileTranslations(app.db, actorOf(request).providerId, request.params.id, 'photo', request.body.translations),
  }));

  app.post('/product/document/:id/saveTranslation', { config: edit, schema: { tags, params: IdParams, body: MediaTranslationsBody, response: { 200: Data(ProductFile) } } }, async (request) => ({
    data: await saveProductFileTranslations(app.db, actorOf(request).providerId, request.params.id, 'document', request.body.translations),
  }));
}
