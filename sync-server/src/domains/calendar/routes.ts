import { Type } from 'typebox';
import { daySummaries } from '@pos/shared/calendar/index';
import { notFound } from '@pos/shared/errors';
import { Permission } from '@pos/shared/permissions';
import type { App } from '../../http/types';
import { Data, Id, Ok } from '../../http/schemas';
import { actorOf } from '../../plugins/auth';
import { calendarEntries } from './calendar-entries';
import { checkRange } from './date-range';
import { deleteSlot, revertSlot } from './delete-slot';
import { findEvents } from './event-repo';
import { eventDto, removeEvent, saveEvent } from './events';
import { loadAvailability } from './load-availability';
import { renderSlotManifestPdf, slotManifest, slotManifestInput } from './manifest';
import { hasPriceListFor, ownProductIds } from './lookup-repo';
import { saveSlot } from './save-slot';
import type { SlotRow } from './slot-repo';
import { removeStopSale, saveStopSale } from './stop-sales';
import {
  AvailabilityAnswer,
  AvailabilityBody,
  CalendarEntry,
  CalendarEvent,
  CheckPriceListQuery,
  DeleteSlotQuery,
  DeleteStopSaleBody,
  EventBody,
  RangeQuery,
  RevertSlotQuery,
  SaveSlotBody,
  SaveStopSaleBody,
  Slot,
  SlotManifest,
  SlotManifestQuery,
  SlotsQuery,
  StopSale,
} from '@pos/shared/api/calendar';

function slotDto(row: SlotRow) {
  const { providerId: _p, createdAt: _c, updatedAt: _u, deletedAt: _d, ...slot } = row;
  return slot;
}

/**
 * The calendar calls of spec 002 §7.7 (C189-C198) and DELETE calendar/v3/slot. Reads need
 * CalendarViewFilter (12); stop sales CalendarStopSale (13). Slots and events are part of what a
 * product sells, so writing them needs EditProducts (14); changing what has started also needs
 * CreateChangeSlotInPast (41, R-SLOT-8).
 */
