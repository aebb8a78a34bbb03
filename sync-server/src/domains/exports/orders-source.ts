import { and, asc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Language } from '@pos/shared/languages';
import type { OrdersExportBody } from '@pos/shared/api/exports';
import { CURRENCIES } from '@pos/shared/reference';
import type { Tx } from '../../db/client';
import { businessClients, orders } from '../../db/schema';
import { money, type ExportSource, type SourceScope } from './export-source';
import { inPeriod, localDay } from './period';

export type OrdersFilter = Static<typeof OrdersExportBody>;

const HEADERS: Record<Language, string[]> = {
  'en-US': ['Order number', 'Created', 'Status', 'Customer', 'Mobile', 'E-mail', 'Business client', 'Currency', 'Total', 'VAT', 'Paid', 'Balance', 'Remarks'],
  'he-IL': ['מספר הזמנה', 'נוצרה', 'סטטוס', 'לקוח', 'נייד', 'דוא"ל', 'לקוח עסקי', 'מטבע', 'סה"כ', 'מע"מ', 'שולם', 'יתרה', 'הערות'],
  'ru-RU': ['Номер заказа', 'Создан', 'Статус', 'Клиент', 'Мобильный', 'Эл. почта', 'Бизнес-клиент', 'Валюта', 'Итого', 'НДС', 'Оплачено', 'Остаток', 'Примечания'],
};

const STATUS: Record<Language, Record<string, string>> = {
  'en-US': { OK: 'Confirmed', RQ: 'Requested', CN: 'Cancelled', ERR: 'Error' },
  'he-IL': { OK: 'מאושרת', RQ: 'בבקשה', CN: 'מבוטלת', ERR: 'שגיאה' },
  'ru-RU': { OK: 'Подтверждён', RQ: 'Запрошен', CN: 'Отменён', ERR: 'Ошибка' },
};

function where(scope: SourceScope<OrdersFilter>): SQL {
  const f = scope.filter;
  return and(
    eq(orders.providerId, scope.providerId),
    inPeriod(orders.createDate, f.fromDate, f.toDate, scope.timeZone),
    f.status ? eq(orders.status, f.status) : undefined,
    f.businessClientId ? eq(orders.businessClientId, f.businessClientId) : undefined,
  )!;
}

/** C170: the orders created in the period (R-BULK-9). */
export const ordersSource: ExportSource<OrdersFilter> = {
  headers: (language) => HEADERS[language],
  async count(db, scope) {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(orders).where(where(scope));
    return row!.n;
  },
  async page(db: Tx, scope, afterId, limit, language) {
    const rows = await db
      .select({
        id: orders.id,
        number: orders.orderNumber,
        created: localDay(orders.createDate, scope.timeZone),
        status: orders.status,
        lead: orders.leadCustomer,
        client: businessClients.name,
        currencyId: orders.currencyId,
        total: orders.totalToPay,
        vat: orders.vatAmount,
        paid: orders.paid,
        remarks: orders.remarks,
      })
      .from(orders)
      .leftJoin(businessClients, eq(businessClients.id, orders.businessClientId))
      .where(and(where(scope), gt(orders.id, afterId)))
      .orderBy(asc(orders.id))
      .limit(limit);
    return {
      lastId: rows.at(-1)?.id ?? afterId,
      rows: rows.map((o) => [
        o.number,
        o.created,
        STATUS[language][o.status] ?? o.status,
        [o.lead.firstName, o.lead.lastName].filter(Boolean).join(' '),
        o.lead.mobile ?? '',
        o.lead.email ?? '',
        o.client ?? '',
        CURRENCIES.find((c) => c.id === o.currencyId)?.code ?? '',
        money(o.total),
        money(o.vat),
        money(o.paid),
        money(o.total - o.paid),
        o.remarks,
      ]),
    };
  },
};
