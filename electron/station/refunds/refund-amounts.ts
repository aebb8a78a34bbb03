import { divRound } from '@pos/shared/money';
import type { PaymentEntry } from '@pos/shared/sync/protocol';

/**
 * What a refund gives back, worked out from the receipt it refunds (R-RCPT-5..7): the lines asked
 * (or all of them), each line's share of the receipt's total (the receipt may be less than its
 * lines: an order discount, a coupon, a club voucher), and how the money goes back.
 */

export interface LineForRefund {
  lineNo: number;
  quantity: number;
  total: number;
}

export interface RefundLineAmount {
  lineNo: number;
  quantity: number;
  amount: number;
}

/**
 * The amount of each line refunded: the line's total for the units given back, scaled by what the
 * receipt took of the lines' total. Refunding every unit of every line gives back exactly the
 * receipt (the rounding goes to the last line), never more (R-RCPT-6).
 */
export function refundLineAmounts(receiptTotal: number, lines: readonly LineForRefund[], asked: readonly { lineNo: number; quantity: number }[]): { lines: RefundLineAmount[]; total: number; whole: boolean } {
  const linesTotal = lines.reduce((s, l) => s + l.total, 0);
  const byNo = new Map(lines.map((l) => [l.lineNo, l]));
  const out: RefundLineAmount[] = [];
  for (const a of asked) {
    const line = byNo.get(a.lineNo)!;
    const lineShare = line.quantity === a.quantity ? line.total : divRound(line.total * a.quantity, line.quantity);
    const amount = linesTotal === 0 ? 0 : divRound(lineShare * receiptTotal, linesTotal);
    out.push({ lineNo: a.lineNo, quantity: a.quantity, amount });
  }
  const whole = lines.every((l) => out.some((o) => o.lineNo === l.lineNo && o.quantity === l.quantity));
  if (whole && out.length > 0) {
    // Every unit back: exactly the receipt, whatever the rounding of each share.
    const others = out.slice(0, -1).reduce((s, o) => s + o.amount, 0);
    out[out.length - 1]!.amount = receiptTotal - others;
  }
  // Never more than the receipt (R-RCPT-6): a rounding that would go over comes off the last line.
  const over = out.reduce((s, o) => s + o.amount, 0) - receiptTotal;
  if (over > 0 && out.length > 0) out[out.length - 1]!.amount -= over;
  return { lines: out, total: out.reduce((s, o) => s + o.amount, 0), whole };
}

/** How the money goes back: to the card it came from (never more than its charge), the rest in cash from the drawer. */
export interface RefundSplit {
  card: { amount: number; original: Extract<PaymentEntry, { method: 4 }> } | null;
  cash: number;
}

/**
 * By the original method: a card paid part of the receipt gets back up to what it paid, through the
 * terminal; cash (and a check or transfer, which the window cannot send back) is paid from the drawer.
 * A card in another currency than the receipt's is paid back in cash.
 */
export function splitRefund(total: number, payments: readonly PaymentEntry[], receiptCurrencyId: number): RefundSplit {
  const card = payments.find((p): p is Extract<PaymentEntry, { method: 4 }> => p.method === 4 && p.currencyId === receiptCurrencyId);
  const toCard = card ? Math.min(total, card.localAmount) : 0;
  return { card: card && toCard > 0 ? { amount: toCard, original: card } : null, cash: total - toCard };
}