export default async function calendarRoutes(app: App): Promise<void> {
  const tags = ['calendar'];
  const read = { access: Permission.CalendarViewFilter };
  const write = { access: Permission.EditProducts };
  const stopSale = { access: Permission.CalendarStopSale };

  app.get(
    '/calendar/v3/slots',
    { config: read, schema: { tags, querystring: SlotsQuery, response: { 200: Data(Type.Array(CalendarEntry)) } } },
    async (request) => {
      const actor = actorOf(request);
      const q = request.query;
      const range = q.changeDate !== undefined ? checkRange(q.changeDate, q.changeDate, { from: 'changeDate', to: 'changeDate' }) : checkRange(q.from, q.to);
      const loaded = await loadAvailability(app.db, actor.providerId, { ...range, productIds: q.productId ? [q.productId] : undefined, slotId: q.slotId }, new Date());
      if (q.removePastSlots) loaded.slots = loaded.slots.filter((s) => !s.past);
      const events = q.slotId ? [] : await findEvents(app.db, actor.providerId, range.from, range.to, q.productId);
      return { data: calendarEntries(loaded, events) };
    },
  );

  // Issue 18: who is booked on a slot occurrence. Customers' names and phones, so ViewOrders (1), as the
  // employee's day sheet that prints the same manifest (one permission per route, R-PERM-14).
  const manifestAccess = { access: Permission.ViewOrders };
  app.get(
    '/calendar/v3/slot/manifest',
    { config: manifestAccess, schema: { tags, querystring: SlotManifestQuery, response: { 200: Data(SlotManifest) } } },
    async (request) => {
      return { data: await slotManifest(app.db, actorOf(request), request.query.slotId, request.query.date) };
    },
  );

  app.get('/calendar/v3/slot/manifest/pdf', { config: manifestAccess, schema: { tags, querystring: SlotManifestQuery } }, async (request, reply) => {
    const actor = actorOf(request);
    const manifest = await slotManifest(app.db, actor, request.query.slotId, request.query.date);
    const pdf = await renderSlotManifestPdf(await slotManifestInput(app.db, actor, manifest, request.query.language, new Date()));
    return reply.type('application/pdf').header('content-disposition', `inline; filename="manifest-${manifest.slotId}-${manifest.date}.pdf"`).send(pdf);
  });

  app.post(
    '/calendar/v3/availability',
    { config: read, schema: { tags, body: AvailabilityBody, response: { 200: Data(AvailabilityAnswer) } } },
    async (request) => {
      const actor = actorOf(request);
      const { productId, removePastSlots } = request.body;
      const range = checkRange(request.body.from, request.body.to);
      const loaded = await loadAvailability(app.db, actor.providerId, { ...range, productIds: productId ? [productId] : undefined }, new Date());
      const slots = removePastSlots ? loaded.slots.filter((s) => !s.past) : loaded.slots;
      return { data: { slots, days: daySummaries(slots, range.from, range.to, loaded.today) } };
    },
  );

  app.get(
    '/calendar/v3/CheckSlotPriceList',
    { config: read, schema: { tags, querystring: CheckPriceListQuery, response: { 200: Data(Type.Boolean()) } } },
    async (request) => {
      const actor = actorOf(request);
      const { productId, date } = request.query;
      checkRange(date, date, { from: 'date', to: 'date' });
      if (!(await ownProductIds(app.db, actor.providerId, [productId])).has(productId)) throw notFound('Product');
      return { data: await hasPriceListFor(app.db, actor.providerId, productId, date) };
    },
  );

  app.post(
    '/calendar/v3/slot',
    { config: write, schema: { tags, body: SaveSlotBody, response: { 200: Data(Slot) } } },
    async (request) => ({ data: slotDto(await saveSlot(app.db, actorOf(request), request.body, new Date())) }),
  );

  app.delete('/calendar/v3/slot', { config: write, schema: { tags, querystring: DeleteSlotQuery, response: { 200: Ok } } }, async (request) => {
    await deleteSlot(app.db, actorOf(request), request.query, new Date());
    return { data: true };
  });

  app.delete(
    '/calendar/v3/slot/revert',
    { config: write, schema: { tags, querystring: RevertSlotQuery, response: { 200: Data(Slot) } } },
    async (request) => ({ data: slotDto(await revertSlot(app.db, actorOf(request), request.query.slotId, new Date())) }),
  );

  app.post(
    '/calendar/v3/slot/stopsale',
    { config: stopSale, schema: { tags, body: SaveStopSaleBody, response: { 200: Data(StopSale) } } },
    async (request) => ({ data: await saveStopSale(app.db, actorOf(request), request.body, new Date()) }),
  );

  app.delete('/calendar/v3/slot/stopsale', { config: stopSale, schema: { tags, body: DeleteStopSaleBody, response: { 200: Ok } } }, async (request) => {
    await removeStopSale(app.db, actorOf(request), request.body);
    return { data: true };
  });

  app.get(
    '/calendar/v3/events',
    { config: read, schema: { tags, querystring: RangeQuery, response: { 200: Data(Type.Array(CalendarEvent)) } } },
    async (request) => {
      const range = checkRange(request.query.from, request.query.to);
      return { data: (await findEvents(app.db, actorOf(request).providerId, range.from, range.to)).map(eventDto) };
    },
  );

  app.post(
    '/calendar/v3/event',
    { config: write, schema: { tags, body: Type.Object({ event: EventBody }), response: { 200: Data(CalendarEvent) } } },
    async (request) => ({ data: eventDto(await saveEvent(app.db, actorOf(request), request.body.event)) }),
  );

  app.delete('/calendar/v3/event', { config: write, schema: { tags, querystring: Type.Object({ id: Id }), response: { 200: Ok } } }, async (request) => {
    await removeEvent(app.db, actorOf(request), request.query.id);
    return { data: true };
  });
}
