/** Reads and writes of the documents' output: the printable document, its renders and its shared links. */
import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { notFound } from '@pos/shared/errors';
import type { Db, Tx } from '../../../db/client';
import { documentLines, documentPayments, documentRenders, documents, documentShares, orders, providers, stations, users } from '../../../db/schema';
import { loadAccountingInfo } from '../accounting-settings';
import type { PrintableBusiness, PrintableDocument } from './print-input';

const credited = alias(documents, 'credited');

/** The document's ledger row of this provider; another provider's is not found (404). */
export async function findDocument(db: Tx, providerId: number, documentId: number) {
  const [row] = await db
    .select({ id: documents.id, docType: documents.docType, number: documents.number, status: documents.status, state: documents.state, orderId: documents.orderId, copiesPrinted: documents.copiesPrinted })
    .from(documents)
    .where(and(eq(documents.id, documentId), eq(documents.providerId, providerId)));
  if (!row) throw notFound('Document');
  return row;
}
export type DocumentHead = Awaited<ReturnType<typeof findDocument>>;

/** The order a document belongs to (C158), of this provider. */
export async function documentOrder(db: Tx, providerId: number, documentId: number) {
  const [row] = await db
    .select({ documentId: documents.id, orderId: orders.id, orderNumber: orders.orderNumber })
    .from(documents)
    .leftJoin(orders, eq(orders.id, documents.orderId))
    .where(and(eq(documents.id, documentId), eq(documents.providerId, providerId)));
  if (!row) throw notFound('Document');
  return row;
}

/** Everything the printed document shows, of this provider. */
export async function loadPrintable(db: Tx, providerId: number, documentId: number): Promise<PrintableDocument> {
  const [d] = await db
    .select({
      docType: documents.docType,
      number: documents.number,
      issuedAt: documents.issuedAt,
      currencyId: documents.currencyId,
      total: documents.total,
      vatRateBp: documents.vatRateBp,
      vatAmount: documents.vatAmount,
      customerName: documents.customerName,
      customerTaxId: documents.customerTaxId,
      title: documents.title,
      remarks: documents.remarks,
      reason: documents.reason,
      allocationNumber: documents.allocationNumber,
      orderNumber: orders.orderNumber,
      creditedType: credited.docType,
      creditedNumber: credited.number,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
      station: stations.name,
    })
    .from(documents)
    .leftJoin(orders, eq(orders.id, documents.orderId))
    .leftJoin(credited, eq(credited.id, documents.creditedDocumentId))
    .leftJoin(users, eq(users.id, documents.userId))
    .leftJoin(stations, eq(stations.id, documents.stationId))
    .where(and(eq(documents.id, documentId), eq(documents.providerId, providerId)));
  if (!d) throw notFound('Document');
  const lines = await db
    .select({ description: documentLines.description, quantity: documentLines.quantity, unitPrice: documentLines.unitPrice, total: documentLines.total })
    .from(documentLines)
    .where(eq(documentLines.documentId, documentId))
    .orderBy(asc(documentLines.lineNo));
  const payments = await db
    .select({ method: documentPayments.method, amount: documentPayments.amount, currencyId: documentPayments.currencyId, currencyRate: documentPayments.currencyRate, details: documentPayments.details })
    .from(documentPayments)
    .where(eq(documentPayments.documentId, documentId))
    .orderBy(asc(documentPayments.lineNo));
  const issuedBy = [d.firstName, d.lastName].filter(Boolean).join(' ') || (d.username ?? '');
  return {
    docType: d.docType,
    number: d.number,
    issuedAt: d.issuedAt,
    currencyId: d.currencyId,
    total: d.total,
    vatRateBp: d.vatRateBp,
    vatAmount: d.vatAmount,
    customerName: d.customerName,
    customerTaxId: d.customerTaxId,
    title: d.title,
    remarks: d.remarks,
    reason: d.reason,
    allocationNumber: d.allocationNumber,
    orderNumber: d.orderNumber,
    credited: d.creditedType !== null && d.creditedNumber !== null ? { docType: d.creditedType, number: d.creditedNumber } : null,
    issuedBy,
    station: d.station ?? '',
    lines,
    payments,
  };
}

