import { FieldErrorCollector, notFound } from '@pos/shared/errors';
import type { Static } from 'typebox';
import type { ActivityBody, ActivityView } from '@pos/shared/api/crm';
import type { Tx } from '../../db/client';
import type { Actor } from '../../http/types';
import { activitiesOf, insertActivity, updateActivity } from './activity-repo';
import { isProvidersCustomer } from './customer-repo';
import { leadCustomerId } from './lead-repo';
import { isListItem } from './list-repo';

/** C330: an activity of the provider's customer (and lead), of an active type, at an active location. */
export async function saveActivity(db: Tx, actor: Actor, input: Static<typeof ActivityBody>): Promise<ActivityView> {
  if (!(await isProvidersCustomer(db, actor.providerId, input.crmCustomerId))) throw notFound('CRM customer');
  const errors = new FieldErrorCollector();
  errors.check(await isListItem(db, actor.providerId, 'activity-types', input.activityTypeId, true), 'activityTypeId', 'Not an active activity type.');
  if (input.activityLocationId) errors.check(await isListItem(db, actor.providerId, 'activity-locations', input.activityLocationId, true), 'activityLocationId', 'Not an active activity location.');
  if (input.crmCustomerLeadId) errors.check((await leadCustomerId(db, actor.providerId, input.crmCustomerLeadId)) === input.crmCustomerId, 'crmCustomerLeadId', 'Not a lead of the customer.');
  errors.throwIfAny();
  const values = {
    crmCustomerId: input.crmCustomerId,
    crmCustomerLeadId: input.crmCustomerLeadId ?? null,
    activityTypeId: input.activityTypeId,
    activityLocationId: input.activityLocationId ?? null,
    activityDateTime: new Date(input.activityDateTime),
    description: input.description ?? '',
  };
  let id = input.id ?? null;
  if (id === null) id = await insertActivity(db, actor.providerId, actor.userId, values);
  else if (!(await updateActivity(db, actor.providerId, id, values))) throw notFound('Activity');
  const page = await activitiesOf(db, actor.providerId, { crmCustomerId: input.crmCustomerId }, id + 1, 1);
  return page.items[0]!;
}
