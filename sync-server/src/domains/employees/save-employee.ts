import { DEFAULT_EMPLOYEE_COLOR, employeeProblems } from '@pos/shared/employees';
import { FieldErrorCollector, notFound, validationError } from '@pos/shared/errors';
import { CURRENCIES } from '@pos/shared/reference';
import type { Db } from '../../db/client';
import type { Actor } from '../../http/types';
import { isUniqueViolation } from '../users/unique-violation';
import { deleteFutureAssignments } from './assignment-repo';
import { findDuplicate, findEmployee, insertEmployee, markEmployeeDeleted, ownIds, updateEmployee, type EmployeeRow, type EmployeeValues } from './employee-repo';
import type { SaveEmployeeInput } from '@pos/shared/api/employees';

const text = (v: string | null | undefined) => (v ?? '').trim();
const orNull = (v: string | null | undefined) => text(v) || null;

/**
 * C251 save-employee: creates (no id) or replaces an employee. R-EMP-1 a pid or an employee number;
 * R-EMP-2 a valid Israeli ID and mobile; R-EMP-3 the colour black when none is given. The tags,
 * products and lead types must be the provider's own.
 */
export async function saveEmployee(db: Db, actor: Actor, input: SaveEmployeeInput, today: string): Promise<EmployeeRow> {
  const problems = employeeProblems(input);
  // Each with the rule's code (pid-or-number, invalid-pid...) for the client to say (issue 18).
  if (problems.length > 0) throw validationError(problems.map((p) => ({ field: p.field, code: p.code, message: p.message })));

  const values: EmployeeValues = {
    pid: orNull(input.pid)?.padStart(9, '0') ?? null,
    employeeNumber: orNull(input.employeeNumber),
    firstName: text(input.firstName),
    lastName: text(input.lastName),
    email: text(input.email),
    mobile: text(input.mobile),
    address: text(input.address),
    status: input.status ?? true,
    ratePerHour: input.ratePerHour ?? null,
    currencyId: input.currencyId ?? CURRENCIES[0]!.id,
    calendarColor: (orNull(input.calendarColor) ?? DEFAULT_EMPLOYEE_COLOR).toLowerCase(),
    allowAssignEmployees: input.allowAssignEmployees ?? true,
    tagIds: [...new Set(input.tagIds ?? [])],
    productIds: [...new Set(input.productIds ?? [])],
    leadTypeIds: [...new Set(input.leadTypeIds ?? [])],
  };

  const errors = new FieldErrorCollector();
  errors.check(CURRENCIES.some((c) => c.id === values.currencyId), 'currencyId', 'is not a known currency');
  for (const [field, kind] of [['tagIds', 'tags'], ['productIds', 'products'], ['leadTypeIds', 'leadTypes']] as const) {
    const own = await ownIds(db, actor.providerId, kind, values[field]!);
    errors.check(values[field]!.every((id) => own.has(id)), field, 'holds an id that is not the provider’s');
  }
  errors.throwIfAny();

  // Two saves racing with one pid or number: the unique index refuses the second (400, not 500).
  const refuseDuplicate = (error: unknown): never => {
    if (!isUniqueViolation(error)) throw error;
    let e: unknown = error;
    let constraint = '';
    for (let depth = 0; e && typeof e === 'object' && depth < 5 && !constraint; depth++) {
      constraint = String((e as { constraint?: unknown }).constraint ?? '');
      e = (e as { cause?: unknown }).cause;
    }
    const byNumber = constraint === 'employees_provider_number';
    throw validationError({ [byNumber ? 'employeeNumber' : 'pid']: [byNumber ? 'another employee has this employee number' : 'another employee has this pid'] });
  };
  return db.transaction(async (tx) => {
    const id = input.id ?? null;
    if (id !== null && !(await findEmployee(tx, actor.providerId, id, true))) throw notFound('Employee');
    const dup = await findDuplicate(tx, actor.providerId, id, values.pid ?? null, values.employeeNumber ?? null);
    errors.check(!dup.pid, 'pid', 'another employee has this pid');
    errors.check(!dup.employeeNumber, 'employeeNumber', 'another employee has this employee number');
    errors.throwIfAny();
    if (id === null) return insertEmployee(tx, actor.providerId, values);
    const saved = await updateEmployee(tx, id, values);
    // A deactivated employee no longer works the slots still ahead.
    if (!saved.status) await deleteFutureAssignments(tx, actor.providerId, id, today);
    return saved;
  }).catch(refuseDuplicate);
}

/** C254 delete-employee: the employee leaves the lists; their past assignments stay, those ahead go. */
export async function deleteEmployee(db: Db, actor: Actor, id: number, today: string): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await findEmployee(tx, actor.providerId, id, true))) throw notFound('Employee');
    await deleteFutureAssignments(tx, actor.providerId, id, today);
    await markEmployeeDeleted(tx, id);
  });
}
