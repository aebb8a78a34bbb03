import { describe, expect, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { createProvider, createUser } from '../../../sync-server/src/test/test-app';
import { insertProduct } from '../../../sync-server/src/domains/orders/sale.fixtures';
import { addSessionCookie, collectPageErrors, missingTranslationKeys, newContext, useBrowser } from '../lib/browser';
import { startBackoffice } from '../lib/backoffice-server';
import { texts } from '../lib/texts';

const SHOTS = process.env.SHOTS_DIR ?? join(tmpdir(), 'shots-rtl-forms');
mkdirSync(SHOTS, { recursive: true });
const LANGS = ['he-IL', 'en-US', 'ru-RU'] as const;

async function shot(page: Page, name: string) {
  for (const [width, height] of [
    [1280, 800],
    [1024, 768],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), animations: 'disabled' });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/**
 * Issue 18, defects of the live trial in Chromium: the price list form's "Per person" and "Confirmed
 * at once" checkboxes sat far from their labels (a stretched field centred the box), and a number
 * typed with a minus in a Hebrew form read "3-"; a Hebrew message opening with a Latin name ended with its
 * period on the wrong side. Checked in he-IL, en-US and ru-RU, at 1280 and 1024.
 */
describe('right-to-left forms', async () => {
  const server = await startBackoffice();
  const browser = useBrowser();

  for (const lang of LANGS) {
    it(`checkboxes beside their labels and numbers left to right in ${lang}`, { timeout: 120_000 }, async () => {
      const T = texts(lang);
      const provider = await createProvider(server.db, { name: `Carmel Bikes ${lang}`, timezone: 'Asia/Jerusalem' });
      const user = await createUser(server.db, provider.id, { values: { language: lang } });
      const bike = await insertProduct(server.db, provider.id);
      const context = await newContext(browser(), server.baseURL, lang);
      await addSessionCookie(context, server.baseURL, user.cookie);
      const page = await context.newPage();
      const errors = collectPageErrors(page);

      await page.goto(`/product/${bike.productId}/edit/pricing`);
      await page.getByRole('button', { name: T('pricing.add') }).click();
      const dialog = page.getByRole('dialog');
      for (const width of [1280, 1024]) {
        await page.setViewportSize({ width, height: 800 });
        for (const key of ['pricing.perPerson', 'pricing.autoConfirm']) {
          const box = dialog.getByRole('checkbox', { name: T(key) });
          const label = dialog.locator('label', { hasText: T(key) });
          const [b, l] = [(await box.boundingBox())!, (await label.boundingBox())!];
          // The gap between the box and its label's near edge, whichever side the language puts it on.
          const gap = lang === 'he-IL' ? b.x - (l.x + l.width) : l.x - (b.x + b.width);
          expect(gap, `${key} at ${width}`).toBeGreaterThanOrEqual(0);
          expect(gap, `${key} at ${width}`).toBeLessThan(16);
          expect(Math.abs(b.y + b.height / 2 - (l.y + l.height / 2))).toBeLessThan(6);
        }
      }
      await page.setViewportSize({ width: 1280, height: 800 });

      const limit = dialog.getByLabel(T('pricing.dailyLimit'));
      await limit.fill('-3');
      expect(await limit.evaluate((e) => getComputedStyle(e).direction)).toBe('ltr');
      if (lang === 'he-IL') expect(await limit.evaluate((e) => getComputedStyle(e).textAlign)).toBe('right');
      await shot(page, `price-list-form-${lang}`);

      if (lang === 'he-IL') {
        // A Hebrew message opening with a Latin name (businessClients.saved: "{{name}} נשמר.") in the
        // app's own stylesheet: the sentence runs right to left and its period ends it on the left.
        const sentence = T('businessClients.saved', { name: 'Globus Tours' });
        const at = await page.evaluate((text) => {
          const box = document.createElement('div');
          box.className = 'toast';
          box.textContent = text;
          document.body.append(box);
          const range = document.createRange();
          const node = box.firstChild as Text;
          const left = (i: number) => {
            range.setStart(node, i);
            range.setEnd(node, i + 1);
            return range.getBoundingClientRect().left;
          };
          const result = { period: left(text.length - 1), name: left(0), hebrew: left(text.indexOf('נ')) };
          box.remove();
          return result;
        }, sentence);
        expect(at.name).toBeGreaterThan(at.hebrew); // the name opens the sentence on the right
        expect(at.period).toBeLessThan(at.hebrew); // the period closes it on the left
      }

      expect(await missingTranslationKeys(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
