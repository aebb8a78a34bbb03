import { randomUUID } from 'node:crypto';
import { CARD_APPROVED, cardCodeMessage } from './card-codes';
import type { CardChargeRequest, CardChargeResult, PaymentTerminal } from './terminal';

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
    return { approved: true, resultCode: CARD_APPROVED, approvalCode: String(100000 + this.requests.length), transactionId: randomUUID(), last4: answer.last4 ?? '4580', brand: 'Visa' };
  }
}
