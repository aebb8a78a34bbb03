import { Type, type Static } from 'typebox';
import { LocalDate } from './primitives';

/** report/shifts (issue 16): the stations' shifts opened in a range of the provider's days (both included; default this month). */
export const ShiftsQuery = Type.Object({
  from: Type.Optional(LocalDate),
  to: Type.Optional(LocalDate),
});
export type ShiftsQuery = Static<typeof ShiftsQuery>;

/** Cash put into (in: a float top-up) or taken out of (out: a safe drop) a shift's drawer, with its reason. */
export const ShiftCashMovement = Type.Object({
  uuid: Type.String(),
  kind: Type.Union([Type.Literal('in'), Type.Literal('out')]),
  currencyId: Type.Integer(),
  /** Positive minor units. */
  amount: Type.Integer(),
  reason: Type.String(),
  cashier: Type.String(),
  createdAt: Type.String(),
});
export type ShiftCashMovement = Static<typeof ShiftCashMovement>;

export const OfficeShift = Type.Object({
  uuid: Type.String(),
  station: Type.String(),
  openedBy: Type.String(),
  openedAt: Type.String(),
  closedAt: Type.Union([Type.String(), Type.Null()]),
  movements: Type.Array(ShiftCashMovement),
});
export type OfficeShift = Static<typeof OfficeShift>;

export const ShiftsAnswer = Type.Object({
  from: LocalDate,
  to: LocalDate,
  timezone: Type.String(),
  shifts: Type.Array(OfficeShift),
});
export type ShiftsAnswer = Static<typeof ShiftsAnswer>;
