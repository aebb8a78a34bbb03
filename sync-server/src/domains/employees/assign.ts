import { noPermission, notFound, refused, warning } from '@pos/shared/errors';
import { Permission } from '@pos/shared/permissions';
import type { Db, Tx } from '../../db/client';
import type { Actor } from '../../http/types';
import { loadAvailability } from '../calendar/load-availability';
import { assignmentsOnDate, deleteAssignment, insertAssignment, lockEmployee, slotWithProduct } from './assignment-repo';
import { findEmployee, type EmployeeRow } from './employee-repo';

export interface AssignCheckResult {
  allowed: boolean;
  reason: string | null;
}

/** The permission that assigns and unassigns employees (the calendar's slot writes). */
export const ASSIGN_PERMISSION = Permission.EditProducts;

/**
 * C264 can-assign-employees/{slotId} (R-PERM-18, R-EMP-6): may this user assign employees on this
 * slot: the user holds the assign permission, and the slot's product and the slot itself allow assigning employees.
 */
export async function canAssignOnSlot(db: Tx, actor: Actor, slotId: number): Promise<AssignCheckResult> {
  const slot = await slotWithProduct(db, actor.providerId, slotId);
  if (!slot) throw notFound('Slot');
  if (!actor.permissions.has(ASSIGN_PERMISSION)) return { allowed: false, reason: 'no-permission' };
  const closed = slotClosedToAssigning(slot);
  if (closed) return { allowed: false, reason: closed };
  return { allowed: true, reason: null };
}

/** R-EMP-6: why the slot takes no employees (its product's flag, then its own), or null. */
function slotClosedToAssigning(slot: { allowAssignEmployees: boolean; slotAllowsAssigning: boolean }): string | null {
  if (!slot.allowAssignEmployees) return 'product-does-not-allow-assigning';
  if (!slot.slotAllowsAssigning) return 'slot-does-not-allow-assigning';
  return null;
}

/** C253 check-assign-employee/{employeeId} (R-PERM-18, R-EMP-6): may this employee be assigned. */
export function checkEmployee(employee: EmployeeRow): AssignCheckResult {
  if (!employee.status) return { allowed: false, reason: 'employee-not-active' };
  if (!employee.allowAssignEmployees) return { allowed: false, reason: 'employee-not-allowed-to-assign' };
  return { allowed: true, reason: null };
}

export interface OccurrenceInput {
  employeeId: number;
  slotId: number;
  startDate: string;
  /** Confirms assigning an employee who already works another slot at the same time. */
  ignoreWarning?: boolean;
}

const overlaps = (a: { startTime: string; endTime: string }, b: { startTime: string; endTime: string }) => a.startTime < b.endTime && b.startTime < a.endTime;

/** The slot and the occurrence on that date, or 404 / 422. An occurrence that has started needs CreateChangeSlotInPast (R-SLOT-8). */
async function occurrenceOf(tx: Tx, actor: Actor, slotId: number, date: string, now: Date) {
  const slot = await slotWithProduct(tx, actor.providerId, slotId);
  if (!slot) throw notFound('Slot');
  const loaded = await loadAvailability(tx, actor.providerId, { from: date, to: date, slotId }, now);
  const occurrence = loaded.slots.find((s) => s.slotId === slotId && s.date === date);
  if (!occurrence) throw refused('not-an-occurrence', 'The slot does not take place on this date.');
  if (occurrence.past && !actor.permissions.has(Permission.CreateChangeSlotInPast)) throw noPermission();
  return { slot, occurrence };
}

/**
 * C260 employee/assign (R-EMP-6): the employee works the occurrence. Refused when the product does
 * not allow assigning employees (product or slot flag) or the employee may not be assigned; a warning (ignoreWarning) when
 * the employee already works another slot at the same time. Assigning twice changes nothing.
 */
export async function assignEmployee(db: Db, actor: Actor, input: OccurrenceInput, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await lockEmployee(tx, input.employeeId);
    const { slot } = await occurrenceOf(tx, actor, input.slotId, input.startDate, now);
    const employee = await findEmployee(tx, actor.providerId, input.employeeId);
    if (!employee) throw notFound('Employee');
    const closed = slotClosedToAssigning(slot);
    if (closed) throw refused(closed, closed === 'slot-does-not-allow-assigning' ? 'This slot does not allow assigning employees.' : 'The product of this slot does not allow assigning employees.');
    const check = checkEmployee(employee);
    if (!check.allowed) throw refused(check.reason!, 'This employee cannot be assigned to slots.');
    const sameDay = (await assignmentsOnDate(tx, actor.providerId, input.startDate)).filter((a) => a.employeeId === employee.id && a.slotId !== slot.slotId);
    if (!input.ignoreWarning && sameDay.some((a) => overlaps(a, slot))) {
      throw warning('employee-busy', 'The employee already works another slot at this time.', 'ignoreWarning', { slotIds: sameDay.filter((a) => overlaps(a, slot)).map((a) => a.slotId) });
    }
    await insertAssignment(tx, { providerId: actor.providerId, employeeId: employee.id, slotId: slot.slotId, date: input.startDate, createdBy: actor.userId });
  });
}

/** C261 employee/unassign: the employee no longer works the occurrence (404 when they did not). */
export async function unassignEmployee(db: Db, actor: Actor, input: OccurrenceInput, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await lockEmployee(tx, input.employeeId);
    if (!(await findEmployee(tx, actor.providerId, input.employeeId))) throw notFound('Employee');
    await occurrenceOf(tx, actor, input.slotId, input.startDate, now);
    if (!(await deleteAssignment(tx, actor.providerId, input.employeeId, input.slotId, input.startDate))) throw notFound('Assignment');
  });
}

/** C263 employees/forslot: the employees who may be assigned, each marked assigned here or busy elsewhere at the time. */
export function employeesForSlot(
  candidates: readonly EmployeeRow[],
  onDate: readonly { employeeId: number; slotId: number; startTime: string; endTime: string }[],
  slot: { slotId: number; startTime: string; endTime: string },
) {
  return candidates.map((e) => {
    const mine = onDate.filter((a) => a.employeeId === e.id);
    return {
      id: e.id,
      fullName: [e.firstName, e.lastName].filter(Boolean).join(' '),
      calendarColor: e.calendarColor,
      assigned: mine.some((a) => a.slotId === slot.slotId),
      busy: mine.some((a) => a.slotId !== slot.slotId && overlaps(a, slot)),
    };
  });
}
