import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createProvider, createUser } from '../../../sync-server/src/test/test-app';
import { insertProduct } from '../../../sync-server/src/domains/orders/sale.fixtures';
import { configuredPelecard } from '../../../sync-server/src/domains/payments/systems';
import { PelecardSimulator } from '../../../sync-server/src/domains/payments/pelecard-simulator';
import { addSessionCookie, collectPageErrors, missingTranslationKeys, newContext, screenshotBothSizes, useBrowser } from '../lib/browser';
import { startBackoffice } from '../lib/backoffice-server';
import { texts } from '../lib/texts';
import { tomorrow } from '../lib/dates';
import { officeApi, setUpAccounting } from '../lib/office-api';

/**
 * Issue 15, card money in the office (he-IL and en-US): an order is paid by card through the
 * payment page (C188; the Pelecard simulator's page in its own window, the banner saying the
 * simulator is active): a stolen card is refused and said by its code (R-RCPT-12, R-RCPT-13), a
 * good one is charged and its receipt shows brand, last 4 and approval (R-RCPT-10, R-RCPT-11);
 * then the receipt is refunded from the order page and the card's money goes back through the
 * gateway (R-RCPT-5, R-RCPT-6); a second order paid by card is cancelled and its card given back
 * the same way. Screenshots at 1280x800 and 1024x768 are looked at.
 */
