import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { createProvider, createUser } from '../../../sync-server/src/test/test-app';
import { insertProduct, type ProductFixture } from '../../../sync-server/src/domains/orders/sale.fixtures';
import { businessClients, orders, products } from '../../../sync-server/src/db/schema';
import { collectPageErrors, missingTranslationKeys, newContext, screenshot, useBrowser } from '../lib/browser';
import { startBackoffice } from '../lib/backoffice-server';
import { texts } from '../lib/texts';
import { tomorrow } from '../lib/dates';

/** Tomorrow in the provider's (and the browser's) time zone, as YYYY-MM-DD. */
/**
 * Issue 7 "discounts made in the back office" and issue 5 "flags show in the back office": a
 * user with every permission signs in, makes a coupon through the form (keyboard first), finds it
 * with the filter, edits it, meets the server's field error and its zero-discount warning, adds
 * serial sub-coupons, changes one's status, exports them as CSV, sees the coupon turn read-only
 * once an order uses it, and finds a sync conflict on its page and in the orders filter.
 */
describe('back office coupons and sync conflicts', async () => {
  const server = await startBackoffice();
  const provider = await createProvider(server.db, { name: 'Dead Sea Jeeps', timezone: 'Asia/Jerusalem' });
  const [club] = await server.db.insert(businessClients).values({ providerId: provider.id, name: 'Arava Club' }).returning();
  const browser = useBrowser();

  /** An order made through the server's own order/create, as the back office or a site would. */
  async function createOrder(cookie: string, product: ProductFixture, extra: Record<string, unknown> = {}) {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/order/create',
      headers: { cookie },
      payload: { products: [{ productId: product.productId, date: tomorrow(), slotId: product.slotId, customers: [{ customerTypeId: product.adult, quantity: 1 }] }], leadCustomer: { firstName: 'Dana', lastName: 'Levi', mobile: '050-1234567' }, ...extra },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { id: number; orderNumber: number };
  }

  for (const lang of ['he-IL', 'en-US'] as const) {
    it(`coupon form, list filter, sub-coupons, CSV, read-only when used; conflicts page and orders filter in ${lang}`, { timeout: 240_000 }, async () => {
      const T = texts(lang);
      const user = await createUser(server.db, provider.id, { values: { firstName: lang === 'he-IL' ? 'נועה' : 'Noa', language: lang } });
      const context = await newContext(browser(), server.baseURL, lang);
      const page = await context.newPage();
      const errors = collectPageErrors(page);
      const shot = (name: string) => screenshot(page, 'backoffice-coupons', `${name}-${lang}`);
      const code = `SUMMER${lang.slice(0, 2).toUpperCase()}`;
      const couponName = lang === 'he-IL' ? 'קיץ במדבר' : 'Desert summer';
      // A product of this run's own: R-CPN-4 refuses two active coupons on the same product and customer type.
      const product = await insertProduct(server.db, provider.id);
      const [{ name: productName }] = (await server.db.select({ name: products.name }).from(products).where(eq(products.id, product.productId))) as [{ name: string }];

      // Sign in through the form.
      await page.goto('/login');
      await page.locator('[name=username]').fill(user.username);
      await page.locator('[name=password]').fill(user.password);
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === '/');
      expect(await page.evaluate(() => document.documentElement.dir)).toBe(lang === 'he-IL' ? 'rtl' : 'ltr');

      // The menu leads to the coupons; none yet.
      await page.locator('[data-menu=coupons]').click();
      await page.waitForURL(/\/provider\/coupons$/);
      if (lang === 'he-IL') await page.getByText(T('coupons.empty')).waitFor();
      await page.getByRole('button', { name: T('coupons.new') }).click();
      await page.waitForURL(/\/coupon\/new$/);

      // Keyboard first: the code has the focus; type it, tab to the name.
      await page.locator('[name=couponCode]').waitFor();
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')), { timeout: 10_000 }).toBe('couponCode');
      await page.keyboard.type(code);
      await page.keyboard.press('Tab');
      await page.keyboard.type(couponName);
      // R-CPN-3: a percent over 100 is refused by the server at its field.
      await page.locator('[name=discountValue]').fill('150');
      await page.locator('[name=discountValue]').press('Enter');
      const discountField = page.locator('.field', { has: page.locator('[name=discountValue]') });
      await discountField.getByText(T('coupons.fieldMessages.percentOver100')).waitFor();
      await shot('coupon-percent-error');

      // A proper percent, limited to 40 tickets, for the product's adults.
      await page.locator('[name=discountValue]').fill('12.5');
      await page.locator('select[name=limitationType]').selectOption('tickets');
      await page.locator('[name=limitationAmount]').fill('40');
      await page.locator('[data-group=productIds]').getByLabel(productName, { exact: true }).check();
      await page.locator('[data-group=customerTypeIds]').getByLabel('Adult', { exact: true }).check();
      await shot('coupon-new-filled');
      await page.locator('[name=limitationAmount]').press('Enter');
      await page.waitForURL(/\/coupon\/edit\/\d+$/);
      const couponId = Number(/(\d+)$/.exec(page.url())![1]);
      await page.getByText(T('coupons.usedOfLimit', { used: 0, left: 40 })).waitFor();

      // The list shows it with used / left; the filter finds it by keyword and not among the inactive.
      await page.getByRole('link', { name: T('coupons.backToList') }).click();
      await page.waitForURL(/\/provider\/coupons$/);
      const row = page.locator(`tr[data-coupon=${code}]`);
      await row.getByText(T('coupons.percentOff', { percent: '12.5' })).waitFor();
      await row.getByText(T('coupons.usedOfLimit', { used: 0, left: 40 })).waitFor();
      await page.locator('[name=keyword]').fill(code.toLowerCase());
      await page.locator('[name=keyword]').press('Enter');
      await page.waitForURL(new RegExp(`/coupons/filter\\?keyword=${code.toLowerCase()}$`));
      await row.waitFor();
      expect(await page.locator('tbody tr').count()).toBe(1);
      await shot('coupons-filtered');
      // Issue 18: the full filter opens from the list's head (collapsed by default).
      await page.locator('button[aria-controls=coupons-filter]').click();
      const couponFilter = page.getByRole('form', { name: T('coupons.filter') });
      await page.locator('select[name=status]').selectOption('Inactive');
      await couponFilter.getByRole('button', { name: T('orders.search') }).click();
      await page.getByText(T('coupons.empty')).waitFor();
      await page.locator('select[name=status]').selectOption('Active');
      await couponFilter.getByRole('button', { name: T('orders.search') }).click();
      await row.waitFor();

      // Edit: a new name and three serial sub-coupons.
      await row.getByRole('link', { name: code }).click();
      await page.waitForURL(new RegExp(`/coupon/edit/${couponId}$`));
      await page.locator('[name=couponName]').fill(`${couponName} 2026`);
      await page.locator('[name=subCouponsToCreate]').fill('3');
      // The business client the serial codes belong to, picked by name (businessClients/all).
      await page.locator('select[name=businessClientId]').selectOption({ label: 'Arava Club' });
      await page.getByRole('button', { name: T('common:save') }).click();
      const subCoupons = page.locator('tr[data-sub-coupon]');
      await subCoupons.nth(2).waitFor();
      expect(await subCoupons.count()).toBe(3);
      await expect.poll(() => page.locator('[name=couponName]').inputValue(), { timeout: 10_000 }).toBe(`${couponName} 2026`);
      const codes = await subCoupons.evaluateAll((rows) => rows.map((r) => r.getAttribute('data-sub-coupon')!));
      for (const c of codes) expect(c).toMatch(new RegExp(`^${code}-[A-Z0-9]{8}$`));
      expect(await page.locator('select[name=businessClientId]').inputValue()).toBe(String(club!.id));

      // R-CPN-9: a sub-coupon's status changes by its code.
      await page.getByLabel(T('coupons.statusOf', { code: codes[0]! })).selectOption('Reserved');
      await page.getByText(T('coupons.subCouponStatusChanged', { code: codes[0]!, status: T('coupons.subStatuses.Reserved') })).waitFor();
      await shot('coupon-edit-sub-coupons');

      // Export CSV: the server's file, downloaded.
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: T('coupons.exportCsv') }).click()]);
      expect(download.suggestedFilename()).toBe(`sub-coupons-${couponId}.csv`);
      const csv = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '').trim().split(/\r\n/);
      expect(csv[0]).toBe('Code,Status,OrderId');
      expect(csv.slice(1).sort()).toEqual([`${codes[0]},Reserved,`, `${codes[1]},Free,`, `${codes[2]},Free,`].sort());

      // R-CPN-14: a coupon without discount warns; confirmed, it is saved.
      await page.goto('/coupon/new');
      const freeCode = `FREE${lang.slice(0, 2).toUpperCase()}`;
      await page.locator('[name=couponCode]').fill(freeCode);
      await page.locator('[name=couponName]').fill(lang === 'he-IL' ? 'ללא הנחה' : 'No discount');
      await page.locator('select[name=discountKind]').selectOption('none');
      await page.locator('[data-group=productIds]').getByLabel(productName, { exact: true }).check();
      await page.locator('[data-group=customerTypeIds]').getByLabel('Child', { exact: true }).check();
      await page.getByRole('button', { name: T('common:save') }).click();
      const warning = page.getByRole('alertdialog');
      await warning.getByText(T('coupons.zeroDiscountConfirm')).waitFor();
      await shot('coupon-zero-discount-warning');
      await warning.getByRole('button', { name: T('common:yes') }).click();
      await page.waitForURL(/\/coupon\/edit\/\d+$/);

      // Delete, after a confirm: gone from the list.
      await page.getByRole('button', { name: T('delete'), exact: true }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: T('common:yes') }).click();
      await page.waitForURL(/\/provider\/coupons$/);
      await row.waitFor();
      expect(await page.locator(`tr[data-coupon=${freeCode}]`).count()).toBe(0);

      // R-CPN-6: once an order uses the coupon, its page is read-only (the server says so) and it counts the use.
      await createOrder(user.cookie, product, { couponCode: code });
      await page.goto(`/coupon/edit/${couponId}`);
      await page.getByText(T('coupons.usedReadOnly')).waitFor();
      await page.getByText(T('coupons.usedOfLimit', { used: 1, left: 39 })).waitFor();
      expect(await page.locator('[name=couponName]').isDisabled()).toBe(true);
      expect(await page.getByRole('button', { name: T('common:save') }).count()).toBe(0);
      expect(await page.getByRole('button', { name: T('delete'), exact: true }).count()).toBe(0);
      await shot('coupon-used-read-only');

      // Issue 5: an order flagged by offline sync, on the conflicts page with its flags explained.
      const flagged = await createOrder(user.cookie, product);
      await server.db.update(orders).set({ conflictFlags: ['slot-over-limit', 'paid-twice'] }).where(eq(orders.id, flagged.id));
      await page.goto('/');
      await page.locator('[data-conflicts]').getByText(T('conflicts.count', { n: 1 })).waitFor();
      await shot('home-conflicts');
      await page.locator('[data-menu=syncConflicts]').click();
      await page.waitForURL(/\/sync-conflicts$/);
      const conflictRow = page.locator(`tr[data-order="${flagged.orderNumber}"]`);
      await conflictRow.getByText(T('conflicts.explanations.slot-over-limit')).waitFor();
      await conflictRow.getByText(T('conflicts.explanations.paid-twice')).waitFor();
      // The total in the order's currency (the product's price list is in NIS, 118.00 for an adult).
      await conflictRow.getByText('₪ 118.00', { exact: true }).waitFor();
      expect(await page.locator('tbody tr').count()).toBe(1);
      await shot('sync-conflicts');

      // The orders list: "with conflicts" keeps only that order, its flags on the row.
      await page.goto('/orders');
      await page.locator('button[aria-controls=orders-filter]').click();
      await page.getByLabel(T('conflicts.withConflicts')).check();
      await page.getByRole('form', { name: T('orders.filter') }).getByRole('button', { name: T('orders.search') }).click();
      await page.waitForURL(/withConflicts=true/);
      await page.locator('tbody tr').first().locator('[data-flag=paid-twice]').waitFor();
      expect(await page.locator('tbody tr').count()).toBe(1);
      await page.locator('tbody tr').first().getByRole('link', { name: String(flagged.orderNumber), exact: true }).waitFor();
      await shot('orders-with-conflicts');

      // From the conflict to the order.
      await page.goto('/sync-conflicts');
      await conflictRow.getByRole('link', { name: String(flagged.orderNumber), exact: true }).click();
      await page.waitForURL(new RegExp(`/order/${flagged.id}$`));
      // The order page says what sync flagged, explained.
      await page.locator('[data-testid=order-conflicts]').getByText(T('conflicts.explanations.slot-over-limit')).waitFor();
      await page.locator('[data-testid=order-conflicts]').getByText(T('conflicts.explanations.paid-twice')).waitFor();
      // Its tickets (ticket/get): one adult, one ticket, not scanned yet.
      const ticketRows = page.locator('[data-testid=order-tickets] tr[data-ticket]');
      await ticketRows.first().waitFor();
      expect(await ticketRows.count()).toBe(1);
      expect(await ticketRows.first().getAttribute('data-ticket')).toMatch(/^[0-9a-f-]{36}\.1$/);
      await ticketRows.first().getByText(T('tickets.notScanned')).waitFor();
      await shot('order-conflicts');

      // Clean up this run's conflict so the next language starts with one of its own.
      await server.db.update(orders).set({ conflictFlags: [] }).where(eq(orders.id, flagged.id));
      expect(await missingTranslationKeys(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

