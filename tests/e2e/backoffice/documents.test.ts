import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Permission } from '@pos/shared/permissions';
import { createProvider, createUser, type TestUser } from '../../../sync-server/src/test/test-app';
import { insertProduct } from '../../../sync-server/src/domains/orders/sale.fixtures';
import { addSessionCookie, collectPageErrors, missingTranslationKeys, newContext, screenshotBothSizes, useBrowser } from '../lib/browser';
import { startBackoffice } from '../lib/backoffice-server';
import { texts } from '../lib/texts';
import { tomorrow } from '../lib/dates';
import { officeApi, setUpAccounting } from '../lib/office-api';

/** Where the invoice PDFs and their pictures go (looked at). */
const PDF_DIR = process.env.DOCUMENTS_SHOTS_DIR ?? '/tmp/shots/h4';

/** Where this test's pictures go: looked at by a person (team rule), not compared. */

/**
 * Issue 15, in the office (he-IL and en-US): a receipt and its refund are found in Documents; an
 * invoice-receipt is issued for a reserved order from its page; an invoice above the Israel
 * Invoice threshold to a business gets its allocation number from the simulator; its PDF is
 * saved and turned into a picture; it is shared and the link opens logged out.
 */
describe('back office documents', async () => {
  const server = await startBackoffice();
  const provider = await createProvider(server.db, { name: 'Galilee Kayaks', timezone: 'Asia/Jerusalem' });
  const browser = useBrowser();

  const api = officeApi(server);
  const setup = await createUser(server.db, provider.id, { values: { language: 'en-US' } });
  // R-INV-3: every type's numbering is set before the first document.
  await setUpAccounting(api(setup), { businessName: 'Galilee Kayaks Ltd', address: '1 Jordan St, Tiberias' });
  const tour = await insertProduct(server.db, provider.id, { adultPrice: 12_000 });
  const yacht = await insertProduct(server.db, provider.id, { adultPrice: 700_000 });
  const order = async (user: TestUser, product: typeof tour, quantity: number, name: string) =>
    (await api(user)('POST', 'order/create', {
      products: [{ productId: product.productId, date: tomorrow(), slotId: product.slotId, customers: [{ customerTypeId: product.adult, quantity }] }],
      leadCustomer: { firstName: name, lastName: 'Levi', mobile: `050-${String(1_000_000 + Math.floor(Math.random() * 8_999_999)).slice(0, 7)}`, email: 'dana@example.test' },
    })) as { id: number; orderNumber: number };

  for (const lang of ['he-IL', 'en-US'] as const) {
    it(`sets the document numbers, the allocation service and the accounting system in the accounting settings (${lang}; R-INV-3, R-SET-6)`, { timeout: 120_000 }, async () => {
      const T = texts(lang);
      const own = await createProvider(server.db, { name: lang === 'he-IL' ? 'שייט בכנרת' : 'Kinneret Boats', timezone: 'Asia/Jerusalem' });
      const staff = await createUser(server.db, own.id, { values: { language: lang } });
      const context = await newContext(browser(), server.baseURL, lang);
      await addSessionCookie(context, server.baseURL, staff.cookie);
      const page = await context.newPage();
      const errors = collectPageErrors(page);
      await page.goto('/');
      await page.locator('nav.menu [data-menu=accounting]').click();
      await page.locator('[name=businessName]').waitFor();
      await page.locator('[name=businessName]').fill(lang === 'he-IL' ? 'שייט בכנרת בע"מ' : 'Kinneret Boats Ltd');
      await page.locator('[name=vatNumber]').fill('514000017');
      await page.getByRole('button', { name: T('common:save') }).click();
      await page.getByText(T('saved')).first().waitFor();
      await screenshotBothSizes(page, 'documents', `accounting-business-${lang}`);

      await page.getByRole('link', { name: T('accounting.tabs.numbering') }).click();
      const receiptRow = page.locator('tr[data-doc-type=receipt]');
      await receiptRow.getByText(T('accounting.numbering.notSet'), { exact: true }).waitFor();
      await page.locator('[name=start-receipt]').fill('5001');
      await page.locator('[name=start-invoice]').fill('7001');
      await page.getByLabel(T('accounting.numbering.confirm')).check();
      await page.getByRole('button', { name: T('common:save') }).click();
      await receiptRow.getByText(T('accounting.numbering.set'), { exact: true }).waitFor();
      await screenshotBothSizes(page, 'documents', `accounting-numbering-${lang}`);

      await page.getByRole('link', { name: T('accounting.tabs.allocation') }).click();
      await page.getByTestId('allocation-threshold').waitFor();
      await page.locator('[name=allocationClientId]').fill('kinneret-boats');
      await page.locator('[name=allocationSecret]').fill('s3cret-from-the-tax-authority');
      await page.getByRole('button', { name: T('common:save') }).click();
      await page.getByText(T('accounting.allocation.secretKept')).waitFor();
      expect(await page.locator('[name=allocationSecret]').inputValue()).toBe('');
      await screenshotBothSizes(page, 'documents', `accounting-allocation-${lang}`);

      // R-SET-6: Hashavshevet or Eshkol.
      await page.getByRole('link', { name: T('accounting.tabs.external') }).click();
      await page.locator('select[name=externalSystem]').waitFor();
      const systems = await page.locator('select[name=externalSystem] option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
      expect(systems).toEqual(['', 'Hashavshevet', 'Eshkol']);
      await page.locator('select[name=externalSystem]').selectOption('Eshkol');
      await page.locator('[name=externalSystemCode]').fill('EK-17');
      await page.getByRole('button', { name: T('common:save') }).click();
      await page.getByText(T('saved')).first().waitFor();
      await screenshotBothSizes(page, 'documents', `accounting-external-${lang}`);
      const saved = await api(staff)('GET', 'provider/accounting-info');
      expect(saved).toMatchObject({ externalSystem: 'Eshkol', externalSystemCode: 'EK-17', allocationClientId: 'kinneret-boats', hasAllocationSecret: true });
      expect(saved.numbering.find((n: { docType: string }) => n.docType === 'receipt').startNumber).toBe(5001);

      expect(errors).toEqual([]);
      expect(await missingTranslationKeys(page)).toEqual([]);
      await context.close();
    });

    it(`finds a receipt and its refund in Documents (${lang})`, { timeout: 120_000 }, async () => {
      const T = texts(lang);
      const staff = await createUser(server.db, provider.id, { values: { language: lang } });
      const call = api(staff);
      const o = await order(staff, tour, 2, lang === 'he-IL' ? 'דנה' : 'Dana');
      const receipt = await call('POST', 'create-receipt', { orderId: o.id, amount: 24_000, screen: 'order', payments: [{ method: 1, amount: 24_000, currencyId: 1, currencyRate: '1', localAmount: 24_000, details: { tendered: 24_000, change: 0 } }] });
      const refund = await call('POST', 'receipt/cancel', { id: receipt.id, refundAmount: 12_000, refundMethod: 'cash' });

      const context = await newContext(browser(), server.baseURL, lang);
      await addSessionCookie(context, server.baseURL, staff.cookie);
      const page = await context.newPage();
      const errors = collectPageErrors(page);
      await page.goto('/');
      await page.locator('nav.menu [data-menu=documents]').click();
      // Issue 18: the full filter opens from the list's head (collapsed by default).
      await page.locator('button[aria-controls=documents-filter]').click();
      const filterForm = page.getByRole('form', { name: T('documents.filter') });
      await filterForm.waitFor();
      await page.locator('[name=orderNumber]').fill(String(o.orderNumber));
      await filterForm.getByRole('button', { name: T('documents.search') }).click();
      const receiptRow = page.locator(`tr[data-document="receipt-${receipt.number}"]`);
      const refundRow = page.locator(`tr[data-document="refund-${refund.number}"]`);
      await receiptRow.waitFor();
      await refundRow.waitFor();
      await receiptRow.getByText(T('documents.refunded')).waitFor();
      // R-RCPT-7: a refunded receipt offers no second refund.
      expect(await receiptRow.getByRole('button', { name: T('documents.actions.refund') }).count()).toBe(0);
      await screenshotBothSizes(page, 'documents', `documents-receipt-and-refund-${lang}`);

      // Only the refunds, by type.
      await page.locator('select[name=type]').selectOption('refund');
      await filterForm.getByRole('button', { name: T('documents.search') }).click();
      await refundRow.waitFor();
      expect(await receiptRow.count()).toBe(0);
      await refundRow.getByRole('link', { name: T('documents.actions.open') }).click();
      // The refund names the receipt it credits.
      await page.locator('dl.facts dt', { hasText: T('documents.creditsLabel') }).waitFor();
      await page.getByRole('link', { name: new RegExp(`${T('documents.types.receipt')} ${receipt.number}`) }).waitFor();
      await screenshotBothSizes(page, 'documents', `documents-refund-view-${lang}`);

      expect(errors).toEqual([]);
      expect(await missingTranslationKeys(page)).toEqual([]);
      await context.close();
    });

    it(`refunds part of a receipt in Documents, and cancelling a paid order asks how the money goes back (${lang}; R-RCPT-5, R-RCPT-6, R-RCPT-7)`, { timeout: 120_000 }, async () => {
      const T = texts(lang);
      const staff = await createUser(server.db, provider.id, { values: { language: lang } });
      const call = api(staff);
      const cash = (amount: number) => ({ method: 1, amount, currencyId: 1, currencyRate: '1', localAmount: amount, details: { tendered: amount, change: 0 } });
      const first = await order(staff, tour, 2, lang === 'he-IL' ? 'רונית' : 'Ronit');
      const receipt = await call('POST', 'create-receipt', { orderId: first.id, amount: 24_000, screen: 'order', payments: [cash(24_000)] });

      const context = await newContext(browser(), server.baseURL, lang);
      await addSessionCookie(context, server.baseURL, staff.cookie);
      const page = await context.newPage();
      const errors = collectPageErrors(page);
      await page.goto(`/documents/filter?orderNumber=${first.orderNumber}`);
      const receiptRow = page.locator(`tr[data-document="receipt-${receipt.number}"]`);
      await receiptRow.getByRole('button', { name: T('documents.actions.refund') }).click();
      const dialog = page.getByRole('dialog');
      // R-RCPT-6: never more than the receipt.
      await dialog.locator('[name=refundAmount]').fill('300');
      await dialog.getByText(T('documents.amountProblems.aboveMax', { amount: '₪ 240.00' })).waitFor();
      expect(await dialog.getByRole('button', { name: T('documents.actions.refund') }).isDisabled()).toBe(true);
      await dialog.locator('[name=refundAmount]').fill('100');
      await dialog.locator('select[name=refundMethod]').selectOption('cash');
      await screenshotBothSizes(page, 'documents', `refund-dialog-${lang}`);
      await dialog.getByRole('button', { name: T('documents.actions.refund') }).click();
      // R-RCPT-7: the confirmation says it happens once.
      const confirm = page.getByRole('alertdialog');
      await confirm.getByText(T('documents.refund.confirmRefund', { amount: '₪ 100.00', document: `${T('documents.types.receipt')} ${receipt.number}` })).waitFor();
      await confirm.getByRole('button', { name: T('common:yes') }).click();
      await page.locator('tr[data-document^="refund-"]').waitFor();
      await receiptRow.getByText(T('documents.refunded')).waitFor();
      expect(await receiptRow.getByRole('button', { name: T('documents.actions.refund') }).count()).toBe(0);
      await screenshotBothSizes(page, 'documents', `refunded-in-documents-${lang}`);

      // A paid order cancelled from its page: how does the money go back?
      const second = await order(staff, tour, 1, lang === 'he-IL' ? 'עמית' : 'Amit');
      await call('POST', 'create-receipt', { orderId: second.id, amount: 12_000, screen: 'order', payments: [cash(12_000)] });
      await page.goto(`/order/${second.id}`);
      await page.getByTestId('left-to-pay').waitFor();
      await page.getByRole('button', { name: T('orders.to.CN') }).click();
      const cancel = page.getByRole('dialog');
      await cancel.getByText(T('orderMoney.cancelPaid.question', { amount: '₪ 120.00' }), { exact: true }).waitFor();
      await cancel.getByLabel(T('documents.refund.methods.cash')).check();
      await screenshotBothSizes(page, 'documents', `cancel-paid-order-${lang}`);
      // Issue 18 (R-ORD-3): the dialog itself asks "are you sure" and its answer button says yes.
      await cancel.getByText(T('orders.sure.CN', { number: second.orderNumber })).waitFor();
      const statusAnswers: number[] = [];
      page.on('response', (r) => {
        if (r.url().includes('/api/order/edit/status/')) statusAnswers.push(r.status());
      });
      await cancel.getByRole('button', { name: T('orders.sureYes.CN'), exact: true }).click();
      // The server may still ask its own question before cancelling.
      const question = page.getByRole('alertdialog');
      if (await question.isVisible().catch(() => false)) await question.getByRole('button', { name: T('common:yes') }).click();
      await page.locator('.order-money tr[data-document^="refund-"]').waitFor();
      await expect.poll(async () => (await call('GET', `order/get?id=${second.id}`)).status).toBe('CN');
      // The dialog's answer went with confirmed=true: no 422 question came back for the cancel.
      expect(statusAnswers.filter((s) => s === 422)).toEqual([]);
      await page.reload();
      await page.locator('.order-money tr[data-document^="refund-"]').waitFor();
      // A cancelled order takes no more money.
      expect(await page.getByRole('button', { name: T('orderMoney.takePayment', { amount: '₪ 120.00' }) }).count()).toBe(0);
      await screenshotBothSizes(page, 'documents', `cancelled-paid-order-${lang}`);
      expect(errors).toEqual([]);
      expect(await missingTranslationKeys(page)).toEqual([]);
      await context.close();
    });

    it(`issues an invoice-receipt for a reserved order (${lang})`, { timeout: 120_000 }, async () => {
      const T = texts(lang);
      const staff = await createUser(server.db, provider.id, { values: { language: lang } });
      const o = await order(staff, tour, 3, lang === 'he-IL' ? 'יואב' : 'Yoav');
      const context = await newContext(browser(), server.baseURL, lang);
      await addSessionCookie(context, server.baseURL, staff.cookie);
      const page = await context.newPage();
      const errors = collectPageErrors(page);
      await page.goto(`/order/${o.id}`);
      const money = page.locator('.order-money');
      await money.getByTestId('left-to-pay').waitFor();
      await screenshotBothSizes(page, 'documents', `order-money-before-${lang}`);
      // Take payment: a licensed dealer's sale document is a tax invoice-receipt.
      await money.getByRole('button', { name: T('orderMoney.takePayment', { amount: '₪ 360.00' }) }).click();
      await page.waitForURL(/\/invoice-receipt\/new$/);
      await expect.poll(() => page.getByTestId('remaining-amount').textContent()).toContain('360.00');
      // A card payment: its last 4 digits are required (R-RCPT-4).
      await page.locator('select[name=method-0]').selectOption('4');
      await page.locator('[name=last4-0]').fill('4242');
      await page.locator('[name=approval-0]').fill('012345');
      await screenshotBothSizes(page, 'documents', `new-invoice-receipt-${lang}`);
      await page.getByRole('button', { name: T('newDocument.issue.invoice-receipt') }).click();
      await page.waitForURL(/\/documents\/\d+$/);
      await page.getByRole('heading', { name: new RegExp(T('documents.types.invoice-receipt')) }).waitFor();
      await page.getByText('•••• 4242').waitFor();
      await screenshotBothSizes(page, 'documents', `invoice-receipt-view-${lang}`);
      await page.getByRole('link', { name: T('documents.toOrder', { number: o.orderNumber }) }).click();
      await expect.poll(() => page.getByTestId('left-to-pay').textContent()).toContain('0.00');
      await screenshotBothSizes(page, 'documents', `order-money-after-${lang}`);
      expect(errors).toEqual([]);
      expect(await missingTranslationKeys(page)).toEqual([]);
      await context.close();
    });

    it(`issues an invoice above NIS 5,000 to a business with an allocation number, opens its PDF and shares it (${lang})`, { timeout: 180_000 }, async () => {
      const T = texts(lang);
      const staff = await createUser(server.db, provider.id, { values: { language: lang } });
      const o = await order(staff, yacht, 1, lang === 'he-IL' ? 'מיכל' : 'Michal');
      const context = await newContext(browser(), server.baseURL, lang);
      await addSessionCookie(context, server.baseURL, staff.cookie);
      const page = await context.newPage();
      const errors = collectPageErrors(page);
      await page.goto(`/accounting/new-invoice/${o.id}`);
      await expect.poll(() => page.getByTestId('remaining-amount').textContent()).toContain('7,000.00');
      await page.locator('[name=customerName]').fill(lang === 'he-IL' ? 'שיט הכנרת בע"מ' : 'Kinneret Sailing Ltd');
      await page.locator('[name=customerTaxId]').fill('515151512');
      await screenshotBothSizes(page, 'documents', `new-invoice-${lang}`);
      await page.getByRole('button', { name: T('newDocument.issue.invoice') }).click();
      // The allocation service is asked on the job queue: a busy machine may take a while.
      await page.waitForURL(/\/documents\/\d+$/, { timeout: 30_000 });
      const documentId = Number(/\/documents\/(\d+)$/.exec(page.url())![1]);
      const allocation = page.getByTestId('allocation-number');
      await allocation.waitFor({ timeout: 30_000 });
      expect(await allocation.textContent()).toMatch(/^\d{9}$/);
      await screenshotBothSizes(page, 'documents', `invoice-allocated-${lang}`);

      // The PDF: saved, turned into a picture (looked at), its text read back.
      const pdfAnswer = await page.request.get(`/api/document/pdf?id=${documentId}&lang=${lang}`);
      expect(pdfAnswer.status()).toBe(200);
      const { url } = (await pdfAnswer.json()).data as { url: string };
      const pdf = await page.request.get(url);
      expect(pdf.headers()['content-type']).toContain('application/pdf');
      mkdirSync(PDF_DIR, { recursive: true });
      const pdfPath = join(PDF_DIR, `invoice-${lang}.pdf`);
      writeFileSync(pdfPath, await pdf.body());
      execFileSync('pdftoppm', ['-png', '-r', '80', '-singlefile', pdfPath, join(PDF_DIR, `invoice-pdf-${lang}`)]);
      const text = execFileSync('pdftotext', ['-layout', pdfPath, '-'], { encoding: 'utf8' });
      expect(text).toContain(await allocation.textContent());

      // Share: a link that opens logged out.
      await page.getByRole('button', { name: T('documents.actions.share') }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: T('documents.share.makeLink') }).click();
      const link = await dialog.locator('[name=shareLink]').inputValue();
      await screenshotBothSizes(page, 'documents', `invoice-share-${lang}`);
      const anonymous = await newContext(browser(), server.baseURL, lang);
      const reader = await anonymous.newPage();
      await reader.goto(link);
      await reader.getByRole('heading', { name: new RegExp(T('documents.types.invoice')) }).waitFor();
      await reader.getByTestId('allocation-number').waitFor();
      expect(await reader.locator('nav.menu').count()).toBe(0);
      await screenshotBothSizes(reader, 'documents', `invoice-shared-logged-out-${lang}`);
      await anonymous.close();

      // R-INV-2: a credit invoice credits this invoice, at most what is left of it.
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      await page.getByRole('button', { name: T('documents.actions.credit') }).click();
      await page.waitForURL(/\/accounting\/new-credit-invoice\/\d+\?invoiceId=\d+$/);
      await expect.poll(() => page.getByTestId('remaining-amount').textContent()).toContain('7,000.00');
      await page.locator('[name=amount]').fill('8000');
      await page.locator('[name=amount]').blur();
      await page.getByText(T('documents.amountProblems.aboveMax', { amount: '₪ 7,000.00' })).first().waitFor();
      await page.locator('[name=amount]').fill('1500');
      await page.locator('[name=remarks]').fill(lang === 'he-IL' ? 'הנחת לקוח קבוע' : 'Regular customer discount');
      await screenshotBothSizes(page, 'documents', `new-credit-invoice-${lang}`);
      await page.getByRole('button', { name: T('newDocument.issue.credit-invoice') }).click();
      await page.waitForURL(/\/documents\/\d+$/, { timeout: 30_000 });
      await page.getByRole('heading', { name: new RegExp(T('documents.types.credit-invoice')) }).waitFor();
      await page.locator('dl.facts dt', { hasText: T('documents.creditsLabel') }).waitFor();
      await screenshotBothSizes(page, 'documents', `credit-invoice-view-${lang}`);

      expect(errors).toEqual([]);
      expect(await missingTranslationKeys(page)).toEqual([]);
      await context.close();
    });
  }

  it('R-PERM-11, R-PERM-17: a user who may only see documents opens them, but cannot refund, cancel, share or issue any', { timeout: 120_000 }, async () => {
    const T = texts('en-US');
    const staff = await createUser(server.db, provider.id, { values: { language: 'en-US' } });
    const viewer = await createUser(server.db, provider.id, { permissions: [Permission.ViewOrders, Permission.DocumentViewSearch], values: { language: 'en-US' } });
    const o = await order(staff, tour, 1, 'Gal');
    const receipt = await api(staff)('POST', 'create-receipt', { orderId: o.id, amount: 6_000, screen: 'order', payments: [{ method: 1, amount: 6_000, currencyId: 1, currencyRate: '1', localAmount: 6_000, details: { tendered: 6_000, change: 0 } }] });
    const context = await newContext(browser(), server.baseURL, 'en-US');
    await addSessionCookie(context, server.baseURL, viewer.cookie);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`/documents/filter?orderNumber=${o.orderNumber}`);
    const row = page.locator(`tr[data-document="receipt-${receipt.number}"]`);
    await row.getByRole('link', { name: T('documents.actions.open') }).waitFor();
    await row.getByRole('button', { name: T('documents.actions.pdf') }).waitFor();
    for (const hidden of ['share', 'refund', 'cancel', 'credit']) expect(await row.getByRole('button', { name: T(`documents.actions.${hidden}`) }).count(), hidden).toBe(0);
    await page.goto(`/order/${o.id}`);
    await page.getByTestId('left-to-pay').waitFor();
    expect(await page.locator('.order-money .new-documents').count()).toBe(0);
    expect(await page.getByRole('button', { name: /Take payment/ }).count()).toBe(0);
    // The server refuses what the page does not offer.
    const refused = await server.app.inject({ method: 'POST', url: '/api/receipt/cancel', headers: { cookie: viewer.cookie }, payload: { id: receipt.id, refundAmount: 100 } });
    expect(refused.statusCode).toBe(403);
    await screenshotBothSizes(page, 'documents', 'viewer-order-money-en-US');
    await page.goto(`/order/${o.id}/receipt/new`);
    await page.getByRole('alertdialog').getByText(/No permission/).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
