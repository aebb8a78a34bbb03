/**
 * Card money in the office (issue 15) over real Postgres, the gateway being the Pelecard simulator
 * the app chose by configuration: a card charged through the payment page (C188, R-RCPT-10/11)
 * becomes a receipt with the server's record of the charge; its refund (C154 receipt/cancel, the
 * paid order's cancel) goes back through the gateway first, never above the charge (R-RCPT-5,
 * R-RCPT-6), once (R-RCPT-7); a refusal (R-RCPT-12/13) gives nothing back, keeps the refund's number
 * void and answers 422 with a code (card-refund-intent.test.ts: the refund recorded before the gateway).
 */
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { CardBrand } from '@pos/shared/payments/card-codes';
import { documentNumberSequences, documents, orders } from '../../db/schema';
import { setupTestApp } from '../../test/test-app';
import { ledgerShop } from '../documents/documents.fixtures';
import { PelecardSimulator } from './pelecard-simulator';
import { configuredPelecard } from './systems';

type Created = { id: number; number: number; total: number };
type Payment = { method: number; amount: number; details: Record<string, unknown> };

describe('card money in the office through the gateway (issue 15)', async () => {
  const { app, db } = await setupTestApp();
  const { shop, api, newOrder } = await ledgerShop(app, db);
  const lastRefundNumber = async () => (await db.select().from(documentNumberSequences).where(and(eq(documentNumberSequences.providerId, shop.providerId), eq(documentNumberSequences.docType, 'refund'))))[0]!.lastNumber;
  const simulator = configuredPelecard().adapter;
  if (!(simulator instanceof PelecardSimulator)) throw new Error('the tests run against the simulator');

  /** Charges `amount` through the payment page with this card (the payer's side is the simulator's page). */
  async function chargeByPage(amount: number, card = '4580000000000000', payments = 1) {
    const init = await api.get(`pelecard/init?amount=${amount}&currencyId=1&creditCardPaymentType=${payments > 1 ? 2 : 1}&payments=${payments}`);
    expect(init.status, JSON.stringify(init.body)).toBe(200);
    const { transactionId } = init.body.data as { transactionId: string };
    const paid = await app.inject({ method: 'GET', url: '/api/pelecard/simulator/pay', query: card ? { transactionId, card, outcome: 'pay' } : { transactionId, outcome: 'cancel' } });
    expect(paid.statusCode).toBe(302);
    const result = (await api.get(`pelecard/result?transactionId=${transactionId}`)).body.data as { result: string; last4: string; approvalCode: string; brand: number };
    return { transactionId, result };
  }
  /** What the back office sends after the page said Ok (the browser's word: the server records its own). */
  const cardOf = (amount: number, transactionId: string, last4 = '1111') => ({ method: 4, amount, currencyId: 1, currencyRate: '1', localAmount: amount, details: { last4, installments: 1, approvalCode: 'typed', resultCode: '000', transactionId } });
  async function paidByCard(quantity = 2) {
    const order = await newOrder(quantity);
    const { transactionId, result } = await chargeByPage(order.totalToPay);
    expect(result.result).toBe('Ok');
    const res = await api.post('create-credit-card-receipt', { orderId: order.id, amount: order.totalToPay, payment: cardOf(order.totalToPay, transactionId) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return { order, transactionId, receipt: res.body.data as Created, result };
  }
  const paymentsOfDoc = async (id: number) => ((await api.get(`receipt/get?id=${id}`)).body.data as { payments: Payment[] }).payments;
  const refundsOf = (receiptId: number) => db.select().from(documents).where(and(eq(documents.docType, 'refund'), eq(documents.creditedDocumentId, receiptId)));

  it('R-RCPT-10, R-RCPT-11: a card paid through the payment page becomes a receipt with the server’s brand, last 4, approval and installments, once, for the charged amount', async () => {
    const order = await newOrder(2);
    const { transactionId, result } = await chargeByPage(order.totalToPay, '4580000000000000', 3);
    const twice = cardOf(order.totalToPay, transactionId);
    const wrongAmount = await api.post('create-credit-card-receipt', { orderId: order.id, amount: order.totalToPay - 100, payment: cardOf(order.totalToPay - 100, transactionId) });
    expect([wrongAmount.status, wrongAmount.body.code]).toEqual([422, 'card-payment-amount']);
    const receipt = await api.post('create-credit-card-receipt', { orderId: order.id, amount: order.totalToPay, payment: twice });
    expect(receipt.status, JSON.stringify(receipt.body)).toBe(200);
    const [p] = await paymentsOfDoc((receipt.body.data as Created).id);
    expect(p!.details).toMatchObject({ last4: '0000', approvalCode: result.approvalCode, installments: 3, brand: String(CardBrand.Visa), resultCode: '000', transactionId });
    const again = await api.post('create-credit-card-receipt', { orderId: (await newOrder(2)).id, amount: order.totalToPay, payment: twice });
    expect([again.status, again.body.code]).toEqual([422, 'card-payment-used']);

    const cancelled = await chargeByPage(5000, '');
    expect(cancelled.result.result).toBe('Cancel');
    const notPaid = await api.post('create-credit-card-receipt', { orderId: (await newOrder(1)).id, amount: 5000, payment: cardOf(5000, cancelled.transactionId) });
    expect([notPaid.status, notPaid.body.code]).toEqual([422, 'card-payment-not-approved']);
  });

  it('R-RCPT-5, R-RCPT-6: receipt/cancel gives the card back through the gateway first and records the refund’s own transaction and approval', async () => {
    const { order, transactionId, receipt } = await paidByCard();
    const part = 5000;
    const refund = await api.post('receipt/cancel', { id: receipt.id, refundAmount: part, refundMethod: 'original' });
    expect(refund.status, JSON.stringify(refund.body)).toBe(200);
    expect(simulator.refundableOf(transactionId)).toBe(order.totalToPay - part);
    const [p] = await paymentsOfDoc((refund.body.data as Created).id);
    expect(p).toMatchObject({ method: 4, amount: part, details: { last4: '0000', resultCode: '000' } });
    expect(p!.details.transactionId).not.toBe(transactionId);
    expect(p!.details.approvalCode).toMatch(/^\d{6}$/);
  });

  it('R-RCPT-6: above the receipt is refused before the gateway is asked; nothing is given back or written', async () => {
    const { order, transactionId, receipt } = await paidByCard();
    const over = await api.post('receipt/cancel', { id: receipt.id, refundAmount: order.totalToPay + 1 });
    expect([over.status, over.body.code]).toEqual([422, 'refund-over-receipt']);
    expect(simulator.refundableOf(transactionId)).toBe(order.totalToPay);
    expect(await refundsOf(receipt.id)).toHaveLength(0);
  });

  it('R-RCPT-7: a second refund of the receipt is refused by the ledger and the gateway is not asked again; the gateway itself refuses refunding beyond the charge', async () => {
    const { order, transactionId, receipt } = await paidByCard();
    expect((await api.post('receipt/cancel', { id: receipt.id, refundAmount: order.totalToPay })).status).toBe(200);
    expect(simulator.refundableOf(transactionId)).toBe(0);
    const again = await api.post('receipt/cancel', { id: receipt.id, refundAmount: 100 });
    expect([again.status, again.body.code]).toEqual([422, 'already-refunded']);
    expect(await refundsOf(receipt.id)).toHaveLength(1);
    expect(await simulator.refund({ transactionId, amount: 100, currencyId: 1, reference: 't' })).toMatchObject({ ok: false, code: '004' });
    expect(await simulator.refund({ transactionId: 'unknown', amount: 100, currencyId: 1, reference: 't' })).toMatchObject({ ok: false, code: '004' });
  });

  it('R-RCPT-12, R-RCPT-13: the gateway’s refusal answers 422 card-refund-refused with its clearing code; no refund stands, its number is kept void', async () => {
    const { order, transactionId, receipt } = await paidByCard();
    // Part of the charge went back at the gateway outside this system: a whole refund is more than is left of it.
    expect((await simulator.refund({ transactionId, amount: 1000, currencyId: 1, reference: 'outside' })).ok).toBe(true);
    const before = await lastRefundNumber();
    const refusedRefund = await api.post('receipt/cancel', { id: receipt.id, refundAmount: order.totalToPay });
    expect([refusedRefund.status, refusedRefund.body.code]).toEqual([422, 'card-refund-refused']);
    expect(refusedRefund.body).toMatchObject({ clearingCode: '004', messageCode: 'card.refund-failed' });
    expect((await refundsOf(receipt.id)).map((d) => [d.number, d.status, d.state])).toEqual([[before + 1, 'void', 'Fail']]);
    expect((await db.select().from(orders).where(eq(orders.id, order.id)))[0]!.status).toBe('OK');
    // What is left still goes back, numbered right after the refused one (its number stays, void: no gap).
    expect(await lastRefundNumber()).toBe(before + 1);
    const rest = await api.post('receipt/cancel', { id: receipt.id, refundAmount: order.totalToPay - 1000 });
    expect(rest.status, JSON.stringify(rest.body)).toBe(200);
    expect((rest.body.data as Created).number).toBe(before + 2);
    expect(simulator.refundableOf(transactionId)).toBe(0);
  });

  it('cancelling an order paid by card gives the card back through the gateway; a refusal leaves the order paid and not cancelled (422)', async () => {
    const paid = await paidByCard();
    const cancelled = await api.get(`order/edit/status/CN?id=${paid.order.id}&confirmed=true&refundMethod=original`);
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(simulator.refundableOf(paid.transactionId)).toBe(0);
    expect((await refundsOf(paid.receipt.id)).map((d) => d.total)).toEqual([paid.order.totalToPay]);

    const refusedOne = await paidByCard();
    await simulator.refund({ transactionId: refusedOne.transactionId, amount: refusedOne.order.totalToPay, currencyId: 1, reference: 'outside' });
    const refused = await api.get(`order/edit/status/CN?id=${refusedOne.order.id}&confirmed=true&refundMethod=original`);
    expect([refused.status, refused.body.code]).toEqual([422, 'card-refund-refused']);
    expect((await db.select().from(orders).where(eq(orders.id, refusedOne.order.id)))[0]!.status).toBe('OK');
    expect((await refundsOf(refusedOne.receipt.id)).map((d) => [d.status, d.state])).toEqual([['void', 'Fail']]);
  });

  it('an order paid by two cards through the payment page is not cancelled while two gateway refunds would run in one transaction (422 card-receipts-refund-first, no card touched, no number taken); each receipt refunded on its own gives its card back', async () => {
    const order = await newOrder(2);
    const half = Math.floor(order.totalToPay / 2);
    const first = await chargeByPage(half);
    const second = await chargeByPage(order.totalToPay - half);
    const r1 = await api.post('create-credit-card-receipt', { orderId: order.id, amount: half, payment: cardOf(half, first.transactionId) });
    const r2 = await api.post('create-credit-card-receipt', { orderId: order.id, amount: order.totalToPay - half, payment: cardOf(order.totalToPay - half, second.transactionId, '2222') });
    expect([r1.status, r2.status], JSON.stringify(r2.body)).toEqual([200, 200]);
    const before = await lastRefundNumber();

    const refusedCancel = await api.get(`order/edit/status/CN?id=${order.id}&confirmed=true&refundMethod=original`);
    expect([refusedCancel.status, refusedCancel.body.code]).toEqual([422, 'card-receipts-refund-first']);
    expect(simulator.refundableOf(first.transactionId)).toBe(half);
    expect(simulator.refundableOf(second.transactionId)).toBe(order.totalToPay - half);
    expect((await db.select().from(orders).where(eq(orders.id, order.id)))[0]!.status).toBe('OK');
    expect(await lastRefundNumber()).toBe(before);

    // Each receipt refunded on its own, each in its own transaction, each card back through the gateway.
    const own1 = await api.post('receipt/cancel', { id: (r1.body.data as Created).id, refundAmount: half });
    const own2 = await api.post('receipt/cancel', { id: (r2.body.data as Created).id, refundAmount: order.totalToPay - half });
    expect([own1.status, own2.status], JSON.stringify([own1.body, own2.body])).toEqual([200, 200]);
    expect([simulator.refundableOf(first.transactionId), simulator.refundableOf(second.transactionId)]).toEqual([0, 0]);
    expect((await refundsOf((r2.body.data as Created).id)).map((d) => d.total)).toEqual([order.totalToPay - half]);
  });
});
