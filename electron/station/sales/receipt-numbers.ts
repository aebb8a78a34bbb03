import { nextNumber, numbersLeft } from '@pos/shared/sync/number-blocks';
import type { StationDb } from '../db/open';
import { lastUsedNumber, receiptBlocks } from './receipt-store';

/** Fewer numbers than this left: the station says so (status and every sale) while it can still sell. */
export const LOW_RECEIPT_NUMBERS = 10;

export { lastUsedNumber };

export interface ReceiptNumbers {
  left: number;
  /** Few left: say so now, before the last sale. */
  low: boolean;
  next: number | null;
}

export function receiptNumbers(db: StationDb): ReceiptNumbers {
  const blocks = receiptBlocks(db);
  const last = lastUsedNumber(db);
  const left = numbersLeft(blocks, last);
  return { left, low: left <= LOW_RECEIPT_NUMBERS, next: nextNumber(blocks, last) };
}
