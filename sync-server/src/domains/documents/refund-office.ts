/**
 * C154 receipt/cancel in the office (R-RCPT-5..7, R-PERM-17): a refund receipt for a receipt or
 * invoice-receipt, numbered from the provider's refund sequence (R-INV-3), the money going back by
 * the original payments (a card only up to what it paid), in cash, by transfer, or not at all. A card
 * the back office charged through the payment page is refunded through the gateway first
 * (payments/card-refunds.ts): its refusal answers 422 and nothing is written. The
 * receipt's row is locked first: a station's refund of the same receipt pushed at the same moment
 * waits, finds this one and becomes the conflict refunded-twice (refund-ops.ts).
 */
import { noPermission, notFound, refused } from '@pos/shared/errors';
import type { PaymentEntry } from '@pos/shared/sync/protocol';
import type { ReceiptCancelBody, RefundIssued, RefundMethod } from '@pos/shared/api/documents';
import type { Db, Tx } from '../../db/client';
import { findOrderUuid } from './order-facts';
import { isReceiptType } from '@pos/shared/documents/document-types';
import { documentsOfOrder, lockDocument, paymentsOf, takeNextNumber, type DocumentRow, type DocumentPaymentRow } from './document-repo';
import { refundProblems, writeRefund } from './refunds';
import { goesBackThroughGateway, refundCardsThroughGateway } from '../payments/card-refunds';

/** How a refund of `amount` goes back by the original payments: each up to what it paid, in their order. */
export function refundPaymentsLike(original: readonly DocumentPaymentRow[], amount: number, currencyId: number): PaymentEntry[] {
  const out: PaymentEntry[] = [];
  let left = amount;
  for (const p of original) {
    if (left <= 0) break;
    const part = Math.min(left, p.localAmount);
    left -= part;
    const base = { amount: part, currencyId, currencyRate: '1', localAmount: part };
    const d = p.details;
    if (p.method === 4) out.push({ ...base, method: 4, details: { last4: String(d.last4 ?? '0000'), installments: 1, approvalCode: String(d.approvalCode ?? ''), resultCode: String(d.resultCode ?? ''), transactionId: String(d.transactionId ?? ''), ...(d.brand !== undefined ? { brand: String(d.brand) } : {}) } });
    else if (p.method === 2) out.push({ ...base, method: 2, details: { bank: String(d.bank ?? ''), branch: String(d.branch ?? ''), account: String(d.account ?? ''), number: String(d.number ?? ''), valueDate: String(d.valueDate ?? '') } });
    else if (p.method === 8) out.push({ ...base, method: 8, details: { bank: String(d.bank ?? ''), branch: String(d.branch ?? ''), account: String(d.account ?? ''), valueDate: String(d.valueDate ?? ''), referenceNumber: String(d.referenceNumber ?? '') } });
    else out.push({ ...base, method: 1, details: { tendered: part, change: 0 } });
  }
  if (left > 0 && out.length > 0) {
    const last = out[out.length - 1]!;
    last.amount += left;
    last.localAmount += left;
    if (last.method === 1) last.details = { tendered: last.amount, change: 0 };
  }
  return out;
}

function paymentsFor(method: RefundMethod, original: readonly DocumentPaymentRow[], amount: number, currencyId: number): PaymentEntry[] {
  const today = new Date().toISOString().slice(0, 10);
  switch (method) {
    case 'original':
      return refundPaymentsLike(original, amount, currencyId);
    case 'cash':
      return [{ method: 1, amount, currencyId, currencyRate: '1', localAmount: amount, details: { tendered: amount, change: 0 } }];
    case 'bankTransfer':
      return [{ method: 8, amount, currencyId, currencyRate: '1', localAmount: amount, details: { bank: '', branch: '', account: '', valueDate: today, referenceNumber: '' } }];
    case 'none':
      return [];
  }
}

export interface OfficeRefund {
  providerId: number;
  userId: number;
  screen: string;
}

