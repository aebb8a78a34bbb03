/**
 * CRM customers: reading (the card's counts and value, the list, the pickers) and writing. Counts
 * come from the customer's leads and linked orders (crm_customer_orders).
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { CrmCustomerShortView, CrmCustomerView } from '@pos/shared/api/crm';
import type { Tx } from '../../db/client';
import { queryRows } from '../../db/sql-rows';
import { crmCustomers } from '../../db/schema';

export type CustomerValues = Pick<typeof crmCustomers.$inferInsert, 'firstName' | 'lastName' | 'birthdate' | 'businessClientId' | 'email' | 'mobile' | 'remarks' | 'subscribe'>;

interface CustomerRow {
  id: number;
  first_name: string;
  last_name: string;
  birthdate: string | null;
  business_client_id: number | null;
  email: string;
  mobile: string;
  remarks: string;
  subscribe: boolean;
  created_at: string | Date;
  last_order_date: string | Date | null;
  orders_qty: number;
  leads_qty: number;
  customer_value: string | number;
  total_count?: number;
}

const iso = (v: string | Date) => new Date(v).toISOString();
const fullName = (first: string, last: string) => `${first} ${last}`.trim();

function customerView(r: CustomerRow): CrmCustomerView {
  return {
    id: r.id,
    firstName: r.first_name,
    lastName: r.last_name,
    fullName: fullName(r.first_name, r.last_name),
    birthdate: r.birthdate,
    businessClientId: r.business_client_id,
    email: r.email,
    mobile: r.mobile,
    remarks: r.remarks,
    subscribe: r.subscribe,
    creationDate: iso(r.created_at),
    lastOrderDate: r.last_order_date === null ? null : iso(r.last_order_date),
    ordersQty: Number(r.orders_qty),
    leadsQty: Number(r.leads_qty),
    customerValue: Number(r.customer_value),
  };
}

/**
 * The customers matching `where` (over alias c), newest first, with their counts. The page's ids
 * are chosen first so that the counts are worked out for the page's rows only, not for every row
 * an offset skips.
 */
function customersQuery(where: SQL, limit: number, offset: number, cte: SQL = sql`page as (select c.id from crm_customers c where ${where} order by c.id desc limit ${limit} offset ${offset})`, extra: SQL = sql``): SQL {
  return sql`
    with ${cte}
    select${extra} c.id, c.first_name, c.last_name, c.birthdate::text as birthdate, c.business_client_id, c.email, c.mobile, c.remarks, c.subscribe, c.created_at,
           o.last_order_date, coalesce(o.orders_qty, 0)::int as orders_qty, coalesce(o.customer_value, 0)::bigint as customer_value,
           (select count(*) from crm_leads l where l.crm_customer_id = c.id)::int as leads_qty
      from page join crm_customers c on c.id = page.id
      left join lateral (
        select max(ord.create_date) as last_order_date, count(*) as orders_qty,
               sum(case when ord.status <> 'CN' then ord.total_to_pay else 0 end) as customer_value
          from crm_customer_orders link join orders ord on ord.id = link.order_id
         where link.crm_customer_id = c.id) o on true
     order by c.id desc`;
}

/**
 * A keyword matches when each of its words is in the customer's name, e-mail or mobile (so "Levi
 * Dana" finds Dana Levi); a keyword of digits and phone punctuation is looked up by its digits.
 */
export function keywordWhere(keyword: string | undefined): SQL {
  const k = keyword?.trim().toLowerCase();
  if (!k) return sql`true`;
  const words = (/^[\d\s\-+()]+$/.test(k) ? [k.replace(/\D/g, '')] : k.split(/\s+/)).filter(Boolean);
  if (words.length === 0) return sql`true`;
  const like = (w: string) => sql`c.search_text like ${`%${w.replace(/[\\%_]/g, (m) => `\\${m}`)}%`}`;
  return sql.join(words.map(like), sql` and `);
}

/** Counting stops here for a keyword search: totalCount is then at most 1000, which keeps a common name from counting every row. */
export const COUNT_CAP = 1000;

export async function findCustomer(db: Tx, providerId: number, id: number): Promise<CrmCustomerView | null> {
  const [row] = await queryRows<CustomerRow>(db, customersQuery(sql`c.provider_id = ${providerId} and c.id = ${id}`, 1, 0));
  return row ? customerView(row) : null;
}

