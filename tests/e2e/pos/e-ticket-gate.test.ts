import { describe, expect, it } from 'vitest';
import { backofficeBuild } from '../lib/builds';
import { collectPageErrors, missingTranslationKeys, newContext, screenshot, useBrowser } from '../lib/browser';
import { cashierWorld, signInAndOpenShift } from '../lib/pos-world';
import { readQr } from '../lib/qr';
import { texts } from '../lib/texts';

/**
 * Issue 21, done when: an order's e-ticket link is opened logged out on a phone-sized page, its QR
 * is read from the screenshot (by the gate camera's decoder), and the POS gate screen admits that
 * code once the station has the order; the second scan of it says "already".
 */
describe("the customer's e-ticket scanned at the window's gate", async () => {
  // Read by the web-app plugin when the app is built (in cashierWorld): it serves the e-ticket page.
  process.env.BACKOFFICE_DIST = await backofficeBuild();
  const world = await cashierWorld();
  const browser = useBrowser();

  it('reads the QR of the phone page and admits it at the gate, once', { timeout: 240_000 }, async () => {
    const order = await world.reservedOrder({ firstName: 'Dana', lastName: 'Levi' });
    const { link } = await world.adminCall<{ link: string }>('GET', `/api/order/getlink?id=${order.id}`);
    const { tickets } = await world.adminCall<{ tickets: { code: string }[] }>('GET', `/api/ticket/get?id=${order.id}`);

    // The customer's phone, no session.
    const phone = await browser().newContext({ baseURL: world.serverUrl, locale: 'he-IL', viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true, timezoneId: 'Asia/Jerusalem' });
    phone.setDefaultTimeout(30_000);
    const ticketPage = await phone.newPage();
    await ticketPage.goto(link);
    const qr = ticketPage.locator('img[data-ticket-code]').first();
    await qr.waitFor();
    await qr.evaluate((img: HTMLImageElement) => img.decode());
    await screenshot(ticketPage, 'pos', 'e-ticket-phone-he-IL');
    const code = await readQr(ticketPage, await qr.screenshot({ animations: 'disabled' }));
    expect(code).toBe(tickets[0]!.code);
    await phone.close();

    // The window: a paired station that has pulled the order, the gate screen.
    await world.setCashierLanguage('he-IL');
    const T = texts('he-IL', 'pos');
    const host = await world.stationHost();
    await host.station.handlers.pair({ serverUrl: world.serverUrl, ...(await world.newPairing('Gate window')) });
    await host.station.ctx.sync.syncNow();
    const context = await newContext(browser(), host.url, 'he-IL');
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await signInAndOpenShift(page, '100');
    await page.keyboard.press('F12');
    await page.locator('main[data-screen=gate]').waitFor();
    const result = page.locator('[data-testid=gate-result]');
    await page.locator('[name=gateCode]').fill(code);
    await page.keyboard.press('Enter');
    await expect.poll(() => result.getAttribute('data-result')).toBe('admitted');
    // Two adults on the order: the ticket lets in one of them (a ticket per person) or both (one for the line).
    expect([T('gate.admitted', { scanned: 1, total: 2 }), T('gate.admitted', { scanned: 2, total: 2 })]).toContain(await result.locator('.gate-headline').innerText());
    await screenshot(page, 'pos', 'e-ticket-gate-admitted-he-IL');
    await page.locator('[name=gateCode]').fill(code);
    await page.keyboard.press('Enter');
    await expect.poll(() => result.getAttribute('data-result')).toBe('already');
    expect(errors).toEqual([]);
    expect(await missingTranslationKeys(page)).toEqual([]);
    await context.close();
  });
});
