/** The ledger's rows: documents, their lines and payments, and the numbering the office takes. */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { runNamed, type NamedStatement, type Tx } from '../../db/client';
import { columnList, rowFromDriver } from '../../db/sql-rows';
import { documentLines, documentNumberSequences, documentPayments, documents } from '../../db/schema';
import type { LedgerDoc } from './amounts';

export type DocumentRow = typeof documents.$inferSelect;
export type DocumentInsert = typeof documents.$inferInsert;
export type DocumentLineInsert = typeof documentLines.$inferInsert;
export type DocumentPaymentRow = typeof documentPayments.$inferSelect;
export type DocumentPaymentInsert = typeof documentPayments.$inferInsert;

/** A document of the provider by id, locked until the transaction ends (one refund of it at a time). */
export async function lockDocument(tx: Tx, providerId: number, id: number): Promise<DocumentRow | undefined> {
  const [row] = await tx
    .select()
    .from(documents)
    .where(and(eq(documents.providerId, providerId), eq(documents.id, id)))
    .for('update');
  return row;
}

export async function lockDocumentByUuid(tx: Tx, providerId: number, uuid: string): Promise<DocumentRow | undefined> {
  const [row] = await tx
    .select()
    .from(documents)
    .where(and(eq(documents.providerId, providerId), eq(documents.uuid, uuid)))
    .for('update');
  return row;
}

export async function findDocument(db: Tx, providerId: number, id: number): Promise<DocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.providerId, providerId), eq(documents.id, id)));
  return row;
}

/** The standing refund of a document (R-RCPT-7), if any. */
export async function standingRefundOf(tx: Tx, documentId: number): Promise<DocumentRow | undefined> {
  const [row] = await tx
    .select()
    .from(documents)
    .where(and(eq(documents.creditedDocumentId, documentId), eq(documents.docType, 'refund'), eq(documents.status, 'issued')));
  return row;
}

/**
 * The next number of a document type, taken in the caller's transaction: the sequence row stays
 * locked until it commits, so concurrent creators queue and a rolled-back document gives its number
 * back (gapless per type). Undefined when the type's numbering is not set up (R-INV-3).
 */
export async function takeNextNumber(tx: Tx, providerId: number, docType: string): Promise<number | undefined> {
  const [row] = await tx
    .update(documentNumberSequences)
    .set({ lastNumber: sql`${documentNumberSequences.lastNumber} + 1` })
    .where(and(eq(documentNumberSequences.providerId, providerId), eq(documentNumberSequences.docType, docType)))
    .returning({ number: documentNumberSequences.lastNumber });
  return row?.number;
}

/** The next number of a custom document type (its sequence starts at 1 with its first document). */
export async function takeCustomNumber(tx: Tx, providerId: number, key: string): Promise<number> {
  const [row] = await tx
    .insert(documentNumberSequences)
    .values({ providerId, docType: key, lastNumber: 1 })
    .onConflictDoUpdate({ target: [documentNumberSequences.providerId, documentNumberSequences.docType], set: { lastNumber: sql`${documentNumberSequences.lastNumber} + 1` } })
    .returning({ number: documentNumberSequences.lastNumber });
  return row!.number;
}

/** The provider's numbering rows (R-INV-3: a row is the type set up). */
export async function numberingOf(db: Tx, providerId: number): Promise<Map<string, number>> {
  const rows = await db.select().from(documentNumberSequences).where(eq(documentNumberSequences.providerId, providerId));
  return new Map(rows.map((r) => [r.docType, r.lastNumber]));
}

export async function insertDocument(tx: Tx, row: DocumentInsert): Promise<DocumentRow> {
  const [doc] = await tx.insert(documents).values(row).returning();
  return doc!;
}

/** What the office's document needs to know before it is written (see ledgerFacts). */
export interface LedgerFacts {
  vatRateBp: number;
  vatType: string;
  currencyId: number;
  /** The type's next number, taken; null when the type's numbering is not set up (R-INV-3) or none was asked. */
  number: number | null;
  /** The order's documents (R-INV-1), by date. */
  docs: LedgerDoc[];
  /** The order's lines with their product's name, when asked (a document of the whole order). */
  lines: { id: number; name: string; quantity: number; unitPrice: number; total: number }[];
}

/**
 * One statement for what an office document reads once its order is locked: the provider's VAT
 * rate, type and currency, the order's documents, its lines (when asked) and the type's next
 * number, taken as takeNextNumber does (the sequence row stays locked until the transaction ends;
 * a document refused afterwards rolls back and gives the number back). It was five round trips
 * (bench/FINDINGS.md, document-create session 6), and is fixed text since session 7: a null type
 * updates no sequence row, a null order has no documents, $4 false reads no lines. Call it after
 * the order is locked: the documents it reads are those committed before the lock.
 * $1: the provider, $2: the order or null, $3: the type to number or null, $4: with the lines.
 */
