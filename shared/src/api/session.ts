/** Session, language and password reset (spec 002 §7.2 and the reset calls of §7.8). */
import { Type } from 'typebox';
import { LANGUAGES } from '../languages';
import { EMAIL_MAX_LENGTH } from '../email';
import { Text } from './primitives';
import { NamedItem } from './reference';

export const Version = Type.Object({ version: Type.String(), simulators: Type.Array(Type.String()) });

/** Long enough for any name or password a person types; bounds the work of hashing. */
const Username = Text(100);
const Password = Text(200);

export const AuthenticateBody = Type.Object({ Username, Password, RememberMe: Type.Optional(Type.Boolean()) });
export const SessionUser = Type.Object({ id: Type.Integer(), username: Type.String(), lang: Type.String() });
export const ChangeLanguageBody = Type.Object({ lang: Type.Enum([...LANGUAGES]) });
export const LanguageAnswer = Type.Object({ lang: Type.String() });
export const ForgotPasswordBody = Type.Object({ Email: Text(EMAIL_MAX_LENGTH) });
export const ResetPasswordBody = Type.Object({ token: Text(200), password: Password, confirmPassword: Password });

const IdList = Type.Union([Type.Array(Type.Integer()), Type.Null()]);

/** R-CLIENT-3, R-PERM-16: what GET init answers (the session data the station and the back office need first). */
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
    /** The week's first day in date pickers and calendars (SUN..SAT). */
    firstDayOfWeek: Type.String(),
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
  /** The platform's notices this user has not closed yet (C009 closes one). */
  modalAlerts: Type.Array(Type.Object({ id: Type.Integer(), title: Type.String(), body: Type.String() })),
  currencies: Type.Array(Type.Object({ id: Type.Integer(), code: Type.String(), iso: Type.String(), symbol: Type.String(), name: Type.String(), rate: Type.Number() })),
  localCurrencyId: Type.Integer(),
  vatPercent: Type.Number(),
  defaultChannelId: Type.Integer(),
  priceTypes: Type.Array(NamedItem),
  channels: Type.Array(NamedItem),
  languages: Type.Array(Type.Object({ id: Type.Integer(), code: Type.String(), twoLetter: Type.String(), name: Type.String() })),
});

/** Issue 18: GET provider/brand, the caller's provider's name and logo (a data URL, or null). */
export const ProviderBrand = Type.Object({ name: Type.String(), logo: Type.Union([Type.String(), Type.Null()]) });
