import { addDays } from '../../ui/format';

/**
 * Calendar ranges. Dates are local YYYY-MM-DD. A week starts on the provider's first day (0 Sunday ..
 * 6 Saturday: Israeli calendars start on Sunday); the seed's MON..SUN stays the names' exchange format.
 */
export type CalendarView = 'day' | 'week' | 'month';

export function weekdayIndex(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

export type WeekStart = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export function startOfWeek(date: string, weekStartsOn: WeekStart): string {
  return addDays(date, -((weekdayIndex(date) - weekStartsOn + 7) % 7));
}

/** The weekday indexes (0 Sunday) of a week's columns, from its first day. */
export function weekColumns(weekStartsOn: WeekStart): number[] {
  return Array.from({ length: 7 }, (_, i) => (weekStartsOn + i) % 7);
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
export function rangeOf(view: CalendarView, date: string, weekStartsOn: WeekStart): { from: string; to: string; days: string[] } {
  let from = date;
  let to = date;
  if (view === 'week') {
    from = startOfWeek(date, weekStartsOn);
    to = addDays(from, 6);
  } else if (view === 'month') {
    from = startOfWeek(startOfMonth(date), weekStartsOn);
    to = addDays(startOfWeek(endOfMonth(date), weekStartsOn), 6);
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
