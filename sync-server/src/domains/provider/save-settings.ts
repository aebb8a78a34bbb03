import { FieldErrorCollector, notFound } from '@pos/shared/errors';
import { isValidEmail } from '@pos/shared/email';
import { percentToBp } from '@pos/shared/money';
import { CURRENCIES } from '@pos/shared/reference';
import type { Db } from '../../db/client';
import type { ProviderContact } from '../../db/schema';
import { isPhoneNumber } from './phone';
import type { ContactInput, ProviderSettings, ProviderSettingsInput } from '@pos/shared/api/provider-settings';
import { findProviderSettings, updateProviderSettings, type ProviderSettingsChange } from './settings-repo';
import { isTimeZoneName } from './time-zone';
import { toSettingsView } from './settings-view';

/** R-SET-2 */
export const MAX_ORDER_SOURCE_OPTIONS = 10;
export const ORDER_SOURCE_NAME_MAX_LENGTH = 30;

const CURRENCY_IDS = new Set<number>(CURRENCIES.map((c) => c.id));
const EMAIL_INVALID = 'E-mail is not valid.';
const PHONE_INVALID = 'Phone number is not valid.';

const blankToNull = (text: string | null) => (text?.trim() ? text.trim() : null);

/** Given text fields, trimmed; blank becomes null. Left-out fields stay out (they keep their value). */
function optionalText<K extends string>(input: Partial<Record<K, string | null>>, keys: readonly K[]) {
  const out: Partial<Record<K, string | null>> = {};
  for (const key of keys) if (input[key] !== undefined) out[key] = blankToNull(input[key]);
  return out;
}

function contact(field: string, input: ContactInput, stored: ProviderContact | null, errors: FieldErrorCollector): ProviderContact {
  const given = optionalText(input, ['name', 'phone', 'email'] as const);
  if (given.email) errors.check(isValidEmail(given.email), `${field}.email`, EMAIL_INVALID);
  if (given.phone) errors.check(isPhoneNumber(given.phone), `${field}.phone`, PHONE_INVALID);
  return { name: null, phone: null, email: null, ...stored, ...given };
}

/** R-SET-2: at most 10 options, each a required name of at most 30 characters, no two alike. */
function orderSourceOptions(options: readonly string[], errors: FieldErrorCollector): string[] {
  const names = options.map((o) => o.trim());
  errors.check(names.length <= MAX_ORDER_SOURCE_OPTIONS, 'orderSourceOptions', `At most ${MAX_ORDER_SOURCE_OPTIONS} order source options.`, 'max-items', { max: MAX_ORDER_SOURCE_OPTIONS });
  const seen = new Set<string>();
  names.forEach((name, i) => {
    const field = `orderSourceOptions[${i}]`;
    if (!name) errors.add(field, 'Name is required.');
    else if (name.length > ORDER_SOURCE_NAME_MAX_LENGTH) errors.add(field, `Name must be at most ${ORDER_SOURCE_NAME_MAX_LENGTH} characters.`);
    else if (seen.has(name.toLowerCase())) errors.add(field, 'Name is already in the list.');
    seen.add(name.toLowerCase());
  });
  return names;
}

/** R-SET-5: a percent from 0 to 100 with at most 2 decimals, as basis points. */
function vatRateBp(percent: number, errors: FieldErrorCollector): number {
  const bp = percentToBp(percent);
  errors.check(Math.abs(percent * 100 - bp) < 1e-6, 'vatPercent', 'VAT percent has at most 2 decimals.');
  return bp;
}

/**
 * POST providers/save: changes the caller's provider. Every given field is checked at once (400
 * field errors); fields left out keep their stored values.
 */
export async function saveProviderSettings(db: Db, providerId: number, input: ProviderSettingsInput): Promise<ProviderSettings> {
  const stored = await findProviderSettings(db, providerId);
  if (!stored) throw notFound('Provider');
  const errors = new FieldErrorCollector();
  const change: ProviderSettingsChange = optionalText(input, ['companyId', 'companyName', 'nameOfTheBusinessForInvoice', 'address', 'website', 'email', 'mobile'] as const);

  if (input.name !== undefined) {
    change.name = input.name.trim();
    errors.check(change.name.length > 0, 'name', 'Name is required.');
  }
  if (change.email) errors.check(isValidEmail(change.email), 'email', EMAIL_INVALID);
  if (change.mobile) errors.check(isPhoneNumber(change.mobile), 'mobile', PHONE_INVALID);
  if (input.operationContact) change.operationContact = contact('operationContact', input.operationContact, stored.operationContact, errors);
  if (input.financeContact) change.financeContact = contact('financeContact', input.financeContact, stored.financeContact, errors);
  if (input.vatType !== undefined) change.vatType = input.vatType;
  if (input.vatPercent !== undefined) change.vatRateBp = vatRateBp(input.vatPercent, errors);
  if (input.currencyId !== undefined) {
    errors.check(CURRENCY_IDS.has(input.currencyId), 'currencyId', 'Unknown currency.');
    change.currencyId = input.currencyId;
  }
  if (input.timezone !== undefined) {
    errors.check(isTimeZoneName(input.timezone), 'timezone', 'Unknown time zone.');
    change.timezone = input.timezone;
  }
  if (input.orderSourceOptions !== undefined) change.orderSourceOptions = orderSourceOptions(input.orderSourceOptions, errors);
  if (input.language !== undefined) change.language = input.language;
  if (input.autoPrintReceipt !== undefined) change.autoPrintReceipt = input.autoPrintReceipt;
  if (input.cCardMaxCountPayments !== undefined) change.cCardMaxCountPayments = input.cCardMaxCountPayments;
  if (input.shiftDifferenceLimit !== undefined) change.shiftDifferenceLimit = input.shiftDifferenceLimit;
  if (input.autoLockMinutes !== undefined) change.autoLockMinutes = input.autoLockMinutes;
  if (input.firstDayOfWeek !== undefined) change.firstDayOfWeek = input.firstDayOfWeek;
  errors.throwIfAny();

  await updateProviderSettings(db, providerId, change);
  return toSettingsView((await findProviderSettings(db, providerId))!);
}
