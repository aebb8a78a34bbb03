import { copyFileSync, mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createProvider, createUser } from '../../../sync-server/src/test/test-app';
import { createReferenceRows, createTestProduct } from '../../../sync-server/src/domains/catalogue/catalogue.fixtures';
import { products } from '../../../sync-server/src/db/schema';
import { addSessionCookie, collectPageErrors, missingTranslationKeys, newContext, screenshot, useBrowser } from '../lib/browser';
import { startBackoffice } from '../lib/backoffice-server';
import { texts } from '../lib/texts';

/** Issue 16: the gate's admission window is set on the product's Time tab; empty is no limit. */
describe("a product's admission window in the back office", async () => {
  const server = await startBackoffice();
  const provider = await createProvider(server.db, { name: 'Galilee Kayaks', timezone: 'Asia/Jerusalem' });
  const ref = await createReferenceRows(server.db);
  const browser = useBrowser();

  for (const lang of ['he-IL', 'en-US', 'ru-RU'] as const) {
    it(`sets 60 before and 120 after, then clears the after side, in ${lang}`, { timeout: 120_000 }, async () => {
      const T = texts(lang);
      const user = await createUser(server.db, provider.id, { values: { language: lang } });
      const { product } = await createTestProduct(server.db, provider.id, ref);
      const context = await newContext(browser(), server.baseURL, lang);
      await addSessionCookie(context, server.baseURL, user.cookie);
      const page = await context.newPage();
      const errors = collectPageErrors(page);
      const stored = async () => (await server.db.select({ b: products.admitBeforeMinutes, a: products.admitAfterMinutes }).from(products).where(eq(products.id, product.id)))[0];

      await page.goto(`/product/${product.id}/edit/time`);
      const before = page.getByLabel(T('product.admitBeforeMinutes'));
      const after = page.getByLabel(T('product.admitAfterMinutes'));
      await before.fill('60');
      await after.fill('120');
      await page.getByRole('button', { name: T('common:save') }).click();
      await expect.poll(stored).toEqual({ b: 60, a: 120 });
      await after.fill('');
      await page.getByRole('button', { name: T('common:save') }).click();
      await expect.poll(stored).toEqual({ b: 60, a: null });
      await expect.poll(() => page.getByRole('button', { name: T('common:save') }).isEnabled()).toBe(true);
      mkdirSync('/tmp/shots-gate', { recursive: true });
      for (const [width, height] of [[1280, 800], [1024, 768]] as const) {
        await page.setViewportSize({ width, height });
        const path = await screenshot(page, 'backoffice-product', `admission-window-${lang}-${width}x${height}`);
        copyFileSync(path, `/tmp/shots-gate/admission-window-${lang}-${width}x${height}.png`);
      }
      expect(errors).toEqual([]);
      expect(await missingTranslationKeys(page)).toEqual([]);
      await context.close();
    });
  }
});
