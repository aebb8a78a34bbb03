import { and, asc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { OpenFormatExportBody } from '@pos/shared/api/exports';
import { CURRENCIES } from '@pos/shared/reference';
import type { Tx } from '../../../db/client';
import { businessClients, documentLines, documentPayments, documents, providers, users } from '../../../db/schema';
import type { ExportSource, SourceScope } from '../export-source';
import { inPeriod } from '../period';
import { encodeRecord, type FieldValue } from './records';
import { openFormatWriter } from './open-format-writer';

export type OpenFormatFilter = Static<typeof OpenFormatExportBody>;

/**
 * Appendix 1: the document type codes. A refund receipt has no code of its own: it is a receipt
 * (400) whose amounts are negative ("when the document's value is negative, its effect is reversed").
 */
export const OPEN_FORMAT_TYPES: Record<string, number> = { invoice: 305, 'invoice-receipt': 320, 'credit-invoice': 330, receipt: 400, refund: 400 };

/** 4.5 field 1306: our payment methods (R-RCPT-9) as the format's codes. */
const PAYMENT_CODES: Record<number, number> = { 1: 1, 2: 2, 4: 3, 8: 4, 16: 5 };

/** The customer key (1225) of a sale to a private customer with no business client. */
export const PRIVATE_CUSTOMER_KEY = '0';

function where(scope: SourceScope<OpenFormatFilter>): SQL {
  return and(
    eq(documents.providerId, scope.providerId),
    inArray(documents.status, ['issued', 'cancelled', 'void']),
    inArray(documents.docType, Object.keys(OPEN_FORMAT_TYPES)),
    inPeriod(documents.issuedAt, scope.filter.fromDate, scope.filter.toDate, scope.timeZone),
  )!;
}

const local = (column: typeof documents.issuedAt, timeZone: string, format: string) => sql<string>`to_char(${column} at time zone ${timeZone}, ${format})`;
const digitsOf = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value).replace(/\D/g, '') : '');

/**
 * The unified format's business data for a period (issue 19): every tax and money document issued
 * in it (cancelled ones flagged, field 1228) as a C100 header, its lines as D110 and its payments as
 * D120. Rows are the records' text with a blank record number; the writer numbers them in file order.
 */
