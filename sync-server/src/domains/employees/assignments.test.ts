import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Permission, ALL_PERMISSION_CODES } from '@pos/shared/permissions';
import { createProvider, createUser, setupTestApp } from '../../test/test-app';
import { day, sellSeats } from '../calendar/calendar.fixtures';
import { assignableProduct, caller, createSlot, employeeBody, setLeadCustomer } from './employees.fixtures';

describe('employees on slots: assign, unassign, lists and the day sheet (C250, C253, C259-C264)', async () => {
  const { app, db } = await setupTestApp();
  const provider = await createProvider(db);
  const user = await createUser(db, provider.id);
  const call = caller(app, user.cookie);
  const product = await assignableProduct(db, provider.id);
  const closed = await assignableProduct(db, provider.id, false);
  const morning = await createSlot(db, provider.id, product.id, day(1), { start: '09:00:00', end: '11:00:00', count: 5 });
  const overlapping = await createSlot(db, provider.id, product.id, day(1), { start: '10:00:00', end: '12:00:00' });
  const afternoon = await createSlot(db, provider.id, product.id, day(1), { start: '15:00:00', end: '16:00:00' });
  const closedSlot = await createSlot(db, provider.id, closed.id, day(1));
  const dana = (await call('POST', 'save-employee', employeeBody({ firstName: 'Dana', calendarColor: '#1e88e5' }))).body.data;
  const omer = (await call('POST', 'save-employee', employeeBody({ firstName: 'Omer', pid: '000000018' }))).body.data;
  const notAllowed = (await call('POST', 'save-employee', employeeBody({ firstName: 'Office', pid: '000000026', allowAssignEmployees: false }))).body.data;
  const inactive = (await call('POST', 'save-employee', employeeBody({ firstName: 'Former', pid: '000000034', status: false }))).body.data;

  const assign = (employeeId: number, slotId: number, startDate: string, extra: object = {}) => call('POST', 'employee/assign', { employeeId, slotId, startDate, ...extra });

  it('C260, C250: assigning records who works the occurrence; assigning twice changes nothing', async () => {
    expect((await assign(dana.id, morning.id, day(1))).status).toBe(200);
    expect((await assign(dana.id, morning.id, day(1))).status).toBe(200);
    const assigned = (await call('POST', 'assigned-employees', { from: day(0), to: day(7) })).body.data;
    expect(assigned).toEqual([{ slotId: morning.id, date: day(1), employees: [{ id: dana.id, fullName: 'Dana Levi', calendarColor: '#1e88e5' }] }]);
  });

  it('C260: a date the slot does not take place on is refused', async () => {
    const res = await assign(omer.id, afternoon.id, day(2));
    expect([res.status, res.body.code]).toEqual([422, 'not-an-occurrence']);
    expect((await assign(omer.id, 999999, day(1))).status).toBe(404);
  });

  it('R-EMP-6: the product, the employee and the user must each allow the assignment', async () => {
    const onClosed = await assign(omer.id, closedSlot.id, day(1));
    expect([onClosed.status, onClosed.body.code]).toEqual([422, 'product-does-not-allow-assigning']);
    const flagged = await assign(notAllowed.id, afternoon.id, day(1));
    expect([flagged.status, flagged.body.code]).toEqual([422, 'employee-not-allowed-to-assign']);
    const former = await assign(inactive.id, afternoon.id, day(1));
    expect([former.status, former.body.code]).toEqual([422, 'employee-not-active']);
    const viewer = caller(app, (await createUser(db, provider.id, { permissions: ALL_PERMISSION_CODES.filter((c) => c !== Permission.EditProducts) })).cookie);
    expect((await viewer('POST', 'employee/assign', { employeeId: omer.id, slotId: afternoon.id, startDate: day(1) })).status).toBe(403);
  });

  it('R-EMP-6: a slot carries its own allow-assign flag, saved with the slot; a closed slot refuses employees though its product allows them', async () => {
    // A provider of its own, so this slot stays out of the other tests' slot lists.
    const other = await createProvider(db);
    const office = caller(app, (await createUser(db, other.id)).cookie);
    const tours = await assignableProduct(db, other.id);
    const guide = (await office('POST', 'save-employee', employeeBody({ firstName: 'Noa' }))).body.data;
    const save = (allowAssignEmployees: boolean | undefined, startTime: string) =>
      office('POST', 'calendar/v3/slot', { slot: { productId: tours.id, startDate: day(3), startTime, endTime: `${startTime.slice(0, 2)}:45:00`, limit: 10, repeatMode: 1, forIndividuals: true, ...(allowAssignEmployees === undefined ? {} : { allowAssignEmployees }) } });
    expect((await save(false, '18:00:00')).status).toBe(200);
    expect((await save(undefined, '20:00:00')).status).toBe(200);
    const entries = (await office('GET', `calendar/v3/slots?from=${day(3)}&to=${day(3)}`)).body.data as { slotId: number; start: string; series: { allowAssignEmployees: boolean } }[];
    const evening = entries.find((e) => e.start.endsWith('18:00:00'))!;
    const night = entries.find((e) => e.start.endsWith('20:00:00'))!;
    expect([evening.series.allowAssignEmployees, night.series.allowAssignEmployees]).toEqual([false, true]);
    const refusedAssign = await office('POST', 'employee/assign', { employeeId: guide.id, slotId: evening.slotId, startDate: day(3) });
    expect([refusedAssign.status, refusedAssign.body.code]).toEqual([422, 'slot-does-not-allow-assigning']);
    expect((await office('GET', `can-assign-employees/${evening.slotId}`)).body.data).toEqual({ allowed: false, reason: 'slot-does-not-allow-assigning' });
    expect((await office('GET', `can-assign-employees/${night.slotId}`)).body.data).toEqual({ allowed: true, reason: null });
    expect((await office('POST', 'employee/assign', { employeeId: guide.id, slotId: night.slotId, startDate: day(3) })).status).toBe(200);
  });

  it('R-PERM-18: can-assign-employees (slot, user) and check-assign-employee (employee) answer the same checks', async () => {
    expect((await call('GET', `can-assign-employees/${afternoon.id}`)).body.data).toEqual({ allowed: true, reason: null });
    expect((await call('GET', `can-assign-employees/${closedSlot.id}`)).body.data).toEqual({ allowed: false, reason: 'product-does-not-allow-assigning' });
    const viewer = caller(app, (await createUser(db, provider.id, { permissions: [Permission.CalendarViewFilter] })).cookie);
    expect((await viewer('GET', `can-assign-employees/${afternoon.id}`)).body.data).toEqual({ allowed: false, reason: 'no-permission' });
    expect((await call('GET', `check-assign-employee/${omer.id}`)).body.data).toEqual({ allowed: true, reason: null });
    expect((await call('GET', `check-assign-employee/${notAllowed.id}`)).body.data).toEqual({ allowed: false, reason: 'employee-not-allowed-to-assign' });
    expect((await call('GET', `check-assign-employee/${inactive.id}`)).body.data).toEqual({ allowed: false, reason: 'employee-not-active' });
  });

  it('C263, C260: an employee busy at the same time is marked, and assigning them asks to confirm (ignoreWarning)', async () => {
    const forSlot = (await call('POST', 'employees/forslot', { slotId: overlapping.id, startDate: day(1) })).body.data;
    expect(forSlot.map((e: { fullName: string }) => e.fullName)).toEqual(['Dana Levi', 'Omer Levi']);
    expect(forSlot[0]).toMatchObject({ id: dana.id, assigned: false, busy: true });
    expect(forSlot[1]).toMatchObject({ id: omer.id, assigned: false, busy: false });
    const busy = await assign(dana.id, overlapping.id, day(1));
    expect([busy.status, busy.body.code, busy.body.ignoreFlag]).toEqual([422, 'employee-busy', 'ignoreWarning']);
    expect((await assign(dana.id, overlapping.id, day(1), { ignoreWarning: true })).status).toBe(200);
    const after = (await call('POST', 'employees/forslot', { slotId: overlapping.id, startDate: day(1) })).body.data;
    expect(after[0]).toMatchObject({ id: dana.id, assigned: true });
  });

  it('C261: unassigning removes the occurrence; unassigning what is not assigned is 404', async () => {
    expect((await call('POST', 'employee/unassign', { employeeId: dana.id, slotId: overlapping.id, startDate: day(1) })).status).toBe(200);
    expect((await call('POST', 'employee/unassign', { employeeId: dana.id, slotId: overlapping.id, startDate: day(1) })).status).toBe(404);
  });

  it('R-EMP-5: the employee-slots list is by start date descending, with the staffed occurrences, by default', async () => {
    const res = await call('POST', 'employee/getSlotsWithNoEmployee', { startDate: day(1), endDate: day(3), productIds: [product.id] });
    const rows = res.body.data.items.map((i: { slotId: number; date: string; employees: { id: number }[] }) => [i.slotId, i.date, i.employees.map((e) => e.id)]);
    expect(rows).toEqual([
      [morning.id, day(3), []],
      [morning.id, day(2), []],
      [afternoon.id, day(1), []],
      [overlapping.id, day(1), []],
      [morning.id, day(1), [dana.id]],
    ]);
    const unstaffed = await call('POST', 'employee/getSlotsWithNoEmployee', { startDate: day(1), endDate: day(3), productIds: [product.id], withEmployees: false, asc: true });
    expect(unstaffed.body.data.items.map((i: { slotId: number; date: string }) => [i.slotId, i.date])).toEqual([
      [overlapping.id, day(1)],
      [afternoon.id, day(1)],
      [morning.id, day(2)],
      [morning.id, day(3)],
    ]);
    // C259 with slotId and startDate: that slot's occurrences.
    const one = await call('POST', 'employee/getSlotsWithNoEmployee', { slotId: morning.id, startDate: day(2), endDate: day(2) });
    expect(one.body.data.items.map((i: { slotId: number; date: string }) => [i.slotId, i.date])).toEqual([[morning.id, day(2)]]);
    expect((await call('POST', 'employee/getSlotsWithNoEmployee', { startDate: day(3), endDate: day(1) })).status).toBe(400);
  });

  it('C262: the employee with their coming slots; C254 deleting them frees the slots ahead', async () => {
    const schedule = (await call('GET', `employees/${dana.id}`)).body.data;
    expect(schedule.employee.id).toBe(dana.id);
    expect(schedule.slots).toEqual([{ slotId: morning.id, date: day(1), startTime: '09:00:00', endTime: '11:00:00', productName: product.name }]);
    const temp = (await call('POST', 'save-employee', employeeBody({ firstName: 'Temp', pid: '000000042' }))).body.data;
    await assign(temp.id, afternoon.id, day(1));
    await call('DELETE', `delete-employee/${temp.id}`);
    const assigned = (await call('POST', 'assigned-employees', { from: day(1), to: day(1) })).body.data;
    expect(assigned.flatMap((a: { employees: { id: number }[] }) => a.employees.map((e) => e.id))).not.toContain(temp.id);
  });

  it("the day sheet is an A4 PDF of the employee's slots that day with each manifest (he-IL, en-US, ru-RU)", async () => {
    await assign(dana.id, afternoon.id, day(1));
    const o1 = await sellSeats(db, provider.id, { productId: product.id, slotId: morning.id, date: day(1), seats: 3 });
    await setLeadCustomer(db, o1, { firstName: 'Yael', lastName: 'Cohen', mobile: '0501234567' });
    await sellSeats(db, provider.id, { productId: product.id, slotId: morning.id, date: day(1), seats: 2, status: 'CN' });
    const dir = mkdtempSync(join(tmpdir(), 'day-sheet-'));
    for (const language of ['he-IL', 'en-US', 'ru-RU']) {
      const res = await app.inject({ method: 'GET', url: `/api/employee/${dana.id}/day-sheet?date=${day(1)}&language=${language}`, headers: { cookie: user.cookie } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      const path = join(dir, `${language}.pdf`);
      writeFileSync(path, res.rawPayload);
      const text = execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
      expect(text).toContain('Dana Levi');
      expect(text).toContain('Yael Cohen');
      expect(text).toContain('0501234567');
      expect(text).toContain('09:00-11:00');
      expect(text).toContain('15:00-16:00');
      // The cancelled order is not on the sheet: 3 adults, not 5.
      expect(text).toMatch(/3 Adult/);
      expect(text).not.toMatch(/5 Adult/);
      if (language === 'en-US') expect(text).toContain('Day sheet');
      if (language === 'ru-RU') expect(text).toContain('Лист на день');
    }
    expect((await call('GET', `employee/${dana.id}/day-sheet?date=2025-02-30`)).status).toBe(400);
  }, 60_000);
});
