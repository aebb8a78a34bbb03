import { fieldError, noPermission, refused, warning } from '@pos/shared/errors';
import { Permission } from '@pos/shared/permissions';
import { lastDateOf, localToInstant, isStopped, occurrencesBetween, type RepeatStop, type SlotSeries } from '@pos/shared/calendar/index';
import type { Tx } from '../../db/client';
import type { Actor } from '../../http/types';
import { hasPriceListFor } from './lookup-repo';
import { findRepeatStops, findSlots, seriesOf } from './slot-repo';
import { findStopSales } from './stop-sale-repo';

/** What every slot write knows: the caller, its provider's zone and the moment of the request. */
export interface SlotContext {
  tx: Tx;
  actor: Actor;
  timeZone: string;
  now: Date;
}

/** Whether a local date and time of the provider's zone has come. */
export function hasStarted(ctx: SlotContext, date: string, time: string): boolean {
  return localToInstant(date, time, ctx.timeZone).getTime() <= ctx.now.getTime();
}

const mayChangePast = (ctx: SlotContext) => ctx.actor.permissions.has(Permission.CreateChangeSlotInPast);

/** R-SLOT-8: a slot's new first occurrence cannot be in the past (unless CreateChangeSlotInPast, 41). */
export function checkNotInPast(ctx: SlotContext, series: SlotSeries, field = 'slot.startDate'): void {
  if (hasStarted(ctx, series.startDate, series.startTime) && !mayChangePast(ctx)) throw fieldError(field, 'A slot cannot be in the past');
}

/** R-SLOT-8: changing what has already started needs CreateChangeSlotInPast (41): 403 without it. */
export function checkMayChange(ctx: SlotContext, date: string, time: string): void {
  if (hasStarted(ctx, date, time) && !mayChangePast(ctx)) throw noPermission();
}

/** R-SLOT-12: a price list must exist for the slot's date. */
export async function checkPriceList(ctx: SlotContext, productId: number, date: string): Promise<void> {
  if (!(await hasPriceListFor(ctx.tx, ctx.actor.providerId, productId, date))) throw refused('price-list-not-found', `Price list not found for the date ${date}`);
}

/** The dates from the series start to its last (a saved series always ends: slotDraftOf). */
function spanOf(series: SlotSeries): { from: string; to: string } {
  return { from: series.startDate, to: lastDateOf(series) ?? series.startDate };
}

/**
 * R-SLOT-10: no other slot of the product may start at the same time on a date the series occurs on.
 * `ignoreSlotIds` are the slot itself (edits); `pendingStops` the stops the same save adds.
 */
export async function checkSameStartTime(ctx: SlotContext, series: SlotSeries, opts: { ignoreSlotIds: number[]; ownStops: RepeatStop[]; pendingStops: RepeatStop[] }): Promise<void> {
  const span = spanOf(series);
  const filter = { ...span, productIds: [series.productId] };
  const others = (await findSlots(ctx.tx, ctx.actor.providerId, { ...filter, startTime: series.startTime })).filter((s) => !opts.ignoreSlotIds.includes(s.id));
  if (others.length === 0) return;
  const own = new Set(occurrencesBetween(series, opts.ownStops, span.from, span.to).map((o) => o.date));
  const stops = [...(await findRepeatStops(ctx.tx, ctx.actor.providerId, filter)), ...opts.pendingStops];
  for (const other of others) {
    const clash = occurrencesBetween(seriesOf(other), stops, span.from, span.to).find((o) => own.has(o.date));
    if (clash) throw refused('slot-same-start-time', `Another slot of the product starts at ${series.startTime} on ${clash.date}`, { date: clash.date, slotId: other.id });
  }
}

/** R-SLOT-15: a slot occurring under a stop sale warns; the user may confirm with ignoreStopSaleWarning. */
export async function warnStopSales(ctx: SlotContext, series: SlotSeries, ownStops: RepeatStop[], ignore: boolean | undefined): Promise<void> {
  if (ignore) return;
  const span = spanOf(series);
  const rules = await findStopSales(ctx.tx, ctx.actor.providerId, span.from, span.to);
  if (rules.length === 0) return;
  const stopped = occurrencesBetween(series, ownStops, span.from, span.to).filter((o) => isStopped(rules, o));
  if (stopped.length > 0) {
    throw warning('slot-overlaps-stop-sale', `The slot falls on a stop sale on ${stopped[0]!.date}; it cannot be reverted`, 'ignoreStopSaleWarning', {
      dates: stopped.slice(0, 50).map((o) => o.date),
    });
  }
}
