import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { Channel } from '@pos/shared/reference';
import { PaymentMethod } from '@pos/shared/sync/protocol';
import { createProvider, createUser } from '../../../sync-server/src/test/test-app';
import { insertProduct } from '../../../sync-server/src/domains/orders/sale.fixtures';
import { day } from '../../../sync-server/src/domains/calendar/calendar.fixtures';
import { reportOrder, reportReceipt } from '../../../sync-server/src/domains/reports/reports.fixtures';
import { cities, products, productTypes } from '../../../sync-server/src/db/schema';
import { addSessionCookie, collectPageErrors, missingTranslationKeys, newContext, useBrowser } from '../lib/browser';
import { startBackoffice } from '../lib/backoffice-server';
import { texts } from '../lib/texts';

const SHOTS = process.env.SHOTS_DIR ?? join(tmpdir(), 'shots-reports');
mkdirSync(SHOTS, { recursive: true });
const LANGS = ['he-IL', 'en-US', 'ru-RU'] as const;
const LRI = '\u2066';
const PDI = '\u2069';

async function shot(page: Page, name: string) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  for (const [width, height] of [
    [1280, 800],
    [1024, 768],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), fullPage: true, animations: 'disabled' });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** The file a download link gives, read back. */
async function download(page: Page, selector: string): Promise<{ name: string; body: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.locator(selector).first().click()]);
  return { name: file.suggestedFilename(), body: readFileSync((await file.path())!) };
}

/**
 * Issue 18 in Chromium against the real server, in he-IL, en-US and ru-RU: the reports dashboard
 * names channels in the user's language (never "Direct" or "Cashier" on a Hebrew screen), draws each
 * product in the very colour the calendar draws it in, sums long ranges by month, keeps a refund's
 * minus in front of the amount, and downloads each sales table as CSV, Excel and PDF.
 */
