import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Locator, Page } from 'playwright-core';
import { VirtualPrinter } from '@pos/printers';
import { users } from '../../../sync-server/src/db/schema';
import { DEMO } from '../../../sync-server/src/demo/demo-data';
import { collectPageErrors, missingTranslationKeys, newContext, screenshot, useBrowser } from '../lib/browser';
import { texts } from '../lib/texts';
import { cashierWorld } from '../lib/pos-world';

const TOUR = 'Old City Walking Tour';
const PIN = '1357';
const SECOND_PIN = '864200';

/**
 * Issue 16 "Done when": a cashier's day at the till in browser mode against a real station host and
 * sync server, in he-IL and en-US, screenshots at 1280x800 and 1024x768: the PIN screen (a wrong
 * PIN said in the cashier's language), the opening by denominations, a tile sale with exact cash in
 * at most 4 inputs (counted), a quick-cash sale with its change, a card sale and its reprint (a
 * marked copy read back from the virtual printer), park and resume, a safe drop, the X report
 * printed and read back, the auto-lock after the provider's idle minute (the page's clock run
 * forward), another cashier's PIN (the shift stays with the one who opened it), the close with the
 * manager code (R-CASH-2) and the Z printed; the customer display follows the cart.
 */
describe('a cashier day at the till with PINs', async () => {
  const world = await cashierWorld();
  const browser = useBrowser();
  const printers: VirtualPrinter[] = [];
  afterAll(async () => {
    await Promise.all(printers.map((p) => p.stop()));
  });

  // The demo cashier and a second one get station PINs in the back office (C206); stations lock after 1 idle minute (C201).
  const [cashier] = await world.db.select().from(users).where(eq(users.username, DEMO.cashier.username));
  await world.adminCall('POST', '/api/provider/user/save', { id: cashier!.id, username: cashier!.username, profileId: cashier!.profileId, stationPin: PIN });
  const second = await world.adminCall<{ id: number; username: string }>('POST', '/api/provider/user/save', {
    username: 'noa.cashier',
    password: 'Second1234',
    firstName: 'Noa',
    lastName: 'Levi',
    profileId: cashier!.profileId,
    maxChecks: 5,
    maxDiscountPercent: 10,
    stationPin: SECOND_PIN,
  });
  await world.adminCall('POST', '/api/providers/save', { autoLockMinutes: 1 });

  for (const lang of ['he-IL', 'en-US'] as const) {
    it(`PIN, sales, drawer, reports, lock and switch in ${lang}`, { timeout: 400_000 }, async () => {
      const T = texts(lang, 'pos');
      await world.setCashierLanguage(lang);
      await world.db.update(users).set({ language: lang }).where(eq(users.id, second.id));
      const host = await world.stationHost();
      const startPrinter = async () => {
        const p = new VirtualPrinter();
        printers.push(p);
        await p.start(0);
        return p;
      };
      const receipts = await startPrinter();
      const reports = await startPrinter();
      // The station speaks the language chosen for it until a cashier logs in (then the cashier's own).
      host.station.handlers['settings-save']({
        language: lang,
        printers: [
          { role: 'receipt', kind: 'virtual', address: `127.0.0.1:${receipts.port}`, paper: '80mm' },
          { role: 'report', kind: 'virtual', address: `127.0.0.1:${reports.port}`, paper: '80mm' },
        ],
      });
      await host.station.handlers.pair({ serverUrl: world.serverUrl, ...(await world.newPairing(`PIN day ${lang}`)) });
      await host.station.ctx.sync.syncNow();
      expect(host.station.handlers.status({}).autoLockMinutes).toBe(1);

      const context = await newContext(browser(), host.url, lang);
      const page = await context.newPage();
      // The page's clock runs as usual until the test runs it forward for the auto-lock.
      await page.clock.install();
      const errors = collectPageErrors(page);
      const screen = (name: string) => page.locator(`main[data-screen=${name}]`).waitFor();
      const shots = async (name: string, target: Page = page) => {
        for (const [w, h] of [[1280, 800], [1024, 768]] as const) {
          await target.setViewportSize({ width: w, height: h });
          await screenshot(target, 'pos-pin-day', `${name}-${lang}-${w}`);
        }
        await target.setViewportSize({ width: 1280, height: 800 });
      };
      const jobText = (p: VirtualPrinter, needle: string) => p.jobs.map((j) => j.lines.join('\n')).find((x) => x.includes(needle));
      const tile = page.locator(`[data-testid=product-tiles] [data-product="${TOUR}"]`);
      const total = () => page.locator('[data-testid=cart-total]').innerText();
      const addType = (type: string) => page.locator(`[data-customer-type=${type}] [data-testid=add-type]`).click();
      const cashierTile = (id: number) => page.locator(`[data-testid=pin-cashier][data-user-id="${id}"]`);

      // The PIN screen: a tile per cashier of this station; a wrong PIN is said in the station's language.
      await page.goto('/');
      await screen('login');
      await cashierTile(second.id).waitFor();
      expect(await page.locator('[data-testid=pin-cashier]').count()).toBe(2);
      await shots('01-pin-tiles');
      await cashierTile(cashier!.id).click();
      await page.locator('[data-testid=pin-pad]').waitFor();
      await page.keyboard.type('9999', { delay: 80 });
      await page.keyboard.press('Enter');
      await expect.poll(() => page.locator('[data-testid=pin-pad] p[role=alert]').innerText()).toBe(T('errors.incorrect-pin'));
      await shots('02-pin-wrong');
      // The right PIN by the keyboard (a person's pace, not a scanner's burst).
      await page.keyboard.type(PIN, { delay: 80 });
      await page.keyboard.press('Enter');
      await screen('shift');
      expect(await page.locator('[data-cashier]').getAttribute('data-cashier')).toBe(DEMO.cashier.username);

      // Opening by denominations: 2 x 200 + 1 x 100 = 500.
      await page.locator('[data-testid=open-by-count]').click();
      await page.locator('[name=open-count-NIS-20000]').fill('2');
      await page.locator('[name=open-count-NIS-10000]').fill('1');
      await expect.poll(() => page.locator('[name=opening-NIS]').inputValue()).toBe('500.00');
      await shots('03-open-by-count');
      await page.locator('[data-testid=open-shift] button[type=submit]').click();
      await screen('sell');
      expect(host.station.handlers.status({}).shift).toMatchObject({ userId: cashier!.id, openingBalance: [{ currencyId: 1, amount: 50000 }] });

      // A one-ticket exact-cash sale from the tiles: every tap and key counted, at most 4.
      await tile.waitFor();
      let inputs = 0;
      const tap = async (target: Locator) => (inputs++, await target.click());
      await tap(tile);
      await tap(page.locator('[data-customer-type=Adult] [data-testid=add-type]'));
      inputs++;
      await page.keyboard.press('F4');
      await screen('pay');
      await tap(page.locator('[data-quick-cash=exact]'));
      await screen('receipt');
      expect(inputs).toBeLessThanOrEqual(4);
      await expect.poll(() => page.locator('[data-testid=receipt-total]').innerText()).toContain('120.00');
      await shots('04-exact-cash');
      await page.keyboard.press('Enter');
      await screen('sell');

      // The customer display (a second page in browser mode) follows the cart; quick cash 200 + 50 for 240: change 10 shown.
      const display = await context.newPage();
      await display.goto(`/?display=customer&lang=${lang}`);
      await display.locator('[data-testid=customer-display]').waitFor();
      await tile.click();
      await addType('Adult');
      await addType('Adult');
      await expect.poll(total).toContain('240.00');
      await expect.poll(() => display.locator('[data-testid=display-total]').innerText()).toContain('240.00');
      await shots('05-customer-display-cart', display);
      await page.keyboard.press('F4');
      await screen('pay');
      await page.locator('[data-quick-cash="200"]').click();
      await expect.poll(() => page.locator('[data-testid=remaining]').innerText()).toContain('40.00');
      await page.locator('[data-quick-cash="50"]').click();
      await screen('receipt');
      await expect.poll(() => page.locator('[data-testid=receipt-change]').innerText()).toContain('10.00');
      await expect.poll(() => display.locator('[data-testid=customer-display]').getAttribute('data-state')).toBe('paid');
      await shots('06-quick-cash-change');
      await page.keyboard.press('Enter');
      await screen('sell');

      // A card sale (the simulated terminal), then its reprint (F6): a marked copy on the receipt printer.
      await tile.click();
      await addType('Child');
      await expect.poll(total).toContain('80.00');
      await page.keyboard.press('F4');
      await screen('pay');
      await page.locator('[data-method="4"]').click();
      await page.locator('[name=cardAmount]').fill('80');
      await page.locator('[data-testid=add-card]').click();
      await page.locator('[data-testid=complete-sale]').click();
      await screen('receipt');
      await expect.poll(() => page.locator('[data-testid=receipt-total]').innerText()).toContain('80.00');
      const copyWord = lang === 'he-IL' ? 'העתק' : 'Copy';
      const before = receipts.jobs.length;
      await page.keyboard.press('F6');
      await expect.poll(() => receipts.jobs.length, { timeout: 15_000 }).toBeGreaterThan(before);
      await expect.poll(() => receipts.jobs.slice(before).some((j) => j.lines.join('\n').includes(copyWord) && j.lines.join('\n').includes('80.00')), { timeout: 15_000 }).toBe(true);
      await shots('07-card-reprint');
      await page.keyboard.press('Enter');
      await screen('sell');

      // Park a sale and resume it.
      await tile.click();
      await addType('Senior');
      await expect.poll(total).toContain('90.00');
      await page.keyboard.press('Control+p');
      await expect.poll(() => page.locator('[data-testid=cart] [data-line]').count()).toBe(0);
      await page.locator('[data-testid=parked-sales]').click();
      await page.locator('[data-testid=parked-list]').waitFor();
      await shots('08-parked');
      await page.locator('[data-testid=resume-parked]').click();
      await expect.poll(() => page.locator(`[data-testid=cart] [data-line="${TOUR}|Senior"]`).count()).toBe(1);
      await page.keyboard.press('F6');
      await page.locator('[role=alertdialog]').waitFor();
      await page.keyboard.press('Enter');
      await expect.poll(() => page.locator('[data-testid=cart] [data-line]').count()).toBe(0);

      // A safe drop of 300 from the shift screen, then the X report printed and read back.
      await page.keyboard.press('F9');
      await page.locator('[data-testid=shift-open]').waitFor();
      await page.keyboard.press('Control+m');
      await page.locator('[data-testid=cash-move-dialog]').waitFor();
      await page.keyboard.type('300');
      await page.keyboard.press('Enter');
      await page.locator('[data-testid=cash-move-dialog]').waitFor({ state: 'detached' });
      const x = page.locator('[data-testid=report-X]');
      await expect.poll(() => x.locator('[data-testid=report-cash-out]').innerText()).toContain('300.00');
      await page.keyboard.press('F5');
      const xTitle = lang === 'he-IL' ? 'דוח משמרת X' : 'Shift report X';
      await expect.poll(() => jobText(reports, xTitle) !== undefined, { timeout: 15_000 }).toBe(true);
      const xText = jobText(reports, xTitle)!;
      expect(xText).toContain('300.00');
      expect(xText).toContain('440.00');
      await shots('09-x-report');

      // Idle for the provider's minute: the till locks back to the PIN screen; the shift stays open.
      await page.clock.fastForward(61_000);
      await screen('login');
      await page.locator('[data-testid=pin-login]').waitFor();
      expect(host.station.handlers.status({}).user).toBeNull();
      expect(host.station.handlers.status({}).shift?.userId).toBe(cashier!.id);
      await shots('10-auto-locked');

      // Another cashier's PIN on the keypad: the till opens where it was left, the shift still the first cashier's.
      await cashierTile(second.id).click();
      for (const digit of SECOND_PIN) await page.locator(`[data-pin-key="${digit}"]`).click();
      await page.locator('[data-testid=pin-submit]').click();
      await page.locator('[data-testid=shift-open]').waitFor();
      expect(await page.locator('[data-cashier]').getAttribute('data-cashier')).toBe(second.username);
      expect(host.station.handlers.status({}).shift?.userId).toBe(cashier!.id);
      // The quick switch (the status bar's button) and back: the first cashier again.
      await page.locator('[data-testid=switch-cashier]').click();
      await page.locator('[data-testid=pin-login]').waitFor();
      await cashierTile(cashier!.id).click();
      await page.keyboard.type(PIN, { delay: 80 });
      await page.keyboard.press('Enter');
      await page.locator('[data-testid=shift-open]').waitFor();
      expect(await page.locator('[data-cashier]').getAttribute('data-cashier')).toBe(DEMO.cashier.username);

      // The close: expected 500 + 120 + 240 - 300 = 560 in cash, 500 counted: over the limit, the manager code (R-CASH-2); then the Z printed.
      await page.keyboard.press('F7');
      const form = page.locator('[data-testid=close-shift]');
      await form.waitFor();
      await form.locator('[name=count-NIS-20000]').fill('2');
      await form.locator('[name=count-NIS-10000]').fill('1');
      await expect.poll(() => page.locator('[data-testid=difference-NIS]').innerText()).toContain('60.00');
      await form.locator('[name=managerCode]').waitFor();
      await form.locator('[name=managerCode]').fill(DEMO.managerCode);
      await shots('11-close');
      await form.locator('button[type=submit]').click();
      await page.locator('[data-testid=report-Z]').waitFor();
      await page.locator('[data-testid=print-z-button]').click();
      const zTitle = lang === 'he-IL' ? 'דוח משמרת Z' : 'Shift report Z';
      await expect.poll(() => jobText(reports, zTitle) !== undefined, { timeout: 15_000 }).toBe(true);
      expect(jobText(reports, zTitle)).toContain('500.00');
      await shots('12-z-printed');

      expect(await missingTranslationKeys(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
