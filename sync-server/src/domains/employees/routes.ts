import { Type } from 'typebox';
import { addDays, instantToLocal } from '@pos/shared/calendar/index';
import { notFound, refused } from '@pos/shared/errors';
import { Permission } from '@pos/shared/permissions';
import type { Db } from '../../db/client';
import type { App } from '../../http/types';
import { Data, IdParams, Ok } from '../../http/schemas';
import { actorOf } from '../../plugins/auth';
import { checkRange } from '../calendar/date-range';
import { providerTimeZone } from '../calendar/lookup-repo';
import { assignEmployee, canAssignOnSlot, checkEmployee, employeesForSlot, unassignEmployee } from './assign';
import { assignableEmployees, assignmentsBetween, assignmentsOf, assignmentsOnDate, countAssignments, slotWithProduct } from './assignment-repo';
import { daySheetInput, printersDaySheetRenderer, type DaySheetRenderer } from './day-sheet';
import { allEmployees, EMPLOYEES_PAGE_SIZE, employeeView, findEmployee, fullNameOf, listLeadTypes, listTags, productNames, searchEmployees, tagNamesOf } from './employee-repo';
import { EMPLOYEE_SLOTS_PAGE_SIZE, employeeSlots } from './employee-slots';
import { findExport } from './export-repo';
import { exportView, startExport } from './exports';
import { deleteEmployee, saveEmployee } from './save-employee';
import { removeTag, saveTag } from './tags';
import {
  AssignCheck,
  Assignment,
  DaySheetQuery,
  EmployeeExport,
  ExportLanguage,
  Employee,
  EmployeeFilter,
  EmployeeLight,
  EmployeePage,
  EmployeeSchedule,
  EmployeeSlotPage,
  EmployeeSlotsFilter,
  LeadType,
  Occurrence,
  OccurrenceBody,
  RangeBody,
  SaveEmployeeBody,
  SlotEmployee,
  SlotOccurrenceBody,
  Tag,
  TagBody,
  TagRemoved,
  TagsProducts,
} from '@pos/shared/api/employees';

/** The slots filter's dates, checked when the export is asked (not when its job runs). */
function checkSlotsFilter<T extends { startDate?: string | null; endDate?: string | null }>(f: T): T {
  if (f.startDate && f.endDate) checkRange(f.startDate, f.endDate, { from: 'startDate', to: 'endDate' });
  return f;
}

async function providerToday(db: Db, providerId: number, now: Date): Promise<string> {
  return instantToLocal(now, await providerTimeZone(db, providerId)).date;
}

export interface EmployeeRoutesOptions {
  /** Renders the day sheet's PDF (Chromium by default). */
  renderDaySheet?: DaySheetRenderer;
}

/**
 * Employees and their slots (spec 002 §7.11, C248-C264). The employee records are the provider's
 * staff: read with ViewProviderSettings (16), written with EditProviderSettings (17). Who works
 * which slot is read in the calendar with CalendarViewFilter (12) and assigned with the calendar's
 * slot-write permission EditProducts (14) (R-EMP-6, R-PERM-18). The day sheet shows orders and
 * customers: ViewOrders (1).
 */
