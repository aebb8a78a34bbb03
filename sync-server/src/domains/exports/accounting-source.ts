import { and, asc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Language } from '@pos/shared/languages';
import type { AccountingExportBody } from '@pos/shared/api/exports';
import { isCreditType } from '@pos/shared/documents/document-types';
import { CURRENCIES } from '@pos/shared/reference';
import type { Tx } from '../../db/client';
import { businessClients, documents } from '../../db/schema';
import { money, type ExportSource, type SourceScope } from './export-source';
import { inPeriod, localDay } from './period';
import { csvWriter } from './file-writers';
import { checkLedgerAccounts, moveinPage } from './hashavshevet/movein-source';
import { moveinWriter } from './hashavshevet/movein-writer';

export type AccountingFilter = Static<typeof AccountingExportBody>;

/** The documents a bookkeeper books: every standing tax and money document (not proformas). */
const BOOKED_TYPES = ['invoice', 'invoice-receipt', 'receipt', 'credit-invoice', 'refund'];

/**
 * The document type codes of each accounting system's import: Hashavshevet's movement type code
 * (MOVEIN's first field, 3 characters; the bookkeeper defines the codes in Hashavshevet) and
 * Eshkol's document codes (a credit is its CSV row with negative amounts).
 */
const TYPE_CODES: Record<AccountingFilter['system'], Record<string, string>> = {
  Hashavshevet: { invoice: 'חש', 'invoice-receipt': 'חק', receipt: 'קב', 'credit-invoice': 'חז', refund: 'קז' },
  Eshkol: { invoice: '305', 'invoice-receipt': '320', receipt: '400', 'credit-invoice': '330', refund: '405' },
};

const HEADERS: Record<Language, string[]> = {
  'en-US': ['Type code', 'Document', 'Number', 'Date', 'Account', 'Customer', 'Tax id', 'Currency', 'Amount before VAT', 'VAT', 'Total', 'Allocation number'],
  'he-IL': ['קוד סוג', 'מסמך', 'מספר', 'תאריך', 'חשבון', 'לקוח', 'ח"פ / ת"ז', 'מטבע', 'סכום לפני מע"מ', 'מע"מ', 'סה"כ', 'מספר הקצאה'],
  'ru-RU': ['Код типа', 'Документ', 'Номер', 'Дата', 'Счёт', 'Клиент', 'ИНН', 'Валюта', 'Сумма без НДС', 'НДС', 'Итого', 'Номер распределения'],
};

const DOC_NAMES: Record<Language, Record<string, string>> = {
  'en-US': { invoice: 'Tax invoice', 'invoice-receipt': 'Tax invoice-receipt', receipt: 'Receipt', 'credit-invoice': 'Credit invoice', refund: 'Refund receipt' },
  'he-IL': { invoice: 'חשבונית מס', 'invoice-receipt': 'חשבונית מס קבלה', receipt: 'קבלה', 'credit-invoice': 'חשבונית זיכוי', refund: 'קבלת החזר' },
  'ru-RU': { invoice: 'Налоговый счёт', 'invoice-receipt': 'Счёт-квитанция', receipt: 'Квитанция', 'credit-invoice': 'Кредит-счёт', refund: 'Квитанция возврата' },
};

function where(scope: SourceScope<AccountingFilter>): SQL {
  return and(
    eq(documents.providerId, scope.providerId),
    eq(documents.status, 'issued'),
    inArray(documents.docType, BOOKED_TYPES),
    inPeriod(documents.issuedAt, scope.filter.fromDate, scope.filter.toDate, scope.timeZone),
  )!;
}

const hashavshevet = (scope: SourceScope<AccountingFilter>) => scope.filter.system === 'Hashavshevet';

/**
 * C165: the accounting documents issued in the period as the system's import reads them: for
 * Hashavshevet its journal import (MOVEIN.DOC and MOVEIN.PRM in a zip, `hashavshevet/`), for
 * Eshkol a CSV row per document.
 */
export const accountingSource: ExportSource<AccountingFilter> = {
  headers: (language) => HEADERS[language],
  async count(db, scope) {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(documents).where(where(scope));
    return row!.n;
  },
  async ready(db, scope) {
    if (hashavshevet(scope)) await checkLedgerAccounts(db, scope.providerId, where(scope));
  },
  async writer(_db, scope, path, _now, language) {
    return hashavshevet(scope) ? moveinWriter(path) : csvWriter(path, HEADERS[language]);
  },
  async page(db: Tx, scope, afterId, limit, language) {
    if (hashavshevet(scope)) {
      const naming = { docName: (t: string) => DOC_NAMES[language][t] ?? t, typeCode: (t: string) => TYPE_CODES.Hashavshevet[t] ?? '' };
      return moveinPage(db, scope.providerId, scope.timeZone, where(scope), afterId, limit, naming);
    }
    const rows = await db
      .select({
        id: documents.id,
        docType: documents.docType,
        number: documents.number,
        day: localDay(documents.issuedAt, scope.timeZone),
        account: businessClients.accountingSystemCode,
        customer: documents.customerName,
        taxId: documents.customerTaxId,
        currencyId: documents.currencyId,
        total: documents.total,
        vat: documents.vatAmount,
        allocation: documents.allocationNumber,
      })
      .from(documents)
      .leftJoin(businessClients, eq(businessClients.id, documents.businessClientId))
      .where(and(where(scope), gt(documents.id, afterId)))
      .orderBy(asc(documents.id))
      .limit(limit);
    return {
      lastId: rows.at(-1)?.id ?? afterId,
      rows: rows.map((d) => {
        const sign = isCreditType(d.docType) ? -1 : 1;
        return [
          TYPE_CODES[scope.filter.system][d.docType] ?? d.docType,
          DOC_NAMES[language][d.docType] ?? d.docType,
          d.number,
          d.day,
          d.account ?? '',
          d.customer,
          d.taxId,
          CURRENCIES.find((c) => c.id === d.currencyId)?.code ?? '',
          money(sign * (d.total - d.vat)),
          money(sign * d.vat),
          money(sign * d.total),
          d.allocation ?? '',
        ];
      }),
    };
  },
};