export async function searchCustomers(db: Tx, providerId: number, keyword: string | undefined, pageIndex: number, pageSize: number) {
  const where = sql`c.provider_id = ${providerId} and ${keywordWhere(keyword)}`;
  if (!keyword?.trim()) {
    const [rows, [count]] = await Promise.all([
      queryRows<CustomerRow>(db, customersQuery(where, pageSize, pageIndex * pageSize)),
      queryRows<{ n: number }>(db, sql`select count(*)::int as n from crm_customers c where ${where}`),
    ]);
    return { items: rows.map(customerView), totalCount: Number(count?.n ?? 0), pageIndex, pageSize };
  }
  // A keyword reads the table once: its first COUNT_CAP hits give both the page and the count.
  const hits = sql`hits as (select c.id from crm_customers c where ${where} order by c.id desc limit ${COUNT_CAP}),
    page as (select id from hits order by id desc limit ${pageSize} offset ${pageIndex * pageSize})`;
  const rows = await queryRows<CustomerRow>(db, customersQuery(where, pageSize, 0, hits, sql` (select count(*) from hits)::int as total_count,`));
  const totalCount = rows[0]?.total_count ?? (pageIndex === 0 ? 0 : Number((await queryRows<{ n: number }>(db, sql`select count(*)::int as n from (select 1 from crm_customers c where ${where} limit ${COUNT_CAP}) capped`))[0]?.n ?? 0));
  return { items: rows.map(customerView), totalCount: Number(totalCount), pageIndex, pageSize };
}

/** Short rows for the pickers (C294, C295, C336): by name, mobile or e-mail. */
export async function shortCustomers(db: Tx, providerId: number, keyword: string, limit = 20): Promise<CrmCustomerShortView[]> {
  const rows = await queryRows<{ id: number; first_name: string; last_name: string; mobile: string; email: string }>(
    db,
    sql`select c.id, c.first_name, c.last_name, c.mobile, c.email from crm_customers c
         where c.provider_id = ${providerId} and ${keywordWhere(keyword)} order by c.id desc limit ${limit}`,
  );
  return rows.map((r) => ({ id: r.id, firstName: r.first_name, lastName: r.last_name, fullName: fullName(r.first_name, r.last_name), mobile: r.mobile, email: r.email }));
}

export async function isProvidersCustomer(db: Tx, providerId: number, id: number): Promise<boolean> {
  const [row] = await db.select({ id: crmCustomers.id }).from(crmCustomers).where(and(eq(crmCustomers.providerId, providerId), eq(crmCustomers.id, id))).limit(1);
  return row !== undefined;
}

/** Another customer of the provider with this mobile (digits), if any. */
export async function customerWithMobile(db: Tx, providerId: number, mobile: string): Promise<number | null> {
  const [row] = await db.select({ id: crmCustomers.id }).from(crmCustomers).where(and(eq(crmCustomers.providerId, providerId), eq(crmCustomers.mobile, mobile))).limit(1);
  return row?.id ?? null;
}

export async function insertCustomer(db: Tx, providerId: number, userId: number, values: CustomerValues): Promise<number> {
  const [row] = await db.insert(crmCustomers).values({ providerId, createdBy: userId, ...values }).returning({ id: crmCustomers.id });
  return row!.id;
}

export async function updateCustomer(db: Tx, providerId: number, id: number, values: CustomerValues): Promise<boolean> {
  const rows = await db.update(crmCustomers).set({ ...values, updatedAt: new Date() }).where(and(eq(crmCustomers.providerId, providerId), eq(crmCustomers.id, id))).returning({ id: crmCustomers.id });
  return rows.length > 0;
}

/** R-CRM-7: what keeps a customer from being deleted. */
export async function customerUse(db: Tx, id: number): Promise<{ orders: number; leads: number }> {
  const [row] = await queryRows<{ orders: number; leads: number }>(
    db,
    sql`select (select count(*) from crm_customer_orders where crm_customer_id = ${id})::int as orders,
               (select count(*) from crm_leads where crm_customer_id = ${id})::int as leads`,
  );
  return { orders: Number(row?.orders ?? 0), leads: Number(row?.leads ?? 0) };
}

/** Deletes a customer without orders or leads, with its own reminders, activities and history. */
export async function deleteCustomerRows(db: Tx, id: number): Promise<void> {
  await db.execute(sql`delete from crm_reminders where crm_customer_id = ${id}`);
  await db.execute(sql`delete from crm_activities where crm_customer_id = ${id}`);
  await db.execute(sql`delete from crm_history where crm_customer_id = ${id}`);
  await db.delete(crmCustomers).where(eq(crmCustomers.id, id));
}
