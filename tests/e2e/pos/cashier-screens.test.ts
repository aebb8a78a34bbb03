import { describe, expect, it } from 'vitest';
import { collectPageErrors, missingTranslationKeys, newContext, screenshot, useBrowser } from '../lib/browser';
import { texts } from '../lib/texts';
import { and, eq } from 'drizzle-orm';
import { CASHIER_PERMISSION_CODES, Permission } from '@pos/shared/permissions';
import { profiles } from '../../../sync-server/src/db/schema';
import { DEMO } from '../../../sync-server/src/demo/demo-data';
import { localDate } from '../lib/dates';
import { cashierWorld, signInAndOpenShift } from '../lib/pos-world';

/**
 * The screens around the day's main path: help and settings, a scanned price-line barcode, the
 * customer's details, a discount, a card the company refuses then accepts, and a manual order the
 * core questions; in he-IL (right to left) and ru-RU (the longest texts).
 */
describe('the cashier app\'s other screens', async () => {
  const world = await cashierWorld();
  const browser = useBrowser();

  for (const lang of ['he-IL', 'ru-RU'] as const) {
    it(`scan, customer, discount, a refused card and a manual order in ${lang}`, { timeout: 300_000 }, async () => {
      const T = texts(lang, 'pos');
      await world.setCashierLanguage(lang);
      const host = await world.stationHost();
      // This cashier also sets the station's printers: a paired station takes them only from a user with the settings right (17).
      await world.db.update(profiles).set({ permissions: [...CASHIER_PERMISSION_CODES, Permission.EditProviderSettings] }).where(and(eq(profiles.providerId, world.providerId), eq(profiles.name, DEMO.cashier.profile)));
      await host.station.handlers.pair({ serverUrl: world.serverUrl, ...(await world.newPairing(`Kiosk ${lang}`)) });
      await host.station.ctx.sync.syncNow();
      const rpc = (name: string, args: unknown) => fetch(`${host.url}/rpc/${name}`, { method: 'POST', body: JSON.stringify(args) }).then((r) => r.json());
      const context = await newContext(browser(), host.url, lang);
      const page = await context.newPage();
      const errors = collectPageErrors(page);
      const shot = (name: string) => screenshot(page, 'pos', `${name}-${lang}`);
      const screen = (name: string) => page.locator(`main[data-screen=${name}]`).waitFor();

      await signInAndOpenShift(page, '300');

      // F1: every key on one page.
      await page.keyboard.press('F1');
      await screen('help');
      await shot('20-help');
      await page.keyboard.press('Escape');
      await screen('sell');

      // F10: the paired station, and a receipt printer.
      await page.keyboard.press('F10');
      await page.locator('[data-testid=station-card]').waitFor();
      await page.getByRole('button', { name: T('settings.addPrinter') }).click();
      await page.locator('[name=printerAddress]').fill('192.168.1.50:9100');
      await page.getByRole('button', { name: T('common:save') }).click();
      await page.locator('[data-testid=printers] tbody tr').waitFor();
      await shot('21-settings');
      await page.keyboard.press('Escape');
      await screen('sell');

      // A scanner types the price line's barcode and Enter: the adult ticket of the next slot goes in the cart.
      await page.keyboard.press('F2');
      await page.keyboard.type('7290000000011');
      await page.keyboard.press('Enter');
      await page.locator('[data-line="Old City Walking Tour|Adult"]').waitFor();
      await page.locator('[data-customer-type=Adult] [data-testid=qty]').filter({ hasText: '1' }).waitFor();

      // F3: a business customer with details.
      await page.keyboard.press('F3');
      await page.getByRole('radio', { name: T('sell.business') }).click();
      // A business sale names its client (issue 20): the demo's club, picked from the station's list.
      await page.locator('[data-testid=business-client-picker]').getByRole('option', { name: 'Demo Club' }).click();
      await page.locator('[name=firstName]').fill(lang === 'he-IL' ? 'רונית' : 'Ольга');
      await page.locator('[name=lastName]').fill(lang === 'he-IL' ? 'שמעוני' : 'Петрова');
      await page.locator('[name=mobile]').fill('0541234567');
      await shot('22-customer');
      await page.keyboard.press('Enter');

      // A 10% discount on the line (permission 35, within the cashier's maximum of 10%).
      await page.locator('[data-line="Old City Walking Tour|Adult"]').click();
      await page.locator('[name=discountPercent]').fill('10');
      await expect.poll(() => page.locator('[data-testid=cart-total]').innerText()).toContain('108.00');
      await shot('23-discount');

      // The card company refuses (036, expired card); the cashier tries again and it is approved.
      expect(await rpc('terminal-simulate', { answers: [{ code: '036' }] })).toEqual({ ok: true, data: true });
      await page.keyboard.press('F4');
      await screen('pay');
      await page.keyboard.press('F6');
      await page.locator('[data-testid=card-form]').waitFor();
      await page.keyboard.press('Enter');
      await page.locator('[data-testid=complete-sale]').click();
      await expect.poll(() => page.locator('[data-testid=card-result]').innerText()).toBe(T('card.036'));
      await shot('24-card-refused');
      await page.locator('[data-testid=complete-sale]').click();
      await screen('receipt');
      await expect.poll(() => page.locator('[data-testid=receipt-total]').innerText()).toContain('108.00');
      await shot('25-receipt-business');
      await page.keyboard.press('Enter');

      // F7, a manual order: a date without a slot. The tour has slots that day, so the core asks for one.
      await screen('sell');
      await page.keyboard.press('F7');
      await page.locator('[name=search]').fill('Old City');
      await page.locator('[data-product="Old City Walking Tour"]').click();
      const day = localDate(3);
      await page.locator('[name=manualDate]').fill(`${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`);
      await page.locator('[data-customer-type=Child]').getByRole('button', { name: T('sell.more', { name: lang === 'he-IL' ? 'ילד' : 'Ребёнок' }) }).click();
      await expect.poll(() => page.locator('[data-testid=cart-problems]').innerText()).toContain(T('errors.slot-required'));
      await shot('26-manual-order');

      expect(await missingTranslationKeys(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
