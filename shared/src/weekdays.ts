import { daysFromCivil } from './calendar/local-time';

/**
 * Week-day bit flags (R-CLIENT-25, R-SLOT-1): bit i is the day whose JavaScript getUTCDay() is i,
 * so SUN = 1, MON = 2, ..., SAT = 64, every day = 127.
 */
export const Weekday = { SUN: 1, MON: 2, TUE: 4, WED: 8, THU: 16, FRI: 32, SAT: 64 } as const;
export const ALL_WEEKDAYS = 127;
export const WEEKDAY_NAMES = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] as const;
export type WeekdayName = (typeof WEEKDAY_NAMES)[number];

/** A provider's first day of the week in calendars and date pickers (issue 18): Israeli calendars start on Sunday. */
export const DEFAULT_FIRST_DAY_OF_WEEK: WeekdayName = 'SUN';

/** The day index (0 Sunday .. 6 Saturday, as Date.getDay()) of a week-day name; unknown names give the default, Sunday. */
export function weekStartsOnOf(name: string | null | undefined): 0 | 1 | 2 | 3 | 4 | 5 | 6 {
  const i = WEEKDAY_NAMES.indexOf((name ?? '') as WeekdayName);
  return (i < 0 ? WEEKDAY_NAMES.indexOf(DEFAULT_FIRST_DAY_OF_WEEK) : i) as 0 | 1 | 2 | 3 | 4 | 5 | 6;
}

/** The week-day flag of a local date YYYY-MM-DD. */
export function weekdayFlagOf(localDate: string): number {
  const year = digitsAt(localDate, 0, 4);
  const month = digitsAt(localDate, 5, 2);
  const day = digitsAt(localDate, 8, 2);
  if (localDate.length === 10 && localDate[4] === '-' && localDate[7] === '-' && year >= 0 && month >= 1 && month <= 12 && day >= 1 && day <= 31) {
    // By arithmetic (the calendar's expansion asks this for every occurrence); day 0, 1970-01-01, was a Thursday.
    return 1 << (((daysFromCivil(year, month, day) % 7) + 11) % 7);
  }
  return 1 << new Date(`${localDate}T00:00:00Z`).getUTCDay();
}

/** The number written by `length` decimal digits at `start`; -1 when any of them is not a digit. */
function digitsAt(text: string, start: number, length: number): number {
  let n = 0;
  for (let i = start; i < start + length; i++) {
    const d = text.charCodeAt(i) - 48;
    if (!(d >= 0 && d <= 9)) return -1;
    n = n * 10 + d;
  }
  return n;
}

export function hasWeekday(flags: number, localDate: string): boolean {
  return (flags & weekdayFlagOf(localDate)) !== 0;
}
