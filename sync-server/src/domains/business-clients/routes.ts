import { Type, type Static } from 'typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Permission } from '@pos/shared/permissions';
import { notFound } from '@pos/shared/errors';
import {
  ActivateQuery,
  BusinessClient,
  BusinessClientFilter,
  BusinessClientPage,
  BusinessOrderPage,
  BusinessOrdersFilter,
  ClientAccounts,
  ClientDocumentsFilter,
  ClientForNewOrder,
  ClientIdQuery,
  ClientInvoiceQuery,
  ClientPdfQuery,
  ClientTranslations,
  ClientTranslationsBody,
  CustomerForInvoice,
  DeletePhotoBody,
  HashedClients,
  InfoForInvoice,
  SaveBusinessClientBody,
} from '@pos/shared/api/business-clients';
import type { App } from '../../http/types';
import { Data, IdParams, Ok } from '../../http/schemas';
import { actorOf } from '../../plugins/auth';
import { clientTranslations, clientsForNewOrder, findClient, hashedClients, isProvidersClient, PAGE_SIZE, searchClients, totalsOf } from './client-repo';
import { saveClient, saveTranslations, setClientActive } from './save-client';
import { clientOrders, customersForInvoice, infoForInvoice } from './client-orders';
import { clientDocuments, clientDocumentType } from './client-documents';
import { renderNow } from '../documents/output/renders';
import { INVOICE_TYPES, RECEIPT_TYPES } from '@pos/shared/documents/document-types';
import { FALLBACK_LANGUAGE, isLanguage } from '@pos/shared/languages';
import { addPhotoInstruction, deletePhotoInstruction, setLogo } from './client-files';
import { MAX_BYTES, receiveUpload } from '../files';

/**
 * Business clients (spec 002 §7.9, C221-C236; C222 businessClients/all is the reference picker).
 * Reading clients and their orders needs ViewOrders (1), changing them EditOrders (2), their
 * documents and invoice data DocumentViewSearch (8), the new-order picker CreateOrders (27)
 * (DECISIONS.md). Every call answers only the caller's provider's clients (another's: 404).
 */
