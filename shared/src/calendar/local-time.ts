/**
 * Local dates (YYYY-MM-DD) and wall-clock times (hh:mm:ss) as plain strings. Date arithmetic runs on
 * day numbers (days since 1970-01-01), so no time zone or DST can shift a date.
 */

const MS_PER_DAY = 86_400_000;
const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_RE = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;

/** Date.UTC without its reading of years 0-99 as 1900-1999. */
export function utcMs(year: number, month: number, day: number, hours = 0, minutes = 0, seconds = 0): number {
  const d = new Date(0);
  d.setUTCFullYear(year, month - 1, day);
  d.setUTCHours(hours, minutes, seconds, 0);
  return d.getTime();
}

/** True for a real calendar date YYYY-MM-DD (2026-02-30 is not). */
export function isLocalDate(value: string): boolean {
  const m = DATE_RE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < 1 || mo < 1 || mo > 12 || d < 1) return false;
  return d <= new Date(utcMs(y, mo + 1, 0)).getUTCDate();
}

/** Days since 1970-01-01 of a local date (the caller passes a valid date). */
export function dayNumber(date: string): number {
  return Math.floor(utcMs(Number(date.slice(0, 4)), Number(date.slice(5, 7)), Number(date.slice(8, 10))) / MS_PER_DAY);
}

export function dateOfDayNumber(day: number): string {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return dateOfDayNumber(dayNumber(date) + days);
}

/**
 * R-SLOT-13: a time as hh:mm:ss, zero-padded ("9:05" -> "09:05:00"); null when it is not a time of day.
 */
export function normalizeTime(value: string): string | null {
  const m = TIME_RE.exec(value.trim());
  if (!m) return null;
  const [h, mi, s] = [Number(m[1]), Number(m[2]), Number(m[3] ?? '0')];
  if (h > 23 || mi > 59 || s > 59) return null;
  return [h, mi, s].map((n) => String(n).padStart(2, '0')).join(':');
}

/** Seconds since midnight of an hh:mm[:ss] time (the caller passes a valid time). */
function secondsOfTime(time: string): number {
  const [h = 0, m = 0, s = 0] = time.split(':').map(Number);
  return h * 3600 + m * 60 + s;
}

/** R-SLOT-14: a slot's duration in whole minutes when none is given: end time minus start time. */
export function slotDuration(startTime: string, endTime: string): number {
  return Math.floor((secondsOfTime(endTime) - secondsOfTime(startTime)) / 60);
}
