import { randomUUID } from 'node:crypto';
import { AppError, FieldErrorCollector, notFound } from '@pos/shared/errors';
import { vatOfGross } from '@pos/shared/money';
import { Permission } from '@pos/shared/permissions';
import type { PaymentEntry, RefundPayload, ReceiptEntry } from '@pos/shared/sync/protocol';
import { parseScanCode } from '@pos/shared/tickets/ticket-codes';
import { refundAmountProblems, refundLinesProblems, refundPaymentProblems } from '@pos/shared/documents/refund-rules';
import type { RuleProblem } from '@pos/shared/sync/receipt-rules';
import { currentCashier, nowIso, requirePermission, type StationContext } from '../context';
import { refundWithTimeout } from '../payments/terminal';
import { recordCardAnswer, recordCardAttempt } from '../sales/card-store';
import { documentNumbers } from '../sales/receipt-numbers';
import { writeReceiptRows } from '../sales/receipt-store';
import { requireOpenShift } from '../shifts/shift-handlers';
import { enqueue } from '../sync/outbox';
import { queuePrintJob } from '../printing/print-job-store';
import { printNow } from '../printing/reprint';
import { refundLineAmounts, splitRefund } from './refund-amounts';
import { refundDocument, type RefundDocument } from './refund-document';
import { refundStore, type RefundableLine, type RefundableReceipt, type RefundRecord, type RefundTicket } from './refund-store';

/** R-RCPT-13: what the cashier reads when the terminal does not give the money back. */
export const CARD_REFUND_FAILED = 'Card refund failed (contact the clearing company).';

export interface RefundLookupArgs {
  /** The sale's order uuid, or its receipt number as printed (typed or scanned). */
  orderUuid?: string;
  receiptNumber?: number;
  /** A receipt number, an order uuid or a ticket code, as the cashier typed or scanned it. */
  query?: string;
}

/** A sale as the refund screen shows it: each line with the units that can still go back. */
export interface RefundableSale {
  orderUuid: string;
  orderNumber: number | null;
  customerName: string;
  receipt: { uuid: string; docType: 'receipt' | 'invoice-receipt'; number: number; total: number; issuedAt: string; currencyId: number };
  lines: (Omit<RefundableLine, 'productId' | 'customerTypeId' | 'slotId' | 'seats'> & { refundable: number; used: number })[];
  payments: PaymentEntry[];
  /** The refund this receipt already has (R-RCPT-7: once only). */
  refund: RefundRecord | null;
  /** Why it cannot be refunded here: already-refunded, refund-other-shift, order-cancelled. */
  blocked: string | null;
  /** Found on the server (sold at another station, in the office, or in another shift): refunded online by the server. */
  online?: boolean;
}

export interface RefundArgs {
  orderUuid: string;
  /** The sale was found on the server: the server does the refund (online-refund.ts). */
  online?: boolean;
  /** The lines and units given back; left out, every line (the receipt is cancelled). */
  lines?: { lineNo: number; quantity: number }[];
  reason?: string;
}

export interface RefundResult {
  refund: RefundDocument;
  printJobId: number;
  /** Cash to hand back from the drawer (it opens with the refund's print). */
  cash: number;
  card: number;
  /** The refund printed at once (its cash opens the drawer): printed, queued, or pending with the reason. */
  print: { status: string; problem: string | null };
  refundNumbers: { left: number; low: boolean; next: number | null };
}

function findReceipt(ctx: StationContext, args: RefundLookupArgs): RefundableReceipt {
  const db = ctx.db;
  let receipt: RefundableReceipt | null = null;
  if (args.orderUuid) receipt = refundStore.receiptOfOrder(db, args.orderUuid.toLowerCase());
  else if (Number.isSafeInteger(args.receiptNumber)) receipt = refundStore.receiptByNumber(db, args.receiptNumber!);
  else if (typeof args.query === 'string' && args.query.trim()) {
    const parsed = parseScanCode(args.query);
    if (parsed.kind === 'order-number') receipt = refundStore.receiptByNumber(db, parsed.orderNumber);
    else if (parsed.kind === 'order' || parsed.kind === 'ticket') receipt = refundStore.receiptOfOrder(db, parsed.orderUuid);
  } else throw new AppError('validation', 'validation', 'Type the receipt number.', { fieldErrors: { query: ['Type the receipt number.'] } });
  if (!receipt) throw notFound('Sale');
  return receipt;
}

