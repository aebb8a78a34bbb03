import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Page } from 'playwright-core';
import { createProvider, createUser, type TestUser } from '../../../sync-server/src/test/test-app';
import { insertProduct } from '../../../sync-server/src/domains/orders/sale.fixtures';
import { configuredPelecard } from '../../../sync-server/src/domains/payments/systems';
import { PelecardSimulator } from '../../../sync-server/src/domains/payments/pelecard-simulator';
import { GatewayUnavailable } from '../../../sync-server/src/domains/payments/adapter';
import { addSessionCookie, collectPageErrors, missingTranslationKeys, newContext, screenshotBothSizes, useBrowser } from '../lib/browser';
import { startBackoffice } from '../lib/backoffice-server';
import { texts } from '../lib/texts';
import { tomorrow } from '../lib/dates';
import { officeApi, setUpAccounting } from '../lib/office-api';

/**
 * Issue 15, a card refund whose gateway answer was lost, in the office (he-IL and en-US): an order
 * paid by card through the payment page (the Pelecard simulator) is refunded from its page while the
 * gateway does not answer (the simulator's refund made unreachable, as card-refund-intent.test.ts
 * does): the refund waits InProgress. The office user opens it, reads the warning (no allocation
 * spinner), says the money went back with the refund's transaction number and approval code: the
 * refund is Done and the order cancelled, nothing left paid. A second order's refund, settled "the
 * money did not go back" from the order's documents, becomes void, and its receipt is refunded again
 * from the order's page (R-RCPT-7, R-PERM-17). Screenshots at 1280x800 and 1024x768 are looked at.
 */
