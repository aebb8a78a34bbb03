import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Weekday } from '../weekdays';
import type { Occurrence } from './occurrences';
import { isStopped, ruleCovers, type StopSaleRule } from './stop-sales';
import { arbDate, arbStopSale, arbTime } from './arbitraries.fixtures';

const occ = (over: Partial<Occurrence> = {}): Occurrence => ({ slotId: 1, productId: 7, date: '2026-03-04', startTime: '10:00:00', endTime: '11:00:00', limit: 10, ...over });
const rule = (over: Partial<StopSaleRule> = {}): StopSaleRule => ({
  id: 1,
  productIds: [7],
  slotId: null,
  startDate: '2026-03-04',
  endDate: '2026-03-04',
  daysOfWeek: 127,
  fromTime: null,
  toTime: null,
  lifts: [],
  ...over,
});

describe('stop sales (R-STOP-1, R-STOP-2)', () => {
  it('R-STOP-1: a whole-day stop sale stops every occurrence of its products that day', () => {
    expect(isStopped([rule()], occ())).toBe(true);
    expect(isStopped([rule()], occ({ startTime: '23:30:00' }))).toBe(true);
    expect(isStopped([rule()], occ({ productId: 8 }))).toBe(false);
    expect(isStopped([rule()], occ({ date: '2026-03-05' }))).toBe(false);
  });

  it('R-STOP-1: a stop sale for the current slot stops that slot only', () => {
    const r = rule({ slotId: 1 });
    expect(isStopped([r], occ())).toBe(true);
    expect(isStopped([r], occ({ slotId: 2 }))).toBe(false);
  });

  it('R-STOP-1: a date range stops only its chosen week days', () => {
    const r = rule({ startDate: '2026-03-01', endDate: '2026-03-31', daysOfWeek: Weekday.WED | Weekday.SAT });
    expect(isStopped([r], occ({ date: '2026-03-04' }))).toBe(true); // Wednesday
    expect(isStopped([r], occ({ date: '2026-03-07' }))).toBe(true); // Saturday
    expect(isStopped([r], occ({ date: '2026-03-05' }))).toBe(false); // Thursday
    expect(isStopped([r], occ({ date: '2026-04-01' }))).toBe(false); // after the range
  });

  it('R-STOP-1: hours stop the occurrences starting within them, both ends included', () => {
    const r = rule({ fromTime: '09:00:00', toTime: '12:00:00' });
    expect(isStopped([r], occ({ startTime: '09:00:00' }))).toBe(true);
    expect(isStopped([r], occ({ startTime: '12:00:00' }))).toBe(true);
    expect(isStopped([r], occ({ startTime: '08:59:59' }))).toBe(false);
    expect(isStopped([r], occ({ startTime: '12:00:01' }))).toBe(false);
  });

  it('R-STOP-2: a lift reopens one occurrence and no other', () => {
    const r = rule({ startDate: '2026-03-01', endDate: '2026-03-31', lifts: [{ slotId: 1, date: '2026-03-04' }] });
    expect(isStopped([r], occ())).toBe(false);
    expect(ruleCovers(r, occ())).toBe(true);
    expect(isStopped([r], occ({ slotId: 2 }))).toBe(true);
    expect(isStopped([r], occ({ date: '2026-03-05' }))).toBe(true);
  });

  it('R-STOP-2: a lift on one stop sale leaves another covering the occurrence in force', () => {
    const lifted = rule({ lifts: [{ slotId: 1, date: '2026-03-04' }] });
    expect(isStopped([lifted, rule({ id: 2 })], occ())).toBe(true);
  });

  it('stopped is "some rule covers and did not lift"', () => {
    fc.assert(
      fc.property(fc.array(arbStopSale, { maxLength: 4 }), arbDate, arbTime, fc.integer({ min: 1, max: 3 }), fc.integer({ min: 1, max: 3 }), (rules, date, startTime, slotId, productId) => {
        const o = occ({ date, startTime, slotId, productId });
        const expected = rules.some(
          (r) =>
            (r.slotId !== null ? r.slotId === slotId : r.productIds.includes(productId)) &&
            r.startDate <= date &&
            date <= r.endDate &&
            ((r.daysOfWeek || 127) & (1 << new Date(`${date}T00:00:00Z`).getUTCDay())) !== 0 &&
            (r.fromTime === null || (r.fromTime <= startTime && startTime <= r.toTime!)),
        );
        expect(isStopped(rules, o)).toBe(expected);
        const liftedAll = rules.map((r) => ({ ...r, lifts: [{ slotId, date }] }));
        expect(isStopped(liftedAll, o)).toBe(false);
      }),
      { numRuns: 500 },
    );
  });
});
