import { FieldErrorCollector, refused } from '@pos/shared/errors';
import { isValidEmail } from '@pos/shared/email';
import { LOGO_MAX_LENGTH, type RegistrationStateView } from '@pos/shared/api/registration';
import type { Static } from 'typebox';
import type { Contact, RegistrationDetailsBody } from '@pos/shared/api/registration';
import type { Db } from '../../db/client';
import type { ProviderContact } from '../../db/schema';
import { sha256 } from '../../security/secrets';
import { findRegistrationByToken, markEmailConfirmed, updateRegistrationDetails, type ProviderDetailsUpdate, type RegistrationRow } from './registration-repo';

const LOGO = /^data:image\/(png|jpeg);base64,[A-Za-z0-9+/]+={0,2}$/;

/** A logo is a PNG or JPEG data URL of bounded size. */
export function validLogo(logo: string): boolean {
  return logo.length <= LOGO_MAX_LENGTH && LOGO.test(logo);
}

export function cleanContact(contact: Static<typeof Contact> | undefined): ProviderContact | null {
  if (!contact) return null;
  const t = (s: string | undefined) => (s?.trim() ? s.trim() : null);
  return { name: t(contact.name), phone: t(contact.phone), email: t(contact.email) };
}

export function stateOf(row: RegistrationRow): RegistrationStateView {
  return {
    status: row.status as RegistrationStateView['status'],
    companyName: row.companyName,
    email: row.email ?? '',
    website: row.website,
    address: row.address,
    invoiceName: row.invoiceName,
    shortDescription: row.details.shortDescription ?? null,
    hasLogo: Boolean(row.details.logo),
  };
}

function invalidToken(): never {
  throw refused('registration-token-invalid', 'The registration link is invalid or has expired');
}

/**
 * C217 POST confirm-email (R-USER-9): the e-mailed token confirms the address once; the registration
 * then waits for the platform (R-USER-10, "awaiting registration"). Sending it again answers the
 * state, so the link can be opened twice. An unknown or expired token is refused.
 */
export async function confirmEmail(db: Db, token: string): Promise<RegistrationStateView> {
  return db.transaction(async (tx) => {
    const row = await findRegistrationByToken(tx, sha256(token.trim()), true);
    if (!row) invalidToken();
    if (row.status === 'awaiting-email') {
      if (row.emailTokenExpiresAt.getTime() < Date.now()) invalidToken();
      await markEmailConfirmed(tx, row.id);
      return stateOf({ ...row, status: 'awaiting-approval' });
    }
    return stateOf(row);
  });
}

/** C218 POST registration-details: the business adds its details by the token while it waits for approval. */
export async function saveRegistrationDetails(db: Db, input: Static<typeof RegistrationDetailsBody>): Promise<RegistrationStateView> {
  const errors = new FieldErrorCollector();
  for (const field of ['operationContact', 'financeContact'] as const) {
    const email = input[field]?.email?.trim();
    if (email && !isValidEmail(email)) errors.add(`${field}.email`, 'Incorrect e-mail.');
  }
  if (input.logo !== undefined && input.logo !== '' && !validLogo(input.logo)) errors.add('logo', `The logo is a PNG or JPEG picture of at most ${LOGO_MAX_LENGTH} characters.`);
  errors.throwIfAny();
  return db.transaction(async (tx) => {
    const row = await findRegistrationByToken(tx, sha256(input.Token.trim()), true);
    if (!row) invalidToken();
    if (row.status === 'awaiting-email') throw refused('registration-email-not-confirmed', 'The e-mail address is not confirmed yet');
    if (row.status !== 'awaiting-approval') throw refused('registration-closed', 'The registration was already decided');
    const t = (s: string | undefined) => (s === undefined ? undefined : s.trim() ? s.trim() : null);
    const provider: ProviderDetailsUpdate = {};
    if (input.website !== undefined) provider.website = t(input.website);
    if (input.address !== undefined) provider.address = t(input.address);
    if (input.invoiceName !== undefined) provider.nameOfTheBusinessForInvoice = t(input.invoiceName) ?? row.companyName;
    if (input.operationContact) provider.operationContact = cleanContact(input.operationContact)!;
    if (input.financeContact) provider.financeContact = cleanContact(input.financeContact)!;
    const details = { ...row.details };
    if (input.shortDescription !== undefined) details.shortDescription = input.shortDescription.trim();
    if (input.logo !== undefined) {
      if (input.logo) details.logo = input.logo;
      else delete details.logo;
    }
    await updateRegistrationDetails(tx, row, provider, details);
    const after = await findRegistrationByToken(tx, sha256(input.Token.trim()));
    return stateOf(after!);
  });
}
