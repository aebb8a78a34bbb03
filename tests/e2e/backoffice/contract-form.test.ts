import { describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { createProvider, createUser } from '../../../sync-server/src/test/test-app';
import { insertProduct } from '../../../sync-server/src/domains/orders/sale.fixtures';
import { contractExtraFields, outgoingMessages, orders } from '../../../sync-server/src/db/schema';
import { addSessionCookie, collectPageErrors, missingTranslationKeys, newContext, screenshot, useBrowser } from '../lib/browser';
import { startBackoffice } from '../lib/backoffice-server';
import { texts } from '../lib/texts';
import { tomorrow } from '../lib/dates';

/**
 * R-ORD-9 and R-ORD-25 in the browser: on the order page staff make the summary PDF (progress,
 * then it opens) and send the contract form; the customer opens the mailed link anonymously and
 * signs: from the keyboard in Hebrew (right to left), with the mouse in English.
 */
describe('back office order summary and customer contract form', async () => {
  const server = await startBackoffice();
  const provider = await createProvider(server.db, { name: 'Galilee Kayaks', timezone: 'Asia/Jerusalem' });
  const browser = useBrowser();

  for (const lang of ['he-IL', 'en-US'] as const) {
    it(`summary and contract form, signed ${lang === 'he-IL' ? 'from the keyboard' : 'with the mouse'} in ${lang}`, { timeout: 180_000 }, async () => {
      const T = texts(lang);
      const staff = await createUser(server.db, provider.id, { values: { language: lang } });
      const product = await insertProduct(server.db, provider.id);
      const email = `guest-${lang}@example.test`;
      const created = await server.app.inject({
        method: 'POST',
        url: '/api/order/create',
        headers: { cookie: staff.cookie },
        payload: { products: [{ productId: product.productId, date: tomorrow(), slotId: product.slotId, customers: [{ customerTypeId: product.adult, quantity: 2 }] }], leadCustomer: { firstName: 'Dana', lastName: 'Levi', mobile: '050-1234567', email } },
      });
      expect(created.statusCode, created.body).toBe(200);
      const orderId = (created.json().data as { id: number }).id;

      // Staff: the order page.
      const staffContext = await newContext(browser(), server.baseURL, lang);
      await addSessionCookie(staffContext, server.baseURL, staff.cookie);
      const page = await staffContext.newPage();
      const errors = collectPageErrors(page);
      // R-SET-3: the provider's extra contract fields, set in Settings: one required, one optional.
      const groupLabel = lang === 'he-IL' ? 'שם הקבוצה' : 'Group name';
      const allergiesLabel = lang === 'he-IL' ? 'אלרגיות' : 'Allergies';
      await page.goto('/provider/settings?section=contract');
      const fieldsSection = page.getByRole('region', { name: T('settings.section.contract') });
      await fieldsSection.getByRole('button', { name: T('contractFields.add') }).waitFor();
      while ((await fieldsSection.getByTestId('contract-field').count()) > 0) await fieldsSection.getByTestId('contract-field').first().getByRole('button', { name: T('contractFields.remove') }).click();
      for (const [label, required] of [[groupLabel, true], [allergiesLabel, false]] as const) {
        await fieldsSection.getByRole('button', { name: T('contractFields.add') }).click();
        const row = fieldsSection.getByTestId('contract-field').last();
        await row.getByLabel(T('contractFields.label')).fill(label);
        if (required) await row.getByLabel(T('contractFields.required')).check();
      }
      await screenshot(page, 'backoffice-contract-form', `fields-${lang}`);
      await fieldsSection.getByRole('button', { name: T('common:save') }).click();
      await fieldsSection.getByRole('button', { name: T('common:save') }).waitFor({ state: 'detached' });
      expect((await server.db.select().from(contractExtraFields).where(eq(contractExtraFields.providerId, provider.id))).sort((a, b) => a.position - b.position).map((f) => [f.label, f.required])).toEqual([
        [groupLabel, true],
        [allergiesLabel, false],
      ]);

      await page.goto(`/order/${orderId}`);
      const summaryButton = page.getByRole('button', { name: T('orderSummary.button'), exact: true });
      await summaryButton.waitFor();
      await page.getByText(T('contractForm.notSent')).waitFor();

      // R-ORD-9: progress while it renders, then the PDF opens.
      const popup = page.waitForEvent('popup', { timeout: 60_000 });
      await summaryButton.click();
      await page.getByRole('status').filter({ hasText: /…/ }).first().waitFor();
      const pdfPage = await popup;
      expect(pdfPage.url()).toMatch(/\/api\/order\/summary\/\d+\/pdf$/);
      await pdfPage.close();

      // R-ORD-25: send the form; the state shows it was sent.
      await page.getByRole('button', { name: T('contractForm.send') }).click();
      await page.getByText(T('contractForm.sentTo', { email })).waitFor();
      await page.getByRole('button', { name: T('contractForm.resend') }).waitFor();
      await screenshot(page, 'backoffice-contract-form', `order-${lang}`);
      expect(errors).toEqual([]);
      expect(await missingTranslationKeys(page)).toEqual([]);

      const [mail] = await server.db.select().from(outgoingMessages).where(and(eq(outgoingMessages.toAddress, email), eq(outgoingMessages.kind, 'contract-form'))).orderBy(desc(outgoingMessages.id)).limit(1);
      const link = /\/contract-form\/[A-Za-z0-9_-]+/.exec(mail!.body)![0];

      // The customer: no session.
      const customerContext = await newContext(browser(), server.baseURL, lang);
      const form = await customerContext.newPage();
      const formErrors = collectPageErrors(form);
      await form.goto(link);
      await form.getByRole('heading', { name: T('contractForm.heading', { business: 'Galilee Kayaks' }) }).waitFor();
      expect(await form.evaluate(() => document.documentElement.dir)).toBe(lang === 'he-IL' ? 'rtl' : 'ltr');
      // Signing with nothing filled says what is missing.
      await form.getByRole('button', { name: T('contractForm.sign'), exact: true }).click();
      await form.getByText(T('contractForm.signatureRequired')).waitFor();

      await form.locator('[name=extra-0]').fill('Scouts 12');
      await form.locator('[name=fullName]').fill('Dana Levi');
      await form.locator('[name=jobTitle]').fill(lang === 'he-IL' ? 'מדריכה' : 'Group leader');
      if (lang === 'he-IL') {
        // Keyboard only: Tab from the job title reaches "sign with my name".
        await form.locator('[name=jobTitle]').focus();
        let reached = false;
        for (let i = 0; i < 4 && !reached; i++) {
          await form.keyboard.press('Tab');
          reached = (await form.evaluate(() => document.activeElement?.textContent ?? '')).includes(T('contractForm.signWithName'));
        }
        expect(reached).toBe(true);
        await form.keyboard.press('Enter');
      } else {
        const box = (await form.locator('canvas.signature-pad').boundingBox())!;
        await form.mouse.move(box.x + 40, box.y + 100);
        await form.mouse.down();
        for (let i = 1; i <= 10; i++) await form.mouse.move(box.x + 40 + i * 30, box.y + 100 - (i % 2) * 50);
        await form.mouse.up();
      }
      await screenshot(form, 'backoffice-contract-form', `form-${lang}`);
      await form.getByRole('button', { name: T('contractForm.sign'), exact: true }).click();
      await form.getByText(T('contractForm.thanks')).waitFor();
      expect(formErrors).toEqual([]);
      expect(await missingTranslationKeys(form)).toEqual([]);

      const [row] = await server.db.select().from(orders).where(eq(orders.id, orderId));
      expect(row!.contractFormSignedAt).not.toBeNull();
      expect(row!.contractFormSignature).toMatchObject({
        fullName: 'Dana Levi',
        signature: expect.stringMatching(/^data:image\/png;base64,/),
        extraFields: [
          { label: groupLabel, value: 'Scouts 12' },
          { label: allergiesLabel, value: '' },
        ],
      });

      // Staff see it signed.
      await page.reload();
      await page.getByText(T('contractForm.signedAt', { date: '' }).trim()).first().waitFor();
      await staffContext.close();
      await customerContext.close();
    });
  }
});
