import { and, asc, count, eq, gte, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { customerTypes, employeeAssignments, employees, orderLines, orders, products, slots } from '../../db/schema';
import { fullNameOf } from './employee-repo';

export interface AssignedRow {
  slotId: number;
  date: string;
  employeeId: number;
  fullName: string;
  calendarColor: string;
}

/** Who works the provider's occurrences from..to (optionally of some slots only), by name. */
export async function assignmentsBetween(db: Tx, providerId: number, from: string, to: string, slotIds?: readonly number[]): Promise<AssignedRow[]> {
  if (slotIds && slotIds.length === 0) return [];
  const rows = await db
    .select({ slotId: employeeAssignments.slotId, date: employeeAssignments.date, employeeId: employees.id, firstName: employees.firstName, lastName: employees.lastName, calendarColor: employees.calendarColor })
    .from(employeeAssignments)
    .innerJoin(employees, eq(employees.id, employeeAssignments.employeeId))
    .where(
      and(
        eq(employeeAssignments.providerId, providerId),
        gte(employeeAssignments.date, from),
        lte(employeeAssignments.date, to),
        slotIds ? inArray(employeeAssignments.slotId, [...slotIds]) : undefined,
      ),
    )
    .orderBy(asc(employees.firstName), asc(employees.id));
  return rows.map((r) => ({ slotId: r.slotId, date: r.date, employeeId: r.employeeId, fullName: fullNameOf(r), calendarColor: r.calendarColor }));
}

/** The employee's occurrences from..to. */
export function assignmentsOf(db: Tx, providerId: number, employeeId: number, from: string, to: string): Promise<{ slotId: number; date: string }[]> {
  return db
    .select({ slotId: employeeAssignments.slotId, date: employeeAssignments.date })
    .from(employeeAssignments)
    .where(and(eq(employeeAssignments.providerId, providerId), eq(employeeAssignments.employeeId, employeeId), gte(employeeAssignments.date, from), lte(employeeAssignments.date, to)));
}

export async function countAssignments(db: Tx, providerId: number, employeeId: number, from: string, to: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(employeeAssignments)
    .where(and(eq(employeeAssignments.providerId, providerId), eq(employeeAssignments.employeeId, employeeId), gte(employeeAssignments.date, from), lte(employeeAssignments.date, to)));
  return row?.n ?? 0;
}

/** Records the assignment; false when the employee already works this occurrence. */
export async function insertAssignment(tx: Tx, values: { providerId: number; employeeId: number; slotId: number; date: string; createdBy: number }): Promise<boolean> {
  const rows = await tx.insert(employeeAssignments).values(values).onConflictDoNothing().returning({ id: employeeAssignments.id });
  return rows.length > 0;
}

/** Removes the assignment; false when there was none. */
export async function deleteAssignment(tx: Tx, providerId: number, employeeId: number, slotId: number, date: string): Promise<boolean> {
  const rows = await tx
    .delete(employeeAssignments)
    .where(and(eq(employeeAssignments.providerId, providerId), eq(employeeAssignments.employeeId, employeeId), eq(employeeAssignments.slotId, slotId), eq(employeeAssignments.date, date)))
    .returning({ id: employeeAssignments.id });
  return rows.length > 0;
}

export async function deleteFutureAssignments(tx: Tx, providerId: number, employeeId: number, today: string): Promise<void> {
  await tx.delete(employeeAssignments).where(and(eq(employeeAssignments.providerId, providerId), eq(employeeAssignments.employeeId, employeeId), gte(employeeAssignments.date, today)));
}

/** Serialises the assignments of one employee (the same-time check reads, then writes). */
export async function lockEmployee(tx: Tx, employeeId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(7101, ${employeeId})`);
}

/** The slot (not deleted) of the provider with its product's name and the allow-assign flags of the product and of the slot (R-EMP-6). */
export async function slotWithProduct(db: Tx, providerId: number, slotId: number) {
  const [row] = await db
    .select({ slotId: slots.id, productId: slots.productId, startTime: slots.startTime, endTime: slots.endTime, productName: products.name, allowAssignEmployees: products.allowAssignEmployees, slotAllowsAssigning: slots.allowAssignEmployees })
    .from(slots)
    .innerJoin(products, eq(products.id, slots.productId))
    .where(and(eq(slots.id, slotId), eq(slots.providerId, providerId), isNull(slots.deletedAt)));
  return row ?? null;
}

/** The products' names and allow-assign flags. */
export async function productsByIds(db: Tx, providerId: number, ids: readonly number[]): Promise<Map<number, { name: string; allowAssignEmployees: boolean }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, name: products.name, allowAssignEmployees: products.allowAssignEmployees })
    .from(products)
    .where(and(eq(products.providerId, providerId), inArray(products.id, [...ids])));
  return new Map(rows.map((r) => [r.id, { name: r.name, allowAssignEmployees: r.allowAssignEmployees }]));
}

export interface ManifestLine {
  slotId: number;
  date: string;
  orderId: number;
  orderNumber: number;
  status: string;
  leadCustomer: { firstName?: string; lastName?: string; mobile?: string; groupName?: string };
  remarks: string;
  customerType: string;
  quantity: number;
  persons: number;
}

/** The lines of the orders (not cancelled) on one date's occurrences of these slots: an occurrence's manifest. */
export async function manifestLines(db: Tx, providerId: number, date: string, slotIds: readonly number[]): Promise<ManifestLine[]> {
  if (slotIds.length === 0) return [];
  const rows = await db
    .select({
      slotId: orderLines.slotId,
      date: orderLines.date,
      orderId: orders.id,
      orderNumber: orders.orderNumber,
      status: orders.status,
      leadCustomer: orders.leadCustomer,
      remarks: orders.remarks,
      customerType: customerTypes.name,
      quantity: orderLines.quantity,
      persons: orderLines.persons,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(customerTypes, eq(customerTypes.id, orderLines.customerTypeId))
    .where(and(eq(orders.providerId, providerId), ne(orders.status, 'CN'), ne(orders.status, 'ERR'), eq(orderLines.date, date), inArray(orderLines.slotId, [...slotIds])))
    .orderBy(asc(orders.orderNumber), asc(orderLines.id));
  return rows.map((r) => ({ ...r, slotId: r.slotId! }));
}

/** Active employees of the provider allowed to be assigned (R-EMP-6). */
export function assignableEmployees(db: Tx, providerId: number) {
  return db
    .select()
    .from(employees)
    .where(and(eq(employees.providerId, providerId), isNull(employees.deletedAt), eq(employees.status, true), eq(employees.allowAssignEmployees, true)))
    .orderBy(asc(employees.firstName), asc(employees.id));
}

/** Slots the employees work on a date (for the same-time check). */
export function assignmentsOnDate(db: Tx, providerId: number, date: string) {
  return db
    .select({ employeeId: employeeAssignments.employeeId, slotId: employeeAssignments.slotId, startTime: slots.startTime, endTime: slots.endTime })
    .from(employeeAssignments)
    .innerJoin(slots, eq(slots.id, employeeAssignments.slotId))
    .where(and(eq(employeeAssignments.providerId, providerId), eq(employeeAssignments.date, date)));
}
