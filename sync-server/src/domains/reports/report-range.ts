import { addDays, dayNumber, instantToLocal, isLocalDate, localToInstant } from '@pos/shared/calendar/index';
import { FieldErrorCollector } from '@pos/shared/errors';

/** The most days one dashboard reads, both ends included: a leap year. */
export const MAX_REPORT_DAYS = 366;

export interface ReportRange {
  from: string;
  to: string;
  timezone: string;
  /** The first instant of `from` and the first instant after `to`, in the provider's zone. */
  start: Date;
  end: Date;
}

/**
 * The report's days: `to` defaults to the provider's today and `from` to the first of `to`'s month.
 * Dates must be real, from <= to, at most MAX_REPORT_DAYS days in all (400 field errors).
 */
export function reportRange(input: { from?: string; to?: string }, timezone: string, now: Date): ReportRange {
  const errors = new FieldErrorCollector();
  if (input.from !== undefined) errors.check(isLocalDate(input.from), 'from', 'is not a valid date');
  if (input.to !== undefined) errors.check(isLocalDate(input.to), 'to', 'is not a valid date');
  errors.throwIfAny();
  const to = input.to ?? instantToLocal(now, timezone).date;
  const from = input.from ?? `${to.slice(0, 8)}01`;
  const days = dayNumber(to) - dayNumber(from);
  errors.check(days >= 0, 'to', 'must not be before from');
  errors.check(days < MAX_REPORT_DAYS, 'to', `must be within ${MAX_REPORT_DAYS} days of from, both included`, 'range-too-long', { days: MAX_REPORT_DAYS });
  errors.throwIfAny();
  return { from, to, timezone, start: localToInstant(from, '00:00:00', timezone), end: localToInstant(addDays(to, 1), '00:00:00', timezone) };
}