/** The tickets of a line not given back yet, unscanned first: what a refund of its units voids. */
function lineTickets(tickets: readonly RefundTicket[], line: RefundableLine): RefundTicket[] {
  return tickets.filter((t) => !t.voided && t.productId === line.productId && t.customerTypeId === line.customerTypeId && t.date === line.date && (t.startTime ?? null) === (line.startTime ?? null));
}

/** Units of a line that can go back: those whose tickets are not scanned (all of them when the station holds none). */
function refundableUnits(tickets: readonly RefundTicket[], line: RefundableLine): { refundable: number; used: number } {
  const mine = lineTickets(tickets, line);
  if (mine.length === 0) return { refundable: line.quantity, used: 0 };
  const used = mine.filter((t) => t.scanned).reduce((s, t) => s + t.quantity, 0);
  return { refundable: Math.max(0, line.quantity - used), used };
}

/** The tickets a refund of `quantity` units of a line voids; a ticket admitting more people than asked cannot be split. */
function ticketsToVoid(tickets: readonly RefundTicket[], line: RefundableLine, quantity: number): string[] {
  const mine = lineTickets(tickets, line);
  if (mine.length === 0) return [];
  const open = mine.filter((t) => !t.scanned).sort((a, b) => b.ticketNo - a.ticketNo);
  const out: string[] = [];
  let units = 0;
  for (const t of open) {
    if (units + t.quantity > quantity) continue;
    out.push(t.code);
    units += t.quantity;
    if (units === quantity) return out;
  }
  const unscanned = open.reduce((s, t) => s + t.quantity, 0);
  if (unscanned < quantity) throw new AppError('unprocessable', 'refund-tickets-used', 'Some of these tickets were already scanned at the gate: they cannot be refunded.', { extra: { lineNo: line.lineNo } });
  throw new AppError('unprocessable', 'refund-whole-ticket', 'One ticket admits all the people of this line: refund the whole line.', { extra: { lineNo: line.lineNo } });
}

function customerName(receipt: RefundableReceipt): string {
  return [receipt.leadCustomer.firstName, receipt.leadCustomer.lastName].filter(Boolean).join(' ');
}

/** The sale as the refund screen shows it (permission 38: R-PERM-17). */
export function refundableSale(ctx: StationContext, args: RefundLookupArgs): RefundableSale {
  const user = currentCashier(ctx);
  requirePermission(user, Permission.Cashier);
  requirePermission(user, Permission.CanCancelExistingReceipt);
  const shift = requireOpenShift(ctx);
  const receipt = findReceipt(ctx, args);
  const tickets = refundStore.tickets(ctx.db, receipt.orderUuid);
  const refund = refundStore.refundOf(ctx.db, receipt.receiptUuid);
  const blocked = refund ? 'already-refunded' : receipt.shiftUuid !== shift.uuid ? 'refund-other-shift' : null;
  return {
    orderUuid: receipt.orderUuid,
    orderNumber: receipt.serverOrderNumber ?? receipt.reservedOrderNumber,
    customerName: customerName(receipt),
    receipt: { uuid: receipt.receiptUuid, docType: receipt.docType, number: receipt.number, total: receipt.total, issuedAt: receipt.issuedAt, currencyId: receipt.currencyId },
    lines: refundStore.lines(ctx.db, receipt.orderUuid).map((line) => {
      const { productId: _product, customerTypeId: _type, slotId: _slot, seats: _seats, ...shown } = line;
      return { ...shown, ...refundableUnits(tickets, line) };
    }),
    payments: refundStore.payments(ctx.db, receipt.receiptUuid),
    refund,
    blocked,
  };
}

function checkAsked(asked: RefundArgs['lines'], lines: readonly RefundableLine[]): { lineNo: number; quantity: number }[] {
  if (asked === undefined) return lines.map((l) => ({ lineNo: l.lineNo, quantity: l.quantity }));
  const errors = new FieldErrorCollector();
  if (!Array.isArray(asked) || asked.length === 0) errors.add('lines', 'Choose the lines to refund.');
  const seen = new Set<number>();
  (Array.isArray(asked) ? asked : []).forEach((a, i) => {
    const line = lines.find((l) => l.lineNo === a?.lineNo);
    if (!line || seen.has(a.lineNo)) return errors.add(`lines[${i}].lineNo`, 'No such line on the receipt.');
    seen.add(a.lineNo);
    errors.check(Number.isSafeInteger(a.quantity) && a.quantity >= 1 && a.quantity <= line.quantity, `lines[${i}].quantity`, `Refund 1 to ${line.quantity} of this line.`);
  });
  errors.throwIfAny();
  return asked!.filter((a) => a.quantity > 0).sort((a, b) => a.lineNo - b.lineNo);
}

