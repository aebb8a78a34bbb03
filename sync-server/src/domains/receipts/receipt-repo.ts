import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { documentNumberBlocks, receiptPayments, receipts } from '../../db/schema';

export type ReceiptInsert = typeof receipts.$inferInsert;
export type PaymentInsert = typeof receiptPayments.$inferInsert;

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

/** Receipt numbers of the provider already on the server (a station never reuses one). */
export async function existingReceiptNumbers(tx: Tx, providerId: number, numbers: number[]): Promise<Set<number>> {
  if (numbers.length === 0) return new Set();
  const rows = await tx.select({ number: receipts.number }).from(receipts).where(and(eq(receipts.providerId, providerId), eq(receipts.docType, 'receipt'), inArray(receipts.number, numbers)));
  return new Set(rows.map((r) => r.number));
}

export async function insertReceipts(tx: Tx, rows: ReceiptInsert[]): Promise<Map<string, number>> {
  if (rows.length === 0) return new Map();
  const ids = await tx.insert(receipts).values(rows).returning({ id: receipts.id, uuid: receipts.uuid });
  return new Map(ids.map((r) => [r.uuid, r.id]));
}

export async function insertPayments(tx: Tx, rows: PaymentInsert[]): Promise<void> {
  if (rows.length) await tx.insert(receiptPayments).values(rows);
}
