/**
 * R-BULK-5 (issue 19): a bulk invoice run's result as a PDF, A4 through @pos/printers like the other
 * office sheets: the documents it issued (invoice and credit invoice, their numbers, orders and
 * amounts) and the totals, in he-IL right to left, en-US and ru-RU; CreateBulkInvoices and the
 * provider's wall as on the other bulk calls.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { formatMinor } from '@pos/shared/money';
import { Permission } from '@pos/shared/permissions';
import { documents, orders } from '../../db/schema';
import { createUser, setupTestApp } from '../../test/test-app';
import { ledgerShop } from '../documents/documents.fixtures';
import { pollUntil } from '../exports/exports.fixtures';

describe('the bulk invoice run\'s PDF (issue 19, R-BULK-5)', async () => {
  const { app, db } = await setupTestApp();
  const { shop, api, newOrder } = await ledgerShop(app, db);
  const lowered = await newOrder(2);
  const fresh = await newOrder(1);
  expect((await api.post('create-invoice', { orderId: lowered.id, amount: lowered.totalToPay })).status).toBe(200);
  await db.update(orders).set({ totalToPay: lowered.totalToPay - 2500 }).where(eq(orders.id, lowered.id));
  const task = (await api.post('bulk-invoices/create', { filter: { fromDate: shop.today, toDate: shop.today }, issueDate: shop.today })).body.data as { taskId: number };
  await pollUntil(async () => (await api.get(`bulk-invoices/wait?taskId=${task.taskId}`)).body as { data: { bulkInvoiceHistoryId: number | null } | null; errorMessage: string | null }, (w) => w.errorMessage !== null || w.data?.bulkInvoiceHistoryId !== null);
  const made = await db.select().from(documents).where(and(eq(documents.providerId, shop.providerId), eq(documents.screen, 'bulk-invoices')));
  const get = (url: string, cookie = shop.user.cookie) => app.inject({ method: 'GET', url: `/api/${url}`, headers: { cookie } });

  it('R-BULK-5: lists the invoice and the credit invoice the run issued with their orders and amounts, and the totals, in he-IL, en-US and ru-RU', async () => {
    expect(made.map((d) => d.docType).sort()).toEqual(['credit-invoice', 'invoice']);
    const invoice = made.find((d) => d.docType === 'invoice')!;
    const credit = made.find((d) => d.docType === 'credit-invoice')!;
    const [freshOrder] = await db.select().from(orders).where(eq(orders.id, fresh.id));
    const dir = mkdtempSync(join(tmpdir(), 'bulk-run-pdf-'));
    for (const language of ['he-IL', 'en-US', 'ru-RU']) {
      const res = await get(`bulk-invoices-history/pdf?id=${task.taskId}&language=${language}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      const path = join(dir, `${language}.pdf`);
      writeFileSync(path, res.rawPayload);
      expect(execFileSync('pdfinfo', [path], { encoding: 'utf8' })).toMatch(/Page size:\s+59\d(\.\d+)? x 84\d(\.\d+)? pts \(A4\)/);
      const text = execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
      expect(text).toContain(String(invoice.number));
      expect(text).toContain(String(credit.number));
      expect(text).toContain(String(freshOrder!.orderNumber));
      expect(text).toContain(formatMinor(fresh.totalToPay));
      expect(text).toContain(formatMinor(2500));
      if (language === 'en-US') {
        expect(text).toContain(`Bulk invoice run ${task.taskId}`);
        expect(text).toMatch(/Tax invoices: 1/);
        expect(text).toMatch(/Credit invoices: 1/);
      }
      if (language === 'ru-RU') expect(text).toContain('Массовое выставление счетов');
      if (language === 'he-IL') {
        expect(text).toContain('הפקת חשבוניות מרוכזת');
        expect(text).toContain('חשבונית זיכוי');
        execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', path, join(process.env.BULK_PNG_DIR ?? dir, 'bulk-run-he-IL')]);
      }
    }
  }, 90_000);

  it('403 without CreateBulkInvoices (39); 404 for another provider\'s run; 400 for a bad id', async () => {
    const noBulk = await createUser(db, shop.providerId, { permissions: [Permission.ViewOrders, Permission.DocumentViewSearch] });
    expect((await get(`bulk-invoices-history/pdf?id=${task.taskId}`, noBulk.cookie)).statusCode).toBe(403);
    const other = await ledgerShop(app, db);
    expect((await get(`bulk-invoices-history/pdf?id=${task.taskId}`, other.shop.user.cookie)).statusCode).toBe(404);
    expect((await get('bulk-invoices-history/pdf?id=abc')).statusCode).toBe(400);
  });
});
