import { and, asc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Language } from '@pos/shared/languages';
import type { PaymentsExportBody } from '@pos/shared/api/exports';
import { CURRENCIES } from '@pos/shared/reference';
import type { Tx } from '../../db/client';
import { documentPayments, documents } from '../../db/schema';
import { money, type ExportSource, type SourceScope } from './export-source';
import { inPeriod, localDay } from './period';

export type PaymentsFilter = Static<typeof PaymentsExportBody>;

const HEADERS: Record<Language, string[]> = {
  'en-US': ['Date', 'Document', 'Number', 'Method', 'Currency', 'Amount', 'Rate', 'Local amount', 'Card last 4', 'Approval'],
  'he-IL': ['תאריך', 'מסמך', 'מספר', 'אמצעי תשלום', 'מטבע', 'סכום', 'שער', 'סכום במטבע מקומי', '4 ספרות אחרונות', 'אישור'],
  'ru-RU': ['Дата', 'Документ', 'Номер', 'Способ', 'Валюта', 'Сумма', 'Курс', 'Сумма в местной валюте', 'Последние 4 цифры', 'Код одобрения'],
};

/** R-RCPT-9 method codes by name. */
const METHODS: Record<Language, Record<number, string>> = {
  'en-US': { 1: 'Cash', 2: 'Check', 4: 'Credit card', 8: 'Bank transfer', 16: 'Voucher' },
  'he-IL': { 1: 'מזומן', 2: 'המחאה', 4: 'כרטיס אשראי', 8: 'העברה בנקאית', 16: 'שובר' },
  'ru-RU': { 1: 'Наличные', 2: 'Чек', 4: 'Кредитная карта', 8: 'Банковский перевод', 16: 'Ваучер' },
};

const DOCS: Record<Language, Record<string, string>> = {
  'en-US': { receipt: 'Receipt', 'invoice-receipt': 'Invoice-receipt', refund: 'Refund receipt' },
  'he-IL': { receipt: 'קבלה', 'invoice-receipt': 'חשבונית מס קבלה', refund: 'קבלת החזר' },
  'ru-RU': { receipt: 'Квитанция', 'invoice-receipt': 'Счёт-квитанция', refund: 'Квитанция возврата' },
};

function where(scope: SourceScope<PaymentsFilter>): SQL {
  return and(
    eq(documents.providerId, scope.providerId),
    eq(documents.status, 'issued'),
    inArray(documents.docType, ['receipt', 'invoice-receipt', 'refund']),
    inPeriod(documents.issuedAt, scope.filter.fromDate, scope.filter.toDate, scope.timeZone),
  )!;
}

/** C176: the money taken (and refunded) in the period, one row per payment. */
export const paymentsSource: ExportSource<PaymentsFilter> = {
  headers: (language) => HEADERS[language],
  async count(db, scope) {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(documentPayments).innerJoin(documents, eq(documents.id, documentPayments.documentId)).where(where(scope));
    return row!.n;
  },
  async page(db: Tx, scope, afterId, limit, language) {
    const rows = await db
      .select({
        id: documentPayments.id,
        day: localDay(documents.issuedAt, scope.timeZone),
        docType: documents.docType,
        number: documents.number,
        method: documentPayments.method,
        currencyId: documentPayments.currencyId,
        amount: documentPayments.amount,
        rate: documentPayments.currencyRate,
        localAmount: documentPayments.localAmount,
        details: documentPayments.details,
      })
      .from(documentPayments)
      .innerJoin(documents, eq(documents.id, documentPayments.documentId))
      .where(and(where(scope), gt(documentPayments.id, afterId)))
      .orderBy(asc(documentPayments.id))
      .limit(limit);
    return {
      lastId: rows.at(-1)?.id ?? afterId,
      rows: rows.map((p) => {
        const sign = p.docType === 'refund' ? -1 : 1;
        return [
          p.day,
          DOCS[language][p.docType] ?? p.docType,
          p.number,
          METHODS[language][p.method] ?? String(p.method),
          CURRENCIES.find((c) => c.id === p.currencyId)?.code ?? '',
          money(sign * p.amount),
          p.rate,
          money(sign * p.localAmount),
          typeof p.details.last4 === 'string' ? p.details.last4 : '',
          typeof p.details.approvalCode === 'string' ? p.details.approvalCode : '',
        ];
      }),
    };
  },
};
