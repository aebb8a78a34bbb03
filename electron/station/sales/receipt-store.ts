import type Database from 'better-sqlite3';
import type { PaymentEntry, ReceiptEntry } from '@pos/shared/sync/protocol';
import type { NumberRange } from '@pos/shared/sync/number-blocks';
import type { DocType } from '@pos/shared/sync/streams';
import type { StationDb } from '../db/open';
import { preparedStatements } from '../db/prepared';

/**
 * The station's documents (receipts, invoice-receipts, refunds) and their payments, and the numbers
 * it may use per document type (number_blocks, written by the pull). Every sale takes a number and writes here inside its transaction:
 * statements prepared once per database.
 */
function statements(sqlite: Database.Database) {
  return {
    blocks: sqlite.prepare<[string], NumberRange>('select from_number as fromNumber, to_number as toNumber, void_from as voidFrom from number_blocks where doc_type = ?'),
    lastUsed: sqlite.prepare<[string], { n: number | null }>('select max(number) as n from receipts where doc_type = ?'),
    receipt: sqlite.prepare(
      'insert into receipts (uuid, doc_type, number, order_uuid, shift_uuid, user_id, currency_id, total, issued_at) values (@uuid, @docType, @number, @orderUuid, @shiftUuid, @userId, @currencyId, @total, @issuedAt)',
    ),
    payment: sqlite.prepare(
      'insert into payments (receipt_uuid, line_no, method, currency_id, amount, currency_rate, local_amount, details) values (@receiptUuid, @lineNo, @method, @currencyId, @amount, @currencyRate, @localAmount, @details)',
    ),
  };
}

const stmts = preparedStatements(statements);

/** The number blocks of a document type the server gave this station. */
export function documentBlocks(db: StationDb, docType: DocType): NumberRange[] {
  return stmts(db).blocks.all(docType);
}

/** The last number this station used of a document type. */
export function lastUsedNumberOf(db: StationDb, docType: DocType): number | null {
  return stmts(db).lastUsed.get(docType)?.n ?? null;
}

/** A receipt of an order and its payments, in order. Call inside the order's transaction. */
export function writeReceiptRows(db: StationDb, receipt: ReceiptEntry & { orderUuid: string; shiftUuid: string; userId: number }, payments: readonly PaymentEntry[]): void {
  const s = stmts(db);
  s.receipt.run({ uuid: receipt.uuid, docType: receipt.docType, number: receipt.number, orderUuid: receipt.orderUuid, shiftUuid: receipt.shiftUuid, userId: receipt.userId, currencyId: receipt.currencyId, total: receipt.total, issuedAt: receipt.issuedAt });
  payments.forEach((p, i) =>
    s.payment.run({ receiptUuid: receipt.uuid, lineNo: i + 1, method: p.method, currencyId: p.currencyId, amount: p.amount, currencyRate: p.currencyRate, localAmount: p.localAmount, details: JSON.stringify(p.details) }),
  );
}
