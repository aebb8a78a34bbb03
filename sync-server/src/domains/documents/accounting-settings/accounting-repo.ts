import { eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { providerAccounting } from '../../../db/schema';
import { decryptSecret } from './secret';

export type AccountingRow = typeof providerAccounting.$inferSelect;
export type AccountingChange = Partial<Omit<typeof providerAccounting.$inferInsert, 'providerId' | 'updatedAt'>>;

export async function findAccounting(tx: Tx, providerId: number): Promise<AccountingRow | null> {
  const [row] = await tx.select().from(providerAccounting).where(eq(providerAccounting.providerId, providerId));
  return row ?? null;
}

/** Writes the given columns; the first save of a provider fills the tax status it had by default. */
export async function saveAccounting(tx: Tx, providerId: number, defaults: { taxStatus: string }, change: AccountingChange): Promise<void> {
  const set = { ...change, updatedAt: new Date() };
  await tx
    .insert(providerAccounting)
    .values({ providerId, taxStatus: defaults.taxStatus, ...change })
    .onConflictDoUpdate({ target: providerAccounting.providerId, set });
}

/** The allocation service's credentials, the secret decrypted: for the allocation client only. */
export interface AllocationCredentials {
  clientId: string;
  clientSecret: string;
}

export async function allocationCredentialsOf(tx: Tx, providerId: number): Promise<AllocationCredentials | null> {
  const row = await findAccounting(tx, providerId);
  if (!row?.allocationClientId || row.allocationSecretEncrypted === '') return null;
  return { clientId: row.allocationClientId, clientSecret: decryptSecret(row.allocationSecretEncrypted) };
}

/** The journal import's ledger accounts ('' when not set): what the Hashavshevet export books to. */
export interface LedgerAccounts {
  customers: string;
  income: string;
  vat: string;
  receipts: string;
}

export async function ledgerAccountsOf(tx: Tx, providerId: number): Promise<LedgerAccounts> {
  const row = await findAccounting(tx, providerId);
  return { customers: row?.customersAccount ?? '', income: row?.incomeAccount ?? '', vat: row?.vatAccount ?? '', receipts: row?.receiptsAccount ?? '' };
}
