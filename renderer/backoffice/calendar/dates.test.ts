import { describe, expect, it } from 'vitest';
import { endOfMonth, rangeOf, startOfWeek, step } from './dates';

describe('calendar dates', () => {
  it('R-CLIENT-25: weeks run Monday to Sunday', () => {
    expect(startOfWeek('2026-11-21')).toBe('2026-11-16'); // a Saturday
    expect(startOfWeek('2026-11-22')).toBe('2026-11-16'); // a Sunday ends the week
    expect(startOfWeek('2026-11-16')).toBe('2026-11-16');
  });
  it('a month view holds the whole weeks of the month', () => {
    const r = rangeOf('month', '2026-02-10');
    expect([r.from, r.to, r.days.length]).toEqual(['2026-01-26', '2026-03-01', 35]);
    expect(endOfMonth('2028-02-03')).toBe('2028-02-29');
  });
  it('steps by the view', () => {
    expect(step('day', '2026-12-31', 1)).toBe('2027-01-01');
    expect(step('week', '2026-11-21', -1)).toBe('2026-11-14');
    expect(step('month', '2026-01-31', 1)).toBe('2026-02-01');
  });
});
