/**
 * The document ledger's API contract (issue 15): creating receipts, invoices, invoice-receipts,
 * business invoices and proformas and credit invoices (C141-C148), validating a receipt (C149),
 * reading documents (C150-C153, document/get, the order's ledger), cancelling or refunding a
 * receipt (C154), cancelling a business client's proforma (C155), the credit-invoice check (C156),
 * custom document types and documents (C183-C186) and the auto-print setting (C187). Amounts are
 * integer minor units. Stable: additions only.
 */
import { Type, type Static } from 'typebox';
import { DOCUMENT_STATES, DOCUMENT_STATUSES, DOCUMENT_TYPES } from '../documents/document-types';
import { Id, Int, LocalDate, OneOf, OrNull, Text } from './primitives';

/** R-INV-4: the proforma title's and the remarks' limits (the seed does not state them). */
export const TITLE_MAX = 100;
export const REMARKS_MAX = 500;
export const REASON_MAX = 500;
export const CUSTOMER_NAME_MAX = 200;
export const CUSTOMER_TAX_ID_MAX = 20;
/** A document holds at most this many payments and lines. */
export const MAX_PAYMENTS = 20;
export const MAX_LINES = 500;

const Positive = Type.Integer({ minimum: 1, maximum: 999_999_999_99, description: 'minor units, above zero' });
const NonNegative = Type.Integer({ minimum: 0, maximum: 999_999_999_99, description: 'minor units' });
/** R-RCPT-8: a rate to the local currency; left out it is "1" (the server fills it in). */
const Rate = Type.String({ pattern: '^\\d{1,6}(\\.\\d{1,6})?$' });
/** Where in the back office a document was issued (recorded with who issued it). */
export const SCREENS = ['order', 'documents', 'order-cancel', 'business-client'] as const;
export type Screen = (typeof SCREENS)[number];
const ScreenField = Type.Optional(OneOf(SCREENS));

export const CashDetails = Type.Object({ tendered: NonNegative, change: NonNegative });
/**
 * R-RCPT-4: the last four card digits, exactly 4; the holder id digits only. R-RCPT-8: one payment
 * (installments 1) by default. R-RCPT-11: `brand` is the card brand's bit (1..128) as text.
 */
export const CardDetails = Type.Object({
  last4: Type.String({ pattern: '^\\d{4}$' }),
  /** R-RCPT-8: left out, one payment. */
  installments: Type.Optional(Type.Integer({ minimum: 1, maximum: 36 })),
  approvalCode: Text(50),
  resultCode: Text(10),
  holderId: Type.Optional(Type.String({ pattern: '^\\d{0,12}$' })),
  brand: Type.Optional(Text(20)),
  transactionId: Text(100),
});
export const CheckDetails = Type.Object({ bank: Text(50), branch: Text(20), account: Text(30), number: Text(30), valueDate: LocalDate, owner: Type.Optional(Text(100)) });
export const BankTransferDetails = Type.Object({ bank: Text(50), branch: Text(20), account: Text(30), valueDate: LocalDate, referenceNumber: Text(50) });
export const VoucherDetails = Type.Object({ code: Text(100), issuer: Type.Optional(Text(100)) });

const paymentOf = <M extends number, D extends ReturnType<typeof Type.Object>>(method: M, details: D) =>
  Type.Object({ method: Type.Literal(method), amount: Positive, currencyId: Int(1), currencyRate: Type.Optional(Rate), localAmount: Positive, details });

/** One payment: Cash 1, Check 2, CreditCard 4, BankTransfer 8 (R-RCPT-9), Voucher 16. The protocol's PaymentEntry fits it. */
export const PaymentInput = Type.Union([paymentOf(1, CashDetails), paymentOf(2, CheckDetails), paymentOf(4, CardDetails), paymentOf(8, BankTransferDetails), paymentOf(16, VoucherDetails)]);
export type PaymentInput = Static<typeof PaymentInput>;

const Customer = {
  customerName: Type.Optional(Text(CUSTOMER_NAME_MAX)),
  /** The customer's id or VAT number, digits only. */
  customerTaxId: Type.Optional(Type.String({ pattern: '^\\d{0,20}$' })),
  businessClientId: Type.Optional(OrNull(Id)),
};

