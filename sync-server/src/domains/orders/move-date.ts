import { localToInstant } from '@pos/shared/calendar/index';
import { fieldError, notFound } from '@pos/shared/errors';
import { checkOrderRules } from '@pos/shared/pricing/order-rules';
import { findPrice } from '@pos/shared/pricing/price-lists';
import type { Db } from '../../db/client';
import type { Actor } from '../../http/types';
import { holdsSeats } from './change-status';
import { editOrder, entriesOf, termsOfOrder } from './edit-order';
import { OrderEvent, type OrderEventInput } from './order-events';
import { assertMayChange } from './order-past';
import { updateLine, type LineRow } from './order-repo';
import { askFirst } from './order-warnings';
import { assertOccurrencesSellable } from './prepare-sale';
import { loadSaleCatalogue } from './sale-catalogue-repo';
import { pricingRefusal, saleRefusal } from './sale-problems';
import { applySeatChanges } from './seats-repo';
import { assertDailyLimits, dailyTakesOfLines } from './daily-limits-repo';

export interface MoveRequest {
  productId: number;
  currentDate?: string;
  currentSlotId?: number;
  date: string;
  slotId: number;
  confirmed?: boolean;
}

/** The lines of one product entry of the order (a product on one date and slot). */
export function entryLines(lines: readonly LineRow[], q: { productId: number; currentDate?: string; currentSlotId?: number }): LineRow[] {
  const chosen = lines.filter((l) => l.productId === q.productId && (q.currentDate === undefined || l.date === q.currentDate) && (q.currentSlotId === undefined || l.slotId === q.currentSlotId));
  if (chosen.length === 0) throw notFound('Order product');
  if (new Set(chosen.map((l) => `${l.date}|${l.slotId}`)).size > 1) throw fieldError('currentDate', 'is required: the product is in the order on several dates or slots');
  return chosen;
}

/**
 * order-product/save-new-date: moves a product entry of the order to another date and slot with
 * its seats (R-ORD-19), keeping its prices; a price must exist on the new date (R-SLOT-12). Moving
 * from a past slot to a future one, or back, asks first (R-ORD-11); a past entry moves only with
 * permission 40 (R-ORD-10).
 */
export function moveProductDate(db: Db, actor: Actor, orderId: number, move: MoveRequest, timeZone: string, now: Date): Promise<void> {
  return editOrder(db, actor, orderId, timeZone, now, async (edit) => {
    const moving = entryLines(edit.lines, move);
    const from = moving[0]!;
    if (from.date === move.date && from.slotId === move.slotId) return { result: undefined, events: [] };
    assertMayChange(moving, edit.clock.today, edit.rights);
    const catalogue = await loadSaleCatalogue(edit.tx, actor.providerId, { productIds: [move.productId], slotIds: [move.slotId, ...(from.slotId === null ? [] : [from.slotId])], dates: [move.date] });
    assertOccurrencesSellable(catalogue, [{ productId: move.productId, slotId: move.slotId, date: move.date, customers: [] }], edit.clock, edit.rights);

    const movedIds = new Set(moving.map((l) => l.id));
    const after = edit.lines.map((l) => (movedIds.has(l.id) ? { ...l, date: move.date, slotId: move.slotId } : l));
    const problems = checkOrderRules(entriesOf(after));
    if (problems.length > 0) throw pricingRefusal(problems);
    for (const l of moving) {
      const price = findPrice(catalogue.priceLists, { ...termsOfOrder(edit.order), productId: l.productId, customerTypeId: l.customerTypeId, date: move.date });
      if (!price.found) throw pricingRefusal([{ code: price.reason }]);
    }

    const slot = catalogue.slots.get(move.slotId)!;
    const started = (date: string, startTime: string | null) => localToInstant(date, startTime ?? '00:00:00', timeZone).getTime() <= now.getTime();
    if (started(from.date, from.startTime) !== started(move.date, slot.series.startTime)) askFirst(['confirm-past-future-move'], move.confirmed);

    if (holdsSeats(edit.order.status)) {
      const seats = moving.reduce((s, l) => s + l.seats, 0);
      const full = await applySeatChanges(edit.tx, [
        ...(from.slotId === null ? [] : [{ slotId: from.slotId, date: from.date, seats: -seats }]),
        { slotId: move.slotId, date: move.date, seats },
      ]);
      if (full.length > 0) throw saleRefusal('not-available', { slotId: move.slotId, date: move.date });
      // R-PRICE-2: the tickets move to the new date's count of their price lists.
      if (from.date !== move.date) await assertDailyLimits(edit.tx, dailyTakesOfLines(moving.map((l) => ({ ...l, date: move.date }))));
    }
    for (const l of moving) await updateLine(edit.tx, l.id, { date: move.date, slotId: move.slotId, startTime: slot.series.startTime, virtualSlot: slot.isVirtual, limitExceeded: false });

    const events: OrderEventInput[] = [];
    if (from.date !== move.date) events.push({ type: OrderEvent.DateChanged, details: { productId: move.productId, from: from.date, to: move.date } });
    if (from.slotId !== move.slotId) events.push({ type: OrderEvent.SlotChanged, details: { productId: move.productId, from: from.slotId, to: move.slotId, startTime: slot.series.startTime } });
    return { result: undefined, events };
  });
}