describe('back office: card payment through the payment page, then its refund', async () => {
  const server = await startBackoffice();
  const browser = useBrowser();
  const simulator = configuredPelecard().adapter;
  const api = officeApi(server);

  /** Pays on the simulator's page in the window the dialog opened. */
  async function payOnPage(page: Page, card: string) {
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('dialog').locator('.modal-footer .btn-primary').click()]);
    await popup.waitForURL(/simulator\/page/);
    await popup.getByText('Simulated card payment page').waitFor();
    await popup.locator('#card').fill(card);
    await popup.getByRole('button', { name: 'Pay' }).click();
  }

  for (const lang of ['he-IL', 'en-US'] as const) {
    it(`pays an order by card through the payment page and refunds it (${lang})`, { timeout: 180_000 }, async () => {
      const T = texts(lang);
      const provider = await createProvider(server.db, { name: lang === 'he-IL' ? 'קיאקים בגליל' : 'Galilee Kayaks', timezone: 'Asia/Jerusalem' });
      const staff = await createUser(server.db, provider.id, { values: { language: lang } });
      await setUpAccounting(api(staff), { businessName: 'Galilee Kayaks Ltd', address: '1 Jordan St, Tiberias' });
      const tour = await insertProduct(server.db, provider.id, { adultPrice: 16_000 });
      const order = (await api(staff)('POST', 'order/create', {
        products: [{ productId: tour.productId, date: tomorrow(), slotId: tour.slotId, customers: [{ customerTypeId: tour.adult, quantity: 2 }] }],
        leadCustomer: { firstName: 'Dana', lastName: 'Levi', mobile: '050-7654321' },
      })) as { id: number; orderNumber: number };

      const context = await newContext(browser(), server.baseURL, lang);
      await addSessionCookie(context, server.baseURL, staff.cookie);
      const page = await context.newPage();
      const errors = collectPageErrors(page);
      await page.goto(`/order/${order.id}`);
      // The simulator is the gateway here: the banner says so.
      await page.getByTestId('simulator-banner').waitFor();
      expect(await page.getByTestId('simulator-banner').getAttribute('data-systems')).toContain('pelecard');

      await page.getByRole('button', { name: T('cardPayment.payByCard') }).click();
      const dialog = page.getByRole('dialog');
      await dialog.locator('[name=cardAmount]').waitFor();
      expect(await dialog.locator('[name=cardAmount]').inputValue()).toBe('320.00');
      await screenshotBothSizes(page, 'card-payment', `card-dialog-${lang}`);

      // R-RCPT-12/13: a stolen card is refused, said in the user's language by its code.
      await payOnPage(page, '5326100000000002');
      const failure = dialog.getByTestId('card-payment-failure');
      await failure.waitFor();
      expect(await failure.textContent()).toContain(T('common:serverErrors.card.stolen'));
      expect(await failure.textContent()).toContain('(002)');
      await screenshotBothSizes(page, 'card-payment', `card-refused-${lang}`);

      // R-RCPT-10/11: a good card is charged; the document shows its brand, last 4 and approval.
      await payOnPage(page, '4580000000000000');
      await dialog.waitFor({ state: 'detached' });
      const payments = page.getByRole('table', { name: T('orderMoney.payments') });
      await payments.getByText('•••• 0000').waitFor();
      const row = await payments.locator('tbody tr').first().textContent();
      expect(row).toContain(T('documents.brands.Visa'));
      expect(row).toMatch(/\d{6}/);
      await page.getByTestId('left-to-pay').getByText(/0\.00/).waitFor();
      await screenshotBothSizes(page, 'card-payment', `card-paid-${lang}`);

      // R-RCPT-5/6: refunded from the order page; the card's money goes back through the gateway.
      await payments.getByRole('button', { name: T('documents.actions.refund') }).click();
      await page.getByRole('dialog').locator('[name=refundAmount]').fill('120.00');
      await page.getByRole('dialog').locator('.modal-footer .btn-danger').click();
      await page.getByRole('button', { name: T('common:yes') }).click();
      await payments.locator('tr.refund-row').waitFor();
      expect(await payments.locator('tr.refund-row').textContent()).toContain('120.00');
      await screenshotBothSizes(page, 'card-payment', `card-refunded-${lang}`);

      const ledger = (await api(staff)('GET', `order/ledger?orderId=${order.id}`)) as { payments: { method: number; refund: boolean; details: { transactionId: string } }[] };
      const charge = ledger.payments.find((p) => !p.refund && p.method === 4)!;
      expect(simulator instanceof PelecardSimulator && simulator.refundableOf(charge.details.transactionId)).toBe(32_000 - 12_000);

      // A second order paid by card, then cancelled: the cancel asks how the money goes back, and by the original card it goes back through the gateway.
      const second = (await api(staff)('POST', 'order/create', {
        products: [{ productId: tour.productId, date: tomorrow(), slotId: tour.slotId, customers: [{ customerTypeId: tour.adult, quantity: 1 }] }],
        leadCustomer: { firstName: 'Noa', lastName: 'Cohen', mobile: '050-7654322' },
      })) as { id: number };
      const { transactionId } = (await api(staff)('GET', 'pelecard/init?amount=16000&currencyId=1&creditCardPaymentType=1&payments=1')) as { transactionId: string };
      await server.app.inject({ method: 'GET', url: '/api/pelecard/simulator/pay', query: { transactionId, card: '4580000000000000', outcome: 'pay' } });
      expect(((await api(staff)('GET', `pelecard/result?transactionId=${transactionId}`)) as { result: string }).result).toBe('Ok');
      await api(staff)('POST', 'create-invoice-receipt', { orderId: second.id, amount: 16_000, payments: [{ method: 4, amount: 16_000, currencyId: 1, currencyRate: '1', localAmount: 16_000, details: { last4: '0000', installments: 1, approvalCode: '', resultCode: '000', transactionId } }] });
      await page.goto(`/order/${second.id}`);
      await page.getByRole('button', { name: T('orders.to.CN'), exact: true }).click();
      const cancelDialog = page.getByRole('dialog');
      await cancelDialog.locator('fieldset.cancel-refund').waitFor();
      expect(await cancelDialog.locator('fieldset.cancel-refund input[value=original]').isChecked()).toBe(true);
      await screenshotBothSizes(page, 'card-payment', `card-order-cancel-${lang}`);
      await cancelDialog.getByRole('button', { name: T('orders.sureYes.CN') }).click();
      await cancelDialog.waitFor({ state: 'detached' });
      await payments.locator('tr.refund-row').waitFor();
      expect(simulator instanceof PelecardSimulator && simulator.refundableOf(transactionId)).toBe(0);
      await screenshotBothSizes(page, 'card-payment', `card-order-cancelled-${lang}`);

      expect(await missingTranslationKeys(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
