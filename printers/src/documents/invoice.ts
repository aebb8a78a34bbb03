import { businessBlocks, footerBlocks, formatDate, headerBlocks, linesBlocks, makeDocument, totalsBlocks, wordingFor } from './common';
import { creditedDocument, moneyDocument } from './receipt';
import type { CreditInvoiceInput, CustomDocumentInput, InvoiceInput, ProformaInput } from './types';
import type { Block, PrintDocument } from '../layout/model';

/** A tax invoice: the buyer, its allocation number when it has one (Israel Invoice), what is owed. */
export function buildInvoice(input: InvoiceInput): PrintDocument {
  return moneyDocument({
    type: 'invoice',
    titleKey: 'doc.invoice',
    totalKey: 'totals.total',
    paymentsKey: 'payments.title',
    input: { ...input, openDrawer: false },
    payments: [],
    allocationNumber: input.allocationNumber,
    header: [
      ['header.order', input.orderNumber],
      ['header.customer', input.customerName],
      ['header.customerId', input.customerId],
      ['header.customerAddress', input.customerAddress],
      ['header.dueDate', input.dueDate ? formatDate(input.dueDate) : undefined],
      ['header.remarks', input.remarks],
    ],
  });
}

/** A tax credit invoice (R-INV-2): the invoice it credits, the credited lines and amounts, positive. */
export function buildCreditInvoice(input: CreditInvoiceInput): PrintDocument {
  return moneyDocument({
    type: 'credit-invoice',
    titleKey: 'doc.creditInvoice',
    totalKey: 'totals.creditTotal',
    paymentsKey: 'payments.title',
    input: { ...input, openDrawer: false },
    payments: [],
    allocationNumber: input.allocationNumber,
    header: [
      ['header.originalDocument', creditedDocument({ ...input, originalDocumentType: input.originalDocumentType ?? 'invoice' })],
      ['header.order', input.orderNumber],
      ['header.customer', input.customerName],
      ['header.customerId', input.customerId],
      ['header.customerAddress', input.customerAddress],
      ['header.reason', input.reason],
      ['header.remarks', input.remarks],
    ],
  });
}

/** A proforma (חשבון עסקה): its own title and "not a tax invoice" under the type (R-INV-4). */
export function buildProforma(input: ProformaInput): PrintDocument {
  const { t } = wordingFor(input);
  return moneyDocument({
    type: 'proforma',
    titleKey: 'doc.proforma',
    totalKey: 'totals.total',
    paymentsKey: 'payments.title',
    input: { ...input, openDrawer: false },
    payments: [],
    notes: [input.proformaTitle ?? '', t('doc.notTaxInvoice')],
    header: [
      ['header.order', input.orderNumber],
      ['header.customer', input.customerName],
      ['header.customerId', input.customerId],
      ['header.validUntil', input.validUntil ? formatDate(input.validUntil) : undefined],
      ['header.remarks', input.remarks],
    ],
  });
}

/** A custom document (C183-C186): the provider's own title, its number, original or copy, and its lines and amount when it has them. */
export function buildCustomDocument(input: CustomDocumentInput): PrintDocument {
  const w = wordingFor(input);
  const { t } = w;
  const title: Block[] = [
    { kind: 'separator', style: 'double' },
    { kind: 'text', text: input.title, align: 'center', bold: true, size: 'double' },
    { kind: 'text', text: `${t('doc.number')} ${input.documentNumber}`, align: 'center', bold: true },
    { kind: 'text', text: t(input.copy ? 'doc.copy' : 'doc.original'), align: 'center' },
  ];
  return makeDocument('custom', input, `${input.title} ${input.documentNumber}`, [
    ...businessBlocks(input, w),
    ...title,
    ...headerBlocks(input, w, [
      ['header.order', input.orderNumber],
      ['header.customer', input.customerName],
      ['header.remarks', input.remarks],
    ]),
    ...(input.lines.length > 0 ? linesBlocks(input.lines, w) : []),
    ...(input.totals && input.totals.total > 0 ? totalsBlocks(input.totals, w, 'totals.total', input.business.taxStatus !== 'exempt') : []),
    ...footerBlocks(w, input.footer),
  ]);
}
