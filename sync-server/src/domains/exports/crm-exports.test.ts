/**
 * C173-C175 (issue 19, R-BULK-9): the quotes, CRM leads and CRM customers lists exported on the job
 * framework as CSV or XLSX, provider-scoped, permission-checked (CrmModule 51; the leads and
 * customers also CrmCustomersExportAndImport 50) and only with the provider's CRM module on (R-CRM-8).
 */
import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { quotes } from '../../db/schema';
import { setupTestApp } from '../../test/test-app';
import { crmShop, newCustomer, newLead, Permission, setCrmModule } from '../crm/crm.fixtures';
import { pollUntil } from './exports.fixtures';

type Task = { id: number; url: string | null; fileName: string | null; errorMessage: string | null; status: string | null; processed: number };

describe('CRM and quotes exports (C173-C175)', async () => {
  const { app, db } = await setupTestApp();
  const shop = await crmShop(app, db);
  const { api } = shop;
  const dana = await newCustomer(api, { firstName: 'דנה', lastName: 'לוי', mobile: '050-1234567', email: 'dana@example.com' });
  const boris = await newCustomer(api, { firstName: 'Борис', lastName: 'Иванов', mobile: '052-7654321' });
  const lead = await newLead(api, dana, { description: 'Group of 12' });
  await newLead(api, boris, { description: 'Family of 4' });
  await db.insert(quotes).values({ providerId: shop.providerId, crmCustomerId: dana, crmCustomerLeadId: lead, status: 'Sent', date: '2026-12-20', priceTypeId: 1, channelId: 1, currencyId: 1, products: [], totalToPay: 123450, groupName: 'Kayaks', createdBy: shop.user.id });

  const run = async (url: string, body: Record<string, unknown>, as = api) => {
    const started = await as.post(url, body);
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    return pollUntil(async () => (await as.get(`export/wait-task?id=${(started.body.data as Task).id}`)).body as { data: Task; errorMessage: string | null }, (w) => w.data.url !== null || w.errorMessage !== null);
  };
  const download = async (url: string) => (await app.inject({ method: 'GET', url, headers: { cookie: shop.user.cookie } })).rawPayload;
  const csv = (bytes: Buffer) => bytes.toString('utf8').replace(/^\uFEFF/, '').trim().split('\r\n');

  it('C173, R-BULK-9: the quotes as CSV (one status) and XLSX in Hebrew', async () => {
    const sent = await run('export/quotes?language=en-US', { status: 'Sent' });
    const lines = csv(await download(sent.data.url!));
    expect(lines[0]).toBe('Quote,Customer,Mobile,E-mail,Lead,Date,Status,Group,Participants,Currency,Total,Order,Created');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(',דנה לוי,0501234567,dana@example.com,');
    expect(lines[1]).toContain(',20/12/2026,Sent,Kayaks,,NIS,1234.50,');
    expect((await api.post('export/quotes', { status: 'Draft' })).body.code).toBe('export-no-documents');

    const xlsx = await run('export/quotes?language=he-IL&format=xlsx', {});
    expect(xlsx.data.fileName).toMatch(/^quotes-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await download(xlsx.data.url!)) as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.views[0]?.rightToLeft).toBe(true);
    expect([sheet.getRow(1).getCell(1).value, sheet.getRow(2).getCell(7).value, sheet.getRow(2).getCell(11).value]).toEqual(['הצעה', 'נשלחה', 1234.5]);
  });

  it('C174, C175, R-BULK-9: the leads (by status) and the customers (by keyword) as CSV', async () => {
    const leads = csv(await download((await run('export/crmCustomerLeads?language=en-US', {})).data.url!));
    expect(leads[0]).toBe('Lead,Customer,Mobile,E-mail,Status,Active,Lead source,Lead type,Guests,Description,Remarks,Created');
    expect(leads.slice(1).map((l) => l.split(',')[9]).sort()).toEqual(['Family of 4', 'Group of 12']);
    expect(leads[1]).toContain(',New,Yes,');
    expect((await api.post('export/crmCustomerLeads', { status: 'Done' })).body.code).toBe('export-no-documents');

    const all = csv(await download((await run('export/crmCustomers?language=ru-RU', {})).data.url!));
    expect(all[0]).toBe('Клиент,Имя,Фамилия,Мобильный,Эл. почта,Дата рождения,Подписан,Примечания,Создан');
    expect(all).toHaveLength(3);
    const found = csv(await download((await run('export/crmCustomers?language=en-US', { keyword: 'иванов' })).data.url!));
    expect(found).toHaveLength(2);
    expect(found[1]).toContain(`${boris},Борис,Иванов,0527654321,`);
  });

  it('R-CRM-8: refused while the provider\'s CRM module is off; 403 without CrmModule (51) or CrmCustomersExportAndImport (50); another provider sees none of it', async () => {
    const noExport = await shop.without(Permission.CrmCustomersExportAndImport);
    expect((await noExport.post('export/crmCustomers', {})).status).toBe(403);
    expect((await noExport.post('export/crmCustomerLeads', {})).status).toBe(403);
    expect((await noExport.post('export/quotes', {})).status).toBe(200);
    const noCrm = await shop.without(Permission.CrmModule);
    for (const url of ['export/quotes', 'export/crmCustomers', 'export/crmCustomerLeads']) expect((await noCrm.post(url, {})).status, url).toBe(403);
    expect((await api.post('export/quotes?format=pdf', {})).status).toBe(400);

    await setCrmModule(db, shop.providerId, false);
    const off = await api.post('export/crmCustomers', {});
    expect([off.status, off.body.code]).toEqual([422, 'crm-module-inactive']);
    await setCrmModule(db, shop.providerId, true);

    const other = await crmShop(app, db);
    expect((await other.api.post('export/crmCustomers', {})).body.code).toBe('export-no-documents');
    expect((await other.api.post('export/quotes', {})).body.code).toBe('export-no-documents');
  });
});
