/**
 * A card refund through the gateway, recorded before the gateway is asked (issue 15, R-RCPT-5..7):
 * the refund document is written InProgress (R-INV-6) and committed first (refund-office.ts), so a
 * refund whose money went back is never missing from the books. Then:
 * - the gateway's ok records the refund's own transaction id and approval on its card payment, and
 *   the refund stands Done with its effect on the order (exactly as writeRefund applies it);
 * - its refusal keeps the number void (state Fail, the gateway's code as the reason): the receipt
 *   may be refunded again, and the numbering shows no gap;
 * - no answer (the gateway unreachable, a time-out, the process gone before the answer was written)
 *   leaves it InProgress: the money may have gone back. After UNSETTLED_AFTER_MS the job flags its
 *   order `card-refund-unsettled` (once), and the office settles it (settleCardRefund, R-PERM-17)
 *   from the gateway's own report: the money went back, or it did not.
 */
import { notFound, refused } from '@pos/shared/errors';
import type { CardRefundSettleBody, CardRefundSettled } from '@pos/shared/api/documents';
import type { PaymentEntry } from '@pos/shared/sync/protocol';
import type { Db, Tx } from '../../db/client';
import { defineJob } from '../../jobs/job';
import { updateOrder } from '../orders/order-repo';
import { insertOrderDocumentEvent, lockOrderForRefund, orderLinesInOrder } from '../orders/refund-order';
import type { CardPaymentGateway } from '../payments/adapter';
import { cardRefundRefused, gatewayRefundsOf, refundCardsThroughGateway, type CardRefundReceipt, type GatewayCardRefund } from '../payments/card-refunds';
import { orderHasOtherUnsettledRefund, setPaymentDetails, unsettledRefundsBefore } from './card-refund-repo';
import { findDocument, linesOfDocuments, lockDocument, paymentsOf, updateDocument, type DocumentPaymentRow, type DocumentRow } from './document-repo';
import { findOrderUuid } from './order-facts';
import { completeRefund, type RefundRequest } from './refunds';

/** The order's conflict flag, and the 422 code of a refund left waiting. */
export const CARD_REFUND_UNSETTLED = 'card-refund-unsettled';

/** A card refund still InProgress this long after it was written lost the gateway's answer: the office is told. */
export const UNSETTLED_AFTER_MS = 5 * 60_000;

/** Who settles: the office user (or the user whose refund the gateway just answered). */
export interface Settler {
  providerId: number;
  userId: number | null;
}

/** A refund's intent, committed: its document and the card payments the gateway is asked to give back. */
export interface RefundIntent {
  doc: DocumentRow;
  cards: GatewayCardRefund[];
}

/** A refund settled: the document as it now stands and what it did to its order. */
export type SettledRefund = DocumentRow & { orderCancelled: boolean; voidedTicketCodes: string[] };

/** 422: the gateway's answer is unknown; the refund waits InProgress for the office. */
export function refundUnsettled(doc: Pick<DocumentRow, 'id' | 'number'>, extra: Record<string, unknown> = {}, cause?: unknown) {
  const error = refused(CARD_REFUND_UNSETTLED, `The card company's answer is not known: refund ${doc.number} waits for the office to settle it (the money may have gone back).`, { documentId: doc.id, number: doc.number, ...extra });
  if (cause !== undefined) error.cause = cause;
  return error;
}

/**
 * Asks the gateway for the intent's card money (outside any transaction). Answers the refund
 * transactions of an ok. A refusal voids the intent in its own transaction and throws 422
 * card-refund-refused; an unknown answer throws 422 card-refund-unsettled (the intent stays).
 */
