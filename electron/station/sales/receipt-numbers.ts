import type { DocType } from '@pos/shared/sync/streams';
import { nextNumber, numbersLeft } from '@pos/shared/sync/number-blocks';
import type { StationDb } from '../db/open';
import { documentBlocks, lastUsedNumberOf } from './receipt-store';

/** Fewer numbers than this left: the station says so (status and every sale) while it can still sell. */
export const LOW_RECEIPT_NUMBERS = 10;

/** The documents a station numbers from its own blocks, as it asks for them in every pull. */
export const STATION_DOC_TYPES: readonly DocType[] = ['receipt', 'invoice-receipt', 'refund'];

export type SaleDocType = 'receipt' | 'invoice-receipt';

export interface ReceiptNumbers {
  left: number;
  /** Few left: say so now, before the last sale. */
  low: boolean;
  next: number | null;
  /** The document a sale issues now (docs/decisions: a licensed dealer's sale is a tax invoice-receipt). */
  docType?: DocType;
}

/** The numbers left of one document type. */
export function documentNumbers(db: StationDb, docType: DocType): ReceiptNumbers {
  const blocks = documentBlocks(db, docType);
  const last = lastUsedNumberOf(db, docType);
  const left = numbersLeft(blocks, last);
  return { left, low: left <= LOW_RECEIPT_NUMBERS, next: nextNumber(blocks, last), docType };
}

/**
 * The sale's document follows what the server hands the station (it decides by the provider's tax
 * status): a station holding invoice-receipt blocks issues tax invoice-receipts, else receipts.
 * Receipt numbers still left are used up only while no invoice-receipt number is.
 */
export function saleDocType(db: StationDb): SaleDocType {
  const invoice = documentBlocks(db, 'invoice-receipt');
  if (invoice.length === 0) return 'receipt';
  if (nextNumber(invoice, lastUsedNumberOf(db, 'invoice-receipt')) !== null) return 'invoice-receipt';
  return nextNumber(documentBlocks(db, 'receipt'), lastUsedNumberOf(db, 'receipt')) !== null ? 'receipt' : 'invoice-receipt';
}

/** The numbers of the document a sale issues now. */
export function receiptNumbers(db: StationDb): ReceiptNumbers {
  return documentNumbers(db, saleDocType(db));
}

/** The last number used per document type, as the pull tells the server (it refills a block that runs low). */
export function lastUsedNumbers(db: StationDb): Record<DocType, { lastUsed: number | null }> {
  return Object.fromEntries(STATION_DOC_TYPES.map((t) => [t, { lastUsed: lastUsedNumberOf(db, t) }])) as Record<DocType, { lastUsed: number | null }>;
}

/** The last receipt number used (the sale's document type). */
export function lastUsedNumber(db: StationDb): number | null {
  return lastUsedNumberOf(db, saleDocType(db));
}
