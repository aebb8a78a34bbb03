import { describe, expect, it } from 'vitest';
import { isValidIsraeliId } from '@pos/shared/employees';
import { leadTypes } from '../../db/schema';
import { createProvider, createUser, setupTestApp } from '../../test/test-app';
import { caller, employeeBody } from './employees.fixtures';

describe('employees: records, tags and lead types (C248, C249, C251, C252, C254-C258)', async () => {
  const { app, db } = await setupTestApp();
  const provider = await createProvider(db);
  const user = await createUser(db, provider.id);
  const call = caller(app, user.cookie);

  it('R-EMP-2: an Israeli ID passes only with its check digit', () => {
    expect(['123456782', '000000018', '18', '111111118'].map((id) => isValidIsraeliId(id.padStart(5, '0')))).toEqual([true, true, true, true]);
    expect(['123456789', '000000000', '12345678a', '1234567890'].map(isValidIsraeliId)).toEqual([false, false, false, false]);
  });

  it('R-EMP-1: an employee needs a pid or an employee number; either alone is enough', async () => {
    const neither = await call('POST', 'save-employee', employeeBody({ pid: null, employeeNumber: '  ' }));
    expect(neither.status).toBe(400);
    expect(neither.body.errors.pid).toEqual(['a pid or an employee number is required']);
    const byNumber = await call('POST', 'save-employee', employeeBody({ pid: null, employeeNumber: 'E-17', mobile: '0521111111' }));
    expect(byNumber.status).toBe(200);
    expect(byNumber.body.data).toMatchObject({ pid: null, employeeNumber: 'E-17' });
    const byPid = await call('POST', 'save-employee', employeeBody({ pid: '000000018' }));
    expect(byPid.status).toBe(200);
    expect(byPid.body.data).toMatchObject({ pid: '000000018', employeeNumber: null });
  });

  it('R-EMP-2: the pid and the mobile must be valid; nothing is written when they are not', async () => {
    const bad = await call('POST', 'save-employee', employeeBody({ pid: '123456789', mobile: '052-12', firstName: 'Nobody' }));
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ pid: ['is not a valid Israeli ID (check digit)'], mobile: ['is not a valid mobile number'] });
    const list = await call('POST', 'employees', { keyword: 'Nobody' });
    expect(list.body.data.total).toBe(0);
    const noMobile = await call('POST', 'save-employee', employeeBody({ pid: '111111118', mobile: '' }));
    expect(noMobile.body.errors.mobile).toEqual(['is required']);
  });

  it('R-EMP-1: a pid or an employee number belongs to one employee of the provider', async () => {
    const first = await call('POST', 'save-employee', employeeBody({ pid: '000000026', firstName: 'Avi' }));
    expect(first.status).toBe(200);
    const again = await call('POST', 'save-employee', employeeBody({ pid: '000000026', firstName: 'Avi 2' }));
    expect(again.status).toBe(400);
    expect(again.body.errors.pid).toEqual(['another employee has this pid']);
  });

  it('R-EMP-1: two saves racing with one employee number: one is saved, the other answered 400 at its field', async () => {
    const both = await Promise.all([0, 1].map((i) => call('POST', 'save-employee', employeeBody({ pid: null, employeeNumber: 'RACE-1', firstName: `Racer ${i}` }))));
    expect(both.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(both.find((r) => r.status === 400)!.body.errors.employeeNumber).toEqual(['another employee has this employee number']);
  });

  it('R-EMP-3: the calendar colour defaults to black; a given colour is kept', async () => {
    const plain = await call('POST', 'save-employee', employeeBody({ pid: '000000034', firstName: 'Black' }));
    expect(plain.body.data.calendarColor).toBe('#000000');
    const empty = await call('POST', 'save-employee', employeeBody({ pid: '000000042', firstName: 'Empty', calendarColor: '' }));
    expect(empty.body.data.calendarColor).toBe('#000000');
    const red = await call('POST', 'save-employee', employeeBody({ pid: '000000059', firstName: 'Red', calendarColor: '#E53935' }));
    expect(red.body.data.calendarColor).toBe('#e53935');
    const wrong = await call('POST', 'save-employee', employeeBody({ pid: '000000067', calendarColor: 'red' }));
    expect(wrong.status).toBe(400);
  });

  it('R-EMP-4: the list shows active employees by default; status false or null shows the others', async () => {
    const p = await createProvider(db);
    const c = caller(app, (await createUser(db, p.id)).cookie);
    const active = (await c('POST', 'save-employee', employeeBody({ firstName: 'Active' }))).body.data;
    const inactive = (await c('POST', 'save-employee', employeeBody({ pid: '000000018', firstName: 'Gone', status: false }))).body.data;
    expect((await c('POST', 'employees', {})).body.data.items.map((e: { id: number }) => e.id)).toEqual([active.id]);
    expect((await c('POST', 'employees', { keyword: '' })).body.data.total).toBe(1);
    expect((await c('POST', 'employees', { status: false })).body.data.items.map((e: { id: number }) => e.id)).toEqual([inactive.id]);
    expect((await c('POST', 'employees', { status: null })).body.data.total).toBe(2);
    // C249: the light list for pickers has both, active first.
    expect((await c('GET', 'employees')).body.data.map((e: { fullName: string }) => e.fullName)).toEqual(['Active Levi', 'Gone Levi']);
  });

  it('C248: the keyword finds by name, mobile, pid or number; tags filter with any or all', async () => {
    const p = await createProvider(db);
    const c = caller(app, (await createUser(db, p.id)).cookie);
    const guide = (await c('POST', 'create-save-employee-tag', { name: 'Guide' })).body.data;
    const driver = (await c('POST', 'create-save-employee-tag', { name: 'Driver' })).body.data;
    const both = (await c('POST', 'save-employee', employeeBody({ firstName: 'Both', tagIds: [guide.id, driver.id] }))).body.data;
    const one = (await c('POST', 'save-employee', employeeBody({ pid: '000000018', firstName: 'One', mobile: '0547654321', tagIds: [guide.id] }))).body.data;
    expect(both.tagNames.sort()).toEqual(['Driver', 'Guide']);
    const ids = async (filter: object) => (await c('POST', 'employees', filter)).body.data.items.map((e: { id: number }) => e.id).sort();
    expect(await ids({ keyword: '054765' })).toEqual([one.id]);
    expect(await ids({ keyword: 'both levi' })).toEqual([both.id]);
    expect(await ids({ tagIds: [guide.id, driver.id] })).toEqual([both.id, one.id].sort());
    expect(await ids({ tagIds: [guide.id, driver.id], isTagsFilterTypeAnd: true })).toEqual([both.id]);
  });

  it('C252 reads one employee; C251 with its id changes it, rate and products included', async () => {
    const p = await createProvider(db);
    const c = caller(app, (await createUser(db, p.id)).cookie);
    const e = (await c('POST', 'save-employee', employeeBody())).body.data;
    const changed = await c('POST', 'save-employee', employeeBody({ id: e.id, firstName: 'Dina', ratePerHour: 6500, currencyId: 2, allowAssignEmployees: false }));
    expect(changed.status).toBe(200);
    expect((await c('GET', `employee/${e.id}`)).body.data).toMatchObject({ id: e.id, fullName: 'Dina Levi', ratePerHour: 6500, currencyId: 2, allowAssignEmployees: false });
    const otherProducts = await c('POST', 'save-employee', employeeBody({ id: e.id, productIds: [999999] }));
    expect(otherProducts.status).toBe(400);
    expect(otherProducts.body.errors.productIds).toBeDefined();
  });

  it('C254: a deleted employee leaves the lists and cannot be read', async () => {
    const e = (await call('POST', 'save-employee', employeeBody({ pid: '000000075', firstName: 'Leaving' }))).body.data;
    expect((await call('DELETE', `delete-employee/${e.id}`)).body.data).toBe(true);
    expect((await call('GET', `employee/${e.id}`)).status).toBe(404);
    expect((await call('POST', 'employees', { keyword: 'Leaving', status: null })).body.data.total).toBe(0);
    // Its pid is free again.
    expect((await call('POST', 'save-employee', employeeBody({ pid: '000000075', firstName: 'Back' }))).status).toBe(200);
  });

  it('C255-C257: tags are unique by name; a tag in use becomes not active instead of deleted', async () => {
    const p = await createProvider(db);
    const c = caller(app, (await createUser(db, p.id)).cookie);
    const used = (await c('POST', 'create-save-employee-tag', { name: 'Senior' })).body.data;
    const unused = (await c('POST', 'create-save-employee-tag', { name: 'Junior' })).body.data;
    expect((await c('POST', 'create-save-employee-tag', { name: 'senior' })).status).toBe(400);
    expect((await c('POST', 'create-save-employee-tag', { id: unused.id, name: 'Trainee' })).body.data.name).toBe('Trainee');
    await c('POST', 'save-employee', employeeBody({ tagIds: [used.id] }));
    expect((await c('DELETE', `delete-employee-tag/${used.id}`)).body.data).toEqual({ deleted: false, deactivated: true });
    expect((await c('DELETE', `delete-employee-tag/${unused.id}`)).body.data).toEqual({ deleted: true, deactivated: false });
    const tp = (await c('GET', 'tags-products')).body.data;
    expect(tp.tags).toEqual([{ id: used.id, name: 'Senior', active: false }]);
    expect(tp.products).toEqual([]);
  });

  it("C258: the provider's active lead types", async () => {
    const p = await createProvider(db);
    const c = caller(app, (await createUser(db, p.id)).cookie);
    await db.insert(leadTypes).values([
      { providerId: p.id, name: 'Group tour' },
      { providerId: p.id, name: 'Old', active: false },
      { providerId: provider.id, name: 'Other provider' },
    ]);
    expect((await c('GET', 'leadTypes')).body.data.map((l: { name: string }) => l.name)).toEqual(['Group tour']);
  });
});
