/**
 * What an order may still get documented (R-INV-1, R-INV-2), from its standing documents: money
 * received (receipts and invoice-receipts less refunds), charged (invoices and invoice-receipts
 * less credit invoices), and what a given invoice may still be credited.
 */
import { isInvoiceType, isReceiptType } from '@pos/shared/documents/document-types';

export interface LedgerDoc {
  id: number;
  docType: string;
  status: string;
  /** R-INV-6: a card refund still waiting for the gateway's answer is InProgress. */
  state: string;
  total: number;
  creditedDocumentId: number | null;
}

const standing = (d: LedgerDoc) => d.status === 'issued';

/**
 * Money received: receipts less the refunds that gave it back. A card refund still waiting for the
 * gateway's answer (InProgress) has not, as far as the ledger knows: the order is not open to a
 * second payment until the office settles it (the money went back, or it did not).
 */
export function receivedOf(docs: readonly LedgerDoc[]): number {
  return docs.filter(standing).reduce((s, d) => s + (isReceiptType(d.docType) ? d.total : d.docType === 'refund' && d.state !== 'InProgress' ? -d.total : 0), 0);
}

export function chargedOf(docs: readonly LedgerDoc[]): number {
  return docs.filter(standing).reduce((s, d) => s + (isInvoiceType(d.docType) ? d.total : d.docType === 'credit-invoice' ? -d.total : 0), 0);
}

/** R-INV-2 (the reading "the creditable amount"): an invoice less the credit invoices already against it. */
export function creditableOf(invoice: LedgerDoc, docs: readonly LedgerDoc[]): number {
  if (!standing(invoice) || !isInvoiceType(invoice.docType)) return 0;
  const credited = docs.filter((d) => standing(d) && d.docType === 'credit-invoice' && d.creditedDocumentId === invoice.id).reduce((s, d) => s + d.total, 0);
  return Math.max(0, invoice.total - credited);
}

/** R-INV-1: what is left for a new receipt, invoice or invoice-receipt of an order, and to credit. */
export function remainingOf(totalToPay: number, docs: readonly LedgerDoc[]): { receipt: number; invoice: number; credit: number } {
  return {
    receipt: Math.max(0, totalToPay - receivedOf(docs)),
    invoice: Math.max(0, totalToPay - chargedOf(docs)),
    credit: docs.filter((d) => isInvoiceType(d.docType)).reduce((s, d) => s + creditableOf(d, docs), 0),
  };
}

/** The most a new document of this type may be for the order (R-INV-1). */
export function remainingFor(docType: string, remaining: { receipt: number; invoice: number; credit: number }): number {
  if (docType === 'receipt') return remaining.receipt;
  if (docType === 'invoice') return remaining.invoice;
  if (docType === 'invoice-receipt') return Math.min(remaining.receipt, remaining.invoice);
  return Number.MAX_SAFE_INTEGER;
}
