import { randomUUID } from 'node:crypto';
import { AppError, FieldErrorCollector } from '@pos/shared/errors';
import { vatOfGross } from '@pos/shared/money';
import { Permission } from '@pos/shared/permissions';
import type { OnlineRefundAnswer, SaleForRefund, SaleForRefundQuery } from '@pos/shared/sync/online-refund';
import type { OutboxOp, PaymentEntry, ReceiptEntry } from '@pos/shared/sync/protocol';
import { parseScanCode } from '@pos/shared/tickets/ticket-codes';
import { refundAmountProblems, refundLinesProblems, refundPaymentProblems } from '@pos/shared/documents/refund-rules';
import { currentCashier, nowIso, requirePermission, type StationContext } from '../context';
import { documentNumbers } from '../sales/receipt-numbers';
import { writeReceiptRows } from '../sales/receipt-store';
import { requireOpenShift } from '../shifts/shift-handlers';
import { ServerUnreachable, type ServerApi } from '../sync/server-api';
import { enqueue } from '../sync/outbox';
import { queuePrintJob } from '../printing/print-job-store';
import { printNow } from '../printing/reprint';
import { refundLineAmounts, splitRefund } from './refund-amounts';
import { refundDocument } from './refund-document';
import { refundStore } from './refund-store';
import { pendingOnlineRefunds, type PendingOnlineRefund } from './pending-refund-store';
import type { RefundableSale, RefundResult } from './create-refund';
import { refundCard } from './create-refund';

/**
 * Online, the window refunds any paid order of the provider (sold at another station or in the
 * office), issue 15. The server finds the sale and does the refund through its own refund path
 * (sync-server documents/online-refund.ts): one owner, its checks, one standing refund per
 * receipt. The refund is numbered from this station's refund block, written here only once the
 * server answered, so a refusal leaves nothing behind and the number free. Cash goes back after
 * the answer; the card's share goes back through the terminal first, and then a lost race is kept
 * by the server as contested. Offline only this station's own sales can be refunded. An answer
 * lost after the server committed is not a second refund: the refund waits here with its uuid and
 * number (pending-online-refund.ts) and the next attempt sends it again; the server answers the
 * refund it wrote (idempotent by the refund's uuid), and a card already refunded is not asked again.
 */

export const OFFLINE_ONLY = 'refund-offline-only';

function offlineOnly(): AppError {
  return new AppError('unprocessable', OFFLINE_ONLY, 'The station is offline: only the sales of this station can be refunded now. Connect it to the network to refund a sale made elsewhere.');
}

async function online<T>(ctx: StationContext, call: (api: ServerApi) => Promise<T>): Promise<T> {
  const api = ctx.sync.api();
  if (!api || !ctx.sync.state.online) throw offlineOnly();
  try {
    return await call(api);
  } catch (error) {
    if (error instanceof ServerUnreachable) throw offlineOnly();
    throw error;
  }
}

/** What the cashier typed or scanned, as the server's lookup: a number as printed, an order or a ticket's order. */
export function serverQuery(args: { orderUuid?: string; receiptNumber?: number; query?: string }): SaleForRefundQuery | null {
  if (args.orderUuid) return { orderUuid: args.orderUuid.toLowerCase() };
  if (Number.isSafeInteger(args.receiptNumber)) return { number: args.receiptNumber! };
  if (typeof args.query !== 'string' || !args.query.trim()) return null;
  const parsed = parseScanCode(args.query);
  if (parsed.kind === 'order-number') return { number: parsed.orderNumber };
  if (parsed.kind === 'order' || parsed.kind === 'ticket') return { orderUuid: parsed.orderUuid };
  return null;
}

function asRefundable(sale: SaleForRefund): RefundableSale {
  return {
    orderUuid: sale.orderUuid,
    orderNumber: sale.orderNumber,
    customerName: sale.customerName,
    receipt: { uuid: sale.receipt.uuid, docType: sale.receipt.docType, number: sale.receipt.number, total: sale.receipt.total, issuedAt: sale.receipt.issuedAt, currencyId: sale.receipt.currencyId },
    lines: sale.lines.map((l) => ({ lineNo: l.lineNo, productName: l.productName, customerTypeName: l.customerTypeName, date: l.date, startTime: l.startTime, quantity: l.quantity, unitPrice: l.unitPrice, total: l.total, refundable: l.refundable, used: l.used })),
    payments: sale.payments,
    refund: sale.refund ? { uuid: '', number: sale.refund.number, originalReceiptUuid: sale.receipt.uuid, originalNumber: sale.receipt.number, orderUuid: sale.orderUuid, shiftUuid: '', userId: 0, reason: '', total: sale.refund.total, whole: false, createdAt: sale.refund.issuedAt, conflictFlags: [], syncStatus: 'acked' } : null,
    blocked: sale.blocked,
    online: true,
  };
}

