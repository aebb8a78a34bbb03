import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { Permission } from '@pos/shared/permissions';
import { createProvider, createUser, setupTestApp, type TestUser } from '../../../test/test-app';
import { documentRenders, documents, documentShares, outgoingMessages, providers } from '../../../db/schema';
import { caller, insertProduct, openShop, orderBody } from '../../orders/orders.fixtures';
import { closeDocumentRenderer } from './renders';
import { purgeOutput } from './output-repo';
import { insertLedgerDocument } from './output.fixtures';

const dir = mkdtempSync(join(tmpdir(), 'document-output-'));
const shots = process.env.SHOTS_DIR;
if (shots) mkdirSync(shots, { recursive: true });
/** The PDF's text without bidi marks, runs of spaces made one. */
const pdfText = (pdf: Buffer, name: string) => {
  const path = join(dir, `${name}.pdf`);
  writeFileSync(path, pdf);
  if (shots) execFileSync('pdftoppm', ['-png', '-r', '70', '-f', '1', '-l', '1', '-singlefile', path, join(shots, `server-${name}`)]);
  return execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' })
    .replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/[ \t]+/g, ' ');
};

type PdfAnswer = { id: number; documentId: number; copy: boolean; url: string; downloadUrl: string };

/** C158-C162: a document's order, its A4 PDF (original, then copies), download, shared links. */
describe('document output', async () => {
  afterAll(() => closeDocumentRenderer());
  const { app, db } = await setupTestApp();
  const shop = await openShop(db);
  await db
    .update(providers)
    .set({ nameOfTheBusinessForInvoice: 'Sea Tours Ltd', companyId: '514000017', address: '1 Harbour St, Eilat', language: 'en-US', timezone: 'Asia/Jerusalem' })
    .where(eq(providers.id, shop.providerId));
  const api = caller(app, shop.user);
  const product = await insertProduct(db, shop.providerId, { slot: { limit: 50 } });
  const created = await api.post('order/create', orderBody(product, shop.tomorrow, [{ customerTypeId: product.adult, quantity: 2 }]));
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const order = created.body.data as { id: number; orderNumber: number };

  const receipt = await insertLedgerDocument(db, {
    providerId: shop.providerId,
    docType: 'receipt',
    number: 1001,
    orderId: order.id,
    userId: shop.user.id,
    issuedAt: new Date('2025-05-12T07:42:00Z'),
    lines: [{ description: 'Jeep tour in the desert', quantity: 2, unitPrice: 5900, total: 11800 }],
    payments: [{ method: 4, amount: 11800, details: { last4: '4580', installments: 3, approvalCode: '0012345', brand: 'Visa', transactionId: 'T-998877', holderId: '012345678', resultCode: '000' } }],
  });
  const invoice = await insertLedgerDocument(db, {
    providerId: shop.providerId,
    docType: 'invoice',
    number: 4001,
    customerName: 'Globus Tours',
    customerTaxId: '512345678',
    allocationNumber: '202612345',
    lines: [{ description: 'Group tour', quantity: 120, unitPrice: 5900, total: 708000 }],
    vatAmount: 108000,
  });
  const refund = await insertLedgerDocument(db, { providerId: shop.providerId, docType: 'refund', number: 7, creditedDocumentId: receipt, reason: 'Weather', payments: [{ method: 1, amount: 11800 }] });
  const waiting = await insertLedgerDocument(db, { providerId: shop.providerId, docType: 'invoice', number: 4002, state: 'InProgress' });

  const other = await createProvider(db);
  const otherUser = await createUser(db, other.id);
  const foreign = await insertLedgerDocument(db, { providerId: other.id, docType: 'receipt', number: 1 });

  const get = (url: string, user: TestUser | null = shop.user) => app.inject({ method: 'GET', url, headers: user ? { cookie: user.cookie } : {} });
  const pdfOf = async (id: number, lang = 'en-US', user = shop.user) => {
    const res = await get(`/api/document/pdf?id=${id}&lang=${lang}`, user);
    expect(res.statusCode, res.body).toBe(200);
    const answer = (res.json() as { data: PdfAnswer }).data;
    const file = await get(answer.url, user);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    return { answer, pdf: file.rawPayload };
  };

  it('C159: the first PDF is the original, every later one a copy, with what the law asks of a receipt', async () => {
    const first = await pdfOf(receipt);
    expect(first.answer).toMatchObject({ documentId: receipt, copy: false });
    const text = pdfText(first.pdf, 'receipt-original-en-US');
    for (const field of ['Sea Tours Ltd', 'VAT No. 514000017', 'Receipt', 'No. 1001', 'Original', '12/05/2025', 'Jeep tour in the desert', 'VAT 18%', '18.00', 'Total 118.00 NIS', 'Card ****4580', 'Installments: 3', 'Approval 0012345', `Order ${order.orderNumber}`]) {
      expect(text, field).toContain(field);
    }
    expect(text).not.toContain('Copy');
    const second = await pdfOf(receipt);
    expect(second.answer.copy).toBe(true);
    const asFile = await get(second.answer.downloadUrl);
    expect(asFile.statusCode).toBe(200);
    expect(asFile.headers['content-disposition']).toMatch(/^attachment; filename="document-\d+-copy\.pdf"$/);
    expect(asFile.rawPayload.equals(second.pdf)).toBe(true);
    const copyText = pdfText(second.pdf, 'receipt-copy-en-US');
    expect(copyText).toContain('Copy');
    expect(copyText).not.toContain('Original');
    const [row] = await db.select({ printed: documents.copiesPrinted }).from(documents).where(eq(documents.id, receipt));
    expect(row!.printed).toBe(2);
  });

  it('C159: a tax invoice prints its buyer and allocation number; in Hebrew right to left', async () => {
    const en = pdfText((await pdfOf(invoice)).pdf, 'invoice-en-US');
    for (const field of ['Tax invoice', 'No. 4001', 'Allocation No. 202612345', 'Globus Tours', '512345678', 'Before VAT 6,000.00', '1,080.00', '7,080.00 NIS']) expect(en, field).toContain(field);
    const { pdf } = await pdfOf(invoice, 'he-IL');
    const he = pdfText(pdf, 'invoice-copy-he-IL').replace(/[\s.,:/()]/g, '');
    for (const field of ['חשבונית מס', 'מספר הקצאה 202612345', 'העתק', 'עוסק מורשה 514000017']) expect(he, field).toContain(field.replace(/[\s.,:/()]/g, ''));
  });

  it('C159: a refund receipt names the receipt it refunds (R-RCPT-5)', async () => {
    const text = pdfText((await pdfOf(refund, 'ru-RU')).pdf, 'refund-ru-RU');
    expect(text).toContain('Квитанция возврата');
    expect(text).toContain('Квитанция 1001');
    expect(text).toContain('Итого возвращено');
  });

  it('C159: a custom document (C183-C186) prints under its own title', async () => {
    const custom = await insertLedgerDocument(db, { providerId: shop.providerId, docType: 'custom', number: 3, title: 'Participation certificate', customerName: 'Dana Levi', total: 0, vatAmount: 0, payments: [] });
    const text = pdfText((await pdfOf(custom)).pdf, 'custom-en-US');
    for (const field of ['Sea Tours Ltd', 'Participation certificate', 'No. 3', 'Original', 'Dana Levi']) expect(text, field).toContain(field);
  });

  it('C160: download answers the PDF itself as a file (a copy once printed)', async () => {
    const res = await get(`/api/document/download?id=${invoice}&lang=en-US`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="document-\d+-copy\.pdf"$/);
    expect(pdfText(res.rawPayload, 'invoice-download')).toContain('Copy');
  });

  it('C158: the order a document belongs to', async () => {
    const res = await api.get(`document/ordernumber?id=${receipt}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ documentId: receipt, orderId: order.id, orderNumber: order.orderNumber });
    expect((await api.get(`document/ordernumber?id=${invoice}`)).body.data).toEqual({ documentId: invoice, orderId: null, orderNumber: null });
  });

  it('R-INV-6: a document still waiting (InProgress) does not print: 422 document-not-final', async () => {
    const res = await api.get(`document/pdf?id=${waiting}`);
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('document-not-final');
  });

  it("another provider's document, render or share is not found (404)", async () => {
    for (const url of [`document/pdf?id=${foreign}`, `document/download?id=${foreign}`, `document/ordernumber?id=${foreign}`]) expect((await api.get(url)).status, url).toBe(404);
    expect((await api.post('document/share', { id: foreign })).status).toBe(404);
    const mine = await pdfOf(receipt);
    expect((await get(mine.answer.url, otherUser)).statusCode).toBe(404);
    expect((await caller(app, otherUser).get(`document/pdf?id=${receipt}`)).status).toBe(404);
  });

  it('needs DocumentViewSearch (8) to read and print, DocumentShare (9) to share', async () => {
    const clerk = await createUser(db, shop.providerId, { permissions: [Permission.ViewOrders] });
    for (const url of [`document/pdf?id=${receipt}`, `document/download?id=${receipt}`, `document/ordernumber?id=${receipt}`]) expect((await caller(app, clerk).get(url)).status, url).toBe(403);
    const viewer = await createUser(db, shop.providerId, { permissions: [Permission.DocumentViewSearch] });
    expect((await caller(app, viewer).post('document/share', { id: receipt })).status).toBe(403);
    expect((await get(`/api/document/pdf?id=${receipt}`, null)).statusCode).toBe(401);
  });

  it('C162/C161: a shared link opens the document and its PDF logged out, until it expires; unknown links are 404', async () => {
    const sharer = await createUser(db, shop.providerId, { permissions: [Permission.DocumentShare] });
    const res = await caller(app, sharer).post('document/share', { id: invoice, lang: 'en-US' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const link = res.body.data as { url: string; pdfUrl: string; expiresAt: string; emailed: string | null };
    const token = /^\/shared-document\/([A-Za-z0-9_-]{43})$/.exec(link.url)![1]!;
    expect(new Date(link.expiresAt).getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    const shared = await get(`/api/document/sharedata?token=${token}`, null);
    expect(shared.statusCode, shared.body).toBe(200);
    expect((shared.json() as { data: unknown }).data).toMatchObject({
      type: 'invoice',
      number: 4001,
      business: { name: 'Sea Tours Ltd', vatNumber: '514000017' },
      customerName: 'Globus Tours',
      allocationNumber: '202612345',
      totals: { beforeVat: 600000, vatAmount: 108000, total: 708000 },
      lines: [{ description: 'Group tour', quantity: 120, unitPrice: 5900, total: 708000 }],
      pdfUrl: link.pdfUrl,
      expiresAt: link.expiresAt,
    });
    const pdf = await get(link.pdfUrl, null);
    expect(pdf.statusCode).toBe(200);
    expect(pdfText(pdf.rawPayload, 'shared-invoice')).toContain('Allocation No. 202612345');
    // The token is stored only as its hash.
    const rows = await db.select({ tokenHash: documentShares.tokenHash }).from(documentShares).where(eq(documentShares.documentId, invoice));
    expect(rows.map((r) => r.tokenHash)).not.toContain(token);
    expect((await get(`/api/document/sharedata?token=${'x'.repeat(43)}`, null)).statusCode).toBe(404);
    await db.update(documentShares).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(documentShares.documentId, invoice));
    expect((await get(`/api/document/sharedata?token=${token}`, null)).statusCode).toBe(404);
    expect((await get(link.pdfUrl, null)).statusCode).toBe(404);
  });

  it("C161: a shared receipt shows its card's last digits and installments, never the transaction or holder id", async () => {
    const res = await api.post('document/share', { id: receipt });
    const token = /([A-Za-z0-9_-]{43})$/.exec((res.body.data as { url: string }).url)![1]!;
    const answer = await get(`/api/document/sharedata?token=${token}`, null);
    expect((answer.json() as { data: { payments: unknown[] } }).data.payments).toEqual([{ method: 4, amount: 11800, currencyId: 1, last4: '4580', installments: 3 }]);
    expect(answer.body).not.toContain('T-998877');
    expect(answer.body).not.toContain('012345678');
  });

  it('C162: with an e-mail address the link goes out through the messages outbox; a bad address is 400', async () => {
    const bad = await api.post('document/share', { id: receipt, email: 'not-an-address' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty('email');
    const res = await api.post('document/share', { id: receipt, email: 'buyer@example.test', lang: 'he-IL' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const link = res.body.data as { url: string; emailed: string };
    expect(link.emailed).toBe('buyer@example.test');
    const [mail] = await db.select().from(outgoingMessages).where(eq(outgoingMessages.toAddress, 'buyer@example.test'));
    expect(mail).toMatchObject({ kind: 'document-share', channel: 'email', providerId: shop.providerId });
    expect(mail!.body).toContain(link.url);
    expect(mail!.subject).toContain('קבלה 1001');
  });

  it('the hourly purge drops old renders and long-expired shares, never a render a live share shows', async () => {
    const live = await api.post('document/share', { id: invoice });
    expect(live.status).toBe(200);
    const later = new Date(Date.now() + 60_000);
    const purged = await purgeOutput(db, later, new Date(Date.now() - 1000));
    expect(purged.shares).toBeGreaterThanOrEqual(1); // the one expired in the test above
    expect(purged.renders).toBeGreaterThan(0);
    const left = await db.select({ id: documentRenders.id }).from(documentRenders).where(eq(documentRenders.providerId, shop.providerId));
    const shares = await db.select({ renderId: documentShares.renderId }).from(documentShares).where(eq(documentShares.providerId, shop.providerId));
    expect(left.map((r) => r.id).sort()).toEqual(shares.map((s) => s.renderId).sort());
    const token = /([A-Za-z0-9_-]{43})$/.exec((live.body.data as { url: string }).url)![1]!;
    expect((await get(`/api/document/shared/${token}/pdf`, null)).statusCode).toBe(200);
  });
});
