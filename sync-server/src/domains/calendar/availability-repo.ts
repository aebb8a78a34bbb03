import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { RepeatStop, StopSaleRule } from '@pos/shared/calendar/index';
import { executeNamed, type Tx } from '../../db/client';
import { slots } from '../../db/schema';
import type { SlotFilter, SlotRow } from './slot-repo';

/** What the calendar's availability is computed from, read by one statement. */
export interface AvailabilitySource {
  timeZone: string;
  rows: SlotRow[];
  repeatStops: RepeatStop[];
  sold: { slotId: number; date: string; sold: number }[];
  stopSales: StopSaleRule[];
}

interface SourceJson {
  timeZone: string | null;
  slots: Record<string, unknown>[];
  repeatStops: RepeatStop[];
  sold: { slotId: number; date: string; sold: number }[];
  stopSales: StopSaleRule[];
}

const SLOT_COLUMNS = Object.entries(getTableColumns(slots));

/** A slot row as json_agg writes it (column names) into the row drizzle's select gives (field names, Dates). */
function slotRowOf(json: Record<string, unknown>): SlotRow {
  const row: Record<string, unknown> = {};
  for (const [field, column] of SLOT_COLUMNS) {
    const value = json[column.name];
    row[field] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as SlotRow;
}

/**
 * The provider's time zone, the filter's slots not deleted that may occur within from..to, their
 * repeat stops and sold seats within the range, and the stop sales touching it with their lifts: one
 * named statement, one round trip (it was six drizzle queries, five in parallel and the lifts after
 * the stop sales; bench/FINDINGS.md, availability-month). The slots' conditions are slot-repo.ts's
 * findSlots, findRepeatStops and findSoldCounts; the statement's text depends only on which filters
 * are given, so each shape is parsed once per connection.
 */
export async function loadAvailabilitySource(db: Tx, providerId: number, f: SlotFilter): Promise<AvailabilitySource> {
  const scope: SQL[] = [sql`s.provider_id = ${providerId}`];
  if (f.productIds !== undefined) scope.push(sql`s.product_id = any(${sql.param([...f.productIds])}::integer[])`);
  if (f.slotId !== undefined) scope.push(sql`s.id = ${f.slotId}`);
  const inScope = sql.join(scope, sql` and `);
  const from = sql`${f.from}::date`;
  const to = sql`${f.to}::date`;
  const startTime = f.startTime === undefined ? sql`` : sql` and s.start_time = ${f.startTime}::time`;
  const query = sql`select
    (select timezone from providers where id = ${providerId}) as "timeZone",
    (select coalesce(json_agg(s), '[]') from slots s
       where ${inScope} and s.deleted_at is null and s.start_date <= ${to}
         and ((s.repeat_mode = 1 and s.start_date >= ${from}) or (s.repeat_mode <> 1 and (s.repeat_end_date is null or s.repeat_end_date >= ${from})))${startTime}) as slots,
    (select coalesce(json_agg(json_build_object('slotId', r.slot_id, 'startDate', r.start_date, 'endDate', r.end_date, 'daysOfWeek', r.days_of_week, 'isChange', r.is_change)), '[]')
       from repeat_stops r join slots s on s.id = r.slot_id
       where ${inScope} and r.start_date <= ${to} and r.end_date >= ${from}) as "repeatStops",
    (select coalesce(json_agg(json_build_object('slotId', o.slot_id, 'date', o.date, 'sold', o.sold)), '[]')
       from slot_occurrences o join slots s on s.id = o.slot_id
       where ${inScope} and o.date >= ${from} and o.date <= ${to}) as sold,
    (select coalesce(json_agg(json_build_object(
        'id', ss.id, 'productIds', ss.product_ids, 'slotId', ss.slot_id, 'startDate', ss.start_date, 'endDate', ss.end_date, 'daysOfWeek', ss.days_of_week,
        'fromTime', to_char(ss.from_time, 'HH24:MI:SS'), 'toTime', to_char(ss.to_time, 'HH24:MI:SS'),
        'lifts', (select coalesce(json_agg(json_build_object('slotId', sl.slot_id, 'date', sl.date)), '[]') from stop_sale_lifts sl where sl.stop_sale_id = ss.id))), '[]')
       from stop_sales ss
       where ss.provider_id = ${providerId} and ss.start_date <= ${to} and ss.end_date >= ${from}) as "stopSales"`;
  const shape = `${f.productIds === undefined ? '' : 'p'}${f.slotId === undefined ? '' : 's'}${f.startTime === undefined ? '' : 't'}`;
  const [row] = await executeNamed<SourceJson>(db, `availability_${shape}`, query);
  return {
    timeZone: row?.timeZone ?? 'Asia/Jerusalem',
    rows: (row?.slots ?? []).map(slotRowOf),
    repeatStops: row?.repeatStops ?? [],
    sold: row?.sold ?? [],
    stopSales: row?.stopSales ?? [],
  };
}
