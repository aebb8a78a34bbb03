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
  orderSourceOptions: providers.orderSourceOptions,
  // Whether a code is set: the hash itself never leaves this query.
  hasManagerCode: sql<boolean>`${providers.managerCodeHash} is not null`,
};

export async function findProviderSettings(db: Tx, providerId: number) {
  const [row] = await db.select(settingsColumns).from(providers).where(eq(providers.id, providerId));
  return row ?? null;
}
export type ProviderSettingsRow = NonNullable<Awaited<ReturnType<typeof findProviderSettings>>>;

/** Settings columns a save may change (never the id, the manager code or the active flag). */
export type ProviderSettingsChange = Partial<Omit<typeof providers.$inferInsert, 'id' | 'managerCodeHash' | 'active' | 'createdAt'>>;

export async function updateProviderSettings(db: Tx, providerId: number, values: ProviderSettingsChange): Promise<void> {
  if (Object.keys(values).length === 0) return;
  await db.update(providers).set(values).where(eq(providers.id, providerId));
}
