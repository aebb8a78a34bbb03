import { FieldErrorCollector, notFound } from '@pos/shared/errors';
import { CURRENCIES } from '@pos/shared/reference';
import type { Db } from '../../db/client';
import type { BankAccount, BankAccountInput } from '@pos/shared/api/provider-accounts';
import { bankExists, findBankAccount, insertBankAccount, updateBankAccount } from './accounts-repo';

/** R-SET-1, read as "longer than 3": an account number is 4 or more digits (DECISIONS.md). */
export const ACCOUNT_NUMBER_MIN_DIGITS = 4;
const ACCOUNT_NUMBER_MAX_DIGITS = 20;
const BRANCH_PATTERN = /^\d{1,10}$/;
const CURRENCY_IDS = new Set<number>(CURRENCIES.map((c) => c.id));

const trimmed = (text: string | null | undefined) => text?.trim() ?? '';

/** R-SET-1: bank, branch, currency and number are required; branch and number are digits only. */
async function checkedAccount(db: Db, input: BankAccountInput) {
  const errors = new FieldErrorCollector();
  const branchNumber = trimmed(input.branchNumber);
  const accountNumber = trimmed(input.accountNumber);
  const currencyIds = [...new Set(input.currencyIds ?? [])];

  if (input.bankId == null) errors.add('bankId', 'Bank is required.');
  else errors.check(await bankExists(db, input.bankId), 'bankId', 'Unknown bank.');
  if (!branchNumber) errors.add('branchNumber', 'Branch is required.');
  else errors.check(BRANCH_PATTERN.test(branchNumber), 'branchNumber', 'Branch number is digits only.');
  if (!accountNumber) errors.add('accountNumber', 'Account number is required.');
  else if (!/^\d+$/.test(accountNumber)) errors.add('accountNumber', 'Account number is digits only.');
  else if (accountNumber.length < ACCOUNT_NUMBER_MIN_DIGITS) errors.add('accountNumber', `Account number must be longer than ${ACCOUNT_NUMBER_MIN_DIGITS - 1} digits.`, 'min-digits', { min: ACCOUNT_NUMBER_MIN_DIGITS });
  else errors.check(accountNumber.length <= ACCOUNT_NUMBER_MAX_DIGITS, 'accountNumber', `Account number has at most ${ACCOUNT_NUMBER_MAX_DIGITS} digits.`, 'max-digits', { max: ACCOUNT_NUMBER_MAX_DIGITS });
  if (currencyIds.length === 0) errors.add('currencyIds', 'Currency is required.');
  else errors.check(currencyIds.every((id) => CURRENCY_IDS.has(id)), 'currencyIds', 'Unknown currency.');
  errors.throwIfAny();

  return { name: trimmed(input.name), bankId: input.bankId!, branchNumber, accountNumber, externalAccount: trimmed(input.externalAccount) || null, currencyIds: currencyIds.sort((a, b) => a - b) };
}

/** POST provider/accounts/save: creates an account of the caller's provider, or replaces one. */
export async function saveBankAccount(db: Db, providerId: number, input: BankAccountInput): Promise<BankAccount> {
  const values = await checkedAccount(db, input);
  let id = input.id ?? null;
  if (id === null) id = await insertBankAccount(db, providerId, values);
  else if (!(await updateBankAccount(db, providerId, id, values))) throw notFound('Bank account');
  return (await findBankAccount(db, providerId, id))!;
}
