import { randomUUID } from 'node:crypto';
import { AppError, fieldError, notFound } from '@pos/shared/errors';
import { vatOfGross } from '@pos/shared/money';
import { Permission } from '@pos/shared/permissions';
import type { LeadCustomer, ReservedOrderPaymentPayload } from '@pos/shared/sync/protocol';
import { receiptProblems } from '@pos/shared/sync/receipt-rules';
import type { ReservedOrderRow } from '@pos/shared/sync/streams';
import { currentCashier, nowIso, requirePermission, type StationContext } from '../context';
import { replica } from '../catalogue/replica';
import { requireOpenShift } from '../shifts/shift-handlers';
import { enqueue } from '../sync/outbox';
import { noNumbersLeft, type SaleResult } from '../sales/create-sale';
import { chargeCard, preparePayments, type PaymentInput } from '../sales/payments';
import { receiptNumbers } from '../sales/receipt-numbers';
import { writeOrder, type OrderRecord } from '../sales/sale-store';
import { receiptDocument } from '../sales/receipt-document';
import { queueTicketPrint } from '../sales/sale-tickets';

export interface ReservedOrderView extends Omit<ReservedOrderRow, 'lines'> {
  /** What is left to pay. */
  balance: number;
  lines: (ReservedOrderRow['lines'][number] & { productName: string; customerTypeName: string })[];
}

