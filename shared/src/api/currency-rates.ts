import { Type, type Static } from 'typebox';
import { Id, LocalDate, Nullable, Text } from './primitives';

export const CurrencyRate = Type.Object({
  id: Type.Integer(),
  currencyId: Type.Integer(),
  /** The first day the rate applies (YYYY-MM-DD). */
  date: Type.String(),
  /** Local currency units for one unit of the currency, e.g. 3.6512 (up to 6 decimals, exact). */
  rate: Type.Number(),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type CurrencyRate = Static<typeof CurrencyRate>;

/** GET provider/currency-rate: ?id= for one rate, or the filter for a list. */
export const CurrencyRateQuery = Type.Object({
  id: Type.Optional(Id),
  currencyId: Type.Optional(Id),
  dateFrom: Type.Optional(LocalDate),
  dateTo: Type.Optional(LocalDate),
});
export type CurrencyRateQuery = Static<typeof CurrencyRateQuery>;

/** POST provider/currency-rate: without id a new rate, with id a change to that rate. */
export const CurrencyRateInput = Type.Object({
  id: Type.Optional(Nullable(Id)),
  currencyId: Id,
  date: LocalDate,
  /** A positive decimal with up to 6 decimals, as a number or as text ("3.6512"). */
  rate: Type.Union([Type.Number(), Text(20)]),
});
export type CurrencyRateInput = Static<typeof CurrencyRateInput>;
