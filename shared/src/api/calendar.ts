import { Type, type Static, type TSchema } from 'typebox';
import { Id, LocalDate, LocalTime } from './primitives';

/** TypeBox schemas of the calendar calls (spec 002 §7.7, calls C189-C198). */

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Int = (minimum: number, maximum: number) => Type.Integer({ minimum, maximum });
/** Text Postgres can store (no NUL character). */
const Text = (maxLength: number) => Type.String({ maxLength, pattern: '^[^\\u0000]*$' });
const WeekdayFlags = Int(0, 127);
/** R-SLOT-20: a number of seats; null is unlimited. */
const Limit = Nullable(Int(1, 1_000_000));
const OrderBlockTiming = Type.Union([Type.Literal('before'), Type.Literal('after'), Type.Literal('allow')]);

export const RangeQuery = Type.Object({ from: Type.Optional(LocalDate), to: Type.Optional(LocalDate) });

export const SlotsQuery = Type.Object({
  productId: Type.Optional(Id),
  slotId: Type.Optional(Id),
  removePastSlots: Type.Optional(Type.Boolean()),
  /** One date: the slots of that day (the change-date dialog); replaces from/to. */
  changeDate: Type.Optional(LocalDate),
  from: Type.Optional(LocalDate),
  to: Type.Optional(LocalDate),
});

export const AvailabilityBody = Type.Object({
  from: LocalDate,
  to: LocalDate,
  productId: Type.Optional(Nullable(Id)),
  removePastSlots: Type.Optional(Type.Boolean()),
});

export const SlotBody = Type.Object({
  /** Absent or 0: a new slot. */
  id: Type.Optional(Nullable(Int(0, 2_147_483_647))),
  productId: Id,
  limit: Type.Optional(Limit),
  startDate: LocalDate,
  startTime: LocalTime,
  endTime: LocalTime,
  /** Minutes; end minus start when absent (R-SLOT-14). */
  duration: Type.Optional(Nullable(Int(1, 1440))),
  /** R-SLOT-1: 1 none, 2 daily, 3 weekly. */
  repeatMode: Int(1, 3),
  daysOfWeek: Type.Optional(WeekdayFlags),
  repeatEndDate: Type.Optional(Nullable(LocalDate)),
  repeatCount: Type.Optional(Nullable(Int(1, 10_000))),
  forGroups: Type.Optional(Type.Boolean()),
  forIndividuals: Type.Optional(Type.Boolean()),
  blockCreatingNewOrdersBefore: Type.Optional(OrderBlockTiming),
  orderBlockMinutes: Type.Optional(Int(0, 525_600)),
  isVirtual: Type.Optional(Type.Boolean()),
  /** R-EMP-6: employees may be assigned to this slot (default true). */
  allowAssignEmployees: Type.Optional(Type.Boolean()),
  extraInfo: Type.Optional(Text(2000)),
});
export type SlotInput = Static<typeof SlotBody>;

export const SaveSlotBody = Type.Object({
  slot: SlotBody,
  /** The occurrence of slot.id being edited alone (R-SLOT-6). */
  disabledDate: Type.Optional(Nullable(LocalDate)),
  ignoreStopSaleWarning: Type.Optional(Type.Boolean()),
  ignoreWarning: Type.Optional(Type.Boolean()),
  moveOrders: Type.Optional(Type.Boolean()),
});
export type SaveSlotRequest = Static<typeof SaveSlotBody>;

export const DeleteSlotQuery = Type.Object({ id: Id, date: Type.Optional(LocalDate) });
export const RevertSlotQuery = Type.Object({ slotId: Id });

export const Slot = Type.Object({
  id: Type.Integer(),
  productId: Type.Integer(),
  originalSlotId: Nullable(Type.Integer()),
  originalDate: Nullable(Type.String()),
  limit: Nullable(Type.Integer()),
  startDate: Type.String(),
  startTime: Type.String(),
  endTime: Type.String(),
  duration: Type.Integer(),
  repeatMode: Type.Integer(),
  daysOfWeek: Type.Integer(),
  repeatEndDate: Nullable(Type.String()),
  repeatCount: Nullable(Type.Integer()),
  forGroups: Type.Boolean(),
  forIndividuals: Type.Boolean(),
  blockCreatingNewOrdersBefore: Type.String(),
  orderBlockMinutes: Type.Integer(),
  isVirtual: Type.Boolean(),
  allowAssignEmployees: Type.Boolean(),
  extraInfo: Type.String(),
});

/** Spec 001 §3 Calendar entry; R-SLOT-18: `limit` is the sold count. */
export const CalendarEntry = Type.Object({
  /** slot-<slotId>-<date> or event-<eventId> */
  id: Type.String(),
  type: Type.Union([Type.Literal('slot'), Type.Literal('event')]),
  productId: Nullable(Type.Integer()),
  slotId: Nullable(Type.Integer()),
  eventId: Nullable(Type.Integer()),
  originalSlotId: Nullable(Type.Integer()),
  name: Nullable(Type.String()),
  /** Local wall-clock date and time in the provider's zone, YYYY-MM-DDThh:mm:ss. */
  start: Type.String(),
  end: Type.String(),
  limit: Type.Integer(),
  slotLimit: Nullable(Type.Integer()),
  sold: Type.Integer(),
  available: Nullable(Type.Integer()),
  stopped: Type.Boolean(),
  past: Type.Boolean(),
  isVirtual: Type.Boolean(),
  /** A slot entry: its slot's settings, the series' repeat settings included (editing the whole series); null for an event. */
  series: Nullable(Slot),
  /** A stopped slot entry: the stop sales that stop it (lifting one for this slot, R-STOP-2); else empty. */
  stopSaleIds: Type.Array(Type.Integer()),
});

