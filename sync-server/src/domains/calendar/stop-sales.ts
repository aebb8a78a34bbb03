import { FieldErrorCollector, fieldError, notFound, refused, warning } from '@pos/shared/errors';
import { ALL_WEEKDAYS } from '@pos/shared/weekdays';
import { dayNumber, expandSeries, instantToLocal, isLocalDate, normalizeTime, occurrenceKey, occursOn, ruleCovers, type StopSaleRule } from '@pos/shared/calendar/index';
import type { Db, Tx } from '../../db/client';
import type { Actor } from '../../http/types';
import { ownProductIds, providerTimeZone } from './lookup-repo';
import { MAX_SERIES_DAYS } from './slot-input';
import { findRepeatStops, findSlots, findSoldCounts, getSlot, seriesOf, stopsOfSlot } from './slot-repo';
import { deleteStopSale, getStopSale, insertLift, insertStopSale, updateStopSale, type StopSaleValues } from './stop-sale-repo';
import type { StopSaleInput } from '@pos/shared/api/calendar';

const F = (name: string) => `stopSale.${name}`;

/**
 * The stop sale payload's rules (400 field errors): R-STOP-3 at least one product, R-STOP-4 real
 * dates not in the past, R-STOP-5 a date (one day) or a range whose end is not before its start,
 * R-STOP-6 from and to times both or neither. Week days 0 or absent: every day.
 */
function stopSaleValuesOf(input: StopSaleInput, today: string): StopSaleValues {
  const errors = new FieldErrorCollector();
  const productIds = [...new Set(input.productIds ?? [])];
  errors.check(productIds.length > 0, F('productIds'), 'choose at least one product');
  const startDate = input.date ?? input.startDate ?? null;
  const endDate = input.date ?? input.endDate ?? null;
  const dateField = input.date ? 'date' : 'startDate';
  if (startDate === null) errors.add(F('startDate'), 'a date range is required');
  else if (!isLocalDate(startDate)) errors.add(F(dateField), 'is not a valid date');
  else errors.check(startDate >= today, F(dateField), 'must not be in the past');
  if (endDate === null) errors.add(F('endDate'), 'a date range is required');
  else if (!isLocalDate(endDate)) errors.add(F('endDate'), 'is not a valid date');
  const fromTime = input.fromTime ? normalizeTime(input.fromTime) : null;
  const toTime = input.toTime ? normalizeTime(input.toTime) : null;
  if (fromTime === null && toTime !== null) errors.add(F('fromTime'), 'from and to time are both needed');
  if (toTime === null && fromTime !== null) errors.add(F('toTime'), 'from and to time are both needed');
  errors.throwIfAny();
  errors.check(endDate! >= startDate!, F('endDate'), 'must not be before the start date');
  errors.check(dayNumber(endDate!) - dayNumber(startDate!) <= MAX_SERIES_DAYS, F('endDate'), `a stop sale spans at most ${MAX_SERIES_DAYS} days`, 'range-too-long', { days: MAX_SERIES_DAYS });
  if (fromTime !== null && toTime !== null) errors.check(toTime >= fromTime, F('toTime'), 'must not be before the from time');
  errors.throwIfAny();
  return { productIds, slotId: input.slotId ?? null, startDate: startDate!, endDate: endDate!, daysOfWeek: input.daysOfWeek || ALL_WEEKDAYS, fromTime, toTime };
}

async function today(db: Tx, providerId: number, now: Date): Promise<string> {
  return instantToLocal(now, await providerTimeZone(db, providerId)).date;
}

