import type { Block, PrintDocument } from '../layout/model';
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
import type { CreditReceiptInput, InvoiceReceiptInput, Payment, ReceiptInput } from './types';

const hasCash = (payments: readonly Payment[]) => payments.some((p) => p.method === 'cash');

/** The drawer opens first, while the receipt prints, when cash changes hands. */
function drawerKick(open: boolean | undefined, payments: readonly Payment[]): Block[] {
  return (open ?? hasCash(payments)) ? [{ kind: 'drawerKick' }] : [];
}

export function buildReceipt(input: ReceiptInput): PrintDocument {
  const w = wordingFor(input);
  const title = `${w.t('doc.receipt')} ${input.documentNumber}`;
  return makeDocument('receipt', input, title, [
    ...drawerKick(input.openDrawer, input.payments),
    ...businessBlocks(input, w),
    ...titleBlocks(w, { titleKey: 'doc.receipt', number: input.documentNumber, copy: input.copy ?? false }),
    ...headerBlocks(input, w, [
      ['header.order', input.orderNumber],
      ['header.customer', input.customerName],
    ]),
    ...linesBlocks(input.lines, w),
    ...totalsBlocks(input.totals, w),
    ...paymentsBlocks(input.payments, w),
    ...footerBlocks(w, input.footer),
  ]);
}

export function buildInvoiceReceipt(input: InvoiceReceiptInput): PrintDocument {
  const w = wordingFor(input);
  const title = `${w.t('doc.invoiceReceipt')} ${input.documentNumber}`;
  return makeDocument('invoice-receipt', input, title, [
    ...drawerKick(input.openDrawer, input.payments),
    ...businessBlocks(input, w),
    ...titleBlocks(w, { titleKey: 'doc.invoiceReceipt', number: input.documentNumber, copy: input.copy ?? false }),
    ...headerBlocks(input, w, [
      ['header.order', input.orderNumber],
      ['header.customer', input.customerName],
      ['header.customerId', input.customerId],
    ]),
    ...linesBlocks(input.lines, w),
    ...totalsBlocks(input.totals, w),
    ...paymentsBlocks(input.payments, w),
    ...footerBlocks(w, input.footer),
  ]);
}

/** A refund (R-RCPT-5..7): the refunded lines and amounts, positive, and how the money went back. */
export function buildCreditReceipt(input: CreditReceiptInput): PrintDocument {
  const w = wordingFor(input);
  const title = `${w.t('doc.creditReceipt')} ${input.documentNumber}`;
  return makeDocument('credit-receipt', input, title, [
    ...drawerKick(input.openDrawer, input.refunds),
    ...businessBlocks(input, w),
    ...titleBlocks(w, { titleKey: 'doc.creditReceipt', number: input.documentNumber, copy: input.copy ?? false }),
    ...headerBlocks(input, w, [
      ['header.originalDocument', input.originalDocumentNumber],
      ['header.order', input.orderNumber],
      ['header.customer', input.customerName],
      ['header.reason', input.reason],
    ]),
    ...linesBlocks(input.lines, w),
    ...totalsBlocks(input.totals, w, 'totals.refundTotal'),
    ...paymentsBlocks(input.refunds, w, 'payments.refundTitle'),
    ...footerBlocks(w, input.footer),
  ]);
}
