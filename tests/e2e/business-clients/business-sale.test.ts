import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Channel, PriceType } from '@pos/shared/reference';
import { backofficeBuild } from '../lib/builds';
import { DEMO } from '../../../sync-server/src/demo/demo-data';
import { orders, users } from '../../../sync-server/src/db/schema';
import { collectPageErrors, missingTranslationKeys, newContext, screenshotBothSizes, useBrowser } from '../lib/browser';
import { texts } from '../lib/texts';
import { photo } from '../../../sync-server/src/domains/files/files.fixtures';
import { cashierWorld, signInAndOpenShift, switchableNetwork } from '../lib/pos-world';

/**
 * Issue 20 "Done when": in the back office a user makes a business client with a contact and a 10%
 * discount on the walking tour (sold at the ticket window); at the POS, offline, the cashier sells
 * two adult tickets to that client, priced by the station with the client's discount; once the
 * network is back and the station has synced, the client's page shows the order and the balance.
 * In he-IL and en-US, pictures at 1280x800 and 1024x768 under /tmp/shots/h7.
 */
describe('a business client: made in the office, sold to offline at the window, seen after sync', async () => {
  process.env.BACKOFFICE_DIST = await backofficeBuild();
  const world = await cashierWorld();
  const browser = useBrowser();

  for (const lang of ['en-US', 'he-IL'] as const) {
    it(`creates the client, sells to it offline and sees the order and balance in ${lang}`, { timeout: 300_000 }, async () => {
      const T = texts(lang);
      const P = texts(lang, 'pos');
      const clientName = lang === 'he-IL' ? 'בית ספר אורט' : 'Ort School';
      await world.db.update(users).set({ language: lang }).where(eq(users.username, DEMO.admin.username));
      await world.setCashierLanguage(lang);

      // The back office: sign in, the menu's business clients, a new client.
      const office = await newContext(browser(), world.serverUrl, lang);
      const page = await office.newPage();
      const errors = collectPageErrors(page);
      await page.goto('/login');
      await page.locator('[name=username]').fill(DEMO.admin.username);
      await page.locator('[name=password]').fill(DEMO.admin.password);
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === '/');
      await page.locator('[data-menu=businessClients]').click();
      await page.waitForURL(/\/businessClients$/);
      await page.locator('[data-testid=new-business-client]').click();
      await page.waitForURL(/\/businessClient\/new$/);

      // Details.
      await page.locator('[name=name]').fill(clientName);
      await page.locator('[name=vatNumber]').fill(lang === 'he-IL' ? '512345678' : '512345679');
      await page.locator('[name=businessClientTypeId]').selectOption('4');
      await page.locator('[name=phone1]').fill('03-5551234');
      await page.locator('[name=email]').fill('office@ort.test');
      await screenshotBothSizes(page, 'business-clients', `01-new-client-details-${lang}`);

      // A contact, first with a bad e-mail: the server's field error shows at the field (R-BC-4).
      await page.locator('[data-tab=contacts]').click();
      await page.locator('[data-testid=add-contact]').click();
      await page.locator('[name="contacts.0.firstName"]').fill(lang === 'he-IL' ? 'נועה' : 'Noa');
      await page.locator('[name="contacts.0.lastName"]').fill(lang === 'he-IL' ? 'כהן' : 'Cohen');
      await page.locator('[name="contacts.0.mobile"]').fill('050-7654321');
      await page.locator('[name="contacts.0.email"]').fill('noa@');

      // 10% on the walking tour at the ticket window.
      await page.locator('[data-tab=discounts]').click();
      await page.locator('[data-testid=add-discount]').click();
      await page.locator('[name="discounts.0.channelId"]').selectOption(String(Channel.Cashier));
      await page.locator('[name="discounts.0.priceTypeId"]').selectOption(String(PriceType.Locals));
      await page.locator('[name="discounts.0.productId"]').selectOption(String(world.tour.id));
      await page.locator('[name="discounts.0.discountPercent"]').fill('10');
      await screenshotBothSizes(page, 'business-clients', `02-new-client-discount-${lang}`);
      await page.locator('[data-testid=client-save]').click();
      await expect.poll(() => page.locator('p.form-error').innerText()).toBe(T('businessClients.fixFields'));
      await page.locator('[data-tab=contacts]').click();
      await page.locator('.has-error [name="contacts.0.email"]').waitFor();
      await screenshotBothSizes(page, 'business-clients', `03-contact-error-${lang}`);
      await page.locator('[name="contacts.0.email"]').fill('noa@ort.test');
      await page.locator('[data-testid=client-save]').click();
      await page.waitForURL(/\/businessClient\/\d+\/edit\/contacts$/);
      const clientId = Number(/businessClient\/(\d+)/.exec(page.url())![1]);
      const saved = await world.adminCall<{ contacts: { email: string }[]; discounts: { productId: number; discountPercent: number }[] }>('GET', `/api/businessClient/get?id=${clientId}`);
      expect(saved.contacts).toEqual([expect.objectContaining({ email: 'noa@ort.test' })]);
      expect(saved.discounts).toEqual([{ channelId: Channel.Cashier, priceTypeId: PriceType.Locals, productId: world.tour.id, discountPercent: 10 }]);
      await page.locator('h1', { hasText: clientName }).waitFor();
      await page.locator('[name="contacts.0.email"]').waitFor();
      await screenshotBothSizes(page, 'business-clients', `04-client-saved-${lang}`);

      // Its logo (C229), through the file store: a PNG chosen with the logo button.
      await page.locator('[data-tab=details]').click();
      await page.locator('input[type=file]').first().setInputFiles({ name: 'ort-logo.png', mimeType: 'image/png', buffer: await photo(320, 200, { format: 'png' }) });
      await expect.poll(async () => (await world.adminCall<{ logoFileId: number | null }>('GET', `/api/businessClient/get?id=${clientId}`)).logoFileId, { timeout: 15_000 }).not.toBeNull();
      await page.locator('[data-testid=client-logo]').waitFor();
      // Its name in Russian (C228).
      await page.locator('[name="translations.ru-RU.name"]').fill('Школа Орт');
      await page.locator('form[aria-label="' + T('businessClients.translations') + '"] button[type=submit]').click();
      await expect.poll(async () => (await world.adminCall<Record<string, { name?: string }>>('GET', `/api/businessClient/translations/get?id=${clientId}`))['ru-RU']?.name).toBe('Школа Орт');

      // The window: a station paired and synced (it has the client), then the network goes away.
      const net = switchableNetwork();
      const host = await world.stationHost({ fetch: net.fetch });
      await host.station.handlers.pair({ serverUrl: world.serverUrl, ...(await world.newPairing(`Business window ${lang}`)) });
      await host.station.ctx.sync.syncNow();
      const pos = await newContext(browser(), host.url, lang);
      const till = await pos.newPage();
      const tillErrors = collectPageErrors(till);
      await signInAndOpenShift(till, '100');
      net.online = false;
      await host.station.handlers['sync-now']({}).catch(() => undefined);
      await expect.poll(() => till.locator('[data-status]').getAttribute('data-status'), { timeout: 20_000 }).toBe('offline');

      // Two adults on the walking tour, for the business client picked in the customer dialog (F3).
      await till.keyboard.press('F2');
      await till.locator('[name=search]').fill('Old City');
      await till.locator('[data-product="Old City Walking Tour"]').click();
      await till.locator('[data-testid=slots] .choice:not([disabled])').first().click();
      const adult = till.locator('[data-customer-type=Adult]');
      await adult.locator('[data-testid=type-more]').click();
      await adult.locator('[data-testid=type-more]').click();
      await expect.poll(() => till.locator('[data-testid=cart-total]').innerText()).toContain('240.00');
      await till.keyboard.press('F3');
      await till.getByRole('radio', { name: P('sell.business') }).click();
      await till.locator('[name=businessClientSearch]').fill(lang === 'he-IL' ? 'אורט' : 'Ort');
      await till.getByRole('option', { name: clientName }).click();
      await screenshotBothSizes(till, 'business-clients', `05-pos-pick-client-offline-${lang}`);
      await till.keyboard.press('Enter');
      // Priced offline by the station with the client's 10%: 240.00 less 24.00.
      await expect.poll(() => till.locator('[data-testid=cart-total]').innerText()).toContain('216.00');
      await expect.poll(() => till.locator('[data-testid=customer-button]').innerText()).toContain(clientName);
      await screenshotBothSizes(till, 'business-clients', `06-pos-cart-client-discount-offline-${lang}`);
      await till.keyboard.press('F4');
      await till.locator('main[data-screen=pay]').waitFor();
      await till.locator('[name=tendered]').fill('216');
      await till.keyboard.press('Enter');
      await till.locator('[data-testid=complete-sale]').waitFor();
      await till.keyboard.press('Enter');
      await till.locator('main[data-screen=receipt]').waitFor();
      expect(await till.locator('[data-status]').getAttribute('data-status')).toBe('offline');
      await screenshotBothSizes(till, 'business-clients', `07-pos-receipt-offline-${lang}`);

      // The network is back: the station pushes the sale by itself.
      net.online = true;
      await host.station.ctx.sync.syncNow();
      await expect.poll(async () => (await world.db.select().from(orders).where(eq(orders.businessClientId, clientId))).length, { timeout: 20_000 }).toBe(1);
      const [order] = await world.db.select().from(orders).where(eq(orders.businessClientId, clientId));
      expect(order).toMatchObject({ totalToPay: 21_600, discountAmount: 2400, paid: 21_600, conflictFlags: [] });

      // The office: the client's orders and balance.
      await page.goto(`/businessClient/${clientId}/view/orders`);
      await page.locator(`[data-order="${order!.orderNumber}"]`).waitFor();
      expect(await page.locator(`[data-order="${order!.orderNumber}"]`).innerText()).toContain('216.00');
      await screenshotBothSizes(page, 'business-clients', `08-client-orders-after-sync-${lang}`);
      await page.locator('[data-tab=balance]').click();
      await expect.poll(() => page.locator('[data-testid=client-balance]').innerText()).toContain('216.00');
      await screenshotBothSizes(page, 'business-clients', `09-client-balance-after-sync-${lang}`);
      // Its documents: the window's sale document, with its PDF link (C237/C238).
      await page.locator('[data-tab=documents]').click();
      await page.locator('[data-pdf]').first().waitFor();
      await screenshotBothSizes(page, 'business-clients', `10-client-documents-after-sync-${lang}`);
      await page.locator('[data-tab=details]').click();
      await page.locator('[name=name]').waitFor();
      await screenshotBothSizes(page, 'business-clients', `11-client-details-view-${lang}`);
      await page.goto('/businessClients');
      await page.locator(`[data-client="${clientName}"]`).waitFor();
      await screenshotBothSizes(page, 'business-clients', `12-clients-list-${lang}`);

      expect(await missingTranslationKeys(page)).toEqual([]);
      expect(await missingTranslationKeys(till)).toEqual([]);
      expect(errors).toEqual([]);
      expect(tillErrors).toEqual([]);
      await office.close();
      await pos.close();
    });
  }
});
