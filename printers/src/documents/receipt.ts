import type { LabelKey } from '../i18n';
import type { Block, DocumentType, PrintDocument } from '../layout/model';
import {
  businessBlocks,
  footerBlocks,
  headerBlocks,
  linesBlocks,
  makeDocument,
  paymentsBlocks,
  titleBlocks,
  totalsBlocks,
  wordingFor,
} from './common';
import type { CreditedDocumentType, CreditReceiptInput, DocumentContext, InvoiceReceiptInput, Payment, ReceiptInput, SaleLine, Totals } from './types';

export interface MoneyDocument {
  type: DocumentType;
  titleKey: LabelKey;
  totalKey: LabelKey;
  paymentsKey: LabelKey;
  input: DocumentContext & { documentNumber: string; copy?: boolean; lines: SaleLine[]; totals: Totals; footer?: string; openDrawer?: boolean };
  payments: Payment[];
  header: Array<[LabelKey, string | undefined]>;
  /** A tax invoice's allocation number (Israel Invoice), under the number. */
  allocationNumber?: string;
  /** A line under the title (a proforma's own title, "not a tax invoice"). */
  notes?: string[];
}

/**
 * A document of the ledger, with what Israeli law asks of one: the business and its VAT or company
 * number, the document type and number, original or copy, the date, the lines, VAT (unless the
 * business is an exempt dealer), the total and the payments. The drawer opens first, while it
 * prints, when money changes hands in cash.
 */
export function moneyDocument({ type, titleKey, totalKey, paymentsKey, input, payments, header, allocationNumber, notes = [] }: MoneyDocument): PrintDocument {
  const w = wordingFor(input);
  const drawer: Block[] = (input.openDrawer ?? payments.some((p) => p.method === 'cash')) ? [{ kind: 'drawerKick' }] : [];
  const vat = input.business.taxStatus !== 'exempt';
  return makeDocument(type, input, `${w.t(titleKey)} ${input.documentNumber}`, [
    ...drawer,
    ...businessBlocks(input, w),
    ...titleBlocks(w, { titleKey, number: input.documentNumber, copy: input.copy ?? false, allocationNumber }),
    ...notes.filter(Boolean).map((text): Block => ({ kind: 'text', text, align: 'center' })),
    ...headerBlocks(input, w, header),
    ...linesBlocks(input.lines, w),
    ...totalsBlocks(input.totals, w, totalKey, vat),
    ...paymentsBlocks(payments, w, paymentsKey),
    ...footerBlocks(w, input.footer),
  ]);
}

const CREDITED_TITLES: Record<CreditedDocumentType, LabelKey> = { receipt: 'doc.receipt', invoice: 'doc.invoice', 'invoice-receipt': 'doc.invoiceReceipt' };

/** "For document: Tax invoice 1001" (or only the number when the type is not given). */
export function creditedDocument(input: DocumentContext & { originalDocumentNumber: string; originalDocumentType?: CreditedDocumentType }): string {
  if (!input.originalDocumentType) return input.originalDocumentNumber;
  return `${wordingFor(input).t(CREDITED_TITLES[input.originalDocumentType])} ${input.originalDocumentNumber}`;
}

/** A sale: a receipt, or an invoice-receipt, which also names the buyer's id. */
function sale(type: 'receipt' | 'invoice-receipt', input: InvoiceReceiptInput): PrintDocument {
  return moneyDocument({
    type,
    titleKey: type === 'receipt' ? 'doc.receipt' : 'doc.invoiceReceipt',
    totalKey: 'totals.total',
    paymentsKey: 'payments.title',
    input,
    payments: input.payments,
    allocationNumber: input.allocationNumber,
    header: [
      ['header.order', input.orderNumber],
      ['header.customer', input.customerName],
      ['header.customerId', input.customerId],
      ['header.customerAddress', input.customerAddress],
    ],
  });
}

export function buildReceipt(input: ReceiptInput): PrintDocument {
  return sale('receipt', { ...input, customerId: undefined, customerAddress: undefined, allocationNumber: undefined });
}

export function buildInvoiceReceipt(input: InvoiceReceiptInput): PrintDocument {
  return sale('invoice-receipt', input);
}

/** A refund (R-RCPT-5..7): the refunded lines and amounts, positive, and how the money went back. */
export function buildCreditReceipt(input: CreditReceiptInput): PrintDocument {
  return moneyDocument({
    type: 'credit-receipt',
    titleKey: 'doc.creditReceipt',
    totalKey: 'totals.refundTotal',
    paymentsKey: 'payments.refundTitle',
    input,
    payments: input.refunds,
    header: [
      ['header.originalDocument', creditedDocument(input)],
      ['header.order', input.orderNumber],
      ['header.customer', input.customerName],
      ['header.reason', input.reason],
    ],
  });
}
