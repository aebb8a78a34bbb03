import { and, asc, eq, gt, ilike, sql, type SQL } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Language } from '@pos/shared/languages';
import type { CrmCustomersExportBody, CrmLeadsExportBody, QuotesExportBody } from '@pos/shared/api/exports';
import { CURRENCIES } from '@pos/shared/reference';
import type { Tx } from '../../db/client';
import { crmCustomers, crmLeads, crmListItems, leadTypes, quotes } from '../../db/schema';
import { money, type ExportSource, type SourceScope } from './export-source';
import { localDay } from './period';

export type QuotesFilter = Static<typeof QuotesExportBody>;
export type CrmLeadsFilter = Static<typeof CrmLeadsExportBody>;
export type CrmCustomersFilter = Static<typeof CrmCustomersExportBody>;

type Words = Record<Language, Record<string, string>>;
const fullName = sql<string>`trim(${crmCustomers.firstName} || ' ' || ${crmCustomers.lastName})`;
const yesNo: Words = { 'en-US': { true: 'Yes', false: 'No' }, 'he-IL': { true: 'כן', false: 'לא' }, 'ru-RU': { true: 'Да', false: 'Нет' } };

const QUOTE_HEADERS: Record<Language, string[]> = {
  'en-US': ['Quote', 'Customer', 'Mobile', 'E-mail', 'Lead', 'Date', 'Status', 'Group', 'Participants', 'Currency', 'Total', 'Order', 'Created'],
  'he-IL': ['הצעה', 'לקוח', 'נייד', 'דוא"ל', 'ליד', 'תאריך', 'סטטוס', 'קבוצה', 'משתתפים', 'מטבע', 'סה"כ', 'הזמנה', 'נוצרה'],
  'ru-RU': ['Предложение', 'Клиент', 'Мобильный', 'Эл. почта', 'Лид', 'Дата', 'Статус', 'Группа', 'Участники', 'Валюта', 'Итого', 'Заказ', 'Создано'],
};
const QUOTE_STATUS: Words = {
  'en-US': { Draft: 'Draft', Sent: 'Sent', Accepted: 'Accepted' },
  'he-IL': { Draft: 'טיוטה', Sent: 'נשלחה', Accepted: 'אושרה' },
  'ru-RU': { Draft: 'Черновик', Sent: 'Отправлено', Accepted: 'Принято' },
};

const quotesWhere = (scope: SourceScope<QuotesFilter>): SQL => and(eq(quotes.providerId, scope.providerId), scope.filter.status ? eq(quotes.status, scope.filter.status) : undefined)!;

/** C173: the provider's quotes (one status, or all), as the quotes list shows them. */
export const quotesSource: ExportSource<QuotesFilter> = {
  headers: (language) => QUOTE_HEADERS[language],
  async count(db, scope) {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(quotes).where(quotesWhere(scope));
    return row!.n;
  },
  async page(db: Tx, scope, afterId, limit, language) {
    const rows = await db
      .select({ id: quotes.id, customer: fullName, mobile: crmCustomers.mobile, email: crmCustomers.email, leadId: quotes.crmCustomerLeadId, date: quotes.date, status: quotes.status, group: quotes.groupName, participants: quotes.participants, currencyId: quotes.currencyId, total: quotes.totalToPay, orderId: quotes.orderId, created: localDay(quotes.createdAt, scope.timeZone) })
      .from(quotes)
      .innerJoin(crmCustomers, eq(crmCustomers.id, quotes.crmCustomerId))
      .where(and(quotesWhere(scope), gt(quotes.id, afterId)))
      .orderBy(asc(quotes.id))
      .limit(limit);
    return {
      lastId: rows.at(-1)?.id ?? afterId,
      rows: rows.map((q) => [q.id, q.customer, q.mobile, q.email, q.leadId, `${q.date.slice(8, 10)}/${q.date.slice(5, 7)}/${q.date.slice(0, 4)}`, QUOTE_STATUS[language][q.status] ?? q.status, q.group, q.participants, CURRENCIES.find((c) => c.id === q.currencyId)?.code ?? '', money(q.total), q.orderId, q.created]),
    };
  },
};

const LEAD_HEADERS: Record<Language, string[]> = {
  'en-US': ['Lead', 'Customer', 'Mobile', 'E-mail', 'Status', 'Active', 'Lead source', 'Lead type', 'Guests', 'Description', 'Remarks', 'Created'],
  'he-IL': ['ליד', 'לקוח', 'נייד', 'דוא"ל', 'סטטוס', 'פעיל', 'מקור הליד', 'סוג הליד', 'אורחים', 'תיאור', 'הערות', 'נוצר'],
  'ru-RU': ['Лид', 'Клиент', 'Мобильный', 'Эл. почта', 'Статус', 'Активен', 'Источник', 'Тип лида', 'Гости', 'Описание', 'Примечания', 'Создан'],
};
const LEAD_STATUS: Words = {
  'en-US': { New: 'New', InProgress: 'In progress', Done: 'Done', NotActive: 'Not active' },
  'he-IL': { New: 'חדש', InProgress: 'בטיפול', Done: 'הסתיים', NotActive: 'לא פעיל' },
  'ru-RU': { New: 'Новый', InProgress: 'В работе', Done: 'Завершён', NotActive: 'Неактивен' },
};

