/**
 * The document ledger in the office (issue 15): numbering (R-INV-3), receipts and their payments
 * (R-RCPT-1..4, R-RCPT-8, R-RCPT-9, R-RCPT-11), invoices (R-INV-1, R-INV-2, R-INV-4, R-INV-5,
 * R-INV-6), the refund (R-RCPT-5..7) and the proforma's cancel (R-INV-8), the credit check
 * (R-PERM-18), custom document types, auto print, and the order's has-accounting-docs (R-BC-5)
 * and events (R-ORD-12).
 */
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { seedTypeOf } from '@pos/shared/documents/document-types';
import { businessClients, documents, orderEvents, orders, providers } from '../../db/schema';
import { setupTestApp } from '../../test/test-app';
import { caller } from '../orders/orders.fixtures';
import { cardPayment, cashPayment, ledgerShop } from './documents.fixtures';

type Created = { id: number; docType: string; number: number; state: string; total: number; orderId: number | null };

describe('document ledger (issue 15)', async () => {
  const { app, db } = await setupTestApp();
  const { shop, api, newOrder } = await ledgerShop(app, db);

  it('R-INV-3: a type whose numbering is not set up issues nothing; set up at N it starts at N and goes on without gaps', async () => {
    const bare = await ledgerShop(app, db, null);
    const order = await bare.newOrder(1);
    const refused = await bare.api.post('create-receipt', { orderId: order.id, amount: 1000, payments: [cashPayment(1000)] });
    expect([refused.status, refused.body.code]).toEqual([422, 'numbering-not-set']);
    expect(await db.select().from(documents).where(eq(documents.orderId, order.id))).toHaveLength(0);
    const { setUpNumbering } = await import('./documents.fixtures');
    await setUpNumbering(db, bare.shop.providerId, { receipt: 500 });
    const first = await bare.api.post('create-receipt', { orderId: order.id, amount: 1000, payments: [cashPayment(1000)] });
    const second = await bare.api.post('create-cash-receipt', { orderId: order.id, amount: 500, payment: cashPayment(500) });
    expect([(first.body.data as Created).number, (second.body.data as Created).number]).toEqual([500, 501]);
  });

  it('R-RCPT-1, R-RCPT-2, R-RCPT-3, R-RCPT-4: zero, no payment, two cards, bad card digits are refused with field errors, nothing written', async () => {
    const order = await newOrder(1);
    const zero = await api.post('create-receipt', { orderId: order.id, amount: 0, payments: [cashPayment(0)] });
    expect(zero.status).toBe(400);
    expect(Object.keys(zero.body.errors!)).toEqual(expect.arrayContaining(['amount']));
    const none = await api.post('create-receipt', { orderId: order.id, amount: 1000, payments: [] });
    expect([none.status, Object.keys(none.body.errors!)]).toEqual([400, ['payments']]);
    const twoCards = await api.post('create-receipt', { orderId: order.id, amount: 2000, payments: [cardPayment(1000), cardPayment(1000)] });
    expect([twoCards.status, twoCards.body.errors!.payments]).toEqual([400, ['Only one credit card payment per receipt.']]);
    const digits = await api.post('create-credit-card-receipt', { orderId: order.id, amount: 1000, payment: cardPayment(1000, '12a4') });
    expect(digits.status).toBe(400);
    expect(JSON.stringify(digits.body.errors)).toContain('last4');
    const holder = await api.post('create-credit-card-receipt', { orderId: order.id, amount: 1000, payment: { ...cardPayment(1000), details: { ...cardPayment(1000).details, holderId: '12-34' } } });
    expect(holder.status).toBe(400);
    expect(await db.select().from(documents).where(eq(documents.orderId, order.id))).toHaveLength(0);
  });

  it('R-RCPT-8, R-RCPT-9, R-RCPT-11: rate and installments default to 1; payments keep their method code and card brand bit; the order is paid and has documents (R-BC-5)', async () => {
    const order = await newOrder(2);
    const body = { orderId: order.id, amount: order.totalToPay, payments: [{ method: 4, amount: order.totalToPay - 1000, currencyId: 1, localAmount: order.totalToPay - 1000, details: { last4: '1111', approvalCode: 'OK1', resultCode: '000', transactionId: 'TX', brand: '4' } }, { ...cashPayment(1000) }] };
    const res = await api.post('create-receipt', body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const doc = (await api.get(`receipt/get?id=${(res.body.data as Created).id}`)).body.data as { payments: { method: number; currencyRate: string; details: Record<string, unknown> }[]; docType: string };
    expect(doc.payments.map((p) => [p.method, p.currencyRate, p.details.installments ?? null, p.details.brand ?? null])).toEqual([
      [4, '1', 1, '4'],
      [1, '1', null, null],
    ]);
    expect((await api.post('order/check-bc-has-accounting-docs', { orderId: order.id })).body.data).toEqual({ hasAccountingDocs: true });
    const [row] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.paid).toBe(order.totalToPay);
  });

  it('R-INV-1: a receipt, an invoice or an invoice-receipt cannot exceed what is left of the order', async () => {
    const order = await newOrder(2);
    const over = await api.post('create-receipt', { orderId: order.id, amount: order.totalToPay + 1, payments: [cashPayment(order.totalToPay + 1)] });
    expect([over.status, over.body.code]).toEqual([422, 'amount-over-remaining']);
    expect((await api.post('create-receipt', { orderId: order.id, amount: 1000, payments: [cashPayment(1000)] })).status).toBe(200);
    const left = order.totalToPay - 1000;
    const ir = await api.post('create-invoice-receipt', { orderId: order.id, amount: left + 1, payments: [cashPayment(left + 1)] });
    expect([ir.status, ir.body.code]).toEqual([422, 'amount-over-remaining']);
    expect((await api.post('create-invoice', { orderId: order.id, amount: order.totalToPay })).status).toBe(200);
    const twice = await api.post('create-invoice', { orderId: order.id, amount: 1 });
    expect([twice.status, twice.body.code]).toEqual([422, 'amount-over-remaining']);
    const ledger = (await api.get(`order/ledger?orderId=${order.id}`)).body.data as { remaining: { receipt: number; invoice: number; credit: number } };
    expect(ledger.remaining).toEqual({ receipt: left, invoice: 0, credit: order.totalToPay });
  });

  it('R-INV-2: a credit invoice needs an invoice and an amount above zero, at most what is left of the invoice (docs/decisions/credit-and-refund-bounds.md)', async () => {
    const order = await newOrder(2);
    const receipt = (await api.post('create-receipt', { orderId: order.id, amount: 1000, payments: [cashPayment(1000)] })).body.data as Created;
    const onReceipt = await api.post('create-credit-invoice', { orderId: order.id, creditedDocumentId: receipt.id, amount: 100 });
    expect([onReceipt.status, onReceipt.body.code]).toEqual([422, 'credit-needs-invoice']);
    const invoice = (await api.post('create-invoice', { orderId: order.id, amount: 5000 })).body.data as Created;
    expect((await api.post('create-credit-invoice', { orderId: order.id, creditedDocumentId: invoice.id, amount: 0 })).status).toBe(400);
    const first = await api.post('create-credit-invoice', { orderId: order.id, creditedDocumentId: invoice.id, amount: 3000, reason: 'Discount agreed' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect((first.body.data as Created).number).toBeGreaterThanOrEqual(5000);
    const over = await api.post('create-credit-invoice', { orderId: order.id, creditedDocumentId: invoice.id, amount: 2001 });
    expect([over.status, over.body.code]).toEqual([422, 'credit-over-invoice']);
    expect((await api.post('create-credit-invoice', { orderId: order.id, creditedDocumentId: invoice.id, amount: 2000 })).status).toBe(200);
    const details = (await api.get(`invoice/get?id=${invoice.id}`)).body.data as { creditedBy: { total: number }[] };
    expect(details.creditedBy.map((c) => c.total)).toEqual([3000, 2000]);
  });

  it('R-INV-4: the proforma title and the remarks have limits; R-INV-8: a business client\'s proforma is cancelled once', async () => {
    const [client] = await db.insert(businessClients).values({ providerId: shop.providerId, name: 'Acme Tours', vatNumber: '514000001' }).returning();
    const long = await api.post('create-business-invoice', { businessClientId: client!.id, invoiceType: 'PerfomaDebit', amount: 1000, title: 'x'.repeat(101) });
    expect([long.status, Object.keys(long.body.errors!)]).toEqual([400, ['title']]);
    const remarks = await api.post('create-invoice', { orderId: (await newOrder(1)).id, amount: 100, remarks: 'x'.repeat(501) });
    expect([remarks.status, Object.keys(remarks.body.errors!)]).toEqual([400, ['remarks']]);
    // A billed line says what it bills.
    const blank = await api.post('create-business-invoice', { businessClientId: client!.id, invoiceType: 'PerfomaDebit', amount: 3000, lines: [{ description: '  ', quantity: 3, unitPrice: 1000 }] });
    expect([blank.status, Object.keys(blank.body.errors!)]).toEqual([400, ['lines[0].description']]);
    const proforma = await api.post('create-business-invoice', { businessClientId: client!.id, invoiceType: 'PerfomaDebit', amount: 3000, title: 'Season 2031', lines: [{ description: 'Group tour', quantity: 3, unitPrice: 1000 }] });
    expect(proforma.status, JSON.stringify(proforma.body)).toBe(200);
    const created = proforma.body.data as Created;
    expect([created.docType, created.number]).toEqual(['proforma', 4000]);
    expect(seedTypeOf('proforma')).toEqual({ documentType: 'Perfoma', invoiceType: 'PerfomaDebit' });
    const cancelled = await api.post('bc-perfoma-invoice/cancel', { id: created.id });
    expect(cancelled.body.data).toEqual({ id: created.id, number: 4000, status: 'cancelled' });
    const again = await api.post('bc-perfoma-invoice/cancel', { id: created.id });
    expect([again.status, again.body.code]).toEqual([422, 'proforma-cancelled']);
    const details = (await api.get(`invoice/get?id=${created.id}`)).body.data as { customerName: string; customerTaxId: string; title: string; lines: unknown[] };
    expect(details).toMatchObject({ customerName: 'Acme Tours', customerTaxId: '514000001', title: 'Season 2031' });
    expect(details.lines).toHaveLength(1);
  });

  it('R-INV-5, R-INV-6: every document maps to the seed\'s types and is Done unless it waits for its allocation number', async () => {
    const order = await newOrder(1);
    const ir = (await api.post('create-invoice-receipt', { orderId: order.id, amount: order.totalToPay, payments: [cashPayment(order.totalToPay)], customerName: 'Dana Levi' })).body.data as Created;
    expect(ir.state).toBe('Done');
    expect(seedTypeOf('invoice-receipt')).toEqual({ documentType: 'InvoiceReceipt', invoiceType: 'Debit' });
    expect(seedTypeOf('credit-invoice')).toEqual({ documentType: 'Invoice', invoiceType: 'Credit' });
    expect(seedTypeOf('receipt').documentType).toBe('Receipt');
    const doc = (await api.get(`invoice-receipt/get?id=${ir.id}`)).body.data as { vatPercent: number; vatAmount: number; totalBeforeVat: number; lines: { total: number }[] };
    const [provider] = await db.select().from(providers).where(eq(providers.id, shop.providerId));
    expect(doc.vatPercent).toBe(provider!.vatRateBp / 100);
    expect(doc.vatAmount + doc.totalBeforeVat).toBe(order.totalToPay);
    expect(doc.lines.reduce((s, l) => s + l.total, 0)).toBe(order.totalToPay);
    // A receipt is not an invoice: invoice-receipt/get does not find it.
    const receipt = (await api.post('create-receipt', { orderId: (await newOrder(1)).id, amount: 100, payments: [cashPayment(100)] })).body.data as Created;
    expect((await api.get(`invoice-receipt/get?id=${receipt.id}`)).status).toBe(404);
  });

  it('R-RCPT-5, R-RCPT-6, R-RCPT-7: a receipt is refunded once, never above it, the amount required; a whole refund cancels the order and frees its seats', async () => {
    const order = await newOrder(2);
    const receipt = (await api.post('create-credit-card-receipt', { orderId: order.id, amount: order.totalToPay, payment: cardPayment(order.totalToPay) })).body.data as Created;
    const missing = await api.post('receipt/cancel', { id: receipt.id });
    expect([missing.status, Object.keys(missing.body.errors!)]).toEqual([400, ['refundAmount']]);
    const over = await api.post('receipt/cancel', { id: receipt.id, refundAmount: order.totalToPay + 1 });
    expect([over.status, over.body.code]).toEqual([422, 'refund-over-receipt']);
    const refund = await api.post('receipt/cancel', { id: receipt.id, refundAmount: order.totalToPay, reason: 'Rain' });
    expect(refund.status, JSON.stringify(refund.body)).toBe(200);
    expect(refund.body.data).toMatchObject({ number: 6000, total: order.totalToPay, refundedDocumentId: receipt.id, orderCancelled: true });
    const again = await api.post('receipt/cancel', { id: receipt.id, refundAmount: 100 });
    expect([again.status, again.body.code]).toEqual([422, 'already-refunded']);
    const [row] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: 'CN', paid: 0 });
    const refundDoc = (await api.get(`receipt/get?id=${(refund.body.data as { id: number }).id}`)).body.data as { payments: { method: number; details: { last4: string } }[]; credited: { id: number } };
    // The money goes back by the original card, never more than it paid.
    expect(refundDoc.payments.map((p) => [p.method, p.details.last4])).toEqual([[4, '4242']]);
    expect(refundDoc.credited.id).toBe(receipt.id);
    const events = await db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(events.filter((e) => e.type === 'document-created').map((e) => e.details.docType)).toEqual(['receipt', 'refund']);
    expect(events.map((e) => e.type)).toEqual(expect.arrayContaining(['refunded', 'cancelled']));
  });

  it('cancelling a paid order issues the refund documents with the cancel (R-RCPT-5, R-ORD-12); without CanCancelExistingReceipt it is refused (R-PERM-17)', async () => {
    const order = await newOrder(2);
    await api.post('create-credit-card-receipt', { orderId: order.id, amount: order.totalToPay - 1000, payment: cardPayment(order.totalToPay - 1000) });
    await api.post('create-cash-receipt', { orderId: order.id, amount: 1000, payment: cashPayment(1000) });
    const { createUser } = await import('../../test/test-app');
    const { ALL_PERMISSION_CODES, Permission } = await import('@pos/shared/permissions');
    const clerk = caller(app, await createUser(db, shop.providerId, { permissions: ALL_PERMISSION_CODES.filter((p) => p !== Permission.CanCancelExistingReceipt) }));
    expect((await clerk.get(`order/edit/status/CN?id=${order.id}&confirmed=true`)).status).toBe(403);
    expect((await db.select().from(orders).where(eq(orders.id, order.id)))[0]!.status).toBe('OK');
    const cancelled = await api.get(`order/edit/status/CN?id=${order.id}&confirmed=true&refundMethod=original`);
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const ledger = (await api.get(`order/ledger?orderId=${order.id}`)).body.data as { paid: number; documents: { docType: string; refunded: boolean; total: number }[]; payments: { method: number; refund: boolean; amount: number }[] };
    expect(ledger.paid).toBe(0);
    expect(ledger.documents.filter((d) => d.docType === 'refund').map((d) => d.total).sort()).toEqual([1000, order.totalToPay - 1000].sort());
    expect(ledger.documents.filter((d) => d.docType === 'receipt').every((d) => d.refunded)).toBe(true);
    expect(ledger.payments.filter((p) => p.refund).map((p) => p.method).sort()).toEqual([1, 4]);
    const [row] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.status).toBe('CN');
  });

  it('a refund by lines in the office gives back that line\'s seats and voids its tickets; the lines must add up to the refund', async () => {
    const order = await newOrder(3);
    const receipt = (await api.post('create-cash-receipt', { orderId: order.id, amount: order.totalToPay, payment: cashPayment(order.totalToPay) })).body.data as Created;
    const unit = order.totalToPay / 3;
    const wrong = await api.post('receipt/cancel', { id: receipt.id, refundAmount: unit, lines: [{ lineNo: 1, quantity: 1, amount: unit - 1 }] });
    expect([wrong.status, wrong.body.code]).toEqual([422, 'refund-lines-total']);
    const { slotOccurrences, orderLines } = await import('../../db/schema');
    const [line] = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    const soldBefore = (await db.select().from(slotOccurrences).where(and(eq(slotOccurrences.slotId, line!.slotId!), eq(slotOccurrences.date, line!.date))))[0]!.sold;
    const res = await api.post('receipt/cancel', { id: receipt.id, refundAmount: unit, refundMethod: 'cash', lines: [{ lineNo: 1, quantity: 1, amount: unit }] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ orderCancelled: false, voidedTicketCodes: [expect.stringMatching(/\.1$/)] });
    const soldAfter = (await db.select().from(slotOccurrences).where(and(eq(slotOccurrences.slotId, line!.slotId!), eq(slotOccurrences.date, line!.date))))[0]!.sold;
    expect(soldAfter).toBe(soldBefore - 1);
    expect((await db.select().from(orders).where(eq(orders.id, order.id)))[0]).toMatchObject({ status: 'OK', paid: order.totalToPay - unit });
  });

  it('R-RCPT-6: an order paid by two receipts is not cancelled by the refund of one of them; the last one\'s whole refund cancels it', async () => {
    const order = await newOrder(2);
    const first = (await api.post('create-cash-receipt', { orderId: order.id, amount: 5000, payment: cashPayment(5000) })).body.data as Created;
    const rest = order.totalToPay - 5000;
    const second = (await api.post('create-cash-receipt', { orderId: order.id, amount: rest, payment: cashPayment(rest) })).body.data as Created;
    const one = await api.post('receipt/cancel', { id: first.id, refundAmount: 5000 });
    expect(one.status, JSON.stringify(one.body)).toBe(200);
    // The other receipt's money stays: the order stands, no ticket voided.
    expect(one.body.data).toMatchObject({ orderCancelled: false, voidedTicketCodes: [] });
    expect((await db.select().from(orders).where(eq(orders.id, order.id)))[0]).toMatchObject({ status: 'OK', paid: rest });
    const last = await api.post('receipt/cancel', { id: second.id, refundAmount: rest });
    expect(last.status, JSON.stringify(last.body)).toBe(200);
    expect(last.body.data).toMatchObject({ orderCancelled: true });
    expect((last.body.data as { voidedTicketCodes: string[] }).voidedTicketCodes.length).toBeGreaterThan(0);
    expect((await db.select().from(orders).where(eq(orders.id, order.id)))[0]).toMatchObject({ status: 'CN', paid: 0 });
  });

  it('R-PERM-18: allow-create-credit-invoice says whether the user may credit and whether the order has an invoice to credit', async () => {
    const order = await newOrder(1);
    expect((await api.get(`allow-create-credit-invoice?orderId=${order.id}`)).body.data).toEqual({ allowed: false, reason: 'credit-needs-invoice', creditable: 0 });
    await api.post('create-invoice', { orderId: order.id, amount: 700 });
    expect((await api.get(`allow-create-credit-invoice?orderId=${order.id}`)).body.data).toEqual({ allowed: true, reason: null, creditable: 700 });
    const { createUser } = await import('../../test/test-app');
    const clerk = caller(app, await createUser(db, shop.providerId, { permissions: [8] }));
    expect((await clerk.get(`allow-create-credit-invoice?orderId=${order.id}`)).body.data).toEqual({ allowed: false, reason: 'no-permission', creditable: 0 });
  });

  it('custom document types (C183-C186), numbered per type from 1, hidden once deleted', async () => {
    const type = await api.post('provider/createDocType', { name: 'Delivery note' });
    expect(type.status).toBe(200);
    const id = (type.body.data as { id: number }).id;
    expect((await api.get('provider/doc-types/get')).body.data).toEqual([{ id, name: 'Delivery note' }]);
    const order = await newOrder(1);
    const first = await api.post(`custom-doc/order/${order.id}/document/${id}`, { remarks: 'Gate B' });
    const second = await api.post(`custom-doc/order/${order.id}/document/${id}`, {});
    expect([(first.body.data as Created).number, (second.body.data as Created).number]).toEqual([1, 2]);
    expect((await api.delete(`provider/deleteProviderDocType/${id}`)).status).toBe(200);
    expect((await api.get('provider/doc-types/get')).body.data).toEqual([]);
    expect((await api.post(`custom-doc/order/${order.id}/document/${id}`, {})).status).toBe(404);
  });

  it('C149 validate-receipt answers every problem and writes nothing', async () => {
    const order = await newOrder(1);
    const res = await api.post('validate-receipt', { orderId: order.id, amount: order.totalToPay + 10, payments: [cashPayment(order.totalToPay)] });
    const data = res.body.data as { valid: boolean; problems: { code: string }[]; remaining: number };
    expect(data.valid).toBe(false);
    expect(data.remaining).toBe(order.totalToPay);
    expect(data.problems.map((p) => p.code)).toEqual(['payments', 'amount-over-remaining']);
    expect((await api.post('validate-receipt', { orderId: order.id, amount: 100, payments: [cashPayment(100)] })).body.data).toMatchObject({ valid: true, problems: [] });
    expect(await db.select().from(documents).where(and(eq(documents.orderId, order.id)))).toHaveLength(0);
  });
});
