import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { Permission } from '@pos/shared/permissions';
import { setupTestApp } from '../../test/test-app';
import { crmShop, newCustomer, newLead } from './crm.fixtures';
import { relativeInterval } from './reminders';

type Reminder = { id: number; alertDateTime: string; active: boolean; crmCustomerLeadId: number | null };
const inMinutes = (m: number) => new Date(Date.now() + m * 60_000).toISOString();

describe('CRM reminders (C297-C301, C317, C338)', async () => {
  const { app, db } = await setupTestApp();
  const shop = await crmShop(app, db);
  const other = await crmShop(app, db);
  const { api } = shop;

  it('R-CRM-3: a reminder needs a date and time in the future', async () => {
    const customer = await newCustomer(api);
    const past = await api.post('crm/reminders/save', { crmCustomerId: customer, alertDateTime: inMinutes(-1), text: 'Call back' });
    expect(past.status).toBe(400);
    expect(Object.keys(past.body.errors ?? {})).toEqual(['alertDateTime']);
    expect((await api.post('crm/reminders/save', { crmCustomerId: customer, alertDateTime: 'tomorrow' })).status).toBe(400);
    const saved = await api.post('crm/reminders/save', { crmCustomerId: customer, alertDateTime: inMinutes(30), text: 'Call back' });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ crmCustomerId: customer, text: 'Call back', active: true, customerName: 'Dana Levi' });
  });

  it('R-CRM-4: snoozing moves the reminder snoozeMinutes from now (5 minutes, 1 hour, 1 day or custom)', async () => {
    const customer = await newCustomer(api);
    const r = (await api.post('crm/reminders/save', { crmCustomerId: customer, alertDateTime: inMinutes(1) })).body.data as Reminder;
    for (const minutes of [5, 60, 1440, 3 * 60]) {
      const before = Date.now();
      const res = await api.post('crm/reminders/snooze', { crmCustomerId: customer, reminderId: r.id, snoozeMinutes: minutes });
      expect(res.status).toBe(200);
      const at = Date.parse((res.body.data as Reminder).alertDateTime);
      expect(at).toBeGreaterThanOrEqual(before + minutes * 60_000 - 1000);
      expect(at).toBeLessThanOrEqual(Date.now() + minutes * 60_000 + 1000);
    }
    expect((await api.post('crm/reminders/snooze', { crmCustomerId: customer, reminderId: r.id, snoozeMinutes: 0 })).status).toBe(400);
    // The reminder must be the customer's.
    const another = await newCustomer(api);
    expect((await api.post('crm/reminders/snooze', { crmCustomerId: another, reminderId: r.id, snoozeMinutes: 5 })).status).toBe(404);
  });

  it('the bell lists due reminders; dismiss-all turns them off; a lead lists its own', async () => {
    const customer = await newCustomer(api);
    const lead = await newLead(api, customer);
    const r = (await api.post('crm/reminders/save', { crmCustomerId: customer, crmCustomerLeadId: lead, alertDateTime: inMinutes(1) })).body.data as Reminder;
    await db.execute(sql`update crm_reminders set alert_date_time = now() - interval '1 minute' where id = ${r.id}`);
    const due = (await api.get('crm/reminders/due')).body.data as Reminder[];
    expect(due.map((d) => d.id)).toContain(r.id);
    expect(((await other.api.get('crm/reminders/due')).body.data as Reminder[]).map((d) => d.id)).not.toContain(r.id);
    // Another provider's ids are ignored.
    expect((await other.api.post('crm/reminders/dismiss-all', { reminderIds: [r.id] })).body.data).toEqual({ dismissed: 0 });
    expect((await api.post('crm/reminders/dismiss-all', { reminderIds: [r.id] })).body.data).toEqual({ dismissed: 1 });
    expect(((await api.get('crm/reminders/due')).body.data as Reminder[]).map((d) => d.id)).not.toContain(r.id);
    const ofLead = (await api.get(`crm-customer-lead/reminders/get?crmCustomerLeadId=${lead}`)).body.data as { items: Reminder[] };
    expect(ofLead.items.map((i) => [i.id, i.active])).toEqual([[r.id, false]]);
    const ofCustomer = (await api.get(`crm/history/reminders/get?crmCustomerId=${customer}`)).body.data as { items: Reminder[] };
    expect(ofCustomer.items.map((i) => i.id)).toEqual([r.id]);
    expect((await other.api.get(`crm-customer-lead/reminders/get?crmCustomerLeadId=${lead}`)).status).toBe(404);
  });

  it('changing or deleting reminders needs CrmCustomerCreateReminder (45); another provider gets 404', async () => {
    const customer = await newCustomer(api);
    const r = (await api.post('crm/reminders/save', { crmCustomerId: customer, alertDateTime: inMinutes(10) })).body.data as Reminder;
    const no = await shop.without(Permission.CrmCustomerCreateReminder);
    expect((await no.post('crm/reminders/save', { crmCustomerId: customer, alertDateTime: inMinutes(10) })).status).toBe(403);
    expect((await no.delete(`crm/reminders/delete/${r.id}`)).status).toBe(403);
    expect((await other.api.post('crm/reminders/save', { crmCustomerId: customer, alertDateTime: inMinutes(10) })).status).toBe(404);
    expect((await other.api.delete(`crm/reminders/delete/${r.id}`)).status).toBe(404);
    expect((await api.delete(`crm/reminders/delete/${r.id}`)).status).toBe(200);
  });

  it('C301: the relative interval in the largest whole unit', async () => {
    const now = new Date('2026-01-01T10:00:00Z');
    expect(relativeInterval(new Date('2026-01-01T10:45:00Z'), now)).toEqual({ amount: 45, unit: 'minutes' });
    expect(relativeInterval(new Date('2026-01-01T13:10:00Z'), now)).toEqual({ amount: 3, unit: 'hours' });
    expect(relativeInterval(new Date('2026-01-03T11:00:00Z'), now)).toEqual({ amount: 2, unit: 'days' });
    expect(relativeInterval(new Date('2026-01-01T09:50:00Z'), now)).toEqual({ amount: -10, unit: 'minutes' });
    const res = await api.get(`crm/relative-interval/get?alertDateTime=${encodeURIComponent(inMinutes(90))}`);
    expect(res.body.data).toEqual({ amount: 1, unit: 'hours' });
  });
});
