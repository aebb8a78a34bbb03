/**
 * The Tax Authority's unified format (issue 19, instructions 1.31) and C169: the export job makes
 * one zip (OPENFRMT\<VAT 8>.<YY>\<MMDDhhmm>\ INI.TXT and BKMVDATA.zip); read back, every record has
 * its documented width, the counts of INI.TXT and Z900 match the file, the totals match the ledger,
 * Hebrew is ISO-8859-8. C169 lists the period's cancelled documents (R-BULK-8, R-BULK-9).
 */
import { describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { Permission } from '@pos/shared/permissions';
import { addDays } from '@pos/shared/calendar/index';
import { documents, providers } from '../../../db/schema';
import { createUser, setupTestApp } from '../../../test/test-app';
import { caller } from '../../orders/orders.fixtures';
import { cashPayment, cardPayment, ledgerShop } from '../../documents/documents.fixtures';
import { pollUntil, unzipEntries as unzip } from '../exports.fixtures';
import { decodeRecord, encodeRecord, layoutLength, readSigned, RECORDS, type RecordCode } from './records';

type Task = { id: number; url: string | null; fileName: string | null; errorMessage: string | null; status: string | null; processed: number; total: number };

const linesOf = (bytes: Buffer) => new TextDecoder('iso-8859-8').decode(bytes).split('\r\n').slice(0, -1);

describe('the unified format (OPENFRMT) and cancelled documents as export jobs (issue 19)', async () => {
  const { app, db } = await setupTestApp();
  const { shop, api, newOrder } = await ledgerShop(app, db);
  await db.update(providers).set({ companyId: '514321987', nameOfTheBusinessForInvoice: 'סיורים בע"מ', address: 'הרצל 1' }).where(eq(providers.id, shop.providerId));
  const period = { fromDate: shop.today, toDate: shop.today };

  const first = await newOrder(2);
  const second = await newOrder(1);
  const invoice = (await api.post('create-invoice', { orderId: first.id, amount: first.totalToPay })).body.data as { id: number };
  expect((await api.post('create-receipt', { orderId: first.id, amount: 5000, payments: [cashPayment(3000), cardPayment(2000)] })).status).toBe(200);
  const second_ = (await api.post('create-invoice', { orderId: second.id, amount: second.totalToPay })).body.data as { id: number };
  expect((await api.post('create-credit-invoice', { orderId: second.id, amount: 1000, creditedDocumentId: second_.id })).status).toBe(200);
  await db.update(documents).set({ customerName: 'דנה לוי' }).where(eq(documents.id, invoice.id));

  const wait = async (id: number) =>
    pollUntil(
      async () => (await api.get(`export/wait-task?id=${id}`)).body as { data: Task; errorMessage: string | null },
      (w) => w.data.url !== null || w.errorMessage !== null,
    );
  const download = async (url: string) => (await app.inject({ method: 'GET', url, headers: { cookie: shop.user.cookie } })).rawPayload;

  it('every record layout adds up to the length the instructions give (§2.5), and encodes a signed amount without the point', () => {
    for (const code of Object.keys(RECORDS) as RecordCode[]) expect(layoutLength(code), code).toBe(RECORDS[code].length);
    const line = encodeRecord('C100', { 1203: 305, 1204: 12, 1219: -1234565, 1207: 'אבג' });
    expect(line).toHaveLength(444);
    const back = decodeRecord(line).fields;
    expect([back[1203], back[1204], back[1219], back[1207]!.trimEnd()]).toEqual(['305', '12'.padEnd(20), '-00000001234565', 'אבג']);
  });

  it('R-BULK-9: the period\'s documents as INI.TXT and BKMVDATA.zip in OPENFRMT\\<VAT>.<YY>\\<MMDDhhmm>; counts, widths, totals and Hebrew read back', async () => {
    const started = await api.post('export/open-format?language=he-IL', period);
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const done = await wait((started.body.data as Task).id);
    expect(done.errorMessage).toBeNull();
    expect(done.data).toMatchObject({ status: 'Ok', processed: 4, total: 4 });
    expect(done.data.fileName).toBe(`openfrmt-${shop.today}-${shop.today}.zip`);

    const outer = unzip(await download(done.data.url!));
    const names = [...outer.keys()];
    expect(names).toHaveLength(2);
    expect(names[0]).toMatch(new RegExp(`^OPENFRMT/51432198\\.${shop.today.slice(2, 4)}/\\d{8}/INI\\.TXT$`));
    expect(names[1]).toBe(names[0]!.replace('INI.TXT', 'BKMVDATA.zip'));
    const inner = unzip(outer.get(names[1]!)!);
    expect([...inner.keys()]).toEqual(['BKMVDATA.TXT']);
    const raw = inner.get('BKMVDATA.TXT')!;
    const data = linesOf(raw);
    const ini = linesOf(outer.get(names[0]!)!);

    // Every record its documented width; numbered 1..n in file order; the business's VAT number in each.
    for (const [i, line] of data.entries()) {
      const { code, fields } = decodeRecord(line);
      expect(line.length, code).toBe(RECORDS[code].length);
      expect(Number(line.slice(4, 13))).toBe(i + 1);
      expect(line.slice(13, 22)).toBe('514321987');
      if (code === 'C100') expect(fields[1202]).toBe('514321987');
    }
    // One byte a character: the Hebrew name is 0xE3 0xF0 0xE4 (ד נ ה) in ISO-8859-8, never UTF-8.
    expect(raw.includes(Buffer.from([0xe3, 0xf0, 0xe4, 0x20, 0xec, 0xe5, 0xe9]))).toBe(true);
    expect(raw.includes(Buffer.from('דנה', 'utf8'))).toBe(false);
    expect(raw.length).toBe(data.reduce((n, l) => n + l.length + 2, 0));

    const codes = data.map((l) => l.slice(0, 4));
    expect(codes[0]).toBe('A100');
    expect(codes.at(-1)).toBe('Z900');
    const z900 = decodeRecord(data.at(-1)!).fields;
    expect(Number(z900[1155])).toBe(data.length);
    const a100 = decodeRecord(data[0]!).fields;
    expect(z900[1153]).toBe(a100[1103]);

    // INI.TXT: the leading record (466) with the same total and primary id, then one summary per record type present.
    const a000 = ini[0]!;
    expect(a000).toHaveLength(466);
    const head = decodeRecord(a000).fields;
    expect(Number(head[1002])).toBe(data.length);
    expect(head[1004]).toBe(a100[1103]);
    expect(head[1005]).toBe('&OF1.31&');
    expect([head[1024], head[1025], head[1029], head[1028]]).toEqual([shop.today.replaceAll('-', ''), shop.today.replaceAll('-', ''), '1', '0']);
    expect(head[1018]!.trimEnd()).toBe('סיורים בע"מ');
    const summaries = Object.fromEntries(ini.slice(1).map((l) => [l.slice(0, 4), Number(l.slice(4))]));
    expect(ini.slice(1).every((l) => l.length === 19)).toBe(true);
    const count = (code: string) => codes.filter((c) => c === code).length;
    expect(summaries).toEqual({ C100: count('C100'), D110: count('D110'), D120: count('D120') });
    expect(summaries.C100).toBe(4);
    expect(summaries.D120).toBe(2);

    // The headers' totals are the ledger's: types 305, 305, 400, 330; the credit invoice's amount positive (its code reduces income).
    const headers = data.filter((l) => l.startsWith('C100')).map((l) => decodeRecord(l).fields);
    const ledger = await db.select().from(documents).where(inArray(documents.providerId, [shop.providerId]));
    expect(headers.map((h) => h[1203]).sort()).toEqual(['305', '305', '330', '400']);
    for (const h of headers) {
      const doc = ledger.find((d) => String(d.number) === h[1204]!.trim() && h[1203] === { invoice: '305', receipt: '400', 'credit-invoice': '330' }[d.docType])!;
      expect(readSigned(h[1223]!), h[1204]).toBe(doc.total);
      expect(readSigned(h[1222]!)).toBe(doc.vatAmount);
      expect(readSigned(h[1221]!)).toBe(doc.total - doc.vatAmount);
      expect(h[1205]).toBe(shop.today.replaceAll('-', ''));
    }
    // The receipt's payments: cash (1) 30.00 and card (3) 20.00, summing to its total.
    const payments = data.filter((l) => l.startsWith('D120')).map((l) => decodeRecord(l).fields);
    expect(payments.map((p) => [p[1306], readSigned(p[1312]!)])).toEqual([['1', 3000], ['3', 2000]]);
    // Lines of each invoice add up to its amount before VAT.
    for (const h of headers.filter((x) => x[1203] !== '400')) {
      const lines = data.filter((l) => l.startsWith('D110')).map((l) => decodeRecord(l).fields).filter((f) => f[1273] === h[1234]);
      expect(lines.length).toBeGreaterThan(0);
      expect(lines.reduce((sum, f) => sum + readSigned(f[1267]!), 0)).toBe(readSigned(h[1221]!));
    }
  });

  it('C169, R-BULK-9: export/cancel-documents lists the period\'s cancelled and voided documents with the reason; R-BULK-8 when there are none; 403 without DocumentViewSearch', async () => {
    const none = await api.post('export/cancel-documents', period);
    expect([none.status, none.body.code]).toEqual([422, 'export-no-documents']);
    await db.update(documents).set({ status: 'void', voidReason: 'paper jam' }).where(eq(documents.id, invoice.id));
    const done = await wait(((await api.post('export/cancel-documents?language=en-US', period)).body.data as Task).id);
    const lines = (await download(done.data.url!)).toString('utf8').replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Document,Number,Status,Issued,Order,Customer,Tax id,Currency,Total,Reason,Issued by');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^Tax invoice,\d+,Voided,/);
    expect(lines[1]).toContain('paper jam');
    // The voided invoice stays in the unified format, flagged cancelled (1228).
    const open = await wait(((await api.post('export/open-format', period)).body.data as Task).id);
    const outer = unzip(await download(open.data.url!));
    const data = linesOf(unzip([...outer.values()][1]!).get('BKMVDATA.TXT')!);
    const flagged = data.filter((l) => l.startsWith('C100')).map((l) => decodeRecord(l).fields).filter((f) => f[1228] === '1');
    expect(flagged).toHaveLength(1);

    const noDocs = caller(app, await createUser(db, shop.providerId, { permissions: [Permission.ViewOrders] }));
    expect((await noDocs.post('export/cancel-documents', period)).status).toBe(403);
    expect((await noDocs.post('export/open-format', period)).status).toBe(403);
    const empty = { fromDate: addDays(shop.today, -30), toDate: addDays(shop.today, -20) };
    expect((await api.post('export/open-format', empty)).body.code).toBe('export-no-documents');
  });
});
