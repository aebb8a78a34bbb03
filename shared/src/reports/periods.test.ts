import { describe, expect, it } from 'vitest';
import { autoGrouping, periodStart, periodsOf, sumByPeriod } from './periods';

describe('report periods (issue 18)', () => {
  it('chooses the grouping by the range length: days up to 31, weeks up to 182, months beyond', () => {
    expect(autoGrouping('2026-03-01', '2026-03-31')).toBe('day');
    expect(autoGrouping('2026-03-01', '2026-04-01')).toBe('week');
    expect(autoGrouping('2026-01-01', '2026-03-03')).toBe('week'); // the old 62-day cap: 9 weeks, not 62 bars
    expect(autoGrouping('2026-01-01', '2026-07-01')).toBe('week');
    expect(autoGrouping('2026-01-01', '2026-07-02')).toBe('month');
    expect(autoGrouping('2025-01-01', '2026-01-01')).toBe('month');
  });

  it("starts a week on the provider's first day (Sunday in Israel, Monday elsewhere) and a month on the 1st", () => {
    // 2026-03-11 is a Wednesday.
    expect(periodStart('2026-03-11', 'week', 0)).toBe('2026-03-08');
    expect(periodStart('2026-03-11', 'week', 1)).toBe('2026-03-09');
    expect(periodStart('2026-03-08', 'week', 0)).toBe('2026-03-08');
    expect(periodStart('2026-03-08', 'week', 1)).toBe('2026-03-02');
    expect(periodStart('2026-01-01', 'week', 0)).toBe('2025-12-28');
    expect(periodStart('2026-03-11', 'month')).toBe('2026-03-01');
    expect(periodStart('2026-03-11', 'day')).toBe('2026-03-11');
  });

  it('lists the periods of a range, the first and last clipped to it', () => {
    expect(periodsOf('2026-03-04', '2026-03-20', 'week', 0)).toEqual([
      { start: '2026-03-01', from: '2026-03-04', to: '2026-03-07' },
      { start: '2026-03-08', from: '2026-03-08', to: '2026-03-14' },
      { start: '2026-03-15', from: '2026-03-15', to: '2026-03-20' },
    ]);
    expect(periodsOf('2025-11-15', '2026-02-10', 'month')).toEqual([
      { start: '2025-11-01', from: '2025-11-15', to: '2025-11-30' },
      { start: '2025-12-01', from: '2025-12-01', to: '2025-12-31' },
      { start: '2026-01-01', from: '2026-01-01', to: '2026-01-31' },
      { start: '2026-02-01', from: '2026-02-01', to: '2026-02-10' },
    ]);
    expect(periodsOf('2024-01-01', '2024-12-31', 'month')).toHaveLength(12);
    expect(periodsOf('2026-03-01', '2026-03-03', 'day').map((p) => p.start)).toEqual(['2026-03-01', '2026-03-02', '2026-03-03']);
  });

  it('sums day rows into periods per key, never across currencies', () => {
    const rows = [
      { date: '2026-03-02', currencyId: 1, orders: 1, total: 1000 },
      { date: '2026-03-07', currencyId: 1, orders: 2, total: 2500 },
      { date: '2026-03-08', currencyId: 1, orders: 1, total: 100 },
      { date: '2026-03-03', currencyId: 2, orders: 1, total: 700 },
    ];
    expect(sumByPeriod(rows, 'week', ['orders', 'total'], (r) => String(r.currencyId), 0)).toEqual([
      { period: '2026-03-01', currencyId: 1, orders: 3, total: 3500 },
      { period: '2026-03-08', currencyId: 1, orders: 1, total: 100 },
      { period: '2026-03-01', currencyId: 2, orders: 1, total: 700 },
    ]);
    expect(sumByPeriod(rows, 'month', ['orders', 'total'], (r) => String(r.currencyId))).toEqual([
      { period: '2026-03-01', currencyId: 1, orders: 4, total: 3600 },
      { period: '2026-03-01', currencyId: 2, orders: 1, total: 700 },
    ]);
    // The input rows are left as they were.
    expect(rows[0]).toEqual({ date: '2026-03-02', currencyId: 1, orders: 1, total: 1000 });
  });
});
