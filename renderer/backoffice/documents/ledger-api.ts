import type { ResponseOf } from '@pos/shared/api/routes';
import type { PaymentInput } from '@pos/shared/api/documents';
import { call, type ApiResult } from '../../ui/api';
import type { NewDocumentKind } from './kinds';
import type { DocumentDetails } from './DocumentView';

export type OrderLedger = ResponseOf<'GET /api/order/ledger'>;
export type LedgerDocument = OrderLedger['documents'][number];
export type FullDocument = ResponseOf<'GET /api/document/get'>;

/** The order's documents, payments and what is left to pay, invoice and credit. */
export function loadOrderLedger(orderId: number) {
  return call('GET /api/order/ledger', { query: { orderId } });
}

/** R-INV-1: what is left of the order for a new document of this kind (an invoice-receipt both charges and takes money). */
export function remainingFor(kind: Exclude<NewDocumentKind, 'credit-invoice'>, ledger: OrderLedger): number {
  if (kind === 'invoice') return ledger.remaining.invoice;
  if (kind === 'invoice-receipt') return Math.min(ledger.remaining.receipt, ledger.remaining.invoice);
  return ledger.remaining.receipt;
}

/**
 * R-INV-2: what is left to credit of one invoice (its total less the credit invoices standing
 * against it), never more than the order's creditable amount. Shown and proposed; the server decides.
 */
export function creditableOf(invoice: LedgerDocument, ledger: OrderLedger): number {
  const credited = ledger.documents.filter((d) => d.docType === 'credit-invoice' && d.status === 'issued' && d.creditedDocumentId === invoice.id).reduce((s, d) => s + d.total, 0);
  return Math.max(0, Math.min(invoice.total - credited, ledger.remaining.credit));
}

export interface NewDocumentInput {
  orderId: number;
  amount: number;
  customerName: string;
  customerTaxId: string;
  businessClientId: number | null;
  remarks: string;
  payments: PaymentInput[];
  creditedDocumentId: number | null;
}

/** One create route per kind (C147 receipt, C148 invoice-receipt, C145 invoice, the credit invoice), issued from the order screen. */
export function createDocument(kind: NewDocumentKind, input: NewDocumentInput) {
  const base = { orderId: input.orderId, amount: input.amount, screen: 'order' as const };
  const customer = { customerName: input.customerName || undefined, customerTaxId: input.customerTaxId || undefined, businessClientId: input.businessClientId };
  const remarks = input.remarks || undefined;
  switch (kind) {
    case 'receipt':
      return call('POST /api/create-receipt', { body: { ...base, payments: input.payments, remarks }, quiet: true });
    case 'invoice-receipt':
      return call('POST /api/create-invoice-receipt', { body: { ...base, payments: input.payments, remarks, ...customer }, quiet: true });
    case 'invoice':
      return call('POST /api/create-invoice', { body: { ...base, remarks, ...customer }, quiet: true });
    case 'credit-invoice':
      return call('POST /api/create-credit-invoice', { body: { ...base, creditedDocumentId: input.creditedDocumentId ?? 0, reason: remarks }, quiet: true });
  }
}

export function loadDocument(id: number) {
  return call('GET /api/document/get', { query: { id } });
}

/** A whole document as the reader's view shows it. */
export function detailsOf(d: FullDocument): DocumentDetails {
  return {
    type: d.docType,
    number: d.number,
    state: d.state,
    status: d.status,
    refunded: d.refundedBy !== null,
    issuedAt: d.issuedAt,
    currencyId: d.currencyId,
    total: d.total,
    vatAmount: d.vatAmount,
    totalBeforeVat: d.totalBeforeVat,
    vatPercent: d.vatPercent,
    customerName: d.customerName,
    customerTaxId: d.customerTaxId,
    businessName: d.businessName,
    businessTaxId: d.businessTaxId,
    issuedBy: d.userName,
    allocationNumber: d.allocationNumber,
    credited: d.credited ? { type: d.credited.docType, number: d.credited.number } : null,
    remarks: [d.title, d.remarks, d.reason].filter(Boolean).join('\n'),
    lines: d.lines,
    payments: d.payments,
  };
}

export type SharedDocumentView = DocumentDetails & { pdfUrl: string };

/** C161 document/sharedata: the anonymous page's document. */
export async function loadSharedDocument(token: string): Promise<ApiResult<SharedDocumentView>> {
  const result = await call('GET /api/document/sharedata', { query: { token }, quiet: true, anonymousOk: true });
  if (!result.ok) return result;
  const d = result.data;
  return {
    ok: true,
    data: {
      type: d.type,
      number: d.number,
      state: 'Done',
      status: 'issued',
      refunded: false,
      issuedAt: d.issuedAt,
      currencyId: d.currencyId,
      total: d.totals.total,
      vatAmount: d.totals.vatAmount,
      totalBeforeVat: d.totals.beforeVat,
      vatPercent: d.totals.vatRateBp / 100,
      customerName: d.customerName,
      customerTaxId: d.customerTaxId,
      businessName: d.business.name,
      businessTaxId: d.business.vatNumber,
      issuedBy: null,
      allocationNumber: d.allocationNumber,
      credited: d.credited,
      remarks: '',
      lines: d.lines.map((l, i) => ({ ...l, lineNo: i + 1 })),
      payments: d.payments.map((p, i) => ({ lineNo: i + 1, method: p.method, amount: p.amount, currencyId: p.currencyId, details: { last4: p.last4, installments: p.installments } })),
      pdfUrl: d.pdfUrl,
    },
  };
}
