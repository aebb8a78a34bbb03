import { describe, expect, it } from 'vitest';
import { VirtualPrinter } from '@pos/printers';
import { collectPageErrors, missingTranslationKeys, screenshotBothSizes, useBrowser } from '../lib/browser';
import { cashierWorld, signInAndOpenShift } from '../lib/pos-world';
import { configureStation } from '../../../electron/station/settings/settings-handlers';

/** hh:mm of an instant in a zone. */
const hhmm = (at: Date, timeZone: string) => new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);

/**
 * Issue 16, in he-IL with the browser's clock in Los Angeles and the provider in Jerusalem: the POS
 * shows the provider's time (status-bar clock, the shift's opening, the X report, the print queue);
 * jobs made before any printer was set up wait on the print-queue screen (Ctrl+J, listed in the
 * help), one is cancelled by Delete, and the other prints on its own once a printer is added.
 */
describe('the print queue and the provider\'s clock at the till', async () => {
  const world = await cashierWorld();
  const browser = useBrowser();

  it('he-IL, browser in America/Los_Angeles: times in Asia/Jerusalem; waiting jobs listed, cancelled, then printed when a printer appears', { timeout: 300_000 }, async () => {
    await world.setCashierLanguage('he-IL');
    const host = await world.stationHost();
    await host.station.handlers.pair({ serverUrl: world.serverUrl, ...(await world.newPairing('Print queue')) });
    await host.station.ctx.sync.syncNow();
    const context = await browser().newContext({ baseURL: host.url, locale: 'he-IL', viewport: { width: 1280, height: 800 }, timezoneId: 'America/Los_Angeles' });
    context.setDefaultTimeout(10_000);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('America/Los_Angeles');

    await signInAndOpenShift(page, '500');
    const openedAt = new Date(host.station.handlers.status({}).shift!.openedAt);
    const jerusalem = hhmm(openedAt, 'Asia/Jerusalem');
    expect(jerusalem).not.toBe(hhmm(openedAt, 'America/Los_Angeles'));
    // The clock and the shift's opening in the status bar are Jerusalem's.
    const clock = await page.locator('[data-testid=clock]').innerText();
    expect([hhmm(new Date(), 'Asia/Jerusalem'), hhmm(new Date(Date.now() - 60_000), 'Asia/Jerusalem')]).toContain(clock.trim());
    expect(await page.locator('[data-shift=open]').innerText()).toContain(jerusalem);
    await page.keyboard.press('F9');
    await page.locator('[data-testid=shift-open]').waitFor();
    expect(await page.locator('[data-testid=report-X]').innerText()).toContain(jerusalem);

    // Two X reports asked for with no printer at all: both wait for a report printer.
    const first = await host.station.handlers['shift-report-print']({ kind: 'X' });
    const second = await host.station.handlers['shift-report-print']({ kind: 'X' });
    expect([first.problem, second.problem]).toEqual(['no-printer', 'no-printer']);

    // The key is listed once in the help.
    await page.keyboard.press('F1');
    const help = await page.locator('[data-testid=help]').innerText();
    expect(help.split('Ctrl+J')).toHaveLength(2);
    expect(help).toContain('תור הדפסה');

    await page.keyboard.press('Control+j');
    const queue = page.locator('[data-testid=print-queue]');
    await queue.waitFor();
    const rows = queue.locator('tr[data-print-job]');
    await expect.poll(() => rows.count()).toBe(2);
    const text = await queue.innerText();
    expect(text).toContain('ממתין למדפסת דוחות');
    expect(text).toContain('דוח משמרת');
    expect(text).toContain(jerusalem);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await screenshotBothSizes(page, 'pos-print-queue', 'waiting-he-IL');

    // The newest (selected first) is cancelled by Delete; the other stays.
    await expect.poll(() => queue.locator('tr[aria-selected=true]').getAttribute('data-print-job')).toBe(String(second.printJobId));
    await page.keyboard.press('Delete');
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().getAttribute('data-print-job')).toBe(String(first.printJobId));

    // A printer appears (set up as the settings screen does): the waiting report prints by itself and leaves the list.
    const printer = new VirtualPrinter();
    await printer.start(0);
    try {
      configureStation(host.station.ctx, { printers: [{ role: 'report', kind: 'virtual', address: `127.0.0.1:${printer.port}` }] });
      await printer.waitForJobs(1, 10_000);
      await expect.poll(() => rows.count()).toBe(0);
      await queue.getByText('הכול הודפס.').waitFor();
      await page.waitForTimeout(300);
      expect(printer.jobs).toHaveLength(1);
      expect(printer.jobs[0]!.lines.join('\n')).toContain('500.00');
      await screenshotBothSizes(page, 'pos-print-queue', 'empty-he-IL');
    } finally {
      await printer.stop();
    }
    expect(await missingTranslationKeys(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
