import type { Language } from '@pos/shared/languages';
import type { Minor } from '@pos/shared/money';

/**
 * What the station hands to the document builders. Money is integer minor units; dates are
 * `YYYY-MM-DD` and times `hh:mm` or `hh:mm:ss` (local to the provider), as everywhere else.
 * Texts that come from data (product and customer-type names, the business name) are printed as given,
 * in the language the station chose; labels come from ../i18n.ts.
 */

/** The currencies of the platform (`code` of @pos/shared/reference CURRENCIES). */
export type CurrencyCode = 'NIS' | 'USD';

export type LocalDate = string;
export type LocalTime = string;

export interface Business {
  name: string;
  /** Company id (ח.פ.) of a company. */
  companyId?: string;
  /** VAT dealer number (עוסק מורשה); often the same as the company id. */
  vatNumber?: string;
  address?: string;
  phone?: string;
  /**
   * A licensed dealer (עוסק מורשה, or a company) charges VAT and issues tax invoices; an exempt dealer
   * (עוסק פטור) charges none: its number prints as an exempt dealer's and its documents show no VAT rows.
   * Licensed when not given.
   */
  taxStatus?: 'licensed' | 'exempt';
}

/** What every printed document carries in its header. */
export interface DocumentContext {
  lang: Language;
  business: Business;
  /** When the document was issued (or the report printed). */
  date: LocalDate;
  time: LocalTime;
  cashier: string;
  station: string;
  currency: CurrencyCode;
}

export interface SaleLine {
  product: string;
  slotDate?: LocalDate;
  slotTime?: LocalTime;
  customerType?: string;
  quantity: number;
  unitPrice: Minor;
  /** The line's total after its own discount; the builder prints it as given. */
  total: Minor;
}

export interface Totals {
  /** Sum of the lines before the document discount; printed when there is a discount. */
  subtotal?: Minor;
  /** The document discount as a positive amount. */
  discount?: Minor;
  vatPercent: number;
  vatAmount: Minor;
  /** VAT-inclusive total. */
  total: Minor;
}

/** Payment methods (R-RCPT-9: Cash 1, Check 2, CreditCard 4, BankTransfer 8). */
export type Payment = CashPayment | CardPayment | CheckPayment | BankTransferPayment | VoucherPayment;

interface PaymentBase {
  amount: Minor;
  /** When not the document currency; `currencyRate` then is printed too (R-RCPT-8: defaults to 1). */
  currency?: CurrencyCode;
  currencyRate?: number;
}

export interface CashPayment extends PaymentBase {
  method: 'cash';
  /** What the customer handed over, when more than the amount. */
  tendered?: Minor;
  change?: Minor;
}

export interface CardPayment extends PaymentBase {
  method: 'card';
  /** R-RCPT-4: exactly four digits. */
  last4: string;
  /** R-RCPT-8: defaults to 1; printed when more. */
  installments?: number;
  brand?: string;
  /** The clearing company's approval code, printed when given. */
  approvalCode?: string;
}

export interface CheckPayment extends PaymentBase {
  method: 'check';
  checkNumber?: string;
  bank?: string;
  valueDate?: LocalDate;
}

export interface BankTransferPayment extends PaymentBase {
  method: 'bankTransfer';
  reference?: string;
  bank?: string;
}

/** A voucher (a club or gift voucher) taken as payment. */
export interface VoucherPayment extends PaymentBase {
  method: 'voucher';
  code?: string;
}

export interface ReceiptInput extends DocumentContext {
  documentNumber: string;
  orderNumber?: string;
  /** Printed as "Copy" rather than "Original" (a reprint). */
  copy?: boolean;
  customerName?: string;
  lines: SaleLine[];
  totals: Totals;
  payments: Payment[];
  footer?: string;
  /** Kick the cash drawer at the start of the print; by default when a payment is cash. */
  openDrawer?: boolean;
}

export interface InvoiceReceiptInput extends ReceiptInput {
  /** The buyer's company or id number, printed on a tax invoice. */
  customerId?: string;
  customerAddress?: string;
  /** The Tax Authority's allocation number (Israel Invoice), printed when the invoice has one. */
  allocationNumber?: string;
}

/** A tax invoice: what is owed, no payments. */
export interface InvoiceInput extends DocumentContext {
  documentNumber: string;
  orderNumber?: string;
  copy?: boolean;
  customerName?: string;
  customerId?: string;
  customerAddress?: string;
  /** The Tax Authority's allocation number (Israel Invoice), printed when the invoice has one. */
  allocationNumber?: string;
  dueDate?: LocalDate;
  remarks?: string;
  lines: SaleLine[];
  totals: Totals;
  footer?: string;
}

/** A tax credit invoice: credits (part of) an invoice (R-INV-2). Amounts are positive. */
export interface CreditInvoiceInput extends Omit<InvoiceInput, 'dueDate'> {
  /** The invoice it credits. */
  originalDocumentNumber: string;
  originalDocumentType?: CreditedDocumentType;
  reason?: string;
}

