/**
 * C154 receipt/cancel in the office (R-RCPT-5..7, R-PERM-17): a refund receipt for a receipt or
 * invoice-receipt, numbered from the provider's refund sequence (R-INV-3), the money going back by
 * the original payments (a card only up to what it paid), in cash, by transfer, or not at all. The
 * receipt's row is locked first: a station's refund of the same receipt pushed at the same moment
 * waits, finds this one and becomes the conflict refunded-twice (refund-ops.ts). A card the back
 * office charged through the payment page goes back through the gateway, and the gateway has no
 * undo: the refund's intent is committed first (InProgress), the gateway asked outside any
 * transaction, and its answer settles the document (card-refund-settle.ts).
 */
import { noPermission, notFound, refused } from '@pos/shared/errors';
import { PaymentMethod, type PaymentEntry } from '@pos/shared/sync/protocol';
import type { ReceiptCancelBody, RefundIssued, RefundMethod } from '@pos/shared/api/documents';
import type { Db, Tx } from '../../db/client';
import { findOrderUuid } from './order-facts';
import { isReceiptType } from '@pos/shared/documents/document-types';
import { documentsOfOrder, lockDocument, paymentsOf, takeNextNumber, type DocumentRow, type DocumentPaymentRow } from './document-repo';
import { refundProblems, writeRefund, writeRefundIntent, type RefundRequest } from './refunds';
import { gatewayRefundsOf, type CardRefundReceipt, type GatewayCardRefund } from '../payments/card-refunds';
import type { CardPaymentGateway } from '../payments/adapter';
import { askGateway, markReturned, refundUnsettled, type RefundIntent, type SettledRefund } from './card-refund-settle';

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

/** A refund checked against the ledger's rules with its receipt locked (R-RCPT-5..7): what it gives back and how. */
interface CheckedRefund {
  amount: number;
  reason: string;
  lines: RefundRequest['lines'];
  payments: PaymentEntry[];
  /** Its card payments that go back through the gateway (empty: none). */
  cards: GatewayCardRefund[];
}

/** `paidBefore`: the receipt's payments when the caller read them already. */
async function checkRefund(tx: Tx, who: OfficeRefund, original: DocumentRow, body: ReceiptCancelBody, paidBefore?: readonly DocumentPaymentRow[]): Promise<CheckedRefund> {
  const method = body.refundMethod ?? 'original';
  const originalPayments = paidBefore ?? (await paymentsOf(tx, [original.id]));
  const payments = paymentsFor(method, originalPayments, body.refundAmount, original.currencyId);
  const lines = body.lines ?? [];
  const problems = (await refundProblems(tx, original, body.refundAmount, payments, lines, originalPayments)).filter((p) => !(method === 'none' && p.code === 'receipt-without-payment'));
  if (problems.length > 0) throw refused(problems[0]!.code, problems[0]!.message, { problems });
  const cards = await gatewayRefundsOf(tx, who.providerId, payments);
  // Until the gateway answers, the card rows name the charge given back, with no approval or clearing code of their own.
  const gatewayRows = new Set(cards.map((c) => c.index));
  const recorded = payments.map((p, i) => (p.method === PaymentMethod.CreditCard && gatewayRows.has(i) ? { ...p, details: { ...p.details, approvalCode: '', resultCode: '' } } : p));
  return { amount: body.refundAmount, reason: body.reason ?? '', lines, payments: recorded, cards };
}

async function refundRequest(tx: Tx, who: OfficeRefund, original: DocumentRow, refund: CheckedRefund): Promise<RefundRequest> {
  const number = await takeNextNumber(tx, who.providerId, 'refund');
  if (number === undefined) throw refused('numbering-not-set', 'The refund numbering is not set in the provider\'s accounting settings.', { docType: 'refund' });
  return { providerId: who.providerId, original, amount: refund.amount, lines: refund.lines, payments: refund.payments, reason: refund.reason, userId: who.userId, stationId: null, screen: who.screen, shiftUuid: null, issuedAt: new Date(), number };
}

const issued = (doc: SettledRefund, refundedDocumentId: number): RefundIssued => ({ id: doc.id, number: doc.number, total: doc.total, refundedDocumentId, orderId: doc.orderId, orderCancelled: doc.orderCancelled, voidedTicketCodes: doc.voidedTicketCodes });

