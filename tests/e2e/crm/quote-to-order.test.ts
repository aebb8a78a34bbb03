import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createProvider, createUser } from '../../../sync-server/src/test/test-app';
import { insertProduct } from '../../../sync-server/src/domains/orders/sale.fixtures';
import { setCrmModule } from '../../../sync-server/src/domains/crm/crm.fixtures';
import { orders, quotes } from '../../../sync-server/src/db/schema';
import { addSessionCookie, collectPageErrors, missingTranslationKeys, newContext, screenshotBothSizes, useBrowser } from '../lib/browser';
import { startBackoffice } from '../lib/backoffice-server';
import { texts } from '../lib/texts';

/**
 * Issue 22 in the browser: a customer is made, gets a lead, the lead a quote; the quote is shared,
 * opened logged out in the customer's language and accepted, and becomes an order (R-QUO-3, R-QUO-1,
 * R-QUO-4 priced as an order, R-PERM-10 menu entries under CrmModule).
 */
describe('CRM: customer, lead, quote, shared and accepted into an order', async () => {
  const server = await startBackoffice();
  const provider = await createProvider(server.db, { name: 'Galilee Kayaks', timezone: 'Asia/Jerusalem' });
  await setCrmModule(server.db, provider.id, true);
  const product = await insertProduct(server.db, provider.id, { adultPrice: 12000 });
  const browser = useBrowser();

  for (const [n, lang] of (['he-IL', 'en-US'] as const).entries()) {
    it(`walks customer → lead → quote → share → accept → order in ${lang}`, { timeout: 240_000 }, async () => {
      const T = texts(lang);
      const staff = await createUser(server.db, provider.id, { values: { language: lang } });
      const context = await newContext(browser(), server.baseURL, lang);
      await addSessionCookie(context, server.baseURL, staff.cookie);
      const page = await context.newPage();
      const errors = collectPageErrors(page);

      // The customers list from the menu, and a new customer.
      await page.goto('/');
      await page.locator('[data-menu="crmCustomers"]').click();
      await page.getByTestId('new-customer').click();
      await page.locator('input[name=firstName]').fill(lang === 'he-IL' ? 'נועה' : 'Noa');
      await page.locator('input[name=lastName]').fill(lang === 'he-IL' ? 'כהן' : 'Cohen');
      await page.locator('input[name=mobile]').fill(`052-76543${n}1`);
      await page.locator('input[name=email]').fill(`noa-${lang}@example.test`);
      await page.getByTestId('save-customer').click();
      await page.waitForURL(/\/crm-customer\/\d+$/);
      const customerId = Number(/\/crm-customer\/(\d+)/.exec(page.url())![1]);

      // A lead for the customer.
      await page.getByTestId('new-lead').click();
      await page.getByTestId('chosen-customer').waitFor();
      await page.locator('input[name=description]').fill(lang === 'he-IL' ? 'יום גיבוש לצוות' : 'Team day on the river');
      await page.locator('input[name=numberOfGuests]').fill('12');
      await page.getByTestId('create-lead').click();
      await page.waitForURL(/\/crm-customer\/\d+\/lead\/\d+$/);
      await page.getByRole('heading', { name: T('crm.tabs.quotes') }).waitFor();
      await page.getByText(T('crm.activities.none')).waitFor();
      await screenshotBothSizes(page, 'crm', `${'lead'}-${lang}`);

      // A quote for the lead: requested time, a product, 2 adults.
      await page.getByTestId('new-quote').click();
      await page.waitForURL(/\/quote\/\d+\/new$/);
      await page.locator('select[name=requestedTime]').selectOption('Morning');
      await page.locator('input[name=participants]').fill('2');
      await page.locator('input[name=groupName]').fill('Cohen');
      await page.locator(`input[name=quantity-${product.adult}]`).fill('2');
      await page.getByTestId('add-quote-product').click();
      await page.getByTestId('quote-draft-lines').locator('li').first().waitFor();
      await screenshotBothSizes(page, 'crm', `${'quote-new'}-${lang}`);
      await page.getByTestId('create-quote').click();
      await page.waitForURL(/\/quote\/\d+$/);
      const quoteId = Number(/\/quote\/(\d+)$/.exec(page.url())![1]);
      await page.getByTestId('quote-total').waitFor();
      expect(await page.getByTestId('quote-total').innerText()).toContain('240');

      // Shared: the link shows, the quote is Sent.
      await page.getByTestId('share-quote').click();
      const link = await page.getByTestId('share-link').inputValue();
      expect(link).toMatch(new RegExp(`/share-quote/${quoteId}\\?token=`));
      await page.getByText(T('crm.quoteStatus.Sent')).first().waitFor();
      await screenshotBothSizes(page, 'crm', `${'quote'}-${lang}`);

      // The customer, logged out, in the quote's language.
      const customerContext = await newContext(browser(), server.baseURL, 'en-US');
      const customerPage = await customerContext.newPage();
      const customerErrors = collectPageErrors(customerPage);
      await customerPage.goto(link);
      await customerPage.getByRole('heading', { name: T('crm.shared.title') }).waitFor();
      expect(await customerPage.evaluate(() => document.documentElement.dir)).toBe(lang === 'he-IL' ? 'rtl' : 'ltr');
      await screenshotBothSizes(customerPage, 'crm', `${'shared-quote'}-${lang}`);
      await customerPage.getByTestId('accept-quote').click();
      await customerPage.getByTestId('accepted').waitFor();
      const [quote] = await server.db.select().from(quotes).where(eq(quotes.id, quoteId));
      const [order] = await server.db.select().from(orders).where(eq(orders.id, quote!.orderId!));
      expect(order).toMatchObject({ status: 'OK', totalToPay: 24000, providerId: provider.id });
      expect(await customerPage.getByTestId('accepted').innerText()).toContain(String(order!.orderNumber));
      await screenshotBothSizes(customerPage, 'crm', `${'shared-quote-accepted'}-${lang}`);
      expect(customerErrors).toEqual([]);
      expect(await missingTranslationKeys(customerPage)).toEqual([]);
      await customerContext.close();

      // Back office: the quote shows its order, the customer card its order, the board its lead.
      await page.reload();
      await page.getByTestId('quote-order').waitFor();
      await page.goto(`/crm-customer/${customerId}/orders`);
      await page.getByText(T('crm.orders.number', { number: order!.orderNumber })).waitFor();
      await screenshotBothSizes(page, 'crm', `${'customer'}-${lang}`);
      await page.goto('/crm-customer-leads');
      await page.locator('[data-status="New"] [data-lead]').first().waitFor();
      await screenshotBothSizes(page, 'crm', `${'leads-board'}-${lang}`);
      await page.goto('/crm-customers');
      await page.locator(`[data-customer]`).first().waitFor();
      await screenshotBothSizes(page, 'crm', `${'customers'}-${lang}`);
      await page.goto('/crm-customer-lead-quotes');
      await page.getByRole('table').waitFor();
      await screenshotBothSizes(page, 'crm', `${'quotes'}-${lang}`);
      expect(errors).toEqual([]);
      expect(await missingTranslationKeys(page)).toEqual([]);
      await context.close();
    });
  }
});
