import { ALL_WEEKDAYS, weekdayFlagOf } from '../weekdays';
import { dateOfDayNumber, dayNumber } from './local-time';

/** R-SLOT-1: repeat mode codes. */
export const RepeatMode = { None: 1, Daily: 2, Weekly: 3 } as const;
export type RepeatModeCode = (typeof RepeatMode)[keyof typeof RepeatMode];

/**
 * A slot as a series of occurrences. Dates are local YYYY-MM-DD and times local hh:mm:ss wall-clock
 * times of the provider's time zone. A weekly series occurs only on its flagged days: a start date
 * on another week day is not an occurrence, the series begins on the next flagged day.
 */
export interface SlotSeries {
  id: number;
  productId: number;
  startDate: string;
  startTime: string;
  endTime: string;
  repeatMode: 1 | 2 | 3;
  /** Week-day bit flags (weekly); 0 means the start date's week day. */
  daysOfWeek: number;
  repeatEndDate: string | null;
  repeatCount: number | null;
  /** null: unlimited (R-SLOT-20). */
  limit: number | null;
  deleted?: boolean;
}

/**
 * Occurrences taken out of a series: deleted (isChange false) or replaced by an edited slot
 * (isChange true, R-SLOT-6). daysOfWeek 0 means every day of the range.
 */
export interface RepeatStop {
  slotId: number;
  startDate: string;
  endDate: string;
  daysOfWeek: number;
  isChange: boolean;
}

/** One date on which a slot happens. */
export interface Occurrence {
  slotId: number;
  productId: number;
  date: string;
  startTime: string;
  endTime: string;
  limit: number | null;
}

/** Flags with 0 read as "no restriction" (every day). */
export function effectiveWeekdays(flags: number): number {
  return flags & ALL_WEEKDAYS || ALL_WEEKDAYS;
}

/** weekdayFlagOf for a day number, without building the date: day 0, 1970-01-01, was a Thursday (4). */
function weekdayFlagOfDay(day: number): number {
  return 1 << (((day % 7) + 11) % 7);
}

function popcount(flags: number): number {
  let n = 0;
  for (let f = flags; f; f &= f - 1) n++;
  return n;
}

/** The series' own week-day flags: every day (daily), the chosen days (weekly), the start day (none). */
function seriesWeekdays(series: SlotSeries): number {
  if (series.repeatMode === 2) return ALL_WEEKDAYS;
  const chosen = series.daysOfWeek & ALL_WEEKDAYS;
  return series.repeatMode === 3 && chosen ? chosen : weekdayFlagOf(series.startDate);
}

/**
 * The day number of the n-th (1-based) date on or after `startDay` whose week day is in `flags`.
 * Any 7 consecutive days hold each week day once, so whole weeks are skipped at once.
 */
function nthFlaggedDay(startDay: number, flags: number, n: number): number {
  const perWeek = popcount(flags);
  const weeks = Math.floor((n - 1) / perWeek);
  let left = n - weeks * perWeek;
  let day = startDay + weeks * 7;
  for (;;) {
    if (flags & weekdayFlagOfDay(day)) {
      left--;
      if (left === 0) return day;
    }
    day++;
  }
}

/**
 * R-SLOT-1, R-SLOT-2: the day-number span [first, last] a series can occur in before its stops;
 * last is Infinity for a series without an end. null when the series never occurs.
 */
function seriesSpan(series: SlotSeries): { first: number; last: number; flags: number } | null {
  if (series.deleted) return null;
  const first = dayNumber(series.startDate);
  const flags = seriesWeekdays(series);
  if (series.repeatMode === 1) return { first, last: first, flags };
  let last = Infinity;
  if (series.repeatEndDate !== null) last = dayNumber(series.repeatEndDate);
  if (series.repeatCount !== null) {
    // The count counts the series' occurrences, stopped ones included.
    if (series.repeatCount < 1) return null;
    last = Math.min(last, nthFlaggedDay(first, flags, Math.floor(series.repeatCount)));
  }
  return last < first ? null : { first, last, flags };
}

