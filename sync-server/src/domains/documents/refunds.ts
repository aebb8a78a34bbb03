/**
 * Refunds (issue 15, R-RCPT-5..7): a refund receipt credits one receipt or invoice-receipt, once,
 * never above it. The same rules whether the office refunds (C154 receipt/cancel, the number taken
 * from the provider's sequence) or a station pushes a refund it made at the window (its number from
 * the station's `refund` block). The receipt's row is locked first, so two refunds of it at once
 * queue: the first stands, the second finds it (and a unique index keeps one standing refund per
 * receipt even so).
 */
import { cardRefundProblems, refundAmountProblems, refundLinesProblems, refundPaymentProblems } from '@pos/shared/documents/refund-rules';
import type { RuleProblem } from '@pos/shared/sync/receipt-rules';
import { PaymentMethod, type PaymentEntry } from '@pos/shared/sync/protocol';
import type { Tx } from '../../db/client';
import { applyRefundToOrder, lockOrderForRefund, orderLinesInOrder } from '../orders/refund-order';
import { ticketsOfOrders } from '../tickets/ticket-repo';
import { insertDocument, insertDocumentLines, paymentsOf, standingRefundOf, updateDocument, type DocumentPaymentRow, type DocumentRow } from './document-repo';
import { insertPayments } from './receipt-repo';
import { paymentRows } from './station-receipts';

export interface RefundRequest {
  providerId: number;
  original: DocumentRow;
  amount: number;
  lines: readonly { lineNo: number; quantity: number; amount: number }[];
  payments: readonly PaymentEntry[];
  reason: string;
  userId: number | null;
  stationId: number | null;
  screen: string;
  shiftUuid: string | null;
  issuedAt: Date;
  number: number;
  uuid?: string;
  /** Ticket codes the station voided; the server keeps those of the order only. Office refunds compute them. */
  voidedTicketCodes?: readonly string[];
}

/**
 * What stops a refund of this receipt for this amount: R-RCPT-5, R-RCPT-6, R-RCPT-7 and the
 * payments' rules. `originalPayments`: the receipt's payments when the caller has read them already.
 */
export async function refundProblems(tx: Tx, original: DocumentRow, amount: number, payments: readonly PaymentEntry[], lines: RefundRequest['lines'], originalPayments?: readonly DocumentPaymentRow[]): Promise<RuleProblem[]> {
  const standing = await standingRefundOf(tx, original.id);
  const paidByCard = (originalPayments ?? (await paymentsOf(tx, [original.id]))).filter((p) => p.method === PaymentMethod.CreditCard).reduce((s, p) => s + p.localAmount, 0);
  return [
    ...refundAmountProblems({ docType: original.docType, total: original.total, status: original.status, refundedBy: standing?.id ?? null }, amount),
    ...refundPaymentProblems(amount, payments),
    ...refundLinesProblems(amount, lines),
    ...cardRefundProblems(paidByCard, payments),
  ];
}

/**
 * Is this refund the whole receipt of the whole order (the order is then cancelled and every ticket
 * voided)? Only when it gives back all the order still holds: an order paid by two receipts is not
 * cancelled by the refund of one of them (the other's money stays), only by the last one's.
 */
function wholeRefund(original: Pick<DocumentRow, 'total'>, amount: number, orderPaid: number, lines: RefundRequest['lines'], orderLineCount: number, orderLines: readonly { quantity: number }[]): boolean {
  if (amount !== original.total || amount < orderPaid) return false;
  if (lines.length === 0) return true;
  return lines.length === orderLineCount && lines.every((l) => l.quantity >= (orderLines[l.lineNo - 1]?.quantity ?? Infinity));
}

/**
 * The tickets a refund voids. The station names them (it knows which it took back); the server keeps
 * those of the order only. Else: every ticket of a whole refund; of a line, a single-unit line's
 * first `quantity` tickets and a multiple-unit line's one ticket.
 */
async function ticketsOfRefund(tx: Tx, order: { id: number; uuid: string }, whole: boolean, lines: RefundRequest['lines'], named: readonly string[] | undefined): Promise<string[]> {
  const tickets = (await ticketsOfOrders(tx, [order])).get(order.id) ?? [];
  if (named && named.length > 0) {
    const codes = new Set(tickets.map((t) => t.code));
    return [...new Set(named.map((c) => c.toLowerCase()).filter((c) => codes.has(c)))];
  }
  if (whole) return tickets.map((t) => t.code);
  return lines.flatMap((l) => tickets.filter((t) => t.lineIndex === l.lineNo - 1).slice(0, l.quantity).map((t) => t.code));
}

/** What a refund does to its order, worked out with the order locked: a whole refund or not, and the tickets it voids. */
interface RefundSide {
  orderLines: Awaited<ReturnType<typeof orderLinesInOrder>>;
  /** The refund's order, locked (undefined: a receipt without an order, or not found). */
  order: Awaited<ReturnType<typeof lockOrderForRefund>>;
  whole: boolean;
  voided: string[];
}

