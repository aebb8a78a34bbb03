/**
 * The CRM's reference lists (C318-C329, fields id, active, name): activity types, activity
 * locations and lead sources in crm_list_items, lead types in the employees' lead_types (the CRM
 * manages them; employees only read them). R-CRM-6: an item in use is made not active instead of deleted.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { CrmList, ListItemView } from '@pos/shared/api/crm';
import type { Tx } from '../../db/client';
import { queryRows } from '../../db/sql-rows';
import { crmListItems, leadTypes } from '../../db/schema';

type ItemKind = Exclude<CrmList, 'lead-types'>;

/** Where each list's items are used: a use keeps an item from being deleted (R-CRM-6). */
const USES: Record<CrmList, string[]> = {
  'activity-types': ['select 1 from crm_activities where activity_type_id = $id'],
  'activity-locations': ['select 1 from crm_activities where activity_location_id = $id'],
  'lead-sources': ['select 1 from crm_leads where lead_source_id = $id'],
  'lead-types': [
    'select 1 from crm_leads where lead_type_id = $id',
    'select 1 from crm_quick_replies where lead_type_id = $id',
    'select 1 from employees where $id = any(lead_type_ids)',
  ],
};

export async function listItems(db: Tx, providerId: number, list: CrmList): Promise<ListItemView[]> {
  if (list === 'lead-types') {
    return db.select({ id: leadTypes.id, active: leadTypes.active, name: leadTypes.name }).from(leadTypes).where(eq(leadTypes.providerId, providerId)).orderBy(asc(leadTypes.name));
  }
  return db
    .select({ id: crmListItems.id, active: crmListItems.active, name: crmListItems.name })
    .from(crmListItems)
    .where(and(eq(crmListItems.providerId, providerId), eq(crmListItems.kind, list)))
    .orderBy(asc(crmListItems.name));
}

/** Whether the id is an item of the provider's list (active only, when asked). */
export async function isListItem(db: Tx, providerId: number, list: CrmList, id: number, activeOnly = false): Promise<boolean> {
  const items = await listItems(db, providerId, list);
  return items.some((i) => i.id === id && (!activeOnly || i.active));
}

/** Creates or changes an item; answers it, or null when the id is not the provider's. */
export async function saveListItem(db: Tx, providerId: number, list: CrmList, input: { id?: number | null; name: string; active?: boolean }): Promise<ListItemView | null> {
  const name = input.name.trim();
  const active = input.active ?? true;
  const table = list === 'lead-types' ? leadTypes : crmListItems;
  const mine = list === 'lead-types' ? eq(leadTypes.providerId, providerId) : and(eq(crmListItems.providerId, providerId), eq(crmListItems.kind, list));
  if (input.id) {
    const [row] = await db
      .update(table)
      .set({ name, active })
      .where(and(eq(table.id, input.id), mine))
      .returning({ id: table.id, active: table.active, name: table.name });
    return row ?? null;
  }
  const values = list === 'lead-types' ? { providerId, name, active } : { providerId, kind: list as ItemKind, name, active };
  const [row] = await db.insert(table).values(values as typeof crmListItems.$inferInsert).returning({ id: table.id, active: table.active, name: table.name });
  return row!;
}

export async function listItemInUse(db: Tx, list: CrmList, id: number): Promise<boolean> {
  for (const use of USES[list]) {
    const [first, rest] = use.split('$id') as [string, string];
    const rows = await queryRows(db, sql`${sql.raw(first)}${id}${sql.raw(rest)} limit 1`);
    if (rows.length > 0) return true;
  }
  return false;
}

/** R-CRM-6: deleted when unused, else made not active. Null: not the provider's item. */
export async function deleteListItem(db: Tx, providerId: number, list: CrmList, id: number): Promise<{ deleted: boolean; deactivated: boolean } | null> {
  if (!(await isListItem(db, providerId, list, id))) return null;
  const table = list === 'lead-types' ? leadTypes : crmListItems;
  if (await listItemInUse(db, list, id)) {
    await db.update(table).set({ active: false }).where(eq(table.id, id));
    return { deleted: false, deactivated: true };
  }
  await db.delete(table).where(eq(table.id, id));
  return { deleted: true, deactivated: false };
}
