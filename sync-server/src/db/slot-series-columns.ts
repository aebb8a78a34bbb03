import { slots } from './schema';

/**
 * The columns of a slot series (SlotSeries of @pos/shared/calendar: what its occurrences are
 * computed from), selected by name. The station's slots stream adds its own columns to these; the
 * product alerts read just these.
 */
export const SLOT_SERIES_COLUMNS = {
  id: slots.id,
  productId: slots.productId,
  startDate: slots.startDate,
  startTime: slots.startTime,
  endTime: slots.endTime,
  repeatMode: slots.repeatMode,
  daysOfWeek: slots.daysOfWeek,
  repeatEndDate: slots.repeatEndDate,
  repeatCount: slots.repeatCount,
  limit: slots.limit,
};
