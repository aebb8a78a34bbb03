/**
 * The document ledger's types and states, shared by the server, the station and the back office
 * (issue 15). One ledger holds every accounting document; each type is numbered on its own per
 * provider (sequential, never reused: R-INV-3).
 */
import type { DocType } from '../sync/streams';

/** The ledger's document types. A refund receipt credits a receipt or invoice-receipt; a credit invoice credits an invoice. */
export const DOCUMENT_TYPES = ['receipt', 'invoice', 'invoice-receipt', 'proforma', 'credit-invoice', 'refund', 'custom'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** Types the office issues with a number taken in the document's own transaction (custom documents are numbered per custom type). */
export const OFFICE_NUMBERED_TYPES = ['receipt', 'invoice', 'invoice-receipt', 'proforma', 'credit-invoice', 'refund'] as const satisfies readonly DocumentType[];

/** Types that take money in (R-INV-1 counts them against the order). */
export const RECEIPT_TYPES = ['receipt', 'invoice-receipt'] as const satisfies readonly DocumentType[];
/** Types that charge the order (an invoice-receipt both charges and takes money). */
export const INVOICE_TYPES = ['invoice', 'invoice-receipt'] as const satisfies readonly DocumentType[];
/** Types that give back what another document took or charged. */
export const CREDIT_TYPES = ['refund', 'credit-invoice'] as const satisfies readonly DocumentType[];

export const isReceiptType = (t: string): t is (typeof RECEIPT_TYPES)[number] => (RECEIPT_TYPES as readonly string[]).includes(t);
export const isInvoiceType = (t: string): t is (typeof INVOICE_TYPES)[number] => (INVOICE_TYPES as readonly string[]).includes(t);
export const isCreditType = (t: string): t is (typeof CREDIT_TYPES)[number] => (CREDIT_TYPES as readonly string[]).includes(t);

/** R-INV-5: the seed's document and invoice type enumerations, and the ledger type each one is. */
export const SeedDocumentType = { Invoice: 'Invoice', Receipt: 'Receipt', OrderSummary: 'OrderSummary', Custom: 'Custom', InvoiceReceipt: 'InvoiceReceipt', Perfoma: 'Perfoma' } as const;
export type SeedDocumentTypeName = keyof typeof SeedDocumentType;
export const SeedInvoiceType = { Debit: 'Debit', Credit: 'Credit', PerfomaDebit: 'PerfomaDebit', PerfomaCredit: 'PerfomaCredit' } as const;
export type SeedInvoiceTypeName = keyof typeof SeedInvoiceType;

/** R-INV-5: how the seed names a ledger document (its document type and, for invoices, its invoice type). */
export function seedTypeOf(t: DocumentType): { documentType: SeedDocumentTypeName; invoiceType: SeedInvoiceTypeName | null } {
  switch (t) {
    case 'receipt':
    case 'refund':
      return { documentType: 'Receipt', invoiceType: null };
    case 'invoice':
      return { documentType: 'Invoice', invoiceType: 'Debit' };
    case 'credit-invoice':
      return { documentType: 'Invoice', invoiceType: 'Credit' };
    case 'invoice-receipt':
      return { documentType: 'InvoiceReceipt', invoiceType: 'Debit' };
    case 'proforma':
      return { documentType: 'Perfoma', invoiceType: 'PerfomaDebit' };
    case 'custom':
      return { documentType: 'Custom', invoiceType: null };
  }
}

/** R-INV-6: an order document's state. */
export const DOCUMENT_STATES = ['Initial', 'InProgress', 'Fail', 'Done'] as const;
export type DocumentState = (typeof DOCUMENT_STATES)[number];

/**
 * Whether a document's number stands: issued; void (a station's number kept so the numbering shows
 * no gap); cancelled (a proforma, R-INV-8); contested (a second refund of one receipt, kept with its
 * number for the office: conflict refunded-twice).
 */
export const DOCUMENT_STATUSES = ['issued', 'void', 'cancelled', 'contested'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/** R-RCPT-9 payment method codes, and the voucher the ledger also records. */
export const PaymentMethodCode = { Cash: 1, Check: 2, CreditCard: 4, BankTransfer: 8, Voucher: 16 } as const;
export type PaymentMethodName = keyof typeof PaymentMethodCode;
export type PaymentMethodNumber = (typeof PaymentMethodCode)[PaymentMethodName];
export const PAYMENT_METHOD_CODES: readonly PaymentMethodNumber[] = Object.values(PaymentMethodCode);

/** The provider's tax status: a licensed dealer (osek murshe, charges VAT) or an exempt dealer (osek patur). */
export type DealerStatus = 'LicensedDealer' | 'ExemptDealer';

/** The tax status a provider's VAT type says (R-SET-5: IncVat is a VAT-registered business). */
export function dealerStatusOfVatType(vatType: string): DealerStatus {
  return vatType === 'NoVat' ? 'ExemptDealer' : 'LicensedDealer';
}

/**
 * The station's sale document (docs/decisions/station-document-type.md): a licensed dealer's sale
 * is a tax invoice-receipt, an exempt dealer's a receipt.
 */
export function saleDocTypeOf(status: DealerStatus): Extract<DocType, 'receipt' | 'invoice-receipt'> {
  return status === 'LicensedDealer' ? 'invoice-receipt' : 'receipt';
}

/** The station's refund document: always a refund receipt numbered from its block of `refund` numbers. */
export const STATION_REFUND_DOC_TYPE: Extract<DocType, 'refund'> = 'refund';
