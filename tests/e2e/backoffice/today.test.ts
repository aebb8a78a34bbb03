import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { addDays, instantToLocal, localToInstant } from '@pos/shared/calendar/index';
import { Permission } from '@pos/shared/permissions';
import { Channel } from '@pos/shared/reference';
import { PaymentMethod } from '@pos/shared/sync/protocol';
import { createProvider, createUser } from '../../../sync-server/src/test/test-app';
import { ticketScans } from '../../../sync-server/src/db/schema';
import { todayOrder, todayProduct, todayReceipt, todaySlot } from '../../../sync-server/src/domains/dashboard/today.fixtures';
import { addSessionCookie, collectPageErrors, missingTranslationKeys, newContext, useBrowser } from '../lib/browser';
import { startBackoffice } from '../lib/backoffice-server';
import { shotAtSizes } from '../lib/shots';
import { texts } from '../lib/texts';

const SHOTS = process.env.SHOTS_DIR ?? join(tmpdir(), 'shots-today');
const ZONE = 'Asia/Jerusalem';

const shot = (page: Page, name: string) => shotAtSizes(page, SHOTS, name);

/**
 * Issue 18 in Chromium against the real server: home is Today, the provider's day in aligned cards
 * with the figures the server computed from real rows (sales by method and channel against last
 * week, arrivals, the next slot, orders on request, conflicts, a station and its unsynced count),
 * money left to right in Hebrew, every text translated.
 */
