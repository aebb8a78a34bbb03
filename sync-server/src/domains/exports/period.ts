import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** The provider's local dates fromDate..toDate (both included) as a range on an instant column, so its index serves. */
export function inPeriod(column: AnyPgColumn, fromDate: string, toDate: string, timeZone: string): SQL {
  return sql`${column} >= (${fromDate}::date::timestamp at time zone ${timeZone}) and ${column} < ((${toDate}::date + 1)::timestamp at time zone ${timeZone})`;
}

/** An instant as the provider's local DD/MM/YYYY, in SQL (display form, ARCHITECTURE "Money, time and language"). */
export const localDay = (column: AnyPgColumn, timeZone: string): SQL<string> => sql<string>`to_char(${column} at time zone ${timeZone}, 'DD/MM/YYYY')`;
