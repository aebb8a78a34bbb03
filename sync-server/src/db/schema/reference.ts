import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Platform-wide reference lists kept in tables (seeded by the demo seed and by migrations).
 * Fixed enumerations (price types, channels, languages, currencies) live in shared/src/reference.ts.
 */
export const regions = pgTable('regions', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  /** north, Jerusalem, south, center (R-CLIENT-28) */
  direction: text('direction'),
});

export const cities = pgTable('cities', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  regionId: integer('region_id').references(() => regions.id),
  countryId: integer('country_id'),
});

export const countries = pgTable('countries', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
});

export const productTypes = pgTable('product_types', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
});

export const banks = pgTable('banks', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
});

export const bankBranches = pgTable('bank_branches', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  bankId: integer('bank_id').notNull().references(() => banks.id),
  number: text('number').notNull(),
  name: text('name').notNull(),
});

export const officialClubs = pgTable('official_clubs', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  active: boolean('active').notNull().default(true),
});
