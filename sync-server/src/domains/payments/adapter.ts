/**
 * Pelecard's payment page (iframe or redirect) as the back office's card payments see it (C188):
 * init answers the page's URL and Pelecard's transaction id; once the payer is done the
 * transaction is read back with its clearing code (R-RCPT-12), card brand (R-RCPT-11), approval
 * number and the card's last digits; a charge is refunded by its transaction id. Implemented by the real HTTP client and the simulator.
 */

export interface PaymentPageRequest {
  /** Minor units. */
  amount: number;
  currencyId: number;
  creditCardPaymentType: number;
  payments: number;
  /** Where the page sends the payer after paying, or after an error or a cancel. */
  goodUrl: string;
  errorUrl: string;
  /** Our reference kept with the transaction (ParamX). */
  reference: string;
}

export type PaymentPageInit = { ok: true; url: string; transactionId: string } | { ok: false; code: string; message: string };

/** A finished transaction, or `pending` while the payer has not finished. */
export type GatewayTransaction =
  | { pending: true }
  | {
      pending: false;
      /** Three digits (R-RCPT-12), 555 when the payer cancelled. */
      clearingCode: string;
      /** R-RCPT-11: the card brand's bit, null when unknown. */
      brand: number | null;
      last4: string | null;
      approvalCode: string | null;
    };

/**
 * A refund of a charge the gateway made (Pelecard's RefundTransaction: the charge's transaction id,
 * its voucher, and the amount to give back). The gateway refuses more than what is left of the
 * charge, so a refund repeated beyond it is refused.
 */
export interface CardRefundRequest {
  /** The charge's transaction id at the gateway. */
  transactionId: string;
  /** Minor units, above zero. */
  amount: number;
  currencyId: number;
  /** Our reference kept with the refund (ParamX). */
  reference: string;
}

/** The refund's answer: its own transaction id and approval, or the gateway's refusal with its code (R-RCPT-12). */
export type CardRefundAnswer = { ok: true; refundTransactionId: string; approvalCode: string | null } | { ok: false; code: string; message: string };

export class GatewayUnavailable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GatewayUnavailable';
  }
}

export interface CardPaymentGateway {
  readonly kind: 'real' | 'simulator';
  init(request: PaymentPageRequest, signal?: AbortSignal): Promise<PaymentPageInit>;
  getTransaction(transactionId: string, signal?: AbortSignal): Promise<GatewayTransaction>;
  refund(request: CardRefundRequest, signal?: AbortSignal): Promise<CardRefundAnswer>;
}
