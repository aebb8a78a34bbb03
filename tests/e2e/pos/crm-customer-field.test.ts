import { describe, expect, it } from 'vitest';
import { collectPageErrors, missingTranslationKeys, newContext, screenshotBothSizes, useBrowser } from '../lib/browser';
import { texts } from '../lib/texts';
import { setCrmModule } from '../../../sync-server/src/domains/crm/crm.fixtures';
import { cashierWorld, signInAndOpenShift, switchableNetwork } from '../lib/pos-world';

/** Issue 22 (C295 at the POS): online the customer field offers the provider's CRM customers; offline it says the lookup is offline. */
describe('POS customer field: CRM lookup', async () => {
  const world = await cashierWorld();
  await setCrmModule(world.db, world.providerId, true);
  await world.adminCall('POST', '/api/crm-customer/save', { firstName: 'Yael', lastName: 'Mizrahi', mobile: '050-5556677', email: 'yael@example.test' });
  const browser = useBrowser();

  for (const lang of ['he-IL', 'en-US'] as const) {
    it(`a CRM customer chosen by name fills the fields, offline the field says so, in ${lang}`, { timeout: 240_000 }, async () => {
      const T = texts(lang, 'pos');
      await world.setCashierLanguage(lang);
      const net = switchableNetwork();
      const host = await world.stationHost({ fetch: net.fetch });
      await host.station.handlers.pair({ serverUrl: world.serverUrl, ...(await world.newPairing(`CRM ${lang}`)) });
      await host.station.ctx.sync.syncNow();
      const context = await newContext(browser(), host.url, lang);
      const page = await context.newPage();
      const errors = collectPageErrors(page);
      await signInAndOpenShift(page, '300');

      await page.keyboard.press('F3');
      await page.locator('[name=firstName]').fill('Yae');
      await page.locator('[data-crm-customer]').first().waitFor();
      await screenshotBothSizes(page, 'pos', `crm-suggestions-${lang}`);
      await page.locator('[data-crm-customer]').first().click();
      expect(await page.locator('[name=lastName]').inputValue()).toBe('Mizrahi');
      expect(await page.locator('[name=mobile]').inputValue()).toBe('0505556677');
      expect(await page.locator('[name=email]').inputValue()).toBe('yael@example.test');
      await page.getByTestId('crm-linked').waitFor();
      expect(await page.getByTestId('crm-linked').innerText()).toContain(T('customer.crmLinked', { name: 'Yael Mizrahi' }).slice(0, 8));
      await page.getByRole('button', { name: T('customer.crmUnlink') }).click();

      net.online = false;
      await page.locator('[name=firstName]').fill('Dana');
      await page.getByTestId('crm-offline').waitFor();
      expect(await page.getByTestId('crm-offline').innerText()).toBe(T('customer.crmOffline'));
      await screenshotBothSizes(page, 'pos', `crm-offline-${lang}`);
      net.online = true;
      expect(errors).toEqual([]);
      expect(await missingTranslationKeys(page)).toEqual([]);
      await context.close();
    });
  }
});
