import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { createProvider, createUser } from '../../../sync-server/src/test/test-app';
import { insertProduct } from '../../../sync-server/src/domains/orders/sale.fixtures';
import { day, sellSeats } from '../../../sync-server/src/domains/calendar/calendar.fixtures';
import { photo } from '../../../sync-server/src/domains/files/files.fixtures';
import { orders, productFiles, products, providerRegistrations, slotOccurrences, ticketScans } from '../../../sync-server/src/db/schema';
import { addSessionCookie, collectPageErrors, missingTranslationKeys, newContext, useBrowser } from '../lib/browser';
import { startBackoffice } from '../lib/backoffice-server';
import { texts } from '../lib/texts';

process.env.FILES_DIR ??= mkdtempSync(join(tmpdir(), 'calendar-manifest-files-'));
const SHOTS = process.env.SHOTS_DIR ?? join(tmpdir(), 'shots-calendar');
mkdirSync(SHOTS, { recursive: true });

const LANGS = ['he-IL', 'en-US', 'ru-RU'] as const;

async function shot(page: Page, name: string, sizes: ReadonlyArray<readonly [number, number]> = [[1280, 800]]) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.locator('.toast').evaluateAll((toasts) => toasts.forEach((t) => (t as HTMLElement).click()));
  for (const [width, height] of sizes) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), fullPage: true, animations: 'disabled' });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/**
 * Issue 18 in Chromium against the real server, in he-IL, en-US and ru-RU: the calendar's day view as a
 * timeline (slots placed by their time, the product's colour, sold and left); the slot dialog's manifest
 * (orders, lead customer, phone, tickets per customer type, arrived, totals) and its A4 PDF; "Book this
 * slot" opening the new order on that product, date and slot; the product's Delete only in edit mode
 * and only after a yes; the wizard's photo step uploading a photo; the login page with the product's
 * name, the provider's logo once known, and the languages as buttons.
 */
