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
import type { CreditReceiptInput, DocumentContext, InvoiceReceiptInput, Payment, ReceiptInput, SaleLine, Totals } from './types';

interface MoneyDocument {
  type: DocumentType;
  titleKey: LabelKey;
  totalKey: LabelKey;
  paymentsKey: LabelKey;
  input: DocumentContext & { documentNumber: string; copy?: boolean; lines: SaleLine[]; totals: Totals; footer?: string; openDrawer?: boolean };
  payments: Payment[];
  header: Array<[LabelKey, string | undefined]>;
}

/** A document where money changes hands; the drawer opens first, while it prints, when that money is cash. */
function moneyDocument({ type, titleKey, totalKey, paymentsKey, input, payments, header }: MoneyDocument): PrintDocument {
  const w = wordingFor(input);
  const drawer: Block[] = (input.openDrawer ?? payments.some((p) => p.method === 'cash')) ? [{ kind: 'drawerKick' }] : [];
  return makeDocument(type, input, `${w.t(titleKey)} ${input.documentNumber}`, [
    ...drawer,
    ...businessBlocks(input, w),
    ...titleBlocks(w, { titleKey, number: input.documentNumber, copy: input.copy ?? false }),
    ...headerBlocks(input, w, header),
    ...linesBlocks(input.lines, w),
    ...totalsBlocks(input.totals, w, totalKey),
    ...paymentsBlocks(payments, w, paymentsKey),
    ...footerBlocks(w, input.footer),
  ]);
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
    header: [
      ['header.order', input.orderNumber],
      ['header.customer', input.customerName],
      ['header.customerId', input.customerId],
    ],
  });
}

export function buildReceipt(input: ReceiptInput): PrintDocument {
  return sale('receipt', { ...input, customerId: undefined });
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
      ['header.originalDocument', input.originalDocumentNumber],
      ['header.order', input.orderNumber],
      ['header.customer', input.customerName],
      ['header.reason', input.reason],
    ],
  });
}
