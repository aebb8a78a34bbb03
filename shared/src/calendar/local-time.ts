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

/**
 * Days since 1970-01-01 of a proleptic Gregorian year, month 1-12 and day, by arithmetic (H. Hinnant's
 * days_from_civil): a day past the month's end counts on into the next month, as Date does. No Date
 * object: the calendar's expansion calls this and its inverse for every occurrence.
 */
export function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month > 2 ? month - 3 : month + 9) + 2) / 5) + day - 1;
  return era * 146_097 + yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy - 719_468;
}

/** Days since 1970-01-01 of a local date (the caller passes a valid date). */
export function dayNumber(date: string): number {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const day = Number(date.slice(8, 10));
  if (Number.isInteger(year) && Number.isInteger(day) && month >= 1 && month <= 12 && Number.isInteger(month)) return daysFromCivil(year, month, day);
  return Math.floor(utcMs(year, month, day) / MS_PER_DAY);
}

const pad2 = (n: number) => (n < 10 ? `0${n}` : `${n}`);

/** The local date YYYY-MM-DD of a day number (days since 1970-01-01), by arithmetic (civil_from_days). */
export function dateOfDayNumber(day: number): string {
  if (!Number.isInteger(day)) return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
  const z = day + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0);
  if (year < 0 || year > 9999) return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
  return `${String(year).padStart(4, '0')}-${pad2(month)}-${pad2(doy - Math.floor((153 * mp + 2) / 5) + 1)}`;
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
