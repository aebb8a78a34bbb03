import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import { occurrenceKey, type RepeatStop, type StopSaleRule } from '@pos/shared/calendar/index';
import { executeNamed, type Tx } from '../../db/client';
import { slots } from '../../db/schema';
import type { SlotFilter, SlotRow } from './slot-repo';

/**
 * A slot row as the availability reads it: every column but the owner and the timestamps (deleted
 * slots are not read), i.e. the series settings the calendar answers (api Slot).
 */
export type AvailabilitySlotRow = Omit<SlotRow, 'providerId' | 'createdAt' | 'updatedAt' | 'deletedAt'>;

/** What the calendar's availability is computed from, read by one statement. */
export interface AvailabilitySource {
  timeZone: string;
  rows: AvailabilitySlotRow[];
  repeatStops: RepeatStop[];
  /** Seats sold by occurrenceKey(slotId, date), within the range. */
  soldByKey: Map<string, number>;
  stopSales: StopSaleRule[];
}

/** Columns as JSON arrays, one per column (null where no row matched): json_agg of a column is ~2x quicker than of a row. */
type JsonColumns = (unknown[] | null)[];

interface SourceJson {
  timeZone: string | null;
  /** SLOT_FIELDS' columns, in order. */
  slots: JsonColumns;
  repeatStops: RepeatStop[];
  /** slot ids, dates and seats sold of the occurrences with seats sold. */
  sold: JsonColumns;
  stopSales: StopSaleRule[];
}

const SLOT_FIELDS = [
  'id', 'productId', 'originalSlotId', 'originalDate', 'limit', 'startDate', 'startTime', 'endTime', 'duration', 'repeatMode', 'daysOfWeek',
  'repeatEndDate', 'repeatCount', 'blockCreatingNewOrdersBefore', 'orderBlockMinutes', 'forGroups', 'forIndividuals', 'isVirtual',
  'allowAssignEmployees', 'extraInfo',
] as const satisfies readonly (keyof AvailabilitySlotRow)[];
const SLOT_COLUMNS = SLOT_FIELDS.map((field) => getTableColumns(slots)[field]);
/**
 * The slots' SLOT_FIELDS columns, each as one JSON array (the aggregates of one select see the rows in
 * the same order). json_agg(s) of whole rows wrote the timestamps and every key of every row, and
 * json_build_array per row looks its arguments' output functions up on every call: 0.33 ms for the
 * bench's 145 slots against 0.22 ms (bench/FINDINGS.md, availability-month session 6).
 */
const SLOT_ARRAYS = sql.raw(`json_build_array(${SLOT_COLUMNS.map((c) => `json_agg(s."${c.name}")`).join(', ')})`);

type SlotField = (typeof SLOT_FIELDS)[number];

/**
 * The slots as the statement writes them (SLOT_FIELDS' arrays) into the rows drizzle's select would
 * give: JSON answers these columns' integers, booleans, date and time strings as pg's text does,
 * which drizzle's mappings leave as they are. One literal per row (V8 builds it on one shape).
 */
function slotRowsOf(columns: JsonColumns): AvailabilitySlotRow[] {
  const col = <F extends SlotField>(field: F) => (columns[SLOT_FIELDS.indexOf(field)] ?? []) as AvailabilitySlotRow[F][];
  const id = col('id');
  const productId = col('productId');
  const originalSlotId = col('originalSlotId');
  const originalDate = col('originalDate');
  const limit = col('limit');
  const startDate = col('startDate');
  const startTime = col('startTime');
  const endTime = col('endTime');
  const duration = col('duration');
  const repeatMode = col('repeatMode');
  const daysOfWeek = col('daysOfWeek');
  const repeatEndDate = col('repeatEndDate');
  const repeatCount = col('repeatCount');
  const blockCreatingNewOrdersBefore = col('blockCreatingNewOrdersBefore');
  const orderBlockMinutes = col('orderBlockMinutes');
  const forGroups = col('forGroups');
  const forIndividuals = col('forIndividuals');
  const isVirtual = col('isVirtual');
  const allowAssignEmployees = col('allowAssignEmployees');
  const extraInfo = col('extraInfo');
  const rows: AvailabilitySlotRow[] = [];
  for (let i = 0; i < id.length; i++) {
    rows.push({
      id: id[i]!,
      productId: productId[i]!,
      originalSlotId: originalSlotId[i]!,
      originalDate: originalDate[i]!,
      limit: limit[i]!,
      startDate: startDate[i]!,
      startTime: startTime[i]!,
      endTime: endTime[i]!,
      duration: duration[i]!,
      repeatMode: repeatMode[i]!,
      daysOfWeek: daysOfWeek[i]!,
      repeatEndDate: repeatEndDate[i]!,
      repeatCount: repeatCount[i]!,
      blockCreatingNewOrdersBefore: blockCreatingNewOrdersBefore[i]!,
      orderBlockMinutes: orderBlockMinutes[i]!,
      forGroups: forGroups[i]!,
      forIndividuals: forIndividuals[i]!,
      isVirtual: isVirtual[i]!,
      allowAssignEmployees: allowAssignEmployees[i]!,
      extraInfo: extraInfo[i]!,
    });
  }
  return rows;
}

/** Seats sold by occurrence key, from the statement's slot id, date and sold columns. */
function soldByKeyOf(columns: JsonColumns): Map<string, number> {
  const [slotIds, dates, sold] = columns as [number[] | null, string[] | null, number[] | null];
  const byKey = new Map<string, number>();
  if (!slotIds || !dates || !sold) return byKey;
  for (let i = 0; i < slotIds.length; i++) byKey.set(occurrenceKey(slotIds[i]!, dates[i]!), sold[i]!);
  return byKey;
}

/**
 * The provider's time zone, the filter's slots not deleted that may occur within from..to, their
 * repeat stops and sold seats within the range, and the stop sales touching it with their lifts: one
 * named statement, one round trip (it was six drizzle queries, five in parallel and the lifts after
 * the stop sales; bench/FINDINGS.md, availability-month). The slots' conditions are slot-repo.ts's
 * findSlots, findRepeatStops and findSoldCounts; the statement's text depends only on which filters
 * are given, so each shape is parsed once per connection, and after five executions Postgres keeps
 * its generic plan (pg_prepared_statements: 5 custom plans, then generic): no planning per call.
 * Slots and sold seats come back column by column (SLOT_ARRAYS), the few repeat stops and stop
 * sales as objects.
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
    (select ${SLOT_ARRAYS} from slots s
       where ${inScope} and s.deleted_at is null and s.start_date <= ${to}
         and ((s.repeat_mode = 1 and s.start_date >= ${from}) or (s.repeat_mode <> 1 and (s.repeat_end_date is null or s.repeat_end_date >= ${from})))${startTime}) as slots,
    (select coalesce(json_agg(json_build_object('slotId', r.slot_id, 'startDate', r.start_date, 'endDate', r.end_date, 'daysOfWeek', r.days_of_week, 'isChange', r.is_change)), '[]')
       from repeat_stops r join slots s on s.id = r.slot_id
       where ${inScope} and r.start_date <= ${to} and r.end_date >= ${from}) as "repeatStops",
    (select json_build_array(json_agg(o.slot_id), json_agg(o.date), json_agg(o.sold))
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
    rows: slotRowsOf(row?.slots ?? []),
    repeatStops: row?.repeatStops ?? [],
    soldByKey: soldByKeyOf(row?.sold ?? []),
    stopSales: row?.stopSales ?? [],
  };
}
