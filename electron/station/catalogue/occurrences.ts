import { addDays, availability, expandSeries, instantToLocal, type OccurrenceAvailability } from '@pos/shared/calendar/index';
import type { SlotRow } from '@pos/shared/sync/streams';
import type { StationContext } from '../context';
import { replica } from './replica';

export interface SlotOccurrenceView extends OccurrenceAvailability {
  forGroups: boolean;
  forIndividuals: boolean;
  isVirtual: boolean;
}

export function providerTimeZone(ctx: StationContext): string {
  return replica.provider(ctx.db)?.timezone ?? 'Asia/Jerusalem';
}

export function stationToday(ctx: StationContext): string {
  return instantToLocal(ctx.clock(), providerTimeZone(ctx)).date;
}

/**
 * The occurrences of a product's slots from..to with live remaining seats, by the same calendar
 * code the server uses (@pos/shared/calendar): sold = the server's count + this station's sales
 * it may not count yet; stop sales and started occurrences flagged.
 */
export function productOccurrences(ctx: StationContext, productId: number, from: string, to: string, onlySlotId?: number): SlotOccurrenceView[] {
  const all = replica.slotsOf(ctx.db, productId);
  // One slot asked (a cart line): only its series is expanded and timed.
  const series = onlySlotId === undefined ? all : all.filter((s) => s.id === onlySlotId);
  if (series.length === 0) return [];
  const bySlot = new Map<number, SlotRow>(series.map((s) => [s.id, s]));
  const occurrences = expandSeries(
    series,
    series.flatMap((s) => s.stops),
    from,
    to,
  );
  const sold = replica.seatsTaken(ctx.db, productId, from, to);
  return availability(occurrences, sold, replica.stopSales(ctx.db), ctx.clock(), providerTimeZone(ctx)).map((o) => {
    const s = bySlot.get(o.slotId)!;
    return { ...o, forGroups: s.forGroups, forIndividuals: s.forIndividuals, isVirtual: s.isVirtual };
  });
}

export function defaultRange(ctx: StationContext, from?: string, to?: string): { from: string; to: string } {
  const start = from ?? stationToday(ctx);
  return { from: start, to: to ?? addDays(start, 6) };
}
