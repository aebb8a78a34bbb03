import type Database from 'better-sqlite3';
import type { LeadCustomer, PaymentEntry } from '@pos/shared/sync/protocol';
import type { StationDb } from '../db/open';
import { preparedStatements } from '../db/prepared';

/**
 * The refunds given at this window (refunds, refund_lines) and what a refund reads of the sale it
 * refunds: the order, its lines, its receipt and payments, its tickets. The refund document itself
 * is a row of receipts (doc_type 'refund') written through sales/receipt-store.ts.
 */

/** The sale document a refund may name: a receipt or invoice-receipt of an order, with its order. */
export interface RefundableReceipt {
  receiptUuid: string;
  docType: 'receipt' | 'invoice-receipt';
  number: number;
  total: number;
  issuedAt: string;
  shiftUuid: string;
  currencyId: number;
  orderUuid: string;
  orderKind: 'sale' | 'reserved';
  orderStatus: string;
  leadCustomer: LeadCustomer;
  vatRateBp: number;
  serverOrderId: number | null;
  serverOrderNumber: number | null;
  reservedOrderId: number | null;
  reservedOrderNumber: number | null;
}

export interface RefundableLine {
  lineNo: number;
  productId: number;
  productName: string;
  customerTypeId: number;
  customerTypeName: string;
  slotId: number | null;
  date: string;
  startTime: string | null;
  quantity: number;
  seats: number;
  unitPrice: number;
  total: number;
}

export interface RefundTicket {
  code: string;
  ticketNo: number;
  productId: number;
  customerTypeId: number;
  date: string;
  startTime: string | null;
  quantity: number;
  scanned: boolean;
  voided: boolean;
}

export interface RefundRecord {
  uuid: string;
  number: number;
  originalReceiptUuid: string;
  originalNumber: number;
  orderUuid: string;
  shiftUuid: string;
  userId: number;
  reason: string;
  total: number;
  whole: boolean;
  createdAt: string;
  conflictFlags: string[];
  syncStatus: string;
}

const RECEIPT_COLUMNS = `r.uuid as receiptUuid, r.doc_type as docType, r.number, r.total, r.issued_at as issuedAt, r.shift_uuid as shiftUuid, r.currency_id as currencyId,
  o.uuid as orderUuid, o.kind as orderKind, o.status as orderStatus, o.lead_customer as leadCustomer, o.vat_rate_bp as vatRateBp, o.server_order_id as serverOrderId,
  o.server_order_number as serverOrderNumber, o.reserved_order_id as reservedOrderId, o.reserved_order_number as reservedOrderNumber`;
const REFUND_COLUMNS = `f.uuid, d.number, f.original_receipt_uuid as originalReceiptUuid, coalesce(r.number, 0) as originalNumber, f.order_uuid as orderUuid, f.shift_uuid as shiftUuid,
  f.user_id as userId, f.reason, f.total, f.whole, f.created_at as createdAt, f.conflict_flags as conflictFlags, coalesce(b.status, case when f.op_seq = 0 then 'applied' else 'pending' end) as syncStatus`;
// The original receipt is here unless the sale was refunded online (sold elsewhere: online-refund.ts); op_seq 0 = done by the server at once.
const REFUND_FROM = `refunds f join receipts d on d.uuid = f.uuid left join receipts r on r.uuid = f.original_receipt_uuid left join outbox b on b.seq = f.op_seq`;

type ReceiptRow = Omit<RefundableReceipt, 'leadCustomer'> & { leadCustomer: string };
type RefundRow = Omit<RefundRecord, 'whole' | 'conflictFlags'> & { whole: number; conflictFlags: string };

