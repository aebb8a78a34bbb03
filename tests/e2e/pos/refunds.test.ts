import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { and, eq } from 'drizzle-orm';
import { VirtualPrinter } from '@pos/printers';
import { Permission } from '@pos/shared/permissions';
import { DEMO } from '../../../sync-server/src/demo/demo-data';
import { documents, profiles, users } from '../../../sync-server/src/db/schema';
import { cashPayment } from '../../../sync-server/src/domains/documents/documents.fixtures';
import { collectPageErrors, launchBrowser, missingTranslationKeys, newContext, screenshot } from '../lib/browser';
import { texts } from '../lib/texts';
import { cashierWorld, signInAndOpenShift } from '../lib/pos-world';

/** Screenshots looked at by the engineer (1280x800 and 1024x768), beside the suite's own. */
const SHOTS = process.env.H3_SHOTS_DIR ?? '/tmp/shots/h3';

/**
 * Issue 15 "Done when" at the window: a cashier sells, refunds one line (R-RCPT-5; the card or the
 * drawer gives the money back, never more than the receipt: R-RCPT-6; once only: R-RCPT-7),
 * reprints the receipt (a numbered copy) and prints an X report on the reports printer; the refund
 * receipt is read back from the virtual printer in Hebrew; in he-IL and en-US, screenshots at
 * 1280x800 and 1024x768. Online, a sale paid in the office is found by its receipt number at the
 * shift-sales panel and refunded whole there through the server.
 */
