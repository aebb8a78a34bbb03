/**
 * Issue 15: online, a window refunds any paid order of its provider (sold at another station), the
 * server doing the refund through its own refund path: R-RCPT-5..7, R-PERM-17, numbered from the
 * refunding station's block (R-RCPT-3), one standing refund when the office refunds at the same time.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { CASHIER_PERMISSION_CODES, Permission } from '@pos/shared/permissions';
import type { OutboxOp } from '@pos/shared/sync/protocol';
import type { SaleForRefund } from '@pos/shared/sync/online-refund';
import { documentNumberBlocks, documents } from '../../db/schema';
import { createUser, setupTestApp } from '../../test/test-app';
import { pushOps, sellingProvider } from './offline.fixtures';
import { pairedStation, saleOp } from './station.fixtures';
import { refundOp } from './refund.fixtures';

describe('a window refunds online a sale of another station (POST /sync/refund-sale, /sync/refund)', async () => {
  const { app, db } = await setupTestApp({ poolSize: 10 });
  const { admin, cashier, goods, provider } = await sellingProvider(db);
  const other = await sellingProvider(db);
  // The window's cashier may cancel receipts (R-PERM-17); the seller's cashier only sells.
  const refunder = await createUser(db, provider.id, { permissions: [...CASHIER_PERMISSION_CODES, Permission.CanCancelExistingReceipt] });
  const foreignRefunder = await createUser(db, other.provider.id, { permissions: [...CASHIER_PERMISSION_CODES, Permission.CanCancelExistingReceipt] });

  async function stationWithBlocks(who = admin) {
    const st = await pairedStation(app, who, { receiptBlockSize: 50 });
    await app.inject({ method: 'POST', url: '/sync/pull', headers: st.auth, payload: { checkpoints: {}, streams: ['station'], numbers: { receipt: { lastUsed: null }, refund: { lastUsed: null } } } });
    const blocks = await db.select().from(documentNumberBlocks).where(eq(documentNumberBlocks.stationId, st.stationId));
    return { ...st, receiptFirst: blocks.find((b) => b.docType === 'receipt')!.fromNumber, refundFirst: blocks.find((b) => b.docType === 'refund')!.fromNumber };
  }
  const seller = await stationWithBlocks();
  const window = await stationWithBlocks();
  let seq = 0;
  let receiptNo = seller.receiptFirst;
  async function sell(quantity: number) {
    const op = saleOp({ seq: ++seq, userId: cashier.id, receiptNumber: receiptNo++, productId: goods.product.id, slotId: goods.slot.id, date: '2031-05-05', lines: [{ customerTypeId: goods.adult.id, quantity, unitPrice: 5000 }] });
    await pushOps(app, seller.auth, [op]);
    return op;
  }
  const lookup = (auth: Record<string, string>, payload: object) => app.inject({ method: 'POST', url: '/sync/refund-sale', headers: auth, payload });
  const refund = (auth: Record<string, string>, op: OutboxOp, moneyGone = false) => app.inject({ method: 'POST', url: '/sync/refund', headers: auth, payload: { op, moneyGone } });
  let windowSeq = 0;
  let refundNo = window.refundFirst;

  it('finds another station\'s sale by its receipt number, refunds one line numbered from this window\'s block; a retry answers the same refund', async () => {
    const sale = await sell(2);
    if (sale.type !== 'sale') throw new Error();
    const found = await lookup(window.auth, { number: sale.payload.receipt.number });
    expect(found.statusCode, found.body).toBe(200);
    const data: SaleForRefund = found.json().data;
    expect(data).toMatchObject({ orderUuid: sale.payload.order.uuid, stationId: seller.stationId, blocked: null, refund: null, receipt: { uuid: sale.payload.receipt.uuid, total: 10000 } });
    expect(data.lines).toEqual([expect.objectContaining({ lineNo: 1, productName: goods.product.name, quantity: 2, refundable: 2, used: 0, total: 10000 })]);
    expect(data.payments.map((p) => [p.method, p.localAmount])).toEqual([[1, 10000]]);

    const op = refundOp({ seq: ++windowSeq, sale, userId: refunder.id, number: refundNo++, total: 5000, lines: [{ lineNo: 1, quantity: 1, amount: 5000 }] });
    const res = await refund(window.auth, op);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'applied', flags: [], orderCancelled: false });
    expect(res.json().data.voidedTicketCodes).toHaveLength(1);
    const [doc] = await db.select().from(documents).where(eq(documents.uuid, op.type === 'refund' ? op.payload.document.uuid : ''));
    expect(doc).toMatchObject({ docType: 'refund', number: window.refundFirst, stationId: window.stationId, status: 'issued', total: 5000 });

    const again = await refund(window.auth, op);
    expect([again.statusCode, again.json().data.documentId]).toEqual([200, doc!.id]);
    expect((await lookup(window.auth, { orderUuid: sale.payload.order.uuid })).json().data).toMatchObject({ blocked: 'already-refunded', refund: { number: window.refundFirst, total: 5000 } });
  });

  it('R-RCPT-7 and R-RCPT-6: a second refund, or one above the receipt, is refused with nothing written and its number still free', async () => {
    const sale = await sell(1);
    if (sale.type !== 'sale') throw new Error();
    const tooMuch = refundOp({ seq: ++windowSeq, sale, userId: refunder.id, number: refundNo, total: 5001 });
    const over = await refund(window.auth, tooMuch);
    expect([over.statusCode, over.json().code]).toEqual([422, 'refund-over-receipt']);
    const first = await refund(window.auth, refundOp({ seq: ++windowSeq, sale, userId: refunder.id, number: refundNo++, total: 5000 }));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.orderCancelled).toBe(true);
    const second = await refund(window.auth, refundOp({ seq: ++windowSeq, sale, userId: refunder.id, number: refundNo, total: 5000 }));
    expect([second.statusCode, second.json().code]).toEqual([422, 'already-refunded']);
    const numbered = await db.select().from(documents).where(and(eq(documents.providerId, provider.id), eq(documents.docType, 'refund'), eq(documents.number, refundNo)));
    expect(numbered).toEqual([]);
  });

  it('the window and the office refund the same receipt at once: exactly one stands, the other is refused (no money went back twice)', async () => {
    for (let i = 0; i < 6; i++) {
      const sale = await sell(1);
      if (sale.type !== 'sale') throw new Error();
      const [receipt] = await db.select().from(documents).where(eq(documents.uuid, sale.payload.receipt.uuid));
      const [atWindow, office] = await Promise.all([
        refund(window.auth, refundOp({ seq: ++windowSeq, sale, userId: refunder.id, number: refundNo, total: 5000 })),
        app.inject({ method: 'POST', url: '/api/receipt/cancel', headers: { cookie: admin.cookie }, payload: { id: receipt!.id, refundAmount: 5000, refundMethod: 'cash' } }),
      ]);
      if (atWindow.statusCode === 200) refundNo++;
      expect([atWindow.statusCode, office.statusCode].sort()).toEqual([200, 422]);
      expect([atWindow, office].find((r) => r.statusCode === 422)!.json().code).toBe('already-refunded');
      const standing = await db.select().from(documents).where(and(eq(documents.creditedDocumentId, receipt!.id), eq(documents.docType, 'refund')));
      expect(standing.map((d) => d.status)).toEqual(['issued']);
    }
  });

  it('when the card already went back through the terminal, a lost race is kept contested (refunded-twice), as a push would', async () => {
    const sale = await sell(1);
    if (sale.type !== 'sale') throw new Error();
    const [receipt] = await db.select().from(documents).where(eq(documents.uuid, sale.payload.receipt.uuid));
    expect((await app.inject({ method: 'POST', url: '/api/receipt/cancel', headers: { cookie: admin.cookie }, payload: { id: receipt!.id, refundAmount: 5000, refundMethod: 'cash' } })).statusCode).toBe(200);
    const res = await refund(window.auth, refundOp({ seq: ++windowSeq, sale, userId: refunder.id, number: refundNo++, total: 5000 }), true);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'conflict', flags: ['refunded-twice'] });
  });

  it('R-RCPT-7: an answer lost after the commit: the same refund uuid again (two retries at once, then pushed at the next sync) answers the one refund with its number; nothing goes back twice', async () => {
    const sale = await sell(2);
    if (sale.type !== 'sale') throw new Error();
    const [receipt] = await db.select().from(documents).where(eq(documents.uuid, sale.payload.receipt.uuid));
    const number = refundNo++;
    const op = refundOp({ seq: ++windowSeq, sale, userId: refunder.id, number, total: 5000, lines: [{ lineNo: 1, quantity: 1, amount: 5000 }] });
    if (op.type !== 'refund') throw new Error();
    // The first try and its retry reach the server together (the station gave up waiting on the first).
    const [first, retry] = await Promise.all([refund(window.auth, op), refund(window.auth, op)]);
    expect([first.statusCode, retry.statusCode], `${first.body} ${retry.body}`).toEqual([200, 200]);
    const answer = first.json().data;
    expect(answer).toMatchObject({ status: 'applied', number, total: 5000 });
    expect(retry.json().data).toEqual({ ...answer, orderCancelled: false });
    // Later, the same refund again: the same answer, same number.
    expect((await refund(window.auth, op)).json().data).toMatchObject({ status: 'applied', documentId: answer.documentId, number, voidedTicketCodes: answer.voidedTicketCodes });
    // The station that never read an answer pushes it at its next sync, as a new operation of the same refund: applied, not a second refund.
    // (This window's first pushed operation: seq 1.)
    const pushed = await pushOps(app, window.auth, [{ ...op, uuid: randomUUID(), seq: 1 }]);
    expect(pushed.results[0]).toMatchObject({ status: 'applied' });
    const refunds = await db.select().from(documents).where(and(eq(documents.creditedDocumentId, receipt!.id), eq(documents.docType, 'refund')));
    expect(refunds.map((d) => [d.number, d.status, d.total])).toEqual([[number, 'issued', 5000]]);
    // Another refund uuid for the same receipt is a second refund: refused (R-RCPT-7), its number left free.
    const second = await refund(window.auth, refundOp({ seq: ++windowSeq, sale, userId: refunder.id, number: refundNo, total: 5000, lines: [{ lineNo: 1, quantity: 1, amount: 5000 }] }));
    expect([second.statusCode, second.json().code]).toEqual([422, 'already-refunded']);
    // The uuid is the refund's: another number under it is refused, not taken as the same refund.
    const reused = await refund(window.auth, { ...op, payload: { ...op.payload, document: { ...op.payload.document, number: refundNo } } });
    expect([reused.statusCode, reused.json().code]).toEqual([422, 'refund-uuid-used']);
  });

  it('R-PERM-17: the seller\'s cashier without CanCancelExistingReceipt is refused (403); another provider\'s station finds nothing (404)', async () => {
    const sale = await sell(1);
    if (sale.type !== 'sale') throw new Error();
    const res = await refund(window.auth, refundOp({ seq: ++windowSeq, sale, userId: cashier.id, number: refundNo, total: 5000 }));
    expect(res.statusCode).toBe(403);
    const foreign = await stationWithBlocks(other.admin);
    expect((await lookup(foreign.auth, { orderUuid: sale.payload.order.uuid })).statusCode).toBe(404);
    expect((await lookup(foreign.auth, { number: sale.payload.receipt.number })).statusCode).toBe(404);
    const stolen = await refund(foreign.auth, refundOp({ seq: 1, sale, userId: foreignRefunder.id, number: foreign.refundFirst, total: 5000 }));
    expect(stolen.statusCode).toBe(404);
  });
});
