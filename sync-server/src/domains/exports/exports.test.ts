/**
 * Exports as background tasks (issue 19; C165-C171, C176): the kinds of R-BULK-9 made by a job on
 * the queue, polled (R-CLIENT-5) until data.url, cancelled (R-BULK-7), refused when empty (R-BULK-8),
 * a worker killed midway (no half file marked done), and each provider's and permission's walls.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { Permission } from '@pos/shared/permissions';
import { addDays } from '@pos/shared/calendar/index';
import { exportTasks } from '../../db/schema';
import { createUser, setupTestApp } from '../../test/test-app';
import { caller } from '../orders/orders.fixtures';
import { cashPayment, ledgerShop } from '../documents/documents.fixtures';
import { openFileStorage } from '../files';
import { lostExportJob, makeExport } from './make-export';
import { cloneOrder, pollUntil } from './exports.fixtures';

type Task = { id: number; state: string; status: string | null; processed: number; total: number; url: string | null; fileName: string | null; errorMessage: string | null; error: string | null };

describe('exports on the job queue (issue 19)', async () => {
  const { app, db } = await setupTestApp();
  const { shop, api, newOrder } = await ledgerShop(app, db);
  const period = { fromDate: shop.today, toDate: shop.today };
  const storage = await openFileStorage();

  const first = await newOrder(2);
  const second = await newOrder(1);
  await cloneOrder(db, second.id, 300);
  expect((await api.post('create-invoice', { orderId: first.id, amount: first.totalToPay })).status).toBe(200);
  const receipt = await api.post('create-receipt', { orderId: first.id, amount: 5000, payments: [cashPayment(5000)] });
  expect(receipt.status).toBe(200);
  const invoice = (await api.post('create-invoice', { orderId: second.id, amount: second.totalToPay })).body.data as { id: number };
  expect((await api.post('create-credit-invoice', { orderId: second.id, amount: 1000, creditedDocumentId: invoice.id })).status).toBe(200);

  const wait = async (id: number, as = api) =>
    pollUntil(
      async () => {
        const res = await as.get(`export/wait-task?id=${id}`);
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        return res.body as { data: Task; errorMessage: string | null };
      },
      (w) => w.data.url !== null || w.errorMessage !== null || w.data.status === 'Canceled',
    );
  const download = async (url: string, cookie = shop.user.cookie) => {
    const res = await app.inject({ method: 'GET', url, headers: { cookie } });
    return { status: res.statusCode, headers: res.headers, body: res.rawPayload };
  };
  const csvLines = (bytes: Buffer) => bytes.toString('utf8').replace(/^\uFEFF/, '').trim().split('\r\n');

  it('R-BULK-9, R-CLIENT-5: orders as CSV: started, polled until data.url, the file has every order of the period', async () => {
    const started = await api.post('export/orders/csv?language=en-US', period);
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect((started.body.data as Task).state).toBe('Started');
    const done = await wait((started.body.data as Task).id);
    expect(done.errorMessage).toBeNull();
    expect(done.data).toMatchObject({ state: 'Finished', status: 'Ok', processed: 302, total: 302 });
    const file = await download(done.data.url!);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toContain('text/csv');
    expect(file.headers['content-disposition']).toContain(`orders-${shop.today}-${shop.today}.csv`);
    const lines = csvLines(file.body);
    expect(lines[0]).toBe('Order number,Created,Status,Customer,Mobile,E-mail,Business client,Currency,Total,VAT,Paid,Balance,Remarks');
    expect(lines).toHaveLength(303);
    expect(lines[1]).toContain(`Confirmed,Dana Levi,050-1234567,,,NIS,${(first.totalToPay / 100).toFixed(2)}`);
  });

  it('R-BULK-9: orders as XLSX in Hebrew: a right-to-left sheet, money as numbers', async () => {
    const started = await api.post('export/orders/xlsx?language=he-IL', { ...period, status: 'OK' });
    const done = await wait((started.body.data as Task).id);
    expect(done.data.fileName).toMatch(/\.xlsx$/);
    const file = await download(done.data.url!);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.body as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.views[0]?.rightToLeft).toBe(true);
    expect(sheet.rowCount).toBe(303);
    expect(sheet.getRow(1).getCell(1).value).toBe('מספר הזמנה');
    expect(sheet.getRow(2).getCell(9).value).toBe(first.totalToPay / 100);
  });

  it('R-BULK-9: accounting documents for Eshkol: its type codes, credits negative (Hashavshevet\'s journal import: hashavshevet/movein.test.ts)', async () => {
    const eshkol = await wait(((await api.post('export/accounting?language=en-US', { ...period, system: 'Eshkol' })).body.data as Task).id);
    const lines = csvLines((await download(eshkol.data.url!)).body);
    expect(lines[0]!.split(',').slice(0, 4)).toEqual(['Type code', 'Document', 'Number', 'Date']);
    expect(lines.slice(1).map((l) => l.split(',')[0]).sort()).toEqual(['305', '305', '330', '400']);
    const credit = lines.find((l) => l.startsWith('330'))!;
    expect(credit.split(',').at(-2)).toBe('-10.00');
  });

  it('R-BULK-9: the payments account\'s transactions (C176): one row per payment', async () => {
    const done = await wait(((await api.post('export/payments-account-transactions?language=en-US', period)).body.data as Task).id);
    const lines = csvLines((await download(done.data.url!)).body);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Receipt');
    expect(lines[1]).toContain('Cash,NIS,50.00');
  });

  it('C170, R-BULK-9: orders as PDF in Hebrew: A4 pages, right to left, every order of the period; more rows than a PDF holds are refused', async () => {
    const done = await wait(((await api.post('export/orders/pdf?language=he-IL', { ...period, status: 'OK' })).body.data as Task).id);
    expect(done.errorMessage).toBeNull();
    expect(done.data).toMatchObject({ status: 'Ok', processed: 302 });
    expect(done.data.fileName).toBe(`orders-${shop.today}-${shop.today}.pdf`);
    const file = await download(done.data.url!);
    expect(file.headers['content-type']).toBe('application/pdf');
    const dir = mkdtempSync(join(tmpdir(), 'orders-pdf-'));
    writeFileSync(join(dir, 'orders.pdf'), file.body);
    expect(execFileSync('pdfinfo', [join(dir, 'orders.pdf')], { encoding: 'utf8' })).toMatch(/Page size:\s+59\d(\.\d+)? x 84\d(\.\d+)? pts \(A4\)/);
    const text = execFileSync('pdftotext', ['-layout', join(dir, 'orders.pdf'), '-'], { encoding: 'utf8' });
    expect(text).toContain('הזמנות');
    expect(text).toContain('מספר הזמנה');
    expect(text.match(/Dana/g)).toHaveLength(302);
    expect(text).toContain((first.totalToPay / 100).toFixed(2));

    const big = await ledgerShop(app, db);
    const order = await big.newOrder(1);
    await cloneOrder(db, order.id, 2000);
    const refusedPdf = await big.api.post('export/orders/pdf', { fromDate: big.shop.today, toDate: big.shop.today });
    expect([refusedPdf.status, refusedPdf.body.code]).toEqual([422, 'export-too-large-for-pdf']);
  }, 120_000);

  it('R-BULK-8: an export with nothing in it is refused and nothing is recorded', async () => {
    const before = (await db.select().from(exportTasks).where(eq(exportTasks.providerId, shop.providerId))).length;
    const empty = { fromDate: addDays(shop.today, -30), toDate: addDays(shop.today, -20) };
    for (const [url, body] of [
      ['export/orders/csv', empty],
      ['export/accounting', { ...empty, system: 'Eshkol' }],
      ['export/payments-account-transactions', empty],
    ] as const) {
      const res = await api.post(url, body);
      expect([res.status, res.body.code], url).toEqual([422, 'export-no-documents']);
    }
    expect(await db.select().from(exportTasks).where(eq(exportTasks.providerId, shop.providerId))).toHaveLength(before);
  });

  it('bad input is 400 with field errors, never a 500', async () => {
    expect((await api.post('export/orders/docx', period)).status).toBe(400);
    const reversed = await api.post('export/orders/csv', { fromDate: shop.today, toDate: addDays(shop.today, -1) });
    expect([reversed.status, Object.keys(reversed.body.errors ?? {})]).toEqual([400, ['toDate']]);
    expect((await api.post('export/accounting', { ...period, system: 'Priority' })).status).toBe(400);
    expect((await api.get('export/wait-task?id=abc')).status).toBe(400);
  });

  it('R-BULK-7: a cancel asked while it runs ends it Finished with status Canceled and no file; a cancel of an ended export is refused', async () => {
    const [row] = await db.insert(exportTasks).values({ providerId: shop.providerId, userId: shop.user.id, kind: 'orders', format: 'csv', filter: period, language: 'en-US' }).returning();
    const working = makeExport({ db, storage, pageSize: 5 }, row!.id);
    await pollUntil(async () => (await db.select().from(exportTasks).where(eq(exportTasks.id, row!.id)))[0]!.processed, (n) => n > 0, 500, 5);
    expect((await api.get(`export/cancel-request/${row!.id}`)).status).toBe(200);
    await working;
    const done = await wait(row!.id);
    expect(done.data).toMatchObject({ state: 'Finished', status: 'Canceled', url: null });
    expect(done.data.processed).toBeLessThan(302);
    const again = await api.get(`export/cancel-request/${row!.id}`);
    expect([again.status, again.body.code]).toEqual([422, 'export-not-running']);
    const history = (await api.get('export/history')).body.data as { items: Task[] };
    expect(history.items.find((t) => t.id === row!.id)?.status).toBe('Canceled');
  });

  it('a worker killed mid-export leaves no half file marked done: run again it makes the whole file; its retries spent it is Failed with the reason', async () => {
    const [row] = await db.insert(exportTasks).values({ providerId: shop.providerId, userId: shop.user.id, kind: 'orders', format: 'xlsx', filter: period, language: 'en-US' }).returning();
    const kill = new AbortController();
    const working = makeExport({ db, storage, pageSize: 5, signal: kill.signal }, row!.id);
    await pollUntil(async () => (await db.select().from(exportTasks).where(eq(exportTasks.id, row!.id)))[0]!.processed, (n) => n >= 10, 500, 5);
    kill.abort();
    await expect(working).rejects.toThrow();
    const [killed] = await db.select().from(exportTasks).where(eq(exportTasks.id, row!.id));
    expect(killed).toMatchObject({ state: 'Started', storageKey: null, fileName: null });
    expect((await api.get(`export/wait-task?id=${row!.id}`)).body.data).toMatchObject({ url: null });

    await makeExport({ db, storage }, row!.id);
    const done = await wait(row!.id);
    expect(done.data).toMatchObject({ state: 'Finished', status: 'Ok', processed: 302 });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await download(done.data.url!)).body as unknown as ArrayBuffer);
    expect(book.worksheets[0]!.rowCount).toBe(303);

    const [lost] = await db.insert(exportTasks).values({ providerId: shop.providerId, userId: shop.user.id, kind: 'orders', format: 'csv', filter: period, language: 'en-US' }).returning();
    await lostExportJob.run({ db, log: app.log, signal: new AbortController().signal }, { exportId: lost!.id });
    const failed = await wait(lost!.id);
    expect(failed.errorMessage).toBe('The export could not be made; ask for it again.');
    expect(failed.data).toMatchObject({ state: 'Failed', error: 'export-failed', url: null });
  });

  it('403 without the permission of the data; 404 for another provider\'s export', async () => {
    const started = await api.post('export/orders/csv', period);
    const id = (started.body.data as Task).id;
    await wait(id);
    const noOrders = caller(app, await createUser(db, shop.providerId, { permissions: [Permission.DocumentViewSearch] }));
    expect((await noOrders.post('export/orders/csv', period)).status).toBe(403);
    expect((await noOrders.get(`export/wait-task?id=${id}`)).status).toBe(403);
    expect((await noOrders.get(`export/cancel-request/${id}`)).status).toBe(403);
    const noDocs = caller(app, await createUser(db, shop.providerId, { permissions: [Permission.ViewOrders] }));
    expect((await noDocs.post('export/accounting', { ...period, system: 'Eshkol' })).status).toBe(403);
    expect((await noDocs.post('export/payments-account-transactions', period)).status).toBe(403);
    const seen = (await noDocs.get('export/history')).body.data as { items: Task[] };
    expect(seen.items.every((t) => (t as unknown as { kind: string }).kind === 'orders')).toBe(true);

    const other = await ledgerShop(app, db);
    for (const url of [`export/wait-task?id=${id}`, `export/accounting/job/${id}`, `export/cancel-request/${id}`]) expect((await other.api.get(url)).status, url).toBe(404);
    expect((await download(`/api/export/${id}/file`, other.shop.user.cookie)).status).toBe(404);
    expect(((await other.api.get('export/history')).body.data as { total: number }).total).toBe(0);
  });
});
