import { randomUUID } from 'node:crypto';
import { CARD_APPROVED, cardCodeMessage } from './card-codes';
import type { CardChargeRequest, CardChargeResult, CardRefundRequest, PaymentTerminal } from './terminal';

export interface SimulatedAnswer {
  /** The card company's code: 000 approves (spec 002 §8.7). */
  code: string;
  /** Answer after this long (a long delay exercises the timeout). */
  delayMs?: number;
  last4?: string;
}

/**
 * A payment terminal for tests and demos: answers 000 unless told otherwise, either for the next
 * charges (queue) or always (setDefault). Every request is kept for assertions.
 */
export class SimulatedTerminal implements PaymentTerminal {
  readonly kind = 'simulator';
  readonly requests: CardChargeRequest[] = [];
  readonly refunds: CardRefundRequest[] = [];
  /** What each approved charge took and how much of it was refunded: the clearing never credits more. */
  private readonly charges = new Map<string, { amount: number; refunded: number; last4: string }>();
  private readonly queue: SimulatedAnswer[] = [];
  private fallback: SimulatedAnswer = { code: CARD_APPROVED };

  answerNext(...answers: SimulatedAnswer[]): void {
    this.queue.push(...answers);
  }

  setDefault(answer: SimulatedAnswer): void {
    this.fallback = answer;
  }

  async charge(request: CardChargeRequest): Promise<CardChargeResult> {
    this.requests.push(request);
    const answer = this.queue.shift() ?? this.fallback;
    if (answer.delayMs) await new Promise((r) => setTimeout(r, answer.delayMs));
    if (answer.code !== CARD_APPROVED) return { approved: false, resultCode: answer.code, message: cardCodeMessage(answer.code) };
    const transactionId = randomUUID();
    const last4 = answer.last4 ?? '4580';
    this.charges.set(transactionId, { amount: request.amount, refunded: 0, last4 });
    return { approved: true, resultCode: CARD_APPROVED, approvalCode: String(100000 + this.requests.length), transactionId, last4, brand: 'Visa' };
  }

  /**
   * Credits a charge: the queued or default answer decides, and a refund over what the charge has
   * left is refused (004) like the clearing would. A charge this simulator did not make (another run)
   * is taken at its word.
   */
  async refund(request: CardRefundRequest): Promise<CardChargeResult> {
    this.refunds.push(request);
    const answer = this.queue.shift() ?? this.fallback;
    if (answer.delayMs) await new Promise((r) => setTimeout(r, answer.delayMs));
    if (answer.code !== CARD_APPROVED) return { approved: false, resultCode: answer.code, message: cardCodeMessage(answer.code) };
    const charge = this.charges.get(request.originalTransactionId);
    if (charge && charge.refunded + request.amount > charge.amount) return { approved: false, resultCode: '004', message: cardCodeMessage('004') };
    if (charge) charge.refunded += request.amount;
    return { approved: true, resultCode: CARD_APPROVED, approvalCode: String(700000 + this.refunds.length), transactionId: randomUUID(), last4: charge?.last4 ?? request.last4, brand: 'Visa' };
  }
}
