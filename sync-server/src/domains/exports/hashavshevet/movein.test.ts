/**
 * C165 for Hashavshevet (issue 19, R-BULK-9): the export job makes a zip of Hashavshevet's journal
 * import, MOVEIN.DOC and MOVEIN.PRM. Read back by the PRM's own positions, every record has the
 * declared length, every movement balances, the amounts add up to the ledger's documents (credits
 * reversed), Hebrew is Windows-1255, dates DD/MM/YYYY; the ledger accounts come from the
 * accounting settings (R-SET-6) or the business client's own code, and an export whose accounts are
 * not set is refused before it starts (R-BULK-8's place: nothing recorded).
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import iconv from 'iconv-lite';
import { isCreditType } from '@pos/shared/documents/document-types';
import { businessClients, documents, exportTasks } from '../../../db/schema';
import { setupTestApp } from '../../../test/test-app';
import { cashPayment, ledgerShop } from '../../documents/documents.fixtures';
import { pollUntil, unzipEntries } from '../exports.fixtures';
import { readField, readMoveinPrm, MOVEIN_RECORD_LENGTH } from './movein-layout';

type Task = { id: number; url: string | null; fileName: string | null; errorMessage: string | null; processed: number; total: number };

/** MOVEIN.PRM's lines for the fields this test reads (the import's fixed order). */
const LINE = { typeCode: 2, reference: 3, date: 5, valueDate: 6, details: 9, debit1: 10, debit2: 11, credit1: 12, credit2: 13, debit1Amount: 14, debit2Amount: 15, credit1Amount: 16, credit2Amount: 17 } as const;
const ACCOUNTS = { customers: '30000', income: '40000', vat: '22000', receipts: '10000' };
const minor = (text: string) => (text === '' ? 0 : Math.round(Number(text) * 100));