describe('back office: settling a card refund left waiting', async () => {
  const server = await startBackoffice();
  const browser = useBrowser();
  const simulator = configuredPelecard().adapter;
  if (!(simulator instanceof PelecardSimulator)) throw new Error('the e2e tests run against the simulator');
  const api = officeApi(server);
  afterEach(() => vi.restoreAllMocks());

  /** The gateway does not answer the next refund (the client gave up after its retries). */
  const gatewayUnreachable = () => vi.spyOn(simulator, 'refund').mockRejectedValueOnce(new GatewayUnavailable('Pelecard unavailable after 3 tries (TimeoutError)'));
  /** The card company refuses the next refund (nothing went back). */
  const gatewayRefuses = () => vi.spyOn(simulator, 'refund').mockResolvedValueOnce({ ok: false, code: '004', message: 'Refused by the issuer' });
  /** The order page's history line of a document event. */
  const historyLine = (page: Page, text: string) => page.locator('ol.history li', { hasText: text });

  /** An order of `quantity` tickets at 160.00, paid by card through the payment page (the simulator's), on a receipt. */
  async function paidByCard(staff: TestUser, tour: Awaited<ReturnType<typeof insertProduct>>, quantity: number, firstName: string) {
    const call = api(staff);
    const order = (await call('POST', 'order/create', {
      products: [{ productId: tour.productId, date: tomorrow(), slotId: tour.slotId, customers: [{ customerTypeId: tour.adult, quantity }] }],
      leadCustomer: { firstName, lastName: 'Levi', mobile: `050-${String(1_000_000 + Math.floor(Math.random() * 8_999_999)).slice(0, 7)}` },
    })) as { id: number; orderNumber: number };
    const amount = 16_000 * quantity;
    const { transactionId } = (await call('GET', `pelecard/init?amount=${amount}&currencyId=1&creditCardPaymentType=1&payments=1`)) as { transactionId: string };
    await server.app.inject({ method: 'GET', url: '/api/pelecard/simulator/pay', query: { transactionId, card: '4580000000000000', outcome: 'pay' } });
    expect(((await call('GET', `pelecard/result?transactionId=${transactionId}`)) as { result: string }).result).toBe('Ok');
    const receipt = (await call('POST', 'create-receipt', { orderId: order.id, amount, screen: 'order', payments: [{ method: 4, amount, currencyId: 1, currencyRate: '1', localAmount: amount, details: { last4: '0000', installments: 1, approvalCode: '', resultCode: '000', transactionId } }] })) as { id: number; number: number };
    return { order, amount, transactionId, receipt };
  }

  type Ledger = { documents: { id: number; docType: string; number: number; state: string; status: string }[]; payments: { documentId: number; details: Record<string, unknown> }[] };
  const ledgerOf = async (staff: TestUser, orderId: number) => (await api(staff)('GET', `order/ledger?orderId=${orderId}`)) as Ledger;

  /** Refunds the whole receipt from the order's payments, the money back to the original card. */
  async function refundFromOrderPage(page: Page, T: ReturnType<typeof texts>, amount: string) {
    const payments = page.getByRole('table', { name: T('orderMoney.payments') });
    await payments.getByRole('button', { name: T('documents.actions.refund') }).click();
    const dialog = page.getByRole('dialog');
    expect(await dialog.locator('[name=refundAmount]').inputValue()).toBe(amount);
    expect(await dialog.locator('select[name=refundMethod]').inputValue()).toBe('original');
    await dialog.locator('.modal-footer .btn-danger').click();
    await page.getByRole('button', { name: T('common:yes') }).click();
    return dialog;
  }

  for (const lang of ['he-IL', 'en-US'] as const) {
    it(`settles a card refund left waiting: the money went back, then another's did not and its receipt is refunded again (${lang}; R-RCPT-7, R-PERM-17)`, { timeout: 180_000 }, async () => {
      const T = texts(lang);
      const provider = await createProvider(server.db, { name: lang === 'he-IL' ? 'קיאקים בגליל' : 'Galilee Kayaks', timezone: 'Asia/Jerusalem' });
      const staff = await createUser(server.db, provider.id, { values: { language: lang } });
      await setUpAccounting(api(staff), { businessName: 'Galilee Kayaks Ltd', address: '1 Jordan St, Tiberias' });
      const tour = await insertProduct(server.db, provider.id, { adultPrice: 16_000 });
      const first = await paidByCard(staff, tour, 2, lang === 'he-IL' ? 'דנה' : 'Dana');

      const context = await newContext(browser(), server.baseURL, lang);
      await addSessionCookie(context, server.baseURL, staff.cookie);
      const page = await context.newPage();
      const errors = collectPageErrors(page);
      await page.goto(`/order/${first.order.id}`);
      await page.getByRole('table', { name: T('orderMoney.payments') }).waitFor();
      expect(await page.evaluate(() => document.documentElement.dir)).toBe(lang === 'he-IL' ? 'rtl' : 'ltr');

      // The gateway does not answer: the refund is recorded and waits; the dialog closes and says it waits to be settled in the office.
      gatewayUnreachable();
      const refundDialog = await refundFromOrderPage(page, T, '320.00');
      await refundDialog.waitFor({ state: 'detached' });
      await page.locator('.toast-warning', { hasText: T('common:serverErrors.card-refund-unsettled') }).waitFor();
      const [waiting] = (await ledgerOf(staff, first.order.id)).documents.filter((d) => d.docType === 'refund');
      expect(waiting).toMatchObject({ state: 'InProgress', status: 'issued' });

      // The order's documents show it waiting (no reload), with both settling actions.
      const refundRow = page.locator(`tr[data-document="refund-${waiting!.number}"]`);
      await refundRow.getByText(T('documents.cardRefund.short')).waitFor();
      await refundRow.getByRole('button', { name: T('documents.actions.cardRefundReturned') }).waitFor();
      await refundRow.getByRole('button', { name: T('documents.actions.cardRefundNotReturned') }).waitFor();
      await screenshotBothSizes(page, 'card-refund-settle', `order-refund-waiting-${lang}`);

      // The refund's page: the warning instead of the allocation spinner, and the two actions.
      await refundRow.getByRole('link', { name: T('documents.actions.open') }).click();
      await page.waitForURL(new RegExp(`/documents/${waiting!.id}$`));
      const warning = page.locator('.alert-warning', { hasText: T('documents.cardRefund.waiting') });
      await warning.waitFor();
      expect(await page.getByText(T('documents.allocation.waiting')).count()).toBe(0);
      expect(await page.locator('.spinner').count()).toBe(0);
      // The two actions stand beside the warning (not again among the document's links).
      const returned = warning.getByRole('button', { name: T('documents.actions.cardRefundReturned') });
      const notReturned = warning.getByRole('button', { name: T('documents.actions.cardRefundNotReturned') });
      await returned.waitFor();
      await notReturned.waitFor();
      expect(await page.getByRole('button', { name: T('documents.actions.cardRefundReturned') }).count()).toBe(1);
      await page.locator('.document-state', { hasText: T('documents.states.InProgress') }).first().waitFor();
      await screenshotBothSizes(page, 'card-refund-settle', `refund-page-waiting-${lang}`);

      // "Money went back": the confirmation asks for the refund's transaction number and approval code (optional).
      await returned.click();
      const settle = page.getByRole('dialog', { name: T('documents.cardRefund.title', { document: `${T('documents.types.refund')} ${waiting!.number}` }) });
      await settle.getByText(T('documents.cardRefund.confirm.returned', { document: `${T('documents.types.refund')} ${waiting!.number}` })).waitFor();
      await settle.getByLabel(T('documents.cardRefund.transactionId')).fill('PC-REFUND-7');
      await settle.getByLabel(T('documents.cardRefund.approvalCode')).fill('654321');
      await screenshotBothSizes(page, 'card-refund-settle', `settle-returned-dialog-${lang}`);
      await settle.getByRole('button', { name: T('documents.actions.cardRefundReturned') }).click();
      await settle.waitFor({ state: 'detached' });
      await page.getByText(T('documents.cardRefund.done.returned', { document: `${T('documents.types.refund')} ${waiting!.number}` })).waitFor();

      // The refund stands, Done: no warning, no actions to settle it.
      await page.locator('.document-state', { hasText: T('documents.states.Done') }).first().waitFor();
      await warning.waitFor({ state: 'detached' });
      expect(await page.getByRole('button', { name: T('documents.actions.cardRefundReturned') }).count()).toBe(0);
      expect(await page.getByRole('button', { name: T('documents.actions.cardRefundNotReturned') }).count()).toBe(0);
      await page.locator('.document-view').getByText(T('documents.payment.approval', { code: '654321' })).waitFor();
      await screenshotBothSizes(page, 'card-refund-settle', `refund-page-settled-${lang}`);

      // The order: the whole receipt came back, so it is cancelled with nothing paid.
      await page.getByRole('link', { name: T('documents.toOrder', { number: first.order.orderNumber }) }).click();
      await page.locator('.order-page .badge', { hasText: T('orders.statuses.CN') }).first().waitFor();
      const paid = page.locator('dl.facts.money').first();
      await paid.locator('dt', { hasText: T('orders.paid') }).waitFor();
      expect(await paid.locator(`dt:text-is("${T('orders.paid')}") + dd`).textContent()).toMatch(/0\.00/);
      // A cancelled order owes nothing (not its 320.00), and its tickets are void, not waiting at the gate.
      const balance = await paid.locator(`dt:text-is("${T('orders.balance')}") + dd`).textContent();
      expect(balance).toMatch(/0\.00/);
      expect(balance).not.toMatch(/320/);
      const tickets = page.locator('[data-testid=order-tickets]');
      await tickets.locator('tr[data-voided]').first().waitFor();
      expect([await tickets.locator('tr[data-ticket]').count(), await tickets.locator('tr[data-voided]').count()]).toEqual([2, 2]);
      expect(await tickets.getByText(T('tickets.voided')).count()).toBe(2);
      expect(await tickets.getByText(T('tickets.notScanned')).count()).toBe(0);
      await refundRow.locator('.document-state', { hasText: T('documents.states.Done') }).waitFor();
      const ledger = await ledgerOf(staff, first.order.id);
      expect(ledger.documents.find((d) => d.id === waiting!.id)).toMatchObject({ state: 'Done', status: 'issued' });
      expect(ledger.payments.find((p) => p.documentId === waiting!.id)!.details).toMatchObject({ transactionId: 'PC-REFUND-7', approvalCode: '654321' });
      await screenshotBothSizes(page, 'card-refund-settle', `order-refund-settled-${lang}`);

      // A second order's refund, unanswered too (arranged through the API); settled from the order's documents: the money did not go back.
      const second = await paidByCard(staff, tour, 1, lang === 'he-IL' ? 'נועה' : 'Noa');
      gatewayUnreachable();
      const lost = await server.app.inject({ method: 'POST', url: '/api/receipt/cancel', headers: { cookie: staff.cookie }, payload: { id: second.receipt.id, refundAmount: second.amount, refundMethod: 'original' } });
      expect([lost.statusCode, lost.json().code]).toEqual([422, 'card-refund-unsettled']);
      const { documentId, number } = lost.json() as { documentId: number; number: number };
      // The documents list shows it waiting with both actions too.
      await page.goto('/documents');
      const listRow = page.locator(`tr[data-document="refund-${number}"]`);
      await listRow.getByText(T('documents.cardRefund.short')).waitFor();
      await listRow.getByRole('button', { name: T('documents.actions.cardRefundReturned') }).waitFor();
      await listRow.getByRole('button', { name: T('documents.actions.cardRefundNotReturned') }).waitFor();
      await screenshotBothSizes(page, 'card-refund-settle', `documents-list-waiting-${lang}`);
      await page.goto(`/order/${second.order.id}`);
      const secondRow = page.locator(`tr[data-document="refund-${number}"]`);
      await secondRow.getByRole('button', { name: T('documents.actions.cardRefundNotReturned') }).click();
      const voiding = page.getByRole('dialog');
      await voiding.getByText(T('documents.cardRefund.confirm.notReturned', { document: `${T('documents.types.refund')} ${number}` })).waitFor();
      expect(await voiding.locator('input').count()).toBe(0);
      await screenshotBothSizes(page, 'card-refund-settle', `settle-not-returned-dialog-${lang}`);
      await voiding.getByRole('button', { name: T('documents.actions.cardRefundNotReturned') }).click();
      await voiding.waitFor({ state: 'detached' });
      await secondRow.getByText(T('documents.void')).waitFor();
      expect(await secondRow.getByRole('button', { name: T('documents.actions.cardRefundReturned') }).count()).toBe(0);
      await page.locator('.order-page .badge', { hasText: T('orders.statuses.OK') }).first().waitFor();
      expect((await ledgerOf(staff, second.order.id)).documents.find((d) => d.id === documentId)).toMatchObject({ state: 'Fail', status: 'void' });
      expect(simulator.refundableOf(second.transactionId)).toBe(second.amount);
      // The history says it was voided, and why (not as if it stood).
      const refundName = T('documents.types.refund');
      await historyLine(page, T('orderMoney.events.voided.notReturned', { document: refundName, number })).waitFor();
      await screenshotBothSizes(page, 'card-refund-settle', `order-refund-void-${lang}`);

      // The card company refuses the next refund: the dialog stays open with its answer, and the void refund is in the order's documents and history at once.
      gatewayRefuses();
      const refusedDialog = await refundFromOrderPage(page, T, '160.00');
      await refusedDialog.getByText(T('common:serverErrors.card-refund-refused')).waitFor();
      const refusedRow = page.locator(`tr[data-document="refund-${number + 1}"]`);
      await refusedRow.getByText(T('documents.void')).waitFor();
      await historyLine(page, T('orderMoney.events.voided.refused', { document: refundName, number: number + 1 })).waitFor();
      expect(await refusedDialog.isVisible()).toBe(true);
      await screenshotBothSizes(page, 'card-refund-settle', `order-refund-refused-${lang}`);
      await refusedDialog.getByRole('button', { name: T('common:cancel') }).click();
      await refusedDialog.waitFor({ state: 'detached' });

      // The receipt can be refunded again from the order's page; the gateway answers this time.
      const again = await refundFromOrderPage(page, T, '160.00');
      await again.waitFor({ state: 'detached' });
      await page.locator(`tr[data-document="refund-${number + 2}"]`).locator('.document-state', { hasText: T('documents.states.Done') }).waitFor();
      expect(simulator.refundableOf(second.transactionId)).toBe(0);
      await page.locator('.order-page .badge', { hasText: T('orders.statuses.CN') }).first().waitFor();
      await page.locator('[data-testid=order-tickets] tr[data-voided]').first().waitFor();
      await screenshotBothSizes(page, 'card-refund-settle', `order-refunded-again-${lang}`);

      expect(await missingTranslationKeys(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
