/**
 * Every ledger call checks its permission (R-PERM-11: CreateInvoices, CreatePerfomaInvoices,
 * CreateCreditInvoices; CreateReceipts; R-PERM-17: CanCancelExistingReceipt; DocumentViewSearch to
 * read) and answers another provider's order or document as not found (404).
 */
import { describe, expect, it } from 'vitest';
import { Permission } from '@pos/shared/permissions';
import { ALL_PERMISSION_CODES } from '@pos/shared/permissions';
import { businessClients } from '../../db/schema';
import { createUser, setupTestApp } from '../../test/test-app';
import { caller } from '../orders/orders.fixtures';
import { cardPayment, cashPayment, ledgerShop } from './documents.fixtures';

describe('document ledger: permissions and provider isolation', async () => {
  const { app, db } = await setupTestApp();
  const mine = await ledgerShop(app, db);
  const theirs = await ledgerShop(app, db);
  const order = await mine.newOrder(2);
  const theirOrder = await theirs.newOrder(2);
  const receipt = (await mine.api.post('create-receipt', { orderId: order.id, amount: 1000, payments: [cashPayment(1000)] })).body.data as { id: number };
  const invoice = (await mine.api.post('create-invoice', { orderId: order.id, amount: 1000 })).body.data as { id: number };
  const [client] = await db.insert(businessClients).values({ providerId: mine.shop.providerId, name: 'Acme' }).returning();
  const proforma = (await mine.api.post('create-business-invoice', { businessClientId: client!.id, invoiceType: 'PerfomaDebit', amount: 500 })).body.data as { id: number };
  const docType = (await mine.api.post('provider/createDocType', { name: 'Note' })).body.data as { id: number };

  /** Each call: what it needs, and a request against this provider's data. */
  const calls: { name: string; needs: number[]; send: (api: ReturnType<typeof caller>) => ReturnType<ReturnType<typeof caller>['get']> }[] = [
    { name: 'C141 create-credit-card-receipt', needs: [Permission.CreateReceipts], send: (api) => api.post('create-credit-card-receipt', { orderId: order.id, amount: 100, payment: cardPayment(100) }) },
    { name: 'C142 create-cash-receipt', needs: [Permission.CreateReceipts], send: (api) => api.post('create-cash-receipt', { orderId: order.id, amount: 100, payment: cashPayment(100) }) },
    { name: 'C143 create-bank-transfer-receipt', needs: [Permission.CreateReceipts], send: (api) => api.post('create-bank-transfer-receipt', { orderId: order.id, amount: 100, payment: { method: 8, amount: 100, currencyId: 1, localAmount: 100, details: { bank: '12', branch: '600', account: '123456', valueDate: '2031-01-01', referenceNumber: 'R1' } } }) },
    { name: 'C144 create-check-receipt', needs: [Permission.CreateReceipts], send: (api) => api.post('create-check-receipt', { orderId: order.id, amount: 100, payment: { method: 2, amount: 100, currencyId: 1, localAmount: 100, details: { bank: '12', branch: '600', account: '123456', number: '1001', valueDate: '2031-01-01' } } }) },
    { name: 'C145 create-invoice', needs: [Permission.CreateInvoices], send: (api) => api.post('create-invoice', { orderId: order.id, amount: 100 }) },
    { name: 'C146 create-business-invoice (proforma)', needs: [Permission.CreatePerfomaInvoices], send: (api) => api.post('create-business-invoice', { businessClientId: client!.id, invoiceType: 'PerfomaDebit', amount: 100 }) },
    { name: 'C146 create-business-invoice (invoice)', needs: [Permission.CreateInvoices], send: (api) => api.post('create-business-invoice', { businessClientId: client!.id, invoiceType: 'Debit', amount: 100 }) },
    { name: 'C147 create-receipt', needs: [Permission.CreateReceipts], send: (api) => api.post('create-receipt', { orderId: order.id, amount: 100, payments: [cashPayment(100)] }) },
    { name: 'C148 create-invoice-receipt', needs: [Permission.CreateInvoices, Permission.CreateReceipts], send: (api) => api.post('create-invoice-receipt', { orderId: order.id, amount: 100, payments: [cashPayment(100)] }) },
    { name: 'create-credit-invoice', needs: [Permission.CreateCreditInvoices], send: (api) => api.post('create-credit-invoice', { orderId: order.id, creditedDocumentId: invoice.id, amount: 10 }) },
    { name: 'C149 validate-receipt', needs: [Permission.CreateReceipts], send: (api) => api.post('validate-receipt', { orderId: order.id, amount: 100, payments: [cashPayment(100)] }) },
    { name: 'C150 receipt/get', needs: [Permission.DocumentViewSearch], send: (api) => api.get(`receipt/get?id=${receipt.id}`) },
    { name: 'C152 receipt/info', needs: [Permission.DocumentViewSearch], send: (api) => api.get(`receipt/info?id=${receipt.id}`) },
    { name: 'C153 invoice/get', needs: [Permission.DocumentViewSearch], send: (api) => api.get(`invoice/get?id=${invoice.id}`) },
    { name: 'document/get', needs: [Permission.DocumentViewSearch], send: (api) => api.get(`document/get?id=${invoice.id}`) },
    { name: 'order/ledger', needs: [Permission.DocumentViewSearch], send: (api) => api.get(`order/ledger?orderId=${order.id}`) },
    { name: 'C155 bc-perfoma-invoice/cancel', needs: [Permission.CreatePerfomaInvoices], send: (api) => api.post('bc-perfoma-invoice/cancel', { id: proforma.id }) },
    { name: 'C183 custom-doc', needs: [Permission.CreateInvoices], send: (api) => api.post(`custom-doc/order/${order.id}/document/${docType.id}`, {}) },
    { name: 'C184 provider/doc-types/get', needs: [Permission.DocumentViewSearch], send: (api) => api.get('provider/doc-types/get') },
    { name: 'C185 provider/createDocType', needs: [Permission.EditProviderSettings], send: (api) => api.post('provider/createDocType', { name: 'Other' }) },
  ];

  it.each(calls)('$name answers 403 without its permission', async ({ needs, send }) => {
    for (const missing of needs) {
      const user = await createUser(db, mine.shop.providerId, { permissions: ALL_PERMISSION_CODES.filter((p) => p !== missing) });
      const res = await send(caller(app, user));
      expect([res.status, res.body.title]).toEqual([403, 'No permission']);
    }
  });

  it('R-PERM-17: receipt/cancel needs CanCancelExistingReceipt (403 without, nothing written)', async () => {
    const user = await createUser(db, mine.shop.providerId, { permissions: ALL_PERMISSION_CODES.filter((p) => p !== Permission.CanCancelExistingReceipt) });
    const res = await caller(app, user).post('receipt/cancel', { id: receipt.id, refundAmount: 100 });
    expect(res.status).toBe(403);
    expect(((await mine.api.get(`receipt/get?id=${receipt.id}`)).body.data as { refundedBy: unknown }).refundedBy).toBeNull();
  });

  it('C186 provider/deleteProviderDocType needs EditProviderSettings', async () => {
    const user = await createUser(db, mine.shop.providerId, { permissions: ALL_PERMISSION_CODES.filter((p) => p !== Permission.EditProviderSettings) });
    expect((await caller(app, user).delete(`provider/deleteProviderDocType/${docType.id}`)).status).toBe(403);
  });

  it('another provider\'s order, document, client or document type is not found (404) by every call, nothing written', async () => {
    const api = theirs.api;
    const answers = [
      await api.post('create-credit-card-receipt', { orderId: order.id, amount: 100, payment: cardPayment(100) }),
      await api.post('create-cash-receipt', { orderId: order.id, amount: 100, payment: cashPayment(100) }),
      await api.post('create-bank-transfer-receipt', { orderId: order.id, amount: 100, payment: { method: 8, amount: 100, currencyId: 1, localAmount: 100, details: { bank: '12', branch: '600', account: '1', valueDate: '2031-01-01', referenceNumber: 'R' } } }),
      await api.post('create-check-receipt', { orderId: order.id, amount: 100, payment: { method: 2, amount: 100, currencyId: 1, localAmount: 100, details: { bank: '12', branch: '600', account: '1', number: '1', valueDate: '2031-01-01' } } }),
      await api.post('create-invoice', { orderId: order.id, amount: 100 }),
      await api.post('create-business-invoice', { businessClientId: client!.id, invoiceType: 'Debit', amount: 100 }),
      await api.post('create-receipt', { orderId: order.id, amount: 100, payments: [cashPayment(100)] }),
      await api.post('create-invoice-receipt', { orderId: order.id, amount: 100, payments: [cashPayment(100)] }),
      await api.post('create-credit-invoice', { orderId: theirOrder.id, creditedDocumentId: invoice.id, amount: 10 }),
      await api.post('validate-receipt', { orderId: order.id, amount: 100, payments: [cashPayment(100)] }),
      await api.get(`receipt/get?id=${receipt.id}`),
      await api.get(`invoice-receipt/get?id=${receipt.id}`),
      await api.get(`receipt/info?id=${receipt.id}`),
      await api.get(`invoice/get?id=${invoice.id}`),
      await api.get(`document/get?id=${invoice.id}`),
      await api.get(`order/ledger?orderId=${order.id}`),
      await api.post('receipt/cancel', { id: receipt.id, refundAmount: 100 }),
      await api.post('bc-perfoma-invoice/cancel', { id: proforma.id }),
      await api.get(`allow-create-credit-invoice?orderId=${order.id}`),
      await api.post(`custom-doc/order/${theirOrder.id}/document/${docType.id}`, {}),
      await api.delete(`provider/deleteProviderDocType/${docType.id}`),
    ];
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 404));
    const ledger = (await mine.api.get(`order/ledger?orderId=${order.id}`)).body.data as { documents: unknown[] };
    expect(ledger.documents.length).toBeGreaterThan(0);
    expect(((await mine.api.get(`receipt/get?id=${receipt.id}`)).body.data as { refundedBy: unknown }).refundedBy).toBeNull();
    expect((await mine.api.get('provider/doc-types/get')).body.data).toContainEqual({ id: docType.id, name: 'Note' });
  });
});
