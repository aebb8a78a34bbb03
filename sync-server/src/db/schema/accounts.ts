import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** An operation or finance contact of a provider (spec 001 §3 Provider). */
export interface ProviderContact {
  name: string | null;
  phone: string | null;
  email: string | null;
}

/** A business that sells on the platform. Every other row belongs to one provider. */
export const providers = pgTable('providers', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  companyId: text('company_id'),
  companyName: text('company_name'),
  nameOfTheBusinessForInvoice: text('name_of_the_business_for_invoice'),
  email: text('email'),
  mobile: text('mobile'),
  address: text('address'),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  website: text('website'),
  operationContact: jsonb('operation_contact').$type<ProviderContact>(),
  financeContact: jsonb('finance_contact').$type<ProviderContact>(),
  /** R-SET-5: VAT type IncVat or NoVat, and the percent in basis points (18% = 1800). */
  vatType: text('vat_type').notNull().default('IncVat'),
  vatRateBp: integer('vat_rate_bp').notNull().default(1800),
  /** Local currency id (see shared/src/reference.ts CURRENCIES). */
  currencyId: integer('currency_id').notNull().default(1),
  timezone: text('timezone').notNull().default('Asia/Jerusalem'),
  language: text('language').notNull().default('he-IL'),
  active: boolean('active').notNull().default(true),
  /** argon2 hash of the manager code that closes shifts (never the plain code). */
  managerCodeHash: text('manager_code_hash'),
  /** The code was set under the 6-to-12-digit rule; false for a code set before it (the back office asks for a new one). */
  managerCodeMeetsRule: boolean('manager_code_meets_rule').notNull().default(false),
  autoPrintReceipt: boolean('auto_print_receipt').notNull().default(false),
  cCardMaxCountPayments: integer('c_card_max_count_payments').notNull().default(12),
  /** Largest cash difference (minor units) a cashier may close a shift with before the manager code is needed. */
  shiftDifferenceLimit: integer('shift_difference_limit').notNull().default(5000),
  /** The week's first day in calendars and date pickers, named SUN..SAT (R-CLIENT-25 naming); Israeli calendars start on Sunday. */
  firstDayOfWeek: text('first_day_of_week').notNull().default('SUN'),
  /** Issue 16: minutes a station may stay idle before it locks back to the PIN screen; 0 never locks. */
  autoLockMinutes: integer('auto_lock_minutes').notNull().default(0),
  orderSourceOptions: jsonb('order_source_options').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A profile groups permissions (R-PERM-15: at least one). */
export const profiles = pgTable(
  'profiles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    providerId: integer('provider_id').notNull().references(() => providers.id),
    name: text('name').notNull(),
    permissions: integer('permissions').array().notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('profiles_provider_name').on(t.providerId, t.name)],
);

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    providerId: integer('provider_id').notNull().references(() => providers.id),
    /** Login names are unique across the platform (login is by username alone). */
    username: text('username').notNull(),
    email: text('email'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    mobile: text('mobile'),
    passwordHash: text('password_hash').notNull(),
    /** Issue 16: argon2id hash of the 4-6 digit station PIN (opens this provider's POS only, never the back office). */
    stationPinHash: text('station_pin_hash'),
    profileId: integer('profile_id').references(() => profiles.id),
    active: boolean('active').notNull().default(true),
    language: text('language').notNull().default('he-IL'),
    /** Cashier limits (R-CASH-3, R-CASH-4); required when the profile holds Cashier (28). */
    maxChecks: integer('max_checks'),
    maxDiscountPercent: integer('max_discount_percent'),
    allowedPriceTypeIds: integer('allowed_price_type_ids').array(),
    allowedProductIds: integer('allowed_product_ids').array(),
    allowedClientTypeIds: integer('allowed_client_type_ids').array(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_username_lower').on(sql`lower(${t.username})`),
    index('users_provider').on(t.providerId),
    index('users_email_lower').on(sql`lower(${t.email})`),
  ],
);

/** People's sessions: the cookie holds a random token; only its SHA-256 is stored. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id),
    providerId: integer('provider_id').notNull().references(() => providers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user').on(t.userId)],
);

/** Failed logins per (kind, key) in a sliding window: kept in Postgres so any server process sees them. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    failures: integer('failures').notNull().default(0),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.key] })],
);

export const passwordResets = pgTable('password_resets', {
  tokenHash: text('token_hash').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
