import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { insertRows } from '../../db/sql-rows';
import { documentNumberBlocks, documentPayments, documents } from '../../db/schema';

export type ReceiptInsert = typeof documents.$inferInsert;
export type PaymentInsert = typeof documentPayments.$inferInsert;

export interface BlockRange {
  fromNumber: number;
  toNumber: number;
  voidFrom: number | null;
}

/** The station's blocks of numbers of a document type. */
export async function stationBlocks(tx: Tx, stationId: number, docType: string): Promise<BlockRange[]> {
  return tx
    .select({ fromNumber: documentNumberBlocks.fromNumber, toNumber: documentNumberBlocks.toNumber, voidFrom: documentNumberBlocks.voidFrom })
    .from(documentNumberBlocks)
    .where(and(eq(documentNumberBlocks.stationId, stationId), eq(documentNumberBlocks.docType, docType)));
}

/** Numbers of a document type of the provider already on the server (a station never reuses one). */
export async function existingReceiptNumbers(tx: Tx, providerId: number, docType: string, numbers: number[]): Promise<Set<number>> {
  if (numbers.length === 0) return new Set();
  const rows = await tx.select({ number: documents.number }).from(documents).where(and(eq(documents.providerId, providerId), eq(documents.docType, docType), inArray(documents.number, numbers)));
  return new Set(rows.map((r) => r.number));
}

export async function insertReceipts(tx: Tx, rows: ReceiptInsert[]): Promise<Map<string, number>> {
  if (rows.length === 0) return new Map();
  const ids = await insertRows(tx, documents, rows, { id: documents.id, uuid: documents.uuid });
  return new Map(ids.map((r) => [r.uuid, r.id]));
}

export async function insertPayments(tx: Tx, rows: PaymentInsert[]): Promise<void> {
  if (rows.length) await insertRows(tx, documentPayments, rows);
}