/** The business as its documents name it (the accounting settings), with its zone and language. */
export async function loadBusiness(db: Tx, providerId: number): Promise<PrintableBusiness & { language: string }> {
  const info = await loadAccountingInfo(db, providerId);
  const [p] = await db.select({ phone: providers.mobile, timeZone: providers.timezone, language: providers.language }).from(providers).where(eq(providers.id, providerId));
  if (!p) throw notFound('Provider');
  return { name: info.businessName, vatNumber: info.vatNumber, address: info.address, phone: p.phone ?? '', taxStatus: info.taxStatus, timeZone: p.timeZone, language: p.language };
}

/**
 * Counts one more print of the document and tells whether it is a copy: the first print is the
 * original, every later one a copy. The row is locked, so two first prints at once make one
 * original and one copy.
 */
export async function countPrint(tx: Tx, providerId: number, documentId: number): Promise<{ copy: boolean }> {
  const [row] = await tx
    .update(documents)
    .set({ copiesPrinted: sql`${documents.copiesPrinted} + 1` })
    .where(and(eq(documents.id, documentId), eq(documents.providerId, providerId)))
    .returning({ printed: documents.copiesPrinted });
  if (!row) throw notFound('Document');
  return { copy: row.printed > 1 };
}

export type RenderRow = typeof documentRenders.$inferSelect;

export async function insertRender(tx: Tx, values: typeof documentRenders.$inferInsert): Promise<RenderRow> {
  const [row] = await tx.insert(documentRenders).values(values).returning();
  return row!;
}

export async function renderById(db: Tx, id: number): Promise<RenderRow | null> {
  const [row] = await db.select().from(documentRenders).where(eq(documentRenders.id, id));
  return row ?? null;
}

/** A render of this provider (another provider's is not found). */
export async function findRender(db: Tx, providerId: number, id: number): Promise<RenderRow> {
  const [row] = await db.select().from(documentRenders).where(and(eq(documentRenders.id, id), eq(documentRenders.providerId, providerId)));
  if (!row) throw notFound('Document');
  return row;
}

/** Moves a render on; only an unfinished one (a job run twice finishes it once). */
export async function setRender(db: Tx, id: number, change: Partial<Pick<RenderRow, 'status' | 'pdfBase64' | 'error'>>): Promise<boolean> {
  const rows = await db
    .update(documentRenders)
    .set({ ...change, updatedAt: new Date() })
    .where(and(eq(documentRenders.id, id), sql`${documentRenders.status} in ('Initial', 'InProgress')`))
    .returning({ id: documentRenders.id });
  return rows.length > 0;
}

export type ShareRow = typeof documentShares.$inferSelect;

export async function insertShare(tx: Tx, values: typeof documentShares.$inferInsert): Promise<ShareRow> {
  const [row] = await tx.insert(documentShares).values(values).returning();
  return row!;
}

export async function shareByTokenHash(db: Db, tokenHash: string): Promise<ShareRow | null> {
  const [row] = await db.select().from(documentShares).where(eq(documentShares.tokenHash, tokenHash));
  return row ?? null;
}

/**
 * Drops what a document's output no longer needs: shares expired before `sharesBefore`, and renders
 * made before `rendersBefore` that no live share points at (a PDF is asked for when it is opened;
 * the copy count stays on the document). Returns how many of each went.
 */
export async function purgeOutput(db: Db, rendersBefore: Date, sharesBefore: Date): Promise<{ shares: number; renders: number }> {
  return db.transaction(async (tx) => {
    const shares = await tx.delete(documentShares).where(sql`${documentShares.expiresAt} < ${sharesBefore}`).returning({ id: documentShares.id });
    const renders = await tx
      .delete(documentRenders)
      .where(sql`${documentRenders.createdAt} < ${rendersBefore} and not exists (select 1 from ${documentShares} where ${documentShares.renderId} = ${documentRenders.id})`)
      .returning({ id: documentRenders.id });
    return { shares: shares.length, renders: renders.length };
  });
}
