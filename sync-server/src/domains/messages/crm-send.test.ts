import { describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { Permission } from '@pos/shared/permissions';
import { setupTestApp } from '../../test/test-app';
import { outgoingMessages } from '../../db/schema';
import { crmShop, newCustomer, newLead, setCrmModule } from '../crm/crm.fixtures';

/** C273, C274: messages to CRM customers and to the customers of leads (R-MSG-6 without the order's keys; R-PERM-10, R-CRM-8). */
describe('sending to CRM customers and leads', async () => {
  delete process.env.SMTP_URL;
  process.env.MESSAGE_SINK_DIR = mkdtempSync(join(tmpdir(), 'message-sink-'));
  const { app, db } = await setupTestApp();
  const shop = await crmShop(app, db);
  const { api } = shop;
  const dana = await newCustomer(api, { firstName: 'Dana', lastName: 'Levi', mobile: '050-1112233', email: 'dana@example.test' });
  const yossi = await newCustomer(api, { firstName: 'Yossi', lastName: 'Cohen', mobile: '052-4445566' });
  const noa = await newCustomer(api, { firstName: 'Noa', lastName: 'Katz', email: 'noa@example.test' });
  await newLead(api, dana, { description: 'School trip' });
  await newLead(api, dana, { description: 'Birthday' });
  const yossiLead = await newLead(api, yossi, { description: 'Company day' });
  expect((await api.post('crm/leads/save', { id: yossiLead, crmCustomerId: yossi, description: 'Company day', status: 'InProgress' })).status).toBe(200);

  const options = { sms: true, email: true, subject: 'Hello [FIRST NAME]', content: 'Dear [FULL NAME], our summer dates are open. [PRODUCT NAME]', smsSenderName: 'Kayaks', fromEmail: 'office@kayaks.example' };
  const sent = (batchId: string) =>
    db.select({ channel: outgoingMessages.channel, toAddress: outgoingMessages.toAddress, subject: outgoingMessages.subject, body: outgoingMessages.body, orderId: outgoingMessages.orderId, source: outgoingMessages.source }).from(outgoingMessages).where(eq(outgoingMessages.batchId, batchId)).orderBy(asc(outgoingMessages.id));

  it('C273: asks first with the counts, then sends; the customer keys are filled and the product key is empty (R-MSG-6); no order on the message', async () => {
    const ask = await api.post('sms-email/crm-customer', { filter: { customerIds: [dana, yossi] }, options: { ...options, sms: false } });
    expect(ask.status).toBe(422);
    expect(ask.body).toMatchObject({ code: 'confirm-send', customers: 2, email: 1, sms: 0, withoutAddress: 1 });
    expect(await db.select().from(outgoingMessages)).toHaveLength(0);

    const res = await api.post('sms-email/crm-customer', { filter: { customerIds: [dana, yossi] }, options, confirmed: true });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const result = res.body.data as { batchId: string; customers: number; sms: number; email: number; withoutAddress: number };
    expect(result).toMatchObject({ customers: 2, sms: 2, email: 1, withoutAddress: 1 });
    expect(await sent(result.batchId)).toEqual([
      { channel: 'sms', toAddress: '0501112233', subject: 'Hello Dana', body: 'Dear Dana Levi, our summer dates are open. ', orderId: null, source: 'crm-customer' },
      { channel: 'email', toAddress: 'dana@example.test', subject: 'Hello Dana', body: 'Dear Dana Levi, our summer dates are open. ', orderId: null, source: 'crm-customer' },
      { channel: 'sms', toAddress: '0524445566', subject: 'Hello Yossi', body: 'Dear Yossi Cohen, our summer dates are open. ', orderId: null, source: 'crm-customer' },
    ]);
  });

  it('C273: the customers list\'s keyword finds the recipients; no filter is a 400', async () => {
    const res = await api.post('sms-email/crm-customer', { filter: { keyword: 'katz' }, options: { ...options, sms: false }, confirmed: true });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await sent((res.body.data as { batchId: string }).batchId)).map((m) => m.toAddress)).toEqual(['noa@example.test']);
    expect((await api.post('sms-email/crm-customer', { filter: {}, options, confirmed: true })).status).toBe(400);
    // Noa has no mobile: an SMS-only send to her reaches nobody and says so.
    const noMobile = await api.post('sms-email/crm-customer', { filter: { customerIds: [noa] }, options: { ...options, email: false }, confirmed: true });
    expect([noMobile.status, noMobile.body.code]).toEqual([422, 'no-recipient-address']);
  });

  it('C274: the customers of the leads a search finds, each once however many leads they have', async () => {
    const res = await api.post('sms-email/crm-customer-lead', { filter: { status: 'New' }, options: { ...options, email: false }, confirmed: true });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const result = res.body.data as { batchId: string; customers: number };
    expect(result.customers).toBe(1);
    expect((await sent(result.batchId)).map((m) => [m.toAddress, m.source])).toEqual([['0501112233', 'crm-lead']]);
    const all = await api.post('sms-email/crm-customer-lead', { filter: {}, options: { ...options, email: false }, confirmed: true });
    expect((all.body.data as { customers: number }).customers).toBe(2);
  });

  it('another provider\'s customers are never reached; CrmCustomerEdit (44) is needed; the module must be on (R-CRM-8)', async () => {
    const other = await crmShop(app, db);
    const theirs = await newCustomer(other.api, { firstName: 'Avi', mobile: '054-7778899' });
    const stranger = await api.post('sms-email/crm-customer', { filter: { customerIds: [theirs] }, options, confirmed: true });
    expect([stranger.status, stranger.body.code]).toEqual([422, 'no-recipients']);
    const reader = await shop.without(Permission.CrmCustomerEdit);
    expect((await reader.post('sms-email/crm-customer', { filter: { customerIds: [dana] }, options, confirmed: true })).status).toBe(403);
    await setCrmModule(db, shop.providerId, false);
    const off = await api.post('sms-email/crm-customer-lead', { filter: {}, options, confirmed: true });
    expect([off.status, off.body.code]).toEqual([422, 'crm-module-inactive']);
    await setCrmModule(db, shop.providerId, true);
  });
});
