import { describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, eq, isNull, and } from 'drizzle-orm';
import { createProvider, createUser } from '../../../sync-server/src/test/test-app';
import { setCrmModule } from '../../../sync-server/src/domains/crm/crm.fixtures';
import { crmCustomers, crmLeads, outgoingMessages } from '../../../sync-server/src/db/schema';
import { addSessionCookie, collectPageErrors, missingTranslationKeys, newContext, screenshot, useBrowser } from '../lib/browser';
import { startBackoffice } from '../lib/backoffice-server';
import { texts } from '../lib/texts';

delete process.env.SMTP_URL;
process.env.MESSAGE_SINK_DIR ??= mkdtempSync(join(tmpdir(), 'crm-message-sink-'));

/**
 * C273 and C274 in the browser: a message written in the send dialog goes to the CRM customers the
 * list's search finds, and to the customers of the leads on the board, after the confirm step counts
 * them; the placeholders are the customer's (R-MSG-6), the messages carry no order.
 */
describe('CRM: messages to customers and to the customers of leads', async () => {
  const server = await startBackoffice();
  const provider = await createProvider(server.db, { name: 'Galilee Kayaks', timezone: 'Asia/Jerusalem' });
  await setCrmModule(server.db, provider.id, true);
  const browser = useBrowser();

  for (const lang of ['he-IL', 'en-US'] as const) {
    it(`writes to the customers found and to the leads' customers in ${lang}`, { timeout: 180_000 }, async () => {
      const T = texts(lang);
      const tag = lang === 'he-IL' ? 'he' : 'en';
      await server.db.insert(crmCustomers).values([
        { providerId: provider.id, firstName: 'Dana', lastName: `Levi${tag}`, email: `dana-${tag}@example.test`, mobile: `05011122${lang === 'he-IL' ? 33 : 44}` },
        { providerId: provider.id, firstName: 'Yossi', lastName: `Levi${tag}`, email: '', mobile: `05244455${lang === 'he-IL' ? 66 : 77}` },
      ]);
      const staff = await createUser(server.db, provider.id, { values: { language: lang } });
      const context = await newContext(browser(), server.baseURL, lang);
      await addSessionCookie(context, server.baseURL, staff.cookie);
      const page = await context.newPage();
      const errors = collectPageErrors(page);

      await page.goto(`/crm-customers?keyword=levi${tag}`);
      await page.getByRole('button', { name: T('sendMessage.open') }).click();
      const dialog = page.getByRole('dialog');
      await dialog.locator('input[name=sms]').uncheck();
      await dialog.locator('[name=subject]').fill('Summer dates, [FIRST NAME]');
      await dialog.locator('[name=content]').fill('Dear [FULL NAME], the summer dates are open.');
      await dialog.locator('[name=fromEmail]').fill('office@kayaks.example');
      await dialog.locator('[name=smsSenderName]').fill('Kayaks');
      await dialog.getByRole('button', { name: T('sendMessage.continue') }).click();
      await dialog.getByText(T('sendMessage.confirmCustomersEmail', { email: 1, customers: 2 })).waitFor();
      await screenshot(page, 'crm', `send-confirm-${lang}`);
      await dialog.getByRole('button', { name: T('sendMessage.send') }).click();
      await dialog.getByText(T('sendMessage.sentCustomersEmail', { email: 1, customers: 2 })).waitFor();
      const mails = await server.db
        .select({ to: outgoingMessages.toAddress, subject: outgoingMessages.subject, body: outgoingMessages.body })
        .from(outgoingMessages)
        .where(and(eq(outgoingMessages.providerId, provider.id), eq(outgoingMessages.source, 'crm-customer'), isNull(outgoingMessages.orderId), eq(outgoingMessages.toAddress, `dana-${tag}@example.test`)))
        .orderBy(asc(outgoingMessages.id));
      expect(mails).toEqual([{ to: `dana-${tag}@example.test`, subject: 'Summer dates, Dana', body: `Dear Dana Levi${tag}, the summer dates are open.` }]);
      await dialog.getByRole('button', { name: T('common:close'), exact: true }).filter({ hasText: T('common:close') }).click();
      await dialog.waitFor({ state: 'detached' });

      // C274: Dana has two leads; the board's send reaches her once (and the other language's Dana from the run before).
      const [dana] = await server.db.select({ id: crmCustomers.id }).from(crmCustomers).where(eq(crmCustomers.email, `dana-${tag}@example.test`));
      await server.db.insert(crmLeads).values([
        { providerId: provider.id, crmCustomerId: dana!.id, description: 'School trip' },
        { providerId: provider.id, crmCustomerId: dana!.id, description: 'Birthday' },
      ]);
      const withLeads = lang === 'he-IL' ? 1 : 2;
      await page.goto('/crm-customer-leads');
      await page.getByRole('button', { name: T('sendMessage.open') }).click();
      const toLeads = page.getByRole('dialog');
      await toLeads.locator('input[name=sms]').uncheck();
      await toLeads.locator('[name=subject]').fill('Your trip, [FIRST NAME]');
      await toLeads.locator('[name=content]').fill('Dear [FULL NAME], here are the dates.');
      await toLeads.locator('[name=fromEmail]').fill('office@kayaks.example');
      await toLeads.locator('[name=smsSenderName]').fill('Kayaks');
      await toLeads.getByRole('button', { name: T('sendMessage.continue') }).click();
      await toLeads.getByText(T('sendMessage.confirmCustomersEmail', { email: withLeads, customers: withLeads })).waitFor();
      await toLeads.getByRole('button', { name: T('sendMessage.send') }).click();
      await toLeads.getByText(T('sendMessage.sentCustomersEmail', { email: withLeads, customers: withLeads })).waitFor();
      await screenshot(page, 'crm', `send-leads-done-${lang}`);
      expect(await server.db.select({ id: outgoingMessages.id }).from(outgoingMessages).where(and(eq(outgoingMessages.source, 'crm-lead'), eq(outgoingMessages.toAddress, `dana-${tag}@example.test`)))).toHaveLength(1);

      expect(errors).toEqual([]);
      expect(await missingTranslationKeys(page)).toEqual([]);
      await context.close();
    });
  }
});
