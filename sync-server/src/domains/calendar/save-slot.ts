import { fieldError, notFound, refused, warning } from '@pos/shared/errors';
import { weekdayFlagOf } from '@pos/shared/weekdays';
import { instantToLocal, isLocalDate, occursOn, type RepeatStop } from '@pos/shared/calendar/index';
import type { Db } from '../../db/client';
import type { Actor } from '../../http/types';
import { ownProductIds, providerTimeZone } from './lookup-repo';
import { checkMayChange, checkNotInPast, checkPriceList, checkSameStartTime, hasStarted, warnStopSales, type SlotContext } from './slot-checks';
import { seriesOfDraft, slotDraftOf, type SlotDraft } from './slot-input';
import {
  countActiveOrderLines,
  getSlot,
  insertRepeatStop,
  insertSlot,
  lockProductSlots,
  lockSoldCount,
  maxSoldFrom,
  seriesOf,
  stopsOfSlot,
  updateSlot,
  type SlotRow,
} from './slot-repo';
import { moveOccurrence } from '../orders/seats-repo';
import type { SaveSlotRequest } from '@pos/shared/api/calendar';

/**
 * POST calendar/v3/slot: creates a slot, edits a whole slot, or edits one occurrence of a series
 * (disabledDate) into a slot of its own (R-SLOT-6), optionally moving that occurrence's orders
 * (R-SLOT-5). Everything in one transaction; a warning or refusal writes nothing.
 */
export async function saveSlot(db: Db, actor: Actor, req: SaveSlotRequest, now: Date): Promise<SlotRow> {
  const draft = slotDraftOf(req.slot);
  if (req.disabledDate && !isLocalDate(req.disabledDate)) throw fieldError('disabledDate', 'is not a valid date');
  const timeZone = await providerTimeZone(db, actor.providerId);
  if (!(await ownProductIds(db, actor.providerId, [draft.productId])).has(draft.productId)) throw notFound('Product');
  return db.transaction(async (tx) => {
    await lockProductSlots(tx, draft.productId);
    const ctx: SlotContext = { tx, actor, timeZone, now };
    if (!req.slot.id) return createSlot(ctx, draft, req);
    const existing = await getSlot(tx, actor.providerId, req.slot.id, { forUpdate: true });
    if (!existing) throw notFound('Slot');
    if (existing.productId !== draft.productId) throw fieldError('slot.productId', 'A slot cannot move to another product', 'slot-product-fixed');
    // An edited occurrence is a slot of its own: editing it again edits it whole.
    if (req.disabledDate && existing.originalSlotId === null) return editOccurrence(ctx, existing, draft, req, req.disabledDate);
    return editSlot(ctx, existing, draft, req);
  });
}

async function createSlot(ctx: SlotContext, draft: SlotDraft, req: SaveSlotRequest): Promise<SlotRow> {
  const series = seriesOfDraft(draft, 0);
  checkNotInPast(ctx, series);
  await checkPriceList(ctx, draft.productId, draft.startDate);
  await checkSameStartTime(ctx, series, { ignoreSlotIds: [], ownStops: [], pendingStops: [] });
  await warnStopSales(ctx, series, [], req.ignoreStopSaleWarning);
  return insertSlot(ctx.tx, { ...draft, providerId: ctx.actor.providerId });
}

/** Whether the edit changes when the slot happens (not only its limit or flags). */
function changesTimes(existing: SlotRow, draft: SlotDraft): boolean {
  return (
    existing.startDate !== draft.startDate ||
    existing.startTime !== draft.startTime ||
    existing.endTime !== draft.endTime ||
    existing.repeatMode !== draft.repeatMode ||
    existing.daysOfWeek !== draft.daysOfWeek ||
    existing.repeatEndDate !== draft.repeatEndDate ||
    existing.repeatCount !== draft.repeatCount
  );
}

