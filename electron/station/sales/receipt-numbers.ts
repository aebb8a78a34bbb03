import type Database from 'better-sqlite3';
import { nextNumber, numbersLeft, type NumberRange } from '@pos/shared/sync/number-blocks';
import type { StationDb } from '../db/open';
import { preparedStatements } from '../db/prepared';

/** Fewer numbers than this left: the station says so (status and every sale) while it can still sell. */
export const LOW_RECEIPT_NUMBERS = 10;

function statements(sqlite: Database.Database) {
  return {
    blocks: sqlite.prepare<[], NumberRange>("select from_number as fromNumber, to_number as toNumber, void_from as voidFrom from number_blocks where doc_type = 'receipt'"),
    lastUsed: sqlite.prepare<[], { n: number | null }>("select max(number) as n from receipts where doc_type = 'receipt'"),
  };
}
const stmts = preparedStatements(statements);

export function lastUsedNumber(db: StationDb): number | null {
  return stmts(db).lastUsed.get()?.n ?? null;
}

export interface ReceiptNumbers {
  left: number;
  /** Few left: say so now, before the last sale. */
  low: boolean;
  next: number | null;
}

export function receiptNumbers(db: StationDb): ReceiptNumbers {
  const blocks = stmts(db).blocks.all();
  const last = lastUsedNumber(db);
  const left = numbersLeft(blocks, last);
  return { left, low: left <= LOW_RECEIPT_NUMBERS, next: nextNumber(blocks, last) };
}