describe('calendar manifest, day timeline, product delete, wizard photos, login page', async () => {
  const server = await startBackoffice();
  const browser = useBrowser();

  for (const lang of LANGS) {
    it(`slot manifest, Book this slot and the day timeline in ${lang}`, { timeout: 180_000 }, async () => {
      const T = texts(lang);
      const provider = await createProvider(server.db, { name: `Galilee Kayaks ${lang}`, timezone: 'Asia/Jerusalem' });
      const user = await createUser(server.db, provider.id, { values: { language: lang } });
      const morning = await insertProduct(server.db, provider.id, { slot: { startTime: '09:00:00' } });
      const afternoon = await insertProduct(server.db, provider.id, { slot: { startTime: '14:00:00' } });
      const date = day(1);
      await server.db.update(products).set({ calendarColor: '#8e24aa' }).where(eq(products.id, afternoon.productId));
      const o1 = await sellSeats(server.db, provider.id, { productId: morning.productId, slotId: morning.slotId, date, seats: 3 });
      await server.db.update(orders).set({ leadCustomer: { firstName: 'יעל', lastName: 'כהן', mobile: '050-1234567' } }).where(eq(orders.id, o1));
      const [{ uuid }] = (await server.db.select({ uuid: orders.uuid }).from(orders).where(eq(orders.id, o1))) as [{ uuid: string }];
      await server.db.insert(ticketScans).values({ providerId: provider.id, orderId: o1, ticketCode: `${uuid}.1`, scannedAt: new Date(), scanUuid: crypto.randomUUID() });
      const o2 = await sellSeats(server.db, provider.id, { productId: morning.productId, slotId: morning.slotId, date, seats: 2 });
      await server.db.update(orders).set({ leadCustomer: { groupName: 'Globus Tours', mobile: '052-9999999' } }).where(eq(orders.id, o2));
      await sellSeats(server.db, provider.id, { productId: morning.productId, slotId: morning.slotId, date, seats: 4, status: 'CN' });
      // A cancelled order gives its seats back (the fixture counts them sold).
      await server.db.update(slotOccurrences).set({ sold: sql`${slotOccurrences.sold} - 4` }).where(and(eq(slotOccurrences.slotId, morning.slotId), eq(slotOccurrences.date, date)));
      const numbers = await server.db.select({ id: orders.id, n: orders.orderNumber }).from(orders).where(eq(orders.providerId, provider.id));
      const numberOf = (id: number) => numbers.find((x) => x.id === id)!.n;

      const context = await newContext(browser(), server.baseURL, lang);
      await addSessionCookie(context, server.baseURL, user.cookie);
      const page = await context.newPage();
      const errors = collectPageErrors(page);

      // The day view: a timeline, each slot placed by its time (09:00 above 14:00, 5 hours apart), sold and left.
      await page.goto(`/calendar/v3/day/${date}`);
      const entry = (slotId: number) => page.locator(`[data-entry="slot-${slotId}-${date}"]`);
      await page.locator(`[data-timeline="${date}"]`).waitFor();
      await entry(morning.slotId).getByText(T('calendar.seats', { available: 15, sold: 5 })).waitFor();
      await entry(afternoon.slotId).getByText(T('calendar.seats', { available: 20, sold: 0 })).waitFor();
      const a = (await entry(morning.slotId).boundingBox())!;
      const b = (await entry(afternoon.slotId).boundingBox())!;
      const hour = (b.y - a.y) / 5;
      expect(hour).toBeGreaterThan(40);
      // One hour long each: the block is about an hour tall.
      expect(Math.abs(a.height - hour)).toBeLessThan(6);
      expect(await page.locator('.timeline-hour', { hasText: '09:00' }).count()).toBe(1);
      // The product's colour on its slot's edge.
      const [color] = (await server.db.select({ c: products.calendarColor }).from(products).where(eq(products.id, morning.productId))) as [{ c: string }];
      const edge = await entry(morning.slotId).evaluate((el) => getComputedStyle(el).borderInlineStartColor);
      const hex = color.c.replace('#', '');
      expect(edge).toBe(`rgb(${parseInt(hex.slice(0, 2), 16)}, ${parseInt(hex.slice(2, 4), 16)}, ${parseInt(hex.slice(4, 6), 16)})`);
      await shot(page, `calendar-day-timeline-${lang}`, lang === 'he-IL' ? [[1280, 800], [1024, 768]] : [[1280, 800]]);

      // The slot dialog lists who is booked: two orders (not the cancelled one), names, phones, tickets, arrived.
      await entry(morning.slotId).click();
      const dialog = page.getByRole('dialog');
      const manifest = dialog.locator('[data-manifest]');
      await manifest.locator(`[data-manifest-order="${numberOf(o1)}"]`).waitFor();
      const row1 = manifest.locator(`[data-manifest-order="${numberOf(o1)}"]`);
      await row1.getByText('יעל כהן').waitFor();
      await row1.getByText('050-1234567').waitFor();
      expect(await row1.locator('td').nth(3).innerText()).toMatch(/3\s+Adult/);
      expect(await row1.locator('td').nth(4).innerText()).toContain('1/3');
      const row2 = manifest.locator(`[data-manifest-order="${numberOf(o2)}"]`);
      await row2.getByText('Globus Tours').waitFor();
      expect(await row2.locator('td').nth(4).innerText()).toContain('0/2');
      expect(await manifest.locator('tbody tr').count()).toBe(2);
      expect(await manifest.locator('[data-manifest-totals]').innerText()).toContain(T('calendar.manifest.totals', { orders: 2, persons: 5 }));
      expect(await manifest.locator('[data-manifest-totals]').innerText()).toContain('1/5');
      await shot(page, `calendar-slot-manifest-${lang}`);
      // Printable on A4: the link gives the PDF in the page's language.
      const href = (await manifest.locator('[data-manifest-pdf]').getAttribute('href'))!;
      expect(href).toContain(`language=${lang}`);
      const pdf = await page.request.get(href);
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['content-type']).toBe('application/pdf');
      expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

      // Book this slot: the new order's quantities step for that product, date and slot.
      await dialog.getByRole('button', { name: T('calendar.bookSlot') }).click();
      await page.waitForURL(/\/orders\/new\/customer-type$/);
      const heading = page.locator('.new-order h2');
      await heading.filter({ hasText: morning.productId ? (await productName(morning.productId)) : '' }).waitFor();
      expect(await heading.innerText()).toContain('09:00');
      await page.locator(`[name="quantity-${morning.adult}"]`).waitFor();
      await shot(page, `new-order-prefilled-${lang}`);
      await page.locator(`[name="quantity-${morning.adult}"]`).fill('2');
      await page.getByRole('button', { name: T('newOrder.addToOrder') }).click();
      await page.waitForURL(/\/orders\/new$/);
      await page.locator('.new-order table.data').getByText(await productName(morning.productId)).waitFor();

      expect(errors).toEqual([]);
      expect(await missingTranslationKeys(page)).toEqual([]);
      await context.close();
    });
  }

  const productName = async (id: number) => ((await server.db.select({ name: products.name }).from(products).where(eq(products.id, id))) as [{ name: string }])[0].name;

  for (const lang of LANGS) {
    it(`product: Delete only in edit mode, after a yes; the wizard photo step uploads photos (${lang})`, { timeout: 180_000 }, async () => {
      const T = texts(lang);
      const provider = await createProvider(server.db, { name: `Delete and photos ${lang}`, timezone: 'Asia/Jerusalem' });
      const user = await createUser(server.db, provider.id, { values: { language: lang } });
      const product = await insertProduct(server.db, provider.id);
      const context = await newContext(browser(), server.baseURL, lang);
      await addSessionCookie(context, server.baseURL, user.cookie);
      const page = await context.newPage();
      const errors = collectPageErrors(page);

      await page.goto(`/product/${product.productId}/details`);
      await page.getByRole('link', { name: T('product.edit') }).waitFor();
      expect(await page.locator('[data-delete-product]').count()).toBe(0);
      await shot(page, `product-view-no-delete-${lang}`);
      await page.getByRole('link', { name: T('product.edit') }).click();
      await page.waitForURL(/\/edit\/details$/);
      await page.locator('[data-delete-product]').click();
      const question = page.getByRole('alertdialog');
      await question.getByText(T('product.confirmDelete', { name: await productName(product.productId) })).waitFor();
      await shot(page, `product-delete-confirm-${lang}`);
      await question.getByRole('button', { name: T('common:no') }).click();
      await question.waitFor({ state: 'detached' });
      const [kept] = await server.db.select({ deletedAt: products.deletedAt }).from(products).where(eq(products.id, product.productId));
      expect(kept!.deletedAt).toBeNull();
      await page.locator('[data-delete-product]').click();
      await page.getByRole('alertdialog').getByRole('button', { name: T('common:yes') }).click();
      await page.waitForURL(/\/catalog$/);
      const [gone] = await server.db.select({ deletedAt: products.deletedAt }).from(products).where(eq(products.id, product.productId));
      expect(gone!.deletedAt).not.toBeNull();

      // The wizard's photo step: a photo uploaded for real and kept on the product.
      const other = await insertProduct(server.db, provider.id);
      await page.goto(`/create-product-step-three/photo/${other.productId}`);
      await page.getByRole('button', { name: T('media.addPhotos') }).waitFor();
      await page.locator('input[type=file][name=photos]').setInputFiles({ name: 'kayak.png', mimeType: 'image/png', buffer: await photo(800, 800, { format: 'png' }) });
      await page.locator('.photo-gallery li').first().waitFor().catch(async (e) => {
        await shot(page, `wizard-photo-failed-${lang}`);
        throw e;
      });
      const files = await server.db.select().from(productFiles).where(eq(productFiles.productId, other.productId));
      expect(files.length).toBe(1);
      await shot(page, `wizard-photo-uploaded-${lang}`);
      expect(errors).toEqual([]);
      expect(await missingTranslationKeys(page)).toEqual([]);
      await context.close();
    });
  }

  for (const lang of LANGS) {
    it(`login page: product name, the provider's logo once known, languages as buttons (${lang})`, { timeout: 120_000 }, async () => {
      const T = texts(lang);
      const provider = await createProvider(server.db, { name: `Kinneret Boats ${lang}`, timezone: 'Asia/Jerusalem' });
      const user = await createUser(server.db, provider.id, { values: { language: lang } });
      const logo = `data:image/png;base64,${(await photo(160, 160, { format: 'png' })).toString('base64')}`;
      await server.db.insert(providerRegistrations).values({
        providerId: provider.id,
        userId: user.id,
        status: 'approved',
        emailTokenHash: crypto.randomUUID(),
        emailTokenExpiresAt: new Date(),
        termsVersion: '2025-01-01',
        termsAcceptedAt: new Date(),
        details: { logo },
      });
      const context = await newContext(browser(), server.baseURL, lang);
      const page = await context.newPage();
      const errors = collectPageErrors(page);
      await page.goto('/login');
      await page.getByRole('heading', { name: T('login.title') }).waitFor();
      await page.locator('[data-login-brand]').getByText(T('login.productName')).waitFor();
      expect(await page.locator('[data-provider-logo]').count()).toBe(0);
      // One picker only: the page's own buttons, the current language pressed.
      expect(await page.locator('select.language-picker').isVisible()).toBe(false);
      expect(await page.getByRole('group', { name: T('common:language') }).getByRole('button', { pressed: true }).innerText()).toBe(T(`common:languages.${lang}`));
      await shot(page, `login-first-time-${lang}`, lang === 'en-US' ? [[1280, 800], [1024, 768]] : [[1280, 800]]);

      await page.locator('[name=username]').fill(user.username);
      await page.locator('[name=password]').fill(user.password);
      await page.getByRole('button', { name: T('login.submit') }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.waitForFunction(() => localStorage.getItem('backoffice.brand') !== null);
      await context.clearCookies();
      await page.goto('/login');
      const img = page.locator('[data-provider-logo]');
      await img.waitFor();
      expect(await img.getAttribute('src')).toBe(logo);
      expect(await img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBe(160);
      await page.locator('[data-login-brand]').getByText(`Kinneret Boats ${lang}`).waitFor();
      await shot(page, `login-with-logo-${lang}`);

      // Another language from the buttons.
      const next = lang === 'ru-RU' ? 'he-IL' : 'ru-RU';
      await page.getByRole('group', { name: T('common:language') }).getByRole('button', { name: T(`common:languages.${next}`) }).click();
      await page.getByRole('heading', { name: texts(next)('login.title') }).waitFor();
      expect(await page.evaluate(() => document.documentElement.dir)).toBe(next === 'he-IL' ? 'rtl' : 'ltr');
      expect(errors).toEqual([]);
      expect(await missingTranslationKeys(page)).toEqual([]);
      await context.close();
    });
  }
});