function view(ctx: StationContext, o: ReservedOrderRow): ReservedOrderView {
  return {
    ...o,
    balance: o.totalToPay - o.paid,
    lines: o.lines.map((l) => ({ ...l, productName: replica.product(ctx.db, l.productId)?.name ?? '', customerTypeName: replica.customerType(ctx.db, l.customerTypeId)?.name ?? '' })),
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Reserved orders (29): orders made elsewhere that wait to be paid and collected, found by order
 * number (digits only), by the lead customer's name, mobile or e-mail (2 characters at least,
 * R-ORD-23), or by a scanned order UUID.
 */
export function searchReserved(ctx: StationContext, args: { query: string; limit?: number }): ReservedOrderView[] {
  requirePermission(currentCashier(ctx), Permission.CashierReservedOrders);
  const query = (args.query ?? '').trim();
  const limit = Math.min(Math.max(args.limit ?? 20, 1), 100);
  if (/^\d+$/.test(query)) return replica.reservedByNumber(ctx.db, Number(query)).map((o) => view(ctx, o));
  if (query.length < 2) throw fieldError('query', 'Type at least 2 characters, or the order number.');
  const found = replica.reservedByText(ctx.db, UUID.test(query) ? query.toLowerCase() : query, limit);
  return found.map((o) => view(ctx, o));
}

export interface PayReservedArgs {
  orderId: number;
  payments: PaymentInput[];
}

/**
 * Pays what is left of a reserved order at the window: the receipt with the next number, the
 * payments (a card through the terminal), the print job and the outbox operation in one
 * transaction; the order leaves this station's list of reserved orders.
 */
export async function payReserved(ctx: StationContext, args: PayReservedArgs): Promise<SaleResult> {
  const user = currentCashier(ctx);
  requirePermission(user, Permission.CashierReservedOrders);
  requireOpenShift(ctx);
  const order = replica.reservedOrder(ctx.db, args.orderId);
  if (!order) throw notFound('Reserved order');
  const balance = order.totalToPay - order.paid;
  if (balance <= 0) throw new AppError('unprocessable', 'order-paid', 'This order is already paid.');
  if (receiptNumbers(ctx.db).next === null) throw noNumbersLeft();
  const prepared = preparePayments(ctx, user, args.payments, balance);
  const { entries, cardTransactionId } = await chargeCard(ctx, prepared);
  const localUuid = randomUUID();
  const receiptUuid = randomUUID();
  let result: SaleResult | undefined;
  ctx.db.$client.transaction(() => {
    const number = receiptNumbers(ctx.db).next;
    if (number === null) throw noNumbersLeft();
    if (!replica.reservedOrder(ctx.db, args.orderId)) throw new AppError('unprocessable', 'order-paid', 'This order was just paid.');
    const shift = requireOpenShift(ctx);
    const now = nowIso(ctx);
    const payload: ReservedOrderPaymentPayload = {
      orderId: order.id,
      orderUuid: order.uuid,
      shiftUuid: shift.uuid,
      userId: user.id,
      receipt: { uuid: receiptUuid, docType: 'receipt', number, currencyId: order.currencyId, total: balance, issuedAt: now },
      payments: entries,
    };
    const problem = receiptProblems(payload.receipt, entries)[0];
    if (problem) throw new AppError('unprocessable', problem.code, problem.message);
    const op = enqueue(ctx.db, 'reserved-order-payment', payload, now);
    const shown = view(ctx, order);
    const vatRateBp = replica.provider(ctx.db)?.vatRateBp ?? 0;
    const record: OrderRecord = {
      uuid: localUuid,
      kind: 'reserved',
      shiftUuid: shift.uuid,
      userId: user.id,
      createdAt: now,
      status: order.status,
      currencyId: order.currencyId,
      priceTypeId: order.priceTypeId,
      customerKind: 'private',
      businessClientId: null,
      leadCustomer: order.leadCustomer as LeadCustomer,
      remarks: order.remarks,
      vatRateBp,
      gross: order.totalToPay,
      discountAmount: 0,
      orderDiscountAmount: 0,
      discountPercentBp: 0,
      totalToPay: balance,
      vatAmount: vatOfGross(order.totalToPay, vatRateBp),
      reservedOrderId: order.id,
      reservedOrderNumber: order.orderNumber,
      lines: shown.lines.map((l) => ({
        productId: l.productId,
        slotId: l.slotId,
        date: l.date,
        startTime: l.startTime,
        customerTypeId: l.customerTypeId,
        priceListId: null,
        priceLineId: null,
        quantity: l.quantity,
        seats: l.quantity,
        persons: l.quantity,
        perPerson: true,
        unitPrice: l.unitPrice,
        listUnitPrice: l.unitPrice,
        discountAmount: l.quantity * l.unitPrice - l.total,
        discountPercentBp: 0,
        total: l.total,
        productName: l.productName,
        customerTypeName: l.customerTypeName,
      })),
    };
    const document = receiptDocument(ctx.db, {
      number,
      issuedAt: now,
      orderUuid: localUuid,
      orderNumber: order.orderNumber,
      reservedOrderNumber: order.orderNumber,
      userId: user.id,
      customer: record.leadCustomer,
      currencyId: order.currencyId,
      lines: record.lines.map((l) => ({ productName: l.productName, customerTypeName: l.customerTypeName, date: l.date, startTime: l.startTime, quantity: l.quantity, unitPrice: l.unitPrice, discountAmount: l.discountAmount, total: l.total })),
      totals: { gross: order.totalToPay, discountAmount: 0, vatAmount: vatOfGross(balance, vatRateBp), total: balance },
      payments: entries,
    });
    const printJobId = writeOrder(ctx.db, record, { ...payload.receipt, shiftUuid: shift.uuid, userId: user.id }, entries, op.seq, document, cardTransactionId);
    ctx.db.$client.prepare('delete from reserved_orders where id = ?').run(order.id);
    // Its tickets print after the receipt when the tickets stream brought them (R-PROD-16).
    const ticketsPrintJobId = queueTicketPrint(ctx.db, { orderUuid: order.uuid, orderNumber: order.orderNumber, receiptNumber: number, issuedAt: now, userId: user.id });
    result = { orderUuid: localUuid, status: order.status === 'RQ' ? 'RQ' : 'OK', receipt: document, printJobId, ticketsPrintJobId, change: document.change, receiptNumbers: receiptNumbers(ctx.db) };
  })();
  ctx.sync.trigger();
  ctx.events.emit({ type: 'status' });
  ctx.events.emit({ type: 'print-job', id: result!.printJobId });
  if (result!.ticketsPrintJobId !== null) ctx.events.emit({ type: 'print-job', id: result!.ticketsPrintJobId });
  return result!;
}

export function reservedHandlers(ctx: StationContext) {
  return {
    'reserved-search': (args: { query: string; limit?: number }) => searchReserved(ctx, args),
    'reserved-pay': (args: PayReservedArgs) => payReserved(ctx, args),
  };
}
