import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { products, providers } from '../../../sync-server/src/db/schema';
import { startSmtpSink, waitFor } from '../../../sync-server/src/domains/messages/smtp-sink.fixtures';
import { tokenInMail } from '../../../sync-server/src/domains/registration/registration.fixtures';
import { createPlatformStaff } from '../../../sync-server/src/domains/platform';
import { createSession, SESSION_COOKIE } from '../../../sync-server/src/domains/session/session-store';
import { addSessionCookie, collectPageErrors, launchBrowser, missingTranslationKeys, newContext, screenshotBothSizes } from '../lib/browser';
import { startBackoffice } from '../lib/backoffice-server';
import { texts } from '../lib/texts';

/**
 * Issue 25 "Done when": a business registers (R-USER-9), confirms by the e-mail the SMTP sink
 * received, waits "awaiting registration" (R-USER-10), platform staff approve it in the platform's
 * back office, and the new provider logs in and creates its first product.
 */
describe('a new provider joins by itself', async () => {
  const sink = await startSmtpSink();
  process.env.SMTP_URL = sink.url;
  const server = await startBackoffice();
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await sink.close();
  });

  const cases = [
    { lang: 'he-IL', company: 'ג׳יפים ים המלח', product: 'סיור ג׳יפים במדבר' },
    { lang: 'en-US', company: 'Dead Sea Jeeps', product: 'Desert jeep tour' },
    { lang: 'ru-RU', company: 'Джипы Мёртвого моря', product: 'Джип-тур по пустыне' },
  ] as const;
  for (const { lang, company, product } of cases) {
    it(`registers, confirms by e-mail, is approved and creates a first product (${lang})`, { timeout: 300_000 }, async () => {
      const T = texts(lang);
      const k = `${Date.now().toString(36)}${lang.slice(0, 2)}`;
      const email = `owner-${k}@jeeps.example`;
      const username = `jeeps${k}`;
      const password = 'Desert2026';
      const companyName = `${company} ${k}`;

      // 1. The quick sign-up, anonymous.
      const context = await newContext(browser, server.baseURL, lang);
      const page = await context.newPage();
      const errors = collectPageErrors(page);
      await page.goto('/registration');
      await page.getByRole('heading', { name: T('registration.title') }).waitFor();
      expect(await page.evaluate(() => document.documentElement.dir)).toBe(lang === 'he-IL' ? 'rtl' : 'ltr');
      const fill = (field: string, value: string) => page.locator(`[name=${field}]`).fill(value);
      await fill('companyName', companyName);
      await fill('companyId', `51${Date.now()}`.slice(0, 12));
      await fill('email', email);
      await fill('mobile', '050-7654321');
      await fill('website', 'https://jeeps.example');
      await fill('address', lang === 'he-IL' ? 'עין בוקק' : 'Ein Bokek');
      await fill('username', username);
      await fill('password', password);
      await fill('confirmPassword', password);
      await screenshotBothSizes(page, 'registration', `registration-1-signup-${lang}`);
      await page.getByRole('button', { name: T('registration.next') }).click();

      // 2. The terms step: every clause, the figures from the terms data.
      await page.getByRole('heading', { name: T('registration.termsTitle') }).waitFor();
      expect(await page.locator('[data-clause]').count()).toBe(12);
      await expect.poll(() => page.locator('[data-clause="R-TERMS-1"]').textContent()).toContain('20');
      // R-TERMS-11, R-TERMS-12: the provider's obligations are among what it accepts.
      expect(await page.locator('[data-clause="R-TERMS-11"]').textContent()).toBe(T('registration.terms.R-TERMS-11'));
      expect(await page.locator('[data-clause="R-TERMS-12"]').textContent()).toBe(T('registration.terms.R-TERMS-12'));
      await page.getByLabel(T('registration.accept')).check();
      await screenshotBothSizes(page, 'registration', `registration-2-terms-${lang}`);
      await page.getByRole('button', { name: T('registration.submit') }).click();
      await page.getByRole('heading', { name: T('registration.sentTitle') }).waitFor();
      await screenshotBothSizes(page, 'registration', `registration-3-sent-${lang}`);

      // 3. The e-mail the SMTP sink received; its link confirms the address: "awaiting registration".
      const mail = await waitFor(() => sink.to(email)[0], 'the confirmation e-mail');
      const token = tokenInMail(mail.parsed.text ?? '');
      await page.goto(`/registration-details/${token}`);
      await page.getByText(T('registration.status.awaiting-approval')).waitFor();
      await page.locator('[name=shortDescription]').fill(lang === 'he-IL' ? 'סיורי ג׳יפים במדבר יהודה' : 'Jeep tours in the Judean desert');
      await page.locator('[name=invoiceName]').fill(`${companyName} Ltd`);
      await page.getByRole('button', { name: T('common:save') }).click();
      await page.getByText(T('saved')).waitFor();
      await screenshotBothSizes(page, 'registration', `registration-4-awaiting-${lang}`);

      // Logging in now says why it cannot (R-USER-10), in the user's language.
      await page.goto('/login');
      await page.locator('[name=username]').fill(username);
      await page.locator('[name=password]').fill(password);
      await page.locator('form[aria-label] button[type=submit]').first().click();
      await page.getByText(T('common:serverErrors.registration-awaiting-approval')).waitFor();
      await screenshotBothSizes(page, 'registration', `registration-5-login-refused-${lang}`);

      // 4. Platform staff approve it in the platform's back office.
      const staff = await createPlatformStaff(server.db, { username: `staff${k}`, password: 'Platform123', language: lang });
      const { token: staffToken } = await createSession(server.db, { id: staff.userId, providerId: staff.providerId }, false);
      const staffContext = await newContext(browser, server.baseURL, lang);
      await addSessionCookie(staffContext, server.baseURL, `${SESSION_COOKIE}=${staffToken}`);
      const staffPage = await staffContext.newPage();
      const staffErrors = collectPageErrors(staffPage);
      await staffPage.goto('/platform');
      await staffPage.locator('[data-menu=platform]').waitFor();
      const row = staffPage.getByRole('row').filter({ hasText: companyName });
      await row.waitFor();
      await screenshotBothSizes(staffPage, 'registration', `platform-1-registrations-${lang}`);
      await row.getByRole('button', { name: T('platform.registrations.approveNamed', { name: companyName }) }).click();
      await row.waitFor({ state: 'detached' });
      await waitFor(() => sink.to(email).find((m) => m.parsed.text?.includes('/login')), 'the approval e-mail');
      await staffPage.getByRole('link', { name: T('platform.tabs.providers') }).click();
      await staffPage.locator(`tr[data-provider="${companyName}"]`).getByText(T('registration.status.approved')).waitFor();
      await screenshotBothSizes(staffPage, 'registration', `platform-2-providers-${lang}`);

      // 5. The new provider logs in and creates its first product.
      await page.goto('/login');
      await page.locator('[name=username]').fill(username);
      await page.locator('[name=password]').fill(password);
      await page.locator('form[aria-label] button[type=submit]').first().click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.goto('/catalog');
      await page.getByRole('button', { name: T('catalogue.create') }).click();
      await page.waitForURL(/\/create-product-step-one\/general$/);
      await page.locator('select[name=productTypeId] option').nth(1).waitFor({ state: 'attached' });
      await page.locator('[name=name]').fill(product);
      await page.locator('select[name=productTypeId]').selectOption({ index: 1 });
      await page.locator('[name=unitName]').fill(lang === 'he-IL' ? 'כרטיס' : lang === 'ru-RU' ? 'Билет' : 'Ticket');
      await page.locator('[name=shortDescription]').fill(lang === 'he-IL' ? 'שלוש שעות בין הנקיקים' : 'Three hours through the canyons');
      await page.locator('[name=fullDescription]').fill(lang === 'he-IL' ? 'נסיעה בג׳יפ פתוח עם מדריך.' : 'An open jeep ride with a guide.');
      await page.locator('[name=address]').fill(lang === 'he-IL' ? 'כביש 90' : 'Road 90');
      await page.locator('select[name=cityId]').selectOption({ index: 1 });
      await screenshotBothSizes(page, 'registration', `provider-1-first-product-${lang}`);
      await page.getByRole('button', { name: T('wizard.saveAndContinue') }).click();
      await page.waitForURL(/\/create-product-step-two\/categories\/\d+$/);
      const productId = Number(/\/(\d+)$/.exec(page.url())![1]);
      const [provider] = await server.db.select().from(providers).where(eq(providers.email, email));
      const [saved] = await server.db.select().from(products).where(eq(products.id, productId));
      expect(saved).toMatchObject({ providerId: provider!.id, name: product });
      await screenshotBothSizes(page, 'registration', `provider-2-product-created-${lang}`);

      expect(errors).toEqual([]);
      expect(staffErrors).toEqual([]);
      expect(await missingTranslationKeys(page)).toEqual([]);
      expect(await missingTranslationKeys(staffPage)).toEqual([]);
      await context.close();
      await staffContext.close();
    });
  }
});
