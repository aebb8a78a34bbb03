import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Weekday, hasWeekday, weekdayFlagOf } from '../weekdays';
import { addDays } from './local-time';
import { expandSeries, lastDateOf, occurrencesBetween, occursOn, type Occurrence, type RepeatStop, type SlotSeries } from './occurrences';
import { arbDate, arbSeries, arbStop } from './arbitraries.fixtures';

const weekly = (over: Partial<SlotSeries> = {}): SlotSeries => ({
  id: 1,
  productId: 7,
  startDate: '2026-03-01', // a Sunday
  startTime: '10:00:00',
  endTime: '11:00:00',
  repeatMode: 3,
  daysOfWeek: Weekday.SUN | Weekday.WED,
  repeatEndDate: null,
  repeatCount: null,
  limit: 20,
  ...over,
});

const dates = (s: SlotSeries, stops: RepeatStop[], from: string, to: string) => occurrencesBetween(s, stops, from, to).map((o) => o.date);

/** The rules written the slow, obvious way: walk every day from the start and count. */
function bruteForce(s: SlotSeries, stops: RepeatStop[], from: string, to: string): string[] {
  if (s.deleted) return [];
  const startFlag = 1 << new Date(`${s.startDate}T00:00:00Z`).getUTCDay();
  const flags = s.repeatMode === 2 ? 127 : s.repeatMode === 3 && s.daysOfWeek & 127 ? s.daysOfWeek & 127 : startFlag;
  const out: string[] = [];
  let count = 0;
  for (let d = s.startDate; d <= to; d = addDays(d, 1)) {
    if (s.repeatMode === 1 && d !== s.startDate) break;
    if (s.repeatEndDate !== null && s.repeatMode !== 1 && d > s.repeatEndDate) break;
    if (!hasWeekday(flags, d)) continue;
    count++;
    if (s.repeatMode !== 1 && s.repeatCount !== null && count > s.repeatCount) break;
    const stopped = stops.some((st) => st.slotId === s.id && st.startDate <= d && d <= st.endDate && hasWeekday(st.daysOfWeek || 127, d));
    if (d >= from && !stopped) out.push(d);
  }
  return out;
}

