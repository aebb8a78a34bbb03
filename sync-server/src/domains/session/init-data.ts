import { rateOn, rateValue } from '@pos/shared/currency';
import { instantToLocal } from '@pos/shared/calendar';
import { loadCurrencyRates } from '../provider';
import { Type, type Static } from 'typebox';
import { unauthorized } from '@pos/shared/errors';
import { FALLBACK_LANGUAGE, isLanguage } from '@pos/shared/languages';
import { Permission } from '@pos/shared/permissions';
import { CHANNELS, CURRENCIES, DEFAULT_CHANNEL_ID, DEFAULT_PRICE_TYPE_ID, LANGUAGE_LIST, PRICE_TYPES } from '@pos/shared/reference';
import { bpToPercent } from '@pos/shared/money';
import type { Tx } from '../../db/client';
import { loadSessionUser } from './init-repo';

const NamedItem = Type.Object({ id: Type.Integer(), name: Type.String() });
const IdList = Type.Union([Type.Array(Type.Integer()), Type.Null()]);

export const InitData = Type.Object({
  lang: Type.String(),
  defaultPriceTypeId: Type.Integer(),
  permissions: Type.Array(Type.Integer()),
  user: Type.Object({
    id: Type.Integer(),
    username: Type.String(),
    firstName: Type.String(),
    lastName: Type.String(),
    email: Type.Union([Type.String(), Type.Null()]),
    profileId: Type.Integer(),
    profileName: Type.String(),
  }),
  provider: Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    vatType: Type.String(),
    vatPercent: Type.Number(),
    currencyId: Type.Integer(),
    timezone: Type.String(),
    autoPrintReceipt: Type.Boolean(),
    cCardMaxCountPayments: Type.Integer(),
  }),
  /** R-CASH-4: what this user may sell at the cashier (null: no restriction). */
  cashier: Type.Object({
    maxChecks: Type.Union([Type.Integer(), Type.Null()]),
    maxDiscountPercent: Type.Union([Type.Integer(), Type.Null()]),
    allowedPriceTypeIds: IdList,
    allowedProductIds: IdList,
    allowedClientTypeIds: IdList,
  }),
  crmModule: Type.Boolean(),
  currencies: Type.Array(Type.Object({ id: Type.Integer(), code: Type.String(), iso: Type.String(), symbol: Type.String(), name: Type.String(), rate: Type.Number() })),
  localCurrencyId: Type.Integer(),
  vatPercent: Type.Number(),
  defaultChannelId: Type.Integer(),
  priceTypes: Type.Array(NamedItem),
  channels: Type.Array(NamedItem),
  languages: Type.Array(Type.Object({ id: Type.Integer(), code: Type.String(), twoLetter: Type.String(), name: Type.String() })),
});

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
    },
    cashier: {
      maxChecks: user.maxChecks,
      maxDiscountPercent: user.maxDiscountPercent,
      allowedPriceTypeIds: user.allowedPriceTypeIds,
      allowedProductIds: user.allowedProductIds,
      allowedClientTypeIds: user.allowedClientTypeIds,
    },
    crmModule: permissions.includes(Permission.CrmModule),
    currencies: CURRENCIES.map((c) => ({ ...c, rate: rateValue(rateOn(rates, c.id, today, provider.currencyId)) })),
    localCurrencyId: provider.currencyId,
    vatPercent,
    defaultChannelId: DEFAULT_CHANNEL_ID,
    priceTypes: [...PRICE_TYPES],
    channels: [...CHANNELS],
    languages: [...LANGUAGE_LIST],
  };
}
