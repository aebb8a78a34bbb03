import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Permission } from '@pos/shared/permissions';
import { CHANNELS, PRICE_TYPES } from '@pos/shared/reference';
import { createProvider, createUser, setupTestApp } from '../../test/test-app';
import { profiles, providerCurrencyRates, users } from '../../db/schema';
import { setCrmModule } from '../crm/crm.fixtures';

describe('GET init and POST changelanguage', async () => {
  const { app, db } = await setupTestApp();
  const provider = await createProvider(db, { name: 'Desert Jeeps' });
  await setCrmModule(db, provider.id, true);

  const init = (cookie?: string) => app.inject({ method: 'GET', url: '/api/init', headers: cookie ? { cookie } : {} });
  const changeLanguage = (cookie: string, payload: unknown) => app.inject({ method: 'POST', url: '/api/changelanguage', headers: { cookie }, payload: payload as object });

  it('needs a login (R-PERM-1)', async () => {
    expect((await init()).statusCode).toBe(401);
    expect((await init('pos_sid=not-a-session')).statusCode).toBe(401);
  });

  it('R-CLIENT-3, R-PERM-16: answers lang, default price type, permissions, user and the session data', async () => {
    const user = await createUser(db, provider.id, {
      permissions: [Permission.Cashier, Permission.ViewOrders, Permission.CrmModule],
      values: { firstName: 'Noa', lastName: 'Cohen', allowedProductIds: [7] },
    });
    const [profile] = await db.select().from(profiles).where(eq(profiles.id, user.profileId));
    const res = await init(user.cookie);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      lang: 'he-IL',
      defaultPriceTypeId: 1,
      permissions: [1, 28, 51],
      user: { id: user.id, username: user.username, firstName: 'Noa', lastName: 'Cohen', email: `${user.username}@example.test`, profileId: user.profileId, profileName: profile!.name },
      provider: { id: provider.id, name: 'Desert Jeeps', vatType: 'IncVat', vatPercent: 18, currencyId: 1, timezone: 'Asia/Jerusalem', autoPrintReceipt: false, cCardMaxCountPayments: 12 },
      cashier: { maxChecks: 5, maxDiscountPercent: 10, allowedPriceTypeIds: null, allowedProductIds: [7], allowedClientTypeIds: null },
      crmModule: true,
      localCurrencyId: 1,
      vatPercent: 18,
      defaultChannelId: 1,
      priceTypes: PRICE_TYPES,
      channels: CHANNELS,
    });
    expect(data.currencies.map((c: { code: string; rate: number }) => [c.code, c.rate])).toEqual([['NIS', 1], ['USD', 1]]);
    expect(data.languages.map((l: { code: string }) => l.code)).toEqual(['en-US', 'he-IL', 'ru-RU']);
    expect(res.body).not.toMatch(/argon|passwordHash/i);
  });

  it('takes the VAT from the provider (NoVat is 0) and the default price type from what the user may sell', async () => {
    const noVat = await createProvider(db, { vatType: 'NoVat' });
    const user = await createUser(db, noVat.id, { values: { allowedPriceTypeIds: [3, 2] } });
    const data = (await init(user.cookie)).json().data;
    expect(data.vatPercent).toBe(0);
    expect(data.provider.vatPercent).toBe(0);
    expect(data.defaultPriceTypeId).toBe(3);
    // R-CRM-8: this provider's CRM module was never turned on, so the CRM permission alone shows no CRM.
    expect(data.crmModule).toBe(false);
    await setCrmModule(db, noVat.id, true);
    expect((await init(user.cookie)).json().data.crmModule).toBe(true);
  });

  it('R-CLIENT-1: changes the language to en-US, he-IL or ru-RU and init returns it', async () => {
    const user = await createUser(db, provider.id);
    for (const lang of ['en-US', 'ru-RU', 'he-IL']) {
      const res = await changeLanguage(user.cookie, { lang });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: { lang } });
      expect((await init(user.cookie)).json().data.lang).toBe(lang);
    }
  });

  it('R-CLIENT-1: refuses any other language with a 400 field error', async () => {
    const user = await createUser(db, provider.id);
    for (const payload of [{ lang: 'fr-FR' }, { lang: 'en' }, { lang: 3 }, {}]) {
      const res = await changeLanguage(user.cookie, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().errors.lang).toBeDefined();
    }
    const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, user.id));
    expect(row!.language).toBe('he-IL');
    expect((await app.inject({ method: 'POST', url: '/api/changelanguage', payload: { lang: 'en-US' } })).statusCode).toBe(401);
  });

  it('falls back to en-US when the stored language is not a supported one', async () => {
    const user = await createUser(db, provider.id, { values: { language: 'fr-FR' } });
    expect((await init(user.cookie)).json().data.lang).toBe('en-US');
  });

  it('R-SET-7: currencies carry the provider rate of today, 1 without one and for the local currency', async () => {
    const user = await createUser(db, provider.id);
    const before = (await init(user.cookie)).json().data.currencies;
    expect(before.map((c: { rate: number }) => c.rate)).toEqual([1, 1]);
    await db.insert(providerCurrencyRates).values({ providerId: provider.id, currencyId: 2, fromDate: '2020-01-01', rate: 3_651_200 });
    const after = (await init(user.cookie)).json().data.currencies;
    expect(after.find((c: { code: string }) => c.code === 'USD').rate).toBe(3.6512);
    expect(after.find((c: { code: string }) => c.code === 'NIS').rate).toBe(1);
  });
});
