import { describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import { createProvider, createUser } from '../../../sync-server/src/test/test-app';
import { setCrmModule } from '../../../sync-server/src/domains/crm/crm.fixtures';
import { crmCustomerOrders, crmCustomers, crmListItems, crmMessages, crmQuickReplies, leadTypes, outgoingMessages } from '../../../sync-server/src/db/schema';
import { insertProduct } from '../../../sync-server/src/domains/orders/sale.fixtures';
import { bookSlotUrl } from '../../../renderer/backoffice/orders/prefill';
import { tomorrow } from '../lib/dates';
import { PDF } from '../../../sync-server/src/domains/files/files.fixtures';
import { addSessionCookie, collectPageErrors, missingTranslationKeys, newContext, screenshotBothSizes, useBrowser } from '../lib/browser';
import { startBackoffice } from '../lib/backoffice-server';
import { texts } from '../lib/texts';

delete process.env.SMTP_URL;
process.env.MESSAGE_SINK_DIR ??= mkdtempSync(join(tmpdir(), 'crm-conversation-sink-'));

/**
 * The customer card's conversation (C302-C304, C309, C311, C312) in the browser: the customer's
 * unread reply is marked New and read once shown, a quick reply fills the message, an SMS and an
 * e-mail with a file are sent through the outbox, a message scheduled for later is cancelled; a new
 * order's mobile offers the customer (C295) and the order joins them; the CRM's lists and quick
 * replies are kept from the customers page (C308-C310, C318-C329; R-CRM-5, R-CRM-6).
 */
describe('CRM: the conversation on the customer card', async () => {
  const server = await startBackoffice();
  const provider = await createProvider(server.db, { name: 'Galilee Kayaks', timezone: 'Asia/Jerusalem' });
  await setCrmModule(server.db, provider.id, true);
  const [schools] = await server.db.insert(leadTypes).values({ providerId: provider.id, name: 'Schools' }).returning();
  await server.db.insert(crmQuickReplies).values({ providerId: provider.id, leadTypeId: schools!.id, text: 'Thanks, we will call you today.' });
  const product = await insertProduct(server.db, provider.id);
  const pdfPath = join(mkdtempSync(join(tmpdir(), 'crm-file-')), 'programme.pdf');
  writeFileSync(pdfPath, PDF);
  const browser = useBrowser();

  for (const lang of ['he-IL', 'en-US'] as const) {
    it(`reads, answers, attaches and schedules in ${lang}`, { timeout: 180_000 }, async () => {
      const T = texts(lang);
      const tag = lang === 'he-IL' ? 'he' : 'en';
      const [dana] = await server.db
        .insert(crmCustomers)
        .values({ providerId: provider.id, firstName: 'Dana', lastName: `Levi${tag}`, email: `dana-${tag}@example.test`, mobile: `050111223${tag === 'he' ? 3 : 4}` })
        .returning();
      const [reply] = await server.db.insert(crmMessages).values({ providerId: provider.id, crmCustomerId: dana!.id, direction: 'in', type: 'Sms', text: 'How many kayaks do you have?', status: 'Sent' }).returning();
      const staff = await createUser(server.db, provider.id, { values: { language: lang } });
      const context = await newContext(browser(), server.baseURL, lang);
      await addSessionCookie(context, server.baseURL, staff.cookie);
      const page = await context.newPage();
      const errors = collectPageErrors(page);

      await page.goto(`/crm-customer/${dana!.id}/messages`);
      const panel = page.getByRole('region', { name: T('crm.messages.title') });
      const incoming = panel.getByTestId(`crm-message-${reply!.id}`);
      await incoming.getByText(T('crm.messages.new')).waitFor();
      await expect.poll(async () => (await server.db.select({ readAt: crmMessages.readAt }).from(crmMessages).where(eq(crmMessages.id, reply!.id)))[0]!.readAt).not.toBeNull();
      await screenshotBothSizes(page, 'crm', `conversation-unread-${lang}`);

      // A quick reply fills the message; sent by SMS.
      await panel.locator('select[name=quickReplyId]').selectOption({ label: 'Schools: Thanks, we will call you today.' });
      await expect.poll(() => panel.locator('textarea[name=message]').inputValue()).toBe('Thanks, we will call you today.');
      await panel.getByTestId('crm-message-send').click();
      await panel.locator('.crm-message.out').filter({ hasText: 'Thanks, we will call you today.' }).waitFor();
      await expect.poll(() => panel.locator('textarea[name=message]').inputValue()).toBe('');

      // An e-mail with a file.
      await panel.locator('select[name=type]').selectOption('Email');
      await panel.locator('input[name=subject]').fill('Your school trip');
      await panel.locator('textarea[name=message]').fill('The programme is attached.');
      await panel.locator('input[name=attachments]').setInputFiles(pdfPath);
      await panel.getByTestId('crm-message-send').click();
      const mailed = panel.locator('.crm-message.out').filter({ hasText: 'The programme is attached.' });
      await mailed.getByRole('link', { name: 'programme.pdf' }).waitFor();

      // Scheduled for later, then cancelled before its time.
      await panel.locator('select[name=type]').selectOption('Sms');
      await panel.locator('textarea[name=message]').fill('See you tomorrow at the river.');
      await panel.getByLabel(T('crm.messages.later')).check();
      await panel.locator('input[name=sendAt]').fill('2099-06-01T09:30');
      await panel.getByRole('button', { name: T('crm.messages.schedule') }).click();
      const scheduled = panel.locator('.crm-message.out').filter({ hasText: 'See you tomorrow at the river.' });
      await scheduled.getByText(T('crm.messages.scheduledFor', { time: '' }).trim(), { exact: false }).waitFor();
      await screenshotBothSizes(page, 'crm', `conversation-sent-${lang}`);
      await scheduled.getByRole('button', { name: T('crm.messages.cancelScheduled') }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: T('common:yes'), exact: true }).click();
      await scheduled.getByText(T('crm.messages.cancelled'), { exact: true }).waitFor();

      const sent = await server.db
        .select({ channel: outgoingMessages.channel, to: outgoingMessages.toAddress, subject: outgoingMessages.subject, body: outgoingMessages.body })
        .from(outgoingMessages)
        .where(and(eq(outgoingMessages.providerId, provider.id), eq(outgoingMessages.kind, 'crm-message'), eq(outgoingMessages.sentByUserId, staff.id)))
        .orderBy(asc(outgoingMessages.id));
      expect(sent).toEqual([
        { channel: 'sms', to: dana!.mobile, subject: '', body: 'Thanks, we will call you today.' },
        { channel: 'email', to: `dana-${tag}@example.test`, subject: 'Your school trip', body: 'The programme is attached.' },
      ]);
      // C295: a new order's mobile offers the CRM customer, who fills the fields; the order joins that customer.
      await page.goto(bookSlotUrl(product.productId, tomorrow(), product.slotId));
      await page.locator(`[name="quantity-${product.adult}"]`).fill('1');
      await page.getByRole('button', { name: T('newOrder.addToOrder') }).click();
      await page.waitForURL(/\/orders\/new$/);
      await page.locator('[name=mobile]').fill(dana!.mobile.slice(0, 6));
      await page.getByTestId(`crm-match-${dana!.id}`).click();
      await expect.poll(() => page.locator('[name=lastName]').inputValue()).toBe(`Levi${tag}`);
      await page.getByText(T('crm.forOrder.chosen')).waitFor();
      await screenshotBothSizes(page, 'crm', `new-order-crm-customer-${lang}`);
      await page.getByRole('button', { name: T('newOrder.create') }).click();
      await page.waitForURL(/\/order\/\d+$/);
      const orderId = Number(new URL(page.url()).pathname.split('/').pop());
      expect(await server.db.select({ crmCustomerId: crmCustomerOrders.crmCustomerId }).from(crmCustomerOrders).where(eq(crmCustomerOrders.orderId, orderId))).toEqual([{ crmCustomerId: dana!.id }]);

      // The lists (R-CRM-6) and quick replies (R-CRM-5): a lead source added, renamed and deleted; a lead type added with its quick reply.
      await page.goto('/crm-customers');
      await page.getByTestId('crm-lists').click();
      const lists = page.getByRole('dialog');
      const sources = lists.getByTestId('crm-list-lead-sources');
      await sources.locator('input[name=newName]').fill(`Website ${tag}`);
      await sources.getByRole('button', { name: T('crm.lists.add') }).click();
      await sources.locator(`input[value="Website ${tag}"]`).waitFor();
      // The field being typed in also carries that value: wait for the server's row, not only the page.
      const addedRow = () => server.db.select({ id: crmListItems.id }).from(crmListItems).where(and(eq(crmListItems.providerId, provider.id), eq(crmListItems.name, `Website ${tag}`)));
      await expect.poll(async () => (await addedRow()).length).toBe(1);
      const [added] = await addedRow();
      const source = sources.locator('.crm-list-item').filter({ has: page.locator(`input[name="name-${added!.id}"]`) });
      await source.locator('input').fill(`Web site ${tag}`);
      await source.getByRole('button', { name: T('crm.lists.rename') }).click();
      await expect.poll(async () => (await server.db.select({ name: crmListItems.name }).from(crmListItems).where(eq(crmListItems.id, added!.id)))[0]?.name).toBe(`Web site ${tag}`);
      await source.getByRole('button', { name: T('crm.lists.remove') }).click();
      await source.waitFor({ state: 'detached' });
      expect(await server.db.select().from(crmListItems).where(eq(crmListItems.id, added!.id))).toEqual([]);
      await lists.locator('select[name=crmList]').selectOption('lead-types');
      const typesList = lists.getByTestId('crm-list-lead-types');
      await typesList.locator('input[name=newName]').fill(`Families ${tag}`);
      await typesList.getByRole('button', { name: T('crm.lists.add') }).click();
      await typesList.locator(`input[value="Families ${tag}"]`).waitFor();
      await lists.locator('select[name=crmList]').selectOption('quick-replies');
      const repliesList = lists.getByTestId('crm-quick-replies');
      await repliesList.locator('select[name=replyLeadType]').selectOption({ label: `Families ${tag}` });
      await repliesList.locator('textarea[name=replyText]').fill('Families are welcome every day.');
      await repliesList.getByRole('button', { name: T('crm.lists.add') }).click();
      await expect.poll(() => repliesList.getByLabel(`Families ${tag}`, { exact: true }).inputValue()).toBe('Families are welcome every day.');
      await screenshotBothSizes(page, 'crm', `crm-lists-${lang}`);
      const [families] = await server.db.select({ id: leadTypes.id }).from(leadTypes).where(eq(leadTypes.name, `Families ${tag}`));
      expect(await server.db.select({ text: crmQuickReplies.text }).from(crmQuickReplies).where(eq(crmQuickReplies.leadTypeId, families!.id))).toEqual([{ text: 'Families are welcome every day.' }]);

      expect(errors).toEqual([]);
      expect(await missingTranslationKeys(page)).toEqual([]);
      await context.close();
    });
  }
});
