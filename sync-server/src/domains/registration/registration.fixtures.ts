import { TERMS_VERSION } from '@pos/shared/terms/terms';
import type { RegistrationInput } from '@pos/shared/api/registration';

let n = 0;

/** A complete, valid quick sign-up with the terms accepted; every unique field made unique. */
export function signUp(overrides: Partial<RegistrationInput> = {}): RegistrationInput {
  const k = `${process.pid}${Date.now().toString(36)}${++n}`;
  return {
    companyName: `Dead Sea Jeeps ${k}`,
    companyId: `51${k}`.slice(0, 20).replace(/[^0-9A-Za-z-]/g, '0'),
    email: `owner-${k}@jeeps.example`,
    mobile: '050-7654321',
    website: 'https://jeeps.example',
    address: '3 Salt Rd, Ein Bokek',
    username: `jeeps${k}`,
    password: 'Desert2026',
    confirmPassword: 'Desert2026',
    termsVersion: TERMS_VERSION,
    acceptTerms: true,
    language: 'en-US',
    ...overrides,
  };
}

/** The token of the confirmation link in an e-mail body (…/registration-details/{token}). */
export function tokenInMail(text: string): string {
  const match = /\/registration-details\/([A-Za-z0-9_-]+)/.exec(text);
  if (!match) throw new Error(`no confirmation link in: ${text}`);
  return match[1]!;
}