/** Whether a repeat stop of the slot takes out its occurrence on the date, whose week-day flag is `flag`. */
function stoppedOn(slotId: number, stops: readonly RepeatStop[], date: string, flag: number): boolean {
  for (const s of stops) {
    if (s.slotId === slotId && s.startDate <= date && date <= s.endDate && (effectiveWeekdays(s.daysOfWeek) & flag) !== 0) return true;
  }
  return false;
}

function occurrenceOf(series: SlotSeries, date: string): Occurrence {
  return { slotId: series.id, productId: series.productId, date, startTime: series.startTime, endTime: series.endTime, limit: series.limit };
}

/**
 * Calls `visit` with each day number fromDay..toDay (and its date) on which the series occurs, in
 * order, stopped occurrences left out. `dateOf` gives a day number's date.
 */
function eachOccurrence(
  series: SlotSeries,
  stops: readonly RepeatStop[],
  fromDay: number,
  toDay: number,
  dateOf: (day: number) => string,
  visit: (day: number, date: string) => void,
): void {
  const span = seriesSpan(series);
  if (!span) return;
  const last = Math.min(span.last, toDay);
  for (let day = Math.max(span.first, fromDay); day <= last; day++) {
    const flag = weekdayFlagOfDay(day);
    if ((span.flags & flag) === 0) continue;
    const date = dateOf(day);
    if (!stoppedOn(series.id, stops, date, flag)) visit(day, date);
  }
}

/** The series' occurrences on the dates from..to (inclusive), by date, without stopped ones. */
export function occurrencesBetween(series: SlotSeries, stops: readonly RepeatStop[], from: string, to: string): Occurrence[] {
  const out: Occurrence[] = [];
  eachOccurrence(series, stops, dayNumber(from), dayNumber(to), dateOfDayNumber, (_day, date) => out.push(occurrenceOf(series, date)));
  return out;
}

/** Whether the series has an occurrence on the date (not stopped). */
export function occursOn(series: SlotSeries, stops: readonly RepeatStop[], date: string): boolean {
  const span = seriesSpan(series);
  if (!span) return false;
  const day = dayNumber(date);
  const flag = weekdayFlagOf(date);
  return day >= span.first && day <= span.last && (span.flags & flag) !== 0 && !stoppedOn(series.id, stops, date, flag);
}

/** The last date a series can occur on (before stops); null for a series without an end or that never occurs. */
export function lastDateOf(series: SlotSeries): string | null {
  const span = seriesSpan(series);
  return span && Number.isFinite(span.last) ? dateOfDayNumber(span.last) : null;
}

/**
 * Occurrences of many series from..to, ordered by date, start time and slot id. The series are
 * ordered by start time and id once, and each occurrence is added to its day's list: the days'
 * lists, in order, are the answer (no sort of the occurrences, no date built twice).
 */
export function expandSeries(seriesList: readonly SlotSeries[], stops: readonly RepeatStop[], from: string, to: string): Occurrence[] {
  const bySlot = new Map<number, RepeatStop[]>();
  for (const s of stops) {
    const list = bySlot.get(s.slotId);
    if (list) list.push(s);
    else bySlot.set(s.slotId, [s]);
  }
  const fromDay = dayNumber(from);
  const toDay = dayNumber(to);
  const dates: string[] = [];
  const dateOf = (day: number) => (dates[day - fromDay] ??= dateOfDayNumber(day));
  const ordered = [...seriesList].sort((a, b) => (a.startTime < b.startTime ? -1 : a.startTime > b.startTime ? 1 : a.id - b.id));
  const byDay: Occurrence[][] = [];
  for (const series of ordered) {
    eachOccurrence(series, bySlot.get(series.id) ?? [], fromDay, toDay, dateOf, (day, date) => {
      const list = (byDay[day - fromDay] ??= []);
      list.push(occurrenceOf(series, date));
    });
  }
  const out: Occurrence[] = [];
  for (const list of byDay) {
    if (list) for (const o of list) out.push(o);
  }
  return out;
}
