/**
 * Card money going back in the office (issue 15, R-RCPT-5..7, R-RCPT-12/13): the card share of an
 * office refund whose charge the back office took through the payment page (C188) goes back through
 * the gateway, by the charge's transaction id, never more than the charge. The gateway is asked
 * outside any transaction, after the refund's intent is recorded (documents/refund-office.ts): its
 * answer is ok (the refund's own transaction id and approval), refused (its clearing code), or
 * unknown (the gateway unreachable or silent: the money may have gone back). A card payment the
 * gateway did not take (a station's terminal, a card typed in by hand) is recorded as before: its
 * money goes back at the terminal that charged it.
 */
import { and, eq } from 'drizzle-orm';
import { refused } from '@pos/shared/errors';
import { CARD_REFUND_FAILED } from '@pos/shared/payments/card-codes';
import { PaymentMethod, type PaymentEntry } from '@pos/shared/sync/protocol';
import type { Tx } from '../../db/client';
import { cardPaymentPages } from '../../db/schema';
import { GatewayUnavailable, type CardPaymentGateway } from './adapter';
import { configuredPelecard } from './systems';

/** The charge the payment page took with this transaction id, approved, of this provider (undefined: not the gateway's). */
async function approvedCharge(tx: Tx, providerId: number, transactionId: string) {
  if (!transactionId) return undefined;
  const [row] = await tx
    .select({ amount: cardPaymentPages.amount, currencyId: cardPaymentPages.currencyId })
    .from(cardPaymentPages)
    .where(and(eq(cardPaymentPages.providerId, providerId), eq(cardPaymentPages.transactionId, transactionId), eq(cardPaymentPages.result, 'Ok')));
  return row;
}

/** A card payment of a refund that goes back through the gateway: its place in the refund's payments and the charge it gives back. */
export interface GatewayCardRefund {
  /** 0-based place in the refund's payments (the payment row's lineNo - 1). */
  index: number;
  chargeTransactionId: string;
  amount: number;
  currencyId: number;
}

/**
 * The card payments of `payments` whose charge the gateway took (empty: nothing goes back through
 * the gateway). A card refund above its charge is refused (422) here, before anything is recorded.
 */
export async function gatewayRefundsOf(tx: Tx, providerId: number, payments: readonly PaymentEntry[]): Promise<GatewayCardRefund[]> {
  const out: GatewayCardRefund[] = [];
  for (const [index, p] of payments.entries()) {
    if (p.method !== PaymentMethod.CreditCard) continue;
    const charge = await approvedCharge(tx, providerId, p.details.transactionId);
    if (!charge) continue;
    if (p.localAmount > charge.amount) throw refused('card-refund-over-payment', 'A card refund cannot be more than the card paid.', { charged: charge.amount });
    out.push({ index, chargeTransactionId: p.details.transactionId, amount: p.localAmount, currencyId: charge.currencyId });
  }
  return out;
}

/** Whether any card payment of `payments` is a charge the gateway took (its refund goes back through the gateway). */
export async function goesBackThroughGateway(tx: Tx, providerId: number, payments: readonly PaymentEntry[]): Promise<boolean> {
  return (await gatewayRefundsOf(tx, providerId, payments)).length > 0;
}

/** What the gateway's refund of a card payment is recorded as on the refund's payment row. */
export interface CardRefundReceipt {
  index: number;
  transactionId: string;
  approvalCode: string;
}

/**
 * The gateway's answer for every card of one refund: ok (each card's refund transaction), refused
 * before any card went back (nothing went back), or unknown (no answer, or a card refused after
 * another went back: the office settles it).
 */
export type GatewayRefundOutcome =
  | { outcome: 'ok'; receipts: CardRefundReceipt[] }
  | { outcome: 'refused'; clearingCode: string; message: string }
  | { outcome: 'unknown'; clearingCode: string; message: string };

/** Asks the gateway to give back each card of the refund, in order; `reference` is unique to the refund document. */
export async function refundCardsThroughGateway(cards: readonly GatewayCardRefund[], reference: string, gateway: CardPaymentGateway = configuredPelecard().adapter): Promise<GatewayRefundOutcome> {
  const receipts: CardRefundReceipt[] = [];
  for (const card of cards) {
    let answer;
    try {
      answer = await gateway.refund({ transactionId: card.chargeTransactionId, amount: card.amount, currencyId: card.currencyId, reference });
    } catch (error) {
      // A time-out or a 5xx may hide a refund the gateway made (the client never asks a refund twice): unknown.
      if (error instanceof GatewayUnavailable) return { outcome: 'unknown', clearingCode: '306', message: error.message };
      throw error;
    }
    if (!answer.ok) {
      if (receipts.length > 0) return { outcome: 'unknown', clearingCode: answer.code, message: answer.message };
      return { outcome: 'refused', clearingCode: answer.code, message: answer.message };
    }
    receipts.push({ index: card.index, transactionId: answer.refundTransactionId, approvalCode: answer.approvalCode ?? '' });
  }
  return { outcome: 'ok', receipts };
}

/** The 422 of a refund the gateway refused (R-RCPT-12/13): its clearing code and the gateway's words. */
export function cardRefundRefused(clearingCode: string, gatewayMessage: string, extra: Record<string, unknown> = {}) {
  return refused('card-refund-refused', `${CARD_REFUND_FAILED.text} ${gatewayMessage}`.trim(), { clearingCode, messageCode: CARD_REFUND_FAILED.code, gatewayMessage, ...extra });
}
