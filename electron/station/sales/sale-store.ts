import type Database from 'better-sqlite3';
import { notFound } from '@pos/shared/errors';
import type { LeadCustomer, PaymentEntry, ReceiptEntry, SaleCoupon, SaleLineEntry, SaleVoucher } from '@pos/shared/sync/protocol';
import type { StationDb } from '../db/open';
import { preparedStatements } from '../db/prepared';
import { queuePrintJob } from '../printing/print-job-store';
import { linkCardToOrder } from './card-store';
import { writeReceiptRows } from './receipt-store';
import { couponStore } from '../coupons/coupon-store';
import type { ReceiptDocument } from './receipt-document';

/** A local order with its lines as written (sale or reserved-order payment). */
export interface OrderRecord {
  uuid: string;
  kind: 'sale' | 'reserved';
  shiftUuid: string;
  userId: number;
  createdAt: string;
  status: string;
  currencyId: number;
  priceTypeId: number;
  customerKind: string;
  businessClientId: number | null;
  leadCustomer: LeadCustomer;
  remarks: string;
  vatRateBp: number;
  gross: number;
  discountAmount: number;
  orderDiscountAmount: number;
  discountPercentBp: number;
  totalToPay: number;
  vatAmount: number;
  reservedOrderId: number | null;
  reservedOrderNumber: number | null;
  lines: (SaleLineEntry & { productName: string; customerTypeName: string })[];
  coupon?: SaleCoupon | null;
  voucher?: SaleVoucher | null;
}

function statements(sqlite: Database.Database) {
  return {
    order: sqlite.prepare(
      `insert into orders (uuid, kind, shift_uuid, user_id, created_at, status, currency_id, price_type_id, customer_kind, business_client_id, lead_customer, remarks, vat_rate_bp, gross, discount_amount, order_discount_amount, discount_percent_bp, total_to_pay, vat_amount, reserved_order_id, reserved_order_number, op_seq, coupon, coupon_id, voucher)
       values (@uuid, @kind, @shiftUuid, @userId, @createdAt, @status, @currencyId, @priceTypeId, @customerKind, @businessClientId, @leadCustomer, @remarks, @vatRateBp, @gross, @discountAmount, @orderDiscountAmount, @discountPercentBp, @totalToPay, @vatAmount, @reservedOrderId, @reservedOrderNumber, @opSeq, @coupon, @couponId, @voucher)`,
    ),
    line: sqlite.prepare(
      `insert into order_lines (order_uuid, line_no, product_id, product_name, slot_id, date, start_time, customer_type_id, customer_type_name, price_list_id, price_line_id, quantity, seats, persons, per_person, unit_price, list_unit_price, discount_amount, discount_percent_bp, total)
       values (@orderUuid, @lineNo, @productId, @productName, @slotId, @date, @startTime, @customerTypeId, @customerTypeName, @priceListId, @priceLineId, @quantity, @seats, @persons, @perPerson, @unitPrice, @listUnitPrice, @discountAmount, @discountPercentBp, @total)`,
    ),
    seats: sqlite.prepare('insert into local_seats (op_seq, slot_id, date, seats) values (?, ?, ?, ?)'),
    sales: sqlite.prepare<[string | null, string | null, number], Omit<SaleSummary, 'conflictFlags' | 'refund'> & { conflictFlags: string; refundUuid: string | null; refundNumber: number | null; refundTotal: number | null; refundFlags: string | null }>(
      `select o.uuid as orderUuid, o.kind, o.created_at as createdAt, r.number as receiptNumber, r.total, o.server_order_number as serverOrderNumber,
              o.conflict_flags as conflictFlags, b.status as syncStatus,
              (select coalesce(sum(quantity), 0) from order_lines l where l.order_uuid = o.uuid) as tickets,
              r.doc_type as docType, f.uuid as refundUuid, d.number as refundNumber, f.total as refundTotal, f.conflict_flags as refundFlags
       from orders o join receipts r on r.order_uuid = o.uuid and r.doc_type <> 'refund' left join outbox b on b.seq = o.op_seq
       left join refunds f on f.original_receipt_uuid = r.uuid left join receipts d on d.uuid = f.uuid
       where (? is null or o.shift_uuid = ?)
       order by o.created_at desc, r.number desc limit ?`,
    ),
    receiptOf: sqlite.prepare<[string], { payload: string; orderNumber: number | null }>(
      "select j.payload, o.server_order_number as orderNumber from print_jobs j join receipts r on r.uuid = j.ref_uuid join orders o on o.uuid = r.order_uuid where o.uuid = ? and j.kind = 'receipt' order by j.id limit 1",
    ),
    orderNumber: sqlite.prepare<[string, string], { n: number | null }>(
      'select coalesce((select server_order_number from orders where uuid = ?), (select order_number from ticket_orders where order_uuid = ?)) as n',
    ),
  };
}

