import { describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { createProvider, createUser } from '../../../sync-server/src/test/test-app';
import { insertProduct } from '../../../sync-server/src/domains/orders/sale.fixtures';
import { externalCodes, productContent, stations } from '../../../sync-server/src/db/schema';
import { addSessionCookie, collectPageErrors, missingTranslationKeys, newContext, screenshot, useBrowser } from '../lib/browser';
import { startBackoffice } from '../lib/backoffice-server';
import { texts } from '../lib/texts';

process.env.FILES_DIR ??= mkdtempSync(join(tmpdir(), 'product-content-files-'));

/**
 * Issue 23 in the back office: a product's FAQ written, reordered and translated into Hebrew and
 * Russian (C066, C068 and the list save), more info, and external codes imported from a file with
 * a preview first (C287, C286), searched (C288) and the unused ones deleted (C289). Each step is
 * checked in the database, not only on the screen.
 */
describe('product FAQ, more info and external codes in the back office', async () => {
  const server = await startBackoffice();
  const provider = await createProvider(server.db, { name: 'Galilee Kayaks', timezone: 'Asia/Jerusalem' });
  const browser = useBrowser();

  for (const lang of ['he-IL', 'en-US'] as const) {
    it(`FAQ with translations, more info, codes import with preview, search and delete in ${lang}`, { timeout: 180_000 }, async () => {
      const T = texts(lang);
      const user = await createUser(server.db, provider.id, { values: { language: lang } });
      const product = await insertProduct(server.db, provider.id);
      const context = await newContext(browser(), server.baseURL, lang);
      await addSessionCookie(context, server.baseURL, user.cookie);
      const page = await context.newPage();
      const errors = collectPageErrors(page);
      const shot = async (name: string) => {
        for (const [width, height] of [[1280, 800], [1024, 768]] as const) {
          await page.setViewportSize({ width, height });
          await screenshot(page, 'backoffice-product-content', `${name}-${lang}-${width}`);
        }
        await page.setViewportSize({ width: 1280, height: 800 });
      };

      // FAQ: two questions, the second moved first, saved.
      await page.goto(`/product/${product.productId}/edit/faq`);
      await page.getByText(T('content.faq.empty')).first().waitFor();
      for (const [q, a] of [['Is there parking?', 'Yes, free parking by the river.'], ['What should I bring?', 'Water, a hat and shoes that can get wet.']] as const) {
        await page.getByRole('button', { name: T('content.faq.add') }).click();
        const entry = page.getByTestId('content-entry').last();
        await entry.getByLabel(T('content.faq.title')).fill(q);
        await entry.getByLabel(T('content.faq.description')).fill(a);
      }
      await page.getByTestId('content-entry').nth(1).getByRole('button', { name: T('content.moveUp') }).click();
      await shot('faq-editing');
      await page.getByRole('button', { name: T('common:save') }).click();
      await page.getByRole('button', { name: T('media.translate') }).first().waitFor();
      const faq = await server.db.select().from(productContent).where(and(eq(productContent.productId, product.productId), eq(productContent.kind, 'faq')));
      expect(faq.sort((x, y) => x.position - y.position).map((row) => row.title)).toEqual(['What should I bring?', 'Is there parking?']);

      // The first question translated into Hebrew and Russian.
      await page.getByRole('button', { name: T('media.translate') }).first().click();
      const dialog = page.getByRole('dialog');
      await dialog.locator('[name="title-he-IL"]').fill('מה להביא?');
      await dialog.locator('[name="description-he-IL"]').fill('מים, כובע ונעליים שיכולות להירטב.');
      await dialog.locator('[name="title-ru-RU"]').fill('Что взять с собой?');
      await shot('faq-translate');
      await dialog.getByRole('button', { name: T('common:save') }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.goto(`/product/${product.productId}/faq`);
      await page.getByText('What should I bring?').waitFor();
      await page.getByText(T('content.translatedInto', { count: 2 })).waitFor();
      await shot('faq-view');

      // More info: one entry.
      await page.goto(`/product/${product.productId}/edit/more-info`);
      await page.getByRole('button', { name: T('content.info.add') }).click();
      await page.getByLabel(T('content.info.title')).fill('Meeting point');
      await page.getByLabel(T('content.info.description')).fill('The blue gate at the Jordan park entrance.');
      await page.getByRole('button', { name: T('common:save') }).click();
      await page.getByRole('button', { name: T('media.translate') }).waitFor();
      const info = await server.db.select().from(productContent).where(and(eq(productContent.productId, product.productId), eq(productContent.kind, 'info')));
      expect(info.map((row) => row.title)).toEqual(['Meeting point']);

      // External codes: a file with 5 codes, one repeated and one not a code; the preview says so before anything is written.
      const file = join(mkdtempSync(join(tmpdir(), 'codes-')), 'partner-codes.csv');
      writeFileSync(file, 'KAYAK-0001\nKAYAK-0002\nKAYAK-0003\nKAYAK-0002\nnot a code!\nKAYAK-0004\n');
      await page.goto(`/product/${product.productId}/edit/external-codes`);
      await page.getByText(T('externalCodes.none')).waitFor();
      await page.locator('input[type=file][name=codes]').setInputFiles(file);
      const preview = page.getByTestId('external-code-preview');
      await preview.waitFor();
      await shot('codes-preview');
      expect(await server.db.select().from(externalCodes).where(eq(externalCodes.productId, product.productId))).toHaveLength(0);
      const ddValues = await preview.locator('dd').allTextContents();
      expect(ddValues[1]).toBe('4');
      await page.getByRole('button', { name: T('externalCodes.importNew', { count: 4 }) }).click();
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      await page.getByTestId('external-code-counts').getByText(T('externalCodes.total', { count: 4 })).waitFor();
      expect((await server.db.select().from(externalCodes).where(eq(externalCodes.productId, product.productId))).map((c) => c.code).sort()).toEqual(['KAYAK-0001', 'KAYAK-0002', 'KAYAK-0003', 'KAYAK-0004']);

      // Search narrows the list; a code allotted to a cashier station for its offline sales (issue 23) shows the station.
      const [station] = await server.db.insert(stations).values({ providerId: provider.id, number: 100 + (lang === 'he-IL' ? 1 : 2), name: `Pier window ${lang}`, cashierIdentifier: 'C1' }).returning();
      await server.db.update(externalCodes).set({ stationId: station!.id, allottedAt: new Date() }).where(and(eq(externalCodes.productId, product.productId), eq(externalCodes.code, 'KAYAK-0003')));
      await page.getByLabel(T('externalCodes.search')).fill('0003');
      await page.getByRole('button', { name: T('externalCodes.find') }).click();
      await expect.poll(() => page.locator('table.data tbody tr').count()).toBe(1);
      const row = page.locator('table.data tbody tr').first();
      await row.getByText(T('externalCodes.isAllotted')).waitFor();
      await row.getByText(`Pier window ${lang}`).waitFor();
      await shot('codes-search');

      // Delete all unused, confirmed.
      await page.getByRole('button', { name: T('externalCodes.deleteAll') }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: T('common:yes') }).click();
      await page.getByTestId('external-code-counts').getByText(T('externalCodes.total', { count: 0 })).waitFor();
      await page.getByText(T('externalCodes.noneFound')).waitFor();
      await shot('codes-deleted');
      expect(await server.db.select().from(externalCodes).where(eq(externalCodes.productId, product.productId))).toHaveLength(0);

      expect(await missingTranslationKeys(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
