import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { providers, users } from './accounts';
import { slots } from './calendar';

/**
 * An employee (001 §3 Employee): a guide or other staff the provider assigns to slot occurrences.
 * R-EMP-1: a pid or an employee number (the check constraint backs the server's own check).
 * R-EMP-3: the calendar colour defaults to black. The rate is per hour in minor units of its currency.
 */
export const employees = pgTable(
  'employees',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    providerId: integer('provider_id').notNull().references(() => providers.id),
    pid: text('pid'),
    employeeNumber: text('employee_number'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    email: text('email').notNull().default(''),
    mobile: text('mobile').notNull(),
    address: text('address').notNull().default(''),
    /** active (R-EMP-4: the list shows active employees by default) */
    status: boolean('status').notNull().default(true),
    ratePerHour: integer('rate_per_hour'),
    currencyId: integer('currency_id').notNull().default(1),
    calendarColor: text('calendar_color').notNull().default('#000000'),
    /** R-EMP-6: the employee may be assigned to slots. */
    allowAssignEmployees: boolean('allow_assign_employees').notNull().default(true),
    tagIds: integer('tag_ids').array().notNull().default(sql`'{}'::integer[]`),
    productIds: integer('product_ids').array().notNull().default(sql`'{}'::integer[]`),
    leadTypeIds: integer('lead_type_ids').array().notNull().default(sql`'{}'::integer[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('employees_provider').on(t.providerId),
    uniqueIndex('employees_provider_pid').on(t.providerId, t.pid).where(sql`${t.pid} is not null and ${t.deletedAt} is null`),
    uniqueIndex('employees_provider_number').on(t.providerId, t.employeeNumber).where(sql`${t.employeeNumber} is not null and ${t.deletedAt} is null`),
    check('employees_pid_or_number', sql`${t.pid} is not null or ${t.employeeNumber} is not null`),
  ],
);

/** The provider's employee tags; a tag in use is made not active instead of deleted (000 §4). */
export const employeeTags = pgTable(
  'employee_tags',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    providerId: integer('provider_id').notNull().references(() => providers.id),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('employee_tags_provider_name').on(t.providerId, sql`lower(${t.name})`).where(sql`${t.active}`)],
);

/** The kinds of lead an employee handles (C258). */
export const leadTypes = pgTable(
  'lead_types',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    providerId: integer('provider_id').notNull().references(() => providers.id),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('lead_types_provider').on(t.providerId)],
);

/**
 * An employee working one slot occurrence: the slot (calendar's series row) and the occurrence's
 * date, as the calendar identifies an occurrence (slotId, date).
 */
export const employeeAssignments = pgTable(
  'employee_assignments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    providerId: integer('provider_id').notNull().references(() => providers.id),
    employeeId: integer('employee_id').notNull().references(() => employees.id),
    slotId: integer('slot_id').notNull().references(() => slots.id),
    date: date('date', { mode: 'string' }).notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('employee_assignments_occurrence').on(t.employeeId, t.slotId, t.date),
    index('employee_assignments_provider_date').on(t.providerId, t.date),
    index('employee_assignments_slot_date').on(t.slotId, t.date),
  ],
);

/**
 * A CSV export of employees (C172) or of employee slots (C177), made by a job on the queue: asked
 * (Initial), being made (InProgress), Done with its CSV, or Fail with the reason.
 */
export const employeeExports = pgTable(
  'employee_exports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    providerId: integer('provider_id').notNull().references(() => providers.id),
    /** employees | employee-slots */
    kind: text('kind').notNull(),
    filter: jsonb('filter').$type<Record<string, unknown>>().notNull(),
    language: text('language').notNull(),
    status: text('status').notNull().default('Initial'),
    csv: text('csv'),
    rows: integer('rows'),
    error: text('error'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('employee_exports_provider').on(t.providerId, t.createdAt)],
);
