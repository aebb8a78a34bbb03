import { FieldErrorCollector, notFound } from '@pos/shared/errors';
import { isLocalDate, normalizeTime } from '@pos/shared/calendar/index';
import type { Db } from '../../db/client';
import type { Actor } from '../../http/types';
import { deleteEvent, getEvent, insertEvent, updateEvent, type EventRow, type EventValues } from './event-repo';
import { ownProductIds } from './lookup-repo';
import { getSlot } from './slot-repo';
import type { EventInput } from '@pos/shared/api/calendar';

export function eventDto(row: EventRow) {
  return {
    id: row.id,
    productId: row.productId,
    originalSlotId: row.originalSlotId,
    name: row.name,
    description: row.description,
    startDate: row.startDate,
    startTime: row.startTime,
    endDate: row.endDate,
    endTime: row.endTime,
  };
}

/** The event's fields checked: a name, real dates in order, times both or neither and in order. */
function eventValues(input: EventInput): EventValues {
  const errors = new FieldErrorCollector();
  const name = input.name.trim();
  errors.check(name.length > 0, 'event.name', 'is required');
  errors.check(isLocalDate(input.startDate), 'event.startDate', 'is not a valid date');
  errors.check(isLocalDate(input.endDate), 'event.endDate', 'is not a valid date');
  const startTime = input.startTime ? normalizeTime(input.startTime) : null;
  const endTime = input.endTime ? normalizeTime(input.endTime) : null;
  errors.check((startTime === null) === (endTime === null), startTime === null ? 'event.startTime' : 'event.endTime', 'start and end times go together');
  errors.throwIfAny();
  errors.check(input.endDate >= input.startDate, 'event.endDate', 'must not be before the start date');
  if (input.endDate === input.startDate && startTime !== null && endTime !== null) errors.check(endTime >= startTime, 'event.endTime', 'must not be before the start time');
  errors.throwIfAny();
  return {
    productId: input.productId ?? null,
    originalSlotId: input.originalSlotId ?? null,
    name,
    description: input.description ?? '',
    startDate: input.startDate,
    startTime,
    endDate: input.endDate,
    endTime,
  };
}

/** POST calendar/v3/event: creates (no id) or replaces an event of the caller's provider. */
export async function saveEvent(db: Db, actor: Actor, input: EventInput): Promise<EventRow> {
  const values = eventValues(input);
  if (values.productId !== null && !(await ownProductIds(db, actor.providerId, [values.productId])).has(values.productId)) throw notFound('Product');
  if (values.originalSlotId !== null && !(await getSlot(db, actor.providerId, values.originalSlotId, { withDeleted: true }))) throw notFound('Slot');
  if (!input.id) return insertEvent(db, actor.providerId, values);
  if (!(await getEvent(db, actor.providerId, input.id))) throw notFound('Event');
  return updateEvent(db, input.id, values);
}

export async function removeEvent(db: Db, actor: Actor, id: number): Promise<void> {
  if (!(await getEvent(db, actor.providerId, id))) throw notFound('Event');
  await deleteEvent(db, id);
}