describe('back office home: Today', async () => {
  const server = await startBackoffice();
  const browser = useBrowser();

  /** A provider with a day of sales, arrivals, a slot still to come, an order on request, a conflict and a station that reported 4 operations waiting. */
  async function dayOf(lang: string) {
    const provider = await createProvider(server.db, { name: `Desert Jeeps ${lang}`, timezone: ZONE });
    const user = await createUser(server.db, provider.id, { values: { language: lang, firstName: 'Noa' } });
    const now = new Date();
    const today = instantToLocal(now, ZONE).date;
    const earlier = new Date(Math.max(localToInstant(today, '00:00:00', ZONE).getTime(), now.getTime() - 60_000));
    const weekAgo = localToInstant(addDays(today, -7), instantToLocal(earlier, ZONE).time, ZONE);
    const jeep = await todayProduct(server.db, provider.id, "סיור ג'יפים");
    const slotId = await todaySlot(server.db, provider.id, jeep.productId, { date: today, start: '23:59:00', end: '23:59:59', limit: 10, sold: 3 });
    const cashier = await todayOrder(server.db, provider.id, { createdAt: earlier, total: 13_000, channelId: Channel.Cashier, lines: [{ product: jeep, date: today, quantity: 2, slotId }] });
    await todayOrder(server.db, provider.id, { createdAt: earlier, total: 5000, channelId: Channel.Direct, lines: [{ product: jeep, date: today, quantity: 3 }] });
    await todayReceipt(server.db, provider.id, { issuedAt: earlier, payments: [{ method: PaymentMethod.Cash, amount: 3000 }, { method: PaymentMethod.CreditCard, amount: 10_000 }] });
    await todayReceipt(server.db, provider.id, { issuedAt: earlier, payments: [{ method: PaymentMethod.CreditCard, amount: 5000 }] });
    await todayOrder(server.db, provider.id, { createdAt: weekAgo, total: 8000, channelId: Channel.Cashier });
    await todayReceipt(server.db, provider.id, { issuedAt: weekAgo, payments: [{ method: PaymentMethod.Cash, amount: 8000 }] });
    const waiting = await todayOrder(server.db, provider.id, { createdAt: earlier, total: 7000, status: 'RQ', leadCustomer: { firstName: 'דנה', lastName: 'לוי' } });
    await todayOrder(server.db, provider.id, { createdAt: new Date(now.getTime() - 3 * 86_400_000), total: 100, conflictFlags: ['slot-over-limit'] });
    await server.db.insert(ticketScans).values({ providerId: provider.id, orderId: cashier.id, ticketCode: `${cashier.uuid}.1`, scannedAt: earlier, scanUuid: randomUUID() });
    // A station made in the office and paired, which says 4 operations wait in its outbox as it pulls.
    const created = await server.app.inject({ method: 'POST', url: '/api/cashier-stations', headers: { cookie: user.cookie }, payload: { name: 'קופה 1', cashierIdentifier: 'C1' } });
    const paired = await server.app.inject({ method: 'POST', url: '/sync/pair', payload: { code: created.json().data.pairingCode, deviceId: randomUUID(), cashierIdentifier: 'C1' } });
    const { token, stationId } = paired.json().data as { token: string; stationId: number };
    const pulled = await server.app.inject({ method: 'POST', url: '/sync/pull', headers: { authorization: `Bearer ${token}` }, payload: { checkpoints: {}, limit: 1, outboxSize: 4 } });
    expect(pulled.statusCode).toBe(200);
    return { provider, user, slotId, waiting, stationId };
  }

  it('shows the day in he-IL: sales against last week, arrivals, the next slot, waiting orders, conflicts and the station', { timeout: 180_000 }, async () => {
    const T = texts('he-IL');
    const { user, slotId, waiting, stationId } = await dayOf('he-IL');
    const context = await newContext(browser(), server.baseURL, 'he-IL');
    await addSessionCookie(context, server.baseURL, user.cookie);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto('/');
    const card = (name: string) => page.locator(`[data-card="${name}"]`);
    await card('sales').waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await page.locator('.topbar h1').innerText()).toBe(T('titles.home'));

    // Sales: 130 + 50 today against 80 by the same time a week ago.
    const total = card('sales').getByTestId('sales-total');
    expect(await total.innerText()).toBe('₪ 180.00');
    expect(await total.getAttribute('dir')).toBe('ltr');
    expect(await card('sales').locator('[data-change]').getAttribute('data-change')).toBe('125');
    expect(await card('sales').locator('[data-change]').innerText()).toContain('+125%');
    const rows = async (caption: string) =>
      card('sales')
        .locator('table', { has: page.locator('caption', { hasText: caption }) })
        .locator('tbody tr')
        .evaluateAll((trs) => trs.map((tr) => [...tr.children].map((c) => (c as HTMLElement).innerText.replace(/[\u2066-\u2069]/g, '').trim())));
    expect(await rows(T('home.today.byMethod'))).toEqual([
      [T('reports.method.1'), '₪ 30.00', '₪ 80.00'],
      [T('reports.method.4'), '₪ 150.00', '₪ 0.00'],
    ]);
    expect(await rows(T('home.today.byChannel'))).toEqual([
      [T('channels.1'), '₪ 50.00', '₪ 0.00'],
      [T('channels.3'), '₪ 130.00', '₪ 80.00'],
    ]);
    // Money reads left to right inside the Hebrew page: the shekel sign is left of the digits.
    const glyphs = await total.evaluate((e) => {
      const text = e.firstChild as Text;
      const range = document.createRange();
      const at = (i: number) => {
        range.setStart(text, i);
        range.setEnd(text, i + 1);
        return range.getBoundingClientRect().left;
      };
      return { shekel: at(text.data.indexOf('₪')), one: at(text.data.indexOf('1')) };
    });
    expect(glyphs.shekel).toBeLessThan(glyphs.one);

    // Arrivals: 5 people on today's tickets, one scanned at the gate.
    expect(await card('arrivals').getByTestId('arrivals').innerText()).toBe(T('home.today.arrivalsOf', { checkedIn: 1, expected: 5 }));
    // The 23:59 slot still to come: 3 sold, 7 left.
    const slot = card('slots').locator(`[data-slot="${slotId}"] td`);
    expect((await slot.allInnerTexts()).map((s) => s.replace(/[\u2066-\u2069]/g, ''))).toEqual(['23:59–23:59', "סיור ג'יפים", '3', '7']);
    // Waiting on request, linking to the orders list filtered, and to the order itself.
    expect(await card('on-request').getByTestId('on-request').innerText()).toBe('1');
    expect(await card('on-request').getByRole('link', { name: T('home.today.order', { number: waiting.orderNumber }) }).getAttribute('href')).toBe(`/order/${waiting.id}`);
    expect(await card('on-request').getByText('דנה לוי').count()).toBe(1);
    // The conflict, linking to the sync page.
    expect(await card('conflicts').getByTestId('conflicts').innerText()).toBe(T('conflicts.count', { n: 1 }));
    expect(await card('conflicts').getByRole('link', { name: T('conflicts.open') }).getAttribute('href')).toBe('/sync-conflicts');
    // The station: online, with the 4 operations it reported.
    const station = card('stations').locator(`[data-station="${stationId}"]`);
    expect(await station.getAttribute('data-online')).toBe('true');
    expect(await station.innerText()).toContain(T('home.today.online'));
    expect(await station.innerText()).toContain(T('home.today.unsynced', { n: 4 }));
    // Every text Hebrew: no English channel or method names, no menu shortcuts repeated.
    const text = await page.locator('.home').innerText();
    for (const english of ['Direct', 'Cashier', 'Cash', 'Credit', 'Online', 'Today']) expect(text).not.toMatch(new RegExp(`\\b${english}\\b`));
    expect(await page.locator('.home-shortcuts').count()).toBe(0);
    // Aligned: the cards of a row start at the same height.
    const tops = await page.locator('[data-card]').evaluateAll((cards) => cards.map((c) => Math.round(c.getBoundingClientRect().top)));
    expect(tops[0]).toBe(tops[1]); // sales and arrivals
    expect(tops[2]).toBe(tops[3]); // on request and slots
    expect(tops[4]).toBe(tops[5]); // stations and conflicts
    await shot(page, 'today-he-IL');

    await card('on-request').getByRole('link', { name: T('home.today.openOnRequest') }).click();
    await page.waitForURL(/\/orders\?status=RQ$/);
    expect(await missingTranslationKeys(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  for (const lang of ['en-US', 'ru-RU'] as const) {
    it(`shows the same day in ${lang}`, { timeout: 120_000 }, async () => {
      const T = texts(lang);
      const { user } = await dayOf(lang);
      const context = await newContext(browser(), server.baseURL, lang);
      await addSessionCookie(context, server.baseURL, user.cookie);
      const page = await context.newPage();
      const errors = collectPageErrors(page);
      await page.goto('/');
      await page.locator('[data-card="stations"]').waitFor();
      expect(await page.getByTestId('sales-total').innerText()).toBe('₪ 180.00');
      expect(await page.getByTestId('arrivals').innerText()).toBe(T('home.today.arrivalsOf', { checkedIn: 1, expected: 5 }));
      expect(await page.locator('[data-card="sales"]').innerText()).toContain(T('channels.3'));
      await shot(page, `today-${lang}`);
      expect(await missingTranslationKeys(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('a quiet day in he-IL: zeros and plain words, no station', { timeout: 120_000 }, async () => {
    const T = texts('he-IL');
    const provider = await createProvider(server.db, { name: 'Quiet Tours', timezone: ZONE });
    const user = await createUser(server.db, provider.id, { values: { language: 'he-IL' } });
    const context = await newContext(browser(), server.baseURL, 'he-IL');
    await addSessionCookie(context, server.baseURL, user.cookie);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto('/');
    await page.locator('[data-card="stations"]').waitFor();
    expect(await page.getByTestId('sales-total').innerText()).toBe('₪ 0.00');
    expect(await page.locator('[data-card="sales"] [data-change]').count()).toBe(0);
    for (const [card, text] of [
      ['sales', 'home.today.noSales'],
      ['arrivals', 'home.today.noArrivals'],
      ['slots', 'home.today.noSlots'],
      ['on-request', 'home.today.noOnRequest'],
      ['conflicts', 'home.today.noConflicts'],
      ['stations', 'home.today.noStations'],
    ] as const) {
      expect(await page.locator(`[data-card="${card}"]`).innerText(), card).toContain(T(text));
    }
    await shot(page, 'today-quiet-he-IL');
    expect(await missingTranslationKeys(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('without ReportsView home keeps the shortcuts, in one aligned grid, and asks for no figures', { timeout: 120_000 }, async () => {
    const provider = await createProvider(server.db, { timezone: ZONE });
    const clerk = await createUser(server.db, provider.id, { permissions: [Permission.ViewOrders, Permission.ProductsViewSearch, Permission.CalendarViewFilter], values: { language: 'he-IL' } });
    const context = await newContext(browser(), server.baseURL, 'he-IL');
    await addSessionCookie(context, server.baseURL, clerk.cookie);
    const page = await context.newPage();
    const asked: string[] = [];
    page.on('request', (r) => asked.push(new URL(r.url()).pathname));
    await page.goto('/');
    await page.locator('.home-shortcuts .shortcut').first().waitFor();
    expect(asked).not.toContain('/api/dashboard/today');
    const tops = await page.locator('.home-shortcuts .shortcut').evaluateAll((tiles) => tiles.map((t) => Math.round(t.getBoundingClientRect().top)));
    expect(tops.length).toBeGreaterThan(1);
    expect(new Set(tops.slice(0, 2)).size).toBe(1);
    await shot(page, 'home-shortcuts-he-IL');
    await context.close();
  });
});
