/** CRM leads: reading (the list, one lead, a customer's leads) and writing. */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { LeadStatus, LeadView } from '@pos/shared/api/crm';
import type { Tx } from '../../db/client';
import { queryRows } from '../../db/sql-rows';
import { crmLeads } from '../../db/schema';

export type LeadValues = Pick<typeof crmLeads.$inferInsert, 'leadSourceId' | 'leadTypeId' | 'description' | 'remarks' | 'numberOfGuests'>;

interface LeadRow {
  id: number;
  crm_customer_id: number;
  first_name: string;
  last_name: string;
  mobile: string;
  lead_source_id: number | null;
  lead_type_id: number | null;
  description: string;
  remarks: string;
  number_of_guests: number | null;
  active: boolean;
  status: LeadStatus;
  created_at: string | Date;
  quotes_qty: number;
}

const leadView = (r: LeadRow): LeadView => ({
  id: r.id,
  crmCustomerId: r.crm_customer_id,
  customerName: `${r.first_name} ${r.last_name}`.trim(),
  customerMobile: r.mobile,
  leadSourceId: r.lead_source_id,
  leadTypeId: r.lead_type_id,
  description: r.description,
  remarks: r.remarks,
  numberOfGuests: r.number_of_guests,
  active: r.active,
  status: r.status,
  creationDate: new Date(r.created_at).toISOString(),
  quotesQty: Number(r.quotes_qty),
});

const leadsQuery = (where: SQL, limit: number, offset: number) => sql`
  select l.id, l.crm_customer_id, c.first_name, c.last_name, c.mobile, l.lead_source_id, l.lead_type_id, l.description, l.remarks,
         l.number_of_guests, l.active, l.status, l.created_at,
         (select count(*) from quotes q where q.crm_customer_lead_id = l.id)::int as quotes_qty
    from crm_leads l join crm_customers c on c.id = l.crm_customer_id
   where ${where}
   order by l.id desc
   limit ${limit} offset ${offset}`;

export async function findLead(db: Tx, providerId: number, id: number): Promise<LeadView | null> {
  const [row] = await queryRows<LeadRow>(db, leadsQuery(sql`l.provider_id = ${providerId} and l.id = ${id}`, 1, 0));
  return row ? leadView(row) : null;
}

export interface LeadSearch {
  status?: LeadStatus;
  active?: boolean;
  leadTypeId?: number;
  keyword?: string;
}

/** The leads a search finds (l: crm_leads, c: their customers). */
export function leadsWhere(providerId: number, filter: LeadSearch): SQL {
  const parts: SQL[] = [sql`l.provider_id = ${providerId}`];
  if (filter.status) parts.push(sql`l.status = ${filter.status}`);
  if (filter.active !== undefined) parts.push(sql`l.active = ${filter.active}`);
  if (filter.leadTypeId) parts.push(sql`l.lead_type_id = ${filter.leadTypeId}`);
  const k = filter.keyword?.trim().toLowerCase();
  if (k) {
    const like = `%${k.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    parts.push(sql`(lower(c.first_name || ' ' || c.last_name) like ${like} or lower(l.description) like ${like} or c.mobile like ${like})`);
  }
  return sql.join(parts, sql` and `);
}

export async function searchLeads(db: Tx, providerId: number, filter: LeadSearch, pageIndex: number, pageSize: number) {
  const where = leadsWhere(providerId, filter);
  const [rows, [count]] = await Promise.all([
    queryRows<LeadRow>(db, leadsQuery(where, pageSize, pageIndex * pageSize)),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from crm_leads l join crm_customers c on c.id = l.crm_customer_id where ${where}`),
  ]);
  return { items: rows.map(leadView), totalCount: Number(count?.n ?? 0), pageIndex, pageSize };
}

/** A customer's leads, newest first, after `lastId` (R-CRM-9). */
export async function customerLeads(db: Tx, providerId: number, crmCustomerId: number, lastId: number | undefined, pageSize: number): Promise<LeadView[]> {
  const rows = await queryRows<LeadRow>(
    db,
    leadsQuery(sql`l.provider_id = ${providerId} and l.crm_customer_id = ${crmCustomerId}${lastId ? sql` and l.id < ${lastId}` : sql``}`, pageSize, 0),
  );
  return rows.map(leadView);
}

/** The lead's customer when the lead is the provider's. */
export async function leadCustomerId(db: Tx, providerId: number, id: number): Promise<number | null> {
  const [row] = await db.select({ crmCustomerId: crmLeads.crmCustomerId }).from(crmLeads).where(and(eq(crmLeads.providerId, providerId), eq(crmLeads.id, id))).limit(1);
  return row?.crmCustomerId ?? null;
}

/** R-CRM-1: a new lead is New and active (the columns' defaults). */
export async function insertLead(db: Tx, providerId: number, userId: number, crmCustomerId: number, values: LeadValues): Promise<number> {
  const [row] = await db.insert(crmLeads).values({ providerId, crmCustomerId, createdBy: userId, ...values }).returning({ id: crmLeads.id });
  return row!.id;
}

export async function updateLead(db: Tx, providerId: number, id: number, values: LeadValues & { status?: LeadStatus; active?: boolean }): Promise<boolean> {
  const rows = await db.update(crmLeads).set({ ...values, updatedAt: new Date() }).where(and(eq(crmLeads.providerId, providerId), eq(crmLeads.id, id))).returning({ id: crmLeads.id });
  return rows.length > 0;
}
