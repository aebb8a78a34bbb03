import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { banks, providerBankAccounts } from '../../db/schema';
import type { BankAccount } from '@pos/shared/api/provider-accounts';

type AccountValues = Omit<typeof providerBankAccounts.$inferInsert, 'id' | 'providerId' | 'createdAt' | 'updatedAt' | 'deletedAt'>;

const accountColumns = {
  id: providerBankAccounts.id,
  name: providerBankAccounts.name,
  bankId: providerBankAccounts.bankId,
  bankCode: banks.code,
  bankName: banks.name,
  branchNumber: providerBankAccounts.branchNumber,
  accountNumber: providerBankAccounts.accountNumber,
  externalAccount: providerBankAccounts.externalAccount,
  currencyIds: providerBankAccounts.currencyIds,
};

const liveOf = (providerId: number) => and(eq(providerBankAccounts.providerId, providerId), isNull(providerBankAccounts.deletedAt));

/** The provider's bank accounts that are not deleted, oldest first. */
export async function listBankAccounts(db: Tx, providerId: number): Promise<BankAccount[]> {
  return db.select(accountColumns).from(providerBankAccounts).innerJoin(banks, eq(banks.id, providerBankAccounts.bankId)).where(liveOf(providerId)).orderBy(asc(providerBankAccounts.id));
}

export async function findBankAccount(db: Tx, providerId: number, id: number): Promise<BankAccount | null> {
  const [row] = await db
    .select(accountColumns)
    .from(providerBankAccounts)
    .innerJoin(banks, eq(banks.id, providerBankAccounts.bankId))
    .where(and(liveOf(providerId), eq(providerBankAccounts.id, id)));
  return row ?? null;
}

export async function bankExists(db: Tx, bankId: number): Promise<boolean> {
  const [row] = await db.select({ id: banks.id }).from(banks).where(eq(banks.id, bankId));
  return row !== undefined;
}

export async function insertBankAccount(db: Tx, providerId: number, values: AccountValues): Promise<number> {
  const [row] = await db.insert(providerBankAccounts).values({ ...values, providerId }).returning({ id: providerBankAccounts.id });
  return row!.id;
}

/** Whether the account was there to change (of this provider, not deleted). */
export async function updateBankAccount(db: Tx, providerId: number, id: number, values: AccountValues): Promise<boolean> {
  const rows = await db
    .update(providerBankAccounts)
    .set({ ...values, updatedAt: new Date() })
    .where(and(liveOf(providerId), eq(providerBankAccounts.id, id)))
    .returning({ id: providerBankAccounts.id });
  return rows.length > 0;
}

/** Marks the account deleted; whether it was there to delete. */
export async function deleteBankAccount(db: Tx, providerId: number, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(providerBankAccounts)
    .set({ deletedAt: now, updatedAt: now })
    .where(and(liveOf(providerId), eq(providerBankAccounts.id, id)))
    .returning({ id: providerBankAccounts.id });
  return rows.length > 0;
}
