/**
 * Fixed enumerations of the platform (ids are stable; never renumber). Lists kept in tables
 * (regions, cities, countries, banks...) are in sync-server/src/db/schema/reference.ts.
 */
export const CURRENCIES = [
  { id: 1, code: 'NIS', iso: 'ILS', symbol: '₪', name: 'New Israeli Shekel' },
  { id: 2, code: 'USD', iso: 'USD', symbol: '$', name: 'US Dollar' },
] as const;
export type CurrencyId = (typeof CURRENCIES)[number]['id'];
export const LOCAL_CURRENCY_ID: CurrencyId = 1;

/** Price types: whom a price list sells to (R-PRICE-12, R-PRICE-13, R-PRICE-16). */
export const PriceType = { Locals: 1, Groups: 2, Tourists: 3 } as const;
export const PRICE_TYPES = [
  { id: PriceType.Locals, name: 'Locals' },
  { id: PriceType.Groups, name: 'Groups' },
  { id: PriceType.Tourists, name: 'Tourists' },
] as const;
export const DEFAULT_PRICE_TYPE_ID = PriceType.Locals;

/** Sales channels a price list is for. */
export const Channel = { Direct: 1, B2C: 2, Cashier: 3, Index: 4 } as const;
export const CHANNELS = [
  { id: Channel.Direct, name: 'Direct' },
  { id: Channel.B2C, name: 'B2C' },
  { id: Channel.Cashier, name: 'Cashier' },
  { id: Channel.Index, name: 'Index' },
] as const;
export const DEFAULT_CHANNEL_ID = Channel.Direct;

/** R-BC-7 */
export const BUSINESS_CLIENT_TYPES = [
  'Event',
  'Business client/Organization',
  'Club',
  'Education School',
  'General Client',
  'Producer',
  'Agent',
  'Tourism School',
  'Tourguide',
].map((name, i) => ({ id: i + 1, name }));

export const LANGUAGE_LIST = [
  { id: 1, code: 'en-US', twoLetter: 'en', name: 'English' },
  { id: 2, code: 'he-IL', twoLetter: 'he', name: 'עברית' },
  { id: 3, code: 'ru-RU', twoLetter: 'ru', name: 'Русский' },
] as const;

/** R-PROD-9 */
export const REGISTRATION_TYPES = ['Required', 'NotRequired', 'NotForSale'] as const;
/** R-PROD-16 */
export const TICKET_TYPES = ['single-unit', 'multiple-unit', 'order-summary'] as const;
/** R-SLOT-1 (defined with the calendar rules) */
export { RepeatMode } from './calendar/occurrences';
/** R-SLOT-21 */
export const ORDER_BLOCK_TIMINGS = ['before', 'after', 'allow'] as const;
