import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createProvider, createUser } from '../../../sync-server/src/test/test-app';
import { users } from '../../../sync-server/src/db/schema';
import { hashSecret } from '../../../sync-server/src/security/secrets';
import { addSessionCookie, collectPageErrors, missingTranslationKeys, newContext, screenshot, useBrowser } from '../lib/browser';
import { startBackoffice } from '../lib/backoffice-server';
import { cashierWorld } from '../lib/pos-world';

/**
 * Issue 14, item 1: while any external system is simulated the POS and the back office say so in a
 * banner (renderer/ui/SimulatorBanner.tsx): the POS lists the station's card terminal and the
 * server's club vouchers; the back office the server's. Screenshots in tests/e2e/screenshots/simulators/.
 */
describe('the simulator banner', async () => {
  const world = await cashierWorld();
  const backoffice = await startBackoffice();
  const browser = useBrowser();

  it('the POS shows the card terminal, club vouchers, SMS and e-mail simulated', { timeout: 120_000 }, async () => {
    const host = await world.stationHost();
    await host.station.handlers.pair({ serverUrl: world.serverUrl, ...(await world.newPairing('Window banner')) });
    await host.station.ctx.sync.syncNow();
    host.station.handlers['settings-save']({ language: 'en-US' });
    const context = await newContext(browser(), host.url, 'en-US');
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto('/');
    await page.locator('main[data-screen=login]').waitFor();
    const banner = page.getByTestId('simulator-banner');
    await expect.poll(() => banner.getAttribute('data-systems')).toBe('card,vouchers,allocation,sms,email,pelecard');
    expect(await banner.textContent()).toMatch(/Simulators active.*card terminal, club vouchers, Tax Authority allocation numbers, SMS, e-mail, card payment page \(Pelecard\) simulated/);
    await screenshot(page, 'simulators', 'pos-banner-en-US');
    expect(await missingTranslationKeys(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the back office shows the club vouchers, SMS and e-mail simulated, in Hebrew too', { timeout: 120_000 }, async () => {
    const provider = await createProvider(backoffice.db);
    const admin = await createUser(backoffice.db, provider.id);
    for (const lang of ['en-US', 'he-IL'] as const) {
      await backoffice.db.update(users).set({ language: lang }).where(eq(users.id, admin.id));
      const context = await newContext(browser(), backoffice.baseURL, lang);
      await addSessionCookie(context, backoffice.baseURL, admin.cookie);
      const page = await context.newPage();
      await page.goto('/');
      const banner = page.getByTestId('simulator-banner');
      await expect.poll(() => banner.getAttribute('data-systems')).toBe('vouchers,allocation,sms,email,pelecard');
      expect(await banner.textContent()).toMatch(lang === 'en-US' ? /club vouchers, Tax Authority allocation numbers, SMS, e-mail, card payment page \(Pelecard\) simulated/ : /שוברי מועדון/);
      await page.locator('.shell').waitFor();
      await screenshot(page, 'simulators', `backoffice-banner-${lang}`);
      expect(await missingTranslationKeys(page)).toEqual([]);
      await context.close();
    }
  });

  it('the back office asks for a new manager code when the one set is from before the 6-digit rule', { timeout: 120_000 }, async () => {
    const provider = await createProvider(backoffice.db, { managerCodeHash: await hashSecret('2468') });
    const admin = await createUser(backoffice.db, provider.id, { values: { language: 'en-US' } });
    const context = await newContext(browser(), backoffice.baseURL, 'en-US');
    await addSessionCookie(context, backoffice.baseURL, admin.cookie);
    const page = await context.newPage();
    await page.goto('/provider/settings?section=stations');
    const warning = page.getByTestId('manager-code-renewal');
    await warning.waitFor();
    expect(await warning.textContent()).toMatch(/6 to 12 digits/);
    await screenshot(page, 'simulators', 'backoffice-manager-code-renewal-en-US');
    await context.close();
  });
});