/** Occurrences the rule would stop that have seats sold (R-STOP-7 order warning). */
async function occurrencesWithOrders(db: Tx, providerId: number, rule: StopSaleRule): Promise<{ slotId: number; date: string }[]> {
  const filter = { from: rule.startDate, to: rule.endDate, productIds: rule.productIds, slotId: rule.slotId ?? undefined };
  const [rows, stops, sold] = await Promise.all([findSlots(db, providerId, filter), findRepeatStops(db, providerId, filter), findSoldCounts(db, providerId, filter)]);
  const soldKeys = new Set(sold.filter((s) => s.sold > 0).map((s) => occurrenceKey(s.slotId, s.date)));
  return expandSeries(rows.map(seriesOf), stops, rule.startDate, rule.endDate)
    .filter((o) => ruleCovers(rule, o) && soldKeys.has(occurrenceKey(o.slotId, o.date)))
    .map((o) => ({ slotId: o.slotId, date: o.date }));
}

/** POST calendar/v3/slot/stopsale: creates (no id) or replaces a stop sale of the caller's provider. */
export async function saveStopSale(db: Db, actor: Actor, body: { stopSale: StopSaleInput; ignoreOrderWarning?: boolean }, now: Date): Promise<StopSaleRule> {
  const values = stopSaleValuesOf(body.stopSale, await today(db, actor.providerId, now));
  const own = await ownProductIds(db, actor.providerId, values.productIds);
  if (values.productIds.some((id) => !own.has(id))) throw notFound('Product');
  if (values.slotId !== null) {
    const slot = await getSlot(db, actor.providerId, values.slotId);
    if (!slot) throw notFound('Slot');
    if (!values.productIds.includes(slot.productId)) throw fieldError(F('slotId'), 'The slot is not of the chosen products');
  }
  const id = body.stopSale.id || 0;
  if (id && !(await getStopSale(db, actor.providerId, id))) throw notFound('Stop sale');
  const rule: StopSaleRule = { id, ...values, lifts: [] };
  if (!body.ignoreOrderWarning) {
    const withOrders = await occurrencesWithOrders(db, actor.providerId, rule);
    if (withOrders.length > 0) {
      throw warning('stop-sale-has-orders', `${withOrders.length} slot occurrences in the stop sale have orders`, 'ignoreOrderWarning', { occurrences: withOrders.slice(0, 50) });
    }
  }
  const savedId = await db.transaction(async (tx) => {
    if (!id) return insertStopSale(tx, actor.providerId, values);
    await updateStopSale(tx, id, values);
    return id;
  });
  return (await getStopSale(db, actor.providerId, savedId))!;
}

/**
 * DELETE calendar/v3/slot/stopsale: with slotId and date, lifts the stop sale for that one slot
 * occurrence (R-STOP-2); without, removes it whole after a warning the user confirms with
 * ignoreDeleteWarning (R-STOP-7).
 */
export async function removeStopSale(
  db: Db,
  actor: Actor,
  body: { stopSale: { id: number; slotId?: number | null; date?: string | null }; ignoreDeleteWarning?: boolean },
): Promise<void> {
  const { id, slotId, date } = body.stopSale;
  const rule = await getStopSale(db, actor.providerId, id);
  if (!rule) throw notFound('Stop sale');
  if (!slotId && !date) {
    if (!body.ignoreDeleteWarning) throw warning('stop-sale-delete', 'Deleting the stop sale reopens sale on all its dates', 'ignoreDeleteWarning');
    await db.transaction((tx) => deleteStopSale(tx, id));
    return;
  }
  if (!slotId) throw fieldError(F('slotId'), 'is required to lift the stop sale for one slot');
  if (!date) throw fieldError(F('date'), 'is required to lift the stop sale for one slot');
  if (!isLocalDate(date)) throw fieldError(F('date'), 'is not a valid date');
  const slot = await getSlot(db, actor.providerId, slotId);
  if (!slot || !occursOn(seriesOf(slot), await stopsOfSlot(db, slot.id), date)) throw notFound('Slot occurrence');
  const occurrence = { slotId, productId: slot.productId, date, startTime: slot.startTime, endTime: slot.endTime, limit: slot.limit };
  if (!ruleCovers(rule, occurrence)) throw refused('stop-sale-not-covering', 'The stop sale does not cover this slot occurrence');
  await insertLift(db, id, slotId, date);
}
