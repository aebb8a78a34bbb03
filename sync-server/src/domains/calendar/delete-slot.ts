import { fieldError, notFound, refused } from '@pos/shared/errors';
import { isLocalDate, occursOn } from '@pos/shared/calendar/index';
import type { Db } from '../../db/client';
import type { Actor } from '../../http/types';
import { providerTimeZone } from './lookup-repo';
import { checkMayChange, type SlotContext } from './slot-checks';
import {
  countActiveOrderLines,
  deleteChangeStop,
  getSlot,
  insertRepeatStop,
  lockProductSlots,
  lockSoldCount,
  markSlotDeleted,
  seriesOf,
  stopsOfSlot,
  type SlotRow,
} from './slot-repo';
import { moveOccurrence } from '../orders/seats-repo';

async function inTransaction<T>(db: Db, actor: Actor, now: Date, fn: (ctx: SlotContext) => Promise<T>): Promise<T> {
  const timeZone = await providerTimeZone(db, actor.providerId);
  return db.transaction((tx) => fn({ tx, actor, timeZone, now }));
}

/**
 * DELETE calendar/v3/slot: one occurrence (a repeat stop, isChange false) or the whole slot
 * (deletedAt). R-SLOT-3: orders stay as they are; the availability closes. Occurrences edited
 * into slots of their own (R-SLOT-6) are slots in their own right and stay with a deleted series.
 */
export async function deleteSlot(db: Db, actor: Actor, q: { id: number; date?: string }, now: Date): Promise<void> {
  if (q.date !== undefined && !isLocalDate(q.date)) throw fieldError('date', 'is not a valid date');
  await inTransaction(db, actor, now, async (ctx) => {
    const slot = await getSlot(ctx.tx, actor.providerId, q.id, { forUpdate: true });
    if (!slot) throw notFound('Slot');
    if (q.date === undefined || slot.repeatMode === 1) {
      if (q.date !== undefined && q.date !== slot.startDate) throw notFound('Slot occurrence');
      checkMayChange(ctx, slot.startDate, slot.startTime);
      await markSlotDeleted(ctx.tx, slot.id);
      return;
    }
    if (!occursOn(seriesOf(slot), await stopsOfSlot(ctx.tx, slot.id), q.date)) throw notFound('Slot occurrence');
    checkMayChange(ctx, q.date, slot.startTime);
    await insertRepeatStop(ctx.tx, { slotId: slot.id, productId: slot.productId, date: q.date, isChange: false });
  });
}

/**
 * DELETE calendar/v3/slot/revert (R-SLOT-4): the edited occurrence goes and its series occurs on the
 * original date again. Its orders move back with it (R-SLOT-5), or the revert is refused when the
 * series' limit cannot hold them.
 */
export async function revertSlot(db: Db, actor: Actor, slotId: number, now: Date): Promise<SlotRow> {
  return inTransaction(db, actor, now, async (ctx) => {
    const edited = await getSlot(ctx.tx, actor.providerId, slotId);
    if (!edited) throw notFound('Slot');
    if (edited.originalSlotId === null || edited.originalDate === null) throw refused('slot-not-edited', 'The slot is not an edited occurrence of a series');
    await lockProductSlots(ctx.tx, edited.productId);
    const original = await getSlot(ctx.tx, actor.providerId, edited.originalSlotId, { withDeleted: true, forUpdate: true });
    if (!original || original.deletedAt !== null) throw refused('original-slot-deleted', 'The series of this occurrence was deleted');
    const date = edited.originalDate;
    checkMayChange(ctx, edited.startDate, edited.startTime);
    checkMayChange(ctx, date, original.startTime);
    const otherStops = (await stopsOfSlot(ctx.tx, original.id)).filter((s) => !(s.isChange && s.startDate === date && s.endDate === date));
    if (!occursOn(seriesOf(original), otherStops, date)) throw refused('original-occurrence-gone', `The series no longer occurs on ${date}`);

    const sold = await lockSoldCount(ctx.tx, edited.id, edited.startDate);
    const hasOrders = sold > 0 || (await countActiveOrderLines(ctx.tx, edited.id, { on: edited.startDate })) > 0;
    if (hasOrders) {
      const held = await lockSoldCount(ctx.tx, original.id, date);
      if (original.limit !== null && held + sold > original.limit) {
        throw refused('orders-cannot-move-back', `The series holds ${original.limit} seats on ${date}; ${held + sold} would be sold`);
      }
      await moveOccurrence(ctx.tx, { slotId: edited.id, date: edited.startDate }, { slotId: original.id, date, startTime: original.startTime }, sold);
    }
    await deleteChangeStop(ctx.tx, original.id, date);
    await markSlotDeleted(ctx.tx, edited.id);
    return original;
  });
}
