/**
 * The document ledger's routes (issue 15): C141-C156, C183-C186 (C187 is the provider settings'), document/get and the order's
 * ledger. Creating needs CreateReceipts, CreateInvoices, CreatePerfomaInvoices or
 * CreateCreditInvoices (R-PERM-11); cancelling a receipt CanCancelExistingReceipt (R-PERM-17);
 * reading DocumentViewSearch. Another provider's order or document is not found (404).
 */
import { Type } from 'typebox';
import { Permission } from '@pos/shared/permissions';
import { noPermission, notFound } from '@pos/shared/errors';
import {
  AllowCredit,
  AllowCreditQuery,
  CardRefundSettleBody,
  CardRefundSettled,
  CreateBusinessInvoiceBody,
  CreateCardReceiptBody,
  CreateCashReceiptBody,
  CreateCheckReceiptBody,
  CreateCreditInvoiceBody,
  CreateInvoiceBody,
  CreateInvoiceReceiptBody,
  CreateReceiptBody,
  CreateTransferReceiptBody,
  CustomDocType,
  CustomDocTypeBody,
  CustomDocumentBody,
  DocumentCreated,
  DocumentDetails,
  DocumentIdQuery,
  OrderIdQuery,
  OrderLedger,
  ProformaCancelBody,
  ProformaCancelled,
  ReceiptCancelBody,
  ReceiptValidation,
  RefundIssued,
  type PaymentInput,
} from '@pos/shared/api/documents';
import type { App } from '../../http/types';
import { Data } from '../../http/schemas';
import { actorOf } from '../../plugins/auth';
import type { DocumentRow } from './document-repo';
import { documentDetails, orderLedger } from './document-view';
import { issueDocument, type IssueSpec } from './issue-documents';
import { cancelReceipt } from './refund-office';
import { settleCardRefund } from './card-refund-settle';
import { createCustomType, customTypesOf, deleteCustomType, findCustomType } from './custom-types';
import { allowCreditInvoice, cancelProforma, validateReceipt } from './document-checks';

const created = (d: DocumentRow) => ({ data: { id: d.id, docType: d.docType as DocumentCreated['docType'], number: d.number, state: d.state as DocumentCreated['state'], total: d.total, orderId: d.orderId, allocationNumber: d.allocationNumber } });

