import type Database from 'better-sqlite3';
import type { LeadCustomer, PaymentEntry, ReceiptEntry, SaleCoupon, SaleLineEntry, SaleVoucher } from '@pos/shared/sync/protocol';
import type { StationDb } from '../db/open';
import { preparedStatements } from '../db/prepared';

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
    receipt: sqlite.prepare(
      'insert into receipts (uuid, doc_type, number, order_uuid, shift_uuid, user_id, currency_id, total, issued_at) values (@uuid, @docType, @number, @orderUuid, @shiftUuid, @userId, @currencyId, @total, @issuedAt)',
    ),
    payment: sqlite.prepare(
      'insert into payments (receipt_uuid, line_no, method, currency_id, amount, currency_rate, local_amount, details) values (@receiptUuid, @lineNo, @method, @currencyId, @amount, @currencyRate, @localAmount, @details)',
    ),
    seats: sqlite.prepare('insert into local_seats (op_seq, slot_id, date, seats) values (?, ?, ?, ?)'),
    printJob: sqlite.prepare<[string, string, string, string], { id: number }>("insert into print_jobs (kind, ref_uuid, status, payload, created_at) values (?, ?, 'pending', ?, ?) returning id"),
    cardLink: sqlite.prepare('update card_transactions set order_uuid = ? where id = ?'),
    subCouponUsed: sqlite.prepare("update sub_coupons set status = 'Used' where coupon_id = ? and code = ?"),
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
  if (coupon?.subCouponCode) s.subCouponUsed.run(coupon.couponId, coupon.subCouponCode);
  order.lines.forEach((l, i) => s.line.run({ ...l, orderUuid: order.uuid, lineNo: i + 1, perPerson: l.perPerson ? 1 : 0 }));
  s.receipt.run({ uuid: receipt.uuid, docType: receipt.docType, number: receipt.number, orderUuid: order.uuid, shiftUuid: receipt.shiftUuid, userId: receipt.userId, currencyId: receipt.currencyId, total: receipt.total, issuedAt: receipt.issuedAt });
  payments.forEach((p, i) =>
    s.payment.run({ receiptUuid: receipt.uuid, lineNo: i + 1, method: p.method, currencyId: p.currencyId, amount: p.amount, currencyRate: p.currencyRate, localAmount: p.localAmount, details: JSON.stringify(p.details) }),
  );
  if (order.kind === 'sale') for (const l of order.lines) if (l.slotId !== null && l.seats > 0) s.seats.run(opSeq, l.slotId, l.date, l.seats);
  if (cardTransactionId !== null) s.cardLink.run(order.uuid, cardTransactionId);
  return s.printJob.get('receipt', receipt.uuid, JSON.stringify(printPayload), receipt.issuedAt)!.id;
}
