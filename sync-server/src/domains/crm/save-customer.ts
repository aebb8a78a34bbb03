/**
 * Saving a CRM customer (C290): a new one needs CrmCustomerCreate (43), a change CrmCustomerEdit
 * (44). The mobile is kept as digits and is unique per provider (002 §8.6 "duplicate customer
 * mobile"); the e-mail and mobile must be valid; a business client must be the provider's.
 */
import { FieldErrorCollector, noPermission, notFound, refused } from '@pos/shared/errors';
import type { CrmCustomerInput } from '@pos/shared/api/crm';
import { isValidEmail } from '@pos/shared/email';
import { isValidMobile } from '@pos/shared/orders/lead-customer';
import { Permission } from '@pos/shared/permissions';
import type { Tx } from '../../db/client';
import type { Actor } from '../../http/types';
import { isProvidersClient } from '../business-clients/client-repo';
import { customerWithMobile, insertCustomer, updateCustomer, type CustomerValues } from './customer-repo';

export const mobileDigits = (mobile: string) => mobile.replace(/\D/g, '');

/** The row values of a customer payload, checked; `field` prefixes the error keys (C335 nests the customer). */
export async function customerValues(db: Tx, providerId: number, input: CrmCustomerInput, field = ''): Promise<CustomerValues> {
  const at = (name: string) => (field ? `${field}.${name}` : name);
  const errors = new FieldErrorCollector();
  const email = input.email?.trim() ?? '';
  const mobile = input.mobile?.trim() ?? '';
  if (email) errors.check(isValidEmail(email), at('email'), 'The e-mail is not valid.');
  if (mobile) errors.check(isValidMobile(mobile), at('mobile'), 'The mobile number is not valid.');
  if (input.businessClientId) errors.check(await isProvidersClient(db, providerId, input.businessClientId), at('businessClientId'), 'Not a business client of the provider.');
  errors.throwIfAny();
  return {
    firstName: input.firstName.trim(),
    lastName: input.lastName?.trim() ?? '',
    birthdate: input.birthdate ?? null,
    businessClientId: input.businessClientId ?? null,
    email,
    mobile: mobileDigits(mobile),
    remarks: input.remarks ?? '',
    subscribe: input.subscribe ?? false,
  };
}

/** Creates or changes the customer; answers its id. */
export async function saveCustomer(db: Tx, actor: Actor, input: CrmCustomerInput, field = ''): Promise<number> {
  const id = input.id ?? null;
  if (!actor.permissions.has(id === null ? Permission.CrmCustomerCreate : Permission.CrmCustomerEdit)) throw noPermission();
  const values = await customerValues(db, actor.providerId, input, field);
  if (values.mobile) {
    const holder = await customerWithMobile(db, actor.providerId, values.mobile);
    if (holder !== null && holder !== id) throw refused('duplicate-customer-mobile', 'A customer with this mobile number exists.', { crmCustomerId: holder });
  }
  try {
    if (id === null) return await insertCustomer(db, actor.providerId, actor.userId, values);
    if (!(await updateCustomer(db, actor.providerId, id, values))) throw notFound('CRM customer');
    return id;
  } catch (error) {
    // Two saves of the same new mobile at once: the unique index answers the second.
    if (isUniqueViolation(error)) throw refused('duplicate-customer-mobile', 'A customer with this mobile number exists.');
    throw error;
  }
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return (e.code ?? e.cause?.code) === '23505';
}
