import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createProvider, createUser } from '../../../sync-server/src/test/test-app';
import { caller, insertProduct } from '../../../sync-server/src/domains/orders/orders.fixtures';
import { newCustomer, newLead, setCrmModule } from '../../../sync-server/src/domains/crm/crm.fixtures';
import { quotes } from '../../../sync-server/src/db/schema';
import { addSessionCookie, collectPageErrors, missingTranslationKeys, newContext, screenshotBothSizes, useBrowser } from '../lib/browser';
import { startBackoffice } from '../lib/backoffice-server';
import { tomorrow } from '../lib/dates';
import { texts } from '../lib/texts';

/**
 * Issue 22 in the browser: a draft quote's lines are edited before it is sent (a quantity changed, a
 * line added, one removed, a line's customer type changed by C119, the requested time R-QUO-1), the
 * total priced again by the server each time (R-QUO-4); once sent the page is read only and the
 * server refuses an edit (R-QUO-2, quote-sent-locked).
 */
describe('CRM: a quote edited before it is sent', async () => {
  const server = await startBackoffice();
  const provider = await createProvider(server.db, { name: 'Galilee Kayaks', timezone: 'Asia/Jerusalem' });
  await setCrmModule(server.db, provider.id, true);
  const kayak = await insertProduct(server.db, provider.id, { adultPrice: 12000 });
  const jeep = await insertProduct(server.db, provider.id, { adultPrice: 8000, childPrice: 5000 });
  const browser = useBrowser();
  const total = (lang: string, minor: number) => new RegExp((minor / 100).toFixed(2).replace('.', '\\.').replace(/\B(?=(\d{3})+(?!\d))/g, lang === 'ru-RU' ? '\\s?' : ',?'));

  for (const lang of ['he-IL', 'en-US'] as const) {
    it(`edits a draft quote's lines and details, then sends it and can no longer edit it, in ${lang}`, { timeout: 240_000 }, async () => {
      const T = texts(lang);
      const staff = await createUser(server.db, provider.id, { values: { language: lang } });
      const api = caller(server.app, staff);
      const lead = await newLead(api, await newCustomer(api, { mobile: lang === 'he-IL' ? '0527000001' : '0527000002' }));
      const made = await api.post('quote/create', {
        crmCustomerLeadId: lead,
        date: tomorrow(),
        requestedTime: 'Morning',
        products: [{ productId: kayak.productId, date: tomorrow(), slotId: kayak.slotId, customers: [{ customerTypeId: kayak.adult, quantity: 2 }] }],
      });
      expect(made.status, JSON.stringify(made.body)).toBe(200);
      const quoteId = (made.body.data as { id: number }).id;

      const context = await newContext(browser(), server.baseURL, lang);
      await addSessionCookie(context, server.baseURL, staff.cookie);
      const page = await context.newPage();
      const errors = collectPageErrors(page);
      await page.goto(`/quote/${quoteId}`);
      const totalCell = page.getByTestId('quote-total');
      await expect.poll(() => totalCell.innerText(), { timeout: 15_000 }).toMatch(total(lang, 24000));

      // A quantity changed: 2 -> 3 adults (C124), priced again.
      await page.locator('input[name="line-quantity-0-0"]').fill('3');
      await page.locator('input[name="line-quantity-0-0"]').press('Enter');
      await expect.poll(() => totalCell.innerText(), { timeout: 15_000 }).toMatch(total(lang, 36000));
      // A quantity out of bounds (R-ORD-15) is said at its line, by its code.
      await page.locator('input[name="line-quantity-0-0"]').fill('0');
      await page.locator('input[name="line-quantity-0-0"]').press('Enter');
      const lineError = page.locator('[data-line="0:0"] .field-error');
      await lineError.waitFor();
      if (lang === 'he-IL') expect(await lineError.innerText()).toBe(T('common:fieldError.minimum', { min: 1 }));
      await expect.poll(() => totalCell.innerText(), { timeout: 15_000 }).toMatch(total(lang, 36000));

      // A line added (C127): a jeep tour, 1 adult.
      await page.getByRole('button', { name: T('crm.quote.addProduct'), exact: true }).click();
      await page.locator('select[name=product]').selectOption(String(jeep.productId));
      await page.locator(`input[name=quantity-${jeep.adult}]`).fill('1');
      await page.getByTestId('add-quote-product').click();
      await expect.poll(() => totalCell.innerText(), { timeout: 15_000 }).toMatch(total(lang, 44000));
      expect(await page.locator('[data-line]').count()).toBe(2);
      // The refused 0 is gone once another edit is saved: the box shows the saved quantity again.
      expect(await page.locator('input[name="line-quantity-0-0"]').inputValue()).toBe('3');

      // The jeep line's customer type changed (C119): 1 adult -> 2 children.
      await page.getByTestId('change-line-1').click();
      await page.locator(`input[name=quantity-${jeep.adult}]`).fill('0');
      await page.locator(`input[name=quantity-${jeep.child}]`).fill('2');
      await screenshotBothSizes(page, 'crm', `quote-edit-line-${lang}`);
      await page.getByTestId('change-quote-product').click();
      await expect.poll(() => totalCell.innerText(), { timeout: 15_000 }).toMatch(total(lang, 46000));

      // The kayak line removed (C123): the jeep's children are left.
      await page.getByTestId('remove-line-0-0').click();
      await expect.poll(() => totalCell.innerText(), { timeout: 15_000 }).toMatch(total(lang, 10000));
      expect(await page.locator('[data-line]').count()).toBe(1);
      // R-ORD-16: the last line stays, said by its code.
      await page.getByTestId('remove-line-0-0').click();
      await page.getByText(T('common:serverErrors.last-item')).waitFor();

      // The requested time (R-QUO-1) and the group name.
      await page.locator('select[name=requestedTime]').selectOption('Evening');
      await page.locator('input[name=groupName]').fill(lang === 'he-IL' ? 'משפחת לוי' : 'Levi family');
      await page.getByTestId('save-quote-details').click();
      await expect.poll(async () => (await server.db.select().from(quotes).where(eq(quotes.id, quoteId)))[0]!.requestedTime, { timeout: 15_000 }).toBe('Evening');
      await screenshotBothSizes(page, 'crm', `quote-edit-draft-${lang}`);

      const [saved] = await server.db.select().from(quotes).where(eq(quotes.id, quoteId));
      expect(saved!.totalToPay).toBe(10000);
      expect(saved!.products).toMatchObject([{ productId: jeep.productId, customers: [{ customerTypeId: jeep.child, quantity: 2, price: 10000 }] }]);

      // Sent: the page is read only, and the server refuses an edit (R-QUO-2).
      await page.getByTestId('share-quote').click();
      await page.getByTestId('share-link').waitFor();
      await page.getByTestId('quote-locked').waitFor();
      expect(await page.getByText(T('common:serverErrors.last-item')).count()).toBe(0);
      expect(await page.locator('input.quantity-input').count()).toBe(0);
      expect(await page.getByTestId('save-quote-details').count()).toBe(0);
      expect(await page.getByRole('button', { name: T('crm.quote.addProduct'), exact: true }).count()).toBe(0);
      expect(await page.getByText(T('crm.requestedTime.Evening')).count()).toBeGreaterThan(0);
      await screenshotBothSizes(page, 'crm', `quote-edit-sent-${lang}`);
      const refusedEdit = await api.post('quote/product/customer/update', { quoteId, productIndex: 0, customerIndex: 0, quantity: 5 });
      expect([refusedEdit.status, refusedEdit.body.code]).toEqual([422, 'quote-sent-locked']);
      expect(errors).toEqual([]);
      expect(await missingTranslationKeys(page)).toEqual([]);
      await context.close();
    });
  }
});
