import { afterAll, describe, expect, it } from 'vitest';
import { Permission } from '@pos/shared/permissions';
import { createUser, setupTestApp } from '../../test/test-app';
import { caller, insertProduct, openShop, orderBody } from '../orders/orders.fixtures';
import { insertLedgerDocument } from '../documents/output/output.fixtures';
import { closeDocumentRenderer } from '../documents/output/renders';
import { clientBody } from './business-clients.fixtures';

/** C237/C238: a business client's invoices and receipts as the document ledger's PDFs; R-BC-9's document list shows them by number. */
describe("a business client's invoice and receipt PDFs", async () => {
  afterAll(() => closeDocumentRenderer());
  const { app, db } = await setupTestApp();
  const shop = await openShop(db);
  const api = caller(app, shop.user);
  const client = (await api.post('businessClient/save', { businessClient: clientBody({ name: 'Globus Tours', vatNumber: '512345678' }) })).body.data as { id: number };
  const product = await insertProduct(db, shop.providerId);
  const order = (await api.post('order/create', orderBody(product, shop.tomorrow, [{ customerTypeId: product.adult, quantity: 2 }], { businessClientId: client.id }))).body.data as { id: number; orderNumber: number };
  const invoice = await insertLedgerDocument(db, { providerId: shop.providerId, docType: 'invoice', number: 4001, orderId: order.id, customerName: 'Globus Tours', customerTaxId: '512345678' });
  const receipt = await insertLedgerDocument(db, { providerId: shop.providerId, docType: 'receipt', number: 1001, orderId: order.id });
  const notTheirs = await insertLedgerDocument(db, { providerId: shop.providerId, docType: 'invoice', number: 4002 });
  const get = (url: string, cookie = shop.user.cookie) => app.inject({ method: 'GET', url: `/api/${url}`, headers: { cookie } });

  it('C237 renders one of its invoices as a PDF, the first the original; C238 its receipts; another type or document is 404', async () => {
    const pdf = await get(`businessClient/invoicePdf/get?businessClientId=${client.id}&documentId=${invoice}&lang=en-US`);
    expect(pdf.statusCode, pdf.body.slice(0, 300)).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.headers['content-disposition']).toBe(`inline; filename="invoice-${invoice}.pdf"`);
    const again = await get(`businessClient/invoicePdf/get?businessClientId=${client.id}&documentId=${invoice}`);
    expect(again.headers['content-disposition']).toBe(`inline; filename="invoice-${invoice}-copy.pdf"`);
    expect((await get(`businessClient/receiptPdf/get?businessClientId=${client.id}&documentId=${receipt}`)).statusCode).toBe(200);
    expect((await get(`businessClient/receiptPdf/get?businessClientId=${client.id}&documentId=${invoice}`)).statusCode).toBe(404);
    expect((await get(`businessClient/invoicePdf/get?businessClientId=${client.id}&documentId=${notTheirs}`)).statusCode).toBe(404);
  });

  it('R-BC-9 lists the documents by document number; the balance counts the invoices and receipts', async () => {
    const answer = (await api.post('businessClient/accounts', { businessClientId: client.id })).body.data as { orderBy: string; items: { number: number; docType: string }[]; totals: { invoices: number; receipts: number } };
    expect(answer.orderBy).toBe('DocumentNumber');
    expect(answer.items.map((d) => [d.docType, d.number])).toEqual([['receipt', 1001], ['invoice', 4001]]);
    expect(answer.totals).toMatchObject({ invoices: 1, receipts: 1 });
    const byType = (await api.post('businessClient/accounts', { businessClientId: client.id, documentType: 'invoice' })).body.data as { items: unknown[] };
    expect(byType.items).toHaveLength(1);
    const withInvoices = (await api.post('businessClients', { balanceOfInvoice: true })).body.data as { items: { id: number }[] };
    expect(withInvoices.items.map((c) => c.id)).toEqual([client.id]);
  });

  it("another provider's user gets 404, a user without DocumentViewSearch 403", async () => {
    const other = await openShop(db);
    expect((await get(`businessClient/invoicePdf/get?businessClientId=${client.id}&documentId=${invoice}`, other.user.cookie)).statusCode).toBe(404);
    const reader = await createUser(db, shop.providerId, { permissions: [Permission.ViewOrders] });
    expect((await get(`businessClient/invoicePdf/get?businessClientId=${client.id}&documentId=${invoice}`, reader.cookie)).statusCode).toBe(403);
    expect((await get(`businessClient/receiptPdf/get?businessClientId=${client.id}&documentId=${receipt}`, reader.cookie)).statusCode).toBe(403);
  });
});
