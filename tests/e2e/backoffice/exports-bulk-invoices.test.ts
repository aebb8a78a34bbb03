import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { createProvider, createUser } from '../../../sync-server/src/test/test-app';
import { insertProduct } from '../../../sync-server/src/domains/orders/sale.fixtures';
import { ALL_NUMBERED, setUpNumbering } from '../../../sync-server/src/domains/documents/documents.fixtures';
import { documents } from '../../../sync-server/src/db/schema';
import { setCrmModule } from '../../../sync-server/src/domains/crm/crm.fixtures';
import { unzipEntries } from '../../../sync-server/src/domains/exports/exports.fixtures';
import { addSessionCookie, collectPageErrors, missingTranslationKeys, newContext, screenshot, screenshotBothSizes, useBrowser } from '../lib/browser';
import { startBackoffice } from '../lib/backoffice-server';
import { texts } from '../lib/texts';
import { tomorrow } from '../lib/dates';

/**
 * Issue 19: a bookkeeper's walk. Bulk invoices: a run for this month's confirmed orders, followed
 * every 3000 ms (R-BULK-2, R-CLIENT-5) to its result (R-BULK-5), the stored task cleared (R-BULK-4),
 * the invoices in the ledger. Exports: the orders as Excel and the accounting documents for
 * Hashavshevet and the unified format (OPENFRMT), followed to their files and downloaded (R-BULK-7,
 * R-BULK-9); the run's PDF (R-BULK-5) from its history; an empty period
 * refused (R-BULK-8). In he-IL (right to left) and en-US, at 1280x800 and 1024x768.
 */
