import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { Permission } from '@pos/shared/permissions';
import { createProvider, createUser, type TestUser } from '../../../sync-server/src/test/test-app';
import { addSessionCookie, missingTranslationKeys, newContext, screenshot, useBrowser } from '../lib/browser';
import { startBackoffice } from '../lib/backoffice-server';
import { setCrmModule } from '../../../sync-server/src/domains/crm/crm.fixtures';

/** R-PERM-5, R-PERM-8, R-PERM-9, R-PERM-12: the menu and the routes follow the user's profile. */
describe('back office permissions', async () => {
  const server = await startBackoffice();
  const provider = await createProvider(server.db, { name: 'Galilee Kayaks' });
  const en = { language: 'en-US' };
  const users = {
    all: await createUser(server.db, provider.id, { values: en }),
    products: await createUser(server.db, provider.id, { permissions: [Permission.ProductsViewSearch], values: en }),
    orders: await createUser(server.db, provider.id, { permissions: [Permission.ViewOrders, Permission.CreateOrders], values: en }),
    calendar: await createUser(server.db, provider.id, { permissions: [Permission.CalendarViewFilter], values: { language: 'he-IL' } }),
  };
  const browser = useBrowser();

  async function as(user: TestUser, path = '/'): Promise<Page> {
    const context = await newContext(browser(), server.baseURL);
    await addSessionCookie(context, server.baseURL, user.cookie);
    const page = await context.newPage();
    await page.goto(path);
    return page;
  }
  const menu = async (page: Page) => {
    await page.locator('nav.menu [data-menu=signOut]').waitFor();
    return page.locator('nav.menu [data-menu]').evaluateAll((els) => els.map((e) => e.getAttribute('data-menu')));
  };
  async function expectNoPermission(page: Page, path: string) {
    await page.goto(path);
    await page.getByRole('alertdialog').getByText(/No permission|אין הרשאה/).waitFor();
    await page.waitForURL(`${server.baseURL}/`);
  }

  it('shows every entry to a user holding every permission; the CRM entries only while the CRM module is on (R-CRM-8)', async () => {
    const off = await as(users.all);
    expect((await menu(off)).filter((key) => key?.startsWith('crm'))).toEqual([]);
    await off.context().close();
    await setCrmModule(server.db, provider.id, true);
    const page = await as(users.all);
    expect(await menu(page)).toEqual(['home', 'catalog', 'calendar', 'orders', 'syncConflicts', 'messageHistory', 'chat', 'businessClients', 'crmCustomers', 'crmLeads', 'crmQuotes', 'documents', 'exports', 'bulkInvoices', 'coupons', 'employees', 'messageTemplates', 'reports', 'accounting', 'settings', 'signOut']);
  });

  it('ProductsViewSearch alone: catalogue only; editing, creating, orders and calendar say "No permission" and go home', async () => {
    const page = await as(users.products);
    expect(await menu(page)).toEqual(['home', 'catalog', 'coupons', 'signOut']);
    await page.goto('/catalog');
    await page.getByRole('table').or(page.getByText('No products match.')).first().waitFor();
    expect(await page.getByRole('button', { name: 'New product' }).count()).toBe(0);
    await expectNoPermission(page, '/orders');
    await screenshot(page, 'backoffice', 'no-permission-en-US');
    await page.getByRole('button', { name: 'OK' }).click();
    await expectNoPermission(page, '/product/1/edit/details');
    await page.getByRole('button', { name: 'OK' }).click();
    await expectNoPermission(page, '/create-product-step-one/general');
    await page.getByRole('button', { name: 'OK' }).click();
    await expectNoPermission(page, '/calendar/v3/week');
    expect(await missingTranslationKeys(page)).toEqual([]);
  });

  it('ViewOrders and CreateOrders: orders only', async () => {
    const page = await as(users.orders);
    expect(await menu(page)).toEqual(['home', 'orders', 'syncConflicts', 'messageHistory', 'chat', 'businessClients', 'signOut']);
    await expectNoPermission(page, '/catalog');
  });

  it('CalendarViewFilter in he-IL: the calendar only, without the editing buttons', async () => {
    const page = await as(users.calendar, '/calendar/v3/week');
    expect(await menu(page)).toEqual(['home', 'calendar', 'signOut']);
    await page.getByRole('button', { name: 'שבוע' }).waitFor();
    expect(await page.getByRole('button', { name: 'משבצת חדשה' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'עצירת מכירה' }).count()).toBe(0);
    await expectNoPermission(page, '/orders');
    await screenshot(page, 'backoffice', 'no-permission-he-IL');
  });
});