/** A sale found on the server (permission 38: R-PERM-17). */
export async function refundableSaleOnline(ctx: StationContext, query: SaleForRefundQuery): Promise<RefundableSale> {
  const user = currentCashier(ctx);
  requirePermission(user, Permission.Cashier);
  requirePermission(user, Permission.CanCancelExistingReceipt);
  requireOpenShift(ctx);
  return asRefundable(await online(ctx, (api) => api.refundSale(query)));
}

function checkAsked(asked: { lineNo: number; quantity: number }[] | undefined, sale: SaleForRefund) {
  if (asked === undefined) return sale.lines.filter((l) => l.refundable > 0).map((l) => ({ lineNo: l.lineNo, quantity: l.refundable }));
  const errors = new FieldErrorCollector();
  if (!Array.isArray(asked) || asked.length === 0) errors.add('lines', 'Choose the lines to refund.');
  const seen = new Set<number>();
  (Array.isArray(asked) ? asked : []).forEach((a, i) => {
    const line = sale.lines.find((l) => l.lineNo === a?.lineNo);
    if (!line || seen.has(a.lineNo)) return errors.add(`lines[${i}].lineNo`, 'No such line on the receipt.');
    seen.add(a.lineNo);
    errors.check(Number.isSafeInteger(a.quantity) && a.quantity >= 1 && a.quantity <= line.refundable, `lines[${i}].quantity`, `Refund 1 to ${line.refundable} of this line.`);
  });
  errors.throwIfAny();
  return asked!.slice().sort((a, b) => a.lineNo - b.lineNo);
}

function throwFirst(problems: readonly { code: string; message: string }[]): void {
  if (problems[0]) throw new AppError('unprocessable', problems[0].code, problems[0].message);
}

/** R-RCPT-7: the server did not answer; the refund may be done there. Nothing goes back until it answers. */
export const ANSWER_LOST = 'refund-answer-lost';

function answerLost(): AppError {
  return new AppError('unprocessable', ANSWER_LOST, 'The server did not answer: the refund may already be done there. Give no money back yet; refund again once the network is back to finish it (the same refund, the same number).');
}

/**
 * An online refund whose answer was lost, sent again as it was (same uuid, same number): the
 * server answers the refund it wrote, or writes it now. The next refund of this window, online or
 * not, waits for it, so its number is never taken twice. Null when none is waiting.
 */
export async function settlePendingOnlineRefund(ctx: StationContext): Promise<{ orderUuid: string; result: RefundResult } | null> {
  const pending = pendingOnlineRefunds.get(ctx.db);
  if (!pending) return null;
  return { orderUuid: pending.sale.orderUuid, result: await send(ctx, pending) };
}

/** The refund of a sale found on the server, done by the server, printed here. */
export async function createOnlineRefund(ctx: StationContext, args: { orderUuid: string; lines?: { lineNo: number; quantity: number }[]; reason?: string }): Promise<RefundResult> {
  const user = currentCashier(ctx);
  requirePermission(user, Permission.Cashier);
  requirePermission(user, Permission.CanCancelExistingReceipt);
  const shift = requireOpenShift(ctx);
  // A refund of this sale asked again after a lost answer is that same refund, finished now (its card never charged back twice).
  const settled = await settlePendingOnlineRefund(ctx);
  if (settled && settled.orderUuid === args.orderUuid) return settled.result;
  const sale = await online(ctx, (api) => api.refundSale({ orderUuid: args.orderUuid }));
  if (sale.blocked === 'already-refunded') throw new AppError('unprocessable', 'already-refunded', 'This receipt was already refunded.');
  const asked = checkAsked(args.lines, sale);
  const reason = (typeof args.reason === 'string' ? args.reason.trim() : '').slice(0, 500);
  const amounts = refundLineAmounts(sale.receipt.total, sale.lines, asked);
  throwFirst([...refundAmountProblems({ docType: sale.receipt.docType, total: sale.receipt.total, status: 'issued', refundedBy: null }, amounts.total), ...refundLinesProblems(amounts.total, amounts.lines)]);
  const number = documentNumbers(ctx.db, 'refund').next;
  if (number === null) throw new AppError('unprocessable', 'no-refund-numbers', 'No refund numbers are left on this station: connect it to the network to get more.');

  const split = splitRefund(amounts.total, sale.payments, sale.receipt.currencyId);
  const payments: PaymentEntry[] = [];
  if (split.card) payments.push(await refundCard(ctx, split.card.amount, split.card.original, sale.receipt.currencyId));
  if (split.cash > 0) payments.push({ method: 1, amount: split.cash, currencyId: sale.receipt.currencyId, currencyRate: '1', localAmount: split.cash, details: { tendered: split.cash, change: 0 } });
  throwFirst(refundPaymentProblems(amounts.total, payments));

  const now = nowIso(ctx);
  const document: ReceiptEntry = { uuid: randomUUID(), docType: 'refund', number, currencyId: sale.receipt.currencyId, total: amounts.total, issuedAt: now };
  const op: Extract<OutboxOp, { type: 'refund' }> = {
    uuid: randomUUID(),
    seq: 1,
    stationClock: now,
    type: 'refund',
    payload: { order: { uuid: sale.orderUuid, id: sale.orderId }, originalReceiptUuid: sale.receipt.uuid, shiftUuid: shift.uuid, userId: user.id, createdAt: now, reason, lines: amounts.lines, document, payments, voidedTicketCodes: [] },
  };
  const pending: PendingOnlineRefund = { op, moneyGone: split.card !== null, sale, amounts, cash: split.cash, card: split.card?.amount ?? 0 };
  // Kept before the request leaves: a lost answer loses neither the refund nor its number.
  pendingOnlineRefunds.save(ctx.db, pending);
  return send(ctx, pending);
}

