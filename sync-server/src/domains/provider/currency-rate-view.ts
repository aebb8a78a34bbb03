import { rateValue } from '@pos/shared/currency';
import type { CurrencyRate } from '@pos/shared/api/currency-rates';
import type { CurrencyRateRow } from './currency-rate-repo';

export function toRateView(row: CurrencyRateRow): CurrencyRate {
  return { id: row.id, currencyId: row.currencyId, date: row.date, rate: rateValue(row.rate), updatedAt: row.updatedAt.toISOString() };
}
