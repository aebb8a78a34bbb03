/** Registration of a provider (C216-C218, R-USER-9..10) and of an index agency (R-USER-11). */
import { Type, type Static } from 'typebox';
import { LANGUAGES } from '../languages';
import { EMAIL_MAX_LENGTH } from '../email';
import { Nullable, OneOf, Text } from './primitives';

export const REGISTRATION_STATUSES = ['awaiting-email', 'awaiting-approval', 'approved', 'rejected'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

/** A logo as a PNG or JPEG data URL, at most about 300 KB of picture. */
export const LOGO_MAX_LENGTH = 400_000;

export const Contact = Type.Object({
  name: Type.Optional(Text(100)),
  phone: Type.Optional(Text(30)),
  email: Type.Optional(Text(EMAIL_MAX_LENGTH)),
});

const Details = {
  website: Type.Optional(Text(300)),
  address: Type.Optional(Text(300)),
  invoiceName: Type.Optional(Text(200)),
  shortDescription: Type.Optional(Text(1000)),
  logo: Type.Optional(Text(LOGO_MAX_LENGTH)),
  operationContact: Type.Optional(Contact),
  financeContact: Type.Optional(Contact),
};

/** C216 POST registration: the quick sign-up with the terms step's acceptance. */
export const RegistrationBody = Type.Object({
  companyName: Text(200),
  companyId: Text(30),
  email: Text(EMAIL_MAX_LENGTH),
  mobile: Text(30),
  ...Details,
  username: Text(100),
  password: Text(200),
  confirmPassword: Text(200),
  /** The terms' date the business read and accepted (TERMS_VERSION of shared/src/terms/terms). */
  termsVersion: Text(20),
  acceptTerms: Type.Boolean(),
  language: Type.Optional(OneOf(LANGUAGES)),
});
export type RegistrationInput = Static<typeof RegistrationBody>;

export const RegistrationState = Type.Object({
  status: OneOf(REGISTRATION_STATUSES),
  companyName: Type.String(),
  email: Type.String(),
  website: Nullable(Type.String()),
  address: Nullable(Type.String()),
  invoiceName: Nullable(Type.String()),
  shortDescription: Nullable(Type.String()),
  hasLogo: Type.Boolean(),
});
export type RegistrationStateView = Static<typeof RegistrationState>;

/** C217 POST confirm-email (Token). */
export const ConfirmEmailBody = Type.Object({ Token: Text(200) });

/** C218 POST registration-details: what the business adds while it waits, by the e-mailed token. */
export const RegistrationDetailsBody = Type.Object({ Token: Text(200), ...Details });

/** R-USER-11: the index (agency) sign-up. */
export const AgencyRegistrationBody = Type.Object({
  name: Text(200),
  email: Text(EMAIL_MAX_LENGTH),
  mobile: Text(30),
  website: Type.Optional(Text(300)),
  description: Type.Optional(Text(1000)),
  language: Type.Optional(OneOf(LANGUAGES)),
});
export const AgencyRegistered = Type.Object({ id: Type.Integer(), accessDueOn: Type.String() });
