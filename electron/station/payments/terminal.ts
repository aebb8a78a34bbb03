import { CARD_APPROVED, CARD_TIMEOUT, cardCodeMessage } from './card-codes';

export interface CardChargeRequest {
  /** Minor units, in the currency. */
  amount: number;
  currencyId: number;
  installments: number;
  /** The station's reference of the attempt (card_transactions). */
  reference: string;
}

export type CardChargeResult =
  | { approved: true; resultCode: string; approvalCode: string; transactionId: string; last4: string; brand: string }
  | { approved: false; resultCode: string; message: string };

/** Money back to the card an earlier charge took (a refund at the window): never more than that charge. */
export interface CardRefundRequest {
  /** Minor units, positive, in the charge's currency. */
  amount: number;
  currencyId: number;
  /** The station's reference of the attempt (card_transactions). */
  reference: string;
  /** The terminal's id of the charge refunded, its approval code and the card's last four digits. */
  originalTransactionId: string;
  originalApprovalCode: string;
  last4: string;
}

/** A payment terminal (the card reader and its clearing). Real devices plug in behind this. */
export interface PaymentTerminal {
  readonly kind: string;
  charge(request: CardChargeRequest): Promise<CardChargeResult>;
  /** Credits the card of an earlier charge; the clearing refuses more than the charge. */
  refund(request: CardRefundRequest): Promise<CardChargeResult>;
}

/**
 * Bounds every charge by a timeout: a terminal that does not answer is a refused payment with its
 * own code, never a sale hanging forever.
 */
export function chargeWithTimeout(terminal: PaymentTerminal, request: CardChargeRequest, timeoutMs: number): Promise<CardChargeResult> {
  return withTimeout(() => terminal.charge(request), timeoutMs);
}

/** A card refund bounded the same way: no answer in time is a failed refund (R-RCPT-13), never a hang. */
export function refundWithTimeout(terminal: PaymentTerminal, request: CardRefundRequest, timeoutMs: number): Promise<CardChargeResult> {
  return withTimeout(() => terminal.refund(request), timeoutMs);
}

async function withTimeout(ask: () => Promise<CardChargeResult>, timeoutMs: number): Promise<CardChargeResult> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<CardChargeResult>((resolve) => {
    timer = setTimeout(() => resolve({ approved: false, resultCode: CARD_TIMEOUT, message: cardCodeMessage(CARD_TIMEOUT) }), timeoutMs);
  });
  try {
    const result = await Promise.race([ask(), timeout]);
    if (result.approved && result.resultCode !== CARD_APPROVED) return { approved: false, resultCode: result.resultCode, message: cardCodeMessage(result.resultCode) };
    return result;
  } catch (error) {
    return { approved: false, resultCode: '306', message: `${cardCodeMessage('306')} ${(error as Error).message}`.trim() };
  } finally {
    clearTimeout(timer);
  }
}