const leadsWhere = (scope: SourceScope<CrmLeadsFilter>): SQL => and(eq(crmLeads.providerId, scope.providerId), scope.filter.status ? eq(crmLeads.status, scope.filter.status) : undefined)!;

/** C174: the provider's CRM leads (one status, or all), with their customer, source and type. */
export const crmLeadsSource: ExportSource<CrmLeadsFilter> = {
  headers: (language) => LEAD_HEADERS[language],
  async count(db, scope) {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(crmLeads).where(leadsWhere(scope));
    return row!.n;
  },
  async page(db: Tx, scope, afterId, limit, language) {
    const rows = await db
      .select({ id: crmLeads.id, customer: fullName, mobile: crmCustomers.mobile, email: crmCustomers.email, status: crmLeads.status, active: crmLeads.active, source: crmListItems.name, type: leadTypes.name, guests: crmLeads.numberOfGuests, description: crmLeads.description, remarks: crmLeads.remarks, created: localDay(crmLeads.createdAt, scope.timeZone) })
      .from(crmLeads)
      .innerJoin(crmCustomers, eq(crmCustomers.id, crmLeads.crmCustomerId))
      .leftJoin(crmListItems, eq(crmListItems.id, crmLeads.leadSourceId))
      .leftJoin(leadTypes, eq(leadTypes.id, crmLeads.leadTypeId))
      .where(and(leadsWhere(scope), gt(crmLeads.id, afterId)))
      .orderBy(asc(crmLeads.id))
      .limit(limit);
    return {
      lastId: rows.at(-1)?.id ?? afterId,
      rows: rows.map((l) => [l.id, l.customer, l.mobile, l.email, LEAD_STATUS[language][l.status] ?? l.status, yesNo[language][String(l.active)]!, l.source ?? '', l.type ?? '', l.guests, l.description, l.remarks, l.created]),
    };
  },
};

const CUSTOMER_HEADERS: Record<Language, string[]> = {
  'en-US': ['Customer', 'First name', 'Last name', 'Mobile', 'E-mail', 'Birth date', 'Subscribed', 'Remarks', 'Created'],
  'he-IL': ['לקוח', 'שם פרטי', 'שם משפחה', 'נייד', 'דוא"ל', 'תאריך לידה', 'מנוי לדיוור', 'הערות', 'נוצר'],
  'ru-RU': ['Клиент', 'Имя', 'Фамилия', 'Мобильный', 'Эл. почта', 'Дата рождения', 'Подписан', 'Примечания', 'Создан'],
};

const customersWhere = (scope: SourceScope<CrmCustomersFilter>): SQL => {
  const keyword = scope.filter.keyword?.trim().toLowerCase();
  return and(eq(crmCustomers.providerId, scope.providerId), keyword ? ilike(crmCustomers.searchText, `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined)!;
};

/** C175: the provider's CRM customers (those a keyword finds, or all). */
export const crmCustomersSource: ExportSource<CrmCustomersFilter> = {
  headers: (language) => CUSTOMER_HEADERS[language],
  async count(db, scope) {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(crmCustomers).where(customersWhere(scope));
    return row!.n;
  },
  async page(db: Tx, scope, afterId, limit, language) {
    const rows = await db
      .select({ id: crmCustomers.id, first: crmCustomers.firstName, last: crmCustomers.lastName, mobile: crmCustomers.mobile, email: crmCustomers.email, birthdate: crmCustomers.birthdate, subscribe: crmCustomers.subscribe, remarks: crmCustomers.remarks, created: localDay(crmCustomers.createdAt, scope.timeZone) })
      .from(crmCustomers)
      .where(and(customersWhere(scope), gt(crmCustomers.id, afterId)))
      .orderBy(asc(crmCustomers.id))
      .limit(limit);
    return {
      lastId: rows.at(-1)?.id ?? afterId,
      rows: rows.map((c) => [c.id, c.first, c.last, c.mobile, c.email, c.birthdate ? `${c.birthdate.slice(8, 10)}/${c.birthdate.slice(5, 7)}/${c.birthdate.slice(0, 4)}` : '', yesNo[language][String(c.subscribe)]!, c.remarks, c.created]),
    };
  },
};
