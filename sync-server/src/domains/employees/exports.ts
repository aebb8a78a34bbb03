import { instantToLocal } from '@pos/shared/calendar/index';
import { FALLBACK_LANGUAGE, isLanguage, type Language } from '@pos/shared/languages';
import { formatMinor } from '@pos/shared/money';
import { CURRENCIES } from '@pos/shared/reference';
import type { Db, Tx } from '../../db/client';
import type { Actor } from '../../http/types';
import { defineJob, type JobQueue } from '../../jobs/job';
import { csvText } from '../../security/csv';
import { providerTimeZone } from '../calendar/lookup-repo';
import { searchEmployees, tagNamesOf, type EmployeeRow } from './employee-repo';
import { employeeSlots } from './employee-slots';
import { exportById, insertExport, setExportState, type ExportKind, type ExportRow } from './export-repo';
import type { EmployeeFilterInput, EmployeeSlotsFilterInput } from '@pos/shared/api/employees';

/** The CSV's column titles in the export's language. */
const HEADERS: Record<Language, { employees: string[]; slots: string[]; yes: string; no: string }> = {
  'en-US': {
    employees: ['Id', 'First name', 'Last name', 'ID number', 'Employee number', 'Mobile', 'E-mail', 'Address', 'Active', 'Rate per hour', 'Currency', 'Calendar colour', 'Tags', 'May be assigned'],
    slots: ['Date', 'Start', 'End', 'Product', 'Sold', 'Employees'],
    yes: 'Yes',
    no: 'No',
  },
  'he-IL': {
    employees: ['מזהה', 'שם פרטי', 'שם משפחה', 'תעודת זהות', 'מספר עובד', 'נייד', 'דוא"ל', 'כתובת', 'פעיל', 'תעריף לשעה', 'מטבע', 'צבע ביומן', 'תגיות', 'ניתן לשבץ'],
    slots: ['תאריך', 'התחלה', 'סיום', 'מוצר', 'נמכרו', 'עובדים'],
    yes: 'כן',
    no: 'לא',
  },
  'ru-RU': {
    employees: ['Id', 'Имя', 'Фамилия', 'Номер удостоверения', 'Табельный номер', 'Мобильный', 'Эл. почта', 'Адрес', 'Активен', 'Ставка в час', 'Валюта', 'Цвет в календаре', 'Метки', 'Можно назначать'],
    slots: ['Дата', 'Начало', 'Конец', 'Продукт', 'Продано', 'Сотрудники'],
    yes: 'Да',
    no: 'Нет',
  },
};

const ddmmyyyy = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

/** Every employee the filter finds (all pages), as CSV rows. */
export async function employeesCsv(db: Tx, providerId: number, filter: EmployeeFilterInput, language: Language): Promise<{ csv: string; rows: number }> {
  const h = HEADERS[language];
  const names = await tagNamesOf(db, providerId);
  const all: EmployeeRow[] = [];
  for (let pageIndex = 0; ; pageIndex++) {
    const { rows, total } = await searchEmployees(db, providerId, { ...filter, pageIndex });
    all.push(...rows);
    if (rows.length === 0 || all.length >= total) break;
  }
  const rows = all.map((e) => [
    e.id,
    e.firstName,
    e.lastName,
    e.pid,
    e.employeeNumber,
    e.mobile,
    e.email,
    e.address,
    e.status ? h.yes : h.no,
    e.ratePerHour === null ? '' : formatMinor(e.ratePerHour),
    CURRENCIES.find((c) => c.id === e.currencyId)?.code ?? '',
    e.calendarColor,
    e.tagIds.map((id) => names.get(id) ?? '').filter(Boolean).join('; '),
    e.allowAssignEmployees ? h.yes : h.no,
  ]);
  return { csv: csvText([h.employees, ...rows]), rows: rows.length };
}

/** Every slot occurrence the filter finds (all pages, R-EMP-5 order), with who works it, as CSV rows. */
export async function employeeSlotsCsv(db: Tx, providerId: number, filter: EmployeeSlotsFilterInput, language: Language, now: Date): Promise<{ csv: string; rows: number }> {
  const h = HEADERS[language];
  const today = instantToLocal(now, await providerTimeZone(db, providerId)).date;
  const rows: (string | number)[][] = [];
  for (let pageIndex = 0; ; pageIndex++) {
    const page = await employeeSlots(db, providerId, { ...filter, pageIndex }, today, now);
    for (const s of page.items) rows.push([ddmmyyyy(s.date), s.startTime.slice(0, 5), s.endTime.slice(0, 5), s.productName, s.sold, s.employees.map((e) => e.fullName).join('; ')]);
    if (page.items.length === 0 || rows.length >= page.total) break;
  }
  return { csv: csvText([h.slots, ...rows]), rows: rows.length };
}

export interface ExportJobData {
  exportId: number;
}

/** Makes the export's CSV; run again after a crash it writes the same CSV once more (nothing twice). */
async function makeExport(db: Db, data: ExportJobData): Promise<void> {
  const row = await exportById(db, data.exportId);
  if (!row || row.status === 'Done' || row.status === 'Fail') return;
  await setExportState(db, row.id, { status: 'InProgress' });
  const language = isLanguage(row.language) ? row.language : FALLBACK_LANGUAGE;
  const made =
    row.kind === 'employees'
      ? await employeesCsv(db, row.providerId, row.filter as EmployeeFilterInput, language)
      : await employeeSlotsCsv(db, row.providerId, row.filter as EmployeeSlotsFilterInput, language, new Date());
  await setExportState(db, row.id, { status: 'Done', csv: made.csv, rows: made.rows });
}

/** An export whose retries are spent: marked failed so the caller stops waiting. */
export const lostEmployeeExportJob = defineJob({
  name: 'employee-export-lost',
  queue: { policy: 'standard', retryLimit: 5, retryDelay: 5, expireInSeconds: 60 },
  async run(ctx, data: ExportJobData) {
    await setExportState(ctx.db, data.exportId, { status: 'Fail', error: 'The export could not be made; ask for it again.' });
  },
});

/** C172, C177: one CSV export, on any instance; retried twice, then lost. */
export const employeeExportJob = defineJob({
  name: 'employee-export',
  queue: { policy: 'standard', retryLimit: 2, retryDelay: 2, expireInSeconds: 300, deadLetter: lostEmployeeExportJob.name },
  concurrency: 2,
  run: (ctx, data: ExportJobData) => makeExport(ctx.db, data),
});

/** Records the export and queues its job in one transaction: the job exists exactly when the export does. */
export async function startExport(db: Db, jobs: JobQueue, actor: Actor, kind: ExportKind, filter: Record<string, unknown>, language: string | undefined): Promise<ExportRow> {
  const lang = isLanguage(language) ? language : isLanguage(actor.language) ? actor.language : FALLBACK_LANGUAGE;
  return db.transaction(async (tx) => {
    const row = await insertExport(tx, { providerId: actor.providerId, kind, filter, language: lang, createdBy: actor.userId });
    await jobs.send(employeeExportJob, { exportId: row.id }, { tx });
    return row;
  });
}

/** The export as answered while it is made (its CSV is fetched apart). */
export function exportView(row: ExportRow) {
  return { id: row.id, kind: row.kind, status: row.status, rows: row.rows, error: row.error, createdAt: row.createdAt.toISOString() };
}
