import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { createProvider, createUser } from '../../../sync-server/src/test/test-app';
import { insertProduct, type ProductFixture } from '../../../sync-server/src/domains/orders/sale.fixtures';
import { addSessionCookie, collectPageErrors, launchBrowser, missingTranslationKeys, newContext } from '../lib/browser';
import { startBackoffice } from '../lib/backoffice-server';
import { texts } from '../lib/texts';

const SHOTS = '/tmp/shots-pickers';

/** A day in the provider's (and the browser's) time zone, n days from today, as YYYY-MM-DD. */
function dayFromToday(n: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jerusalem' }).format(new Date());
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}
const ddmmyyyy = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

/**
 * Issue 18, lists and pickers: the orders list opens with its quick search and the full filter
 * collapsed (results above the fold); the quick search finds an order by its customer's phone; the
 * activity dates are picked on the calendar (he-IL: right to left, weeks from Sunday, the provider's
 * default), which filters the list; the filter's collapsed state outlives a reload. The provider's
 * first day of the week is set in Settings and the pickers follow it; typing DD/MM/YYYY still works.
 */
describe('back office quick search, collapsible filter and date pickers', async () => {
  const server = await startBackoffice();
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
    mkdirSync(SHOTS, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function createOrder(cookie: string, product: ProductFixture, date: string, leadCustomer: Record<string, string>) {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/order/create',
      headers: { cookie },
      payload: { products: [{ productId: product.productId, date, slotId: product.slotId, customers: [{ customerTypeId: product.adult, quantity: 2 }] }], leadCustomer },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { id: number; orderNumber: number };
  }

  async function shots(page: Page, name: string) {
    await page.waitForLoadState('networkidle').catch(() => undefined);
    await page.screenshot({ path: `${SHOTS}/${name}-1280.png` });
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.screenshot({ path: `${SHOTS}/${name}-1024.png` });
    await page.setViewportSize({ width: 1280, height: 800 });
  }

  /** The calendar of a date field (by the field's input name), opened by its button. */
  async function openPicker(page: Page, name: string) {
    await page.locator('.field', { has: page.locator(`input[name=${name}]`) }).locator('button.date-field-open').click();
    const popover = page.locator('.date-field-popover');
    await popover.waitFor();
    return popover;
  }

  /** Shows the month of a day in an open calendar (its month and year lists), then clicks the day. */
  async function pickDay(page: Page, day: string) {
    const popover = page.locator('.date-field-popover');
    await popover.locator('select.rdp-years_dropdown').selectOption(String(Number(day.slice(0, 4))));
    await popover.locator('select.rdp-months_dropdown').selectOption(String(Number(day.slice(5, 7)) - 1));
    await popover.locator(`td[data-day="${day}"] button`).click();
    await popover.waitFor({ state: 'detached' });
  }

  const weekdayHeaders = (page: Page) => page.locator('.date-field-popover th.rdp-weekday').evaluateAll((ths) => ths.map((th) => th.getAttribute('aria-label')));

  for (const lang of ['he-IL', 'en-US', 'ru-RU'] as const) {
    it(`orders: quick search by phone, dates picked on the calendar, the filter collapsed after reload; coupons and documents lists; the week's first day in ${lang}`, { timeout: 240_000 }, async () => {
      const T = texts(lang);
      const provider = await createProvider(server.db, { name: `Galilee Kayaks ${lang}`, timezone: 'Asia/Jerusalem', language: lang });
      const user = await createUser(server.db, provider.id, { values: { language: lang } });
      const product = await insertProduct(server.db, provider.id);
      const soon = dayFromToday(1);
      const later = dayFromToday(9);
      const dana = await createOrder(user.cookie, product, soon, { firstName: lang === 'he-IL' ? 'דנה' : 'Dana', lastName: lang === 'he-IL' ? 'לוי' : 'Levi', mobile: '050-123-4567', email: 'dana@example.test' });
      const avi = await createOrder(user.cookie, product, later, { firstName: lang === 'he-IL' ? 'אבי' : 'Avi', lastName: lang === 'he-IL' ? 'כהן' : 'Cohen', mobile: '+972 52 765 4321' });

      const context = await newContext(browser, server.baseURL, lang);
      await addSessionCookie(context, server.baseURL, user.cookie);
      const page = await context.newPage();
      const errors = collectPageErrors(page);
      const rows = page.locator('table.data tbody tr');
      const filterForm = page.getByRole('form', { name: T('orders.filter') });
      const toggle = page.locator('button[aria-controls=orders-filter]');

      // The list opens on its quick search, the full filter collapsed: both orders above the fold.
      await page.goto('/orders');
      await expect.poll(() => page.evaluate(() => document.documentElement.dir), { timeout: 10_000 }).toBe(lang === 'he-IL' ? 'rtl' : 'ltr');
      await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(2);
      expect(await filterForm.count()).toBe(0);
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      const lastRow = await rows.last().boundingBox();
      expect(lastRow!.y + lastRow!.height).toBeLessThan(800);
      // Money stays left to right in the table (the sign and the symbol in place on a right-to-left page).
      const total = rows.first().locator('td.num').nth(1);
      expect(await total.evaluate((td) => getComputedStyle(td).direction)).toBe('ltr');
      await shots(page, `orders-list-${lang}`);

      // Quick search: the phone typed the local way finds the order stored with the country code.
      const quickSearch = page.getByRole('search', { name: T('orders.quickSearch') }).getByRole('searchbox');
      await quickSearch.fill('052-7654321');
      await page.keyboard.press('Enter');
      await page.waitForURL(/keyword=052-7654321/);
      await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(1);
      await rows.first().getByRole('link', { name: String(avi.orderNumber), exact: true }).waitFor();
      await shots(page, `orders-quick-search-${lang}`);
      await quickSearch.fill('');
      await page.keyboard.press('Enter');
      await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(2);

      // The full filter: activity dates picked on the calendar.
      await toggle.click();
      await filterForm.waitFor();
      await openPicker(page, 'arrivalStartDate');
      const headers = await weekdayHeaders(page);
      expect(headers[0]).toBe({ 'he-IL': 'יום ראשון', 'en-US': 'Sunday', 'ru-RU': 'воскресенье' }[lang]);
      expect(await page.locator('.date-field-popover .rdp-root').getAttribute('dir')).toBe(lang === 'he-IL' ? 'rtl' : 'ltr');
      await shots(page, `orders-picker-open-${lang}`);
      await pickDay(page, soon);
      expect(await page.locator('input[name=arrivalStartDate]').inputValue()).toBe(ddmmyyyy(soon));
      await openPicker(page, 'arrivalEndDate');
      await pickDay(page, soon);
      expect(await page.locator('input[name=arrivalEndDate]').inputValue()).toBe(ddmmyyyy(soon));
      await filterForm.getByRole('button', { name: T('orders.search') }).click();
      await page.waitForURL(new RegExp(`arrivalStartDate=${soon}&arrivalEndDate=${soon}`));
      await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(1);
      await rows.first().getByRole('link', { name: String(dana.orderNumber), exact: true }).waitFor();
      await shots(page, `orders-filtered-by-dates-${lang}`);

      // Typing still works: DD/MM/YYYY typed, a wrong date said at the field.
      await page.locator('input[name=arrivalEndDate]').fill(ddmmyyyy(later));
      await page.locator('input[name=startDate]').fill('31/02/2026');
      await page.locator('.field', { has: page.locator('input[name=startDate]') }).getByText(T('common:invalidDate')).waitFor();
      await page.locator('input[name=startDate]').fill('');
      // Keyboard: Alt+Down opens the calendar on today, an arrow moves a day on (leftwards in he-IL), Enter picks it.
      await page.locator('input[name=startDate]').focus();
      await page.keyboard.press('Alt+ArrowDown');
      await page.locator('.date-field-popover').waitFor();
      await page.keyboard.press(lang === 'he-IL' ? 'ArrowLeft' : 'ArrowRight');
      await page.keyboard.press('Enter');
      await page.locator('.date-field-popover').waitFor({ state: 'detached' });
      expect(await page.locator('input[name=startDate]').inputValue()).toBe(ddmmyyyy(dayFromToday(1)));
      // Escape closes the calendar and leaves the date as it was.
      await page.keyboard.press('Alt+ArrowDown');
      await page.locator('.date-field-popover').waitFor();
      await page.keyboard.press('Escape');
      await page.locator('.date-field-popover').waitFor({ state: 'detached' });
      expect(await page.locator('input[name=startDate]').inputValue()).toBe(ddmmyyyy(dayFromToday(1)));
      await page.locator('input[name=startDate]').fill('');
      await filterForm.getByRole('button', { name: T('orders.search') }).click();
      await page.waitForURL(new RegExp(`arrivalEndDate=${later}`));
      await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(2);

      // Collapsed, it stays collapsed after a reload (remembered for this user); the filter stays applied.
      await toggle.click();
      await filterForm.waitFor({ state: 'detached' });
      await page.reload();
      await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(2);
      expect(await filterForm.count()).toBe(0);
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      // Two fields of the full filter in use, said on its button.
      expect(await toggle.locator('.filter-count').textContent()).toBe('2');
      await shots(page, `orders-collapsed-after-reload-${lang}`);

      // Coupons and documents have the same head.
      await page.goto('/provider/coupons');
      await page.getByRole('search', { name: T('coupons.quickSearch') }).waitFor();
      expect(await page.getByRole('form', { name: T('coupons.filter') }).count()).toBe(0);
      await shots(page, `coupons-list-${lang}`);
      await page.locator('button[aria-controls=coupons-filter]').click();
      await openPicker(page, 'fromDate');
      await shots(page, `coupons-filter-picker-${lang}`);
      await page.keyboard.press('Escape');
      await page.goto('/documents');
      await page.getByRole('search', { name: T('documents.quickSearch') }).waitFor();
      expect(await page.getByRole('form', { name: T('documents.filter') }).count()).toBe(0);
      await shots(page, `documents-list-${lang}`);

      // In a dialog: the calendar floats over it (not clipped by its scrolling body); Escape closes the calendar only.
      await page.goto(`/calendar/v3/week/${soon}?productId=${product.productId}`);
      await page.getByRole('button', { name: T('calendar.newSlot') }).click();
      const modal = page.locator('.modal');
      await modal.locator('input[name=startDate]').waitFor();
      await openPicker(page, 'startDate');
      const box = (await page.locator('.date-field-popover').boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(800);
      expect(await page.locator('.date-field-popover').evaluate((el) => el.parentElement === document.body)).toBe(true);
      await shots(page, `calendar-slot-dialog-picker-${lang}`);
      await page.keyboard.press('Escape');
      await page.locator('.date-field-popover').waitFor({ state: 'detached' });
      await modal.waitFor();
      await openPicker(page, 'startDate');
      await pickDay(page, later);
      expect(await modal.locator('input[name=startDate]').inputValue()).toBe(ddmmyyyy(later));
      await modal.waitFor();

      // Settings: the week starts on Monday; the pickers follow.
      await page.goto('/provider/settings?section=calendar');
      const firstDay = page.locator('select[name=firstDayOfWeek]');
      expect(await firstDay.inputValue()).toBe('SUN');
      await firstDay.selectOption('MON');
      await page.getByRole('button', { name: T('common:save') }).click();
      await page.getByText(T('saved')).first().waitFor();
      await shots(page, `settings-calendar-${lang}`);
      await page.goto('/orders');
      await toggle.click();
      await openPicker(page, 'startDate');
      expect((await weekdayHeaders(page))[0]).toBe({ 'he-IL': 'יום שני', 'en-US': 'Monday', 'ru-RU': 'понедельник' }[lang]);
      // And after a reload, from the session data.
      await page.reload();
      await toggle.waitFor();
      if ((await filterForm.count()) === 0) await toggle.click();
      await openPicker(page, 'startDate');
      expect((await weekdayHeaders(page))[0]).toBe({ 'he-IL': 'יום שני', 'en-US': 'Monday', 'ru-RU': 'понедельник' }[lang]);
      await shots(page, `orders-picker-monday-${lang}`);

      expect(errors).toEqual([]);
      expect(await missingTranslationKeys(page)).toEqual([]);
      await context.close();
    });
  }
});
