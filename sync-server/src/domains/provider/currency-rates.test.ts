import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEFAULT_RATE, rateOn } from '@pos/shared/currency';
import { Permission } from '@pos/shared/permissions';
import { providerCurrencyRates } from '../../db/schema';
import { createProvider, createUser, setupTestApp } from '../../test/test-app';
import { loadCurrencyRates } from './index';

const NIS = 1;
const USD = 2;

describe('provider currency rates', async () => {
  const { app, db } = await setupTestApp();
  const provider = await createProvider(db);
  const admin = await createUser(db, provider.id);
  const other = await createProvider(db);
  const otherAdmin = await createUser(db, other.id);

  const saveRate = (payload: object, cookie = admin.cookie) => app.inject({ method: 'POST', url: '/api/provider/currency-rate', headers: { cookie }, payload });
  const getRates = (query: string, cookie = admin.cookie) => app.inject({ method: 'GET', url: `/api/provider/currency-rate${query}`, headers: { cookie } });

  it('needs ViewProviderSettings to read and EditProviderSettings to save', async () => {
    const viewer = await createUser(db, provider.id, { permissions: [Permission.ViewProviderSettings] });
    expect((await getRates('', viewer.cookie)).statusCode).toBe(200);
    expect((await saveRate({ currencyId: USD, date: '2026-01-01', rate: 3.6 }, viewer.cookie)).statusCode).toBe(403);
  });

  it('saves a rate exactly (scaled integer) and answers it by ?id=', async () => {
    const res = await saveRate({ currencyId: USD, date: '2026-01-01', rate: 3.6512 });
    expect(res.statusCode).toBe(200);
    const saved = res.json().data;
    expect(saved).toMatchObject({ currencyId: USD, date: '2026-01-01', rate: 3.6512 });
    const [row] = await db.select().from(providerCurrencyRates).where(eq(providerCurrencyRates.id, saved.id));
    expect(row).toMatchObject({ providerId: provider.id, rate: 3_651_200, updatedBy: admin.id });
    expect((await getRates(`?id=${saved.id}`)).json().data).toEqual(saved);
    expect((await saveRate({ currencyId: USD, date: '2026-02-01', rate: '3.700001' })).json().data.rate).toBe(3.700001);
  });

  it('lists rates newest first, filtered by currency and by the dates they start on', async () => {
    await saveRate({ currencyId: USD, date: '2026-03-01', rate: 3.75 });
    const all = (await getRates('')).json().data;
    expect(all.map((r: { date: string }) => r.date)).toEqual(['2026-03-01', '2026-02-01', '2026-01-01']);
    expect((await getRates('?currencyId=2&dateFrom=2026-01-15&dateTo=2026-02-28')).json().data.map((r: { date: string }) => r.date)).toEqual(['2026-02-01']);
    expect((await getRates('?currencyId=1')).json().data).toEqual([]);
    expect((await getRates('?dateFrom=2026-02-30')).json().errors).toEqual({ dateFrom: ['is not a valid date'] });
  });

  it('R-SET-7: rateOn over the stored rates gives the rate of the day, and 1 before the first rate', async () => {
    const rates = await loadCurrencyRates(db, provider.id);
    expect(rateOn(rates, USD, '2025-12-31', NIS)).toBe(DEFAULT_RATE);
    expect(rateOn(rates, USD, '2026-02-14', NIS)).toBe(3_700_001);
    expect(rateOn(rates, NIS, '2026-02-14', NIS)).toBe(DEFAULT_RATE);
    expect(await loadCurrencyRates(db, other.id)).toEqual([]);
  });

  it('refuses the local currency, an unknown currency, a bad date and a rate that is not a positive decimal with up to 6 decimals', async () => {
    expect((await saveRate({ currencyId: NIS, date: '2026-01-01', rate: 1 })).json().errors).toEqual({ currencyId: ['The local currency has no rate: it is always 1.'] });
    expect((await saveRate({ currencyId: 9, date: '2026-01-01', rate: 1 })).json().errors).toEqual({ currencyId: ['Unknown currency.'] });
    expect((await saveRate({ currencyId: USD, date: '2026-02-30', rate: 1 })).json().errors).toEqual({ date: ['is not a valid date'] });
    for (const rate of [0, -3.5, 3.1234567, '3,5', 'abc', '']) {
      const res = await saveRate({ currencyId: USD, date: '2026-05-01', rate });
      expect(res.statusCode, String(rate)).toBe(400);
      expect(res.json().errors, String(rate)).toEqual({ rate: ['Rate must be a positive number with at most 6 decimals.'] });
    }
  });

  it('one rate per currency and date: a second is refused, changing the first by its id works', async () => {
    const first = (await saveRate({ currencyId: USD, date: '2026-06-01', rate: 3.5 })).json().data;
    const again = await saveRate({ currencyId: USD, date: '2026-06-01', rate: 3.6 });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ code: 'currency-rate-exists', detail: 'This currency already has a rate from this date.' });
    expect((await saveRate({ id: first.id, currencyId: USD, date: '2026-06-01', rate: 3.6 })).json().data).toMatchObject({ id: first.id, rate: 3.6 });

    const racing = await Promise.all([saveRate({ currencyId: USD, date: '2026-07-01', rate: 3.1 }), saveRate({ currencyId: USD, date: '2026-07-01', rate: 3.2 })]);
    expect(racing.map((r) => r.statusCode).sort()).toEqual([200, 422]);
  });

  it("another provider's rate is not found, to read or to change", async () => {
    const mine = (await saveRate({ currencyId: USD, date: '2026-08-01', rate: 3.3 })).json().data;
    expect((await getRates(`?id=${mine.id}`, otherAdmin.cookie)).statusCode).toBe(404);
    expect((await saveRate({ id: mine.id, currencyId: USD, date: '2026-08-02', rate: 9 }, otherAdmin.cookie)).statusCode).toBe(404);
    expect((await getRates('', otherAdmin.cookie)).json().data).toEqual([]);
    expect((await getRates(`?id=${mine.id}`)).json().data.rate).toBe(3.3);
  });
});
