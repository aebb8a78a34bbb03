import { describe, expect, it } from 'vitest';
import { createProvider, createUser } from '../../../sync-server/src/test/test-app';
import { createPlatformStaff } from '../../../sync-server/src/domains/platform';
import { createSession, SESSION_COOKIE } from '../../../sync-server/src/domains/session/session-store';
import { addSessionCookie, collectPageErrors, missingTranslationKeys, newContext, screenshotBothSizes, useBrowser } from '../lib/browser';
import { startBackoffice } from '../lib/backoffice-server';
import { texts } from '../lib/texts';

/**
 * Issue 21, C009 (001 §3 init's modal alerts): platform staff write a notice for one provider on the
 * Platform → Alerts tab; that provider's user meets it in front of the back office in Hebrew, closes
 * it, and it does not come back; another provider's user never sees it.
 */
describe('modal alerts from the platform to a provider', async () => {
  const server = await startBackoffice();
  const browser = useBrowser();

  it('written on the Alerts tab (en-US), shown once to the provider\'s user (he-IL) until closed', { timeout: 180_000 }, async () => {
    const en = texts('en-US');
    const he = texts('he-IL');
    const provider = await createProvider(server.db, { name: 'Galilee Kayaks' });
    const other = await createProvider(server.db, { name: 'Desert Jeeps' });
    const user = await createUser(server.db, provider.id, { values: { language: 'he-IL' } });
    const stranger = await createUser(server.db, other.id, { values: { language: 'en-US' } });
    const staff = await createPlatformStaff(server.db, { username: `alerts${Date.now()}`, password: 'Platform123', language: 'en-US' });
    const { token } = await createSession(server.db, { id: staff.userId, providerId: staff.providerId }, false);

    // The platform writes the alert.
    const staffContext = await newContext(browser(), server.baseURL, 'en-US');
    await addSessionCookie(staffContext, server.baseURL, `${SESSION_COOKIE}=${token}`);
    const staffPage = await staffContext.newPage();
    const staffErrors = collectPageErrors(staffPage);
    await staffPage.goto('/platform/alerts');
    const form = staffPage.getByRole('form', { name: en('platform.alerts.new') });
    await form.locator('[name=alertTitle]').fill('עדכון מערכת');
    await form.locator('[name=alertProvider]').selectOption({ label: 'Galilee Kayaks' });
    await form.locator('[name=alertBody]').fill('ביום שישי בשעה 02:00 המערכת תתעדכן לחמש דקות.');
    await form.getByRole('button', { name: en('platform.alerts.add') }).click();
    const row = staffPage.locator('tr[data-alert]').filter({ hasText: 'עדכון מערכת' });
    await row.waitFor();
    expect(await row.textContent()).toContain('Galilee Kayaks');
    await screenshotBothSizes(staffPage, 'platform', 'modal-alerts-tab-en-US');
    expect(await missingTranslationKeys(staffPage)).toEqual([]);
    expect(staffErrors).toEqual([]);

    // The provider's user meets it, in Hebrew, and closes it.
    const context = await newContext(browser(), server.baseURL, 'he-IL');
    await addSessionCookie(context, server.baseURL, user.cookie);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: 'עדכון מערכת' });
    await dialog.getByText('ביום שישי בשעה 02:00').waitFor();
    await screenshotBothSizes(page, 'backoffice', 'modal-alert-he-IL');
    const closing = page.waitForResponse((r) => r.url().includes('/api/cancel-modal-alert/'));
    await dialog.getByRole('button', { name: he('modalAlert.gotIt') }).click();
    expect((await closing).status()).toBe(200);
    await dialog.waitFor({ state: 'detached' });
    await page.reload();
    await page.locator('nav.menu [data-menu=signOut]').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await missingTranslationKeys(page)).toEqual([]);
    expect(errors).toEqual([]);

    // The platform's list counts the closing; another provider's user never saw it.
    await staffPage.reload();
    await expect.poll(() => staffPage.locator('tr[data-alert]').filter({ hasText: 'עדכון מערכת' }).locator('td.num').textContent()).toBe('1');
    const strangerContext = await newContext(browser(), server.baseURL, 'en-US');
    await addSessionCookie(strangerContext, server.baseURL, stranger.cookie);
    const strangerPage = await strangerContext.newPage();
    await strangerPage.goto('/');
    await strangerPage.locator('nav.menu [data-menu=signOut]').waitFor();
    await strangerPage.waitForLoadState('networkidle');
    expect(await strangerPage.getByRole('dialog').count()).toBe(0);
    for (const c of [staffContext, context, strangerContext]) await c.close();
  });
});
