/**
 * A card refund through the gateway is recorded before the gateway is asked (issue 15), over real
 * Postgres with the Pelecard simulator the app chose by configuration, its refund call watched (and
 * at times answered) by the test: the refund document stands InProgress while the gateway is asked
 * (R-RCPT-7: it reserves the receipt), the gateway's ok makes it Done with its effect on the order,
 * a refusal keeps its number void, and a refund whose answer was lost (or whose settling could not
 * commit) waits InProgress: the job flags its order once and the office settles it (R-PERM-17).
 */
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { CASHIER_PERMISSION_CODES, Permission } from '@pos/shared/permissions';
import type { OpResult, OutboxOp } from '@pos/shared/sync/protocol';
import { documentNumberBlocks, documentNumberSequences, documentPayments, documents, orderEvents, orders } from '../../db/schema';
import { createUser, setupTestApp } from '../../test/test-app';
import { JOBS } from '../../jobs';
import { ledgerShop } from '../documents/documents.fixtures';
import { CARD_REFUND_UNSETTLED, flagUnsettledCardRefunds } from '../documents/card-refund-settle';
import { caller } from '../orders/orders.fixtures';
import { GatewayUnavailable, type CardRefundRequest } from './adapter';
import { PelecardSimulator } from './pelecard-simulator';
import { configuredPelecard } from './systems';

type Created = { id: number; number: number; total: number };

