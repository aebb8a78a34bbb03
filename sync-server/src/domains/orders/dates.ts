import { isLocalDate } from '@pos/shared/calendar/index';
import { fieldError } from '@pos/shared/errors';

/** The schema checks the shape YYYY-MM-DD; 2026-02-30 is refused here, before it reaches Postgres. */
export function assertRealDate(field: string, value: string): void {
  if (!isLocalDate(value)) throw fieldError(field, 'is not a valid date');
}