/** Sends the refund to the server and writes this window's copy with its number once it answered. */
async function send(ctx: StationContext, pending: PendingOnlineRefund): Promise<RefundResult> {
  let answer: OnlineRefundAnswer | null = null;
  try {
    answer = await online(ctx, (api) => api.refundOnline({ op: pending.op, moneyGone: pending.moneyGone }));
  } catch (error) {
    const lost = error instanceof AppError && error.code === OFFLINE_ONLY;
    // No answer and no money gone: kept for the next attempt, which sends it again.
    if (lost && !pending.moneyGone) throw answerLost();
    // Refused: nothing was written on the server; the number is free again.
    if (!lost) {
      pendingOnlineRefunds.clear(ctx.db);
      throw error;
    }
    // The card already went back: the refund is written here and pushed (the server answers the same refund if it has it).
  }
  return finish(ctx, pending, answer);
}

function finish(ctx: StationContext, pending: PendingOnlineRefund, answer: OnlineRefundAnswer | null): Promise<RefundResult> {
  const { op, sale, amounts } = pending;
  const p = op.payload;
  const document = p.document;
  const refundUuid = document.uuid;
  let result: RefundResult | undefined;
  ctx.db.$client.transaction(() => {
    let opSeq = 0;
    if (answer === null) opSeq = enqueue(ctx.db, 'refund', p, p.createdAt).seq;
    writeReceiptRows(ctx.db, { ...document, orderUuid: sale.orderUuid, shiftUuid: p.shiftUuid, userId: p.userId }, p.payments);
    const voided = answer?.voidedTicketCodes ?? [];
    refundStore.write(
      ctx.db,
      { uuid: refundUuid, originalReceiptUuid: sale.receipt.uuid, orderUuid: sale.orderUuid, shiftUuid: p.shiftUuid, userId: p.userId, reason: p.reason, total: amounts.total, whole: amounts.whole, createdAt: p.createdAt, opSeq },
      amounts.lines,
      voided,
      [],
    );
    if (answer && answer.flags.length > 0) refundStore.setFlags(ctx.db, refundUuid, answer.flags);
    const doc = refundDocument(ctx.db, {
      refundUuid,
      number: document.number,
      issuedAt: document.issuedAt,
      original: { receiptUuid: sale.receipt.uuid, docType: sale.receipt.docType, number: sale.receipt.number, total: sale.receipt.total },
      orderUuid: sale.orderUuid,
      orderNumber: sale.orderNumber,
      customer: { firstName: sale.customerName },
      currencyId: sale.receipt.currencyId,
      reason: p.reason,
      lines: amounts.lines.map((a) => {
        const l = sale.lines.find((x) => x.lineNo === a.lineNo)!;
        return { lineNo: a.lineNo, productName: l.productName, customerTypeName: l.customerTypeName, date: l.date, startTime: l.startTime, quantity: a.quantity, unitPrice: l.unitPrice, total: a.amount };
      }),
      totals: { vatAmount: vatOfGross(amounts.total, sale.receipt.vatRateBp), total: amounts.total },
      payments: p.payments,
      userId: p.userId,
    });
    const printJobId = queuePrintJob(ctx.db, 'refund', refundUuid, doc, p.createdAt);
    pendingOnlineRefunds.clear(ctx.db);
    result = { refund: doc, printJobId, cash: pending.cash, card: pending.card, print: { status: 'pending', problem: null }, refundNumbers: documentNumbers(ctx.db, 'refund') };
  })();
  ctx.sync.trigger();
  ctx.events.emit({ type: 'status' });
  return printNow(ctx, result!.printJobId).then((print) => ({ ...result!, print }));
}
