import { describe, expect, it } from 'vitest';
import { CASHIER_PERMISSION_CODES } from '@pos/shared/permissions';
import { createUser } from '../../../sync-server/src/test/test-app';
import { DEMO } from '../../../sync-server/src/demo/demo-data';
import { collectPageErrors, missingTranslationKeys, newContext, screenshot, useBrowser } from '../lib/browser';
import { texts } from '../lib/texts';
import { cashierWorld } from '../lib/pos-world';

/**
 * The network goes down: the bar says offline, a cashier who logged in on this station before
 * logs in again and sells for cash and by check (the sales wait in the outbox, counted on the bar), and a cashier who
 * never logged in here is told the first login needs the network.
 */
describe('the station without its server', async () => {
  const world = await cashierWorld();
  const lang = 'he-IL';
  const newcomer = await createUser(world.db, world.providerId, { permissions: CASHIER_PERMISSION_CODES, password: 'Newcomer123', values: { language: lang } });
  const browser = useBrowser();

  it('keeps selling offline (cash, check) for a known cashier and refuses a first login', { timeout: 300_000 }, async () => {
    const T = texts(lang, 'pos');
    await world.setCashierLanguage(lang);
    const host = await world.stationHost();
    await host.station.handlers.pair({ serverUrl: world.serverUrl, ...(await world.newPairing('Offline window')) });
    await host.station.ctx.sync.syncNow();
    const context = await newContext(browser(), host.url, lang);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    const screen = (name: string) => page.locator(`main[data-screen=${name}]`).waitFor();
    const login = async (username: string, password: string) => {
      await screen('login');
      await page.locator('[name=username]').fill(username);
      await page.locator('[name=password]').fill(password);
      await page.keyboard.press('Enter');
    };

    // Online: the cashier's first login on this station, then out again.
    await page.goto('/');
    await login(DEMO.cashier.username, DEMO.cashier.password);
    await screen('shift');
    await page.getByRole('button', { name: T('logout') }).click();

    // The server goes away; the station finds out on its next round.
    await world.app.close();
    await host.station.handlers['sync-now']({}).catch(() => undefined);
    await expect.poll(() => page.locator('[data-status]').getAttribute('data-status'), { timeout: 20_000 }).toBe('offline');

    // Never logged in here: the first login needs the network.
    await login(newcomer.username, newcomer.password);
    await expect.poll(() => page.locator('form.login-box p[role=alert]').innerText()).toBe(T('errors.first-login-needs-network'));
    await page.locator('[data-testid=offline-login]').waitFor();
    await screenshot(page, 'pos', `30-offline-first-login-${lang}`);

    // Logged in here before: in, a shift, one ticket for cash; the sale waits to be sent.
    await page.locator('[name=username]').fill(DEMO.cashier.username);
    await page.locator('[name=password]').fill(DEMO.cashier.password);
    await page.keyboard.press('Enter');
    await screen('shift');
    await page.locator('[name=opening-NIS]').fill('100');
    await page.keyboard.press('Enter');
    await screen('sell');
    await page.locator('[name=search]').fill('Sea');
    await page.locator('[data-product="Sea Aquarium"]').click();
    await page.locator('[data-testid=slots] .choice:not([disabled])').first().click();
    await page.locator('[data-customer-type=Entry]').locator('[data-testid=type-more]').click();
    await expect.poll(() => page.locator('[data-testid=cart-total]').innerText()).toContain('65.00');
    await page.keyboard.press('F4');
    await screen('pay');
    await page.locator('[name=tendered]').fill('100');
    await expect.poll(() => page.locator('[data-testid=change-due]').innerText()).toContain('35.00');
    await page.keyboard.press('Enter');
    await page.locator('[data-testid=complete-sale]').waitFor();
    await page.keyboard.press('Enter');
    await screen('receipt');
    // Opening the shift and the sale: two operations wait for the server.
    await expect.poll(() => page.locator('[data-pending]').getAttribute('data-pending')).toBe('2');
    expect(await page.locator('[data-status]').getAttribute('data-status')).toBe('offline');
    await screenshot(page, 'pos', `31-offline-sale-${lang}`);

    // A scanned ticket paid by check, still offline.
    await page.keyboard.press('Enter');
    await screen('sell');
    await page.keyboard.type('7290000000042');
    await page.keyboard.press('Enter');
    await page.locator('[data-line="Sea Aquarium|Entry"]').waitFor();
    await page.keyboard.press('F4');
    await screen('pay');
    await page.keyboard.press('F7');
    await page.locator('[name=check-bank]').fill('12');
    await page.locator('[name=check-branch]').fill('345');
    await page.locator('[name=check-account]').fill('678901');
    await page.locator('[name=check-number]').fill('1001');
    await page.locator('[name=check-owner]').fill(lang === 'he-IL' ? 'דנה לוי' : 'Dana Levi');
    await screenshot(page, 'pos', `32-offline-check-${lang}`);
    await page.keyboard.press('Enter');
    await page.locator('[data-testid=complete-sale]').waitFor();
    await page.keyboard.press('Enter');
    await screen('receipt');
    // The receipt draws its payments once the core has answered: wait for them, then count.
    await expect.poll(() => page.locator('[data-receipt-payment="2"]').count()).toBe(1);
    await expect.poll(() => page.locator('[data-pending]').getAttribute('data-pending')).toBe('3');

    expect(await missingTranslationKeys(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
