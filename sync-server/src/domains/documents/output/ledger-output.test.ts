import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../test/test-app';
import { providers } from '../../../db/schema';
import { caller, insertProduct, openShop } from '../../orders/orders.fixtures';
import { closeDocumentRenderer } from './renders';

const dir = mkdtempSync(join(tmpdir(), 'ledger-output-'));
const pdfText = (pdf: Buffer, name: string) => {
  const path = join(dir, `${name}.pdf`);
  writeFileSync(path, pdf);
  return execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' }).replace(/[ \t]+/g, ' ');
};

/**
 * The office's documents end to end: an invoice-receipt issued through create-invoice-receipt
 * (C148) and its refund through receipt/cancel (C154) are found by the documents search (C157) in
 * number order (R-INV-7) and print with what the ledger wrote (C159).
 */
describe('ledger documents through search and PDF', async () => {
  afterAll(() => closeDocumentRenderer());
  const { app, db } = await setupTestApp();
  const shop = await openShop(db);
  await db.update(providers).set({ nameOfTheBusinessForInvoice: 'Desert Safari Ltd', companyId: '514000017', language: 'en-US' }).where(eq(providers.id, shop.providerId));
  const api = caller(app, shop.user);
  const numbering = await api.post('provider/accounting-info', { numbering: [{ docType: 'invoice-receipt', startNumber: 500 }, { docType: 'refund', startNumber: 70 }] });
  expect(numbering.status, JSON.stringify(numbering.body)).toBe(200);
  const first = await insertProduct(db, shop.providerId, { slot: { limit: 50 } });
  const second = await insertProduct(db, shop.providerId, { slot: { limit: 50 } });

  const order = async () => {
    const res = await api.post('order/create', {
      products: [
        { productId: first.productId, date: shop.tomorrow, slotId: first.slotId, customers: [{ customerTypeId: first.adult, quantity: 2 }, { customerTypeId: first.child, quantity: 1 }] },
        { productId: second.productId, date: shop.tomorrow, slotId: second.slotId, customers: [{ customerTypeId: second.adult, quantity: 1 }] },
      ],
      leadCustomer: { firstName: 'Dana', lastName: 'Levi', mobile: '050-1234567' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const data = res.body.data as { id: number; orderNumber: number; totals: { totalToPay: number } };
    return { id: data.id, orderNumber: data.orderNumber, total: data.totals.totalToPay };
  };
  const issue = async (o: { id: number; total: number }) => {
    const res = await api.post('create-invoice-receipt', {
      orderId: o.id,
      amount: o.total,
      payments: [{ method: 4, amount: o.total, currencyId: 1, currencyRate: '1', localAmount: o.total, details: { last4: '4580', installments: 2, approvalCode: 'A1B2C3', resultCode: '000', transactionId: 'T-1' } }],
      customerName: 'Globus Tours',
      customerTaxId: '512345678',
      screen: 'order',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as { id: number; number: number; total: number };
  };

  it('R-INV-7: issued documents are found in number order, with their order, and print as written', async () => {
    const orders = [await order(), await order()];
    const documents = [await issue(orders[0]!), await issue(orders[1]!)];
    expect(documents.map((d) => d.number)).toEqual([500, 501]);
    const refund = await api.post('receipt/cancel', { id: documents[0]!.id, refundAmount: documents[0]!.total, refundMethod: 'original', reason: 'Weather' });
    expect(refund.status, JSON.stringify(refund.body)).toBe(200);
    const refundId = (refund.body.data as { id: number }).id;

    const found = await api.post('documents', {});
    expect(found.status).toBe(200);
    const page = found.body.data as { items: { id: number; type: string; number: number; orderNumber: number | null; customerName: string; creditedDocumentId: number | null }[]; totalCount: number };
    expect(page.items.map((d) => `${d.type} ${d.number}`)).toEqual(['refund 70', 'invoice-receipt 500', 'invoice-receipt 501']);
    expect(page.items[1]).toMatchObject({ orderNumber: orders[0]!.orderNumber, customerName: 'Globus Tours' });
    expect(page.items[0]!.creditedDocumentId).toBe(documents[0]!.id);
    const byOrder = await api.post('documents', { orderNumber: orders[1]!.orderNumber });
    expect((byOrder.body.data as typeof page).items.map((d) => d.number)).toEqual([501]);

    const pdf = await app.inject({ method: 'GET', url: `/api/document/download?id=${documents[0]!.id}&lang=en-US`, headers: { cookie: shop.user.cookie } });
    expect(pdf.statusCode, pdf.body).toBe(200);
    const text = pdfText(pdf.rawPayload, 'invoice-receipt');
    for (const field of ['Desert Safari Ltd', 'VAT No. 514000017', 'Tax invoice / Receipt', 'No. 500', 'Original', 'Globus Tours', '512345678', 'Card ****4580', 'Installments: 2', 'Approval A1B2C3', `Order ${orders[0]!.orderNumber}`]) {
      expect(text, field).toContain(field);
    }
    const refundPdf = await app.inject({ method: 'GET', url: `/api/document/download?id=${refundId}&lang=en-US`, headers: { cookie: shop.user.cookie } });
    expect(refundPdf.statusCode, refundPdf.body).toBe(200);
    const refundText = pdfText(refundPdf.rawPayload, 'refund');
    for (const field of ['Credit receipt (refund)', 'No. 70', 'Tax invoice / Receipt 500', 'Weather', 'Refunded by']) expect(refundText, field).toContain(field);
  });
});