export const openFormatSource: ExportSource<OpenFormatFilter> = {
  headers: () => [],
  async count(db, scope) {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(documents).where(where(scope));
    return row!.n;
  },
  async page(db: Tx, scope, afterId, limit) {
    const docs = await db
      .select({
        id: documents.id,
        docType: documents.docType,
        number: documents.number,
        status: documents.status,
        day: local(documents.issuedAt, scope.timeZone, 'YYYYMMDD'),
        time: local(documents.issuedAt, scope.timeZone, 'HH24MI'),
        customer: documents.customerName,
        taxId: documents.customerTaxId,
        currencyId: documents.currencyId,
        total: documents.total,
        vat: documents.vatAmount,
        vatRateBp: documents.vatRateBp,
        clientId: documents.businessClientId,
        clientCode: businessClients.accountingSystemCode,
        creditedId: documents.creditedDocumentId,
        user: users.username,
      })
      .from(documents)
      .leftJoin(businessClients, eq(businessClients.id, documents.businessClientId))
      .leftJoin(users, eq(users.id, documents.userId))
      .where(and(where(scope), gt(documents.id, afterId)))
      .orderBy(asc(documents.id))
      .limit(limit);
    if (docs.length === 0) return { lastId: afterId, rows: [], count: 0 };
    const ids = docs.map((d) => d.id);
    const lines = await db.select().from(documentLines).where(inArray(documentLines.documentId, ids)).orderBy(asc(documentLines.documentId), asc(documentLines.lineNo));
    const payments = await db.select().from(documentPayments).where(inArray(documentPayments.documentId, ids)).orderBy(asc(documentPayments.documentId), asc(documentPayments.lineNo));
    const creditedIds = docs.map((d) => d.creditedId).filter((id): id is number => id !== null);
    const credited = creditedIds.length ? await db.select({ id: documents.id, docType: documents.docType, number: documents.number }).from(documents).where(inArray(documents.id, creditedIds)) : [];

    const rows: string[][] = [];
    for (const d of docs) {
      const type = OPEN_FORMAT_TYPES[d.docType]!;
      // A refund is a receipt with negative amounts; a credit invoice's own code says it reduces income (§2.4 יב).
      const sign = d.docType === 'refund' ? -1 : 1;
      const currency = CURRENCIES.find((c) => c.id === d.currencyId);
      const foreign = currency && currency.iso !== 'ILS';
      const net = d.total - d.vat;
      const header: Record<number, FieldValue> = {
        1202: null, // the writer's VAT number
        1203: type,
        1204: d.number,
        1205: d.day,
        1206: d.time,
        1207: d.customer,
        1215: /^\d{1,9}$/.test(d.taxId) ? d.taxId : '',
        1217: foreign ? sign * d.total : 0,
        1218: foreign ? currency.iso : '',
        1219: sign * net,
        1220: 0,
        1221: sign * net,
        1222: sign * d.vat,
        1223: sign * d.total,
        1224: 0,
        1225: d.clientCode || (d.clientId ? String(d.clientId) : PRIVATE_CUSTOMER_KEY),
        1228: d.status === 'issued' ? '' : '1',
        1230: d.day,
        1233: d.user ?? '',
        1234: d.id % 10_000_000,
      };
      rows.push([encodeRecord('C100', header)]);
      const base = credited.find((c) => c.id === d.creditedId);
      for (const line of lines.filter((l) => l.documentId === d.id)) {
        const lineNet = line.total - line.vatAmount;
        rows.push([
          encodeRecord('D110', {
            1253: type,
            1254: d.number,
            1255: line.lineNo,
            1256: base ? OPEN_FORMAT_TYPES[base.docType] : 0,
            1257: base ? base.number : '',
            1258: 1, // a service (a tour, an attraction's entry)
            1260: line.description,
            1263: 'יחידה',
            1264: sign * line.quantity * 10_000,
            1265: line.quantity ? Math.round((sign * lineNet) / line.quantity) : 0,
            1266: 0,
            1267: sign * lineNet,
            1268: d.vatRateBp,
            1272: d.day,
            1273: d.id % 10_000_000,
          }),
        ]);
      }
      for (const p of payments.filter((x) => x.documentId === d.id)) {
        const details = p.details;
        const check = p.method === 2;
        const installments = typeof details.installments === 'number' ? details.installments : 1;
        rows.push([
          encodeRecord('D120', {
            1303: type,
            1304: d.number,
            1305: p.lineNo,
            1306: PAYMENT_CODES[p.method] ?? 9,
            1307: check ? digitsOf(details.bank) : '',
            1308: check ? digitsOf(details.branch) : '',
            1309: check ? digitsOf(details.account) : '',
            1310: check ? digitsOf(details.number) : '',
            1311: check && typeof details.valueDate === 'string' ? details.valueDate.replaceAll('-', '') : d.day,
            1312: sign * p.localAmount,
            1314: p.method === 4 && typeof details.brand === 'string' ? details.brand : '',
            1315: p.method === 4 ? (installments > 1 ? 2 : 1) : 0,
            1322: d.day,
            1323: d.id % 10_000_000,
          }),
        ]);
      }
    }
    return { lastId: docs.at(-1)!.id, rows, count: docs.length };
  },
  async writer(db, scope, path, now) {
    const [provider] = await db.select().from(providers).where(eq(providers.id, scope.providerId));
    return openFormatWriter(path, {
      vatNumber: provider?.companyId ?? '',
      businessName: provider?.nameOfTheBusinessForInvoice || provider?.companyName || provider?.name || '',
      street: provider?.address ?? '',
      fromDate: scope.filter.fromDate,
      toDate: scope.filter.toDate,
      now,
      timeZone: scope.timeZone,
    });
  },
};