export default async function employeeRoutes(app: App, opts: EmployeeRoutesOptions = {}): Promise<void> {
  const tags = ['employees'];
  const read = { access: Permission.ViewProviderSettings };
  const edit = { access: Permission.EditProviderSettings };
  const calendar = { access: Permission.CalendarViewFilter };
  const assign = { access: Permission.EditProducts };
  const render = opts.renderDaySheet ?? printersDaySheetRenderer;

  const loadEmployee = async (providerId: number, id: number) => {
    const row = await findEmployee(app.db, providerId, id);
    if (!row) throw notFound('Employee');
    return row;
  };

  // C248: the filtered list (R-EMP-4: active by default).
  app.post('/employees', { config: read, schema: { tags, body: EmployeeFilter, response: { 200: Data(EmployeePage) } } }, async (request) => {
    const { providerId } = actorOf(request);
    const { rows, total } = await searchEmployees(app.db, providerId, request.body);
    const names = await tagNamesOf(app.db, providerId);
    return { data: { items: rows.map((r) => employeeView(r, names)), total, pageSize: EMPLOYEES_PAGE_SIZE } };
  });

  // C249: every employee, light, for pickers and the calendar.
  app.get('/employees', { config: calendar, schema: { tags, response: { 200: Data(Type.Array(EmployeeLight)) } } }, async (request) => {
    const rows = await allEmployees(app.db, actorOf(request).providerId);
    return { data: rows.map((r) => ({ id: r.id, fullName: fullNameOf(r), calendarColor: r.calendarColor, status: r.status, allowAssignEmployees: r.allowAssignEmployees })) };
  });

  // C250: who works which occurrence from..to.
  app.post('/assigned-employees', { config: calendar, schema: { tags, body: RangeBody, response: { 200: Data(Type.Array(Assignment)) } } }, async (request) => {
    const range = checkRange(request.body.from, request.body.to);
    const rows = await assignmentsBetween(app.db, actorOf(request).providerId, range.from, range.to);
    const byOccurrence = new Map<string, { slotId: number; date: string; employees: { id: number; fullName: string; calendarColor: string }[] }>();
    for (const r of rows) {
      const key = `${r.slotId}@${r.date}`;
      const entry = byOccurrence.get(key) ?? { slotId: r.slotId, date: r.date, employees: [] };
      entry.employees.push({ id: r.employeeId, fullName: r.fullName, calendarColor: r.calendarColor });
      byOccurrence.set(key, entry);
    }
    return { data: [...byOccurrence.values()] };
  });

  // C251
  app.post('/save-employee', { config: edit, schema: { tags, body: SaveEmployeeBody, response: { 200: Data(Employee) } } }, async (request) => {
    const actor = actorOf(request);
    const row = await saveEmployee(app.db, actor, request.body, await providerToday(app.db, actor.providerId, new Date()));
    return { data: employeeView(row, await tagNamesOf(app.db, actor.providerId)) };
  });

  // C252
  app.get('/employee/:id', { config: read, schema: { tags, params: IdParams, response: { 200: Data(Employee) } } }, async (request) => {
    const { providerId } = actorOf(request);
    return { data: employeeView(await loadEmployee(providerId, request.params.id), await tagNamesOf(app.db, providerId)) };
  });

  // C253 (R-PERM-18): may this employee be assigned.
  app.get('/check-assign-employee/:id', { config: calendar, schema: { tags, params: IdParams, response: { 200: Data(AssignCheck) } } }, async (request) => ({
    data: checkEmployee(await loadEmployee(actorOf(request).providerId, request.params.id)),
  }));

  // C254
  app.delete('/delete-employee/:id', { config: edit, schema: { tags, params: IdParams, response: { 200: Ok } } }, async (request) => {
    const actor = actorOf(request);
    await deleteEmployee(app.db, actor, request.params.id, await providerToday(app.db, actor.providerId, new Date()));
    return { data: true };
  });

  // C255: the employee tags and the products, for the employee form and the list's filter.
  app.get('/tags-products', { config: read, schema: { tags, response: { 200: Data(TagsProducts) } } }, async (request) => {
    const { providerId } = actorOf(request);
    const [tagRows, products] = await Promise.all([listTags(app.db, providerId), productNames(app.db, providerId)]);
    return { data: { tags: tagRows.map((t) => ({ id: t.id, name: t.name, active: t.active })), products } };
  });

  // C256, C257
  app.post('/create-save-employee-tag', { config: edit, schema: { tags, body: TagBody, response: { 200: Data(Tag) } } }, async (request) => {
    const row = await saveTag(app.db, actorOf(request), request.body);
    return { data: { id: row.id, name: row.name, active: row.active } };
  });
  app.delete('/delete-employee-tag/:id', { config: edit, schema: { tags, params: IdParams, response: { 200: Data(TagRemoved) } } }, async (request) => ({
    data: await removeTag(app.db, actorOf(request), request.params.id),
  }));

  // C258
  app.get('/leadTypes', { config: read, schema: { tags, response: { 200: Data(Type.Array(LeadType)) } } }, async (request) => ({
    data: await listLeadTypes(app.db, actorOf(request).providerId),
  }));

  // C259 (R-EMP-5): the employee-slots list; withEmployees false: the occurrences nobody works.
  app.post('/employee/getSlotsWithNoEmployee', { config: calendar, schema: { tags, body: EmployeeSlotsFilter, response: { 200: Data(EmployeeSlotPage) } } }, async (request) => {
    const { providerId } = actorOf(request);
    const now = new Date();
    const page = await employeeSlots(app.db, providerId, request.body, await providerToday(app.db, providerId, now), now);
    return { data: { ...page, pageSize: EMPLOYEE_SLOTS_PAGE_SIZE } };
  });

  // C260, C261 (R-EMP-6)
  app.post('/employee/assign', { config: assign, schema: { tags, body: OccurrenceBody, response: { 200: Ok } } }, async (request) => {
    await assignEmployee(app.db, actorOf(request), request.body, new Date());
    return { data: true };
  });
  app.post('/employee/unassign', { config: assign, schema: { tags, body: Occurrence, response: { 200: Ok } } }, async (request) => {
    await unassignEmployee(app.db, actorOf(request), request.body, new Date());
    return { data: true };
  });

  // C262: the employee with their slots of the coming month and last month's count.
  app.get('/employees/:id', { config: read, schema: { tags, params: IdParams, response: { 200: Data(EmployeeSchedule) } } }, async (request) => {
    const { providerId } = actorOf(request);
    const row = await loadEmployee(providerId, request.params.id);
    const today = await providerToday(app.db, providerId, new Date());
    const worked = await assignmentsOf(app.db, providerId, row.id, today, addDays(today, 31));
    const slots = [];
    for (const w of worked) {
      const slot = await slotWithProduct(app.db, providerId, w.slotId);
      if (slot) slots.push({ slotId: w.slotId, date: w.date, startTime: slot.startTime, endTime: slot.endTime, productName: slot.productName });
    }
    slots.sort((a, b) => (`${a.date}T${a.startTime}` < `${b.date}T${b.startTime}` ? -1 : 1));
    const qtySlotsLastMonth = await countAssignments(app.db, providerId, row.id, addDays(today, -30), addDays(today, -1));
    return { data: { employee: employeeView(row, await tagNamesOf(app.db, providerId)), slots, qtySlotsLastMonth } };
  });

  // C263: the employees who may work this occurrence.
  app.post('/employees/forslot', { config: calendar, schema: { tags, body: SlotOccurrenceBody, response: { 200: Data(Type.Array(SlotEmployee)) } } }, async (request) => {
    const { providerId } = actorOf(request);
    const slot = await slotWithProduct(app.db, providerId, request.body.slotId);
    if (!slot) throw notFound('Slot');
    const [candidates, onDate] = await Promise.all([assignableEmployees(app.db, providerId), assignmentsOnDate(app.db, providerId, request.body.startDate)]);
    return { data: employeesForSlot(candidates, onDate, slot) };
  });

  // C264 (R-PERM-18): may this user assign employees on this slot.
  app.get('/can-assign-employees/:id', { config: calendar, schema: { tags, params: IdParams, response: { 200: Data(AssignCheck) } } }, async (request) => ({
    data: await canAssignOnSlot(app.db, actorOf(request), request.params.id),
  }));

  // C172, C177: CSV exports made by a job on the queue (jobs/); the caller polls the export, then fetches its CSV.
  const exportsAccess = { access: Permission.ViewProviderSettings };
  app.post('/export/employees', { config: exportsAccess, schema: { tags, querystring: ExportLanguage, body: EmployeeFilter, response: { 200: Data(EmployeeExport) } } }, async (request) => ({
    data: exportView(await startExport(app.db, app.jobs, actorOf(request), 'employees', request.body, request.query.language)),
  }));
  app.post('/employee/export-employees-slots', { config: exportsAccess, schema: { tags, querystring: ExportLanguage, body: EmployeeSlotsFilter, response: { 200: Data(EmployeeExport) } } }, async (request) => ({
    data: exportView(await startExport(app.db, app.jobs, actorOf(request), 'employee-slots', checkSlotsFilter(request.body), request.query.language)),
  }));
  const loadExport = async (providerId: number, id: number) => {
    const row = await findExport(app.db, providerId, id);
    if (!row) throw notFound('Export');
    return row;
  };
  app.get('/employee/export/:id', { config: exportsAccess, schema: { tags, params: IdParams, response: { 200: Data(EmployeeExport) } } }, async (request) => ({
    data: exportView(await loadExport(actorOf(request).providerId, request.params.id)),
  }));
  app.get('/employee/export/:id/csv', { config: exportsAccess, schema: { tags, params: IdParams } }, async (request, reply) => {
    const row = await loadExport(actorOf(request).providerId, request.params.id);
    if (row.status !== 'Done' || row.csv === null) throw refused('export-not-ready', 'The export is not ready yet.');
    return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${row.kind}-${row.id}.csv"`).send(row.csv);
  });

  // The employee's day sheet (A4 PDF): each slot they work that day with its manifest.
  app.get('/employee/:id/day-sheet', { config: { access: Permission.ViewOrders }, schema: { tags, params: IdParams, querystring: DaySheetQuery } }, async (request, reply) => {
    const input = await daySheetInput(app.db, actorOf(request), request.params.id, checkRange(request.query.date, request.query.date, { from: 'date', to: 'date' }).from, request.query.language, new Date());
    const pdf = await render(input);
    return reply.type('application/pdf').header('content-disposition', `inline; filename="day-sheet-${request.params.id}-${input.sheetDate}.pdf"`).send(pdf);
  });
}