/** C147 create-receipt: money taken for an order, one or more payments (one card at most: R-RCPT-3). */
export const CreateReceiptBody = Type.Object({
  orderId: Id,
  /** R-RCPT-1: above zero; R-INV-1: at most what is left to pay. Equal to the payments' sum. */
  amount: Positive,
  payments: Type.Array(PaymentInput, { maxItems: MAX_PAYMENTS }),
  remarks: Type.Optional(Text(REMARKS_MAX)),
  screen: ScreenField,
  ...Customer,
});
export type CreateReceiptBody = Static<typeof CreateReceiptBody>;

/** C141-C144: a receipt of one payment method (create-cash-receipt, -credit-card-, -check-, -bank-transfer-). */
export const CreateCashReceiptBody = Type.Object({ orderId: Id, amount: Positive, payment: paymentOf(1, CashDetails), remarks: Type.Optional(Text(REMARKS_MAX)), screen: ScreenField, ...Customer });
export const CreateCardReceiptBody = Type.Object({ orderId: Id, amount: Positive, payment: paymentOf(4, CardDetails), remarks: Type.Optional(Text(REMARKS_MAX)), screen: ScreenField, ...Customer });
export const CreateCheckReceiptBody = Type.Object({ orderId: Id, amount: Positive, payment: paymentOf(2, CheckDetails), remarks: Type.Optional(Text(REMARKS_MAX)), screen: ScreenField, ...Customer });
export const CreateTransferReceiptBody = Type.Object({ orderId: Id, amount: Positive, payment: paymentOf(8, BankTransferDetails), remarks: Type.Optional(Text(REMARKS_MAX)), screen: ScreenField, ...Customer });

/** C148 create-invoice-receipt: a tax invoice that is paid at once. */
export const CreateInvoiceReceiptBody = Type.Object({
  orderId: Id,
  amount: Positive,
  payments: Type.Array(PaymentInput, { maxItems: MAX_PAYMENTS }),
  remarks: Type.Optional(Text(REMARKS_MAX)),
  screen: ScreenField,
  ...Customer,
});
export type CreateInvoiceReceiptBody = Static<typeof CreateInvoiceReceiptBody>;

/** C145 create-invoice: charges an order (R-INV-1: at most what is left to invoice). */
export const CreateInvoiceBody = Type.Object({
  orderId: Id,
  amount: Positive,
  remarks: Type.Optional(Text(REMARKS_MAX)),
  screen: ScreenField,
  ...Customer,
});
export type CreateInvoiceBody = Static<typeof CreateInvoiceBody>;

/** A billed line says what it bills: at least one visible character, at most 200. */
const LineDescription = Type.String({ minLength: 1, maxLength: 200, pattern: '^[^\\u0000]*\\S[^\\u0000]*$' });

/**
 * C146 create-business-invoice: an invoice (invoiceType Debit) or a proforma (PerfomaDebit) to a
 * business client, for an order of the client or for free lines.
 */
export const CreateBusinessInvoiceBody = Type.Object({
  businessClientId: Id,
  orderId: Type.Optional(OrNull(Id)),
  invoiceType: Type.Union([Type.Literal('Debit'), Type.Literal('PerfomaDebit')]),
  /** Without an order: the lines billed (their totals add up to the amount). */
  lines: Type.Optional(Type.Array(Type.Object({ description: LineDescription, quantity: Int(1, 1_000_000), unitPrice: NonNegative }), { maxItems: MAX_LINES })),
  amount: Positive,
  /** R-INV-4: the proforma's title. */
  title: Type.Optional(Text(TITLE_MAX)),
  remarks: Type.Optional(Text(REMARKS_MAX)),
  screen: ScreenField,
});
export type CreateBusinessInvoiceBody = Static<typeof CreateBusinessInvoiceBody>;

/** A credit invoice: credits an invoice (R-INV-2: an invoice must exist, the amount above zero and at most what is left of it). */
export const CreateCreditInvoiceBody = Type.Object({
  orderId: Type.Optional(OrNull(Id)),
  creditedDocumentId: Id,
  amount: Positive,
  reason: Type.Optional(Text(REASON_MAX)),
  screen: ScreenField,
});
export type CreateCreditInvoiceBody = Static<typeof CreateCreditInvoiceBody>;

/** What every create call answers. */
export const DocumentCreated = Type.Object({
  id: Type.Integer(),
  docType: OneOf(DOCUMENT_TYPES),
  number: Type.Integer(),
  /** R-INV-6: Done, or InProgress while an invoice waits for its allocation number. */
  state: OneOf(DOCUMENT_STATES),
  total: Type.Integer(),
  orderId: OrNull(Type.Integer()),
  allocationNumber: OrNull(Type.String()),
});
export type DocumentCreated = Static<typeof DocumentCreated>;