function noRefundNumbers(): AppError {
  return new AppError('unprocessable', 'no-refund-numbers', 'No refund numbers are left on this station: connect it to the network to get more.');
}

/**
 * A refund at the window (R-RCPT-5..7): a sale of this shift given back whole (a cancel) or by
 * lines, once only and never more than its receipt. The card's share goes back through the
 * terminal first (it may take a while; a refusal writes nothing), then ONE SQLite transaction takes
 * the next number of the station's refund block and writes the refund document with its payments,
 * the refund and its lines, the voided tickets (the gate refuses them), the seats given back, the
 * `refund` operation for the server and the refund's print job. Works offline.
 */
export async function createRefund(ctx: StationContext, args: RefundArgs): Promise<RefundResult> {
  const user = currentCashier(ctx);
  requirePermission(user, Permission.Cashier);
  // R-PERM-17: cancelling or refunding a receipt needs CanCancelExistingReceipt.
  requirePermission(user, Permission.CanCancelExistingReceipt);
  const shift = requireOpenShift(ctx);
  if (typeof args?.orderUuid !== 'string') throw new AppError('validation', 'validation', 'Which sale?', { fieldErrors: { orderUuid: ['Which sale?'] } });
  const receipt = findReceipt(ctx, { orderUuid: args.orderUuid });
  if (receipt.shiftUuid !== shift.uuid) throw new AppError('unprocessable', 'refund-other-shift', 'Only a sale of this shift can be refunded at the window.');
  const lines = refundStore.lines(ctx.db, receipt.orderUuid);
  const asked = checkAsked(args.lines, lines);
  const reason = (typeof args.reason === 'string' ? args.reason.trim() : '').slice(0, 500);
  const amounts = refundLineAmounts(receipt.total, lines, asked);
  // The shared rules (the server's too): R-RCPT-5 an amount above zero, R-RCPT-6 never more than the receipt, R-RCPT-7 once only.
  const refundedBefore = () => (refundStore.refundOf(ctx.db, receipt.receiptUuid) ? 1 : null);
  throwFirst([...refundAmountProblems({ docType: receipt.docType, total: receipt.total, status: 'issued', refundedBy: refundedBefore() }, amounts.total), ...refundLinesProblems(amounts.total, amounts.lines)]);
  const tickets = refundStore.tickets(ctx.db, receipt.orderUuid);
  const voided = asked.flatMap((a) => ticketsToVoid(tickets, lines.find((l) => l.lineNo === a.lineNo)!, a.quantity));
  if (documentNumbers(ctx.db, 'refund').next === null) throw noRefundNumbers();

  const originalPayments = refundStore.payments(ctx.db, receipt.receiptUuid);
  const split = splitRefund(amounts.total, originalPayments, receipt.currencyId);
  const payments: PaymentEntry[] = [];
  if (split.card) payments.push(await refundCard(ctx, split.card.amount, split.card.original, receipt.currencyId));
  if (split.cash > 0) payments.push({ method: 1, amount: split.cash, currencyId: receipt.currencyId, currencyRate: '1', localAmount: split.cash, details: { tendered: split.cash, change: 0 } });
  throwFirst(refundPaymentProblems(amounts.total, payments));

  const refundUuid = randomUUID();
  let result: RefundResult | undefined;
  ctx.db.$client.transaction(() => {
    // Read again inside the transaction: two refunds of one receipt at the same moment leave one (R-RCPT-7).
    if (refundedBefore() !== null) throw alreadyRefunded();
    const number = documentNumbers(ctx.db, 'refund').next;
    if (number === null) throw noRefundNumbers();
    const now = nowIso(ctx);
    const document: ReceiptEntry = { uuid: refundUuid, docType: 'refund', number, currencyId: receipt.currencyId, total: amounts.total, issuedAt: now };
    const payload: RefundPayload = {
      order: { uuid: receipt.orderUuid, id: receipt.serverOrderId ?? receipt.reservedOrderId },
      originalReceiptUuid: receipt.receiptUuid,
      shiftUuid: shift.uuid,
      userId: user.id,
      createdAt: now,
      reason,
      lines: amounts.lines,
      document,
      payments,
      voidedTicketCodes: voided,
    };
    const op = enqueue(ctx.db, 'refund', payload, now);
    writeReceiptRows(ctx.db, { ...document, orderUuid: receipt.orderUuid, shiftUuid: shift.uuid, userId: user.id }, payments);
    const seats = amounts.lines.flatMap((a) => {
      const line = lines.find((l) => l.lineNo === a.lineNo)!;
      return line.slotId !== null && line.seats > 0 ? [{ slotId: line.slotId, date: line.date, seats: Math.round((line.seats * a.quantity) / line.quantity) }] : [];
    });
    refundStore.write(
      ctx.db,
      { uuid: refundUuid, originalReceiptUuid: receipt.receiptUuid, orderUuid: receipt.orderUuid, shiftUuid: shift.uuid, userId: user.id, reason, total: amounts.total, whole: amounts.whole, createdAt: now, opSeq: op.seq },
      amounts.lines,
      voided,
      seats,
    );
    const doc = refundDocument(ctx.db, {
      refundUuid,
      number,
      issuedAt: now,
      original: { receiptUuid: receipt.receiptUuid, docType: receipt.docType, number: receipt.number, total: receipt.total },
      orderUuid: receipt.orderUuid,
      orderNumber: receipt.serverOrderNumber ?? receipt.reservedOrderNumber,
      customer: receipt.leadCustomer,
      currencyId: receipt.currencyId,
      reason,
      lines: amounts.lines.map((a) => {
        const l = lines.find((x) => x.lineNo === a.lineNo)!;
        return { lineNo: a.lineNo, productName: l.productName, customerTypeName: l.customerTypeName, date: l.date, startTime: l.startTime, quantity: a.quantity, unitPrice: l.unitPrice, total: a.amount };
      }),
      totals: { vatAmount: vatOfGross(amounts.total, receipt.vatRateBp), total: amounts.total },
      payments,
      userId: user.id,
    });
    const printJobId = queuePrintJob(ctx.db, 'refund', refundUuid, doc, now);
    result = { refund: doc, printJobId, cash: split.cash, card: split.card?.amount ?? 0, print: { status: 'pending', problem: null }, refundNumbers: documentNumbers(ctx.db, 'refund') };
  })();
  ctx.sync.trigger();
  ctx.events.emit({ type: 'status' });
  ctx.events.emit({ type: 'availability' });
  // Printed now whatever the auto-print setting: the refund's print opens the drawer for the cash.
  result!.print = await printNow(ctx, result!.printJobId);
  return result!;
}

