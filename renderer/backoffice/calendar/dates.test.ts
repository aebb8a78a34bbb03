import { describe, expect, it } from 'vitest';
import { endOfMonth, rangeOf, startOfWeek, step, weekColumns } from './dates';

describe('calendar dates', () => {
  it("weeks start on the provider's first day: Sunday (Israel) or Monday", () => {
    expect(startOfWeek('2026-11-21', 0)).toBe('2026-11-15'); // a Saturday ends a Sunday week
    expect(startOfWeek('2026-11-22', 0)).toBe('2026-11-22'); // a Sunday starts it
    expect(startOfWeek('2026-11-21', 1)).toBe('2026-11-16'); // Monday weeks
    expect(startOfWeek('2026-11-22', 1)).toBe('2026-11-16'); // a Sunday ends a Monday week
    expect(startOfWeek('2026-11-16', 1)).toBe('2026-11-16');
    expect(startOfWeek('2026-11-20', 6)).toBe('2026-11-14'); // Saturday weeks
    expect(weekColumns(0)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(weekColumns(1)).toEqual([1, 2, 3, 4, 5, 6, 0]);
    expect(rangeOf('week', '2026-11-24', 0)).toMatchObject({ from: '2026-11-22', to: '2026-11-28' });
  });
  it('a month view holds the whole weeks of the month', () => {
    const r = rangeOf('month', '2026-02-10', 1);
    expect([r.from, r.to, r.days.length]).toEqual(['2026-01-26', '2026-03-01', 35]);
    const sunday = rangeOf('month', '2026-02-10', 0);
    expect([sunday.from, sunday.to, sunday.days.length]).toEqual(['2026-02-01', '2026-02-28', 28]);
    expect(endOfMonth('2028-02-03')).toBe('2028-02-29');
  });
  it('steps by the view', () => {
    expect(step('day', '2026-12-31', 1)).toBe('2027-01-01');
    expect(step('week', '2026-11-21', -1)).toBe('2026-11-14');
    expect(step('month', '2026-01-31', 1)).toBe('2026-02-01');
  });
});
