import { describe, expect, it } from 'vitest';
import { ALL_PERMISSION_CODES, Permission } from '@pos/shared/permissions';
import { createProvider, createUser, setupTestApp } from '../../test/test-app';
import { day } from '../calendar/calendar.fixtures';
import { assignableProduct, caller, createSlot, employeeBody } from './employees.fixtures';

/**
 * Every employees call checks its permission code (403 without it) and the caller's provider: an
 * employee, tag or slot of another provider is not found (404) and never listed.
 */
describe('employees: permissions and provider isolation of every call', async () => {
  const { app, db } = await setupTestApp();
  const mine = await createProvider(db);
  const other = await createProvider(db);
  const me = caller(app, (await createUser(db, mine.id)).cookie);
  const them = caller(app, (await createUser(db, other.id)).cookie);
  const theirProduct = await assignableProduct(db, other.id);
  const theirSlot = await createSlot(db, other.id, theirProduct.id, day(1));
  const theirEmployee = (await them('POST', 'save-employee', employeeBody({ firstName: 'Theirs' }))).body.data;
  const theirTag = (await them('POST', 'create-save-employee-tag', { name: 'Their tag' })).body.data;
  await them('POST', 'employee/assign', { employeeId: theirEmployee.id, slotId: theirSlot.id, startDate: day(1) });
  const myProduct = await assignableProduct(db, mine.id);
  const mySlot = await createSlot(db, mine.id, myProduct.id, day(1));
  const myEmployee = (await me('POST', 'save-employee', employeeBody({ firstName: 'Mine' }))).body.data;

  const occurrence = (employeeId: number, slotId: number) => ({ employeeId, slotId, startDate: day(1) });
  const calls: Array<{ id: string; method: 'GET' | 'POST' | 'DELETE'; url: string; body?: unknown; permission: number }> = [
    { id: 'C248', method: 'POST', url: 'employees', body: {}, permission: Permission.ViewProviderSettings },
    { id: 'C249', method: 'GET', url: 'employees', permission: Permission.CalendarViewFilter },
    { id: 'C250', method: 'POST', url: 'assigned-employees', body: { from: day(0), to: day(2) }, permission: Permission.CalendarViewFilter },
    { id: 'C251', method: 'POST', url: 'save-employee', body: employeeBody({ pid: '000000018' }), permission: Permission.EditProviderSettings },
    { id: 'C252', method: 'GET', url: `employee/${myEmployee.id}`, permission: Permission.ViewProviderSettings },
    { id: 'C253', method: 'GET', url: `check-assign-employee/${myEmployee.id}`, permission: Permission.CalendarViewFilter },
    { id: 'C254', method: 'DELETE', url: `delete-employee/${myEmployee.id}`, permission: Permission.EditProviderSettings },
    { id: 'C255', method: 'GET', url: 'tags-products', permission: Permission.ViewProviderSettings },
    { id: 'C256', method: 'POST', url: 'create-save-employee-tag', body: { name: 'Mine' }, permission: Permission.EditProviderSettings },
    { id: 'C257', method: 'DELETE', url: `delete-employee-tag/${theirTag.id}`, permission: Permission.EditProviderSettings },
    { id: 'C258', method: 'GET', url: 'leadTypes', permission: Permission.ViewProviderSettings },
    { id: 'C259', method: 'POST', url: 'employee/getSlotsWithNoEmployee', body: { startDate: day(1), endDate: day(1) }, permission: Permission.CalendarViewFilter },
    { id: 'C260', method: 'POST', url: 'employee/assign', body: occurrence(myEmployee.id, mySlot.id), permission: Permission.EditProducts },
    { id: 'C261', method: 'POST', url: 'employee/unassign', body: occurrence(myEmployee.id, mySlot.id), permission: Permission.EditProducts },
    { id: 'C262', method: 'GET', url: `employees/${myEmployee.id}`, permission: Permission.ViewProviderSettings },
    { id: 'C263', method: 'POST', url: 'employees/forslot', body: { slotId: mySlot.id, startDate: day(1) }, permission: Permission.CalendarViewFilter },
    { id: 'C264', method: 'GET', url: `can-assign-employees/${mySlot.id}`, permission: Permission.CalendarViewFilter },
    { id: 'day sheet', method: 'GET', url: `employee/${myEmployee.id}/day-sheet?date=${day(1)}`, permission: Permission.ViewOrders },
  ];

  it.each(calls)('$id $method $url: 403 No permission without its code', async ({ method, url, body, permission }) => {
    const lacking = caller(app, (await createUser(db, mine.id, { permissions: ALL_PERMISSION_CODES.filter((c) => c !== permission) })).cookie);
    const res = await lacking(method, url, body);
    expect(res.status).toBe(403);
    expect(res.body.title).toBe('No permission');
  });

  it.each([
    ['C252', 'GET', `employee/${theirEmployee.id}`],
    ['C253', 'GET', `check-assign-employee/${theirEmployee.id}`],
    ['C254', 'DELETE', `delete-employee/${theirEmployee.id}`],
    ['C257', 'DELETE', `delete-employee-tag/${theirTag.id}`],
    ['C262', 'GET', `employees/${theirEmployee.id}`],
    ['C264', 'GET', `can-assign-employees/${theirSlot.id}`],
    ['day sheet', 'GET', `employee/${theirEmployee.id}/day-sheet?date=${day(1)}`],
  ] as const)("%s %s %s: another provider's row is 404", async (_id, method, url) => {
    expect((await me(method, url)).status).toBe(404);
  });

  it("C251, C256: another provider's employee or tag cannot be changed or used", async () => {
    expect((await me('POST', 'save-employee', employeeBody({ id: theirEmployee.id }))).status).toBe(404);
    expect((await me('POST', 'create-save-employee-tag', { id: theirTag.id, name: 'Taken' })).status).toBe(404);
    expect((await me('POST', 'save-employee', employeeBody({ pid: '000000026', tagIds: [theirTag.id] }))).status).toBe(400);
  });

  it("C260, C261, C263: another provider's employee or slot is 404", async () => {
    expect((await me('POST', 'employee/assign', occurrence(theirEmployee.id, mySlot.id))).status).toBe(404);
    expect((await me('POST', 'employee/assign', occurrence(myEmployee.id, theirSlot.id))).status).toBe(404);
    expect((await me('POST', 'employee/unassign', occurrence(theirEmployee.id, theirSlot.id))).status).toBe(404);
    expect((await me('POST', 'employees/forslot', { slotId: theirSlot.id, startDate: day(1) })).status).toBe(404);
  });

  it("C248, C249, C250, C255, C259: lists hold only the caller's provider", async () => {
    expect((await me('POST', 'employees', { status: null })).body.data.items.map((e: { id: number }) => e.id)).not.toContain(theirEmployee.id);
    expect((await me('GET', 'employees')).body.data.map((e: { id: number }) => e.id)).not.toContain(theirEmployee.id);
    expect((await me('POST', 'assigned-employees', { from: day(0), to: day(2) })).body.data).toEqual([]);
    expect((await me('GET', 'tags-products')).body.data.tags.map((t: { id: number }) => t.id)).not.toContain(theirTag.id);
    const slots = (await me('POST', 'employee/getSlotsWithNoEmployee', { startDate: day(1), endDate: day(1) })).body.data.items;
    expect(slots.map((s: { slotId: number }) => s.slotId)).toEqual([mySlot.id]);
    // Their own view still has their assignment.
    expect((await them('POST', 'assigned-employees', { from: day(0), to: day(2) })).body.data).toHaveLength(1);
  });
});