export const OccurrenceAvailability = Type.Object({
  slotId: Type.Integer(),
  productId: Type.Integer(),
  date: Type.String(),
  startTime: Type.String(),
  endTime: Type.String(),
  limit: Nullable(Type.Integer()),
  sold: Type.Integer(),
  available: Nullable(Type.Integer()),
  stopped: Type.Boolean(),
  past: Type.Boolean(),
});

export const DayAvailability = Type.Object({
  dayOfMonth: Type.Integer(),
  week: Type.Integer(),
  date: Type.String(),
  sold: Type.Integer(),
  available: Nullable(Type.Integer()),
  isCurrent: Type.Boolean(),
});

export const AvailabilityAnswer = Type.Object({ slots: Type.Array(OccurrenceAvailability), days: Type.Array(DayAvailability) });

export const StopSaleBody = Type.Object({
  /** Absent or 0: a new stop sale. */
  id: Type.Optional(Nullable(Int(0, 2_147_483_647))),
  productIds: Type.Optional(Nullable(Type.Array(Id, { maxItems: 500 }))),
  /** Set: the stop sale is for this slot only (R-STOP-1 "current slot"). */
  slotId: Type.Optional(Nullable(Id)),
  /** One day; or startDate and endDate for a range. */
  date: Type.Optional(Nullable(LocalDate)),
  startDate: Type.Optional(Nullable(LocalDate)),
  endDate: Type.Optional(Nullable(LocalDate)),
  daysOfWeek: Type.Optional(Nullable(WeekdayFlags)),
  fromTime: Type.Optional(Nullable(LocalTime)),
  toTime: Type.Optional(Nullable(LocalTime)),
});
export type StopSaleInput = Static<typeof StopSaleBody>;

export const SaveStopSaleBody = Type.Object({
  stopSale: StopSaleBody,
  ignoreOrderWarning: Type.Optional(Type.Boolean()),
  ignoreDeleteWarning: Type.Optional(Type.Boolean()),
});

export const DeleteStopSaleBody = Type.Object({
  stopSale: Type.Object({ id: Id, slotId: Type.Optional(Nullable(Id)), date: Type.Optional(Nullable(LocalDate)) }),
  ignoreOrderWarning: Type.Optional(Type.Boolean()),
  ignoreDeleteWarning: Type.Optional(Type.Boolean()),
});

export const StopSale = Type.Object({
  id: Type.Integer(),
  productIds: Type.Array(Type.Integer()),
  slotId: Nullable(Type.Integer()),
  startDate: Type.String(),
  endDate: Type.String(),
  daysOfWeek: Type.Integer(),
  fromTime: Nullable(Type.String()),
  toTime: Nullable(Type.String()),
  lifts: Type.Array(Type.Object({ slotId: Type.Integer(), date: Type.String() })),
});

export const EventBody = Type.Object({
  id: Type.Optional(Nullable(Int(0, 2_147_483_647))),
  productId: Type.Optional(Nullable(Id)),
  originalSlotId: Type.Optional(Nullable(Id)),
  name: Text(200),
  description: Type.Optional(Nullable(Text(4000))),
  startDate: LocalDate,
  startTime: Type.Optional(Nullable(LocalTime)),
  endDate: LocalDate,
  endTime: Type.Optional(Nullable(LocalTime)),
});
export type EventInput = Static<typeof EventBody>;

export const CalendarEvent = Type.Object({
  id: Type.Integer(),
  productId: Nullable(Type.Integer()),
  originalSlotId: Nullable(Type.Integer()),
  name: Type.String(),
  description: Type.String(),
  startDate: Type.String(),
  startTime: Nullable(Type.String()),
  endDate: Type.String(),
  endTime: Nullable(Type.String()),
});

export const CheckPriceListQuery = Type.Object({ productId: Id, date: LocalDate });

/** Issue 18: one slot occurrence's manifest (GET calendar/v3/slot/manifest, and .../manifest/pdf for A4). */
export const SlotManifestQuery = Type.Object({ slotId: Id, date: LocalDate, language: Type.Optional(Type.String({ maxLength: 10 })) });
const ManifestTickets = Type.Array(Type.Object({ customerType: Type.String(), quantity: Type.Integer() }));
export const SlotManifestOrder = Type.Object({
  orderId: Type.Integer(),
  orderNumber: Type.Integer(),
  status: Type.String(),
  customerName: Type.String(),
  mobile: Type.String(),
  tickets: ManifestTickets,
  persons: Type.Integer(),
  /** Persons admitted on this slot (first scans of its tickets). */
  arrived: Type.Integer(),
  /** The order's arrival confirmation (R-ORD-13): None, NotArrived, ArrivedPartially, Arrived. */
  arrivalConfirmation: Type.String(),
});
export const SlotManifest = Type.Object({
  slotId: Type.Integer(),
  productId: Type.Integer(),
  product: Type.String(),
  date: Type.String(),
  startTime: Type.String(),
  endTime: Type.String(),
  orders: Type.Array(SlotManifestOrder),
  totals: ManifestTickets,
  persons: Type.Integer(),
  arrived: Type.Integer(),
});
export type SlotManifest = Static<typeof SlotManifest>;
