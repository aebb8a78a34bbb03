/**
 * Reminders (C297-C301): R-CRM-3 a reminder is due in the future; R-CRM-4 snoozing moves it
 * snoozeMinutes from now (presets 5 minutes, 1 hour, 1 day, or custom, in the back office).
 */
import { fieldError, notFound } from '@pos/shared/errors';
import type { Static } from 'typebox';
import type { ReminderBody } from '@pos/shared/api/crm';
import type { Tx } from '../../db/client';
import type { Actor } from '../../http/types';
import { isProvidersCustomer } from './customer-repo';
import { leadCustomerId } from './lead-repo';
import { insertReminder, snoozeReminder, updateReminder } from './reminder-repo';

export async function saveReminder(db: Tx, actor: Actor, input: Static<typeof ReminderBody>, now: Date): Promise<number> {
  const at = new Date(input.alertDateTime);
  // R-CRM-3
  if (!(at.getTime() > now.getTime())) throw fieldError('alertDateTime', 'The reminder must be in the future.');
  if (!(await isProvidersCustomer(db, actor.providerId, input.crmCustomerId))) throw notFound('CRM customer');
  if (input.crmCustomerLeadId && (await leadCustomerId(db, actor.providerId, input.crmCustomerLeadId)) !== input.crmCustomerId) throw fieldError('crmCustomerLeadId', 'Not a lead of the customer.');
  const values = { crmCustomerId: input.crmCustomerId, crmCustomerLeadId: input.crmCustomerLeadId ?? null, alertDateTime: at, text: input.text ?? '' };
  if (!input.id) return insertReminder(db, actor.providerId, actor.userId, values);
  if (!(await updateReminder(db, actor.providerId, input.id, values))) throw notFound('Reminder');
  return input.id;
}

/** R-CRM-4 */
export async function snooze(db: Tx, actor: Actor, input: { crmCustomerId: number; reminderId: number; snoozeMinutes: number }, now: Date): Promise<Date> {
  const until = new Date(now.getTime() + input.snoozeMinutes * 60_000);
  if (!(await snoozeReminder(db, actor.providerId, input.crmCustomerId, input.reminderId, until))) throw notFound('Reminder');
  return until;
}

/** C301: how far the alert is from now, in the largest whole unit (minutes under an hour, hours under a day). */
export function relativeInterval(alert: Date, now: Date): { amount: number; unit: 'minutes' | 'hours' | 'days' } {
  const minutes = Math.round((alert.getTime() - now.getTime()) / 60_000);
  const size = Math.abs(minutes);
  if (size < 60) return { amount: minutes, unit: 'minutes' };
  if (size < 1440) return { amount: Math.trunc(minutes / 60), unit: 'hours' };
  return { amount: Math.trunc(minutes / 1440), unit: 'days' };
}
