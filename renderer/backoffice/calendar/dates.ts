import { addDays } from '../../ui/format';

/** Calendar ranges (R-CLIENT-25: weeks run MON to SUN). Dates are local YYYY-MM-DD. */
export type CalendarView = 'day' | 'week' | 'month';

export function weekdayIndex(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

export function startOfWeek(date: string): string {
  return addDays(date, -((weekdayIndex(date) + 6) % 7));
}

export function startOfMonth(date: string): string {
  return `${date.slice(0, 8)}01`;
}

export function endOfMonth(date: string): string {
  const d = new Date(`${startOfMonth(date)}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + 1);
  d.setUTCDate(0);
  return d.toISOString().slice(0, 10);
}

/** The dates a view shows: a day, a week, or the whole weeks that hold the month. */
export function rangeOf(view: CalendarView, date: string): { from: string; to: string; days: string[] } {
  let from = date;
  let to = date;
  if (view === 'week') {
    from = startOfWeek(date);
    to = addDays(from, 6);
  } else if (view === 'month') {
    from = startOfWeek(startOfMonth(date));
    to = addDays(startOfWeek(endOfMonth(date)), 6);
  }
  const days: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) days.push(d);
  return { from, to, days };
}

/** The date the previous or next arrow goes to. */
export function step(view: CalendarView, date: string, direction: 1 | -1): string {
  if (view === 'day') return addDays(date, direction);
  if (view === 'week') return addDays(date, 7 * direction);
  const d = new Date(`${startOfMonth(date)}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + direction);
  return d.toISOString().slice(0, 10);
}
