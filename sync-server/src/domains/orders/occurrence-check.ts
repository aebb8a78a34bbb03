import { isStopped, localToInstant, occursOn, type Occurrence } from '@pos/shared/calendar/index';
import type { SaleCatalogue } from './sale-catalogue-repo';

/** Why an occurrence of a slot cannot be sold (or confirmed) now. */
export type OccurrenceProblem =
  /** The slot is gone, of another product, or does not happen on the date (R-ORD-5 b, R-ORD-24). */
  | 'slot-not-found'
  | 'slot-start-time-changed'
  /** Not a product of the provider. */
  | 'product-not-found'
  /** R-ORD-5 f */
  | 'product-not-active'
  /** R-ORD-5 d */
  | 'stop-sale'
  /** R-ORD-10, R-ORD-5 e: the date is before today, without CreateChangeOrderInPast (40). */
  | 'order-date-passed'
  /** R-ORD-19: the slot has started (or its 'after' window closed), without CreateChangeSlotInPast (41). */
  | 'slot-finished'
  /** R-SLOT-21: orders close some minutes before the start. */
  | 'slot-blocked-by-time';

export interface Clock {
  now: Date;
  timeZone: string;
  /** Today in the provider's zone. */
  today: string;
}

export interface PastRights {
  orderInPast: boolean;
  slotInPast: boolean;
}

export interface OccurrenceRequest {
  productId: number;
  slotId: number;
  date: string;
  /** The start time the caller believes the slot has (slot.startTime of order/calculate). */
  startTime?: string;
}

const MINUTE_MS = 60_000;

/**
 * Whether the occurrence can be sold: the slot exists for the product on the date, the product is
 * active, no stop sale covers it, and it is not in the past or blocked by time. Past dates need
 * permission 40 and started slots permission 41.
 */
export function checkOccurrence(catalogue: SaleCatalogue, req: OccurrenceRequest, clock: Clock, rights: PastRights): OccurrenceProblem | null {
  const product = catalogue.products.get(req.productId);
  if (!product) return 'product-not-found';
  if (!product.sellable) return 'product-not-active';
  const slot = catalogue.slots.get(req.slotId);
  if (!slot || slot.series.deleted || slot.series.productId !== req.productId) return 'slot-not-found';
  if (!occursOn(slot.series, catalogue.repeatStops, req.date)) return 'slot-not-found';
  if (req.startTime !== undefined && req.startTime.slice(0, 5) !== slot.series.startTime.slice(0, 5)) return 'slot-start-time-changed';
  const occurrence: Occurrence = { slotId: slot.series.id, productId: req.productId, date: req.date, startTime: slot.series.startTime, endTime: slot.series.endTime, limit: slot.series.limit };
  if (isStopped(catalogue.stopSales, occurrence)) return 'stop-sale';
  if (req.date < clock.today && !rights.orderInPast) return 'order-date-passed';
  const start = localToInstant(req.date, slot.series.startTime, clock.timeZone).getTime();
  const now = clock.now.getTime();
  const minutes = slot.blockMinutes * MINUTE_MS;
  // 'after' keeps orders open for some minutes after the start; otherwise they close at the start.
  const closesAt = slot.blockTiming === 'after' ? start + minutes : start;
  if (now >= closesAt && !rights.slotInPast) return 'slot-finished';
  if (slot.blockTiming === 'before' && now >= start - minutes && now < start) return 'slot-blocked-by-time';
  return null;
}
