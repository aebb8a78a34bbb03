import type { OutboxOp, PaymentEntry } from './protocol';

/**
 * Issue 15: a station online refunds any paid order of its provider (sold at another station or in
 * the office). The server finds the sale (POST /sync/refund-sale) and does the refund through its
 * own refund path (POST /sync/refund): one owner, its checks, one standing refund per receipt.
 */

/** Which sale: a number as printed (receipt number, else order number), an order uuid or a ticket's order. */
export interface SaleForRefundQuery {
  number?: number;
  orderUuid?: string;
}

export interface SaleForRefundLine {
  lineNo: number;
  productName: string;
  customerTypeName: string;
  date: string;
  startTime: string | null;
  quantity: number;
  unitPrice: number;
  total: number;
  /** Units whose tickets were scanned at a gate: they cannot go back. */
  used: number;
  refundable: number;
}

export interface SaleForRefund {
  orderId: number;
  orderUuid: string;
  orderNumber: number;
  orderStatus: string;
  customerName: string;
  /** Sold at this station (then the station's own refund path applies when it holds the sale). */
  stationId: number | null;
  receipt: { uuid: string; docType: 'receipt' | 'invoice-receipt'; number: number; total: number; issuedAt: string; currencyId: number; vatRateBp: number };
  lines: SaleForRefundLine[];
  /** The receipt's payments, in their order: a refund goes back by them. */
  payments: PaymentEntry[];
  /** The refund standing for this receipt (R-RCPT-7: once only). */
  refund: { number: number; total: number; issuedAt: string } | null;
  /** Why it cannot be refunded: already-refunded, order-cancelled. */
  blocked: string | null;
}

export interface OnlineRefundRequest {
  /** The station's refund operation (its number from the station's refund block). */
  op: Extract<OutboxOp, { type: 'refund' }>;
  /** The card's share already went back through the terminal: a lost race keeps the document contested instead of refusing it. */
  moneyGone: boolean;
}

export interface OnlineRefundAnswer {
  status: 'applied' | 'conflict';
  flags: string[];
  documentId: number;
  /** The refund's number as written (the station's, from its block): the same on every answer for one refund uuid. */
  number: number;
  total: number;
  voidedTicketCodes: string[];
  orderCancelled: boolean;
}
