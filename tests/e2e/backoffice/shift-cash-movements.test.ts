import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Permission } from '@pos/shared/permissions';
import { createProvider, createUser } from '../../../sync-server/src/test/test-app';
import { shiftCashMovements, shifts } from '../../../sync-server/src/db/schema';
import { createStation } from '../../../sync-server/src/domains/stations/stations';
import { addSessionCookie, collectPageErrors, missingTranslationKeys, screenshotBothSizes, useBrowser } from '../lib/browser';
import { startBackoffice } from '../lib/backoffice-server';

/**
 * Issue 16: the office reads a station shift's cash in and out (reason, amount, cashier, time in the
 * provider's zone) on Reports → Station shifts, in he-IL, en-US and ru-RU, with the browser's clock
 * in another zone (Los Angeles) than the provider's (Jerusalem).
 */
describe("the office's view of the stations' cash in and out", async () => {
  const server = await startBackoffice();
  const { db } = server;
  const provider = await createProvider(db, { name: 'Dead Sea Rides', timezone: 'Asia/Jerusalem' });
  const cashier = await createUser(db, provider.id, { values: { firstName: 'Dana', lastName: 'Levi' } });
  const { station } = await createStation(db, provider.id, { name: 'Window 1', cashierIdentifier: 'W1', receiptBlockSize: 10 });
  const shiftUuid = randomUUID();
  // Opened at 08:00 Jerusalem (06:00 UTC); a top-up at 10:00 and a safe drop at 12:15 Jerusalem.
  const day = new Date().toISOString().slice(0, 8) + '10';
  await db.insert(shifts).values({ providerId: provider.id, stationId: station.id, uuid: shiftUuid, userId: cashier.id, openedAt: new Date(`${day}T06:00:00Z`), openingBalance: [{ currencyId: 1, amount: 50_000 }] });
  await db.insert(shiftCashMovements).values([
    { providerId: provider.id, stationId: station.id, uuid: randomUUID(), shiftUuid, userId: cashier.id, kind: 'in', currencyId: 1, amount: 10_000, reason: 'Float top-up', createdAt: new Date(`${day}T08:00:00Z`) },
    { providerId: provider.id, stationId: station.id, uuid: randomUUID(), shiftUuid, userId: cashier.id, kind: 'out', currencyId: 1, amount: 30_000, reason: 'הפקדה לכספת', createdAt: new Date(`${day}T10:15:00Z`) },
  ]);
  const browser = useBrowser();

  for (const lang of ['he-IL', 'en-US', 'ru-RU'] as const) {
    it(`lists the top-up and the safe drop with reason, amount, cashier and Jerusalem time (${lang})`, { timeout: 120_000 }, async () => {
      const user = await createUser(db, provider.id, { permissions: [Permission.ReportsView], values: { language: lang } });
      const context = await browser().newContext({ baseURL: server.baseURL, locale: lang, viewport: { width: 1280, height: 800 }, timezoneId: 'America/Los_Angeles' });
      context.setDefaultTimeout(10_000);
      await addSessionCookie(context, server.baseURL, user.cookie);
      const page = await context.newPage();
      const errors = collectPageErrors(page);
      await page.goto('/report/shifts');
      const table = page.locator('[data-testid=shift-cash-movements]');
      await table.waitFor();
      const shift = await table.locator(`tr[data-shift="${shiftUuid}"]`).innerText();
      expect(shift).toContain('Window 1');
      expect(shift).toContain('Dana Levi');
      expect(shift).toContain('08:00');
      const cashIn = await table.locator('tr[data-movement=in]').innerText();
      expect(cashIn).toContain('10:00');
      expect(cashIn).toContain('100.00');
      expect(cashIn).toContain('Float top-up');
      expect(cashIn).toContain('Dana Levi');
      const cashOut = await table.locator('tr[data-movement=out]').innerText();
      expect(cashOut).toContain('12:15');
      expect(cashOut).toContain('-₪ 300.00');
      expect(cashOut).toContain('הפקדה לכספת');
      if (lang === 'he-IL') {
        expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
        expect(cashIn).toContain('הכנסת מזומן');
      }
      if (lang === 'ru-RU') expect(cashOut).toContain('Изъятие');
      await screenshotBothSizes(page, 'backoffice-shifts', `cash-movements-${lang}`);
      expect(errors).toEqual([]);
      expect(await missingTranslationKeys(page)).toEqual([]);
      await context.close();
    });
  }
});
