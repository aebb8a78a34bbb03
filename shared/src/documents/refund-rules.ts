/**
 * The rules of a refund (R-RCPT-5, R-RCPT-6, R-RCPT-7), the same at the window, in the office and
 * on the server when a station pushes one. Amounts are positive minor units.
 */
import { receiptProblems, type RuleProblem } from '../sync/receipt-rules';
import { PaymentMethod, type PaymentEntry } from '../sync/protocol';
import { isReceiptType } from './document-types';

/** The refunded document as the rules need it. */
export interface RefundedDocument {
  docType: string;
  total: number;
  status: string;
  /** The refund already standing for it, if any (R-RCPT-7). */
  refundedBy: number | null;
}

export const ALREADY_REFUNDED: RuleProblem = { code: 'already-refunded', message: 'This receipt was already refunded.' };

/**
 * R-RCPT-5: a refund amount is required (above zero); R-RCPT-6: never above the receipt (the
 * reading "the receipt total": a receipt is refunded once, so nothing of it was given back before);
 * R-RCPT-7: once only. The receipt must be a standing receipt or invoice-receipt.
 */
export function refundAmountProblems(original: RefundedDocument, amount: number): RuleProblem[] {
  const problems: RuleProblem[] = [];
  if (!isReceiptType(original.docType) || original.status !== 'issued') problems.push({ code: 'not-refundable', message: 'Only an issued receipt or invoice-receipt can be refunded.' });
  if (!Number.isSafeInteger(amount) || amount <= 0) problems.push({ code: 'refund-amount-required', message: 'A refund amount above zero is required.' });
  else if (amount > original.total) problems.push({ code: 'refund-over-receipt', message: 'A refund cannot exceed the receipt amount.' });
  if (original.refundedBy !== null) problems.push(ALREADY_REFUNDED);
  return problems;
}

/** A refund's own money: the payments add up to it, one card at most, the card digits (R-RCPT-1..4, R-RCPT-8). */
export function refundPaymentProblems(total: number, payments: readonly PaymentEntry[]): RuleProblem[] {
  return receiptProblems({ total }, payments).filter((p) => p.code !== 'receipt-total-zero');
}

/** The refunded lines add up to the refund (when lines are named). */
export function refundLinesProblems(total: number, lines: readonly { lineNo: number; quantity: number; amount: number }[]): RuleProblem[] {
  if (lines.length === 0) return [];
  const sum = lines.reduce((s, l) => s + l.amount, 0);
  const seen = new Set<number>();
  for (const l of lines) {
    if (seen.has(l.lineNo)) return [{ code: 'refund-lines', message: `Line ${l.lineNo} is named twice.` }];
    seen.add(l.lineNo);
  }
  return sum === total ? [] : [{ code: 'refund-lines-total', message: 'The refunded lines do not add up to the refund.' }];
}

/** Money goes back to a card only through that card's refund, never more than the card paid. */
export function cardRefundProblems(paidByCard: number, refundPayments: readonly PaymentEntry[]): RuleProblem[] {
  const toCard = refundPayments.filter((p) => p.method === PaymentMethod.CreditCard).reduce((s, p) => s + p.localAmount, 0);
  return toCard > paidByCard ? [{ code: 'card-refund-over-payment', message: 'A card refund cannot be more than the card paid.' }] : [];
}
