/** Reminders (001 §3 Reminder): a customer's (and maybe a lead's), due at alertDateTime while active. */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ReminderView } from '@pos/shared/api/crm';
import type { Tx } from '../../db/client';
import { queryRows } from '../../db/sql-rows';
import { crmReminders } from '../../db/schema';
import { pageOf } from './history-repo';

interface ReminderRow {
  id: number;
  crm_customer_id: number;
  crm_customer_lead_id: number | null;
  first_name: string;
  last_name: string;
  alert_date_time: string | Date;
  text: string;
  active: boolean;
}

const view = (r: ReminderRow): ReminderView => ({
  id: r.id,
  crmCustomerId: r.crm_customer_id,
  crmCustomerLeadId: r.crm_customer_lead_id,
  customerName: `${r.first_name} ${r.last_name}`.trim(),
  alertDateTime: new Date(r.alert_date_time).toISOString(),
  text: r.text,
  active: r.active,
});

function remindersWhere(db: Tx, where: SQL, order: SQL, limit: number): Promise<ReminderRow[]> {
  return queryRows<ReminderRow>(
    db,
    sql`select r.id, r.crm_customer_id, r.crm_customer_lead_id, c.first_name, c.last_name, r.alert_date_time, r.text, r.active
          from crm_reminders r join crm_customers c on c.id = r.crm_customer_id
         where ${where} order by ${order} limit ${limit}`,
  );
}

export async function findReminder(db: Tx, providerId: number, id: number): Promise<ReminderView | null> {
  const [row] = await remindersWhere(db, sql`r.provider_id = ${providerId} and r.id = ${id}`, sql`r.id`, 1);
  return row ? view(row) : null;
}

/** A customer's or a lead's reminders, newest first, paged by the last id (R-CRM-9). */
export async function remindersOf(db: Tx, providerId: number, of: { crmCustomerId: number } | { crmCustomerLeadId: number }, lastId: number | undefined, pageSize: number) {
  const owner = 'crmCustomerId' in of ? sql`r.crm_customer_id = ${of.crmCustomerId}` : sql`r.crm_customer_lead_id = ${of.crmCustomerLeadId}`;
  const rows = await remindersWhere(db, sql`r.provider_id = ${providerId} and ${owner}${lastId ? sql` and r.id < ${lastId}` : sql``}`, sql`r.id desc`, pageSize + 1);
  return pageOf(rows.map(view), pageSize);
}

/** The bell: the provider's active reminders due by `until`, soonest first. */
export async function dueReminders(db: Tx, providerId: number, until: Date, limit = 50): Promise<ReminderView[]> {
  const rows = await remindersWhere(db, sql`r.provider_id = ${providerId} and r.active and r.alert_date_time <= ${until.toISOString()}`, sql`r.alert_date_time, r.id`, limit);
  return rows.map(view);
}

export type ReminderValues = Pick<typeof crmReminders.$inferInsert, 'crmCustomerId' | 'crmCustomerLeadId' | 'alertDateTime' | 'text'>;

export async function insertReminder(db: Tx, providerId: number, userId: number, values: ReminderValues): Promise<number> {
  const [row] = await db.insert(crmReminders).values({ providerId, createdBy: userId, ...values }).returning({ id: crmReminders.id });
  return row!.id;
}

/** A saved reminder is active again (a changed date asks anew). */
export async function updateReminder(db: Tx, providerId: number, id: number, values: ReminderValues): Promise<boolean> {
  const rows = await db.update(crmReminders).set({ ...values, active: true }).where(and(eq(crmReminders.providerId, providerId), eq(crmReminders.id, id))).returning({ id: crmReminders.id });
  return rows.length > 0;
}

export async function snoozeReminder(db: Tx, providerId: number, crmCustomerId: number, id: number, until: Date): Promise<boolean> {
  const rows = await db
    .update(crmReminders)
    .set({ alertDateTime: until, active: true })
    .where(and(eq(crmReminders.providerId, providerId), eq(crmReminders.crmCustomerId, crmCustomerId), eq(crmReminders.id, id)))
    .returning({ id: crmReminders.id });
  return rows.length > 0;
}

/** Dismisses the provider's reminders among the ids; answers how many. */
export async function dismissReminders(db: Tx, providerId: number, ids: readonly number[]): Promise<number> {
  const rows = await db.update(crmReminders).set({ active: false }).where(and(eq(crmReminders.providerId, providerId), inArray(crmReminders.id, [...ids]))).returning({ id: crmReminders.id });
  return rows.length;
}

export async function deleteReminder(db: Tx, providerId: number, id: number): Promise<boolean> {
  const rows = await db.delete(crmReminders).where(and(eq(crmReminders.providerId, providerId), eq(crmReminders.id, id))).returning({ id: crmReminders.id });
  return rows.length > 0;
}