export async function askGateway(db: Db, who: Settler, intent: RefundIntent, gateway?: CardPaymentGateway): Promise<CardRefundReceipt[]> {
  const answer = await refundCardsThroughGateway(intent.cards, `refund-${intent.doc.uuid}`, gateway);
  if (answer.outcome === 'ok') return answer.receipts;
  if (answer.outcome === 'unknown') throw refundUnsettled(intent.doc, { clearingCode: answer.clearingCode, gatewayMessage: answer.message });
  const where = { documentId: intent.doc.id, number: intent.doc.number };
  try {
    await db.transaction((tx) => markNotReturned(tx, who, intent.doc.id, `card-refund-refused ${answer.clearingCode}`));
  } catch (error) {
    // Refused, but not recorded so: the intent stays InProgress and the job shows it to the office.
    throw Object.assign(cardRefundRefused(answer.clearingCode, answer.message, { ...where, unsettled: true }), { cause: error });
  }
  throw cardRefundRefused(answer.clearingCode, answer.message, where);
}

/** The provider's refund waiting to be settled, locked after its receipt (the order every refund locks them in). */
async function lockUnsettled(tx: Tx, providerId: number, id: number): Promise<{ doc: DocumentRow; original: DocumentRow }> {
  const seen = await findDocument(tx, providerId, id);
  if (!seen || seen.docType !== 'refund' || seen.creditedDocumentId === null) throw notFound('Refund');
  const original = await lockDocument(tx, providerId, seen.creditedDocumentId);
  const doc = await lockDocument(tx, providerId, id);
  if (!original || !doc) throw notFound('Refund');
  if (doc.status !== 'issued' || doc.state !== 'InProgress') throw refused('card-refund-not-pending', 'This refund is not waiting to be settled.', { status: doc.status, state: doc.state });
  return { doc, original };
}

const entryOf = (r: DocumentPaymentRow) => ({ method: r.method, amount: r.amount, currencyId: r.currencyId, currencyRate: r.currencyRate, localAmount: r.localAmount, details: r.details }) as unknown as PaymentEntry;

/** The refund as its intent wrote it: the amount, and its lines by their place in the order. */
async function writtenRefund(tx: Tx, who: Settler, doc: DocumentRow, original: DocumentRow): Promise<RefundRequest> {
  const orderLines = original.orderId !== null ? await orderLinesInOrder(tx, original.orderId) : [];
  const place = new Map(orderLines.map((l, i) => [l.id, i + 1]));
  const lines = (await linesOfDocuments(tx, [doc.id])).flatMap((l) => {
    const lineNo = l.orderLineId !== null ? place.get(l.orderLineId) : undefined;
    return lineNo ? [{ lineNo, quantity: l.quantity, amount: l.total }] : [];
  });
  return { providerId: who.providerId, original, amount: doc.total, lines, payments: [], reason: doc.reason, userId: who.userId, stationId: null, screen: doc.screen ?? '', shiftUuid: null, issuedAt: new Date(), number: doc.number };
}

/** The order's flag comes off once none of its card refunds waits any more. */
async function unflagWhenSettled(tx: Tx, providerId: number, doc: DocumentRow): Promise<void> {
  if (doc.orderId === null) return;
  const order = await lockOrderForRefund(tx, providerId, doc.orderId);
  if (!order?.conflictFlags.includes(CARD_REFUND_UNSETTLED) || (await orderHasOtherUnsettledRefund(tx, order.id, doc.id))) return;
  await updateOrder(tx, order.id, { conflictFlags: order.conflictFlags.filter((f) => f !== CARD_REFUND_UNSETTLED) });
}

/**
 * The money went back: the gateway's (or the office's) word on each card payment the gateway gave
 * back, then the order's side (`orderEffects`: 'money-only' inside the order's own cancel) and Done.
 */