describe('refunds at the window', async () => {
  const world = await cashierWorld();
  // R-PERM-17: the demo cashier is given CanCancelExistingReceipt (38) in the back office.
  const [cashier] = await world.db.select().from(users).where(eq(users.username, DEMO.cashier.username));
  const [profile] = await world.db.select().from(profiles).where(eq(profiles.id, cashier!.profileId!));
  await world.db.update(profiles).set({ permissions: [...new Set([...profile!.permissions, Permission.CanCancelExistingReceipt])] }).where(eq(profiles.id, profile!.id));
  let browser: Browser;
  const printers: VirtualPrinter[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
    mkdirSync(SHOTS, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
    await Promise.all(printers.map((p) => p.stop()));
  });

  async function printer(): Promise<VirtualPrinter> {
    const p = new VirtualPrinter();
    printers.push(p);
    await p.start(0);
    return p;
  }

  for (const lang of ['he-IL', 'en-US'] as const) {
    it(`sells, refunds one line, reprints a copy and prints the X report in ${lang}`, { timeout: 300_000 }, async () => {
      const T = texts(lang, 'pos');
      await world.setCashierLanguage(lang);
      const pairing = await world.newPairing(`Refunds ${lang}`);
      const host = await world.stationHost();
      const receipts = await printer();
      const reports = await printer();
      host.station.handlers['settings-save']({
        language: lang,
        printers: [
          { role: 'receipt', kind: 'virtual', address: `127.0.0.1:${receipts.port}`, paper: '80mm' },
          { role: 'report', kind: 'virtual', address: `127.0.0.1:${reports.port}`, paper: '80mm' },
        ],
      });
      // An unpaired station takes its settings from whoever sets it up; then it pairs and syncs.
      await host.station.handlers.pair({ serverUrl: world.serverUrl, code: pairing.code, cashierIdentifier: pairing.cashierIdentifier });
      await host.station.ctx.sync.syncNow();
      const context = await newContext(browser, host.url, lang);
      const page = await context.newPage();
      const errors = collectPageErrors(page);
      const screen = (name: string) => page.locator(`main[data-screen=${name}]`).waitFor();
      const shot = async (name: string) => {
        await screenshot(page, 'pos', `refund-${name}-${lang}`);
        for (const [width, height] of [
          [1280, 800],
          [1024, 768],
        ] as const) {
          await page.setViewportSize({ width, height });
          await page.locator('.toast').evaluateAll((toasts) => toasts.forEach((t) => (t as HTMLElement).click()));
          await page.screenshot({ path: join(SHOTS, `${name}-${lang}-${width}x${height}.png`), animations: 'disabled' });
        }
        await page.setViewportSize({ width: 1280, height: 800 });
      };
      const jobText = (p: VirtualPrinter, needle: string) => p.jobs.map((j) => j.lines.join('\n')).find((t) => t.includes(needle));

      await signInAndOpenShift(page, '500');

      // Sell two adults and a child (320.00), all in cash.
      await page.keyboard.press('F2');
      await page.locator('[name=search]').fill('Old City');
      await page.locator('[data-product="Old City Walking Tour"]').click();
      await page.locator('[data-testid=slots] .choice:not([disabled])').first().click();
      const adult = page.locator('[data-customer-type=Adult]');
      const child = page.locator('[data-customer-type=Child]');
      await adult.locator('[data-testid=type-more]').click();
      await adult.locator('[data-testid=type-more]').click();
      await child.locator('[data-testid=type-more]').click();
      await expect.poll(() => page.locator('[data-testid=cart-total]').innerText()).toContain('320.00');
      await page.keyboard.press('F4');
      await screen('pay');
      await page.locator('[name=tendered]').fill('320');
      await page.keyboard.press('Enter');
      await page.locator('[data-testid=complete-sale]').waitFor();
      await page.keyboard.press('Enter');
      await screen('receipt');
      const receiptNumber = await page.locator('[data-receipt-number]').getAttribute('data-receipt-number');
      expect(Number(receiptNumber)).toBeGreaterThan(0);
      await page.keyboard.press('Enter');
      await screen('sell');

      // The shift's receipts (F9, F3): found by its number.
      await page.keyboard.press('F9');
      await screen('shift');
      await page.keyboard.press('F3');
      await screen('sales');
      await page.locator('[name=receipt-search]').fill(receiptNumber!);
      await page.keyboard.press('Enter');
      await expect.poll(() => page.locator(`tr[data-receipt-number="${receiptNumber}"]`).getAttribute('aria-selected')).toBe('true');
      await shot('01-shift-receipts');

      // Refund one line: the child (F4 opens the refund; + on the child's line; Enter gives the money back).
      await page.keyboard.press('F4');
      await page.locator('[data-testid=refund-panel]').waitFor();
      const childLine = page.locator('[data-testid=refund-lines] tr', { hasText: lang === 'he-IL' ? 'ילד' : 'Child' });
      const lineNo = await childLine.getAttribute('data-line-no');
      await page.locator(`[data-testid=refund-more-${lineNo}]`).click();
      await page.locator('[name=refund-reason]').fill(lang === 'he-IL' ? 'הילד חולה' : 'The child is ill');
      await expect.poll(() => page.locator('[data-testid=refund-summary]').innerText()).toContain('80.00');
      await shot('02-refund-line');
      await page.keyboard.press('Enter');
      await page.locator('[data-testid=refund-done]').waitFor();
      await expect.poll(() => page.locator('[data-testid=refund-cash]').innerText()).toContain('80.00');
      const refundNumber = await page.locator('[data-testid=refund-done]').getAttribute('data-refund-number');
      await shot('03-refund-done');

      // The refund receipt prints at once (the drawer opens for the cash): decoded from the printer's bytes.
      await expect.poll(() => jobText(receipts, refundNumber!) !== undefined && jobText(receipts, lang === 'he-IL' ? 'קבלת זיכוי' : 'Credit receipt'), { timeout: 10_000 }).toBeTruthy();
      const refundText = jobText(receipts, lang === 'he-IL' ? 'קבלת זיכוי' : 'Credit receipt')!;
      expect(refundText).toContain(refundNumber!);
      expect(refundText).toContain('80.00');
      expect(refundText).toContain(receiptNumber!);
      if (lang === 'he-IL') {
        expect(refundText).toContain('קבלת זיכוי (החזר)');
        expect(refundText).toContain('עבור מסמך');
        expect(refundText).toContain('סה"כ הוחזר');
        expect(refundText).toContain('הוחזר באמצעות');
        expect(refundText).toContain('הילד חולה');
        expect(refundText).toContain('מקור');
      }
      const refundJob = receipts.jobs.find((j) => j.lines.join('\n') === refundText)!;
      expect(refundJob.drawerKicks).toBe(1);

      // Back to the list: the row shows the refund; R-RCPT-7: no second refund is offered.
      await page.keyboard.press('Enter');
      await page.locator('[data-testid=sales-screen]').waitFor();
      const row = page.locator(`tr[data-receipt-number="${receiptNumber}"]`);
      await expect.poll(() => row.locator('[data-refund-number]').getAttribute('data-refund-number')).toBe(refundNumber);
      expect(await row.locator('[data-testid=refund]').count()).toBe(0);

      // Reprint (F6): a copy, numbered.
      await row.click();
      const printedBefore = receipts.jobs.length;
      await page.keyboard.press('F6');
      await expect.poll(() => receipts.jobs.length, { timeout: 10_000 }).toBeGreaterThan(printedBefore);
      const copy = receipts.jobs.at(-1)!.lines.join('\n');
      expect(copy).toContain(lang === 'he-IL' ? 'העתק' : 'Copy');
      expect(copy).toContain('320.00');
      await shot('04-reprinted');

      // The X report counts the refund and prints on the reports printer (F5 on the shift screen).
      await page.keyboard.press('Escape');
      await screen('shift');
      await page.keyboard.press('F6');
      await expect.poll(() => page.locator('[data-testid=report-refunds]').innerText()).toContain('80.00');
      await page.keyboard.press('F5');
      await expect.poll(() => jobText(reports, lang === 'he-IL' ? 'דוח משמרת X' : 'Shift report X'), { timeout: 10_000 }).toBeTruthy();
      const report = jobText(reports, lang === 'he-IL' ? 'דוח משמרת X' : 'Shift report X')!;
      expect(report).toContain(lang === 'he-IL' ? 'החזרים (1)' : 'Refunds (1)');
      expect(report).toContain('80.00');
      await shot('05-x-report');

      // Issue 15, online: a sale paid in the office is found here by its receipt number and refunded
      // whole by the server's refund path, numbered from this window's block, printed here.
      const officeOrder = await world.reservedOrder({ firstName: 'Office', lastName: lang === 'he-IL' ? 'כהן' : 'Cohen' });
      const officeReceipt = await world.adminCall<{ number: number }>('POST', '/api/create-cash-receipt', { orderId: officeOrder.id, amount: officeOrder.totalToPay, payment: cashPayment(officeOrder.totalToPay) });
      await page.keyboard.press('F3');
      await screen('sales');
      await page.locator('[name=receipt-search]').fill(String(officeReceipt.number));
      await page.keyboard.press('Enter');
      await page.locator('[data-testid=refund-online]').waitFor();
      expect(await page.locator('[data-testid=refund-online]').innerText()).toBe(T('refund.foundOnline'));
      await page.keyboard.press('F3');
      await shot('06-refund-online');
      await page.keyboard.press('Enter');
      await page.locator('[data-testid=refund-done]').waitFor();
      const onlineRefund = await page.locator('[data-testid=refund-done]').getAttribute('data-refund-number');
      await expect.poll(() => jobText(receipts, String(officeReceipt.number)) !== undefined && receipts.jobs.some((j) => j.lines.join('\n').includes(onlineRefund!)), { timeout: 10_000 }).toBe(true);
      const [officeDoc] = await world.db.select().from(documents).where(and(eq(documents.providerId, world.providerId), eq(documents.docType, 'refund'), eq(documents.number, Number(onlineRefund))));
      expect(officeDoc).toMatchObject({ total: officeOrder.totalToPay, status: 'issued' });
      await shot('07-refund-online-done');
      await page.keyboard.press('Enter');

      // The refund reaches the server with the next sync.
      await host.station.ctx.sync.syncNow();
      await expect.poll(() => host.station.handlers.status({}).pending, { timeout: 10_000 }).toBe(0);

      expect(await missingTranslationKeys(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

