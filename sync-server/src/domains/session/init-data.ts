import { rateOn, rateValue } from '@pos/shared/currency';
import { instantToLocal } from '@pos/shared/calendar';
import { loadCurrencyRates } from '../provider';
import { crmModuleActive, openModalAlerts } from '../platform';
import type { Static } from 'typebox';
import type { InitData } from '@pos/shared/api/session';
import { unauthorized } from '@pos/shared/errors';
import { FALLBACK_LANGUAGE, isLanguage } from '@pos/shared/languages';
import { Permission } from '@pos/shared/permissions';
import { WEEKDAY_NAMES, weekStartsOnOf } from '@pos/shared/weekdays';
import { CHANNELS, CURRENCIES, DEFAULT_CHANNEL_ID, DEFAULT_PRICE_TYPE_ID, LANGUAGE_LIST, PRICE_TYPES } from '@pos/shared/reference';
import { bpToPercent } from '@pos/shared/money';
import type { Tx } from '../../db/client';
import { loadSessionUser } from './init-repo';

/**
 * The initial data the client asks for at start-up (R-CLIENT-3, R-PERM-16): language, default
 * price type, permissions and user, plus the session data of spec 001 §3 that the station and the
 * back office need before anything else; currency rates are the provider's rates of today (R-SET-7).
 */
export async function initData(db: Tx, userId: number): Promise<Static<typeof InitData>> {
  const row = await loadSessionUser(db, userId);
  if (!row) throw unauthorized();
  const { user, profile, provider } = row;
  const permissions = [...new Set(profile.permissions)].sort((a, b) => a - b);
  const allowedPriceTypes = user.allowedPriceTypeIds?.length ? user.allowedPriceTypeIds : null;
  const defaultPriceTypeId = !allowedPriceTypes || allowedPriceTypes.includes(DEFAULT_PRICE_TYPE_ID) ? DEFAULT_PRICE_TYPE_ID : allowedPriceTypes[0]!;
  const rates = await loadCurrencyRates(db, provider.id);
  const today = instantToLocal(new Date(), provider.timezone).date;
  const vatPercent = provider.vatType === 'NoVat' ? 0 : bpToPercent(provider.vatRateBp);
  return {
    lang: isLanguage(user.language) ? user.language : FALLBACK_LANGUAGE,
    defaultPriceTypeId,
    permissions,
    user: {
      id: user.id,
      username: user.username,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      profileId: user.profileId!,
      profileName: profile.name,
    },
    provider: {
      id: provider.id,
      name: provider.name,
      vatType: provider.vatType,
      vatPercent,
      currencyId: provider.currencyId,
      timezone: provider.timezone,
      autoPrintReceipt: provider.autoPrintReceipt,
      cCardMaxCountPayments: provider.cCardMaxCountPayments,
      firstDayOfWeek: WEEKDAY_NAMES[weekStartsOnOf(provider.firstDayOfWeek)],
    },
    cashier: {
      maxChecks: user.maxChecks,
      maxDiscountPercent: user.maxDiscountPercent,
      allowedPriceTypeIds: user.allowedPriceTypeIds,
      allowedProductIds: user.allowedProductIds,
      allowedClientTypeIds: user.allowedClientTypeIds,
    },
    // The CRM screens are the user's (the permission) and the provider's (the module the platform turns on, R-CRM-8).
    crmModule: permissions.includes(Permission.CrmModule) && (await crmModuleActive(db, provider.id)),
    modalAlerts: await openModalAlerts(db, { id: user.id, providerId: provider.id, timezone: provider.timezone }),
    currencies: CURRENCIES.map((c) => ({ ...c, rate: rateValue(rateOn(rates, c.id, today, provider.currencyId)) })),
    localCurrencyId: provider.currencyId,
    vatPercent,
    defaultChannelId: DEFAULT_CHANNEL_ID,
    priceTypes: [...PRICE_TYPES],
    channels: [...CHANNELS],
    languages: [...LANGUAGE_LIST],
  };
}
