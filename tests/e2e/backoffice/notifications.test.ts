import { describe, expect, it } from 'vitest';
import { createProvider, createUser } from '../../../sync-server/src/test/test-app';
import { insertProduct } from '../../../sync-server/src/domains/orders/sale.fixtures';
import { orderMessages } from '../../../sync-server/src/db/schema';
import { addSessionCookie, collectPageErrors, missingTranslationKeys, newContext, screenshotBothSizes, useBrowser } from '../lib/browser';
import { startBackoffice } from '../lib/backoffice-server';
import { texts } from '../lib/texts';
import { tomorrow } from '../lib/dates';

/**
 * The notifications bell (C004, C005): what a colleague did to the provider's orders and what a
 * customer wrote show in the header with an unread count (R-MSG-8); one opened goes to its order
 * and is read, the rest are marked read at once (R-MSG-9).
 */
describe('back office notifications bell', async () => {
  const server = await startBackoffice();
  const provider = await createProvider(server.db, { name: 'Galilee Kayaks', timezone: 'Asia/Jerusalem' });
  const product = await insertProduct(server.db, provider.id);
  const colleague = await createUser(server.db, provider.id);
  const browser = useBrowser();

  for (const lang of ['he-IL', 'en-US'] as const) {
    it(`R-MSG-8, R-MSG-9: the bell tells of new orders and a customer's message, in ${lang}`, { timeout: 120_000 }, async () => {
      const T = texts(lang);
      // Each language's customers have their own family name: the feed holds the other run's too.
      const family = lang === 'he-IL' ? 'Levi' : 'Cohen';
      const staff = await createUser(server.db, provider.id, { values: { language: lang } });
      const newOrder = async (firstName: string) => {
        const res = await server.app.inject({
          method: 'POST',
          url: '/api/order/create',
          headers: { cookie: colleague.cookie },
          payload: { products: [{ productId: product.productId, date: tomorrow(), slotId: product.slotId, customers: [{ customerTypeId: product.adult, quantity: 2 }] }], leadCustomer: { firstName, lastName: family, mobile: '050-1234567' } },
        });
        expect(res.statusCode, res.body).toBe(200);
        return res.json().data as { id: number; orderNumber: number };
      };

      const context = await newContext(browser(), server.baseURL, lang);
      await addSessionCookie(context, server.baseURL, staff.cookie);
      const page = await context.newPage();
      const errors = collectPageErrors(page);
      await page.goto('/');
      const bell = page.locator('.notification-bell-button');
      await bell.waitFor();
      // What came before is read for this test's user: mark it all read.
      const marked = await server.app.inject({ method: 'POST', url: '/api/notification-mark-as-readed', headers: { cookie: staff.cookie }, payload: { markAll: true } });
      expect(marked.statusCode, marked.body).toBe(200);

      const first = await newOrder('Noa');
      const second = await newOrder('Omer');
      await server.db.insert(orderMessages).values({ providerId: provider.id, orderId: second.id, type: 'Sms', direction: 'in', message: 'Can we bring a dog?' });
      await page.reload();
      await expect.poll(() => bell.getAttribute('data-unread')).toBe('3');
      await bell.click();
      const panel = page.getByRole('region', { name: T('notifications.title') });
      // Names are isolated for either direction (U+2068…U+2069): the items are found by event and text.
      const item = (event: string, text: string) => panel.locator(`li[data-notification="${event}"]`).filter({ hasText: text });
      const noa = item('new-order', `Noa ${family}`);
      await noa.waitFor();
      await item('new-order', `Omer ${family}`).waitFor();
      await item('chat-message', 'Can we bring a dog?').filter({ hasText: `Omer ${family}` }).waitFor();
      await screenshotBothSizes(page, 'backoffice-messages', `notifications-${lang}`);

      // One opened: its order, and it is read.
      await noa.locator('.notification-text').click();
      await page.waitForURL(`**/order/${first.id}`);
      await expect.poll(() => bell.getAttribute('data-unread')).toBe('2');

      // The rest at once.
      await bell.click();
      await panel.getByRole('button', { name: T('notifications.markAll') }).click();
      await expect.poll(() => bell.getAttribute('data-unread')).toBe('0');
      expect(await panel.locator('li.unread').count()).toBe(0);
      await screenshotBothSizes(page, 'backoffice-messages', `notifications-read-${lang}`);

      expect(errors).toEqual([]);
      expect(await missingTranslationKeys(page)).toEqual([]);
      await context.close();
    });
  }
});