describe('Hashavshevet journal import (MOVEIN) as an export job (issue 19)', async () => {
  const { app, db } = await setupTestApp();
  const { shop, api, newOrder } = await ledgerShop(app, db);
  const period = { fromDate: shop.today, toDate: shop.today };

  const first = await newOrder(2);
  const second = await newOrder(1);
  const invoice = (await api.post('create-invoice', { orderId: first.id, amount: first.totalToPay })).body.data as { id: number };
  const receipt = (await api.post('create-receipt', { orderId: first.id, amount: 5000, payments: [cashPayment(5000)] })).body.data as { id: number };
  const invoiceReceipt = await api.post('create-invoice-receipt', { orderId: second.id, amount: second.totalToPay, payments: [cashPayment(second.totalToPay)] });
  expect(invoiceReceipt.status, JSON.stringify(invoiceReceipt.body)).toBe(200);
  expect((await api.post('create-credit-invoice', { orderId: first.id, amount: 1000, creditedDocumentId: invoice.id })).status).toBe(200);
  const [client] = await db.insert(businessClients).values({ providerId: shop.providerId, name: 'מלון הים', accountingSystemCode: '30017' }).returning();
  await db.update(documents).set({ customerName: 'דנה לוי' }).where(eq(documents.id, invoice.id));
  await db.update(documents).set({ customerName: 'Иван Петров' }).where(eq(documents.id, receipt.id));
  await db.update(documents).set({ businessClientId: client!.id }).where(eq(documents.id, (invoiceReceipt.body.data as { id: number }).id));

  const wait = async (id: number) =>
    pollUntil(
      async () => (await api.get(`export/wait-task?id=${id}`)).body as { data: Task; errorMessage: string | null },
      (w) => w.data.url !== null || w.errorMessage !== null,
    );
  const download = async (url: string) => (await app.inject({ method: 'GET', url, headers: { cookie: shop.user.cookie } })).rawPayload;

  it('R-SET-6, R-BULK-9: refused (422 ledger-accounts-missing, naming them) while the accounts it books to are not set; nothing recorded', async () => {
    const res = await api.post('export/accounting', { ...period, system: 'Hashavshevet' });
    expect(res.status, JSON.stringify(res.body)).toBe(422);
    expect(JSON.stringify(res.body)).toContain('ledger-accounts-missing');
    for (const kind of ['customers', 'income', 'vat', 'receipts']) expect(JSON.stringify(res.body)).toContain(kind);
    expect(await db.select().from(exportTasks).where(eq(exportTasks.providerId, shop.providerId))).toHaveLength(0);
    // Eshkol's CSV needs no ledger accounts.
    expect((await api.post('export/accounting', { ...period, system: 'Eshkol' })).status).toBe(200);
  });

  it('R-BULK-9, R-CLIENT-5: a zip of MOVEIN.DOC and MOVEIN.PRM; read by the PRM every movement balances and the totals are the ledger\'s, credits reversed', async () => {
    expect((await api.post('provider/accounting-info', { ledgerAccounts: ACCOUNTS })).status).toBe(200);
    const started = await api.post('export/accounting?language=he-IL', { ...period, system: 'Hashavshevet' });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const done = await wait((started.body.data as Task).id);
    expect(done.errorMessage).toBeNull();
    expect(done.data).toMatchObject({ processed: 4, total: 4 });
    expect(done.data.fileName).toBe(`hashavshevet-${shop.today}-${shop.today}.zip`);
    const files = unzipEntries(await download(done.data.url!));
    expect([...files.keys()]).toEqual(['MOVEIN.DOC', 'MOVEIN.PRM']);

    const prm = readMoveinPrm(iconv.decode(files.get('MOVEIN.PRM')!, 'windows-1255'));
    expect(prm.recordLength).toBe(MOVEIN_RECORD_LENGTH);
    expect(iconv.decode(files.get('MOVEIN.PRM')!, 'windows-1255').split('\r\n').filter(Boolean)).toHaveLength(35);
    const data = files.get('MOVEIN.DOC')!;
    // Every record is the PRM's length in bytes, CR LF included: one byte per character (Windows-1255).
    const records: string[] = [];
    for (let at = 0; at < data.length; at += prm.recordLength) {
      const bytes = data.subarray(at, at + prm.recordLength);
      expect(bytes.length).toBe(prm.recordLength);
      expect(bytes.subarray(-2).toString('latin1')).toBe('\r\n');
      records.push(iconv.decode(bytes.subarray(0, -2), 'windows-1255'));
    }
    const movements = records.map((r) => Object.fromEntries(Object.entries(LINE).map(([key, line]) => [key, readField(r, prm, line)])) as Record<keyof typeof LINE, string>);
    // An invoice, a receipt, a credit invoice and an invoice-receipt (two movements: the sale, then the money).
    expect(movements).toHaveLength(5);
    const [d, m, y] = [shop.today.slice(8, 10), shop.today.slice(5, 7), shop.today.slice(0, 4)];
    for (const mv of movements) {
      expect(minor(mv.debit1Amount) + minor(mv.debit2Amount)).toBe(minor(mv.credit1Amount) + minor(mv.credit2Amount));
      expect(mv.date).toBe(`${d}/${m}/${y}`);
      expect(mv.valueDate).toBe(mv.date);
    }

    const ledger = await db.select().from(documents).where(eq(documents.providerId, shop.providerId));
    const signed = (values: number[], types: string[]) => values.reduce((sum, v, i) => sum + (isCreditType(types[i]!) ? -v : v), 0);
    const balance = (account: string) => movements.reduce((sum, mv) => sum + (mv.debit1 === account ? minor(mv.debit1Amount) : 0) + (mv.debit2 === account ? minor(mv.debit2Amount) : 0) - (mv.credit1 === account ? minor(mv.credit1Amount) : 0) - (mv.credit2 === account ? minor(mv.credit2Amount) : 0), 0);
    const sales = ledger.filter((x) => ['invoice', 'invoice-receipt', 'credit-invoice'].includes(x.docType));
    const money = ledger.filter((x) => ['receipt', 'invoice-receipt', 'refund'].includes(x.docType));
    // Income and VAT are credited by sales and debited by credits: their balances are minus the ledger's signed sums.
    expect(balance(ACCOUNTS.income)).toBe(-signed(sales.map((x) => x.total - x.vatAmount), sales.map((x) => x.docType)));
    expect(balance(ACCOUNTS.vat)).toBe(-signed(sales.map((x) => x.vatAmount), sales.map((x) => x.docType)));
    expect(balance(ACCOUNTS.vat)).toBeLessThan(0);
    expect(balance(ACCOUNTS.receipts)).toBe(signed(money.map((x) => x.total), money.map((x) => x.docType)));
    // The invoice-receipt's client has its own account (30017): its sale and its money cancel out there.
    expect(balance('30017')).toBe(0);
    expect(balance(ACCOUNTS.customers)).toBe(first.totalToPay - 1000 - 5000);

    const byType = (code: string) => movements.filter((mv) => mv.typeCode === code);
    const invoiceDoc = ledger.find((x) => x.id === invoice.id)!;
    expect(byType('חש')).toEqual([expect.objectContaining({ reference: String(invoiceDoc.number), debit1: ACCOUNTS.customers, credit1: ACCOUNTS.income, credit2: ACCOUNTS.vat, debit1Amount: (invoiceDoc.total / 100).toFixed(2) })]);
    // The credit invoice is the invoice reversed: income and VAT debited, the customer credited.
    expect(byType('חז')).toEqual([expect.objectContaining({ debit1: ACCOUNTS.income, debit2: ACCOUNTS.vat, credit1: ACCOUNTS.customers, credit1Amount: '10.00' })]);
    expect(byType('חק').map((mv) => [mv.debit1, mv.credit1])).toEqual([['30017', ACCOUNTS.income], [ACCOUNTS.receipts, '30017']]);
    // Hebrew as Windows-1255 (דנה = E3 F0 E4); a name it cannot hold is question marks of the same length.
    expect(byType('חש')[0]!.details).toBe(`חשבונית מס ${invoiceDoc.number} דנה לוי`);
    expect(data.includes(Buffer.from([0xe3, 0xf0, 0xe4]))).toBe(true);
    expect(byType('קב')[0]!.details).toMatch(/^קבלה \d+ \?{4} \?{6}$/);
  });
});
