/**
 * Pelecard's simulator (selected only by configuration: systems.ts). init answers a payment page
 * this server serves (simulator-routes.ts) instead of Pelecard's; the payer types a card number
 * there and pays or cancels. The card number decides the answer as a test card would: the last four
 * digits 0001, 0002, 0003, 0004, 0005, 0006, 0036 or 0306 answer that clearing code (R-RCPT-12:
 * blocked, stolen, call the company, refused, forged, wrong CVV or ID, expired, no communication);
 * any other card whose check digit is right is approved (000); a wrong check digit is refused (004);
 * cancel is 555. A refund gives back part or all of an approved charge by its transaction id: what
 * it charged less what it refunded is the most it gives back (004 above it, so a second whole refund
 * is refused), an unknown or unpaid transaction is refused (004). The brand (R-RCPT-11) follows the number's prefix. Its transactions live in this
 * process's memory (one server instance: the demo and tests).
 */
import { randomUUID } from 'node:crypto';
import { CardBrand, CLEARING_APPROVED, CLEARING_CANCELLED } from '@pos/shared/payments/card-codes';
import type { CardPaymentGateway, CardRefundAnswer, CardRefundRequest, GatewayTransaction, PaymentPageInit, PaymentPageRequest } from './adapter';

export const SIMULATOR_PAGE_PATH = '/api/pelecard/simulator/page';

const TEST_CODES = new Set(['0001', '0002', '0003', '0004', '0005', '0006', '0036', '0306']);

interface SimulatedTransaction {
  request: PaymentPageRequest;
  answer: GatewayTransaction & { pending: false } | null;
  /** Minor units given back so far. */
  refunded: number;
}

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let n = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) n = n * 2 > 9 ? n * 2 - 9 : n * 2;
    sum += n;
  }
  return digits.length >= 8 && sum % 10 === 0;
}

/** The brand a card number's prefix shows (Israeli 8-9 digit cards are Isracard). */
export function simulatedBrand(card: string): number {
  if (card.length <= 9) return CardBrand.Isracard;
  if (card.startsWith('34') || card.startsWith('37')) return CardBrand.AmericanExpress;
  if (card.startsWith('36') || card.startsWith('30')) return CardBrand.Diners;
  if (card.startsWith('4')) return CardBrand.Visa;
  if (/^5[1-5]/.test(card) || /^2[2-7]/.test(card)) return CardBrand.Mastercard;
  return CardBrand.Isracard;
}

export class PelecardSimulator implements CardPaymentGateway {
  readonly kind = 'simulator' as const;
  private readonly transactions = new Map<string, SimulatedTransaction>();

  async init(request: PaymentPageRequest): Promise<PaymentPageInit> {
    const transactionId = randomUUID();
    this.transactions.set(transactionId, { request, answer: null, refunded: 0 });
    return { ok: true, url: `${SIMULATOR_PAGE_PATH}?transactionId=${transactionId}`, transactionId };
  }

  async getTransaction(transactionId: string): Promise<GatewayTransaction> {
    const t = this.transactions.get(transactionId);
    return t?.answer ?? { pending: true };
  }

  async refund(request: CardRefundRequest): Promise<CardRefundAnswer> {
    const t = this.transactions.get(request.transactionId);
    if (!t?.answer || t.answer.clearingCode !== CLEARING_APPROVED) return { ok: false, code: '004', message: 'No approved charge with this transaction id.' };
    if (request.currencyId !== t.request.currencyId) return { ok: false, code: '004', message: 'The refund is in another currency than the charge.' };
    const left = t.request.amount - t.refunded;
    if (!(request.amount > 0) || request.amount > left) return { ok: false, code: '004', message: `The refund is more than what is left of the charge (${left}).` };
    t.refunded += request.amount;
    return { ok: true, refundTransactionId: randomUUID(), approvalCode: String(100000 + Math.floor(Math.random() * 900000)) };
  }

  /** What is left to refund of a charge (null: not an approved charge of this simulator). */
  refundableOf(transactionId: string): number | null {
    const t = this.transactions.get(transactionId);
    return t?.answer?.clearingCode === CLEARING_APPROVED ? t.request.amount - t.refunded : null;
  }

  /** The page's request, for the page to show what is paid; null for an unknown transaction. */
  pageOf(transactionId: string): PaymentPageRequest | null {
    return this.transactions.get(transactionId)?.request ?? null;
  }

  /** The payer paid with this card, or cancelled (card null). Answers where the page sends them. */
  complete(transactionId: string, card: string | null): { redirect: string } | null {
    const t = this.transactions.get(transactionId);
    if (!t || t.answer) return null;
    if (card === null) {
      t.answer = { pending: false, clearingCode: CLEARING_CANCELLED, brand: null, last4: null, approvalCode: null };
      return { redirect: t.request.errorUrl };
    }
    const digits = card.replace(/\D/g, '');
    const last4 = digits.slice(-4);
    const code = TEST_CODES.has(last4) ? last4.slice(1) : luhnValid(digits) ? CLEARING_APPROVED : '004';
    const approved = code === CLEARING_APPROVED;
    t.answer = { pending: false, clearingCode: code, brand: digits.length >= 8 ? simulatedBrand(digits) : null, last4: digits.length >= 4 ? last4 : null, approvalCode: approved ? String(100000 + (parseInt(transactionId.slice(0, 6), 16) % 900000)) : null };
    return { redirect: approved ? t.request.goodUrl : t.request.errorUrl };
  }
}
