import type { CurrencyCode, InvoiceReceiptInput, Payment } from '@pos/printers';
import type { Language } from '@pos/shared/languages';
import { CURRENCIES } from '@pos/shared/reference';
import type { PaymentEntry } from '@pos/shared/sync/protocol';
import type { ReceiptDocument } from '../sales/receipt-document';

export function currencyCode(id: number): CurrencyCode {
  return (CURRENCIES.find((c) => c.id === id)?.code ?? 'NIS') as CurrencyCode;
}

/** An instant as the provider's local date (YYYY-MM-DD) and time (hh:mm). */
export function localDateTime(iso: string, timeZone: string): { date: string; time: string } {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(new Date(iso));
  } catch {
    return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
  }
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { date: `${part('year')}-${part('month')}-${part('day')}`, time: `${part('hour')}:${part('minute')}` };
}

export function paymentOf(entry: PaymentEntry, documentCurrencyId: number): Payment {
  const base = {
    amount: entry.amount,
    ...(entry.currencyId !== documentCurrencyId ? { currency: currencyCode(entry.currencyId), currencyRate: Number(entry.currencyRate) } : {}),
  };
  switch (entry.method) {
    case 1:
      return { ...base, method: 'cash', ...(entry.details.tendered > entry.amount ? { tendered: entry.details.tendered, change: entry.details.change } : {}) };
    case 2:
      return { ...base, method: 'check', checkNumber: entry.details.number, bank: entry.details.bank, valueDate: entry.details.valueDate };
    case 4:
      return { ...base, method: 'card', last4: entry.details.last4, installments: entry.details.installments, ...(entry.details.brand ? { brand: entry.details.brand } : {}) };
    case 8:
      return { ...base, method: 'bankTransfer', reference: entry.details.referenceNumber, bank: entry.details.bank };
  }
}

/** The station's receipt or invoice-receipt (what the sale stored in its print job) as the printers' receipt input. */
export function receiptInputOf(doc: ReceiptDocument, lang: Language, timeZone: string): InvoiceReceiptInput {
  const { date, time } = localDateTime(doc.issuedAt, timeZone);
  // The discount as the document states it (a coupon's or a line's), the same figure the screen shows:
  // line totals are after their discounts, so summing them would hide it.
  const discount = doc.totals.discountAmount;
  const subtotal = doc.totals.total + discount;
  const customerName = [doc.customer.firstName, doc.customer.lastName].filter(Boolean).join(' ');
  const orderNumber = doc.orderNumber ?? doc.reservedOrderNumber;
  return {
    lang,
    business: { name: doc.provider.name, ...(doc.provider.companyId ? { companyId: doc.provider.companyId } : {}), ...(doc.provider.address ? { address: doc.provider.address } : {}) },
    date,
    time,
    cashier: doc.cashier.name,
    station: doc.station ? doc.station.name : '',
    currency: currencyCode(doc.currencyId),
    documentNumber: String(doc.number),
    ...(orderNumber ? { orderNumber: String(orderNumber) } : {}),
    // Every reprint is a copy; it opens no drawer (no money moves).
    ...(doc.copy ? { copy: true, openDrawer: false } : {}),
    ...(customerName ? { customerName } : {}),
    lines: doc.lines.map((line) => ({
      product: line.productName,
      slotDate: line.date,
      ...(line.startTime ? { slotTime: line.startTime.slice(0, 5) } : {}),
      customerType: line.customerTypeName,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      total: line.total,
    })),
    totals: {
      ...(discount > 0 ? { subtotal, discount } : {}),
      vatPercent: doc.provider.vatRateBp / 100,
      vatAmount: doc.totals.vatAmount,
      total: doc.totals.total,
    },
    payments: doc.payments.map((p) => paymentOf(p, doc.currencyId)),
  };
}
