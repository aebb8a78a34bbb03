import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator } from 'playwright-core';
import { VirtualPrinter } from '@pos/printers';
import { collectPageErrors, launchBrowser, missingTranslationKeys, newContext, screenshot } from '../lib/browser';
import { texts } from '../lib/texts';
import { cashierWorld, signInAndOpenShift } from '../lib/pos-world';

/** The Old City tour's Adult price line barcode (the demo catalogue): a scan puts one adult in the cart. */
const ADULT_BARCODE = '7290000000011';
const TOUR = 'Old City Walking Tour';

/**
 * Issue 16, the till as cashiers know it: the sell screen opens on tiles; a one-ticket exact-cash
 * sale in at most 4 inputs; a typed quantity before a customer type; cart rows with + − and remove;
 * quick cash with the change kept on the receipt; the "Clear the cart?" dialog modal for keys; the
 * scanner wedge at 1, 5, 10 and 15 ms a key; in en-US and he-IL at 1280x800 and 1024x768.
 */
describe('the sell screen on tiles, quick to sell from and to pay with', async () => {
  const world = await cashierWorld();
  let browser: Browser;
  const printers: VirtualPrinter[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await Promise.all(printers.map((p) => p.stop()));
  });

  for (const lang of ['en-US', 'he-IL'] as const) {
    it(`sells from the tiles in ${lang}`, { timeout: 300_000 }, async () => {
      const T = texts(lang, 'pos');
      await world.setCashierLanguage(lang);
      const host = await world.stationHost();
      // Receipts and tickets on the virtual printer (the demo provider prints receipts by itself).
      const printer = new VirtualPrinter();
      printers.push(printer);
      await printer.start(0);
      host.station.handlers['settings-save']({ printers: [{ role: 'receipt', kind: 'virtual', address: `127.0.0.1:${printer.port}`, paper: '80mm' }] });
      await host.station.handlers.pair({ serverUrl: world.serverUrl, ...(await world.newPairing(`Tiles ${lang}`)) });
      await host.station.ctx.sync.syncNow();
      const context = await newContext(browser, host.url, lang);
      const page = await context.newPage();
      const errors = collectPageErrors(page);
      const screen = (name: string) => page.locator(`main[data-screen=${name}]`).waitFor();
      const shots = async (name: string) => {
        for (const [w, h] of [[1024, 768], [1280, 800]] as const) {
          await page.setViewportSize({ width: w, height: h });
          await screenshot(page, 'pos-tiles', `${name}-${lang}-${w}`);
          // The key legend stays one row; its keys, the cart rows' buttons and dialog close buttons are at least 44 px.
          const legendTops = await page.locator('.key-legend .key').evaluateAll((keys) => [...new Set(keys.map((k) => (k as HTMLElement).offsetTop))]);
          expect(legendTops.length, `${name} ${w}: legend rows`).toBeLessThanOrEqual(1);
          const small = await page.locator('.key-legend .key, [data-testid=cart] td .btn, .modal .icon-button').evaluateAll((els) => els.map((e) => e.getBoundingClientRect()).filter((r) => r.width > 0 && (r.height < 43.5 || r.width < 43.5)).length);
          expect(small, `${name} ${w}: targets under 44 px`).toBe(0);
        }
      };
      const cartLine = (type: string) => page.locator(`[data-testid=cart] [data-line="${TOUR}|${type}"]`);
      const total = () => page.locator('[data-testid=cart-total]').innerText();

      await signInAndOpenShift(page, '500');

      // The sell screen opens on tiles: the tour in its colour with its from price and next slot.
      const tile = page.locator(`[data-testid=product-tiles] [data-product="${TOUR}"]`);
      await tile.waitFor();
      expect(await tile.innerText()).toContain('80.00');
      expect(await tile.getAttribute('data-next-slot')).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
      await page.locator('[data-day-button=today][aria-pressed=true]').waitFor();
      await shots('01-tiles');
      // One letter narrows the tiles.
      expect(await page.locator('[data-testid=product-tiles] [data-product="Sea Aquarium"]').count()).toBe(1);
      await page.locator('[name=search]').fill('k');
      await expect.poll(() => page.locator('[data-testid=product-tiles] [data-product="Sea Aquarium"]').count()).toBe(0);
      expect(await tile.count()).toBe(1);
      await page.locator('[name=search]').fill('');

      // A one-ticket exact-cash sale of the next slot: every tap and key press counted.
      let inputs = 0;
      const tap = async (target: Locator) => {
        inputs++;
        await target.click();
      };
      const key = async (name: string) => {
        inputs++;
        await page.keyboard.press(name);
      };
      await tap(tile);
      await tap(page.locator('[data-customer-type=Adult] [data-testid=add-type]'));
      await key('F4');
      await screen('pay');
      await tap(page.locator('[data-quick-cash=exact]'));
      await screen('receipt');
      expect(inputs).toBeLessThanOrEqual(4);
      await expect.poll(() => page.locator('[data-testid=receipt-total]').innerText()).toContain('120.00');
      // The cash sale's receipt opens the drawer (ESC p); a reprint (F6 on the receipt screen) is a copy and opens nothing.
      await printer.waitForJobs(2);
      expect(printer.jobs[0]!.lines.join('\n')).toContain('120.00');
      expect(printer.jobs[0]!.drawerKicks).toBe(1);
      const before = printer.jobs.length;
      await page.keyboard.press('F6');
      await printer.waitForJobs(before + 1);
      expect(printer.jobs[before]!.drawerKicks).toBe(0);
      // F7 prints the sale's tickets again (the same codes).
      await page.keyboard.press('F7');
      await printer.waitForJobs(before + 2);
      // Printed in the station's language (the demo provider's he-IL): the product's Hebrew name (issue 16).
      expect(printer.jobs[before + 1]!.lines.join('\n')).toContain('סיור רגלי בעיר העתיקה');
      await shots('02-exact-cash-receipt');
      await page.keyboard.press('Enter');
      await screen('sell');

      // The customer-facing display (a second page in browser mode, in the customer's language) follows the cart and shows the change.
      const display = await context.newPage();
      await display.goto(`/?display=customer&lang=${lang === 'he-IL' ? 'en-US' : 'he-IL'}`);
      await display.locator('[data-testid=customer-display]').waitFor();
      // A number then the customer type's key sets its quantity; the row's + − and remove.
      await tile.click();
      await page.locator('[data-customer-type=Adult]').waitFor();
      await page.keyboard.press('3');
      await page.locator('[data-testid=typed-quantity]').waitFor();
      // A person's keys, not a scanner's burst (keys/wedge: under 35 ms apart is a burst).
      await page.waitForTimeout(100);
      await page.keyboard.press('a');
      await expect.poll(() => cartLine('Adult').locator('[data-testid=row-qty]').innerText()).toBe('3');
      await page.locator('[data-customer-type=Child] [data-testid=add-type]').click();
      await expect.poll(total).toContain('440.00');
      await expect.poll(() => display.locator('[data-testid=display-total]').innerText()).toContain('440.00');
      expect(await display.locator(`[data-display-line="${TOUR}|Adult"]`).innerText()).toContain('360.00');
      await screenshot(display, 'pos-tiles', `customer-display-cart-${lang}-1280`);
      await cartLine('Adult').locator('[data-testid=row-less]').click();
      await expect.poll(total).toContain('320.00');
      await cartLine('Adult').locator('[data-testid=row-more]').click();
      await expect.poll(total).toContain('440.00');
      await cartLine('Child').locator('[data-testid=row-remove]').click();
      await expect.poll(() => cartLine('Child').count()).toBe(0);
      await expect.poll(total).toContain('360.00');

      // The selected line's quantity field clears its last digit: "3", backspace, "5" is 5 (not 35 or 53).
      await cartLine('Adult').locator('td').first().click();
      const quantity = page.locator('[name=lineQuantity]');
      await quantity.click();
      await quantity.press('End');
      await quantity.press('Backspace');
      expect(await quantity.inputValue()).toBe('');
      await quantity.type('2');
      await expect.poll(() => cartLine('Adult').locator('[data-testid=row-qty]').innerText()).toBe('2');
      await expect.poll(total).toContain('240.00');
      await shots('03-cart-rows');

      // "Clear the cart?" is modal for keys: F4 does not pay beneath it, Esc says no, Enter says yes.
      await page.locator('body').click({ position: { x: 5, y: 5 } }).catch(() => undefined);
      await page.keyboard.press('F6');
      const dialog = page.locator('[role=alertdialog]');
      await dialog.waitFor();
      await page.keyboard.press('F4');
      await page.waitForTimeout(200);
      expect(await page.locator('main').getAttribute('data-screen')).toBe('sell');
      await shots('04-clear-dialog');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await cartLine('Adult').count()).toBe(1);
      await page.keyboard.press('F6');
      await dialog.waitFor();
      await page.keyboard.press('Enter');
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => page.locator('[data-testid=cart] [data-line]').count()).toBe(0);

      // Quick cash: two adults paid with a 200 note and 50 note; the change shown large and kept on the receipt.
      await tile.click();
      await page.locator('[data-customer-type=Adult]').waitFor();
      await page.keyboard.press('2');
      await page.waitForTimeout(100);
      await page.keyboard.press('a');
      await expect.poll(total).toContain('240.00');
      await page.keyboard.press('F4');
      await screen('pay');
      await page.locator('[data-testid=keypad]').waitFor();
      await shots('05-pay-keypad');
      await page.locator('[data-quick-cash="200"]').click();
      await expect.poll(() => page.locator('[data-testid=remaining]').innerText()).toContain('40.00');
      await page.locator('[data-quick-cash="50"]').click();
      await screen('receipt');
      await expect.poll(() => page.locator('[data-testid=receipt-change]').innerText()).toContain('10.00');
      await expect.poll(() => display.locator('[data-testid=customer-display]').getAttribute('data-state')).toBe('paid');
      expect(await display.locator('[data-testid=display-change]').innerText()).toContain('10.00');
      expect(await display.locator('[data-testid=display-total]').innerText()).toContain('240.00');
      await screenshot(display, 'pos-tiles', `customer-display-paid-${lang}-1280`);
      await shots('06-receipt-change');
      await page.waitForTimeout(500);
      expect(await page.locator('[data-testid=receipt-change]').isVisible()).toBe(true);
      await page.keyboard.press('Enter');
      await screen('sell');

      // Park a sale (Ctrl+P), sell on, and take it up again: the cart in progress is parked in its place.
      await tile.click();
      await page.locator('[data-customer-type=Senior] [data-testid=add-type]').click();
      await expect.poll(total).toContain('90.00');
      await page.keyboard.press('Control+p');
      await expect.poll(() => page.locator('[data-testid=cart] [data-line]').count()).toBe(0);
      await page.locator('[data-testid=parked-sales]').waitFor();
      await page.locator('[data-customer-type=Child] [data-testid=add-type]').click();
      await expect.poll(total).toContain('80.00');
      await page.locator('[data-testid=parked-sales]').click();
      await page.locator('[data-testid=parked-list]').waitFor();
      await shots('07-parked');
      await page.locator('[data-testid=resume-parked]').click();
      await expect.poll(() => cartLine('Senior').count()).toBe(1);
      expect(await cartLine('Child').count()).toBe(0);
      await page.locator('[data-testid=parked-sales]').click();
      await page.locator('[data-testid=parked-list] [data-parked]').waitFor();
      await page.keyboard.press('Escape');
      await page.locator('[data-testid=parked-list]').waitFor({ state: 'detached' });
      await page.keyboard.press('F6');
      await page.locator('[role=alertdialog]').waitFor();
      await page.keyboard.press('Enter');
      await expect.poll(() => page.locator('[data-testid=cart] [data-line]').count()).toBe(0);
      await page.keyboard.press('Escape');

      // The scanner wedge at 1, 5, 10 and 15 ms a key, into the focused search box: each burst is one scan, nothing left in the box.
      for (const delay of [1, 5, 10, 15]) {
        await page.locator('[name=search]').focus();
        await page.keyboard.type(ADULT_BARCODE, { delay });
        await page.keyboard.press('Enter');
        await expect.poll(() => page.locator('[data-testid=product-panel] h2').innerText().catch(() => '')).toBe(lang === 'he-IL' ? 'סיור רגלי בעיר העתיקה' : TOUR);
        expect(await page.locator('[name=search]').inputValue(), `search box after a ${delay} ms burst`).toBe('');
        expect(await page.locator('.toast', { hasText: T('scan.unknown', { code: '' }).trim() }).count()).toBe(0);
        await page.keyboard.press('Escape');
      }
      await expect.poll(() => cartLine('Adult').locator('[data-testid=row-qty]').innerText()).toBe('4');

      expect(await missingTranslationKeys(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