const LEDGER_FACTS: NamedStatement = {
  name: 'ledger_facts',
  text: `with taken as (update document_number_sequences set last_number = last_number + 1 where provider_id = $1 and doc_type = $3::text returning last_number)
      select p.vat_rate_bp, p.vat_type, p.currency_id, (select last_number from taken) as number,
        (select json_agg(json_build_object('id', d.id, 'docType', d.doc_type, 'status', d.status, 'state', d.state, 'total', d.total, 'creditedDocumentId', d.credited_document_id) order by d.issued_at, d.id)
           from documents d where d.provider_id = $1 and d.order_id = $2::int) as docs,
        (select json_agg(json_build_object('id', l.id, 'name', pr.name, 'quantity', l.quantity, 'unitPrice', l.unit_price, 'total', l.total) order by l.id)
           from order_lines l join products pr on pr.id = l.product_id where l.order_id = $2::int and $4::boolean) as lines
        from providers p where p.id = $1`,
};

export async function ledgerFacts(tx: Tx, q: { providerId: number; orderId: number | null; numberOf: string | null; withLines: boolean }): Promise<LedgerFacts> {
  const [row] = await runNamed<{ vat_rate_bp: number; vat_type: string; currency_id: number; number: number | null; docs: LedgerDoc[] | null; lines: LedgerFacts['lines'] | null }>(tx, LEDGER_FACTS, [
    q.providerId,
    q.orderId,
    q.numberOf,
    q.orderId !== null && q.withLines,
  ]);
  if (!row) throw new Error(`provider ${q.providerId} not found`);
  return { vatRateBp: row.vat_rate_bp, vatType: row.vat_type, currencyId: row.currency_id, number: row.number, docs: row.docs ?? [], lines: row.lines ?? [] };
}

/** An office document as issueDocument writes it (the other columns keep their defaults). */
export interface OfficeDocumentInsert {
  providerId: number;
  docType: string;
  number: number;
  orderId: number | null;
  userId: number;
  screen: string;
  currencyId: number;
  total: number;
  vatRateBp: number;
  vatAmount: number;
  creditedDocumentId: number | null;
  businessClientId: number | null;
  customerName: string;
  customerTaxId: string;
  title: string;
  remarks: string;
  reason: string;
  customTypeId: number | null;
  state: string;
  /** When not now (the column's default). */
  issuedAt?: Date | undefined;
}

/** The document's columns in the order of the statement's first parameters. */
const OFFICE_DOCUMENT_COLUMNS = [
  'providerId',
  'docType',
  'number',
  'orderId',
  'userId',
  'screen',
  'currencyId',
  'total',
  'vatRateBp',
  'vatAmount',
  'creditedDocumentId',
  'businessClientId',
  'customerName',
  'customerTaxId',
  'title',
  'remarks',
  'reason',
  'customTypeId',
  'state',
] as const satisfies readonly (keyof OfficeDocumentInsert & keyof DocumentInsert)[];

/** The text of insertDocumentWithRows, with the CTEs `also` adds after the document's own (built once per key). */
function officeDocumentText(alsoCtes: string): string {
  const n = OFFICE_DOCUMENT_COLUMNS.length;
  const names = OFFICE_DOCUMENT_COLUMNS.map((k) => documents[k].name);
  const values = OFFICE_DOCUMENT_COLUMNS.map((_, i) => `$${i + 1}`);
  // issued_at: the parameter, or the column's default (now()) when it is null.
  return `with d as (insert into documents (${names.join(', ')}, issued_at) values (${values.join(', ')}, coalesce($${n + 1}::timestamptz, now())) returning ${columnList(documents)}),
      l as (insert into document_lines (document_id, line_no, order_line_id, description, quantity, unit_price, total, vat_amount)
            select d.id, r.line_no, r.order_line_id, r.description, r.quantity, r.unit_price, r.total, r.vat_amount from d, json_populate_recordset(null::document_lines, $${n + 2}::json) r),
      p as (insert into document_payments (document_id, order_id, line_no, method, currency_id, amount, currency_rate, local_amount, details)
            select d.id, r.order_id, r.line_no, r.method, r.currency_id, r.amount, r.currency_rate, r.local_amount, r.details from d, json_populate_recordset(null::document_payments, $${n + 3}::json) r)${alsoCtes ? `,
      ${alsoCtes}` : ''}
      select * from d`;
}
const OFFICE_DOCUMENT_PARAMS = OFFICE_DOCUMENT_COLUMNS.length + 3;
const officeDocumentStatements = new Map<string, NamedStatement>();

/** What another domain writes of the new document in the same statement (orders' orderDocumentWrites). */
export interface DocumentWrites {
  key: string;
  /** CTEs that see the new document as `d`, their parameters numbered from $first. */
  ctes(first: number): string;
  params: unknown[];
}

/**
 * A document with its lines and payments in one statement (the lines and payments take the new
 * document's id inside it), and with `also`, what the order's owner writes of it (its CTEs see the
 * new document as `d`): one round trip instead of three (five with the order's). Fixed text per
 * `also` key (bench/FINDINGS.md, document-create session 7): drizzle builds nothing per call.
 */
