import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { availability, daySummaries, occurrenceKey } from './availability';
import { addDays } from './local-time';
import { expandSeries, type Occurrence } from './occurrences';
import type { StopSaleRule } from './stop-sales';
import { arbDate, arbSeries, arbStopSale, arbTime } from './arbitraries.fixtures';

const TZ = 'Asia/Jerusalem';
const occ = (over: Partial<Occurrence> = {}): Occurrence => ({ slotId: 1, productId: 7, date: '2026-06-10', startTime: '10:00:00', endTime: '11:00:00', limit: 10, ...over });
const at = (iso: string) => new Date(iso);

describe('availability', () => {
  it('sold and available seats per occurrence; unlimited stays null (R-SLOT-20)', () => {
    const sold = new Map([[occurrenceKey(1, '2026-06-10'), 4], [occurrenceKey(2, '2026-06-10'), 12]]);
    const got = availability([occ(), occ({ slotId: 2 }), occ({ slotId: 3, limit: null })], sold, [], at('2026-06-01T00:00:00Z'), TZ);
    expect(got.map((a) => [a.sold, a.available])).toEqual([[4, 6], [12, 0], [0, null]]);
    expect(got.every((a) => !a.past && !a.stopped)).toBe(true);
  });

  it('R-STOP-1: marks occurrences under a stop sale', () => {
    const stop: StopSaleRule = { id: 1, productIds: [7], slotId: null, startDate: '2026-06-10', endDate: '2026-06-10', daysOfWeek: 127, fromTime: null, toTime: null, lifts: [] };
    expect(availability([occ()], new Map(), [stop], at('2026-06-01T00:00:00Z'), TZ)[0]!.stopped).toBe(true);
  });

  it('an occurrence is past from the instant it starts in the provider zone', () => {
    // 10:00 in Jerusalem in June is 07:00 UTC.
    expect(availability([occ()], new Map(), [], at('2026-06-10T06:59:59Z'), TZ)[0]!.past).toBe(false);
    expect(availability([occ()], new Map(), [], at('2026-06-10T07:00:00Z'), TZ)[0]!.past).toBe(true);
    // Dates far from today need no conversion but answer the same.
    expect(availability([occ({ date: '2026-06-01' })], new Map(), [], at('2026-06-10T00:00:00Z'), TZ)[0]!.past).toBe(true);
    expect(availability([occ({ date: '2026-06-20' })], new Map(), [], at('2026-06-10T00:00:00Z'), TZ)[0]!.past).toBe(false);
  });

  it('past is exact on the 2026 DST change days', () => {
    // 27 March: 03:30 local is 00:30 UTC; 02:30 does not exist and counts as 03:30.
    expect(availability([occ({ date: '2026-03-27', startTime: '03:30:00' })], new Map(), [], at('2026-03-27T00:29:00Z'), TZ)[0]!.past).toBe(false);
    expect(availability([occ({ date: '2026-03-27', startTime: '02:30:00' })], new Map(), [], at('2026-03-27T00:30:00Z'), TZ)[0]!.past).toBe(true);
    // 25 October: 01:30 happens twice; the first (22:30 UTC the day before) counts.
    expect(availability([occ({ date: '2026-10-25', startTime: '01:30:00' })], new Map(), [], at('2026-10-24T22:29:00Z'), TZ)[0]!.past).toBe(false);
    expect(availability([occ({ date: '2026-10-25', startTime: '01:30:00' })], new Map(), [], at('2026-10-24T22:30:00Z'), TZ)[0]!.past).toBe(true);
  });

  it('past agrees with converting every occurrence, on any day including DST days', () => {
    fc.assert(
      fc.property(arbDate, arbTime, fc.integer({ min: -3 * 86_400, max: 3 * 86_400 }), fc.constantFrom('2026-03-27', '2026-10-25', '2026-06-10', '2026-12-31'), (date, startTime, shift, nowDay) => {
        const now = new Date(Date.parse(`${nowDay}T00:00:00Z`) + shift * 1000);
        const near = [addDays(date, -1), date, addDays(date, 1)];
        for (const d of [...near, nowDay]) {
          const o = occ({ date: d, startTime });
          const exact = firstInstantShowing(o.date, o.startTime);
          if (exact === null) continue; // a time in the spring-forward gap: see the example above
          expect(availability([o], new Map(), [], now, TZ)[0]!.past).toBe(exact <= now.getTime());
        }
      }),
      { numRuns: 300 },
    );
  });

  it('day summaries: every date, sold, seats still for sale, the grid week and today', () => {
    const sold = new Map([[occurrenceKey(1, '2026-06-10'), 4]]);
    const slots = availability(
      [occ(), occ({ slotId: 2, limit: 5 }), occ({ slotId: 3, date: '2026-06-11', limit: null })],
      sold,
      [],
      at('2026-06-01T00:00:00Z'),
      TZ,
    );
    const days = daySummaries(slots, '2026-06-09', '2026-06-12', '2026-06-10');
    expect(days).toEqual([
      { dayOfMonth: 9, week: 2, date: '2026-06-09', sold: 0, available: 0, isCurrent: false },
      { dayOfMonth: 10, week: 2, date: '2026-06-10', sold: 4, available: 11, isCurrent: true },
      { dayOfMonth: 11, week: 2, date: '2026-06-11', sold: 0, available: null, isCurrent: false },
      { dayOfMonth: 12, week: 2, date: '2026-06-12', sold: 0, available: 0, isCurrent: false },
    ]);
    // June 2026 starts on a Monday: the 1st to the 6th are week 1, Sunday the 7th starts week 2.
    expect(daySummaries([], '2026-06-06', '2026-06-07', '2026-06-01').map((d) => d.week)).toEqual([1, 2]);
  });

  it('day summaries leave stopped and started occurrences out of what is for sale', () => {
    const stop: StopSaleRule = { id: 1, productIds: [7], slotId: 2, startDate: '2026-06-10', endDate: '2026-06-10', daysOfWeek: 127, fromTime: null, toTime: null, lifts: [] };
    const slots = availability([occ({ startTime: '08:00:00' }), occ({ slotId: 2, limit: null }), occ({ slotId: 3, startTime: '20:00:00', limit: 3 })], new Map(), [stop], at('2026-06-10T07:00:00Z'), TZ);
    expect(daySummaries(slots, '2026-06-10', '2026-06-10', '2026-06-10')[0]!.available).toBe(3);
  });

  it('for any series and stop sales, available = max(0, limit - sold) and days add up', () => {
    fc.assert(
      fc.property(fc.array(arbSeries, { maxLength: 3 }), fc.array(arbStopSale, { maxLength: 3 }), arbDate, fc.nat(40), (series, stops, from, span) => {
        const unique = series.map((s, i) => ({ ...s, id: i + 1 }));
        const to = addDays(from, span);
        const occurrences = expandSeries(unique, [], from, to);
        const sold = new Map(occurrences.map((o, i) => [occurrenceKey(o.slotId, o.date), i % 4]));
        const slots = availability(occurrences, sold, stops, at('2026-06-10T09:00:00Z'), TZ);
        for (const s of slots) expect(s.available).toBe(s.limit === null ? null : Math.max(0, s.limit - s.sold));
        const days = daySummaries(slots, from, to, '2026-06-10');
        expect(days).toHaveLength(span + 1);
        expect(days.reduce((n, d) => n + d.sold, 0)).toBe(slots.reduce((n, s) => n + s.sold, 0));
      }),
    );
  });
});

/** The zone conversion the slow way: the first UTC minute showing this wall clock; null when none does. */
function firstInstantShowing(date: string, time: string): number | null {
  const fmt = new Intl.DateTimeFormat('sv-SE', { timeZone: TZ, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
  const base = Date.parse(`${date}T${time}Z`);
  for (let m = -4 * 60; m <= 0; m++) {
    const t = base + m * 60_000;
    if (fmt.format(new Date(t)) === `${date} ${time}`) return t;
  }
  return null;
}
