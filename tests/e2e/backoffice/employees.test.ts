import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { createProvider, createUser } from '../../../sync-server/src/test/test-app';
import { insertProduct } from '../../../sync-server/src/domains/orders/sale.fixtures';
import { products } from '../../../sync-server/src/db/schema';
import { collectPageErrors, missingTranslationKeys, newContext, screenshot, useBrowser } from '../lib/browser';
import { startBackoffice } from '../lib/backoffice-server';
import { texts } from '../lib/texts';
import { tomorrow } from '../lib/dates';

/** Tomorrow in the provider's (and the browser's) time zone, as YYYY-MM-DD. */
const shotsDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'screenshots', 'backoffice-employees');

/**
 * Issue 24 "who works which slot": a user makes two guides through the form (meeting the Israeli ID
 * check in their language), sees the calendar mark both slots of tomorrow as unstaffed, assigns a
 * guide to each from the slot dialog, sees their names on the slots, and prints one guide's day
 * sheet: an A4 PDF with the slot's manifest (turned into PNG to look at).
 */
describe('back office employees and guides', async () => {
  const server = await startBackoffice();
  const browser = useBrowser();

  for (const lang of ['he-IL', 'en-US'] as const) {
    it(`two guides made, assigned in the calendar, one's day sheet printed, in ${lang}`, { timeout: 240_000 }, async () => {
      const T = texts(lang);
      const he = lang === 'he-IL';
      const provider = await createProvider(server.db, { name: he ? 'ג׳יפים ים המלח' : 'Dead Sea Jeeps', timezone: 'Asia/Jerusalem', language: lang });
      const user = await createUser(server.db, provider.id, { values: { firstName: he ? 'נועה' : 'Noa', language: lang } });
      const date = tomorrow();
      const morning = await insertProduct(server.db, provider.id, { slot: { date, startTime: '09:00:00' } });
      const noon = await insertProduct(server.db, provider.id, { slot: { date, startTime: '13:00:00' } });
      for (const p of [morning, noon]) await server.db.update(products).set({ allowAssignEmployees: true, name: he ? `סיור ${p.productId}` : `Tour ${p.productId}` }).where(eq(products.id, p.productId));
      const order = await server.app.inject({
        method: 'POST',
        url: '/api/order/create',
        headers: { cookie: user.cookie },
        payload: {
          products: [{ productId: morning.productId, date, slotId: morning.slotId, customers: [{ customerTypeId: morning.adult, quantity: 2 }, { customerTypeId: morning.child, quantity: 1 }] }],
          leadCustomer: { firstName: 'Yael', lastName: 'Cohen', mobile: '050-7654321' },
        },
      });
      expect(order.statusCode, order.body).toBe(200);

      const context = await newContext(browser(), server.baseURL, lang);
      const page = await context.newPage();
      const errors = collectPageErrors(page);
      const shot = (name: string) => screenshot(page, 'backoffice-employees', `${name}-${lang}`);
      const guides = he ? ['דנה לוי', 'עומר כהן'] : ['Dana Levi', 'Omer Cohen'];

      await page.goto('/login');
      await page.locator('[name=username]').fill(user.username);
      await page.locator('[name=password]').fill(user.password);
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === '/');

      // The menu leads to the employees; none yet (R-EMP-4: the active ones are listed).
      await page.locator('[data-menu=employees]').click();
      await page.waitForURL(/\/employees$/);
      await page.getByText(T('employees.empty')).waitFor();
      await page.getByRole('button', { name: T('employees.new') }).click();
      await page.waitForURL(/\/employee\/new$/);

      // R-EMP-1, R-EMP-2: no pid and no number, then a pid with a wrong check digit, each worded in the user's language.
      const [first1, last1] = guides[0]!.split(' ') as [string, string];
      await page.locator('[name=firstName]').fill(first1);
      await page.locator('[name=lastName]').fill(last1);
      await page.locator('[name=mobile]').fill('052-1234567');
      await page.getByRole('button', { name: T('common:save') }).click();
      await page.getByText(T('employees.problems.pid-or-number')).waitFor();
      await page.locator('[name=pid]').fill('123456789');
      await page.getByRole('button', { name: T('common:save') }).click();
      await page.locator('.field', { has: page.locator('[name=pid]') }).getByText(T('employees.problems.invalid-pid')).waitFor();
      await shot('employee-invalid-pid');
      await page.locator('[name=pid]').fill('123456782');
      await page.locator('[name=calendarColor]').fill('#1e88e5');
      await page.getByRole('button', { name: T('common:save') }).click();
      await page.waitForURL(/\/employee\/\d+$/);
      const firstId = Number(/(\d+)$/.exec(page.url())![1]);

      // The second guide by employee number alone; colour left black (R-EMP-3).
      await page.goto('/employee/new');
      const [first2, last2] = guides[1]!.split(' ') as [string, string];
      await page.locator('[name=firstName]').fill(first2);
      await page.locator('[name=lastName]').fill(last2);
      await page.locator('[name=employeeNumber]').fill('G-2');
      await page.locator('[name=mobile]').fill('0541234567');
      await page.getByRole('button', { name: T('common:save') }).click();
      await page.waitForURL(/\/employee\/\d+$/);
      await page.getByRole('link', { name: T('employees.back') }).click();
      await page.waitForURL(/\/employees$/);
      for (const name of guides) await page.locator(`tr[data-employee="${name}"]`).waitFor();
      await shot('employees-list');

      // C172: the list exports as CSV (made by a job on the server's queue), its filter with it.
      const downloading = page.waitForEvent('download', { timeout: 30_000 });
      await page.locator('[data-export="employees"]').click();
      const download = await downloading;
      const csv = readFileSync((await download.path())!, 'utf8');
      expect(csv.split('\r\n')[0]).toContain(T('employees.employeeNumber'));
      for (const name of guides) expect(csv).toContain(name.split(' ')[0]!);

      // The calendar's day: both slots are marked unstaffed.
      await page.goto(`/calendar/v3/day/${date}`);
      const entry = (slotId: number) => page.locator(`[data-entry="slot-${slotId}-${date}"]`);
      await entry(morning.slotId).locator('[data-unstaffed]').waitFor();
      await entry(noon.slotId).locator('[data-unstaffed]').waitFor();
      await shot('calendar-unstaffed');

      // Assign a guide to each slot from its dialog (R-EMP-6).
      for (const [slotId, guide] of [
        [morning.slotId, guides[0]!],
        [noon.slotId, guides[1]!],
      ] as const) {
        await entry(slotId).click();
        const dialog = page.locator('[data-slot-guides]');
        await dialog.locator('select[name=guide]').selectOption({ label: guide });
        if (slotId === morning.slotId) await shot('slot-dialog-assign');
        await dialog.getByRole('button', { name: T('employees.assign') }).click();
        await entry(slotId).locator(`[data-guide="${guide}"]`).waitFor();
      }
      expect(await page.locator('[data-unstaffed]').count()).toBe(0);
      await shot('calendar-staffed');

      // The first guide's page lists the slot; the day sheet prints the slot's manifest.
      await page.goto(`/employee/${firstId}`);
      await page.getByText(T('employees.schedule')).first().waitFor();
      const link = page.locator('[data-day-sheet]');
      await link.waitFor();
      await shot('employee-schedule');
      const href = await link.getAttribute('href');
      expect(href).toContain(`date=${date}`);
      const pdf = await page.request.get(href!);
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['content-type']).toBe('application/pdf');
      mkdirSync(shotsDir, { recursive: true });
      const pdfPath = join(shotsDir, `day-sheet-${lang}.pdf`);
      writeFileSync(pdfPath, await pdf.body());
      const text = execFileSync('pdftotext', ['-layout', pdfPath, '-'], { encoding: 'utf8' });
      expect(text).toContain('Yael Cohen');
      expect(text).toContain('050-7654321');
      expect(text).toContain('09:00-10:00');
      execFileSync('pdftoppm', ['-png', '-r', '70', '-singlefile', pdfPath, join(shotsDir, `day-sheet-${lang}`)]);

      expect(await missingTranslationKeys(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
