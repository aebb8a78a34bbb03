import { FieldErrorCollector } from '@pos/shared/errors';
import { dayNumber, isLocalDate } from '@pos/shared/calendar/index';

/** The longest range one calendar read expands: a year and a day. */
export const MAX_RANGE_DAYS = 366;

/** Checks the dates are real and from <= to within MAX_RANGE_DAYS (400 field errors). */
export function checkRange(from: string | undefined, to: string | undefined, fields = { from: 'from', to: 'to' }): { from: string; to: string } {
  const errors = new FieldErrorCollector();
  if (from === undefined) errors.add(fields.from, 'is required');
  else errors.check(isLocalDate(from), fields.from, 'is not a valid date');
  if (to === undefined) errors.add(fields.to, 'is required');
  else errors.check(isLocalDate(to), fields.to, 'is not a valid date');
  errors.throwIfAny();
  const days = dayNumber(to!) - dayNumber(from!);
  errors.check(days >= 0, fields.to, 'must not be before from');
  errors.check(days <= MAX_RANGE_DAYS, fields.to, `must be at most ${MAX_RANGE_DAYS} days after from`, 'range-too-long', { days: MAX_RANGE_DAYS });
  errors.throwIfAny();
  return { from: from!, to: to! };
}