/** C149 validate-receipt: the same body as create-receipt, answered with every problem (nothing is written). */
export const ReceiptValidation = Type.Object({
  valid: Type.Boolean(),
  problems: Type.Array(Type.Object({ code: Type.String(), message: Type.String(), field: Type.Optional(Type.String()) })),
  /** R-INV-1: what is left to pay of the order. */
  remaining: Type.Integer(),
});
export type ReceiptValidation = Static<typeof ReceiptValidation>;

export const DocumentLine = Type.Object({
  lineNo: Type.Integer(),
  description: Type.String(),
  quantity: Type.Integer(),
  unitPrice: Type.Integer(),
  total: Type.Integer(),
  vatAmount: Type.Integer(),
});
export type DocumentLine = Static<typeof DocumentLine>;

export const DocumentPayment = Type.Object({
  lineNo: Type.Integer(),
  method: Type.Integer(),
  amount: Type.Integer(),
  currencyId: Type.Integer(),
  currencyRate: Type.String(),
  localAmount: Type.Integer(),
  details: Type.Record(Type.String(), Type.Unknown()),
});
export type DocumentPayment = Static<typeof DocumentPayment>;

const DocumentRef = Type.Object({ id: Type.Integer(), docType: OneOf(DOCUMENT_TYPES), number: Type.Integer(), total: Type.Integer() });

/** One document, whole (receipt/get, invoice/get, invoice-receipt/get, receipt/info, document/get). */
export const DocumentDetails = Type.Object({
  id: Type.Integer(),
  uuid: Type.String(),
  docType: OneOf(DOCUMENT_TYPES),
  number: Type.Integer(),
  state: OneOf(DOCUMENT_STATES),
  status: OneOf(DOCUMENT_STATUSES),
  issuedAt: Type.String(),
  orderId: OrNull(Type.Integer()),
  orderNumber: OrNull(Type.Integer()),
  currencyId: Type.Integer(),
  total: Type.Integer(),
  vatPercent: Type.Number(),
  vatAmount: Type.Integer(),
  totalBeforeVat: Type.Integer(),
  customerName: Type.String(),
  customerTaxId: Type.String(),
  businessClientId: OrNull(Type.Integer()),
  /** The issuing business as printed: its name for invoices and its VAT or company number. */
  businessName: Type.String(),
  businessTaxId: Type.String(),
  title: Type.String(),
  remarks: Type.String(),
  reason: Type.String(),
  allocationNumber: OrNull(Type.String()),
  copiesPrinted: Type.Integer(),
  /** Who issued it and where: a cashier at a station, or an office user on a screen. */
  userId: OrNull(Type.Integer()),
  userName: Type.String(),
  stationId: OrNull(Type.Integer()),
  screen: OrNull(Type.String()),
  customTypeId: OrNull(Type.Integer()),
  /** The document this one credits (a refund's receipt, a credit invoice's invoice). */
  credited: OrNull(DocumentRef),
  /** R-RCPT-7: the refund standing for this receipt, if any. */
  refundedBy: OrNull(DocumentRef),
  /** Credit invoices issued against this invoice. */
  creditedBy: Type.Array(DocumentRef),
  voidedTicketCodes: Type.Array(Type.String()),
  lines: Type.Array(DocumentLine),
  payments: Type.Array(DocumentPayment),
});
export type DocumentDetails = Static<typeof DocumentDetails>;

export const DocumentIdQuery = Type.Object({ id: Id });

/** The order's money: its documents, payments and what is left (R-INV-1, R-INV-2). */
export const OrderLedger = Type.Object({
  orderId: Type.Integer(),
  orderNumber: Type.Integer(),
  currencyId: Type.Integer(),
  totalToPay: Type.Integer(),
  paid: Type.Integer(),
  documents: Type.Array(
    Type.Object({
      id: Type.Integer(),
      docType: OneOf(DOCUMENT_TYPES),
      number: Type.Integer(),
      state: OneOf(DOCUMENT_STATES),
      status: OneOf(DOCUMENT_STATUSES),
      total: Type.Integer(),
      issuedAt: Type.String(),
      creditedDocumentId: OrNull(Type.Integer()),
      refunded: Type.Boolean(),
      stationId: OrNull(Type.Integer()),
      allocationNumber: OrNull(Type.String()),
    }),
  ),
  payments: Type.Array(Type.Intersect([DocumentPayment, Type.Object({ documentId: Type.Integer(), docType: OneOf(DOCUMENT_TYPES), documentNumber: Type.Integer(), refund: Type.Boolean() })])),
  /** What may still be documented: received (receipt), charged (invoice), credited (credit invoice). */
  remaining: Type.Object({ receipt: Type.Integer(), invoice: Type.Integer(), credit: Type.Integer() }),
});
export type OrderLedger = Static<typeof OrderLedger>;
export const OrderIdQuery = Type.Object({ orderId: Id });

