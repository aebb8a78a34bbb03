/**
 * Saving a lead (C333) and creating one from a customer search (C335). Both need
 * CrmCustomerCreateLead (47); C335 with a new customer also needs CrmCustomerCreate (43) through
 * saveCustomer. R-CRM-1: a new lead is New and active whatever the payload says; R-CRM-2: a lead's
 * status is one of New, InProgress, Done, NotActive (the schema's enum), and since the spec states
 * no allowed transitions, any status may follow any other. A new lead writes a Lead history entry.
 */
import { FieldErrorCollector, noPermission, notFound } from '@pos/shared/errors';
import type { CreateLeadBody, LeadInput } from '@pos/shared/api/crm';
import { Permission } from '@pos/shared/permissions';
import type { Static } from 'typebox';
import type { Db, Tx } from '../../db/client';
import type { Actor } from '../../http/types';
import { isProvidersCustomer } from './customer-repo';
import { writeHistory } from './history-repo';
import { insertLead, updateLead, type LeadValues } from './lead-repo';
import { isListItem } from './list-repo';
import { saveCustomer } from './save-customer';

type LeadFieldsInput = Pick<LeadInput, 'leadSourceId' | 'leadTypeId' | 'description' | 'remarks' | 'numberOfGuests'>;

async function leadValues(db: Tx, providerId: number, input: LeadFieldsInput, field = ''): Promise<LeadValues> {
  const at = (name: string) => (field ? `${field}.${name}` : name);
  const errors = new FieldErrorCollector();
  if (input.leadSourceId) errors.check(await isListItem(db, providerId, 'lead-sources', input.leadSourceId), at('leadSourceId'), 'Not a lead source of the provider.');
  if (input.leadTypeId) errors.check(await isListItem(db, providerId, 'lead-types', input.leadTypeId), at('leadTypeId'), 'Not a lead type of the provider.');
  errors.throwIfAny();
  return {
    leadSourceId: input.leadSourceId ?? null,
    leadTypeId: input.leadTypeId ?? null,
    description: input.description ?? '',
    remarks: input.remarks ?? '',
    numberOfGuests: input.numberOfGuests ?? null,
  };
}

function assertMayLead(actor: Actor): void {
  if (!actor.permissions.has(Permission.CrmCustomerCreateLead)) throw noPermission();
}

async function newLead(tx: Tx, actor: Actor, crmCustomerId: number, values: LeadValues): Promise<number> {
  const id = await insertLead(tx, actor.providerId, actor.userId, crmCustomerId, values);
  await writeHistory(tx, { providerId: actor.providerId, crmCustomerId, type: 'Lead', event: 'created', entityId: id, userId: actor.userId });
  return id;
}

/** C333: creates (R-CRM-1) or changes a lead; answers its id. */
export async function saveLead(db: Db, actor: Actor, input: LeadInput): Promise<number> {
  assertMayLead(actor);
  if (!(await isProvidersCustomer(db, actor.providerId, input.crmCustomerId))) throw notFound('CRM customer');
  const values = await leadValues(db, actor.providerId, input);
  if (!input.id) return db.transaction((tx) => newLead(tx, actor, input.crmCustomerId, values));
  const changed = await updateLead(db, actor.providerId, input.id, {
    ...values,
    ...(input.status ? { status: input.status } : {}),
    ...(input.active === undefined ? {} : { active: input.active }),
  });
  if (!changed) throw notFound('Lead');
  return input.id;
}

/** C335: the customer (found by id, or new) and its lead, in one transaction. */
export async function createLeadForCustomer(db: Db, actor: Actor, input: Static<typeof CreateLeadBody>): Promise<{ crmCustomerId: number; crmCustomerLeadId: number }> {
  assertMayLead(actor);
  return db.transaction(async (tx) => {
    const existing = input.crmCustomer.id ?? null;
    if (existing !== null && !(await isProvidersCustomer(tx, actor.providerId, existing))) throw notFound('CRM customer');
    // An existing customer is taken as it is: changing it is CrmCustomerEdit's work (C290).
    const crmCustomerId = existing ?? (await saveCustomer(tx, actor, { ...input.crmCustomer, id: null }, 'crmCustomer'));
    const values = await leadValues(tx, actor.providerId, input.crmCustomerLead, 'crmCustomerLead');
    return { crmCustomerId, crmCustomerLeadId: await newLead(tx, actor, crmCustomerId, values) };
  });
}