export default async function businessClientRoutes(app: App): Promise<void> {
  const tags = ['business-clients'];
  const read = { access: Permission.ViewOrders };
  const change = { access: Permission.EditOrders };
  const accounting = { access: Permission.DocumentViewSearch };

  const mustBeProviders = async (providerId: number, id: number) => {
    if (!(await isProvidersClient(app.db, providerId, id))) throw notFound('Business client');
  };

  // C221
  app.post('/businessClients', { config: read, schema: { tags, body: BusinessClientFilter, response: { 200: Data(BusinessClientPage) } } }, async (request) => ({
    data: await searchClients(app.db, actorOf(request).providerId, request.body ?? {}),
  }));

  // C223
  app.get('/businessClients/hashed/all', { config: read, schema: { tags, response: { 200: Data(HashedClients) } } }, async (request) => ({
    data: await hashedClients(app.db, actorOf(request).providerId),
  }));

  // C224: a cashier sees only the client types they may sell to (R-CASH-4).
  app.get('/businessClients/ByNewOrder', { config: { access: Permission.CreateOrders }, schema: { tags, response: { 200: Data(Type.Array(ClientForNewOrder)) } } }, async (request) => {
    const actor = actorOf(request);
    const limits = actor.permissions.has(Permission.Cashier) ? (actor.cashierLimits?.allowedClientTypeIds ?? null) : null;
    return { data: await clientsForNewOrder(app.db, actor.providerId, limits) };
  });

  // C225
  app.get('/businessClient/get', { config: read, schema: { tags, querystring: ClientIdQuery, response: { 200: Data(BusinessClient) } } }, async (request) => {
    const client = await findClient(app.db, actorOf(request).providerId, request.query.id);
    if (!client) throw notFound('Business client');
    return { data: client };
  });

  // C226 (R-BC-1..4, R-BC-7)
  app.post('/businessClient/save', { config: change, schema: { tags, body: SaveBusinessClientBody, response: { 200: Data(BusinessClient) } } }, async (request) => {
    const actor = actorOf(request);
    const id = await saveClient(app.db, actor, request.body);
    return { data: (await findClient(app.db, actor.providerId, id))! };
  });

  // C227, C228
  app.get('/businessClient/translations/get', { config: read, schema: { tags, querystring: ClientIdQuery, response: { 200: Data(ClientTranslations) } } }, async (request) => {
    await mustBeProviders(actorOf(request).providerId, request.query.id);
    return { data: await clientTranslations(app.db, request.query.id) };
  });
  app.post(
    '/businessClient/translations/save',
    { config: change, schema: { tags, body: ClientTranslationsBody, response: { 200: Ok } } },
    async (request) => {
      await mustBeProviders(actorOf(request).providerId, request.body.id);
      await app.db.transaction((tx) => saveTranslations(tx, request.body.id, request.body.translations));
      return { data: true };
    },
  );

  // C232 (R-BC-6)
  app.delete('/businessClient/activate-or-disactivate-client', { config: change, schema: { tags, querystring: ActivateQuery, response: { 200: Ok } } }, async (request) => {
    if (!(await setClientActive(app.db, actorOf(request).providerId, request.query.id, request.query.active))) throw notFound('Business client');
    return { data: true };
  });

  // C229, C230: one image part `file` (R-FILE-1..3 by domains/files); C231 removes a photo instruction.
  const uploadSchema = { tags, consumes: ['multipart/form-data'], params: IdParams, response: { 200: Data(BusinessClient) } };
  const clientAnswer = async (providerId: number, id: number) => ({ data: (await findClient(app.db, providerId, id))! });
  app.post('/companyLogo/:id', { config: change, schema: uploadSchema }, async (request) => {
    const { providerId } = actorOf(request);
    await setLogo(app.db, app.fileStorage, providerId, request.params.id, await receiveUpload(request, MAX_BYTES.image));
    return clientAnswer(providerId, request.params.id);
  });
  app.post('/photoInstruction/:id', { config: change, schema: uploadSchema }, async (request) => {
    const { providerId } = actorOf(request);
    await addPhotoInstruction(app.db, app.fileStorage, providerId, request.params.id, await receiveUpload(request, MAX_BYTES.image));
    return clientAnswer(providerId, request.params.id);
  });
  app.post('/photoInstruction/delete', { config: change, schema: { tags, body: DeletePhotoBody, response: { 200: Data(BusinessClient) } } }, async (request) => {
    const { providerId } = actorOf(request);
    if (!(await deletePhotoInstruction(app.db, app.fileStorage, providerId, request.body.businessClientId, request.body.photoId))) throw notFound('Photo instruction');
    return clientAnswer(providerId, request.body.businessClientId);
  });

  // C233 (R-BC-9: orderBy OrderId by default)
  app.post('/businessClient/order-products', { config: read, schema: { tags, body: BusinessOrdersFilter, response: { 200: Data(BusinessOrderPage) } } }, async (request) => {
    const { providerId } = actorOf(request);
    await mustBeProviders(providerId, request.body.businessClientId);
    return { data: await clientOrders(app.db, providerId, request.body, PAGE_SIZE) };
  });

  // C234 (R-BC-9: orderBy DocumentNumber by default)
  app.post('/businessClient/accounts', { config: accounting, schema: { tags, body: ClientDocumentsFilter, response: { 200: Data(ClientAccounts) } } }, async (request) => {
    const { providerId } = actorOf(request);
    await mustBeProviders(providerId, request.body.businessClientId);
    const docs = await clientDocuments(app.db, providerId, request.body, PAGE_SIZE);
    const totals = (await totalsOf(app.db, providerId, [request.body.businessClientId])).get(request.body.businessClientId)!;
    return { data: { ...docs, totals } };
  });

  // C235, C236
  app.post('/businessClient/customersForInvoice', { config: accounting, schema: { tags, body: ClientInvoiceQuery, response: { 200: Data(Type.Array(CustomerForInvoice)) } } }, async (request) => {
    const { providerId } = actorOf(request);
    await mustBeProviders(providerId, request.body.businessClientId);
    return { data: await customersForInvoice(app.db, providerId, request.body.businessClientId) };
  });
  // C237, C238: the client's invoice or receipt as the ledger renders it (the first print the original, later ones copies).
  const pdfRoute = (types: readonly string[], what: string) => async (request: FastifyRequest<{ Querystring: Static<typeof ClientPdfQuery> }>, reply: FastifyReply) => {
    const actor = actorOf(request);
    const { businessClientId, documentId, lang } = request.query;
    const type = await clientDocumentType(app.db, actor.providerId, businessClientId, documentId);
    if (!type || !types.includes(type)) throw notFound(what);
    const render = await renderNow(app.db, app.jobs, actor, documentId, isLanguage(lang) ? lang : isLanguage(actor.language) ? actor.language : FALLBACK_LANGUAGE);
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="${what.toLowerCase()}-${documentId}${render.copy ? '-copy' : ''}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(render.pdfBase64, 'base64'));
  };
  const pdfSchema = { tags, querystring: ClientPdfQuery };
  app.get('/businessClient/invoicePdf/get', { config: { ...accounting, stateChanging: true }, schema: pdfSchema }, pdfRoute(INVOICE_TYPES, 'Invoice'));
  app.get('/businessClient/receiptPdf/get', { config: { ...accounting, stateChanging: true }, schema: pdfSchema }, pdfRoute(RECEIPT_TYPES, 'Receipt'));

  app.post('/businessClient/infoForInvoice', { config: accounting, schema: { tags, body: ClientInvoiceQuery, response: { 200: Data(InfoForInvoice) } } }, async (request) => {
    const info = await infoForInvoice(app.db, actorOf(request).providerId, request.body.businessClientId);
    if (!info) throw notFound('Business client');
    return { data: info };
  });
}
