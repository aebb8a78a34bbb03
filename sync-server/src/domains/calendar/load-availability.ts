import { availability, expandSeries, instantToLocal, occurrenceKey, type OccurrenceAvailability } from '@pos/shared/calendar/index';
import type { Tx } from '../../db/client';
import { providerTimeZone } from './lookup-repo';
import { findRepeatStops, findSlots, findSoldCounts, seriesOf, type SlotFilter, type SlotRow } from './slot-repo';
import { findStopSales } from './stop-sale-repo';

export interface LoadedAvailability {
  timeZone: string;
  /** Today in the provider's zone. */
  today: string;
  slots: OccurrenceAvailability[];
  /** The slot rows the occurrences come from, by id. */
  rows: Map<number, SlotRow>;
}

/**
 * The provider's slot occurrences from..to with sold seats, stop sales and whether each has
 * started: the one computation behind the calendar reads (and the bench).
 */
export async function loadAvailability(db: Tx, providerId: number, q: SlotFilter, now: Date): Promise<LoadedAvailability> {
  const [timeZone, rows, stops, sold, stopSales] = await Promise.all([
    providerTimeZone(db, providerId),
    findSlots(db, providerId, q),
    findRepeatStops(db, providerId, q),
    findSoldCounts(db, providerId, q),
    findStopSales(db, providerId, q.from, q.to),
  ]);
  const occurrences = expandSeries(rows.map(seriesOf), stops, q.from, q.to);
  const soldByKey = new Map(sold.map((s) => [occurrenceKey(s.slotId, s.date), s.sold]));
  return {
    timeZone,
    today: instantToLocal(now, timeZone).date,
    slots: availability(occurrences, soldByKey, stopSales, now, timeZone),
    rows: new Map(rows.map((r) => [r.id, r])),
  };
}
