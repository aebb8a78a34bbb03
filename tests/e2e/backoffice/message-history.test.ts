import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createProvider, createUser } from '../../../sync-server/src/test/test-app';
import { insertProduct } from '../../../sync-server/src/domains/orders/sale.fixtures';
import { outgoingMessages } from '../../../sync-server/src/db/schema';
import { addSessionCookie, collectPageErrors, missingTranslationKeys, newContext, screenshot, useBrowser } from '../lib/browser';
import { startBackoffice } from '../lib/backoffice-server';
import { texts } from '../lib/texts';
import { tomorrow } from '../lib/dates';

/** Issue 21: a message sent to an order shows in the SMS and e-mail history as sent (R-MSG-7), in he-IL and en-US. */
describe('back office message history', async () => {
  const server = await startBackoffice();
  const provider = await createProvider(server.db, { name: 'Galilee Kayaks', timezone: 'Asia/Jerusalem' });
  const browser = useBrowser();

  for (const lang of ['he-IL', 'en-US'] as const) {
    it(`shows a sent e-mail in ${lang}`, { timeout: 120_000 }, async () => {
      const T = texts(lang);
      const staff = await createUser(server.db, provider.id, { values: { language: lang } });
      const product = await insertProduct(server.db, provider.id);
      const email = `history-${lang}@example.test`;
      const call = async (url: string, payload: object) => {
        const res = await server.app.inject({ method: 'POST', url: `/api/${url}`, headers: { cookie: staff.cookie }, payload });
        expect(res.statusCode, res.body).toBe(200);
        return res.json().data;
      };
      const order = (await call('order/create', { products: [{ productId: product.productId, date: tomorrow(), slotId: product.slotId, customers: [{ customerTypeId: product.adult, quantity: 2 }] }], leadCustomer: { firstName: 'Dana', lastName: 'Levi', mobile: '050-1234567', email } })) as { id: number };
      const subject = lang === 'he-IL' ? 'שינוי שעה בסיור' : 'Tour time changed';
      await call('sms-email/order', { filter: { orderIds: [order.id] }, options: { sms: false, email: true, subject, content: 'Hello [FIRST NAME]', smsSenderName: 'Kayaks', fromEmail: 'office@kayaks.example' }, confirmed: true });
      // Delivered by the e-mail simulator (no SMTP_URL in this test).
      await expect.poll(async () => (await server.db.select().from(outgoingMessages).where(eq(outgoingMessages.toAddress, email)))[0]?.status, { timeout: 30_000 }).toBe('Done');

      const context = await newContext(browser(), server.baseURL, lang);
      await addSessionCookie(context, server.baseURL, staff.cookie);
      const page = await context.newPage();
      const errors = collectPageErrors(page);
      await page.goto('/smshistory');
      await page.getByRole('heading', { name: T('messages.historyTitle') }).waitFor();
      const row = page.getByRole('row').filter({ hasText: subject });
      await row.waitFor();
      await row.getByText(T('messages.states.Done')).waitFor();
      await screenshot(page, 'backoffice-messages', `history-${lang}`);
      expect(errors).toEqual([]);
      expect(await missingTranslationKeys(page)).toEqual([]);
      await context.close();
    });
  }
});