export default async function documentRoutes(app: App): Promise<void> {
  const tags = ['documents'];
  const view = { access: Permission.DocumentViewSearch };
  const receipts = { access: Permission.CreateReceipts };
  const answer = { 200: Data(DocumentCreated) };
  const issue = (request: { actor: unknown }, spec: IssueSpec) => {
    const actor = actorOf(request as never);
    return issueDocument(app.db, { providerId: actor.providerId, userId: actor.userId }, spec);
  };
  const receiptSpec = (b: { orderId: number; amount: number; remarks?: string | undefined; screen?: string | undefined; customerName?: string | undefined; customerTaxId?: string | undefined; businessClientId?: number | null | undefined }, payments: readonly PaymentInput[]): IssueSpec => ({
    docType: 'receipt',
    orderId: b.orderId,
    amount: b.amount,
    payments,
    remarks: b.remarks,
    screen: b.screen,
    customerName: b.customerName,
    customerTaxId: b.customerTaxId,
    businessClientId: b.businessClientId,
  });

  // C141-C144: a receipt of one payment (R-RCPT-3: one card payment per receipt).
  app.post('/create-credit-card-receipt', { config: receipts, schema: { tags, body: CreateCardReceiptBody, response: answer } }, async (request) => created(await issue(request, receiptSpec(request.body, [request.body.payment]))));
  app.post('/create-cash-receipt', { config: receipts, schema: { tags, body: CreateCashReceiptBody, response: answer } }, async (request) => created(await issue(request, receiptSpec(request.body, [request.body.payment]))));
  app.post('/create-bank-transfer-receipt', { config: receipts, schema: { tags, body: CreateTransferReceiptBody, response: answer } }, async (request) => created(await issue(request, receiptSpec(request.body, [request.body.payment]))));
  app.post('/create-check-receipt', { config: receipts, schema: { tags, body: CreateCheckReceiptBody, response: answer } }, async (request) => created(await issue(request, receiptSpec(request.body, [request.body.payment]))));

  // C145
  app.post('/create-invoice', { config: { access: Permission.CreateInvoices }, schema: { tags, body: CreateInvoiceBody, response: answer } }, async (request) => {
    const b = request.body;
    return created(await issue(request, { docType: 'invoice', orderId: b.orderId, amount: b.amount, payments: [], remarks: b.remarks, screen: b.screen, customerName: b.customerName, customerTaxId: b.customerTaxId, businessClientId: b.businessClientId }));
  });

  // C146: an invoice or a proforma to a business client (R-PERM-11: CreatePerfomaInvoices for a proforma).
  app.post('/create-business-invoice', { config: { access: 'user' }, schema: { tags, body: CreateBusinessInvoiceBody, response: answer } }, async (request) => {
    const b = request.body;
    const proforma = b.invoiceType === 'PerfomaDebit';
    if (!actorOf(request).permissions.has(proforma ? Permission.CreatePerfomaInvoices : Permission.CreateInvoices)) throw noPermission();
    return created(await issue(request, { docType: proforma ? 'proforma' : 'invoice', orderId: b.orderId ?? null, amount: b.amount, payments: [], businessClientId: b.businessClientId, lines: b.lines, title: b.title, remarks: b.remarks, screen: b.screen ?? 'business-client' }));
  });

  // C147
  app.post('/create-receipt', { config: receipts, schema: { tags, body: CreateReceiptBody, response: answer } }, async (request) => created(await issue(request, receiptSpec(request.body, request.body.payments))));

  // C148: an invoice-receipt needs both CreateInvoices and CreateReceipts.
  app.post('/create-invoice-receipt', { config: { access: Permission.CreateInvoices }, schema: { tags, body: CreateInvoiceReceiptBody, response: answer } }, async (request) => {
    if (!actorOf(request).permissions.has(Permission.CreateReceipts)) throw noPermission();
    return created(await issue(request, { ...receiptSpec(request.body, request.body.payments), docType: 'invoice-receipt' }));
  });

  // A credit invoice (R-INV-2, R-PERM-11 CreateCreditInvoices).
  app.post('/create-credit-invoice', { config: { access: Permission.CreateCreditInvoices }, schema: { tags, body: CreateCreditInvoiceBody, response: answer } }, async (request) => {
    const b = request.body;
    return created(await issue(request, { docType: 'credit-invoice', orderId: b.orderId ?? null, amount: b.amount, payments: [], creditedDocumentId: b.creditedDocumentId, reason: b.reason, screen: b.screen }));
  });

  // C149: the receipt's checks, nothing written.
  app.post('/validate-receipt', { config: receipts, schema: { tags, body: CreateReceiptBody, response: { 200: Data(ReceiptValidation) } } }, async (request) => ({
    data: await validateReceipt(app.db, actorOf(request).providerId, request.body),
  }));

  // C150-C153 and document/get.
  const get = (path: string, types?: readonly string[]) =>
    app.get(path, { config: view, schema: { tags, querystring: DocumentIdQuery, response: { 200: Data(DocumentDetails) } } }, async (request) => ({
      data: await documentDetails(app.db, actorOf(request).providerId, request.query.id, types),
    }));
  get('/receipt/get', ['receipt', 'refund']);
  get('/invoice-receipt/get', ['invoice-receipt']);
  get('/receipt/info', ['receipt', 'invoice-receipt', 'refund']);
  get('/invoice/get', ['invoice', 'credit-invoice', 'proforma']);
  get('/document/get');

  app.get('/order/ledger', { config: view, schema: { tags, querystring: OrderIdQuery, response: { 200: Data(OrderLedger) } } }, async (request) => ({
    data: await orderLedger(app.db, actorOf(request).providerId, request.query.orderId),
  }));

  // C154 (R-RCPT-5..7, R-PERM-17).
  app.post('/receipt/cancel', { config: { access: Permission.CanCancelExistingReceipt }, schema: { tags, body: ReceiptCancelBody, response: { 200: Data(RefundIssued) } } }, async (request) => {
    const actor = actorOf(request);
    return { data: await cancelReceipt(app.db, { providerId: actor.providerId, userId: actor.userId, screen: 'documents' }, request.body) };
  });

  // Issue 15 (R-PERM-17): the office settles a card refund whose gateway answer was lost.
  app.post('/receipt/card-refund/settle', { config: { access: Permission.CanCancelExistingReceipt }, schema: { tags, body: CardRefundSettleBody, response: { 200: Data(CardRefundSettled) } } }, async (request) => {
    const actor = actorOf(request);
    return { data: await settleCardRefund(app.db, { providerId: actor.providerId, userId: actor.userId }, request.body) };
  });

  // C155 (R-INV-8).
  app.post('/bc-perfoma-invoice/cancel', { config: { access: Permission.CreatePerfomaInvoices }, schema: { tags, body: ProformaCancelBody, response: { 200: Data(ProformaCancelled) } } }, async (request) => {
    const actor = actorOf(request);
    return { data: await cancelProforma(app.db, { providerId: actor.providerId, userId: actor.userId }, request.body.id) };
  });

  // C156 (R-PERM-18).
  app.get('/allow-create-credit-invoice', { config: { access: 'user' }, schema: { tags, querystring: AllowCreditQuery, response: { 200: Data(AllowCredit) } } }, async (request) => ({
    data: await allowCreditInvoice(app.db, actorOf(request), request.query.orderId),
  }));

  // C183: a custom document of an order, numbered per custom type.
  app.post('/custom-doc/order/:orderId/document/:type', { config: { access: Permission.CreateInvoices }, schema: { tags, params: Type.Object({ orderId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), type: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) }), body: CustomDocumentBody, response: answer } }, async (request) => {
    const actor = actorOf(request);
    const type = await findCustomType(app.db, actor.providerId, request.params.type);
    if (!type) throw notFound('Document type');
    const b = request.body ?? {};
    return created(await issue(request, { docType: 'custom', orderId: request.params.orderId, amount: 0, payments: [], customTypeId: type.id, title: b.title ?? type.name, remarks: b.remarks }));
  });

  // C184-C186
  app.get('/provider/doc-types/get', { config: view, schema: { tags, response: { 200: Data(Type.Array(CustomDocType)) } } }, async (request) => ({ data: await customTypesOf(app.db, actorOf(request).providerId) }));
  app.post('/provider/createDocType', { config: { access: Permission.EditProviderSettings }, schema: { tags, body: CustomDocTypeBody, response: { 200: Data(CustomDocType) } } }, async (request) => ({
    data: await createCustomType(app.db, actorOf(request).providerId, request.body.name),
  }));
  app.delete('/provider/deleteProviderDocType/:id', { config: { access: Permission.EditProviderSettings }, schema: { tags, params: DocumentIdQuery, response: { 200: Data(CustomDocType) } } }, async (request) => ({
    data: await deleteCustomType(app.db, actorOf(request).providerId, request.params.id),
  }));

}
