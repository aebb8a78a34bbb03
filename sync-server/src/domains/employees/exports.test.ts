import { describe, expect, it } from 'vitest';
import { ALL_PERMISSION_CODES, Permission } from '@pos/shared/permissions';
import { addDays, instantToLocal } from '@pos/shared/calendar/index';
import { employeeExports, products, slots } from '../../db/schema';
import { createProvider, createUser, setupTestApp } from '../../test/test-app';

/**
 * C172 export/employees and C177 employee/export-employees-slots: asked, made as CSV by a job on
 * the queue (jobs/), polled, then fetched; scoped to the caller's provider and its permission.
 */
describe('employees: CSV exports on the job queue (C172, C177)', async () => {
  const { app, db } = await setupTestApp();
  const provider = await createProvider(db, { timezone: 'Asia/Jerusalem' });
  const user = await createUser(db, provider.id);
  const call = async (method: 'GET' | 'POST', url: string, payload?: object, cookie = user.cookie) => {
    const res = await app.inject({ method, url: `/api/${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });
    return { status: res.statusCode, body: res.headers['content-type']?.toString().includes('json') ? res.json() : null, text: res.body, headers: res.headers };
  };
  const waitDone = async (id: number) => {
    for (let i = 0; i < 300; i++) {
      const res = await call('GET', `employee/export/${id}`);
      expect(res.status).toBe(200);
      if (res.body.data.status === 'Done' || res.body.data.status === 'Fail') return res.body.data;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('export never finished');
  };
  const tomorrow = addDays(instantToLocal(new Date(), 'Asia/Jerusalem').date, 1);

  const dana = (await call('POST', 'save-employee', { firstName: 'Dana', lastName: 'Levi', pid: '123456782', mobile: '0521234567', ratePerHour: 6550 })).body.data;
  await call('POST', 'save-employee', { firstName: '=cmd', lastName: 'Formula', employeeNumber: 'E-9', mobile: '0541234567' });
  await call('POST', 'save-employee', { firstName: 'Gone', pid: '000000018', mobile: '0501234567', status: false });
  const [product] = await db.insert(products).values({ providerId: provider.id, name: 'Jeep tour', allowAssignEmployees: true }).returning();
  const [slot] = await db.insert(slots).values({ providerId: provider.id, productId: product!.id, startDate: tomorrow, startTime: '09:00:00', endTime: '11:00:00', duration: 120 }).returning();
  expect((await call('POST', 'employee/assign', { employeeId: dana.id, slotId: slot!.id, startDate: tomorrow })).status).toBe(200);

  it('C172: the active employees (R-EMP-4) as CSV in the asked language, formulas neutralised', async () => {
    const started = await call('POST', 'export/employees?language=en-US', {});
    expect(started.status).toBe(200);
    expect(['Initial', 'InProgress', 'Done']).toContain(started.body.data.status);
    const done = await waitDone(started.body.data.id);
    expect(done).toMatchObject({ status: 'Done', rows: 2, kind: 'employees' });
    const csv = await call('GET', `employee/export/${done.id}/csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.text.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Id,First name,Last name,ID number,Employee number,Mobile,E-mail,Address,Active,Rate per hour,Currency,Calendar colour,Tags,May be assigned');
    expect(lines.slice(1).map((l) => l.split(',')[1])).toEqual(["'=cmd", 'Dana']);
    expect(lines.find((l) => l.includes('Dana'))).toContain('123456782,,0521234567,,,Yes,65.50,NIS,#000000,,Yes');
  });

  it('C172: the filter is the list\'s; Hebrew headers for he-IL', async () => {
    const started = await call('POST', 'export/employees?language=he-IL', { status: false });
    const done = await waitDone(started.body.data.id);
    const lines = (await call('GET', `employee/export/${done.id}/csv`)).text.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]!.startsWith('מזהה,שם פרטי')).toBe(true);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Gone');
  });

  it('C177 (R-EMP-5): the slots with their employees, by start date descending', async () => {
    const started = await call('POST', 'employee/export-employees-slots?language=en-US', { startDate: tomorrow, endDate: tomorrow });
    const done = await waitDone(started.body.data.id);
    expect(done).toMatchObject({ status: 'Done', rows: 1, kind: 'employee-slots' });
    const lines = (await call('GET', `employee/export/${done.id}/csv`)).text.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines).toEqual(['Date,Start,End,Product,Sold,Employees', `${tomorrow.slice(8, 10)}/${tomorrow.slice(5, 7)}/${tomorrow.slice(0, 4)},09:00,11:00,Jeep tour,0,Dana Levi`]);
  });

  it('a bad filter is 400 at once; the CSV of an unfinished export is refused', async () => {
    const backwards = await call('POST', 'employee/export-employees-slots', { startDate: tomorrow, endDate: '2000-01-01' });
    expect([backwards.status, Object.keys(backwards.body.errors)]).toEqual([400, ['endDate']]);
    expect((await call('POST', 'export/employees', { status: 'yes' })).status).toBe(400);
    const [pending] = await db.insert(employeeExports).values({ providerId: provider.id, kind: 'employees', filter: {}, language: 'en-US' }).returning();
    const early = await call('GET', `employee/export/${pending!.id}/csv`);
    expect([early.status, early.body.code]).toEqual([422, 'export-not-ready']);
  });

  it("exports are the caller's provider's (404) and need ViewProviderSettings (403)", async () => {
    const started = await call('POST', 'export/employees', {});
    const other = await createUser(db, (await createProvider(db)).id);
    expect((await call('GET', `employee/export/${started.body.data.id}`, undefined, other.cookie)).status).toBe(404);
    expect((await call('GET', `employee/export/${started.body.data.id}/csv`, undefined, other.cookie)).status).toBe(404);
    const lacking = await createUser(db, provider.id, { permissions: ALL_PERMISSION_CODES.filter((c) => c !== Permission.ViewProviderSettings) });
    for (const [method, url] of [
      ['POST', 'export/employees'],
      ['POST', 'employee/export-employees-slots'],
      ['GET', `employee/export/${started.body.data.id}`],
      ['GET', `employee/export/${started.body.data.id}/csv`],
    ] as const) {
      expect((await call(method, url, method === 'POST' ? {} : undefined, lacking.cookie)).status, url).toBe(403);
    }
    await waitDone(started.body.data.id);
  });
});
