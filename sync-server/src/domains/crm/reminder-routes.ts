import { Type } from 'typebox';
import { notFound } from '@pos/shared/errors';
import { Permission } from '@pos/shared/permissions';
import { DismissAllBody, RelativeInterval, RelativeIntervalQuery, Reminder, ReminderBody, SnoozeBody } from '@pos/shared/api/crm';
import type { App } from '../../http/types';
import { Data, IdParams, Ok } from '../../http/schemas';
import { actorOf } from '../../plugins/auth';
import { need } from './crm-access';
import { deleteReminder, dismissReminders, dueReminders, findReminder } from './reminder-repo';
import { relativeInterval, saveReminder, snooze } from './reminders';

const tags = ['crm'];
const access = { access: Permission.CrmModule };

/** Reminders (C297-C301) and the bell's due list; changing them needs CrmCustomerCreateReminder (45). */
export default async function reminderRoutes(app: App): Promise<void> {
  // C297 (R-CRM-3)
  app.post('/crm/reminders/save', { config: access, schema: { tags, body: ReminderBody, response: { 200: Data(Reminder) } } }, async (request) => {
    const actor = actorOf(request);
    need(actor, Permission.CrmCustomerCreateReminder);
    const id = await saveReminder(app.db, actor, request.body, new Date());
    return { data: (await findReminder(app.db, actor.providerId, id))! };
  });

  // C298
  app.delete('/crm/reminders/delete/:id', { config: access, schema: { tags, params: IdParams, response: { 200: Ok } } }, async (request) => {
    const actor = actorOf(request);
    need(actor, Permission.CrmCustomerCreateReminder);
    if (!(await deleteReminder(app.db, actor.providerId, request.params.id))) throw notFound('Reminder');
    return { data: true };
  });

  // C299 (R-CRM-4): any holder of the module may snooze or dismiss what the bell shows.
  app.post('/crm/reminders/snooze', { config: access, schema: { tags, body: SnoozeBody, response: { 200: Data(Reminder) } } }, async (request) => {
    const actor = actorOf(request);
    await snooze(app.db, actor, request.body, new Date());
    return { data: (await findReminder(app.db, actor.providerId, request.body.reminderId))! };
  });

  // C300
  app.post('/crm/reminders/dismiss-all', { config: access, schema: { tags, body: DismissAllBody, response: { 200: Data(Type.Object({ dismissed: Type.Integer() })) } } }, async (request) => ({
    data: { dismissed: await dismissReminders(app.db, actorOf(request).providerId, request.body.reminderIds) },
  }));

  // C301
  app.get('/crm/relative-interval/get', { config: access, schema: { tags, querystring: RelativeIntervalQuery, response: { 200: Data(RelativeInterval) } } }, async (request) => ({
    data: relativeInterval(new Date(request.query.alertDateTime), new Date()),
  }));

  // The bell: active reminders due now (not a call of the spec; the reminders' bell needs it).
  app.get('/crm/reminders/due', { config: access, schema: { tags, response: { 200: Data(Type.Array(Reminder)) } } }, async (request) => ({
    data: await dueReminders(app.db, actorOf(request).providerId, new Date()),
  }));
}
