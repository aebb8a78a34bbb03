import { describe, expect, it } from 'vitest';
import { Permission } from '@pos/shared/permissions';
import { businessClients } from '../../../sync-server/src/db/schema';
import { createProvider, createUser } from '../../../sync-server/src/test/test-app';
import { insertProduct } from '../../../sync-server/src/domains/orders/sale.fixtures';
import { addSessionCookie, collectPageErrors, missingTranslationKeys, newContext, screenshotBothSizes, useBrowser } from '../lib/browser';
import { startBackoffice } from '../lib/backoffice-server';
import { texts } from '../lib/texts';
import { tomorrow } from '../lib/dates';
import { officeApi, setUpAccounting } from '../lib/office-api';

/**
 * Issue 15 (C146, C155; R-INV-4, R-INV-8, R-PERM-11), he-IL and en-US: on a business client's page
 * the office issues a proforma and an invoice with lines (a line without a description is refused
 * at the field, in the page's language), sees them in the client's documents and in Documents, and
 * cancels the proforma there; from an order of the client, an invoice for what is left of it.
 * Pictures at 1280x800 and 1024x768 under tests/e2e/screenshots/business-invoices (looked at).
 */
describe('a business client\'s invoices and proformas in the office', async () => {
  const server = await startBackoffice();
  const provider = await createProvider(server.db, { name: 'Negev Jeeps', timezone: 'Asia/Jerusalem' });
  const browser = useBrowser();
  const api = officeApi(server);
  const setup = await createUser(server.db, provider.id, { values: { language: 'en-US' } });
  // R-INV-3: the numbering is set before the first document.
  await setUpAccounting(api(setup), { businessName: 'Negev Jeeps Ltd', address: '3 Desert Rd, Mitzpe Ramon' });
  const tour = await insertProduct(server.db, provider.id, { adultPrice: 25_000 });

  for (const lang of ['he-IL', 'en-US'] as const) {
    it(`issues a proforma and an invoice to a business client, finds them in Documents and cancels the proforma (${lang})`, { timeout: 180_000 }, async () => {
      const T = texts(lang);
      const name = lang === 'he-IL' ? 'בית ספר אורט' : 'Ort School';
      const [client] = await server.db.insert(businessClients).values({ providerId: provider.id, name, vatNumber: lang === 'he-IL' ? '511111118' : '511111126' }).returning();
      const staff = await createUser(server.db, provider.id, { values: { language: lang } });
      const context = await newContext(browser(), server.baseURL, lang);
      await addSessionCookie(context, server.baseURL, staff.cookie);
      const page = await context.newPage();
      const errors = collectPageErrors(page);
      await page.goto(`/businessClient/${client!.id}/view/details`);

      // A proforma: a line without a description is refused at the field by its code (common fieldError.required).
      await page.getByTestId('new-business-proforma').click();
      const dialog = page.getByRole('dialog');
      await dialog.getByTestId('business-invoice-issue').click();
      await dialog.getByText(T('common:fieldError.required')).first().waitFor();
      await dialog.locator('[name="lines.0.description"]').fill(lang === 'he-IL' ? 'סיור ג׳יפים לכיתה' : 'Jeep tour for a class');
      await dialog.locator('[name="lines.0.quantity"]').fill('3');
      await dialog.locator('[name="lines.0.unitPrice"]').fill('1,170');
      // R-INV-4: the title's limit is said and kept by the field.
      await dialog.locator('[name=title]').fill(lang === 'he-IL' ? 'טיול שנתי 2031' : 'Annual trip 2031');
      expect(await dialog.locator('[name=title]').getAttribute('maxlength')).toBe('100');
      await dialog.getByText(T('businessInvoice.upTo', { count: 100 })).waitFor();
      await expect.poll(() => dialog.getByTestId('business-invoice-amount').textContent()).toContain('3,510.00');
      expect(await dialog.getByText(T('common:fieldError.required')).count()).toBe(0);
      await screenshotBothSizes(page, 'business-invoices', `new-proforma-${lang}`);
      await dialog.getByTestId('business-invoice-issue').click();
      await dialog.getByTestId('business-invoice-issued').waitFor();
      await dialog.getByRole('button', { name: T('documents.actions.pdf') }).waitFor();
      await screenshotBothSizes(page, 'business-invoices', `proforma-issued-${lang}`);
      await dialog.getByRole('button', { name: T('common:close') }).first().click();
      // The client's documents show it at once.
      const proformaRow = page.locator('table tr[data-document^="proforma-"]');
      await proformaRow.waitFor();

      // An invoice of two lines; it opens on its own page.
      await page.getByTestId('new-business-invoice').click();
      await dialog.locator('[name="lines.0.description"]').fill(lang === 'he-IL' ? 'הסעה' : 'Transport');
      await dialog.locator('[name="lines.0.quantity"]').fill('2');
      await dialog.locator('[name="lines.0.unitPrice"]').fill('500');
      await dialog.getByTestId('add-invoice-line').click();
      await dialog.locator('[name="lines.1.description"]').fill(lang === 'he-IL' ? 'מדריך' : 'Guide');
      await dialog.locator('[name="lines.1.quantity"]').fill('1');
      await dialog.locator('[name="lines.1.unitPrice"]').fill('350.50');
      await dialog.locator('[name=remarks]').fill(lang === 'he-IL' ? 'תשלום שוטף+30' : 'Net 30');
      await expect.poll(() => dialog.getByTestId('business-invoice-amount').textContent()).toContain('1,350.50');
      await screenshotBothSizes(page, 'business-invoices', `new-invoice-${lang}`);
      await dialog.getByTestId('business-invoice-issue').click();
      await dialog.getByTestId('business-invoice-issued').waitFor();
      const invoiceRow = page.locator('table tr[data-document^="invoice-"]');
      await invoiceRow.waitFor();
      const invoiceKey = (await invoiceRow.getAttribute('data-document'))!;
      const proformaKey = (await proformaRow.getAttribute('data-document'))!;
      await screenshotBothSizes(page, 'business-invoices', `client-documents-${lang}`);
      await dialog.getByRole('link', { name: T('businessInvoice.openDocument', { document: `${T('documents.types.invoice')} ${invoiceKey.split('-')[1]}` }) }).click();
      await page.waitForURL(/\/documents\/\d+$/);
      await page.getByRole('heading', { name: new RegExp(T('documents.types.invoice')) }).waitFor();
      await page.getByText(lang === 'he-IL' ? 'מדריך' : 'Guide').first().waitFor();
      await screenshotBothSizes(page, 'business-invoices', `invoice-view-${lang}`);

      // Documents: both, by the client's name; R-INV-8: the proforma is cancelled there, once.
      await page.goto(`/documents/filter?customer=${encodeURIComponent(name)}`);
      const listed = (key: string) => page.locator(`table.documents tr[data-document="${key}"]`);
      await listed(invoiceKey).waitFor();
      await listed(proformaKey).waitFor();
      expect(await listed(invoiceKey).getByRole('button', { name: T('documents.actions.cancelProforma') }).count()).toBe(0);
      await listed(proformaKey).getByRole('button', { name: T('documents.actions.cancelProforma') }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: T('common:yes') }).click();
      await listed(proformaKey).getByText(T('documents.cancelled')).waitFor();
      expect(await listed(proformaKey).getByRole('button', { name: T('documents.actions.cancelProforma') }).count()).toBe(0);
      await screenshotBothSizes(page, 'business-invoices', `documents-proforma-cancelled-${lang}`);

      // From an order of the client: an invoice for what is left of it (R-INV-1), named for the client.
      const order = (await api(staff)('POST', 'order/create', {
        businessClientId: client!.id,
        products: [{ productId: tour.productId, date: tomorrow(), slotId: tour.slotId, customers: [{ customerTypeId: tour.adult, quantity: 2 }] }],
        leadCustomer: { firstName: lang === 'he-IL' ? 'נועה' : 'Noa', lastName: 'Cohen', mobile: `050-${String(1_000_000 + Math.floor(Math.random() * 8_999_999)).slice(0, 7)}`, email: 'noa@example.test' },
      })) as { id: number; orderNumber: number };
      await page.goto(`/order/${order.id}`);
      await page.getByTestId('left-to-invoice').waitFor();
      await page.getByRole('button', { name: T('businessInvoice.newFor.invoice', { name }) }).click();
      await expect.poll(() => dialog.getByTestId('business-invoice-amount').textContent()).toContain('500.00');
      expect(await dialog.locator('[name="lines.0.description"]').inputValue()).toBe(T('businessInvoice.orderLine', { number: order.orderNumber }));
      await screenshotBothSizes(page, 'business-invoices', `order-invoice-${lang}`);
      await dialog.getByTestId('business-invoice-issue').click();
      await dialog.getByTestId('business-invoice-issued').waitFor();
      await dialog.getByRole('button', { name: T('common:close') }).first().click();
      await page.locator('.order-money tr[data-document^="invoice-"]').waitFor();
      await expect.poll(() => page.getByTestId('left-to-invoice').textContent()).toContain('0.00');
      await screenshotBothSizes(page, 'business-invoices', `order-invoiced-${lang}`);

      expect(errors).toEqual([]);
      expect(await missingTranslationKeys(page)).toEqual([]);
      await context.close();
    });
  }

  it('R-PERM-11: a user who may issue invoices but not proformas is offered only the invoice; the server refuses the proforma', { timeout: 120_000 }, async () => {
    const [client] = await server.db.insert(businessClients).values({ providerId: provider.id, name: 'Desert Lodge', vatNumber: '511111134' }).returning();
    const clerk = await createUser(server.db, provider.id, { permissions: [Permission.ViewOrders, Permission.DocumentViewSearch, Permission.CreateInvoices], values: { language: 'en-US' } });
    const context = await newContext(browser(), server.baseURL, 'en-US');
    await addSessionCookie(context, server.baseURL, clerk.cookie);
    const page = await context.newPage();
    await page.goto(`/businessClient/${client!.id}/view/details`);
    await page.getByTestId('new-business-invoice').waitFor();
    expect(await page.getByTestId('new-business-proforma').count()).toBe(0);
    const refused = await server.app.inject({ method: 'POST', url: '/api/create-business-invoice', headers: { cookie: clerk.cookie }, payload: { businessClientId: client!.id, invoiceType: 'PerfomaDebit', amount: 100 } });
    expect(refused.statusCode).toBe(403);
    await context.close();
  });
});
