/** Activities (C330, C331): what was done with a customer, of an activity type, maybe at a location. */
import { and, eq, sql } from 'drizzle-orm';
import type { ActivityView } from '@pos/shared/api/crm';
import type { Tx } from '../../db/client';
import { queryRows } from '../../db/sql-rows';
import { crmActivities } from '../../db/schema';
import { pageOf } from './history-repo';

export type ActivityValues = Pick<typeof crmActivities.$inferInsert, 'crmCustomerId' | 'crmCustomerLeadId' | 'activityTypeId' | 'activityLocationId' | 'activityDateTime' | 'description'>;

export async function insertActivity(db: Tx, providerId: number, userId: number, values: ActivityValues): Promise<number> {
  const [row] = await db.insert(crmActivities).values({ providerId, createdBy: userId, ...values }).returning({ id: crmActivities.id });
  return row!.id;
}

export async function updateActivity(db: Tx, providerId: number, id: number, values: ActivityValues): Promise<boolean> {
  const rows = await db.update(crmActivities).set(values).where(and(eq(crmActivities.providerId, providerId), eq(crmActivities.id, id))).returning({ id: crmActivities.id });
  return rows.length > 0;
}

export async function deleteActivity(db: Tx, providerId: number, id: number): Promise<boolean> {
  const rows = await db.delete(crmActivities).where(and(eq(crmActivities.providerId, providerId), eq(crmActivities.id, id))).returning({ id: crmActivities.id });
  return rows.length > 0;
}

/** A customer's or a lead's activities, newest first, paged by the last id (R-CRM-9). */
export async function activitiesOf(db: Tx, providerId: number, of: { crmCustomerId: number } | { crmCustomerLeadId: number }, lastId: number | undefined, pageSize: number) {
  const owner = 'crmCustomerId' in of ? sql`a.crm_customer_id = ${of.crmCustomerId}` : sql`a.crm_customer_lead_id = ${of.crmCustomerLeadId}`;
  const rows = await queryRows<{
    id: number;
    crm_customer_id: number;
    crm_customer_lead_id: number | null;
    activity_type_id: number;
    type_name: string;
    activity_location_id: number | null;
    location_name: string | null;
    activity_date_time: string | Date;
    description: string;
  }>(
    db,
    sql`select a.id, a.crm_customer_id, a.crm_customer_lead_id, a.activity_type_id, t.name as type_name, a.activity_location_id, l.name as location_name,
               a.activity_date_time, a.description
          from crm_activities a join crm_list_items t on t.id = a.activity_type_id left join crm_list_items l on l.id = a.activity_location_id
         where a.provider_id = ${providerId} and ${owner}${lastId ? sql` and a.id < ${lastId}` : sql``}
         order by a.id desc limit ${pageSize + 1}`,
  );
  return pageOf(
    rows.map(
      (r): ActivityView => ({
        id: r.id,
        crmCustomerId: r.crm_customer_id,
        crmCustomerLeadId: r.crm_customer_lead_id,
        activityTypeId: r.activity_type_id,
        activityTypeName: r.type_name,
        activityLocationId: r.activity_location_id,
        activityLocationName: r.location_name,
        activityDateTime: new Date(r.activity_date_time).toISOString(),
        description: r.description,
      }),
    ),
    pageSize,
  );
}
