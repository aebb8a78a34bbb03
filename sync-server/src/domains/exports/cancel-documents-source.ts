import { and, asc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Language } from '@pos/shared/languages';
import type { CancelDocumentsExportBody } from '@pos/shared/api/exports';
import { CURRENCIES } from '@pos/shared/reference';
import type { Tx } from '../../db/client';
import { documents, users } from '../../db/schema';
import { money, type ExportSource, type SourceScope } from './export-source';
import { inPeriod, localDay } from './period';

export type CancelDocumentsFilter = Static<typeof CancelDocumentsExportBody>;

const HEADERS: Record<Language, string[]> = {
  'en-US': ['Document', 'Number', 'Status', 'Issued', 'Order', 'Customer', 'Tax id', 'Currency', 'Total', 'Reason', 'Issued by'],
  'he-IL': ['מסמך', 'מספר', 'סטטוס', 'הופק', 'הזמנה', 'לקוח', 'ח"פ / ת"ז', 'מטבע', 'סה"כ', 'סיבה', 'הופק על ידי'],
  'ru-RU': ['Документ', 'Номер', 'Статус', 'Выписан', 'Заказ', 'Клиент', 'ИНН', 'Валюта', 'Итого', 'Причина', 'Выписал'],
};

const DOC_NAMES: Record<Language, Record<string, string>> = {
  'en-US': { invoice: 'Tax invoice', 'invoice-receipt': 'Tax invoice-receipt', receipt: 'Receipt', 'credit-invoice': 'Credit invoice', refund: 'Refund receipt', proforma: 'Proforma invoice' },
  'he-IL': { invoice: 'חשבונית מס', 'invoice-receipt': 'חשבונית מס קבלה', receipt: 'קבלה', 'credit-invoice': 'חשבונית זיכוי', refund: 'קבלת החזר', proforma: 'חשבון עסקה' },
  'ru-RU': { invoice: 'Налоговый счёт', 'invoice-receipt': 'Счёт-квитанция', receipt: 'Квитанция', 'credit-invoice': 'Кредит-счёт', refund: 'Квитанция возврата', proforma: 'Проформа' },
};

/** A cancelled proforma (R-INV-8) or a receipt number voided at a station (its reason kept). */
const STATUS: Record<Language, Record<string, string>> = {
  'en-US': { cancelled: 'Cancelled', void: 'Voided' },
  'he-IL': { cancelled: 'מבוטל', void: 'בוטל בקופה' },
  'ru-RU': { cancelled: 'Отменён', void: 'Аннулирован' },
};

function where(scope: SourceScope<CancelDocumentsFilter>): SQL {
  return and(
    eq(documents.providerId, scope.providerId),
    inArray(documents.status, ['cancelled', 'void']),
    inArray(documents.docType, Object.keys(DOC_NAMES['en-US'])),
    inPeriod(documents.issuedAt, scope.filter.fromDate, scope.filter.toDate, scope.timeZone),
  )!;
}

/**
 * C169 export/cancel-documents: the documents of the period that were cancelled (a proforma cancelled,
 * R-INV-8, or a receipt number voided at a station), with the reason given, so the
 * bookkeeper can take them out of the books (docs/decisions/cancel-documents-export.md).
 */
export const cancelDocumentsSource: ExportSource<CancelDocumentsFilter> = {
  headers: (language) => HEADERS[language],
  async count(db, scope) {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(documents).where(where(scope));
    return row!.n;
  },
  async page(db: Tx, scope, afterId, limit, language) {
    const rows = await db
      .select({
        id: documents.id,
        docType: documents.docType,
        number: documents.number,
        status: documents.status,
        day: localDay(documents.issuedAt, scope.timeZone),
        orderId: documents.orderId,
        customer: documents.customerName,
        taxId: documents.customerTaxId,
        currencyId: documents.currencyId,
        total: documents.total,
        reason: documents.voidReason,
        user: users.username,
      })
      .from(documents)
      .leftJoin(users, eq(users.id, documents.userId))
      .where(and(where(scope), gt(documents.id, afterId)))
      .orderBy(asc(documents.id))
      .limit(limit);
    return {
      lastId: rows.at(-1)?.id ?? afterId,
      rows: rows.map((d) => [
        DOC_NAMES[language][d.docType] ?? d.docType,
        d.number,
        STATUS[language][d.status] ?? d.status,
        d.day,
        d.orderId,
        d.customer,
        d.taxId,
        CURRENCIES.find((c) => c.id === d.currencyId)?.code ?? '',
        money(d.total),
        d.reason ?? '',
        d.user ?? '',
      ]),
    };
  },
};