/** The refund, in the caller's transaction (the order's cancel issues one per paid receipt). */
export async function refundInTx(tx: Tx, who: OfficeRefund, original: DocumentRow, body: ReceiptCancelBody, orderEffects: 'full' | 'money-only' = 'full'): Promise<RefundIssued> {
  const method = body.refundMethod ?? 'original';
  const payments = paymentsFor(method, await paymentsOf(tx, [original.id]), body.refundAmount, original.currencyId);
  const lines = body.lines ?? [];
  const problems = (await refundProblems(tx, original, body.refundAmount, payments, lines)).filter((p) => !(method === 'none' && p.code === 'receipt-without-payment'));
  if (problems.length > 0) throw refused(problems[0]!.code, problems[0]!.message, { problems });
  const number = await takeNextNumber(tx, who.providerId, 'refund');
  if (number === undefined) throw refused('numbering-not-set', 'The refund numbering is not set in the provider\'s accounting settings.', { docType: 'refund' });
  // Last before writing: the card's money goes back through the gateway, and only its ok writes the refund.
  const paid = await refundCardsThroughGateway(tx, who.providerId, payments, `refund-${who.providerId}-${original.id}-${number}`);
  const orderUuid = original.orderId !== null ? await findOrderUuid(tx, who.providerId, original.orderId) : null;
  const doc = await writeRefund(
    tx,
    { providerId: who.providerId, original, amount: body.refundAmount, lines, payments: paid, reason: body.reason ?? '', userId: who.userId, stationId: null, screen: who.screen, shiftUuid: null, issuedAt: new Date(), number },
    orderUuid,
    orderEffects,
  );
  return { id: doc.id, number: doc.number, total: doc.total, refundedDocumentId: original.id, orderId: doc.orderId, orderCancelled: doc.orderCancelled, voidedTicketCodes: doc.voidedTicketCodes };
}

export async function cancelReceipt(db: Db, who: OfficeRefund, body: ReceiptCancelBody): Promise<RefundIssued> {
  return db.transaction(async (tx) => {
    const original = await lockDocument(tx, who.providerId, body.id);
    if (!original) throw notFound('Receipt');
    return refundInTx(tx, who, original, body);
  });
}

/**
 * The order's cancel (orders/change-status.ts) in its transaction: every standing receipt or
 * invoice-receipt of the order not refunded yet gets its whole refund (the order's seats and status
 * are the cancel's). Answers the refunds issued.
 *
 * A card refund through the gateway cannot be undone when the transaction rolls back, so it comes
 * last, after every check and write that could still refuse the cancel, and there is at most one:
 * an order with two or more receipts charged through the payment page is refused (422
 * card-receipts-refund-first) until all but one are refunded on their own (C154), each in its own
 * transaction. Otherwise a refusal of the second card would roll back the first card's refund
 * document while its money had gone back.
 */
export async function refundPaidReceiptsInTx(tx: Tx, who: OfficeRefund & { mayCancelReceipts: boolean }, orderId: number, refundMethod: RefundMethod): Promise<RefundIssued[]> {
  const docs = await documentsOfOrder(tx, who.providerId, orderId);
  const refunded = new Set(docs.filter((d) => d.docType === 'refund' && d.status === 'issued').map((d) => d.creditedDocumentId));
  const paid = docs.filter((d) => isReceiptType(d.docType) && d.status === 'issued' && !refunded.has(d.id) && d.total > 0);
  // R-PERM-17: giving a receipt's money back is cancelling it.
  if (paid.length > 0 && !who.mayCancelReceipts) throw noPermission();
  const throughGateway = new Set<number>();
  for (const d of paid) {
    if (await goesBackThroughGateway(tx, who.providerId, paymentsFor(refundMethod, await paymentsOf(tx, [d.id]), d.total, d.currencyId))) throughGateway.add(d.id);
  }
  if (throughGateway.size > 1) {
    throw refused('card-receipts-refund-first', 'This order was paid by card through the payment page more than once. Refund those receipts one by one instead.', { receiptIds: [...throughGateway] });
  }
  const out: RefundIssued[] = [];
  for (const d of [...paid.filter((x) => !throughGateway.has(x.id)), ...paid.filter((x) => throughGateway.has(x.id))]) {
    const locked = await lockDocument(tx, who.providerId, d.id);
    out.push(await refundInTx(tx, who, locked!, { id: d.id, refundAmount: d.total, refundMethod }, 'money-only'));
  }
  return out;
}
