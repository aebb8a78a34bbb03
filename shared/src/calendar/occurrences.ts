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

function stoppedOn(series: SlotSeries, stops: readonly RepeatStop[], date: string): boolean {
  return stops.some(
    (s) => s.slotId === series.id && s.startDate <= date && date <= s.endDate && (effectiveWeekdays(s.daysOfWeek) & weekdayFlagOf(date)) !== 0,
  );
}

function occurrenceOf(series: SlotSeries, date: string): Occurrence {
  return { slotId: series.id, productId: series.productId, date, startTime: series.startTime, endTime: series.endTime, limit: series.limit };
}

/** The series' occurrences on the dates from..to (inclusive), by date, without stopped ones. */
export function occurrencesBetween(series: SlotSeries, stops: readonly RepeatStop[], from: string, to: string): Occurrence[] {
  const span = seriesSpan(series);
  if (!span) return [];
  const own = stops.filter((s) => s.slotId === series.id);
  const out: Occurrence[] = [];
  const last = Math.min(span.last, dayNumber(to));
  for (let day = Math.max(span.first, dayNumber(from)); day <= last; day++) {
    if ((span.flags & weekdayFlagOfDay(day)) === 0) continue;
    const date = dateOfDayNumber(day);
    if (!stoppedOn(series, own, date)) out.push(occurrenceOf(series, date));
  }
  return out;
}

/** Whether the series has an occurrence on the date (not stopped). */
export function occursOn(series: SlotSeries, stops: readonly RepeatStop[], date: string): boolean {
  const span = seriesSpan(series);
  if (!span) return false;
  const day = dayNumber(date);
  return day >= span.first && day <= span.last && (span.flags & weekdayFlagOf(date)) !== 0 && !stoppedOn(series, stops, date);
}

/** The last date a series can occur on (before stops); null for a series without an end or that never occurs. */
export function lastDateOf(series: SlotSeries): string | null {
  const span = seriesSpan(series);
  return span && Number.isFinite(span.last) ? dateOfDayNumber(span.last) : null;
}

/** Occurrences of many series from..to, ordered by date, start time and slot id. */
export function expandSeries(seriesList: readonly SlotSeries[], stops: readonly RepeatStop[], from: string, to: string): Occurrence[] {
  const bySlot = new Map<number, RepeatStop[]>();
  for (const s of stops) {
    const list = bySlot.get(s.slotId);
    if (list) list.push(s);
    else bySlot.set(s.slotId, [s]);
  }
  return seriesList
    .flatMap((s) => occurrencesBetween(s, bySlot.get(s.id) ?? [], from, to))
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.startTime < b.startTime ? -1 : a.startTime > b.startTime ? 1 : a.slotId - b.slotId));
}
