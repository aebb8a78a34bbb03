import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays, dateOfDayNumber, dayNumber, isLocalDate, normalizeTime, slotDuration, utcMs } from './local-time';

describe('local dates and times', () => {
  it('R-SLOT-13: pads times to hh:mm:ss', () => {
    expect(normalizeTime('9:05')).toBe('09:05:00');
    expect(normalizeTime('09:05')).toBe('09:05:00');
    expect(normalizeTime('23:59:59')).toBe('23:59:59');
    expect(normalizeTime(' 7:00:30 ')).toBe('07:00:30');
  });

  it('R-SLOT-13: refuses what is not a time of day', () => {
    for (const bad of ['24:00', '12:60', '12:00:60', '1200', '', 'ab:cd', '-1:00', '12:5']) expect(normalizeTime(bad), bad).toBeNull();
  });

  it('R-SLOT-14: a duration is end minus start in minutes', () => {
    expect(slotDuration('09:00:00', '10:30:00')).toBe(90);
    expect(slotDuration('00:00:00', '23:59:59')).toBe(1439);
    expect(slotDuration('10:00:00', '10:00:00')).toBe(0);
    expect(slotDuration('10:00:00', '09:00:00')).toBe(-60);
  });

  it('knows real calendar dates', () => {
    expect(isLocalDate('2028-02-29')).toBe(true);
    expect(isLocalDate('0004-02-29')).toBe(true);
    expect(isLocalDate('0100-02-29')).toBe(false);
    expect(addDays('0001-01-01', 1)).toBe('0001-01-02');
    expect(addDays('9999-12-30', 1)).toBe('9999-12-31');
    for (const bad of ['2026-02-29', '2026-02-30', '2026-13-01', '2026-00-10', '2026-01-00', '2026-1-01', '0000-01-01', 'x']) expect(isLocalDate(bad), bad).toBe(false);
  });

  it('day numbers and their dates, by arithmetic, are what Date makes of them from year 1 to 9999', () => {
    const viaDate = (n: number) => new Date(n * 86_400_000).toISOString().slice(0, 10);
    // -719162 is 0001-01-01, 2932896 is 9999-12-31.
    fc.assert(
      fc.property(fc.integer({ min: -719_162, max: 2_932_896 }), (n) => {
        expect(dateOfDayNumber(n)).toBe(viaDate(n));
        expect(dayNumber(viaDate(n))).toBe(n);
      }),
      { numRuns: 3000 },
    );
    for (const n of [-719_162, -1, 0, 1, 59, 789, 11_016, 2_932_896]) expect(dateOfDayNumber(n)).toBe(viaDate(n));
    expect(dateOfDayNumber(0)).toBe('1970-01-01');
    expect(dayNumber('2028-02-29')).toBe(dayNumber('2028-03-01') - 1);
  });

  it('a day past its month\'s end counts on into the next month, as Date does', () => {
    const pad = (n: number, w: number) => String(n).padStart(w, '0');
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9999 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 0, max: 40 }), (y, m, d) => {
        expect(dayNumber(`${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`)).toBe(Math.floor(utcMs(y, m, d) / 86_400_000));
      }),
      { numRuns: 2000 },
    );
  });

  it('adds days across months, years and DST changes', () => {
    expect(addDays('2026-03-26', 2)).toBe('2026-03-28');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: -1000, max: 1000 }), (n, k) => {
        const date = addDays('1970-01-01', n);
        expect(isLocalDate(date)).toBe(true);
        expect(dayNumber(addDays(date, k)) - dayNumber(date)).toBe(k);
      }),
    );
  });
});
