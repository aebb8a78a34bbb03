import { availability, expandSeries, instantToLocal, occurrenceKey, ruleCovers, type OccurrenceAvailability } from '@pos/shared/calendar/index';
import type { Tx } from '../../db/client';
import { loadAvailabilitySource, type AvailabilitySlotRow } from './availability-repo';
import { seriesOf, type SlotFilter } from './slot-repo';

export interface LoadedAvailability {
  timeZone: string;
  /** Today in the provider's zone. */
  today: string;
  slots: OccurrenceAvailability[];
  /** The slot rows the occurrences come from, by id. */
  rows: Map<number, AvailabilitySlotRow>;
  /** Stopped occurrences (by occurrenceKey): the ids of the stop sales that stop them, not lifted for them. */
  stopSaleIds: Map<string, number[]>;
}

/**
 * The provider's slot occurrences from..to with sold seats, stop sales and whether each has
 * started: the one computation behind the calendar reads (and the bench).
 */
export async function loadAvailability(db: Tx, providerId: number, q: SlotFilter, now: Date): Promise<LoadedAvailability> {
  const { timeZone, rows, repeatStops: stops, soldByKey, stopSales } = await loadAvailabilitySource(db, providerId, q);
  const occurrences = expandSeries(rows.map(seriesOf), stops, q.from, q.to);
  const slots = availability(occurrences, soldByKey, stopSales, now, timeZone);
  const stopSaleIds = new Map<string, number[]>();
  for (const o of slots) {
    if (!o.stopped) continue;
    const ids = stopSales.filter((r) => ruleCovers(r, o) && !r.lifts.some((l) => l.slotId === o.slotId && l.date === o.date)).map((r) => r.id);
    stopSaleIds.set(occurrenceKey(o.slotId, o.date), ids);
  }
  return {
    timeZone,
    today: instantToLocal(now, timeZone).date,
    slots,
    rows: new Map(rows.map((r) => [r.id, r])),
    stopSaleIds,
  };
}
