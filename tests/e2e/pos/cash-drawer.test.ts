import { copyFileSync, mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../../../sync-server/src/demo/demo-data';
import { collectPageErrors, missingTranslationKeys, newContext, screenshot, useBrowser } from '../lib/browser';
import { cashierWorld, signInAndOpenShift } from '../lib/pos-world';

const SHOTS = '/tmp/shots-shift';

/**
 * Issue 16: a safe drop and a float top-up from the shift screen by keys (Ctrl+M, F5/F6, Enter),
 * read back in the X report (cash in, cash out, expected cash = float + cash sales - cash refunds +
 * cash in - cash out); the Z report shows the opening float, the count, the difference, its note
 * and the manager approval (R-CASH-2), in he-IL and en-US.
 */
describe('cash in and out of the drawer at the till', async () => {
  const world = await cashierWorld();
  const browser = useBrowser();
  mkdirSync(SHOTS, { recursive: true });

  for (const lang of ['he-IL', 'en-US'] as const) {
    it(`a safe drop and a top-up in the X report, the close in the Z report (${lang})`, { timeout: 300_000 }, async () => {
      await world.setCashierLanguage(lang);
      const host = await world.stationHost();
      await host.station.handlers.pair({ serverUrl: world.serverUrl, ...(await world.newPairing(`Drawer ${lang}`)) });
      await host.station.ctx.sync.syncNow();
      const context = await newContext(browser(), host.url, lang);
      const page = await context.newPage();
      await page.setViewportSize({ width: 1280, height: 800 });
      const errors = collectPageErrors(page);
      const shot = async (name: string) => {
        for (const [width, height] of [[1280, 800], [1024, 768]] as const) {
          await page.setViewportSize({ width, height });
          const path = await screenshot(page, 'pos-cash', `${name}-${lang}-${width}`);
          copyFileSync(path, `${SHOTS}/${name}-${lang}-${width}.png`);
        }
        await page.setViewportSize({ width: 1280, height: 800 });
      };
      const x = page.locator('[data-testid=report-X]');

      await signInAndOpenShift(page, '500');
      await page.keyboard.press('F9');
      await page.locator('[data-testid=shift-open]').waitFor();
      await expect.poll(() => x.locator('[data-testid=report-float]').innerText()).toContain('500.00');

      // A safe drop: Ctrl+M opens the dialog on cash out with its reason, the amount is typed, Enter records it.
      await page.keyboard.press('Control+m');
      const dialog = page.locator('[data-testid=cash-move-dialog]');
      await dialog.waitFor();
      expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('cashAmount');
      await page.keyboard.type('300');
      await shot('cash-out-dialog');
      await page.keyboard.press('Enter');
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => x.locator('[data-testid=report-cash-out]').innerText()).toContain('300.00');

      // More out than the drawer holds is said at the amount; then a float top-up (F5) of 100.
      await page.keyboard.press('Control+m');
      await dialog.waitFor();
      await page.keyboard.type('250');
      await page.keyboard.press('Enter');
      await expect.poll(() => dialog.locator('.field-error, [role=alert], .error-text').first().innerText()).toContain('200.00');
      await page.keyboard.press('F5');
      await page.locator('[name=cashAmount]').fill('100');
      await page.keyboard.press('Enter');
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => x.locator('[data-testid=report-cash-in]').innerText()).toContain('100.00');
      // 500 + 0 sales - 0 refunds + 100 - 300
      expect(await x.innerText()).toContain('300.00');
      expect(host.station.handlers['shift-x-report']({}).cashExpected).toEqual([{ currencyId: 1, amount: 30000 }]);
      await shot('x-report');

      // The close: 250 counted against 300 expected, a note, the manager code when the provider's limit asks for it.
      await page.keyboard.press('F7');
      const form = page.locator('[data-testid=close-shift]');
      await form.waitFor();
      await form.locator('[name=count-NIS-20000]').fill('1');
      await form.locator('[name=count-NIS-5000]').fill('1');
      await form.locator('[name=balanceDescription]').fill('50 short');
      await page.waitForTimeout(400);
      if (await form.locator('[name=managerCode]').count()) await form.locator('[name=managerCode]').fill(DEMO.managerCode);
      await form.locator('button[type=submit]').click();
      const z = page.locator('[data-testid=report-Z]');
      await z.waitFor();
      await expect.poll(() => z.locator('[data-testid=report-note]').innerText()).toBe('50 short');
      expect(await z.locator('[data-testid=report-float]').innerText()).toContain('500.00');
      expect(await z.locator('[data-testid=report-counted-1]').innerText()).toContain('250.00');
      expect(await z.locator('[data-testid=report-difference-1]').innerText()).toContain('50.00');
      expect(await z.locator('[data-testid=report-cash-out]').innerText()).toContain('300.00');
      const details = host.station.handlers['shift-z-details']({});
      expect(details.currencies).toEqual([{ currencyId: 1, counted: 25000, expected: 30000, difference: -5000 }]);
      expect(await z.locator('[data-testid=report-manager]').innerText()).toBe(
        details.managerApproved ? (lang === 'he-IL' ? 'ניתן בקוד מנהל' : 'Given with the manager code') : lang === 'he-IL' ? 'לא נדרש' : 'Not needed',
      );
      await shot('z-report');

      expect(await missingTranslationKeys(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
