import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { providers, users } from './accounts';
import { banks } from './reference';

/**
 * A bank account of the provider (spec 001 §3 Bank account; R-SET-1), offered as the provider
 * account a bank transfer is paid into. Deleting one only marks it: payments already made name it.
 */
export const providerBankAccounts = pgTable(
  'provider_bank_accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    providerId: integer('provider_id').notNull().references(() => providers.id),
    name: text('name').notNull().default(''),
    bankId: integer('bank_id').notNull().references(() => banks.id),
    branchNumber: text('branch_number').notNull(),
    /** Digits only (R-SET-1). */
    accountNumber: text('account_number').notNull(),
    /** The account's code in the external accounting system, if any. */
    externalAccount: text('external_account'),
    /** The currencies (shared/src/reference.ts CURRENCIES) the account takes: at least one. */
    currencyIds: integer('currency_ids').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('provider_bank_accounts_provider').on(t.providerId).where(sql`${t.deletedAt} is null`)],
);

/**
 * The rate of a foreign currency to the provider's local currency from a date on (R-SET-7), scaled
 * by RATE_SCALE of shared/src/currency.ts (3.6512 is 3651200). One rate per currency and date.
 */
export const providerCurrencyRates = pgTable(
  'provider_currency_rates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    providerId: integer('provider_id').notNull().references(() => providers.id),
    currencyId: integer('currency_id').notNull(),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    rate: bigint('rate', { mode: 'number' }).notNull(),
    updatedBy: integer('updated_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('provider_currency_rates_day').on(t.providerId, t.currencyId, t.fromDate)],
);
