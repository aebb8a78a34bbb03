/** The ledger's rows: documents, their lines and payments, and the numbering the office takes. */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { documentLines, documentNumberSequences, documentPayments, documents } from '../../db/schema';

export type DocumentRow = typeof documents.$inferSelect;
export type DocumentInsert = typeof documents.$inferInsert;
export type DocumentLineInsert = typeof documentLines.$inferInsert;
export type DocumentPaymentRow = typeof documentPayments.$inferSelect;

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
