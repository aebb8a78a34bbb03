import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { profiles, providerPlatformSettings, providerRegistrations, providers, users, type RegistrationDetails } from '../../db/schema';
import type { ProviderContact } from '../../db/schema';

/** Serialises registrations that could claim the same company id (checked, then inserted). */
export async function lockCompanyId(tx: Tx, companyId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`company:${companyId}`}))`);
}

export async function companyIdTaken(tx: Tx, companyId: string): Promise<boolean> {
  const [row] = await tx.select({ id: providers.id }).from(providers).where(eq(providers.companyId, companyId)).limit(1);
  return row !== undefined;
}

export async function providerEmailTaken(tx: Tx, email: string): Promise<boolean> {
  const [row] = await tx.select({ id: providers.id }).from(providers).where(eq(sql`lower(${providers.email})`, email.toLowerCase())).limit(1);
  return row !== undefined;
}

/** A user anywhere on the platform with this e-mail (case-insensitively). */
export async function userEmailTaken(tx: Tx, email: string): Promise<boolean> {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(sql`lower(${users.email})`, email.toLowerCase())).limit(1);
  return row !== undefined;
}

export interface NewRegistration {
  provider: typeof providers.$inferInsert;
  profileName: string;
  permissions: number[];
  user: Omit<typeof users.$inferInsert, 'providerId' | 'profileId'>;
  registration: Omit<typeof providerRegistrations.$inferInsert, 'providerId' | 'userId'> | null;
}

/** The provider, its owner profile and first user, its registration and its platform settings, in `tx`. */
export async function insertProviderWithOwner(tx: Tx, values: NewRegistration): Promise<{ providerId: number; userId: number }> {
  const [provider] = await tx.insert(providers).values(values.provider).returning({ id: providers.id });
  const providerId = provider!.id;
  const [profile] = await tx.insert(profiles).values({ providerId, name: values.profileName, permissions: values.permissions }).returning({ id: profiles.id });
  const [user] = await tx.insert(users).values({ ...values.user, providerId, profileId: profile!.id }).returning({ id: users.id });
  if (values.registration) await tx.insert(providerRegistrations).values({ ...values.registration, providerId, userId: user!.id });
  await tx.insert(providerPlatformSettings).values({ providerId }).onConflictDoNothing();
  return { providerId, userId: user!.id };
}

export async function findRegistrationByToken(tx: Tx, tokenHash: string, forUpdate = false) {
  const query = tx
    .select({
      id: providerRegistrations.id,
      providerId: providerRegistrations.providerId,
      status: providerRegistrations.status,
      language: providerRegistrations.language,
      emailTokenExpiresAt: providerRegistrations.emailTokenExpiresAt,
      details: providerRegistrations.details,
      companyName: providers.name,
      email: providers.email,
      website: providers.website,
      address: providers.address,
      invoiceName: providers.nameOfTheBusinessForInvoice,
    })
    .from(providerRegistrations)
    .innerJoin(providers, eq(providers.id, providerRegistrations.providerId))
    .where(eq(providerRegistrations.emailTokenHash, tokenHash))
    .limit(1);
  const [row] = forUpdate ? await query.for('update', { of: providerRegistrations }) : await query;
  return row ?? null;
}
export type RegistrationRow = NonNullable<Awaited<ReturnType<typeof findRegistrationByToken>>>;

export async function markEmailConfirmed(tx: Tx, id: number): Promise<void> {
  await tx
    .update(providerRegistrations)
    .set({ status: 'awaiting-approval', emailConfirmedAt: new Date() })
    .where(and(eq(providerRegistrations.id, id), eq(providerRegistrations.status, 'awaiting-email')));
}

export interface ProviderDetailsUpdate {
  website?: string | null;
  address?: string | null;
  nameOfTheBusinessForInvoice?: string | null;
  operationContact?: ProviderContact;
  financeContact?: ProviderContact;
}

export async function updateRegistrationDetails(tx: Tx, row: { id: number; providerId: number }, provider: ProviderDetailsUpdate, details: RegistrationDetails): Promise<void> {
  if (Object.keys(provider).length) await tx.update(providers).set(provider).where(eq(providers.id, row.providerId));
  await tx.update(providerRegistrations).set({ details }).where(eq(providerRegistrations.id, row.id));
}

/** The registration status of a provider, or null when it did not register by itself. */
export async function registrationStatus(tx: Tx, providerId: number): Promise<string | null> {
  const [row] = await tx.select({ status: providerRegistrations.status }).from(providerRegistrations).where(eq(providerRegistrations.providerId, providerId)).limit(1);
  return row?.status ?? null;
}