/** A proforma invoice (חשבונית עסקה): a demand for payment, not a tax invoice (R-INV-4, R-INV-8). */
export interface ProformaInput extends DocumentContext {
  documentNumber: string;
  orderNumber?: string;
  copy?: boolean;
  /** The proforma's own title line, under the document type. */
  proformaTitle?: string;
  customerName?: string;
  customerId?: string;
  validUntil?: LocalDate;
  remarks?: string;
  lines: SaleLine[];
  totals: Totals;
  footer?: string;
}

/** A provider's own document type (C183-C186): its title, its number in that type, and what it says. */
export interface CustomDocumentInput extends DocumentContext {
  documentNumber: string;
  /** The document's title (the provider's type name, or the title given). */
  title: string;
  copy?: boolean;
  orderNumber?: string;
  customerName?: string;
  remarks?: string;
  lines: SaleLine[];
  /** Printed when the document carries an amount. */
  totals?: Totals;
  footer?: string;
}

/** The documents a credit document may credit. */
export type CreditedDocumentType = 'receipt' | 'invoice' | 'invoice-receipt';

/** A refund of (part of) a receipt (R-RCPT-5, R-RCPT-6, R-RCPT-7). Amounts are positive. */
export interface CreditReceiptInput extends DocumentContext {
  documentNumber: string;
  originalDocumentNumber: string;
  /** Printed with the number ("Receipt 1001") when given. */
  originalDocumentType?: CreditedDocumentType;
  orderNumber?: string;
  copy?: boolean;
  customerName?: string;
  reason?: string;
  lines: SaleLine[];
  totals: Totals;
  /** How the money went back. */
  refunds: Payment[];
  footer?: string;
  openDrawer?: boolean;
}

/** A refund receipt is the credit receipt. */
export type RefundReceiptInput = CreditReceiptInput;

/** Any document of the ledger, by its type: what the server and the station hand to buildLedgerDocument. */
export type LedgerDocumentInput =
  | { type: 'receipt'; input: ReceiptInput }
  | { type: 'invoice-receipt'; input: InvoiceReceiptInput }
  | { type: 'invoice'; input: InvoiceInput }
  | { type: 'credit-invoice'; input: CreditInvoiceInput }
  | { type: 'proforma'; input: ProformaInput }
  | { type: 'credit-receipt'; input: CreditReceiptInput }
  | { type: 'custom'; input: CustomDocumentInput };

export interface TicketInput {
  /** The QR payload, printed exactly; also printed as text under the QR. */
  code: string;
  product: string;
  slotDate: LocalDate;
  slotTime?: LocalTime;
  customerType?: string;
  /** 1 for a single-unit ticket; the line's quantity for a multiple-unit ticket. */
  quantity: number;
  /** The product's ticket image (PNG), printed at the top. */
  image?: Uint8Array;
  /** A code bought from a partner for this ticket (external codes), printed under the quantity. */
  externalCode?: string;
}

export interface TicketsInput extends DocumentContext {
  orderNumber: string;
  tickets: TicketInput[];
  footer?: string;
}

export interface OrderSummaryInput extends DocumentContext {
  orderNumber: string;
  /** QR payload for the whole order (the order-summary ticket type). */
  code: string;
  customerName?: string;
  lines: SaleLine[];
  totals: Totals;
  paid: Minor;
  /** What is left to pay (the order's "ballance"). */
  balance: Minor;
  image?: Uint8Array;
  footer?: string;
}

export type PaymentMethod = Payment['method'];

export interface AmountInCurrency {
  currency: CurrencyCode;
  amount: Minor;
}

export interface ShiftReportInput extends DocumentContext {
  /** X: during the shift, nothing counted; Z: at closing, with the counted cash. */
  kind: 'X' | 'Z';
  shiftNumber: string;
  openedDate: LocalDate;
  openedTime: LocalTime;
  closedDate?: LocalDate;
  closedTime?: LocalTime;
  openingBalances: AmountInCurrency[];
  orders: number;
  tickets: number;
  sales: AmountInCurrency[];
  salesByMethod: Array<AmountInCurrency & { method: PaymentMethod; count: number }>;
  refunds: Array<AmountInCurrency & { count: number }>;
  /** Expected cash per currency (opening + cash sales - cash refunds); counted on a Z report. */
  cash: Array<{ currency: CurrencyCode; expected: Minor; counted?: Minor }>;
  /** Cash put in (float top-ups) and taken out (safe drops) during the shift (issue 16). */
  cashIn?: AmountInCurrency[];
  cashOut?: AmountInCurrency[];
  balanceDescription?: string;
  manager?: string;
  /** The close was approved with the manager code (R-CASH-2). */
  managerApproved?: boolean;
}
