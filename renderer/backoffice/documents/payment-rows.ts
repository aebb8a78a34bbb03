import type { PaymentEntry } from '@pos/shared/sync/protocol';
import { receiptProblems } from '@pos/shared/sync/receipt-rules';
import { parseAmount } from './kinds';

/** One payment as a person types it in the office (001 §3 Payments): texts until sent. */
export interface PaymentRow {
  key: number;
  method: 1 | 2 | 4 | 8;
  amount: string;
  /** Card (R-RCPT-4, R-RCPT-11): brand bit, last 4 digits, installments, approval code, holder id. */
  brand: string;
  last4: string;
  installments: string;
  approvalCode: string;
  holderId: string;
  /** Check and transfer. */
  bank: string;
  branch: string;
  account: string;
  checkNumber: string;
  referenceNumber: string;
  valueDate: string;
}

let nextKey = 1;
export function newPaymentRow(method: PaymentRow['method'], amount: string): PaymentRow {
  return { key: nextKey++, method, amount, brand: '', last4: '', installments: '1', approvalCode: '', holderId: '', bank: '', branch: '', account: '', checkNumber: '', referenceNumber: '', valueDate: '' };
}

/** The rows as the ledger's payments (R-RCPT-8: rate 1 in the order's currency), or null for a row whose amount is not money. */
export function paymentEntries(rows: readonly PaymentRow[], currencyId: number): PaymentEntry[] | null {
  const out: PaymentEntry[] = [];
  for (const r of rows) {
    const amount = parseAmount(r.amount);
    if (amount === null) return null;
    const base = { amount, currencyId, currencyRate: '1', localAmount: amount };
    switch (r.method) {
      case 1:
        out.push({ ...base, method: 1, details: { tendered: amount, change: 0 } });
        break;
      case 2:
        out.push({ ...base, method: 2, details: { bank: r.bank.trim(), branch: r.branch.trim(), account: r.account.trim(), number: r.checkNumber.trim(), valueDate: r.valueDate } });
        break;
      case 4:
        out.push({
          ...base,
          method: 4,
          details: { last4: r.last4.trim(), installments: Number(r.installments) || 1, approvalCode: r.approvalCode.trim(), resultCode: '000', brand: r.brand || undefined, holderId: r.holderId.trim() || undefined, transactionId: '' },
        });
        break;
      case 8:
        out.push({ ...base, method: 8, details: { bank: r.bank.trim(), branch: r.branch.trim(), account: r.account.trim(), valueDate: r.valueDate, referenceNumber: r.referenceNumber.trim() } });
        break;
    }
  }
  return out;
}

/**
 * What is wrong with the payments before they are sent, by the same rules the server and the
 * station apply (R-RCPT-1..4, R-RCPT-8; shared/src/sync/receipt-rules.ts), as problem codes; plus a
 * holder id that is not digits (R-RCPT-4).
 */
export function paymentProblems(rows: readonly PaymentRow[], total: number, currencyId: number): string[] {
  const entries = paymentEntries(rows, currencyId);
  if (!entries) return ['payment-amount'];
  const codes = receiptProblems({ total }, entries).map((p) => p.code);
  if (rows.some((r) => r.method === 4 && r.holderId.trim() !== '' && !/^\d+$/.test(r.holderId.trim()))) codes.push('card-holder-id');
  return [...new Set(codes)];
}
