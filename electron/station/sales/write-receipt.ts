import type { UserRow } from '@pos/shared/sync/streams';
import { AppError } from '@pos/shared/errors';
import type { OpPayloads, PaymentEntry, ReceiptEntry } from '@pos/shared/sync/protocol';
import { nowIso, type StationContext } from '../context';
import { requireOpenShift } from '../shifts/shift-handlers';
import type { ShiftRecord } from '../shifts/shift-store';
import { enqueue } from '../sync/outbox';
import { chargeCard, preparePayments, type PaymentInput } from './payments';
import { receiptNumbers, saleDocType, type ReceiptNumbers } from './receipt-numbers';
import { receiptDocument, type ReceiptDocument } from './receipt-document';
import { writeOrder, type OrderRecord } from './sale-store';
import { queueTicketPrint } from './sale-tickets';

/** What the window answers once a receipt is written (a sale or a reserved order's payment). */
export interface ReceiptResult {
  orderUuid: string;
  status: 'OK' | 'RQ';
  receipt: ReceiptDocument;
  printJobId: number;
  /** The tickets' print job, queued after the receipt (null when no product of the order prints tickets). */
  ticketsPrintJobId: number | null;
  change: number;
  /** What is left of the station's receipt numbers after this receipt (low: say so now). */
  receiptNumbers: ReceiptNumbers;
}

export function noNumbersLeft(): AppError {
  return new AppError('unprocessable', 'no-receipt-numbers', 'No receipt numbers are left on this station: connect it to the network to get more.');
}

/** What the receipt's transaction took: the next number of the station's block, the open shift, the time. */
export interface ReceiptTaken {
  number: number;
  shift: ShiftRecord;
  now: string;
  receipt: ReceiptEntry;
  /** The payments as the receipt holds them (a card's with the terminal's answer). */
  payments: PaymentEntry[];
}

/** The operation for the server that goes with the receipt: a sale, or a reserved order's payment. */
export type ReceiptOp = { [T in 'sale' | 'reserved-order-payment']: { type: T; payload: OpPayloads[T] } }['sale' | 'reserved-order-payment'];

/** What a kind of receipt writes, decided inside the transaction once the number is taken. */
export interface ReceiptDraft {
  op: ReceiptOp;
  /** The local order written with the receipt (the sale, or the payment's record of the reserved order). */
  order: OrderRecord;
  /** The server's order number the receipt shows (a reserved order has one; a sale gets it later). */
  orderNumber: number | null;
  reservedOrderNumber: number | null;
  totals: ReceiptDocument['totals'];
  /** The order whose tickets print after the receipt (a reserved order's as the tickets stream brought them). */
  tickets: { orderUuid: string; orderNumber: number | null };
  status: 'OK' | 'RQ';
}

export interface ReceiptWrite {
  user: UserRow;
  receiptUuid: string;
  currencyId: number;
  /** What the receipt totals: the payments must add up to it. */
  total: number;
  payments: readonly PaymentInput[];
  /**
   * Called inside the transaction with the number taken: checks again what may have changed while
   * the card was charged, writes the rows only this kind of receipt has, and drafts the rest.
   * Throwing rolls the whole receipt back.
   */
  draft(taken: ReceiptTaken): ReceiptDraft;
}

/**
 * The one write-receipt step of the window (a sale, a reserved order's payment): the payments
 * checked and a card charged through the terminal (before the transaction: a charge may take a
 * minute), then ONE SQLite transaction takes the next receipt number of the station's block and
 * writes the kind's own rows, the operation for the server, the local order with its lines, the
 * receipt and its payments, the receipt's print job and the tickets' print job.
 */
export async function writeReceipt(ctx: StationContext, write: ReceiptWrite): Promise<ReceiptResult> {
  if (receiptNumbers(ctx.db).next === null) throw noNumbersLeft();
  const prepared = preparePayments(ctx, write.user, write.payments, write.total);
  const { entries, cardTransactionId } = await chargeCard(ctx, prepared);
  const user = write.user;
  let result: ReceiptResult | undefined;
  ctx.db.$client.transaction(() => {
    // The number is taken inside the transaction: a receipt that waited for the card cannot take a number another took meanwhile.
    // The document follows the blocks the server handed: a tax invoice-receipt for a licensed dealer, else a receipt.
    const docType = saleDocType(ctx.db);
    const number = receiptNumbers(ctx.db).next;
    if (number === null) throw noNumbersLeft();
    const shift = requireOpenShift(ctx);
    const now = nowIso(ctx);
    const receipt: ReceiptEntry = { uuid: write.receiptUuid, docType, number, currencyId: write.currencyId, total: write.total, issuedAt: now };
    const draft = write.draft({ number, shift, now, receipt, payments: entries });
    const op = enqueue(ctx.db, draft.op.type, draft.op.payload, now);
    const order = draft.order;
    const document = receiptDocument(ctx.db, {
      docType,
      receiptUuid: write.receiptUuid,
      number,
      issuedAt: now,
      orderUuid: order.uuid,
      ...(draft.orderNumber !== null ? { orderNumber: draft.orderNumber } : {}),
      reservedOrderNumber: draft.reservedOrderNumber,
      userId: user.id,
      customer: order.leadCustomer,
      currencyId: write.currencyId,
      lines: order.lines.map((l) => ({ productName: l.productName, customerTypeName: l.customerTypeName, date: l.date, startTime: l.startTime, quantity: l.quantity, unitPrice: l.unitPrice, discountAmount: l.discountAmount, total: l.total })),
      totals: draft.totals,
      payments: entries,
    });
    const printJobId = writeOrder(ctx.db, order, { ...receipt, shiftUuid: shift.uuid, userId: user.id }, entries, op.seq, document, cardTransactionId);
    const ticketsPrintJobId = queueTicketPrint(ctx.db, { orderUuid: draft.tickets.orderUuid, orderNumber: draft.tickets.orderNumber, receiptNumber: number, issuedAt: now, userId: user.id });
    result = { orderUuid: order.uuid, status: draft.status, receipt: document, printJobId, ticketsPrintJobId, change: document.change, receiptNumbers: receiptNumbers(ctx.db) };
  })();
  // The sales of the next second go in the same round (sync-client.ts SALE_QUIET_MS); the outbox holds this one meanwhile.
  ctx.sync.trigger('sale');
  ctx.events.emit({ type: 'status' });
  ctx.events.emit({ type: 'print-job', id: result!.printJobId });
  if (result!.ticketsPrintJobId !== null) ctx.events.emit({ type: 'print-job', id: result!.ticketsPrintJobId });
  return result!;
}
