import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { collectPageErrors, missingTranslationKeys, newContext, screenshot, useBrowser } from '../lib/browser';
import { texts } from '../lib/texts';
import { cashierWorld, signInAndOpenShift } from '../lib/pos-world';

/** Where the bar and each of its parts are on the page. */
async function barLayout(page: Page) {
  return page.locator('[data-testid=status-bar]').evaluate((bar) => {
    const box = (e: Element) => {
      const r = e.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, left: r.left, right: r.right, width: r.width };
    };
    const fontSize = parseFloat(getComputedStyle(bar).fontSize);
    const parts = [...bar.children].filter((e) => !e.classList.contains('spacer')).map((e) => ({ ...box(e), text: (e as HTMLElement).innerText, shrinks: e.classList.contains('shrink'), shift: e.hasAttribute('data-shift'), clipped: (e as HTMLElement).scrollWidth > (e as HTMLElement).clientWidth }));
    return { bar: box(bar), fontSize, parts };
  });
}

/**
 * Issue 16: the POS status bar stays one row at 1024x768 (and 1280x800) in he-IL, en-US and ru-RU
 * with the "needs attention" count showing and operations waiting to sync. The count is an icon
 * with the number (its words in the tooltip and accessible name); the brand and the shift's opening
 * time give way with an ellipsis; the cashier, log out and the clock stay whole inside the bar.
 * The flagged and waiting operations are written into the station's outbox directly (with the sync
 * stopped, so they stay as written): the layout is under test here, how a sale gets flagged is
 * coupons-scanning.test.ts's R-CPN-7.
 */
describe('the status bar at 1024 wide', async () => {
  const world = await cashierWorld();
  const browser = useBrowser();

  for (const lang of ['he-IL', 'en-US', 'ru-RU'] as const) {
    it(`stays one row with the attention count in ${lang}`, { timeout: 240_000 }, async () => {
      const T = texts(lang, 'pos');
      await world.setCashierLanguage(lang);
      const host = await world.stationHost();
      await host.station.handlers.pair({ serverUrl: world.serverUrl, ...(await world.newPairing(`Main entrance window ${lang}`)) });
      await host.station.ctx.sync.syncNow();
      const context = await newContext(browser(), host.url, lang);
      const page = await context.newPage();
      const errors = collectPageErrors(page);
      await signInAndOpenShift(page, '100');
      await host.station.ctx.sync.syncNow();
      await host.station.ctx.sync.stop();

      const now = new Date().toISOString();
      const insert = host.station.ctx.db.$client.prepare('insert into outbox (uuid, type, payload, station_clock, status, result, acked_at) values (?, ?, ?, ?, ?, ?, ?)');
      for (const status of ['conflict', 'conflict', 'rejected']) insert.run(randomUUID(), 'sale', '{}', now, status, '{}', now);
      for (let i = 0; i < 12; i++) insert.run(randomUUID(), 'sale', '{}', now, 'pending', null, null);
      host.station.ctx.events.emit({ type: 'status' });
      const attention = page.locator('[data-testid=status-bar] [data-attention]');
      await expect.poll(() => attention.getAttribute('data-attention')).toBe('3');
      await expect.poll(() => page.locator('[data-testid=status-bar] [data-pending]').getAttribute('data-pending')).toBe('12');
      expect(await attention.getAttribute('aria-label')).toBe(T('status.attention', { count: 3 }));
      expect(await attention.getAttribute('title')).toBe(T('status.attention', { count: 3 }));
      expect(await attention.innerText()).toContain('3');

      for (const [width, height] of [[1024, 768], [1280, 800]] as const) {
        await page.setViewportSize({ width, height });
        await screenshot(page, 'pos', `55-status-bar-attention-${lang}-${width}x${height}`);
        const { bar, fontSize, parts } = await barLayout(page);
        // One row: the bar is no taller than one line of its tallest part (the buttons, 2.75rem) and its padding.
        expect(bar.bottom - bar.top, `${lang} ${width}: the bar's height`).toBeLessThan(4 * fontSize);
        for (const part of parts) {
          expect(part.top, `${lang} ${width}: "${part.text}" on the bar's row`).toBeGreaterThanOrEqual(bar.top);
          expect(part.bottom, `${lang} ${width}: "${part.text}" on the bar's row`).toBeLessThanOrEqual(bar.bottom);
          // Inside the bar (it clips): nothing pushed out of sight at either end.
          expect(part.left, `${lang} ${width}: "${part.text}" inside the bar`).toBeGreaterThanOrEqual(bar.left - 0.5);
          expect(part.right, `${lang} ${width}: "${part.text}" inside the bar`).toBeLessThanOrEqual(bar.right + 0.5);
          // Only the parts that may shorten are cut; the status, the counts, the cashier and the clock stay whole.
          if (!part.shrinks) expect(part.clipped, `${lang} ${width}: "${part.text}" whole`).toBe(false);
        }
        expect(parts.filter((p) => p.shrinks).every((p) => p.width >= 2 * fontSize), `${lang} ${width}: the shortened parts still show a few letters`).toBe(true);
        // The station's name gives way first: the shift opened today shows its time whole.
        const shift = parts.find((p) => p.shift)!;
        expect(shift.clipped, `${lang} ${width}: "${shift.text}" whole`).toBe(false);
        expect(shift.text, 'the time only').toMatch(/\d\d:\d\d/);
        expect(shift.text, 'the time only').not.toMatch(/\d\d\/\d\d\/\d{4}/);
        expect(await page.locator('[data-testid=status-bar] [data-shift]').getAttribute('title'), 'the date in the tooltip').toMatch(/\d\d\/\d\d\/\d{4} \d\d:\d\d/);
      }

      expect(await missingTranslationKeys(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
