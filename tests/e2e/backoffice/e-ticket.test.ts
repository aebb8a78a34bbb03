import { describe, expect, it } from 'vitest';
import { createProvider, createUser } from '../../../sync-server/src/test/test-app';
import { insertProduct } from '../../../sync-server/src/domains/orders/sale.fixtures';
import { collectPageErrors, missingTranslationKeys, screenshot, useBrowser } from '../lib/browser';
import { startBackoffice } from '../lib/backoffice-server';
import { texts } from '../lib/texts';
import { readQr } from '../lib/qr';
import { tomorrow } from '../lib/dates';

/**
 * Issue 21: the customer opens the e-ticket link logged out on a phone; each QR code read back from
 * the page's pixels is an admission code of the order (what the gate scans, ticket/get).
 */
describe("the customer's e-ticket on a phone", async () => {
  const server = await startBackoffice();
  const provider = await createProvider(server.db, { name: 'Galilee Kayaks', timezone: 'Asia/Jerusalem' });
  const browser = useBrowser();

  for (const lang of ['he-IL', 'en-US', 'ru-RU'] as const) {
    it(`opens logged out in ${lang}, its QR codes are the gate's codes`, { timeout: 120_000 }, async () => {
      const T = texts(lang);
      const staff = await createUser(server.db, provider.id, { values: { language: lang } });
      const product = await insertProduct(server.db, provider.id);
      const call = async (method: 'GET' | 'POST', url: string, payload?: object) => {
        const res = await server.app.inject({ method, url: `/api/${url}`, headers: { cookie: staff.cookie }, ...(payload ? { payload } : {}) });
        expect(res.statusCode, res.body).toBe(200);
        return res.json().data;
      };
      const order = (await call('POST', 'order/create', {
        products: [{ productId: product.productId, date: tomorrow(), slotId: product.slotId, customers: [{ customerTypeId: product.adult, quantity: 2 }, { customerTypeId: product.child, quantity: 1 }] }],
        leadCustomer: { firstName: 'Dana', lastName: 'Levi', mobile: '050-1234567' },
      })) as { id: number; orderNumber: number };
      const { link } = (await call('GET', `order/getlink?id=${order.id}`)) as { link: string };
      const gate = (await call('GET', `ticket/get?id=${order.id}`)) as { tickets: { code: string }[] };

      // A phone, no session.
      const context = await browser().newContext({ baseURL: server.baseURL, locale: lang, viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true, timezoneId: 'Asia/Jerusalem' });
      context.setDefaultTimeout(30_000);
      const page = await context.newPage();
      const errors = collectPageErrors(page);
      await page.goto(link);
      await page.getByText(T('ticket.order', { number: order.orderNumber })).waitFor();
      expect(await page.evaluate(() => document.documentElement.dir)).toBe(lang === 'he-IL' ? 'rtl' : 'ltr');
      const qrs = page.locator('img[data-ticket-code]');
      await expect.poll(() => qrs.count()).toBe(gate.tickets.length);
      await page.getByRole('link', { name: T('ticket.pdf') }).waitFor();
      await screenshot(page, 'backoffice-e-ticket', `phone-${lang}`);

      const read: string[] = [];
      for (let i = 0; i < (await qrs.count()); i++) {
        // Under load the picture may not be decoded yet when the page is drawn: wait for it.
        await qrs.nth(i).evaluate((img: HTMLImageElement) => img.decode());
        await qrs.nth(i).scrollIntoViewIfNeeded();
        read.push(await readQr(page, await qrs.nth(i).screenshot({ animations: 'disabled' })));
      }
      expect(read).toEqual(gate.tickets.map((t) => t.code));
      expect(errors).toEqual([]);
      expect(await missingTranslationKeys(page)).toEqual([]);

      // The PDF link downloads the tickets.
      const pdf = await page.request.get(await page.getByRole('link', { name: T('ticket.pdf') }).getAttribute('href').then((h) => h!));
      expect(pdf.headers()['content-type']).toBe('application/pdf');
      await context.close();
    });
  }

  it('a made-up link shows that it is not valid', { timeout: 60_000 }, async () => {
    const context = await browser().newContext({ baseURL: server.baseURL, locale: 'en-US', viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`/order/${'A'.repeat(43)}/ticket`);
    await page.getByText(texts('en-US')('ticket.notFound')).waitFor();
    await context.close();
  });
});
