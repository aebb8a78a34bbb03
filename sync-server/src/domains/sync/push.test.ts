import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import type { OpResult, OutboxOp, PushResponse } from '@pos/shared/sync/protocol';
import { createProvider, createUser, setupTestApp } from '../../test/test-app';
import { documentNumberBlocks, orderLines, orders, documentPayments, documents, shifts, slotOccurrences, stations } from '../../db/schema';
import { Permission } from '@pos/shared/permissions';
import { vatOfGross } from '@pos/shared/money';
import { cashierUser, pairedStation, saleOp, sellableProduct } from './station.fixtures';

describe('push: each operation applied once, in the station\'s order', async () => {
  const { app, db } = await setupTestApp();
  const provider = await createProvider(db);
  const admin = await createUser(db, provider.id);
  const cashier = await cashierUser(db, provider.id);
  const goods = await sellableProduct(db, provider.id, { limit: 5 });
  const other = await createProvider(db);
  const foreign = await sellableProduct(db, other.id);

  async function stationWithBlock(blockSize = 20) {
    const station = await pairedStation(app, admin, { receiptBlockSize: blockSize });
    await app.inject({ method: 'POST', url: '/sync/pull', headers: station.auth, payload: { checkpoints: {}, numbers: { receipt: { lastUsed: null } } } });
    const blocks = await db.select().from(documentNumberBlocks).where(eq(documentNumberBlocks.stationId, station.stationId));
    return { ...station, first: blocks[0]!.fromNumber, block: blocks[0]! };
  }
  async function push(auth: { authorization: string }, ops: OutboxOp[]): Promise<PushResponse> {
    const res = await app.inject({ method: 'POST', url: '/sync/push', headers: auth, payload: { ops } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  }
  const date = '2030-06-01';
  const sale = (seq: number, receiptNumber: number, quantity = 1, extra: Partial<Parameters<typeof saleOp>[0]> = {}) =>
    saleOp({ seq, userId: cashier.id, receiptNumber, productId: goods.product.id, slotId: goods.slot.id, date, lines: [{ customerTypeId: goods.adult.id, quantity, unitPrice: 5000 }], ...extra });

  it('applies a shift, a sale with card and cash, and the close; a replay answers the same and changes nothing', async () => {
    const st = await stationWithBlock();
    const shiftUuid = randomUUID();
    const now = new Date().toISOString();
    const ops: OutboxOp[] = [
      { uuid: randomUUID(), seq: 1, stationClock: now, type: 'shift-open', payload: { shiftUuid, userId: cashier.id, openedAt: now, openingBalance: [{ currencyId: 1, amount: 10000 }] } },
      { ...sale(2, st.first, 2, { shiftUuid, payments: 'card+cash' }) },
      {
        uuid: randomUUID(),
        seq: 3,
        stationClock: now,
        type: 'shift-close',
        payload: {
          shiftUuid,
          closedBy: cashier.id,
          closedAt: now,
          counted: [{ currencyId: 1, denominations: [{ value: 10000, count: 1 }, { value: 1000, count: 1 }], counted: 11000, expected: 11000, difference: 0 }],
          balanceDescription: '',
          managerApproved: false,
          report: { orders: 1, tickets: 2, receipts: 1, total: 10000, byMethod: [{ method: 1, currencyId: 1, amount: 1000 }, { method: 4, currencyId: 1, amount: 9000 }], refunds: 0, cashExpected: [{ currencyId: 1, amount: 11000 }], salesCount: [{ method: 1, currencyId: 1, count: 1 }, { method: 4, currencyId: 1, count: 1 }], refundCount: 0, refundsByMethod: [] },
        },
      },
    ];
    const first = await push(st.auth, ops);
    expect(first.results.map((r) => r.status)).toEqual(['applied', 'applied', 'applied']);
    expect(first.nextSeq).toBe(4);
    const saleResult = first.results[1] as Extract<OpResult, { status: 'applied' }>;
    expect(saleResult.data.orderNumber).toBeGreaterThan(0);

    const [order] = await db.select().from(orders).where(eq(orders.id, saleResult.data.orderId!));
    expect(order).toMatchObject({ totalToPay: 10000, paid: 10000, stationId: st.stationId, source: 'cashier', status: 'OK', conflictFlags: [] });
    expect(await db.select().from(orderLines).where(eq(orderLines.orderId, order!.id))).toHaveLength(1);
    const [receipt] = await db.select().from(documents).where(eq(documents.orderId, order!.id));
    expect(receipt).toMatchObject({ number: st.first, total: 10000, shiftUuid, status: 'issued' });
    expect((await db.select().from(documentPayments).where(eq(documentPayments.documentId, receipt!.id))).map((p) => p.method)).toEqual([4, 1]);
    const [shift] = await db.select().from(shifts).where(eq(shifts.uuid, shiftUuid));
    expect(shift!.closedAt).not.toBeNull();

    const counts = async () => {
      const [o] = await db.select({ n: sql<number>`count(*)::int` }).from(orders).where(eq(orders.stationId, st.stationId));
      const [r] = await db.select({ n: sql<number>`count(*)::int` }).from(documents).where(eq(documents.stationId, st.stationId));
      const [s] = await db.select({ sold: slotOccurrences.sold }).from(slotOccurrences).where(eq(slotOccurrences.date, date));
      return { orders: o!.n, receipts: r!.n, sold: s?.sold };
    };
    const before = await counts();
    const replay = await push(st.auth, ops);
    expect(replay).toEqual(first);
    const replayTail = await push(st.auth, ops.slice(1));
    expect(replayTail.results).toEqual(first.results.slice(1));
    expect(await counts()).toEqual(before);
  });

  it('stops at a gap in the station\'s sequence and takes the rest once the gap is filled', async () => {
    const st = await stationWithBlock();
    const gap = await push(st.auth, [sale(2, st.first + 1)]);
    expect(gap).toEqual({ results: [], nextSeq: 1 });
    const both = await push(st.auth, [sale(1, st.first), sale(2, st.first + 1)]);
    expect(both.results.map((r) => r.status)).toEqual(['applied', 'applied']);
    const [row] = await db.select({ last: stations.lastOpSeq }).from(stations).where(eq(stations.id, st.stationId));
    expect(row!.last).toBe(2);
  });

  it('two stations offline sell the last seats of a slot: both sales stand, the later one is flagged', async () => {
    const a = await stationWithBlock();
    const b = await stationWithBlock();
    const day = '2030-07-07';
    const sell = (seq: number, n: number, qty: number) => saleOp({ seq, userId: cashier.id, receiptNumber: n, productId: goods.product.id, slotId: goods.slot.id, date: day, lines: [{ customerTypeId: goods.adult.id, quantity: qty, unitPrice: 5000 }] });
    const ra = await push(a.auth, [sell(1, a.first, 3)]);
    const rb = await push(b.auth, [sell(1, b.first, 3)]);
    expect(ra.results[0]!.status).toBe('applied');
    expect(rb.results[0]).toMatchObject({ status: 'conflict', flags: ['slot-over-limit'] });
    const [occ] = await db.select().from(slotOccurrences).where(eq(slotOccurrences.date, day));
    expect(occ!.sold).toBe(6);
    const flagged = await app.inject({ method: 'GET', url: '/api/sync-conflicts', headers: { cookie: admin.cookie } });
    const orderId = (rb.results[0] as Extract<OpResult, { status: 'conflict' }>).data.orderId;
    expect(flagged.json().data).toEqual(expect.arrayContaining([expect.objectContaining({ orderId, flags: ['slot-over-limit'], stationId: b.stationId })]));
    const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, orderId!));
    expect(lines[0]!.limitExceeded).toBe(true);
  });

  it('keeps the price the customer paid though the list changed while the station was offline, flagged price-mismatch (issue 14)', async () => {
    const st = await stationWithBlock();
    const res = await push(st.auth, [saleOp({ seq: 1, userId: cashier.id, receiptNumber: st.first, productId: goods.product.id, slotId: null, date, lines: [{ customerTypeId: goods.adult.id, quantity: 1, unitPrice: 4200 }] })]);
    expect(res.results[0]).toMatchObject({ status: 'conflict', flags: ['price-mismatch'] });
    const id = (res.results[0] as Extract<OpResult, { status: 'conflict' }>).data.orderId!;
    const [line] = await db.select().from(orderLines).where(eq(orderLines.orderId, id));
    expect(line).toMatchObject({ unitPrice: 4200, total: 4200 });
    const [order] = await db.select().from(orders).where(eq(orders.id, id));
    expect(order).toMatchObject({ paid: 4200, conflictFlags: ['price-mismatch'] });
  });

  it('R-CASH-3, R-CASH-4 (issue 14): a sale by a user without permission 28, or with a discount over the cashier\'s maximum, is kept and flagged cashier-over-limit', async () => {
    const st = await stationWithBlock();
    const clerk = await createUser(db, provider.id, { permissions: [Permission.ViewOrders] });
    const byClerk = saleOp({ seq: 1, userId: clerk.id, receiptNumber: st.first, productId: goods.product.id, slotId: null, date, lines: [{ customerTypeId: goods.adult.id, quantity: 1, unitPrice: 5000 }] });
    // 20% off a 10,000 gross: the cashier's maximum is 10%.
    const discounted = saleOp({ seq: 2, userId: cashier.id, receiptNumber: st.first + 1, productId: goods.product.id, slotId: null, date, lines: [{ customerTypeId: goods.adult.id, quantity: 2, unitPrice: 5000 }] });
    const withinLimit = saleOp({ seq: 3, userId: cashier.id, receiptNumber: st.first + 2, productId: goods.product.id, slotId: null, date, lines: [{ customerTypeId: goods.adult.id, quantity: 2, unitPrice: 5000 }] });
    for (const [op, off] of [[discounted, 2000], [withinLimit, 1000]] as const) {
      if (op.type !== 'sale') throw new Error('sale op expected');
      const o = op.payload.order;
      o.lines[0]!.discountAmount = off;
      o.lines[0]!.total -= off;
      o.discountAmount = off;
      o.totalToPay -= off;
      o.vatAmount = vatOfGross(o.totalToPay, o.vatRateBp);
      op.payload.receipt.total = o.totalToPay;
      op.payload.payments = [{ method: 1, amount: o.totalToPay, currencyId: 1, currencyRate: '1', localAmount: o.totalToPay, details: { tendered: o.totalToPay, change: 0 } }];
    }
    const res = await push(st.auth, [byClerk, discounted, withinLimit]);
    expect(res.results.map((r) => [r.status, r.status === 'conflict' ? r.flags : []])).toEqual([
      ['conflict', ['cashier-over-limit']],
      ['conflict', ['cashier-over-limit']],
      ['applied', []],
    ]);
    const flagged = await db.select({ paid: orders.paid, flags: orders.conflictFlags }).from(orders).where(inArray(orders.id, res.results.slice(0, 2).map((r) => (r as Extract<OpResult, { status: 'conflict' }>).data.orderId!)));
    expect(flagged.map((o) => o.flags)).toEqual([['cashier-over-limit'], ['cashier-over-limit']]);
  });

  it('R-ORD-22: a pushed sale whose lead customer breaks the rule (a 7-digit mobile) is kept, paid, and flagged lead-customer-invalid', async () => {
    const st = await stationWithBlock();
    // No slot: the flag is the customer's alone, and the slot's 5 seats stay for the other tests.
    const bad = sale(1, st.first, 1, { slotId: null });
    const good = sale(2, st.first + 1, 1, { slotId: null });
    if (bad.type !== 'sale' || good.type !== 'sale') throw new Error('sale ops expected');
    bad.payload.order.leadCustomer = { firstName: ' Dana ', mobile: '1234567' };
    good.payload.order.leadCustomer = { firstName: 'Avi', mobile: '052-123-4567', email: 'avi@example.com' };
    const res = await push(st.auth, [bad, good]);
    expect(res.results.map((r) => r.status)).toEqual(['conflict', 'applied']);
    expect((res.results[0] as Extract<OpResult, { status: 'conflict' }>).flags).toEqual(['lead-customer-invalid']);
    const id = (res.results[0] as Extract<OpResult, { status: 'conflict' }>).data.orderId!;
    const [order] = await db.select().from(orders).where(eq(orders.id, id));
    expect(order).toMatchObject({ paid: 5000, conflictFlags: ['lead-customer-invalid'], leadCustomer: { firstName: 'Dana', mobile: '1234567' } });
    expect(await db.select().from(documents).where(eq(documents.orderId, id))).toHaveLength(1);
  });

  it('refuses with a readable reason a sale of another provider\'s product, a zero receipt (R-RCPT-1), two cards (R-RCPT-3), a number not issued; voids the numbers it can', async () => {
    const st = await stationWithBlock();
    const foreignSale = saleOp({ seq: 1, userId: cashier.id, receiptNumber: st.first, productId: foreign.product.id, slotId: null, date, lines: [{ customerTypeId: foreign.adult.id, quantity: 1, unitPrice: 100 }] });
    const zero = sale(2, st.first + 1);
    if (zero.type === 'sale') {
      zero.payload.order.lines[0]!.unitPrice = 0;
      zero.payload.order.lines[0]!.listUnitPrice = 0;
      zero.payload.order.lines[0]!.total = 0;
      Object.assign(zero.payload.order, { gross: 0, totalToPay: 0, vatAmount: 0 });
      zero.payload.receipt.total = 0;
      zero.payload.payments = [];
    }
    const twoCards = sale(3, st.first + 2);
    if (twoCards.type === 'sale') {
      const card = { method: 4 as const, amount: 2500, currencyId: 1, currencyRate: '1', localAmount: 2500, details: { last4: '1111', installments: 1, approvalCode: 'x', resultCode: '000', transactionId: 't' } };
      twoCards.payload.payments = [card, { ...card, details: { ...card.details, last4: '2222' } }];
    }
    const notIssued = sale(4, st.block.toNumber + 500);
    const res = await push(st.auth, [foreignSale, zero, twoCards, notIssued, sale(5, st.first + 3)]);
    expect(res.results.map((r) => (r.status === 'rejected' ? r.reason.code : r.status))).toEqual(['unknown-product', 'malformed-operation', 'receipt-one-card', 'receipt-number-not-issued', 'applied']);
    expect(res.results[0]).toMatchObject({ reason: { message: expect.stringContaining('not a product of this provider') } });
    const numbers = await db.select({ number: documents.number, status: documents.status }).from(documents).where(eq(documents.stationId, st.stationId));
    expect(numbers.sort((x, y) => x.number - y.number)).toEqual([
      { number: st.first, status: 'void' },
      { number: st.first + 2, status: 'void' },
      { number: st.first + 3, status: 'issued' },
    ]);
  });

  it('pays a reserved order at the window; a second payment from another station stands and is flagged paid-twice', async () => {
    const a = await stationWithBlock();
    const b = await stationWithBlock();
    const [reserved] = await db
      .insert(orders)
      .values({ providerId: provider.id, orderNumber: 900_000 + Math.floor(Math.random() * 1000), status: 'OK', currencyId: 1, channelId: 1, priceTypeId: 1, vatRateBp: 1800, gross: 8000, totalToPay: 8000 })
      .returning();
    const pay = (seq: number, number: number): OutboxOp => {
      const now = new Date().toISOString();
      return {
        uuid: randomUUID(),
        seq,
        stationClock: now,
        type: 'reserved-order-payment',
        payload: {
          orderId: reserved!.id,
          orderUuid: reserved!.uuid,
          shiftUuid: randomUUID(),
          userId: cashier.id,
          receipt: { uuid: randomUUID(), docType: 'receipt', number, currencyId: 1, total: 8000, issuedAt: now },
          payments: [{ method: 1, amount: 8000, currencyId: 1, currencyRate: '1', localAmount: 8000, details: { tendered: 10000, change: 2000 } }],
        },
      };
    };
    expect((await push(a.auth, [pay(1, a.first)])).results[0]!.status).toBe('applied');
    expect((await push(b.auth, [pay(1, b.first)])).results[0]).toMatchObject({ status: 'conflict', flags: ['paid-twice'] });
    const [after] = await db.select().from(orders).where(eq(orders.id, reserved!.id));
    expect(after).toMatchObject({ paid: 16000, conflictFlags: ['paid-twice'] });
  });

  it('applies a batch of 200 sales in order with consecutive receipts', async () => {
    const st = await stationWithBlock(500);
    const ops = Array.from({ length: 200 }, (_, i) => saleOp({ seq: i + 1, userId: cashier.id, receiptNumber: st.first + i, productId: goods.product.id, slotId: null, date, lines: [{ customerTypeId: i % 2 ? goods.adult.id : goods.child.id, quantity: 1 + (i % 3), unitPrice: i % 2 ? 5000 : 3000 }] }));
    const res = await push(st.auth, ops);
    expect(res.results.every((r) => r.status === 'applied')).toBe(true);
    const ids = res.results.map((r) => (r as Extract<OpResult, { status: 'applied' }>).data.orderId!);
    const rows = await db.select({ id: orders.id, paid: orders.paid }).from(orders).where(inArray(orders.id, ids));
    expect(rows).toHaveLength(200);
  });
});