export async function markReturned(tx: Tx, who: Settler, id: number, word: { receipts: readonly CardRefundReceipt[] } | { transactionId: string; approvalCode: string }, orderEffects: 'full' | 'money-only'): Promise<SettledRefund> {
  const { doc, original } = await lockUnsettled(tx, who.providerId, id);
  const rows = await paymentsOf(tx, [doc.id]);
  for (const card of await gatewayRefundsOf(tx, who.providerId, rows.map(entryOf))) {
    const said = 'receipts' in word ? word.receipts.find((r) => r.index === card.index) : word;
    await setPaymentDetails(tx, doc.id, rows[card.index]!.lineNo, { resultCode: '000', transactionId: said?.transactionId ?? '', approvalCode: said?.approvalCode ?? '' });
  }
  const orderUuid = original.orderId !== null ? await findOrderUuid(tx, who.providerId, original.orderId) : null;
  const done = await completeRefund(tx, await writtenRefund(tx, who, doc, original), doc, orderUuid, orderEffects);
  await unflagWhenSettled(tx, who.providerId, doc);
  return { ...doc, state: 'Done', ...done };
}

/** The money did not go back: the number stays, void (state Fail); the receipt may be refunded again. */
async function markNotReturned(tx: Tx, who: Settler, id: number, reason: string): Promise<SettledRefund> {
  const { doc } = await lockUnsettled(tx, who.providerId, id);
  await updateDocument(tx, doc.id, { status: 'void', state: 'Fail', voidReason: reason });
  if (doc.orderId !== null) await insertOrderDocumentEvent(tx, doc.orderId, who.userId, { docType: 'refund', number: doc.number, documentId: doc.id, total: doc.total, status: 'void', voidReason: reason });
  await unflagWhenSettled(tx, who.providerId, doc);
  return { ...doc, status: 'void', state: 'Fail', voidReason: reason, orderCancelled: false, voidedTicketCodes: [] };
}

/** The office settles a card refund left waiting (R-PERM-17 at the route; another provider's is 404; one settled already 422). */
export async function settleCardRefund(db: Db, who: Settler, body: CardRefundSettleBody): Promise<CardRefundSettled> {
  const settled = await db.transaction((tx) =>
    body.moneyReturned
      ? markReturned(tx, who, body.id, { transactionId: body.transactionId ?? '', approvalCode: body.approvalCode ?? '' }, 'full')
      : markNotReturned(tx, who, body.id, 'card-refund-not-returned'),
  );
  return { id: settled.id, number: settled.number, status: settled.status as CardRefundSettled['status'], state: settled.state as CardRefundSettled['state'], orderId: settled.orderId, orderCancelled: settled.orderCancelled, voidedTicketCodes: settled.voidedTicketCodes };
}

/**
 * Flags the order of every card refund waiting longer than `olderThanMs` (`card-refund-unsettled`,
 * with an R-ORD-12 event naming the refund), once: an order already flagged is left as it is until
 * its refunds are settled. Answers how many orders it flagged.
 */
export async function flagUnsettledCardRefunds(db: Db, olderThanMs: number): Promise<number> {
  let flagged = 0;
  for (const refund of await unsettledRefundsBefore(db, olderThanMs)) {
    if (refund.orderId === null) continue;
    const orderId = refund.orderId;
    const done = await db.transaction(async (tx) => {
      const order = await lockOrderForRefund(tx, refund.providerId, orderId);
      if (!order || order.conflictFlags.includes(CARD_REFUND_UNSETTLED)) return false;
      await updateOrder(tx, order.id, { conflictFlags: [...order.conflictFlags, CARD_REFUND_UNSETTLED] });
      await insertOrderDocumentEvent(tx, order.id, null, { docType: 'refund', number: refund.number, documentId: refund.id, total: refund.total, state: 'InProgress', conflictFlags: [CARD_REFUND_UNSETTLED] });
      return true;
    });
    if (done) flagged++;
  }
  return flagged;
}

export const unsettledCardRefundsJob = defineJob({
  name: 'card-refund-unsettled-sweep',
  queue: { policy: 'stately', retryLimit: 0, retryDelay: 0, expireInSeconds: 120 },
  schedule: '* * * * *',
  async run(ctx) {
    const count = await flagUnsettledCardRefunds(ctx.db, UNSETTLED_AFTER_MS);
    if (count > 0) ctx.log.warn({ count }, `${count} orders flagged: a card refund waits to be settled`);
  },
});
