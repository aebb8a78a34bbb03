import type { Static } from 'typebox';
import { occurrenceKey } from '@pos/shared/calendar/index';
import type { LoadedAvailability } from './load-availability';
import type { EventRow } from './event-repo';
import type { AvailabilitySlotRow } from './availability-repo';
import type { CalendarEntry, Slot } from '@pos/shared/api/calendar';

type Entry = Static<typeof CalendarEntry>;

/** A slot row as answered (its series settings: repeat mode, week days, end, count, start date, limit...). */
function slotSettings(row: AvailabilitySlotRow | undefined): Static<typeof Slot> | null {
  return row ?? null;
}

/**
 * Calendar entries (spec 001 §3): one per slot occurrence and one per event, ordered by start.
 * R-SLOT-18: built from availability, an entry's `limit` holds the sold count; the slot's own
 * limit is in `slotLimit`.
 */
export function calendarEntries(loaded: LoadedAvailability, events: readonly EventRow[]): Entry[] {
  const slotEntries = loaded.slots.map(
    (s): Entry => ({
      id: `slot-${s.slotId}-${s.date}`,
      type: 'slot',
      productId: s.productId,
      slotId: s.slotId,
      eventId: null,
      originalSlotId: loaded.rows.get(s.slotId)?.originalSlotId ?? null,
      name: null,
      start: `${s.date}T${s.startTime}`,
      end: `${s.date}T${s.endTime}`,
      limit: s.sold,
      slotLimit: s.limit,
      sold: s.sold,
      available: s.available,
      stopped: s.stopped,
      past: s.past,
      isVirtual: loaded.rows.get(s.slotId)?.isVirtual ?? false,
      series: slotSettings(loaded.rows.get(s.slotId)),
      stopSaleIds: s.stopped ? (loaded.stopSaleIds.get(occurrenceKey(s.slotId, s.date)) ?? []) : [],
    }),
  );
  const eventEntries = events.map(
    (e): Entry => ({
      id: `event-${e.id}`,
      type: 'event',
      productId: e.productId,
      slotId: null,
      eventId: e.id,
      originalSlotId: e.originalSlotId,
      name: e.name,
      start: `${e.startDate}T${e.startTime ?? '00:00:00'}`,
      end: `${e.endDate}T${e.endTime ?? '23:59:59'}`,
      limit: 0,
      slotLimit: null,
      sold: 0,
      available: null,
      stopped: false,
      past: e.endDate < loaded.today,
      isVirtual: false,
      series: null,
      stopSaleIds: [],
    }),
  );
  return [...slotEntries, ...eventEntries].sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : a.id < b.id ? -1 : 1));
}
