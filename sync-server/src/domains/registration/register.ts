import { FieldErrorCollector, refused } from '@pos/shared/errors';
import { isValidEmail } from '@pos/shared/email';
import { passwordProblems } from '@pos/shared/password';
import { ALL_PERMISSION_CODES } from '@pos/shared/permissions';
import { TERMS_VERSION } from '@pos/shared/terms/terms';
import { LOGO_MAX_LENGTH, type RegistrationInput } from '@pos/shared/api/registration';
import type { Db } from '../../db/client';
import { hashSecret, newToken, sha256 } from '../../security/secrets';
import { queueEmail } from '../messages/outbox';
import { identityTaken, lockIdentity, USERNAME_PATTERN } from '../users';
import { isPhoneNumber } from '../provider/phone';
import { companyIdTaken, insertProviderWithOwner, lockCompanyId, providerEmailTaken, userEmailTaken } from './registration-repo';
import { confirmationLink, confirmationMail } from './registration-mail';
import { cleanContact, validLogo } from './details';

/** The confirmation link works for a week; after that the business registers again. */
export const EMAIL_TOKEN_TTL_MS = 7 * 24 * 3600_000;
export const OWNER_PROFILE = 'Owner';

const COMPANY_ID_PATTERN = /^[0-9A-Za-z-]{5,30}$/;
const blank = (s: string | undefined) => (s?.trim() ? s.trim() : null);

/**
 * C216 POST registration (R-USER-9): the quick sign-up and the terms step in one request. The
 * provider, its owner and first user are made inactive and "awaiting e-mail"; the confirmation
 * e-mail is queued in the same transaction. Company id, e-mail and username must be unique (001 §5,
 * 002 §8.2: company-id-exists, email-in-use, username-exists).
 */
export async function register(db: Db, input: RegistrationInput): Promise<{ email: string; link: string }> {
  const username = input.username.trim();
  const email = input.email.trim();
  const companyId = input.companyId.trim();
  const errors = new FieldErrorCollector()
    .check(input.companyName.trim() !== '', 'companyName', 'Company or business name is required.')
    .check(COMPANY_ID_PATTERN.test(companyId), 'companyId', 'Company id is not valid.', 'company-id')
    .check(isValidEmail(email), 'email', 'Incorrect e-mail.')
    .check(isPhoneNumber(input.mobile.trim()), 'mobile', 'Incorrect mobile.')
    .check(USERNAME_PATTERN.test(username), 'username', 'Incorrect username.', 'username')
    .check(input.confirmPassword === input.password, 'confirmPassword', 'Passwords do not match.')
    .check(input.acceptTerms, 'acceptTerms', 'The terms must be accepted.')
    .check(input.termsVersion === TERMS_VERSION, 'termsVersion', 'These are not the current terms.', 'terms-outdated');
  for (const problem of passwordProblems(input.password)) errors.add('password', problem);
  for (const [field, contact] of [['operationContact', input.operationContact], ['financeContact', input.financeContact]] as const) {
    if (contact?.email?.trim() && !isValidEmail(contact.email.trim())) errors.add(`${field}.email`, 'Incorrect e-mail.');
  }
  if (input.logo !== undefined && input.logo !== '' && !validLogo(input.logo)) errors.add('logo', `The logo is a PNG or JPEG picture of at most ${LOGO_MAX_LENGTH} characters.`);
  errors.throwIfAny();

  const token = newToken();
  const link = confirmationLink(token);
  const language = input.language ?? 'he-IL';
  const passwordHash = await hashSecret(input.password);
  await db.transaction(async (tx) => {
    await lockCompanyId(tx, companyId);
    await lockIdentity(tx, username, email);
    if (await companyIdTaken(tx, companyId)) throw refused('company-id-exists', 'A company with the same ID exists');
    if (await providerEmailTaken(tx, email)) throw refused('email-in-use', 'The e-mail is in use');
    if (await identityTaken(tx, username, null, null)) throw refused('username-exists', 'The username exists');
    if (await userEmailTaken(tx, email)) throw refused('email-in-use', 'The e-mail is in use');
    const name = input.companyName.trim();
    const { providerId } = await insertProviderWithOwner(tx, {
      provider: {
        name,
        companyName: name,
        companyId,
        email,
        mobile: input.mobile.trim(),
        website: blank(input.website),
        address: blank(input.address),
        nameOfTheBusinessForInvoice: blank(input.invoiceName) ?? name,
        operationContact: cleanContact(input.operationContact),
        financeContact: cleanContact(input.financeContact),
        language,
        // R-USER-10: nobody of the provider works until the platform approves it.
        active: false,
      },
      profileName: OWNER_PROFILE,
      permissions: [...ALL_PERMISSION_CODES],
      user: { username, email, passwordHash, language },
      registration: {
        status: 'awaiting-email',
        language,
        emailTokenHash: sha256(token),
        emailTokenExpiresAt: new Date(Date.now() + EMAIL_TOKEN_TTL_MS),
        termsVersion: TERMS_VERSION,
        termsAcceptedAt: new Date(),
        details: { ...(blank(input.shortDescription) ? { shortDescription: input.shortDescription!.trim() } : {}), ...(input.logo ? { logo: input.logo } : {}) },
      },
    });
    const mail = confirmationMail(language, name, link);
    await queueEmail(tx, { providerId, toAddress: email, subject: mail.subject, body: mail.body, kind: 'registration-confirm' });
  });
  return { email, link };
}
