import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays } from './local-time';
import { instantToLocal, localToInstant } from './time-zone';

const TZ = 'Asia/Jerusalem';
const iso = (date: string, time: string) => localToInstant(date, time, TZ).toISOString();

/** Israel 2026: clocks go 02:00 -> 03:00 on Friday 27 March and 02:00 -> 01:00 on Sunday 25 October. */
describe('provider time zone (Asia/Jerusalem)', () => {
  it('converts ordinary winter and summer times', () => {
    expect(iso('2026-01-15', '10:00:00')).toBe('2026-01-15T08:00:00.000Z');
    expect(iso('2026-07-15', '10:00:00')).toBe('2026-07-15T07:00:00.000Z');
    expect(instantToLocal(new Date('2026-07-15T21:30:00Z'), TZ)).toEqual({ date: '2026-07-16', time: '00:30:00' });
  });

  it('spring forward: the times around the gap, and a time in the gap maps forward', () => {
    expect(iso('2026-03-27', '01:59:00')).toBe('2026-03-26T23:59:00.000Z');
    expect(iso('2026-03-27', '03:00:00')).toBe('2026-03-27T00:00:00.000Z');
    expect(iso('2026-03-27', '02:30:00')).toBe('2026-03-27T00:30:00.000Z');
    expect(instantToLocal(new Date('2026-03-27T00:30:00Z'), TZ)).toEqual({ date: '2026-03-27', time: '03:30:00' });
  });

  it('a remembered answer is the same instant in a new Date each time, per zone', () => {
    const first = localToInstant('2026-07-15', '10:00:00', TZ);
    first.setTime(0);
    const again = localToInstant('2026-07-15', '10:00:00', TZ);
    expect(again).not.toBe(first);
    expect(again.toISOString()).toBe('2026-07-15T07:00:00.000Z');
    expect(localToInstant('2026-07-15', '10:00:00', 'Europe/London').toISOString()).toBe('2026-07-15T09:00:00.000Z');
    expect(localToInstant('2026-10-25', '01:30:00', TZ).toISOString()).toBe(localToInstant('2026-10-25', '01:30:00', TZ).toISOString());
  });

  it('fall back: a time that happens twice maps to the first', () => {
    expect(iso('2026-10-25', '01:30:00')).toBe('2026-10-24T22:30:00.000Z');
    expect(iso('2026-10-25', '00:59:00')).toBe('2026-10-24T21:59:00.000Z');
    expect(iso('2026-10-25', '02:00:00')).toBe('2026-10-25T00:00:00.000Z');
    expect(instantToLocal(new Date('2026-10-24T23:30:00Z'), TZ)).toEqual({ date: '2026-10-25', time: '01:30:00' });
  });

  it('round-trips every instant of the change days and the days around them', () => {
    const days = ['2026-03-26', '2026-03-27', '2026-03-28', '2026-10-24', '2026-10-25', '2026-10-26'];
    fc.assert(
      fc.property(fc.constantFrom(...days), fc.integer({ min: -12 * 60, max: 36 * 60 - 1 }), (day, minute) => {
        const instant = new Date(Date.parse(`${day}T00:00:00Z`) + minute * 60_000);
        const local = instantToLocal(instant, TZ);
        const back = localToInstant(local.date, local.time, TZ);
        // The first of two equal wall-clock times is chosen on fall back: an hour earlier at most.
        const diff = instant.getTime() - back.getTime();
        expect(diff === 0 || diff === 3_600_000).toBe(true);
        expect(instantToLocal(back, TZ)).toEqual(local);
      }),
      { numRuns: 500 },
    );
  });

  it('maps local times of any day to instants that show that day, in order', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 800 }), fc.integer({ min: 0, max: 1438 }), (n, minute) => {
        const date = addDays('2025-06-01', n);
        const t = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}:00`;
        const a = localToInstant(date, t(minute), TZ);
        const b = localToInstant(date, t(minute + 1), TZ);
        expect(instantToLocal(a, TZ).date).toBe(date);
        expect(b.getTime()).toBeGreaterThanOrEqual(a.getTime());
      }),
      { numRuns: 300 },
    );
  });

  it('instantToLocal (its offset remembered by the minute) agrees with Intl second by second across both clock changes', () => {
    const intl = new Intl.DateTimeFormat('en-GB', { timeZone: TZ, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
    const direct = (ms: number) => {
      const p = Object.fromEntries(intl.formatToParts(new Date(ms)).map((x) => [x.type, x.value]));
      return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}:${p.second}` };
    };
    for (const change of ['2026-03-27T00:00:00Z', '2026-10-24T23:00:00Z']) {
      const at = Date.parse(change);
      for (let ms = at - 120_000; ms <= at + 120_000; ms += 7_919) expect(instantToLocal(new Date(ms), TZ), new Date(ms).toISOString()).toEqual(direct(ms));
      // The last second before the change, then the change itself: the same zone, minutes apart.
      expect(instantToLocal(new Date(at - 1_000), TZ)).toEqual(direct(at - 1_000));
      expect(instantToLocal(new Date(at), TZ)).toEqual(direct(at));
    }
  });
});
