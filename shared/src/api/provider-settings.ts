import { Type, type Static, type TSchema } from 'typebox';
import { EMAIL_MAX_LENGTH } from '../email';
import { LANGUAGES } from '../languages';
import { WEEKDAY_NAMES } from '../weekdays';
import { Id, Nullable, OneOf, Text } from './primitives';

const Opt = <T extends TSchema>(schema: T) => Type.Optional(schema);

export const VAT_TYPES = ['IncVat', 'NoVat'] as const;
/** Spec 001 §3 Provider: cCardMaxCountPayments; 36 monthly payments is the longest card plan we allow. */
export const MAX_CARD_PAYMENTS = 36;
/** The largest shift cash difference one may allow: 1,000,000.00 in minor units (well inside the int column). */
const MAX_SHIFT_DIFFERENCE = 100_000_000;

/** Issue 16: a station locks after at most 8 idle hours (0: never). */
export const MAX_AUTO_LOCK_MINUTES = 480;

const Contact = Type.Object({ name: Nullable(Type.String()), phone: Nullable(Type.String()), email: Nullable(Type.String()) });

/** The caller's provider as the settings screens show it. The manager code is only said to exist. */
export const ProviderSettings = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  companyId: Nullable(Type.String()),
  companyName: Nullable(Type.String()),
  nameOfTheBusinessForInvoice: Nullable(Type.String()),
  address: Nullable(Type.String()),
  website: Nullable(Type.String()),
  email: Nullable(Type.String()),
  mobile: Nullable(Type.String()),
  operationContact: Contact,
  financeContact: Contact,
  vatType: OneOf(VAT_TYPES),
  /** R-SET-5: e.g. 18 or 17.5 (stored as basis points). */
  vatPercent: Type.Number(),
  currencyId: Type.Integer(),
  timezone: Type.String(),
  language: Type.String(),
  autoPrintReceipt: Type.Boolean(),
  cCardMaxCountPayments: Type.Integer(),
  /** Minor units. */
  shiftDifferenceLimit: Type.Integer(),
  /** Issue 16: idle minutes before a station locks back to the PIN screen; 0 never locks. */
  autoLockMinutes: Type.Integer(),
  orderSourceOptions: Type.Array(Type.String()),
  /** The week's first day in calendars and date pickers (SUN..SAT; default SUN). */
  firstDayOfWeek: OneOf(WEEKDAY_NAMES),
  hasManagerCode: Type.Boolean(),
  /** The code was set before the 6-digit rule (it may have 4): it works, and a new one should be set. */
  managerCodeNeedsRenewal: Type.Boolean(),
});
export type ProviderSettings = Static<typeof ProviderSettings>;

const ContactInput = Type.Object({
  name: Opt(Nullable(Text(100))),
  phone: Opt(Nullable(Text(30))),
  email: Opt(Nullable(Text(EMAIL_MAX_LENGTH))),
});
export type ContactInput = Static<typeof ContactInput>;

/**
 * POST providers/save: a field left out keeps its stored value, null clears a nullable one. The
 * manager code is set by POST provider/manager-code (stations domain), not here.
 */
export const ProviderSettingsInput = Type.Object({
  name: Opt(Text(200)),
  companyId: Opt(Nullable(Text(30))),
  companyName: Opt(Nullable(Text(200))),
  nameOfTheBusinessForInvoice: Opt(Nullable(Text(200))),
  address: Opt(Nullable(Text(500))),
  website: Opt(Nullable(Text(300))),
  email: Opt(Nullable(Text(EMAIL_MAX_LENGTH))),
  mobile: Opt(Nullable(Text(30))),
  operationContact: Opt(ContactInput),
  financeContact: Opt(ContactInput),
  vatType: Opt(OneOf(VAT_TYPES)),
  vatPercent: Opt(Type.Number({ minimum: 0, maximum: 100 })),
  currencyId: Opt(Id),
  timezone: Opt(Text(64)),
  language: Opt(OneOf(LANGUAGES)),
  autoPrintReceipt: Opt(Type.Boolean()),
  cCardMaxCountPayments: Opt(Type.Integer({ minimum: 1, maximum: MAX_CARD_PAYMENTS })),
  shiftDifferenceLimit: Opt(Type.Integer({ minimum: 0, maximum: MAX_SHIFT_DIFFERENCE })),
  autoLockMinutes: Opt(Type.Integer({ minimum: 0, maximum: MAX_AUTO_LOCK_MINUTES })),
  /** R-SET-2 allows 10; the schema bound only keeps a hostile body small, the rule answers per field. */
  orderSourceOptions: Opt(Type.Array(Text(200), { maxItems: 100 })),
  firstDayOfWeek: Opt(OneOf(WEEKDAY_NAMES)),
});
export type ProviderSettingsInput = Static<typeof ProviderSettingsInput>;

export const ProviderAddress = Type.Object({ address: Nullable(Type.String()), latitude: Nullable(Type.Number()), longitude: Nullable(Type.Number()) });
export type ProviderAddress = Static<typeof ProviderAddress>;

/** POST save-provider-address (the provider's location map). */
export const ProviderAddressInput = Type.Object({
  address: Text(500),
  latitude: Opt(Nullable(Type.Number({ minimum: -90, maximum: 90 }))),
  longitude: Opt(Nullable(Type.Number({ minimum: -180, maximum: 180 }))),
});
export type ProviderAddressInput = Static<typeof ProviderAddressInput>;

/** POST provider/autoPrintReceipt. */
export const AutoPrintReceiptInput = Type.Object({ value: Type.Boolean() });
