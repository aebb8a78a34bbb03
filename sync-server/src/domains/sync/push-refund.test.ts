/**
 * A refund made at a station's window, pushed (issue 15): R-RCPT-5 (an amount is required),
 * R-RCPT-6 (never above the receipt), R-RCPT-7 (once only: a second one is the conflict
 * refunded-twice, its document kept), the refunded line's seats given back, its tickets voided (the
 * gate refuses them) and
 * the events on the order (R-ORD-12).
 */
import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { OutboxOp } from '@pos/shared/sync/protocol';
import { and, eq } from 'drizzle-orm';
import { documentNumberBlocks, documentPayments, documents, orderEvents, orders, slotOccurrences } from '../../db/schema';
import { setupTestApp } from '../../test/test-app';
import { pushOps, sellingProvider } from './offline.fixtures';
import { pairedStation, saleOp } from './station.fixtures';
import { refundOp } from './refund.fixtures';

describe('refund pushed by a station (issue 15)', async () => {
  const { app, db } = await setupTestApp();
  const { provider, admin, cashier, goods } = await sellingProvider(db);

  async function station() {
    const st = await pairedStation(app, admin, { receiptBlockSize: 20 });
    await app.inject({ method: 'POST', url: '/sync/pull', headers: st.auth, payload: { checkpoints: {}, streams: ['station'], numbers: { receipt: { lastUsed: null }, refund: { lastUsed: null } } } });
    const blocks = await db.select().from(documentNumberBlocks).where(eq(documentNumberBlocks.stationId, st.stationId));
    return { ...st, receipt: blocks.find((b) => b.docType === 'receipt')!.fromNumber, refund: blocks.find((b) => b.docType === 'refund')!.fromNumber };
  }
  const sold = async (slotId: number, date: string) => (await db.select().from(slotOccurrences).where(and(eq(slotOccurrences.slotId, slotId), eq(slotOccurrences.date, date))))[0]?.sold ?? 0;
  const date = '2031-03-04';
  const saleOf = (seq: number, number: number, quantity: number) =>
    saleOp({ seq, userId: cashier.id, receiptNumber: number, productId: goods.product.id, slotId: goods.slot.id, date, lines: [{ customerTypeId: goods.adult.id, quantity, unitPrice: 5000 }] });

  it('the pull hands the station refund numbers with its receipt numbers', async () => {
    const st = await station();
    expect(st.refund).toBeGreaterThan(0);
    expect(st.receipt).toBeGreaterThan(0);
  });

  it('refunds one line: a numbered refund document crediting the receipt, the seat given back, the ticket voided, paid down, events (R-RCPT-5, R-ORD-12)', async () => {
    const st = await station();
    const sale = saleOf(1, st.receipt, 2);
    expect((await pushOps(app, st.auth, [sale])).results[0]!.status).toBe('applied');
    expect(await sold(goods.slot.id, date)).toBeGreaterThanOrEqual(2);
    const before = await sold(goods.slot.id, date);
    if (sale.type !== 'sale') throw new Error();
    const ticket = `${sale.payload.order.uuid}.1`;
    const answer = await pushOps(app, st.auth, [refundOp({ seq: 2, sale, userId: cashier.id, number: st.refund, total: 5000, lines: [{ lineNo: 1, quantity: 1, amount: 5000 }], voided: [ticket] })]);
    expect(answer.results[0]).toMatchObject({ status: 'applied' });
    const [receipt] = await db.select().from(documents).where(eq(documents.uuid, sale.payload.receipt.uuid));
    const [refund] = await db.select().from(documents).where(and(eq(documents.creditedDocumentId, receipt!.id)));
    expect(refund).toMatchObject({ docType: 'refund', number: st.refund, total: 5000, status: 'issued', stationId: st.stationId, voidedTicketCodes: [ticket] });
    expect(await db.select().from(documentPayments).where(eq(documentPayments.documentId, refund!.id))).toHaveLength(1);
    expect(await sold(goods.slot.id, date)).toBe(before - 1);
    const [order] = await db.select().from(orders).where(eq(orders.uuid, sale.payload.order.uuid));
    expect(order).toMatchObject({ paid: 5000, status: 'OK', hasAccountingDocs: true });
    const events = await db.select().from(orderEvents).where(eq(orderEvents.orderId, order!.id));
    expect(events.map((e) => e.type)).toEqual(expect.arrayContaining(['created', 'document-created', 'refunded']));
    expect(events.filter((e) => e.type === 'document-created').map((e) => e.details.docType)).toEqual(['receipt', 'refund']);
    // The gate refuses the voided ticket and admits the other one.
    const scan = (seq: number, code: string): OutboxOp => ({ uuid: randomUUID(), seq, stationClock: new Date().toISOString(), type: 'ticket-scan', payload: { scanUuid: randomUUID(), ticketCode: code, orderUuid: sale.payload.order.uuid, userId: cashier.id, scannedAt: new Date().toISOString() } });
    const scans = await pushOps(app, st.auth, [scan(3, ticket), scan(4, `${sale.payload.order.uuid}.2`)]);
    expect(scans.results.map((r) => r.status)).toEqual(['rejected', 'applied']);
    expect(scans.results[0]).toMatchObject({ reason: { code: 'ticket-void' } });
  });

  it('R-RCPT-7: a second refund of the same receipt is the conflict refunded-twice, its document kept as contested; the order is flagged', async () => {
    const st = await station();
    const sale = saleOf(1, st.receipt, 1);
    await pushOps(app, st.auth, [sale]);
    const first = refundOp({ seq: 2, sale, userId: cashier.id, number: st.refund, total: 5000 });
    const second = refundOp({ seq: 3, sale, userId: cashier.id, number: st.refund + 1, total: 5000 });
    const answer = await pushOps(app, st.auth, [first, second]);
    expect(answer.results.map((r) => r.status)).toEqual(['applied', 'conflict']);
    expect(answer.results[1]).toMatchObject({ flags: ['refunded-twice'] });
    if (sale.type !== 'sale') throw new Error();
    const [order] = await db.select().from(orders).where(eq(orders.uuid, sale.payload.order.uuid));
    // The whole receipt of the whole order: the order is cancelled and paid back once.
    expect(order).toMatchObject({ paid: 0, status: 'CN' });
    expect(order!.conflictFlags).toContain('refunded-twice');
    const refunds = await db.select().from(documents).where(and(eq(documents.orderId, order!.id), eq(documents.docType, 'refund')));
    expect(refunds.map((r) => [r.number, r.status]).sort()).toEqual([
      [st.refund, 'issued'],
      [st.refund + 1, 'contested'],
    ]);
  });

  it('R-RCPT-6 and R-RCPT-5: a refund above the receipt or of nothing is rejected and its number kept void', async () => {
    const st = await station();
    const sale = saleOf(1, st.receipt, 1);
    await pushOps(app, st.auth, [sale]);
    const over = refundOp({ seq: 2, sale, userId: cashier.id, number: st.refund, total: 5001 });
    const answer = await pushOps(app, st.auth, [over]);
    expect(answer.results[0]).toMatchObject({ status: 'rejected', reason: { code: 'refund-over-receipt' } });
    const [kept] = await db.select().from(documents).where(and(eq(documents.providerId, provider.id), eq(documents.docType, 'refund'), eq(documents.number, st.refund)));
    expect(kept).toMatchObject({ status: 'void', voidReason: 'refund-over-receipt', total: 0 });
  });

  it('a card refund is never more than the card paid: a cash sale refunded to a card is rejected', async () => {
    const st = await station();
    const sale = saleOf(1, st.receipt, 1);
    await pushOps(app, st.auth, [sale]);
    const toCard = refundOp({ seq: 2, sale, userId: cashier.id, number: st.refund, total: 5000, payments: [{ method: 4, amount: 5000, currencyId: 1, currencyRate: '1', localAmount: 5000, details: { last4: '4242', installments: 1, approvalCode: 'R1', resultCode: '000', transactionId: 'T9' } }] });
    expect((await pushOps(app, st.auth, [toCard])).results[0]).toMatchObject({ status: 'rejected', reason: { code: 'card-refund-over-payment' } });
  });

  it('refuses a refund number that was not handed to the station, and a refund of another provider\'s receipt', async () => {
    const st = await station();
    const sale = saleOf(1, st.receipt, 1);
    await pushOps(app, st.auth, [sale]);
    const foreignNumber = refundOp({ seq: 2, sale, userId: cashier.id, number: 999_999, total: 100 });
    expect((await pushOps(app, st.auth, [foreignNumber])).results[0]).toMatchObject({ status: 'rejected', reason: { code: 'receipt-number-not-issued' } });
    const other = await sellingProvider(db);
    const otherStation = await pairedStation(app, other.admin, { receiptBlockSize: 20 });
    await app.inject({ method: 'POST', url: '/sync/pull', headers: otherStation.auth, payload: { checkpoints: {}, streams: ['station'], numbers: { receipt: { lastUsed: null } } } });
    const [block] = await db.select().from(documentNumberBlocks).where(and(eq(documentNumberBlocks.stationId, otherStation.stationId), eq(documentNumberBlocks.docType, 'refund')));
    const stolen = refundOp({ seq: 1, sale, userId: other.cashier.id, number: block!.fromNumber, total: 100 });
    expect((await pushOps(app, otherStation.auth, [stolen])).results[0]).toMatchObject({ status: 'rejected', reason: { code: 'receipt-not-found' } });
  });
});
