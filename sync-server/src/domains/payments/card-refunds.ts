/**
 * Card money going back in the office (issue 15, R-RCPT-5..7, R-RCPT-12/13): the card share of an
 * office refund whose charge the back office took through the payment page (C188) goes back through
 * the gateway first, by the charge's transaction id, never more than the charge. The refund document
 * is written only once the gateway said ok: a refusal (or an unreachable gateway) throws 422 with a
 * code and its clearing code, and the caller's transaction writes nothing. A card payment the gateway
 * did not take (a station's terminal, a card typed in by hand) is recorded as before: its money goes
 * back at the terminal that charged it.
 */
import { and, eq } from 'drizzle-orm';
import { refused } from '@pos/shared/errors';
import { CARD_REFUND_FAILED, clearingMessage } from '@pos/shared/payments/card-codes';
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

/** Whether any card payment of `payments` is a charge the gateway took (its refund goes back through the gateway). */
export async function goesBackThroughGateway(tx: Tx, providerId: number, payments: readonly PaymentEntry[]): Promise<boolean> {
  for (const p of payments) {
    if (p.method === PaymentMethod.CreditCard && (await approvedCharge(tx, providerId, p.details.transactionId))) return true;
  }
  return false;
}

/**
 * Refunds through the gateway every card payment of `payments` whose charge the gateway took, and
 * answers the payments as the refund document records them (the refund's own transaction id and
 * approval). Call it with the refunded receipt locked and the ledger's rules checked.
 */
export async function refundCardsThroughGateway(tx: Tx, providerId: number, payments: readonly PaymentEntry[], reference: string, gateway: CardPaymentGateway = configuredPelecard().adapter): Promise<PaymentEntry[]> {
  const out: PaymentEntry[] = [];
  for (const p of payments) {
    const charge = p.method === PaymentMethod.CreditCard ? await approvedCharge(tx, providerId, p.details.transactionId) : undefined;
    if (p.method !== PaymentMethod.CreditCard || !charge) {
      out.push(p);
      continue;
    }
    if (p.localAmount > charge.amount) throw refused('card-refund-over-payment', 'A card refund cannot be more than the card paid.', { charged: charge.amount });
    let answer;
    try {
      answer = await gateway.refund({ transactionId: p.details.transactionId, amount: p.localAmount, currencyId: charge.currencyId, reference });
    } catch (error) {
      if (error instanceof GatewayUnavailable) throw refused('card-gateway-unavailable', `${clearingMessage('306').text} ${error.message}`, { clearingCode: '306', messageCode: clearingMessage('306').code });
      throw error;
    }
    if (!answer.ok) {
      throw refused('card-refund-refused', `${CARD_REFUND_FAILED.text} ${answer.message}`.trim(), { clearingCode: answer.code, messageCode: CARD_REFUND_FAILED.code, gatewayMessage: answer.message });
    }
    out.push({ ...p, details: { ...p.details, resultCode: '000', approvalCode: answer.approvalCode ?? '', transactionId: answer.refundTransactionId } });
  }
  return out;
}
