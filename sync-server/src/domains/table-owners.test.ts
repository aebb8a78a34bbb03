/**
 * One owner per table (docs/architecture.md): only the owning domain inserts, updates or deletes
 * its tables. The table names come from the Drizzle schema; a file is caught writing a table by
 * the query builder (`.insert(orders)`, `.update(orderLines)`, `.delete(receipts)`) or by SQL text
 * (`insert into orders`, `update order_events`, `delete from ticket_scans`, `on conflict ... do update`
 * counts as the insert it belongs to). Tests and their fixtures set data up as they like.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../db/schema';

const SRC = fileURLToPath(new URL('..', import.meta.url));

/** Owning domain (a folder under src/domains) of each table this test guards, by SQL name. */
const OWNERS: Record<string, string> = {
  orders: 'orders',
  order_lines: 'orders',
  order_events: 'orders',
  order_number_sequences: 'orders',
  slot_occurrences: 'orders',
  documents: 'documents',
  document_lines: 'documents',
  document_payments: 'documents',
  custom_document_types: 'documents',
  document_number_blocks: 'documents',
  document_number_sequences: 'documents',
  shifts: 'shifts',
  ticket_scans: 'tickets',
  // business_clients itself is also written by the demo seed (src/demo), so only its own parts are guarded.
  business_client_contacts: 'business-clients',
  business_client_discounts: 'business-clients',
  business_client_translations: 'business-clients',
  business_client_photos: 'business-clients',
  notifications: 'messages',
  notification_reads: 'messages',
  notification_read_marks: 'messages',
  chat_messages: 'messages',
  export_tasks: 'exports',
  bulk_invoice_runs: 'bulk-invoices',
  // The CRM and its quotes (domains/crm); lead_types is defined with the employees, who only read it.
  crm_customers: 'crm',
  crm_list_items: 'crm',
  crm_leads: 'crm',
  crm_reminders: 'crm',
  crm_activities: 'crm',
  crm_quick_replies: 'crm',
  crm_history: 'crm',
  crm_customer_orders: 'crm',
  quotes: 'crm',
  lead_types: 'crm',
};

/** Schema export name -> SQL table name, for every table of the schema. */
function schemaTables(): Map<string, string> {
  const tables = new Map<string, string>();
  for (const [name, value] of Object.entries(schema)) if (is(value, PgTable)) tables.set(name, getTableName(value));
  return tables;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(entry) && !/\.(test|fixtures)\.ts$/.test(entry) ? [path] : [];
  });
}

/** The guarded tables a source text writes, by SQL name. */
export function tablesWritten(text: string, tables: Map<string, string>): Set<string> {
  const written = new Set<string>();
  for (const [exportName, sqlName] of tables) {
    if (!(sqlName in OWNERS)) continue;
    if (new RegExp(`\\.(insert|update|delete)\\(\\s*${exportName}\\s*\\)`).test(text)) written.add(sqlName);
    if (new RegExp(`\\b(insert\\s+into|update|delete\\s+from)\\s+${sqlName}\\b(?!_)`, 'i').test(text)) written.add(sqlName);
  }
  return written;
}

describe('one owner per table', () => {
  const tables = schemaTables();

  it('reads every guarded table from the schema', () => {
    expect([...tables.values()].filter((t) => t in OWNERS).sort()).toEqual(Object.keys(OWNERS).sort());
  });

  it('finds writes by the query builder and by SQL text, not reads', () => {
    expect([...tablesWritten('await tx.insert(orderLines).values(rows)', tables)]).toEqual(['order_lines']);
    expect([...tablesWritten('sql`update order_events e set details = 1`', tables)]).toEqual(['order_events']);
    expect([...tablesWritten('sql`insert into slot_occurrences as o (slot_id)`', tables)]).toEqual(['slot_occurrences']);
    expect([...tablesWritten('tx.select().from(orders).for("update"); sql`select * from receipts`; sql`update orders_archive set x = 1`', tables)]).toEqual([]);
  });

  it('only the owning domain inserts, updates or deletes orders, order lines, order events, seats, receipts, shifts and ticket scans', () => {
    const misplaced: string[] = [];
    for (const file of sourceFiles(SRC)) {
      const path = relative(SRC, file).split(sep).join('/');
      if (path.startsWith('test/')) continue;
      const domain = /^domains\/([^/]+)\//.exec(path)?.[1];
      for (const table of tablesWritten(readFileSync(file, 'utf8'), tables)) {
        if (OWNERS[table] !== domain) misplaced.push(`${path} writes ${table} (owner: domains/${OWNERS[table]})`);
      }
    }
    expect(misplaced).toEqual([]);
  });
});
