/**
 * A payment as the office sends it, completed with the seed's defaults (R-RCPT-8: the currency
 * rate is "1" and a card is paid in one payment unless said otherwise).
 */
import type { PaymentEntry } from '../sync/protocol';

export interface PaymentLike {
  method: number;
  amount: number;
  currencyId: number;
  currencyRate?: string | undefined;
  localAmount: number;
  details: object;
}

/** R-RCPT-8 defaults. Voucher payments (16) keep their details as sent. */
export function withPaymentDefaults<P extends PaymentLike>(p: P): PaymentEntry {
  const details = p.method === 4 ? { installments: 1, ...(p.details as Record<string, unknown>) } : p.details;
  return { ...p, currencyRate: p.currencyRate ?? '1', details } as unknown as PaymentEntry;
}
