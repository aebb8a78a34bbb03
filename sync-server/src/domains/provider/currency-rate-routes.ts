import { Type } from 'typebox';
import { isLocalDate } from '@pos/shared/calendar/index';
import { FieldErrorCollector, notFound } from '@pos/shared/errors';
import { Permission } from '@pos/shared/permissions';
import type { App } from '../../http/types';
import { Data } from '../../http/schemas';
import { actorOf } from '../../plugins/auth';
import { CurrencyRate, CurrencyRateInput, CurrencyRateQuery } from '@pos/shared/api/currency-rates';
import { findCurrencyRate, searchCurrencyRates } from './currency-rate-repo';
import { toRateView } from './currency-rate-view';
import { saveCurrencyRate } from './save-currency-rate';

/**
 * Currency rates of the provider (spec 002 §7.8, C211 and C212; the /settings/currency screens).
 * GET with ?id= answers that rate; otherwise the list filtered by currencyId and by the dates the
 * rates start on (dateFrom, dateTo). Reading needs ViewProviderSettings, saving EditProviderSettings.
 */
export default async function currencyRateRoutes(app: App): Promise<void> {
  const tags = ['provider-settings'];

  app.get(
    '/provider/currency-rate',
    {
      config: { access: Permission.ViewProviderSettings },
      schema: { tags, querystring: CurrencyRateQuery, response: { 200: Data(Type.Union([CurrencyRate, Type.Array(CurrencyRate)])) } },
    },
    async (request) => {
      const { providerId } = actorOf(request);
      const { id, ...filter } = request.query;
      if (id !== undefined) {
        const row = await findCurrencyRate(app.db, providerId, id);
        if (!row) throw notFound('Currency rate');
        return { data: toRateView(row) };
      }
      const errors = new FieldErrorCollector();
      for (const field of ['dateFrom', 'dateTo'] as const) {
        const value = filter[field];
        if (value !== undefined) errors.check(isLocalDate(value), field, 'is not a valid date');
      }
      errors.throwIfAny();
      return { data: (await searchCurrencyRates(app.db, providerId, filter)).map(toRateView) };
    },
  );

  app.post(
    '/provider/currency-rate',
    { config: { access: Permission.EditProviderSettings }, schema: { tags, body: CurrencyRateInput, response: { 200: Data(CurrencyRate) } } },
    async (request) => ({ data: await saveCurrencyRate(app.db, actorOf(request), request.body) }),
  );
}
