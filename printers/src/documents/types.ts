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
export type Payment = CashPayment | CardPayment | CheckPayment | BankTransferPayment;

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
}

/** A refund of (part of) a receipt (R-RCPT-5, R-RCPT-6, R-RCPT-7). Amounts are positive. */
export interface CreditReceiptInput extends DocumentContext {
  documentNumber: string;
  originalDocumentNumber: string;
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
  balanceDescription?: string;
  manager?: string;
}
