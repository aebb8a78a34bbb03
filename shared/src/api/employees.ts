import { Type, type Static } from 'typebox';
import { Id, Int, LocalDate, LocalTime, OrNull, PageIndex, Text } from './primitives';

const Ids = Type.Array(Id, { maxItems: 500 });
const Color = Type.String({ pattern: '^#[0-9a-fA-F]{6}$' });

/** 001 §3 Employee as answered. */
export const Employee = Type.Object({
  id: Id,
  pid: OrNull(Type.String()),
  employeeNumber: OrNull(Type.String()),
  firstName: Type.String(),
  lastName: Type.String(),
  fullName: Type.String(),
  email: Type.String(),
  mobile: Type.String(),
  address: Type.String(),
  status: Type.Boolean(),
  ratePerHour: OrNull(Type.Integer()),
  currencyId: Type.Integer(),
  calendarColor: Type.String(),
  allowAssignEmployees: Type.Boolean(),
  tagIds: Type.Array(Type.Integer()),
  tagNames: Type.Array(Type.String()),
  productIds: Type.Array(Type.Integer()),
  leadTypeIds: Type.Array(Type.Integer()),
});
export type EmployeeView = Static<typeof Employee>;

/** C251 save-employee: without id a new employee. */
export const SaveEmployeeBody = Type.Object({
  id: Type.Optional(OrNull(Id)),
  pid: Type.Optional(OrNull(Text(20))),
  employeeNumber: Type.Optional(OrNull(Text(40))),
  firstName: Text(100),
  lastName: Type.Optional(Text(100)),
  email: Type.Optional(Text(300)),
  mobile: Text(60),
  address: Type.Optional(Text(300)),
  status: Type.Optional(Type.Boolean()),
  ratePerHour: Type.Optional(OrNull(Int(0, 100_000_000))),
  currencyId: Type.Optional(Id),
  calendarColor: Type.Optional(OrNull(Type.Union([Color, Type.Literal('')]))),
  allowAssignEmployees: Type.Optional(Type.Boolean()),
  tagIds: Type.Optional(Ids),
  productIds: Type.Optional(Ids),
  leadTypeIds: Type.Optional(Ids),
});
export type SaveEmployeeInput = Static<typeof SaveEmployeeBody>;

/** 001 §3 Employee filter (C248). R-EMP-4: status defaults to true (active). */
export const EmployeeFilter = Type.Object({
  keyword: Type.Optional(Text(100)),
  status: Type.Optional(OrNull(Type.Boolean())),
  tagIds: Type.Optional(Ids),
  isTagsFilterTypeAnd: Type.Optional(Type.Boolean()),
  pageIndex: Type.Optional(PageIndex),
});
export type EmployeeFilterInput = Static<typeof EmployeeFilter>;

export const EmployeePage = Type.Object({ items: Type.Array(Employee), total: Type.Integer(), pageSize: Type.Integer() });

export const EmployeeLight = Type.Object({ id: Id, fullName: Type.String(), calendarColor: Type.String(), status: Type.Boolean(), allowAssignEmployees: Type.Boolean() });

export const Tag = Type.Object({ id: Id, name: Type.String(), active: Type.Boolean() });
export const TagBody = Type.Object({ id: Type.Optional(OrNull(Id)), name: Text(50) });
/** A removed tag: deleted, or deactivated when an employee still carries it. */
export const TagRemoved = Type.Object({ deleted: Type.Boolean(), deactivated: Type.Boolean() });
export const TagsProducts = Type.Object({ tags: Type.Array(Tag), products: Type.Array(Type.Object({ id: Id, name: Type.String() })) });
export const LeadType = Type.Object({ id: Id, name: Type.String() });

/** A slot occurrence as the calendar identifies it. */
export const Occurrence = Type.Object({ employeeId: Id, slotId: Id, startDate: LocalDate });
/** C260 employee/assign: the occurrence, and whether the caller has seen the busy warning. */
export const OccurrenceBody = Type.Object({ ...Occurrence.properties, ignoreWarning: Type.Optional(Type.Boolean()) });
export const SlotOccurrenceBody = Type.Object({ slotId: Id, startDate: LocalDate });

/** The employees on one occurrence. */
export const AssignedEmployee = Type.Object({ id: Id, fullName: Type.String(), calendarColor: Type.String() });

/** C250 assigned-employees: who works which occurrence, from..to. */
export const RangeBody = Type.Object({ from: LocalDate, to: LocalDate });
export const Assignment = Type.Object({ slotId: Id, date: LocalDate, employees: Type.Array(AssignedEmployee) });

/** 001 §3 Employee slots filter (C259). R-EMP-5: start date descending, with employees, by default. */
export const EmployeeSlotsFilter = Type.Object({
  slotId: Type.Optional(OrNull(Id)),
  startDate: Type.Optional(OrNull(LocalDate)),
  endDate: Type.Optional(OrNull(LocalDate)),
  productIds: Type.Optional(Ids),
  pageIndex: Type.Optional(PageIndex),
  orderBy: Type.Optional(Type.Union([Type.Literal('StartDate'), Type.Literal('Product')])),
  asc: Type.Optional(Type.Boolean()),
  withEmployees: Type.Optional(Type.Boolean()),
});
export type EmployeeSlotsFilterInput = Static<typeof EmployeeSlotsFilter>;

export const EmployeeSlot = Type.Object({
  slotId: Id,
  productId: Id,
  productName: Type.String(),
  date: LocalDate,
  startTime: LocalTime,
  endTime: LocalTime,
  sold: Type.Integer(),
  allowAssignEmployees: Type.Boolean(),
  employees: Type.Array(AssignedEmployee),
});
export const EmployeeSlotPage = Type.Object({ items: Type.Array(EmployeeSlot), total: Type.Integer(), pageSize: Type.Integer() });

/** C263 employees/forslot: each assignable employee and whether they work this occurrence or another at the same time. */
export const SlotEmployee = Type.Object({ id: Id, fullName: Type.String(), calendarColor: Type.String(), assigned: Type.Boolean(), busy: Type.Boolean() });

export const AssignCheck = Type.Object({ allowed: Type.Boolean(), reason: OrNull(Type.String()) });

/** C262 employees/{id}: the employee with their slots from `from` on. */
export const EmployeeSchedule = Type.Object({
  employee: Employee,
  slots: Type.Array(Type.Object({ slotId: Id, date: LocalDate, startTime: LocalTime, endTime: LocalTime, productName: Type.String() })),
  qtySlotsLastMonth: Type.Integer(),
});

export const DaySheetQuery = Type.Object({ date: LocalDate, language: Type.Optional(Type.Union([Type.Literal('he-IL'), Type.Literal('en-US'), Type.Literal('ru-RU')])) });

export const ExportLanguage = Type.Object({ language: Type.Optional(Type.Union([Type.Literal('he-IL'), Type.Literal('en-US'), Type.Literal('ru-RU')])) });
export const EmployeeExport = Type.Object({ id: Id, kind: Type.String(), status: Type.String(), rows: OrNull(Type.Integer()), error: OrNull(Type.String()), createdAt: Type.String() });
