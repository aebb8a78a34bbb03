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

/** A payment terminal (the card reader and its clearing). Real devices plug in behind this. */
export interface PaymentTerminal {
  readonly kind: string;
  charge(request: CardChargeRequest): Promise<CardChargeResult>;
}

/**
 * Bounds every charge by a timeout: a terminal that does not answer is a refused payment with its
 * own code, never a sale hanging forever.
 */
export async function chargeWithTimeout(terminal: PaymentTerminal, request: CardChargeRequest, timeoutMs: number): Promise<CardChargeResult> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<CardChargeResult>((resolve) => {
    timer = setTimeout(() => resolve({ approved: false, resultCode: CARD_TIMEOUT, message: cardCodeMessage(CARD_TIMEOUT) }), timeoutMs);
  });
  try {
    const result = await Promise.race([terminal.charge(request), timeout]);
    if (result.approved && result.resultCode !== CARD_APPROVED) return { approved: false, resultCode: result.resultCode, message: cardCodeMessage(result.resultCode) };
    return result;
  } catch (error) {
    return { approved: false, resultCode: '306', message: `${cardCodeMessage('306')} ${(error as Error).message}`.trim() };
  } finally {
    clearTimeout(timer);
  }
}