function statements(sqlite: Database.Database) {
  return {
    receiptOfOrder: sqlite.prepare<[string], ReceiptRow>(
      `select ${RECEIPT_COLUMNS} from receipts r join orders o on o.uuid = r.order_uuid where o.uuid = ? and r.doc_type <> 'refund' order by r.issued_at limit 1`,
    ),
    receiptByNumber: sqlite.prepare<[number], ReceiptRow>(
      `select ${RECEIPT_COLUMNS} from receipts r join orders o on o.uuid = r.order_uuid where r.number = ? and r.doc_type <> 'refund' order by r.issued_at desc limit 1`,
    ),
    lines: sqlite.prepare<[string], RefundableLine>(
      `select line_no as lineNo, product_id as productId, product_name as productName, customer_type_id as customerTypeId, customer_type_name as customerTypeName,
              slot_id as slotId, date, start_time as startTime, quantity, seats, unit_price as unitPrice, total
       from order_lines where order_uuid = ? order by line_no`,
    ),
    payments: sqlite.prepare<[string], { method: number; currencyId: number; amount: number; currencyRate: string; localAmount: number; details: string }>(
      'select method, currency_id as currencyId, amount, currency_rate as currencyRate, local_amount as localAmount, details from payments where receipt_uuid = ? order by line_no',
    ),
    tickets: sqlite.prepare<[string], Omit<RefundTicket, 'scanned' | 'voided'> & { scanned: number; voided: number }>(
      `select t.code, t.ticket_no as ticketNo, t.product_id as productId, t.customer_type_id as customerTypeId, t.date, t.start_time as startTime, t.quantity,
              (t.server_scanned_at is not null or exists (select 1 from ticket_scans s where s.ticket_code = t.code)) as scanned, (t.voided_at is not null) as voided
       from tickets t where t.order_uuid = ? order by t.ticket_no`,
    ),
    refundOf: sqlite.prepare<[string], RefundRow>(`select ${REFUND_COLUMNS} from ${REFUND_FROM} where f.original_receipt_uuid = ?`),
    refundByUuid: sqlite.prepare<[string], RefundRow>(`select ${REFUND_COLUMNS} from ${REFUND_FROM} where f.uuid = ?`),
    refundsOfShift: sqlite.prepare<[string], RefundRow>(`select ${REFUND_COLUMNS} from ${REFUND_FROM} where f.shift_uuid = ? order by f.created_at desc`),
    insertRefund: sqlite.prepare(
      `insert into refunds (uuid, original_receipt_uuid, order_uuid, shift_uuid, user_id, reason, total, whole, created_at, op_seq)
       values (@uuid, @originalReceiptUuid, @orderUuid, @shiftUuid, @userId, @reason, @total, @whole, @createdAt, @opSeq)`,
    ),
    insertLine: sqlite.prepare<[string, number, number, number]>('insert into refund_lines (refund_uuid, line_no, quantity, amount) values (?, ?, ?, ?)'),
    refundLines: sqlite.prepare<[string], { lineNo: number; quantity: number; amount: number }>('select line_no as lineNo, quantity, amount from refund_lines where refund_uuid = ? order by line_no'),
    voidTicket: sqlite.prepare<[string, string]>('update tickets set voided_at = ? where code = ? and voided_at is null'),
    cancelOrder: sqlite.prepare<[string]>("update ticket_orders set status = 'Cancelled' where order_uuid = ?"),
    releaseSeats: sqlite.prepare<[number, number, string, number]>('insert into local_seats (op_seq, slot_id, date, seats) values (?, ?, ?, ?)'),
    flagged: sqlite.prepare<[string, string]>('update refunds set conflict_flags = ? where uuid = ?'),
    shiftTotals: sqlite.prepare<[string], { n: number; total: number }>('select count(*) as n, coalesce(sum(total), 0) as total from refunds where shift_uuid = ?'),
    shiftByMethod: sqlite.prepare<[string], { method: number; currencyId: number; amount: number; n: number }>(
      `select p.method, p.currency_id as currencyId, sum(p.amount) as amount, count(distinct f.uuid) as n
       from refunds f join payments p on p.receipt_uuid = f.uuid where f.shift_uuid = ? group by p.method, p.currency_id order by p.method, p.currency_id`,
    ),
  };
}

