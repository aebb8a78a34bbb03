/**
 * Week-day bit flags (R-CLIENT-25, R-SLOT-1): bit i is the day whose JavaScript getUTCDay() is i,
 * so SUN = 1, MON = 2, ..., SAT = 64, every day = 127.
 */
export const Weekday = { SUN: 1, MON: 2, TUE: 4, WED: 8, THU: 16, FRI: 32, SAT: 64 } as const;
export const ALL_WEEKDAYS = 127;
export const WEEKDAY_NAMES = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] as const;

/** The week-day flag of a local date YYYY-MM-DD. */
export function weekdayFlagOf(localDate: string): number {
  return 1 << new Date(`${localDate}T00:00:00Z`).getUTCDay();
}

export function hasWeekday(flags: number, localDate: string): boolean {
  return (flags & weekdayFlagOf(localDate)) !== 0;
}
