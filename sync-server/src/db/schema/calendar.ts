import { boolean, date, index, integer, pgTable, primaryKey, text, time, timestamp } from 'drizzle-orm/pg-core';
import { providers } from './accounts';
import { products } from './catalogue';

/**
 * A slot is a series: one occurrence (repeatMode 1), daily (2) or weekly on week-day flags (3),
 * ending after repeatCount occurrences or on repeatEndDate (R-SLOT-1, R-SLOT-2). Times are the
 * provider's local wall-clock times. An edited occurrence is a slot of its own with originalSlotId
 * (R-SLOT-6), and the original gets a repeat stop for that date.
 */
export const slots = pgTable(
  'slots',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    providerId: integer('provider_id').notNull().references(() => providers.id),
    productId: integer('product_id').notNull().references(() => products.id),
    originalSlotId: integer('original_slot_id'),
    /** The occurrence date of the original series this slot replaces (edited occurrences). */
    originalDate: date('original_date', { mode: 'string' }),
    /** null: unlimited (R-SLOT-20). */
    limit: integer('limit'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    /** minutes; end minus start when absent (R-SLOT-14) */
    duration: integer('duration').notNull(),
    repeatMode: integer('repeat_mode').notNull().default(1),
    daysOfWeek: integer('days_of_week').notNull().default(0),
    repeatEndDate: date('repeat_end_date', { mode: 'string' }),
    repeatCount: integer('repeat_count'),
    blockCreatingNewOrdersBefore: text('block_creating_new_orders_before').notNull().default('allow'),
    orderBlockMinutes: integer('order_block_minutes').notNull().default(0),
    forGroups: boolean('for_groups').notNull().default(false),
    forIndividuals: boolean('for_individuals').notNull().default(true),
    isVirtual: boolean('is_virtual').notNull().default(false),
    /** R-EMP-6: may employees be assigned to this slot's occurrences (with its product's flag). */
    allowAssignEmployees: boolean('allow_assign_employees').notNull().default(true),
    extraInfo: text('extra_info').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Deleted slots keep their orders; availability closes (R-SLOT-3). */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('slots_product').on(t.productId), index('slots_provider_dates').on(t.providerId, t.startDate)],
);

/** Occurrences removed from a series: deleted (isChange false) or replaced by an edited slot (isChange true). */
export const repeatStops = pgTable(
  'repeat_stops',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slotId: integer('slot_id').notNull().references(() => slots.id),
    productId: integer('product_id').notNull(),
    isChange: boolean('is_change').notNull().default(false),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    daysOfWeek: integer('days_of_week').notNull().default(127),
  },
  (t) => [index('repeat_stops_slot').on(t.slotId)],
);

/** Sold count of one occurrence of a slot: the one place seats are counted (never oversell). */
export const slotOccurrences = pgTable(
  'slot_occurrences',
  {
    slotId: integer('slot_id').notNull().references(() => slots.id),
    date: date('date', { mode: 'string' }).notNull(),
    sold: integer('sold').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.slotId, t.date] })],
);

/** R-STOP-1: a stop sale on one slot occurrence, a day or a date range, full days or hours, for products. */
export const stopSales = pgTable(
  'stop_sales',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    providerId: integer('provider_id').notNull().references(() => providers.id),
    productIds: integer('product_ids').array().notNull(),
    /** set when the stop sale is for one slot occurrence only */
    slotId: integer('slot_id'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    daysOfWeek: integer('days_of_week').notNull().default(127),
    fromTime: time('from_time'),
    toTime: time('to_time'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stop_sales_provider_dates').on(t.providerId, t.startDate, t.endDate)],
);

/** A stop sale lifted for one slot occurrence (R-STOP-2). */
export const stopSaleLifts = pgTable(
  'stop_sale_lifts',
  {
    stopSaleId: integer('stop_sale_id').notNull().references(() => stopSales.id),
    slotId: integer('slot_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.stopSaleId, t.slotId, t.date] })],
);

export const calendarEvents = pgTable(
  'calendar_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    providerId: integer('provider_id').notNull().references(() => providers.id),
    productId: integer('product_id'),
    originalSlotId: integer('original_slot_id'),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    startTime: time('start_time'),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    endTime: time('end_time'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('calendar_events_provider_dates').on(t.providerId, t.startDate)],
);