const stmts = preparedStatements(statements);

const toReceipt = (row: ReceiptRow | undefined): RefundableReceipt | null => (row ? { ...row, leadCustomer: JSON.parse(row.leadCustomer) as LeadCustomer } : null);
const toRefund = (row: RefundRow | undefined): RefundRecord | null => (row ? { ...row, whole: row.whole === 1, conflictFlags: JSON.parse(row.conflictFlags) as string[] } : null);

export const refundStore = {
  /** The sale document of an order sold or paid here (not a refund). */
  receiptOfOrder: (db: StationDb, orderUuid: string): RefundableReceipt | null => toReceipt(stmts(db).receiptOfOrder.get(orderUuid)),
  /** A sale document by its number (the latest of that number, receipt or invoice-receipt). */
  receiptByNumber: (db: StationDb, number: number): RefundableReceipt | null => toReceipt(stmts(db).receiptByNumber.get(number)),
  lines: (db: StationDb, orderUuid: string): RefundableLine[] => stmts(db).lines.all(orderUuid),
  payments: (db: StationDb, receiptUuid: string): PaymentEntry[] => stmts(db).payments.all(receiptUuid).map((p) => ({ ...p, details: JSON.parse(p.details) }) as PaymentEntry),
  tickets: (db: StationDb, orderUuid: string): RefundTicket[] => stmts(db).tickets.all(orderUuid.toLowerCase()).map((t) => ({ ...t, scanned: t.scanned === 1, voided: t.voided === 1 })),
  /** The refund of a receipt, if it has one (once only: R-RCPT-7). */
  refundOf: (db: StationDb, receiptUuid: string): RefundRecord | null => toRefund(stmts(db).refundOf.get(receiptUuid)),
  refund: (db: StationDb, uuid: string): RefundRecord | null => toRefund(stmts(db).refundByUuid.get(uuid)),
  refundsOfShift: (db: StationDb, shiftUuid: string): RefundRecord[] => stmts(db).refundsOfShift.all(shiftUuid).map((r) => toRefund(r)!),
  refundLines: (db: StationDb, uuid: string) => stmts(db).refundLines.all(uuid),

  /**
   * The refund's own rows: the refund, its lines, the tickets voided, the order cancelled when
   * every line went back, and the seats given back (counted here until the server counts them).
   * Call inside the refund's transaction.
   */
  write(
    db: StationDb,
    refund: { uuid: string; originalReceiptUuid: string; orderUuid: string; shiftUuid: string; userId: number; reason: string; total: number; whole: boolean; createdAt: string; opSeq: number },
    lines: readonly { lineNo: number; quantity: number; amount: number }[],
    voided: readonly string[],
    seats: readonly { slotId: number; date: string; seats: number }[],
  ): void {
    const s = stmts(db);
    s.insertRefund.run({ ...refund, whole: refund.whole ? 1 : 0 });
    for (const l of lines) s.insertLine.run(refund.uuid, l.lineNo, l.quantity, l.amount);
    for (const code of voided) s.voidTicket.run(refund.createdAt, code);
    if (refund.whole) s.cancelOrder.run(refund.orderUuid.toLowerCase());
    for (const seat of seats) if (seat.seats > 0) s.releaseSeats.run(refund.opSeq, seat.slotId, seat.date, -seat.seats);
  },

  /** The server's answer to the refund: its conflict flags (refunded-twice when the office refunded first). */
  setFlags(db: StationDb, uuid: string, flags: readonly string[]): void {
    stmts(db).flagged.run(JSON.stringify(flags), uuid);
  },

  /** What the X and Z reports count of a shift's refunds: how many, how much, and by how the money went back. */
  shiftRefunds(db: StationDb, shiftUuid: string) {
    const s = stmts(db);
    return { ...s.shiftTotals.get(shiftUuid)!, byMethod: s.shiftByMethod.all(shiftUuid) };
  },
};
