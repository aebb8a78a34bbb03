import { addDays, dayNumber } from '../calendar/local-time';

/** How a report's days are summed: one bar per day, per week or per month. */
export const REPORT_GROUPINGS = ['day', 'week', 'month'] as const;
export type ReportGrouping = (typeof REPORT_GROUPINGS)[number];

/**
 * Issue 18: the grouping a range is read in when none is chosen. Up to 31 days one bar a day stays
 * readable; up to 26 weeks (182 days) one a week; longer ranges one a month (at most 13 bars for the
 * 366-day cap).
 */
export function autoGrouping(from: string, to: string): ReportGrouping {
  const days = dayNumber(to) - dayNumber(from) + 1;
  if (days <= 31) return 'day';
  if (days <= 182) return 'week';
  return 'month';
}

/**
 * The first day of the period holding `date`: the day itself, the week's first day (`weekStartsOn`
 * 0 Sunday .. 6 Saturday, the provider's setting), or the 1st of the month.
 */
export function periodStart(date: string, grouping: ReportGrouping, weekStartsOn = 0): string {
  if (grouping === 'day') return date;
  if (grouping === 'month') return `${date.slice(0, 8)}01`;
  // 1970-01-01 (day number 0) was a Thursday (4).
  const weekday = (((dayNumber(date) + 4) % 7) + 7) % 7;
  return addDays(date, -((weekday - weekStartsOn + 7) % 7));
}

/** One period of a report: its first and last day, clipped to the report's range. */
export interface ReportPeriod {
  start: string;
  /** The period's first day inside the range (the range's `from` for a period it cuts). */
  from: string;
  /** The period's last day inside the range. */
  to: string;
}

/** Every period of a range, in order, clipped to the range (a week or month the range cuts counts only its days). */
export function periodsOf(from: string, to: string, grouping: ReportGrouping, weekStartsOn = 0): ReportPeriod[] {
  const periods: ReportPeriod[] = [];
  for (let day = from; day <= to; ) {
    const start = periodStart(day, grouping, weekStartsOn);
    const next = grouping === 'day' ? addDays(start, 1) : grouping === 'week' ? addDays(start, 7) : nextMonth(start);
    const last = addDays(next, -1);
    periods.push({ start, from: day, to: last < to ? last : to });
    day = next;
  }
  return periods;
}

function nextMonth(firstOfMonth: string): string {
  const [y, m] = [Number(firstOfMonth.slice(0, 4)), Number(firstOfMonth.slice(5, 7))];
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
}

/**
 * Day rows summed into the periods of the grouping: every numeric field listed in `sum` is added,
 * per period and key (e.g. currency), so money is never mixed across currencies. Rows come back in
 * the order of their first appearance per key, then by period.
 */
export function sumByPeriod<R extends { date: string }, K extends keyof R>(
  rows: readonly R[],
  grouping: ReportGrouping,
  sum: readonly K[],
  keyOf: (row: R) => string,
  weekStartsOn = 0,
): (Omit<R, 'date'> & { period: string })[] {
  const totals = new Map<string, Omit<R, 'date'> & { period: string }>();
  for (const row of rows) {
    const period = periodStart(row.date, grouping, weekStartsOn);
    const id = `${keyOf(row)}|${period}`;
    const { date: _date, ...rest } = row;
    const total = totals.get(id);
    if (!total) {
      totals.set(id, { ...rest, period });
      continue;
    }
    for (const field of sum) (total as Record<K, number>)[field] = (total as Record<K, number>)[field] + (row[field] as number);
  }
  return [...totals.values()];
}
