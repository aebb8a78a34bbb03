import { describe, expect, it } from 'vitest';
import { DEMO } from '../../../sync-server/src/demo/demo-data';
import { collectPageErrors, missingTranslationKeys, newContext, screenshot, useBrowser } from '../lib/browser';
import { texts } from '../lib/texts';
import { cashierWorld } from '../lib/pos-world';

/**
 * Issue 17 (R-RCPT-3): a station whose receipt numbers will not last the day says so on the status
 * bar and again on the payment screen, before each sale (docs/decisions/receipt-number-blocks.md).
 * The back office gave this window a block of 5 numbers; a day needs at least 10.
 */
describe('receipt numbers that will not last the day', async () => {
  const world = await cashierWorld();
  const browser = useBrowser();

  for (const lang of ['he-IL', 'en-US'] as const) {
    it(`warns on the bar and before the sale in ${lang}`, { timeout: 240_000 }, async () => {
      const T = texts(lang, 'pos');
      await world.setCashierLanguage(lang);
      const host = await world.stationHost();
      await host.station.handlers.pair({ serverUrl: world.serverUrl, ...(await world.newPairing(`Short window ${lang}`, { receiptBlockSize: 5 })) });
      await host.station.ctx.sync.syncNow();
      const context = await newContext(browser(), host.url, lang);
      const page = await context.newPage();
      const errors = collectPageErrors(page);
      const screen = (name: string) => page.locator(`main[data-screen=${name}]`).waitFor();

      await page.goto('/');
      await screen('login');
      await page.locator('[name=username]').fill(DEMO.cashier.username);
      await page.locator('[name=password]').fill(DEMO.cashier.password);
      await page.keyboard.press('Enter');
      await screen('shift');
      await page.locator('[name=opening-NIS]').fill('100');
      await page.keyboard.press('Enter');
      await screen('sell');
      const warning = T('status.numbersShort', { count: 5 });
      await expect.poll(() => page.locator('[data-numbers-left]').first().innerText()).toBe(warning);

      await page.locator('[name=search]').fill('Sea');
      await page.locator('[data-product="Sea Aquarium"]').click();
      await page.locator('[data-testid=slots] .choice:not([disabled])').first().click();
      await page.locator('[data-customer-type=Entry]').locator('[data-testid=type-more]').click();
      await page.keyboard.press('F4');
      await screen('pay');
      await expect.poll(() => page.locator('[data-testid=pay-numbers-short]').innerText()).toBe(warning);
      expect(await page.locator('[data-testid=pay-numbers-short]').getAttribute('data-numbers-left')).toBe('5');
      await screenshot(page, 'pos', `40-numbers-short-pay-${lang}`);
      await page.setViewportSize({ width: 1024, height: 768 });
      await screenshot(page, 'pos', `40-numbers-short-pay-${lang}-1024`);

      expect(await missingTranslationKeys(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
