import fc from 'fast-check';
import { addDays } from './local-time';
import type { RepeatStop, SlotSeries } from './occurrences';
import type { StopSaleRule } from './stop-sales';

/** fast-check generators of calendar data for the property tests of this folder. */

const BASE = '2026-01-01';

/** A date within about two years from 2026-01-01. */
export const arbDate = fc.integer({ min: -40, max: 700 }).map((n) => addDays(BASE, n));

export const arbTime = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
  .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:00`);

export const arbSeries: fc.Arbitrary<SlotSeries> = fc
  .record({
    id: fc.integer({ min: 1, max: 3 }),
    productId: fc.integer({ min: 1, max: 2 }),
    startDate: arbDate,
    startTime: arbTime,
    repeatMode: fc.constantFrom(1 as const, 2 as const, 3 as const),
    daysOfWeek: fc.integer({ min: 0, max: 127 }),
    endAfterDays: fc.option(fc.integer({ min: -5, max: 400 })),
    repeatCount: fc.option(fc.integer({ min: 0, max: 120 })),
    limit: fc.option(fc.integer({ min: 0, max: 50 })),
  })
  .map((r) => ({
    id: r.id,
    productId: r.productId,
    startDate: r.startDate,
    startTime: r.startTime,
    endTime: '23:59:59',
    repeatMode: r.repeatMode,
    daysOfWeek: r.daysOfWeek,
    repeatEndDate: r.endAfterDays === null ? null : addDays(r.startDate, r.endAfterDays),
    repeatCount: r.repeatCount,
    limit: r.limit,
  }));

export const arbStop = (slotIds: number[]): fc.Arbitrary<RepeatStop> =>
  fc
    .record({ slotId: fc.constantFrom(...slotIds), startDate: arbDate, length: fc.integer({ min: 0, max: 30 }), daysOfWeek: fc.integer({ min: 0, max: 127 }), isChange: fc.boolean() })
    .map((r) => ({ slotId: r.slotId, startDate: r.startDate, endDate: addDays(r.startDate, r.length), daysOfWeek: r.daysOfWeek, isChange: r.isChange }));

export const arbStopSale: fc.Arbitrary<StopSaleRule> = fc
  .record({
    id: fc.integer({ min: 1, max: 1000 }),
    productIds: fc.uniqueArray(fc.integer({ min: 1, max: 3 }), { maxLength: 3 }),
    slotId: fc.option(fc.integer({ min: 1, max: 3 })),
    startDate: arbDate,
    length: fc.integer({ min: 0, max: 60 }),
    daysOfWeek: fc.integer({ min: 0, max: 127 }),
    hours: fc.option(fc.tuple(arbTime, arbTime)),
  })
  .map((r) => {
    const [fromTime, toTime] = r.hours ? [r.hours[0] < r.hours[1] ? r.hours[0] : r.hours[1], r.hours[0] < r.hours[1] ? r.hours[1] : r.hours[0]] : [null, null];
    return { id: r.id, productIds: r.productIds, slotId: r.slotId, startDate: r.startDate, endDate: addDays(r.startDate, r.length), daysOfWeek: r.daysOfWeek, fromTime, toTime, lifts: [] };
  });