function alreadyRefunded(): AppError {
  return new AppError('unprocessable', 'already-refunded', 'This receipt was already refunded.');
}

function throwFirst(problems: readonly RuleProblem[]): void {
  const first = problems[0];
  if (first) throw new AppError('unprocessable', first.code, first.message);
}

/**
 * The card's share back through the terminal, the attempt written first (a refund the terminal
 * made is never lost). R-RCPT-13: a refusal or no answer says "card refund failed".
 */
export async function refundCard(ctx: StationContext, amount: number, original: Extract<PaymentEntry, { method: 4 }>, currencyId: number): Promise<PaymentEntry> {
  const reference = randomUUID();
  const attemptId = recordCardAttempt(ctx.db, { reference, amount: -amount, installments: 1, createdAt: nowIso(ctx) });
  const result = await refundWithTimeout(
    ctx.terminal,
    { amount, currencyId, reference, originalTransactionId: original.details.transactionId, originalApprovalCode: original.details.approvalCode, last4: original.details.last4 },
    ctx.cardTimeoutMs ?? 60_000,
  );
  recordCardAnswer(ctx.db, attemptId, { approved: result.approved, resultCode: result.resultCode, transactionId: result.approved ? result.transactionId : null });
  if (!result.approved) throw new AppError('unprocessable', 'card-refund-failed', CARD_REFUND_FAILED, { extra: { resultCode: result.resultCode, terminalMessage: result.message } });
  return {
    method: 4,
    amount,
    currencyId,
    currencyRate: '1',
    localAmount: amount,
    details: { last4: result.last4, installments: 1, approvalCode: result.approvalCode, resultCode: result.resultCode, brand: result.brand, transactionId: result.transactionId },
  };
}
