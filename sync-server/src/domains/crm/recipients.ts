import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { queryRows } from '../../db/sql-rows';
import { keywordWhere } from './customer-repo';
import { leadsWhere, type LeadSearch } from './lead-repo';

/** A CRM customer as a message recipient (C273, C274). */
export interface CrmRecipient {
  crmCustomerId: number;
  firstName: string;
  lastName: string;
  mobile: string;
  email: string;
}

const ids = (column: SQL, values: readonly number[]) => sql`${column} in (${sql.join(values.map((v) => sql`${v}`), sql`, `)})`;

/** The provider's customers named by id and/or found by the keyword, at most `limit`, in id order. */
export async function customerRecipients(db: Tx, providerId: number, filter: { customerIds?: readonly number[]; keyword?: string }, limit: number): Promise<CrmRecipient[]> {
  const parts = [sql`c.provider_id = ${providerId}`, keywordWhere(filter.keyword)];
  if (filter.customerIds?.length) parts.push(ids(sql`c.id`, filter.customerIds));
  return queryRows<CrmRecipient>(
    db,
    sql`select c.id as "crmCustomerId", c.first_name as "firstName", c.last_name as "lastName", c.mobile, c.email
          from crm_customers c where ${sql.join(parts, sql` and `)} order by c.id limit ${limit}`,
  );
}

/** The customers of the provider's leads named by id and/or found by the leads' search, each once, at most `limit`. */
export async function leadRecipients(db: Tx, providerId: number, filter: LeadSearch & { leadIds?: readonly number[] }, limit: number): Promise<CrmRecipient[]> {
  const where = filter.leadIds?.length ? sql`${leadsWhere(providerId, filter)} and ${ids(sql`l.id`, filter.leadIds)}` : leadsWhere(providerId, filter);
  return queryRows<CrmRecipient>(
    db,
    sql`select distinct c.id as "crmCustomerId", c.first_name as "firstName", c.last_name as "lastName", c.mobile, c.email
          from crm_leads l join crm_customers c on c.id = l.crm_customer_id where ${where} order by c.id limit ${limit}`,
  );
}