/** How the office gives a receipt's money back: by the original payments (the card's refund never more than it paid), cash, a transfer, or not at all. */
export const REFUND_METHODS = ['original', 'cash', 'bankTransfer', 'none'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];

/** C154 receipt/cancel: refunds a receipt or invoice-receipt once (R-RCPT-5..7). */
export const ReceiptCancelBody = Type.Object({
  id: Id,
  /** R-RCPT-5: required; R-RCPT-6: above zero and at most the receipt. */
  refundAmount: Positive,
  refundMethod: Type.Optional(OneOf(REFUND_METHODS)),
  reason: Type.Optional(Text(REASON_MAX)),
  /** The order lines refunded (1-based place in the order, units, amount adding up to refundAmount): their seats are released and tickets voided. Left out: an amount only (the whole receipt of the whole order cancels it). */
  lines: Type.Optional(Type.Array(Type.Object({ lineNo: Int(1, 1000), quantity: Int(1, 1_000_000), amount: Positive }), { maxItems: MAX_LINES })),
});
export type ReceiptCancelBody = Static<typeof ReceiptCancelBody>;

export const RefundIssued = Type.Object({
  id: Type.Integer(),
  number: Type.Integer(),
  total: Type.Integer(),
  refundedDocumentId: Type.Integer(),
  orderId: OrNull(Type.Integer()),
  /** The order is cancelled (the whole receipt of the whole order came back). */
  orderCancelled: Type.Boolean(),
  voidedTicketCodes: Type.Array(Type.String()),
});
export type RefundIssued = Static<typeof RefundIssued>;

/**
 * Settling a card refund left waiting (issue 15): the gateway's answer was lost, so the office says
 * whether the money went back (the refund's transaction id and approval when the gateway's report
 * shows them: the refund then stands, Done, with its effect on the order) or did not (its number
 * kept void, the receipt refundable again).
 */
export const CardRefundSettleBody = Type.Object({
  id: Id,
  moneyReturned: Type.Boolean(),
  transactionId: Type.Optional(Text(100)),
  approvalCode: Type.Optional(Text(20)),
});
export type CardRefundSettleBody = Static<typeof CardRefundSettleBody>;

export const CardRefundSettled = Type.Object({
  id: Type.Integer(),
  number: Type.Integer(),
  status: OneOf(DOCUMENT_STATUSES),
  state: OneOf(DOCUMENT_STATES),
  orderId: OrNull(Type.Integer()),
  orderCancelled: Type.Boolean(),
  voidedTicketCodes: Type.Array(Type.String()),
});
export type CardRefundSettled = Static<typeof CardRefundSettled>;

/** C155 bc-perfoma-invoice/cancel (R-INV-8). */
export const ProformaCancelBody = Type.Object({ id: Id });
export const ProformaCancelled = Type.Object({ id: Type.Integer(), number: Type.Integer(), status: OneOf(DOCUMENT_STATUSES) });

/** C156 allow-create-credit-invoice (R-PERM-18): may the user credit, and (given an order) is there an invoice to credit. */
export const AllowCreditQuery = Type.Object({ orderId: Type.Optional(Id) });
export const AllowCredit = Type.Object({ allowed: Type.Boolean(), reason: OrNull(Type.String()), creditable: Type.Integer() });

/** C184-C186: the provider's own document types. */
export const CustomDocType = Type.Object({ id: Type.Integer(), name: Type.String() });
export type CustomDocType = Static<typeof CustomDocType>;
export const CustomDocTypeBody = Type.Object({ name: Type.String({ minLength: 1, maxLength: 100, pattern: '^[^\\u0000]*\\S[^\\u0000]*$' }) });

/** C183 custom-doc/order/{orderId}/document/{type}: a custom document of an order (type: a custom document type's id). */
export const CustomDocumentBody = Type.Object({ title: Type.Optional(Text(TITLE_MAX)), remarks: Type.Optional(Text(REMARKS_MAX)) });

/** C187 provider/autoPrintReceipt. */
export const AutoPrintBody = Type.Object({ autoPrintReceipt: Type.Boolean() });
export const AutoPrint = Type.Object({ autoPrintReceipt: Type.Boolean() });