/** A refund whose money goes back without the gateway, written at once in the caller's transaction. */
async function refundInTx(tx: Tx, who: OfficeRefund, original: DocumentRow, refund: CheckedRefund, orderEffects: 'full' | 'money-only'): Promise<RefundIssued> {
  const orderUuid = original.orderId !== null ? await findOrderUuid(tx, who.providerId, original.orderId) : null;
  const doc = await writeRefund(tx, await refundRequest(tx, who, original, refund), orderUuid, orderEffects);
  return issued(doc, original.id);
}

/** Transaction A of a card refund through the gateway: the refund's intent (InProgress, standing, no order effects yet). */
async function refundIntentInTx(tx: Tx, who: OfficeRefund, original: DocumentRow, refund: CheckedRefund): Promise<RefundIntent> {
  return { doc: await writeRefundIntent(tx, await refundRequest(tx, who, original, refund)), cards: refund.cards };
}

/**
 * The money went back: transaction B settles the intent (Done, the order's side). If it cannot
 * commit, the refund stays InProgress (its money is not lost from the books) and waits for the office.
 */
async function settleReturned(db: Db, who: OfficeRefund, intent: RefundIntent, receipts: readonly CardRefundReceipt[]): Promise<SettledRefund> {
  try {
    return await db.transaction((tx) => markReturned(tx, who, intent.doc.id, { receipts }, 'full'));
  } catch (error) {
    throw refundUnsettled(intent.doc, { moneyReturned: true }, error);
  }
}

export async function cancelReceipt(db: Db, who: OfficeRefund, body: ReceiptCancelBody, gateway?: CardPaymentGateway): Promise<RefundIssued> {
  const first = await db.transaction(async (tx) => {
    const original = await lockDocument(tx, who.providerId, body.id);
    if (!original) throw notFound('Receipt');
    const refund = await checkRefund(tx, who, original, body);
    if (refund.cards.length === 0) return { original, issued: await refundInTx(tx, who, original, refund, 'full') };
    return { original, intent: await refundIntentInTx(tx, who, original, refund) };
  });
  if (first.issued) return first.issued;
  const receipts = await askGateway(db, who, first.intent, gateway);
  return issued(await settleReturned(db, who, first.intent, receipts), first.original.id);
}

/** The card refund of an order's cancel, its money back through the gateway: the cancel's transaction settles its intent. */
export interface CancelCardRefund {
  documentId: number;
  receipts: CardRefundReceipt[];
}

/** The cancel's rehearsal reached a receipt whose card goes back through the gateway: see withGatewayRefundFirst. */
class GatewayRefundFirst extends Error {
  constructor(
    readonly who: OfficeRefund,
    readonly receiptId: number,
    readonly refundMethod: RefundMethod,
  ) {
    super('the card refund through the gateway is recorded and asked first');
  }
}

/**
 * Runs an order's cancel (`run`: its whole transaction) so that a card refund through the gateway
 * is recorded before the gateway is asked, and the gateway is asked only once every check and write
 * of the cancel passed:
 * 1. `run(null)`: when refundPaidReceiptsInTx reaches such a receipt it throws GatewayRefundFirst,
 *    and the cancel rolls back (a rehearsal: every rule of the cancel said yes);
 * 2. the refund's intent is committed in its own transaction (the receipt locked, the rules checked
 *    again, the number taken), and the gateway asked: its refusal voids it (422), no answer leaves
 *    it InProgress (422 card-refund-unsettled), the order not cancelled either way;
 * 3. ok: `run(card)` cancels again and settles the intent in the cancel's transaction (Done, the
 *    money on the order). Should that fail, the money went back all the same: the refund is settled
 *    on its own as C154 would have written it (the order's side in full), and if even that cannot
 *    commit it waits InProgress for the office. The cancel's error is answered.
 * Not a second transaction opened inside the cancel's: it would wait for the cancel's own locks (the
 * order's row FOR UPDATE, which the intent's foreign key needs to share, and the refund sequence
 * once a cash refund took a number), and on PGlite transactions run one at a time.
 */