async function editSlot(ctx: SlotContext, existing: SlotRow, draft: SlotDraft, req: SaveSlotRequest): Promise<SlotRow> {
  if (existing.originalSlotId !== null && draft.repeatMode !== 1) throw fieldError('slot.repeatMode', 'An edited occurrence does not repeat', 'occurrence-not-series');
  checkMayChange(ctx, existing.startDate, existing.startTime);
  const series = seriesOfDraft(draft, existing.id);
  checkNotInPast(ctx, series);
  const ownStops = await stopsOfSlot(ctx.tx, existing.id);
  await checkPriceList(ctx, draft.productId, draft.startDate);
  await checkSameStartTime(ctx, series, { ignoreSlotIds: [existing.id], ownStops, pendingStops: [] });
  await warnStopSales(ctx, series, ownStops, req.ignoreStopSaleWarning);

  const today = instantToLocal(ctx.now, ctx.timeZone).date;
  const single = existing.repeatMode === 1 && draft.repeatMode === 1;
  const moving = single && changesTimes(existing, draft) && req.moveOrders === true;
  if (moving) {
    await moveOrders(ctx, { slotId: existing.id, date: existing.startDate, startTime: existing.startTime }, { slotId: existing.id, date: draft.startDate, startTime: draft.startTime, limit: draft.limit }, req);
  } else if (!req.ignoreWarning && (await countActiveOrderLines(ctx.tx, existing.id, { from: today })) > 0) {
    if (changesTimes(existing, draft)) throw warning('slot-has-orders', 'The slot has orders; they stay on their dates and times', 'ignoreWarning');
    if (draft.limit !== null && (await maxSoldFrom(ctx.tx, existing.id, today)) > draft.limit) {
      throw warning('slot-limit-below-sold', 'More seats are sold than the new limit', 'ignoreWarning');
    }
  }
  return updateSlot(ctx.tx, existing.id, draft);
}

async function editOccurrence(ctx: SlotContext, original: SlotRow, input: SlotDraft, req: SaveSlotRequest, date: string): Promise<SlotRow> {
  const ownStops = await stopsOfSlot(ctx.tx, original.id);
  if (!occursOn(seriesOf(original), ownStops, date)) throw fieldError('disabledDate', 'The slot does not occur on this date', 'slot-not-on-date');
  checkMayChange(ctx, date, original.startTime);
  // R-SLOT-6: the edited occurrence drops the repeat settings and keeps a link to its series.
  const draft: SlotDraft = { ...input, repeatMode: 1, daysOfWeek: weekdayFlagOf(input.startDate), repeatEndDate: null, repeatCount: null };
  const series = seriesOfDraft(draft, 0);
  checkNotInPast(ctx, series);
  await checkPriceList(ctx, draft.productId, draft.startDate);
  const pendingStop: RepeatStop = { slotId: original.id, startDate: date, endDate: date, daysOfWeek: 127, isChange: true };
  await checkSameStartTime(ctx, series, { ignoreSlotIds: [], ownStops: [], pendingStops: [pendingStop] });
  await warnStopSales(ctx, series, [], req.ignoreStopSaleWarning);

  const from = { slotId: original.id, date, startTime: original.startTime };
  const sold = await lockSoldCount(ctx.tx, original.id, date);
  const hasOrders = sold > 0 || (await countActiveOrderLines(ctx.tx, original.id, { on: date })) > 0;
  if (hasOrders && !req.moveOrders && !req.ignoreWarning) throw warning('slot-has-orders', 'The occurrence has orders; they stay on the original time unless moved', 'ignoreWarning');

  const created = await insertSlot(ctx.tx, { ...draft, providerId: ctx.actor.providerId, originalSlotId: original.id, originalDate: date });
  await insertRepeatStop(ctx.tx, { slotId: original.id, productId: original.productId, date, isChange: true });
  if (hasOrders && req.moveOrders) await moveOrders(ctx, from, { slotId: created.id, date: draft.startDate, startTime: draft.startTime, limit: draft.limit }, req);
  return created;
}

/**
 * R-SLOT-5: moves one occurrence's orders and sold seats, refusing when the target limit cannot hold
 * them; R-ORD-11: moving between a started and a future occurrence asks for confirmation.
 */
async function moveOrders(
  ctx: SlotContext,
  from: { slotId: number; date: string; startTime: string },
  to: { slotId: number; date: string; startTime: string; limit: number | null },
  req: SaveSlotRequest,
): Promise<void> {
  const sold = await lockSoldCount(ctx.tx, from.slotId, from.date);
  if (sold === 0 && (await countActiveOrderLines(ctx.tx, from.slotId, { on: from.date })) === 0) return;
  if (to.limit !== null && sold > to.limit) throw refused('slot-limit-too-small', `The slot holds ${to.limit} seats; ${sold} are sold`);
  if (!req.ignoreWarning && hasStarted(ctx, from.date, from.startTime) !== hasStarted(ctx, to.date, to.startTime)) {
    throw warning('move-orders-past-future', 'Orders move between a past and a future slot', 'ignoreWarning');
  }
  await moveOccurrence(ctx.tx, from, to, sold);
}
