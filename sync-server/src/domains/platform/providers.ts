import { FieldErrorCollector, notFound, refused, warning } from '@pos/shared/errors';
import { isValidEmail } from '@pos/shared/email';
import { passwordProblems } from '@pos/shared/password';
import { ALL_PERMISSION_CODES } from '@pos/shared/permissions';
import { agreedTermsProblems, AGREED_TERM_KEYS, termsOf, type AgreedTerms } from '@pos/shared/terms/terms';
import type { Static } from 'typebox';
import type { CreateProviderBody, OperationStatus, PlatformProviderView } from '@pos/shared/api/platform';
import type { Db } from '../../db/client';
import type { Actor } from '../../http/types';
import { hashSecret } from '../../security/secrets';
import { companyIdTaken, insertProviderWithOwner, lockCompanyId, OWNER_PROFILE, providerEmailTaken, userEmailTaken } from '../registration';
import { identityTaken, lockIdentity, USERNAME_PATTERN } from '../users';
import { isPhoneNumber } from '../provider/phone';
import { findProvider, listProviders, setActive, upsertPlatformSettings, type PlatformProviderRow } from './providers-repo';
import { staffProviderIds } from './staff-repo';

function agreedOf(raw: Record<string, number>): AgreedTerms {
  const agreed: AgreedTerms = {};
  for (const key of AGREED_TERM_KEYS) if (typeof raw[key] === 'number') agreed[key] = raw[key];
  return agreed;
}

export function providerView(row: PlatformProviderRow): PlatformProviderView {
  return {
    id: row.id,
    name: row.name,
    companyId: row.companyId,
    email: row.email,
    active: row.active,
    registrationStatus: (row.registrationStatus ?? null) as PlatformProviderView['registrationStatus'],
    crmModuleActive: row.crmModuleActive,
    operationStatus: row.operationStatus as OperationStatus,
    agreedTerms: agreedOf(row.agreedTerms),
  };
}

export async function platformProviders(db: Db): Promise<PlatformProviderView[]> {
  return (await listProviders(db, await staffProviderIds(db))).map(providerView);
}

/** A provider the platform manages: never the platform's own account. */
async function managedProvider(db: Db, id: number): Promise<PlatformProviderRow> {
  const row = await findProvider(db, id);
  if (!row || (await staffProviderIds(db)).includes(id)) throw notFound('Provider');
  return row;
}

/**
 * R-SET-8: a provider is activated or deactivated after a confirmation (422 confirm-provider-active,
 * then again with confirmed). A self-registered provider is activated by approving its registration
 * (R-USER-10), not here. Deactivating ends its users' work at once (sessions stop at the next request).
 */
export async function switchProvider(db: Db, id: number, active: boolean, confirmed: boolean): Promise<PlatformProviderView> {
  const row = await managedProvider(db, id);
  if (active && row.registrationStatus && row.registrationStatus !== 'approved') throw refused('registration-not-approved', 'The registration is not approved');
  if (!confirmed && row.active !== active) {
    throw warning('confirm-provider-active', active ? 'Activate the provider?' : 'Deactivate the provider?', 'confirmed', { providerId: id, active });
  }
  await setActive(db, id, active);
  return providerView({ ...row, active });
}

/** R-CRM-8: the provider's CRM module on or off. */
export async function switchCrmModule(db: Db, actor: Actor, id: number, active: boolean): Promise<PlatformProviderView> {
  const row = await managedProvider(db, id);
  await upsertPlatformSettings(db, id, { crmModuleActive: active }, actor.userId);
  return providerView({ ...row, crmModuleActive: active });
}

/** R-CLIENT-27: the provider's operation status (NEW, QA OK, QA ERR). */
export async function setOperationStatus(db: Db, actor: Actor, id: number, status: OperationStatus): Promise<PlatformProviderView> {
  const row = await managedProvider(db, id);
  await upsertPlatformSettings(db, id, { operationStatus: status }, actor.userId);
  return providerView({ ...row, operationStatus: status });
}

/** R-TERMS-1..3, 9: the figures agreed with this provider; the rest are the platform's terms. */
export async function providerTerms(db: Db, id: number) {
  const row = await managedProvider(db, id);
  return termsOf(agreedOf(row.agreedTerms));
}

export async function saveAgreedTerms(db: Db, actor: Actor, id: number, agreed: AgreedTerms) {
  const problems = agreedTermsProblems(agreed);
  if (problems.length) {
    const errors = new FieldErrorCollector();
    for (const p of problems) errors.add(p.field, p.code);
    errors.throwIfAny();
  }
  const row = await managedProvider(db, id);
  const merged = { ...agreedOf(row.agreedTerms), ...agreed };
  await upsertPlatformSettings(db, id, { agreedTerms: merged }, actor.userId);
  return termsOf(merged);
}

/** R-PERM-19 (create providers): the platform opens a provider itself, active at once, with its owner. */
export async function createProvider(db: Db, input: Static<typeof CreateProviderBody>): Promise<PlatformProviderView> {
  const username = input.username.trim();
  const email = input.email.trim();
  const companyId = input.companyId.trim();
  const errors = new FieldErrorCollector()
    .check(input.companyName.trim() !== '', 'companyName', 'Company or business name is required.')
    .check(companyId !== '', 'companyId', 'Company id is required.')
    .check(isValidEmail(email), 'email', 'Incorrect e-mail.')
    .check(isPhoneNumber(input.mobile.trim()), 'mobile', 'Incorrect mobile.')
    .check(USERNAME_PATTERN.test(username), 'username', 'Incorrect username.', 'username');
  for (const problem of passwordProblems(input.password)) errors.add('password', problem);
  errors.throwIfAny();
  const passwordHash = await hashSecret(input.password);
  const providerId = await db.transaction(async (tx) => {
    await lockCompanyId(tx, companyId);
    await lockIdentity(tx, username, email);
    if (await companyIdTaken(tx, companyId)) throw refused('company-id-exists', 'A company with the same ID exists');
    if ((await providerEmailTaken(tx, email)) || (await userEmailTaken(tx, email))) throw refused('email-in-use', 'The e-mail is in use');
    if (await identityTaken(tx, username, null, null)) throw refused('username-exists', 'The username exists');
    const name = input.companyName.trim();
    const ids = await insertProviderWithOwner(tx, {
      provider: { name, companyName: name, companyId, email, mobile: input.mobile.trim(), nameOfTheBusinessForInvoice: name, active: true },
      profileName: OWNER_PROFILE,
      permissions: [...ALL_PERMISSION_CODES],
      user: { username, email, passwordHash },
      registration: null,
    });
    return ids.providerId;
  });
  return providerView((await findProvider(db, providerId))!);
}
