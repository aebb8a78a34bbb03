/**
 * Receipts a station issued offline (R-RCPT-*): the numbers it may use, the rows of a receipt and
 * its payments, and the writing of both. Sales and reserved-order payments (orders/) call these.
 */
import type { PaymentEntry, ReceiptEntry } from '@pos/shared/sync/protocol';
import type { Tx } from '../../db/client';
import type { StationOrigin } from '../op-handlers';
import { requestAllocationIfNeeded } from './allocation';
import { existingReceiptNumbers, insertPayments, insertReceipts, stationBlocks, type BlockRange, type PaymentInsert, type ReceiptInsert } from './receipt-repo';

/** A number is the station's to use when one of its blocks holds it and it was not voided. */
export function numberIssued(blocks: readonly BlockRange[], number: number): boolean {
  return blocks.some((b) => b.fromNumber <= number && number <= b.toNumber && (b.voidFrom === null || number < b.voidFrom));
}

export function paymentRows(receiptId: number, orderId: number | null, payments: readonly PaymentEntry[]): PaymentInsert[] {
  return payments.map((p, i) => ({
    documentId: receiptId,
    orderId,
    lineNo: i + 1,
    method: p.method,
    currencyId: p.currencyId,
    amount: p.amount,
    currencyRate: p.currencyRate,
    localAmount: p.localAmount,
    details: p.details as unknown as Record<string, unknown>,
  }));
}

export function receiptRow(who: StationOrigin, receipt: ReceiptEntry, extra: Partial<ReceiptInsert>): ReceiptInsert {
  return {
    providerId: who.providerId,
    stationId: who.stationId,
    uuid: receipt.uuid,
    docType: receipt.docType,
    number: receipt.number,
    currencyId: receipt.currencyId,
    total: receipt.total,
    issuedAt: new Date(receipt.issuedAt),
    ...extra,
  };
}

/** What the server knows of a station's numbers of one document type, to tell which it may still use. */
export interface StationNumbers {
  blocks: BlockRange[];
  used: Set<number>;
}

export async function stationNumbers(tx: Tx, who: StationOrigin, docType: string, numbers: number[]): Promise<StationNumbers> {
  return { blocks: await stationBlocks(tx, who.stationId, docType), used: await existingReceiptNumbers(tx, who.providerId, docType, numbers) };
}

/** A receipt paid with its order: the receipt, then its payments. */
export interface PaidReceipt {
  receipt: ReceiptEntry;
  payments: readonly PaymentEntry[];
  orderId: number;
  shiftUuid: string;
  userId: number;
}

/**
 * Writes paid receipts and their payments (two multi-row inserts). A tax invoice-receipt that needs
 * an allocation number (Israel Invoice) waits InProgress for the allocation job (allocation/).
 */
export async function writePaidReceipts(tx: Tx, who: StationOrigin, paid: readonly PaidReceipt[]): Promise<void> {
  const ids = await insertReceipts(
    tx,
    paid.map((p) => receiptRow(who, p.receipt, { orderId: p.orderId, shiftUuid: p.shiftUuid, userId: p.userId })),
  );
  await insertPayments(
    tx,
    paid.flatMap((p) => paymentRows(ids.get(p.receipt.uuid)!, p.orderId, p.payments)),
  );
  for (const p of paid) if (p.receipt.docType === 'invoice-receipt') await requestAllocationIfNeeded(tx, ids.get(p.receipt.uuid)!);
}

/** Keeps refused receipts' numbers as void receipts, so the numbering shows no silent gap. */
export async function writeVoidReceipts(tx: Tx, who: StationOrigin, voids: readonly { receipt: ReceiptEntry; reason: string }[]): Promise<void> {
  await insertReceipts(
    tx,
    voids.map((v) => receiptRow(who, v.receipt, { status: 'void', voidReason: v.reason, total: 0 })),
  );
}

/** The document types a sale or a payment at the window is documented by (issue 15). */
export function isSaleDocType(docType: string): boolean {
  return docType === 'receipt' || docType === 'invoice-receipt';
}
