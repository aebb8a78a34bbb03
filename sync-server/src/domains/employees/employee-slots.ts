import { type Static } from 'typebox';
import { addDays, occurrenceKey } from '@pos/shared/calendar/index';
import { EMPLOYEE_SLOTS_DEFAULTS } from '@pos/shared/employees';
import type { Tx } from '../../db/client';
import { checkRange } from '../calendar/date-range';
import { loadAvailability } from '../calendar/load-availability';
import { assignmentsBetween, productsByIds } from './assignment-repo';
import type { EmployeeSlot, EmployeeSlotsFilterInput } from '@pos/shared/api/employees';

export const EMPLOYEE_SLOTS_PAGE_SIZE = 50;
/** Without an end date the list covers a month from its start. */
const DEFAULT_DAYS = 30;

type Item = Static<typeof EmployeeSlot>;

/**
 * C259 employee/getSlotsWithNoEmployee: the provider's slot occurrences startDate..endDate (one
 * slot's when slotId is given) with the employees working each. R-EMP-5: by start date descending
 * and with the staffed occurrences too unless asked otherwise; withEmployees false keeps only the
 * occurrences nobody works.
 */
export async function employeeSlots(db: Tx, providerId: number, f: EmployeeSlotsFilterInput, today: string, now: Date): Promise<{ items: Item[]; total: number }> {
  const from = f.startDate ?? today;
  const range = checkRange(from, f.endDate ?? addDays(from, DEFAULT_DAYS), { from: 'startDate', to: 'endDate' });
  const orderBy = f.orderBy ?? EMPLOYEE_SLOTS_DEFAULTS.orderBy;
  const asc = f.asc ?? EMPLOYEE_SLOTS_DEFAULTS.asc;
  const withEmployees = f.withEmployees ?? EMPLOYEE_SLOTS_DEFAULTS.withEmployees;
  const loaded = await loadAvailability(db, providerId, { ...range, productIds: f.productIds?.length ? f.productIds : undefined, slotId: f.slotId ?? undefined }, now);
  const assigned = await assignmentsBetween(db, providerId, range.from, range.to, [...new Set(loaded.slots.map((s) => s.slotId))]);
  const byOccurrence = new Map<string, Item['employees']>();
  for (const a of assigned) {
    const key = occurrenceKey(a.slotId, a.date);
    byOccurrence.set(key, [...(byOccurrence.get(key) ?? []), { id: a.employeeId, fullName: a.fullName, calendarColor: a.calendarColor }]);
  }
  const productInfo = await productsByIds(db, providerId, [...new Set(loaded.slots.map((s) => s.productId))]);
  let items: Item[] = loaded.slots.map((s) => ({
    slotId: s.slotId,
    productId: s.productId,
    productName: productInfo.get(s.productId)?.name ?? '',
    date: s.date,
    startTime: s.startTime,
    endTime: s.endTime,
    sold: s.sold,
    allowAssignEmployees: productInfo.get(s.productId)?.allowAssignEmployees ?? false,
    employees: byOccurrence.get(occurrenceKey(s.slotId, s.date)) ?? [],
  }));
  if (!withEmployees) items = items.filter((i) => i.employees.length === 0);
  const start = (i: Item) => `${i.date}T${i.startTime}#${String(i.slotId).padStart(10, '0')}`;
  const key = orderBy === 'Product' ? (i: Item) => `${i.productName}\u0000${start(i)}` : start;
  items.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0) * (asc ? 1 : -1));
  const page = f.pageIndex ?? 0;
  return { items: items.slice(page * EMPLOYEE_SLOTS_PAGE_SIZE, (page + 1) * EMPLOYEE_SLOTS_PAGE_SIZE), total: items.length };
}