export async function insertDocumentWithRows(
  tx: Tx,
  row: OfficeDocumentInsert,
  lines: readonly Omit<DocumentLineInsert, 'documentId'>[],
  payments: readonly Omit<DocumentPaymentInsert, 'documentId'>[],
  also?: DocumentWrites,
): Promise<DocumentRow> {
  const key = also?.key ?? '';
  let statement = officeDocumentStatements.get(key);
  if (!statement) {
    statement = { name: key ? `insert_office_document_${key}` : 'insert_office_document', text: officeDocumentText(also ? also.ctes(OFFICE_DOCUMENT_PARAMS + 1) : '') };
    officeDocumentStatements.set(key, statement);
  }
  const linesJson = JSON.stringify(lines.map((l) => ({ line_no: l.lineNo, order_line_id: l.orderLineId ?? null, description: l.description ?? '', quantity: l.quantity, unit_price: l.unitPrice, total: l.total, vat_amount: l.vatAmount ?? 0 })));
  const paymentsJson = JSON.stringify(
    payments.map((p) => ({ order_id: p.orderId ?? null, line_no: p.lineNo, method: p.method, currency_id: p.currencyId, amount: p.amount, currency_rate: p.currencyRate ?? '1', local_amount: p.localAmount, details: p.details ?? {} })),
  );
  const params: unknown[] = OFFICE_DOCUMENT_COLUMNS.map((k) => row[k]);
  params.push(row.issuedAt ? documents.issuedAt.mapToDriverValue(row.issuedAt) : null, linesJson, paymentsJson);
  if (also) params.push(...also.params);
  const [raw] = await runNamed<Record<string, unknown>>(tx, statement, params);
  return rowFromDriver(documents, raw!);
}

export async function insertDocumentLines(tx: Tx, rows: DocumentLineInsert[]): Promise<void> {
  if (rows.length) await tx.insert(documentLines).values(rows);
}

export async function paymentsOf(db: Tx, documentIds: readonly number[]): Promise<DocumentPaymentRow[]> {
  if (documentIds.length === 0) return [];
  return db.select().from(documentPayments).where(inArray(documentPayments.documentId, [...documentIds])).orderBy(asc(documentPayments.documentId), asc(documentPayments.lineNo));
}

export async function linesOfDocuments(db: Tx, documentIds: readonly number[]) {
  if (documentIds.length === 0) return [];
  return db.select().from(documentLines).where(inArray(documentLines.documentId, [...documentIds])).orderBy(asc(documentLines.documentId), asc(documentLines.lineNo));
}

/** The documents of an order, by number within type. */
export async function documentsOfOrder(db: Tx, providerId: number, orderId: number): Promise<DocumentRow[]> {
  return db
    .select()
    .from(documents)
    .where(and(eq(documents.providerId, providerId), eq(documents.orderId, orderId)))
    .orderBy(asc(documents.issuedAt), asc(documents.id));
}

/** Does the order have accounting documents that stand (R-BC-5)? */
export async function orderHasDocuments(db: Tx, providerId: number, orderId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: documents.id })
    .from(documents)
    .where(and(eq(documents.providerId, providerId), eq(documents.orderId, orderId), inArray(documents.status, ['issued', 'contested'])))
    .limit(1);
  return row !== undefined;
}

/** The ticket codes voided by the order's refunds: the gate refuses them. */
export async function voidedTicketCodesOfOrder(db: Tx, providerId: number, orderId: number): Promise<Set<string>> {
  const rows = await db
    .select({ codes: documents.voidedTicketCodes })
    .from(documents)
    .where(and(eq(documents.providerId, providerId), eq(documents.orderId, orderId), eq(documents.docType, 'refund'), inArray(documents.status, ['issued', 'contested'])));
  return new Set(rows.flatMap((r) => r.codes));
}

/** The ticket codes voided by the refunds of each order (the tickets stream marks them voided). */
export async function voidedTicketCodesOfOrders(db: Tx, providerId: number, orderIds: readonly number[]): Promise<Map<number, Set<string>>> {
  const out = new Map<number, Set<string>>();
  if (orderIds.length === 0) return out;
  const rows = await db
    .select({ orderId: documents.orderId, codes: documents.voidedTicketCodes })
    .from(documents)
    .where(and(eq(documents.providerId, providerId), inArray(documents.orderId, [...orderIds]), eq(documents.docType, 'refund'), inArray(documents.status, ['issued', 'contested'])));
  for (const r of rows) {
    if (r.orderId === null || r.codes.length === 0) continue;
    const set = out.get(r.orderId) ?? new Set<string>();
    for (const c of r.codes) set.add(c.toLowerCase());
    out.set(r.orderId, set);
  }
  return out;
}

export async function updateDocument(tx: Tx, id: number, values: Partial<DocumentInsert>): Promise<void> {
  await tx.update(documents).set(values).where(eq(documents.id, id));
}
