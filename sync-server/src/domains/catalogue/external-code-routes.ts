import { Permission } from '@pos/shared/permissions';
import { FILE_LIMITS } from '@pos/shared/files/limits';
import { ExternalCodesDeleteBody, ExternalCodesDeleted, ExternalCodesImport, ExternalCodesPage, ExternalCodesPreview, ExternalCodesSearchQuery } from '@pos/shared/api/files';
import type { App } from '../../http/types';
import { Data } from '../../http/schemas';
import { actorOf } from '../../plugins/auth';
import { receiveUpload } from '../files';
import { deleteAllExternalCodes, importExternalCodes, previewExternalCodes, searchExternalCodes } from './external-codes';

/**
 * External codes bought from a partner (spec 002 §7.12, C286-C289). The import is a .csv or .txt
 * file (multipart: the field productId, then the part `file`), one code per line.
 */
export default async function externalCodeRoutes(app: App): Promise<void> {
  const tags = ['products'];
  const edit = { access: Permission.EditProducts };
  const upload = { tags, consumes: ['multipart/form-data'] };

  app.post('/external-codes/import/preview', { config: edit, schema: { ...upload, response: { 200: Data(ExternalCodesPreview) } } }, async (request) => ({
    data: await previewExternalCodes(app.db, actorOf(request).providerId, await receiveUpload(request, FILE_LIMITS.fileBytes)),
  }));
  app.post('/external-codes/import', { config: edit, schema: { ...upload, response: { 200: Data(ExternalCodesImport) } } }, async (request) => ({
    data: await importExternalCodes(app.db, actorOf(request).providerId, await receiveUpload(request, FILE_LIMITS.fileBytes)),
  }));
  app.get('/external-codes/search', { config: { access: Permission.ProductsViewSearch }, schema: { tags, querystring: ExternalCodesSearchQuery, response: { 200: Data(ExternalCodesPage) } } }, async (request) => ({
    data: await searchExternalCodes(app.db, actorOf(request).providerId, request.query.productId, request.query.searchTerm ?? '', request.query.pageIndex ?? 0),
  }));
  app.post('/external-codes/delete-all', { config: edit, schema: { tags, body: ExternalCodesDeleteBody, response: { 200: Data(ExternalCodesDeleted) } } }, async (request) => ({
    data: await deleteAllExternalCodes(app.db, actorOf(request).providerId, request.body.productId),
  }));
}
