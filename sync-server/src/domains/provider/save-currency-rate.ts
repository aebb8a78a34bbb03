import { isLocalDate } from '@pos/shared/calendar/index';
import { scaledRate } from '@pos/shared/currency';
import { FieldErrorCollector, notFound, refused } from '@pos/shared/errors';
import { CURRENCIES } from '@pos/shared/reference';
import type { Db } from '../../db/client';
import type { Actor } from '../../http/types';
import type { CurrencyRate, CurrencyRateInput } from '@pos/shared/api/currency-rates';
import { findCurrencyRate, insertCurrencyRate, lockCurrencyRates, rateDateTaken, updateCurrencyRate } from './currency-rate-repo';
import { toRateView } from './currency-rate-view';
import { findProviderSettings } from './settings-repo';

const CURRENCY_IDS = new Set<number>(CURRENCIES.map((c) => c.id));

/**
 * POST provider/currency-rate: the rate of a foreign currency from a date on (R-SET-7). The local
 * currency has no rates (it is always 1); one rate per currency and date.
 */
export async function saveCurrencyRate(db: Db, actor: Actor, input: CurrencyRateInput): Promise<CurrencyRate> {
  const provider = await findProviderSettings(db, actor.providerId);
  if (!provider) throw notFound('Provider');
  const errors = new FieldErrorCollector();
  if (!CURRENCY_IDS.has(input.currencyId)) errors.add('currencyId', 'Unknown currency.');
  else errors.check(input.currencyId !== provider.currencyId, 'currencyId', 'The local currency has no rate: it is always 1.', 'local-currency-rate');
  errors.check(isLocalDate(input.date), 'date', 'is not a valid date');
  const rate = scaledRate(input.rate);
  errors.check(rate !== null, 'rate', 'Rate must be a positive number with at most 6 decimals.');
  errors.throwIfAny();

  const values = { currencyId: input.currencyId, fromDate: input.date, rate: rate!, updatedBy: actor.userId };
  const id = await db.transaction(async (tx) => {
    await lockCurrencyRates(tx, actor.providerId, input.currencyId);
    const existingId = input.id ?? null;
    if (await rateDateTaken(tx, actor.providerId, input.currencyId, input.date, existingId)) {
      throw refused('currency-rate-exists', 'This currency already has a rate from this date.');
    }
    if (existingId === null) return insertCurrencyRate(tx, actor.providerId, values);
    if (!(await updateCurrencyRate(tx, actor.providerId, existingId, values))) throw notFound('Currency rate');
    return existingId;
  });
  return toRateView((await findCurrencyRate(db, actor.providerId, id))!);
}
