import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { weekdayFlagOf } from './weekdays';

/** What weekdayFlagOf computed before it counted days itself: Date's reading of the date. */
const viaDate = (date: string) => 1 << new Date(`${date}T00:00:00Z`).getUTCDay();

describe('weekdayFlagOf', () => {
  it('gives the flag of the date\'s week day: SUN 1 .. SAT 64', () => {
    expect(weekdayFlagOf('2026-03-01')).toBe(1); // a Sunday
    expect(weekdayFlagOf('2026-03-07')).toBe(64);
    expect(weekdayFlagOf('1970-01-01')).toBe(16); // a Thursday
    expect(weekdayFlagOf('2028-02-29')).toBe(4); // a Tuesday
  });

  it('agrees with Date on any YYYY-MM-DD, days past a month\'s end and impossible months included', () => {
    const pad = (n: number, w: number) => String(n).padStart(w, '0');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 33 }), (y, m, d) => {
        const date = `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`;
        expect(weekdayFlagOf(date), date).toBe(viaDate(date));
      }),
      { numRuns: 3000 },
    );
  });

  it('agrees with Date on what is not a date', () => {
    for (const bad of ['', 'x', '2026-1-01', '2026-01-1', '2026/01/01', '+02026-01-01', '2026-01-01T00:00:00Z', ' 2026-01-01', '２026-01-01']) {
      expect(weekdayFlagOf(bad), bad).toBe(viaDate(bad));
    }
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (s) => {
        expect(weekdayFlagOf(s)).toBe(viaDate(s));
      }),
    );
  });
});
