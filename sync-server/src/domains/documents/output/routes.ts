import type { FastifyReply } from 'fastify';
import type { Static } from 'typebox';
import { AppError } from '@pos/shared/errors';
import { FALLBACK_LANGUAGE, isLanguage, type Language } from '@pos/shared/languages';
import { Permission } from '@pos/shared/permissions';
import { PaymentMethodCode, type DocumentType } from '@pos/shared/documents/document-types';
import { DocumentIdQuery, DocumentOrderNumber, DocumentPdf, DocumentPdfQuery, ShareDataQuery, SharedDocument, SharedLink, ShareDocumentBody } from '@pos/shared/api/document-output';
import type { App } from '../../../http/types';
import { Data, IdParams } from '../../../http/schemas';
import { actorOf } from '../../../plugins/auth';
import { documentOrder, findRender } from './output-repo';
import { renderNow } from './renders';
import { sharedData, sharedPdf, shareDocument } from './shares';
import { Type } from 'typebox';

const tags = ['documents'];

/** Where a finished render is streamed from (same provider; `download=true` as a file). */
export const renderUrl = (id: number, download = false) => `/api/document/file/${id}${download ? '?download=true' : ''}`;

const languageOf = (asked: string | undefined, user: string): Language => (isLanguage(asked) ? asked : isLanguage(user) ? user : FALLBACK_LANGUAGE);

function sendPdf(reply: FastifyReply, pdf: Buffer, name: string, download: boolean) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `${download ? 'attachment' : 'inline'}; filename="${name}"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}

function sharedView(data: Awaited<ReturnType<typeof sharedData>>): Static<typeof SharedDocument> {
  const { doc, business, share, pdfUrl } = data;
  return {
    type: doc.docType as DocumentType,
    number: doc.number,
    language: share.language,
    issuedAt: doc.issuedAt.toISOString(),
    business: { name: business.name, vatNumber: business.vatNumber, address: business.address, taxStatus: business.taxStatus },
    customerName: doc.customerName,
    customerTaxId: doc.customerTaxId,
    orderNumber: doc.orderNumber,
    allocationNumber: doc.allocationNumber,
    credited: doc.credited ? { type: doc.credited.docType, number: doc.credited.number } : null,
    currencyId: doc.currencyId,
    lines: doc.lines,
    totals: { beforeVat: doc.total - doc.vatAmount, vatRateBp: doc.vatRateBp, vatAmount: doc.vatAmount, total: doc.total },
    payments: doc.payments.map((p) => ({
      method: p.method,
      amount: p.amount,
      currencyId: p.currencyId,
      last4: p.method === PaymentMethodCode.CreditCard && typeof p.details.last4 === 'string' ? p.details.last4 : null,
      installments: p.method === PaymentMethodCode.CreditCard && typeof p.details.installments === 'number' ? p.details.installments : null,
    })),
    pdfUrl,
    expiresAt: share.expiresAt.toISOString(),
  };
}

/**
 * C158-C162: a document's order, its A4 PDF (original the first time, copy after), the PDF as a
 * file, and shared links. Viewing needs DocumentViewSearch (8), sharing DocumentShare (9); another
 * provider's document is not found (404). A shared link's page and PDF need no login.
 */
export default async function documentOutputRoutes(app: App): Promise<void> {
  const view = { access: Permission.DocumentViewSearch };

  app.get('/document/ordernumber', { config: view, schema: { tags, querystring: DocumentIdQuery, response: { 200: Data(DocumentOrderNumber) } } }, async (request) => {
    const row = await documentOrder(app.db, actorOf(request).providerId, request.query.id);
    return { data: { documentId: row.documentId, orderId: row.orderId, orderNumber: row.orderNumber } };
  });

  app.get('/document/pdf', { config: { ...view, stateChanging: true }, schema: { tags, querystring: DocumentPdfQuery, response: { 200: Data(DocumentPdf) } } }, async (request) => {
    const actor = actorOf(request);
    const render = await renderNow(app.db, app.jobs, actor, request.query.id, languageOf(request.query.lang, actor.language));
    return { data: { id: render.id, documentId: render.documentId, copy: render.copy, url: renderUrl(render.id), downloadUrl: renderUrl(render.id, true) } };
  });

  app.get('/document/download', { config: { ...view, stateChanging: true }, schema: { tags, querystring: DocumentPdfQuery } }, async (request, reply) => {
    const actor = actorOf(request);
    const render = await renderNow(app.db, app.jobs, actor, request.query.id, languageOf(request.query.lang, actor.language));
    return sendPdf(reply, Buffer.from(render.pdfBase64, 'base64'), `document-${render.documentId}${render.copy ? '-copy' : ''}.pdf`, true);
  });

  app.get(
    '/document/file/:id',
    { config: view, schema: { tags, params: IdParams, querystring: Type.Object({ download: Type.Optional(Type.Boolean()) }) } },
    async (request, reply) => {
      const render = await findRender(app.db, actorOf(request).providerId, request.params.id);
      if (render.status !== 'Done' || !render.pdfBase64) throw new AppError('not-found', 'pdf-not-ready', 'The PDF is not ready yet.');
      return sendPdf(reply, Buffer.from(render.pdfBase64, 'base64'), `document-${render.documentId}${render.copy ? '-copy' : ''}.pdf`, request.query.download === true);
    },
  );

  app.post('/document/share', { config: { access: Permission.DocumentShare }, schema: { tags, body: ShareDocumentBody, response: { 200: Data(SharedLink) } } }, async (request) => {
    const actor = actorOf(request);
    const { id, email, lang } = request.body;
    return { data: await shareDocument(app.db, app.jobs, actor, { documentId: id, email: email ?? undefined, language: languageOf(lang, actor.language) }) };
  });

  app.get('/document/sharedata', { config: { access: 'anonymous' }, schema: { tags, querystring: ShareDataQuery, response: { 200: Data(SharedDocument) } } }, async (request) => ({
    data: sharedView(await sharedData(app.db, request.query.token)),
  }));

  app.get('/document/shared/:token/pdf', { config: { access: 'anonymous' }, schema: { tags, params: ShareDataQuery } }, async (request, reply) => {
    const { pdf, name } = await sharedPdf(app.db, request.params.token);
    return sendPdf(reply, pdf, name, false);
  });
}