const stmts = preparedStatements(statements);

/**
 * Writes an order, its lines, its receipt and payments, the seats it holds (counted locally until
 * the server counts them) and its print job. Call inside the transaction that also queues the
 * operation for the server.
 */
export function writeOrder(db: StationDb, order: OrderRecord, receipt: ReceiptEntry & { shiftUuid: string; userId: number }, payments: readonly PaymentEntry[], opSeq: number, printPayload: unknown, cardTransactionId: number | null): number {
  const s = stmts(db);
  const coupon = order.coupon ?? null;
  s.order.run({ ...order, leadCustomer: JSON.stringify(order.leadCustomer), lines: undefined, opSeq, coupon: coupon && JSON.stringify(coupon), couponId: coupon?.couponId ?? null, voucher: order.voucher ? JSON.stringify(order.voucher) : null });
  // The serial code is used here at once: this station cannot redeem it again (the server keeps the first).
  if (coupon?.subCouponCode) couponStore.markSubCouponUsed(db, coupon.couponId, coupon.subCouponCode);
  order.lines.forEach((l, i) => s.line.run({ ...l, orderUuid: order.uuid, lineNo: i + 1, perPerson: l.perPerson ? 1 : 0 }));
  writeReceiptRows(db, { ...receipt, orderUuid: order.uuid }, payments);
  if (order.kind === 'sale') for (const l of order.lines) if (l.slotId !== null && l.seats > 0) s.seats.run(opSeq, l.slotId, l.date, l.seats);
  if (cardTransactionId !== null) linkCardToOrder(db, cardTransactionId, order.uuid);
  return queuePrintJob(db, 'receipt', receipt.uuid, printPayload, receipt.issuedAt);
}

export interface SaleSummary {
  orderUuid: string;
  kind: 'sale' | 'reserved';
  createdAt: string;
  receiptNumber: number;
  total: number;
  tickets: number;
  serverOrderNumber: number | null;
  conflictFlags: string[];
  /** pending: waits to be sent; applied / conflict / rejected: the server's answer. */
  syncStatus: string;
  docType: 'receipt' | 'invoice-receipt';
  /** The refund given for it at this window (once only: R-RCPT-7), with the server's flags (refunded-twice). */
  refund: { uuid: string; number: number; total: number; conflictFlags: string[] } | null;
}

/** The sales of a shift (or the latest), newest first, with how far each got to the server. */
export function listSales(db: StationDb, args: { shiftUuid?: string; limit?: number }): SaleSummary[] {
  const limit = Math.min(Math.max(args.limit ?? 50, 1), 500);
  const rows = stmts(db).sales.all(args.shiftUuid ?? null, args.shiftUuid ?? null, limit);
  return rows.map(({ refundUuid, refundNumber, refundTotal, refundFlags, ...r }) => ({
    ...r,
    syncStatus: r.syncStatus ?? 'pending',
    conflictFlags: JSON.parse(r.conflictFlags) as string[],
    refund: refundUuid ? { uuid: refundUuid, number: refundNumber!, total: refundTotal!, conflictFlags: JSON.parse(refundFlags ?? '[]') as string[] } : null,
  }));
}

/** The receipt of a sale as printed (for the receipt screen and a reprint). */
export function saleReceipt(db: StationDb, orderUuid: string): ReceiptDocument {
  const row = stmts(db).receiptOf.get(orderUuid);
  if (!row) throw notFound('Sale');
  const document = JSON.parse(row.payload) as ReceiptDocument;
  return { ...document, orderNumber: row.orderNumber ?? document.orderNumber };
}

/** The server's number of an order sold here or known by its tickets (null until the server gave one). */
export function knownOrderNumber(db: StationDb, orderUuid: string): number | null {
  return stmts(db).orderNumber.get(orderUuid, orderUuid.toLowerCase())?.n ?? null;
}
