import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { createProvider, createUser } from '../../../sync-server/src/test/test-app';
import { insertProduct } from '../../../sync-server/src/domains/orders/sale.fixtures';
import { startSmtpSink, waitFor } from '../../../sync-server/src/domains/messages/smtp-sink.fixtures';
import { addSessionCookie, collectPageErrors, launchBrowser, missingTranslationKeys, newContext, screenshotBothSizes } from '../lib/browser';
import { startBackoffice } from '../lib/backoffice-server';
import { texts } from '../lib/texts';
import { tomorrow } from '../lib/dates';

/**
 * Issue 21's walk: a user edits an English template into Hebrew on the templates screen (right to
 * left, a placeholder put in from its button, a file attached), opens the 10:00 slot of tomorrow in
 * the calendar, sends the template to everyone booked on it (three orders) through the send
 * dialog's confirm step, and sees the three e-mails as sent in the history; a real SMTP server
 * started here holds three mails with the Hebrew subject, each with the customer's first name and
 * the attachment.
 */
describe('back office message templates and sending to a slot', async () => {
  const sink = await startSmtpSink();
  process.env.SMTP_URL = sink.url;
  process.env.MAIL_FROM = 'bookings@kayaks.example';
  process.env.MESSAGE_SINK_DIR = mkdtempSync(join(tmpdir(), 'message-sink-'));
  const server = await startBackoffice();
  const provider = await createProvider(server.db, { name: 'Galilee Kayaks', timezone: 'Asia/Jerusalem' });
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await sink.close();
    delete process.env.SMTP_URL;
  });

  it('edits a template in Hebrew and sends it to a slot\'s three orders (R-MSG-6, R-MSG-7)', { timeout: 240_000 }, async () => {
    const lang = 'he-IL';
    const T = texts(lang);
    const staff = await createUser(server.db, provider.id, { values: { language: lang } });
    const product = await insertProduct(server.db, provider.id);
    const date = tomorrow();
    const call = async (url: string, payload: object) => {
      const res = await server.app.inject({ method: 'POST', url: `/api/${url}`, headers: { cookie: staff.cookie }, payload });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as { id: number };
    };
    const customers = [
      { firstName: 'דנה', lastName: 'לוי', email: 'dana@example.test' },
      { firstName: 'Yossi', lastName: 'Cohen', email: 'yossi@example.test' },
      { firstName: 'Анна', lastName: 'Петрова', email: 'anna@example.test' },
    ];
    for (const c of customers) {
      await call('order/create', { products: [{ productId: product.productId, date, slotId: product.slotId, customers: [{ customerTypeId: product.adult, quantity: 2 }] }], leadCustomer: { ...c, mobile: '' } });
    }
    await call('message-templates/create-edit', {
      name: 'Tour update',
      subject: 'About your tour',
      content: 'Hello',
      smsEnabled: false,
      emailEnabled: true,
      smsSenderName: 'Kayaks',
      fromEmail: 'office@kayaks.example',
    });

    const context = await newContext(browser, server.baseURL, lang);
    await addSessionCookie(context, server.baseURL, staff.cookie);
    const page = await context.newPage();
    const errors = collectPageErrors(page);

    // The templates screen, from the menu.
    await page.goto('/');
    await page.locator('[data-menu=messageTemplates]').click();
    await page.getByRole('heading', { name: T('titles.messageTemplates') }).waitFor();
    await page.getByRole('row').filter({ hasText: 'Tour update' }).waitFor();
    await screenshotBothSizes(page, 'backoffice-messages', 'templates-he-IL');

    // Edit it in Hebrew: right to left, subject, content with the first-name placeholder from its button, a file attached.
    await page.getByRole('button', { name: T('messageTemplates.editNamed', { name: 'Tour update' }) }).click();
    const editor = page.getByRole('dialog', { name: T('messageTemplates.edit') });
    await editor.locator('[name=name]').fill('עדכון סיור');
    await editor.getByLabel(T('messageTemplates.rightToLeft')).check();
    const subject = 'שינוי בשעת הסיור מחר';
    await editor.locator('[name=subject]').fill(subject);
    const content = editor.locator('[name=content]');
    await content.fill('שלום');
    await content.press('End');
    await editor.getByRole('button', { name: T('messageTemplates.keys.FIRST_NAME') }).click();
    await content.press('End');
    await content.pressSequentially(', הסיור של [PRODUCT NAME] יוצא בשעה [TIME].');
    expect(await content.inputValue()).toBe('שלום [FIRST NAME], הסיור של [PRODUCT NAME] יוצא בשעה [TIME].');
    expect(await content.getAttribute('dir')).toBe('rtl');
    await editor.locator('input[type=file]').setInputFiles({ name: 'מפה.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 map') });
    await editor.getByText('מפה.pdf').waitFor();
    await screenshotBothSizes(page, 'backoffice-messages', 'template-editor-he-IL');
    await editor.getByRole('button', { name: T('common:save') }).click();
    await editor.waitFor({ state: 'detached' });
    await page.getByRole('row').filter({ hasText: 'עדכון סיור' }).filter({ hasText: subject }).waitFor();

    // The slot of tomorrow at 10:00 in the calendar: message everyone booked on it.
    await page.goto(`/calendar/v3/day/${date}?productId=${product.productId}`);
    await page.locator(`[data-entry="slot-${product.slotId}-${date}"]`).click();
    await page.getByRole('dialog').getByRole('button', { name: T('sendMessage.toSlot') }).click();
    const send = page.getByRole('dialog');
    await send.locator('select[name=templateId]').selectOption({ label: 'עדכון סיור' });
    await screenshotBothSizes(page, 'backoffice-messages', 'send-dialog-he-IL');
    await send.getByRole('button', { name: T('sendMessage.continue') }).click();
    // The confirm step: nothing is sent before it.
    await send.getByText(T('sendMessage.confirmEmail', { sms: 0, email: 3, orders: 3 })).waitFor();
    expect(sink.received).toHaveLength(0);
    await screenshotBothSizes(page, 'backoffice-messages', 'send-confirm-he-IL');
    await send.getByRole('button', { name: T('sendMessage.send') }).click();
    await send.getByText(T('sendMessage.sentEmail', { sms: 0, email: 3, orders: 3 })).waitFor();
    await screenshotBothSizes(page, 'backoffice-messages', 'send-done-he-IL');

    // A real SMTP server got three mails with the Hebrew subject, each with its customer's name and the attachment.
    await waitFor(() => sink.received.length >= 3, 'three mails at the SMTP sink');
    for (const c of customers) {
      const [mail] = sink.to(c.email);
      expect(mail?.parsed.subject).toBe(subject);
      expect(mail?.parsed.text).toContain(`שלום ${c.firstName},`);
      expect(mail?.parsed.text).toContain('10:00');
      expect(mail?.parsed.attachments.map((a) => a.filename)).toEqual(['מפה.pdf']);
    }
    expect(sink.received).toHaveLength(3);

    // The history shows them as sent (R-MSG-7).
    await send.getByRole('link', { name: T('sendMessage.toHistory') }).click();
    await page.getByRole('heading', { name: T('titles.messageHistory') }).waitFor();
    const rows = page.getByRole('row').filter({ hasText: subject });
    await expect
      .poll(
        async () => {
          await page.reload();
          await rows.first().waitFor();
          return rows.filter({ hasText: T('messages.states.Done') }).count();
        },
        { timeout: 30_000, interval: 1000 },
      )
      .toBe(3);
    await screenshotBothSizes(page, 'backoffice-messages', 'history-after-slot-he-IL');

    // C272 from the orders list: its search (tomorrow's arrivals) is the send's filter; the confirm step counts its three orders.
    await page.goto(`/orders?arrivalStartDate=${date}&arrivalEndDate=${date}`);
    await page.getByRole('button', { name: T('sendMessage.open') }).click();
    const bySearch = page.getByRole('dialog');
    await bySearch.locator('select[name=templateId]').selectOption({ label: 'עדכון סיור' });
    await bySearch.getByRole('button', { name: T('sendMessage.continue') }).click();
    await bySearch.getByText(T('sendMessage.confirmEmail', { email: 3, orders: 3 })).waitFor();
    await screenshotBothSizes(page, 'backoffice-messages', 'send-search-confirm-he-IL');
    await bySearch.getByRole('button', { name: T('common:close') }).click();
    expect(sink.received).toHaveLength(3);

    expect(errors).toEqual([]);
    expect(await missingTranslationKeys(page)).toEqual([]);
    await context.close();
  });
});
