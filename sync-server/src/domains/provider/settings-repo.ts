import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { providers } from '../../db/schema';

const settingsColumns = {
  id: providers.id,
  name: providers.name,
  companyId: providers.companyId,
  companyName: providers.companyName,
  nameOfTheBusinessForInvoice: providers.nameOfTheBusinessForInvoice,
  address: providers.address,
  latitude: providers.latitude,
  longitude: providers.longitude,
  website: providers.website,
  email: providers.email,
  mobile: providers.mobile,
  operationContact: providers.operationContact,
  financeContact: providers.financeContact,
  vatType: providers.vatType,
  vatRateBp: providers.vatRateBp,
  currencyId: providers.currencyId,
  timezone: providers.timezone,
  language: providers.language,
  autoPrintReceipt: providers.autoPrintReceipt,
  cCardMaxCountPayments: providers.cCardMaxCountPayments,
  shiftDifferenceLimit: providers.shiftDifferenceLimit,
  autoLockMinutes: providers.autoLockMinutes,
  orderSourceOptions: providers.orderSourceOptions,
  firstDayOfWeek: providers.firstDayOfWeek,
  // Whether a code is set: the hash itself never leaves this query.
  hasManagerCode: sql<boolean>`${providers.managerCodeHash} is not null`,
  // A code set before the 6-digit rule keeps working; the back office asks for a new one.
  managerCodeNeedsRenewal: sql<boolean>`(${providers.managerCodeHash} is not null and not ${providers.managerCodeMeetsRule})`,
};

export async function findProviderSettings(db: Tx, providerId: number) {
  const [row] = await db.select(settingsColumns).from(providers).where(eq(providers.id, providerId));
  return row ?? null;
}
export type ProviderSettingsRow = NonNullable<Awaited<ReturnType<typeof findProviderSettings>>>;

/** Settings columns a save may change (never the id, the manager code or the active flag). */
export type ProviderSettingsChange = Partial<Omit<typeof providers.$inferInsert, 'id' | 'managerCodeHash' | 'managerCodeMeetsRule' | 'active' | 'createdAt'>>;

/** A new manager code's hash, set under the 6-to-12-digit rule. */
export async function saveManagerCodeHash(db: Tx, providerId: number, hash: string): Promise<void> {
  await db.update(providers).set({ managerCodeHash: hash, managerCodeMeetsRule: true }).where(eq(providers.id, providerId));
}

export async function updateProviderSettings(db: Tx, providerId: number, values: ProviderSettingsChange): Promise<void> {
  if (Object.keys(values).length === 0) return;
  await db.update(providers).set(values).where(eq(providers.id, providerId));
}