async function refundSide(tx: Tx, r: RefundRequest, orderUuid: string | null): Promise<RefundSide> {
  const o = r.original;
  // The order locked first, then its lines read: applyRefundToOrder takes both instead of reading them again.
  const order = o.orderId !== null ? await lockOrderForRefund(tx, r.providerId, o.orderId) : undefined;
  const orderLines = o.orderId !== null ? await orderLinesInOrder(tx, o.orderId) : [];
  const whole = wholeRefund(o, r.amount, order?.paid ?? 0, r.lines, orderLines.length, orderLines);
  const voided = o.orderId !== null && orderUuid ? await ticketsOfRefund(tx, { id: o.orderId, uuid: orderUuid }, whole, r.lines, r.voidedTicketCodes) : [];
  return { orderLines, order, whole, voided };
}

/** The refund document with its lines and payments; `state` InProgress for a refund whose card money the gateway has not confirmed yet. */
async function insertRefundRows(tx: Tx, r: RefundRequest, orderLines: RefundSide['orderLines'], voided: readonly string[], state: 'Done' | 'InProgress'): Promise<DocumentRow> {
  const o = r.original;
  const doc = await insertDocument(tx, {
    providerId: r.providerId,
    stationId: r.stationId,
    ...(r.uuid ? { uuid: r.uuid } : {}),
    docType: 'refund',
    number: r.number,
    orderId: o.orderId,
    shiftUuid: r.shiftUuid,
    userId: r.userId,
    screen: r.screen,
    currencyId: o.currencyId,
    total: r.amount,
    vatRateBp: o.vatRateBp,
    vatAmount: o.total === 0 ? 0 : Math.round((o.vatAmount * r.amount) / o.total),
    creditedDocumentId: o.id,
    businessClientId: o.businessClientId,
    customerName: o.customerName,
    customerTaxId: o.customerTaxId,
    reason: r.reason,
    voidedTicketCodes: [...voided],
    issuedAt: r.issuedAt,
    state,
  });
  await insertDocumentLines(
    tx,
    r.lines.map((l, i) => {
      const line = orderLines[l.lineNo - 1];
      return { documentId: doc.id, lineNo: i + 1, orderLineId: line?.id ?? null, quantity: l.quantity, unitPrice: l.quantity ? Math.round(l.amount / l.quantity) : l.amount, total: l.amount };
    }),
  );
  await insertPayments(tx, paymentRows(doc.id, o.orderId, r.payments));
  return doc;
}

/** The order's side of a standing refund (paid, seats, tickets, a whole refund's cancel, events). Answers whether it cancelled the order. */
async function applyToOrder(tx: Tx, r: RefundRequest, doc: DocumentRow, side: RefundSide, orderEffects: 'full' | 'money-only'): Promise<boolean> {
  const orderId = r.original.orderId;
  if (orderId === null) return false;
  return applyRefundToOrder(tx, {
    moneyOnly: orderEffects === 'money-only',
    providerId: r.providerId,
    orderId,
    amount: r.amount,
    lines: side.whole ? [] : r.lines,
    whole: side.whole,
    document: { id: doc.id, docType: 'refund', number: doc.number },
    voidedTicketCodes: side.voided,
    userId: r.userId,
    stationId: r.stationId,
    createdAt: r.issuedAt,
    reason: r.reason,
    ...(side.order ? { locked: { order: side.order, lines: side.orderLines } } : {}),
  });
}

/**
 * Writes a standing refund (the caller checked refundProblems with the receipt locked): the refund
 * document with its lines and payments, then the order's side (paid, seats, events).
 */
export async function writeRefund(tx: Tx, r: RefundRequest, orderUuid: string | null, orderEffects: 'full' | 'money-only' = 'full'): Promise<DocumentRow & { orderCancelled: boolean }> {
  const side = await refundSide(tx, r, orderUuid);
  const doc = await insertRefundRows(tx, r, side.orderLines, side.voided, 'Done');
  return { ...doc, orderCancelled: await applyToOrder(tx, r, doc, side, orderEffects) };
}

/**
 * The intent of a refund whose card money goes back through the gateway (the caller checked
 * refundProblems with the receipt locked and took its number): the document InProgress with its
 * lines and intended payments, standing (status issued, so no second refund of the receipt), with
 * no effect on the order yet. completeRefund settles it once the money went back.
 */
export async function writeRefundIntent(tx: Tx, r: RefundRequest): Promise<DocumentRow> {
  const orderLines = r.original.orderId !== null ? await orderLinesInOrder(tx, r.original.orderId) : [];
  return insertRefundRows(tx, r, orderLines, [], 'InProgress');
}

/**
 * A refund intent whose money went back (`r` is the intent as written, `doc` its row, locked): the
 * order's side exactly as writeRefund applies it, the tickets it voids kept on the document, and
 * the document Done.
 */
export async function completeRefund(tx: Tx, r: RefundRequest, doc: DocumentRow, orderUuid: string | null, orderEffects: 'full' | 'money-only'): Promise<{ orderCancelled: boolean; voidedTicketCodes: string[] }> {
  const side = await refundSide(tx, r, orderUuid);
  await updateDocument(tx, doc.id, { state: 'Done', voidedTicketCodes: side.voided });
  return { orderCancelled: await applyToOrder(tx, r, { ...doc, voidedTicketCodes: side.voided }, side, orderEffects), voidedTicketCodes: side.voided };
}
