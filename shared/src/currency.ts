/**
 * Currency rates of a provider (R-SET-7): a foreign currency has rates, each applying from its date
 * on. A currency with no rate for a date is at the default rate 1; the local currency is always 1.
 * A rate is kept exact as an integer scaled by RATE_SCALE (3.6512 is 3_651_200), never as a float.
 */
import { parseRate } from './sync/receipt-rules';

export const RATE_SCALE = 1_000_000;
/** R-SET-7: a currency rate defaults to 1. */
export const DEFAULT_RATE = RATE_SCALE;

export interface CurrencyRateEntry {
  currencyId: number;
  /** YYYY-MM-DD: the first day the rate applies. */
  fromDate: string;
  /** Scaled by RATE_SCALE. */
  rate: number;
}

/** A positive decimal with up to 6 decimals ("3.6512" or 3.6512) as a scaled rate; null otherwise. */
export function scaledRate(value: string | number): number | null {
  const text = typeof value === 'number' ? String(value) : value.trim();
  const exact = parseRate(text);
  // The denominator is a power of ten up to RATE_SCALE, so this stays an exact integer.
  return exact ? exact.numerator * (RATE_SCALE / exact.denominator) : null;
}

/** A scaled rate as the JSON number the API shows (3_651_200 is 3.6512). */
export function rateValue(scaled: number): number {
  return scaled / RATE_SCALE;
}

/**
 * The scaled rate of a currency on a date: the rate with the latest date on or before it; the
 * default rate 1 when there is none, and always 1 for the local currency.
 */
export function rateOn(rates: readonly CurrencyRateEntry[], currencyId: number, date: string, localCurrencyId?: number): number {
  if (currencyId === localCurrencyId) return RATE_SCALE;
  let latest: CurrencyRateEntry | null = null;
  for (const entry of rates) {
    if (entry.currencyId === currencyId && entry.fromDate <= date && (latest === null || entry.fromDate > latest.fromDate)) latest = entry;
  }
  return latest?.rate ?? DEFAULT_RATE;
}