describe('back office exports and bulk invoices', async () => {
  const server = await startBackoffice();
  const browser = useBrowser();

  for (const lang of ['he-IL', 'en-US'] as const) {
    it(`walks bulk invoices and exports in ${lang}`, { timeout: 180_000 }, async () => {
      const T = texts(lang);
      const provider = await createProvider(server.db, { name: lang === 'he-IL' ? 'קיאקים בגליל' : 'Galilee Kayaks', timezone: 'Asia/Jerusalem' });
      await setUpNumbering(server.db, provider.id, ALL_NUMBERED);
      const staff = await createUser(server.db, provider.id, { values: { language: lang } });
      const product = await insertProduct(server.db, provider.id);
      for (const quantity of [1, 2, 3]) {
        const res = await server.app.inject({ method: 'POST', url: '/api/order/create', headers: { cookie: staff.cookie }, payload: { products: [{ productId: product.productId, date: tomorrow(), slotId: product.slotId, customers: [{ customerTypeId: product.adult, quantity }] }], leadCustomer: { firstName: 'Dana', lastName: 'Levi', mobile: '050-1234567' } } });
        expect(res.statusCode, res.body).toBe(200);
      }

      const context = await newContext(browser(), server.baseURL, lang);
      await addSessionCookie(context, server.baseURL, staff.cookie);
      const page = await context.newPage();
      const errors = collectPageErrors(page);

      // Bulk invoices: start, follow, result, history.
      await page.goto('/bulk-invoices');
      await page.getByRole('heading', { name: T('bulkInvoices.newRun') }).waitFor();
      expect(await page.locator('html').getAttribute('dir')).toBe(lang === 'he-IL' ? 'rtl' : 'ltr');
      await page.getByRole('button', { name: T('bulkInvoices.start') }).click();
      await page.getByRole('region', { name: T('bulkInvoices.running') }).waitFor();
      expect(await page.evaluate((id) => localStorage.getItem(`bulkInvoiceTask:${id}`), staff.id)).toContain('taskId');
      const result = page.getByRole('region', { name: T('bulkInvoices.result') });
      await result.waitFor({ timeout: 30_000 });
      await expect.poll(() => result.textContent()).toContain('3 ·');
      expect(await page.evaluate((id) => localStorage.getItem(`bulkInvoiceTask:${id}`), staff.id)).toBeNull();
      await page.getByRole('region', { name: T('bulkInvoices.history') }).getByText(T('bulkInvoices.statuses.Finished')).waitFor();
      expect(await server.db.select().from(documents).where(and(eq(documents.providerId, provider.id), eq(documents.docType, 'invoice')))).toHaveLength(3);
      // R-BULK-5: the finished run's result sheet is a PDF in the screen's language.
      const pdfLink = page.getByRole('region', { name: T('bulkInvoices.history') }).getByRole('link', { name: T('bulkInvoices.openPdf') });
      expect(await pdfLink.getAttribute('href')).toContain(`language=${lang}`);
      const pdf = await page.request.get((await pdfLink.getAttribute('href'))!);
      expect([pdf.status(), pdf.headers()['content-type']]).toEqual([200, 'application/pdf']);
      await screenshot(page, 'backoffice-exports', `bulk-invoices-${lang}-1280`);
      await page.setViewportSize({ width: 1024, height: 768 });
      await screenshot(page, 'backoffice-exports', `bulk-invoices-${lang}-1024`);
      await page.setViewportSize({ width: 1280, height: 800 });

      // A second run on the same orders is allowed (nothing is left to invoice), but not dated in the future.
      await page.locator('input[name="issueDate"]').fill('01/01/2099');
      await page.getByRole('button', { name: T('bulkInvoices.start') }).click();
      await page.getByText(T('bulkInvoices.futureDate')).waitFor();

      // Exports: orders as Excel, then accounting documents for Hashavshevet.
      await page.goto('/export');
      await page.getByRole('heading', { name: T('exports.newExport') }).waitFor();
      await page.locator('select[name="kind"]').selectOption('orders-xlsx');
      await page.getByRole('button', { name: T('exports.start') }).click();
      const current = page.getByRole('region', { name: T('exports.current') });
      await current.getByRole('progressbar').waitFor();
      const downloadLink = current.getByRole('link', { name: T('exports.download') });
      await downloadLink.waitFor({ timeout: 30_000 });
      const [download] = await Promise.all([page.waitForEvent('download'), downloadLink.click()]);
      expect(download.suggestedFilename()).toMatch(/^orders-.*\.xlsx$/);
      const book = new ExcelJS.Workbook();
      await book.xlsx.readFile((await download.path())!);
      expect(book.worksheets[0]!.rowCount).toBe(4);
      expect(book.worksheets[0]!.views[0]?.rightToLeft ?? false).toBe(lang === 'he-IL');

      // Hashavshevet's journal import needs the ledger accounts (R-SET-6): refused until they are set in the accounting settings.
      await page.locator('select[name="kind"]').selectOption('accounting-Hashavshevet');
      await page.getByRole('button', { name: T('exports.start') }).click();
      await page.getByText(T('exports.errors.ledger-accounts-missing')).waitFor();
      await page.goto('/provider/accounting/external');
      await page.getByRole('heading', { name: T('accounting.external.accounts.title') }).waitFor();
      for (const [kind, key] of Object.entries({ customers: '30000', income: '40000', vat: '22000', receipts: '10000' })) await page.locator(`input[name="ledgerAccounts.${kind}"]`).fill(key);
      await page.getByRole('button', { name: T('common:save') }).click();
      await page.getByText(T('saved')).first().waitFor();
      await screenshotBothSizes(page, 'backoffice-exports', `ledger-accounts-${lang}`);
      await page.goto('/export');
      await page.locator('select[name="kind"]').selectOption('accounting-Hashavshevet');
      await page.getByRole('button', { name: T('exports.start') }).click();
      const moveinLink = page.getByRole('region', { name: T('exports.history') }).getByRole('link', { name: /^hashavshevet-.*\.zip$/ });
      await moveinLink.waitFor({ timeout: 30_000 });
      // The zip holds MOVEIN.DOC (one 218-character record and CR LF per movement: three invoices) and MOVEIN.PRM.
      const movein = unzipEntries(Buffer.from(await (await page.request.get((await moveinLink.getAttribute('href'))!)).body()));
      expect([...movein.keys()]).toEqual(['MOVEIN.DOC', 'MOVEIN.PRM']);
      expect(movein.get('MOVEIN.DOC')!.length).toBe(3 * 220);
      expect(movein.get('MOVEIN.PRM')!.toString('latin1').split('\r\n')[0]).toMatch(/^220 ;/);
      // The Tax Authority's unified format: one zip (OPENFRMT folder with INI.TXT and BKMVDATA.zip).
      await page.locator('select[name="kind"]').selectOption('open-format');
      await page.getByRole('button', { name: T('exports.start') }).click();
      await page.getByRole('region', { name: T('exports.history') }).getByRole('link', { name: /^openfrmt-.*\.zip$/ }).waitFor({ timeout: 30_000 });
      await page.getByRole('region', { name: T('exports.history') }).getByText(T('exports.kinds.open-format')).waitFor();
      await expect.poll(() => page.getByRole('region', { name: T('exports.history') }).getByText(T('exports.statuses.Ok')).count()).toBe(3);
      await screenshot(page, 'backoffice-exports', `exports-${lang}-1280`);
      await page.setViewportSize({ width: 1024, height: 768 });
      await screenshot(page, 'backoffice-exports', `exports-${lang}-1024`);

      // R-BULK-8: an empty period is refused in the screen's language.
      await page.locator('input[name="fromDate"]').fill('01/01/2020');
      await page.locator('input[name="toDate"]').fill('02/01/2020');
      await page.getByRole('button', { name: T('exports.start') }).click();
      await page.getByText(T('exports.errors.export-no-documents')).waitFor();

      expect(errors).toEqual([]);
      expect(await missingTranslationKeys(page)).toEqual([]);
      await context.close();
    });
  }

  it('C175: the CRM customers list exports what its search finds to Excel, in he-IL', { timeout: 120_000 }, async () => {
    const T = texts('he-IL');
    const provider = await createProvider(server.db, { name: 'קיאקים בגליל', timezone: 'Asia/Jerusalem' });
    await setCrmModule(server.db, provider.id, true);
    const staff = await createUser(server.db, provider.id, { values: { language: 'he-IL' } });
    for (const [firstName, lastName, mobile] of [['דנה', 'לוי', '050-1234567'], ['יוסי', 'כהן', '052-7654321']]) {
      const res = await server.app.inject({ method: 'POST', url: '/api/crm-customer/save', headers: { cookie: staff.cookie }, payload: { firstName, lastName, mobile } });
      expect(res.statusCode, res.body).toBe(200);
    }
    const context = await newContext(browser(), server.baseURL, 'he-IL');
    await addSessionCookie(context, server.baseURL, staff.cookie);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto('/crm-customers?keyword=' + encodeURIComponent('לוי'));
    const exportGroup = page.getByRole('group', { name: T('exports.list.customers') });
    await exportGroup.getByRole('button', { name: T('exports.list.excel') }).click();
    const link = exportGroup.getByRole('link', { name: T('exports.download') });
    await link.waitFor({ timeout: 30_000 });
    await screenshotBothSizes(page, 'backoffice-exports', 'crm-customers-export-he-IL');
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(/^crm-customers-.*\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile((await download.path())!);
    const sheet = book.worksheets[0]!;
    expect(sheet.views[0]?.rightToLeft).toBe(true);
    expect(sheet.rowCount).toBe(2);
    expect([sheet.getRow(2).getCell(2).value, sheet.getRow(2).getCell(3).value]).toEqual(['דנה', 'לוי']);
    expect(errors).toEqual([]);
    expect(await missingTranslationKeys(page)).toEqual([]);
    await context.close();
  });
});
