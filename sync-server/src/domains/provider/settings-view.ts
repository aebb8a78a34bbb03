import { bpToPercent } from '@pos/shared/money';
import type { ProviderContact } from '../../db/schema';
import type { ProviderAddress, ProviderSettings } from '@pos/shared/api/provider-settings';
import type { ProviderSettingsRow } from './settings-repo';
import { WEEKDAY_NAMES, weekStartsOnOf, type WeekdayName } from '@pos/shared/weekdays';

/** A stored first day of the week as its name (SUN..SAT); anything else reads as the default, Sunday. */
export const weekdayName = (stored: string): WeekdayName => WEEKDAY_NAMES[weekStartsOnOf(stored)];

const NO_CONTACT: ProviderContact = { name: null, phone: null, email: null };

export function toSettingsView(row: ProviderSettingsRow): ProviderSettings {
  return {
    id: row.id,
    name: row.name,
    companyId: row.companyId,
    companyName: row.companyName,
    nameOfTheBusinessForInvoice: row.nameOfTheBusinessForInvoice,
    address: row.address,
    website: row.website,
    email: row.email,
    mobile: row.mobile,
    operationContact: { ...NO_CONTACT, ...row.operationContact },
    financeContact: { ...NO_CONTACT, ...row.financeContact },
    vatType: row.vatType === 'NoVat' ? 'NoVat' : 'IncVat',
    vatPercent: bpToPercent(row.vatRateBp),
    currencyId: row.currencyId,
    timezone: row.timezone,
    language: row.language,
    autoPrintReceipt: row.autoPrintReceipt,
    cCardMaxCountPayments: row.cCardMaxCountPayments,
    shiftDifferenceLimit: row.shiftDifferenceLimit,
    autoLockMinutes: row.autoLockMinutes,
    orderSourceOptions: row.orderSourceOptions,
    firstDayOfWeek: weekdayName(row.firstDayOfWeek),
    hasManagerCode: row.hasManagerCode,
    managerCodeNeedsRenewal: row.managerCodeNeedsRenewal,
  };
}

export function toAddressView(row: Pick<ProviderSettingsRow, 'address' | 'latitude' | 'longitude'>): ProviderAddress {
  return { address: row.address, latitude: row.latitude, longitude: row.longitude };
}
