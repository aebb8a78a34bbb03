/**
 * A document of the ledger as the printers' builders take it (@pos/printers buildLedgerDocument):
 * the business as the accounting settings name it, the document's own rows, worded in one language
 * and dated in the provider's zone. Pure: the loading is in output-repo.ts.
 */
import { instantToLocal } from '@pos/shared/calendar/index';
import type { TaxStatus } from '@pos/shared/accounting/israel-invoice';
import type { Language } from '@pos/shared/languages';
import { bpToPercent, type VatRateBp } from '@pos/shared/money';
import { CURRENCIES } from '@pos/shared/reference';
import { PaymentMethodCode } from '@pos/shared/documents/document-types';
import type { Business, CreditedDocumentType, CurrencyCode, DocumentContext, LedgerDocumentInput, Payment, SaleLine } from '@pos/printers';
import { refused } from '@pos/shared/errors';

export interface PrintableLine {
  description: string;
  quantity: number;
  unitPrice: number;
  total: number;
}

export interface PrintablePayment {
  method: number;
  amount: number;
  currencyId: number;
  currencyRate: string;
  details: Record<string, unknown>;
}

/** One ledger row with what it prints: its lines, payments, order, the document it credits, who and where. */
export interface PrintableDocument {
  docType: string;
  number: number;
  issuedAt: Date;
  currencyId: number;
  total: number;
  vatRateBp: number;
  vatAmount: number;
  customerName: string;
  customerTaxId: string;
  title: string;
  remarks: string;
  reason: string;
  allocationNumber: string | null;
  orderNumber: number | null;
  credited: { docType: string; number: number } | null;
  issuedBy: string;
  station: string;
  lines: PrintableLine[];
  payments: PrintablePayment[];
}

export interface PrintableBusiness {
  name: string;
  vatNumber: string;
  address: string;
  phone: string;
  taxStatus: TaxStatus;
  timeZone: string;
}

const currencyCode = (id: number): CurrencyCode => CURRENCIES.find((c) => c.id === id)?.code ?? 'NIS';
const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);
const int = (value: unknown): number | undefined => (typeof value === 'number' && Number.isInteger(value) ? value : undefined);

/** A payment row (R-RCPT-9 method codes) as printed; the rate only when it is not 1 (R-RCPT-8). */
export function printedPayment(p: PrintablePayment, documentCurrencyId: number): Payment {
  const rate = Number(p.currencyRate);
  const base = {
    amount: p.amount,
    ...(p.currencyId !== documentCurrencyId ? { currency: currencyCode(p.currencyId), ...(Number.isFinite(rate) && rate !== 1 ? { currencyRate: rate } : {}) } : {}),
  };
  const d = p.details;
  switch (p.method) {
    case PaymentMethodCode.Cash:
      return { ...base, method: 'cash', ...(int(d.tendered) ? { tendered: int(d.tendered) } : {}), ...(int(d.change) ? { change: int(d.change) } : {}) };
    case PaymentMethodCode.CreditCard:
      return { ...base, method: 'card', last4: text(d.last4) ?? '----', installments: int(d.installments) ?? 1, brand: text(d.brand), approvalCode: text(d.approvalCode) };
    case PaymentMethodCode.Check:
      return { ...base, method: 'check', checkNumber: text(d.number) ?? text(d.checkNumber), bank: text(d.bank), valueDate: text(d.valueDate) };
    case PaymentMethodCode.BankTransfer:
      return { ...base, method: 'bankTransfer', reference: text(d.referenceNumber) ?? text(d.reference), bank: text(d.bank) };
    default:
      return { ...base, method: 'voucher', code: text(d.code) };
  }
}

const CREDITED: Record<string, CreditedDocumentType> = { receipt: 'receipt', invoice: 'invoice', 'invoice-receipt': 'invoice-receipt' };

/**
 * The printers' input of a ledger document in `lang`; `copy` marks a reprint. A custom document
 * (C183-C186) prints under its own title; a type the printers do not know is refused (422 document-not-printable).
 */
export function printInputOf(doc: PrintableDocument, business: PrintableBusiness, lang: Language, copy: boolean): LedgerDocumentInput {
  const local = instantToLocal(doc.issuedAt, business.timeZone);
  const printedBusiness: Business = {
    name: business.name,
    ...(business.vatNumber ? { vatNumber: business.vatNumber } : {}),
    ...(business.address ? { address: business.address } : {}),
    ...(business.phone ? { phone: business.phone } : {}),
    taxStatus: business.taxStatus === 'ExemptDealer' ? 'exempt' : 'licensed',
  };
  const context: DocumentContext = { lang, business: printedBusiness, date: local.date, time: local.time, cashier: doc.issuedBy, station: doc.station, currency: currencyCode(doc.currencyId) };
  const lines: SaleLine[] = doc.lines.map((l) => ({ product: l.description, quantity: l.quantity, unitPrice: l.unitPrice, total: l.total }));
  const totals = { vatPercent: bpToPercent(doc.vatRateBp as VatRateBp), vatAmount: doc.vatAmount, total: doc.total };
  const payments = doc.payments.map((p) => printedPayment(p, doc.currencyId));
  const common = {
    ...context,
    documentNumber: String(doc.number),
    copy,
    lines,
    totals,
    ...(doc.orderNumber !== null ? { orderNumber: String(doc.orderNumber) } : {}),
    ...(doc.customerName ? { customerName: doc.customerName } : {}),
  };
  const customerId = doc.customerTaxId || undefined;
  const allocationNumber = doc.allocationNumber ?? undefined;
  const credited = doc.credited ? { originalDocumentNumber: String(doc.credited.number), originalDocumentType: CREDITED[doc.credited.docType] } : { originalDocumentNumber: '' };
  switch (doc.docType) {
    case 'receipt':
      return { type: 'receipt', input: { ...common, payments, openDrawer: false } };
    case 'invoice-receipt':
      return { type: 'invoice-receipt', input: { ...common, payments, customerId, allocationNumber, openDrawer: false } };
    case 'invoice':
      return { type: 'invoice', input: { ...common, customerId, allocationNumber, remarks: doc.remarks || undefined } };
    case 'credit-invoice':
      return { type: 'credit-invoice', input: { ...common, ...credited, customerId, allocationNumber, reason: doc.reason || undefined, remarks: doc.remarks || undefined } };
    case 'proforma':
      return { type: 'proforma', input: { ...common, customerId, proformaTitle: doc.title || undefined, remarks: doc.remarks || undefined } };
    case 'refund':
      return { type: 'credit-receipt', input: { ...common, ...credited, reason: doc.reason || undefined, refunds: payments, openDrawer: false } };
    case 'custom':
      return { type: 'custom', input: { ...common, title: doc.title || String(doc.docType), remarks: doc.remarks || undefined } };
    default:
      throw refused('document-not-printable', `A ${doc.docType} document has no printed form.`);
  }
}