describe('a card refund through the gateway is recorded before the gateway is asked (issue 15)', async () => {
  const { app, db } = await setupTestApp();
  const { shop, api, newOrder } = await ledgerShop(app, db);
  const simulator = configuredPelecard().adapter;
  if (!(simulator instanceof PelecardSimulator)) throw new Error('the tests run against the simulator');
  const realRefund = simulator.refund.bind(simulator);
  afterEach(() => vi.restoreAllMocks());

  const lastRefundNumber = async () => (await db.select().from(documentNumberSequences).where(and(eq(documentNumberSequences.providerId, shop.providerId), eq(documentNumberSequences.docType, 'refund'))))[0]!.lastNumber;
  const refundsOf = (receiptId: number) => db.select().from(documents).where(and(eq(documents.docType, 'refund'), eq(documents.creditedDocumentId, receiptId))).orderBy(documents.id);
  const orderOf = async (id: number) => (await db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const eventsOf = (orderId: number) => db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(orderEvents.id);
  const cardRowOf = async (documentId: number) => (await db.select().from(documentPayments).where(eq(documentPayments.documentId, documentId)))[0]!;

  async function paidByCard(quantity = 2) {
    const order = await newOrder(quantity);
    const init = await api.get(`pelecard/init?amount=${order.totalToPay}&currencyId=1&creditCardPaymentType=1&payments=1`);
    const { transactionId } = init.body.data as { transactionId: string };
    await app.inject({ method: 'GET', url: '/api/pelecard/simulator/pay', query: { transactionId, card: '4580000000000000', outcome: 'pay' } });
    expect((await api.get(`pelecard/result?transactionId=${transactionId}`)).body.data).toMatchObject({ result: 'Ok' });
    const payment = { method: 4, amount: order.totalToPay, currencyId: 1, currencyRate: '1', localAmount: order.totalToPay, details: { last4: '1111', installments: 1, approvalCode: 'typed', resultCode: '000', transactionId } };
    const res = await api.post('create-credit-card-receipt', { orderId: order.id, amount: order.totalToPay, payment });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return { order, transactionId, receipt: res.body.data as Created };
  }

  /** The gateway's refund call, with `during` run while it is being asked (then the simulator answers). */
  function watchGateway(during: (request: CardRefundRequest) => Promise<void>) {
    return vi.spyOn(simulator, 'refund').mockImplementationOnce(async (request) => {
      await during(request);
      return realRefund(request);
    });
  }

  /** A window of the shop, paired, with its refund numbers pulled (as sync's station fixtures do: a domain's test does not import sync/). */
  async function pairedWindow() {
    const created = await api.post('cashier-stations', { name: `Window ${randomUUID().slice(0, 6)}`, cashierIdentifier: 'C1', receiptBlockSize: 20 });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const paired = await app.inject({ method: 'POST', url: '/sync/pair', payload: { code: (created.body.data as { pairingCode: string }).pairingCode, deviceId: randomUUID(), cashierIdentifier: 'C1' } });
    const { token, stationId } = paired.json().data as { token: string; stationId: number };
    const auth = { authorization: `Bearer ${token}` };
    await app.inject({ method: 'POST', url: '/sync/pull', headers: auth, payload: { checkpoints: {}, streams: ['station'], numbers: { receipt: { lastUsed: null }, refund: { lastUsed: null } } } });
    const refundBlock = (await db.select().from(documentNumberBlocks).where(and(eq(documentNumberBlocks.stationId, stationId), eq(documentNumberBlocks.docType, 'refund'))))[0]!;
    const push = async (op: OutboxOp) => ((await app.inject({ method: 'POST', url: '/sync/push', headers: auth, payload: { ops: [op] } })).json().data as { results: OpResult[] }).results[0];
    return { firstRefundNumber: refundBlock.fromNumber, push };
  }

  /** Transaction B cannot commit (the database gone after the gateway's ok): settling this refund fails until `heal`. */
  async function breakSettling(documentId: number) {
    await db.execute(sql.raw(`create or replace function test_fail_settle() returns trigger language plpgsql as $$ begin raise exception 'the database went away'; end $$`));
    await db.execute(sql.raw(`create trigger test_fail_settle before update on documents for each row when (new.id = ${documentId} and new.state = 'Done') execute function test_fail_settle()`));
    return async () => db.execute(sql.raw('drop trigger if exists test_fail_settle on documents'));
  }

  it('R-RCPT-5, R-RCPT-7: the refund stands InProgress while the gateway is asked (a second refund of the receipt is refused meanwhile), then Done with the refund’s own transaction and the order’s side', async () => {
    const { order, transactionId, receipt } = await paidByCard();
    const before = await lastRefundNumber();
    const seen: { state: string; status: string; number: number; resultCode: unknown; orderStatus: string; secondRefund: unknown; reference: string }[] = [];
    watchGateway(async (request) => {
      const [intent] = await refundsOf(receipt.id);
      const second = await api.post('receipt/cancel', { id: receipt.id, refundAmount: 100, refundMethod: 'cash' });
      seen.push({ state: intent!.state, status: intent!.status, number: intent!.number, resultCode: (await cardRowOf(intent!.id)).details.resultCode, orderStatus: (await orderOf(order.id)).status, secondRefund: second.body.code, reference: request.reference });
    });
    const refund = await api.post('receipt/cancel', { id: receipt.id, refundAmount: order.totalToPay, refundMethod: 'original' });
    expect(refund.status, JSON.stringify(refund.body)).toBe(200);
    const [intent] = seen;
    expect(intent).toMatchObject({ state: 'InProgress', status: 'issued', number: before + 1, resultCode: '', orderStatus: 'OK', secondRefund: 'already-refunded' });
    const [doc] = await refundsOf(receipt.id);
    expect(intent!.reference).toBe(`refund-${doc!.uuid}`);
    expect(doc).toMatchObject({ state: 'Done', status: 'issued', number: before + 1 });
    const row = await cardRowOf(doc!.id);
    expect(row.details).toMatchObject({ resultCode: '000' });
    expect(row.details.transactionId).not.toBe(transactionId);
    expect(row.details.approvalCode).toMatch(/^\d{6}$/);
    expect(simulator.refundableOf(transactionId)).toBe(0);
    // The whole receipt of the whole order: the order is cancelled, its tickets voided, nothing left paid.
    expect(refund.body.data).toMatchObject({ orderCancelled: true });
    expect((refund.body.data as { voidedTicketCodes: string[] }).voidedTicketCodes).toHaveLength(2);
    expect(doc!.voidedTicketCodes).toHaveLength(2);
    expect(await orderOf(order.id)).toMatchObject({ status: 'CN', paid: 0 });
    expect((await eventsOf(order.id)).filter((e) => e.type === 'refunded')).toHaveLength(1);
  });

  it('R-RCPT-7: a station’s refund of the receipt pushed while the office’s waits for the gateway becomes the conflict refunded-twice, not a second standing refund', async () => {
    const { order, receipt } = await paidByCard();
    const window = await pairedWindow();
    const cashier = await createUser(db, shop.providerId, { permissions: CASHIER_PERMISSION_CODES });
    const [orderRow] = await db.select().from(orders).where(eq(orders.id, order.id));
    const [receiptRow] = await db.select().from(documents).where(eq(documents.id, receipt.id));
    const now = new Date().toISOString();
    const op: OutboxOp = {
      uuid: randomUUID(),
      seq: 1,
      stationClock: now,
      type: 'refund',
      payload: {
        order: { uuid: orderRow!.uuid, id: null },
        originalReceiptUuid: receiptRow!.uuid,
        shiftUuid: randomUUID(),
        userId: cashier.id,
        createdAt: now,
        reason: 'at the window',
        lines: [],
        document: { uuid: randomUUID(), docType: 'refund', number: window.firstRefundNumber, currencyId: 1, total: order.totalToPay, issuedAt: now },
        payments: [{ method: 1, amount: order.totalToPay, currencyId: 1, currencyRate: '1', localAmount: order.totalToPay, details: { tendered: order.totalToPay, change: 0 } }],
        voidedTicketCodes: [],
      },
    };
    const pushed: unknown[] = [];
    watchGateway(async () => {
      pushed.push(await window.push(op));
    });
    const refund = await api.post('receipt/cancel', { id: receipt.id, refundAmount: order.totalToPay });
    expect(refund.status, JSON.stringify(refund.body)).toBe(200);
    expect(pushed[0]).toMatchObject({ status: 'conflict', flags: ['refunded-twice'] });
    const refunds = await refundsOf(receipt.id);
    expect(refunds.map((d) => [d.status, d.state])).toEqual([
      ['issued', 'Done'],
      ['contested', 'Done'],
    ]);
    expect((await orderOf(order.id)).conflictFlags).toContain('refunded-twice');
  });

  it('R-RCPT-12, R-RCPT-13, R-RCPT-7: the gateway’s refusal keeps the refund’s number void (Fail, its code), answers 422 and leaves the receipt refundable; the next refund takes the next number', async () => {
    const { order, transactionId, receipt } = await paidByCard();
    expect((await simulator.refund({ transactionId, amount: 1000, currencyId: 1, reference: 'outside' })).ok).toBe(true);
    const before = await lastRefundNumber();
    const refusedRefund = await api.post('receipt/cancel', { id: receipt.id, refundAmount: order.totalToPay });
    expect([refusedRefund.status, refusedRefund.body.code]).toEqual([422, 'card-refund-refused']);
    expect(refusedRefund.body).toMatchObject({ clearingCode: '004', messageCode: 'card.refund-failed', number: before + 1 });
    const [voided] = await refundsOf(receipt.id);
    expect(voided).toMatchObject({ number: before + 1, status: 'void', state: 'Fail' });
    expect(voided!.voidReason).toContain('004');
    expect(await orderOf(order.id)).toMatchObject({ status: 'OK', paid: order.totalToPay });
    const rest = await api.post('receipt/cancel', { id: receipt.id, refundAmount: order.totalToPay - 1000 });
    expect(rest.status, JSON.stringify(rest.body)).toBe(200);
    expect((rest.body.data as Created).number).toBe(before + 2);
    expect((await refundsOf(receipt.id)).map((d) => [d.number, d.status, d.state])).toEqual([
      [before + 1, 'void', 'Fail'],
      [before + 2, 'issued', 'Done'],
    ]);
  });

  it('R-RCPT-5, R-RCPT-7, R-PERM-17: the gateway said ok but the settling could not commit: the refund stands InProgress, the job flags the order once, the office’s settle makes it Done with the order’s side, once', async () => {
    const { order, transactionId, receipt } = await paidByCard();
    let heal: () => Promise<unknown> = async () => undefined;
    watchGateway(async () => {
      heal = await breakSettling((await refundsOf(receipt.id))[0]!.id);
    });
    const lost = await api.post('receipt/cancel', { id: receipt.id, refundAmount: order.totalToPay });
    await heal();
    expect([lost.status, lost.body.code]).toEqual([422, CARD_REFUND_UNSETTLED]);
    // The money went back, and the books say so: the refund stands, waiting.
    expect(simulator.refundableOf(transactionId)).toBe(0);
    const [waiting] = await refundsOf(receipt.id);
    expect(waiting).toMatchObject({ status: 'issued', state: 'InProgress' });
    expect(lost.body).toMatchObject({ documentId: waiting!.id, number: waiting!.number });
    expect(await orderOf(order.id)).toMatchObject({ status: 'OK', paid: order.totalToPay, conflictFlags: [] });
    expect((await api.post('receipt/cancel', { id: receipt.id, refundAmount: 100, refundMethod: 'cash' })).body.code).toBe('already-refunded');

    // The job (every minute, for refunds waiting five minutes) flags the order, once.
    expect(JOBS['card-refund-unsettled-sweep']).toBeDefined();
    expect(await flagUnsettledCardRefunds(db, 60_000)).toBe(0);
    expect(await flagUnsettledCardRefunds(db, 0)).toBeGreaterThanOrEqual(1);
    await flagUnsettledCardRefunds(db, 0);
    expect((await orderOf(order.id)).conflictFlags).toEqual([CARD_REFUND_UNSETTLED]);
    expect((await eventsOf(order.id)).filter((e) => (e.details.conflictFlags as string[] | undefined)?.includes(CARD_REFUND_UNSETTLED))).toHaveLength(1);

    const settled = await api.post('receipt/card-refund/settle', { id: waiting!.id, moneyReturned: true, transactionId: 'PC-REFUND-7', approvalCode: '654321' });
    expect(settled.status, JSON.stringify(settled.body)).toBe(200);
    expect(settled.body.data).toMatchObject({ id: waiting!.id, status: 'issued', state: 'Done', orderCancelled: true });
    expect((await cardRowOf(waiting!.id)).details).toMatchObject({ transactionId: 'PC-REFUND-7', approvalCode: '654321', resultCode: '000' });
    expect(await orderOf(order.id)).toMatchObject({ status: 'CN', paid: 0, conflictFlags: [] });
    expect((await refundsOf(receipt.id))[0]!.voidedTicketCodes).toHaveLength(2);

    const again = await api.post('receipt/card-refund/settle', { id: waiting!.id, moneyReturned: true });
    expect([again.status, again.body.code]).toEqual([422, 'card-refund-not-pending']);
    const notBack = await api.post('receipt/card-refund/settle', { id: waiting!.id, moneyReturned: false });
    expect([notBack.status, notBack.body.code]).toEqual([422, 'card-refund-not-pending']);
    expect((await eventsOf(order.id)).filter((e) => e.type === 'refunded')).toHaveLength(1);
    expect((await refundsOf(receipt.id)).map((d) => [d.status, d.state])).toEqual([['issued', 'Done']]);
  });

  it('R-RCPT-7: the gateway unreachable leaves the refund waiting (422 card-refund-unsettled); the office says the money did not go back: void, Fail, and the receipt is refunded again', async () => {
    const { order, transactionId, receipt } = await paidByCard();
    vi.spyOn(simulator, 'refund').mockRejectedValueOnce(new GatewayUnavailable('Pelecard unavailable after 3 tries (TimeoutError)'));
    const unknown = await api.post('receipt/cancel', { id: receipt.id, refundAmount: order.totalToPay });
    expect([unknown.status, unknown.body.code]).toEqual([422, CARD_REFUND_UNSETTLED]);
    const [waiting] = await refundsOf(receipt.id);
    expect(waiting).toMatchObject({ status: 'issued', state: 'InProgress' });
    expect(simulator.refundableOf(transactionId)).toBe(order.totalToPay);
    // R-INV-1: while it waits, the money counts as still received: no second payment can be taken.
    expect(((await api.get(`order/ledger?orderId=${order.id}`)).body.data as { remaining: { receipt: number } }).remaining.receipt).toBe(0);
    const twice = await api.post('create-cash-receipt', { orderId: order.id, amount: 100, payment: { method: 1, amount: 100, currencyId: 1, currencyRate: '1', localAmount: 100, details: { tendered: 100, change: 0 } } });
    expect([twice.status, twice.body.code]).toEqual([422, 'amount-over-remaining']);

    const notBack = await api.post('receipt/card-refund/settle', { id: waiting!.id, moneyReturned: false });
    expect(notBack.status, JSON.stringify(notBack.body)).toBe(200);
    expect(notBack.body.data).toMatchObject({ status: 'void', state: 'Fail', orderCancelled: false });
    expect(await orderOf(order.id)).toMatchObject({ status: 'OK', paid: order.totalToPay });
    const again = await api.post('receipt/cancel', { id: receipt.id, refundAmount: order.totalToPay });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect((again.body.data as Created).number).toBe(waiting!.number + 1);
    expect(simulator.refundableOf(transactionId)).toBe(0);
  });

  it('R-PERM-17: settling needs CanCancelExistingReceipt (403), and another provider’s refund is not found (404); nothing changes', async () => {
    const { order, receipt } = await paidByCard();
    vi.spyOn(simulator, 'refund').mockRejectedValueOnce(new GatewayUnavailable('no answer'));
    expect((await api.post('receipt/cancel', { id: receipt.id, refundAmount: order.totalToPay })).body.code).toBe(CARD_REFUND_UNSETTLED);
    const [waiting] = await refundsOf(receipt.id);
    const viewer = caller(app, await createUser(db, shop.providerId, { permissions: [Permission.ViewOrders] }));
    const forbidden = await viewer.post('receipt/card-refund/settle', { id: waiting!.id, moneyReturned: true });
    expect(forbidden.status).toBe(403);
    const other = await ledgerShop(app, db);
    const elsewhere = await other.api.post('receipt/card-refund/settle', { id: waiting!.id, moneyReturned: false });
    expect(elsewhere.status).toBe(404);
    const bad = await api.post('receipt/card-refund/settle', { id: waiting!.id });
    expect(bad.status).toBe(400);
    expect((await refundsOf(receipt.id)).map((d) => [d.status, d.state])).toEqual([['issued', 'InProgress']]);
  });

  it('an order’s cancel records its card refund before the gateway is asked (the order not cancelled yet), then settles it with the cancel', async () => {
    const { order, transactionId, receipt } = await paidByCard();
    const seen: { state: string; screen: string | null; orderStatus: string }[] = [];
    watchGateway(async () => {
      const [intent] = await refundsOf(receipt.id);
      seen.push({ state: intent!.state, screen: intent!.screen, orderStatus: (await orderOf(order.id)).status });
    });
    const cancelled = await api.get(`order/edit/status/CN?id=${order.id}&confirmed=true&refundMethod=original`);
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(seen).toEqual([{ state: 'InProgress', screen: 'order-cancel', orderStatus: 'OK' }]);
    expect((await refundsOf(receipt.id)).map((d) => [d.status, d.state, d.total])).toEqual([['issued', 'Done', order.totalToPay]]);
    expect(simulator.refundableOf(transactionId)).toBe(0);
    expect(await orderOf(order.id)).toMatchObject({ status: 'CN', paid: 0 });
    expect((await eventsOf(order.id)).filter((e) => e.type === 'cancelled')).toHaveLength(1);
  });

  it('an order’s cancel that fails after the gateway’s ok still leaves the refund in the books: settled on its own, as receipt/cancel would (the order cancelled by the refund)', async () => {
    const { order, transactionId, receipt } = await paidByCard();
    // Once the refund's intent is recorded, the cancel's own event cannot be written (its second run fails); the refund's cancel (byRefund) can.
    await db.execute(
      sql.raw(`create or replace function test_fail_cancel() returns trigger language plpgsql as $$ begin
        if exists (select 1 from documents where order_id = new.order_id and doc_type = 'refund' and state = 'InProgress') then raise exception 'the cancel failed'; end if;
        return new; end $$`),
    );
    await db.execute(sql.raw(`create trigger test_fail_cancel before insert on order_events for each row when (new.order_id = ${order.id} and new.type = 'cancelled' and not (new.details ? 'byRefund')) execute function test_fail_cancel()`));
    const failed = await api.get(`order/edit/status/CN?id=${order.id}&confirmed=true&refundMethod=original`);
    await db.execute(sql.raw('drop trigger test_fail_cancel on order_events'));
    expect(failed.status).toBe(500);
    expect(simulator.refundableOf(transactionId)).toBe(0);
    expect((await refundsOf(receipt.id)).map((d) => [d.status, d.state])).toEqual([['issued', 'Done']]);
    expect(await orderOf(order.id)).toMatchObject({ status: 'CN', paid: 0 });
  });
});
