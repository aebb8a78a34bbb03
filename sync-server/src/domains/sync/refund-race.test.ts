/**
 * R-RCPT-7 across the window and the office (issue 15): a station pushes its refund of a receipt
 * while the office refunds the same receipt (receipt/cancel), both at once over real HTTP. Exactly
 * one refund stands each time; when the office's came first the station's becomes the conflict
 * refunded-twice with its document kept (contested), when the station's came first the office is
 * told already-refunded.
 */
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { OutboxOp } from '@pos/shared/sync/protocol';
import { documentNumberBlocks, documents } from '../../db/schema';
import { setupTestApp } from '../../test/test-app';
import { pushOps, sellingProvider } from './offline.fixtures';
import { pairedStation, saleOp } from './station.fixtures';
import { refundOp } from './refund.fixtures';

describe('two refunds of one receipt at once: the station\'s push and the office', async () => {
  const { app, db, apiUrl } = await setupTestApp({ listen: true, poolSize: 10 });
  const { admin, cashier, goods } = await sellingProvider(db);
  const origin = apiUrl.replace(/\/api$/, '');

  it('leaves exactly one standing refund per receipt, 12 races in a row', async () => {
    const st = await pairedStation(app, admin, { receiptBlockSize: 50 });
    await app.inject({ method: 'POST', url: '/sync/pull', headers: st.auth, payload: { checkpoints: {}, streams: ['station'], numbers: { receipt: { lastUsed: null }, refund: { lastUsed: null } } } });
    const blocks = await db.select().from(documentNumberBlocks).where(eq(documentNumberBlocks.stationId, st.stationId));
    const receiptFirst = blocks.find((b) => b.docType === 'receipt')!.fromNumber;
    const refundFirst = blocks.find((b) => b.docType === 'refund')!.fromNumber;
    const sales: OutboxOp[] = Array.from({ length: 12 }, (_, i) => saleOp({ seq: i + 1, userId: cashier.id, receiptNumber: receiptFirst + i, productId: goods.product.id, slotId: goods.slot.id, date: '2031-05-05', lines: [{ customerTypeId: goods.adult.id, quantity: 1, unitPrice: 5000 }] }));
    await pushOps(app, st.auth, sales);
    const outcomes = { stationFirst: 0, officeFirst: 0 };
    for (const [i, sale] of sales.entries()) {
      if (sale.type !== 'sale') throw new Error();
      const [receipt] = await db.select().from(documents).where(eq(documents.uuid, sale.payload.receipt.uuid));
      const op = refundOp({ seq: 13 + i, sale, userId: cashier.id, number: refundFirst + i, total: 5000 });
      const [pushed, office] = await Promise.all([
        fetch(`${origin}/sync/push`, { method: 'POST', headers: { 'content-type': 'application/json', ...st.auth }, body: JSON.stringify({ ops: [op] }) }).then(async (r) => ({ status: r.status, body: (await r.json()) as { data: { results: { status: string; flags?: string[] }[] } } })),
        fetch(`${apiUrl}/receipt/cancel`, { method: 'POST', headers: { 'content-type': 'application/json', cookie: admin.cookie, origin }, body: JSON.stringify({ id: receipt!.id, refundAmount: 5000, refundMethod: 'cash' }) }).then(async (r) => ({ status: r.status, body: (await r.json()) as { code?: string } })),
      ]);
      expect(pushed.status).toBe(200);
      const result = pushed.body.data.results[0]!;
      const standing = await db.select().from(documents).where(and(eq(documents.creditedDocumentId, receipt!.id), eq(documents.status, 'issued')));
      expect(standing).toHaveLength(1);
      if (office.status === 200) {
        outcomes.officeFirst++;
        expect(result).toMatchObject({ status: 'conflict', flags: ['refunded-twice'] });
        const kept = await db.select().from(documents).where(and(eq(documents.creditedDocumentId, receipt!.id), eq(documents.status, 'contested')));
        expect(kept.map((k) => k.number)).toEqual([refundFirst + i]);
      } else {
        outcomes.stationFirst++;
        expect([office.status, office.body.code]).toEqual([422, 'already-refunded']);
        expect(result.status).toBe('applied');
        expect(standing[0]!.number).toBe(refundFirst + i);
      }
    }
    expect(outcomes.stationFirst + outcomes.officeFirst).toBe(12);
  });
});
