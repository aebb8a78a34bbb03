import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { Permission } from '@pos/shared/permissions';
import { Channel } from '@pos/shared/reference';
import { PaymentMethod } from '@pos/shared/sync/protocol';
import { cities, productTypes, products } from '../../db/schema';
import { createProvider, createUser, setupTestApp } from '../../test/test-app';
import { reportOrder, reportProduct, reportReceipt } from './reports.fixtures';

const USD = 2;

/** Issue 18: every table of the reports dashboard downloads as CSV, XLSX and an A4 PDF. */
describe('report/export', async () => {
  const { app, db } = await setupTestApp();
  const provider = await createProvider(db, { name: 'Galilee Jeeps', timezone: 'Asia/Jerusalem', firstDayOfWeek: 'SUN' });
  const manager = await createUser(db, provider.id, { permissions: [Permission.ReportsView], values: { language: 'he-IL' } });
  const english = await createUser(db, provider.id, { permissions: [Permission.ReportsView], values: { language: 'en-US' } });
  const other = await createProvider(db, { name: 'Other Tours' });
  const otherManager = await createUser(db, other.id, { permissions: [Permission.ReportsView], values: { language: 'en-US' } });

  const jeep = await reportProduct(db, provider.id, 'ג׳יפים בגליל');
  const boat = await reportProduct(db, provider.id, 'Boat, "sunset" ride');
  await db.update(products).set({ calendarColor: '#d81b60' }).where(eq(products.id, jeep.productId));
  await db.update(products).set({ calendarColor: '#00897b' }).where(eq(products.id, boat.productId));
  const theirs = await reportProduct(db, other.id, 'Their secret tour');
  // Seeded reference names (stored in English): both are tours, only the jeeps have a city.
  const [tour] = await db.select({ id: productTypes.id }).from(productTypes).where(eq(productTypes.name, 'Tour'));
  const [tiberias] = await db.select({ id: cities.id }).from(cities).where(eq(cities.name, 'Tiberias'));
  await db.update(products).set({ productTypeId: tour!.id, cityId: tiberias!.id }).where(eq(products.id, jeep.productId));
  await db.update(products).set({ productTypeId: tour!.id }).where(eq(products.id, boat.productId));

  // March 2026 in Israel (+02:00). Weeks start on Sunday: 1, 8, 15, 22, 29 March.
  await reportOrder(db, provider.id, {
    createdAt: '2026-03-02T08:00:00Z',
    channelId: Channel.Cashier,
    discount: 1050,
    lines: [
      { product: jeep, quantity: 2, total: 24_000 },
      { product: boat, quantity: 1, total: 5000 },
    ],
  });
  await reportOrder(db, provider.id, { createdAt: '2026-03-07T20:00:00Z', lines: [{ product: jeep, quantity: 1, total: 12_000 }] }); // 22:00 Saturday the 7th: week of the 1st
  await reportOrder(db, provider.id, { createdAt: '2026-03-07T22:30:00Z', lines: [{ product: boat, quantity: 3, total: 15_000 }] }); // 00:30 Sunday the 8th: next week
  await reportOrder(db, provider.id, { createdAt: '2026-03-20T10:00:00Z', currencyId: USD, lines: [{ product: boat, quantity: 2, total: 4000 }] });
  await reportOrder(db, other.id, { createdAt: '2026-03-03T10:00:00Z', lines: [{ product: theirs, quantity: 9, total: 99_000 }] });
  await reportReceipt(db, provider.id, { issuedAt: '2026-03-02T08:01:00Z', payments: [{ method: PaymentMethod.Cash, amount: 20_000 }, { method: PaymentMethod.CreditCard, amount: 7950 }] });
  await reportReceipt(db, provider.id, { issuedAt: '2026-03-09T08:01:00Z', docType: 'refund', payments: [{ method: PaymentMethod.Cash, amount: 2400 }] });

  const exportOf = (query: string, cookie = manager.cookie) => app.inject({ method: 'GET', url: `/api/report/export?from=2026-03-01&to=2026-03-21&${query}`, headers: { cookie } });

  it('needs a login and ReportsView (10), like the report itself', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/report/export?report=sales-by-product&format=csv' })).statusCode).toBe(401);
    const seller = await createUser(db, provider.id, { permissions: [Permission.ViewOrders] });
    expect((await exportOf('report=sales-by-product&format=csv', seller.cookie)).statusCode).toBe(403);
  });

  it('refuses an unknown report or format and a bad range with field errors', async () => {
    expect((await exportOf('report=everything&format=csv')).statusCode).toBe(400);
    expect((await exportOf('report=sales-by-product&format=docx')).statusCode).toBe(400);
    const res = await app.inject({ method: 'GET', url: '/api/report/export?report=sales-by-product&format=csv&from=2026-03-02&to=2026-03-01', headers: { cookie: manager.cookie } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ to: ['must not be before from'] });
  });

  it("CSV by week in the user's language (he-IL): BOM, CRLF, Hebrew headers, every week of the range, money as numbers with 2 decimals", async () => {
    const res = await exportOf('report=sales-by-period&format=csv&grouping=week');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="sales-by-period-2026-03-01-2026-03-21.csv"');
    expect(res.body).toBe(
      '\uFEFF' +
        [
          'מתאריך,עד תאריך,מטבע,הזמנות,כרטיסים,ברוטו,הנחה,"סה""כ"',
          '01/03/2026,07/03/2026,NIS,2,4,410.00,10.50,399.50',
          '08/03/2026,14/03/2026,NIS,1,3,150.00,0.00,150.00',
          '15/03/2026,21/03/2026,NIS,0,0,0.00,0.00,0.00',
          '01/03/2026,07/03/2026,USD,0,0,0.00,0.00,0.00',
          '08/03/2026,14/03/2026,USD,0,0,0.00,0.00,0.00',
          '15/03/2026,21/03/2026,USD,1,2,40.00,0.00,40.00',
          '',
        ].join('\r\n'),
    );
  });

  it('CSV by product and by channel: names quoted where needed, channels and methods named by code in the language asked', async () => {
    expect((await exportOf('report=sales-by-product&format=csv&language=en-US')).body).toBe(
      '\uFEFF' + ['Product,Currency,Orders,Tickets,Total', 'ג׳יפים בגליל,NIS,2,3,360.00', '"Boat, ""sunset"" ride",NIS,2,4,200.00', '"Boat, ""sunset"" ride",USD,1,2,40.00', ''].join('\r\n'),
    );
    expect((await exportOf('report=sales-by-channel&format=csv')).body).toBe(
      '\uFEFF' + ['ערוץ,מטבע,הזמנות,כרטיסים,ברוטו,הנחה,"סה""כ"', 'ישיר,NIS,2,4,270.00,0.00,270.00', 'קופה,NIS,1,3,290.00,10.50,279.50', 'ישיר,USD,1,2,40.00,0.00,40.00', ''].join('\r\n'),
    );
    expect((await exportOf('report=payments-by-method&format=csv&language=ru-RU')).body).toBe(
      '\uFEFF' +
        [
          'Способ оплаты,Валюта,Платежи,Сумма,Валюта чека,Сумма в валюте чека',
          // A refund is negative money: a plain number, not turned into text by the formula guard.
          'Наличные,NIS,0,176.00,NIS,176.00',
          'Кредитная карта,NIS,1,79.50,NIS,79.50',
          '',
        ].join('\r\n'),
    );
  });

  it('sales by product type and by city (the page\'s two charts): summed per currency, seeded names in the language asked, a product without a city under "No city"', async () => {
    expect((await exportOf('report=sales-by-product-type&format=csv')).body).toBe(
      '\uFEFF' + ['סוג מוצר,מטבע,מוצרים,כרטיסים,"סה""כ"', 'סיור,NIS,2,7,560.00', 'סיור,USD,1,2,40.00', ''].join('\r\n'),
    );
    const res = await exportOf('report=sales-by-city&format=csv&language=en-US');
    expect(res.headers['content-disposition']).toBe('attachment; filename="sales-by-city-2026-03-01-2026-03-21.csv"');
    expect(res.body).toBe('\uFEFF' + ['City,Currency,Products,Tickets,Total', 'Tiberias,NIS,1,3,360.00', 'No city,NIS,1,4,200.00', 'No city,USD,1,2,40.00', ''].join('\r\n'));
    expect((await exportOf('report=sales-by-city&format=csv&language=ru-RU')).body).toContain('Тверия,NIS,1,3,360.00\r\nБез города,NIS,1,4,200.00');
    // Another provider's manager: their own product, no type or city, never ours.
    expect((await exportOf('report=sales-by-product-type&format=csv&language=en-US', otherManager.cookie)).body).toBe('\uFEFF' + ['Product type,Currency,Products,Tickets,Total', 'No type,NIS,1,9,990.00', ''].join('\r\n'));
  });

  it('sales by city as XLSX and PDF read back: Hebrew city names, money as numbers, the amounts on the printed page', { timeout: 60_000 }, async () => {
    const xlsx = await exportOf('report=sales-by-city&format=xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('מכירות לפי עיר');
    expect(sheet.views[0]?.rightToLeft).toBe(true);
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['עיר', 'מטבע', 'מוצרים', 'כרטיסים', 'סה"כ']);
    expect((sheet.getRow(2).values as unknown[]).slice(1)).toEqual(['טבריה', 'NIS', 1, 3, 360]);
    expect((sheet.getRow(3).values as unknown[]).slice(1)).toEqual(['ללא עיר', 'NIS', 1, 4, 200]);
    expect(sheet.getCell('E2').numFmt).toBe('#,##0.00');

    const pdf = await exportOf('report=sales-by-product-type&format=pdf');
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const dir = mkdtempSync(join(tmpdir(), 'report-pdf-'));
    writeFileSync(join(dir, 'types.pdf'), pdf.rawPayload);
    const text = execFileSync('pdftotext', ['-layout', join(dir, 'types.pdf'), '-']).toString();
    for (const word of ['סוג מוצר', 'סיור', '560.00', '40.00']) expect(text).toContain(word);
    expect(text).not.toContain('Tour');
  });

  it('tickets by activity date (the rows of orders/qty-report) need ViewOrders too, as the page\'s tickets charts do', async () => {
    expect((await exportOf('report=tickets-by-product&format=csv')).statusCode).toBe(403);
    const clerk = await createUser(db, provider.id, { permissions: [Permission.ReportsView, Permission.ViewOrders], values: { language: 'he-IL' } });
    const byProduct = await exportOf('report=tickets-by-product&format=csv&language=en-US', clerk.cookie);
    expect(byProduct.body).toBe('\uFEFF' + ['Product,Customer type,Tickets,Persons', '"Boat, ""sunset"" ride",Adult,6,6', 'ג׳יפים בגליל,Adult,3,3', ''].join('\r\n'));
    const byWeek = await exportOf('report=tickets-by-period&format=csv&grouping=week', clerk.cookie);
    expect(byWeek.body).toBe('\uFEFF' + ['מתאריך,עד תאריך,כרטיסים,משתתפים', '01/03/2026,07/03/2026,7,7', '08/03/2026,14/03/2026,0,0', '15/03/2026,21/03/2026,2,2', ''].join('\r\n'));
    // Another provider's clerk sees none of ours.
    const theirClerk = await createUser(db, other.id, { permissions: [Permission.ReportsView, Permission.ViewOrders] });
    expect((await exportOf('report=tickets-by-product&format=csv', theirClerk.cookie)).body).not.toContain('Boat');
  });

  it("answers only the caller's provider: another provider's manager reads their own sales, never ours", async () => {
    const theirs = (await exportOf('report=sales-by-product&format=csv', otherManager.cookie)).body;
    expect(theirs).toContain('Their secret tour,NIS,1,9,990.00');
    expect(theirs).not.toContain('Boat');
    expect((await exportOf('report=sales-by-product&format=csv', english.cookie)).body).not.toContain('secret');
  });

  it('XLSX read back with exceljs: Hebrew headers, the sheet right to left, money as numbers in major units formatted with 2 decimals', async () => {
    const res = await exportOf('report=sales-by-channel&format=xlsx');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('מכירות לפי ערוץ');
    expect(sheet.views[0]?.rightToLeft).toBe(true);
    const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    expect(values(1)).toEqual(['ערוץ', 'מטבע', 'הזמנות', 'כרטיסים', 'ברוטו', 'הנחה', 'סה"כ']);
    expect(values(2)).toEqual(['ישיר', 'NIS', 2, 4, 270, 0, 270]);
    expect(values(3)).toEqual(['קופה', 'NIS', 1, 3, 290, 10.5, 279.5]);
    expect(values(4)).toEqual(['ישיר', 'USD', 1, 2, 40, 0, 40]);
    expect(sheet.getCell('G3').numFmt).toBe('#,##0.00');
    expect(sheet.rowCount).toBe(4);

    const english = await exportOf('report=sales-by-period&format=xlsx&grouping=month&language=en-US');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(english.rawPayload as unknown as ArrayBuffer);
    const months = book.worksheets[0]!;
    expect(months.views[0]?.rightToLeft).toBe(false);
    expect((months.getRow(2).values as unknown[]).slice(1)).toEqual(['01/03/2026', '21/03/2026', 'NIS', 3, 7, 560, 10.5, 549.5]);
  });

  it('PDF on A4 through the A4 documents renderer: the Hebrew title, the channel names and the amounts read back with pdftotext', { timeout: 60_000 }, async () => {
    const res = await exportOf('report=sales-by-channel&format=pdf');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const dir = mkdtempSync(join(tmpdir(), 'report-pdf-'));
    const file = join(dir, 'report.pdf');
    writeFileSync(file, res.rawPayload);
    expect(execFileSync('pdfinfo', [file]).toString()).toMatch(/Page size:\s+59\d\.\d+ x 841\.\d+ pts \(A4\)/);
    if (process.env.REPORT_PDF_OUT) writeFileSync(process.env.REPORT_PDF_OUT, res.rawPayload);
    const text = execFileSync('pdftotext', ['-layout', file, '-']).toString();
    for (const word of ['ערוץ', 'קופה', 'ישיר', 'Galilee Jeeps', '279.50', '270.00', '40.00', '01/03/2026 – 21/03/2026']) expect(text).toContain(word);
    expect(text).not.toContain('Cashier');
  });
});