describe('slot series occurrences (R-SLOT-1, R-SLOT-2)', () => {
  it('R-SLOT-1: a slot without repeat happens on its start date only', () => {
    const s = weekly({ repeatMode: 1, startDate: '2026-03-04', repeatCount: 5 });
    expect(dates(s, [], '2026-01-01', '2026-12-31')).toEqual(['2026-03-04']);
  });

  it('R-SLOT-1: a daily slot happens every day until its end date (inclusive)', () => {
    const s = weekly({ repeatMode: 2, startDate: '2026-03-30', repeatEndDate: '2026-04-02' });
    expect(dates(s, [], '2026-03-01', '2026-04-30')).toEqual(['2026-03-30', '2026-03-31', '2026-04-01', '2026-04-02']);
  });

  it('R-SLOT-1: a weekly slot happens on its chosen week days only', () => {
    expect(dates(weekly(), [], '2026-03-01', '2026-03-14')).toEqual(['2026-03-01', '2026-03-04', '2026-03-08', '2026-03-11']);
  });

  it('R-SLOT-1: weekly with no chosen day repeats on the start date week day', () => {
    expect(dates(weekly({ daysOfWeek: 0, startDate: '2026-03-03' }), [], '2026-03-01', '2026-03-20')).toEqual(['2026-03-03', '2026-03-10', '2026-03-17']);
  });

  it('R-SLOT-1: a weekly slot whose start date is not a chosen day starts on the next chosen day', () => {
    expect(dates(weekly({ startDate: '2026-03-02', daysOfWeek: Weekday.FRI }), [], '2026-03-01', '2026-03-13')).toEqual(['2026-03-06', '2026-03-13']);
  });

  it('R-SLOT-2: a series ends after N repeats, counting the stopped ones', () => {
    const s = weekly({ repeatCount: 5 });
    expect(dates(s, [], '2026-01-01', '2027-01-01')).toEqual(['2026-03-01', '2026-03-04', '2026-03-08', '2026-03-11', '2026-03-15']);
    const stop: RepeatStop = { slotId: 1, startDate: '2026-03-04', endDate: '2026-03-04', daysOfWeek: 127, isChange: false };
    expect(dates(s, [stop], '2026-01-01', '2027-01-01')).toEqual(['2026-03-01', '2026-03-08', '2026-03-11', '2026-03-15']);
    expect(lastDateOf(s)).toBe('2026-03-15');
  });

  it('R-SLOT-2: with both a count and an end date, whichever comes first ends the series', () => {
    expect(dates(weekly({ repeatCount: 10, repeatEndDate: '2026-03-05' }), [], '2026-01-01', '2027-01-01')).toEqual(['2026-03-01', '2026-03-04']);
  });

  it('a series without an end has no last date and runs to the end of the range', () => {
    expect(lastDateOf(weekly())).toBeNull();
    expect(dates(weekly(), [], '2030-01-01', '2030-01-08')).toEqual(['2030-01-02', '2030-01-06']);
  });

  it('R-SLOT-3: a deleted series has no occurrences', () => {
    expect(dates(weekly({ deleted: true }), [], '2026-01-01', '2026-12-31')).toEqual([]);
    expect(occursOn(weekly({ deleted: true }), [], '2026-03-01')).toBe(false);
  });

  it('R-SLOT-6: a repeat stop takes dates out of the series, limited to its week days', () => {
    const stop: RepeatStop = { slotId: 1, startDate: '2026-03-01', endDate: '2026-03-11', daysOfWeek: Weekday.WED, isChange: true };
    expect(dates(weekly(), [stop], '2026-03-01', '2026-03-14')).toEqual(['2026-03-01', '2026-03-08']);
    const other: RepeatStop = { ...stop, slotId: 2, daysOfWeek: 127 };
    expect(dates(weekly(), [other], '2026-03-01', '2026-03-14')).toHaveLength(4);
  });

  it('carries the slot fields on every occurrence', () => {
    expect(occurrencesBetween(weekly(), [], '2026-03-01', '2026-03-01')).toEqual([
      { slotId: 1, productId: 7, date: '2026-03-01', startTime: '10:00:00', endTime: '11:00:00', limit: 20 },
    ]);
  });

  it('orders many series by date, start time and slot id', () => {
    const a = weekly({ id: 2, repeatMode: 2, startTime: '09:00:00' });
    const b = weekly({ id: 1, repeatMode: 2, startTime: '09:00:00' });
    const c = weekly({ id: 3, repeatMode: 2, startTime: '08:00:00' });
    expect(expandSeries([a, b, c], [], '2026-03-01', '2026-03-02').map((o) => `${o.date} ${o.slotId}`)).toEqual([
      '2026-03-01 3',
      '2026-03-01 1',
      '2026-03-01 2',
      '2026-03-02 3',
      '2026-03-02 1',
      '2026-03-02 2',
    ]);
  });

  it('finds the end of a long counted series without walking it', () => {
    expect(lastDateOf(weekly({ repeatMode: 2, repeatCount: 365 }))).toBe('2027-02-28');
    const long = weekly({ repeatCount: 1000 });
    expect(lastDateOf(long)).toBe(bruteForce(long, [], '2026-01-01', '2050-01-01').at(-1));
  });
});