export async function withGatewayRefundFirst<T>(db: Db, run: (card: CancelCardRefund | null) => Promise<T>, gateway?: CardPaymentGateway): Promise<T> {
  let first: GatewayRefundFirst;
  try {
    return await run(null);
  } catch (error) {
    if (!(error instanceof GatewayRefundFirst)) throw error;
    first = error;
  }
  const intent = await db.transaction(async (tx) => {
    const original = await lockDocument(tx, first.who.providerId, first.receiptId);
    if (!original) throw notFound('Receipt');
    const refund = await checkRefund(tx, first.who, original, { id: original.id, refundAmount: original.total, refundMethod: first.refundMethod });
    if (refund.cards.length === 0) throw new Error(`receipt ${original.id}: its card no longer goes back through the gateway`);
    return refundIntentInTx(tx, first.who, original, refund);
  });
  const receipts = await askGateway(db, first.who, intent, gateway);
  try {
    return await run({ documentId: intent.doc.id, receipts });
  } catch (error) {
    await settleReturned(db, first.who, intent, receipts).catch(() => undefined);
    throw error;
  }
}

/**
 * The order's cancel (orders/change-status.ts, run through withGatewayRefundFirst) in its
 * transaction: every standing receipt or invoice-receipt of the order not refunded yet gets its
 * whole refund (the order's seats and status are the cancel's). Answers the refunds issued.
 *
 * A card refund through the gateway cannot be undone when the transaction rolls back, so it is never
 * asked inside it: the first run stops at it (GatewayRefundFirst, after every other refund and write
 * of the cancel), and the second run settles its committed intent (`card`) with the money only.
 * There is at most one: an order with two or more receipts charged through the payment page is
 * refused (422 card-receipts-refund-first) until all but one are refunded on their own (C154).
 */
export async function refundPaidReceiptsInTx(tx: Tx, who: OfficeRefund & { mayCancelReceipts: boolean }, orderId: number, refundMethod: RefundMethod, card: CancelCardRefund | null = null): Promise<RefundIssued[]> {
  const docs = await documentsOfOrder(tx, who.providerId, orderId);
  const refunded = new Set(docs.filter((d) => d.docType === 'refund' && d.status === 'issued').map((d) => d.creditedDocumentId));
  const paid = docs.filter((d) => isReceiptType(d.docType) && d.status === 'issued' && !refunded.has(d.id) && d.total > 0);
  // R-PERM-17: giving a receipt's money back is cancelling it.
  if ((paid.length > 0 || card) && !who.mayCancelReceipts) throw noPermission();
  const paidBefore = new Map<number, DocumentPaymentRow[]>();
  for (const p of await paymentsOf(tx, paid.map((d) => d.id))) paidBefore.set(p.documentId, [...(paidBefore.get(p.documentId) ?? []), p]);
  const refunds: { receipt: DocumentRow; refund: CheckedRefund }[] = [];
  for (const d of paid) {
    const locked = await lockDocument(tx, who.providerId, d.id);
    refunds.push({ receipt: locked!, refund: await checkRefund(tx, who, locked!, { id: d.id, refundAmount: d.total, refundMethod }, paidBefore.get(d.id) ?? []) });
  }
  const throughGateway = refunds.filter((r) => r.refund.cards.length > 0);
  if (throughGateway.length + (card ? 1 : 0) > 1) {
    throw refused('card-receipts-refund-first', 'This order was paid by card through the payment page more than once. Refund those receipts one by one instead.', { receiptIds: throughGateway.map((r) => r.receipt.id) });
  }
  const out: RefundIssued[] = [];
  if (card) {
    const settled = await markReturned(tx, who, card.documentId, { receipts: card.receipts }, 'money-only');
    if (settled.orderId !== orderId) throw new Error(`refund ${card.documentId} is not of order ${orderId}`);
    out.push(issued(settled, settled.creditedDocumentId!));
  }
  for (const r of refunds) if (r.refund.cards.length === 0) out.push(await refundInTx(tx, who, r.receipt, r.refund, 'money-only'));
  if (throughGateway[0]) throw new GatewayRefundFirst(who, throughGateway[0].receipt.id, refundMethod);
  return out;
}
