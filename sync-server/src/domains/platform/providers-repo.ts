import { and, eq, isNull, notInArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { providerBankAccounts, providerPlatformSettings, providerRegistrations, providers, settlementPaymentRequests } from '../../db/schema';

const columns = {
  id: providers.id,
  name: providers.name,
  companyId: providers.companyId,
  email: providers.email,
  active: providers.active,
  currencyId: providers.currencyId,
  vatRateBp: providers.vatRateBp,
  timezone: providers.timezone,
  registrationStatus: providerRegistrations.status,
  crmModuleActive: sql<boolean>`coalesce(${providerPlatformSettings.crmModuleActive}, false)`,
  operationStatus: sql<string>`coalesce(${providerPlatformSettings.operationStatus}, 'NEW')`,
  agreedTerms: sql<Record<string, number>>`coalesce(${providerPlatformSettings.agreedTerms}, '{}'::jsonb)`,
};

function base(tx: Tx) {
  return tx
    .select(columns)
    .from(providers)
    .leftJoin(providerRegistrations, eq(providerRegistrations.providerId, providers.id))
    .leftJoin(providerPlatformSettings, eq(providerPlatformSettings.providerId, providers.id));
}

/** Every provider of the platform but the platform's own account(s). */
export async function listProviders(tx: Tx, excludeIds: number[]) {
  const query = base(tx).orderBy(providers.name);
  return excludeIds.length ? query.where(notInArray(providers.id, excludeIds)) : query;
}
export type PlatformProviderRow = Awaited<ReturnType<typeof listProviders>>[number];

export async function findProvider(tx: Tx, id: number) {
  const [row] = await base(tx).where(eq(providers.id, id)).limit(1);
  return row ?? null;
}

export async function setActive(tx: Tx, id: number, active: boolean): Promise<void> {
  await tx.update(providers).set({ active }).where(eq(providers.id, id));
}

/** Writes the platform's settings of a provider (the row is made on first write). */
export async function upsertPlatformSettings(tx: Tx, providerId: number, values: Partial<Pick<typeof providerPlatformSettings.$inferInsert, 'crmModuleActive' | 'operationStatus' | 'agreedTerms'>>, userId: number): Promise<void> {
  await tx
    .insert(providerPlatformSettings)
    .values({ providerId, ...values, updatedBy: userId })
    .onConflictDoUpdate({ target: providerPlatformSettings.providerId, set: { ...values, updatedBy: userId, updatedAt: new Date() } });
}

export async function crmModuleActive(tx: Tx, providerId: number): Promise<boolean> {
  const [row] = await tx.select({ active: providerPlatformSettings.crmModuleActive }).from(providerPlatformSettings).where(eq(providerPlatformSettings.providerId, providerId)).limit(1);
  return row?.active ?? false;
}

export async function hasBankAccount(tx: Tx, providerId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: providerBankAccounts.id })
    .from(providerBankAccounts)
    .where(and(eq(providerBankAccounts.providerId, providerId), isNull(providerBankAccounts.deletedAt)))
    .limit(1);
  return row !== undefined;
}

export async function paymentRequestOf(tx: Tx, providerId: number, month: string): Promise<string | null> {
  const [row] = await tx
    .select({ on: settlementPaymentRequests.requestedOn })
    .from(settlementPaymentRequests)
    .where(and(eq(settlementPaymentRequests.providerId, providerId), eq(settlementPaymentRequests.month, month)))
    .limit(1);
  return row?.on ?? null;
}

export async function insertPaymentRequest(tx: Tx, providerId: number, month: string, requestedOn: string, userId: number): Promise<void> {
  await tx.insert(settlementPaymentRequests).values({ providerId, month, requestedOn, requestedBy: userId }).onConflictDoNothing();
}
