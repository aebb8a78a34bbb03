import { and, asc, count, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { employeeTags, employees, leadTypes, products } from '../../db/schema';
import type { EmployeeFilterInput, EmployeeView } from '@pos/shared/api/employees';

export type EmployeeRow = typeof employees.$inferSelect;
export type EmployeeValues = Omit<typeof employees.$inferInsert, 'id' | 'providerId' | 'createdAt' | 'updatedAt' | 'deletedAt'>;

export const EMPLOYEES_PAGE_SIZE = 50;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const live = (providerId: number) => and(eq(employees.providerId, providerId), isNull(employees.deletedAt));

export const fullNameOf = (e: Pick<EmployeeRow, 'firstName' | 'lastName'>) => [e.firstName, e.lastName].filter(Boolean).join(' ');

export function employeeView(row: EmployeeRow, tagNames: ReadonlyMap<number, string>): EmployeeView {
  return {
    id: row.id,
    pid: row.pid,
    employeeNumber: row.employeeNumber,
    firstName: row.firstName,
    lastName: row.lastName,
    fullName: fullNameOf(row),
    email: row.email,
    mobile: row.mobile,
    address: row.address,
    status: row.status,
    ratePerHour: row.ratePerHour,
    currencyId: row.currencyId,
    calendarColor: row.calendarColor,
    allowAssignEmployees: row.allowAssignEmployees,
    tagIds: row.tagIds,
    tagNames: row.tagIds.map((id) => tagNames.get(id)).filter((n): n is string => n !== undefined),
    productIds: row.productIds,
    leadTypeIds: row.leadTypeIds,
  };
}

export async function findEmployee(db: Tx, providerId: number, id: number, lock = false): Promise<EmployeeRow | null> {
  const q = db.select().from(employees).where(and(live(providerId), eq(employees.id, id)));
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

/** C248: the filtered page. R-EMP-4: status true (active) unless the filter says otherwise; null: all. */
export async function searchEmployees(db: Tx, providerId: number, f: EmployeeFilterInput): Promise<{ rows: EmployeeRow[]; total: number }> {
  const status = f.status === undefined ? true : f.status;
  const keyword = f.keyword?.trim();
  const like = keyword ? `%${escapeLike(keyword)}%` : undefined;
  const tagIds = f.tagIds ?? [];
  const tagArray = sql`${`{${tagIds.join(',')}}`}::integer[]`;
  const where: (SQL | undefined)[] = [
    live(providerId),
    status === null ? undefined : eq(employees.status, status),
    like
      ? or(ilike(employees.firstName, like), ilike(employees.lastName, like), ilike(sql`${employees.firstName} || ' ' || ${employees.lastName}`, like), ilike(employees.mobile, like), ilike(employees.pid, like), ilike(employees.employeeNumber, like), ilike(employees.email, like))
      : undefined,
    tagIds.length === 0 ? undefined : f.isTagsFilterTypeAnd ? sql`${employees.tagIds} @> ${tagArray}` : sql`${employees.tagIds} && ${tagArray}`,
  ];
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(employees)
      .where(and(...where))
      .orderBy(asc(employees.firstName), asc(employees.lastName), asc(employees.id))
      .limit(EMPLOYEES_PAGE_SIZE)
      .offset((f.pageIndex ?? 0) * EMPLOYEES_PAGE_SIZE),
    db.select({ n: count() }).from(employees).where(and(...where)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** C249: the provider's employees, for pickers (active first). */
export function allEmployees(db: Tx, providerId: number): Promise<EmployeeRow[]> {
  return db.select().from(employees).where(live(providerId)).orderBy(sql`${employees.status} desc`, asc(employees.firstName), asc(employees.id));
}

export async function insertEmployee(tx: Tx, providerId: number, values: EmployeeValues): Promise<EmployeeRow> {
  const [row] = await tx.insert(employees).values({ ...values, providerId }).returning();
  return row!;
}

export async function updateEmployee(tx: Tx, id: number, values: EmployeeValues): Promise<EmployeeRow> {
  const [row] = await tx.update(employees).set({ ...values, updatedAt: new Date() }).where(eq(employees.id, id)).returning();
  return row!;
}

export async function markEmployeeDeleted(tx: Tx, id: number): Promise<void> {
  await tx.update(employees).set({ deletedAt: new Date(), updatedAt: new Date() }).where(eq(employees.id, id));
}

/** Another live employee of the provider with this pid or number (R-EMP-1 identifies one employee). */
export async function findDuplicate(db: Tx, providerId: number, exceptId: number | null, pid: string | null, employeeNumber: string | null): Promise<{ pid: boolean; employeeNumber: boolean }> {
  const rows = await db
    .select({ id: employees.id, pid: employees.pid, employeeNumber: employees.employeeNumber })
    .from(employees)
    .where(and(live(providerId), or(pid ? eq(employees.pid, pid) : sql`false`, employeeNumber ? eq(employees.employeeNumber, employeeNumber) : sql`false`)));
  const others = rows.filter((r) => r.id !== exceptId);
  return { pid: pid !== null && others.some((r) => r.pid === pid), employeeNumber: employeeNumber !== null && others.some((r) => r.employeeNumber === employeeNumber) };
}

// Tags

export type TagRow = typeof employeeTags.$inferSelect;

export function listTags(db: Tx, providerId: number, activeOnly = false): Promise<TagRow[]> {
  return db
    .select()
    .from(employeeTags)
    .where(and(eq(employeeTags.providerId, providerId), activeOnly ? eq(employeeTags.active, true) : undefined))
    .orderBy(asc(employeeTags.name));
}

export async function tagNamesOf(db: Tx, providerId: number): Promise<Map<number, string>> {
  return new Map((await listTags(db, providerId)).map((t) => [t.id, t.name]));
}

export async function findTag(db: Tx, providerId: number, id: number): Promise<TagRow | null> {
  const [row] = await db.select().from(employeeTags).where(and(eq(employeeTags.providerId, providerId), eq(employeeTags.id, id)));
  return row ?? null;
}

export async function findTagByName(db: Tx, providerId: number, name: string): Promise<TagRow | null> {
  const [row] = await db
    .select()
    .from(employeeTags)
    .where(and(eq(employeeTags.providerId, providerId), eq(employeeTags.active, true), sql`lower(${employeeTags.name}) = lower(${name})`));
  return row ?? null;
}

export async function saveTagRow(tx: Tx, providerId: number, id: number | null, name: string): Promise<TagRow> {
  if (id === null) return (await tx.insert(employeeTags).values({ providerId, name }).returning())[0]!;
  return (await tx.update(employeeTags).set({ name, active: true }).where(eq(employeeTags.id, id)).returning())[0]!;
}

export async function isTagInUse(db: Tx, providerId: number, id: number): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(employees)
    .where(and(eq(employees.providerId, providerId), isNull(employees.deletedAt), sql`${employees.tagIds} @> array[${id}]::integer[]`));
  return (row?.n ?? 0) > 0;
}

export async function deactivateTag(tx: Tx, id: number): Promise<void> {
  await tx.update(employeeTags).set({ active: false }).where(eq(employeeTags.id, id));
}

export async function deleteTagRow(tx: Tx, id: number): Promise<void> {
  await tx.delete(employeeTags).where(eq(employeeTags.id, id));
}

// What an employee refers to

export async function ownIds(db: Tx, providerId: number, kind: 'tags' | 'products' | 'leadTypes', ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const table = kind === 'tags' ? employeeTags : kind === 'products' ? products : leadTypes;
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.providerId, providerId), inArray(table.id, [...ids])));
  return new Set(rows.map((r) => r.id));
}

/** The provider's products, by name (employees are linked to the products they guide). */
export function productNames(db: Tx, providerId: number): Promise<{ id: number; name: string }[]> {
  return db.select({ id: products.id, name: products.name }).from(products).where(eq(products.providerId, providerId)).orderBy(asc(products.name));
}

/** C258: the provider's active lead types. */
export function listLeadTypes(db: Tx, providerId: number): Promise<{ id: number; name: string }[]> {
  return db
    .select({ id: leadTypes.id, name: leadTypes.name })
    .from(leadTypes)
    .where(and(eq(leadTypes.providerId, providerId), eq(leadTypes.active, true)))
    .orderBy(asc(leadTypes.name));
}
