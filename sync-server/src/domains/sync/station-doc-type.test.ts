/**
 * The station's sale document follows the provider's tax status (docs/decisions/station-document-type.md):
 * a licensed dealer's stations get invoice-receipt numbers and their sales are tax invoice-receipts;
 * an exempt dealer's get receipt numbers. Either way the pull hands refund numbers too.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { OutboxOp } from '@pos/shared/sync/protocol';
import { documentNumberBlocks, documents, providerAccounting } from '../../db/schema';
import { setupTestApp } from '../../test/test-app';
import { pushOps, sellingProvider } from './offline.fixtures';
import { pairedStation, saleOp } from './station.fixtures';

describe('the station\'s sale document type follows the tax status', async () => {
  const { app, db } = await setupTestApp();

  async function stationOf(taxStatus: 'LicensedDealer' | 'ExemptDealer' | null) {
    const seller = await sellingProvider(db);
    if (taxStatus) await db.insert(providerAccounting).values({ providerId: seller.provider.id, taxStatus });
    const st = await pairedStation(app, seller.admin, { receiptBlockSize: 20 });
    // The station asks under the name it knows; the server decides the type.
    const pulled = await app.inject({ method: 'POST', url: '/sync/pull', headers: st.auth, payload: { checkpoints: {}, streams: ['station'], numbers: { receipt: { lastUsed: null }, refund: { lastUsed: null } } } });
    expect(pulled.statusCode, pulled.body).toBe(200);
    const blocks = await db.select().from(documentNumberBlocks).where(eq(documentNumberBlocks.stationId, st.stationId));
    return { ...seller, st, blocks };
  }
  const sale = (s: Awaited<ReturnType<typeof stationOf>>, docType: 'receipt' | 'invoice-receipt', number: number): OutboxOp => {
    const op = saleOp({ seq: 1, userId: s.cashier.id, receiptNumber: number, productId: s.goods.product.id, slotId: s.goods.slot.id, date: '2031-07-07', lines: [{ customerTypeId: s.goods.adult.id, quantity: 1, unitPrice: 5000 }] });
    if (op.type !== 'sale') throw new Error();
    return { ...op, payload: { ...op.payload, receipt: { ...op.payload.receipt, docType } } };
  };

  it('a licensed dealer\'s station gets invoice-receipt and refund numbers; its sale is an invoice-receipt; a receipt number it was never given is refused', async () => {
    const s = await stationOf('LicensedDealer');
    expect(s.blocks.map((b) => b.docType).sort()).toEqual(['invoice-receipt', 'refund']);
    const from = s.blocks.find((b) => b.docType === 'invoice-receipt')!.fromNumber;
    const ok = await pushOps(app, s.st.auth, [sale(s, 'invoice-receipt', from)]);
    expect(ok.results[0]!.status).toBe('applied');
    const [doc] = await db.select().from(documents).where(eq(documents.stationId, s.st.stationId));
    expect([doc!.docType, doc!.number]).toEqual(['invoice-receipt', from]);
    const wrong = await pushOps(app, s.st.auth, [{ ...sale(s, 'receipt', from + 1), seq: 2 }]);
    expect(wrong.results[0]).toMatchObject({ status: 'rejected', reason: { code: 'receipt-number-not-issued' } });
  });

  it('an exempt dealer\'s station (and one whose tax status is not saved yet) gets receipt and refund numbers', async () => {
    for (const status of ['ExemptDealer', null] as const) {
      const s = await stationOf(status);
      expect(s.blocks.map((b) => b.docType).sort()).toEqual(['receipt', 'refund']);
    }
  });
});
