import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { collectPageErrors, missingTranslationKeys, newContext, screenshotBothSizes, useBrowser } from '../lib/browser';
import { cashierWorld, signInAndOpenShift } from '../lib/pos-world';
import { texts } from '../lib/texts';

/**
 * Issue 16, the gate: a product admitting an hour before its slot refuses tomorrow's ticket now as
 * too early, saying from when; with no limit it admits; the second scan is "already" (amber); an
 * unknown code says so. The shift's counts and the recent-scans list show all four, in he-IL, en-US and ru-RU.
 */
describe('the gate refuses with its reason and lists the recent scans', async () => {
  const world = await cashierWorld();
  const browser = useBrowser();

  for (const lang of ['he-IL', 'en-US', 'ru-RU'] as const) {
    it(`too early, admitted, already, unknown (${lang})`, { timeout: 240_000 }, async () => {
      const T = texts(lang, 'pos');
      await world.setCashierLanguage(lang);
      await world.adminCall('POST', '/api/product', { id: world.tour.id, admitBeforeMinutes: 60, admitAfterMinutes: 120 });
      const order = await world.reservedOrder({ firstName: 'Dana', lastName: 'Levi' });
      const { tickets } = await world.adminCall<{ tickets: { code: string }[] }>('GET', `/api/ticket/get?id=${order.id}`);
      const code = tickets[0]!.code;

      const host = await world.stationHost();
      await host.station.handlers.pair({ serverUrl: world.serverUrl, ...(await world.newPairing(`Gate ${lang}`)) });
      await host.station.ctx.sync.syncNow();
      const context = await newContext(browser(), host.url, lang);
      const page = await context.newPage();
      const errors = collectPageErrors(page);
      await signInAndOpenShift(page, '100');
      await page.keyboard.press('F12');
      await page.locator('main[data-screen=gate]').waitFor();
      const result = page.locator('[data-testid=gate-result]');
      const scan = async (typed: string, verdict: string) => {
        await page.locator('[name=gateCode]').fill(typed);
        await page.keyboard.press('Enter');
        await expect.poll(() => result.getAttribute('data-result')).toBe(verdict);
      };

      // Tomorrow's slot, an hour's window: too early, and from when.
      await scan(code, 'too-early');
      const prefix = T('gate.reasons.too-early', { time: '\u0000' }).split('\u0000')[0]!;
      const reason = await page.locator('[data-testid=gate-reason]').innerText();
      expect(reason.startsWith(prefix)).toBe(true);
      expect(reason).toMatch(/\d\d:\d\d/);
      expect(await result.locator('.gate-headline').innerText()).toBe(T('gate.refused'));
      await screenshotBothSizes(page, 'pos', `gate-too-early-${lang}`);

      // No limit before the start: admitted; again: already (amber); a stranger's code: unknown.
      await world.adminCall('POST', '/api/product', { id: world.tour.id, admitBeforeMinutes: null });
      await host.station.ctx.sync.syncNow();
      await scan(code, 'admitted');
      await scan(code, 'already');
      expect(await result.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(245, 158, 11)');
      await scan('NO-SUCH-CODE', 'unknown');
      expect(await page.locator('[data-testid=gate-reason]').innerText()).toBe(T('gate.reasons.unknown'));

      expect(await page.locator('[data-testid=gate-count]').getAttribute('data-admitted')).toBe('1');
      expect(await page.locator('[data-testid=gate-count-already]').getAttribute('data-already')).toBe('1');
      expect(await page.locator('[data-testid=gate-count-refused]').getAttribute('data-refused')).toBe('2');
      const rows = page.locator('[data-testid=gate-recent] li');
      expect(await rows.evaluateAll((els) => els.map((el) => el.getAttribute('data-result')))).toEqual(['unknown', 'already', 'admitted', 'too-early']);
      await screenshotBothSizes(page, 'pos', `gate-recent-${lang}`);

      // The counts are the shift's: leaving the gate and coming back keeps them.
      await page.keyboard.press('Escape');
      await page.keyboard.press('F12');
      await page.locator('main[data-screen=gate]').waitFor();
      expect(await rows.count()).toBe(4);

      const shots = '/tmp/shots-gate';
      mkdirSync(shots, { recursive: true });
      for (const name of [`gate-too-early-${lang}-1280x800`, `gate-too-early-${lang}-1024x768`, `gate-recent-${lang}-1280x800`, `gate-recent-${lang}-1024x768`]) {
        copyFileSync(join(import.meta.dirname, '..', 'screenshots', 'pos', `${name}.png`), join(shots, `${name}.png`));
      }
      expect(errors).toEqual([]);
      expect(await missingTranslationKeys(page)).toEqual([]);
      await context.close();
    });
  }
});
