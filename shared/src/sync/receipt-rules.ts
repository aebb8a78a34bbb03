/**
 * The rules of a receipt and of a station sale that need no database, checked the same way by the
 * station before it commits a sale and by the server before it applies one.
 */
import { divRound } from '../money';
import { MAX_TICKETS_PER_ORDER } from '../pricing/order-rules';
import { PaymentMethod, type PaymentEntry, type ReceiptEntry, type SalePayload } from './protocol';

export interface RuleProblem {
  code: string;
  message: string;
}

/** "3.6512" as an exact fraction: 36512 / 10000. */
export function parseRate(rate: string): { numerator: number; denominator: number } | null {
  const m = /^(\d{1,6})(?:\.(\d{1,6}))?$/.exec(rate);
  if (!m) return null;
  const frac = m[2] ?? '';
  const denominator = 10 ** frac.length;
  const numerator = Number(m[1]) * denominator + Number(frac || '0');
  return numerator > 0 ? { numerator, denominator } : null;
}

/** An amount in a payment's currency, in the receipt's currency (rounded once, here). */
export function toLocalAmount(amount: number, rate: string): number | null {
  const r = parseRate(rate);
  return r ? divRound(amount * r.numerator, r.denominator) : null;
}

/** R-RCPT-1, R-RCPT-2, R-RCPT-3, R-RCPT-8: a receipt and the payments that make it up. */
export function receiptProblems(receipt: Pick<ReceiptEntry, 'total'>, payments: readonly PaymentEntry[]): RuleProblem[] {
  const problems: RuleProblem[] = [];
  if (receipt.total === 0) problems.push({ code: 'receipt-total-zero', message: 'A receipt total cannot be zero.' });
  if (payments.length === 0) problems.push({ code: 'receipt-without-payment', message: 'A receipt needs at least one payment.' });
  if (payments.filter((p) => p.method === PaymentMethod.CreditCard).length > 1) {
    problems.push({ code: 'receipt-one-card', message: 'Only one credit card payment per receipt.' });
  }
  for (const p of payments) {
    if (p.amount <= 0) problems.push({ code: 'payment-amount', message: 'A payment amount must be above zero.' });
    if (toLocalAmount(p.amount, p.currencyRate) !== p.localAmount) problems.push({ code: 'payment-rate', message: 'A payment does not match its currency rate.' });
    if (p.method === PaymentMethod.Cash && (p.details.change < 0 || p.details.tendered - p.details.change !== p.amount)) {
      problems.push({ code: 'cash-change', message: 'Cash tendered less change must equal the payment.' });
    }
    if (p.method === PaymentMethod.CreditCard && !/^\d{4}$/.test(p.details.last4)) problems.push({ code: 'card-last4', message: 'The last four card digits are required.' });
  }
  const paid = payments.reduce((s, p) => s + p.localAmount, 0);
  if (payments.length > 0 && paid !== receipt.total) problems.push({ code: 'receipt-payments-total', message: 'The payments do not add up to the receipt total.' });
  return problems;
}

/** A sale as the station sends it: its lines add up to the order, the order to the receipt (R-ORD-15, R-RCPT-*). */
export function saleProblems(sale: SalePayload): RuleProblem[] {
  const { order, receipt, payments } = sale;
  const problems = receiptProblems(receipt, payments);
  const tickets = order.lines.reduce((s, l) => s + l.quantity, 0);
  if (order.lines.length === 0 || order.lines.some((l) => l.quantity < 1)) problems.push({ code: 'quantity-below-one', message: 'Every line needs a quantity of at least 1.' });
  if (tickets > MAX_TICKETS_PER_ORDER) problems.push({ code: 'ticket-limit', message: `At most ${MAX_TICKETS_PER_ORDER} tickets per order.` });
  const gross = order.lines.reduce((s, l) => s + l.quantity * l.unitPrice, 0);
  const lineDiscount = order.lines.reduce((s, l) => s + l.discountAmount, 0);
  const linesTotal = order.lines.reduce((s, l) => s + l.total, 0);
  const consistent =
    order.lines.every((l) => l.total === l.quantity * l.unitPrice - l.discountAmount) &&
    gross === order.gross &&
    order.discountAmount === lineDiscount + order.orderDiscountAmount &&
    order.totalToPay === linesTotal - order.orderDiscountAmount;
  if (!consistent) problems.push({ code: 'order-totals', message: 'The order lines do not add up to the order total.' });
  if (receipt.total !== order.totalToPay) problems.push({ code: 'receipt-order-total', message: 'The receipt does not pay the order total.' });
  if (receipt.currencyId !== order.currencyId) problems.push({ code: 'receipt-currency', message: 'The receipt is in another currency than the order.' });
  return problems;
}
