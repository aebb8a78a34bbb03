/**
 * The accounting settings with the ledger's own routes: R-INV-3 numbering set up here is what the
 * office's invoice takes its number from, and an invoice above the Israel Invoice threshold to a
 * buyer with a VAT number gets its allocation number from the simulator (the configured system of a
 * test run), Done and printed with it.
 */
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../test/test-app';
import { ledgerShop } from '../documents.fixtures';

const SELLER_VAT = '123456782';
const BUYER_VAT = '514713288';

async function until<T>(read: () => Promise<T>, done: (v: T) => boolean, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > end) return value;
    await new Promise((r) => setTimeout(r, 150));
  }
}

describe('accounting settings with the document ledger', async () => {
  const { app, db } = await setupTestApp();

  it('R-INV-3: an invoice is refused until its numbering is set in provider/accounting-info, then takes the start number; the start is then fixed', async () => {
    const { api, newOrder } = await ledgerShop(app, db, null, 100);
    const order = await newOrder(2);
    const refusedInvoice = await api.post('create-invoice', { orderId: order.id, amount: order.totalToPay });
    expect(refusedInvoice.status).toBe(422);
    expect(refusedInvoice.body.code).toBe('numbering-not-set');

    expect((await api.post('provider/accounting-info', { numbering: [{ docType: 'invoice', startNumber: 7000 }] })).status).toBe(200);
    const invoice = await api.post('create-invoice', { orderId: order.id, amount: order.totalToPay });
    expect(invoice.status, JSON.stringify(invoice.body)).toBe(200);
    expect((invoice.body.data as { number: number }).number).toBe(7000);

    const lower = await api.post('provider/accounting-info', { numbering: [{ docType: 'invoice', startNumber: 6000 }] });
    expect(lower.status).toBe(422);
    expect(lower.body.code).toBe('document-number-already-used');
    const numbering = ((await api.get('provider/accounting-info')).body.data as { numbering: { docType: string; lastUsed: number | null; locked: boolean }[] }).numbering;
    expect(numbering.find((n) => n.docType === 'invoice')).toMatchObject({ lastUsed: 7000, locked: true });
  });

  it('Israel Invoice: an invoice of NIS 7,080 (NIS 6,000 before VAT, above NIS 5,000) to a VAT-registered buyer waits InProgress, then is Done with the simulator’s 9-digit number', async () => {
    const { api, newOrder } = await ledgerShop(app, db, null, 100);
    expect((await api.post('provider/accounting-info', { vatNumber: SELLER_VAT, taxStatus: 'LicensedDealer', numbering: [{ docType: 'invoice', startNumber: 1 }] })).status).toBe(200);
    const order = await newOrder(60);
    expect(order.totalToPay).toBe(708_000); // NIS 6,000 before VAT, 18% VAT
    const res = await api.post('create-invoice', { orderId: order.id, amount: order.totalToPay, customerName: 'Negev Schools Ltd', customerTaxId: BUYER_VAT });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const id = (res.body.data as { id: number }).id;
    const first = await api.get(`document/allocation?id=${id}`);
    expect(first.status).toBe(200);
    expect(['requested', 'allocated']).toContain((first.body.data as { status: string }).status);
    const allocation = await until(
      async () => (await api.get(`document/allocation?id=${id}`)).body.data as { status: string; allocationNumber: string | null },
      (a) => a.status !== 'requested',
    );
    expect(allocation.status).toBe('allocated');
    expect(allocation.allocationNumber).toMatch(/^\d{9}$/);
  });

  it('an exempt dealer’s invoice of the same amount needs no allocation number', async () => {
    const { api, newOrder } = await ledgerShop(app, db, null, 100);
    await api.post('provider/accounting-info', { vatNumber: SELLER_VAT, taxStatus: 'ExemptDealer', numbering: [{ docType: 'invoice', startNumber: 1 }] });
    const order = await newOrder(60);
    const res = await api.post('create-invoice', { orderId: order.id, amount: order.totalToPay, customerTaxId: BUYER_VAT });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await api.get(`document/allocation?id=${(res.body.data as { id: number }).id}`)).body.data).toBeNull();
  });
});
