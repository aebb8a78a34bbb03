import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { providers, users } from './accounts';
import { orders } from './orders';

/** What a registering business adds after the quick sign-up (R-USER-9; C218 registration-details). */
export interface RegistrationDetails {
  shortDescription?: string;
  /** A PNG or JPEG as a data URL. */
  logo?: string;
}

/**
 * A provider that registered by itself (R-USER-9, R-USER-10): the e-mail is confirmed by a token
 * (only its SHA-256 is kept), then it waits for platform staff to approve. Status:
 * awaiting-email, awaiting-approval ("awaiting registration"), approved, rejected.
 */
export const providerRegistrations = pgTable(
  'provider_registrations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    providerId: integer('provider_id').notNull().references(() => providers.id),
    userId: integer('user_id').notNull().references(() => users.id),
    status: text('status').notNull(),
    language: text('language').notNull().default('he-IL'),
    emailTokenHash: text('email_token_hash').notNull(),
    emailTokenExpiresAt: timestamp('email_token_expires_at', { withTimezone: true }).notNull(),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    /** The terms' date the business accepted (shared/src/terms TERMS_VERSION). */
    termsVersion: text('terms_version').notNull(),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }).notNull(),
    details: jsonb('details').$type<RegistrationDetails>().notNull().default(sql`'{}'::jsonb`),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id),
    rejectReason: text('reject_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('provider_registrations_provider').on(t.providerId), uniqueIndex('provider_registrations_token').on(t.emailTokenHash), index('provider_registrations_status').on(t.status)],
);

/**
 * A member of the platform's own staff (a role of the platform, not a provider permission) and the
 * rights R-PERM-19 names for the back office: view, edit and create providers, and the platform's
 * other screens (registrations, promos, agencies).
 */
export const platformStaff = pgTable('platform_staff', {
  userId: integer('user_id').primaryKey().references(() => users.id),
  rights: text('rights').array().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What the platform decides about a provider: its CRM module (R-CRM-8), its operation status
 * (R-CLIENT-27: NEW, QA OK, QA ERR) and its agreed terms (R-TERMS-1..3, 9: AgreedTerms of shared/src/terms).
 */
export const providerPlatformSettings = pgTable('provider_platform_settings', {
  providerId: integer('provider_id').primaryKey().references(() => providers.id),
  crmModuleActive: boolean('crm_module_active').notNull().default(false),
  operationStatus: text('operation_status').notNull().default('NEW'),
  agreedTerms: jsonb('agreed_terms').$type<Record<string, number>>().notNull().default(sql`'{}'::jsonb`),
  updatedBy: integer('updated_by').references(() => users.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** R-TERMS-7: the provider's payment request for a month's settlement (month YYYY-MM). */
export const settlementPaymentRequests = pgTable(
  'settlement_payment_requests',
  {
    providerId: integer('provider_id').notNull().references(() => providers.id),
    month: text('month').notNull(),
    requestedOn: date('requested_on', { mode: 'string' }).notNull(),
    requestedBy: integer('requested_by').references(() => users.id),
  },
  (t) => [primaryKey({ columns: [t.providerId, t.month] })],
);

/**
 * R-TERMS-3: an order the provider cancelled for a facility fault or too few participants (the
 * cancellation fee applies); any other cancelled order is the customer's.
 */
export const providerCancellations = pgTable('provider_cancellations', {
  orderId: integer('order_id').primaryKey().references(() => orders.id),
  providerId: integer('provider_id').notNull().references(() => providers.id),
  reason: text('reason').notNull(),
  markedBy: integer('marked_by').references(() => users.id),
  markedAt: timestamp('marked_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An agency of the index (001 §3 Agency; R-USER-11): signs up, and its access is sent within 3
 * business days (access_due_on). Status: awaiting-access, active, inactive.
 */
export const agencies = pgTable(
  'agencies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    mobile: text('mobile').notNull(),
    website: text('website'),
    description: text('description'),
    language: text('language').notNull().default('he-IL'),
    status: text('status').notNull().default('awaiting-access'),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
    accessDueOn: date('access_due_on', { mode: 'string' }).notNull(),
    accessSentAt: timestamp('access_sent_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('agencies_name_lower').on(sql`lower(${t.name})`), uniqueIndex('agencies_email_lower').on(sql`lower(${t.email})`)],
);

/** An agent of an agency (001 §3 Agent: full name, email, mobile). */
export const agents = pgTable(
  'agents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    agencyId: integer('agency_id').notNull().references(() => agencies.id),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    mobile: text('mobile').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('agents_agency').on(t.agencyId)],
);

/**
 * A promotion the platform shows (001 §3 Promo; 000 §2 promo management): a banner with its desktop
 * and mobile pictures (R-FILE-7: best 1280x250 and 350x220), for a provider, product type, region and dates.
 */
export const promos = pgTable('promos', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  title: text('title').notNull(),
  providerId: integer('provider_id').references(() => providers.id),
  productTypeId: integer('product_type_id'),
  regionId: integer('region_id'),
  /** Lowest price shown on the banner, minor units. */
  price: integer('price'),
  fromDate: date('from_date', { mode: 'string' }).notNull(),
  toDate: date('to_date', { mode: 'string' }).notNull(),
  desktopImage: text('desktop_image').notNull(),
  desktopWidth: integer('desktop_width').notNull(),
  desktopHeight: integer('desktop_height').notNull(),
  mobileImage: text('mobile_image'),
  mobileWidth: integer('mobile_width'),
  mobileHeight: integer('mobile_height'),
  active: boolean('active').notNull().default(true),
  createdBy: integer('created_by').references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** R-SET-3: the provider's digital-contract extra fields (at most 15), in order. */
export const contractExtraFields = pgTable(
  'contract_extra_fields',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    providerId: integer('provider_id').notNull().references(() => providers.id),
    position: integer('position').notNull(),
    label: text('label').notNull(),
    required: boolean('required').notNull().default(false),
  },
  (t) => [uniqueIndex('contract_extra_fields_position').on(t.providerId, t.position)],
);

/**
 * A notice the platform puts in front of provider users when they open the back office (001 §3 init's
 * "modal alerts"): to every provider or to one, shown from one date to another (the provider's
 * local dates), until each user closes it (C009 cancel-modal-alert).
 */
export const modalAlerts = pgTable('modal_alerts', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  /** Null: every provider. */
  providerId: integer('provider_id').references(() => providers.id),
  title: text('title').notNull(),
  body: text('body').notNull(),
  fromDate: date('from_date', { mode: 'string' }).notNull(),
  toDate: date('to_date', { mode: 'string' }).notNull(),
  createdBy: integer('created_by').references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** C009: a user closed a modal alert; it is not shown to them again. */
export const modalAlertDismissals = pgTable(
  'modal_alert_dismissals',
  {
    alertId: integer('alert_id')
      .notNull()
      .references(() => modalAlerts.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.alertId, t.userId] })],
);