describe('slot series occurrences, properties', () => {
  it('finds week days by day number as weekdayFlagOf does, from year 54 to 9909', () => {
    fc.assert(
      fc.property(fc.integer({ min: -700_000, max: 2_900_000 }), (n) => {
        const date = addDays('1970-01-01', n);
        const daily = weekly({ repeatMode: 3, daysOfWeek: weekdayFlagOf(date), startDate: addDays(date, -6), repeatCount: 1 });
        expect(dates(daily, [], addDays(date, -7), addDays(date, 7))).toEqual([date]);
      }),
    );
  });

  const arbCase = arbSeries.chain((series) =>
    fc.record({
      series: fc.constant(series),
      stops: fc.array(arbStop([series.id, series.id + 1]), { maxLength: 4 }),
      from: arbDate,
      span: fc.integer({ min: 0, max: 120 }),
    }),
  );

  it('agrees with walking every day from the start (R-SLOT-1, R-SLOT-2)', () => {
    fc.assert(
      fc.property(arbCase, ({ series, stops, from, span }) => {
        const to = addDays(from, span);
        expect(dates(series, stops, from, to)).toEqual(bruteForce(series, stops, from, to));
      }),
      { numRuns: 400 },
    );
  });

  it('every date lies in the range and the series span, on a chosen week day, sorted and unique', () => {
    fc.assert(
      fc.property(arbCase, ({ series, stops, from, span }) => {
        const to = addDays(from, span);
        const got = dates(series, stops, from, to);
        const last = lastDateOf(series);
        for (const d of got) {
          expect(d >= from && d <= to && d >= series.startDate).toBe(true);
          if (series.repeatMode !== 1 && series.repeatEndDate !== null) expect(d <= series.repeatEndDate).toBe(true);
          if (last !== null) expect(d <= last).toBe(true);
          if (series.repeatMode === 3 && series.daysOfWeek & 127) expect(hasWeekday(series.daysOfWeek, d)).toBe(true);
        }
        expect([...new Set(got)].sort()).toEqual(got);
      }),
    );
  });

  it('never yields more occurrences than repeatCount (R-SLOT-2)', () => {
    fc.assert(
      fc.property(arbSeries, fc.array(arbStop([1, 2, 3]), { maxLength: 3 }), (series, stops) => {
        const got = dates(series, stops, series.startDate, addDays(series.startDate, 900));
        if (series.repeatMode === 1) expect(got.length).toBeLessThanOrEqual(1);
        else if (series.repeatCount !== null) expect(got.length).toBeLessThanOrEqual(series.repeatCount);
      }),
    );
  });

  it('occursOn agrees with occurrencesBetween on every date', () => {
    fc.assert(
      fc.property(arbCase, ({ series, stops, from, span }) => {
        const to = addDays(from, span);
        const got = new Set(dates(series, stops, from, to));
        for (let d = from; d <= to; d = addDays(d, 1)) expect(occursOn(series, stops, d)).toBe(got.has(d));
      }),
      { numRuns: 200 },
    );
  });

  it('splitting a range in two gives the same union', () => {
    fc.assert(
      fc.property(arbCase, fc.integer({ min: 0, max: 120 }), ({ series, stops, from, span }, cut) => {
        const to = addDays(from, span);
        const mid = addDays(from, Math.min(cut, span));
        const whole = dates(series, stops, from, to);
        expect([...dates(series, stops, from, mid), ...dates(series, stops, addDays(mid, 1), to)]).toEqual(whole);
      }),
    );
  });

  it('expandSeries: every series\' occurrences, ordered by date, start time and slot id (as a sort of them all would)', () => {
    const sameHour = arbSeries.map((s) => ({ ...s, startTime: '09:00:00' }));
    const byDateTimeSlot = (a: Occurrence, b: Occurrence) =>
      a.date < b.date ? -1 : a.date > b.date ? 1 : a.startTime < b.startTime ? -1 : a.startTime > b.startTime ? 1 : a.slotId - b.slotId;
    fc.assert(
      fc.property(
        fc.array(fc.oneof(arbSeries, sameHour), { maxLength: 8 }),
        fc.array(arbStop([1, 2, 3]), { maxLength: 4 }),
        arbDate,
        fc.integer({ min: 0, max: 90 }),
        (list, stops, from, span) => {
          const to = addDays(from, span);
          const sorted = list.flatMap((s) => occurrencesBetween(s, stops, from, to)).sort(byDateTimeSlot);
          expect(expandSeries(list, stops, from, to)).toEqual(sorted);
        },
      ),
      { numRuns: 300 },
    );
    expect(expandSeries([weekly()], [], '2026-03-10', '2026-03-01')).toEqual([]);
  });

  it('stops only ever remove occurrences', () => {
    fc.assert(
      fc.property(arbCase, ({ series, stops, from, span }) => {
        const to = addDays(from, span);
        const all = new Set(dates(series, [], from, to));
        for (const d of dates(series, stops, from, to)) expect(all.has(d)).toBe(true);
      }),
    );
  });
});