describe('reports dashboard', async () => {
  const server = await startBackoffice();
  const browser = useBrowser();

  for (const lang of LANGS) {
    it(`colours, translated channels, grouping and downloads in ${lang}`, { timeout: 180_000 }, async () => {
      const T = texts(lang);
      const provider = await createProvider(server.db, { name: `Negev Trips ${lang}`, timezone: 'Asia/Jerusalem' });
      const user = await createUser(server.db, provider.id, { values: { language: lang } });
      const kayak = await insertProduct(server.db, provider.id, { slot: { startTime: '09:00:00' } });
      const jeep = await insertProduct(server.db, provider.id, { slot: { startTime: '14:00:00' } });
      await server.db.update(products).set({ name: 'קיאקים', calendarColor: '#d81b60' }).where(eq(products.id, kayak.productId));
      await server.db.update(products).set({ name: 'Jeep', calendarColor: '#00897b' }).where(eq(products.id, jeep.productId));
      // Seeded reference names are stored in English: a tour in Eilat.
      const [tour] = await server.db.insert(productTypes).values({ name: 'Tour' }).returning();
      const [eilat] = await server.db.insert(cities).values({ name: 'Eilat' }).returning();
      await server.db.update(products).set({ productTypeId: tour!.id, cityId: eilat!.id }).where(eq(products.id, jeep.productId));
      const today = day(0);
      await reportOrder(server.db, provider.id, { createdAt: new Date(Date.now() - 7_200_000).toISOString(), channelId: Channel.Direct, lines: [{ product: { productId: kayak.productId, customerTypeId: kayak.adult }, quantity: 3, total: 3000 }] });
      await reportOrder(server.db, provider.id, { createdAt: new Date(Date.now() - 3_600_000).toISOString(), channelId: Channel.Cashier, lines: [{ product: { productId: jeep.productId, customerTypeId: jeep.adult }, quantity: 2, total: 23_600 }] });
      // A refund with no payment in the range: the cash line is negative money.
      await reportReceipt(server.db, provider.id, { issuedAt: new Date(Date.now() - 60_000).toISOString(), docType: 'refund', payments: [{ method: PaymentMethod.Cash, amount: 2400 }] });

      const context = await newContext(browser(), server.baseURL, lang);
      await addSessionCookie(context, server.baseURL, user.cookie);
      const page = await context.newPage();
      const errors = collectPageErrors(page);

      // The calendar's colour of each product, as the calendar draws it.
      await page.goto(`/calendar/v3/week/${today}`);
      const calendarColor = async (slotId: number) => page.locator(`[data-entry="slot-${slotId}-${today}"]`).evaluate((e) => getComputedStyle(e).borderInlineStartColor);
      const kayakInCalendar = await calendarColor(kayak.slotId);
      expect(kayakInCalendar).toBe('rgb(216, 27, 96)');

      await page.goto('/report/dashboard');
      const section = (report: string) => page.locator(`[data-report="${report}"]`);
      await section('sales-by-channel').waitFor();
      const fill = (report: string, productId: number) => section(report).locator(`[data-bar="${productId}"] .hbar-fill`).evaluate((e) => getComputedStyle(e).backgroundColor);
      expect(await fill('sales-by-product', kayak.productId)).toBe(kayakInCalendar);
      expect(await fill('tickets-by-product', kayak.productId)).toBe(kayakInCalendar);
      expect(await fill('sales-by-product', jeep.productId)).toBe('rgb(0, 137, 123)');

      // Channels named by code in the user's language.
      const channels = await section('sales-by-channel').locator('.hbar-label').allTextContents();
      expect(channels.sort()).toEqual([T('channels.1'), T('channels.3')].sort());
      // Product types and cities by their seeded English names, said in the user's language.
      expect(await section('sales-by-product-type').locator('.hbar-label').allTextContents()).toEqual([T('common:referenceNames.productTypes.Tour'), T('reports.noProductType')]);
      expect(await section('sales-by-city').locator('.hbar-label').allTextContents()).toEqual([T('common:referenceNames.cities.Eilat'), T('reports.noCity')]);
      if (lang !== 'en-US') {
        const text = await page.locator('.reports').innerText();
        for (const english of ['Direct', 'Cashier', 'Cash', 'CreditCard', 'Tour', 'Eilat']) expect(text).not.toMatch(new RegExp(`\\b${english}\\b`));
      }
      // The refund: minus in front of the whole amount, isolated left to right.
      await expect.poll(() => section('payments-by-method').locator('.hbar-value').first().textContent()).toBe(`${LRI}-₪ 24.00${PDI}`);
      if (lang === 'he-IL') {
        // Laid out left to right inside the Hebrew page: the minus is the leftmost glyph.
        const box = await section('payments-by-method').locator('.hbar-value').first().evaluate((e) => {
          const range = document.createRange();
          const text = e.firstChild as Text;
          const at = (i: number) => {
            range.setStart(text, i);
            range.setEnd(text, i + 1);
            return range.getBoundingClientRect().left;
          };
          const s = text.data;
          return { minus: at(s.indexOf('-')), shekel: at(s.indexOf('₪')), two: at(s.indexOf('2')) };
        });
        expect(box.minus).toBeLessThan(box.shekel);
        expect(box.shekel).toBeLessThan(box.two);
      }
      await shot(page, `reports-${lang}`);
      await section('payments-by-method').screenshot({ path: join(SHOTS, `payments-${lang}.png`) });

      // Downloads in the user's language: CSV (BOM), Excel read back, PDF read back.
      const csv = await download(page, '[data-export="sales-by-channel.csv"]');
      expect(csv.name).toMatch(/^sales-by-channel-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
      const csvText = csv.body.toString('utf8');
      expect(csvText.startsWith('\uFEFF')).toBe(true);
      expect(csvText).toContain(`${T('channels.3')},NIS,1,2,236.00,0.00,236.00`);
      expect(csvText).toContain(`${T('channels.1')},NIS,1,3,30.00,0.00,30.00`);
      const tickets = await download(page, '[data-export="tickets-by-product.csv"]');
      expect(tickets.body.toString('utf8')).toContain('Jeep,Adult,2,2');
      // Sales by product type and by city download too, the seeded names said as on the page.
      const types = (await download(page, '[data-export="sales-by-product-type.csv"]')).body.toString('utf8');
      expect(types).toContain(`\r\n${T('common:referenceNames.productTypes.Tour')},NIS,1,2,236.00\r\n${T('reports.noProductType')},NIS,1,3,30.00\r\n`);
      const cityBook = new ExcelJS.Workbook();
      await cityBook.xlsx.load((await download(page, '[data-export="sales-by-city.xlsx"]')).body as unknown as ArrayBuffer);
      expect(cityBook.worksheets[0]!.getSheetValues().slice(2).map((r) => (r as unknown[]).slice(1))).toEqual([
        [T('common:referenceNames.cities.Eilat'), 'NIS', 1, 2, 236],
        [T('reports.noCity'), 'NIS', 1, 3, 30],
      ]);
      const xlsx = await download(page, '[data-export="sales-by-product.xlsx"]');
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(xlsx.body as unknown as ArrayBuffer);
      const rows = book.worksheets[0]!.getSheetValues().slice(2).map((r) => (r as unknown[]).slice(1));
      expect(rows).toEqual([
        ['Jeep', 'NIS', 1, 2, 236],
        ['קיאקים', 'NIS', 1, 3, 30],
      ]);
      expect(book.worksheets[0]!.views[0]?.rightToLeft).toBe(lang === 'he-IL');
      const pdf = await download(page, '[data-export="sales-by-product.pdf"]');
      const pdfPath = join(SHOTS, `sales-by-product-${lang}.pdf`);
      execFileSync('tee', [pdfPath], { input: pdf.body });
      const pdfText = execFileSync('pdftotext', ['-layout', pdfPath, '-']).toString();
      expect(pdfText).toContain('236.00');
      expect(pdfText).toContain(provider.name);

      // A long range read by month: one bar a month, not one a day.
      const fromField = page.getByLabel(T('orders.activityFrom'));
      const toField = page.getByLabel(T('orders.activityTo'));
      await fromField.fill(`01/01/${today.slice(0, 4)}`);
      await toField.fill(`31/12/${today.slice(0, 4)}`);
      await page.getByLabel(T('reports.groupBy')).selectOption('auto');
      await page.getByRole('button', { name: T('reports.show') }).click();
      await section('sales-by-period').getByRole('heading', { name: T('reports.salesByPeriod.month') }).waitFor();
      expect(await section('sales-by-period').locator('rect[data-bar]').count()).toBe(12);
      await page.getByLabel(T('reports.groupBy')).selectOption('week');
      await page.getByRole('button', { name: T('reports.show') }).click();
      await section('sales-by-period').getByRole('heading', { name: T('reports.salesByPeriod.week') }).waitFor();
      expect(await section('sales-by-period').locator('rect[data-bar]').count()).toBeGreaterThanOrEqual(52);
      await page.getByLabel(T('reports.groupBy')).selectOption('month');
      await page.getByRole('button', { name: T('reports.show') }).click();
      await section('sales-by-period').getByRole('heading', { name: T('reports.salesByPeriod.month') }).waitFor();
      await section('sales-by-period').locator('summary').click();
      await shot(page, `reports-year-${lang}`);

      expect(await missingTranslationKeys(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
